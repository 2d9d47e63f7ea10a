/**
 * Corral deadlocks on random boards of every tiling, held against a
 * brute-force search of the whole position: every position the corral
 * search proves lost has no solution. Kept apart from the hand-made cases
 * of `corral-search.test.ts`, which the mutation run uses: this one plays
 * thousands of boards, too slow to run for every mutant.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startPosition, type Level } from '@polyban/core';
import { findDeadlock } from '../src/index.js';
import { levelOf, TOPOLOGIES } from './boards.js';
import { startCorrals } from './corral-start.js';
import { fewestPushes } from './brute-force.js';
import { floorCells, mark, pick, wallBoard } from './random-boards.js';

/** The pushes of the start's PI-corral by the one-push test: 0 for a corral deadlock it sees, -1 for none. */
const piPushes = (level: Level): number => startCorrals(level).pushes;

describe('random boards, held against brute force', () => {
  it.each(TOPOLOGIES.map((t) => [t.name, t] as const))('%s: every corral deadlock is a position no line of play solves', (_, topology) => {
    let found = 0;
    const arb = fc.tuple(wallBoard(topology, 6, 5), fc.array(fc.nat(), { minLength: 7, maxLength: 7 }), fc.integer({ min: 2, max: 3 }));
    fc.assert(
      fc.property(arb, ([board, picks, boxes]) => {
        const cells = pick(floorCells(board), picks, 2 * boxes + 1);
        if (cells.length < 2 * boxes + 1) return;
        const marks = new Map(cells.map((c, i) => [c, i < boxes ? '.' : i < 2 * boxes ? '$' : '@']));
        let level: Level;
        try {
          level = levelOf(mark(board, marks), topology);
        } catch {
          return;
        }
        const deadlock = findDeadlock(level, startPosition(level));
        // Only the corrals the one-push test leaves open are the search's.
        if (deadlock?.kind !== 'corral' || piPushes(level) === 0) return;
        const pushes = fewestPushes(level, startPosition(level), 50_000);
        if (pushes === null) return;
        found++;
        expect(pushes).toBe(-1);
      }),
      { numRuns: 2500, seed: 11 },
    );
    // Not a vacuous test: the search finds corral deadlocks on every tiling at this seed.
    expect(found).toBeGreaterThan(0);
  });
});
