/**
 * Soundness on real games: every position along a saved game that solves
 * its puzzle can be solved, so `findDeadlock` must find nothing there and no
 * box may stand on a dead cell. Every saved game of the two SOK files in the
 * corpus that replays solved is walked, every position after a push checked.
 */
import { describe, expect, it } from 'vitest';
import { analyzeLevel, findDeadlock } from '../src/index.js';
import { alongPushes, corpusPuzzles } from './boards.js';

describe.each(['Original_and_Extra.sok', 'mixed_collection.sok'])('%s', (file) => {
  it('finds no deadlock and no box on a dead cell along any game that solves its puzzle', () => {
    let games = 0;
    let positions = 0;
    for (const { index, puzzle, level, solutions } of corpusPuzzles(file)) {
      const { deadCells } = analyzeLevel(level);
      for (const game of solutions) {
        games++;
        positions += alongPushes(level, game.moves, (p, pushes) => {
          const where = `puzzle ${index} (${puzzle.title}), game "${game.title}", after push ${pushes}`;
          const deadlock = findDeadlock(level, p);
          if (deadlock) throw new Error(`${where}: findDeadlock reports ${deadlock.kind}`);
          for (const c of p.boxes) if (deadCells[c] === 1) throw new Error(`${where}: a box on dead cell ${c}`);
        });
      }
    }
    // Every puzzle of the originals has a solution; in the mixed file, two snapshots of its first puzzle solve it.
    expect(games).toBeGreaterThanOrEqual(file.startsWith('Original') ? 91 : 2);
    expect(positions).toBeGreaterThan(games);
  });
});
