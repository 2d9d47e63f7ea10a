/**
 * Every push the board allows a lone box, read off the level's neighbour
 * table with core's push rule: a pusher on `p` stepping by `d` into a box on
 * `b` moves the box to `t = step(b, d)`. Nothing here knows a tiling: the
 * table is what the search, the dead cells, the push distances and the
 * freeze test all use, so a new tiling needs no solver change.
 */
import type { Level } from '@polyban/core';

/**
 * The pushes of a lone box, grouped by the box's cell in compressed rows:
 * the pushes of a box on cell `b` are entries `first[b]` to `first[b + 1] - 1`.
 * Only pushes whose pusher cell and target cell are floor a pusher can ever
 * stand on are listed: the others can never happen.
 */
export interface PushMoves {
  /** Start of each cell's entries; `size + 1` long. */
  readonly first: Int32Array;
  /** Cell of the box before the push. */
  readonly box: Int32Array;
  /** Cell the pusher stands on before the push. */
  readonly pusher: Int32Array;
  /** Direction index of the push (into `level.letters`). */
  readonly direction: Int8Array;
  /** Cell the box lands on. */
  readonly target: Int32Array;
  /** The same pushes grouped by target cell (`firstInto[t]` …), as indices into the arrays above: for searches run backwards. */
  readonly firstInto: Int32Array;
  /** Indices of the pushes, grouped by target cell: the pushes that land a box on `t` are `into[firstInto[t]]` to `into[firstInto[t + 1] - 1]`, in increasing order. */
  readonly into: Int32Array;
}

/**
 * `floor[c]` is 1 where a pusher or a moved box can ever stand: a cell of
 * the tiling that is neither a wall nor outside (floor no pusher can reach).
 */
export function usableFloor(level: Level): Uint8Array {
  const floor = new Uint8Array(level.size);
  for (let c = 0; c < level.size; c++) floor[c] = level.isCell[c] === 1 && level.wall[c] === 0 && level.outside[c] === 0 ? 1 : 0;
  return floor;
}

/** Builds the push table of a level, in typed arrays counted before they are filled (no array per cell). */
export function pushMoves(level: Level, floor: Uint8Array): PushMoves {
  const { size, directionCount: D, neighbours: nb } = level;
  // Who can push into a cell by d: several cells may lead to one by the same letter on an irregular tiling, so all are kept, in increasing order.
  const arrivalStart = new Int32Array(size * D + 1);
  for (let p = 0; p < size; p++) {
    if (floor[p] === 0) continue;
    for (let d = 0; d < D; d++) {
      const b = nb[p * D + d]!;
      if (b >= 0 && floor[b] === 1) arrivalStart[b * D + d + 1]!++;
    }
  }
  for (let i = 0; i < size * D; i++) arrivalStart[i + 1]! += arrivalStart[i]!;
  const arrival = new Int32Array(arrivalStart[size * D]!);
  const next = arrivalStart.slice(0, size * D);
  for (let p = 0; p < size; p++) {
    if (floor[p] === 0) continue;
    for (let d = 0; d < D; d++) {
      const b = nb[p * D + d]!;
      if (b >= 0 && floor[b] === 1) arrival[next[b * D + d]!++] = p;
    }
  }
  let count = 0;
  for (let b = 0; b < size; b++) {
    if (floor[b] === 0) continue;
    for (let d = 0; d < D; d++) {
      const t = nb[b * D + d]!;
      if (t >= 0 && floor[t] === 1) count += arrivalStart[b * D + d + 1]! - arrivalStart[b * D + d]!;
    }
  }
  const first = new Int32Array(size + 1);
  const pusher = new Int32Array(count);
  const direction = new Int8Array(count);
  const target = new Int32Array(count);
  const box = new Int32Array(count);
  let m = 0;
  for (let b = 0; b < size; b++) {
    first[b] = m;
    if (floor[b] === 0) continue;
    for (let d = 0; d < D; d++) {
      const t = nb[b * D + d]!;
      if (t < 0 || floor[t] === 0) continue;
      for (let i = arrivalStart[b * D + d]!; i < arrivalStart[b * D + d + 1]!; i++) {
        pusher[m] = arrival[i]!;
        direction[m] = d;
        target[m] = t;
        box[m] = b;
        m++;
      }
    }
  }
  first[size] = count;
  const firstInto = new Int32Array(size + 1);
  for (let k = 0; k < count; k++) firstInto[target[k]! + 1]!++;
  for (let c = 0; c < size; c++) firstInto[c + 1]! += firstInto[c]!;
  const fill = firstInto.slice(0, size);
  const into = new Int32Array(count);
  for (let k = 0; k < count; k++) into[fill[target[k]!]!++] = k;
  return { first, box, pusher, direction, target, firstInto, into };
}
