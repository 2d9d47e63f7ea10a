/**
 * Where the forward search stops before it solves a level on its own: at
 * the memory limit when it looks at the clock, and on meeting a state the
 * backward search made. Each on a board drawn by hand, with the count of
 * expansions and states worked out from the rules.
 */
import { describe, expect, it } from 'vitest';
import { startPosition } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { MemoryLimit } from '../src/memory-limit.js';
import { Search } from '../src/search.js';
import { clockInterval } from '../src/time-limit.js';
import { beside, CORRIDOR, levelOf, roomAndCorridorWhole } from './boards.js';

const MB = 1 << 20;

describe('the memory limit, passed between two growths of the store', () => {
  it('stops the search when it looks at the clock, with no expansion cut short, and it goes on as if never stopped', () => {
    const { level, a, whole } = roomAndCorridorWhole();
    expect(whole.status).toBe('unsolvable');

    // Something beside the search holds nothing, then, after 100 expansions, all the limit has left.
    const limit = new MemoryLimit(256 * MB);
    let heldBeside = 0;
    limit.shareWith({ bytes: () => heldBeside });
    const search = new Search(level, a, startPosition(level), false, limit);
    search.run(Infinity, 100);
    expect(search.status).toBe('running');
    const count = search.store.count;
    // The store's next growth is a chunk of 4,096 states or a doubled table: far off, so the stop is the clock's.
    const every = clockInterval(level.size);
    expect(every).toBe(64);
    heldBeside = limit.whole - search.bytes();
    search.run(Infinity);
    expect(search.status).toBe('memory');
    // A new run looks at the clock after its 64th state taken from the list, or sooner after 8 × 64 states made.
    expect(search.expanded).toBeGreaterThan(100);
    expect(search.expanded).toBeLessThanOrEqual(100 + every);
    expect(search.store.count).toBeLessThan(4_096);
    expect(search.store.count).toBeGreaterThan(count);

    // Freed, it goes on: no state is expanded twice, and it ends where the search never stopped ended.
    heldBeside = 0;
    search.resume();
    expect(search.status).toBe('running');
    search.run(Infinity);
    expect(search.status).toBe('unsolvable');
    expect(search.expanded).toBe(whole.expanded);
    expect(search.store.count).toBe(whole.store.count);
  });
});

describe('best first beside the backward search', () => {
  it.each([3, 6, 10])('stops on its first state the backward search made, %i pulls from the goal', (pulls) => {
    // The backward search pulls the box back from its goal, one state per pull.
    const { search, backward } = beside(levelOf(CORRIDOR, sokobanTopology), false);
    backward.run(Infinity, pulls);
    // Each pull made one state, the box one cell further from its goal; the solved position is its start.
    let deepest = 0;
    for (let r = 0; r < backward.store.count; r++) deepest = Math.max(deepest, backward.store.g(r));
    expect(deepest).toBe(pulls);
    search.other = backward.store;
    search.run(Infinity);
    expect(search.status).toBe('solved');
    // The corridor is a tunnel: the one expansion pushes the box right along it, storing a state per push, until the
    // state it stores is the backward search's deepest.
    expect(search.meet).toBeGreaterThan(0);
    expect(backward.store.g(search.meet)).toBe(pulls);
    expect(search.store.g(search.goal)).toBe(21 - pulls);
    expect(search.expanded).toBe(1);
    expect(search.store.cellArray(search.goal)).toEqual(backward.store.cellArray(search.meet));
    // The state met was stored, and nothing after it: the search ended there.
    expect(search.store.count).toBe(22 - pulls);
  });
});
