/**
 * The solver's claims on random boards of every tiling, with one pusher and
 * with two: walls at random, then boxes, goals (as many as the boxes, or one
 * more) and pushers on free cells. Most such levels cannot be solved; a
 * brute-force search over whole positions (written in the tests, from
 * core's rules alone) says which can, and:
 * - where it finds a solution, `findDeadlock` finds nothing at the start,
 *   no search calls the level unsolvable, the hint calls nothing lost, and
 *   a proven push-optimal solution has exactly its pushes;
 * - where it proves there is none, no search solves the level;
 * - every solution replays solved under core's rules.
 * A level with a spare goal is one core reports (it needs as many goals as
 * boxes) and still builds: a solved position may leave any goal empty.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLevel, replay, startPosition } from '@polyban/core';
import { findDeadlock, hintSync, solveSync } from '../src/index.js';
import { fewestPushes } from './brute-force.js';
import { TOPOLOGIES } from './boards.js';
import { floorCells, mark, pick, wallBoard } from './random-boards.js';

/** Milliseconds each search may take: the levels are small, and a search that stops early is only checked for what it claims. */
const LIMIT_MS = 200;

/** Random levels per run, by pushers: two pushers square the positions the brute force visits. */
const RUNS = { 1: 150, 2: 15 } as const;

describe.each(TOPOLOGIES.map((t) => [t.name, t] as const))('%s', (_, topology) => {
  it.each([1, 2] as const)('random boards with %i pusher(s): the solver agrees with a brute-force search', (pushers) => {
    let solvable = 0;
    let lost = 0;
    fc.assert(
      fc.property(
        wallBoard(topology, 6, 5),
        fc.integer({ min: 1, max: 3 }),
        fc.boolean(),
        fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
        (board, boxes, spare, picks) => {
          const goals = boxes + (spare ? 1 : 0);
          const cells = pick(floorCells(board), picks, boxes + goals + pushers);
          if (cells.length < boxes + goals + pushers) return;
          const rows = mark(board, new Map(cells.map((c, i) => [c, i < boxes ? '$' : i < boxes + goals ? '.' : '@'])));
          const level = buildLevel(rows, topology).level;
          if (!level) return;
          const what = rows.join('\n');
          const start = startPosition(level);
          const deadlock = findDeadlock(level, start);
          const quick = solveSync(level, { timeLimitMs: LIMIT_MS });
          const best = solveSync(level, { timeLimitMs: LIMIT_MS, optimize: 'pushes' });
          for (const r of [quick, best]) if (r.status === 'solved') expect(replay(level, r.solution!).solved, what).toBe(true);
          const hint = hintSync(level, start, { timeLimitMs: LIMIT_MS });
          const brute = fewestPushes(level, start, pushers === 1 ? 40_000 : 15_000);
          if (brute === null) return;
          if (brute < 0) {
            lost++;
            expect([quick.status, best.status], what).not.toContain('solved');
            return;
          }
          solvable++;
          expect(deadlock, what).toBeNull();
          expect([quick.status, best.status], what).not.toContain('unsolvable');
          expect(hint.kind === 'deadlock' || (hint.kind === 'not-found' && hint.reason === 'unsolvable'), `${what}\nhint ${hint.kind}`).toBe(false);
          if (best.status === 'solved' && best.optimal) expect(best.pushes, what).toBe(brute);
        },
      ),
      { numRuns: RUNS[pushers], seed: 20261129 },
    );
    // Both kinds of level turn up, so both sets of rules were tested.
    expect(solvable).toBeGreaterThan(0);
    expect(lost).toBeGreaterThan(RUNS[pushers] / 4);
  });
});
