/**
 * The search backwards, by pulls: from every way the solved position can
 * look (a box on each goal, the pusher in any free area) towards the start.
 * A pull undoes a push, so a path of pulls from a solved position to the
 * start, read backwards, is a solution. Where boxes must go into a goal room
 * in one order, the pulls take them out of it in the reverse order with no
 * choice to get wrong, which is why the two searches together solve levels
 * that neither solves alone in the same time.
 *
 * States are stored exactly as the forward search stores them (same cells,
 * same coding), so a state one search makes is looked up in the
 * other's store: a state both have joins a path from the start with a path
 * to a solved position.
 *
 * Pruning: a box pulled onto a cell from which no pull leads back to a
 * start cell is never kept, and the bound is the cheapest matching of boxes
 * to the start's box cells by lone-box pull counts (breadth first, where it
 * would order nothing, it is not worked out). Both only guide the
 * search or skip states that cannot lead to the start, so nothing here ever
 * declares a level unsolvable: only the forward search does that.
 *
 * One pusher, one class of boxes, as many boxes as goals.
 */
import type { Level, Position } from '@polyban/core';
import { fillsEveryGoal, type LevelAnalysis } from './dead-cells.js';
import { MemoryLimit } from './memory-limit.js';
import { Assignment, CarriedMatching, NO_EDGE } from './matching.js';
import { AreaLabels, CutCells } from './pusher-regions.js';
import { BucketOpenList, moveInRun, OpenList, StateStore, type StateLayout } from './transposition.js';
import type { SearchStatus } from './search.js';
import { clockInterval } from './time-limit.js';

/** Pushes so far are packed under the bound in one heap key, deeper first among equals. */
const G_SPAN = 1 << 20;

/**
 * The pull undoing push `m` of the push table can be made in a position
 * whose boxes stand where `boxAt` is non-zero and whose pusher walks over
 * the cells `areas` labels: the box is on the push's target, the pusher can
 * walk to where the box lands and step back onto the push's pusher cell.
 * From the position after it, push `m` leads back, so a path of such pulls
 * read backwards is a path of pushes.
 */
export function pullIsOpen(areas: AreaLabels, boxAt: Int32Array, box: number, pusher: number): boolean {
  return areas.has(box) && boxAt[pusher] === 0;
}

/**
 * The pulls the backward search would try from a position (one pusher),
 * before any pruning: each as the box's cell, where it lands and where the
 * pusher ends. What the search does, for tests that hold it against core's
 * rules.
 */
export function openPulls(a: LevelAnalysis, position: Position): { box: number; to: number; pusher: number }[] {
  const { level } = a;
  const boxAt = new Int32Array(level.size);
  position.boxes.forEach((c, i) => (boxAt[c] = i + 1));
  const areas = new AreaLabels(a.floor, level.neighbours, level.directionCount);
  areas.reset();
  areas.areaOf(position.pushers[0]!, boxAt);
  const { firstInto, into, box, pusher } = a.pushes;
  const out: { box: number; to: number; pusher: number }[] = [];
  for (const t of position.boxes) {
    for (let k = firstInto[t]!; k < firstInto[t + 1]!; k++) {
      const m = into[k]!;
      if (pullIsOpen(areas, boxAt, box[m]!, pusher[m]!)) out.push({ box: t, to: box[m]!, pusher: pusher[m]! });
    }
  }
  return out;
}

/** Whether the backward search applies to a level and start: one pusher, one class of boxes, a box for every goal. */
export function reverseApplies(a: LevelAnalysis, start: Position): boolean {
  return start.pushers.length === 1 && a.classCount === 1 && fillsEveryGoal(a.level, start.boxes.length) && start.boxes.length > 0;
}

/** The backward search of one level. Run it in slices with {@link run}, beside the forward search whose store it meets. */
export class ReverseSearch {
  status: SearchStatus = 'running';
  /** Once `solved`: the state of this search that the forward search also holds. */
  goal = -1;
  /** Once `solved`: that state's number in the forward store. */
  meet = -1;
  generated = 0;
  expanded = 0;
  readonly store: StateStore;
  private readonly open: OpenList | BucketOpenList;
  private readonly n: number;
  private readonly D: number;
  private readonly size: number;
  private readonly boxAt: Int32Array;
  private readonly areas: AreaLabels;
  private readonly after: AreaLabels;
  /** Free areas the pusher cannot reach in the expanded state, labelled as pulls first touch them. */
  private readonly others: AreaLabels;
  /** `pullDistance[i * size + c]`: pulls that bring a lone box from `c` to the start's `i`-th box cell (-1: none). */
  private readonly pullDistance: Int32Array;
  /** 1 where no pull sequence brings a box back to any start box cell. */
  private readonly dead: Uint8Array;
  private readonly assignment: Assignment;
  private readonly cost: Int32Array;
  private readonly savedRow: Int32Array;
  /** The expanded state's matching, carried from one expansion to the next. */
  private readonly matching: CarriedMatching;
  private readonly buffer: Int32Array;
  private readonly child: Int32Array;
  /** The cut cells of the pusher's area, its two smallest cells: most pulls' keys without a flood. */
  private readonly cuts: CutCells;
  private smallest = 0;
  private secondSmallest = 0;

  constructor(
    private readonly a: LevelAnalysis,
    start: Position,
    layout: StateLayout,
    /** The forward search's store, where each new state is looked for. */
    private readonly forward: Pick<StateStore, 'find'>,
    /** Bytes it may hold: a number is a cap of its own; a {@link MemoryLimit} may be shared with a search beside it. */
    memoryLimit: number | MemoryLimit,
    /** Fewest pulls first, with no bound: each state is stored with its distance from a solved position. */
    private readonly breadthFirst = false,
    /**
     * Where the pulls start instead of the solved positions: a reverse-mode
     * game's position, its boxes with the pusher's area alone (see `reverse-game.ts`).
     */
    from: Position | null = null,
  ) {
    this.memory = typeof memoryLimit === 'number' ? new MemoryLimit(memoryLimit) : memoryLimit;
    const level: Level = a.level;
    const n = start.boxes.length;
    this.n = n;
    this.D = level.directionCount;
    this.size = level.size;
    this.store = new StateStore(layout);
    // Breadth first, the priorities are the pulls so far: a handful of buckets.
    this.open = breadthFirst ? new BucketOpenList() : new OpenList();
    this.boxAt = new Int32Array(level.size);
    this.areas = new AreaLabels(a.floor, level.neighbours, this.D);
    this.after = new AreaLabels(a.floor, level.neighbours, this.D);
    this.others = new AreaLabels(a.floor, level.neighbours, this.D);
    const starts = Array.from(start.boxes).sort((x, y) => x - y);
    this.pullDistance = new Int32Array(n * level.size).fill(-1);
    this.dead = new Uint8Array(level.size).fill(1);
    starts.forEach((s, i) => this.pushDistancesFrom(s, i));
    this.assignment = new Assignment(n, n);
    this.cost = new Int32Array(n * n);
    this.savedRow = new Int32Array(n);
    this.matching = new CarriedMatching(this.assignment, this.cost, n, level.size);
    this.buffer = new Int32Array(n + 1);
    this.child = new Int32Array(n + 1);
    this.cuts = new CutCells(level.size, level.neighbours, this.D);
    this.addRoots(from);
  }

  /** The bytes it may hold. */
  readonly memory: MemoryLimit;

  /** Bytes the search holds. */
  bytes(): number {
    return this.store.bytes() + this.open.bytes();
  }

  /** Lone-box push counts from start cell `s` (slot `i`) to every cell: the pulls back from each cell to `s`. */
  private pushDistancesFrom(s: number, i: number): void {
    const { first, target } = this.a.pushes;
    const dist = this.pullDistance;
    const base = i * this.size;
    const queue = new Int32Array(this.size);
    let tail = 0;
    dist[base + s] = 0;
    this.dead[s] = 0;
    queue[tail++] = s;
    for (let head = 0; head < tail; head++) {
      const b = queue[head]!;
      for (let m = first[b]!; m < first[b + 1]!; m++) {
        const t = target[m]!;
        if (dist[base + t] !== -1) continue;
        dist[base + t] = dist[base + b]! + 1;
        this.dead[t] = 0;
        queue[tail++] = t;
      }
    }
  }

  /** A box on every goal, the pusher in each free area in turn; or the boxes of `from`, the pusher in its area. */
  private addRoots(from: Position | null): void {
    const { a, boxAt, areas, n } = this;
    const boxes = Array.from(from?.boxes ?? a.level.goals).sort((x, y) => x - y);
    const buf = this.child;
    boxes.forEach((g, i) => {
      buf[i] = g;
      boxAt[g] = i + 1;
    });
    areas.reset();
    for (let c = 0; c < this.size; c++) {
      if (a.floor[c] === 0 || boxAt[c] !== 0 || areas.has(c) || (from !== null && c !== from.pushers[0])) continue;
      buf[n] = areas.areaMin[areas.areaOf(c, boxAt)]!;
      if (this.store.find(buf) >= 0) continue;
      const h = this.bound(buf);
      if (h >= NO_EDGE) continue;
      const s = this.store.add(buf, -1, -1, 0, h);
      this.generated++;
      if (this.met(s)) break;
      this.open.push(this.priority(0, h), s);
    }
    for (const g of boxes) boxAt[g] = 0;
  }

  private priority(g: number, h: number): number {
    if (this.breadthFirst) return g;
    return h * G_SPAN + (G_SPAN - 1 - Math.min(g, G_SPAN - 1));
  }

  /** The state expanded last, while its pulls are added: a stop in between leaves its children incomplete. */
  private expanding = -1;

  /**
   * Breadth first: every state within this many pulls of a solved position
   * (that can come from the start) is stored, with its distance.
   * `Infinity` when the search ran out of states.
   */
  completeDepth(): number {
    // A state is met as it is stored: those as far as it may not all be stored yet.
    if (this.status === 'solved') return this.store.g(this.goal) - 1;
    if (this.expanding >= 0) return this.store.g(this.expanding);
    return this.open.size === 0 ? Infinity : this.open.peekKey();
  }

  /** Row `r` of `cost`: the pulls from cell `c` to each start box cell. */
  private fillRow(r: number, c: number): void {
    const { n, size, cost, pullDistance } = this;
    for (let i = 0; i < n; i++) {
      const d = pullDistance[i * size + c]!;
      cost[r * n + i] = d < 0 ? NO_EDGE : d;
    }
  }

  /** The matching bound of the boxes in `buf`, solved from scratch (for the roots). */
  private bound(buf: Int32Array): number {
    for (let r = 0; r < this.n; r++) this.fillRow(r, buf[r]!);
    this.matching.forget();
    return this.assignment.solve(this.cost);
  }

  /** The bound after the box of row `r` moved to `c`: one augmenting path from the kept matching. */
  private childBound(r: number, c: number): number {
    const { n, cost, savedRow } = this;
    for (let i = 0; i < n; i++) savedRow[i] = cost[r * n + i]!;
    this.fillRow(r, c);
    const total = this.assignment.resolveRow(cost, r);
    for (let i = 0; i < n; i++) cost[r * n + i] = savedRow[i]!;
    return total;
  }

  /** True (and the search solved) when the forward search holds state `s` of this one. */
  private met(s: number): boolean {
    const f = this.forward.find(this.child);
    if (f < 0) return false;
    this.status = 'solved';
    this.goal = s;
    this.meet = f;
    return true;
  }

  /**
   * The smallest cell of the pusher's area after pulling the box on `t` to
   * `b` (the pusher ends next to `b`, in the same area), without a flood:
   * the area loses `b` and, when `t` touches it, gains `t` and every other
   * free area `t` touches (each flooded once per expanded state, when a
   * pull first opens onto it). -1 when a flood is needed: `b` cuts the area.
   */
  private keyAfterPull(t: number, b: number): number {
    const { areas, others, boxAt, D } = this;
    if (this.cuts.has(b)) return -1;
    const nb = areas.links;
    let min = b === this.smallest ? this.secondSmallest : this.smallest;
    let joins = false;
    let joined = t;
    for (let d = 0; d < D; d++) {
      const x = nb[t * D + d]!;
      if (x < 0 || x === b || boxAt[x] !== 0) continue;
      if (areas.has(x)) {
        joins = true;
        continue;
      }
      // An area apart from the pusher's: the box on t walls it off, and b, in the pusher's area, is not in it.
      const m = others.areaMin[others.has(x) ? others.label[x]! : others.areaOf(x, boxAt)]!;
      if (m < joined) joined = m;
    }
    if (joins && joined < min) min = joined;
    return min;
  }

  /** Expands states until the search ends, `Date.now()` passes `until`, or `budget` states were expanded. */
  run(until: number, budget = Infinity): void {
    let k = 0;
    const stop = this.expanded + budget;
    const every = clockInterval(this.size);
    while (this.status === 'running' && this.expanded < stop) {
      if (this.open.size === 0) {
        // Every state that leads back to the start is behind the forward search's frontier; it goes on alone.
        this.status = 'unsolvable';
        return;
      }
      if (++k % every === 0) {
        if (Date.now() >= until) return;
        if (this.memory.passed(this.bytes())) {
          this.status = 'memory';
          return;
        }
      }
      // A state enters the open list once, as it is stored: none popped was expanded before.
      const s = this.open.pop();
      this.expanded++;
      this.expanding = s;
      this.expand(s);
      if ((this.status as SearchStatus) !== 'memory') this.expanding = -1;
    }
  }

  private expand(s: number): void {
    const { store, boxAt, areas, after, n, a } = this;
    const buf = this.buffer;
    const child = this.child;
    store.cellsOf(s, buf);
    for (let i = 0; i < n; i++) boxAt[buf[i]!] = i + 1;
    areas.reset();
    this.others.reset();
    this.cuts.flood(areas, buf[n]!, boxAt);
    this.smallest = areas.areaMin[0]!;
    this.secondSmallest = this.cuts.secondSmallest;
    // Breadth first, the bound orders nothing: it only drops states that cannot lead to the start, which the forward
    // search never looks up. Working it out took about a tenth of push-optimal A*'s time on Microban 144.
    if (!this.breadthFirst) {
      this.matching.match(
        buf,
        () => 0,
        (r, i) => this.fillRow(r, buf[i]!),
      );
    }
    const g = store.g(s) + 1;
    const { firstInto, into, box, pusher, direction } = a.pushes;
    for (let i = 0; i < n && this.status === 'running'; i++) {
      const t = buf[i]!;
      for (let k = firstInto[t]!; k < firstInto[t + 1]!; k++) {
        const m = into[k]!;
        const b = box[m]!;
        const p = pusher[m]!;
        // The pull undoing push m: the pusher walks to b, steps back to p, and the box follows from t to b.
        if (!pullIsOpen(areas, boxAt, b, p) || this.dead[b] === 1) continue;
        moveInRun(buf, child, n, 0, n, i, b);
        let key = this.keyAfterPull(t, b);
        if (key < 0) {
          boxAt[b] = i + 1;
          boxAt[t] = 0;
          after.reset();
          key = after.areaMin[after.areaOf(p, boxAt)]!;
          boxAt[t] = i + 1;
          boxAt[b] = 0;
        }
        child[n] = key;
        if (store.find(child) >= 0) continue;
        const h = this.breadthFirst ? 0 : this.childBound(this.matching.slotRow[i]!, b);
        if (h >= NO_EDGE) continue;
        const growth = store.nextGrowth();
        if (growth > 0 && this.memory.passed(this.bytes() + growth)) {
          this.status = 'memory';
          break;
        }
        const c = store.addMissed(s, p * this.D + direction[m]!, g, h);
        this.generated++;
        if (this.met(c)) break;
        this.open.push(this.priority(g, h), c);
      }
    }
    for (let i = 0; i < n; i++) boxAt[buf[i]!] = 0;
  }
}
