/**
 * Hostile input: the reader's work and memory stay bounded by its limits and
 * the size of the input. Every bound is asserted on counts (decoded cells,
 * diagnostics, result sizes), never on time.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { DiagnosticList } from '../src/text/diagnostics.js';
import { classify } from '../src/text/line-kinds.js';
import { cellContent, decodeRle, DEFAULT_LIMITS, LIMIT_CEILINGS, parseCollection, parseMoves, resolveLimits, stringifyCollection, type ParseLimits } from '../src/index.js';

const BOARD = '#####\n#@$.#\n#####';

describe('input-sized arrays are never spread into a call', () => {
  it('200,000 "::" lines after a saved game are the puzzle comments, in order', () => {
    const text = `${BOARD}\n\nSolution\nrr\n${'::\n'.repeat(199_999)}:: last\n`;
    const { collection, diagnostics } = parseCollection(text);
    expect(diagnostics).toEqual([]);
    const [puzzle] = collection.puzzles;
    expect(puzzle!.savedGames.map((g) => g.moves.text)).toEqual(['rr']);
    expect(puzzle!.comments).toHaveLength(200_000);
    expect(puzzle!.comments.at(-1)).toBe(':: last');
    expect(stringifyCollection(collection)).toBe(text);
  });

  it('the writer keeps 200,000 comments of a puzzle whose notes and saved game were edited', () => {
    const text = `${BOARD}\n\nSolution\nrr\n${'::\n'.repeat(199_999)}:: last\n`;
    const { collection } = parseCollection(text);
    const puzzle = collection.puzzles[0]!;
    puzzle.notes = ['edited'];
    puzzle.savedGames[0]!.title = 'Renamed';
    const again = parseCollection(stringifyCollection(collection)).collection.puzzles[0]!;
    expect(again.notes).toEqual(['edited']);
    expect(again.savedGames.map((g) => [g.title, g.moves.text])).toEqual([['Renamed', 'rr']]);
    expect(again.comments).toHaveLength(200_000);
  });
});

describe('keys read from a file never reach Object.prototype', () => {
  // A macro key starts with a letter, so `__proto__=1` is a note; the others are macros named like Object.prototype's members.
  const text = `__proto__=1\nconstructor=2\ntoString=3\nhasOwnProperty=4\n\nOne\n\n${BOARD}\n`;
  const entries = [
    ['constructor', '2'],
    ['toString', '3'],
    ['hasOwnProperty', '4'],
  ];

  it('SOK 0.14 macros named like Object.prototype members are read with their exact keys, and nothing else is found', () => {
    const { collection, diagnostics } = parseCollection(text);
    expect(diagnostics).toEqual([]);
    expect(collection.notes).toEqual(['__proto__=1']);
    expect(Object.entries(collection.macros)).toEqual(entries);
    // Keys the file does not define are absent, whatever Object.prototype holds.
    expect(Object.getPrototypeOf(collection.macros)).toBeNull();
    expect(collection.macros.valueOf).toBeUndefined();
    expect('isPrototypeOf' in collection.macros).toBe(false);
  });

  it('they are written back byte for byte, and canonically as the same macros', () => {
    const { collection } = parseCollection(text);
    expect(stringifyCollection(collection)).toBe(text);
    const canonical = parseCollection(stringifyCollection(collection, { mode: 'canonical' })).collection;
    expect(Object.entries(canonical.macros)).toEqual(entries);
    expect(canonical.notes).toEqual(['__proto__=1']);
    expect(canonical.puzzles.map((p) => p.title)).toEqual(['One']);
  });

  it('after an edit every macro is written again, with its key as read', () => {
    const { collection } = parseCollection(text);
    const key: string = 'constructor';
    collection.macros[key] = 'two';
    const again = parseCollection(stringifyCollection(collection)).collection;
    expect(Object.entries(again.macros)).toEqual(entries.map(([k, v]) => [k, k === 'constructor' ? 'two' : v]));
    expect(again.notes).toEqual(['__proto__=1']);
  });

  it('a board character is looked up among board characters only', () => {
    expect(['#', 'constructor', 'toString', '__proto__'].map((ch) => cellContent(ch))).toEqual(['wall', undefined, undefined, undefined]);
  });
});

describe('RLE groups nested as deep as the input goes', () => {
  const DEPTH = 200_000;
  const deep = { maxNestingDepth: 1e6 };

  it('decode without recursion: 200,000 nested groups give their content', () => {
    expect(decodeRle(`${'('.repeat(DEPTH)}#-${')'.repeat(DEPTH)}`, deep)).toEqual({ value: '#-', error: null });
    expect(decodeRle(`${'1('.repeat(DEPTH)}r${')'.repeat(DEPTH)}`, { ...deep, skipWhitespace: true })).toEqual({ value: 'r', error: null });
  });

  it('a count on every level reports too-long at the group that passes the limit', () => {
    // 2^20 > 1,000,000: the 20th group from the inside is the first too long. Its `count` quotes the digits of the whole group, as for any group.
    const { value, error } = decodeRle(`${'2('.repeat(DEPTH)}#${')'.repeat(DEPTH)}`, deep);
    expect([value, error?.problem, error?.offset]).toEqual(['', 'too-long', 2 * (DEPTH - 20)]);
  });

  it('unclosed and unopened groups at any depth are found where they are', () => {
    expect(decodeRle(`${'('.repeat(DEPTH)}#`, deep).error).toEqual({ problem: 'unclosed-group', offset: DEPTH - 1 });
    expect(decodeRle(`${'('.repeat(DEPTH)}#${')'.repeat(DEPTH + 1)}`, deep).error).toEqual({ problem: 'unopened-group', offset: 2 * DEPTH + 1 });
    expect(decodeRle(`${'('.repeat(DEPTH)}${')'.repeat(DEPTH)}`, deep).error).toEqual({ problem: 'empty-group', offset: DEPTH - 1 });
  });

  it('the reader loads a board row and moves nested 200,000 deep', () => {
    const row = `${'('.repeat(DEPTH)}5#${')'.repeat(DEPTH)}`;
    const moves = `${'('.repeat(DEPTH)}rU${')'.repeat(DEPTH)}`;
    const { collection, diagnostics } = parseCollection(`${row}|#@$.#|5#\n\nSolution\n${moves}\n`, { limits: deep });
    expect(diagnostics).toEqual([]);
    expect(collection.puzzles.map((p) => [p.board.rows, p.savedGames.map((g) => g.moves.text)])).toEqual([[['#####', '#@$.#', '#####'], ['rU']]]);
  });

  it('past maxNestingDepth the line gets a diagnostic at the first group too deep', () => {
    const { collection, diagnostics } = parseCollection(`${'('.repeat(DEPTH)}5#${')'.repeat(DEPTH)}|#@$.#|5#\n`, { limits: { maxNestingDepth: 1000 } });
    expect(collection.puzzles).toEqual([]);
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['nesting-too-deep', 1, 1001], ['no-puzzles', 1, 1]]);
  });
});

describe('limits are checked where a program sets them, and lowered to what the engine can hold', () => {
  const NAMES = Object.keys(DEFAULT_LIMITS) as (keyof ParseLimits)[];
  const BAD: unknown[] = [NaN, -1, 0, 1.5, -Infinity, '10', null, {}];

  it('a limit that is not a positive integer throws a RangeError naming it', () => {
    for (const name of NAMES) {
      for (const value of BAD) {
        const limits = { [name]: value } as Partial<ParseLimits>;
        expect(() => resolveLimits(limits)).toThrow(RangeError);
        expect(() => parseCollection(BOARD, { limits })).toThrow(new RegExp(`^${name} must be a positive integer, got `));
      }
    }
    expect(() => resolveLimits({ maxMoves: NaN })).toThrow('maxMoves must be a positive integer, got NaN (values above 268,435,456, Infinity included, are lowered to it)');
    expect(() => resolveLimits({ maxLineLength: '10' as never })).toThrow('maxLineLength must be a positive integer, got "10"');
  });

  it('decodeRle and parseMoves check their own limits the same way', () => {
    expect(() => decodeRle('3#', { maxLength: 0 })).toThrow(/^maxLength must be a positive integer, got 0/);
    expect(() => decodeRle('3#', { maxNestingDepth: -1 })).toThrow(/^maxNestingDepth must be a positive integer, got -1/);
    expect(() => parseMoves('3r', { maxMoves: NaN })).toThrow(/^maxMoves must be a positive integer, got NaN/);
  });

  it('an undefined limit is the default; a huge one, or Infinity, is lowered to its ceiling', () => {
    expect(resolveLimits({ maxMoves: undefined })).toEqual(DEFAULT_LIMITS);
    expect(resolveLimits({ maxMoves: 1e9, maxBoardCells: 2e9, maxLineLength: 1e12, maxNestingDepth: Infinity, maxTotalCells: 1e10, maxTotalMoves: Infinity })).toEqual({
      maxMoves: 2 ** 28,
      maxBoardCells: 2 ** 26,
      maxLineLength: 2 ** 28,
      maxNestingDepth: 2 ** 20,
      maxTotalCells: 2 ** 31,
      maxTotalMoves: 2 ** 31,
    });
    expect(resolveLimits({ maxMoves: 7, maxNestingDepth: 1e6 })).toMatchObject({ maxMoves: 7, maxNestingDepth: 1e6 });
    expect(resolveLimits(Object.fromEntries(Object.keys(LIMIT_CEILINGS).map((name) => [name, Infinity])))).toEqual(LIMIT_CEILINGS);
  });

  it('with huge limits, counts past what a string can hold become diagnostics, not exceptions', () => {
    const limits = { maxMoves: 1e9, maxBoardCells: 2e9, maxNestingDepth: 1e6, maxLineLength: 1e12 };
    const nested = `${'('.repeat(100_000)}r${')'.repeat(100_000)}`;
    const text = [
      'Bomb',
      '',
      '999999999#|#@$.#|5#',
      '',
      'Wider bomb',
      '',
      '9999999999#|#@$.#|5#',
      '',
      'Kept',
      '',
      BOARD,
      '',
      'Solution',
      `${nested}999999999r`,
      '',
      'Second',
      `${nested}9999999999r`,
      '',
    ].join('\n');
    const { collection, diagnostics } = parseCollection(text, { limits });
    expect(collection.puzzles.map((p) => [p.title, p.savedGames.map((g) => g.title)])).toEqual([['Kept', ['Solution', 'Second']]]);
    expect(diagnostics.map((d) => [d.code, d.line, d.column, d.message])).toEqual([
      ['rle-limit', 3, 1, 'RLE count 999999999 at 3:1 expands past the 67,108,864-cell board limit'],
      ['rle-limit', 7, 1, 'RLE count 9999999999 at 7:1 expands past the 67,108,864-cell board limit'],
      ['moves-too-long', 16, 200_002, 'RLE count 999999999 expands past the 268,435,456-move limit'],
      ['moves-too-long', 19, 200_002, 'RLE count 9999999999 expands past the 268,435,456-move limit'],
    ]);
  });
});

describe('maxBoardCells bounds the grid a board becomes: widest row, TABs expanded, times rows', () => {
  it('one long row over many short ones is counted as the rectangle it makes', () => {
    const text = `${'#'.repeat(100_000)}\n${'#\n'.repeat(100_000)}`;
    const { collection, diagnostics } = parseCollection(text);
    // Sizes, not the boards: a failure must not print a 100,000-row board.
    expect(collection.puzzles.map((p) => p.board.rows.length)).toEqual([]);
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        code: 'board-too-large',
        message: 'Board of 100,000 columns × 100,001 rows = 10,000,100,000 cells (TABs expanded) is past the 1,000,000-cell board limit; it is kept as text (raise limits.maxBoardCells to read it)',
        line: 1,
        column: 1,
      },
      // With its only board refused, the file has nothing to play.
      expect.objectContaining({ severity: 'error', code: 'no-puzzles', line: 1, column: 1 }),
    ]);
    // Kept as text: the lines are the header's notes, as written.
    expect(collection.notes).toHaveLength(100_001);
  });

  it('a TAB counts as the columns it expands to', () => {
    const tabs = parseCollection(`${'\t'.repeat(200_000)}#\n#\n`);
    expect(tabs.collection.puzzles.map((p) => p.board.rows.length)).toEqual([]);
    expect(tabs.diagnostics.map((d) => [d.code, d.code === 'no-puzzles' ? '' : d.message.slice(0, d.message.indexOf(' cells'))])).toEqual([['board-too-large', 'Board of 1,600,001 columns × 2 rows = 3,200,002'], ['no-puzzles', '']]);
    // `\t#` is 9 columns wide, `-\t#` too; `\t\t#` 17.
    expect(parseCollection('\t#\n-\t#\n', { limits: { maxBoardCells: 18 } }).collection.puzzles.map((p) => p.board.rows)).toEqual([['        #', '-       #']]);
    expect(parseCollection('\t\t#\n#\n', { limits: { maxBoardCells: 18 } }).diagnostics.filter((d) => d.code === 'board-too-large').map((d) => d.message.slice(0, d.message.indexOf(' cells')))).toEqual(['Board of 17 columns × 2 rows = 34']);
  });

  it('rows of an RLE line are measured the same way', () => {
    expect(parseCollection('2\t#|#|#\n', { limits: { maxBoardCells: 40 } }).diagnostics.filter((d) => d.code === 'board-too-large').map((d) => d.message.slice(0, d.message.indexOf(' cells')))).toEqual(['Board of 17 columns × 3 rows = 51']);
    expect(parseCollection('#|#|#|#\n9#\n', { limits: { maxBoardCells: 40 } }).diagnostics.filter((d) => d.code === 'board-too-large').map((d) => d.message.slice(0, d.message.indexOf(' cells')))).toEqual(['Board of 9 columns × 5 rows = 45']);
  });
});

describe('per-file budgets bound what all RLE lines of a file decode to', () => {
  /** One RLE line holding a whole board `width` × `height` (height ≥ 3): `height` rows, `height - 1` bars. */
  const rleBoard = (width: number, height: number): string => `${width}#|#@$${width - 5}-.#|${height - 3}(#${width - 2}-#|)${width}#`;
  const cellsOf = (puzzles: readonly { board: { rows: string[] } }[]): number => puzzles.reduce((sum, p) => sum + p.board.rows.reduce((n, r) => n + r.length, 0), 0);

  it('2,000 boards of maxBoardCells - 1 characters each: decoding stops at maxTotalCells, with one diagnostic', () => {
    const limits = { maxBoardCells: 1000, maxTotalCells: 50_000 };
    // 99 × 10 cells and 9 bars: 999 characters. Each costs its cells and a bar per row: 1,000.
    expect(decodeRle(rleBoard(99, 10)).value).toHaveLength(999);
    const text = `${rleBoard(99, 10)}\n\n`.repeat(2000);
    const { collection, diagnostics } = parseCollection(text, { limits });
    expect(collection.puzzles).toHaveLength(50);
    expect(cellsOf(collection.puzzles)).toBe(50 * 990);
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        code: 'file-budget',
        message: "RLE board rows past the file's budget of 50,000 decoded cells: this line and every later RLE board line are kept as text, unexpanded (raise limits.maxTotalCells to read them)",
        line: 101,
        column: 1,
      },
    ]);
    // The rest are the last puzzle's notes, as written, and the file is written back as it was.
    expect(collection.puzzles[49]!.notes.filter((n) => n !== '')).toEqual(Array<string>(1950).fill(rleBoard(99, 10)));
    expect(stringifyCollection(collection)).toBe(text);
  });

  it('with the default limits, the same file of boards just under 1,000,000 characters stops at 16,000,000 cells', () => {
    expect(rleBoard(999, 1000).length).toBeLessThan(40);
    const text = `${rleBoard(999, 1000)}\n\n`.repeat(2000);
    const { collection, diagnostics } = parseCollection(text);
    expect(collection.puzzles).toHaveLength(16);
    expect(cellsOf(collection.puzzles)).toBeLessThanOrEqual(DEFAULT_LIMITS.maxTotalCells);
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([['file-budget', 33]]);
  });

  it('empty rows and expanded TABs cost too', () => {
    // 999 bars make 1,000 rows, 999 of them empty: 1,001 each. A TAB row of a board costs 8 cells.
    const bars = parseCollection('999|#\n\n'.repeat(10), { limits: { maxTotalCells: 5000 } });
    expect(bars.diagnostics.map((d) => [d.code, d.line])).toEqual([['file-budget', 9], ['no-puzzles', 1]]);
    const tabs = parseCollection('\t#|#\n\n'.repeat(10), { limits: { maxTotalCells: 50 } });
    expect(tabs.collection.puzzles).toHaveLength(4);
    expect(tabs.diagnostics.map((d) => [d.code, d.line])).toEqual([['file-budget', 9]]);
  });

  it('2,000 saved games of maxMoves - 2 moves each: decoding stops at maxTotalMoves, the rest keep their lines', () => {
    const limits = { maxMoves: 10_000, maxTotalMoves: 100_000 };
    const games = Array.from({ length: 2000 }, (_, k) => `\nSolution ${k + 1}\n4999(rU)\n`).join('');
    const text = `Title\n\n${BOARD}\n${games}`;
    const { collection, diagnostics } = parseCollection(text, { limits });
    const lengths = collection.puzzles[0]!.savedGames.map((g) => g.moves.text.length);
    // Ten games expand (99,980 moves); the eleventh would pass the budget. The others keep their letters, counts and groups dropped.
    expect(lengths).toEqual([...Array<number>(10).fill(9998), ...Array<number>(1990).fill(2)]);
    expect(lengths.slice(0, 10).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(limits.maxTotalMoves);
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        code: 'file-budget',
        message: "RLE moves past the file's budget of 100,000 decoded moves: these moves and every later RLE saved game are kept unexpanded, their counts and groups dropped (raise limits.maxTotalMoves to read them)",
        line: 38,
        column: 1,
      },
    ]);
    expect(stringifyCollection(collection)).toBe(text);
  });

  it('raising a per-item limit raises a budget left to its default with it', () => {
    expect(resolveLimits({ maxBoardCells: 20_000_000, maxMoves: 200_000_000 })).toMatchObject({ maxTotalCells: 20_000_000, maxTotalMoves: 200_000_000 });
    expect(resolveLimits({ maxBoardCells: 20_000_000, maxTotalCells: 100 })).toMatchObject({ maxTotalCells: 100 });
  });
});

describe('a line past maxLineLength is kept as written and never read', () => {
  const limits = { maxLineLength: 40 };
  const quoted = `"${'999999#|#'.padEnd(48, '-')}"`;
  const macro = `Copyright=${'x'.repeat(40)}`;

  it('a quoted note keeps its quotes: unquoting it would mean reading it', () => {
    const { collection, diagnostics } = parseCollection(`${BOARD}\n${quoted}\n`, { limits });
    expect(collection.puzzles[0]!.notes).toEqual([quoted]);
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([['line-too-long', 4]]);
  });

  it('a header line is a note, not a macro, and keeps its quotes', () => {
    const { collection, diagnostics } = parseCollection(`${macro}\n${quoted}\nCopyright=short\n\n${BOARD}\n`, { limits });
    expect(collection.notes).toEqual([macro, quoted]);
    expect(Object.entries(collection.macros)).toEqual([['Copyright', 'short']]);
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['line-too-long', 1],
      ['line-too-long', 2],
    ]);
  });
});

describe('telling what a line is never expands its RLE', () => {
  /** Runs `work` and counts the characters `String.prototype.repeat` was asked for meanwhile: the cells RLE decoding made. */
  function repeatedCells(work: () => void): number {
    const repeat = vi.spyOn(String.prototype, 'repeat');
    try {
      work();
      return repeat.mock.calls.reduce((sum, [count]) => sum + Number(count), 0);
    } finally {
      repeat.mockRestore();
    }
  }

  it('quoted notes that read as RLE are unquoted, and written, without decoding them', () => {
    // `999999b` is text (letters alone make no board row): its quotes stay. 2^18 rows of `#` are a board: its quotes go.
    const rows = `${'2('.repeat(18)}#|${')'.repeat(18)}`;
    const text = `${BOARD}\n${'"999999b"\n'.repeat(50)}"${rows}"\n`;
    let notes: string[] = [];
    const cells = repeatedCells(() => {
      const { collection } = parseCollection(text);
      notes = collection.puzzles[0]!.notes;
      expect(stringifyCollection(collection, { mode: 'canonical' })).toContain(`\n"${rows}"\n`);
    });
    expect(notes).toEqual([...Array<string>(50).fill('"999999b"'), rows]);
    expect(cells).toBeLessThanOrEqual(text.length);
  });

  it('a line summarised has the kind and problems it has decoded', () => {
    const ch = fc.constantFrom('(', ')', '1', '2', '3', '9', '#', '-', '_', ' ', '\t', '|', '|', 'b', 'p', '@', '.', 'x');
    const line = fc.array(ch, { maxLength: 20 }).map((a) => a.join(''));
    fc.assert(
      fc.property(line, fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 4 }), (text, maxBoardCells, maxNestingDepth) => {
        const limits = resolveLimits({ maxBoardCells, maxNestingDepth });
        const read = (rowsOf: Map<number, string[]> | null): unknown[] => {
          const diagnostics = new DiagnosticList();
          return [classify(text, 0, text.length, 0, rowsOf, limits, diagnostics, new Uint16Array(1)), diagnostics.items];
        };
        expect(read(null)).toEqual(read(new Map()));
      }),
      { numRuns: 20_000 },
    );
  });
});
