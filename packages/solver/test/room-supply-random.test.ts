/**
 * Starved goal rooms (room-supply.ts) on small random levels of every
 * tiling searched whole, many positions of each: a position called starved
 * must be one that cannot be solved, and some must be positions the rooms'
 * own search (goal-rooms.ts) does not call lost, or the check adds nothing.
 * A file of its own: too long to run for every mutant of the rooms.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reachable } from '@polyban/core';
import { analyzeLevel } from '../src/dead-cells.js';
import { GoalRooms } from '../src/goal-rooms.js';
import { starvedRoom } from '../src/room-supply.js';
import { TOPOLOGIES } from './boards.js';
import { roomLevel, rowsOf, wallBoard } from './random-boards.js';
import { solvablePositions } from './whole-search.js';

describe.each(TOPOLOGIES.map((t) => [t.name, t] as const))('starved rooms on random %s levels searched whole', (_, topology) => {
  it('are never called in a position that can be solved, and some are no room of the search would call lost', () => {
    let levels = 0;
    let starved = 0;
    let unseen = 0;
    fc.assert(
      fc.property(wallBoard(topology, 7, 5), fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), fc.integer({ min: 3, max: 4 }), (board, picks, goals) => {
        const level = roomLevel(board, picks, goals);
        const all = level && solvablePositions(level, 3_000);
        if (!level || !all) return;
        levels++;
        const a = analyzeLevel(level);
        const rooms = GoalRooms.of(a);
        // Every third position: the rooms' searches cost tens of microseconds each, and the levels' positions are many.
        for (const { position, solvable } of all.filter((_, i) => i % 3 === 0)) {
          if (!starvedRoom(a, position.boxes, position.pushers[0]!)) continue;
          starved++;
          if (solvable) expect.fail(`a position that can be solved called starved:\n${rowsOf(level, position).join('\n')}`);
          const area = reachable(level, position);
          if (!rooms?.lost(position.boxAt, (c) => area[c] === 1)) unseen++;
        }
      }),
      { numRuns: 16, seed: 20261129 },
    );
    expect(levels).toBeGreaterThan(5);
    expect(starved).toBeGreaterThan(0);
    expect(unseen).toBeGreaterThan(0);
  });
});
