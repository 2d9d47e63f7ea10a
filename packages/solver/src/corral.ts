/**
 * PI-corrals. A corral is free floor the pusher cannot walk to; its barrier
 * is the boxes next to it. Every free neighbour of a corral cell is in the
 * corral, so nothing gets into a corral, pusher or box, before a barrier
 * box moves. When the corral still needs work (a barrier box off its goal,
 * or an empty goal inside) some barrier box must move in every solution.
 *
 * The corral is PI when every push of a barrier box that can ever happen
 * while the corral is closed goes into it (I), and the pusher can walk now
 * to every such push (P). Pushes that cannot happen while it is closed:
 * from a corral cell or a barrier box's cell, onto a barrier box's cell,
 * onto a dead cell, and from or onto the cell of a frozen box (one that no
 * push can ever move: it stands there for good, as a wall would). Then in
 * any solution the first push of a barrier box is one of those inward
 * pushes, possible now; the pushes before it move other boxes outside the
 * corral and stay possible after it (the pushed box frees a cell, fills a
 * corral cell none of them uses). So there is a
 * solution, with as many pushes, that starts with an inward push of the
 * corral: the search may try those pushes only. With none possible, no
 * solution exists: a corral deadlock.
 *
 * Corrals come from the tiling's own neighbour table, so the rule is the
 * same on every tiling. Each corral is tried alone and all corrals
 * together (their union is a corral too); the one with fewest pushes wins.
 * One pusher only: with several, a pusher may already be inside.
 */
import type { LevelAnalysis } from './dead-cells.js';
import { onOwnGoal } from './freeze.js';
import { AreaLabels } from './pusher-regions.js';

/** Result of {@link CorralPruning.find} when no corral is PI. */
export const NO_CORRAL = -1;

/** Finds PI-corrals of positions of one level. */
export class CorralPruning {
  /** The corrals of the last {@link find}: every area of free floor next to a box that the pusher cannot reach. */
  readonly labels: AreaLabels;
  private readonly barrierStamp: Int32Array;
  private barrierEpoch = 0;
  private readonly pushes: Int32Array;
  private readonly barrier: Int32Array;
  /** The pushes allowed by the last {@link find} that found a PI-corral: entries of the push table. */
  readonly allowed: Int32Array;
  allowedCount = 0;
  /** The barrier of the corral found by the last {@link find}. */
  readonly barrierBoxes: Int32Array;
  barrierCount = 0;
  private lastBarrier = 0;

  constructor(private readonly a: LevelAnalysis) {
    const { level } = a;
    this.labels = new AreaLabels(a.floor, level.neighbours, level.directionCount);
    this.barrierStamp = new Int32Array(level.size);
    const count = a.pushes.target.length;
    this.pushes = new Int32Array(count);
    this.allowed = new Int32Array(count);
    this.barrier = new Int32Array(level.size);
    this.barrierBoxes = new Int32Array(level.size);
  }

  /**
   * Looks for a PI-corral of the position whose boxes stand where
   * `boxAt[c] > 0` (`classOf(boxAt[c] - 1)` their class), the pusher
   * reaching the cells `reach` labels, `frozen[boxAt[c] - 1]` 1 for a box
   * that can never move. Returns {@link NO_CORRAL}; 0 for a corral
   * deadlock; or the number of pushes of the best PI-corral, listed in
   * {@link allowed}.
   */
  find(boxCells: ArrayLike<number>, n: number, boxAt: Int32Array, classOf: (box: number) => number, reach: AreaLabels, frozen: Uint8Array): number {
    const { level, floor } = this.a;
    const { neighbours: nb, directionCount: D } = level;
    const labels = this.labels;
    labels.reset();
    for (let i = 0; i < n; i++) {
      const b = boxCells[i]!;
      for (let d = 0; d < D; d++) {
        const x = nb[b * D + d]!;
        if (x >= 0 && floor[x] === 1 && boxAt[x] === 0 && !reach.has(x) && !labels.has(x)) labels.areaOf(x, boxAt);
      }
    }
    const count = labels.count;
    let best = NO_CORRAL;
    for (let c = count > 1 ? -1 : 0; c < count; c++) {
      const found = this.tryCorral(c, boxAt, classOf, reach, frozen);
      if (found < 0 || (best >= 0 && found >= best)) continue;
      best = found;
      this.allowed.set(this.pushes.subarray(0, found));
      this.allowedCount = found;
      this.barrierBoxes.set(this.barrier.subarray(0, this.lastBarrier));
      this.barrierCount = this.lastBarrier;
      if (found === 0) break;
    }
    return best;
  }

  /** True when `x` is in corral `c` (-1: any corral). */
  private inCorral(x: number, c: number): boolean {
    return this.labels.has(x) && (c < 0 || this.labels.label[x] === c);
  }

  /** The inward pushes of corral `c` (-1: all corrals) into `pushes` if it is PI and needs work: their number, else -1. */
  private tryCorral(c: number, boxAt: Int32Array, classOf: (box: number) => number, reach: AreaLabels, frozen: Uint8Array): number {
    const a = this.a;
    const { neighbours: nb, directionCount: D, goal } = a.level;
    const labels = this.labels;
    if (++this.barrierEpoch === 0x7fffffff) {
      this.barrierStamp.fill(0);
      this.barrierEpoch = 1;
    }
    const epoch = this.barrierEpoch;
    const stamp = this.barrierStamp;
    let work = false;
    let barrier = 0;
    const from = c < 0 ? 0 : c;
    const to = c < 0 ? labels.count : c + 1;
    for (let i = labels.start[from]!; i < labels.start[to]!; i++) {
      const x = labels.cells[i]!;
      if (goal[x] === 1) work = true;
      for (let d = 0; d < D; d++) {
        const y = nb[x * D + d]!;
        if (y < 0 || boxAt[y] === 0 || stamp[y] === epoch) continue;
        stamp[y] = epoch;
        this.barrier[barrier++] = y;
        if (!onOwnGoal(a, y, classOf(boxAt[y]! - 1))) work = true;
      }
    }
    this.lastBarrier = barrier;
    if (!work) return -1;
    const { first, pusher, target } = a.pushes;
    let count = 0;
    for (let i = 0; i < barrier; i++) {
      const b = this.barrier[i]!;
      const dead = a.deadCellsByClass[classOf(boxAt[b]! - 1)]!;
      for (let m = first[b]!; m < first[b + 1]!; m++) {
        const p = pusher[m]!;
        const t = target[m]!;
        // Pushes that cannot happen while the corral is closed, or that no solution makes.
        if (this.inCorral(p, c) || stamp[p] === epoch || stamp[t] === epoch || dead[t] === 1) continue;
        if ((boxAt[p]! > 0 && frozen[boxAt[p]! - 1] === 1) || (boxAt[t]! > 0 && frozen[boxAt[t]! - 1] === 1)) continue;
        // Outward (or into another corral): not I. Inward from where the pusher cannot walk now: not P.
        if (!this.inCorral(t, c) || !reach.has(p)) return -1;
        this.pushes[count++] = m;
      }
    }
    return count;
  }
}
