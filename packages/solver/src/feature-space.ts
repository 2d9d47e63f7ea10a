/**
 * A feature space over positions, after FESS (Shoham and Schaeffer, 2020):
 * each state falls in a cell named by a few features — boxes packed in
 * order (see `packing-order.ts`) and the areas of free floor no pusher
 * can reach — and the search takes its cells in turn, from each the
 * state of least weight. A state's weight is its parent's, plus one unless
 * the push that made it was advised (it packs the next box, or opens an
 * area to the pusher), so lines of advised pushes are followed first in
 * every cell, and a cell that no line reaches still gets its turns.
 */
import type { LevelAnalysis } from './dead-cells.js';
import { PackingCount, packingOrder, type PackingOrder } from './packing-order.js';
import { AreaLabels } from './pusher-regions.js';
import { CHUNK, CHUNK_BITS, OpenList } from './transposition.js';

/** Areas no pusher can reach are counted up to this many: more is as bad. */
const AREAS = 7;
/** A state's weight goes above its order within the cell, which stays below this. */
const WEIGHT_SPAN = 2 ** 36;
/** Weights above this tie, so that keys stay exact doubles and a weight fits 16 bits. */
const MAX_WEIGHT = 65535;
/** Packed boxes are counted up to this many, so that a cell fits 15 bits. */
const MAX_PACKED = (1 << 15) / (AREAS + 1) - 1;
/** A state's word: its cell in bits 0-14, its weight in bits 15-30, its route mark in bit 31. */
const CELL_MASK = (1 << 15) - 1;
const WEIGHT_SHIFT = 15;
const LEADS = 1 << 31;

/** Boxes packed in order in feature cell `cell`. */
export function packedOf(cell: number): number {
  return Math.floor(cell / (AREAS + 1));
}

/** Areas no pusher can reach in feature cell `cell` (at most {@link AREAS}). */
export function closedAreasOf(cell: number): number {
  return cell % (AREAS + 1);
}

/** Cells of a feature space, their open lists, and each state's weight and cell. */
export class FeatureSpace {
  /** The goals' layers: the order to pack them in. */
  readonly order: PackingOrder;
  /** Counts boxes packed in that order (its `next` tells the layer to fill next). */
  readonly packing: PackingCount;
  private readonly lists: OpenList[] = [];
  private cursor = 0;
  /** States waiting in all lists. */
  size = 0;
  /** Each state's cell, weight and route mark in one word (see {@link CELL_MASK}), in chunks of the store's size ({@link CHUNK}): added as states come, never copied. */
  private readonly words: Int32Array[] = [];
  private readonly areas: AreaLabels;
  private readonly boxAt: Int32Array;
  /** Boxes packed in order in the last {@link cellOf}. */
  packed = 0;
  /** Areas no pusher can reach in the last {@link cellOf} (at most {@link AREAS}). */
  closedAreas = 0;

  /** A feature space for a search from the position whose boxes stand on `start` (by box id): the packing order depends on it. */
  constructor(
    private readonly a: LevelAnalysis,
    start: ArrayLike<number>,
  ) {
    this.order = packingOrder(a, start);
    this.packing = new PackingCount(this.order, a.goalAt);
    this.areas = new AreaLabels(a.floor, a.level.neighbours, a.level.directionCount);
    this.boxAt = new Int32Array(a.level.size);
  }

  /** Bytes held. */
  bytes(): number {
    let b = this.words.length * CHUNK * 4;
    for (const l of this.lists) b += l.bytes();
    return b;
  }

  /**
   * The feature cell of the state whose boxes stand on `cells[0..n)`, whose
   * pusher is in the area of `pusher` and any more pushers in the areas of
   * `cells[n + 1..)` (each named by a cell of it): boxes packed in order,
   * and areas of free floor that no pusher can reach (see {@link packedOf},
   * {@link closedAreasOf}). Leaves them in {@link packed} and
   * {@link closedAreas} too. A count of closed areas known already
   * (`closed` ≥ 0) saves the flood of the free floor; labels made already
   * for this state (`reach`), in which every pusher's area is labelled and
   * named by its smallest cell, save the floods of the pushers' areas.
   */
  cellOf(cells: ArrayLike<number>, n: number, pusher: number, closed = -1, reach: AreaLabels | null = null): number {
    this.packed = Math.min(this.packing.of(cells, n), MAX_PACKED);
    if (closed >= 0) {
      this.closedAreas = Math.min(closed, AREAS);
      return this.packed * (AREAS + 1) + this.closedAreas;
    }
    const { boxAt, areas } = this;
    for (let i = 0; i < n; i++) boxAt[cells[i]!] = 1;
    areas.reset();
    // The pushers' areas are the ones not counted: labelled here, or told by `reach`.
    if (reach === null) {
      areas.areaOf(pusher, boxAt);
      for (let j = n + 1; j < cells.length; j++) areas.areaOf(cells[j]!, boxAt);
    }
    const own = areas.count;
    // Every free area but the pushers' lies next to a box: seeded from the boxes' neighbours.
    const nb = areas.links;
    const D = this.a.level.directionCount;
    for (let i = 0; i < n && areas.count - own < AREAS; i++) {
      const b = cells[i]!;
      for (let d = 0; d < D; d++) {
        const x = nb[b * D + d]!;
        if (x >= 0 && boxAt[x] === 0 && !areas.has(x) && !(reach !== null && reach.has(x) && pusherIn(reach, x, pusher, cells, n))) areas.areaOf(x, boxAt);
      }
    }
    for (let i = 0; i < n; i++) boxAt[cells[i]!] = 0;
    this.closedAreas = Math.min(areas.count - own, AREAS);
    return this.packed * (AREAS + 1) + this.closedAreas;
  }

  /**
   * Files state `s`, whose boxes stand on `cells[0..n)` and whose pushers
   * are in the areas of `cells[n..)`, reached from `parent` (-1 for the start), by
   * `order` within its cell. Its weight is its parent's, plus one unless
   * the push was `advised` or it packs more boxes or leaves fewer areas
   * that no pusher can reach than its parent. `closed`, when not -1,
   * is its count of areas no pusher can reach, worked out already;
   * `reach`, when given, labels the pushers' areas in it (see {@link cellOf}).
   */
  add(s: number, cells: ArrayLike<number>, n: number, parent: number, advised: boolean, order: number, closed = -1, reach: AreaLabels | null = null): void {
    const cell = this.cellOf(cells, n, cells[n]!, closed, reach);
    let weight = 0;
    if (parent >= 0) {
      const before = this.cell(parent);
      const better = this.packed > packedOf(before) || this.closedAreas < closedAreasOf(before);
      weight = Math.min(this.weight(parent) + (advised || better ? 0 : 1), MAX_WEIGHT);
    }
    this.put(s, cell | (weight << WEIGHT_SHIFT));
    this.push(cell, weight * WEIGHT_SPAN + order, s);
  }

  private put(s: number, word: number): void {
    while (this.words.length <= s >>> CHUNK_BITS) this.words.push(new Int32Array(CHUNK));
    this.words[s >>> CHUNK_BITS]![s & (CHUNK - 1)] = word;
  }

  private word(s: number): number {
    return this.words[s >>> CHUNK_BITS]![s & (CHUNK - 1)]!;
  }

  /**
   * Gives state `s`, passed through on a tunnel push and never queued, the
   * cell and weight of its `parent`, so that the state the tunnel ends in
   * is weighed against the features before the tunnel.
   */
  inherit(s: number, parent: number): void {
    this.put(s, this.word(parent) & ~LEADS);
  }

  /** Records that state `s` has a child before it was expanded: a route of pushes goes on from it. */
  markLeadsOn(s: number): void {
    this.words[s >>> CHUNK_BITS]![s & (CHUNK - 1)]! |= LEADS;
  }

  /** Whether a route went on from state `s` (see {@link markLeadsOn}). */
  leadsOn(s: number): boolean {
    return (this.word(s) & LEADS) !== 0;
  }

  /** The weight of state `s` (see {@link add}). */
  weight(s: number): number {
    return (this.word(s) >>> WEIGHT_SHIFT) & MAX_WEIGHT;
  }

  /** The feature cell of state `s`. */
  cell(s: number): number {
    return this.word(s) & CELL_MASK;
  }

  private push(cell: number, key: number, state: number): void {
    // Cells are made up to the highest one used, most of them small or empty: each starts small.
    while (this.lists.length <= cell) this.lists.push(new OpenList(16));
    this.lists[cell]!.push(key, state);
    this.size++;
  }

  private settle(): OpenList {
    const { lists } = this;
    while (lists[this.cursor]!.size === 0) this.cursor = (this.cursor + 1) % lists.length;
    return lists[this.cursor]!;
  }

  /** The priority of the next state; only valid when `size > 0`. */
  peekKey(): number {
    return this.settle().peekKey();
  }

  /** Removes the next state: the least of the current cell's list; the turn passes to the next cell. */
  pop(): number {
    const s = this.settle().pop();
    this.size--;
    this.cursor = (this.cursor + 1) % this.lists.length;
    return s;
  }
}

/**
 * True when cell `x`, labelled in `reach`, lies in a pusher's area: the
 * area's smallest cell is `pusher` or one of `cells[n + 1..)`.
 */
function pusherIn(reach: AreaLabels, x: number, pusher: number, cells: ArrayLike<number>, n: number): boolean {
  const min = reach.areaMin[reach.label[x]!]!;
  if (min === pusher) return true;
  for (let j = n + 1; j < cells.length; j++) if (cells[j] === min) return true;
  return false;
}
