/**
 * Hints along real solutions: every saved game of the corpus's SOK files
 * that solves its puzzle (reverse games turned forward) is kept, all of a
 * puzzle's together, and hints asked with their search stopped must lead
 * from the start to the solved position. Players' solutions come back to
 * positions they passed; hints that kept the first pass's push went round
 * such detours for ever. A run of its own: too long to repeat for every
 * mutant of the kept lines.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Game, loadPuzzle, parseCollection, topologyFor } from '@polyban/core';
import { hintSync, keepSolution } from '../src/index.js';
import { CORPUS_DIR, solvingMoves, TOPOLOGIES } from './boards.js';

describe.each(['Original_and_Extra.sok', 'mixed_collection.sok'])('hints along the solving games of %s, kept', (file) => {
  it('lead from the start to the solved position', () => {
    const { collection } = parseCollection(readFileSync(join(CORPUS_DIR, file), 'utf8'), { fileName: file });
    let followed = 0;
    for (const puzzle of collection.puzzles) {
      const topology = topologyFor(puzzle, TOPOLOGIES);
      const level = topology ? loadPuzzle(puzzle, topology).level : null;
      if (!level || level.pushers.length !== 1) continue;
      const solutions = puzzle.savedGames.map((g) => solvingMoves(level, g.moves)).filter((m): m is string => m !== null);
      if (!solutions.some((m) => keepSolution(level, m))) continue;
      const game = new Game(level);
      // No kept line is longer than its solution, and each push followed leads on along one: fewer than all their pushes together.
      const most = solutions.reduce((sum, m) => sum + m.replace(/[^A-Z]/g, '').length, 0);
      let answer = '';
      for (let pushes = 0; pushes <= most; pushes++) {
        const h = hintSync(level, game.snapshot(), { signal: AbortSignal.abort() });
        answer = h.kind;
        if (h.kind !== 'push') break;
        expect(game.apply(h.moves).error, `${puzzle.title}: the hint's moves play`).toBeNull();
      }
      expect(answer, `${puzzle.title ?? 'untitled'}: the last hint`).toBe('solved');
      expect(game.isSolved()).toBe(true);
      followed++;
    }
    // Every XSokoban level of the file comes with a solution; the mixed collection has a few.
    expect(followed).toBeGreaterThan(file === 'Original_and_Extra.sok' ? 80 : 0);
  });
});
