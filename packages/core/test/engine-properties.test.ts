import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displacementLetters, Game, loadPuzzle, parseCollection, parseMoves, replay, reverseToForward, type Level } from '../src/index.js';
import { requireCorpus } from './corpus-paths.js';
import { gridTopology } from './fixtures/grid-topology.js';

interface Corpus {
  levels: Level[];
  solutions: { level: Level; moves: string }[];
}

let corpus: Corpus | null = null;

/**
 * The levels of the original collection and their solutions that replay
 * solved. Built on first use inside a test, not when the file loads: mutation
 * testing charges code run at load time to every test.
 */
function original(): Corpus {
  if (corpus) return corpus;
  const { puzzles } = parseCollection(readFileSync(join(requireCorpus(), 'Original_and_Extra.sok'), 'utf8'), { game: gridTopology.name }).collection;
  const levels = puzzles.map((p) => loadPuzzle(p, gridTopology).level!);
  const solutions = puzzles.flatMap((p, i) =>
    p.savedGames.filter((s) => /^(Best )?Solution/.test(s.title ?? '') && replay(levels[i]!, s.moves).solved).map((s) => ({ level: levels[i]!, moves: s.moves.text })),
  );
  corpus = { levels, solutions };
  return corpus;
}

/** A random game: a level (any number, taken modulo the level count) and steps. */
const randomGame = fc.record({
  level: fc.nat(),
  steps: fc.array(fc.constantFrom('l', 'r', 'u', 'd'), { maxLength: 300 }),
});

const levelAt = (i: number): Level => {
  const { levels } = original();
  return levels[i % levels.length]!;
};

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
      { numRuns: 200 },
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
      { numRuns: 100 },
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
      { numRuns: 200 },
    );
  });

  it('a forward solution played backwards is a reverse solution, and converts back to a forward one that solves', () => {
    const opposite: Record<string, string> = { l: 'r', r: 'l', u: 'd', d: 'u', L: 'R', R: 'L', U: 'D', D: 'U' };
    fc.assert(
      fc.property(fc.nat(), (i) => {
        const { solutions } = original();
        const { level, moves } = solutions[i % solutions.length]!;
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
      { numRuns: 40 },
    );
  });
});
