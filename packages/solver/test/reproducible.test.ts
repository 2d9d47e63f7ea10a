/**
 * Runs are reproducible (see "How it searches" in the README): a search
 * takes its steps by counts of positions, never by the clock, so a level
 * read twice is searched alike however fast the machine runs. (A search
 * that a goal room proves unsolvable, slowed alike, is in
 * room-supply-corpus.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { Level } from '@polyban/core';
import { solveSync, type SolveResult } from '../src/index.js';
import { corpusLevel, stall } from './boards.js';

/** XSokoban's Level 12, read anew: a level object no search has seen. */
function level12(): Level {
  return corpusLevel('Original_and_Extra.sok', 12);
}

/** What a run found and how far it searched. */
function outcome(result: SolveResult): unknown {
  const { status, solution, pushes, moves, stats } = result;
  return { status, solution, pushes, moves, generated: stats.generated, expanded: stats.expanded };
}

describe('a search', () => {
  it('of a level read twice finds the same solution by the same positions, even on a machine that runs slower', () => {
    // Level 12 takes about a hundred thousand positions, with the backward search beside the forward one: more than
    // half a second here, long enough for a progress report on a much faster machine, each of which stalls the second run.
    const first = solveSync(level12(), { timeLimitMs: 60_000 });
    let reports = 0;
    const slowed = solveSync(level12(), {
      timeLimitMs: 60_000,
      onProgress: () => {
        reports++;
        stall(40);
      },
    });
    expect(first.status).toBe('solved');
    expect(reports).toBeGreaterThan(0);
    expect(outcome(slowed)).toEqual(outcome(first));
  });
});

