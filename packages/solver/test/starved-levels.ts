/**
 * The starved-room check (room-supply.ts) on small random levels of one
 * tiling, each searched whole: shared by the light walk that runs for every
 * mutant of the rooms and the thorough one that runs apart.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { reachable, type Topology } from '@polyban/core';
import { analyzeLevel } from '../src/dead-cells.js';
import { GoalRooms } from '../src/goal-rooms.js';
import { starvedRoom } from '../src/room-supply.js';
import { roomLevel, rowsOf, wallBoard } from './random-boards.js';
import { solvablePositions } from './whole-search.js';

/** What a walk saw: levels searched, positions called starved, and of those, positions the rooms' own search does not call lost. */
export interface StarvedCounts {
  levels: number;
  starved: number;
  unseen: number;
}

/**
 * Walks 16 seeded random room levels of `topology` (7 by 5 cells, 3 or 4
 * goals) and, in each, the positions `looked(i, count)` picks of its
 * `count` reachable ones: the test fails on the first position called
 * starved that can be solved.
 */
export function starvedOnRandomLevels(topology: Topology, looked: (i: number, count: number) => boolean): StarvedCounts {
  const counts: StarvedCounts = { levels: 0, starved: 0, unseen: 0 };
  fc.assert(
    fc.property(wallBoard(topology, 7, 5), fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), fc.integer({ min: 3, max: 4 }), (board, picks, goals) => {
      const level = roomLevel(board, picks, goals);
      const all = level && solvablePositions(level, 3_000);
      if (!level || !all) return;
      counts.levels++;
      const a = analyzeLevel(level);
      const rooms = GoalRooms.of(a);
      for (const { position, solvable } of all.filter((_, i) => looked(i, all.length))) {
        if (!starvedRoom(a, position.boxes, position.pushers[0]!)) continue;
        counts.starved++;
        if (solvable) expect.fail(`a position that can be solved called starved:\n${rowsOf(level, position).join('\n')}`);
        const area = reachable(level, position);
        if (!rooms?.lost(position.boxAt, (c) => area[c] === 1)) counts.unseen++;
      }
    }),
    { numRuns: 16, seed: 20261129 },
  );
  return counts;
}
