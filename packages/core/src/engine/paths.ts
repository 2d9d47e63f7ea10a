/**
 * Searches a player needs for click-to-move: where the pusher can walk, the
 * shortest walk to a cell, and a push path that brings one box to a target.
 * All work on the level's neighbour tables.
 */
import type { Level } from './level.js';
import { reachableCells, type Position } from './position.js';
import { applyAction, canEnter, newEffect, Outcome, undoAction } from './rules.js';

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

/** Work arrays of {@link searchPath}, kept per level: a search marks cells with a generation number instead of clearing arrays the size of the board. */
interface SearchScratch {
  seen: Uint32Array;
  prev: Int32Array;
  queue: Int32Array;
  generation: number;
}

const scratchOf = new WeakMap<Level, SearchScratch>();

/** The level's work arrays with a new generation: a cell is seen in this search when `seen[cell] === generation`. */
function searchScratch(level: Level): SearchScratch {
  let s = scratchOf.get(level);
  if (!s) {
    s = { seen: new Uint32Array(level.size), prev: new Int32Array(level.size), queue: new Int32Array(level.size), generation: 0 };
    scratchOf.set(level, s);
  }
  if (s.generation === 0xffffffff) {
    s.seen.fill(0);
    s.generation = 0;
  }
  s.generation++;
  return s;
}

/**
 * Breadth-first search through the neighbour table from `from` to `to`,
 * entering only cells for which `open` is true; the cell path or `null`.
 * The work is in proportion to the cells searched, not to the board: a
 * pusher change to a pusher nearby costs little on a large board.
 */
function searchPath(level: Level, from: number, to: number, open: (cell: number) => boolean): number[] | null {
  if (from === to) return [from];
  const D = level.directionCount;
  const { seen, prev, queue, generation } = searchScratch(level);
  let head = 0;
  let tail = 0;
  seen[from] = generation;
  queue[tail++] = from;
  while (head < tail) {
    const c = queue[head++]!;
    for (let d = 0; d < D; d++) {
      const n = level.neighbours[c * D + d]!;
      if (n < 0 || seen[n] === generation || !open(n)) continue;
      seen[n] = generation;
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

/**
 * The direction of `letter` (either case) in `level`, -1 for none: the
 * previous step of a walk, as the last letter of a move text gives it (a
 * `]` or `}` ends a jump or pusher change, after which no heading holds).
 */
function previousDirection(level: Level, letter: string | undefined): number {
  if (letter === undefined || letter.length !== 1) return -1;
  return level.letterIndex[letter.charCodeAt(0)] ?? -1;
}

/**
 * The shortest walk (lower-case letters) for the active pusher to `target`, `''` if already there, `null` if it cannot get there.
 * `previous` is the letter of the move just made, if any: where two letters reach the same cell (Trioban), the walk's first
 * step keeps the heading nearest it, as every later step keeps its own predecessor's.
 */
export function walkTo(level: Level, position: Position, target: number, previous?: string): string | null {
  const from = position.pushers[position.active]!;
  const cells = walkCells(level, position, from, target);
  return cells ? pathLetters(level, cells, previousDirection(level, previous)).letters : null;
}

/**
 * Moves for bringing the box on `boxCell` to `target` with the fewest
 * pushes, walking the active pusher between pushes; `null` if no such path
 * exists (other boxes and pushers stay where they are). Letters are lower
 * case for walks and upper case for pushes; `previous` is the letter of the
 * move just made, if any, as for {@link walkTo}.
 *
 * The search runs over (box cell, side of the box the pusher stands on).
 * Which sides the pusher can walk between, the box standing in the way, is
 * read off the blocks of one biconnected-component pass over the free cells,
 * so no flood fill is needed per search node: the work
 * is linear in the board.
 */
export function pushPath(level: Level, position: Position, boxCell: number, target: number, previous?: string): string | null {
  const boxId = position.boxAt[boxCell]!;
  if (boxId === 0) return null;
  if (boxCell === target) return '';
  const D = level.directionCount;
  const nb = level.neighbours;
  const start = position.pushers[position.active]!;
  // Work on a copy without the moving box and the active pusher: the cells they may use are free.
  const p: Position = { ...position, boxAt: position.boxAt.slice(), pusherAt: position.pusherAt.slice(), boxes: position.boxes.slice(), pushers: position.pushers.slice() };
  p.boxAt[boxCell] = 0;
  p.pusherAt[start] = 0;
  const blocks = sideBlocks(level, p);

  // States: box cell * D + the direction from the box to the pusher's cell.
  const states = level.size * D;
  const parent = new Int32Array(states).fill(-2);
  const pushedBy = new Int8Array(states); // the push letter that led to the state
  const pushedFrom = new Int32Array(states); // the cell the pusher pushed from
  const queue = new Int32Array(states);
  let head = 0;
  let tail = 0;
  // The first sides: those the pusher reaches from where it stands, the box in the way.
  p.boxAt[boxCell] = boxId;
  const first = reachableCells(level, p, start);
  p.boxAt[boxCell] = 0;
  for (let e = 0; e < D; e++) {
    const q = nb[boxCell * D + e]!;
    if (q >= 0 && first[q] === 1) {
      parent[boxCell * D + e] = -1;
      queue[tail++] = boxCell * D + e;
    }
  }

  const step = { kind: 'step' as const, direction: 0, pull: false };
  const mode = { reverse: false, pulled: false };
  const effect = newEffect();
  const active = position.active;
  while (head < tail) {
    const state = queue[head++]!;
    const box = Math.floor(state / D);
    const side = state % D;
    const block = blocks[box * D + side]!;
    p.boxAt[box] = boxId;
    for (let e = 0; e < D; e++) {
      const q = nb[box * D + e]!;
      // The pusher walks round to side e if its edge to the box is in the block of the side it is on (the side itself
      // among them). Every edge between two free cells has a block, so a side off the board or behind a wall, -1,
      // never matches.
      if (blocks[box * D + e] !== block) continue;
      for (let d = 0; d < D; d++) {
        if (nb[q * D + d] !== box) continue;
        // The rules decide the push: the pusher on q steps by d into the box.
        p.pushers[active] = q;
        p.pusherAt[q] = active + 1;
        step.direction = d;
        const outcome = applyAction(level, p, step, mode, effect);
        const beyond = outcome === Outcome.Push ? effect.boxTo : -1;
        if (outcome >= 0) undoAction(p, effect);
        p.pusherAt[q] = 0;
        if (beyond < 0) continue;
        const back = directionTo(level, beyond, box);
        const next = beyond * D + back;
        if (back < 0 || parent[next] !== -2) continue;
        parent[next] = state;
        pushedBy[next] = d;
        pushedFrom[next] = q;
        queue[tail++] = next;
        if (beyond === target) {
          p.boxAt[box] = 0;
          return spell(level, p, boxId, start, next, parent, pushedBy, pushedFrom, previousDirection(level, previous));
        }
      }
    }
    p.boxAt[box] = 0;
  }
  return null;
}

/** The first direction leading from `from` to `to` in one step, or -1. */
function directionTo(level: Level, from: number, to: number): number {
  const D = level.directionCount;
  for (let d = 0; d < D; d++) if (level.neighbours[from * D + d] === to) return d;
  return -1;
}

/**
 * For every free cell `c` and direction `d` to a free neighbour, the
 * biconnected block of the edge `c`–neighbour (-1 where there is none). Two
 * neighbours of `c` are joined by a path that avoids `c` exactly when their
 * edges to `c` are in one block, which is what tells whether a pusher can
 * walk round a box standing on `c`. Tarjan's algorithm, run with explicit
 * stacks: a board's size, not the call stack, bounds the depth.
 */
export function sideBlocks(level: Level, p: Position): Int32Array {
  const D = level.directionCount;
  const nb = level.neighbours;
  const size = level.size;
  const free = (c: number): boolean => canEnter(level, p, c);
  const block = new Int32Array(size * D).fill(-1);
  const disc = new Int32Array(size).fill(-1);
  const low = new Int32Array(size);
  const parentCell = new Int32Array(size).fill(-1);
  const nextDir = new Int32Array(size);
  const stack = new Int32Array(size); // the DFS path
  const edges = new Int32Array(size * D); // edge stack of entries cell * D + d, each pushed at most once
  let edgeTop = 0;
  let time = 0;
  let blocks = 0;

  const closeBlock = (u: number, v: number): void => {
    // Pop edges down to the tree edge u -> v; all of them, both ways round, get one block number.
    while (edgeTop > 0) {
      const entry = edges[--edgeTop]!;
      const a = Math.floor(entry / D);
      const b = nb[entry]!;
      block[entry] = blocks;
      for (let d = 0; d < D; d++) if (nb[b * D + d] === a) block[b * D + d] = blocks;
      if (a === u && b === v) break;
    }
    blocks++;
  };

  for (let root = 0; root < size; root++) {
    if (disc[root] !== -1 || level.isCell[root] === 0 || !free(root)) continue;
    let top = 0;
    stack[top++] = root;
    disc[root] = low[root] = time++;
    nextDir[root] = 0;
    while (top > 0) {
      const u = stack[top - 1]!;
      if (nextDir[u]! < D) {
        const d = nextDir[u]!++;
        const w = nb[u * D + d]!;
        if (!free(w)) continue;
        // An edge back to the parent (one, or two where two letters lead there) needs no case of its own: taken as a
        // back edge, it lowers low[u] to disc[parent] at most, which leaves the test low[u] >= disc[parent] as it was,
        // and the block it is popped with is the tree edge's.
        if (disc[w] === -1) {
          edges[edgeTop++] = u * D + d;
          parentCell[w] = u;
          disc[w] = low[w] = time++;
          nextDir[w] = 0;
          stack[top++] = w;
        } else if (disc[w]! < disc[u]!) {
          edges[edgeTop++] = u * D + d;
          if (disc[w]! < low[u]!) low[u] = disc[w]!;
        }
        continue;
      }
      top--;
      const parentOfU = parentCell[u]!;
      if (parentOfU >= 0) {
        if (low[u]! < low[parentOfU]!) low[parentOfU] = low[u]!;
        if (low[u]! >= disc[parentOfU]!) closeBlock(parentOfU, u);
      }
    }
  }
  return block;
}

/** Turns the chain of push states ending at `last` into walk and push letters. */
function spell(level: Level, p: Position, boxId: number, start: number, last: number, parent: Int32Array, pushedBy: Int8Array, pushedFrom: Int32Array, before: number): string {
  const D = level.directionCount;
  const chain: number[] = [];
  for (let s = last; parent[s]! >= 0; s = parent[s]!) chain.push(s);
  chain.reverse();
  let out = '';
  let at = start;
  let previous = before;
  for (const s of chain) {
    // The box stands where the state before this push had it; the pusher walks to the push cell, then pushes.
    const box = Math.floor(parent[s]! / D);
    const q = pushedFrom[s]!;
    p.boxAt[box] = boxId;
    const cells = walkCells(level, p, at, q) ?? [at];
    p.boxAt[box] = 0;
    out += pathLetters(level, cells, previous).letters + level.letters[pushedBy[s]!]!.toUpperCase();
    previous = pushedBy[s]!;
    at = box;
  }
  return out;
}
