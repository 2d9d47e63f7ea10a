/**
 * The walls must close a board, on hexagons too: the engine finds the edge
 * through the tiling's steps (here two columns for `l`/`r`, one for the
 * diagonals). Boards drawn by hand; rows and columns counted from 0.
 */
import { describe, expect, it } from 'vitest';
import { buildLevel, hexobanTopology as t } from '../src/index.js';

const closureProblems = (rows: string[]): unknown =>
  buildLevel(rows, t, { checkClosed: true }).problems.filter((p) => p.code === 'open-board' || p.code === 'outside-walls').map((p) => [p.code, p.row, p.column]);

describe('a board the walls do not close (Hexoban)', () => {
  it('a closed board has no problem', () => {
    expect(buildLevel([' # # # #', '# @ $ . #', ' # # # #'], t, { checkClosed: true }).problems).toEqual([]);
  });

  it('open-board at the end of a row with no wall: the hex at (8, 1), whose steps east, north-east and south-east leave the board', () => {
    expect(closureProblems([' # # # #', '# @ $ .  ', ' # # # #'])).toEqual([['open-board', 1, 8]]);
  });

  it('open-board at a gap in the top row, reached north-east from under the box', () => {
    // (5, 0) is a cell (5 + 0 is odd, as the first wall at (1, 0)); a step north-west or north-east leaves the board.
    expect(closureProblems([' # #   #', '# @ $ . #', ' # # # #'])).toEqual([['open-board', 0, 5]]);
  });

  it('outside-walls for a box and a goal outside the walls; the board itself is closed', () => {
    // Parity from the box at (0, 0): cells where x + y is even. Box (0, 0) and goal (10, 2) are outside.
    expect(closureProblems(['$ # # # #', ' # @ $ . #', '  # # # # .'])).toEqual([
      ['outside-walls', 0, 0],
      ['outside-walls', 2, 10],
    ]);
  });

  it('several pushers are Multiban: no problem', () => {
    const { level, problems } = buildLevel([' # # # # # # #', '# @ $ . @ $ . #', ' # # # # # # #'], t, { checkClosed: true });
    expect(problems).toEqual([]);
    expect(level!.pushers).toHaveLength(2);
  });
});
