/**
 * Routes of one box through the others: the fewest pushes that take a box
 * to one of a set of cells while every other box stays where it is, the
 * pusher walking between pushes. A search over (box cell, cell the pusher
 * stands on after the push), breadth first: the pushes are the push
 * table's, so it holds on every tiling.
 *
 * The other boxes stand still, so one depth-first walk of the floor they
 * leave, with its cut cells, tells every node's pusher area: with the box
 * on `x`, two cells are joined unless `x` is a cut cell that puts them in
 * different pieces. No node needs a flood of its own.
 */
import type { LevelAnalysis } from './dead-cells.js';
import { AreaLabels, CutCells } from './pusher-regions.js';

/** Breadth-first routes of one box; its scratch tables are kept from one call to the next. */
export class BoxRoutes {
  /** Stamp of the nodes seen in the current call, by node (see {@link arrival}). */
  private readonly seen: Int32Array;
  /** The push that reached each node seen, and the node it came from. */
  private readonly via: Int32Array;
  private readonly from: Int32Array;
  private readonly queue: Int32Array;
  private epoch = 0;
  /** The floor the other boxes leave, around the box, and its cut cells: walked once per route. */
  private readonly areas: AreaLabels;
  private readonly cuts: CutCells;
  /** The node each push leads to: the box on the push's target, the pusher where the box stood. */
  private readonly arrival: Int32Array;

  constructor(private readonly analysis: LevelAnalysis) {
    const { level, pushes } = analysis;
    const count = pushes.box.length;
    this.seen = new Int32Array(count);
    this.via = new Int32Array(count);
    this.from = new Int32Array(count);
    this.queue = new Int32Array(count);
    this.areas = new AreaLabels(analysis.floor, level.neighbours, level.directionCount);
    this.cuts = new CutCells(level.size, level.neighbours, level.directionCount);
    // A node is the box's cell and the pusher's after the push, which is where the box stood: pushes that share
    // both (several pusher cells can push the same way on an irregular tiling) are one node, named by the first.
    this.arrival = new Int32Array(count);
    const { firstInto, into, box } = pushes;
    for (let t = 0; t < level.size; t++) {
      for (let i = firstInto[t]!; i < firstInto[t + 1]!; i++) {
        const m = into[i]!;
        let same = firstInto[t]!;
        while (box[into[same]!] !== box[m]) same++;
        this.arrival[m] = into[same]!;
      }
    }
  }

  /**
   * The smallest cell of the pusher's area once the last {@link route}'s box
   * stands on `x`, pushed there from `stand` (where the pusher stands now),
   * the other boxes where they stood: the piece of the route's floor
   * without `x` that holds `stand`, read from the walk's cut cells. -1 when
   * that is the piece holding the walk's root and a piece `x` cuts off holds
   * the walk's smallest cells, so only a flood tells.
   */
  pusherKey(x: number, stand: number): number {
    const { areas, cuts } = this;
    const cut = cuts.has(x);
    if (cut) {
      const w = cuts.pieceOf(areas, x, stand);
      if (w >= 0) return cuts.subtreeMin[w]!;
    }
    // The floor holds x and stand, so it has a second smallest cell.
    const min = areas.areaMin[0] === x ? cuts.secondSmallest : areas.areaMin[0]!;
    return !cut || cuts.pieceOf(areas, x, min) < 0 ? min : -1;
  }

  /**
   * The pushes (indices into the push table, in order) that bring the box on
   * `box` to a cell `wanted` marks with 1, other boxes (non-zero in `boxAt`,
   * which must show this box too) standing still, the pusher starting in
   * the area `start` labels; boxes never cross `dead` cells. `null` when no
   * route exists or more than `limit` nodes would be searched. `boxAt` is
   * left as it was.
   */
  route(box: number, boxAt: Int32Array, start: AreaLabels, wanted: Uint8Array, dead: Uint8Array, limit: number): number[] | null {
    // Stryker disable next-line all: the stamps wrap after 2^31 calls, which no test reaches
    if (++this.epoch === 0x7fffffff) {
      this.seen.fill(0);
      this.epoch = 1;
    }
    const { seen, via, from, queue, areas, cuts, epoch, arrival } = this;
    const { first, pusher, target, box: boxCell } = this.analysis.pushes;
    const id = boxAt[box]!;
    boxAt[box] = 0;
    areas.reset();
    cuts.flood(areas, box, boxAt);
    let tail = 0;
    let found = -1;
    // The first node is the box where it stands, the pusher in its own area; -1 marks it.
    for (let head = -1; head < tail && found < 0; head++) {
      const node = head < 0 ? -1 : queue[head]!;
      const x = node < 0 ? box : target[node]!;
      // After a push the pusher stands where the box stood: the piece of that cell once x is taken out.
      const stand = node < 0 ? -1 : boxCell[node]!;
      const cut = node >= 0 && cuts.has(x);
      const piece = cut ? cuts.pieceOf(areas, x, stand) : -1;
      for (let m = first[x]!; m < first[x + 1]!; m++) {
        const t = target[m]!;
        const q = pusher[m]!;
        if (boxAt[t] !== 0 || dead[t] === 1) continue;
        if (node < 0 ? !start.has(q) : !areas.has(q) || q === x || (cut && cuts.pieceOf(areas, x, q) !== piece)) continue;
        const next = arrival[m]!;
        if (seen[next] === epoch) continue;
        seen[next] = epoch;
        via[next] = m;
        from[next] = node;
        if (wanted[t] === 1) {
          found = next;
          break;
        }
        if (tail === limit) break;
        queue[tail++] = next;
      }
    }
    boxAt[box] = id;
    if (found < 0) return null;
    const out: number[] = [];
    for (let n = found; n >= 0; n = from[n]!) out.push(via[n]!);
    return out.reverse();
  }
}
