/**
 * A search cut into slices: `solve` runs the searches about 50 ms at a
 * time, so where a slice ends depends on the machine's speed and load. What
 * a search makes must not: run to its end at once, or one short slice after
 * another, it makes the same positions in the same order and finds the same
 * solution. Only the number of pushes a tunnel or a route follows in one
 * expansion bounds that expansion's work, and it is a count, not the clock.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPuzzle, parseCollection, startPosition, type Level } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { analysisOf } from '../src/deadlock.js';
import { Search } from '../src/search.js';
import { chainSteps } from '../src/time-limit.js';
import { CORPUS_DIR, levelOf } from './boards.js';

const MB = 1 << 20;

/** What a search made, to compare two runs by. */
function outcome(search: Search): { status: string; generated: number; expanded: number; path: string[] } {
  const path = search.status === 'solved' ? search.path().map((s) => search.store.cellArray(s).join(',')) : [];
  return { status: search.status, generated: search.generated, expanded: search.expanded, path };
}

/** `level` searched best first with tunnel pushes, in one run with no time limit. */
function atOnce(level: Level): Search {
  const search = new Search(level, analysisOf(level), startPosition(level), false, 256 * MB, true);
  search.run(Infinity);
  return search;
}

/**
 * `level` searched as {@link atOnce}, but in slices whose time is up before
 * they start: each ends at its first look at the clock, and anything that
 * looked at the clock inside an expansion would stop there.
 */
function inSlices(level: Level): { search: Search; slices: number } {
  const search = new Search(level, analysisOf(level), startPosition(level), false, 256 * MB, true);
  let slices = 0;
  while (search.status === 'running' && slices < 100_000) {
    search.run(Date.now() - 1);
    slices++;
  }
  return { search, slices };
}

/**
 * Searches `level` at once, checks that it is solved after `expanded`
 * expansions along a path of `states` states, and returns that search.
 */
function solvedAtOnce(level: Level, expanded: number, states: number): Search {
  const whole = atOnce(level);
  expect(whole.status).toBe('solved');
  expect(whole.expanded).toBe(expanded);
  expect(whole.path()).toHaveLength(states);
  return whole;
}

describe('a search cut into slices', () => {
  it('follows a tunnel longer than 16 pushes to its end in one expansion however the slices fall', () => {
    // Row 1: the pusher, then a box at x = 2 in a corridor one cell wide (walls above and below) up to the goal at
    // x = 38. Every push but the last is a tunnel push: the box never leaves the corridor's line. 36 pushes: the
    // start is expanded, the 35 states after its pushes but the last are passed through, and the last is solved.
    const row = `#@$${' '.repeat(35)}.#`;
    const wall = '#'.repeat(row.length);
    const level = levelOf([wall, row, wall], sokobanTopology);
    const whole = solvedAtOnce(level, 1, 37);
    expect(outcome(inSlices(level).search)).toEqual(outcome(whole));
  });

  it('on a board of 262,144 cells, follows 16 pushes of a tunnel per expansion, the rest when its last state is expanded', () => {
    // The corridor of the test above, 36 pushes, on a board of 4 rows of 65,536 cells (2^18: chainSteps gives
    // 2^22 / 2^18 = 16). The start's expansion makes the first push and 16 tunnel pushes, its last state left
    // open; the next expansion of that state the same, from x = 19; the third the last 2 pushes (the second onto
    // the goal).
    const width = 65_536;
    const row = `#@$${' '.repeat(35)}.`.padEnd(width, '#');
    const wall = '#'.repeat(width);
    const level = levelOf([wall, row, wall, wall], sokobanTopology);
    expect(level.size).toBe(262_144);
    solvedAtOnce(level, 3, 37);
  });

  it('follows a box route longer than 16 pushes to its end in one expansion however the slices fall', () => {
    // An open room; the box at x = 2 of row 2, its goal at x = 21 of the same row: 19 pushes right, the route the
    // feature space gives the box to its goal when the start is expanded. Nothing else is expanded.
    const level = levelOf(['########################', '#@                     #', '# $                  . #', '#                      #', '########################'], sokobanTopology);
    const whole = solvedAtOnce(level, 1, 20);
    expect(outcome(inSlices(level).search)).toEqual(outcome(whole));
  });

  it('makes the same positions and solution on Microban levels with long tunnels and routes', () => {
    // Levels whose searches follow routes and tunnels of more than 16 pushes (their searches differed when a route
    // or tunnel stopped at the slice's end): whole and sliced must agree state for state.
    const { collection } = parseCollection(readFileSync(join(CORPUS_DIR, 'Microban.txt'), 'utf8'), { fileName: 'Microban.txt' });
    for (const n of [84, 108, 140, 147, 153]) {
      const level = loadPuzzle(collection.puzzles[n - 1]!, sokobanTopology).level!;
      const whole = atOnce(level);
      expect(whole.status, `Microban ${n}`).toBe('solved');
      const { search, slices } = inSlices(level);
      // Many slices, or the comparison would say little about them.
      expect(slices, `Microban ${n}`).toBeGreaterThan(10);
      expect(outcome(search), `Microban ${n}`).toEqual(outcome(whole));
    }
  });
});

describe('chainSteps', () => {
  it('bounds a tunnel or route only past 4,096 cells: 2^22 / size pushes, at least 1', () => {
    expect(chainSteps(1)).toBe(Infinity);
    expect(chainSteps(4096)).toBe(Infinity);
    // 4,194,304 / 4,097 = 1,023.75.
    expect(chainSteps(4097)).toBe(1023);
    // 4,194,304 / 100,000 = 41.9.
    expect(chainSteps(100_000)).toBe(41);
    // 4,194,304 / 262,144 = 16 exactly; one cell more, 15.99.
    expect(chainSteps(262_144)).toBe(16);
    expect(chainSteps(262_145)).toBe(15);
    // 4.19 for a million cells; below 1 past 2^22 cells, where one push is still made.
    expect(chainSteps(1_000_000)).toBe(4);
    expect(chainSteps(2 ** 22)).toBe(1);
    expect(chainSteps(2 ** 22 + 1)).toBe(1);
    expect(chainSteps(10_000_000)).toBe(1);
  });
});
