/**
 * What the backward search stores, held against references written here
 * from core's rules and the search's documented contract:
 * - each state's bound is the cheapest matching of its boxes to the start's
 *   box cells by lone-box push counts, and a state whose boxes cannot all be
 *   matched is never stored;
 * - each state is counted once, as it is stored, and the search stops at the
 *   state it meets, which the forward store holds;
 * - each state names its pusher area by the area's smallest cell;
 * - the clock is looked at every 64 expansions on a board of up to 4,096
 *   cells, fewer on a larger one, and a budget of expansions is kept exactly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, buildLevel, newEffect, Outcome, startPosition, type Level, type Position } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { analyzeLevel } from '../src/index.js';
import { MemoryLimit } from '../src/memory-limit.js';
import { ReverseSearch, reverseApplies } from '../src/reverse-search.js';
import { Search } from '../src/search.js';
import { at, levelOf, TOPOLOGIES, walk } from './boards.js';
import { onePusherLevel } from './random-boards.js';

const MEMORY = 64 * 1024 * 1024;
const FORWARD = { reverse: false, pulled: false };

/** A forward search that is never run (its store holds the start alone), and the backward search beside it. */
function pair(level: Level, breadthFirst = false, memory: number | MemoryLimit = MEMORY) {
  const a = analyzeLevel(level);
  const start = startPosition(level);
  const forward = new Search(level, a, start, false, MEMORY);
  const backward = new ReverseSearch(a, start, forward.layout, forward.store, memory, breadthFirst);
  return { a, start, forward, backward };
}

const floor = (level: Level, c: number): boolean => c >= 0 && c < level.size && level.isCell[c] === 1 && level.wall[c] === 0;

/**
 * Lone-box push counts by core's step rule: `from` each cell, the fewest
 * pushes taking a box that is alone on the board there to each cell (-1:
 * never), the pusher placed on any floor cell before each push.
 */
function lonePushCounts(level: Level): Map<number, Int32Array> {
  const cells = Array.from({ length: level.size }, (_, c) => c).filter((c) => floor(level, c));
  const next = new Map<number, Set<number>>();
  const effect = newEffect();
  // One position for every try, set to the box and the pusher before it and cleared after: a position made anew for
  // each of the cells' pairs made most of this test's time.
  const position: Position = { boxAt: new Int32Array(level.size), pusherAt: new Int32Array(level.size), boxes: new Int32Array(1), pushers: new Int32Array(1), active: 0 };
  for (const b of cells) {
    const to = new Set<number>();
    for (const p of cells) {
      if (p === b) continue;
      for (let d = 0; d < level.directionCount; d++) {
        position.boxAt[b] = 1;
        position.pusherAt[p] = 1;
        position.boxes[0] = b;
        position.pushers[0] = p;
        if (applyAction(level, position, { kind: 'step', direction: d, pull: false }, FORWARD, effect) === Outcome.Push) to.add(effect.boxTo);
        position.boxAt.fill(0);
        position.pusherAt.fill(0);
      }
    }
    next.set(b, to);
  }
  const out = new Map<number, Int32Array>();
  for (const s of cells) {
    const dist = new Int32Array(level.size).fill(-1);
    dist[s] = 0;
    const queue = [s];
    for (let i = 0; i < queue.length; i++) {
      for (const t of next.get(queue[i]!)!) {
        if (dist[t] !== -1) continue;
        dist[t] = dist[queue[i]!]! + 1;
        queue.push(t);
      }
    }
    out.set(s, dist);
  }
  return out;
}

/** The cheapest assignment of `boxes` to `starts` (one each) by `cost(start, box)`, tried over every order; Infinity when none is finite. */
function cheapestMatching(boxes: readonly number[], starts: readonly number[], cost: (start: number, box: number) => number): number {
  let best = Infinity;
  const used = new Array<boolean>(starts.length).fill(false);
  const go = (i: number, sum: number): void => {
    if (i === boxes.length) {
      best = Math.min(best, sum);
      return;
    }
    for (let j = 0; j < starts.length; j++) {
      if (used[j]) continue;
      const c = cost(starts[j]!, boxes[i]!);
      if (c < 0) continue;
      used[j] = true;
      go(i + 1, sum + c);
      used[j] = false;
    }
  };
  go(0, 0);
  return best;
}

/** Checks every state the backward search stored; returns how many. */
function checkStates(level: Level, r: ReturnType<typeof pair>, breadthFirst: boolean, what: string): number {
  const { backward, forward, start } = r;
  const store = backward.store;
  const n = start.boxes.length;
  const counts = lonePushCounts(level);
  const starts = Array.from(start.boxes);
  // Counted once each, as stored.
  expect(backward.generated, what).toBe(store.count);
  for (let s = 0; s < store.count; s++) {
    const cells = store.cellArray(s);
    const boxes = cells.slice(0, n);
    const key = cells[n]!;
    const box = new Set(boxes);
    const free = (c: number) => floor(level, c) && !box.has(c);
    expect(free(key), `${what}\nstate ${s}`).toBe(true);
    expect(Math.min(...walk(level, free, key)), `${what}\nstate ${s}: the area's smallest cell`).toBe(key);
    const bound = cheapestMatching(boxes, starts, (from, to) => counts.get(from)![to]!);
    // By the bound, and for the solved positions it starts from, a state whose boxes cannot all go back is never stored.
    // Breadth first, the bound would order nothing: a pull's state is stored with 0.
    const root = store.g(s) === 0;
    if (!breadthFirst || root) expect(bound, `${what}\nstate ${s}: a state stored can lead back to the start`).toBeLessThan(Infinity);
    expect(store.h(s), `${what}\nstate ${s}`).toBe(breadthFirst && !root ? 0 : bound);
    // Breadth first, states are stored in order of pulls from a solved position.
    if (breadthFirst && s > 0) expect(store.g(s), `${what}\nstate ${s}`).toBeGreaterThanOrEqual(store.g(s - 1));
  }
  if (backward.status === 'solved') {
    // A state is met as it is stored, and nothing is stored after it.
    expect(backward.goal, what).toBe(store.count - 1);
    expect(forward.store.cellArray(backward.meet), what).toEqual(store.cellArray(backward.goal));
  } else {
    expect([backward.goal, backward.meet], what).toEqual([-1, -1]);
  }
  return store.count;
}

describe.each(TOPOLOGIES.map((t) => [t.name, t] as const))('%s', (_, topology) => {
  it.each([false, true])('random levels, breadth first %s: every state stored is bounded, keyed and counted as the contract says', (breadthFirst) => {
    let states = 0;
    let solved = 0;
    fc.assert(
      fc.property(onePusherLevel(topology), (drawn) => {
        if (!drawn) return;
        const { rows, level } = drawn;
        const r = pair(level, breadthFirst);
        if (!reverseApplies(r.a, r.start)) return;
        r.backward.run(Infinity, 150);
        states += checkStates(level, r, breadthFirst, rows.join('\n'));
        if (r.backward.status === 'solved') solved++;
      }),
      { numRuns: 120, seed: 20261201 },
    );
    // Enough states to matter, and searches that met the start as well as searches that did not.
    expect(states).toBeGreaterThan(100);
    expect(solved).toBeGreaterThan(5);
  });
});

describe('the backward search on boards drawn by hand', () => {
  it('stores no solved position whose boxes cannot all go back to start cells, and ends at once', () => {
    // The right box stands against the wall and can never move: no box can be pulled back onto its cell.
    const level = levelOf(['###########', '#@$ . .  $#', '###########'], sokobanTopology);
    const r = pair(level);
    expect(r.backward.generated).toBe(0);
    r.backward.run(Infinity);
    expect(r.backward.status).toBe('unsolvable');
    expect(r.backward.expanded).toBe(0);
    expect([r.backward.goal, r.backward.meet]).toEqual([-1, -1]);
  });

  it('stops at the first solved position the forward search holds', () => {
    // Solved at the start: the first root, pusher in the area of (1, 1), is the start; the areas of (3, 1) and (5, 1) are never added.
    const level = levelOf(['#######', '#@* * #', '#######'], sokobanTopology);
    const r = pair(level);
    expect(r.backward.status).toBe('solved');
    expect(r.backward.generated).toBe(1);
    expect([r.backward.goal, r.backward.meet]).toEqual([0, 0]);
  });

  it('by the bound, goes straight back when every pull it prefers leads on', () => {
    // One box, from (2, 2) to the goal (4, 3): 3 lone pushes (right, right, down). Backwards, the root (box on the goal) has
    // two pulls, left and up, both 2 pushes from the start; each of those has one pull to a cell 1 push from it; and from
    // there one pull reaches the start. The lowest bound first: 3 states expanded, however ties among equals are broken.
    const level = levelOf(['#######', '#     #', '# $   #', '#   . #', '#@    #', '#######'], sokobanTopology);
    const r = pair(level);
    r.backward.run(Infinity);
    expect(r.backward.status).toBe('solved');
    expect(r.backward.expanded).toBe(3);
    // Breadth first, both states one pull from the root are expanded before any two pulls away.
    const wide = pair(level, true);
    wide.backward.run(Infinity);
    expect(wide.backward.status).toBe('solved');
    expect(wide.backward.expanded).toBeGreaterThan(3);
  });

  it('looks at the clock every 64 expansions on a small board, and keeps a budget of expansions exactly', () => {
    // Two boxes in an open room, breadth first: far more than 64 states before the start is met.
    const rows = ['##########', '#.      .#', '#        #', '#        #', '#   $$   #', '#   @    #', '##########'];
    const r = pair(levelOf(rows, sokobanTopology), true);
    r.backward.run(Date.now() - 1);
    expect(r.backward.status).toBe('running');
    // The 64th turn of the loop looks at the clock, which has passed, before it expands: 63 states expanded.
    expect(r.backward.expanded).toBe(63);
    r.backward.run(Infinity, 5);
    expect(r.backward.expanded).toBe(68);
  });

  it('looks at the clock more often on a larger board', () => {
    // 70 × 70 cells: more than 4,096, at most 8,192, so every 32 expansions.
    const size = 70;
    const rows = Array.from({ length: size }, (_, y) =>
      Array.from({ length: size }, (_, x) => (x === 0 || y === 0 || x === size - 1 || y === size - 1 ? '#' : x === 5 && y === 5 ? '@' : (x === 10 || x === 11) && y === 10 ? '$' : (x === 60 || x === 61) && y === 60 ? '.' : ' ')).join(''),
    );
    const r = pair(levelOf(rows, sokobanTopology), true);
    r.backward.run(Date.now() - 1);
    expect(r.backward.status).toBe('running');
    expect(r.backward.expanded).toBe(31);
  });

  it('shares a memory limit it is given, and keeps one of its own for a number', () => {
    const level = levelOf(['#######', '#@$ . #', '#######'], sokobanTopology);
    const shared = new MemoryLimit(MEMORY);
    expect(pair(level, false, shared).backward.memory).toBe(shared);
    const own = pair(level, false, 12345).backward.memory;
    expect(own).toBeInstanceOf(MemoryLimit);
    expect(own.passed(12345)).toBe(false);
    expect(own.passed(12346)).toBe(true);
  });

  it('does not apply to a level without boxes', () => {
    const { level } = buildLevel(['#####', '#@  #', '#####'], sokobanTopology);
    expect(level).not.toBeNull();
    expect(reverseApplies(analyzeLevel(level!), startPosition(level!))).toBe(false);
    expect(at(level!, 1, 1)).toBe(level!.pushers[0]);
  });
});
