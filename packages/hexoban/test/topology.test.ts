import { describe, expect, it } from 'vitest';
import { buildLevel, Game, parseCollection, replay, hexobanTopology as t, type CellLayout, type Point } from '../src/index.js';

const area = (p: readonly Point[]): number => Math.abs(p.reduce((s, [x, y], i) => s + x * p[(i + 1) % p.length]![1] - p[(i + 1) % p.length]![0] * y, 0)) / 2;
const shared = (a: readonly Point[], b: readonly Point[]): number => a.filter(([x, y]) => b.some(([u, v]) => Math.abs(x - u) < 1e-9 && Math.abs(y - v) < 1e-9)).length;

describe('Hexoban layout and parity', () => {
  it('takes the parity from the first non-floor character: even here', () => {
    // "#" at column 2 of row 0: 2 + 0 is even.
    const { layout, problems } = t.layout(['  # #', ' #   #', '  # #']);
    expect(layout.parity).toBe(0);
    expect(problems).toEqual([]);
    expect(layout.isCell[0 * layout.width + 2]).toBe(1);
    expect(layout.isCell[0 * layout.width + 3]).toBe(0);
    expect(layout.isCell[1 * layout.width + 1]).toBe(1);
  });

  it('takes the parity from the first non-floor character: odd here', () => {
    // "#" at column 1 of row 0: 1 + 0 is odd.
    const { layout, problems } = t.layout([' # #', '#   #', ' # #']);
    expect(layout.parity).toBe(1);
    expect(problems).toEqual([]);
    expect(layout.isCell[1]).toBe(1);
    expect(layout.isCell[0]).toBe(0);
  });

  it('reports a character on a filler position with its row and column', () => {
    // Parity odd from row 0; "$" at column 3 of row 2 has 3 + 2 = 5, odd: fine; "." at column 4 has 6: misplaced.
    const { problems } = t.layout([' # # #', '#     #', ' # $.  #', '  # #']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: 'misaligned-cell', row: 2, column: 4 });
    expect(problems[0]!.message).toContain('"."');
  });

  it('accepts "-" and "_" on filler positions', () => {
    expect(t.layout([' #-#', '#-_-#', ' #-#']).problems).toEqual([]);
  });
});

// Built inside each test: mutation testing charges code run when the file loads to every test.
const layout = (): CellLayout => t.layout([' # #']).layout;

describe('Hexoban steps', () => {
  it('follows Skinner\'s letters: l r two columns, u NW, n NE, s SW, d SE', () => {
    expect(t.step(6, 4, 'l', layout())).toEqual([4, 4]);
    expect(t.step(6, 4, 'r', layout())).toEqual([8, 4]);
    expect(t.step(6, 4, 'u', layout())).toEqual([5, 3]);
    expect(t.step(6, 4, 'n', layout())).toEqual([7, 3]);
    expect(t.step(6, 4, 's', layout())).toEqual([5, 5]);
    expect(t.step(6, 4, 'd', layout())).toEqual([7, 5]);
    expect(t.step(6, 4, 'e', layout())).toBeUndefined();
  });

  it('opposites undo each step and keep the parity', () => {
    for (const l of t.directions) {
      const [x, y] = t.step(6, 4, l, layout())!;
      expect((x + y) % 2).toBe(0);
      expect(t.step(x, y, t.opposite[l]!, layout())).toEqual([6, 4]);
    }
  });
});

describe('Hexoban geometry', () => {
  it('draws regular hexagons of circumradius 1 with centre (x·√3/2, 1.5·y)', () => {
    const p = t.polygon(3, 1, layout());
    expect(p).toHaveLength(6);
    expect(area(p)).toBeCloseTo((3 * Math.sqrt(3)) / 2, 9);
    const [cx, cy] = t.center(3, 1, layout());
    expect(cx).toBeCloseTo((3 * Math.sqrt(3)) / 2, 9);
    expect(cy).toBeCloseTo(1.5, 9);
    for (const [x, y] of p) expect(Math.hypot(x - cx, y - cy)).toBeCloseTo(1, 9);
  });

  it('neighbours share an edge in every direction', () => {
    for (const l of t.directions) {
      const [x, y] = t.step(3, 1, l, layout())!;
      expect(shared(t.polygon(3, 1, layout()), t.polygon(x, y, layout())), l).toBe(2);
    }
  });
});

describe('playing Hexoban', () => {
  // Parity odd. Box at (6,2) in the middle of a ring of floor; pushes in all six directions are possible.
  const board = ['   # # # # #', '  #         #', ' #     $     #', '  #    @    #', '   # # # # #'];

  it('pushes a box with each of the six letters along a straight line', () => {
    // For each letter X: put the pusher on the cell opposite X from the box, then push.
    for (const l of t.directions) {
      const rows = board.map((r) => r.replace('@', ' '));
      const [bx, by] = [7, 2];
      const [px, py] = t.step(bx, by, t.opposite[l]!, t.layout(rows).layout)!;
      const row = rows[py]!.split('');
      row[px] = '@';
      rows[py] = row.join('');
      // Put a goal where the box lands.
      const [gx, gy] = t.step(bx, by, l, t.layout(rows).layout)!;
      const goalRow = rows[gy]!.split('');
      goalRow[gx] = '.';
      rows[gy] = goalRow.join('');
      const { level, problems } = buildLevel(rows, t);
      expect(problems, l).toEqual([]);
      const g = new Game(level!);
      expect(g.step(l), l).toEqual({ ok: true, did: 'push', pushed: true });
      expect(g.isSolved(), l).toBe(true);
    }
  });

  it('reads a .hsb file as Hexoban and replays its solution', () => {
    const { collection } = parseCollection(' # # # #\n# @ $ . #\n # # # #\n\nSolution\nR\n', { fileName: 'one.hsb' });
    const p = collection.puzzles[0]!;
    expect(p.game).toBe('Hexoban');
    expect(replay(buildLevel(p.board.rows, t).level!, p.savedGames[0]!.moves)).toMatchObject({ legal: true, solved: true, moves: 1, pushes: 1 });
  });
});
