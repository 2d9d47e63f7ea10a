/**
 * Random levels solvable by construction, on every tiling, with one pusher
 * and with two: goals and pushers are placed on a random board, every goal
 * gets a box, and random reverse-mode steps (core's pulls) drag the boxes
 * away. Played backwards those steps solve the level, so:
 * - no position along the way is a deadlock (`findDeadlock` is sound);
 * - the solver solves the level, and core replays its solution as solved;
 * - A* on pushes matches a brute-force search of whole positions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelOf, TOPOLOGIES } from './boards.js';
import { pulledLevel } from './random-boards.js';
import { expectSolvedAsBruteForce } from './solvable-levels.js';

describe.each(TOPOLOGIES.map((t) => [t.name, t] as const))('%s', (_, topology) => {
  it.each([1, 2])('levels pulled from a solved position, %i pusher(s): no deadlock on the way, solved, optimal as brute force says', (pushers) => {
    let compared = 0;
    let pushed = 0;
    let multiban = 0;
    fc.assert(
      fc.property(pulledLevel(topology, pushers), (made) => {
        if (!made) return;
        const level = levelOf(made.rows, topology);
        const what = made.rows.join('\n');
        // Two pushers square the positions to visit: the brute force gives up sooner.
        const { quick, best, brute } = expectSolvedAsBruteForce(level, what, pushers === 1 ? 60_000 : 15_000);
        if (best.pushes > 0) pushed++;
        if (quick.solution!.includes('{')) multiban++;
        if (brute !== null) compared++;
      }),
      // A fixed seed: the counts below are about this run's levels, which must not change from run to run.
      { numRuns: 40, seed: 20261123 },
    );
    // Enough levels that need pushes, pusher changes, and a brute-force answer, for the run to mean something.
    expect(compared).toBeGreaterThan(10);
    expect(pushed).toBeGreaterThan(8);
    if (pushers > 1) expect(multiban).toBeGreaterThan(3);
  });
});
