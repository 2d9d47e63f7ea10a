/**
 * With the fewest pushes proven, the solver returns, of the solutions with
 * that many, one with the fewest moves: checked against a brute-force
 * search of whole positions, on every tiling.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLevel, replay, startPosition } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { analysisOf } from '../src/deadlock.js';
import { fewestMoves } from '../src/fewest-moves.js';
import { solveSync } from '../src/solve.js';
import { fewestMovesOfFewestPushes } from './brute-force.js';
import { levelOf, TOPOLOGIES } from './boards.js';
import { pulledLevel } from './random-boards.js';

describe('the fewest moves among the solutions with the fewest pushes', () => {
  it('takes, of two orders of the same pushes, the one with less walking between them', () => {
    /*
     * Width 8, so cell = 8 y + x:
     *   ########
     *   #.$  $.#    goals 9 and 14, boxes 10 and 13
     *   #  @   #    the pusher on 19, under 11
     *   ########
     * Two pushes: box 10 left from 11, box 13 right from 12. Left first: a
     * step up, the push, two steps right, the push (5 moves). Right first:
     * two steps to 12, the push, two steps back to 11, the push (6 moves).
     */
    const level = levelOf(['########', '#.$  $.#', '#  @   #', '########'], sokobanTopology);
    const D = level.directionCount;
    const [left, right] = [level.letters.indexOf('l'), level.letters.indexOf('r')];
    // After each push the pusher's area holds every free cell; 9 and, later, 14 hold boxes, so 10 is its smallest.
    expect(fewestMoves(analysisOf(level), startPosition(level), 2, 1000, Infinity)).toEqual([
      { move: 11 * D + left, keys: [10] },
      { move: 12 * D + right, keys: [10] },
    ]);
    // And so the solver's push-optimal solution: its moves are these pushes spelled.
    expect(solveSync(level, { optimize: 'pushes' })).toMatchObject({ solution: 'uLrrR', moves: 5, pushes: 2, optimal: true });
  });

  it('counts no steps for a push from the cell the pusher stands on', () => {
    /*
     * Width 8: goal 9, box 10, the pusher on 11, box 13, goal 14, a free row below.
     * Left first: the push (1), two steps right, the push: 4 moves. Right
     * first: a step, the push, two steps back, the push: 5 moves.
     */
    const level = levelOf(['########', '#.$@ $.#', '#      #', '########'], sokobanTopology);
    const D = level.directionCount;
    const [left, right] = [level.letters.indexOf('l'), level.letters.indexOf('r')];
    expect(fewestMoves(analysisOf(level), startPosition(level), 2, 1000, Infinity)?.map((p) => p.move)).toEqual([11 * D + left, 12 * D + right]);
    expect(solveSync(level, { optimize: 'pushes' })).toMatchObject({ solution: 'LrrR', moves: 4, pushes: 2 });
  });

  it('pushes only from cells the pusher can reach', () => {
    /*
     * Width 8:
     *   ########
     *   #@$.   #    the pusher on 9 walled in by box 10; goal 11
     *   ##   $.#    box 21, goal 22, pushed right from 20
     *   ########
     * Box 21's push cannot come first: 20 is out of reach until box 10
     * moves. The push right, then 10 to 18, 19, 20, the push: 'RdrrR'.
     */
    const level = levelOf(['########', '#@$.   #', '##   $.#', '########'], sokobanTopology);
    const D = level.directionCount;
    const right = level.letters.indexOf('r');
    expect(fewestMoves(analysisOf(level), startPosition(level), 2, 1000, Infinity)?.map((p) => p.move)).toEqual([9 * D + right, 20 * D + right]);
    expect(solveSync(level, { optimize: 'pushes' })).toMatchObject({ solution: 'RdrrR', moves: 5, pushes: 2 });
  });

  it('counts the walk round a box, not through it', () => {
    /*
     * Width 7:
     *   #######
     *   #. $  #    goal 8, box 10
     *   #  $@ #    box 17 beside the pusher on 18
     *   #  .  #    goal 24, below 17
     *   #######
     * Box 10 goes left twice (from 11), box 17 down once (from 10, above it).
     * The pusher cannot step through 17: 18 to 11 is one step up. Box 10
     * first: up, two pushes (the pusher ends on 9), then 9 to 10 (the
     * cell box 10 left), the push down: 1 + 2 + 1 + 1 = 5 moves. Box 17
     * first: 18 to 10 needs 11 then 10, and box 10 is on 10: no push of 17
     * down can come first.
     */
    const level = levelOf(['#######', '#. $  #', '#  $@ #', '#  .  #', '#######'], sokobanTopology);
    const D = level.directionCount;
    const [left, down] = [level.letters.indexOf('l'), level.letters.indexOf('d')];
    const found = fewestMoves(analysisOf(level), startPosition(level), 3, 1000, Infinity)!;
    expect(found.map((p) => p.move)).toEqual([11 * D + left, 10 * D + left, 10 * D + down]);
    expect(solveSync(level, { optimize: 'pushes' })).toMatchObject({ solution: 'uLLrD', moves: 5, pushes: 3, optimal: true });
  });

  it('gives the brute force\'s moves on small levels where a wrong step would give fewer', () => {
    // Levels from the tests' random generator on which a search with one of these faults answers with fewer moves, or with moves that do not play.
    const levels = [
      // A wall between the pusher and the cell it pushes from, walked through.
      ['#. $  ', ' $    ', ' * .# ', '@ #  #', ' # # #'],
      ['#   .#', ' *#  @', ' #  $ ', '    $#', '#  #. '],
      // A position met first by a shorter walk, then by a longer one that must not replace it.
      ['#   # ', '#  .  ', '      ', '. $$# ', '  #@ #'],
      ['#     ', '  # $@', ' #    ', '    ##', '**  .#'],
      // A box pushed onto another.
      ['#  *. ', '#     ', '## $*#', ' #  @ ', ' ###  '],
      ['### @#', '## $ #', '      ', ' $  . ', '#* .# '],
      // A push of the box on the next cell taken for one of this box.
      ['# #   ', '  . $$', ' #   .', '# @ * ', '    # '],
    ];
    for (const rows of levels) {
      const level = levelOf(rows, sokobanTopology);
      const brute = fewestMovesOfFewestPushes(level, 100_000)!;
      const r = solveSync(level, { optimize: 'pushes' });
      expect([r.status, r.optimal, r.pushes, r.moves], rows.join('\n')).toEqual(['solved', true, brute.pushes, brute.moves]);
    }
  });

  it('never pushes a box onto another box', () => {
    /*
     * Width 8, so cell = 8 y + x:
     *   ########
     *   #      #
     *   #@$ * .#    the pusher on 17, boxes 18 and 20 (on its goal), goals 20 and 22
     *   #      #
     *   ########
     * Four pushes right, straight through, would take four moves, but the
     * box on 18 cannot pass the one on 20. With four pushes the box on 20
     * must go first, from 19: four steps round the box on 18, two pushes,
     * six steps back round to 17 (the box now on 22), two pushes: 14 moves.
     */
    const level = levelOf(['########', '#      #', '#@$ * .#', '#      #', '########'], sokobanTopology);
    const right = level.letters.indexOf('r');
    const found = fewestMoves(analysisOf(level), startPosition(level), 4, 1000, Infinity);
    expect(found?.map((p) => p.move)).toEqual([19, 20, 17, 18].map((p) => p * level.directionCount + right));
    expect(solveSync(level, { optimize: 'pushes' })).toMatchObject({ moves: 14, pushes: 4, optimal: true });
  });

  it('keeps only to positions a solution of that many pushes can pass', () => {
    /*
     * Width 9, a room 7 × 5 inside; the box on 31 (column 4 of row 3), the
     * pusher on 30 beside it, the goal on 32. The box could go four ways,
     * none onto a dead cell, but only the push right leaves a bound of 0
     * with one push made: the start and that position are all it keeps.
     */
    const level = levelOf(['#########', '#       #', '#       #', '#  @$.  #', '#       #', '#       #', '#########'], sokobanTopology);
    const a = analysisOf(level);
    const right = level.letters.indexOf('r');
    // After the push the pusher's area holds every free cell: 10 is its smallest.
    expect(fewestMoves(a, startPosition(level), 1, 2, Infinity)).toEqual([{ move: 30 * level.directionCount + right, keys: [10] }]);
    expect(fewestMoves(a, startPosition(level), 1, 1, Infinity)).toBeNull();
    // No solution has no pushes.
    expect(fewestMoves(a, startPosition(level), 0, 1000, Infinity)).toBeNull();
  });

  it('gives up once the clock passes the time it was given', () => {
    // Five boxes in an open room: 15 pushes, and more than 5,200 positions to prove the fewest moves, so more than 260 taken from the open list (each adds at most 5 boxes × 4 pushes).
    const rows = ['#############', '#           #', '# $   .   $ #', '#           #', '#  .  @  $  #', '# .       . #', '#           #', '# $   .   $ #', '#           #', '#           #', '#############'];
    const level = levelOf(rows, sokobanTopology);
    const a = analysisOf(level);
    expect(fewestMoves(a, startPosition(level), 15, 5200, Infinity)).toBeNull();
    expect(fewestMoves(a, startPosition(level), 15, Infinity, Date.now() - 1)).toBeNull();
    expect(fewestMoves(a, startPosition(level), 15, Infinity, Infinity)).toHaveLength(15);
  });

  it('gives up on Sokoban+ levels, whose numbered boxes its bound does not know', () => {
    const rows = ['########', '#.$  $.#', '#  @   #', '########'];
    const plain = levelOf(rows, sokobanTopology);
    expect(fewestMoves(analysisOf(plain), startPosition(plain), 2, 1000, Infinity)).toHaveLength(2);
    const numbered = buildLevel(rows, sokobanTopology, { boxOrder: [1, 2], goalOrder: [1, 2] }).level!;
    expect(fewestMoves(analysisOf(numbered), startPosition(numbered), 2, 1000, Infinity)).toBeNull();
  });

  it('tells positions apart by the pusher\'s cell as well as the boxes', () => {
    // The level of the two orders above. Both orders end with the boxes on the goals, but the pusher on 13 after the right push last, on 10 after the left one.
    const level = levelOf(['########', '#.$  $.#', '#  @   #', '########'], sokobanTopology);
    const a = analysisOf(level);
    const D = level.directionCount;
    const [left, right] = [level.letters.indexOf('l'), level.letters.indexOf('r')];
    // The start, the two positions after one push, and the two last ones: five positions.
    expect(fewestMoves(a, startPosition(level), 2, 5, Infinity)?.map((p) => p.move)).toEqual([11 * D + left, 12 * D + right]);
    expect(fewestMoves(a, startPosition(level), 2, 4, Infinity)).toBeNull();
  });

  it('gives up past its budget, and on a level with several pushers', () => {
    const level = levelOf(['#######', '#.  $@#', '#######'], sokobanTopology);
    const a = analysisOf(level);
    // Three pushes left and no other way: the start and the position after each push are four positions.
    expect(fewestMoves(a, startPosition(level), 3, 4, Infinity)).toHaveLength(3);
    expect(fewestMoves(a, startPosition(level), 3, 3, Infinity)).toBeNull();
    const two = levelOf(['#######', '#.$ @@#', '#######'], sokobanTopology);
    expect(fewestMoves(analysisOf(two), startPosition(two), 2, 1000, Infinity)).toBeNull();
  });

  it('gives up on a board of more than 55,296 cells, whose cells its one-character keys cannot all name', () => {
    // A goal, a box and the pusher in a row at the top of a closed room `width` cells wide and `height` tall: one push.
    const room = (width: number, height: number): string[] => [
      '#'.repeat(width),
      `#.$@${' '.repeat(width - 5)}#`,
      ...Array.from({ length: height - 3 }, () => `#${' '.repeat(width - 2)}#`),
      '#'.repeat(width),
    ];
    // 256 × 216 = 55,296 cells, the last one 0xd7ff; 256 × 217 = 55,552.
    const small = levelOf(room(256, 216), sokobanTopology);
    expect(small.size).toBe(55_296);
    expect(fewestMoves(analysisOf(small), startPosition(small), 1, 1000, Infinity)).toHaveLength(1);
    const big = levelOf(room(256, 217), sokobanTopology);
    expect(fewestMoves(analysisOf(big), startPosition(big), 1, 1000, Infinity)).toBeNull();
  });

  it('are what solve returns with optimize: pushes, on levels pulled from solved positions', () => {
    let checked = 0;
    for (const topology of TOPOLOGIES) {
      fc.assert(
        fc.property(pulledLevel(topology, 1), (made) => {
          if (!made) return;
          const level = levelOf(made.rows, topology);
          const brute = fewestMovesOfFewestPushes(level, 100_000);
          if (brute === null) return;
          const r = solveSync(level, { optimize: 'pushes', timeLimitMs: 20_000 });
          expect([r.status, r.optimal, r.pushes, r.moves]).toEqual(['solved', true, brute.pushes, brute.moves]);
          expect(replay(level, r.solution!)).toMatchObject({ solved: true, moves: brute.moves, pushes: brute.pushes });
          checked++;
        }),
        // A fixed seed: the count below is about this run's levels.
        { numRuns: 25, seed: 20261127 },
      );
    }
    expect(checked).toBeGreaterThan(60);
  });
});
