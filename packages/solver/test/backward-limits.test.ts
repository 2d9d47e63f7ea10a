/**
 * The backward search's defaults and its memory limit: it orders by the
 * bound unless told to go breadth first, and looks at its memory with the
 * clock, every 64 expansions on a small board.
 */
import { describe, expect, it } from 'vitest';
import { startPosition, type Level } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { analyzeLevel } from '../src/index.js';
import { ReverseSearch } from '../src/reverse-search.js';
import { Search } from '../src/search.js';
import { levelOf } from './boards.js';

const MEMORY = 64 * 1024 * 1024;

/** The backward search beside a forward search that is never run (its store holds the start alone); `breadthFirst` left out when undefined. */
function backwardOf(level: Level, memory: number, breadthFirst?: boolean): ReverseSearch {
  const a = analyzeLevel(level);
  const forward = new Search(level, a, startPosition(level), false, MEMORY);
  return breadthFirst === undefined
    ? new ReverseSearch(a, startPosition(level), forward.layout, forward.store, memory)
    : new ReverseSearch(a, startPosition(level), forward.layout, forward.store, memory, breadthFirst);
}

describe('the backward search', () => {
  it('orders by the bound unless told otherwise', () => {
    // One box, from (2, 2) to the goal (4, 3): 3 lone pushes. By the bound, each state expanded has a pull to a state one
    // push nearer the start, which is taken next: 3 states expanded. Breadth first widens before it gets there.
    const level = levelOf(['#######', '#     #', '# $   #', '#   . #', '#@    #', '#######'], sokobanTopology);
    const byDefault = backwardOf(level, MEMORY);
    byDefault.run(Infinity);
    expect(byDefault.status).toBe('solved');
    expect(byDefault.expanded).toBe(3);
    const wide = backwardOf(level, MEMORY, true);
    wide.run(Infinity);
    expect(wide.expanded).toBeGreaterThan(3);
  });

  it('looks at its memory with the clock: a limit passed stops it at the 64th turn', () => {
    // Two boxes in an open room, breadth first: hundreds of states, so the open list grows past the bytes held at the start.
    const level = levelOf(['##########', '#.      .#', '#        #', '#        #', '#   $$   #', '#   @    #', '##########'], sokobanTopology);
    const free = backwardOf(level, MEMORY, true);
    const cap = free.bytes();
    free.run(Infinity);
    expect(free.status).toBe('solved');
    expect(free.expanded).toBeGreaterThan(64);
    const capped = backwardOf(level, cap, true);
    capped.run(Infinity);
    expect(capped.status).toBe('memory');
    expect(capped.bytes()).toBeGreaterThan(cap);
    expect(capped.expanded).toBe(63);
  });
});
