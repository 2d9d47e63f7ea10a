/**
 * What the solver must do with a level known to be solvable (one pulled
 * from a solved position): solve it both ways, with solutions core replays
 * as solved, and in push-optimal mode with no more pushes than best first
 * and exactly as many as a brute-force search finds, where it finishes.
 */
import { expect } from 'vitest';
import { replay, type Level } from '@polyban/core';
import { solveSync, type SolveResult } from '../src/index.js';
import { fewestPushes } from './brute-force.js';

/**
 * The checks above on `level` (`what` names it in failures). Returns both
 * results, and the brute-force count, `null` when that search passed
 * `bruteLimit` positions.
 */
export function expectSolvedAsBruteForce(level: Level, what: string, bruteLimit: number): { quick: SolveResult; best: SolveResult; brute: number | null } {
  const quick = solveSync(level, { timeLimitMs: 20_000 });
  expect(quick.status, what).toBe('solved');
  expect(replay(level, quick.solution!).solved, what).toBe(true);
  const best = solveSync(level, { optimize: 'pushes', timeLimitMs: 20_000 });
  expect([best.status, best.optimal], what).toEqual(['solved', true]);
  expect(replay(level, best.solution!).solved, what).toBe(true);
  expect(best.pushes, what).toBeLessThanOrEqual(quick.pushes);
  const brute = fewestPushes(level, undefined, bruteLimit);
  if (brute !== null) expect(best.pushes, what).toBe(brute);
  return { quick, best, brute };
}
