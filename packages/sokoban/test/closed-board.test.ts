/**
 * The walls must close a board: `open-board` where a pusher can walk off it,
 * `outside-walls` for a box or goal the walls leave outside, reported by
 * `buildLevel` when asked (`checkClosed`) and always by `loadPuzzle`. Boards
 * drawn by hand on the square grid; rows and columns counted from 0.
 */
import { describe, expect, it } from 'vitest';
import { buildLevel, loadPuzzle, parseCollection, sokobanTopology as t } from '../src/index.js';

const closureProblems = (rows: string[]): unknown =>
  buildLevel(rows, t, { checkClosed: true }).problems.filter((p) => p.code === 'open-board' || p.code === 'outside-walls').map((p) => [p.code, p.row, p.column]);

describe('a board the walls do not close (square grid)', () => {
  it('a closed board has no such problem', () => {
    expect(buildLevel(['#####', '#@$.#', '#####'], t, { checkClosed: true }).problems).toEqual([]);
  });

  it('open-board at the first cell the pusher reaches that is one step from off the board: the end of a row with no wall', () => {
    // (4, 1) is floor at the right end of row 1: a step right leaves the board.
    expect(closureProblems(['#####', '#@$. ', '#####'])).toEqual([['open-board', 1, 4]]);
  });

  it('open-board at a gap in the top wall, reached from under the box (boxes do not close a board)', () => {
    expect(closureProblems(['## ##', '#@$.#', '#####'])).toEqual([['open-board', 0, 2]]);
  });

  it('a gap at a corner that no step reaches is not open: squares have no diagonal steps', () => {
    expect(closureProblems([' ####', '#@$.#', '#####'])).toEqual([]);
  });

  it('outside-walls for a box and for a goal outside the walls, in reading order; the board itself is closed', () => {
    // Box at (0, 0) and goal at (8, 2) connect to the edge without crossing a wall; two boxes, two goals.
    expect(closureProblems(['$ #####', '  #@$.#', '  ##### .'])).toEqual([
      ['outside-walls', 0, 0],
      ['outside-walls', 2, 8],
    ]);
  });

  it('a pusher outside the walls (a second one here) can walk off the board: open-board where it stands, the first edge cell it reaches', () => {
    expect(closureProblems(['@ #####', '  #@$.#', '  #####'])).toEqual([['open-board', 0, 0]]);
  });

  it('a box on a goal outside the walls is decoration, as SOK allows: no problem', () => {
    expect(buildLevel(['* #####', '  #@$.#', '  #####'], t, { checkClosed: true }).problems).toEqual([]);
  });

  it('a box and a goal in a room the pusher cannot enter are inside the walls: not outside-walls', () => {
    expect(closureProblems(['#########', '#@$.#$ .#', '#########'])).toEqual([]);
  });

  it('several pushers are Multiban, which SOK allows on every tiling without a flag: no problem at all', () => {
    const { level, problems } = buildLevel(['########', '#@$.@$.#', '########'], t, { checkClosed: true });
    expect(problems).toEqual([]);
    expect(level!.pushers).toHaveLength(2);
  });

  it('without checkClosed, buildLevel plays an open board as it is (a step off it is refused), with no problem', () => {
    expect(buildLevel(['#####', '#@$. ', '#####'], t).problems).toEqual([]);
  });

  it('loadPuzzle places open-board at the line and column of the cell in the file', () => {
    const puzzle = parseCollection('Gap\n\n#####\n#@$. \n#####\n').collection.puzzles[0]!;
    expect(loadPuzzle(puzzle, t).diagnostics).toEqual([
      { severity: 'error', code: 'open-board', message: 'The board is open: a pusher can walk off it here, as no wall closes it in "Gap"', line: 4, column: 5 },
    ]);
  });

  it('open-board at a gap in the bottom wall: a step down from the last row leaves the board', () => {
    expect(closureProblems(['#####', '#@$.#', '## ##'])).toEqual([['open-board', 2, 2]]);
  });

  it('outside-walls reaches a box and a goal away from the edge through the floor around the walls, with a sentence for each', () => {
    // Box (1, 1) and goal (9, 2) have no step off the board: only floor leading to the edge puts them outside.
    const rows = ['           ', ' $ #####   ', '   #@$.# . ', '   #####   ', '           '];
    expect(buildLevel(rows, t, { checkClosed: true }).problems).toEqual([
      { severity: 'error', code: 'outside-walls', message: 'A box stands outside the walls, where no pusher can reach it to push it', row: 1, column: 1 },
      { severity: 'error', code: 'outside-walls', message: 'A goal lies outside the walls, where no box can be pushed onto it', row: 2, column: 9 },
    ]);
  });

  it('floor outside the walls does not leak through them into a closed room', () => {
    // Columns 0 and 1 are outside; the room holding box (7, 1) and goal (9, 1) is walled off from them and from the pusher.
    expect(closureProblems(['  #########', '  #@$.#$ .#', '  #########'])).toEqual([]);
  });

  it('a board with no pusher gets only the missing pusher: with no pusher there is no inside to tell the outside from', () => {
    expect(buildLevel(['  #####', '$ #.  #', '  #####'], t, { checkClosed: true }).problems).toEqual([
      { severity: 'error', code: 'invalid-puzzle', message: 'The board has no pusher ("@" or "+")', row: 0, column: 0 },
    ]);
  });
});
