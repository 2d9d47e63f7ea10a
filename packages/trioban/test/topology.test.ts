import { describe, expect, it } from 'vitest';
import { buildLevel, displacementLetters, Game, parseCollection, pointsDown, pushPath, replay, startPosition, triobanTopology as t, walkTo, type CellLayout, type Level, type Point } from '../src/index.js';

const area = (p: readonly Point[]): number => Math.abs(p.reduce((s, [x, y], i) => s + x * p[(i + 1) % p.length]![1] - p[(i + 1) % p.length]![0] * y, 0)) / 2;
const shared = (a: readonly Point[], b: readonly Point[]): number => a.filter(([x, y]) => b.some(([u, v]) => Math.abs(x - u) < 1e-9 && Math.abs(y - v) < 1e-9)).length;
// Built inside each test: mutation testing charges code run when the file loads to every test.
const layout = (): CellLayout => t.layout(['#']).layout;

describe('Trioban orientation', () => {
  it('the top-left triangle points down; orientation alternates along rows and columns', () => {
    expect(pointsDown(0, 0)).toBe(true);
    expect(pointsDown(1, 0)).toBe(false);
    expect(pointsDown(0, 1)).toBe(false);
    expect(pointsDown(1, 1)).toBe(true);
  });
});

describe('Trioban steps (VARIANTS.md table)', () => {
  it('from a down-triangle (x + y even)', () => {
    // (4, 2): 6 is even.
    expect(t.step(4, 2, 'l', layout())).toEqual([3, 2]);
    expect(t.step(4, 2, 'r', layout())).toEqual([5, 2]);
    expect(t.step(4, 2, 'n', layout())).toEqual([4, 1]);
    expect(t.step(4, 2, 'u', layout())).toEqual([4, 1]);
    expect(t.step(4, 2, 'd', layout())).toEqual([5, 2]);
    expect(t.step(4, 2, 's', layout())).toEqual([3, 2]);
  });

  it('from an up-triangle (x + y odd)', () => {
    // (5, 2): 7 is odd.
    expect(t.step(5, 2, 'l', layout())).toEqual([4, 2]);
    expect(t.step(5, 2, 'r', layout())).toEqual([6, 2]);
    expect(t.step(5, 2, 'n', layout())).toEqual([6, 2]);
    expect(t.step(5, 2, 'u', layout())).toEqual([4, 2]);
    expect(t.step(5, 2, 'd', layout())).toEqual([5, 3]);
    expect(t.step(5, 2, 's', layout())).toEqual([5, 3]);
    expect(t.step(5, 2, 'w', layout())).toBeUndefined();
  });

  it('the opposite letter, applied from the new triangle, steps back', () => {
    for (const [x, y] of [
      [4, 2],
      [5, 2],
    ] as const) {
      for (const l of t.directions) {
        const [nx, ny] = t.step(x, y, l, layout())!;
        expect(t.step(nx, ny, t.opposite[l]!, layout()), `${l} from (${x},${y})`).toEqual([x, y]);
      }
    }
  });
});

describe('Trioban geometry', () => {
  it('equilateral triangles of side 1; neighbours share an edge', () => {
    for (const [x, y] of [
      [4, 2],
      [5, 2],
    ] as const) {
      const p = t.polygon(x, y, layout());
      expect(p).toHaveLength(3);
      expect(area(p)).toBeCloseTo(Math.sqrt(3) / 4, 9);
      for (const l of t.directions) {
        const [nx, ny] = t.step(x, y, l, layout())!;
        expect(shared(p, t.polygon(nx, ny, layout())), `${l} from (${x},${y})`).toBe(2);
      }
    }
  });

  it('a down-triangle has its apex below, at ((x+1)/2, (y+1)·√3/2)', () => {
    const p = t.polygon(0, 0, layout());
    expect(p[2]![0]).toBeCloseTo(0.5, 9);
    expect(p[2]![1]).toBeCloseTo(Math.sqrt(3) / 2, 9);
  });
});

describe('pushing along the three bands', () => {
  // A 9×5 room of floor inside walls.
  const room = ['###########', '#         #', '#         #', '#         #', '#         #', '#         #', '###########'];

  const place = (rows: string[], x: number, y: number, ch: string): void => {
    const r = rows[y]!.split('');
    r[x] = ch;
    rows[y] = r.join('');
  };

  it('l/r along the row, n/s along "/", u/d along "\\": the box moves twice in a straight band', () => {
    // Each case: pusher, box, and the two cells the box passes with two pushes of the same letter.
    const cases: { letter: string; pusher: Point; box: Point; path: Point[] }[] = [
      // Row band. Box (4,3): 7 odd, an up-triangle. r: (5,3) down, then (6,3).
      { letter: 'r', pusher: [3, 3], box: [4, 3], path: [[5, 3], [6, 3]] },
      { letter: 'l', pusher: [5, 3], box: [4, 3], path: [[3, 3], [2, 3]] },
      // "/" band. From the down-triangle (4,4), n goes up into (4,3); the box goes up (4,3) n→(5,3), then (5,3) n→(5,2).
      { letter: 'n', pusher: [4, 4], box: [4, 3], path: [[5, 3], [5, 2]] },
      // s runs the same band back: box (5,2) (up) s→(5,3), then (5,3) (down) s→(4,3); the pusher comes from (6,2).
      { letter: 's', pusher: [6, 2], box: [5, 2], path: [[5, 3], [4, 3]] },
      // "\" band. From (4,4), u goes up into (4,3); the box goes (4,3) u→(3,3), then (3,3) u→(3,2).
      { letter: 'u', pusher: [4, 4], box: [4, 3], path: [[3, 3], [3, 2]] },
      // d runs it back: box (3,2) (up) d→(3,3), then (3,3) (down) d→(4,3); the pusher comes from (2,2).
      { letter: 'd', pusher: [2, 2], box: [3, 2], path: [[3, 3], [4, 3]] },
    ];
    for (const c of cases) {
      // The pusher must step into the box with this letter.
      expect(t.step(c.pusher[0], c.pusher[1], c.letter as 'l', layout()), `${c.letter} reaches the box`).toEqual(c.box);
      const rows = room.slice();
      place(rows, c.pusher[0], c.pusher[1], '@');
      place(rows, c.box[0], c.box[1], '$');
      place(rows, c.path[1]![0], c.path[1]![1], '.');
      const { level, problems } = buildLevel(rows, t);
      expect(problems, c.letter).toEqual([]);
      const g = new Game(level!);
      expect(g.step(c.letter).ok, c.letter).toBe(true);
      expect(g.boxes, c.letter).toEqual([c.path[0]![1] * level!.width + c.path[0]![0]]);
      expect(g.step(c.letter).ok, c.letter).toBe(true);
      expect(g.isSolved(), c.letter).toBe(true);
    }
  });

  it('from any pusher-box contact exactly two pushes exist', () => {
    // Box on (4,3); pusher at each of the box's three neighbours; count letters that push.
    for (const l of t.directions) {
      const [px, py] = t.step(4, 3, l, layout())!;
      let pushes = 0;
      for (const x of t.directions) {
        const into = t.step(px, py, x, layout())!;
        if (into[0] === 4 && into[1] === 3) pushes++;
      }
      expect(pushes, `pusher on the ${l} side`).toBe(2);
    }
  });
});

describe('Trioban files', () => {
  it('reads a Game: Trioban puzzle and replays a hand-checked solution', () => {
    // Pusher (1,1) down; r to (2,1); R pushes the box (3,1) to (4,1); R again to (5,1), the goal.
    const { collection } = parseCollection('Game: Trioban\n\nRow\n\n#######\n#@ $ .#\n#######\n\nSolution\nrRR\n');
    const p = collection.puzzles[0]!;
    expect(p.game).toBe('Trioban');
    expect(replay(buildLevel(p.board.rows, t).level!, p.savedGames[0]!.moves)).toMatchObject({ legal: true, solved: true, moves: 3, pushes: 2 });
  });
});

describe('Trioban box lines', () => {
  // Pusher (2,2) points down, box (3,2) points up, goal (4,1).
  // "R": the box goes by r from (3,2) to (4,2) (a down-triangle); the pusher stands on (3,2), an up-triangle.
  // From there "N" also leads to (4,2), the box, which then goes by n from a down-triangle: up to (4,1).
  const board = ['#######', '#   . #', '# @$  #', '#     #', '#######'];

  it('a push by another letter starts a new box line, even when the pusher keeps walking the same way', () => {
    const { level } = buildLevel(board, t);
    expect(replay(level!, 'RN')).toMatchObject({ legal: true, solved: true, moves: 2, pushes: 2, boxLines: 2, boxChanges: 1, pushingSessions: 1, pusherLines: 2 });
  });

  it('pushes by the same letter stay one box line along the band', () => {
    // "RR": the second r from the up-triangle (3,2) reaches the box at (4,2), which goes by r to (5,2).
    const { level } = buildLevel(board, t);
    expect(replay(level!, 'RR')).toMatchObject({ legal: true, solved: false, pushes: 2, boxLines: 1, pusherLines: 1 });
    const g = new Game(level!);
    g.apply('RR');
    expect(g.boxes).toEqual([2 * 7 + 5]);
  });
});

describe('Trioban as a topology', () => {
  it('is named as the SOK Game: value, and every text position is a cell', () => {
    expect(t.name).toBe('Trioban');
    const { layout: cells, problems } = t.layout(['###', '#@#', '##']);
    expect(problems).toEqual([]);
    expect(cells).toMatchObject({ width: 3, height: 3, parity: 0 });
    expect(Array.from(cells.isCell)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('the centre of a triangle is its centroid: a third of the way from the flat side to the apex', () => {
    const h = Math.sqrt(3) / 2;
    // (0,0) points down: flat side on top. (1,0) points up: flat side below.
    const down = t.center(0, 0, layout());
    expect(down[0]).toBeCloseTo(0.5, 9);
    expect(down[1]).toBeCloseTo(h / 3, 9);
    const up = t.center(1, 0, layout());
    expect(up[0]).toBeCloseTo(1, 9);
    expect(up[1]).toBeCloseTo((2 * h) / 3, 9);
    for (const [x, y] of [
      [4, 2],
      [5, 2],
      [3, 5],
    ] as const) {
      const p = t.polygon(x, y, layout());
      const [cx, cy] = t.center(x, y, layout());
      expect(cx).toBeCloseTo((p[0]![0] + p[1]![0] + p[2]![0]) / 3, 9);
      expect(cy).toBeCloseTo((p[0]![1] + p[1]![1] + p[2]![1]) / 3, 9);
    }
  });

  it('each letter leads to a neighbour within 30° of the letter\'s heading', () => {
    for (const [x, y] of [
      [4, 2],
      [5, 2],
    ] as const) {
      const [cx, cy] = t.center(x, y, layout());
      for (const l of t.directions) {
        const [nx, ny] = t.step(x, y, l, layout())!;
        const [px, py] = t.center(nx, ny, layout());
        const heading = (Math.atan2(cy - py, px - cx) * 180) / Math.PI;
        const gap = Math.abs((((heading - t.headings[l]!) % 360) + 540) % 360 - 180);
        expect(gap, `${l} from (${x},${y})`).toBeLessThanOrEqual(30 + 1e-9);
      }
    }
  });
});

describe('the letters a writer picks for plain steps', () => {
  // A 9×5 room of floor inside walls, with a box on (3,5) and a goal on (8,5); the pusher where each case needs it.
  const room = ['###########', '#         #', '#         #', '#         #', '#         #', '#  $    . #', '###########'];
  const place = (rows: string[], x: number, y: number, ch: string): string[] => rows.map((r, i) => (i === y ? r.slice(0, x) + ch + r.slice(x + 1) : r));
  const withPusher = (x: number, y: number): Level => buildLevel(place(room, x, y, '@'), t).level!;

  it('the first step takes the first of the two letters in the tiling\'s order', () => {
    // (4,2) points down: left is "l" or "s", up is "n" or "u", right is "r" or "d".
    const down = withPusher(4, 2);
    const at = (x: number, y: number): number => y * down.width + x;
    expect(walkTo(down, startPosition(down), at(3, 2))).toBe('l');
    expect(walkTo(down, startPosition(down), at(4, 1))).toBe('n');
    expect(walkTo(down, startPosition(down), at(5, 2))).toBe('r');
    expect(displacementLetters(down, at(4, 2), at(3, 2))).toBe('l');
    // (5,2) points up: left is "l" or "u", down is "d" or "s", right is "r" or "n".
    const up = withPusher(5, 2);
    expect(walkTo(up, startPosition(up), at(4, 2))).toBe('l');
    expect(walkTo(up, startPosition(up), at(5, 3))).toBe('d');
    expect(walkTo(up, startPosition(up), at(6, 2))).toBe('r');
  });

  it('each later step takes the letter whose heading is nearest the previous one\'s', () => {
    const l = withPusher(6, 2);
    const at = (x: number, y: number): number => y * l.width + x;
    // Along the row: "l" all the way, never "s" or "u".
    expect(walkTo(l, startPosition(l), at(2, 2))).toBe('llll');
    // Up the "/" band from the down-triangle (4,2): "n" to (4,1), then "n" (60°) rather than "r" (0°) to (5,1).
    expect(displacementLetters(l, at(4, 2), at(5, 1))).toBe('nn');
    // Up, then left: "n" to (4,1), then "u" (120°, 60° from "n") rather than "l" (180°) to (3,1).
    expect(displacementLetters(l, at(4, 2), at(3, 1))).toBe('nu');
    // Down the "\\" band from the up-triangle (5,2): "d" to (5,3), then "d" (300°) rather than "r" (0°) to (6,3).
    expect(displacementLetters(l, at(5, 2), at(6, 3))).toBe('dd');
    // Left, then up from the down-triangle (4,2): "u" (120°, 60° from "l") rather than "n" (60°).
    expect(displacementLetters(l, at(5, 2), at(4, 1))).toBe('lu');
  });

  it('compares headings round the circle: 300° is nearer 0° than 240°', () => {
    // A wall on (6,2) sends the walk from (5,2) to (7,3) down first: "d", "d", then from the up-triangle (6,3)
    // "r" (0°, 60° from "d") rather than "n" (60°, 120° from "d").
    const l = buildLevel(place(place(room, 5, 2, '@'), 6, 2, '#'), t).level!;
    const at = (x: number, y: number): number => y * l.width + x;
    expect(walkTo(l, startPosition(l), at(7, 3))).toBe('ddr');
  });

  it('a push path starts its first walk afresh and writes each push with its own letter', () => {
    // Pusher (5,2) and box (3,2) both point up. The walk to (4,2) is "l" (not "u"), then "L" pushes the box to (2,2).
    const rows = place(place(place(room, 5, 2, '@'), 3, 2, '$'), 2, 2, '.').map((r) => r.replace('$    .', '      '));
    const l = buildLevel(rows, t).level!;
    const at = (x: number, y: number): number => y * l.width + x;
    expect(pushPath(l, startPosition(l), at(3, 2), at(2, 2))).toBe('lL');
  });
});
