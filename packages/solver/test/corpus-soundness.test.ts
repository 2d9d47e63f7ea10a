/**
 * Soundness on real games: every position along a saved game that solves
 * its puzzle can be solved, so `findDeadlock` must find nothing there and no
 * box may stand on a dead cell. Every saved game of the two SOK files in the
 * corpus that replays solved is walked, every position after a push checked.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyAction, loadPuzzle, parseCollection, startPosition, strictMoves, topologyFor, type Level } from '@polyban/core';
import { analyzeLevel, findDeadlock } from '../src/index.js';
import { CORPUS_DIR, solvingMoves, TOPOLOGIES } from './boards.js';

/** Plays `moves` and calls `check` after every push; returns the number of pushes. */
function alongGame(level: Level, moves: string, check: (boxes: Int32Array) => void): number {
  const p = startPosition(level);
  const mode = { reverse: false, pulled: false };
  let pushes = 0;
  for (const token of strictMoves(moves).moves!.tokens) {
    if (token.kind === 'current') break;
    if (token.kind !== 'steps') {
      applyAction(level, p, token, mode);
      continue;
    }
    for (const ch of token.letters) {
      const outcome = applyAction(level, p, { kind: 'step', direction: level.letterIndex[ch.charCodeAt(0)]!, pull: false }, mode);
      if (outcome !== 1) continue;
      pushes++;
      const deadlock = findDeadlock(level, p);
      if (deadlock) throw new Error(`findDeadlock reports ${deadlock.kind} after push ${pushes}`);
      check(p.boxes);
    }
  }
  return pushes;
}

describe.each(['Original_and_Extra.sok', 'mixed_collection.sok'])('%s', (file) => {
  it('finds no deadlock and no box on a dead cell along any game that solves its puzzle', () => {
    const { collection } = parseCollection(readFileSync(join(CORPUS_DIR, file), 'utf8'), { fileName: file });
    let games = 0;
    let positions = 0;
    collection.puzzles.forEach((puzzle, i) => {
      const topology = topologyFor(puzzle, TOPOLOGIES);
      const level = topology ? loadPuzzle(puzzle, topology).level : null;
      if (!level) return;
      const { deadCells } = analyzeLevel(level);
      for (const game of puzzle.savedGames) {
        const moves = solvingMoves(level, game.moves);
        if (moves === null) continue;
        games++;
        try {
          positions += alongGame(level, moves, (boxes) => {
            for (const c of boxes) if (deadCells[c] === 1) throw new Error(`a box on dead cell ${c}`);
          });
        } catch (e) {
          throw new Error(`puzzle ${i + 1} (${puzzle.title}), game "${game.title}": ${(e as Error).message}`, { cause: e });
        }
      }
    });
    // Every puzzle of the originals has a solution; in the mixed file, two snapshots of its first puzzle solve it.
    expect(games).toBeGreaterThanOrEqual(file.startsWith('Original') ? 91 : 2);
    expect(positions).toBeGreaterThan(games);
  });
});
