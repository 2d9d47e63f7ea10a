/**
 * Boxes in each other's way, after the hotspots of FESS (Shoham and
 * Schaeffer, 2020). A box stands in another's way when it stands on the
 * pusher's cell or on the target of a push that would bring that box
 * nearer a goal of its class (by lone-box push distances). The box off a
 * goal in the way of the most others is the hotspot; the search weighs the
 * push that takes it to where it is in the way of the fewest, fewer than
 * now, as advised, so that lines of play that clear the way are tried
 * early in every feature cell.
 *
 * Only the push table, the neighbour table and the distances are read: the
 * same rule on every tiling.
 */
import type { LevelAnalysis } from './dead-cells.js';
import { pushIsOpen, type AreaLabels } from './pusher-regions.js';

/**
 * How many boxes next to cell `c` a box on `c` is in the way of (see the
 * module's comment). `boxAt[x]` is one more than the slot of the
 * box on `x`, 0 where none stands; `slotClass` gives each slot's class.
 */
export function inTheWay(a: LevelAnalysis, boxAt: Int32Array, slotClass: Int32Array, c: number): number {
  const { first, pusher, target } = a.pushes;
  const { neighbours: nb, directionCount: D } = a.level;
  let count = 0;
  for (let d = 0; d < D; d++) {
    const x = nb[c * D + d]!;
    // Walls and cells off the board never hold a box; a box on a goal of its class is at distance 0, and no push brings
    // it nearer. A neighbour two directions lead to (Trioban has them) is one box.
    if (x < 0 || boxAt[x] === 0 || nb.indexOf(x, c * D) < c * D + d) continue;
    const near = a.goalDistanceByClass[slotClass[boxAt[x]! - 1]!]!;
    for (let m = first[x]!; m < first[x + 1]!; m++) {
      const t = target[m]!;
      if ((pusher[m] === c || t === c) && near[t]! >= 0 && near[t]! < near[x]!) {
        count++;
        break;
      }
    }
  }
  return count;
}

/**
 * The push that clears others' way in the position whose boxes stand on
 * `cells[0..n)` (slot by slot, as in `boxAt`), the pusher's area labelled
 * in `areas`: of the boxes off goals, the first in the way of the most
 * others (at least one) is pushed to where it is in the way of the fewest,
 * fewer than now, by a push open now and onto no dead cell of its class.
 * The index of that push in the level's push table, or -1 when there is
 * none. `boxAt` is changed while the pushes are weighed, and restored.
 */
export function hotspotPush(a: LevelAnalysis, areas: AreaLabels, boxAt: Int32Array, slotClass: Int32Array, cells: ArrayLike<number>, n: number): number {
  let hot = -1;
  let most = 0;
  for (let i = 0; i < n; i++) {
    const c = cells[i]!;
    if (a.goalAt[c]! >= 0) continue;
    const k = inTheWay(a, boxAt, slotClass, c);
    if (k > most) {
      most = k;
      hot = i;
    }
  }
  if (hot < 0) return -1;
  const b = cells[hot]!;
  const id = boxAt[b]!;
  const dead = a.deadCellsByClass[slotClass[hot]!]!;
  const { first, pusher, target } = a.pushes;
  let best = -1;
  let fewest = most;
  for (let m = first[b]!; m < first[b + 1]!; m++) {
    const t = target[m]!;
    if (!pushIsOpen(areas, boxAt, pusher[m]!, t) || dead[t] === 1) continue;
    boxAt[b] = 0;
    boxAt[t] = id;
    const k = inTheWay(a, boxAt, slotClass, t);
    boxAt[t] = 0;
    boxAt[b] = id;
    if (k < fewest) {
      fewest = k;
      best = m;
    }
  }
  return best;
}
