/**
 * The search works out each new state's lower bound from its parent's
 * (one row of the matching changes, and frozen boxes carry over when the
 * pushed box can still move). Here every state a search stores is checked
 * against the bound of a search started afresh from that state, which
 * computes it from nothing: the shortcut must change no bound, and find
 * every deadlock the full test finds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadPuzzle, parseCollection, startPosition, type Level, type Position } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { analysisOf } from '../src/deadlock.js';
import { Search } from '../src/search.js';
import { at, CORPUS_DIR, levelOf, TOPOLOGIES } from './boards.js';
import { pulledLevel } from './random-boards.js';

const MB = 1 << 20;

/** The position of stored state `s`: its boxes, and a pusher on the key cell of each pusher area. */
function positionOf(level: Level, search: Search, s: number): Position {
  const { store, boxCount: n } = search;
  const cells = store.cellArray(s);
  const boxAt = new Int32Array(level.size);
  const pusherAt = new Int32Array(level.size);
  cells.slice(0, n).forEach((c, i) => (boxAt[c] = i + 1));
  cells.slice(n).forEach((c, i) => (pusherAt[c] = i + 1));
  return { boxAt, pusherAt, boxes: Int32Array.from(cells.slice(0, n)), pushers: Int32Array.from(cells.slice(n)), active: 0 };
}

/** Runs a search for a while, then checks up to `limit` of its states; returns how many were checked. */
function checkBounds(level: Level, optimal: boolean, limit = 400): number {
  const a = analysisOf(level);
  const search = new Search(level, a, startPosition(level), optimal, 256 * MB);
  search.run(Date.now() + 200);
  const { store } = search;
  const step = Math.max(1, Math.floor(store.count / limit));
  let checked = 0;
  for (let s = 0; s < store.count; s += step) {
    const fresh = new Search(level, a, positionOf(level, search, s), optimal, 256 * MB);
    expect(fresh.store.h(0), `state ${s}`).toBe(store.h(s));
    checked++;
  }
  return checked;
}

describe('bounds worked out from the parent', () => {
  it('equal bounds from scratch on Microban levels with many pushes and frozen boxes', () => {
    const { collection } = parseCollection(readFileSync(join(CORPUS_DIR, 'Microban.txt'), 'utf8'), { fileName: 'Microban.txt' });
    let checked = 0;
    for (const n of [6, 16, 36, 93, 109, 145]) {
      const level = loadPuzzle(collection.puzzles[n - 1]!, sokobanTopology).level!;
      checked += checkBounds(level, n % 2 === 0);
    }
    expect(checked).toBeGreaterThan(1500);
  });

  it('equal bounds from scratch on levels pulled from solved positions, every tiling, one and two pushers', () => {
    for (const topology of TOPOLOGIES) {
      for (const pushers of [1, 2]) {
        fc.assert(
          fc.property(pulledLevel(topology, pushers), (made) => {
            if (made) checkBounds(levelOf(made.rows, topology), pushers === 1, 100);
          }),
          { numRuns: 8 },
        );
      }
    }
  });

  it('equal bounds from scratch where a box in a doorway is pushed from both rooms', () => {
    // The doorway (4,2) is the only way between the rooms, so a box on it has the pusher on one side. The
    // search meets that box on the doorway with the pusher left of it, then right of it, among the states it
    // expands one after another; a row kept from the last matching must not carry the other side's distances.
    for (const rows of [
      ['#########', '#   #   #', '#  .$.  #', '#   #@$ #', '# $.#   #', '#########'],
      ['#########', '#.  # $.#', '#  .$.@ #', '# $ # $ #', '# $.#   #', '#########'],
      ['#########', '#   #   #', '#. .$$. #', '# $ # $ #', '#   # @.#', '#########'],
    ]) {
      const level = levelOf(rows, sokobanTopology);
      expect(checkBounds(level, true) + checkBounds(level, false)).toBeGreaterThan(10);
    }
  });

  it('a push that freezes the pushed box against a frozen box off its goal gives a dead state', () => {
    // Pushing the box on (3,2) up to (3,1) puts it beside the box on (2,1) against the top wall: both frozen, off their goals.
    // Each can still be matched to a goal of the top row ((1,1) and (5,1)), so only the freeze test sees the deadlock:
    // the search must store that state as dead, not with a bound carried over from the parent's matching.
    const level = levelOf(['#######', '#.$  .#', '#  $  #', '#   @ #', '#######'], sokobanTopology);
    const search = new Search(level, analysisOf(level), startPosition(level), true, 16 * MB);
    search.run(Date.now() + 1000);
    const { store } = search;
    let dead = 0;
    for (let s = 0; s < store.count; s++) {
      const p = positionOf(level, search, s);
      if (p.boxAt[at(level, 2, 1)] !== 0 && p.boxAt[at(level, 3, 1)] !== 0) {
        expect(store.h(s)).toBe(0x7fffffff);
        dead++;
      }
    }
    expect(dead).toBeGreaterThan(0);
    checkBounds(level, true);
  });
});
