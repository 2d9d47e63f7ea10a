/**
 * A* meeting its perimeter, on a corridor drawn by hand where every state
 * has one push: the search stops at the first state it takes from its list
 * whose bound is a distance the perimeter holds, and no sooner; the path
 * through the perimeter then has exactly the corridor's pushes.
 */
import { describe, expect, it } from 'vitest';
import { sokobanTopology } from '@polyban/sokoban';
import { beside, CORRIDOR, levelOf } from './boards.js';

describe('A* and its perimeter', () => {
  it.each([3, 6, 10])('stops on the first state within a perimeter of %i pulls\' budget, solved through it', (budget) => {
    const { search, backward: perimeter } = beside(levelOf(CORRIDOR, sokobanTopology), true);
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
