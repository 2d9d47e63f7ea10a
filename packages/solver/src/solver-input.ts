/**
 * What callers hand the solver, checked before any work: a position must
 * be one of its level's (a search from a box on a wall, or from a box that
 * `boxAt` does not know, would answer nonsense), and `solve`'s options must
 * be ones it can keep (a time limit of `NaN` would never stop a search).
 * Each problem is a `RangeError` that names the value to fix.
 */
import type { Level, Position } from '@polyban/core';
import type { SolveOptions } from './solve.js';

/** Throws a `RangeError` that names the package and what to fix. */
export const fail = (message: string): never => {
  throw new RangeError(`@polyban/solver: ${message}`);
};

/**
 * Throws a `TypeError` unless `level` is one: `buildLevel` gives `null` for a
 * board it cannot build, and plain JavaScript passes that on; the caller
 * learns to read its problems, not a failure deep in the analysis.
 */
export function checkLevel(level: Level): void {
  if (!level?.isCell) throw new TypeError(`@polyban/solver: the call needs a level, not ${String(level)}; buildLevel gives null, with its problems, for a board it cannot build`);
}

/**
 * Throws unless each box and pusher of `position` stands on a floor cell of
 * the level and the active pusher is one of them: all a reverse-mode game
 * asks before its jump, when its pusher may still share a box's cell.
 * A `TypeError` when the position, or one of its lists, is missing.
 * (How many boxes is the caller's: a level read with no boxes, only goals,
 * is played from positions that bring their own.)
 */
export function checkCells(level: Level, position: Position): void {
  // Types require a whole position; a caller in plain JavaScript who leaves it, or a list of it, out learns what to pass here, not from deep in the search.
  const given = position as Partial<Position> | null | undefined;
  checkLevel(level);
  for (const list of ['boxes', 'pushers', 'boxAt', 'pusherAt'] as const) {
    if (!given?.[list]) throw new TypeError(`@polyban/solver: the call needs the position, with its ${list}; startPosition(level) gives the start`);
  }
  const floor = (c: number): boolean => level.isCell[c] === 1 && level.wall[c] === 0;
  position.boxes.forEach((c, i) => floor(c) || fail(`box ${i} of the position is on cell ${c}, not on the level's floor`));
  position.pushers.forEach((c, i) => floor(c) || fail(`pusher ${i} of the position is on cell ${c}, not on the level's floor`));
  if (!(position.active in position.pushers)) fail(`the active pusher ${position.active} is not one of the position's ${position.pushers.length}`);
}

/**
 * {@link checkCells}, and no two boxes on one cell, nor a pusher on a box's
 * cell, read from the lists alone: what `findDeadlock` needs for an answer
 * that means anything (a pusher inside a box would be walled in, and its
 * area empty).
 */
export function checkCellsApart(level: Level, position: Position): void {
  checkCells(level, position);
  const boxOn = new Map<number, number>();
  position.boxes.forEach((c, i) => {
    const other = boxOn.get(c);
    if (other !== undefined) fail(`boxes ${other} and ${i} of the position are both on cell ${c}`);
    boxOn.set(c, i);
  });
  position.pushers.forEach((c, i) => boxOn.has(c) && fail(`pusher ${i} of the position is on cell ${c}, where box ${boxOn.get(c)!} stands`));
}

/**
 * {@link checkCells}, and each box and pusher on a cell of its own that its
 * `boxAt` or `pusherAt` entry names, no pusher on a box: what a search
 * from the position plays with core's rules.
 */
export function checkPosition(level: Level, position: Position): void {
  checkCells(level, position);
  const { boxAt, pusherAt } = position;
  position.boxes.forEach((c, i) => boxAt[c] === i + 1 || fail(`box ${i} of the position is on cell ${c}, which its boxAt does not name`));
  position.pushers.forEach((c, i) => (pusherAt[c] === i + 1 && boxAt[c] === 0) || fail(`pusher ${i} of the position is on cell ${c}, which its pusherAt does not name or a box fills`));
}

/** Throws unless `options` are ones `solve` can keep: a known `optimize`, limits above 0 (`Infinity` for none), a function for `onProgress`, an `AbortSignal`, a position of the level. */
export function checkOptions(level: Level, options: SolveOptions): void {
  checkLevel(level);
  // Null is an object to `typeof`, and the one a caller most likely passes: without this it fails as it is destructured.
  if (options === null || typeof options !== 'object') throw new TypeError(`@polyban/solver: options are an object, or left out; not ${String(options)}`);
  const { optimize, position } = options;
  if (optimize !== undefined && optimize !== 'none' && optimize !== 'pushes') fail(`optimize is 'none' or 'pushes', not ${String(optimize)}`);
  for (const name of ['timeLimitMs', 'memoryLimitMb'] as const) {
    const v = options[name];
    // A number, not text: a limit of "10000" would be added to the start time as a string, and never be reached.
    if (v !== undefined && !(typeof v === 'number' && v > 0)) fail(`${name} must be a number above 0 (Infinity for no limit), not ${typeof v === 'string' ? `"${v}"` : String(v)}`);
  }
  // Checked now, not when first used: a callback that is no function would fail only once a search ran long enough
  // to report, and a signal without `aborted` would never stop one.
  const { onProgress, signal } = options;
  if (onProgress && typeof onProgress != 'function') fail('onProgress must be a function');
  if (signal && typeof signal.aborted != 'boolean') fail('signal must be an AbortSignal');
  if (position) checkPosition(level, position);
}
