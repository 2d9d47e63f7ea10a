/**
 * Replaying a saved game: is it legal, does it solve the puzzle, and the
 * counts players show. Every action goes through the rules' one
 * `applyAction`, with no history kept, so whole collections check fast.
 */
import type { Moves } from '../text/moves.js';
import type { Level } from './level.js';
import { boxesOnGoals, copyPosition, reverseSolved, reverseStartPosition, startPosition, type Position } from './position.js';
import { applyAction, applyForwardStep, applyReverseStep, isParsedMoves, newEffect, Outcome, refusalCode, refusalMessage, strictMoves, type ActionEffect, type Refusal } from './rules.js';

/**
 * What replaying a saved game found.
 *
 * The counts follow the SOK format's own examples (and YASC and JSoko):
 * "Snapshot 9/2 `urrrrddLL*ruulDD`" and "Reverse Mode Snapshot 13/6
 * `[rrrd]UU(rLLL)(drD)`". They are taken at the current position: at `*`
 * when the game has one (the moves after it were taken back and are kept for
 * redo), else after the last move.
 * - `moves`: every step of a pusher, pushes and pulls included, and every
 *   letter of a `[...]` jump; `{...}` pusher changes are not moves.
 * - `pushes`: pushes (forward games); `pulls`: pulls (reverse games).
 * - `boxLines`: straight runs of one box: a push (or pull) starts a new box
 *   line unless the step before it moved the same box by the same letter.
 * - `boxChanges`: pushes (pulls) of a different box than the one moved last
 *   (the first counts).
 * - `pushingSessions`: runs of consecutive pushes (pulls), interrupted by any
 *   other step, jump or pusher change.
 * - `pusherLines`: runs of steps by one letter, pushes included; a change of
 *   letter, a jump or a pusher change starts a new one.
 */
export interface ReplayResult {
  /** True when every move could be made, the redo moves after `*` included. */
  legal: boolean;
  /** True when every move is legal and the current position is solved (forward or reverse rules). */
  solved: boolean;
  /** True for a reverse-mode game. */
  reverse: boolean;
  /** Steps of a pusher (pushes and pulls included) and letters of `[...]` jumps; `{...}` pusher changes are not moves. */
  moves: number;
  /** Pushes; 0 in a reverse game. */
  pushes: number;
  /** Pulls; 0 in a forward game. */
  pulls: number;
  /** Pushes (pulls) that start a box line: all but those right after a push (pull) of the same box by the same direction. */
  boxLines: number;
  /** Pushes (pulls) of another box than the last one pushed (pulled), the first push (pull) included. */
  boxChanges: number;
  /** Runs of consecutive pushes (pulls), ended by a walking step, a jump or a pusher change. */
  pushingSessions: number;
  /** Runs of steps by one direction, pushes and pulls included, ended by a step in another direction, a jump or a pusher change. */
  pusherLines: number;
  /** Moves after `*`, there for redo; 0 when the game has no `*`. */
  redo: number;
  /** The first problem: a refused move, or (for a move string) a problem in the text. */
  error: Refusal | null;
}

/** Counters for one stretch of play. */
interface Counts {
  moves: number;
  pushes: number;
  pulls: number;
  boxLines: number;
  boxChanges: number;
  pushingSessions: number;
  pusherLines: number;
}

const zeroCounts = (): Counts => ({ moves: 0, pushes: 0, pulls: 0, boxLines: 0, boxChanges: 0, pushingSessions: 0, pusherLines: 0 });

/**
 * Replays moves on a level from its start position (the reverse start for a
 * game with jumps). A move string is read strictly: any problem in it makes
 * the result illegal, with the problem's offset. Never throws.
 */
export function replay(level: Level, moves: Moves | string): ReplayResult {
  return replayWithPosition(level, moves).result;
}

/**
 * {@link replay}, and the position it reached: at `*` when the game has one,
 * else where the moves ended (before the first refused move).
 */
export function replayWithPosition(level: Level, input: Moves | string): {
  /** What the replay found, as {@link replay} gives it. */
  result: ReplayResult;
  /** The position at `*` when the game has one, else after the last move made; the start position when the move string cannot be read. */
  position: Position;
} {
  const read = strictMoves(input);
  if (read.moves === null) {
    const reverse = typeof input === 'string' && input.includes('[');
    return {
      result: { legal: false, solved: false, reverse, ...zeroCounts(), redo: 0, error: read.refusal },
      position: reverse ? reverseStartPosition(level) : startPosition(level),
    };
  }
  const m = read.moves;
  const reverse = m.reverse;
  return replayFrom(level, m, { position: reverse ? reverseStartPosition(level) : startPosition(level), reverse, pulled: false });
}

/**
 * Where {@link replayFrom} starts, and how: a game in progress rather than
 * the level's start.
 */
export interface ReplayStart {
  /** The position the moves are played from. It is copied, never changed. */
  position: Position;
  /** Whether the game is in reverse mode (upper-case letters pull). */
  reverse: boolean;
  /**
   * Reverse mode: whether a pull was made before `position`. Then the moves
   * may not jump, and they win without a pull of their own (core's
   * `reverseSolved` asks for at least one pull in the whole game).
   */
  pulled: boolean;
  /**
   * Hears of each push or pull as it is made: what moved (the pusher's cell
   * before the step is `effect.from`) and the step's direction index. The
   * effect record is reused: read it, do not keep it.
   */
  onBoxMove?: (effect: Readonly<ActionEffect>, direction: number) => void;
}

/**
 * {@link replayWithPosition} from a position of the caller's: a game in
 * progress, forward or reverse. The moves are already read (their text is
 * not looked at; `moves.reverse` is not either, `start.reverse` says which
 * rules apply), so a program that writes its own moves can check them
 * without the strict reader; anything but parsed moves (a string among
 * them) is refused as `invalid-move-character` at offset 0. The counts are
 * of these moves alone. Never throws for a position of the level.
 */
export function replayFrom(level: Level, m: Moves, start: ReplayStart): {
  /** What the replay found, with the counts of these moves alone. */
  result: ReplayResult;
  /** The position at `*` when the moves have one, else after the last move made; a copy, `start.position` is not changed. */
  position: Position;
} {
  const { reverse, onBoxMove } = start;
  // Plain JavaScript callers can pass a string here; say how to read it rather than fail deep inside.
  if (!isParsedMoves(m)) {
    const error: Refusal = { code: 'invalid-move-character', message: 'replayFrom takes parsed Moves: read a move string with parseMoves first', at: 0, move: 0 };
    return { result: { legal: false, solved: false, reverse, ...zeroCounts(), redo: 0, error }, position: copyPosition(start.position) };
  }
  // A pull before the start counts once: it ends the jumps and lets the game be won.
  const before = reverse && start.pulled ? 1 : 0;
  const p = copyPosition(start.position);
  const effect = newEffect();
  const letterIndex = level.letterIndex;
  // Counters live in locals: the loop below runs tens of millions of times a second.
  let moves = 0;
  let pushes = 0;
  let pulls = 0;
  let boxLines = 0;
  let boxChanges = 0;
  let pushingSessions = 0;
  let pusherLines = 0;
  let atStar: { counts: Counts; position: Position; solved: boolean } | null = null;
  let lastDir = -1; // letter of the previous step, -1 after a jump or pusher change
  let lastMovedBox = 0; // box moved by the previous step, 0 if it moved none
  let lastBox = 0; // last box moved at all
  let error: Refusal | null = null;
  let offset = 0; // into m.text

  outer: for (const token of m.tokens) {
    if (token.kind === 'current') {
      if (atStar === null) {
        const counts = { moves, pushes, pulls, boxLines, boxChanges, pushingSessions, pusherLines };
        atStar = { counts, position: copyPosition(p), solved: isSolved(level, p, reverse, before + pulls) };
      }
      offset++;
      continue;
    }
    if (token.kind === 'steps') {
      const letters = token.letters;
      for (let i = 0; i < letters.length; i++, offset++) {
        const code = letters.charCodeAt(i);
        const d = letterIndex[code] ?? -1;
        // Upper case pulls in reverse mode; forward it is only a hint.
        const outcome = reverse ? applyReverseStep(level, p, d, code < 97, effect) : applyForwardStep(level, p, d, effect);
        if (outcome < 0) {
          error = refused(outcome, letters[i]!, offset, moves);
          break outer;
        }
        moves++;
        if (d !== lastDir) pusherLines++;
        if (outcome === Outcome.Walk) lastMovedBox = 0;
        else {
          if (outcome === Outcome.Push) pushes++;
          else pulls++;
          const box = effect.box;
          if (lastMovedBox === 0) pushingSessions++;
          if (!(lastMovedBox === box && lastDir === d)) boxLines++;
          if (box !== lastBox) boxChanges++;
          lastBox = box;
          lastMovedBox = box;
          if (onBoxMove !== undefined) onBoxMove(effect, d);
        }
        lastDir = d;
      }
      continue;
    }
    const outcome = applyAction(level, p, token, { reverse, pulled: before + pulls > 0 }, effect);
    const written = token.kind === 'jump' ? `[${token.letters}]` : `{${token.letters}}`;
    if (outcome < 0) {
      error = refused(outcome, written, offset, moves);
      break;
    }
    offset += written.length;
    moves += effect.moves;
    lastDir = -1;
    lastMovedBox = 0;
  }

  const legal = error === null;
  if (atStar !== null) {
    return {
      result: { legal, solved: legal && atStar.solved, reverse, ...atStar.counts, redo: moves - atStar.counts.moves, error },
      position: atStar.position,
    };
  }
  const solved = legal && isSolved(level, p, reverse, before + pulls);
  return { result: { legal, solved, reverse, moves, pushes, pulls, boxLines, boxChanges, pushingSessions, pusherLines, redo: 0, error }, position: p };
}

/** The refusal of the action written `what` at `offset`, after `moves` moves. A function, not a closure: a closure over the loop's counters would move them out of registers. */
function refused(outcome: number, what: string, offset: number, moves: number): Refusal {
  const code = refusalCode(outcome);
  return { code, message: refusalMessage(code, what), at: offset, move: moves + 1 };
}

function isSolved(level: Level, p: Position, reverse: boolean, pulls: number): boolean {
  return reverse ? reverseSolved(level, p, pulls) : boxesOnGoals(level, p);
}
