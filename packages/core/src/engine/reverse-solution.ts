/**
 * Between the two directions of play. From a solved reverse-mode game to a
 * forward solution, for one pusher or several: drop everything before the
 * first pull, play the rest backwards with opposite letters (case kept), and
 * put in front the walks that bring each pusher from its start square to
 * where the reverse game left it. And from forward moves to the reverse-mode
 * moves that undo them, for one pusher: the same turning round, the other way.
 */
import type { Moves } from '../text/moves.js';
import type { Level } from './level.js';
import { displacementLetters, pathLetters, walkCells, walkTo } from './paths.js';
import { boxesOnGoals, reverseSolved, reverseStartPosition, startPosition, type Position } from './position.js';
import { applyAction, applyForwardStep, applyPusherChange, applyReverseStep, newEffect, Outcome, strictMoves } from './rules.js';

/** One step of the reverse game after its first pull: who made it, by which letter, and whether it pulled. */
interface BodyStep {
  pusher: number;
  direction: number;
  pulled: boolean;
}

/**
 * Turns a solved reverse-mode game into a forward solution that replays
 * solved, or returns `null` when the moves are not a solved reverse game or
 * no forward solution can be built from them (pushers that would have to
 * walk through each other at the start). Moves after a `*` are ignored: the
 * game ends at its current position.
 */
export function reverseToForward(level: Level, reverseMoves: Moves | string): string | null {
  const read = strictMoves(reverseMoves);
  if (read.moves === null || !read.moves.reverse) return null;

  // Replay the reverse game through the rules, keeping the steps from the first pull on.
  const p = reverseStartPosition(level);
  const mode = { reverse: true, pulled: false };
  const effect = newEffect();
  const body: BodyStep[] = [];
  for (const token of read.moves.tokens) {
    if (token.kind === 'current') break;
    if (token.kind !== 'steps') {
      if (applyAction(level, p, token, mode, effect) < 0) return null;
      continue;
    }
    for (let i = 0; i < token.letters.length; i++) {
      const code = token.letters.charCodeAt(i);
      const direction = level.letterIndex[code] ?? -1;
      const outcome = applyReverseStep(level, p, direction, code < 97, effect);
      if (outcome < 0) return null;
      if (outcome === Outcome.Pull) mode.pulled = true;
      if (mode.pulled) body.push({ pusher: effect.pusher, direction, pulled: outcome === Outcome.Pull });
    }
  }
  // The reverse win needs a pull; how many does not matter.
  if (!reverseSolved(level, p, mode.pulled ? 1 : 0)) return null;

  const forward = startPosition(level);
  let out = placePushers(level, forward, p.pushers);
  if (out === null) return null;

  for (let k = body.length - 1; k >= 0; k--) {
    const { pusher, direction, pulled } = body[k]!;
    const change = selectPusher(level, forward, pusher);
    if (change === null) return null;
    out += change;
    // A letter without an opposite has -1 here, which the rules refuse as any unknown direction.
    const back = level.oppositeIndex[direction]!;
    const outcome = applyForwardStep(level, forward, back, effect);
    // A pull played backwards must push the same box, and a walk must stay a walk.
    if (outcome !== (pulled ? Outcome.Push : Outcome.Walk)) return null;
    const letter = level.letters[back]!;
    out += pulled ? letter.toUpperCase() : letter;
  }
  return boxesOnGoals(level, forward) ? out : null;
}

/**
 * Walks every pusher of `forward` to its cell in `targets`, each walk after
 * a `{...}` selecting that pusher; pushers that block each other's way are
 * moved in whatever order lets them pass. The move letters, or `null`.
 */
function placePushers(level: Level, forward: Position, targets: Int32Array): string | null {
  const n = targets.length;
  const placed = new Uint8Array(n);
  let out = '';
  let left = n;
  while (left > 0) {
    let progress = false;
    for (let i = 0; i < n; i++) {
      if (placed[i] === 1) continue;
      const cells = walkCells(level, forward, forward.pushers[i]!, targets[i]!);
      if (cells === null) continue;
      if (cells.length > 1) {
        const change = selectPusher(level, forward, i);
        if (change === null) return null;
        const letters = pathLetters(level, cells, -1).letters;
        // The cells of the walk are free: every step is a walk.
        for (const ch of letters) applyForwardStep(level, forward, level.letterIndex[ch.charCodeAt(0)]!);
        out += change + letters;
      }
      placed[i] = 1;
      left--;
      progress = true;
    }
    if (!progress) return null;
  }
  return out;
}

/** Makes `pusher` active in `position`: the `{...}` to write, `''` if it already is, `null` if it cannot be named. */
function selectPusher(level: Level, position: Position, pusher: number): string | null {
  if (position.active === pusher) return '';
  const letters = displacementLetters(level, position.pushers[position.active]!, position.pushers[pusher]!);
  if (letters === null) return null;
  // The letters lead from the active pusher to this one: the change is never refused.
  applyPusherChange(level, position, letters);
  return `{${letters}}`;
}

/**
 * The reverse-mode moves that undo `forward`, for one pusher: `forward`
 * (steps and pushes from the level's start) leaves the boxes where the
 * reverse-mode `game` has them, and the moves returned take that game back
 * to the start along it. The game's pusher first goes to where `forward`
 * left its own (a `[...]` jump before the game's first pull, `[]` when it
 * stands there already, so that the moves read as reverse-mode moves on
 * their own; a walk after), then takes each step of `forward` back, last first, a push becoming a
 * pull, down to the first push: the walk that led to it began in the
 * pusher's start region, where a reverse-mode win wants the pusher.
 *
 * A step counts as a push when the rules make it one, whatever its letter's
 * case. `''` when `forward` pushes nothing. `null` when the level has more
 * than one pusher, `forward` is not forward moves that replay from the
 * start, or the game's pusher cannot get where `forward` left its own.
 * Whether the game's boxes stand where `forward` left them, and so whether
 * the moves win, is the caller's to check: replaying them does.
 */
export function forwardToReverse(level: Level, forward: Moves | string, game: { position: Position; pulled: boolean }): string | null {
  const read = strictMoves(forward);
  if (level.pushers.length !== 1 || read.moves === null || read.moves.reverse) return null;
  const p = startPosition(level);
  // Each step taken back, last first: its opposite letter, upper case for a push.
  let back = '';
  let pushed = false;
  for (const token of read.moves.tokens) {
    if (token.kind === 'current') break;
    if (token.kind !== 'steps') return null;
    for (let i = 0; i < token.letters.length; i++) {
      const outcome = applyForwardStep(level, p, level.letterIndex[token.letters.charCodeAt(i)] ?? -1);
      if (outcome < 0) return null;
      // Steps before the first push lead from the start and stay in the start region: they are not taken back.
      if (outcome === Outcome.Push) pushed = true;
      else if (!pushed) continue;
      // Every step the rules allowed has a direction; one without an opposite makes a letter the caller's replay refuses.
      const letter = level.letters[level.oppositeIndex[level.letterIndex[token.letters.charCodeAt(i)]!]!] ?? '?';
      back = (outcome === Outcome.Push ? letter.toUpperCase() : letter) + back;
    }
  }
  if (!pushed) return '';
  const { position } = game;
  const here = position.pushers[position.active]!;
  const end = p.pushers[0]!;
  // Before the first pull the moves open with a jump, `[]` when the pusher stands there already: moves without one
  // read as a forward game. A jump always has letters: the game's steps and jumps, and the forward steps, join both
  // cells to the pusher's start square. After it, a walk: `''` when the pusher stands there.
  if (!game.pulled) return `[${displacementLetters(level, here, end)!}]${back}`;
  const lead = walkTo(level, position, end);
  return lead === null ? null : lead + back;
}
