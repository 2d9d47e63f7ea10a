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
});
