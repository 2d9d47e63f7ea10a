/**
 * Runs are reproducible (see "How it searches" in the README): a search
 * takes its steps by counts of positions, never by the clock, so a level
 * read twice is searched alike however fast the machine runs.
 */
import { describe, expect, it } from 'vitest';
import type { Level } from '@polyban/core';
import { solveSync, type SolveResult } from '../src/index.js';
import { corpusLevel } from './boards.js';

/** XSokoban's Level 45, read anew: a level object no search has seen. It is the file's 46th puzzle, after Level 37a. */
function level45(): Level {
  return corpusLevel('Original_and_Extra.sok', 46);
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
    // Level 45 takes a few hundred thousand positions, with the backward search beside the forward one: over a
    // second here, long enough for progress reports on a much faster machine, each of which stalls the second run.
    const first = solveSync(level45(), { timeLimitMs: 60_000 });
    let reports = 0;
    const slowed = solveSync(level45(), {
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

  it('that a goal room proves unsolvable makes the same positions every time: the rooms are looked at after a turn counted, not timed', () => {
    // Hexoban's morehex 5 is proven unsolvable by its goal room, looked at once the search has expanded 50,000 states:
    // about two seconds of search, in slices of time. Run twice, each time on a level read anew, at whatever speed the
    // machine has each time (the first run also pays for compiling), and once more slowed by its progress reports.
    const runs = [0, 0, 40].map((ms) =>
      outcome(
        solveSync(corpusLevel('hexoban/morehex.hsb', 5), {
          timeLimitMs: 60_000,
          onProgress: () => stall(ms),
        }),
      ),
    );
    expect((runs[0] as { status: string }).status).toBe('unsolvable');
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
  });
});

