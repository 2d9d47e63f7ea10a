import { describe, expect, it } from 'vitest';
import { buildLevel, Game, parseCollection, replay, sokobanTopology as t, type CellLayout } from '../src/index.js';

// Built inside each test: mutation testing charges code run when the file loads to every test.
const layout = (): CellLayout => t.layout(['###', '# #', '###']).layout;

describe('Sokoban topology', () => {
  it('steps one square in each of l r u d', () => {
    expect(t.step(5, 5, 'l', layout())).toEqual([4, 5]);
    expect(t.step(5, 5, 'r', layout())).toEqual([6, 5]);
    expect(t.step(5, 5, 'u', layout())).toEqual([5, 4]);
    expect(t.step(5, 5, 'd', layout())).toEqual([5, 6]);
    expect(t.step(5, 5, 'n', layout())).toBeUndefined();
  });

  it('opposites undo each step', () => {
    for (const l of t.directions) {
      const [x, y] = t.step(3, 4, l, layout())!;
      expect(t.step(x, y, t.opposite[l]!, layout())).toEqual([3, 4]);
    }
  });

  it('every text position is a cell, and cells are unit squares', () => {
    expect(Array.from(layout().isCell)).toEqual(new Array(9).fill(1));
    expect(t.polygon(2, 3, layout())).toEqual([
      [2, 3],
      [3, 3],
      [3, 4],
      [2, 4],
    ]);
    expect(t.center(2, 3, layout())).toEqual([2.5, 3.5]);
  });
});

describe('playing Sokoban with this package alone', () => {
  it('parses, plays and replays a level', () => {
    const { collection } = parseCollection('#######\n#@ $ .#\n#######\n\nSolution\nrRR\n');
    const { level } = buildLevel(collection.puzzles[0]!.board.rows, t);
    const g = new Game(level!);
    for (const ch of 'rrr') g.step(ch);
    expect(g.isSolved()).toBe(true);
    expect(replay(level!, collection.puzzles[0]!.savedGames[0]!.moves)).toMatchObject({ solved: true, moves: 3, pushes: 2 });
  });
});

describe('Sokoban as a topology', () => {
  it('is named as the SOK Game: value and reports no problem in any board', () => {
    expect(t.name).toBe('Sokoban');
    expect(t.layout(['#', '', 'x@$']).problems).toEqual([]);
    expect(t.layout(['#', '', 'x@$']).layout).toMatchObject({ width: 3, height: 3, parity: 0 });
    // The grid is as wide as the longest row, wherever it comes.
    expect(t.layout(['####', '#@', '#']).layout).toMatchObject({ width: 4, height: 3 });
  });

  it('each letter\'s heading points from a square\'s centre to its neighbour\'s', () => {
    for (const l of t.directions) {
      const [x, y] = t.step(2, 2, l, layout())!;
      const heading = ((Math.atan2(2 - y, x - 2) * 180) / Math.PI + 360) % 360;
      expect(heading, l).toBe(t.headings[l]);
    }
  });
});
