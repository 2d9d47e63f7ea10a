/**
 * `buildLevel` on boards drawn by hand: what it reads from each character,
 * the problems it reports, the neighbour and opposite tables, the floor
 * outside the walls, and the Sokoban+ numbering.
 */
import { describe, expect, it } from 'vitest';
import { buildLevel, forwardToReverse, fullLayout, Game, readSokobanPlusOrder, replay, reverseToForward, type LayoutProblem, type Level, type Topology } from '../src/index.js';
import { gridTopology } from './fixtures/grid-topology.js';

const rowsOf = (text: string): string[] => text.split('\n');

function level(text: string, topology: Topology = gridTopology): Level {
  const { level, problems } = buildLevel(rowsOf(text), topology);
  expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  return level!;
}

/** A 0/1 array as rows of digits, `width` per row. */
const picture = (a: Uint8Array, width: number): string[] => Array.from({ length: a.length / width }, (_, y) => Array.from(a.subarray(y * width, (y + 1) * width)).join(''));

/** The square tiling with column 3 taken out of the cells, as Hexoban's layout takes out its filler columns. */
const withoutColumn3: Topology = {
  ...gridTopology,
  layout: (rows) => {
    const layout = fullLayout(rows);
    for (let y = 0; y < layout.height; y++) layout.isCell[y * layout.width + 3] = 0;
    return { layout, problems: [] };
  },
};

describe('what buildLevel reads from the board', () => {
  it('walls, goals, boxes and pushers in reading order, with "*" and "+" on goals', () => {
    // Width 6. Row 1: pusher (1,1) = 7, box (2,1) = 8, box on goal (3,1) = 9, goal (4,1) = 10.
    // Row 2: pusher on goal (1,2) = 13, box (2,2) = 14.
    const l = level('######\n#@$*.#\n#+$  #\n######');
    expect([l.width, l.height, l.size, l.directionCount]).toEqual([6, 4, 24, 4]);
    expect(Array.from(l.pushers)).toEqual([7, 13]);
    expect(Array.from(l.boxes)).toEqual([8, 9, 14]);
    expect(Array.from(l.goals)).toEqual([9, 10, 13]);
    expect(picture(l.wall, 6)).toEqual(['111111', '100001', '100001', '111111']);
    expect(picture(l.goal, 6)).toEqual(['000000', '000110', '010000', '000000']);
    expect([l.boxNumbers, l.goalNumbers]).toEqual([null, null]);
  });

  it('rows of different lengths: the grid is as wide as the longest', () => {
    const l = level('####\n#@$.#\n#####');
    expect([l.width, l.height]).toEqual([5, 3]);
    // (4,0) is past the end of the first row: floor, and a cell of the grid.
    expect([l.wall[4], l.isCell[4]]).toEqual([0, 1]);
  });

  it('a character that is not a board character is reported where it stands and read as floor', () => {
    const { level: l, problems } = buildLevel(rowsOf('#####\n#@$.#\n##x##'), gridTopology);
    expect(problems).toEqual([{ severity: 'error', code: 'invalid-board-character', message: '"x" is not a board character; it is read as floor', row: 2, column: 2 }]);
    expect(l!.wall[2 * 5 + 2]).toBe(0);
    expect(l!.wall[2 * 5 + 1]).toBe(1);
  });

  it('a character past U+FFFF is reported once, whole, at its first half; it is two UTF-16 units, so two cells of floor', () => {
    // "#", then the two halves of U+1F600 at columns 1 and 2, a space at 3 and the wall at 4.
    const { level: l, problems } = buildLevel(['#####', '#@$.#', '#\u{1F600} #', '#####'], gridTopology);
    expect(problems).toEqual([{ severity: 'error', code: 'invalid-board-character', message: '"\u{1F600}" is not a board character; it is read as floor', row: 2, column: 1 }]);
    expect(picture(l!.wall, 5)[2]).toBe('10001');
  });

  it('names a control character or a lone half of a surrogate pair by its code point, and reports what follows it', () => {
    // Row 2: U+0001, a high half with no low half after it, "x". Row 3: U+FFFF (below the pairs: one unit, one cell), "x", a low half alone.
    const { problems } = buildLevel(['#####', '#\u0001\ud83dx#', '#\uffffx\ude00#', '#@$.#', '#####'], gridTopology);
    expect(problems.map((p) => `${p.row}:${p.column} ${p.message.split(' ')[0]}`)).toEqual(['1:1 U+0001', '1:2 U+D83D', '1:3 "x"', '2:1 "\uffff"', '2:2 "x"', '2:3 U+DE00']);
  });

  it('nothing is read on a position that is not a cell', () => {
    // Column 3 holds a wall in row 0 and a box and a goal further down: none of them counts.
    const l = level('#######\n#@$#.$.\n   $   \n   .   ', withoutColumn3);
    expect([l.wall[3], l.isCell[3]]).toEqual([0, 0]);
    expect(Array.from(l.boxes)).toEqual([9, 12]);
    expect(Array.from(l.goals)).toEqual([11, 13]);
  });
});

describe('the neighbour and opposite tables', () => {
  it('a cell\'s neighbours in the order of the letters, -1 off the board', () => {
    // Width 3, height 2: cell 0 is the top-left corner, cell 5 the bottom-right one.
    const l = level('@$.\n   ');
    const around = (c: number): number[] => Array.from(l.neighbours.subarray(c * 4, c * 4 + 4));
    expect(l.letters).toEqual(['l', 'r', 'u', 'd']);
    expect(around(0)).toEqual([-1, 1, -1, 3]);
    expect(around(2)).toEqual([1, -1, -1, 5]);
    expect(around(3)).toEqual([-1, 4, 0, -1]);
    expect(around(5)).toEqual([4, -1, 2, -1]);
    expect(Array.from(l.oppositeIndex)).toEqual([1, 0, 3, 2]);
  });

  it('no step leads into or out of a position that is not a cell', () => {
    const l = level('@$.   .$@', withoutColumn3);
    expect(Array.from(l.neighbours.subarray(3 * 4, 4 * 4))).toEqual([-1, -1, -1, -1]);
    expect(l.neighbours[2 * 4 + 1]).toBe(-1);
    expect(l.neighbours[4 * 4 + 0]).toBe(-1);
    expect(l.neighbours[4 * 4 + 1]).toBe(5);
  });

  it('a letter of either case finds its direction; any other character finds none', () => {
    const l = level('@$.');
    const index = (ch: string): number => l.letterIndex[ch.charCodeAt(0)]!;
    expect(['l', 'r', 'u', 'd', 'L', 'R', 'U', 'D'].map(index)).toEqual([0, 1, 2, 3, 0, 1, 2, 3]);
    expect(['n', 'N', 'x', '[', '*', ' '].map(index)).toEqual([-1, -1, -1, -1, -1, -1]);
  });

  it('a letter without an opposite has -1 there, and no pull by it', () => {
    // The tiling names no opposite for "u" and "d".
    const oneWay: Topology = { ...gridTopology, opposite: { l: 'r', r: 'l' } };
    // Goal (2,1) above the box (2,2); the pusher (1,2).
    const board = '#####\n# . #\n#@$ #\n#   #\n#####';
    const l = level(board, oneWay);
    expect(Array.from(l.oppositeIndex)).toEqual([1, 0, -1, -1]);
    // Reverse start: the box on the goal. From (2,2) below it, "D" would pull it down: no opposite, no pull.
    const g = new Game(l, { reverse: true });
    expect(g.jump('r').ok).toBe(true);
    expect(g.step('D')).toMatchObject({ ok: false, code: 'nothing-to-pull' });
    // With the opposites of the square tiling, the same pull brings the box back to its start.
    expect(replay(level(board), '[r]D')).toMatchObject({ legal: true, solved: true });
  });
});

describe('the floor outside the walls', () => {
  it('is the floor no pusher can reach even with every box gone', () => {
    const l = level([' ##### ', ' #@$.# ', ' # ### ', ' # #   ', ' ###   '].join('\n'));
    expect(picture(l.outside, 7)).toEqual(['1000001', '1000001', '1000001', '1000111', '1000111']);
  });

  it('counts what every pusher reaches, behind boxes too', () => {
    // Two rooms with no way between them, a pusher in each; the floor behind the boxes is inside too.
    const l = level(['########', '#@ $  .#', '########', '#@ .$  #', '########', '      # '].join('\n'));
    expect(picture(l.outside, 8)).toEqual(['00000000', '00000000', '00000000', '00000000', '00000000', '11111101']);
  });

  it('starts at cell 0 like anywhere else', () => {
    expect(Array.from(level(' @$.').outside)).toEqual([0, 0, 0, 0]);
  });

  it('leaves out positions that are not cells', () => {
    const l = level('@$.   .$@', withoutColumn3);
    expect(Array.from(l.outside)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('boards that cannot be played', () => {
  it('no pusher: no level', () => {
    expect(buildLevel(rowsOf('#####\n# $.#\n#####'), gridTopology)).toEqual({
      level: null,
      problems: [{ severity: 'error', code: 'invalid-puzzle', message: 'The board has no pusher ("@" or "+")', row: 0, column: 0 }],
      // What the board shows is still counted: a box and a goal.
      counts: { pushers: 0, boxes: 1, goals: 1 },
    });
  });

  it('counts pushers, boxes and goals as read, those on goals in both, with or without a level', () => {
    // Row 1: a pusher on a goal, a box, a box on a goal, a goal; row 2: a second pusher and a second box.
    const two = buildLevel(rowsOf('#######\n#+$* .#\n#@ $  #\n#######'), gridTopology);
    expect(two.counts).toEqual({ pushers: 2, boxes: 3, goals: 3 });
    expect([two.level!.pushers.length, two.level!.boxes.length, two.level!.goals.length]).toEqual([2, 3, 3]);
    // Only what stands on the tiling's cells: here, those where x + y is odd.
    const checker: Topology = {
      ...gridTopology,
      layout: (rows) => {
        const layout = fullLayout(rows);
        for (let y = 0; y < layout.height; y++) for (let x = 0; x < layout.width; x++) if ((x + y) % 2 === 0) layout.isCell[y * layout.width + x] = 0;
        return { layout, problems: [] };
      },
    };
    // Row 1 "#@$$.*#": the pusher (1,1), the box (3,1) and the box on a goal (5,1) are off the cells; the box (2,1)
    // and the goal (4,1) are on them.
    expect(buildLevel(rowsOf('#######\n#@$$.*#\n#######'), checker).counts).toEqual({ pushers: 0, boxes: 1, goals: 1 });
  });

  it('no box, or boxes and goals not equal: a level, with the problem', () => {
    const empty = buildLevel(rowsOf('####\n#@ #\n####'), gridTopology);
    expect(empty.level).not.toBeNull();
    expect(empty.problems).toEqual([{ severity: 'error', code: 'invalid-puzzle', message: 'The board has no box ("$" or "*")', row: 0, column: 0 }]);
    const uneven = buildLevel(rowsOf('######\n#@$$.#\n######'), gridTopology);
    expect(uneven.level).not.toBeNull();
    expect(uneven.problems).toEqual([{ severity: 'error', code: 'invalid-puzzle', message: 'The board has 2 boxes but 1 goal: it needs as many goals as boxes', row: 0, column: 0 }]);
    // One box and two goals; no goal at all; and counts past a thousand, written with a comma.
    expect(buildLevel(rowsOf('######\n#@$..#\n######'), gridTopology).problems.map((p) => p.message)).toEqual(['The board has 1 box but 2 goals: it needs as many goals as boxes']);
    expect(buildLevel(rowsOf('#####\n#@$ #\n#####'), gridTopology).problems.map((p) => p.message)).toEqual(['The board has 1 box but no goals: it needs as many goals as boxes']);
    const many = buildLevel(rowsOf(`#${'$'.repeat(1001)}#\n#@.#\n####`), gridTopology);
    expect(many.problems.map((p) => p.message)).toContain('The board has 1,001 boxes but 1 goal: it needs as many goals as boxes');
    // No box and a goal: the missing box, and the counts.
    expect(buildLevel(rowsOf('#####\n#@ .#\n#####'), gridTopology).problems.map((p) => p.message)).toEqual(['The board has no box ("$" or "*")', 'The board has no boxes but 1 goal: it needs as many goals as boxes']);
  });

  it('characters off the tiling\'s cells are the only problems reported: counting the rest would repeat them', () => {
    const misaligned: Topology = {
      ...gridTopology,
      layout: (rows) => ({ layout: fullLayout(rows), problems: [{ code: 'misaligned-cell', message: '"$" off the cells', row: 1, column: 2 } satisfies LayoutProblem] }),
    };
    expect(buildLevel(rowsOf('#####\n# $.#\n#####'), misaligned)).toEqual({
      level: null,
      problems: [{ severity: 'error', code: 'misaligned-cell', message: '"$" off the cells', row: 1, column: 2 }],
      counts: { pushers: 0, boxes: 1, goals: 1 },
    });
  });
});

describe('Sokoban+ numbering', () => {
  // Boxes (2,1) and (2,2) in reading order; goals (4,1) and (4,2).
  const board = '######\n#@$ .#\n# $ .#\n######';

  it('numbers each box and each goal cell', () => {
    const { level: l, problems } = buildLevel(rowsOf(board), gridTopology, { boxOrder: [7, 3], goalOrder: [3, 7] });
    expect(problems).toEqual([]);
    expect(Array.from(l!.boxNumbers!)).toEqual([7, 3]);
    expect([l!.goalNumbers![10], l!.goalNumbers![16], l!.goalNumbers![8]]).toEqual([3, 7, 0]);
  });

  it('is ignored with a warning when the counts do not match, and ignored silently when half of it is missing', () => {
    // The board has 2 boxes and 2 goals; each count agrees with its noun.
    for (const [boxOrder, goalOrder, says] of [
      [[1], [1, 2], 'boxorder has 1 number and goalorder 2'],
      [[1, 2], [1, 2, 3], 'boxorder has 2 numbers and goalorder 3'],
      [[], [1, 2], 'boxorder has no numbers and goalorder 2'],
    ] as const) {
      const { level: l, problems } = buildLevel(rowsOf(board), gridTopology, { boxOrder, goalOrder });
      expect(problems).toEqual([
        {
          severity: 'warning',
          code: 'invalid-puzzle',
          message: `${says}, for 2 boxes and 2 goals; the numbering is ignored`,
          row: 0,
          column: 0,
        },
      ]);
      expect(l!.boxNumbers).toBeNull();
      expect(l!.goalNumbers).toBeNull();
    }
    // One box and one goal: "for 1 box and 1 goal".
    const single = buildLevel(rowsOf('#####\n#@$.#\n#####'), gridTopology, { boxOrder: [1, 2], goalOrder: [1] });
    expect(single.problems.map((p) => p.message)).toEqual(['boxorder has 2 numbers and goalorder 1, for 1 box and 1 goal; the numbering is ignored']);
    for (const options of [{ boxOrder: [1, 2] }, { goalOrder: [1, 2] }, { boxOrder: [1, 2], goalOrder: null }]) {
      const { level: l, problems } = buildLevel(rowsOf(board), gridTopology, options);
      expect(problems).toEqual([]);
      expect([l!.boxNumbers, l!.goalNumbers]).toEqual([null, null]);
    }
  });

  it('is read from notes: either case, commas or spaces; anything but whole numbers is no numbering', () => {
    expect(readSokobanPlusOrder(['Author: me', 'BoxOrder: 1, 2,3', '  goalorder :3 1 2  '])).toEqual({ boxOrder: [1, 2, 3], goalOrder: [3, 1, 2], unreadable: [] });
    // "boxorder: 1 x": the x at offset 12 (9 characters of key and colon, then " 1 "); "goalorder: 1 2.5": 2.5 at 13.
    expect(readSokobanPlusOrder(['boxorder: 1 x', 'goalorder: 1 2.5'])).toEqual({
      boxOrder: null,
      goalOrder: null,
      unreadable: [
        { note: 'boxorder: 1 x', word: 'x', offset: 12 },
        { note: 'goalorder: 1 2.5', word: '2.5', offset: 13 },
      ],
    });
    // Only the first word that is not a whole number is named; spaces before the key count in the offset (12 characters
    // up to the colon, then "1,").
    expect(readSokobanPlusOrder(['  BOXORDER :1,b,c', 'goalorder: 1']).unreadable).toEqual([{ note: '  BOXORDER :1,b,c', word: 'b', offset: 14 }]);
    expect(readSokobanPlusOrder(['boxorder:', 'goalorder: 4'])).toEqual({ boxOrder: [], goalOrder: [4], unreadable: [] });
    expect(readSokobanPlusOrder(['the boxorder: 1 2'])).toEqual({ boxOrder: null, goalOrder: null, unreadable: [] });
    // The first note of a key is the one read, a later one of the same key is not looked at.
    expect(readSokobanPlusOrder(['boxorder: 2 1', 'boxorder: x', 'goalorder: 1 2'])).toEqual({ boxOrder: [2, 1], goalOrder: [1, 2], unreadable: [] });
  });
});

describe('a reverse solution through a letter without an opposite', () => {
  it('has no forward solution', () => {
    // Box (2,1), goal (3,1). Reverse: the box starts on (3,1); [r] lands on (2,1), L pulls the box back to (2,1), d walks on.
    const board = '######\n#@$. #\n#    #\n######';
    const square = level(board);
    expect(replay(square, '[r]Ld')).toMatchObject({ legal: true, solved: true });
    const forward = reverseToForward(square, '[r]Ld');
    // Forward: walk to where the reverse game ended (1,2), then its steps backwards: u, then R pushes the box onto the goal.
    expect(forward).toBe('duR');
    // Without an opposite for "d", the walk after the pull cannot be played backwards.
    const oneWay = level(board, { ...gridTopology, opposite: { l: 'r', r: 'l' } });
    expect(replay(oneWay, '[r]Ld')).toMatchObject({ legal: true, solved: true });
    expect(reverseToForward(oneWay, '[r]Ld')).toBeNull();
    // Down and back up after the pull: the pusher ends where the pull left it, yet "d" and "u" cannot be played backwards.
    expect(replay(oneWay, '[r]Ldu')).toMatchObject({ legal: true, solved: true });
    expect(reverseToForward(square, '[r]Ldu')).toBe('duR');
    expect(reverseToForward(oneWay, '[r]Ldu')).toBeNull();
  });
});

describe('forward moves through a letter without an opposite', () => {
  it('are turned round with a letter that no replay takes', () => {
    // Box (2,1), goal (3,1). Forward, R pushes the box onto the goal and d walks down to (2,2); the reverse game's pusher
    // walked there before its first pull (r, d), so the jump that comes first is empty.
    const board = '######\n#@$. #\n#    #\n######';
    const square = level(board);
    const game = new Game(square, { reverse: true });
    expect(game.apply('rd').error).toBeNull();
    expect(forwardToReverse(square, 'Rd', { position: game.snapshot(), pulled: false })).toBe('[]uL');
    // Without an opposite for "d", the walk cannot be taken back.
    const oneWay = level(board, { ...gridTopology, opposite: { l: 'r', r: 'l' } });
    const g = new Game(oneWay, { reverse: true });
    expect(g.apply('rd').error).toBeNull();
    const back = forwardToReverse(oneWay, 'Rd', { position: g.snapshot(), pulled: false });
    expect(back).toBe('[]?L');
    expect(replay(oneWay, `[rd]${back!}`).legal).toBe(false);
  });
});
