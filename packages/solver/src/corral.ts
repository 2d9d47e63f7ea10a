/**
 * PI-corrals. A corral is free floor the pusher cannot walk to; its barrier
 * is the boxes next to it. Every free neighbour of a corral cell is in the
 * corral, so nothing gets into a corral, pusher or box, before a barrier
 * box moves. When the corral still needs work (a barrier box off its goal,
 * or an empty goal inside where every goal must be filled) some barrier box
 * must move in every solution. With more goals than boxes (in the
 * position, whatever its level's count), a solved position may leave any
 * goal empty, so a goal inside asks for nothing.
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
import { fillsEveryGoal, type LevelAnalysis } from './dead-cells.js';
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
  /** The barrier boxes of every corral, corral by corral (a box borders at most one corral per direction). */
  private readonly barriers: Int32Array;
  /** Where each corral's barrier starts in {@link barriers}; one entry past the last corral ends it. */
  private barrierStart: Int32Array;
  /** Per corral, 1 when it needs work: a goal inside that must be filled, or a barrier box off its goal. */
  private needsWork: Uint8Array;
  /** The union's barrier: each box once. */
  private readonly unionBarrier: Int32Array;
  /** The pushes allowed by the last {@link find} that found a PI-corral: entries of the push table. */
  readonly allowed: Int32Array;
  allowedCount = 0;
  /** The barrier of the corral found by the last {@link find}. */
  readonly barrierBoxes: Int32Array;
  barrierCount = 0;

  constructor(private readonly a: LevelAnalysis) {
    const { level } = a;
    this.labels = new AreaLabels(a.floor, level.neighbours, level.directionCount);
    this.barrierStamp = new Int32Array(level.size);
    const count = a.pushes.target.length;
    this.pushes = new Int32Array(count);
    this.allowed = new Int32Array(count);
    this.barriers = new Int32Array(level.size * level.directionCount);
    this.barrierStart = new Int32Array(16);
    this.needsWork = new Uint8Array(16);
    this.unionBarrier = new Int32Array(level.size);
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
    const D = this.a.level.directionCount;
    const labels = this.labels;
    const nb = labels.links;
    labels.reset();
    for (let i = 0; i < n; i++) {
      const b = boxCells[i]!;
      for (let d = 0; d < D; d++) {
        const x = nb[b * D + d]!;
        if (x >= 0 && boxAt[x] === 0 && !reach.has(x) && !labels.has(x)) labels.areaOf(x, boxAt);
      }
    }
    const count = labels.count;
    // Each corral's cells are walked once for its barrier; the union of all corrals (a corral too) takes theirs.
    this.gatherBarriers(count, boxAt, classOf, fillsEveryGoal(this.a.level, n));
    let best = NO_CORRAL;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: with one corral the union is that corral, tried twice
    for (let c = count > 1 ? -1 : 0; c < count; c++) {
      const barrier = c < 0 ? this.stampUnion(count) : this.stampCorral(c);
      if (barrier < 0) continue;
      const list = c < 0 ? this.unionBarrier : this.barriers;
      const from = c < 0 ? 0 : this.barrierStart[c]!;
      const found = this.inwardPushes(c, list, from, from + barrier, boxAt, classOf, reach, frozen);
      if (found < 0 || (best >= 0 && found >= best)) continue;
      best = found;
      this.allowed.set(this.pushes.subarray(0, found));
      this.allowedCount = found;
      this.barrierBoxes.set(list.subarray(from, from + barrier));
      this.barrierCount = barrier;
      // Stryker disable next-line ConditionalExpression: no corral beats a deadlock; stopping only saves the rest
      if (found === 0) break;
    }
    return best;
  }

  /** The number of corrals the last {@link find} labelled. */
  get corralCount(): number {
    return this.labels.count;
  }

  /** The barrier boxes of corral `c` of the last {@link find}, or `null` when it needs no work. */
  barrierOf(c: number): Int32Array | null {
    return this.needsWork[c] === 1 ? this.barriers.subarray(this.barrierStart[c]!, this.barrierStart[c + 1]!) : null;
  }

  /** True when `x` is in corral `c` (-1: any corral). */
  private inCorral(x: number, c: number): boolean {
    return this.labels.has(x) && (c < 0 || this.labels.label[x] === c);
  }

  private nextEpoch(): number {
    // Stryker disable next-line all: the stamps wrap after 2^31 epochs, which no test reaches
    if (++this.barrierEpoch === 0x7fffffff) {
      this.barrierStamp.fill(0);
      this.barrierEpoch = 1;
    }
    return this.barrierEpoch;
  }

  /** Lists the barrier boxes of each of the `count` corrals, and whether each needs work (an empty goal inside only when `goalsFilled`). */
  private gatherBarriers(count: number, boxAt: Int32Array, classOf: (box: number) => number, goalsFilled: boolean): void {
    const a = this.a;
    const { neighbours: nb, directionCount: D, goal } = a.level;
    const labels = this.labels;
    const stamp = this.barrierStamp;
    if (this.barrierStart.length <= count) {
      this.barrierStart = new Int32Array(2 * count + 2);
      this.needsWork = new Uint8Array(2 * count + 2);
    }
    let end = 0;
    for (let c = 0; c < count; c++) {
      const epoch = this.nextEpoch();
      this.barrierStart[c] = end;
      let work = 0;
      for (let i = labels.start[c]!; i < labels.start[c + 1]!; i++) {
        const x = labels.cells[i]!;
        if (goal[x] === 1 && goalsFilled) work = 1;
        for (let d = 0; d < D; d++) {
          const y = nb[x * D + d]!;
          if (y < 0 || boxAt[y] === 0 || stamp[y] === epoch) continue;
          stamp[y] = epoch;
          this.barriers[end++] = y;
          if (!onOwnGoal(a, y, classOf(boxAt[y]! - 1))) work = 1;
        }
      }
      this.needsWork[c] = work;
    }
    this.barrierStart[count] = end;
  }

  /** Marks the barrier of corral `c` in the stamps: its size, or -1 when the corral needs no work. */
  private stampCorral(c: number): number {
    if (this.needsWork[c] === 0) return -1;
    const epoch = this.nextEpoch();
    const from = this.barrierStart[c]!;
    const to = this.barrierStart[c + 1]!;
    for (let i = from; i < to; i++) this.barrierStamp[this.barriers[i]!] = epoch;
    return to - from;
  }

  /** Lists and marks the barrier of all `count` corrals together: its size, or -1 when none needs work. */
  private stampUnion(count: number): number {
    let work = false;
    for (let c = 0; c < count; c++) if (this.needsWork[c] === 1) work = true;
    if (!work) return -1;
    const epoch = this.nextEpoch();
    const stamp = this.barrierStamp;
    let size = 0;
    for (let i = 0; i < this.barrierStart[count]!; i++) {
      const y = this.barriers[i]!;
      if (stamp[y] === epoch) continue;
      stamp[y] = epoch;
      this.unionBarrier[size++] = y;
    }
    return size;
  }

  /**
   * The inward pushes of corral `c` (-1: all corrals), whose barrier is
   * `list[from..to)` and marked in the stamps, into {@link pushes} if it is
   * PI: their number, else -1.
   */
  private inwardPushes(c: number, list: Int32Array, from: number, to: number, boxAt: Int32Array, classOf: (box: number) => number, reach: AreaLabels, frozen: Uint8Array): number {
    const a = this.a;
    const stamp = this.barrierStamp;
    const epoch = this.barrierEpoch;
    const { first, pusher, target } = a.pushes;
    let count = 0;
    for (let i = from; i < to; i++) {
      const b = list[i]!;
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
