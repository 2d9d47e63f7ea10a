/**
 * Moving interchangeable pushers inside one area (`pusher-shuffle.ts`), the
 * claim the search's pusher areas rest on: every step is one pusher moving to
 * a free neighbouring cell of the area, and the pushers end on the targets,
 * whatever the tiling, the area's shape and the placements.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLevel } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { shuffle, type ShuffleStep } from '../src/pusher-shuffle.js';
import { TOPOLOGIES, walk } from './boards.js';
import { floorCells, mark, pick, wallBoard } from './random-boards.js';

/**
 * Plays `steps` from `sources` and returns the cells the pushers end on,
 * sorted; fails the test at the first step that leaves the area, is not to
 * a neighbour, starts where no pusher stands or ends where one does.
 */
function play(steps: readonly ShuffleStep[], sources: readonly number[], inArea: Uint8Array, neighbours: Int32Array, D: number): number[] {
  const on = new Set(sources);
  for (const [i, { from, to }] of steps.entries()) {
    const where = `step ${i}: ${from} to ${to}`;
    expect(on.has(from), `${where}: no pusher there`).toBe(true);
    expect(on.has(to), `${where}: a pusher is there`).toBe(false);
    expect(inArea[to], `${where}: off the area`).toBe(1);
    expect(Array.from(neighbours.subarray(from * D, from * D + D)), `${where}: not a neighbour`).toContain(to);
    on.delete(from);
    on.add(to);
  }
  return [...on].sort((a, b) => a - b);
}

/** A corridor of five cells in a row (Sokoban), numbered as its level numbers them: cells 8 to 12. */
function corridor(): { area: number[]; inArea: Uint8Array; neighbours: Int32Array; D: number } {
  const level = buildLevel(['#######', '#@    #', '#######'], sokobanTopology).level!;
  const inArea = new Uint8Array(level.size);
  const area = [8, 9, 10, 11, 12];
  for (const c of area) inArea[c] = 1;
  return { area, inArea, neighbours: level.neighbours, D: level.directionCount };
}

describe('shuffle', () => {
  it('walks a lone pusher along the corridor to its target, one cell a step', () => {
    const { area, inArea, neighbours, D } = corridor();
    expect(shuffle(area, inArea, neighbours, D, [8], [12])).toEqual([
      { from: 8, to: 9 },
      { from: 9, to: 10 },
      { from: 10, to: 11 },
      { from: 11, to: 12 },
    ]);
  });

  it('moves nothing when the pushers stand on the targets already', () => {
    const { area, inArea, neighbours, D } = corridor();
    expect(shuffle(area, inArea, neighbours, D, [9, 11], [11, 9])).toEqual([]);
  });

  it('moves two pushers in a corridor to its two ends: the nearer end first, no pusher passing another', () => {
    const { area, inArea, neighbours, D } = corridor();
    // Pushers on 9 and 10, targets 8 and 12. A corridor has one order: the pusher on 9 goes to 8, the one on 10 to 12,
    // two steps that way. Which moves first is the function's choice; the steps themselves are not.
    const steps = shuffle(area, inArea, neighbours, D, [9, 10], [8, 12]);
    expect(play(steps, [9, 10], inArea, neighbours, D)).toEqual([8, 12]);
    expect(steps).toHaveLength(3);
    expect([...steps].sort((a, b) => a.from - b.from || a.to - b.to)).toEqual([
      { from: 9, to: 8 },
      { from: 10, to: 11 },
      { from: 11, to: 12 },
    ]);
  });

  it('says so when the area holds fewer pushers than targets', () => {
    const { area, inArea, neighbours, D } = corridor();
    expect(() => shuffle(area, inArea, neighbours, D, [9], [8, 12])).toThrow(/fewer pushers than targets/);
  });

  it('says so when the pushers are more than the cells left for them', () => {
    const { area, inArea, neighbours, D } = corridor();
    // Three pushers, one target: the two not wanted on 8 find no cell to go to, since every cell but 8 is to be left empty.
    expect(() => shuffle(area, inArea, neighbours, D, [9, 10, 11], [8])).toThrow(/more pushers than cells/);
  });

  describe.each(TOPOLOGIES.map((t) => [t.name, t] as const))('%s', (_, topology) => {
    it('takes any placement of pushers in an area to any other of as many, in legal steps', () => {
      fc.assert(
        fc.property(wallBoard(topology, 6, 5), fc.array(fc.nat(), { minLength: 12, maxLength: 12 }), fc.integer({ min: 1, max: 5 }), (board, picks, count) => {
          const floor = floorCells(board);
          if (floor.length === 0) return;
          const level = buildLevel(mark(board, new Map([[floor[0]!, '@']])), topology).level;
          if (!level) return;
          const D = level.directionCount;
          const open = new Uint8Array(level.size);
          for (const c of floor) open[c] = 1;
          const area = walk(level, (c) => open[c] === 1, floor[picks[0]! % floor.length]!);
          const inArea = new Uint8Array(level.size);
          for (const c of area) inArea[c] = 1;
          const k = Math.min(count, area.length);
          const sources = pick(area, picks.slice(1, 6), k);
          const targets = pick(area, picks.slice(6), k);
          const steps = shuffle(area, inArea, level.neighbours, D, sources, targets);
          expect(play(steps, sources, inArea, level.neighbours, D)).toEqual([...targets].sort((a, b) => a - b));
        }),
        { numRuns: 300, seed: 20261130 },
      );
    });
  });
});
