/**
 * The search over pushes. A state is where the boxes stand and which free
 * area each pusher is in (see `pusher-regions.ts`); its successors are the
 * pushes some pusher can walk to. Walking is free, so a path of states is a
 * path of pushes, and its length counts pushes.
 *
 * Pruning, all sound: pushes onto dead cells, positions with frozen boxes
 * off their goals, positions whose boxes cannot all be matched to goals they
 * can reach. The lower bound is the cheapest matching of boxes to goals by
 * lone-box push distances (frozen boxes on goals keep their goals).
 *
 * Best first on that bound finds a solution quickly (`optimal: false`); A*
 * on pushes so far plus the bound finds one with the fewest pushes
 * (`optimal: true`), since the bound never overestimates. Exhausting the
 * states proves the position unsolvable. Best first also takes states by
 * the cells of a feature space (see `feature-space.ts`), and from those
 * adds the pushes of a box's way to the next goal to pack: states more,
 * never fewer, so running out still proves the position unsolvable.
 */
import type { Level, Position } from '@polyban/core';
import type { LevelAnalysis } from './dead-cells.js';
import { MemoryLimit } from './memory-limit.js';
import { CorralPruning, NO_CORRAL } from './corral.js';
import { CorralSearch } from './corral-search.js';
import { boxClasses } from './deadlock.js';
import { freezeScratch, markFrozen, type FreezeScratch } from './freeze.js';
import { FrozenWalls, type FrozenTable } from './frozen-walls.js';
import { Assignment, CarriedMatching, NO_EDGE } from './matching.js';
import { AreaLabels, CutCells, pushIsOpen, spreadsAfterPush } from './pusher-regions.js';
import { hotspotPush } from './hotspots.js';
import { BoxRoutes } from './box-routes.js';
import { FeatureSpace } from './feature-space.js';
import { pushParity, pushesParity, withParity, type PushParity } from './push-parity.js';
import { BucketOpenList, moveInRun, OpenList, StateStore, type StateLayout } from './transposition.js';
import { chainSteps, clockInterval } from './time-limit.js';
import { GoalRooms } from './goal-rooms.js';

/**
 * The pushes the search would try from a position, before any pruning: each
 * as the pusher's cell, the direction, the box's cell and where it lands.
 * What the search does, for tests that hold it against core's rules.
 */
export function openPushes(a: LevelAnalysis, position: Position): { pusher: number; direction: number; box: number; target: number }[] {
  const { level } = a;
  const boxAt = new Int32Array(level.size);
  position.boxes.forEach((c, i) => (boxAt[c] = i + 1));
  const areas = new AreaLabels(a.floor, level.neighbours, level.directionCount);
  areas.reset();
  for (const c of position.pushers) areas.areaOf(c, boxAt);
  const out: { pusher: number; direction: number; box: number; target: number }[] = [];
  const { first, pusher, direction, target } = a.pushes;
  for (const b of position.boxes) {
    for (let m = first[b]!; m < first[b + 1]!; m++) {
      if (pushIsOpen(areas, boxAt, pusher[m]!, target[m]!)) out.push({ pusher: pusher[m]!, direction: direction[m]!, box: b, target: target[m]! });
    }
  }
  return out;
}

/** How a search ended, or `running`. */
export type SearchStatus = 'running' | 'solved' | 'unsolvable' | 'memory';

/**
 * States a search expands before it starts to search its goal rooms, and
 * room positions it searches with each state it expands after that: most
 * small levels are solved before, and a room's search, which may cost half
 * a second, takes a share of the search's time as it goes.
 */
const ROOMS_AFTER = 500;
const ROOM_WORK = 1;
/** Bound stored for states that are deadlocked: never expanded. */
const DEAD = 0x7fffffff;
/** Pushes so far are packed under the bound in one heap key. */
const G_SPAN = 1 << 20;
/**
 * Best first keeps a second open list, by pushes so far plus this many
 * times the bound, and takes three states from it for every one from the
 * list by bound alone: the bound alone is fast where it is right, and the
 * pushes so far keep the search from following one long line where it is
 * not.
 */
const WEIGHT = 6;

/**
 * Expansions after which the feature space gives two states in four
 * instead of one. A search still going by then is a long one, where
 * spreading over the cells pays (XSokoban at 60 s per level: 57 → 59
 * solved); short ones, which are all of Microban, keep the narrow share
 * they solve faster with (two in four from the start: Microban 4.0 →
 * 11.8 s, one level fewer).
 */
const WIDEN_AFTER = 200_000;

/**
 * Frozen sets that keep a carried matching of their own, and the bytes
 * those may take (a large board with many boxes keeps fewer); later sets
 * share them by number, their rows told apart by tag. On XSokoban's Level
 * 10, 8 kept matchings leave a fifth of the expanded states with every row
 * to match afresh, 64 almost none.
 */
const FROZEN_MATCHINGS = 64;
const FROZEN_MATCHING_BYTES = 4 << 20;

/** Boxes tried for a route to the next goal to pack, per state the feature space gives. */
const ROUTE_TRIES = 3;
/** Nodes (box cell and pusher side) a box's route may search. */
const ROUTE_NODES = 4096;
/** Largest pushes-plus-weighted-bound that orders states within a feature cell; beyond it they tie. */
const MAX_ORDER = 65535;

/** Whether `v` is among the first `count` entries of `list`. */
function listed(list: Int32Array, count: number, v: number): boolean {
  for (let i = 0; i < count; i++) if (list[i] === v) return true;
  return false;
}

/** The weighted list's key: pushes so far plus {@link WEIGHT} times the bound, deeper first among equals. */
function weightedKey(g: number, h: number): number {
  return (g + WEIGHT * h) * G_SPAN + (G_SPAN - 1 - Math.min(g, G_SPAN - 1));
}

/** The slot where each class's run of boxes starts, then the number of boxes. */
function runStarts(slotClass: Int32Array, classCount: number): Int32Array {
  const start = new Int32Array(classCount + 1);
  for (const k of slotClass) start[k + 1]!++;
  for (let k = 0; k < classCount; k++) start[k + 1]! += start[k]!;
  return start;
}

/** The cells a state can hold, in increasing order: the floor, where pushes start and end, and the start's own cells. */
function stateCells(a: LevelAnalysis, start: Position): Int32Array {
  const size = a.level.size;
  const may = new Uint8Array(size);
  for (let c = 0; c < size; c++) may[c] = a.floor[c]!;
  for (const c of a.pushes.pusher) may[c] = 1;
  for (const c of a.pushes.target) may[c] = 1;
  for (const c of start.boxes) may[c] = 1;
  for (const c of start.pushers) may[c] = 1;
  // Counted, then filled: a board of a million cells makes no array of boxed numbers on the way.
  let n = 0;
  for (let c = 0; c < size; c++) n += may[c]!;
  const out = new Int32Array(n);
  for (let c = 0, i = 0; c < size; c++) if (may[c] === 1) out[i++] = c;
  return out;
}

/** One search from one position. Run it in slices with {@link run}. */
export class Search {
  status: SearchStatus = 'running';
  /** The solved state, once `status` is `solved`. */
  goal = -1;
  generated = 0;
  expanded = 0;
  readonly store: StateStore;
  /** Box classes by slot: slots are sorted by class, so each class is a run of the state's cells. */
  readonly slotClass: Int32Array;
  readonly boxCount: number;
  readonly pusherCount: number;
  /** How states are coded: the backward search codes its own the same way. */
  readonly layout: StateLayout;
  /** The backward search's store: a new state found there joins the two searches. */
  other: StateStore | null = null;
  /** Once solved by meeting the backward search: the state of `other` that `goal` equals, else -1. */
  meet = -1;
  /**
   * A*: states near the solved positions with their exact distances, from
   * a breadth-first backward search: a state of `store` lies `g` pushes from
   * a solved position, and every state within `depth` pushes of one is
   * there. A state found there is given its distance as its bound, and
   * any other a bound above `depth` (of the parity of the pushes it still
   * needs, where the floor has two colours: see `push-parity.ts`).
   */
  perimeter: { store: StateStore; depth: number } | null = null;
  /** The level's push parity, for the bounds the perimeter gives; null where its floor has no two-colouring. */
  private readonly parity: PushParity | null;

  private readonly D: number;
  private readonly open: OpenList | BucketOpenList;
  /** Best first: the same states by pushes so far plus {@link WEIGHT} times the bound, taken in turn with `open`. */
  private readonly weighted: OpenList | null;
  /** Best first: the same states by cells of a feature space, taken in turn (see `feature-space.ts`). */
  readonly features: FeatureSpace | null;
  /** One pusher, best first: routes of a box to the next goals to pack. */
  private readonly routes: BoxRoutes | null;
  /** The goals the next packing push fills (1 on their cells). */
  private readonly wanted: Uint8Array;
  private readonly triedSlots: Uint8Array;
  /** The push of the expanded state weighed as advised for clearing others' way (see `hotspots.ts`), -1 for none. */
  private hotMove = -1;
  /** Whether the state being expanded came from the feature space's lists. */
  private fromFeatures = false;
  /** Expansions after which the feature space gives two states in four (see {@link WIDEN_AFTER}). */
  widenAfter = WIDEN_AFTER;
  /** States expanded that the feature space gave. */
  featureExpansions = 0;
  /** Whether the states being added are advised (on a box's route to the next goal to pack, or clearing others' way). */
  private advised = false;
  private readonly boxAt: Int32Array;
  private readonly before: AreaLabels;
  private readonly after: AreaLabels;
  private readonly pushersIn: Int32Array;
  /** Where each class's run of slots starts, then the box count (see `runStarts`). */
  private readonly runStart: Int32Array;
  private readonly goalCount: number;
  private readonly cost: Int32Array;
  private readonly savedRow: Int32Array;
  /** The side of each box of the expanded state the pusher is on (see {@link sideOf}). */
  private readonly boxSide: Int32Array;
  /**
   * The expanded state's matching, carried from one expansion to the next
   * (see `CarriedMatching`): its cost matrix holds the expanded state's rows
   * (by its slots), solved and saved in its assignment.
   */
  private matching: CarriedMatching;
  /**
   * A carried matching per set of frozen boxes (by its table's number, up
   * to {@link FROZEN_MATCHINGS} kept): a state's rows all change with its
   * frozen set, and best first goes back and forth between sets, so each
   * set's last matching is the one closest to the next state with it.
   */
  private readonly matchings: CarriedMatching[] = [];
  /** Bytes the kept matchings hold, counted as each is made: summing them at every memory check cost a hundredth of the time. */
  private matchingBytes = 0;
  /** How many matchings are kept. */
  private readonly matchingSlots: number;
  /** PI-corral pruning, with one pusher. */
  private readonly corrals: CorralPruning | null;
  /** Corral deadlocks by a small search of a PI-corral's boxes alone, with one pusher. */
  readonly corralSearch: CorralSearch | null;
  /**
   * Goal rooms searched alone, with one pusher (see `goal-rooms.ts`);
   * undefined until {@link ROOMS_AFTER} states were expanded, then
   * searched a little with each state expanded. Set in the constructor
   * all the same: a field first set in the middle of a search changes the
   * object's shape, and the engine then throws away the compiled code of
   * every method that has seen the old one.
   */
  private goalRooms: GoalRooms | null | undefined = undefined;
  private readonly classOfSlot = (slot: number): number => this.slotClass[slot]!;
  private readonly inPusherArea = (c: number): boolean => this.before.has(c);
  private readonly classOfCell = (c: number): number => this.slotClass[this.boxAt[c]! - 1]!;
  /** The state whose expansion the memory limit cut short, -1 for none (see {@link resume}). */
  private cutShort = -1;
  /** Pushes a tunnel or a box's route follows in one expansion (see {@link chainSteps}). */
  private readonly chainSteps: number;
  /** Expanded states found to be corral deadlocks. */
  corralDeadlocks = 0;
  /** Pushes made on through tunnels: when there were none, running out proves the level unsolvable even with `tunnels`. */
  tunnelPushes = 0;
  /** Bound of the push being generated, shared by the states it leads to; -1 until computed. */
  private pushBound = -1;
  /** Whether the pushed box can still move after the push being generated: 1, 0, or -1 until worked out (most children are known states, which never need it). */
  private pushedCanMove = -1;
  /** The cell the box being generated left, while `boxAt` still shows it there; else -1. */
  private pushLeft = -1;
  private pushSlot = 0;
  private pushTarget = 0;
  /** The cell the box being pushed stands on, while the push is one from the expanded state (its labels describe the child); else -1. */
  private pushFrom = -1;
  /** Labels of the pushers' areas in the state being added, when a flood made them for it (`after`); else null. */
  private pusherArea: AreaLabels | null = null;
  /** Scratch for {@link closedAfterPush}: distinct corrals and pieces met around a cell. */
  private readonly metCorrals: Int32Array;
  private readonly metPieces: Int32Array;
  /** The pushed box's slot in the child. */
  private pushAt = 0;
  private readonly frozen: Uint8Array;
  /** The frozen boxes of a child whose pushed box cannot move (by the child's slots). */
  private readonly childFrozen: Uint8Array;
  private readonly freeze: FreezeScratch;
  /** Push distances with the frozen boxes as walls, per frozen set. */
  private readonly frozenWalls: FrozenWalls;
  /** The distances around the expanded state's frozen boxes: its children's rows, unless one of them freezes a box. */
  private expandedTable: FrozenTable;
  private readonly buffer: Int32Array;
  private readonly child: Int32Array;
  /** The state a tunnel push starts from, while the next is built in `child`. */
  private readonly passed: Int32Array;
  /** One pusher: the cut cells of its area and the area's two smallest cells, for the flood-free key after a push. */
  private readonly cuts: CutCells;
  private smallest = 0;
  private secondSmallest = 0;

  constructor(
    readonly level: Level,
    readonly analysis: LevelAnalysis,
    start: Position,
    readonly optimal: boolean,
    /** Bytes it may hold: a number is a cap of its own; a {@link MemoryLimit} may be shared with a search beside it. */
    memoryLimit: number | MemoryLimit,
    /**
     * Push a box on through a tunnel in one go (see `tunnelPush`). It drops
     * states a solution may need, so a search that made such pushes and ran
     * out proves nothing; `SolverRun` then searches again without them.
     */
    readonly tunnels = false,
    /**
     * Best first: take states from the feature space's cells too, and
     * route boxes to the next goals to pack (see `feature-space.ts`). Off
     * only for tests of the other lists alone.
     */
    featureSpace = true,
  ) {
    this.memory = typeof memoryLimit === 'number' ? new MemoryLimit(memoryLimit) : memoryLimit;
    const n = start.boxes.length;
    const k = start.pushers.length;
    this.boxCount = n;
    this.pusherCount = k;
    this.D = level.directionCount;
    this.chainSteps = chainSteps(level.size);
    const a = analysis;
    const classes = boxClasses(a, n);
    const slots = Array.from({ length: n }, (_, i) => i).sort((x, y) => classes[x]! - classes[y]! || start.boxes[x]! - start.boxes[y]!);
    this.slotClass = Int32Array.from(slots, (i) => classes[i]!);
    this.runStart = runStarts(this.slotClass, a.classCount);
    this.layout = { width: n + k, runStart: this.runStart, cells: stateCells(a, start), size: level.size };
    this.store = new StateStore(this.layout);
    this.boxAt = new Int32Array(level.size);
    this.before = new AreaLabels(a.floor, level.neighbours, this.D);
    this.after = new AreaLabels(a.floor, level.neighbours, this.D);
    this.pushersIn = new Int32Array(level.size + 1);
    this.goalCount = level.goals.length;
    this.cost = new Int32Array(n * this.goalCount);
    this.savedRow = new Int32Array(this.goalCount);
    this.boxSide = new Int32Array(this.boxCount);
    this.matching = this.newMatching();
    this.matchings.push(this.matching);
    this.matchingSlots = Math.max(1, Math.min(FROZEN_MATCHINGS, Math.floor(FROZEN_MATCHING_BYTES / this.matching.bytes())));
    this.corrals = k === 1 ? new CorralPruning(a) : null;
    this.corralSearch = k === 1 ? new CorralSearch(a) : null;
    // A*'s priorities are few (pushes so far plus bound, then depth): buckets of them take a third of a heap's bytes.
    this.open = optimal ? new BucketOpenList() : new OpenList();
    this.weighted = optimal ? null : new OpenList();
    this.features = optimal || !featureSpace ? null : new FeatureSpace(a, start.boxes);
    this.routes = this.features !== null && k === 1 ? new BoxRoutes(a) : null;
    this.wanted = new Uint8Array(level.size);
    this.triedSlots = new Uint8Array(n);
    this.frozen = new Uint8Array(n);
    this.childFrozen = new Uint8Array(n);
    this.freeze = freezeScratch(level.size);
    this.frozenWalls = new FrozenWalls(a);
    this.expandedTable = this.frozenWalls.tableFor(start.boxes, this.frozen, 0);
    this.buffer = new Int32Array(n + k);
    this.child = new Int32Array(n + k);
    this.passed = new Int32Array(n + k);
    this.cuts = new CutCells(level.size, level.neighbours, this.D);
    this.metCorrals = new Int32Array(this.D);
    this.metPieces = new Int32Array(2 * this.D);
    this.parity = optimal ? pushParity(level, n) : null;

    // The start state: boxes by slot, each pusher's area named by its smallest cell.
    const buf = this.buffer;
    slots.forEach((id, i) => (buf[i] = start.boxes[id]!));
    for (let i = 0; i < n; i++) this.boxAt[buf[i]!] = 1;
    this.before.reset();
    for (let j = 0; j < k; j++) {
      const c = start.pushers[j]!;
      buf[n + j] = a.floor[c] === 1 && this.boxAt[c] === 0 ? this.before.areaMin[this.before.areaOf(c, this.boxAt)]! : c;
    }
    for (let i = 0; i < n; i++) this.boxAt[buf[i]!] = 0;
    buf.subarray(n).sort();
    const h = this.bound(buf);
    const s = this.store.add(buf, -1, -1, 0, h);
    this.generated = 1;
    if (h === DEAD) this.status = 'unsolvable';
    else if (h === 0) {
      this.status = 'solved';
      this.goal = s;
    } else this.queue(0, h, s, buf, -1);
  }

  /** The bytes it may hold. */
  readonly memory: MemoryLimit;

  /** Bytes the search holds. */
  bytes(): number {
    return (
      this.store.bytes() +
      this.open.bytes() +
      (this.weighted?.bytes() ?? 0) +
      (this.features?.bytes() ?? 0) +
      this.frozenWalls.bytes() +
      (this.corralSearch?.bytes() ?? 0) +
      this.matchingBytes
    );
  }

  /** Expands states until the search ends, `Date.now()` passes `until`, or `budget` states were expanded. */
  run(until: number, budget = Infinity): void {
    const { store } = this;
    let n = 0;
    const stop = this.expanded + budget;
    let generatedAtCheck = this.generated;
    const every = clockInterval(this.level.size);
    while (this.status === 'running') {
      // Best first takes its lists in turn, each while it has states.
      const open = this.pick();
      if (open.size === 0) {
        this.status = 'unsolvable';
        return;
      }
      // Look at the clock every few expansions, or sooner when expansions are big (many boxes, many pushes each).
      // Stryker disable next-line UpdateOperator: counted down, n meets a multiple of `every` as often: the clock is read as often.
      if (++n % every === 0 || this.generated - generatedAtCheck >= 8 * every) {
        generatedAtCheck = this.generated;
        if (Date.now() >= until) return;
        if (this.memory.passed(this.bytes())) {
          this.status = 'memory';
          return;
        }
      }
      if (this.expanded >= stop) return;
      const key = open.peekKey();
      const s = open.pop();
      if (store.closed(s)) continue;
      // An entry left behind by a state reached again more cheaply is skipped.
      if (this.optimal && key !== this.priority(store.g(s), store.h(s))) continue;
      if (this.optimal && store.h(s) === 0) {
        this.status = 'solved';
        this.goal = s;
        return;
      }
      // A bound that is a distance from the perimeter is exact: no state left can lead to fewer pushes.
      if (this.optimal && this.perimeter !== null && store.h(s) <= this.perimeter.depth && this.meetPerimeter(s)) return;
      store.setClosed(s, true);
      this.expanded++;
      if (this.fromFeatures) this.featureExpansions++;
      this.expand(s);
      // The limit stopped the expansion before every child was added: `resume` opens the state again.
      if ((this.status as SearchStatus) === 'memory') this.cutShort = s;
    }
  }

  /**
   * Goes on after the memory limit stopped the search, once memory was
   * freed beside it. A state whose expansion the limit cut short is opened
   * again: the children it did not add yet may be the only way on, and a
   * search that runs out of states must have tried them all.
   */
  resume(): void {
    if (this.status !== 'memory') return;
    this.status = 'running';
    const s = this.cutShort;
    if (s < 0) return;
    this.cutShort = -1;
    this.store.setClosed(s, false);
    this.open.push(this.priority(this.store.g(s), this.store.h(s)), s);
  }

  /** The states from the start to `goal` (by default the solved state found). */
  path(goal = this.goal): number[] {
    const out: number[] = [];
    for (let s = goal; s >= 0; s = this.store.parent(s)) out.push(s);
    return out.reverse();
  }

  /**
   * The list the next state comes from. Best first takes, of every four
   * states, one from the feature space's cells (two once {@link widenAfter}
   * states were expanded), two from the weighted list (one once widened)
   * and one from the list by bound alone (without the feature space, three
   * from the weighted list), each while it has states.
   */
  private pick(): { size: number; peekKey(): number; pop(): number } {
    const { weighted, features, open } = this;
    this.fromFeatures = false;
    if (weighted === null) return open;
    const turn = this.expanded & 3;
    if (features !== null && (turn === 0 || (turn === 2 && this.expanded > this.widenAfter)) && features.size > 0) {
      this.fromFeatures = true;
      return features;
    }
    if (turn !== (features === null ? 0 : 3) && weighted.size > 0) return weighted;
    if (open.size > 0) return open;
    return weighted.size > 0 || features === null ? weighted : features;
  }

  /** Puts state `s`, whose cells are `cells`, reached from `parent` (-1 for the start), on the open lists. */
  private queue(g: number, h: number, s: number, cells: Int32Array, parent: number): void {
    this.open.push(this.priority(g, h), s);
    if (this.weighted) this.weighted.push(weightedKey(g, h), s);
    // In its cell, a state goes by its weight, then as in the weighted list.
    if (this.features === null) return;
    const closed = this.pushFrom >= 0 ? this.closedAfterPush(this.pushFrom, this.pushTarget) : -1;
    const order = Math.min(g + WEIGHT * h, MAX_ORDER) * G_SPAN + (G_SPAN - 1 - Math.min(g, G_SPAN - 1));
    this.features.add(s, cells, this.boxCount, parent, this.advised, order, closed, this.pusherArea);
  }

  private priority(g: number, h: number): number {
    const depth = Math.min(g, G_SPAN - 1);
    // A*: least g + h. Best first: least h. Deeper first among equals in both: it follows one line of play instead of widening (on Microban, one more level solved in 5 s and a fifth less time).
    return (this.optimal ? g + h : h) * G_SPAN + (G_SPAN - 1 - depth);
  }

  /** The lower bound of a box placement, or {@link DEAD} when it is deadlocked. */
  private bound(buf: Int32Array): number {
    if (markFrozen(this.analysis, buf, this.slotClass, this.boxCount, this.frozen, this.freeze)) return DEAD;
    return this.solvedBound(buf, this.frozen);
  }

  /** The lower bound of a box placement that is not deadlocked, whose frozen boxes `frozen` marks, from a new matching. */
  private solvedBound(buf: Int32Array, frozen: Uint8Array): number {
    this.fillCost(buf, this.cost, frozen, this.frozenWalls.tableFor(buf, frozen, this.boxCount));
    const total = this.matching.assignment.solve(this.cost);
    return total >= NO_EDGE ? DEAD : total;
  }

  /**
   * Push distances of each box of `buf` to each goal of its class; a box
   * that `frozen` marks is frozen on its own goal (else it is a deadlock),
   * and that goal is its for good.
   */
  private fillCost(buf: Int32Array, cost: Int32Array, frozen: Uint8Array, table: FrozenTable): void {
    for (let i = 0; i < this.boxCount; i++) this.fillBoxRow(cost, i, buf[i]!, this.slotClass[i]!, frozen[i] === 1, table, this.sideOf(buf[i]!, buf));
  }

  /**
   * The side of the box on `c` the pusher of state `buf` is on (see
   * `box-sides.ts`), or -1 with several pushers: any of them may push it.
   * It is the same side in every state the search reaches from `buf` until
   * that box is pushed, since the pusher never passes the box.
   */
  private sideOf(c: number, buf: Int32Array): number {
    return this.pusherCount === 1 ? this.analysis.sides.side(c, buf[this.boxCount]!) : -1;
  }

  /** Row `i` of `cost` for a box of class `k` on `c`, the pusher on side `side` of it: its push distances, or its own goal alone if it is frozen there. */
  private fillBoxRow(cost: Int32Array, i: number, c: number, k: number, frozen: boolean, table: FrozenTable, side: number): void {
    if (!frozen) return this.fillRow(cost, i, c, k, table, side);
    const row = i * this.goalCount;
    for (let g = 0; g < this.goalCount; g++) cost[row + g] = this.analysis.level.goals[g] === c ? 0 : NO_EDGE;
  }

  /**
   * Solves the matching of the state in `buf` (its frozen boxes marked in
   * `frozen`) into `parentCost` and saves it, starting from the last
   * expanded state's. A box's tag tells its class, whether it is frozen,
   * and which frozen set's distances fill its row.
   */
  private matchExpanded(buf: Int32Array): void {
    const table = this.expandedTable;
    this.matching = this.matchingFor(table.id);
    const classes = this.analysis.classCount;
    const stride = this.analysis.sides.stride;
    const sides = this.boxSide;
    for (let i = 0; i < this.boxCount; i++) sides[i] = this.sideOf(buf[i]!, buf);
    this.matching.match(
      buf,
      (i) => ((table.id * classes + this.slotClass[i]!) * 2 + this.frozen[i]!) * stride + Math.max(0, sides[i]!),
      (r, i) => this.fillBoxRow(this.matching.cost, r, buf[i]!, this.slotClass[i]!, this.frozen[i] === 1, table, sides[i]!),
    );
  }

  /** The carried matching kept for the frozen set whose table is numbered `id`, made on first use. */
  private matchingFor(id: number): CarriedMatching {
    const i = id % this.matchingSlots;
    return (this.matchings[i] ??= this.newMatching());
  }

  private newMatching(): CarriedMatching {
    const n = this.boxCount;
    const made = new CarriedMatching(new Assignment(n, this.goalCount), new Int32Array(n * this.goalCount), n, this.level.size);
    this.matchingBytes += made.bytes();
    return made;
  }

  /**
   * Row `i` of `cost`: the push distances of a box of class `k` on `c` to
   * each goal, from `table` (the frozen boxes as walls), and none to a goal
   * the box cannot reach with the pusher on side `side` of it (-1: no side
   * known). A* takes the larger of the two lower bounds.
   */
  private fillRow(cost: Int32Array, i: number, c: number, k: number, table: FrozenTable, side: number): void {
    const a = this.analysis;
    const m = this.goalCount;
    const row = i * m;
    const distance = table.distance;
    const sided = side >= 0 ? a.sideDistance : null;
    const at = c * a.sides.stride + side;
    for (let g = 0; g < m; g++) {
      let d = a.goalClass[g] === k ? distance[g]![c]! : -1;
      if (sided !== null && d >= 0) {
        const e = sided[g]![at]!;
        // A* takes the larger bound. Best first takes only the boxes it finds cut off from a goal: a larger finite
        // bound reorders its greedy search, on Hexoban's `morehex` 4 from 11,184 positions to 2.5 million.
        if (e < 0 || (this.optimal && e > d)) d = e;
      }
      cost[row + g] = d < 0 ? NO_EDGE : d;
    }
  }

  /**
   * The bound after the push being generated (`pushSlot` to `pushTarget`).
   * Unless the pushed box froze, the child's frozen boxes are the expanded
   * state's: a set frozen without the pushed box stood as it is before the
   * push, and the set frozen then never held the pushed box, which moved.
   * So the expanded state's frozen distances and matching carry over and
   * only the pushed box's row changes: one augmenting path. A box that can
   * still move has not frozen; for one that cannot, the freeze test tells.
   * When it froze, the whole matching runs again around the new frozen set.
   */
  private childBound(child: Int32Array): number {
    if (this.pushedCanMove < 0) this.pushedCanMove = this.canMove(this.pushTarget, this.slotClass[this.pushSlot]!, this.pushLeft) ? 1 : 0;
    if (this.pushedCanMove === 0) {
      if (markFrozen(this.analysis, child, this.slotClass, this.boxCount, this.childFrozen, this.freeze)) return DEAD;
      if (this.childFrozen[this.pushAt] === 1) return this.frozenChildBound(child);
    }
    const m = this.goalCount;
    const slot = this.pushSlot;
    const { cost, assignment } = this.matching;
    const r = this.matching.slotRow[slot]!;
    const row = r * m;
    for (let g = 0; g < m; g++) this.savedRow[g] = cost[row + g]!;
    this.fillRow(cost, r, this.pushTarget, this.slotClass[slot]!, this.expandedTable, this.sideOf(this.pushTarget, child));
    const total = assignment.resolveRow(cost, r);
    cost.set(this.savedRow, row);
    return total >= NO_EDGE ? DEAD : total;
  }

  /**
   * The bound of a child whose pushed box froze: the frozen set changed, so
   * every box's row may differ, but the matching of the expanded state is
   * close. The rows are filled in that matching's order (a box keeps its
   * row; the expanded state's box on each cell is `boxAt`'s, the pushed box
   * is `pushSlot`) and solved from its potentials.
   */
  private frozenChildBound(child: Int32Array): number {
    const table = this.frozenWalls.tableFor(child, this.childFrozen, this.boxCount);
    const { slotRow } = this.matching;
    for (let i = 0; i < this.boxCount; i++) {
      const r = slotRow[i === this.pushAt ? this.pushSlot : this.boxAt[child[i]!]! - 1]!;
      this.fillBoxRow(this.cost, r, child[i]!, this.slotClass[i]!, this.childFrozen[i] === 1, table, this.sideOf(child[i]!, child));
    }
    const total = this.matching.assignment.resolveAll(this.cost);
    return total >= NO_EDGE ? DEAD : total;
  }

  /**
   * True when the box on `c` (of class `k`) has a push whose pusher cell and
   * target are free, the target not dead; `left` (or -1) is free whatever
   * `boxAt` says: the cell the box was pushed from.
   */
  // Stryker disable next-line BlockStatement: a box said unable to move only goes to the freeze test (`markFrozen`), which tells for itself.
  private canMove(c: number, k: number, left: number): boolean {
    const { first, pusher, target } = this.analysis.pushes;
    const dead = this.analysis.deadCellsByClass[k]!;
    const boxAt = this.boxAt;
    // Stryker disable next-line ConditionalExpression,BlockStatement: no push tried, the box goes to the freeze test, as above.
    for (let m = first[c]!; m < first[c + 1]!; m++) {
      const t = target[m]!;
      const p = pusher[m]!;
      // Stryker disable next-line BooleanLiteral: as above: a push not counted sends the box to the freeze test.
      if ((boxAt[p] === 0 || p === left) && (boxAt[t] === 0 || t === left) && dead[t] === 0) return true;
    }
    return false;
  }

  private expand(s: number): void {
    const { store, boxAt, before, pushersIn, analysis: a } = this;
    const n = this.boxCount;
    const w = store.width;
    const buf = this.buffer;
    store.cellsOf(s, buf);
    for (let i = 0; i < n; i++) boxAt[buf[i]!] = i + 1;
    before.reset();
    if (this.pusherCount === 1) {
      // One walk labels the pusher's area and finds its cut cells and two smallest cells.
      this.cuts.flood(before, buf[n]!, boxAt);
      pushersIn[0] = 1;
      this.smallest = before.areaMin[0]!;
      this.secondSmallest = this.cuts.secondSmallest;
    } else {
      for (let j = n; j < w; j++) {
        const area = before.areaOf(buf[j]!, boxAt);
        if (j === n || buf[j] !== buf[j - 1]) pushersIn[area] = 0;
        pushersIn[area]!++;
      }
    }
    // A goal room that can no longer be filled: a look-up after a walk over the room's few cells, so before the frozen boxes and the corrals, which cost more.
    if (this.expanded > ROOMS_AFTER) (this.goalRooms ??= this.pusherCount === 1 ? GoalRooms.started(a, n) : null)?.advance(ROOM_WORK);
    if (this.goalRooms?.lost(boxAt, this.inPusherArea)) {
      for (let i = 0; i < n; i++) boxAt[buf[i]!] = 0;
      return;
    }
    // The expanded state's frozen boxes, for the corral test and its children's bounds; it is not deadlocked, or it would not be expanded.
    markFrozen(a, buf, this.slotClass, n, this.frozen, this.freeze);
    this.expandedTable = this.frozenWalls.tableFor(buf, this.frozen, n);
    // A PI-corral: only its pushes need trying; one with none possible is a deadlock, and so is a corral whose boxes,
    // played alone, can never all reach goals before one of them leaves it (see `corral-search.ts`).
    let only = NO_CORRAL;
    if (this.corrals) {
      only = this.corrals.find(buf, n, boxAt, this.classOfSlot, before, this.frozen);
      if (only === 0 || this.corralLost(s, buf[n]!)) {
        this.corralDeadlocks++;
        for (let i = 0; i < n; i++) boxAt[buf[i]!] = 0;
        return;
      }
    }
    this.matchExpanded(buf);
    const g = store.g(s) + 1;
    const { first, pusher, target, direction, box } = a.pushes;
    // Like the packing routes, only for states the feature space chose.
    // Stryker disable next-line LogicalOperator,UnaryOperator: the push advised for clearing others' way weighs a state in the feature space's cells (see `hotspots.ts`): it orders the states, it makes none.
    this.hotMove = this.routes !== null && this.fromFeatures ? hotspotPush(a, before, boxAt, this.slotClass, buf, n) : -1;
    if (only > 0) {
      const allowed = this.corrals!.allowed;
      for (let j = 0; j < only && this.status === 'running'; j++) {
        const mv = allowed[j]!;
        const b = box[mv]!;
        // Stryker disable next-line ConditionalExpression,EqualityOperator: advice orders the feature space's cells, as above.
        this.advised = mv === this.hotMove;
        this.generate(s, g, boxAt[b]! - 1, b, target[mv]!, pusher[mv]!, direction[mv]!);
        // Stryker disable next-line BooleanLiteral: advice orders the feature space's cells, as above.
        this.advised = false;
      }
      if (this.routes !== null && this.fromFeatures && this.status === 'running') this.packNext(s, g);
      for (let i = 0; i < n; i++) boxAt[buf[i]!] = 0;
      return;
    }
    for (let i = 0; i < n && this.status === 'running'; i++) {
      const b = buf[i]!;
      const dead = a.deadCellsByClass[this.slotClass[i]!]!;
      for (let mv = first[b]!; mv < first[b + 1]!; mv++) {
        const p = pusher[mv]!;
        const t = target[mv]!;
        if (!pushIsOpen(before, boxAt, p, t) || dead[t] === 1) continue;
        this.advised = mv === this.hotMove;
        this.generate(s, g, i, b, t, p, direction[mv]!);
        // Stryker disable next-line BooleanLiteral: advice orders the feature space's cells, as above.
        this.advised = false;
        if (this.status !== 'running') break;
      }
    }
    if (this.routes !== null && this.fromFeatures && this.status === 'running') this.packNext(s, g);
    for (let i = 0; i < n; i++) boxAt[buf[i]!] = 0;
  }

  /** True when a corral of the last `corrals.find` can never be solved nor opened (see `corral-search.ts`); the pusher is in the area of `pusher`. */
  private corralLost(s: number, pusher: number): boolean {
    let pushed = -1;
    if (s !== 0) {
      const nb = this.level.neighbours;
      const D = this.D;
      // The push into `s` was by the pusher on cell move / D, in direction move % D: the box went from nb[move] one on.
      const move = this.store.move(s);
      pushed = nb[nb[move]! * D + (move % D)]!;
    }
    return this.corralSearch!.lostCorral(this.corrals!, this.classOfCell, pusher, pushed) !== null;
  }

  /**
   * With the expanded state `s` in `buffer`, `boxAt` and `before`: takes a
   * box to a goal of the next layer to pack (see `packing-order.ts`) by the
   * fewest pushes of that box alone, and adds each state on the way as
   * advised, so that a line of packing is followed at no weight. Tried for
   * the boxes the pusher can push now, not packed yet, fewest lone pushes
   * from such a goal first, {@link ROUTE_TRIES} at most.
   */
  private packNext(s: number, g: number): void {
    const { buffer: buf, boxAt, wanted } = this;
    const order = this.features!.order;
    const packing = this.features!.packing;
    const a = this.analysis;
    const n = this.boxCount;
    packing.of(buf, n);
    const layer = packing.next;
    if (layer < 0) return;
    const goals = this.level.goals;
    for (let j = 0; j < goals.length; j++) wanted[goals[j]!] = order.layer[j] === layer && boxAt[goals[j]!] === 0 ? 1 : 0;
    let tries = 0;
    const tried = this.triedSlots;
    tried.fill(0);
    while (tries < ROUTE_TRIES) {
      let best = -1;
      let bestDistance = 0x7fffffff;
      for (let i = 0; i < n; i++) {
        if (tried[i] === 1) continue;
        const c = buf[i]!;
        const on = a.goalAt[c]!;
        if (on >= 0 && order.layer[on]! >= layer) continue;
        let open = false;
        for (let m = a.pushes.first[c]!; m < a.pushes.first[c + 1]! && !open; m++) open = pushIsOpen(this.before, boxAt, a.pushes.pusher[m]!, a.pushes.target[m]!);
        if (!open) continue;
        for (let j = 0; j < goals.length; j++) {
          if (wanted[goals[j]!] !== 1 || a.goalClass[j] !== this.slotClass[i]) continue;
          const d = this.expandedTable.distance[j]![c]!;
          if (d >= 0 && d < bestDistance) {
            bestDistance = d;
            best = i;
          }
        }
      }
      if (best < 0) break;
      tried[best] = 1;
      tries++;
      const route = this.routes!.route(buf[best]!, boxAt, this.before, wanted, a.deadCellsByClass[this.slotClass[best]!]!, ROUTE_NODES);
      if (route !== null) {
        this.advised = true;
        this.followRoute(s, g, best, route);
        this.advised = false;
        break;
      }
    }
    for (const c of goals) wanted[c] = 0;
  }

  /**
   * Adds the states along `route`, pushes of the box of `slot` from the
   * expanded state `s`, each the child of the one before; a state already
   * known is passed through. Each differs from `s` by that box alone, so
   * `s`'s matching gives its bound as for a single push.
   */
  private followRoute(s: number, g: number, slot: number, route: number[]): void {
    const { boxAt, child, passed, after, store } = this;
    const { box: from, target, pusher, direction } = this.analysis.pushes;
    const n = this.boxCount;
    const b0 = this.buffer[slot]!;
    const id = boxAt[b0]!;
    passed.set(this.buffer);
    let at = slot;
    let parent = s;
    let depth = g;
    let cell = b0;
    let steps = 0;
    for (const m of route) {
      // On a large board each new state floods the pusher's area: past its share of pushes the route stops where it is.
      if (this.chainEndsAt(steps++)) break;
      const b = from[m]!;
      const t = target[m]!;
      at = this.place(passed, at, t, child);
      boxAt[b] = 0;
      boxAt[t] = id;
      cell = t;
      // The route's own walk names most areas; a flood only where it cannot, and for a new state (its feature cell reads the labels).
      child[n] = this.routes!.pusherKey(t, b);
      const flooded = child[n]! < 0;
      if (flooded) child[n] = this.flood(b);
      const known = store.find(child);
      let next = known;
      if (known < 0) {
        if (!flooded) this.flood(b);
        this.pushBound = -1;
        this.pushSlot = slot;
        this.pushTarget = t;
        this.pushAt = at;
        this.pushedCanMove = -1;
        this.pushLeft = -1;
        this.pusherArea = after;
        next = this.emit(parent, depth, pusher[m]!, direction[m]!);
        this.pusherArea = null;
      } else if (store.h(known) === DEAD) next = -1;
      if (next < 0) break;
      // A state with a child keeps its parent: moved onto a shorter way, it would leave the child's count of pushes behind.
      this.features!.markLeadsOn(next);
      parent = next;
      depth = store.g(next) + 1;
      passed.set(child);
    }
    boxAt[cell] = 0;
    boxAt[b0] = id;
  }

  /** Adds the states a push leads to (one per way the pushers can stand after it). */
  private generate(s: number, g: number, slot: number, b: number, t: number, p: number, d: number): void {
    const { boxAt, child, buffer: buf } = this;
    const n = this.boxCount;
    const k = this.slotClass[slot]!;
    const at = this.place(buf, slot, t, child);

    boxAt[t] = boxAt[b]!;
    boxAt[b] = 0;
    this.pushBound = -1;
    this.pushSlot = slot;
    this.pushTarget = t;
    this.pushAt = at;
    // Worked out only for a new state, once the box is back on `b` in `boxAt`.
    this.pushedCanMove = -1;
    this.pushLeft = b;
    if (this.pusherCount === 1) {
      let key = this.areaKeyAfterPush(b, t);
      const flooded = key < 0;
      if (flooded) key = this.flood(b);
      child[n] = key;
      const on = this.tunnels ? this.tunnelPush(p, b, t, k) : -1;
      if (on >= 0) {
        this.followTunnel(s, g, at, k, b, t, p, d, on);
        return;
      }
      boxAt[b] = boxAt[t]!;
      boxAt[t] = 0;
      this.pushFrom = b;
      // Stryker disable next-line ConditionalExpression: labels lent to the feature space to place the state in its cells (it floods for itself without them): they order the states, they make none.
      if (flooded) this.pusherArea = this.after;
      this.emit(s, g, p, d);
      this.pushFrom = -1;
      this.pusherArea = null;
      return;
    }
    const spreads = spreadsAfterPush(this.before, this.pushersIn, p, b, t, boxAt, this.after);
    boxAt[b] = boxAt[t]!;
    boxAt[t] = 0;
    // `after` labels every area a pusher can stand in after the push: each spread's feature cell reads them.
    this.pusherArea = this.after;
    for (const spread of spreads) {
      for (let j = 0; j < spread.keys.length; j++) child[n + j] = spread.keys[j]!;
      this.emit(s, g, p, d);
      // Stryker disable next-line ConditionalExpression: the spreads of one push hold the same boxes, so the same bound (several pushers have no backward search to meet): one solved, all are, by the same parent and push, so the same solution; a spread after the limit stops at the same check. Going on only stores one more state.
      if (this.status !== 'running') break;
    }
    this.pusherArea = null;
  }

  /**
   * Adds the state in `child`, reached from `s` by the push
   * from `p` by `d`, unless it is known. A state `passing` through a tunnel
   * is stored closed, without a bound: it is never expanded. Returns the new
   * state, or -1 when it was known, dead, or ended the search.
   */
  private emit(s: number, g: number, p: number, d: number, passing = false): number {
    const { store, child } = this;
    const known = store.find(child);
    if (known >= 0) {
      // A*: a cheaper way to a known state; reopen it with its new cost.
      if (this.optimal && g < store.g(known) && store.h(known) !== DEAD) {
        store.relink(known, s, p * this.D + d, g);
        this.open.push(this.priority(g, store.h(known)), known);
      } else if (this.weighted !== null && g < store.g(known) && !store.closed(known) && store.h(known) !== DEAD && this.features?.leadsOn(known) !== true) {
        // Best first: a shorter way to a state still open keeps the weighted list's order true.
        store.relink(known, s, p * this.D + d, g);
        this.weighted.push(weightedKey(g, store.h(known)), known);
      }
      return -1;
    }
    if (!passing && this.pushBound < 0) this.pushBound = this.childBound(child);
    // A passing state has a box in a tunnel off its goals: its bound is above 0, and is never read.
    let h = passing ? 1 : this.pushBound;
    if (this.perimeter !== null && h !== DEAD) h = this.perimeterBound(h);
    // Stop before the store's next chunk or table would pass the limit, not after.
    const growth = store.nextGrowth();
    if (growth > 0 && this.memory.passed(this.bytes() + growth)) {
      this.status = 'memory';
      return -1;
    }
    // Nothing between the lookup above and here calls this store: the state is coded once.
    const c = store.addMissed(s, p * this.D + d, g, h);
    this.generated++;
    if (h === DEAD) {
      // Kept so that meeting it again costs one lookup; never expanded.
      store.setClosed(c, true);
      return -1;
    }
    if (!this.optimal && h === 0) {
      this.status = 'solved';
      this.goal = c;
      return -1;
    }
    if (this.other) {
      const r = this.other.find(child);
      if (r >= 0) {
        this.status = 'solved';
        this.goal = c;
        this.meet = r;
        return -1;
      }
    }
    if (passing) {
      store.setClosed(c, true);
      this.features?.inherit(c, s);
    } else this.queue(g, h, c, child, s);
    return c;
  }

  /**
   * True (and the search solved) when state `s` lies in the perimeter and
   * its bound is its distance there; the start's bound, worked out before
   * the perimeter was searched, may be below it.
   */
  private meetPerimeter(s: number): boolean {
    const buf = this.buffer;
    const { store } = this.perimeter!;
    this.store.cellsOf(s, buf);
    const r = store.find(buf);
    if (r < 0 || store.g(r) !== this.store.h(s)) return false;
    this.status = 'solved';
    this.goal = s;
    this.meet = r;
    return true;
  }

  /** The bound of the state in `child` (matching bound `h`) with the perimeter's distances. */
  private perimeterBound(h: number): number {
    const { store, depth } = this.perimeter!;
    // The bound is never above the pushes still needed: a state it puts beyond `depth` is not among those within it.
    if (h > depth) return h;
    const r = store.find(this.child);
    if (r >= 0 && store.g(r) <= depth) return store.g(r);
    // Complete to every depth (it ran out of states): a state it does not hold leads to no solved position.
    if (depth === Infinity) return DEAD;
    // Not within `depth` pushes: at least one more, and on a two-coloured floor, of the parity the boxes' colours give.
    return this.parity === null ? depth + 1 : withParity(depth + 1, pushesParity(this.parity, this.child, this.boxCount));
  }

  /**
   * Writes into `out` the state `src` with the box of `slot` moved to `t`,
   * keeping its class's run of slots sorted; returns the box's new slot.
   */
  private place(src: Int32Array, slot: number, t: number, out: Int32Array): number {
    const k = this.slotClass[slot]!;
    return moveInRun(src, out, this.boxCount, this.runStart[k]!, this.runStart[k + 1]!, slot, t);
  }

  /**
   * The push that takes a box of class `k` on through a tunnel, or -1. The
   * pusher, on `b` after coming from `from`, has no floor to step to but
   * the box's cell `t` and `from`; the box, off its goals, can move along
   * this one line only (every push of a box on `t` starts or ends on `b`);
   * and the push forward has a free, live target. Then the pusher can only
   * push on or walk back, and pushing on loses little: the search pushes on
   * (the tunnel macro of the Sokoban solver literature, on any tiling).
   */
  private tunnelPush(from: number, b: number, t: number, k: number): number {
    const a = this.analysis;
    if (a.goalAt[t]! >= 0) return -1;
    const nb = this.level.neighbours;
    const D = this.D;
    for (let d = 0; d < D; d++) {
      const x = nb[b * D + d]!;
      if (x >= 0 && a.floor[x] === 1 && x !== t && x !== from) return -1;
    }
    const { first, pusher, target } = a.pushes;
    let on = -1;
    for (let m = first[t]!; m < first[t + 1]!; m++) {
      if (pusher[m] === b) {
        if (on >= 0) return -1;
        on = m;
      } else if (target[m] !== b) return -1;
    }
    if (on < 0) return -1;
    const next = target[on]!;
    return this.boxAt[next] === 0 && a.deadCellsByClass[k]![next] === 0 ? on : -1;
  }

  /**
   * After the push of the box of class `k` from `b0` to `t0` (pusher from
   * `p0` by `d0`), with `boxAt` and `child` holding the state it led to and
   * `tunnelPush` giving `on`: pushes the box on while `tunnelPush` agrees. The
   * states on the way are stored closed, so the path stays one push per
   * state; the last is added as any other. Leaves `boxAt` as before the push.
   */
  private followTunnel(s: number, g: number, slot: number, k: number, b0: number, t0: number, p0: number, d0: number, on: number): void {
    const { boxAt, child, passed, after } = this;
    const { target, direction } = this.analysis.pushes;
    const n = this.boxCount;
    const size = this.level.size;
    const id = boxAt[t0]!;
    // The pusher stands on `b`, behind the box on `t`; `p` is where it pushed from, so where it came from.
    let [parent, depth, b, t, p, d] = [s, g, b0, t0, p0, d0];
    // A tunnel shorter than the board: a ring-shaped one would bring back a known state anyway. On a large board
    // each step floods the pusher's area: past its share of pushes the tunnel ends where it is, its last state open.
    for (let m = on, steps = 0; m >= 0 && steps < size; m = this.tunnelPush(p, b, t, k), steps++) {
      if (this.chainEndsAt(steps)) break;
      const c = this.emit(parent, depth, p, d, true);
      if (c < 0) {
        boxAt[t] = 0;
        boxAt[b0] = id;
        return;
      }
      const next = target[m]!;
      this.tunnelPushes++;
      passed.set(child);
      slot = this.place(passed, slot, next, child);
      boxAt[next] = id;
      boxAt[t] = 0;
      child[n] = this.flood(t);
      [parent, depth, p, d, b, t] = [c, depth + 1, b, direction[m]!, t, next];
    }
    boxAt[t] = 0;
    boxAt[b0] = id;
    // The box froze or reached a goal, or the tunnel ended: a state as any other, with its own bound.
    this.pushBound = -1;
    this.pushTarget = t;
    this.pushAt = slot;
    this.pushedCanMove = 0;
    // The last labels made in the tunnel are the pusher's area in the state it ends in.
    this.pusherArea = after;
    this.emit(parent, depth, p, d);
    this.pusherArea = null;
  }

  /**
   * The areas of free floor the pusher cannot reach after the push of the
   * box on `b` to `t` from the expanded state, from that state's labels,
   * without a flood: the corrals next to `b` open to the pusher, who stands
   * there; when `t` cuts the pusher's area, the pieces it cuts off that do
   * not touch `b` close; when `t` lies in a corral, that corral's pieces
   * that do not touch `b` stay closed (a walk over the corral alone finds
   * them). -1 when there are no corral labels (several pushers).
   */
  private closedAfterPush(b: number, t: number): number {
    const corrals = this.corrals?.labels;
    const { before, boxAt, D, cuts, metCorrals, metPieces, after: pieces } = this;
    if (!corrals) return -1;
    const nb = before.links;
    const inArea = before.has(t);
    // A box pushed into corral `split` leaves it in pieces, each next to t: labelled in `after`, which the child's
    // area key no longer needs; the pieces stay closed unless they touch b.
    const split = inArea ? -1 : corrals.label[t]!;
    if (!inArea) {
      pieces.reset();
      boxAt[t] = 1;
      for (let d = 0; d < D; d++) {
        const y = nb[t * D + d]!;
        if (y >= 0 && boxAt[y] === 0 && !pieces.has(y)) pieces.areaOf(y, boxAt);
      }
      boxAt[t] = 0;
    }
    const cut = inArea && cuts.has(t);
    let closed = inArea ? corrals.count : corrals.count - 1 + pieces.count;
    // Each corral next to b opens to the pusher, who stands on b.
    let corralsMet = 0;
    let piecesMet = 0;
    for (let d = 0; d < D; d++) {
      const x = nb[b * D + d]!;
      if (x < 0 || x === t || boxAt[x] !== 0) continue;
      if (!before.has(x)) {
        const c = corrals.label[x]!;
        if (c !== split) {
          if (!listed(metCorrals, corralsMet, c)) metCorrals[corralsMet++] = c;
        } else if (!listed(metPieces, piecesMet, pieces.label[x]!)) metPieces[piecesMet++] = pieces.label[x]!;
      } else if (cut) {
        metPieces[piecesMet++] = cuts.pieceOf(before, t, x);
      }
    }
    closed -= corralsMet;
    if (!cut) return closed - piecesMet;
    // Taking t out cuts the pusher's area into pieces, each next to t; those that do not touch b are closed off:
    // each piece met next to t that is not listed yet (b's are, even twice over) is one.
    const touching = piecesMet;
    for (let d = 0; d < D; d++) {
      const y = nb[t * D + d]!;
      if (y < 0 || y === b || !before.has(y) || boxAt[y] !== 0) continue;
      const w = cuts.pieceOf(before, t, y);
      if (!listed(metPieces, piecesMet, w)) metPieces[piecesMet++] = w;
    }
    return closed + piecesMet - touching;
  }

  /** True when a tunnel or route has made as many pushes as one expansion may: it stops there, its last state open. */
  private chainEndsAt(step: number): boolean {
    return step >= this.chainSteps;
  }

  /** Labels the pusher's area, with the pusher on free cell `c`, in `after` alone; returns its smallest cell. */
  private flood(c: number): number {
    this.after.reset();
    return this.after.areaMin[this.after.areaOf(c, this.boxAt)]!;
  }

  /**
   * With one pusher, the smallest cell of its area after pushing the box on
   * `b` to `t`, without a flood fill: the area loses `t` and gains `b`, with
   * every corral next to `b` (the corral search labelled them all). When `t`
   * cuts the area, the pusher keeps the pieces next to `b`, each a subtree
   * of the depth-first walk that found the cut cells or the rest of the
   * area. When `t` lies in a corral, the pusher's area stays whole. -1 when
   * a flood fill is needed: `b` touches the corral `t` lies in.
   */
  private areaKeyAfterPush(b: number, t: number): number {
    const { before, boxAt, D, cuts } = this;
    const nb = before.links;
    const corrals = this.corrals ? this.corrals.labels : null;
    const inArea = before.has(t);
    // A box pushed into a corral (t is free next to a box: labelled) splits it where nobody has looked: the part next to b needs a flood.
    // Stryker disable next-line UnaryOperator: a label no corral has; read as 1, it only sends the pushes next to corral 1 to the flood fill.
    const split = inArea || corrals === null ? -1 : corrals.label[t]!;
    const cut = inArea && cuts.has(t);
    let joined = b;
    let rest = false;
    for (let d = 0; d < D; d++) {
      const x = nb[b * D + d]!;
      if (x < 0 || x === t || boxAt[x] !== 0) continue;
      if (!before.has(x)) {
        // A corral opens through b; it keeps its cells unless t is in it.
        // Stryker disable next-line BooleanLiteral: every free cell off the pusher's area lies in a labelled corral: `has` read the other way only sends every push to the flood fill.
        if (corrals === null || !corrals.has(x) || corrals.label[x] === split) return -1;
        const m = corrals.areaMin[corrals.label[x]!]!;
        if (m < joined) joined = m;
      } else if (cut) {
        const w = cuts.pieceOf(before, t, x);
        if (w < 0) rest = true;
        else if (cuts.subtreeMin[w]! < joined) joined = cuts.subtreeMin[w]!;
      }
    }
    let min = this.smallest;
    if (inArea && t === min) min = this.secondSmallest;
    // The walk that found the cut cells started on the area's smallest cell (the state's key): when t cuts the area,
    // that cell lies in the rest, so the pusher keeps it only with the rest. When t is that cell, every piece is a
    // subtree and there is no rest.
    if (cut && !rest) return joined;
    return joined < min ? joined : min;
  }
}
