/**
 * The walls must close a board, on triangles too: a triangle meets its
 * neighbour across the horizontal edge above it only when it points down,
 * so which gaps leak depends on the tiling's steps, not on the grid alone.
 * Boards drawn by hand; rows and columns counted from 0.
 */
import { describe, expect, it } from 'vitest';
import { buildLevel, triobanTopology as t } from '../src/index.js';

const closureProblems = (rows: string[]): unknown =>
  buildLevel(rows, t, { checkClosed: true }).problems.filter((p) => p.code === 'open-board' || p.code === 'outside-walls').map((p) => [p.code, p.row, p.column]);

describe('a board the walls do not close (Trioban)', () => {
  it('a closed board has no problem', () => {
    expect(buildLevel(['#######', '#@ $ .#', '#######'], t, { checkClosed: true }).problems).toEqual([]);
  });

  it('open-board at the end of a row with no wall: the triangle at (6, 1), whose step right leaves the board', () => {
    expect(closureProblems(['#######', '#@ $ . ', '#######'])).toEqual([['open-board', 1, 6]]);
  });

  it('open-board through the top row: up (3, 0), then the down-triangle (4, 0), whose top edge is the board\'s edge', () => {
    expect(closureProblems(['###  ##', '#@ $ .#', '#######'])).toEqual([['open-board', 0, 4]]);
  });

  it('a gap in the top row at an up-triangle alone is closed: its top is a corner, with no edge to cross', () => {
    // (3, 0) points up (3 + 0 is odd): its neighbours are (2, 0), (4, 0), both walls, and (3, 1) below.
    expect(closureProblems(['### ###', '#@ $ .#', '#######'])).toEqual([]);
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
