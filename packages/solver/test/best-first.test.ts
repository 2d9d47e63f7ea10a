/**
 * Best first takes states from two open lists, by bound alone and by
 * pushes so far plus a multiple of the bound, and moves a state still open
 * onto a shorter way to it when one turns up. Whatever the order, each
 * stored state must hang from a parent one push before it whose push leads
 * to it, or the solutions read back along the parents would be wrong.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPuzzle, parseCollection, startPosition } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { analysisOf } from '../src/deadlock.js';
import { Search } from '../src/search.js';
import { CORPUS_DIR } from './boards.js';

const MB = 1 << 20;

describe('best first with two open lists', () => {
  const { collection } = parseCollection(readFileSync(join(CORPUS_DIR, 'Microban.txt'), 'utf8'), { fileName: 'Microban.txt' });
  const level = (n: number) => loadPuzzle(collection.puzzles[n - 1]!, sokobanTopology).level!;

  it('hangs every state from a parent one push before it, whose push leads to it', () => {
    let checked = 0;
    for (const n of [93, 144, 153]) {
      const lv = level(n);
      const search = new Search(lv, analysisOf(lv), startPosition(lv), false, 256 * MB);
      // A fixed number of expansions, not a time: the states checked must not depend on the machine's speed.
      search.run(Date.now() + 60_000, 5_000);
      const { store, boxCount } = search;
      const D = lv.directionCount;
      // Wrong states are gathered and compared once: an expect per state would take most of the test's time.
      const wrong: string[] = [];
      for (let s = 1; s < store.count; s++) {
        const parent = store.parent(s);
        if (store.g(s) !== store.g(parent) + 1) wrong.push(`state ${s}: ${store.g(s)} pushes, its parent ${store.g(parent)}`);
        // The push moves the box next to the pusher's cell, and that box only.
        const before = new Set(store.cellArray(parent).slice(0, boxCount));
        const after = new Set(store.cellArray(s).slice(0, boxCount));
        const from = lv.neighbours[store.move(s)]!;
        const gone = [...before].filter((c) => !after.has(c));
        if (!before.has(from) || after.has(from) || gone.length !== 1 || gone[0] !== from) wrong.push(`state ${s}: the push from ${from} moved ${gone.join()}`);
        checked++;
      }
      expect(wrong, `Microban ${n}`).toEqual([]);
      expect(Math.floor(store.move(0) / D)).toBe(-1);
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});
