/**
 * The moving part of a game — where boxes and pushers stand — and the rules
 * that change it. Every tiling and every mode (forward, reverse, Multiban)
 * goes through these few functions, on typed arrays only.
 */
import type { Level } from './level.js';

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

/** Why a step is refused. */
export const StepRefusal = {
  /** The tiling has no cell in that direction. */
  NoCell: -1,
  /** A wall is in the way. */
  Wall: -2,
  /** Another pusher is in the way. */
  Pusher: -3,
  /** The box cannot move: wall, box, pusher or the board's edge behind it. */
  BoxBlocked: -4,
  /** Reverse mode: a pull with no box behind the pusher. */
  NothingToPull: -5,
  /** Reverse mode: the pusher cannot walk onto a box. */
  Box: -6,
  /** The letter is not a direction of this tiling. */
  NoSuchDirection: -7,
} as const;

/** What one step did: 0 walked, 1 pushed or pulled, or a negative {@link StepRefusal}. */
export type StepOutcome = number;

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

/**
 * Forward step in direction `d`: walks, or pushes the box in front one cell
 * further in the same direction. Upper or lower case makes no difference.
 */
export function forwardStep(level: Level, p: Position, d: number): StepOutcome {
  const D = level.directionCount;
  const from = p.pushers[p.active]!;
  const to = level.neighbours[from * D + d]!;
  if (to < 0) return StepRefusal.NoCell;
  if (level.wall[to] === 1) return StepRefusal.Wall;
  if (p.pusherAt[to] !== 0) return StepRefusal.Pusher;
  const box = p.boxAt[to]!;
  if (box !== 0) {
    // The same letter applied again from the box's cell: in Trioban this keeps the box on its band.
    const beyond = level.neighbours[to * D + d]!;
    if (beyond < 0 || level.wall[beyond] === 1 || p.boxAt[beyond] !== 0 || p.pusherAt[beyond] !== 0) return StepRefusal.BoxBlocked;
    p.boxAt[to] = 0;
    p.boxAt[beyond] = box;
    p.boxes[box - 1] = beyond;
  }
  p.pusherAt[from] = 0;
  p.pusherAt[to] = p.active + 1;
  p.pushers[p.active] = to;
  return box !== 0 ? 1 : 0;
}

/**
 * Reverse-mode step in direction `d`: the pusher walks into free floor, and
 * with `pull` drags the box from the cell behind it into the cell it left.
 */
export function reverseStep(level: Level, p: Position, d: number, pull: boolean): StepOutcome {
  const D = level.directionCount;
  const from = p.pushers[p.active]!;
  const to = level.neighbours[from * D + d]!;
  if (to < 0) return StepRefusal.NoCell;
  if (level.wall[to] === 1) return StepRefusal.Wall;
  if (p.pusherAt[to] !== 0) return StepRefusal.Pusher;
  if (p.boxAt[to] !== 0 || p.boxAt[from] !== 0) return StepRefusal.Box;
  let box = 0;
  let behind = -1;
  if (pull) {
    const back = level.oppositeIndex[d]!;
    behind = back < 0 ? -1 : level.neighbours[from * D + back]!;
    box = behind < 0 ? 0 : p.boxAt[behind]!;
    if (box === 0) return StepRefusal.NothingToPull;
  }
  p.pusherAt[from] = 0;
  p.pusherAt[to] = p.active + 1;
  p.pushers[p.active] = to;
  if (box !== 0) {
    p.boxAt[behind] = 0;
    p.boxAt[from] = box;
    p.boxes[box - 1] = from;
  }
  return box !== 0 ? 1 : 0;
}

/**
 * Follows direction letters from `cell` through the neighbour table, ignoring
 * walls, boxes and pushers (the displacement of a jump or a pusher change).
 * Returns the cell reached, or -1 if a step leaves the board.
 */
export function displace(level: Level, cell: number, letters: string): number {
  const D = level.directionCount;
  let c = cell;
  for (let i = 0; i < letters.length && c >= 0; i++) {
    const code = letters.charCodeAt(i);
    const d = code < 128 ? level.letterIndex[code]! : -1;
    if (d < 0) return -1;
    c = level.neighbours[c * D + d]!;
  }
  return c;
}

/** True when every box stands on a goal (on its own numbered goal with Sokoban+). */
export function boxesOnGoals(level: Level, p: Position): boolean {
  const numbers = level.boxNumbers;
  const goalNumbers = level.goalNumbers;
  for (let i = 0; i < p.boxes.length; i++) {
    const c = p.boxes[i]!;
    if (level.goal[c] !== 1) return false;
    if (numbers && goalNumbers && goalNumbers[c] !== numbers[i]) return false;
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
      if (n < 0 || seen[n] === 1 || level.wall[n] === 1 || p.boxAt[n] !== 0 || p.pusherAt[n] !== 0) continue;
      seen[n] = 1;
      queue[tail++] = n;
    }
  }
  return seen;
}

/**
 * The reverse-mode win: boxes back on their start squares, at least one pull
 * made, and every pusher inside the region it could walk to from its start
 * square in the original position.
 */
export function reverseSolved(level: Level, p: Position, pulls: number): boolean {
  if (pulls === 0 || !boxesOnStartSquares(level, p)) return false;
  const original = startPosition(level);
  for (let i = 0; i < p.pushers.length; i++) {
    original.active = i;
    // Other pushers do not fence a pusher in: they can move away.
    const region = reachableCells(level, { ...original, pusherAt: new Int32Array(level.size) }, level.pushers[i]);
    if (region[p.pushers[i]!] !== 1) return false;
  }
  return true;
}
