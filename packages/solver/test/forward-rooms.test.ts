/**
 * Goal rooms in the forward search: once it has expanded 500 states, a
 * state whose goal room can no longer be filled is closed without a child;
 * before, the rooms are not looked at. The rooms are searched to the end
 * before the search starts (a level's searches share them through its
 * analysis), so that each state's verdict is known, by `GoalRooms.lost`
 * with the pusher's area flooded anew. Without the feature space, whose
 * packing routes store the states a box passes through closed, every
 * state with a child was expanded.
 */
import { describe, expect, it } from 'vitest';
import { startPosition, type Level } from '@polyban/core';
import { GoalRooms } from '../src/goal-rooms.js';
import { analyzeLevel } from '../src/index.js';
import { Search } from '../src/search.js';
import { corpusLevel, walk } from './boards.js';

const MEMORY = 64 * 1024 * 1024;

/** Whether the rooms call state `s` of `search` lost: its boxes, and the area of the pusher's key cell. */
function lostState(level: Level, rooms: GoalRooms, search: Search, s: number): boolean {
  const n = level.boxes.length;
  const cells = search.store.cellArray(s);
  const boxAt = new Int32Array(level.size);
  cells.slice(0, n).forEach((c, i) => (boxAt[c] = i + 1));
  const open = (c: number): boolean => c >= 0 && level.isCell[c] === 1 && level.wall[c] === 0 && boxAt[c] === 0;
  const area = new Set(walk(level, open, cells[n]!));
  return rooms.lost(boxAt, (c) => area.has(c));
}

describe('goal rooms in best first', () => {
  it.each([77, 109, 114, 150])('Microban %i: past 500 expansions, a state whose room cannot be filled gets no child; before, it may', (index) => {
    const level = corpusLevel('Microban.txt', index);
    const a = analyzeLevel(level);
    const rooms = GoalRooms.of(a)!;
    expect(rooms).not.toBeNull();
    const search = new Search(level, a, startPosition(level), false, MEMORY, false, false);
    search.run(Infinity, 500);
    const { store } = search;
    const early = new Set<number>();
    for (let s = 0; s < store.count; s++) if (store.closed(s)) early.add(s);
    search.run(Infinity, 1_500);
    const parents = new Set<number>();
    for (let s = 1; s < store.count; s++) parents.add(store.parent(s));
    let pruned = 0;
    for (let s = 0; s < store.count; s++) {
      if (!store.closed(s) || early.has(s) || !lostState(level, rooms, search, s)) continue;
      expect(parents.has(s), `state ${s}: ${store.cellArray(s).join(' ')}`).toBe(false);
      pruned++;
    }
    // Each of these levels reaches such states within the budget: searches count their steps, so every machine agrees.
    expect(pruned).toBeGreaterThan(0);
  });

  it('before 500 expansions, expands states whose room cannot be filled like any other', () => {
    // Of the four levels above, those whose first 500 expansions meet such a state give it children all the same.
    let expanded = 0;
    for (const index of [77, 109, 114, 150]) {
      const level = corpusLevel('Microban.txt', index);
      const a = analyzeLevel(level);
      const rooms = GoalRooms.of(a)!;
      const search = new Search(level, a, startPosition(level), false, MEMORY, false, false);
      search.run(Infinity, 500);
      const { store } = search;
      const parents = new Set<number>();
      for (let s = 1; s < store.count; s++) parents.add(store.parent(s));
      for (let s = 0; s < store.count; s++) if (parents.has(s) && lostState(level, rooms, search, s)) expanded++;
    }
    expect(expanded).toBeGreaterThan(0);
  });
});
