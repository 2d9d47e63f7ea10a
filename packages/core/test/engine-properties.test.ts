import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displacementLetters, Game, loadPuzzle, parseCollection, parseMoves, replay, reverseToForward, type Level, type Puzzle } from '../src/index.js';
import { requireCorpus } from './corpus-paths.js';
import { gridTopology } from './fixtures/grid-topology.js';

let puzzles: Puzzle[] | null = null;
const built = new Map<number, Level>();

/**
 * The puzzles of the original collection, read on first use inside a test,
 * not when the file loads: mutation testing charges code run at load time to
 * every test. Levels are built only as the random games ask for them.
 */
function original(): Puzzle[] {
  puzzles ??= parseCollection(readFileSync(join(requireCorpus(), 'Original_and_Extra.sok'), 'utf8'), { game: gridTopology.name }).collection.puzzles;
  return puzzles;
}

/** The level of puzzle `i`, taken modulo the number of puzzles. */
function levelAt(i: number): Level {
  const k = i % original().length;
  let level = built.get(k);
  if (!level) {
    level = loadPuzzle(original()[k]!, gridTopology).level!;
    built.set(k, level);
  }
  return level;
}

/** A solution that replays solved, from puzzle `i` or the next one that has one. */
function solutionAt(i: number): { level: Level; moves: string } {
  const n = original().length;
  for (let j = 0; j < n; j++) {
    const level = levelAt(i + j);
    const solution = original()[(i + j) % n]!.savedGames.find((s) => /^(Best )?Solution/.test(s.title ?? '') && replay(level, s.moves).solved);
    if (solution) return { level, moves: solution.moves.text };
  }
  throw new Error('The collection has no solution that replays solved');
}

/** A random game: a level (any number, taken modulo the level count) and steps. */
const randomGame = fc.record({
  level: fc.nat(),
  steps: fc.array(fc.constantFrom('l', 'r', 'u', 'd'), { maxLength: 300 }),
});

/** Checks the invariants of a position: counts kept, no two things in one cell, nothing on a wall. */
function checkPosition(level: Level, g: Game): void {
  const boxes = g.boxes;
  const pushers = g.pushers;
  expect(boxes.length).toBe(level.boxes.length);
  expect(pushers.length).toBe(level.pushers.length);
  const cells = [...boxes, ...pushers];
  expect(new Set(cells).size).toBe(cells.length);
  for (const c of cells) expect(level.wall[c]).toBe(0);
}

describe('engine properties', () => {
  it('any random moves, then undoing all of them, give back the exact start position', () => {
    fc.assert(
      fc.property(randomGame, ({ level: li, steps }) => {
        const level = levelAt(li);
        const g = new Game(level);
        const start = { boxes: g.boxes, pushers: g.pushers };
        for (const s of steps) g.step(s);
        while (g.undo());
        expect({ boxes: g.boxes, pushers: g.pushers, moves: g.moves, pushes: g.pushes }).toEqual({ ...start, moves: 0, pushes: 0 });
      }),
      { numRuns: 60 },
    );
  });

  it('box and pusher counts never change and no two objects share a cell', () => {
    fc.assert(
      fc.property(randomGame, ({ level: li, steps }) => {
        const level = levelAt(li);
        const g = new Game(level);
        for (const s of steps) {
          g.step(s);
          checkPosition(level, g);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('replaying the recorded moves of a random game reproduces its final position and counts', () => {
    fc.assert(
      fc.property(randomGame, ({ level: li, steps }) => {
        const level = levelAt(li);
        const g = new Game(level);
        for (const s of steps) g.step(s);
        const text = g.movesText();
        const again = new Game(level);
        expect(again.apply(parseMoves(text).moves).error).toBeNull();
        expect({ boxes: again.boxes, pushers: again.pushers }).toEqual({ boxes: g.boxes, pushers: g.pushers });
        expect(replay(level, text)).toMatchObject({ legal: true, moves: g.moves, pushes: g.pushes });
      }),
      { numRuns: 60 },
    );
  });

  it('a forward solution played backwards is a reverse solution, and converts back to a forward one that solves', () => {
    const opposite: Record<string, string> = { l: 'r', r: 'l', u: 'd', d: 'u', L: 'R', R: 'L', U: 'D', D: 'U' };
    fc.assert(
      fc.property(fc.nat(), (i) => {
        const { level, moves } = solutionAt(i);
        // Where the forward solution leaves the pusher: the reverse game jumps there first.
        const g = new Game(level);
        g.apply(parseMoves(moves).moves);
        const jump = displacementLetters(level, level.pushers[0]!, g.pushers[0]!)!;
        const backwards = [...moves].reverse().map((ch) => opposite[ch]!).join('');
        const reverse = `[${jump}]${backwards}`;
        expect(replay(level, reverse)).toMatchObject({ reverse: true, legal: true, solved: true });
        const rg = new Game(level, { reverse: true });
        expect(rg.apply(parseMoves(reverse).moves).error).toBeNull();
        const forward = reverseToForward(level, rg.movesText());
        expect(forward).not.toBeNull();
        expect(replay(level, forward!)).toMatchObject({ legal: true, solved: true });
      }),
      { numRuns: 20 },
    );
  });
});
