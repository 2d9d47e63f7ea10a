/**
 * The walls must close a board, on octagons and squares too: an octagon has
 * diagonal steps, a square none, so a gap a square grid would close can be
 * open here. Boards drawn by hand; rows and columns counted from 0.
 */
import { describe, expect, it } from 'vitest';
import { buildLevel, octobanTopology as t } from '../src/index.js';

const closureProblems = (rows: string[]): unknown =>
  buildLevel(rows, t, { checkClosed: true }).problems.filter((p) => p.code === 'open-board' || p.code === 'outside-walls').map((p) => [p.code, p.row, p.column]);

describe('a board the walls do not close (Octoban)', () => {
  it('a closed board has no problem: squares have no diagonal steps, and that is not an edge', () => {
    expect(buildLevel(['#######', '#@ $ .#', '#######'], t, { checkClosed: true }).problems).toEqual([]);
  });

  it('open-board at a corner gap, reached diagonally from the octagon at (1, 1)', () => {
    // (0, 0) is an octagon (0 + 0 is even), north-west of the pusher.
    expect(closureProblems([' ######', '#@ $ .#', '#######'])).toEqual([['open-board', 0, 0]]);
  });

  it('open-board at the other corner, north-east of the goal\'s octagon at (5, 1)', () => {
    expect(closureProblems(['###### ', '#@ $ .#', '#######'])).toEqual([['open-board', 0, 6]]);
  });

  it('outside-walls for a box and a goal outside the walls; the board itself is closed', () => {
    expect(closureProblems(['#######', '#@ $ .# $', '####### .'])).toEqual([
      ['outside-walls', 1, 8],
      ['outside-walls', 2, 8],
    ]);
  });

  it('several pushers are Multiban: no problem', () => {
    const { level, problems } = buildLevel(['#########', '#@ $.@$.#', '#########'], t, { checkClosed: true });
    expect(problems).toEqual([]);
    expect(level!.pushers).toHaveLength(2);
  });
});
