/**
 * Goal rooms that too few boxes can reach (room-supply.ts): a position it
 * calls starved must never be one that can be solved, which small random
 * levels searched whole check on every tiling; and Kevin Damm's Hexoban
 * level "Honey Pot" is shown unsolvable, with the reason worked out here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reachable, startPosition } from '@polyban/core';
import { analyzeLevel } from '../src/dead-cells.js';
import { GoalRooms } from '../src/goal-rooms.js';
import { starvedRoom } from '../src/room-supply.js';
import { corpusLevel, TOPOLOGIES } from './boards.js';
import { roomLevel, rowsOf, wallBoard } from './random-boards.js';
import { solvablePositions } from './whole-search.js';

describe('starved rooms', () => {
  // Honey Pot's room of 12 goals has a door on its top, which twelve boxes reach, and one at the bottom, (14, 12) in
  // text coordinates, behind which the floor runs (12, 12), (10, 12), (8, 12), (9, 11) to (8, 10) and (10, 10): a
  // corridor one cell wide, which only the box of the start on (7, 9) reaches from outside. Grown through it, the
  // room's search finds that the room cannot be filled (the reason is worked out in room-supply-corpus.test.ts).
  const honeyPot = corpusLevel('hexoban/morehex.hsb', 5);

  it("are found in Honey Pot at the start, where the room's own search, boxes at every door, sees none", () => {
    const a = analyzeLevel(honeyPot);
    const start = startPosition(honeyPot);
    expect(starvedRoom(a, start.boxes, start.pushers[0]!)).toBe(true);
    const area = reachable(honeyPot, start);
    expect(GoalRooms.of(a)!.lost(start.boxAt, (c) => area[c] === 1)).toBe(false);
  });

  it('are not looked for past the deadline', () => {
    const a = analyzeLevel(honeyPot);
    expect(starvedRoom(a, honeyPot.boxes, honeyPot.pushers[0]!, Date.now() - 1)).toBe(false);
  });

  it("leave out a room of more cells than a search's mask holds: XSokoban's Level 48, 34 goals and 3 doors", () => {
    // The level is solved by the corpus's own saved games; a room of 37 cells would overflow the 32-bit masks.
    const level = corpusLevel('Original_and_Extra.sok', 49);
    expect(level.goals.length).toBe(34);
    expect(starvedRoom(analyzeLevel(level), level.boxes, level.pushers[0]!)).toBe(false);
  });
});

describe.each(TOPOLOGIES.map((t) => [t.name, t] as const))('starved rooms on random %s levels searched whole', (_, topology) => {
  it('are never called in a position that can be solved', () => {
    let levels = 0;
    let starved = 0;
    fc.assert(
      fc.property(wallBoard(topology, 7, 5), fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), fc.integer({ min: 3, max: 4 }), (board, picks, goals) => {
        const level = roomLevel(board, picks, goals);
        const all = level && solvablePositions(level, 3_000);
        if (!level || !all) return;
        levels++;
        const a = analyzeLevel(level);
        // The start and a dozen positions spread over the rest: a room's search per position, under a mutation
        // run's instrumentation, is slow (room-supply-random.test.ts checks many more).
        for (const { position, solvable } of all.filter((_, i) => i % Math.ceil(all.length / 12) === 0)) {
          if (!starvedRoom(a, position.boxes, position.pushers[0]!)) continue;
          starved++;
          if (solvable) expect.fail(`a position that can be solved called starved:\n${rowsOf(level, position).join('\n')}`);
        }
      }),
      { numRuns: 16, seed: 20261129 },
    );
    // The runs must reach levels, and some positions must be starved, or the check says nothing.
    expect(levels).toBeGreaterThan(5);
    expect(starved).toBeGreaterThan(0);
  });
});
