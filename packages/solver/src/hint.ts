/**
 * One push of help for a player: the next push of a solution from the
 * position on the board, or why there is none.
 */
import { boxesOnGoals, startPosition, type Level, type Position } from '@polyban/core';
import { analysisOf, findDeadlock, type Deadlock } from './deadlock.js';
import { knownPush, learnLine } from './known-lines.js';
import type { SolutionPush } from './spelling.js';
import { checkSolution, DEFAULT_MEMORY_MB, distanceTableBytes, SolverRun, type SolveOptions } from './solve.js';
import { checkLevel, checkOptions, checkPosition } from './solver-input.js';

/** Options of {@link hint}: those of `solve` but `position`, and a shorter default time limit. */
export type HintOptions = Omit<SolveOptions, 'position'>;

/**
 * What {@link hint} suggests:
 * - `push`: walk and push as `moves` says (lower-case steps, one upper-case
 *   push at the end, `{...}` pusher changes with several pushers); the box
 *   on cell `box` goes to cell `to`;
 * - `deadlock`: the position cannot be solved, and here is the proof;
 * - `solved`: every box is already on a goal;
 * - `not-found`: the search found no solution: the position is `unsolvable`
 *   (searched to the end), or it stopped at a limit or on request.
 */
export type Hint =
  | {
      /** A push to make next. */
      kind: 'push';
      /** Cell of the box to push, where it stands now. */
      box: number;
      /** Cell the box stands on after the push. */
      to: number;
      /** The moves that make it, in SOK notation: lower-case steps, the upper-case push last, and `{...}` pusher changes with several pushers. */
      moves: string;
    }
  | {
      /** The position cannot be solved. */
      kind: 'deadlock';
      /** The proof: which test found it, and the cells of the boxes involved. */
      deadlock: Deadlock;
    }
  | {
      /** Every box already stands on a goal (of its own number, in a Sokoban+ level): nothing to push. */
      kind: 'solved';
    }
  | {
      /** No solution was found, so no push to suggest. */
      kind: 'not-found';
      /** How the search ended: `unsolvable` when it searched to the end, else the limit it stopped at or `aborted`. */
      reason: 'unsolvable' | 'timeout' | 'memory' | 'aborted';
    };

/** Time a hint searches by default: a player waits for it. */
const HINT_TIME_MS = 10_000;

/**
 * The next push toward a solution from `position` (the first push of a
 * solution found by `solve` with `options`; 10 s by default). With one
 * pusher, a position on a solution found before for the same level object
 * (by a hint or by `solve`; with `optimize: 'pushes'`, one proven to have
 * the fewest pushes) gets that solution's next push at once, with no
 * search: hints taken one after another keep to one line of play.
 *
 * @throws RangeError (as a rejection) as {@link solve} does, for the options and the position; TypeError for a position, or a list of it, left out.
 */
export async function hint(level: Level, position: Position, options: HintOptions = {}): Promise<Hint> {
  const quick = immediate(level, position, options);
  if (quick) return quick;
  const run = new SolverRun(level, { timeLimitMs: HINT_TIME_MS, ...options, position });
  await run.finish();
  return fromRun(run);
}

/** {@link hint} without yielding to the event loop; throws as {@link solveSync} does. */
export function hintSync(level: Level, position: Position, options: HintOptions = {}): Hint {
  const quick = immediate(level, position, options);
  if (quick) return quick;
  const run = new SolverRun(level, { timeLimitMs: HINT_TIME_MS, ...options, position });
  run.finishSync();
  return fromRun(run);
}

/** The answers that need no search; no deadlock test on a level whose analysis would pass the memory limit (the search then stops at once). */
function immediate(level: Level, position: Position, options: HintOptions): Hint | null {
  // Checked once here, before the deadlock test: the run below takes them as they are.
  checkPosition(level, position);
  checkOptions(level, options);
  if (boxesOnGoals(level, position)) return { kind: 'solved' };
  // On a line found before for this level object: its next push, at once and the same each time.
  const known = knownPush(level, position, options.optimize === 'pushes');
  if (known) return { kind: 'push', box: known.box, to: known.to, moves: known.moves };
  if (distanceTableBytes(level) > (options.memoryLimitMb ?? DEFAULT_MEMORY_MB) * 1024 * 1024) return null;
  const deadlock = findDeadlock(level, position);
  return deadlock ? { kind: 'deadlock', deadlock } : null;
}

function fromRun(run: SolverRun): Hint {
  const result = run.result();
  if (result.status !== 'solved') return { kind: 'not-found', reason: result.status };
  const first = run.pushes()![0]!;
  return { kind: 'push', box: first.box, to: first.to, moves: first.moves };
}

/**
 * Keeps `moves`, a solution of `level` from its start (SOK moves without
 * run-length encoding, as core's `Moves.text` holds them; one pusher), so
 * that a hint on any position it passes answers at once with its next
 * push, as for a solution the solver found (see {@link hint}): a player
 * can offer hints from the solutions a level file brings on levels the
 * search does not solve in time. True when kept; false, and nothing kept,
 * when the moves do not replay to a solved position, use a jump or a pusher
 * change, or the level's analysis would pass the default memory limit.
 *
 * @throws TypeError when `moves` is not a string (a saved game's `moves` object instead of its `text`).
 */
export function keepSolution(level: Level, moves: string): boolean {
  checkLevel(level);
  // A saved game's parsed moves passed whole, from plain JavaScript, would read as no moves at all: say so.
  if (typeof moves !== 'string') throw new TypeError("@polyban/solver: keepSolution(level, moves) takes the moves' text, such as a saved game's moves.text");
  const start = startPosition(level);
  if (start.pushers.length !== 1 || distanceTableBytes(level) > DEFAULT_MEMORY_MB * 1024 * 1024) return false;
  const D = level.directionCount;
  const pushes: SolutionPush[] = [];
  // The mark of the current position does not matter: the game is all of its moves. A pusher change, which core
  // plays as nothing with one pusher, belongs to a Multiban game: none is kept.
  if (moves.includes('{') || !checkSolution(level, start, moves.replaceAll('*', ''), (from, d) => pushes.push({ move: from * D + d, keys: [] }))) return false;
  learnLine(analysisOf(level), start, pushes, false);
  return true;
}
