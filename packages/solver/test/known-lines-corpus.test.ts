/**
 * Hints along real solutions: every saved game of the corpus's SOK files
 * that solves its puzzle (reverse games turned forward) is kept, all of a
 * puzzle's together, and hints asked with their search stopped must lead
 * from the start to the solved position. Players' solutions come back to
 * positions they passed; hints that kept the first pass's push went round
 * such detours for ever. A run of its own: too long to repeat for every
 * mutant of the kept lines.
 */
import { describe, expect, it } from 'vitest';
import { Game } from '@polyban/core';
import { hintSync, keepSolution } from '../src/index.js';
import { corpusPuzzles } from './boards.js';

describe.each(['Original_and_Extra.sok', 'mixed_collection.sok'])('hints along the solving games of %s, kept', (file) => {
  it('lead from the start to the solved position', () => {
    let followed = 0;
    for (const { puzzle, level, solutions: games } of corpusPuzzles(file)) {
      if (level.pushers.length !== 1) continue;
      const solutions = games.map((g) => g.moves);
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
