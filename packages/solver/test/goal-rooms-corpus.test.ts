/**
 * Goal rooms along real games: every position of a saved game that solves
 * its puzzle can be solved, so no goal room may call it lost. Every saved
 * game of the two SOK files in the corpus that replays solved is walked,
 * every position after a push checked (a run of its own: too long to repeat
 * for every mutant of the rooms).
 */
import { describe, expect, it } from 'vitest';
import { reachable, startPosition, type Level, type Position } from '@polyban/core';
import { analyzeLevel } from '../src/dead-cells.js';
import { GoalRooms } from '../src/goal-rooms.js';
import { alongPushes, corpusPuzzles } from './boards.js';

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
    let checked = 0;
    for (const { index, puzzle, level, solutions } of corpusPuzzles(file)) {
      if (level.pushers.length !== 1) continue;
      const rooms = GoalRooms.of(analyzeLevel(level), MOST_POSITIONS);
      if (!rooms) continue;
      for (const game of solutions) {
        expect(lostAt(level, rooms, startPosition(level)), `puzzle ${index} at the start`).toBe(false);
        checked += alongPushes(level, game.moves, (p, pushes) => {
          if (lostAt(level, rooms, p)) throw new Error(`puzzle ${index} (${puzzle.title}), game "${game.title}": lost after push ${pushes}`);
        });
      }
    }
    // Many of XSokoban's levels have a room searched; the mixed file's one solved Sokoban puzzle may not.
    if (file.startsWith('Original')) expect(checked).toBeGreaterThan(10_000);
  });
});
