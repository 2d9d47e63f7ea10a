/**
 * Frozen boxes: boxes that can never move again. A push of a box needs its
 * pusher cell free and its target free; the push is worth nothing if the
 * target is a dead cell. A set of boxes is frozen when every push of each of
 * them is blocked by a wall (pushes into walls are not even in the push
 * table), by another box of the set, or lands on a dead cell: the first box
 * of the set to move in any solution would need one of those pushes, so no
 * box of the set moves in any solution. A frozen box off its goal therefore
 * proves a deadlock.
 *
 * The test is written on pushes, not on axes: on the square grid it is the
 * usual "blocked on both axes" rule (a wall on either side blocks both pushes
 * of an axis, dead cells on both sides make both pushes worthless, a frozen
 * box on either side acts as a wall), and it carries over unchanged to cells
 * with 8, 6 or 3 directions, or with no opposite for a direction (Trioban,
 * Octoban squares), because the push table comes from the rules themselves.
 *
 * The largest frozen set is found as a greatest fixpoint: start from every
 * box and drop, until nothing changes, each box with a push that is not
 * blocked by the boxes still in the set. Boxes that block each other in a
 * cycle stay in, which is what the cycle rule of the recursive formulation
 * ("treat the box under test as a wall") gives, without its exponential worst case.
 */
import type { LevelAnalysis } from './dead-cells.js';

/** Scratch space for {@link markFrozen}, sized for one level. */
export interface FreezeScratch {
  /** `inSet[c]` is 1 while the box on `c` is still in the candidate set; all 0 between calls. */
  readonly inSet: Uint8Array;
}

/** Scratch space for a level. */
export function freezeScratch(size: number): FreezeScratch {
  return { inSet: new Uint8Array(size) };
}

/**
 * Marks in `frozen[i]` (1 or 0) whether box `i` (on `cells[i]`, of class
 * `classes[i]`) belongs to the largest frozen set, and returns true when one
 * of the frozen boxes stands off a goal of its class: a deadlock.
 */
export function markFrozen(a: LevelAnalysis, cells: ArrayLike<number>, classes: ArrayLike<number>, n: number, frozen: Uint8Array, scratch: FreezeScratch): boolean {
  const { inSet } = scratch;
  const { first, pusher, target } = a.pushes;
  for (let i = 0; i < n; i++) {
    inSet[cells[i]!] = 1;
    frozen[i] = 1;
  }
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 0; i < n; i++) {
      if (frozen[i] === 0) continue;
      const b = cells[i]!;
      const dead = a.deadCellsByClass[classes[i]!]!;
      for (let m = first[b]!; m < first[b + 1]!; m++) {
        const t = target[m]!;
        if (inSet[pusher[m]!] === 1 || inSet[t] === 1 || dead[t] === 1) continue;
        // A push that may still happen some day: the box is not frozen, and boxes it blocked may not be either.
        frozen[i] = 0;
        inSet[b] = 0;
        changed = true;
        break;
      }
    }
  }
  let deadlock = false;
  for (let i = 0; i < n; i++) {
    const c = cells[i]!;
    inSet[c] = 0;
    if (frozen[i] === 1 && !onOwnGoal(a, c, classes[i]!)) deadlock = true;
  }
  return deadlock;
}

/** True when cell `c` is a goal a box of class `k` may end on. */
export function onOwnGoal(a: LevelAnalysis, c: number, k: number): boolean {
  const g = a.goalAt[c]!;
  return g >= 0 && a.goalClass[g] === k;
}
