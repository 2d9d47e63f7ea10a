import { describe, expect, it } from 'vitest';
import { buildLevel, Game, isOctagon, parseCollection, replay, octobanTopology as t, type CellLayout, type Point } from '../src/index.js';

const area = (p: readonly Point[]): number => Math.abs(p.reduce((s, [x, y], i) => s + x * p[(i + 1) % p.length]![1] - p[(i + 1) % p.length]![0] * y, 0)) / 2;
const shared = (a: readonly Point[], b: readonly Point[]): number => a.filter(([x, y]) => b.some(([u, v]) => Math.abs(x - u) < 1e-9 && Math.abs(y - v) < 1e-9)).length;
// Built inside each test: mutation testing charges code run when the file loads to every test.
const layout = (): CellLayout => t.layout(['#']).layout;

describe('Octoban cells', () => {
  it('the top-left character is an octagon; octagons and squares alternate', () => {
    expect(isOctagon(0, 0)).toBe(true);
    expect(isOctagon(1, 0)).toBe(false);
    expect(isOctagon(3, 5)).toBe(true);
  });
});

describe('Octoban steps', () => {
  it('from an octagon: eight directions', () => {
    // (4,2): 6 even, an octagon.
    const expected: Record<string, Point> = { l: [3, 2], r: [5, 2], u: [4, 1], d: [4, 3], n: [5, 1], e: [5, 3], s: [3, 3], w: [3, 1] };
    for (const [l, p] of Object.entries(expected)) expect(t.step(4, 2, l as 'l', layout()), l).toEqual(p);
  });

  it('from a square: only the four orthogonal directions', () => {
    // (5,2): 7 odd, a square.
    expect(t.step(5, 2, 'l', layout())).toEqual([4, 2]);
    expect(t.step(5, 2, 'd', layout())).toEqual([5, 3]);
    for (const l of ['n', 'e', 's', 'w'] as const) expect(t.step(5, 2, l, layout()), l).toBeUndefined();
  });

  it('opposites undo each step', () => {
    for (const l of t.directions) {
      const [x, y] = t.step(4, 2, l, layout())!;
      expect(t.step(x, y, t.opposite[l]!, layout()), l).toEqual([4, 2]);
    }
  });
});

describe('Octoban geometry', () => {
  it('regular octagons of inradius 1/√2 and squares of side 2 − √2, sharing edges with every neighbour', () => {
    const oct = t.polygon(4, 2, layout());
    expect(oct).toHaveLength(8);
    expect(area(oct)).toBeCloseTo(8 * 0.5 * Math.tan(Math.PI / 8), 9);
    const sq = t.polygon(5, 2, layout());
    expect(sq).toHaveLength(4);
    expect(area(sq)).toBeCloseTo((2 - Math.SQRT2) ** 2, 9);
    for (const l of t.directions) {
      const [x, y] = t.step(4, 2, l, layout())!;
      expect(shared(oct, t.polygon(x, y, layout())), l).toBe(2);
    }
  });
});

describe('playing Octoban', () => {
  it('pushes diagonally from octagon to octagon', () => {
    // Pusher (2,2) octagon, box (3,3) octagon, goal (4,4): "e" pushes it diagonally.
    const { level } = buildLevel(['#######', '#     #', '# @   #', '#  $  #', '#   . #', '#     #', '#######'], t);
    const g = new Game(level!);
    expect(g.step('e')).toEqual({ ok: true, did: 'push', pushed: true });
    expect(g.isSolved()).toBe(true);
  });

  it('a box on a square cannot be pushed diagonally, and a pusher on a square cannot move diagonally', () => {
    // Box (3,2) is a square (5 odd). A diagonal push would need the pusher's diagonal to reach it: from octagon (2,1), e → (3,2) the square; then the box would need e from a square: none.
    const { level } = buildLevel(['#######', '#     #', '# @$  #', '#    .#', '#######'], t);
    const g = new Game(level!);
    // Pusher (2,2) is an octagon (4 even); go to the square (2,1)? (3 odd) then try a diagonal.
    expect(g.step('u').ok).toBe(true);
    expect(g.step('e').ok).toBe(false);
    expect(g.step('d').ok).toBe(true);
    // From the octagon (2,2), n leads to (3,1), not into the box; e leads to (3,3). The box on the square only moves orthogonally.
    expect(g.step('r')).toEqual({ ok: true, did: 'push', pushed: true });
    expect(g.boxes).toEqual([2 * level!.width + 4]);
  });

  it('replays a hand-checked solution with a diagonal push', () => {
    // Pusher (1,1); box (3,2) square; goal (5,3). d to (1,2), r to (2,2), R pushes the box to (4,2);
    // u takes the pusher from (3,2) to (3,1) (an octagon); E pushes the box from (4,2) to (5,3) diagonally.
    const { collection } = parseCollection('#######\n#@    #\n#  $  #\n#    .#\n#######\n\nSolution\ndrRuE\n', { fileName: 'x.osb' });
    const p = collection.puzzles[0]!;
    expect(p.game).toBe('Octoban');
    expect(replay(buildLevel(p.board.rows, t).level!, p.savedGames[0]!.moves)).toMatchObject({ legal: true, solved: true, moves: 5, pushes: 2 });
  });
});

describe('Octoban as a topology', () => {
  it('is named as the SOK Game: value; every text position is a cell, centred on its own coordinates', () => {
    expect(t.name).toBe('Octoban');
    const { layout: cells, problems } = t.layout(['###', '#@', '#']);
    expect(problems).toEqual([]);
    expect(cells).toMatchObject({ width: 3, height: 3, parity: 0 });
    expect(Array.from(cells.isCell)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(t.center(4, 2, layout())).toEqual([4, 2]);
    expect(t.center(5, 2, layout())).toEqual([5, 2]);
  });

  it('an octagon\'s vertices start at 22.5° and turn by 45° (y down); a square\'s start at its top-left corner', () => {
    // With inradius 1/√2, the vertices sit at (±1/√2, ±(1 − 1/√2)) and (±(1 − 1/√2), ±1/√2) from the centre.
    const a = 1 / Math.SQRT2;
    const b = 1 - 1 / Math.SQRT2;
    const octagon: Point[] = [
      [a, b],
      [b, a],
      [-b, a],
      [-a, b],
      [-a, -b],
      [-b, -a],
      [b, -a],
      [a, -b],
    ];
    const p = t.polygon(4, 2, layout());
    expect(p).toHaveLength(8);
    p.forEach(([x, y], i) => {
      expect(x - 4, `vertex ${i}`).toBeCloseTo(octagon[i]![0], 9);
      expect(y - 2, `vertex ${i}`).toBeCloseTo(octagon[i]![1], 9);
    });
    // The square (5,2) has side 2 − √2 = 2b.
    const sq = t.polygon(5, 2, layout());
    const square: Point[] = [
      [5 - b, 2 - b],
      [5 + b, 2 - b],
      [5 + b, 2 + b],
      [5 - b, 2 + b],
    ];
    sq.forEach(([x, y], i) => {
      expect(x).toBeCloseTo(square[i]![0], 9);
      expect(y).toBeCloseTo(square[i]![1], 9);
    });
  });

  it('each letter\'s heading points from an octagon\'s centre to its neighbour\'s', () => {
    for (const l of t.directions) {
      const [x, y] = t.step(4, 2, l, layout())!;
      const heading = ((Math.atan2(2 - y, x - 4) * 180) / Math.PI + 360) % 360;
      expect(heading, l).toBeCloseTo(t.headings[l]!, 9);
    }
  });

  it('counts cells with negative coordinates in the same checkerboard', () => {
    expect([isOctagon(-1, 0), isOctagon(-1, -1), isOctagon(-2, 1), isOctagon(0, -2)]).toEqual([false, true, false, true]);
  });
});
