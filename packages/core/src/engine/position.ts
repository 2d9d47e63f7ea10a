/**
 * The moving part of a game — where boxes and pushers stand — and the tests
 * of a position: start positions, the forward and reverse wins, where a
 * pusher can walk. What an action does to a position is in `rules.ts`.
 */
import type { Level } from './level.js';
import { canEnter } from './rules.js';

/** Boxes and pushers on a level. Box and pusher ids are their reading-order numbers at the start. */
export interface Position {
  /** `boxAt[cell]` is box id + 1, or 0. */
  boxAt: Int32Array;
  /** `pusherAt[cell]` is pusher id + 1, or 0. */
  pusherAt: Int32Array;
  /** Cell of each box, by id. */
  boxes: Int32Array;
  /** Cell of each pusher, by id. */
  pushers: Int32Array;
  /** Id of the active pusher. */
  active: number;
}

/** The start position in forward play. */
export function startPosition(level: Level): Position {
  const boxAt = new Int32Array(level.size);
  const pusherAt = new Int32Array(level.size);
  level.boxes.forEach((c, i) => (boxAt[c] = i + 1));
  level.pushers.forEach((c, i) => (pusherAt[c] = i + 1));
  return { boxAt, pusherAt, boxes: Int32Array.from(level.boxes), pushers: Int32Array.from(level.pushers), active: 0 };
}

/**
 * The start position in reverse mode: a box on every goal, the pushers on
 * their start squares (a pusher may share a square with a box until it jumps).
 * With Sokoban+ numbering, the box on a goal carries the goal's number.
 */
export function reverseStartPosition(level: Level): Position {
  const boxAt = new Int32Array(level.size);
  const pusherAt = new Int32Array(level.size);
  const boxes = Int32Array.from(level.goals);
  boxes.forEach((c, i) => (boxAt[c] = i + 1));
  level.pushers.forEach((c, i) => (pusherAt[c] = i + 1));
  return { boxAt, pusherAt, boxes, pushers: Int32Array.from(level.pushers), active: 0 };
}

/** A deep copy. */
export function copyPosition(p: Position): Position {
  return { boxAt: p.boxAt.slice(), pusherAt: p.pusherAt.slice(), boxes: p.boxes.slice(), pushers: p.pushers.slice(), active: p.active };
}

/** True when every box stands on a goal (on its own numbered goal with Sokoban+). */
export function boxesOnGoals(level: Level, p: Position): boolean {
  // buildLevel sets both numberings or neither.
  const { boxNumbers, goalNumbers } = level;
  for (let i = 0; i < p.boxes.length; i++) {
    const c = p.boxes[i]!;
    if (level.goal[c] !== 1) return false;
    if (goalNumbers && goalNumbers[c] !== boxNumbers![i]) return false;
  }
  return true;
}

/**
 * Reverse-mode goal: the boxes stand on the start squares of the boxes (each
 * on a square of its own number with Sokoban+).
 */
export function boxesOnStartSquares(level: Level, p: Position): boolean {
  const start = new Int32Array(level.size);
  level.boxes.forEach((c, i) => (start[c] = level.boxNumbers ? level.boxNumbers[i]! : 1));
  const goalNumbers = level.goalNumbers;
  for (let i = 0; i < p.boxes.length; i++) {
    const c = p.boxes[i]!;
    if (start[c] === 0) return false;
    // A reverse box carries the number of the goal it started on.
    if (goalNumbers && start[c] !== goalNumbers[level.goals[i]!]) return false;
  }
  return true;
}

/**
 * Cells the active pusher can walk to without pushing: a flood fill through
 * cells that hold no wall, box or other pusher.
 */
export function reachableCells(level: Level, p: Position, from = p.pushers[p.active]!): Uint8Array {
  const D = level.directionCount;
  const seen = new Uint8Array(level.size);
  const queue = new Int32Array(level.size);
  let head = 0;
  let tail = 0;
  seen[from] = 1;
  queue[tail++] = from;
  while (head < tail) {
    const c = queue[head++]!;
    for (let d = 0; d < D; d++) {
      const n = level.neighbours[c * D + d]!;
      if (n < 0 || seen[n] === 1 || !canEnter(level, p, n)) continue;
      seen[n] = 1;
      queue[tail++] = n;
    }
  }
  return seen;
}

/** Regions of the original position, per level: computed once, read by every reverse-mode win check. */
const startRegions = new WeakMap<Level, Int32Array>();

/**
 * `region[cell]` numbers the connected areas a pusher can walk in the
 * original position (boxes on their start squares, pushers removed: they
 * can move out of each other's way); -1 for walls and box squares.
 */
function regionsOfStart(level: Level): Int32Array {
  const cached = startRegions.get(level);
  if (cached) return cached;
  const original = startPosition(level);
  original.pusherAt.fill(0);
  const D = level.directionCount;
  const region = new Int32Array(level.size).fill(-1);
  const queue = new Int32Array(level.size);
  let next = 0;
  for (let s = 0; s < level.size; s++) {
    if (region[s] !== -1 || level.isCell[s] === 0 || !canEnter(level, original, s)) continue;
    let head = 0;
    let tail = 0;
    region[s] = next;
    queue[tail++] = s;
    while (head < tail) {
      const c = queue[head++]!;
      for (let d = 0; d < D; d++) {
        const n = level.neighbours[c * D + d]!;
        if (n < 0 || region[n] !== -1 || !canEnter(level, original, n)) continue;
        region[n] = next;
        queue[tail++] = n;
      }
    }
    next++;
  }
  startRegions.set(level, region);
  return region;
}

/**
 * The reverse-mode win: boxes back on their start squares, at least one pull
 * made, and every pusher inside the region it could walk in from its own
 * start square in the original position. One labelling of the regions per
 * level makes the check linear in the number of pushers.
 */
export function reverseSolved(level: Level, p: Position, pulls: number): boolean {
  if (pulls === 0 || !boxesOnStartSquares(level, p)) return false;
  const region = regionsOfStart(level);
  // A pusher's start square is floor, so it always has a region.
  for (let i = 0; i < p.pushers.length; i++) if (region[p.pushers[i]!] !== region[level.pushers[i]!]) return false;
  return true;
}
