/**
 * Static facts about a level that hold whatever the other boxes do: where a
 * box can never reach a goal (dead cells), and how many pushes a lone box
 * needs from each cell to each goal. Both come from breadth-first searches
 * run backwards from the goals over the push table, that is by pulls: a box
 * that can be pulled from a goal to a cell can be pushed from that cell to
 * the goal.
 */
import type { Level } from '@polyban/core';
import { levelSides, type BoxSides } from './box-sides.js';
import { pushMoves, usableFloor, type PushMoves } from './push-moves.js';
import { checkLevel } from './solver-input.js';

/** What {@link analyzeLevel} finds: facts of the board alone, true in every position. */
export interface LevelAnalysis {
  /** The level analysed. */
  readonly level: Level;
  /**
   * `deadCells[c]` is 1 for a floor cell from which a box can never reach any
   * goal it may end on, whatever the other boxes do: a box there means the
   * position cannot be solved. 0 for goals, walls and filler positions.
   */
  readonly deadCells: Uint8Array;
  /**
   * `pushDistance[g][c]`: the fewest pushes that bring a lone box from cell
   * `c` to the goal `level.goals[g]`, the pusher free to walk anywhere; -1
   * where that goal cannot be reached. A lower bound for each box, since
   * other boxes only get in the way.
   */
  readonly pushDistance: readonly Int32Array[];
  /** The sides of a box on each cell: the pieces it cuts the floor into (see {@link BoxSides}). */
  readonly sides: BoxSides;
  /**
   * `sideDistance[g][c * sides.stride + s]`: the fewest pushes that bring a
   * lone box from cell `c` to goal `level.goals[g]` when the pusher is on
   * side `s` of it; -1 where it cannot. Never below `pushDistance[g][c]`,
   * and above it where the pusher would have to get past the box; a lower
   * bound for each box too, since the pusher never passes a box to reach
   * another side of it.
   */
  readonly sideDistance: readonly Int32Array[];
  /** 1 where a pusher (or a pushed box) can ever stand: cells that are neither walls nor outside. */
  readonly floor: Uint8Array;
  /** Every push a lone box can make, by cell (see {@link PushMoves}). */
  readonly pushes: PushMoves;
  /**
   * Boxes fall into classes that must end on goals of their own class:
   * Sokoban+ numbers, or one class when the level has none. `boxClass[i]`
   * is the class of box `i` (reading order), `goalClass[g]` that of goal `g`.
   */
  readonly classCount: number;
  /** `boxClass[i]`: the class of the level's box `i` (reading order), from 0 to `classCount - 1`. */
  readonly boxClass: Int32Array;
  /** `goalClass[g]`: the class of the goal `level.goals[g]`, from 0 to `classCount - 1`. */
  readonly goalClass: Int32Array;
  /** `goalAt[c]` is the index in `level.goals` of the goal on cell `c`, -1 where there is none. */
  readonly goalAt: Int32Array;
  /** Dead cells per class: `deadCellsByClass[k][c]` is 1 where a box of class `k` can never reach a goal of its class. */
  readonly deadCellsByClass: readonly Uint8Array[];
  /**
   * `goalDistanceByClass[k][c]`: the fewest pushes that bring a lone box of
   * class `k` from cell `c` to the nearest goal of its class, the pusher
   * free to walk anywhere; -1 where no such goal can be reached.
   */
  readonly goalDistanceByClass: readonly Int32Array[];
}

/**
 * Whether every solved position fills every goal of `level` when `boxes`
 * boxes are on the board: when there are as many goals as boxes. With more
 * goals than boxes a solved position may leave any goal empty, and a rule
 * that counted an empty goal as work still to do would call solvable
 * positions lost. Core builds such a level (and reports the count), and a
 * position may bring boxes of its own, other than its level's.
 */
export function fillsEveryGoal(level: Level, boxes: number): boolean {
  return level.goals.length === boxes;
}

/**
 * Computes the static facts of a level: dead cells, push distances to every
 * goal, the push table. Cost: one backward search per goal over the board.
 *
 * @throws TypeError when `level` is missing (`buildLevel`'s `null` for a board it cannot build).
 */
export function analyzeLevel(level: Level): LevelAnalysis {
  checkLevel(level);
  return analyzeLevelBefore(level, Infinity)!;
}

/**
 * {@link analyzeLevel}, or `null` once `Date.now()` passes `until`: the
 * clock is read between the backward searches, so a large level's analysis
 * stops within one search over its board.
 */
export function analyzeLevelBefore(level: Level, until: number): LevelAnalysis | null {
  const late = (): boolean => until !== Infinity && Date.now() >= until;
  if (late()) return null;
  const floor = usableFloor(level);
  const pushes = pushMoves(level, floor);
  const goals = level.goals;
  const { boxClass, goalClass, classCount } = classesOf(level);

  const pushDistance: Int32Array[] = [];
  for (const g of goals) {
    if (late()) return null;
    pushDistance.push(pullDistances(level, pushes, [g]));
  }
  const sides = levelSides(level);
  // Where no box cuts the floor, every side is side 0 and the distances are the ones above.
  let sideDistance = pushDistance;
  if (sides.stride > 1) {
    const pushSides = sidesOfPushes(pushes, sides);
    sideDistance = [];
    for (const g of goals) {
      if (late()) return null;
      sideDistance.push(sidePullDistances(level.size, pushes, sides.stride, pushSides, g));
    }
  }
  const deadCellsByClass: Uint8Array[] = [];
  const goalDistanceByClass: Int32Array[] = [];
  for (let k = 0; k < classCount; k++) {
    if (late()) return null;
    const own = Array.from(goals).filter((_, g) => goalClass[g] === k);
    const reach = pullDistances(level, pushes, own);
    goalDistanceByClass.push(reach);
    const dead = new Uint8Array(level.size);
    for (let c = 0; c < level.size; c++) if (level.isCell[c] === 1 && level.wall[c] === 0 && reach[c]! < 0) dead[c] = 1;
    deadCellsByClass.push(dead);
  }
  // A cell is dead for boxes in general only when it is dead for every class of box.
  const deadCells = new Uint8Array(level.size);
  for (let c = 0; c < level.size; c++) deadCells[c] = deadCellsByClass.every((d) => d[c] === 1) ? 1 : 0;
  const goalAt = new Int32Array(level.size).fill(-1);
  goals.forEach((g, i) => (goalAt[g] = i));
  return { level, deadCells, pushDistance, sides, sideDistance, floor, pushes, classCount, boxClass, goalClass, goalAt, deadCellsByClass, goalDistanceByClass };
}

/**
 * Box classes: with Sokoban+ numbering each number is a class, else every
 * box and goal is in class 0.
 */
function classesOf(level: Level): { boxClass: Int32Array; goalClass: Int32Array; classCount: number } {
  const boxClass = new Int32Array(level.boxes.length);
  const goalClass = new Int32Array(level.goals.length);
  const { boxNumbers, goalNumbers } = level;
  if (!boxNumbers || !goalNumbers) return { boxClass, goalClass, classCount: 1 };
  const numbers = new Map<number, number>();
  const classOf = (n: number): number => {
    let k = numbers.get(n);
    if (k === undefined) numbers.set(n, (k = numbers.size));
    return k;
  };
  boxNumbers.forEach((n, i) => (boxClass[i] = classOf(n)));
  level.goals.forEach((g, i) => (goalClass[i] = classOf(goalNumbers[g]!)));
  return { boxClass, goalClass, classCount: Math.max(1, numbers.size) };
}

/**
 * Fewest pushes from each cell to the nearest of `sources` for a lone box
 * (-1: never), by a backward search over the pushes; cells marked in
 * `walls` (boxes that never move) count as walls. `scratch`, two arrays of
 * the board's size, spares a caller that searches many times the memory of
 * new ones: the first is filled and returned.
 */
export function pullDistances(
  level: Level,
  pushes: PushMoves,
  sources: readonly number[],
  walls?: Uint8Array,
  scratch: readonly [Int32Array, Int32Array] = [new Int32Array(level.size), new Int32Array(level.size)],
): Int32Array {
  const [dist, queue] = scratch;
  dist.fill(-1);
  let head = 0;
  let tail = 0;
  for (const s of sources) {
    if (dist[s] !== -1 || walls?.[s] === 1) continue;
    dist[s] = 0;
    queue[tail++] = s;
  }
  const { firstInto, into, box } = pushes;
  while (head < tail) {
    const t = queue[head++]!;
    for (let i = firstInto[t]!; i < firstInto[t + 1]!; i++) {
      const m = into[i]!;
      const b = box[m]!;
      if (dist[b] !== -1) continue;
      if (walls && !pullIsOpen(pushes, m, walls)) continue;
      dist[b] = dist[t]! + 1;
      queue[tail++] = b;
    }
  }
  return dist;
}

/**
 * Whether push `m` can be undone as a pull with the cells `walls` marks
 * standing as walls: the box goes back to the push's box cell and the
 * pusher to its pusher cell, and neither may be marked. (A push from or
 * past a cell that stands for good as a wall never happens.)
 */
export function pullIsOpen(pushes: PushMoves, m: number, walls: Uint8Array): boolean {
  return walls[pushes.box[m]!] === 0 && walls[pushes.pusher[m]!] === 0;
}

/** The side the pusher stands on before each push (`before[m]`, of the box's cell) and after it (`after[m]`, of the target). */
interface PushSides {
  readonly before: Uint8Array;
  readonly after: Uint8Array;
}

function sidesOfPushes(pushes: PushMoves, sides: BoxSides): PushSides {
  const { box, pusher, target } = pushes;
  const before = new Uint8Array(box.length);
  const after = new Uint8Array(box.length);
  for (let m = 0; m < box.length; m++) {
    before[m] = sides.side(box[m]!, pusher[m]!);
    // After the push the pusher stands where the box was.
    after[m] = sides.side(target[m]!, box[m]!);
  }
  return { before, after };
}

/**
 * Fewest pushes from each cell and side (index `c * stride + s`) to goal
 * cell `goal` for a lone box whose pusher is on that side (-1: never), by a
 * backward search over the pushes: a push of a box on `b` from side
 * `before[m]` leaves the pusher on side `after[m]` of the box on `t`.
 */
function sidePullDistances(size: number, pushes: PushMoves, stride: number, sides: PushSides, goal: number): Int32Array {
  const dist = new Int32Array(size * stride).fill(-1);
  const queue = new Int32Array(size * stride);
  let tail = 0;
  // On its goal the box is home whichever side the pusher is on.
  for (let s = 0; s < stride; s++) {
    dist[goal * stride + s] = 0;
    queue[tail++] = goal * stride + s;
  }
  const { firstInto, into, box } = pushes;
  for (let head = 0; head < tail; head++) {
    const at = queue[head]!;
    const t = Math.floor(at / stride);
    const s = at - t * stride;
    for (let i = firstInto[t]!; i < firstInto[t + 1]!; i++) {
      const m = into[i]!;
      if (sides.after[m] !== s) continue;
      const from = box[m]! * stride + sides.before[m]!;
      if (dist[from] !== -1) continue;
      dist[from] = dist[at]! + 1;
      queue[tail++] = from;
    }
  }
  return dist;
}
