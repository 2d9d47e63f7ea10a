/**
 * Searches a player needs for click-to-move: where the pusher can walk, the
 * shortest walk to a cell, and a push path that brings one box to a target.
 * All work on the level's neighbour tables.
 */
import type { Level } from './level.js';
import { reachableCells, type Position } from './position.js';
import { applyForwardStep, canEnter, newEffect, Outcome, undoAction } from './rules.js';

/**
 * Picks the letter for a step from `from` to `to`. Where several letters lead
 * there (Trioban), the one whose heading is nearest the previous letter's wins,
 * ties going to the earlier letter in the tiling's order.
 */
function letterFor(level: Level, from: number, to: number, previous: number): number {
  const D = level.directionCount;
  const headings = level.topology.headings;
  let best = -1;
  let bestGap = Infinity;
  for (let d = 0; d < D; d++) {
    if (level.neighbours[from * D + d] !== to) continue;
    if (previous < 0) return d;
    const a = headings[level.letters[d]!] ?? 0;
    const b = headings[level.letters[previous]!] ?? 0;
    let gap = Math.abs(a - b) % 360;
    if (gap > 180) gap = 360 - gap;
    if (gap < bestGap) {
      bestGap = gap;
      best = d;
    }
  }
  return best;
}

/** Writes a cell path as letters (lower case), choosing letters as {@link letterFor} does. */
export function pathLetters(level: Level, cells: readonly number[], previous: number): { letters: string; last: number } {
  let out = '';
  let prev = previous;
  for (let i = 1; i < cells.length; i++) {
    const d = letterFor(level, cells[i - 1]!, cells[i]!, prev);
    out += level.letters[d]!;
    prev = d;
  }
  return { letters: out, last: prev };
}

/** Cells the active pusher can walk to (1) without pushing anything. */
export function reachable(level: Level, position: Position): Uint8Array {
  return reachableCells(level, position);
}

/**
 * Breadth-first search through the neighbour table from `from` to `to`,
 * entering only cells for which `open` is true; the cell path or `null`.
 */
function searchPath(level: Level, from: number, to: number, open: (cell: number) => boolean): number[] | null {
  if (from === to) return [from];
  const D = level.directionCount;
  const prev = new Int32Array(level.size).fill(-1);
  const queue = new Int32Array(level.size);
  let head = 0;
  let tail = 0;
  prev[from] = from;
  queue[tail++] = from;
  while (head < tail) {
    const c = queue[head++]!;
    for (let d = 0; d < D; d++) {
      const n = level.neighbours[c * D + d]!;
      if (n < 0 || prev[n] !== -1 || !open(n)) continue;
      prev[n] = c;
      if (n === to) {
        const path = [to];
        for (let x = c; x !== from; x = prev[x]!) path.push(x);
        path.push(from);
        return path.reverse();
      }
      queue[tail++] = n;
    }
  }
  return null;
}

/** A walk from `from` through cells a pusher may enter (no wall, box or pusher); the cell path or `null`. */
export function walkCells(level: Level, p: Position, from: number, to: number): number[] | null {
  return searchPath(level, from, to, (n) => canEnter(level, p, n));
}

/**
 * The shortest letters leading from one cell to another through the
 * neighbour table, ignoring what stands there: the displacement written in
 * a `[...]` jump or a `{...}` pusher change. `null` if no path exists.
 */
export function displacementLetters(level: Level, from: number, to: number): string | null {
  const cells = searchPath(level, from, to, () => true);
  return cells ? pathLetters(level, cells, -1).letters : null;
}

/** The shortest walk (lower-case letters) for the active pusher to `target`, `''` if already there, `null` if it cannot get there. */
export function walkTo(level: Level, position: Position, target: number): string | null {
  const from = position.pushers[position.active]!;
  const cells = walkCells(level, position, from, target);
  return cells ? pathLetters(level, cells, -1).letters : null;
}

/**
 * Moves for bringing the box on `boxCell` to `target` with the fewest
 * pushes, walking the active pusher between pushes; `null` if no such path
 * exists (other boxes stay where they are). Letters are lower case for walks
 * and upper case for pushes.
 */
export function pushPath(level: Level, position: Position, boxCell: number, target: number): string | null {
  const boxId = position.boxAt[boxCell]!;
  if (boxId === 0) return null;
  if (boxCell === target) return '';
  const D = level.directionCount;
  const size = level.size;
  const start = position.pushers[position.active]!;
  // Work on a copy without the moving box, so walks treat only the other boxes as obstacles.
  const p: Position = { ...position, boxAt: position.boxAt.slice(), boxes: position.boxes.slice(), pushers: position.pushers.slice() };
  p.boxAt[boxCell] = 0;
  const pusherAt = position.pusherAt.slice();
  pusherAt[start] = 0;
  p.pusherAt = pusherAt;

  // State: box cell and the pusher cell right after a push (the box's previous cell).
  type Node = { box: number; pusher: number; parent: number; dir: number };
  const nodes: Node[] = [{ box: boxCell, pusher: start, parent: -1, dir: -1 }];
  const seen = new Set<number>();
  const key = (box: number, pusher: number): number => box * size + pusher;
  seen.add(key(boxCell, start));
  const effect = newEffect();
  const active = position.active;
  for (let head = 0; head < nodes.length; head++) {
    const node = nodes[head]!;
    // Cells the pusher can reach with the box standing at node.box.
    const region = regionAround(level, p, node.pusher, node.box);
    // Put the box on its cell for the rules to push it.
    p.boxAt[node.box] = boxId;
    for (let e = 0; e < D; e++) {
      // The pusher stands next to the box (adjacency is mutual in every tiling) and steps into it.
      const q = level.neighbours[node.box * D + e]!;
      if (q < 0 || region[q] !== 1) continue;
      for (let d = 0; d < D; d++) {
        if (level.neighbours[q * D + d] !== node.box) continue;
        // The pusher steps from q; the rules look at other pushers only where the box goes.
        p.pushers[active] = q;
        // The step leads into the box: the rules push it, or refuse when it cannot move.
        const pushed = applyForwardStep(level, p, d, effect) === Outcome.Push;
        if (pushed) undoAction(p, effect);
        p.pusherAt[q] = 0;
        if (!pushed) continue;
        const beyond = effect.boxTo;
        const k = key(beyond, node.box);
        if (seen.has(k)) continue;
        seen.add(k);
        nodes.push({ box: beyond, pusher: node.box, parent: head, dir: d * size + q });
        if (beyond === target) {
          p.boxAt[node.box] = 0;
          return spell(level, p, nodes, nodes.length - 1, start);
        }
      }
    }
    p.boxAt[node.box] = 0;
  }
  return null;
}

function regionAround(level: Level, p: Position, pusher: number, box: number): Uint8Array {
  p.boxAt[box] = 1;
  const region = reachableCells(level, p, pusher);
  p.boxAt[box] = 0;
  return region;
}

/** Turns the chain of push nodes ending at `last` into walk and push letters. */
function spell(level: Level, p: Position, nodes: { box: number; pusher: number; parent: number; dir: number }[], last: number, start: number): string {
  const chain: number[] = [];
  for (let i = last; i > 0; i = nodes[i]!.parent) chain.push(i);
  chain.reverse();
  let out = '';
  let at = start;
  let previous = -1;
  for (const i of chain) {
    const node = nodes[i]!;
    const parent = nodes[node.parent]!;
    const d = Math.floor(node.dir / level.size);
    const q = node.dir % level.size;
    p.boxAt[parent.box] = 1;
    const cells = walkCells(level, p, at, q) ?? [at];
    p.boxAt[parent.box] = 0;
    const walk = pathLetters(level, cells, previous);
    out += walk.letters + level.letters[d]!.toUpperCase();
    previous = d;
    at = node.pusher;
  }
  return out;
}
