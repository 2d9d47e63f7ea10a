/**
 * A search the memory limit stopped goes on once memory is freed beside
 * it (best first gives up its backward search that way). The limit can
 * stop it in the middle of an expansion, before every child was added;
 * going on, it must still try every state, or running out of states would
 * no longer prove a level unsolvable.
 */
import { describe, expect, it } from 'vitest';
import { startPosition } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { analysisOf } from '../src/deadlock.js';
import { MemoryLimit } from '../src/memory-limit.js';
import { Search } from '../src/search.js';
import { levelOf, ROOM_AND_CORRIDOR, roomAndCorridorWhole } from './boards.js';

const MB = 1 << 20;

describe('a search resumed after the memory limit', () => {
  it('stopped in the middle of an expansion, still tries every state before it calls the level unsolvable', () => {
    const { level, a, whole } = roomAndCorridorWhole();
    expect(whole.status).toBe('unsolvable');

    // Something beside the search holds exactly what the search leaves of the limit: the search passes it at its
    // first growth, which comes while it adds a child (its table grows at a state count, not between expansions).
    const limit = new MemoryLimit(256 * MB);
    const search: Search = new Search(level, a, startPosition(level), false, limit);
    limit.shareWith({ bytes: () => limit.whole - search.bytes() });
    search.run(Infinity);
    expect(search.status).toBe('memory');
    expect(search.store.count).toBeLessThan(whole.store.count);

    // Freed: the search goes on to the end and has met every state the search without a stop met.
    limit.shareWith();
    search.resume();
    search.run(Infinity);
    expect(search.status).toBe('unsolvable');
    expect(search.store.count).toBe(whole.store.count);
  });

  it('does nothing to a search that did not stop at the limit', () => {
    const level = levelOf(ROOM_AND_CORRIDOR, sokobanTopology);
    const search = new Search(level, analysisOf(level), startPosition(level), false, 256 * MB);
    search.run(Infinity, 10);
    search.resume();
    expect(search.status).toBe('running');
    search.run(Infinity);
    search.resume();
    expect(search.status).toBe('unsolvable');
  });
});
