/**
 * Sokoban+ numbering on random levels of every tiling, solvable by
 * construction: a level is pulled from a solved position (see
 * `random-boards.ts`), then each goal gets a number, 1 or 2, and each box
 * the number of the goal it was pulled off. The pulls played backwards put
 * every box back on its own goal, so:
 * - `findDeadlock` finds nothing at the start;
 * - the solver solves the level, and core's replay, which checks each box's
 *   number against its goal's, calls the solution solved;
 * - A* on pushes matches a brute-force search of whole positions (which
 *   keeps each box's place in its key, so numbered boxes never swap).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLevel, startPosition, type Topology } from '@polyban/core';
import { findDeadlock } from '../src/index.js';
import { TOPOLOGIES } from './boards.js';
import { pulledPositions } from './random-boards.js';
import { expectSolvedAsBruteForce } from './solvable-levels.js';

/** A pulled level with a number for each goal (`numbers`, read in turn), and each box numbered as the goal it left. */
const numberedLevel = (topology: Topology) =>
  fc.tuple(pulledPositions(topology, 1), fc.array(fc.integer({ min: 1, max: 2 }), { minLength: 3, maxLength: 3 })).map(([made, numbers]) => {
    if (!made) return null;
    const { goalsOnly, boxes, rows } = made;
    const goalOrder = Array.from(goalsOnly.goals, (_, i) => numbers[i % numbers.length]!);
    // The built level lists its boxes in cell order; box i of the pulls left goal i.
    const cells = [...boxes].sort((x, y) => x - y);
    const boxOrder = cells.map((c) => goalOrder[boxes.indexOf(c)]!);
    const { level, problems } = buildLevel(rows, topology, { boxOrder, goalOrder });
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    return { level: level!, rows, goalOrder, boxOrder };
  });

describe.each(TOPOLOGIES.map((t) => [t.name, t] as const))('%s', (_, topology) => {
  it('numbered levels pulled from a solved position: no deadlock at the start, solved, optimal as brute force says', () => {
    let compared = 0;
    let twoNumbers = 0;
    fc.assert(
      fc.property(numberedLevel(topology), (made) => {
        if (!made) return;
        const { level } = made;
        const what = `${made.rows.join('\n')}\nboxes ${made.boxOrder.join(' ')}, goals ${made.goalOrder.join(' ')}`;
        expect(level.boxNumbers, what).not.toBeNull();
        if (new Set(made.boxOrder).size > 1) twoNumbers++;
        expect(findDeadlock(level, startPosition(level)), what).toBeNull();
        if (expectSolvedAsBruteForce(level, what, 60_000).brute !== null) compared++;
      }),
      // A fixed seed: the counts below are about this run's levels.
      { numRuns: 30, seed: 20261129 },
    );
    // Enough levels with boxes of both numbers and a brute-force answer for the run to mean something.
    expect(twoNumbers).toBeGreaterThan(5);
    expect(compared).toBeGreaterThan(10);
  });
});
