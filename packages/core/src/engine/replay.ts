/**
 * Replaying a saved game: is it legal, does it solve the puzzle, and the
 * counts players show. Runs on the level's typed arrays with no history, so
 * it is fast enough to check whole collections.
 */
import type { Level } from './level.js';
import { parseMoves, type Moves } from '../text/moves.js';
import { boxesOnGoals, displace, forwardStep, reverseSolved, reverseStartPosition, reverseStep, startPosition, StepRefusal } from './position.js';
import { refusalReason } from './game.js';

/**
 * What replaying a saved game found.
 *
 * Counts (over the moves replayed, up to the first illegal one):
 * - `moves`: every step of a pusher, pushes and pulls included; letters inside
 *   `[...]` jumps and `{...}` pusher changes are not moves.
 * - `pushes`: pushes (pulls in reverse mode).
 * - `boxLines`: straight runs of one box: a push starts a new box line unless
 *   the step before it pushed the same box in the same direction.
 * - `boxChanges`: pushes of a different box than the one pushed last (the
 *   first push counts).
 * - `pushingSessions`: runs of consecutive pushes, interrupted by any
 *   non-pushing step, jump or pusher change.
 * - `pusherLines`: runs of steps in one direction, pushes included; a change
 *   of direction, a jump or a pusher change starts a new one.
 */
export interface ReplayResult {
  /** True when every move could be made. */
  legal: boolean;
  /** True when the position after the moves is solved (forward or reverse rules). */
  solved: boolean;
  /** True for a reverse-mode game. */
  reverse: boolean;
  moves: number;
  pushes: number;
  boxLines: number;
  boxChanges: number;
  pushingSessions: number;
  pusherLines: number;
  /** The first illegal move: its 0-based index among move letters, and why. */
  error: { at: number; message: string } | null;
}

/** Replays moves (parsed, or a move string) on a level from its start position. */
export function replay(level: Level, moves: Moves | string): ReplayResult {
  const m = typeof moves === 'string' ? parseMoves(moves).moves : moves;
  const reverse = m.reverse;
  const p = reverse ? reverseStartPosition(level) : startPosition(level);
  const D = level.directionCount;
  const nb = level.neighbours;
  let count = 0;
  let pushes = 0;
  let boxLines = 0;
  let boxChanges = 0;
  let sessions = 0;
  let pusherLines = 0;
  let lastDir = -1; // direction of the previous step, -1 after a jump or pusher change
  let lastPushBox = 0; // box pushed by the previous step, 0 if it pushed none
  let lastPushedBox = 0; // last box pushed at all
  let error: ReplayResult['error'] = null;

  outer: for (const token of m.tokens) {
    if (token.kind === 'current') continue;
    if (token.kind === 'steps') {
      const letters = token.letters;
      for (let i = 0; i < letters.length; i++) {
        const code = letters.charCodeAt(i);
        const d = code < 128 ? level.letterIndex[code]! : -1;
        if (d < 0) {
          error = { at: count, message: refusalReason(StepRefusal.NoSuchDirection, letters[i]!) };
          break outer;
        }
        const from = p.pushers[p.active]!;
        let box: number;
        let outcome: number;
        if (reverse) {
          const back = level.oppositeIndex[d]!;
          const behind = back < 0 ? -1 : nb[from * D + back]!;
          box = behind < 0 ? 0 : p.boxAt[behind]!;
          outcome = reverseStep(level, p, d, code < 97);
        } else {
          const ahead = nb[from * D + d]!;
          box = ahead < 0 ? 0 : p.boxAt[ahead]!;
          outcome = forwardStep(level, p, d);
        }
        if (outcome < 0) {
          error = { at: count, message: refusalReason(outcome, letters[i]!) };
          break outer;
        }
        count++;
        if (d !== lastDir) pusherLines++;
        if (outcome === 1) {
          pushes++;
          if (lastPushBox === 0) sessions++;
          if (!(lastPushBox === box && lastDir === d)) boxLines++;
          if (box !== lastPushedBox) boxChanges++;
          lastPushedBox = box;
          lastPushBox = box;
        } else lastPushBox = 0;
        lastDir = d;
      }
    } else if (token.kind === 'jump') {
      const from = p.pushers[p.active]!;
      const to = displace(level, from, token.letters);
      if (!reverse) error = { at: count, message: 'jumps exist only in reverse mode' };
      else if (pushes > 0) error = { at: count, message: 'a jump is allowed only before the first pull' };
      else if (to < 0) error = { at: count, message: `the jump [${token.letters}] leads off the board` };
      else if (level.wall[to] === 1 || p.boxAt[to] !== 0 || (p.pusherAt[to] !== 0 && to !== from)) {
        error = { at: count, message: `the jump [${token.letters}] lands on a square that is not free floor` };
      }
      if (error) break;
      p.pusherAt[from] = 0;
      p.pusherAt[to] = p.active + 1;
      p.pushers[p.active] = to;
      lastDir = -1;
      lastPushBox = 0;
    } else {
      const to = displace(level, p.pushers[p.active]!, token.letters);
      const id = to < 0 ? 0 : p.pusherAt[to]!;
      if (id === 0) {
        error = { at: count, message: `the pusher change {${token.letters}} does not land on a pusher` };
        break;
      }
      p.active = id - 1;
      lastDir = -1;
      lastPushBox = 0;
    }
  }

  const solved = error === null && (reverse ? reverseSolved(level, p, pushes) : boxesOnGoals(level, p));
  return { legal: error === null, solved, reverse, moves: count, pushes, boxLines, boxChanges, pushingSessions: sessions, pusherLines, error };
}
