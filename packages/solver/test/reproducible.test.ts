/**
 * Runs are reproducible (see "How it searches" in the README): a search
 * takes its steps by counts of positions, never by the clock, so a level
 * read twice is searched alike however fast the machine runs.
 */
import { describe, expect, it } from 'vitest';
import type { Level } from '@polyban/core';
import { solveSync, type SolveResult } from '../src/index.js';
import { corpusLevel } from './boards.js';

/** XSokoban's Level 12, read anew: a level object no search has seen. */
function level12(): Level {
  return corpusLevel('Original_and_Extra.sok', 12);
}

/** What a run found and how far it searched. */
function outcome(result: SolveResult): unknown {
  const { status, solution, pushes, moves, stats } = result;
  return { status, solution, pushes, moves, generated: stats.generated, expanded: stats.expanded };
}

/** Waits `ms` milliseconds doing nothing else: a machine slower than this one. */
function stall(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end);
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

  it('that a goal room proves unsolvable stops after the same count of positions on a slowed machine: the rooms are looked at after a turn counted, not timed', () => {
    // Hexoban's morehex 5 is proven unsolvable by its goal room, looked at once the forward search has made exactly
    // 50,001 expansions: about two seconds of search, in slices of time. Best first runs the backward search beside it,
    // the two taking turns of 128 expansions, the forward one first: 390 whole turns each (49,920) and 81 forward
    // expansions more. Slowed by its progress reports, so that its slices of time end elsewhere, it stops there all the same.
    let reports = 0;
    const slowed = solveSync(corpusLevel('hexoban/morehex.hsb', 5), {
      timeLimitMs: 60_000,
      onProgress: () => {
        reports++;
        stall(40);
      },
    });
    expect(reports).toBeGreaterThan(0);
    expect(slowed.status).toBe('unsolvable');
    expect(slowed.stats.expanded).toBe(50_001 + 390 * 128);
  });
});

