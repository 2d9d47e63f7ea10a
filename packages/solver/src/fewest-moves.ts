/**
 * Fewest moves among the solutions with the fewest pushes. A* proves how
 * few pushes a level needs, but its states leave the pusher anywhere in
 * its area, so it cannot count steps. This search can: its positions keep
 * the pusher on its cell and the pushes made so far, and each push costs
 * the shortest walk to it plus one. It stays among the positions a
 * solution of that many pushes can pass (pushes so far plus the matching's
 * bound, by the pusher's side of each box, at most the total), and takes
 * them by moves so far plus the pushes still to make (each at least one
 * move), so the first solved position it takes has the fewest moves of
 * them all. One pusher only, and only while the positions stay within a
 * budget.
 */
import type { Position } from '@polyban/core';
import type { LevelAnalysis } from './dead-cells.js';
import { Assignment, NO_EDGE } from './matching.js';
import { AreaLabels } from './pusher-regions.js';
import type { SolutionPush } from './spelling.js';
import { OpenList } from './transposition.js';

/**
 * The pushes of a solution from `start` with exactly `pushes` pushes (the
 * fewest there are) and the fewest moves, or `null` when the level has
 * several pushers or Sokoban+ numbers or more than 55,296 cells (its keys
 * take a UTF-16 character per cell), when more than `budget` positions
 * would be needed, or when `Date.now()` passes `until`.
 */
export function fewestMoves(a: LevelAnalysis, start: Position, pushes: number, budget: number, until: number): SolutionPush[] | null {
  const { level } = a;
  if (start.pushers.length !== 1 || a.classCount !== 1 || level.size > 0xd800 || pushes >= 0xd800) return null;
  const D = level.directionCount;
  const n = start.boxes.length;
  const m = level.goals.length;
  const { first, pusher, direction, target } = a.pushes;
  const cost = new Int32Array(n * m);
  const assignment = new Assignment(n, m);
  const { sides, sideDistance } = a;
  /** The matching's bound of boxes on `cells`, the pusher on `p`: each box's push distances from the side the pusher is on. */
  const bound = (cells: Int32Array, p: number): number => {
    for (let i = 0; i < n; i++) {
      const c = cells[i]!;
      const at = c * sides.stride + sides.side(c, p);
      for (let g = 0; g < m; g++) {
        const d = a.pushDistance[g]![c]!;
        const e = sideDistance[g]![at]!;
        cost[i * m + g] = d < 0 || e < 0 ? NO_EDGE : Math.max(d, e);
      }
    }
    const total = assignment.solve(cost);
    return total >= NO_EDGE ? Infinity : total;
  };

  // Per position: its boxes (sorted), the pusher's cell, pushes and moves so far, the position it came from and the push.
  const boxes: Int32Array[] = [];
  const at: number[] = [];
  const made: number[] = [];
  const moves: number[] = [];
  const parent: number[] = [];
  const move: number[] = [];
  const closed: number[] = [];
  const known = new Map<string, number>();
  const bounds = new Map<string, number>();
  const open = new OpenList();
  // A placement's key: a character per cell, the pusher's first. Cells past 0xd7ff would meet UTF-16's surrogates.
  const char = Array.from({ length: Math.min(level.size, 0xd800) }, (_, c) => String.fromCharCode(c));
  const keyOf = (cells: Int32Array, p: number): string => {
    let key = char[p]!;
    for (let i = 0; i < n; i++) key += char[cells[i]!]!;
    return key;
  };
  const add = (cells: Int32Array, p: number, g: number, w: number, from: number, mv: number, placed = keyOf(cells, p)): void => {
    const key = placed + String.fromCharCode(g);
    const old = known.get(key);
    if (old !== undefined) {
      if (moves[old]! <= w) return;
      moves[old] = w;
      parent[old] = from;
      move[old] = mv;
      open.push(w + pushes - g, old);
      return;
    }
    known.set(key, boxes.length);
    open.push(w + pushes - g, boxes.length);
    boxes.push(cells);
    at.push(p);
    made.push(g);
    moves.push(w);
    parent.push(from);
    move.push(mv);
    closed.push(0);
  };
  add(Int32Array.from(start.boxes).sort(), start.pushers[0]!, 0, 0, -1, -1);

  const boxAt = new Uint8Array(level.size);
  const dist = new Int32Array(level.size);
  const queue = new Int32Array(level.size);
  let taken = 0;
  while (open.size > 0) {
    if (boxes.length > budget || ((++taken & 255) === 0 && Date.now() > until)) return null;
    const key = open.peekKey();
    const s = open.pop();
    const w = moves[s]!;
    if (closed[s] === 1 || key !== w + pushes - made[s]!) continue;
    closed[s] = 1;
    const cells = boxes[s]!;
    if (made[s] === pushes) {
      if (cells.every((c) => level.goal[c] === 1)) return pushesTo(a, boxes, at, parent, move, s);
      continue;
    }
    // The pusher's shortest walks to every cell it can reach.
    for (const c of cells) boxAt[c] = 1;
    dist.fill(-1);
    dist[at[s]!] = 0;
    queue[0] = at[s]!;
    for (let head = 0, tail = 1; head < tail; head++) {
      const c = queue[head]!;
      for (let d = 0; d < D; d++) {
        const v = level.neighbours[c * D + d]!;
        if (v >= 0 && a.floor[v] === 1 && boxAt[v] === 0 && dist[v]! < 0) {
          dist[v] = dist[c]! + 1;
          queue[tail++] = v;
        }
      }
    }
    for (let i = 0; i < n; i++) {
      const b = cells[i]!;
      for (let k = first[b]!; k < first[b + 1]!; k++) {
        const p = pusher[k]!;
        const t = target[k]!;
        if (dist[p]! < 0 || boxAt[t] === 1 || a.deadCells[t] === 1) continue;
        const next = cells.slice();
        next[i] = t;
        next.sort();
        // The bound depends on the boxes and the pusher's cell only: a placement met again by another path keeps it.
        const placed = keyOf(next, b);
        let h = bounds.get(placed);
        if (h === undefined) bounds.set(placed, (h = bound(next, b)));
        if (made[s]! + 1 + h > pushes) continue;
        add(next, b, made[s]! + 1, w + dist[p]! + 1, s, p * D + direction[k]!, placed);
      }
    }
    for (const c of cells) boxAt[c] = 0;
  }
  return null;
}

/** The pushes from the start to position `s`, each with the key of the pusher's area after it (its smallest cell). */
function pushesTo(a: LevelAnalysis, boxes: Int32Array[], at: number[], parent: number[], move: number[], s: number): SolutionPush[] {
  const { level } = a;
  const out: SolutionPush[] = [];
  const areas = new AreaLabels(a.floor, level.neighbours, level.directionCount);
  const boxAt = new Int32Array(level.size);
  for (let x = s; parent[x]! >= 0; x = parent[x]!) {
    for (const c of boxes[x]!) boxAt[c] = 1;
    areas.reset();
    out.push({ move: move[x]!, keys: [areas.areaMin[areas.areaOf(at[x]!, boxAt)]!] });
    for (const c of boxes[x]!) boxAt[c] = 0;
  }
  return out.reverse();
}
