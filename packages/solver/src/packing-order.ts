/**
 * The order in which goals are best filled, worked out backwards from the
 * solved position: with a box on every goal, the boxes that can be pulled
 * off their goals at once are the ones a solution fills last; take them
 * away, and the boxes that can be pulled off then are filled just before
 * them; and so on. A goal room entered through one door is emptied from the
 * door inwards, so it is filled from the far end out, which is what a box
 * placed early on a goal near the door would block.
 *
 * The pull of a box off goal `t` is the push of the push table that lands
 * on `t`, undone: the box goes back to the push's box cell and the pusher to
 * its pusher cell, and both must be free of boxes. Only the board's
 * neighbour table is read, so the order holds on every tiling.
 */
import type { LevelAnalysis } from './dead-cells.js';

/** The goals' layers and how a position fares against them. */
export interface PackingOrder {
  /**
   * `layer[g]` for goal `g` (an index into `level.goals`): 0 for the goals
   * whose boxes come off first when the solved position is played
   * backwards, so the goals filled last; higher layers are filled earlier.
   */
  readonly layer: Int32Array;
  /** Goals in each layer. */
  readonly layerSize: Int32Array;
}

/**
 * Layers of the goals, from the solved position played backwards. Goals
 * whose boxes never come off (the pulls lead nowhere) share the top layer.
 */
export function packingOrder(a: LevelAnalysis): PackingOrder {
  const { level, pushes } = a;
  const goals = level.goals;
  const m = goals.length;
  const box = new Uint8Array(level.size);
  for (const g of goals) box[g] = 1;
  const layer = new Int32Array(m).fill(-1);
  const { firstInto, into, box: from, pusher } = pushes;
  for (let depth = 0; ; depth++) {
    const off: number[] = [];
    for (let g = 0; g < m; g++) {
      if (layer[g] !== -1) continue;
      const t = goals[g]!;
      for (let i = firstInto[t]!; i < firstInto[t + 1]!; i++) {
        const mv = into[i]!;
        if (box[from[mv]!] === 0 && box[pusher[mv]!] === 0) {
          off.push(g);
          break;
        }
      }
    }
    // Nothing comes off (or nothing is left): the rest are filled first, in no order this can tell.
    if (off.length === 0) {
      for (let g = 0; g < m; g++) if (layer[g] === -1) layer[g] = depth;
      break;
    }
    // All the boxes that can come off now come off together: they are one layer.
    for (const g of off) {
      layer[g] = depth;
      box[goals[g]!] = 0;
    }
  }
  let layers = 0;
  for (const l of layer) if (l >= layers) layers = l + 1;
  const layerSize = new Int32Array(layers);
  for (const l of layer) layerSize[l]!++;
  return { layer, layerSize };
}

/**
 * Counts boxes packed in order: the goals of the highest layer first, then
 * the next layer once every goal of the one above it holds a box, and so
 * on. A box on a goal whose higher layers are not all full counts for
 * nothing: it stands where it would block the goals still to fill.
 */
export class PackingCount {
  private readonly filled: Int32Array;

  constructor(
    private readonly order: PackingOrder,
    private readonly goalAt: Int32Array,
  ) {
    this.filled = new Int32Array(order.layerSize.length);
  }

  /** The layer packing goes on with after {@link of}: the highest layer not full, -1 when every goal holds a box. */
  next = -1;

  /** Boxes packed in order when the boxes stand on `cells[0]` to `cells[count - 1]`. */
  of(cells: ArrayLike<number>, count: number): number {
    const { filled } = this;
    const { layer, layerSize } = this.order;
    filled.fill(0);
    for (let i = 0; i < count; i++) {
      const g = this.goalAt[cells[i]!]!;
      if (g >= 0) filled[layer[g]!]!++;
    }
    let packed = 0;
    this.next = -1;
    for (let l = layerSize.length - 1; l >= 0; l--) {
      packed += filled[l]!;
      if (filled[l]! < layerSize[l]!) {
        this.next = l;
        break;
      }
    }
    return packed;
  }
}
