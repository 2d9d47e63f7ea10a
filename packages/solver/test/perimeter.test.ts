/**
 * A* with one pusher searches breadth first back from the solved positions
 * beside itself: the perimeter. A state found there gets its distance as
 * its bound, any other a bound above the depth the perimeter is complete
 * to, so both must be exact. Checked here against a brute-force search of
 * whole positions written in the tests, on every tiling.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, copyPosition, loadPuzzle, newEffect, Outcome, parseCollection, replay, startPosition, undoAction, type Level, type Position } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { analysisOf } from '../src/deadlock.js';
import { ReverseSearch } from '../src/reverse-search.js';
import { pushesParity, pushParity } from '../src/push-parity.js';
import { Search } from '../src/search.js';
import { StateStore } from '../src/transposition.js';
import { solveSync } from '../src/solve.js';
import { fewestPushes } from './brute-force.js';
import { beside, CORPUS_DIR, levelOf, TOPOLOGIES, walk } from './boards.js';
import { pulledLevel } from './random-boards.js';

const MB = 1 << 20;
const FORWARD = { reverse: false, pulled: false };

/** A breadth-first backward search of `level` that has expanded `budget` states. */
function perimeterOf(level: Level, budget: number): { perimeter: ReverseSearch; boxCount: number } {
  const a = analysisOf(level);
  const forward = new Search(level, a, startPosition(level), true, 16 * MB);
  const perimeter = new ReverseSearch(a, startPosition(level), forward.layout, forward.store, 64 * MB, true);
  perimeter.run(Infinity, budget);
  return { perimeter, boxCount: forward.boxCount };
}

/** The free cells the pusher on `from` can walk to. */
function areaOf(level: Level, boxes: ReadonlySet<number>, from: number): number[] {
  return walk(level, (c) => c >= 0 && level.isCell[c] === 1 && level.wall[c] === 0 && level.outside[c] === 0 && !boxes.has(c), from);
}

/** A position's state as the searches name it: the boxes in order, then the smallest cell of the pusher's area. */
function stateKey(level: Level, p: Position): string {
  const boxes = Array.from(p.boxes).sort((x, y) => x - y);
  return `${boxes.join()}|${Math.min(...areaOf(level, new Set(boxes), p.pushers[0]!))}`;
}

/** The position of a stored state: its boxes, and the pusher on the cell that names its area. */
function positionOf(level: Level, cells: readonly number[], n: number): Position {
  const boxAt = new Int32Array(level.size);
  const pusherAt = new Int32Array(level.size);
  cells.slice(0, n).forEach((c, i) => (boxAt[c] = i + 1));
  pusherAt[cells[n]!] = 1;
  return { boxAt, pusherAt, boxes: Int32Array.from(cells.slice(0, n)), pushers: Int32Array.from([cells[n]!]), active: 0 };
}

/** Every position the start leads to by pushes (one per state), by core's rules. */
function reachable(level: Level, limit: number): Position[] | null {
  const start = startPosition(level);
  const seen = new Map([[stateKey(level, start), start]]);
  const queue = [start];
  const effect = newEffect();
  for (let i = 0; i < queue.length; i++) {
    const p = queue[i]!;
    for (const c of areaOf(level, new Set(p.boxes), p.pushers[0]!)) {
      const at = copyPosition(p);
      at.pusherAt[at.pushers[0]!] = 0;
      at.pushers[0] = c;
      at.pusherAt[c] = 1;
      for (let d = 0; d < level.directionCount; d++) {
        const outcome = applyAction(level, at, { kind: 'step', direction: d, pull: false }, FORWARD, effect);
        if (outcome < 0) continue;
        const k = stateKey(level, at);
        if (outcome === Outcome.Push && !seen.has(k)) {
          seen.set(k, copyPosition(at));
          queue.push(copyPosition(at));
          if (seen.size > limit) return null;
        }
        undoAction(at, effect);
      }
    }
  }
  return queue;
}

describe('the perimeter of A*', () => {
  it('stores each state with its fewest pushes to a solved position, on every tiling', () => {
    let checked = 0;
    for (const topology of TOPOLOGIES) {
      fc.assert(
        fc.property(pulledLevel(topology, 1), (made) => {
          if (!made) return;
          const level = levelOf(made.rows, topology);
          const { perimeter, boxCount } = perimeterOf(level, 200);
          const { store } = perimeter;
          for (let s = 0; s < Math.min(store.count, 120); s++) {
            const pushes = fewestPushes(level, positionOf(level, store.cellArray(s), boxCount), 50_000);
            if (pushes === null) continue;
            expect(pushes, `state ${s}`).toBe(store.g(s));
            checked++;
          }
        }),
        // A fixed seed: the count below is about this run's levels.
        { numRuns: 12, seed: 20261125 },
      );
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('holds every state the start leads to within the depth it is complete to, on every tiling', () => {
    let checked = 0;
    for (const topology of TOPOLOGIES) {
      fc.assert(
        fc.property(pulledLevel(topology, 1), fc.integer({ min: 1, max: 60 }), (made, budget) => {
          if (!made) return;
          const level = levelOf(made.rows, topology);
          const positions = reachable(level, 3_000);
          if (positions === null) return;
          const { perimeter, boxCount } = perimeterOf(level, budget);
          const depth = perimeter.completeDepth();
          const held = new Map<string, number>();
          for (let s = 0; s < perimeter.store.count; s++) {
            const cells = perimeter.store.cellArray(s);
            held.set(`${cells.slice(0, boxCount).join()}|${cells[boxCount]}`, perimeter.store.g(s));
          }
          for (const p of positions) {
            // Positions further than the depth are not asked about: the search for their pushes stops there.
            const pushes = fewestPushes(level, p, 50_000, depth);
            if (pushes === null || pushes < 0) continue;
            expect(held.get(stateKey(level, p))).toBe(pushes);
            checked++;
          }
        }),
        // A fixed seed: the count below is about this run's levels.
        { numRuns: 10, seed: 20261125 },
      );
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('gives every state beyond it a bound of the parity of its pushes still needed, where the floor has two colours', () => {
    // On squares each push changes one box's colour: a bound "above the perimeter's depth" of the wrong parity is one
    // too low, and A* would open a whole layer of states that cannot lead to a solution of that length.
    const { collection } = parseCollection(readFileSync(join(CORPUS_DIR, 'Microban.txt'), 'utf8'), { fileName: 'Microban.txt' });
    let checked = 0;
    let raised = 0;
    for (const n of [4, 9, 93, 139, 144]) {
      const level = loadPuzzle(collection.puzzles[n - 1]!, sokobanTopology).level!;
      const parity = pushParity(level)!;
      // As `solve` sets it up (the perimeter meets the start state only), cut short at a depth of 6 to 15 pushes.
      const { search, backward: perimeter } = beside(level, true);
      perimeter.run(Infinity, 2000);
      const depth = perimeter.completeDepth();
      search.perimeter = { store: perimeter.store, depth };
      search.run(Infinity, 500);
      const cells = new Int32Array(search.layout.width);
      for (let s = 1; s < search.store.count; s++) {
        const h = search.store.h(s);
        // A dead state is stored with a bound above any push count (2^31 - 1): it has no parity to keep.
        if (h === 0x7fffffff) continue;
        search.store.cellsOf(s, cells);
        expect(h & 1, `Microban ${n}, state ${s}`).toBe(pushesParity(parity, cells, search.boxCount));
        checked++;
        if (h === depth + 2) raised++;
      }
    }
    expect(checked).toBeGreaterThan(3000);
    expect(raised).toBeGreaterThan(1000);
  });

  it('is complete to the distance of the next state to expand, and to every distance once it has run out', () => {
    // One box three pushes right of its goal, the pusher behind it: the solved position is 0 pulls away, the start 3.
    const level = levelOf(['#######', '#.  $@#', '#######'], sokobanTopology);
    const { perimeter } = perimeterOf(level, 0);
    expect(perimeter.completeDepth()).toBe(0);
    const all = perimeterOf(level, 1_000).perimeter;
    // Breadth first, it meets the start three pulls back: complete to two.
    expect([all.status, all.store.g(all.goal), all.completeDepth()]).toEqual(['solved', 3, 2]);
    // With the pusher walled off on the goal's side no pull brings the box back: nothing is left to expand.
    const cut = levelOf(['########', '#.$#  @#', '########'], sokobanTopology);
    const none = perimeterOf(cut, 1_000).perimeter;
    expect([none.status, none.completeDepth()]).toEqual(['unsolvable', Infinity]);
  });

  it('leaves A* nothing to search when it is complete to every depth and holds no state', () => {
    // One box three pushes from its goal. A perimeter that ran out of states without holding any says no state leads to a solved position.
    const level = levelOf(['#######', '#.  $@#', '#######'], sokobanTopology);
    const run = (depth: number) => {
      const search = new Search(level, analysisOf(level), startPosition(level), true, 16 * MB);
      search.perimeter = { store: new StateStore(search.layout), depth };
      search.run(Infinity);
      return [search.status, search.status === 'solved' ? search.store.g(search.goal) : null];
    };
    expect(run(Infinity)).toEqual(['unsolvable', null]);
  });

  it('gives A* the fewest pushes, or a proof that there is no solution, on levels pulled from solved positions', () => {
    for (const topology of TOPOLOGIES) {
      fc.assert(
        fc.property(pulledLevel(topology, 1), (made) => {
          if (!made) return;
          const level = levelOf(made.rows, topology);
          const brute = fewestPushes(level, undefined, 50_000);
          if (brute === null) return;
          const r = solveSync(level, { optimize: 'pushes', timeLimitMs: 20_000 });
          expect([r.status, r.optimal, r.pushes]).toEqual(['solved', true, brute]);
          expect(replay(level, r.solution!).solved).toBe(true);
        }),
        { numRuns: 10 },
      );
    }
    const level = levelOf(['#######', '#.  $ #', '#  ####', '# @#', '####'], sokobanTopology);
    expect(fewestPushes(level)).toBe(-1);
    expect(solveSync(level, { optimize: 'pushes' }).status).toBe('unsolvable');
  });
});
