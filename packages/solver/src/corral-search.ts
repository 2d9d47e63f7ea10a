/**
 * Corral deadlocks found by a small search. The one-push test of
 * `corral.ts` sees a corral that no push can open now; many more corrals
 * can be pushed into, but never opened nor solved, however their boxes are
 * pushed. This search looks for those.
 *
 * Take the boxes around a corral (the set S) and take every other box off
 * the board. Any solution of the whole position, with the pushes of other
 * boxes left out, is still a line of play for S alone: a box taken off
 * blocks nothing, so each push of an S box stays possible, and at its end
 * every box of S stands on a goal of its class. So if no line of play of
 * S alone ever puts all of S on such goals, the position is lost.
 *
 * The search plays S alone, push by push, with the pusher's area as part
 * of the state, and gives up (no deadlock) when S stands on goals, when a
 * box of S leaves the corral's cells (S's own cells and the corral's
 * floor: the corral is open, and S may go anywhere), or after
 * {@link CORRAL_SEARCH_NODES} positions. Having seen every position S can
 * reach without one of those, it has proved the deadlock. Pushes onto dead
 * cells and positions with a frozen box off its goal are left out, as no
 * solution passes through them.
 *
 * Everything here comes from the push table and the neighbour table, so
 * it is the same test on every tiling. One pusher only.
 */
import type { LevelAnalysis } from './dead-cells.js';
import { freezeScratch, markFrozen, onOwnGoal, type FreezeScratch } from './freeze.js';
import type { CorralPruning } from './corral.js';
import { AreaLabels } from './pusher-regions.js';

/** Positions one corral search looks at before it gives up. */
export const CORRAL_SEARCH_NODES = 1000;

/**
 * Corrals of more cells than this, their boxes' cells counted, are not
 * searched: their boxes have too many ways to stand, and on XSokoban the
 * time their searches took cost more levels than the deadlocks found won.
 */
export const CORRAL_SEARCH_CELLS = 20;

/** Answers kept before the memory of them is dropped (each a short string and a flag). */
const KEPT = 1 << 16;

/** Bytes counted per answer kept: a map entry and its key of up to 2 × 20 + 2 characters, with room to spare. */
const BYTES_PER_ANSWER = 160;

/** Corral deadlock searches for positions of one level, with the answers kept. */
export class CorralSearch {
  /** Searches run (answers not found among those kept). */
  searches = 0;
  /** Positions the last search saw. */
  seen = 0;
  private readonly known = new Map<string, boolean>();
  private readonly boxAt: Int32Array;
  private readonly here: AreaLabels;
  private readonly there: AreaLabels;
  private readonly corral: Int32Array;
  private epoch = 0;
  private readonly scratch: FreezeScratch;
  /** The positions of the current search, `k + 1` numbers each: box cells (by class, then cell), the pusher's area key. */
  private pool = new Int32Array(0);
  /** Open addressing over {@link pool}: position number + 1, 0 for empty. */
  private readonly table: Int32Array;
  private readonly cls: Int32Array;
  private readonly barrierClasses: Int32Array;
  private frozen = new Uint8Array(0);
  /** Scratch for the key of an answer kept. */
  private code = new Uint16Array(0);

  /**
   * @param a The level's analysis.
   * @param nodes Positions a search looks at before it gives up.
   * @param cells The largest corral searched, its boxes' cells counted.
   * @param kept Answers kept before all are forgotten.
   */
  constructor(
    private readonly a: LevelAnalysis,
    private readonly nodes = CORRAL_SEARCH_NODES,
    private readonly cells = CORRAL_SEARCH_CELLS,
    private readonly kept = KEPT,
  ) {
    const { level } = a;
    this.boxAt = new Int32Array(level.size);
    this.here = new AreaLabels(a.floor, level.neighbours, level.directionCount);
    this.there = new AreaLabels(a.floor, level.neighbours, level.directionCount);
    this.corral = new Int32Array(level.size);
    this.scratch = freezeScratch(level.size);
    this.cls = new Int32Array(level.size);
    this.barrierClasses = new Int32Array(level.size);
    // At most a quarter full: the search stops past `nodes` positions, and their pushes add at most a level's worth more.
    this.table = new Int32Array(1 << Math.ceil(Math.log2(4 * (nodes + 1))));
  }

  /** Bytes held: the search's arrays, and the answers kept at {@link BYTES_PER_ANSWER} each. */
  bytes(): number {
    return this.pool.byteLength + this.table.byteLength + this.known.size * BYTES_PER_ANSWER;
  }

  /**
   * The barrier of a corral of the last `corrals.find` that can never be
   * solved nor opened, or `null`: each corral that needs work, of at most
   * {@link CORRAL_SEARCH_CELLS} cells with its boxes, is searched in turn. The
   * box on cell `c` is of class `classOf(c)`; the pusher is on free cell
   * `pusher`. With `pushed` ≥ 0, the cell of the box the last push moved,
   * only corrals that box closes are searched: any other stood as it is in
   * the position before, whose own search found no deadlock there.
   */
  lostCorral(corrals: CorralPruning, classOf: (c: number) => number, pusher: number, pushed = -1): Int32Array | null {
    const { labels } = corrals;
    for (let c = 0; c < corrals.corralCount; c++) {
      const barrier = corrals.barrierOf(c);
      if (barrier === null || barrier.length + labels.start[c + 1]! - labels.start[c]! > this.cells || (pushed >= 0 && !barrier.includes(pushed))) continue;
      const classes = this.barrierClasses;
      for (let i = 0; i < barrier.length; i++) classes[i] = classOf(barrier[i]!);
      if (this.deadlocked(barrier, classes, barrier.length, pusher, labels.cells.subarray(labels.start[c]!, labels.start[c + 1]!))) return barrier;
    }
    return null;
  }

  /**
   * True when the `k` boxes on `cells` (of classes `classes`) around the
   * corral whose free cells are `inside`, the pusher on free cell `pusher`
   * and every other box off the board, can never all stand on goals of
   * their class while the corral stays closed: a proof that any position
   * holding those boxes, with the pusher in that area, is lost.
   */
  deadlocked(cells: ArrayLike<number>, classes: ArrayLike<number>, k: number, pusher: number, inside: ArrayLike<number>): boolean {
    const { cls } = this;
    const w = k + 1;
    if (this.pool.length < w * (this.nodes + 2)) {
      this.pool = new Int32Array(w * (this.nodes + 2));
      this.frozen = new Uint8Array(k);
      this.code = new Uint16Array(2 * w + 1);
    }
    // Boxes by class, then by cell (one code per position), then the pusher's cell.
    const start = this.pool;
    for (let i = 0; i < k; i++) {
      let j = i;
      for (; j > 0 && (cls[j - 1]! > classes[i]! || (cls[j - 1] === classes[i] && start[j - 1]! > cells[i]!)); j--) {
        start[j] = start[j - 1]!;
        cls[j] = cls[j - 1]!;
      }
      start[j] = cells[i]!;
      cls[j] = classes[i]!;
    }
    start[k] = pusher;
    // The answer is kept by the boxes, the corral's smallest cell (two corrals may share their boxes) and the pusher's cell.
    let least = inside[0]!;
    for (let i = 1; i < inside.length; i++) least = Math.min(least, inside[i]!);
    const key = this.code;
    key[0] = least;
    for (let i = 0; i < k; i++) {
      key[2 * i + 1] = start[i]!;
      key[2 * i + 2] = cls[i]!;
    }
    key[2 * k + 1] = pusher;
    const text = String.fromCharCode.apply(null, key.subarray(0, 2 * k + 2) as unknown as number[]);
    let answer = this.known.get(text);
    if (answer === undefined) {
      this.markCorral(k, inside);
      answer = this.search(k);
      this.searches++;
      if (this.known.size >= this.kept) this.known.clear();
      this.known.set(text, answer);
    }
    return answer;
  }

  /** Stamps the corral's cells: the boxes' cells (the first position of the pool) and its floor, `inside`. */
  private markCorral(k: number, inside: ArrayLike<number>): void {
    const { corral } = this;
    // Stryker disable next-line all: the stamps wrap after 2^31 searches, which no test reaches
    if (++this.epoch === 0x7fffffff) {
      corral.fill(0);
      this.epoch = 1;
    }
    for (let i = 0; i < k; i++) corral[this.pool[i]!] = this.epoch;
    for (let i = 0; i < inside.length; i++) corral[inside[i]!] = this.epoch;
  }

  /** Breadth first from the pool's first position (`k` boxes); true when every position was seen without giving up. */
  private search(k: number): boolean {
    const { a, boxAt, here, there, corral, epoch, table, cls, frozen } = this;
    const { first, pusher, target } = a.pushes;
    const w = k + 1;
    const pool = this.pool;
    if (allOnGoals(a, pool, 0, cls, k)) return false;
    table.fill(0);
    const mask = table.length - 1;
    let count = 1;
    let givenUp = false;
    // The position being made goes in the pool's next free place, and stays there if it is new.
    for (let q = 0; q < count && !givenUp; q++) {
      const at = q * w;
      for (let i = 0; i < k; i++) boxAt[pool[at + i]!] = 1;
      here.reset();
      const area = here.areaOf(pool[at + k]!, boxAt);
      if (q === 0) {
        // The start's pusher by its area's smallest cell, as every later position has it: a way back meets it.
        pool[k] = here.areaMin[area]!;
        this.insert(0, w, mask);
      }
      pushes: for (let i = 0; i < k; i++) {
        const b = pool[at + i]!;
        const dead = a.deadCellsByClass[cls[i]!]!;
        for (let m = first[b]!; m < first[b + 1]!; m++) {
          const t = target[m]!;
          if (!here.has(pusher[m]!) || boxAt[t] !== 0 || dead[t] === 1) continue;
          const next = count * w;
          moved(pool, at, next, cls, k, i, t);
          // Out of the corral, or solved: the boxes alone prove nothing.
          if (corral[t] !== epoch || allOnGoals(a, pool, next, cls, k)) {
            givenUp = true;
            break pushes;
          }
          if (markFrozen(a, pool.subarray(next, next + k), cls, k, frozen, this.scratch)) continue;
          boxAt[b] = 0;
          boxAt[t] = 1;
          there.reset();
          pool[next + k] = there.areaMin[there.areaOf(b, boxAt)]!;
          boxAt[t] = 0;
          boxAt[b] = 1;
          // The pool holds `nodes` + 2 positions: the one past the limit is the last filed.
          if (this.insert(count, w, mask) && ++count > this.nodes) {
            givenUp = true;
            break pushes;
          }
        }
      }
      for (let i = 0; i < k; i++) boxAt[pool[at + i]!] = 0;
    }
    this.seen = count;
    return !givenUp;
  }

  /** Files position `s` of the pool (`w` numbers) in the table: false when an equal one is there already. */
  private insert(s: number, w: number, mask: number): boolean {
    const { pool, table } = this;
    const at = s * w;
    let h = 0;
    for (let i = 0; i < w; i++) h = Math.imul(h ^ pool[at + i]!, 0x9e3779b1) ^ (h >>> 15);
    for (let slot = h & mask; ; slot = (slot + 1) & mask) {
      const e = table[slot]!;
      if (e === 0) {
        table[slot] = s + 1;
        return true;
      }
      const o = (e - 1) * w;
      let same = true;
      for (let i = 0; i < w && same; i++) same = pool[o + i] === pool[at + i];
      if (same) return false;
    }
  }
}

/** True when each of the `k` boxes at `pool[at…]` stands on a goal of its class. */
function allOnGoals(a: LevelAnalysis, pool: Int32Array, at: number, cls: Int32Array, k: number): boolean {
  for (let i = 0; i < k; i++) if (!onOwnGoal(a, pool[at + i]!, cls[i]!)) return false;
  return true;
}

/** Writes at `pool[to…]` the boxes at `pool[from…]` with box `i` moved to `t`, kept sorted within its class. */
function moved(pool: Int32Array, from: number, to: number, cls: Int32Array, k: number, i: number, t: number): void {
  let j = i;
  // Where `t` goes within its class's run, the others keeping their order.
  while (j > 0 && cls[j - 1] === cls[i] && pool[from + j - 1]! > t) j--;
  while (j + 1 < k && cls[j + 1] === cls[i] && pool[from + j + 1]! < t) j++;
  for (let x = 0, y = 0; x < k; x++) {
    if (x === j) {
      pool[to + x] = t;
      continue;
    }
    if (y === i) y++;
    pool[to + x] = pool[from + y++]!;
  }
}
