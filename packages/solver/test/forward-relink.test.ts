/**
 * Best first keeps, for each state still waiting to be expanded, the fewest
 * pushes it has found to it: a state met again by fewer pushes takes the
 * new parent and count, so that the path a solution follows back is no
 * longer than one the search has seen. Every push the search makes is
 * recorded with the count it reached its state by, and checked against the
 * count that state holds at the end. Without the feature space, whose
 * cells may keep a state on the line of play it was found on.
 */
import { describe, expect, it } from 'vitest';
import { startPosition } from '@polyban/core';
import { analyzeLevel } from '../src/index.js';
import { Search } from '../src/search.js';
import { corpusLevel } from './boards.js';

const MEMORY = 64 * 1024 * 1024;

/** The search's private `emit` (it adds the state in `child`, reached by `g` pushes) and its `child` buffer. */
interface Emitting {
  emit(s: number, g: number, p: number, d: number, passing?: boolean): number;
  readonly child: Int32Array;
}

describe('best first meeting a waiting state by fewer pushes', () => {
  it.each([77, 93, 144, 150, 153])('Microban %i: each waiting state holds the fewest pushes any push to it came with', (index) => {
    const level = corpusLevel('Microban.txt', index);
    const search = new Search(level, analyzeLevel(level), startPosition(level), false, MEMORY, false, false);
    const raw = search as unknown as Emitting;
    const emit = raw.emit.bind(search);
    const reached: [state: number, g: number][] = [];
    raw.emit = (s, g, p, d, passing) => {
      const made = emit(s, g, p, d, passing);
      reached.push([search.store.find(raw.child), g]);
      return made;
    };
    search.run(Infinity, 3_000);
    const { store } = search;
    const first = new Map<number, number>();
    for (const [s, g] of reached) {
      if (s < 0 || store.closed(s)) continue;
      if (!first.has(s)) first.set(s, g);
      expect(store.g(s), `state ${s}`).toBeLessThanOrEqual(g);
    }
    expect(first.size).toBeGreaterThan(100);
    // Some states were met again by fewer pushes than they were stored by.
    expect([...first].filter(([s, g]) => store.g(s) < g).length).toBeGreaterThan(0);
  });
});
