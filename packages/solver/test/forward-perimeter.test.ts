/**
 * A* meeting its perimeter, on a corridor drawn by hand where every state
 * has one push: the search stops at the first state it takes from its list
 * whose bound is a distance the perimeter holds, and no sooner; the path
 * through the perimeter then has exactly the corridor's pushes.
 */
import { describe, expect, it } from 'vitest';
import { startPosition } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { analyzeLevel } from '../src/index.js';
import { ReverseSearch } from '../src/reverse-search.js';
import { Search } from '../src/search.js';
import { levelOf } from './boards.js';

const MB = 1 << 20;

describe('A* and its perimeter', () => {
  // The box on x = 2, its goal on x = 23: 21 pushes to the right, one possible from each state.
  const corridor = ['#'.repeat(25), `#@$${' '.repeat(20)}.#`, '#'.repeat(25)];

  it.each([3, 6, 10])('stops on the first state within a perimeter of %i pulls\' budget, solved through it', (budget) => {
    const level = levelOf(corridor, sokobanTopology);
    const a = analyzeLevel(level);
    const search = new Search(level, a, startPosition(level), true, 16 * MB);
    // As `solve` sets it up: the backward search meets the start alone.
    const start = { find: (cells: ArrayLike<number>) => (search.store.find(cells) === 0 ? 0 : -1) };
    const perimeter = new ReverseSearch(a, startPosition(level), search.layout, start, 64 * MB, true);
    perimeter.run(Infinity, budget);
    const depth = perimeter.completeDepth();
    expect(depth).toBeGreaterThan(0);
    expect(depth).toBeLessThan(21);
    search.perimeter = { store: perimeter.store, depth };
    search.run(Infinity);
    expect(search.status).toBe('solved');
    // The states 21, 20, ... pushes from the goal are taken in turn; the one `depth` pushes away is in the perimeter.
    expect(search.store.h(search.goal)).toBe(depth);
    expect(search.store.g(search.goal)).toBe(21 - depth);
    expect(search.expanded).toBe(21 - depth);
    expect(search.meet).toBeGreaterThanOrEqual(0);
    expect(perimeter.store.g(search.meet)).toBe(depth);
  });
});
