/**
 * With the fewest pushes proven, the solver returns, of the solutions with
 * that many, one with the fewest moves: checked against a brute-force
 * search of whole positions, on every tiling.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay, startPosition } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { analysisOf } from '../src/deadlock.js';
import { fewestMoves } from '../src/fewest-moves.js';
import { solveSync } from '../src/solve.js';
import { fewestMovesOfFewestPushes } from './brute-force.js';
import { levelOf, TOPOLOGIES } from './boards.js';
import { pulledLevel } from './random-boards.js';

describe('the fewest moves among the solutions with the fewest pushes', () => {
  it('are what solve returns with optimize: pushes, on levels pulled from solved positions', () => {
    let checked = 0;
    for (const topology of TOPOLOGIES) {
      fc.assert(
        fc.property(pulledLevel(topology, 1), (made) => {
          if (!made) return;
          const level = levelOf(made.rows, topology);
          const brute = fewestMovesOfFewestPushes(level, 100_000);
          if (brute === null) return;
          const r = solveSync(level, { optimize: 'pushes', timeLimitMs: 20_000 });
          expect([r.status, r.optimal, r.pushes, r.moves]).toEqual(['solved', true, brute.pushes, brute.moves]);
          expect(replay(level, r.solution!)).toMatchObject({ solved: true, moves: brute.moves, pushes: brute.pushes });
          checked++;
        }),
        // A fixed seed: the count below is about this run's levels.
        { numRuns: 25, seed: 20261127 },
      );
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('gives up past its budget, and on a level with several pushers', () => {
    const level = levelOf(['#######', '#.  $@#', '#######'], sokobanTopology);
    const a = analysisOf(level);
    // Three pushes left and no other way: the start and the position after each push are four positions.
    expect(fewestMoves(a, startPosition(level), 3, 4, Infinity)).toHaveLength(3);
    expect(fewestMoves(a, startPosition(level), 3, 3, Infinity)).toBeNull();
    const two = levelOf(['#######', '#.$ @@#', '#######'], sokobanTopology);
    expect(fewestMoves(analysisOf(two), startPosition(two), 2, 1000, Infinity)).toBeNull();
  });

  it('gives up on a board of more than 55,296 cells, whose cells its one-character keys cannot all name', () => {
    // A goal, a box and the pusher in a row at the top of a closed room `width` cells wide and tall: one push.
    const room = (width: number): string[] => [
      '#'.repeat(width),
      `#.$@${' '.repeat(width - 5)}#`,
      ...Array.from({ length: width - 3 }, () => `#${' '.repeat(width - 2)}#`),
      '#'.repeat(width),
    ];
    // 235 × 235 = 55,225 cells, and 236 × 236 = 55,696.
    const small = levelOf(room(235), sokobanTopology);
    expect(fewestMoves(analysisOf(small), startPosition(small), 1, 1000, Infinity)).toHaveLength(1);
    const big = levelOf(room(236), sokobanTopology);
    expect(fewestMoves(analysisOf(big), startPosition(big), 1, 1000, Infinity)).toBeNull();
  });
});
