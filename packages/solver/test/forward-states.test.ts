/**
 * What the forward search stores, held against core's rules and a
 * brute-force search written in the tests, on random levels of every tiling,
 * by the bound alone (A*) and best first:
 * - every state but the start is its parent's position after one push core
 *   allows, by a pusher who can walk to the pushing cell, and names the
 *   pusher's area by its smallest cell;
 * - a state's bound is 0 exactly when every box is on a goal, never more
 *   than the pushes that still solve it, and marks it dead only when no
 *   sequence of pushes solves it;
 * - each state is counted once, as it is stored; each state expanded is
 *   closed; best first stops at the first solved state it stores;
 * - the clock is looked at every 64 expansions on a small board, or sooner
 *   once 512 states were added, and a budget of expansions is kept exactly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, boxesOnGoals, newEffect, Outcome, reachableCells, startPosition, type Level, type Position } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { analyzeLevel } from '../src/index.js';
import { Search } from '../src/search.js';
import { fewestPushes } from './brute-force.js';
import { levelOf, TOPOLOGIES, walk } from './boards.js';
import { onePusherLevel } from './random-boards.js';

const MEMORY = 64 * 1024 * 1024;
const FORWARD = { reverse: false, pulled: false };
/** The bound of a state the search found dead (never expanded). */
const DEAD = 0x7fffffff;

const floor = (level: Level, c: number): boolean => c >= 0 && c < level.size && level.isCell[c] === 1 && level.wall[c] === 0;

/** The position a stored state stands for: its boxes, and its one pusher on its area's key cell. */
function positionOf(level: Level, cells: readonly number[], n: number): Position {
  const boxAt = new Int32Array(level.size);
  const pusherAt = new Int32Array(level.size);
  cells.slice(0, n).forEach((c, i) => (boxAt[c] = i + 1));
  pusherAt[cells[n]!] = 1;
  return { boxAt, pusherAt, boxes: Int32Array.from(cells.slice(0, n)), pushers: Int32Array.of(cells[n]!), active: 0 };
}

const sorted = (cells: Iterable<number>): number[] => Array.from(cells).sort((x, y) => x - y);

/** Checks every state the search stored; returns how many. `fewest` caches the brute force's answers by state. */
function checkStates(level: Level, search: Search, what: string, fewest: Map<string, number | null>): number {
  const { store } = search;
  const n = level.boxes.length;
  const D = level.directionCount;
  const effect = newEffect();
  expect(search.generated, what).toBe(store.count);
  let closedAlive = 0;
  for (let s = 0; s < store.count; s++) {
    const cells = store.cellArray(s);
    const at = `${what}\nstate ${s}: ${cells.join(' ')}`;
    const box = new Set(cells.slice(0, n));
    const free = (c: number) => floor(level, c) && !box.has(c);
    const key = cells[n]!;
    expect(free(key), at).toBe(true);
    expect(Math.min(...walk(level, free, key)), `${at}: the area's smallest cell`).toBe(key);
    const parent = store.parent(s);
    if (s === 0) expect(parent, at).toBe(-1);
    else {
      // The push from the parent: by the pusher on move / D, in direction move % D, a cell the pusher can walk to.
      const before = positionOf(level, store.cellArray(parent), n);
      const move = store.move(s);
      const p = Math.floor(move / D);
      expect(reachableCells(level, before, before.pushers[0]!)[p], `${at}: the pusher reaches ${p}`).toBe(1);
      before.pusherAt[before.pushers[0]!] = 0;
      before.pusherAt[p] = 1;
      before.pushers[0] = p;
      expect(applyAction(level, before, { kind: 'step', direction: move % D, pull: false }, FORWARD, effect), at).toBe(Outcome.Push);
      expect(sorted(before.boxes), at).toEqual(sorted(cells.slice(0, n)));
      expect(walk(level, free, key), `${at}: the pusher's area after the push`).toContain(effect.to);
      expect(store.g(s), at).toBe(store.g(parent) + 1);
    }
    const h = store.h(s);
    const position = positionOf(level, cells, n);
    expect(h === 0, at).toBe(boxesOnGoals(level, position));
    const id = cells.join();
    if (!fewest.has(id)) fewest.set(id, fewestPushes(level, position, 1_500));
    const brute = fewest.get(id)!;
    if (h === DEAD) expect(brute === null || brute < 0, `${at}: called dead`).toBe(true);
    else if (brute !== null && brute >= 0) expect(h, `${at}: bound against ${brute} pushes`).toBeLessThanOrEqual(brute);
    // A dead child is stored closed, so that it is never expanded (a dead start ends the search at once).
    if (h === DEAD) expect(store.closed(s) || s === 0, `${at}: a dead state is never expanded`).toBe(true);
    else if (store.closed(s)) closedAlive++;
  }
  expect(closedAlive, `${what}\nstates expanded`).toBe(search.expanded);
  if (search.status === 'solved') {
    expect(boxesOnGoals(level, positionOf(level, store.cellArray(search.goal), n)), what).toBe(true);
    if (!search.optimal) expect(search.goal, what).toBe(store.count - 1);
  }
  return store.count;
}

describe.each(TOPOLOGIES.map((t) => [t.name, t] as const))('%s', (_, topology) => {
  it('random levels, push-optimal and best first: every state stored follows from its parent by a push, and is bounded and counted as the contract says', () => {
    const states = { optimal: 0, best: 0 };
    let solved = 0;
    let dead = 0;
    fc.assert(
      fc.property(onePusherLevel(topology), (drawn) => {
        if (!drawn) return;
        const { rows, level } = drawn;
        const fewest = new Map<string, number | null>();
        for (const optimal of [true, false]) {
          const search = new Search(level, analyzeLevel(level), startPosition(level), optimal, MEMORY);
          search.run(Infinity, 60);
          states[optimal ? 'optimal' : 'best'] += checkStates(level, search, `${rows.join('\n')}\npush-optimal ${optimal}`, fewest);
          if (search.status === 'solved') solved++;
          for (let s = 0; s < search.store.count; s++) if (search.store.h(s) === DEAD) dead++;
        }
      }),
      { numRuns: 100, seed: 20261201 },
    );
    // Enough states to matter in both searches: solved searches, and states found dead.
    expect(states.optimal).toBeGreaterThan(100);
    expect(states.best).toBeGreaterThan(100);
    expect(solved).toBeGreaterThan(10);
    expect(dead).toBeGreaterThan(50);
  });
});

describe('the forward search on boards drawn by hand', () => {
  // One box at the start of a corridor 80 cells long, the goal at its end: 78 pushes, each the only one the pusher can make.
  const corridor = ['#'.repeat(82), `#@$${' '.repeat(77)}.#`, '#'.repeat(82)];

  it.each([true, false])('push-optimal %s: looks at the clock every 64 expansions, and keeps a budget of expansions exactly', (optimal) => {
    const level = levelOf(corridor, sokobanTopology);
    // Best first without the feature space, whose packing routes would take the box down the corridor in one expansion.
    const search = new Search(level, analyzeLevel(level), startPosition(level), optimal, MEMORY, false, false);
    search.run(Date.now() - 1);
    expect(search.status).toBe('running');
    // The 64th turn of the loop looks at the clock, which has passed, before it expands: 63 states expanded, one push each.
    expect(search.expanded).toBe(63);
    expect(search.generated).toBe(64);
    search.run(Infinity, 5);
    expect(search.expanded).toBe(68);
    search.run(Infinity);
    expect(search.status).toBe('solved');
    expect(search.store.g(search.goal)).toBe(78);
  });

  it('looks at the clock sooner once an expansion adds many states', () => {
    // Twelve boxes in a wide room: a dozen or more new states per expansion, so 512 states come before 64 expansions.
    const rows = ['###############', '#             #', '# $ $ $ $ $ $ #', '#             #', '# $ $ $ $ $ $ #', '#             #', '#............ #', '#@            #', '###############'];
    const level = levelOf(rows, sokobanTopology);
    const search = new Search(level, analyzeLevel(level), startPosition(level), true, MEMORY);
    search.run(Date.now() - 1);
    expect(search.status).toBe('running');
    expect(search.expanded).toBeGreaterThan(0);
    expect(search.expanded).toBeLessThan(63);
    expect(search.generated).toBeGreaterThanOrEqual(8 * 64);
  });

  it('stops at once, unsolvable, when the start is dead, and solved when every box starts on a goal', () => {
    const dead = levelOf(['######', '#@ .$#', '######'], sokobanTopology);
    const d = new Search(dead, analyzeLevel(dead), startPosition(dead), false, MEMORY);
    expect([d.status, d.generated, d.store.h(0)]).toEqual(['unsolvable', 1, DEAD]);
    const done = levelOf(['######', '#@ * #', '######'], sokobanTopology);
    const s = new Search(done, analyzeLevel(done), startPosition(done), false, MEMORY);
    expect([s.status, s.goal, s.store.h(0)]).toEqual(['solved', 0, 0]);
  });

  it('push-optimal: one box three pushes from its goal, expanded straight along its line', () => {
    // The box on (2, 1) goes right to the goal on (5, 1): each push's state has a bound one less, and g + h stays 3.
    const level = levelOf(['#######', '#@$  .#', '#######'], sokobanTopology);
    const search = new Search(level, analyzeLevel(level), startPosition(level), true, MEMORY);
    search.run(Infinity);
    expect(search.status).toBe('solved');
    expect(search.store.g(search.goal)).toBe(3);
    // The start and the two states between: the solved state is taken from the list, never expanded.
    expect(search.expanded).toBe(3);
    expect(search.generated).toBe(4);
  });
});
