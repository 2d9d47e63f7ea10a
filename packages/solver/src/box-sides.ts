/**
 * The sides of a box. A box on a cell that cuts the floor in two (a cell of
 * a corridor, a doorway) can only be pushed from the side the pusher is on:
 * to push it from the other side, the pusher would have to walk round, and
 * there is no way round. The lone-box push distances of `dead-cells.ts` let
 * the pusher stand anywhere; the distances here follow the pusher too, so a
 * box in a corridor with the pusher on the wrong side counts the pushes it
 * really needs (or none at all, when it can never reach the goal).
 *
 * Why this is a lower bound in every position: between two pushes of one
 * box, the pusher walks and pushes other boxes, and each cell it passes is
 * floor other than the box's cell; so it stays on the same side of that
 * box, the side it was on before. Other boxes only get in the way.
 *
 * The sides come from one depth-first walk over the floor with no box on
 * it (core's neighbour table alone, so any tiling): taking out a cell `c`
 * leaves the piece holding its parent in the walk's tree, side 0, and one
 * piece per child whose subtree links to nothing above `c`, sides 1, 2, …
 */
import type { Level } from '@polyban/core';
import { usableFloor } from './push-moves.js';
import { AreaLabels, CutCells } from './pusher-regions.js';

/** Where a box on each cell splits the floor, and which side of it each cell lies on. */
export interface BoxSides {
  /** The most sides a box's cell has (1 where no cell cuts the floor): the stride of tables indexed `cell * stride + side`. */
  readonly stride: number;
  /**
   * The side of a box on `c` that cell `p` lies on: the index of the piece
   * of the floor, without `c`, that holds `p` (0 for every cell when `c`
   * cuts nothing). 0 for `p` in another area of the floor (with several
   * pushers, a room no other pusher can walk to).
   */
  side(c: number, p: number): number;
}

/** {@link BoxSides} in typed arrays: per cell, the depth-first time span of each piece other than side 0. */
class FloorSides implements BoxSides {
  constructor(
    readonly stride: number,
    /** Area of each floor cell (pieces of the floor no pusher walks between). */
    private readonly area: Int32Array,
    /** Depth-first time of each floor cell in its area's walk. */
    private readonly time: Int32Array,
    /** Pieces of cell `c`: entries `first[c]` to `first[c + 1] - 1` of `from` and `to`. */
    private readonly first: Int32Array,
    /** Times of a piece's cells: `from[j]` to `to[j] - 1`. */
    private readonly from: Int32Array,
    private readonly to: Int32Array,
  ) {}

  side(c: number, p: number): number {
    // Times restart in each area's walk, so a cell of another area could fall in a piece's span.
    if (this.area[p] !== this.area[c]) return 0;
    const start = this.first[c]!;
    const end = this.first[c + 1]!;
    const at = this.time[p]!;
    for (let j = start; j < end; j++) if (this.from[j]! <= at && at < this.to[j]!) return j - start + 1;
    return 0;
  }
}

/** Finds the sides of a box on every floor cell of `level` (`floor[c]` 1 where boxes and pushers may stand). */
export function boxSides(level: Level, floor: Uint8Array): BoxSides {
  const { size, directionCount: D, neighbours: nb } = level;
  const labels = new AreaLabels(floor, nb, D);
  const walk = new CutCells(size, nb, D);
  const empty = new Int32Array(size);
  const area = new Int32Array(size).fill(-1);
  // Each area's walk reuses the walk's arrays: its times are copied out before the next area's.
  const time = new Int32Array(size);
  const finish = new Int32Array(size);
  const low = new Int32Array(size);
  const parent = new Int32Array(size);
  labels.reset();
  for (let start = 0; start < size; start++) {
    if (floor[start] === 0 || labels.has(start)) continue;
    walk.flood(labels, start, empty);
    const a = labels.count - 1;
    for (let i = labels.start[a]!; i < labels.start[a + 1]!; i++) {
      const c = labels.cells[i]!;
      area[c] = a;
      time[c] = walk.disc[c]!;
      finish[c] = walk.finish[c]!;
      low[c] = walk.low[c]!;
      parent[c] = walk.parent[c]!;
    }
  }
  const first = new Int32Array(size + 1);
  const from: number[] = [];
  const to: number[] = [];
  let stride = 1;
  for (let c = 0; c < size; c++) {
    first[c] = from.length;
    if (area[c]! < 0) continue;
    // The root has no parent's piece: its first child's subtree is side 0, each other child's a side of its own.
    const root = parent[c]! < 0;
    let firstChild = -1;
    for (let d = 0; d < D; d++) {
      const w = nb[c * D + d]!;
      if (w < 0 || area[w] !== area[c] || parent[w] !== c) continue;
      // A cell met twice (two directions to one neighbour) is one child.
      if (w === firstChild || from.indexOf(time[w]!, first[c]) >= 0) continue;
      if (root && firstChild < 0) firstChild = w;
      else if (root || low[w]! >= time[c]!) {
        from.push(time[w]!);
        to.push(finish[w]!);
      }
    }
    stride = Math.max(stride, from.length - first[c]! + 1);
  }
  first[size] = from.length;
  return new FloorSides(stride, area, time, first, Int32Array.from(from), Int32Array.from(to));
}

/** {@link levelSides} per level: the memory check of a solve and the level's analysis both ask. */
const kept = new WeakMap<Level, BoxSides>();

/** {@link boxSides} on the floor where boxes may stand (see `usableFloor`), found once per level. */
export function levelSides(level: Level): BoxSides {
  let sides = kept.get(level);
  if (sides === undefined) kept.set(level, (sides = boxSides(level, usableFloor(level))));
  return sides;
}
