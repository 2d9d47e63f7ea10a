/**
 * The order in which goals are best filled, worked out backwards from the
 * solved position: with a box on every goal, the boxes that can be taken
 * off their goals at once are the ones a solution fills last; take them
 * away, and the boxes that can be taken off then are filled just before
 * them; and so on. A goal room entered through one door is emptied from the
 * door inwards, so it is filled from the far end out, which is what a box
 * placed early on a goal near the door would block.
 *
 * A box is taken off its goal when it can be pulled, the boxes of the goals
 * still filled standing, all the way back to where a box of the start
 * stands off the goals, and each such box fills one goal only. So a door
 * that a single box of the start can reach serves a single goal: the goals
 * behind it wait for the door the other boxes come through, and the order
 * says which goals those boxes must fill before that door closes. (Counting
 * one pull off the goal, a room with a second door that only one box can
 * use was filled from the wrong door, in an order no solution follows.)
 *
 * The pull of a box from cell `t` is the push of the push table that lands
 * on `t`, undone: the box goes back to the push's box cell and the pusher to
 * its pusher cell, and both must be free of boxes. Only the board's
 * neighbour table is read, so the order holds on every tiling.
 */
import { pullDistances, pullIsOpen, type LevelAnalysis } from './dead-cells.js';
import { boxClasses } from './deadlock.js';

/** The goals' layers, what each goal waits for, and how a position fares against them. */
export interface PackingOrder {
  /**
   * `layer[g]` for goal `g` (an index into `level.goals`): 0 for the goals
   * whose boxes come off first when the solved position is played
   * backwards, so the goals filled last; higher layers are filled earlier.
   */
  readonly layer: Int32Array;
  /** Goals in each layer. */
  readonly layerSize: Int32Array;
  /** The goals from the highest layer down: each after every goal it waits for. */
  readonly byLayer: Int32Array;
  /**
   * The goals of higher layers that goal `h` waits for, at
   * `before[firstBefore[h]]` to `before[firstBefore[h + 1] - 1]`: a box
   * standing on `h` closes their boxes' way in (see {@link packingOrder}).
   */
  readonly firstBefore: Int32Array;
  readonly before: Int32Array;
}

/**
 * Pull steps the whole order may take (goals × goals × pushes of the
 * level): past it, as on a huge board with hundreds of goals, a box is
 * taken off with a single pull and the start's boxes are not traced.
 */
const TRACE_LIMIT = 20_000_000;

/**
 * Layers of the goals, from the solved position played backwards, for a
 * search from the position whose boxes stand on `start` (by box id, as the
 * level numbers them; see the module comment). Goals whose boxes never come
 * off, or that no box of the start is left to fill, share the top layer.
 *
 * A goal waits for a goal of a higher layer when a box on it, with the
 * goals of that layer and above filled, leaves the higher goal's box no
 * way back to a box of the start (each goal tested alone). Goals in rooms
 * of their own wait for nothing in each other's rooms, so a room can be
 * filled while another is not started. On a board past the size limit, a
 * goal waits for every goal of the layer above it.
 */
export function packingOrder(a: LevelAnalysis, start: ArrayLike<number>): PackingOrder {
  const { level, pushes } = a;
  const goals = level.goals;
  const m = goals.length;
  const filled = new Uint8Array(level.size);
  for (const g of goals) filled[g] = 1;
  const layer = new Int32Array(m).fill(-1);
  const supply = m * m * pushes.box.length <= TRACE_LIMIT ? new Supply(a, start, filled) : null;
  for (let depth = 0; ; depth++) {
    const off = supply === null ? pulledOff(a, filled, layer) : supply.takeOff(layer);
    // Nothing comes off (or nothing is left): the rest are filled first, in no order this can tell.
    if (off.length === 0) {
      for (let g = 0; g < m; g++) if (layer[g] === -1) layer[g] = depth;
      break;
    }
    // All the boxes that can come off now come off together: they are one layer.
    for (const g of off) {
      layer[g] = depth;
      filled[goals[g]!] = 0;
    }
  }
  let layers = 0;
  for (const l of layer) if (l >= layers) layers = l + 1;
  const layerSize = new Int32Array(layers);
  for (const l of layer) layerSize[l]!++;
  const byLayer = Int32Array.from(goals.keys()).sort((x, y) => layer[y]! - layer[x]!);
  const waits = supply === null ? layerAbove(layer) : supply.waits(layer);
  const firstBefore = new Int32Array(m + 1);
  for (let h = 0; h < m; h++) firstBefore[h + 1] = firstBefore[h]! + waits[h]!.length;
  return { layer, layerSize, byLayer, firstBefore, before: Int32Array.from(waits.flat()) };
}

/** For each goal, the goals of the layer just above it: with each layer waiting for the one above, every higher one. */
function layerAbove(layer: Int32Array): number[][] {
  return Array.from(layer, (l) => {
    const above: number[] = [];
    layer.forEach((k, g) => {
      if (k === l + 1) above.push(g);
    });
    return above;
  });
}

/** The goals not in a layer yet whose boxes one pull takes off, `filled` marking the goals still holding boxes. */
function pulledOff(a: LevelAnalysis, filled: Uint8Array, layer: Int32Array): number[] {
  const { firstInto, into } = a.pushes;
  const goals = a.level.goals;
  const off: number[] = [];
  for (let g = 0; g < goals.length; g++) {
    if (layer[g] !== -1) continue;
    const t = goals[g]!;
    for (let i = firstInto[t]!; i < firstInto[t + 1]!; i++) {
      if (pullIsOpen(a.pushes, into[i]!, filled)) {
        off.push(g);
        break;
      }
    }
  }
  return off;
}

/**
 * The start's boxes off the goals, and which goal each one fills: the
 * boxes that can come off their goals at each depth are matched to the
 * start's boxes not taken yet that they can be pulled back to.
 */
class Supply {
  /** The start's box on each cell (its id), or -1; boxes on goals are left out. */
  private readonly boxOn: Int32Array;
  /** Start boxes already filling a goal of a lower layer. */
  private readonly taken: Uint8Array;
  private readonly classOf: (box: number) => number;
  /** At one depth: the goals that can come off, the free boxes each reaches, and the goal each box fills (-1: none). */
  private reach: number[][] = [];
  private readonly fills: Int32Array;
  private readonly tried: Uint8Array;
  /** The pull searches' arrays, used again by each. */
  private readonly scratch: readonly [Int32Array, Int32Array];

  constructor(
    private readonly a: LevelAnalysis,
    private readonly start: ArrayLike<number>,
    /** 1 on the cells of the goals still holding boxes, kept by {@link packingOrder}. */
    private readonly filled: Uint8Array,
  ) {
    const size = a.level.size;
    const n = start.length;
    this.boxOn = new Int32Array(size).fill(-1);
    // A box that starts on a goal fills that goal or makes way for another: it is no box to bring in from outside.
    for (let i = 0; i < n; i++) if (a.goalAt[start[i]!]! < 0) this.boxOn[start[i]!] = i;
    this.taken = new Uint8Array(n);
    const classes = boxClasses(a, n);
    this.classOf = (box) => classes[box]!;
    this.fills = new Int32Array(n);
    this.tried = new Uint8Array(n);
    this.scratch = [new Int32Array(size), new Int32Array(size)];
  }

  /** The goals (not in a layer yet) that come off at this depth; takes the start's boxes they are matched to. */
  takeOff(layer: Int32Array): number[] {
    const goals = this.a.level.goals;
    const candidates: number[] = [];
    this.reach = [];
    for (let g = 0; g < goals.length; g++) {
      if (layer[g] !== -1) continue;
      const boxes = this.boxesReached(goals[g]!, this.a.goalClass[g]!, true);
      if (boxes.length > 0) {
        candidates.push(g);
        this.reach.push(boxes);
      }
    }
    // Most goals matched to distinct boxes (augmenting paths): a box two goals could use fills one of them.
    this.fills.fill(-1);
    for (let j = 0; j < candidates.length; j++) {
      this.tried.fill(0);
      this.augment(j);
    }
    const off: number[] = [];
    for (let b = 0; b < this.fills.length; b++) {
      const j = this.fills[b]!;
      if (j < 0) continue;
      this.taken[b] = 1;
      off.push(candidates[j]!);
    }
    return off;
  }

  /**
   * For each goal `h`, the goals of higher layers it waits for (see
   * {@link packingOrder}): a goal `g` whose box can be pulled back to a
   * box of the start, the goals of its layer and above filled, waits for
   * nothing but the goals that stop that pull alone.
   */
  waits(layer: Int32Array): number[][] {
    const goals = this.a.level.goals;
    const { filled } = this;
    const out: number[][] = Array.from(goals, () => []);
    for (let g = 0; g < goals.length; g++) {
      const k = this.a.goalClass[g]!;
      goals.forEach((c, x) => (filled[c] = layer[x]! >= layer[g]! ? 1 : 0));
      if (this.boxesReached(goals[g]!, k, false).length === 0) continue;
      for (let h = 0; h < goals.length; h++) {
        if (layer[h]! >= layer[g]!) continue;
        filled[goals[h]!] = 1;
        if (this.boxesReached(goals[g]!, k, false).length === 0) out[h]!.push(g);
        filled[goals[h]!] = 0;
      }
    }
    return out;
  }

  /**
   * The start's boxes off the goals, of class `k`, that a box on `t` can be
   * pulled back to, the other filled goals' boxes standing (`free`: only
   * those not taken yet); nearest first.
   */
  private boxesReached(t: number, k: number, free: boolean): number[] {
    const { filled, start, boxOn, taken } = this;
    // The box itself leaves its goal.
    filled[t] = 0;
    const dist = pullDistances(this.a.level, this.a.pushes, [t], filled, this.scratch);
    filled[t] = 1;
    const found: number[] = [];
    for (let b = 0; b < start.length; b++) {
      const c = start[b]!;
      if (dist[c]! >= 0 && boxOn[c] === b && (!free || taken[b] === 0) && this.classOf(b) === k) found.push(b);
    }
    return found.sort((x, y) => dist[start[x]!]! - dist[start[y]!]!);
  }

  /** Kuhn's augmenting path from candidate `j`: true when it gets a box. */
  private augment(j: number): boolean {
    for (const b of this.reach[j]!) {
      if (this.tried[b] === 1) continue;
      this.tried[b] = 1;
      if (this.fills[b] === -1 || this.augment(this.fills[b]!)) {
        this.fills[b] = j;
        return true;
      }
    }
    return false;
  }
}

/**
 * Counts boxes packed in order: a box on a goal counts once every goal that
 * goal waits for (see {@link packingOrder}) holds a box that counts. A box
 * on a goal that waits for an empty one counts for nothing: it stands where
 * it would block the goals still to fill.
 *
 * The next goals to fill are a whole layer, the highest not full: routes
 * that bring boxes in are aimed at it, so that rooms fill side by side in
 * the order the layers give. (Aimed at every empty goal that waits for
 * nothing empty, they scatter over the rooms: XSokoban at 10 s per level
 * 55 → 49 solved.)
 */
export class PackingCount {
  /** Per goal: 1 when it holds a box (`filled`), 1 when that box counts (`packed`). */
  private readonly filled: Uint8Array;
  private readonly packed: Uint8Array;
  /** Boxes on the goals of each layer. */
  private readonly inLayer: Int32Array;

  constructor(
    private readonly order: PackingOrder,
    private readonly goalAt: Int32Array,
  ) {
    this.filled = new Uint8Array(order.layer.length);
    this.packed = new Uint8Array(order.layer.length);
    this.inLayer = new Int32Array(order.layerSize.length);
  }

  /** The layer packing goes on with after {@link of}: the highest layer not full, -1 when every goal holds a box. */
  next = -1;

  /** Boxes packed in order when the boxes stand on `cells[0]` to `cells[count - 1]`. */
  of(cells: ArrayLike<number>, count: number): number {
    const { filled, packed, inLayer } = this;
    const { layer, layerSize, byLayer, firstBefore, before } = this.order;
    filled.fill(0);
    inLayer.fill(0);
    for (let i = 0; i < count; i++) {
      const g = this.goalAt[cells[i]!]!;
      if (g < 0) continue;
      filled[g] = 1;
      inLayer[layer[g]!]!++;
    }
    let n = 0;
    // Goals a goal waits for are of higher layers, so they are settled before it.
    for (let i = 0; i < byLayer.length; i++) {
      const h = byLayer[i]!;
      let counts = filled[h]!;
      for (let j = firstBefore[h]!; j < firstBefore[h + 1]! && counts === 1; j++) counts = packed[before[j]!]!;
      packed[h] = counts;
      n += counts;
    }
    this.next = -1;
    for (let l = layerSize.length - 1; l >= 0; l--) {
      if (inLayer[l]! < layerSize[l]!) {
        this.next = l;
        break;
      }
    }
    return n;
  }
}
