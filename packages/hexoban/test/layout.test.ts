/**
 * Hexoban's reading of a board, position by position: which text positions
 * are cells for each parity, the messages for characters between two hexagons,
 * the outline of a hexagon, and loading a puzzle with its problems placed in
 * the file.
 */
import { describe, expect, it } from 'vitest';
import { buildLevel, hexobanTopology as t, loadPuzzle, parseCollection, type Point } from '../src/index.js';

/** `isCell` as rows of digits. */
function cells(rows: string[]): string[] {
  const { layout } = t.layout(rows);
  return Array.from({ length: layout.height }, (_, y) => Array.from(layout.isCell.subarray(y * layout.width, (y + 1) * layout.width)).join(''));
}

describe('Hexoban cells', () => {
  it('an odd board: cells where column + row is odd, over the width of the longest row', () => {
    // The first "#" is at column 1 of row 0.
    const rows = [' # #', '#   #', ' # #  '];
    expect(t.layout(rows).layout).toMatchObject({ width: 6, height: 3, parity: 1 });
    expect(cells(rows)).toEqual(['010101', '101010', '010101']);
    expect(t.layout(rows).problems).toEqual([]);
  });

  it('an even board whose longest row comes first', () => {
    // The first "#" is at column 0 of row 0.
    const rows = ['# # # #', ' #   #', '# #'];
    expect(t.layout(rows).layout).toMatchObject({ width: 7, height: 3, parity: 0 });
    expect(cells(rows)).toEqual(['1010101', '0101010', '1010101']);
  });

  it('the parity of the first character that is not floor, even when it comes after floor rows and to the left of later ones', () => {
    // Row 0 is floor; the first "#" is at column 0 of row 1: odd.
    expect(t.layout(['   ', '#  #', ' #']).layout.parity).toBe(1);
    expect(t.layout(['   ', '#  #', ' #']).problems).toMatchObject([{ row: 1, column: 3 }]);
    // Row 1 starts with floor; its first "#" at column 2 makes it odd.
    expect(t.layout(['', '  # #', ' # # #']).layout.parity).toBe(1);
  });

  it('a board of floor alone takes the even parity', () => {
    expect(t.layout(['   ', '   ']).layout.parity).toBe(0);
    expect(cells(['   ', '   '])).toEqual(['101', '010']);
  });

  it('"-" and "_" are floor on positions between hexagons too', () => {
    // Odd board: (1,1) and (3,1) are between hexagons.
    expect(t.layout([' # #', '#_#-#', ' # #']).problems).toEqual([]);
    expect(t.layout([' # #', '#.#-#', ' # #']).problems).toMatchObject([{ code: 'misaligned-cell', row: 1, column: 1 }]);
  });
});

describe('characters between two hexagons', () => {
  it('are reported one by one, each with a sentence that gives the parity and the first cell\'s column', () => {
    // Even board (the "#" at column 0 of row 0); "$" (2,1) and "." (3,2) are between hexagons.
    const rows = ['# # #', ' #$  #', '#  .  #'];
    const { problems } = t.layout(rows);
    const sentence = (ch: string): string => `"${ch}" stands between two hexagons: this board's cells are where column + row is even (both counted from 0, first cell at column 0)`;
    expect(problems).toEqual([
      { code: 'misaligned-cell', message: sentence('$'), row: 1, column: 2 },
      { code: 'misaligned-cell', message: sentence('.'), row: 2, column: 3 },
    ]);
  });

  it('on an odd board whose first row is all floor, name the first cell of the first row that has one', () => {
    const { problems } = t.layout(['   ', '  # #', ' #  .#', '  # #']);
    expect(problems).toEqual([
      {
        code: 'misaligned-cell',
        message: '"." stands between two hexagons: this board\'s cells are where column + row is odd (both counted from 0, first cell at column 2)',
        row: 2,
        column: 4,
      },
    ]);
  });
});

describe('characters that take two text positions, or show nothing', () => {
  const sentence = (shown: string): string => `${shown} stands between two hexagons: this board's cells are where column + row is even (both counted from 0, first cell at column 0)`;

  it('a character past U+FFFF on a cell takes the position beside it too, and is not reported there', () => {
    // Even board. U+1F600's halves are at (2,0), a cell, and (3,0), between hexagons; "#" (4,0) is a cell.
    expect(t.layout(['# \u{1F600}#', ' # #']).problems).toEqual([]);
  });

  it('a character past U+FFFF between two hexagons is reported once, whole, at its first half', () => {
    // Even board: the halves at (3,0), between hexagons, and (4,0), a cell; the "#" at (5,0) is between hexagons too.
    expect(t.layout(['# #\u{1F600}#']).problems).toEqual([
      { code: 'misaligned-cell', message: sentence('"\u{1F600}"'), row: 0, column: 3 },
      { code: 'misaligned-cell', message: sentence('"#"'), row: 0, column: 5 },
    ]);
  });

  it('a control character, or half of a surrogate pair alone, is named by its code point; what follows a lone half is read as it stands', () => {
    // Even board: U+0001 (1,0), U+DE00 (3,0) and "x" (5,0) stand between hexagons; the high half at (4,0) is alone (an "x" follows it), on a cell.
    expect(t.layout(['#\u0001#\ude00\ud83dx#']).problems).toEqual([
      { code: 'misaligned-cell', message: sentence('U+0001'), row: 0, column: 1 },
      { code: 'misaligned-cell', message: sentence('U+DE00'), row: 0, column: 3 },
      { code: 'misaligned-cell', message: sentence('"x"'), row: 0, column: 5 },
    ]);
    // U+FFFF, the last character of one unit, on a cell (2,0): the "x" after it (3,0) is a character of its own, between hexagons.
    expect(t.layout(['# \uffffx#']).problems).toEqual([{ code: 'misaligned-cell', message: sentence('"x"'), row: 0, column: 3 }]);
  });
});

describe('loading a Hexoban puzzle', () => {
  // Line 1 is the title, line 2 blank, the board from line 3. The "." at (5,1) is between two hexagons.
  const file = 'Crooked\n\n # # # #\n# @ $.  #\n # # # #\n';

  it('places each problem on its line and column in the file and names the puzzle', () => {
    const puzzle = parseCollection(file, { fileName: 'one.hsb' }).collection.puzzles[0]!;
    const { level, diagnostics } = loadPuzzle(puzzle, t);
    expect(level).not.toBeNull();
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        code: 'misaligned-cell',
        message: '"." stands between two hexagons: this board\'s cells are where column + row is odd (both counted from 0, first cell at column 1) in "Crooked"',
        line: 4,
        column: 6,
      },
    ]);
  });

  it('says when TABs may have shifted the columns, and only for characters between hexagons', () => {
    // Odd board. The TAB after "#" reaches column 8: "@" stands on column 8 of row 1, a cell; "." on column 9 is not.
    const puzzle = parseCollection(' # #\n#\t@.#\n', { fileName: 'tab.hsb' }).collection.puzzles[0]!;
    const { diagnostics } = loadPuzzle(puzzle, t);
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['misaligned-cell', 2, 4]]);
    expect(diagnostics[0]!.message).toBe(
      '"." stands between two hexagons: this board\'s cells are where column + row is odd (both counted from 0, first cell at column 1). The board contains TABs, read as 8-column stops: a TAB typed with another width shifts the columns after it',
    );
  });

  it('places problems of a puzzle built in code at its board row and column, counted from 1, and names no title it does not have', () => {
    const { diagnostics } = loadPuzzle({ ...parseCollection(file, { fileName: 'one.hsb' }).collection.puzzles[0]!, title: null }, t);
    // The "." is character 6 of the board's second row.
    expect(diagnostics).toMatchObject([{ code: 'misaligned-cell', line: 2, column: 6 }]);
    expect(diagnostics[0]!.message.endsWith('first cell at column 1)')).toBe(true);
  });

  it('reports a board with no box but no TAB sentence', () => {
    const puzzle = parseCollection(' # #\n#\t@ #\n', { fileName: 'tab.hsb' }).collection.puzzles[0]!;
    const { diagnostics } = loadPuzzle(puzzle, t);
    expect(diagnostics.map((d) => d.code)).toContain('invalid-puzzle');
    for (const d of diagnostics) expect(d.message).not.toContain('TAB');
  });
});

describe('Hexoban as a topology', () => {
  it('is named as the SOK Game: value', () => {
    expect(t.name).toBe('Hexoban');
    expect(t.directions).toEqual(['l', 'r', 'u', 'n', 's', 'd']);
  });

  it('draws each hexagon from the vertex at 30°, turning by 60° (y down)', () => {
    const [cx, cy] = t.center(3, 1, t.layout([' #']).layout);
    const h = Math.sqrt(3) / 2;
    const expected: Point[] = [
      [h, 0.5],
      [0, 1],
      [-h, 0.5],
      [-h, -0.5],
      [0, -1],
      [h, -0.5],
    ];
    const p = t.polygon(3, 1, t.layout([' #']).layout);
    expect(p).toHaveLength(6);
    p.forEach(([x, y], i) => {
      expect(x - cx).toBeCloseTo(expected[i]![0], 9);
      expect(y - cy).toBeCloseTo(expected[i]![1], 9);
    });
  });

  it('each letter\'s heading points from a hexagon\'s centre to its neighbour\'s', () => {
    const layout = t.layout([' #']).layout;
    const [cx, cy] = t.center(5, 3, layout);
    for (const l of t.directions) {
      const [x, y] = t.step(5, 3, l, layout)!;
      const [nx, ny] = t.center(x, y, layout);
      const heading = ((Math.atan2(cy - ny, nx - cx) * 180) / Math.PI + 360) % 360;
      expect(heading, l).toBeCloseTo(t.headings[l]!, 9);
    }
  });

  it('plays a level whose first cell is the top-left position', () => {
    // Even board: (0,0) is a cell holding the pusher; "r" steps two columns.
    const { level, problems } = buildLevel(['@ $ .'], t);
    expect(problems).toEqual([]);
    expect(level!.neighbours[0 * 6 + 1]).toBe(2);
  });
});
