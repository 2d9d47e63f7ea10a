/**
 * Goal rooms along real games: every position of a saved game that solves
 * its puzzle can be solved, so no goal room may call it lost. Every saved
 * game of the two SOK files in the corpus that replays solved is walked,
 * every position after a push checked (a run of its own: too long to repeat
 * for every mutant of the rooms).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyAction, loadPuzzle, Outcome, parseCollection, reachable, startPosition, strictMoves, topologyFor, type Level, type Position } from '@polyban/core';
import { analyzeLevel } from '../src/dead-cells.js';
import { GoalRooms } from '../src/goal-rooms.js';
import { CORPUS_DIR, solvingMoves, TOPOLOGIES } from './boards.js';

/**
 * Rooms whose search stores at most this many room positions (the solver's own limit is 200,000). 26 of XSokoban's
 * levels have their rooms searched whole at this cap, against 56 at the solver's limit, in a third of the time: a room
 * past the cap is searched to it and dropped, and those searches were most of this test's time, against the solver
 * tests' budget. The rooms kept are still walked along 12,000 positions of solving games.
 */
const MOST_POSITIONS = 30_000;

/** Whether the rooms call position `p` lost, the pusher's area as core's walk sees it. */
function lostAt(level: Level, rooms: GoalRooms, p: Position): boolean {
  const area = reachable(level, p);
  return rooms.lost(p.boxAt, (c) => area[c] === 1);
}

describe.each(['Original_and_Extra.sok', 'mixed_collection.sok'])('goal rooms along the solving games of %s', (file) => {
  it('call no position lost', () => {
    const { collection } = parseCollection(readFileSync(join(CORPUS_DIR, file), 'utf8'), { fileName: file });
    let checked = 0;
    collection.puzzles.forEach((puzzle, i) => {
      const topology = topologyFor(puzzle, TOPOLOGIES);
      const level = topology ? loadPuzzle(puzzle, topology).level : null;
      if (!level || level.pushers.length !== 1) return;
      const rooms = GoalRooms.of(analyzeLevel(level), MOST_POSITIONS);
      if (!rooms) return;
      for (const game of puzzle.savedGames) {
        const moves = solvingMoves(level, game.moves);
        if (moves === null) continue;
        const p = startPosition(level);
        const mode = { reverse: false, pulled: false };
        expect(lostAt(level, rooms, p), `puzzle ${i + 1} at the start`).toBe(false);
        let pushes = 0;
        for (const token of strictMoves(moves).moves!.tokens) {
          if (token.kind !== 'steps') continue;
          for (const ch of token.letters) {
            if (applyAction(level, p, { kind: 'step', direction: level.letterIndex[ch.charCodeAt(0)]!, pull: false }, mode) !== Outcome.Push) continue;
            pushes++;
            if (lostAt(level, rooms, p)) throw new Error(`puzzle ${i + 1} (${puzzle.title}), game "${game.title}": lost after push ${pushes}`);
            checked++;
          }
        }
      }
    });
    // Many of XSokoban's levels have a room searched; the mixed file's one solved Sokoban puzzle may not.
    if (file.startsWith('Original')) expect(checked).toBeGreaterThan(10_000);
  });
});
