/**
 * How the reader tells one line from another before it looks at its
 * neighbours, each by hand from the rule the module states: `::` comments,
 * lone `;` separators, `.osb` metadata, board rows plain and run-length
 * encoded, move lines ("each line must have at least one proper non-digit
 * character", SOK 0.17), damaged rows, moves with typos, titles, control
 * characters, and the cap on diagnostics.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCollection, resolveLimits } from '../src/index.js';
import { DiagnosticList, MAX_DIAGNOSTICS } from '../src/text/diagnostics.js';
import { FileBudget } from '../src/text/limits.js';
import type { OsbMetadata } from '../src/text/origin.js';
import {
  BLANK,
  C_CONTROL,
  C_MOVE,
  C_PIPE,
  C_RLE,
  C_SPACE,
  canBeTitle,
  classify,
  damagedRleCharacters,
  damagedRleRowCharacters,
  damagedRowCharacters,
  expandRowInBoard,
  firstControlCharacter,
  FLOOR,
  holdMetadata,
  isCleanText,
  isCommentLine,
  isSeparatorLine,
  kindOfLine,
  META,
  MOVES,
  RAW,
  readMeta,
  SEP,
  SOLID,
  TEXT,
  typoMoves,
  TYPOS_EVEN_AS_TITLE,
  TYPOS_NEAR_MOVES,
  TYPOS_NONE,
} from '../src/text/line-kinds.js';

const NAMES: Record<number, string> = { [BLANK]: 'BLANK', [RAW]: 'RAW', [SEP]: 'SEP', [META]: 'META', [TEXT]: 'TEXT', [MOVES]: 'MOVES', [SOLID]: 'SOLID', [FLOOR]: 'FLOOR' };
const kindName = (line: string): string => NAMES[kindOfLine(line)] ?? String(kindOfLine(line));

/** Classifies a whole text as one line, with its rows expanded as the reader expands them, and what it reported. */
function classifyRead(line: string, limits = resolveLimits(undefined), budget?: FileBudget): { kind: number; rows: string[] | undefined; diagnostics: DiagnosticList; flags: number } {
  const rowsOf = new Map<number, string[]>();
  const diagnostics = new DiagnosticList();
  const flags = new Uint16Array(1);
  const kind = classify(line, 0, line.length, 0, rowsOf, limits, diagnostics, flags, budget);
  return { kind, rows: rowsOf.get(0), diagnostics, flags: flags[0]! };
}

describe('kindOfLine: blank lines, comments, separators and metadata', () => {
  it.each([
    ['', 'BLANK'],
    ['   ', 'BLANK'],
    [' \t ', 'BLANK'],
    ['::', 'RAW'],
    [':: a comment', 'RAW'],
    ['  \t::x', 'RAW'],
    [':', 'TEXT'],
    [':x:', 'TEXT'],
    ['a::', 'TEXT'],
    [';', 'SEP'],
    ['  ;  ', 'SEP'],
    ['; \t', 'SEP'],
    [';;', 'TEXT'],
    ['; x', 'TEXT'],
    [';Level 1', 'TEXT'],
    [';;Title: Bob', 'META'],
    [';;title:x', 'META'],
    [';; Author : Ann', 'META'],
    [';;\tCOMMENT\t:', 'META'],
    ['  ;;Title: x', 'META'],
    [';;Titles: x', 'TEXT'],
    [';;Title x', 'TEXT'],
    [';;Date: 2020', 'TEXT'],
    [';x;;Title: y', 'TEXT'],
    ['; ;Title: x', 'TEXT'],
  ])('%j is %s', (line, kind) => {
    expect(kindName(line)).toBe(kind);
  });

  it('a "::" comment needs both colons inside the line', () => {
    // The line is the first character only; the colon after it belongs to what follows.
    expect(classify('::x', 0, 1, 0, null, resolveLimits(undefined), new DiagnosticList(), new Uint16Array(1))).toBe(TEXT);
    expect(classify('::x', 0, 2, 0, null, resolveLimits(undefined), new DiagnosticList(), new Uint16Array(1))).toBe(RAW);
  });

  it('a line of spaces is blank up to its own end, whatever follows', () => {
    expect(classify('   #', 0, 2, 0, null, resolveLimits(undefined), new DiagnosticList(), new Uint16Array(1))).toBe(BLANK);
  });

  it('reads a metadata line even when its value holds a Unicode line separator', () => {
    expect(kindOfLine(';;Title: a\u2028b')).toBe(META);
    expect(readMeta(';;Title: a\u2028b')).toEqual({ key: 'title', value: 'a\u2028b' });
  });
});

describe('readMeta and holdMetadata', () => {
  it.each([
    [';;Title: Bob', { key: 'title', value: 'Bob' }],
    [';;TITLE:X', { key: 'title', value: 'X' }],
    [' \t;;Author:  Ann Lee  ', { key: 'author', value: 'Ann Lee' }],
    [';; comment : two  spaces', { key: 'comment', value: 'two  spaces' }],
    [';;Comment:', { key: 'comment', value: '' }],
    [';;Date: 2020', null],
    ['; ;Title: x', null],
    ['\f;;Title: x', null],
    ['Title: x', null],
  ])('%j', (line, meta) => {
    expect(readMeta(line)).toEqual(meta);
  });

  it('puts an author or comment in force, never a title, and nothing for other lines', () => {
    const held: OsbMetadata = { author: null, comment: null };
    holdMetadata(held, ';;Title: T');
    expect(held).toEqual({ author: null, comment: null });
    holdMetadata(held, ';;Author: A');
    holdMetadata(held, ';;Comment: C');
    expect(held).toEqual({ author: 'A', comment: 'C' });
    holdMetadata(held, 'a note');
    holdMetadata(held, ';;Author: B');
    expect(held).toEqual({ author: 'B', comment: 'C' });
  });
});

describe('kindOfLine: plain board rows', () => {
  it.each([
    ['#####', 'SOLID'],
    ['#@$.#', 'SOLID'],
    ['  #  #', 'SOLID'],
    ['\t# #', 'SOLID'],
    ['#', 'SOLID'],
    ['*', 'SOLID'],
    ['.', 'SOLID'],
    ['+', 'SOLID'],
    ['#pb.#', 'SOLID'],
    ['-p-', 'SOLID'],
    ['W#', 'SOLID'],
    ['---', 'FLOOR'],
    [' _ ', 'FLOOR'],
    ['-_-', 'FLOOR'],
    // Board letters alone are words, not rows.
    ['pob', 'TEXT'],
    ['Pop', 'TEXT'],
    ['bob', 'TEXT'],
    // "W" is a wall, and a push west too: with no symbol beside it, a line of them is moves.
    ['WW', 'MOVES'],
    ['oo', 'TEXT'],
    // Anything that is no board character, ASCII or not.
    ['#x#', 'TEXT'],
    ['#é#', 'TEXT'],
    ['#\f#', 'TEXT'],
    ['#\u0001#', 'TEXT'],
  ])('%j is %s', (line, kind) => {
    expect(kindName(line)).toBe(kind);
  });

  it('a plain row spends nothing of the file’s budget for decoded cells', () => {
    const budget = new FileBudget(resolveLimits({ maxTotalCells: 10 }));
    expect(classifyRead('#########', resolveLimits({ maxTotalCells: 10 }), budget).kind).toBe(SOLID);
    expect(budget.cellsLeft).toBe(10);
  });
});

describe('kindOfLine: run-length encoded board lines', () => {
  it.each([
    ['3#', 'SOLID'],
    ['4-', 'FLOOR'],
    ['#3-#', 'SOLID'],
    ['3#|', 'SOLID'],
    ['--3#|3#-#|#pb.#|5#', 'SOLID'],
    ['2-|3_', 'FLOOR'],
    ['3-|#2-#', 'SOLID'],
    // "2(#|-)" is "#|-#|-": rows #, -# and -.
    ['2(#|-)', 'SOLID'],
    // "#2( |#| )#" is "# |#|  |#| #": its middle row is spaces only, no board row.
    ['#2( |#| )#', 'TEXT'],
    // Rows of "W" walls alone are board rows beside a row with a symbol; without one the line is letters.
    ['5W|Wpb.W|5W', 'SOLID'],
    ['5W|W3-W|5W', 'SOLID'],
    ['5W|5W', 'TEXT'],
    ['5W|W3 W|5W', 'TEXT'],
    ['5W|3-', 'TEXT'],
    // A row of letters only is a word, here as everywhere.
    ['3b', 'TEXT'],
    ['#|b', 'TEXT'],
    ['b|#', 'TEXT'],
    // "|" alone is one empty row.
    ['|', 'TEXT'],
    // Titles shaped like RLE stay text: "#50" is a wall and a count of nothing.
    ['#50', 'TEXT'],
    ['#1 (3)', 'TEXT'],
  ])('%j is %s', (line, kind) => {
    expect(kindName(line)).toBe(kind);
    // The reader, which expands the rows, reads the line the same way.
    expect(NAMES[classifyRead(line).kind]).toBe(kind);
  });

  it('the reader keeps the rows of a board line, the empty one after a last "|" dropped, and none of a text line', () => {
    expect(classifyRead('--3#|3#-#|#pb.#|5#|').rows).toEqual(['--###', '###-#', '#pb.#', '#####']);
    expect(classifyRead('3b').rows).toBeUndefined();
    expect(classifyRead('#|b').rows).toBeUndefined();
  });

  it('digits and stars alone are no moves: a move line needs a letter or a bracket', () => {
    expect(kindName('123')).toBe('TEXT');
    expect(kindName('12 34')).toBe('TEXT');
    expect(kindName('(3)')).toBe('TEXT');
    expect(kindName('3*')).toBe('SOLID');
  });
});

describe('kindOfLine: move lines', () => {
  it.each([
    ['uurrDDL', 'MOVES'],
    ['3r4U', 'MOVES'],
    ['uu dd', 'MOVES'],
    ['3r 4U\t', 'MOVES'],
    ['[]U[rr]d', 'MOVES'],
    ['{rddd}Urr', 'MOVES'],
    ['u*d', 'MOVES'],
    ['2(3(dr)R)', 'MOVES'],
    ['nsew', 'MOVES'],
    ['[]', 'MOVES'],
    ['uxd', 'TEXT'],
    ['u-d', 'TEXT'],
    ['u|d', 'TEXT'],
  ])('%j is %s', (line, kind) => {
    expect(kindName(line)).toBe(kind);
  });

  it('gives the union of the line’s character classes to the later passes', () => {
    expect(classifyRead('3r u').flags & (C_RLE | C_MOVE | C_SPACE | C_PIPE)).toBe(C_RLE | C_MOVE | C_SPACE);
    expect(classifyRead('#|#').flags & C_PIPE).toBe(C_PIPE);
    expect(classifyRead('a\u0001').flags & C_CONTROL).toBe(C_CONTROL);
    expect(classifyRead('a\tb').flags & C_CONTROL).toBe(0);
  });
});

describe('broken RLE board lines: reported where a person finds the problem', () => {
  const problems = (text: string): string[] => parseCollection(text).diagnostics.filter((d) => d.code !== 'no-puzzles').map((d) => `${d.code} ${d.line}:${d.column} ${d.message}`);

  it('reports a broken line of rows joined with "|", with its count or group named', () => {
    expect(problems('#|2(\n')).toEqual(['rle-invalid 1:4 RLE group "(" at 1:4 is never closed with ")"']);
    expect(problems('#|()\n')).toEqual(['rle-invalid 1:3 RLE group "()" at 1:3 is empty']);
    expect(problems('#|0#\n')).toEqual(['rle-invalid 1:3 RLE count 0 at 1:3 repeats nothing; counts start at 1']);
    // A count with nothing after it has no digits to name: the position goes at the end.
    expect(problems('#|3\n')).toEqual(['rle-invalid 1:3 RLE count is not followed by anything to repeat (at 1:3)']);
  });

  it('reports a bomb (too long, too deep) with or without "|"', () => {
    expect(problems('1000001#\n')).toEqual(['rle-limit 1:1 RLE count 1000001 at 1:1 expands past the 1,000,000-cell board limit']);
    expect(problems(`${'('.repeat(33)}#${')'.repeat(33)}\n`)).toEqual(['nesting-too-deep 1:33 RLE groups nest deeper than the limit of 32 levels (at 1:33)']);
    expect(problems('#5#\n')).toEqual([]);
  });

  it('takes a broken line without "|", or without a wall, for text silently: it may be a title such as "#50 (3)", or a score "1|2"', () => {
    expect(problems('#50\n')).toEqual([]);
    expect(problems('2(\n')).toEqual([]);
    expect(isCleanText('#50')).toBe(true);
    expect(isCleanText('2(')).toBe(true);
    expect(isCleanText('#|2')).toBe(false);
    expect(isCleanText('|2')).toBe(true);
    expect(problems('1|2\n(1)|(2)\n')).toEqual([]);
    expect(isCleanText('1000001#')).toBe(false);
    expect(isCleanText(`${'('.repeat(33)}#${')'.repeat(33)}`)).toBe(false);
    // Clean, but not text.
    expect(isCleanText('#####')).toBe(false);
  });
});

describe('the file’s budget of decoded cells', () => {
  const limits = resolveLimits({ maxBoardCells: 10, maxTotalCells: 100 });

  it('charges each RLE line its rows’ widths, TABs expanded, and a cell per row', () => {
    const budget = new FileBudget(limits);
    budget.cellsLeft = 30;
    expect(classifyRead('3#|3#', limits, budget).kind).toBe(SOLID);
    expect(budget.cellsLeft).toBe(30 - 8);
    // "#\t#" is 9 columns wide: a wall, a TAB to column 8, a wall.
    expect(classifyRead('#\t#|2#', limits, budget).kind).toBe(SOLID);
    expect(budget.cellsLeft).toBe(22 - (9 + 2 + 2));
  });

  it('stops at the first line past what is left, reports it once, and reads later RLE lines as text', () => {
    const budget = new FileBudget(limits);
    budget.cellsLeft = 7;
    const first = classifyRead('3#|3#', limits, budget);
    expect(first.kind).toBe(TEXT);
    expect(first.diagnostics.items).toEqual([
      expect.objectContaining({ code: 'file-budget', line: 1, column: 1, message: expect.stringMatching(/^RLE board rows past the file's budget of 100 decoded cells: /) as string }),
    ]);
    expect(budget.cellsLeft).toBe(0);
    const later = classifyRead('#', limits, budget);
    expect(later.kind).toBe(SOLID);
    const again = classifyRead('2#', limits, budget);
    expect(again.kind).toBe(TEXT);
    expect(again.diagnostics.items).toEqual([]);
  });

  it('blames the budget, not the board limit, for a line that passes only what is left of the budget', () => {
    const budget = new FileBudget(limits);
    budget.cellsLeft = 5;
    const { kind, diagnostics } = classifyRead('9#', limits, budget);
    expect(kind).toBe(TEXT);
    expect(diagnostics.items.map((d) => d.code)).toEqual(['file-budget']);
    // Past the board limit too, it is still the budget that stopped it: the line is not expanded at all.
    const other = new FileBudget(limits);
    other.cellsLeft = 5;
    expect(classifyRead('20#', limits, other).diagnostics.items.map((d) => d.code)).toEqual(['file-budget']);
  });
});

describe('the RLE summary agrees with the rows expanded', () => {
  it('on random lines of board characters, counts, groups and bars', () => {
    const piece = fc.constantFrom('#', '-', '_', ' ', '$', '.', '@', 'b', 'p', 'o', '|', '2', '3', '(', ')', '\t');
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 14 }), (pieces) => {
        const line = pieces.join('');
        const read = classifyRead(line);
        expect(kindOfLine(line)).toBe(read.kind);
        expect(isCleanText(line)).toBe(read.kind === TEXT && read.diagnostics.items.length === 0);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('damagedRowCharacters: a row with a few characters that are no board characters', () => {
  it.each([
    ['#  x $ .#', [3]],
    ['  #x#  ', [3]],
    ['#x#  \t', [1]],
    ['\t#x#\t', [2]],
    ['#x##x#', [1, 4]],
    ['#é#', [1]],
    ['#xx#', null],
    ['#x#x#', null],
    ['#50', null],
    ['#1 Easy', null],
    ['# #', null],
    ['#', null],
    ['##', null],
    ['', null],
    ['   ', null],
    ['#|x#', null],
    ['#|###', null],
    // Two of five characters from wall to wall: more than a third.
    ['  #xx##', null],
    ['x#x#', null],
    // A wall at one end is enough: a stray character after the last wall, or before the first.
    ['#@$.#x', [5]],
    ['x#@$.#', [0]],
    [' #@$.#x \t', [6]],
    ['#@$.x', [4]],
    ['x@$.x', null],
    // A ";" line is a comment or a title, never a row.
    ['; #x###', null],
    // Spaces and TABs at the ends are not counted: two of five characters are bad, more than a third.
    ['\t#xx##', null],
    ['#xx##\t', null],
    ['#xx##  ', null],
    // A character past U+FFFF is one bad character, at its first half: the lowest and highest of each half.
    ['#@\u{1F600}.#', [2]],
    ['#\u{10000}##', [1]],
    ['#\u{10FFFF}##', [1]],
    ['#\u{1F400}##', [1]],
    ['#\u{1F7FF}##', [1]],
    // A half alone is a bad character of its own.
    ['#\udc00###', [1]],
    ['#x\udc00####', [1, 2]],
  ])('%j: %j', (line, bad) => {
    expect(damagedRowCharacters(line)).toEqual(bad);
  });
});

describe('damagedRleRowCharacters: one row written with counts, with a few characters that are no board characters', () => {
  it.each([
    ['#@2(-)x.#', [6]],
    ['  #2-x#\t', [5]],
    // A count may come before the first wall.
    ['3#x#', [2]],
    // Exactly a third of it from wall to wall, and more than a third.
    ['#2-xy#', [3, 4]],
    ['#2xyz#', null],
    // Nothing damaged: a row whose RLE is broken, left for the expansion to report.
    ['#3(#', []],
    // No wall at an end, a title between two boards, no count or group, rows joined with "|", a `Key: value` note.
    ['#2x', null],
    ['x2#', null],
    ['#10 Boxes', null],
    ['#x#', null],
    ['#2x#|#', null],
    ['#2 Note: x#', null],
    // A character past U+FFFF is one bad character, at its first half.
    ['#2-\u{1F600}#', [3]],
  ])('%j: %j', (line, bad) => {
    expect(damagedRleRowCharacters(line)).toEqual(bad);
  });
});

describe('expandRowInBoard: a row with counts in a board, expanded within the limits and charged to the file', () => {
  const expand = (line: string, bad: number[], limits: Parameters<typeof resolveLimits>[0], cellsLeft?: number): [unknown, number, string[]] => {
    const resolved = resolveLimits(limits);
    const budget = new FileBudget(resolved);
    if (cellsLeft !== undefined) budget.cellsLeft = cellsLeft;
    const diagnostics = new DiagnosticList();
    const row = expandRowInBoard(line, bad, 2, resolved, diagnostics, budget);
    return [row, budget.cellsLeft, diagnostics.items.map((d) => `${d.code} ${d.line}:${d.column} ${d.message}`)];
  };

  it('keeps the damaged characters as written, and charges its width and one for the row', () => {
    // #@2(-)x.# is #@--x.#: seven cells and one.
    expect(expand('#@2(-)x.#', [6], undefined, 100)).toEqual([{ row: '#@--x.#', cost: 8 }, 92, []]);
    // A count repeats a damaged character; W rows have none.
    expect(expand('#3x#', [2], undefined, 100)).toEqual([{ row: '#xxx#', cost: 6 }, 94, []]);
    expect(expand('5W', [], undefined, 100)).toEqual([{ row: 'WWWWW', cost: 6 }, 94, []]);
  });

  it('charges a TAB to the next multiple of 8, as a board widens its row', () => {
    // "#" then a TAB to column 8, "x" and "#": ten cells wide, and one for the row, where the text is five long.
    expect(expand('#\t1x#', [3], undefined, 11)).toEqual([{ row: '#\tx#', cost: 11 }, 0, []]);
    expect(expand('#\t1x#', [3], undefined, 10)[0]).toBeNull();
  });

  it('reports a row past the budget, past the board limit, too deep, or broken, at its line, and charges nothing', () => {
    const spent = "file-budget 3:1 RLE board rows past the file's budget of 16,000,000 decoded cells: this line and every later RLE board line are kept as text, unexpanded (raise limits.maxTotalCells to read them)";
    // Past what is left of the budget, when expanding (9x is past 5) or when charged (11 and one are past 11).
    expect(expand('#9x#', [2], undefined, 5)).toEqual([null, 0, [spent]]);
    expect(expand('#9x#', [2], undefined, 11)).toEqual([null, 0, [spent]]);
    expect(expand('#9x#', [2], undefined, 0)).toEqual([null, 0, [spent]]);
    // Past the board limit, with the budget to spare: the count, where it is.
    expect(expand('#20x#', [3], { maxBoardCells: 10 }, 100)).toEqual([null, 100, ['rle-limit 3:2 RLE count 20 at 3:2 expands past the 10-cell board limit']]);
    // Groups nested past the limit, at the first group past it.
    expect(expand('#2(2(2(x)))#', [8], { maxNestingDepth: 2 }, 100)).toEqual([null, 100, ['nesting-too-deep 3:7 RLE groups nest deeper than the limit of 2 levels (at 3:7)']]);
    expect(expand('#3(#', [], undefined, 100)).toEqual([null, 100, ['rle-invalid 3:3 RLE group "(" at 3:3 is never closed with ")"']]);
  });
});

describe('damagedRleCharacters: a line of rows joined with "|" with a few characters that are neither board nor RLE characters', () => {
  it.each([
    ['7#|#@$x.-#|7#', [6]],
    ['  7#|#@$x.-#|7#\t', [8]],
    ['#x|#|#', [1]],
    ['#x|#|#|', [1]],
    ['3(#x)|#|#', [3]],
    // Two of seven characters are bad: not more than a third.
    ['#xx|#|#', [1, 2]],
    // Three of eight are; spaces and TABs at the ends are not counted.
    ['#xxx|#|#', null],
    ['   #xxx|#|#', null],
    ['#xxx|#|#\t\t\t', null],
    // Exactly a third.
    ['#x|#|#x', [1, 6]],
    // U+0080 is no board character either.
    ['#\u0080|#|#', [1]],
    // Two rows, or a row and an empty one: rather rows inside a board than a board.
    ['#x|#', null],
    ['#x|#|', null],
    // A bad character at either end: a quoted note, or text.
    ['"5#|#@$.#|5#"', null],
    ['x#|#|#x', null],
    ['x#|#|#"', null],
    [' x#|#|#x ', null],
    // Bad at the start and next to the end, but not at it.
    ['x#|#|#y#', [0, 6]],
    // One at an end is a typo in the first or last row.
    ['x#|#|#', [0]],
    ['#|#|#x', [5]],
    // A character past U+FFFF is one, at its first half.
    ['#|#\u{1F600}#|#', [3]],
    ['\u{1F600}#|#|#\u{1F600}', null],
    // Nothing bad: a board line, or text for other reasons.
    ['#|#|#', null],
    ['', null],
  ])('%j: %j', (line, bad) => {
    expect(damagedRleCharacters(line)).toEqual(bad);
  });
});

describe('typoMoves: how strongly a text line reads as moves with typos', () => {
  it.each([
    // Eight move letters or more for each foreign character.
    ['uuuuuuuux', TYPOS_EVEN_AS_TITLE],
    ['uuuuuuuué', TYPOS_EVEN_AS_TITLE],
    ['uuuu uuuu x', TYPOS_EVEN_AS_TITLE],
    ['uuuuuuuuuuuuuuuuxx', TYPOS_EVEN_AS_TITLE],
    ['uuuuuuux', TYPOS_NONE],
    // One foreign character, cased as no word is.
    ['xR', TYPOS_NEAR_MOVES],
    ['urdLx', TYPOS_NEAR_MOVES],
    ['RRuul!', TYPOS_NEAR_MOVES],
    ['RRa', TYPOS_NEAR_MOVES],
    ['RRz', TYPOS_NEAR_MOVES],
    ['uA', TYPOS_NEAR_MOVES],
    ['uZ', TYPOS_NEAR_MOVES],
    // Digits, brackets or "*" make no word.
    ['uu3x', TYPOS_NEAR_MOVES],
    ['uu[x', TYPOS_NEAR_MOVES],
    ['uu*x', TYPOS_NEAR_MOVES],
    // Words stay text.
    ['Done', TYPOS_NONE],
    ['one', TYPOS_NONE],
    ['No', TYPOS_NONE],
    ['Sure!', TYPOS_NONE],
    ['Ra', TYPOS_NONE],
    // Small letters and capitals are a-z and A-Z: "é" and "~" are neither.
    ['RRé', TYPOS_NONE],
    ['uu~', TYPOS_NONE],
    ['ur x', TYPOS_NONE],
    ['Solution', TYPOS_NONE],
    ['Author: x', TYPOS_NONE],
    // Titles and quoted notes, and lines with nothing foreign or no letter.
    [';uuuuuuuux', TYPOS_NONE],
    [';uuuuuuuuuuuuuuuu', TYPOS_NONE],
    ['  ;uuuuuuuuuuuuuuuu', TYPOS_NONE],
    ['"uuuuuuuu', TYPOS_NONE],
    ['uuuuuuuuuuuuuuuu;', TYPOS_EVEN_AS_TITLE],
    ['uuuuuuuu"', TYPOS_EVEN_AS_TITLE],
    ['  ;uuuuuuuux', TYPOS_NONE],
    ['"uuuuuuuux', TYPOS_NONE],
    ['uurr', TYPOS_NONE],
    ['123x', TYPOS_NONE],
    ['', TYPOS_NONE],
  ])('%j: %i', (line, strength) => {
    expect(typoMoves(line)).toBe(strength);
  });
});

describe('control characters, titles, comments and separators', () => {
  it.each([
    ['\u0001', 0],
    ['ab\u001f', 2],
    ['ab\n', 2],
    ['\u0008x', 0],
    ['x\u007f', 1],
    ['\t', -1],
    ['\f', -1],
    [' ', -1],
    ['~ é', -1],
    ['', -1],
  ])('firstControlCharacter(%j) is %i', (line, index) => {
    expect(firstControlCharacter(line)).toBe(index);
  });

  it.each([
    ['My level', true],
    ['Level 1', true],
    ['My game: x', true],
    ['gamer: x', true],
    ['Game: Hexoban', false],
    ['  Game: Hexoban', false],
    ['title = x', false],
    ['Email: a@b', false],
    ['E-mail: a@b', false],
    ['Date created: 2020', false],
    ['Date of last change: 2021', false],
    ['BoxOrder: 1 2', false],
    ['----', false],
    ['###', false],
    ['*~=|.', false],
    ['', false],
  ])('canBeTitle(%j) is %s', (line, title) => {
    expect(canBeTitle(line)).toBe(title);
  });

  it.each([
    ['::x', true],
    ['  ::', true],
    ['\t::', true],
    [':x:', false],
    [' : :', false],
    ['a::', false],
    [':', false],
    ['', false],
    ['   ', false],
  ])('isCommentLine(%j) is %s', (line, comment) => {
    expect(isCommentLine(line)).toBe(comment);
  });

  it.each([
    [';', true],
    ['  ;  ', true],
    ['\t;', true],
    [';;', false],
    ['x;', false],
    ['; x', false],
    ['', false],
  ])('isSeparatorLine(%j) is %s', (line, separator) => {
    expect(isSeparatorLine(line)).toBe(separator);
  });
});

describe('DiagnosticList: at most MAX_DIAGNOSTICS, then one warning that says so', () => {
  it('keeps the first thousand, adds the warning where the next one was, and drops the rest', () => {
    expect(MAX_DIAGNOSTICS).toBe(1000);
    const list = new DiagnosticList();
    for (let k = 1; k <= 1000; k++) list.add('error', 'invalid-move-character', `problem ${k}`, k, 1);
    expect(list.items).toHaveLength(1000);
    list.add('error', 'invalid-move-character', 'problem 1001', 1001, 7);
    list.add('error', 'invalid-move-character', 'problem 1002', 1002, 1);
    expect(list.items).toHaveLength(1001);
    expect(list.items[999]).toEqual({ severity: 'error', code: 'invalid-move-character', message: 'problem 1000', line: 1000, column: 1 });
    expect(list.items[1000]).toEqual({ severity: 'warning', code: 'too-many-diagnostics', message: 'More than 1,000 problems; the rest are not reported', line: 1001, column: 7 });
  });
});
