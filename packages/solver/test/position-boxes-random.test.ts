/**
 * Positions with one box fewer than their level, on random levels of every
 * tiling solvable by construction (see `random-boards.ts`): taking a box
 * off never blocks a step, so the level's solution, the taken box's pushes
 * played as walks, still brings every other box to a goal. The position
 * can be solved, in at most as many pushes, with a goal left empty; so
 * `findDeadlock` finds nothing, the hint calls nothing lost, both searches
 * solve it, and push-optimal mode finds as many pushes as a brute-force
 * search. (`position-boxes.test.ts` has the cases drawn by hand.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLevel, replay } from '@polyban/core';
import { findDeadlock, hintSync, solveSync } from '../src/index.js';
import { fewestPushes } from './brute-force.js';
import { levelOf, TOPOLOGIES } from './boards.js';
import { pulledLevel, rowsOf, withoutBox } from './random-boards.js';

describe.each(TOPOLOGIES.map((t) => [t.name, t] as const))('%s', (_, topology) => {
  it('levels pulled from a solved position, one box taken off: solvable, and solved as a brute-force search says', () => {
    let compared = 0;
    fc.assert(
      fc.property(pulledLevel(topology, 1), fc.nat(), (made, pick) => {
        if (!made) return;
        const level = levelOf(made.rows, topology);
        if (level.boxes.length < 2) return;
        const position = withoutBox(level, pick % level.boxes.length);
        // The same board with that box gone, a goal to spare (core reports it, and builds it): its start is the
        // position, for core to replay solutions from.
        const board = buildLevel(rowsOf(level, position), topology).level!;
        const what = `${made.rows.join('\n')}\nwithout box ${pick % level.boxes.length}`;
        expect(findDeadlock(level, position), what).toBeNull();
        const hint = hintSync(level, position, { timeLimitMs: 20_000 });
        expect(['push', 'solved'], `${what}\nhint ${JSON.stringify(hint)}`).toContain(hint.kind);
        const quick = solveSync(level, { position, timeLimitMs: 20_000 });
        const best = solveSync(level, { position, optimize: 'pushes', timeLimitMs: 20_000 });
        expect([quick.status, best.status, best.optimal], what).toEqual(['solved', 'solved', true]);
        for (const r of [quick, best]) expect(replay(board, r.solution!).solved, `${what}\n${r.solution}`).toBe(true);
        const brute = fewestPushes(level, position, 40_000);
        if (brute !== null) {
          expect(best.pushes, what).toBe(brute);
          compared++;
        }
      }),
      { numRuns: 250, seed: 20261129 },
    );
    expect(compared).toBeGreaterThan(12);
  });
});
