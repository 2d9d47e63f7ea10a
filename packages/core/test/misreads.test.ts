/**
 * The reader never drops or misreads data silently: every problem has a
 * diagnostic a person can act on, and the rest of the file still loads.
 * Expected values are worked out by hand from the input written in each test.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusFiles, requireCorpus } from './corpus-paths.js';
import { decodeLevelFile, encodeLevelFile, movesFromText, parseCollection, stringifyCollection } from '../src/index.js';

/** A small SOK file: title, board, note, one titled solution with a note. Lines joined with `eol`. */
const lines = ['Header note', '', 'One', '', '#####', '#@$.#', '#####', 'A note', '', 'Solution', 'R', 'Solved'];
const withEol = (eol: string): string => lines.join(eol) + eol;

describe('line ends', () => {
  it('CR CR LF (a CRLF file converted to CRLF again) is one line end: the puzzle, its note and its solution read as with LF', () => {
    const { collection, diagnostics } = parseCollection(withEol('\r\r\n'));
    expect(diagnostics).toEqual([]);
    expect(collection.notes).toEqual(['Header note']);
    expect(collection.puzzles).toHaveLength(1);
    const [p] = collection.puzzles;
    expect(p!.title).toBe('One');
    expect(p!.board.rows).toEqual(['#####', '#@$.#', '#####']);
    expect(p!.notes).toEqual(['A note']);
    expect(p!.savedGames.map((s) => [s.title, s.moves.text, s.notes])).toEqual([['Solution', 'R', ['Solved']]]);
  });

  it('CR CR LF writes back byte for byte, and an edit writes its line with the same line end', () => {
    const text = withEol('\r\r\n');
    const { collection } = parseCollection(text);
    expect(stringifyCollection(collection)).toBe(text);
    collection.puzzles[0]!.title = 'Renamed';
    expect(stringifyCollection(collection)).toBe(text.replace('One', 'Renamed'));
  });

  it('CR CR LF: a puzzle added after a note is set off by a blank line, so its title stays a title', () => {
    const { collection } = parseCollection('#####\r\r\n#@$.#\r\r\n#####\r\r\nA note\r\r\n');
    collection.puzzles.push({ ...structuredClone(collection.puzzles[0]!), title: 'X', notes: [] });
    const out = stringifyCollection(collection);
    // Every line written ends as the file's lines do.
    expect(out.replace(/\r\r\n/g, '')).not.toMatch(/[\r\n]/);
    const back = parseCollection(out).collection;
    expect(back.puzzles.map((p) => [p.title, p.notes])).toEqual([
      [null, ['A note']],
      ['X', []],
    ]);
  });

  it('a lone CR is one line end and writes back byte for byte (as before)', () => {
    const text = withEol('\r');
    const { collection } = parseCollection(text);
    expect(collection.puzzles.map((p) => [p.title, p.board.rows, p.notes])).toEqual([['One', ['#####', '#@$.#', '#####'], ['A note']]]);
    expect(stringifyCollection(collection)).toBe(text);
  });

  it('line ends mixed in one file each count once, and write back as they were', () => {
    // CR CR LF, CR, LF and CRLF in turn: the board's first row ends with CR CR LF.
    const breaks = ['\r\r\n', '\r', '\n', '\r\n'];
    const text = lines.map((l, i) => l + breaks[i % 4]).join('');
    const { collection } = parseCollection(text);
    expect(collection.puzzles.map((p) => [p.title, p.board.rows, p.savedGames.length])).toEqual([['One', ['#####', '#@$.#', '#####'], 1]]);
    expect(stringifyCollection(collection)).toBe(text);
  });

  it('positions count CR CR LF as one line end: a stray "]" on line 11, column 2', () => {
    const text = withEol('\r\r\n').replace('\r\r\nR\r\r\n', '\r\r\nR]\r\r\n');
    const { diagnostics } = parseCollection(text);
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['unbalanced-bracket', 11, 2]]);
  });

  it('the Windows-1252 warning counts CR CR LF as one line end too', () => {
    // "é" (0xE9) is the 3rd character of line 3.
    const bytes = Uint8Array.from('a\r\r\nb\r\r\nTh\xE9\r\r\n', (c) => c.charCodeAt(0));
    expect(decodeLevelFile(bytes).diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['non-utf8-text', 3, 3]]);
  });
});

/** UTF-16 bytes of `text`, built here one code unit at a time: low byte first for little-endian. */
function utf16(text: string, littleEndian: boolean, bom: boolean): Uint8Array {
  const units = (bom ? '\uFEFF' : '') + text;
  const out: number[] = [];
  for (let i = 0; i < units.length; i++) {
    const c = units.charCodeAt(i);
    if (littleEndian) out.push(c & 0xff, c >> 8);
    else out.push(c >> 8, c & 0xff);
  }
  return Uint8Array.from(out);
}

describe('UTF-16 files', () => {
  // Canonical SOK, with a title outside Latin-1: 漢 is U+6F22, bytes 22 6F in little-endian.
  const LEVEL = 'Au\u00DFenfelder \u6F22\r\n\r\n#####\r\n#@$.#\r\n#####\r\n\r\nSolution\r\nR\r\n';

  it.each([
    ['utf-16le-bom', true, true],
    ['utf-16be-bom', false, true],
    ['utf-16le', true, false],
    ['utf-16be', false, false],
  ] as const)('%s: reads the puzzle, says how the file was read, and writes the same bytes back', (encoding, littleEndian, bom) => {
    const bytes = utf16(LEVEL, littleEndian, bom);
    const decoded = decodeLevelFile(bytes);
    expect(decoded.encoding).toBe(encoding);
    // The byte order mark is not text: the encoding writes it back.
    expect(decoded.text).toBe(LEVEL);
    expect(decoded.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'utf16-text',
        message: `The file is UTF-16 (${littleEndian ? 'little' : 'big'}-endian, ${bom ? 'with' : 'without'} a byte order mark), so it was read as UTF-16`,
        line: 1,
        column: 1,
      },
    ]);
    const { collection, diagnostics } = parseCollection(decoded.text);
    expect(diagnostics).toEqual([]);
    expect(collection.puzzles.map((p) => [p.title, p.board.rows, p.savedGames.map((s) => s.moves.text)])).toEqual([['Außenfelder 漢', ['#####', '#@$.#', '#####'], ['R']]]);
    expect(encodeLevelFile(stringifyCollection(collection), decoded.encoding)).toEqual(bytes);
  });

  it('an edit is written in UTF-16 too, and every other byte stays as it was', () => {
    const bytes = utf16(LEVEL, true, true);
    const decoded = decodeLevelFile(bytes);
    const { collection } = parseCollection(decoded.text);
    collection.puzzles[0]!.savedGames.push({ title: 'L\u00F6sung', moves: movesFromText('R'), notes: [] });
    const saved = encodeLevelFile(stringifyCollection(collection), decoded.encoding);
    expect(saved.subarray(0, bytes.length)).toEqual(bytes);
    // The new game: a blank line, its title and its moves, all in UTF-16LE; the file ended right under its last line, and so does the new one.
    expect(saved.subarray(bytes.length)).toEqual(utf16('\r\nL\u00F6sung\r\nR\r\n', true, false));
  });

  it('unpaired surrogates read and write back as they were', () => {
    const bytes = Uint8Array.of(0xff, 0xfe, 0x41, 0x00, 0x00, 0xd8, 0x42, 0x00);
    const decoded = decodeLevelFile(bytes);
    expect(decoded.text).toBe('A\uD800B');
    expect(encodeLevelFile(decoded.text, decoded.encoding)).toEqual(bytes);
  });

  it('is not guessed for an odd number of bytes, nor for text whose NUL bytes are few', () => {
    // A byte order mark and a cut-off last unit: read as Windows-1252, which writes back every byte.
    const odd = Uint8Array.of(...utf16('#####', true, true), 0x23);
    expect(decodeLevelFile(odd).encoding).toBe('windows-1252');
    expect(encodeLevelFile(decodeLevelFile(odd).text, 'windows-1252')).toEqual(odd);
    // ASCII with one NUL in it: 1 of 4 byte pairs looks like UTF-16, fewer than three quarters.
    expect(decodeLevelFile(Uint8Array.of(0x23, 0x00, 0x23, 0x23, 0x23, 0x23, 0x23, 0x23)).encoding).toBe('utf-8');
  });
});

describe('input with no puzzle', () => {
  const NO_PUZZLES = {
    severity: 'error',
    code: 'no-puzzles',
    message: 'No board was found, so there is no puzzle: a board is two or more rows of board characters, such as "#####", "#@$.#", "#####" (# wall, @ pusher, $ box, . goal, space floor)',
    line: 1,
    column: 1,
  };

  it('an empty file is an error: it holds no puzzle', () => {
    expect(parseCollection('').diagnostics).toEqual([NO_PUZZLES]);
  });

  it('text without a board is an error, even when it reads as notes', () => {
    const { collection, diagnostics } = parseCollection('Collection: Nothing here\nAuthor: Someone\n\nA single row is no board:\n#####\n');
    expect(collection.puzzles).toEqual([]);
    expect(collection.title).toBe('Nothing here');
    expect(diagnostics).toEqual([NO_PUZZLES]);
  });

  it('binary bytes: the control-character warning and the no-puzzles error', () => {
    // The first control character, U+0003, is the 3rd character of line 1.
    const { diagnostics } = parseCollection('PK\u0003\u0000\u0014\u0000\u0008\nrandom bytes');
    expect(diagnostics.map((d) => [d.severity, d.code, d.line, d.column])).toEqual([
      ['warning', 'binary-content', 1, 3],
      ['error', 'no-puzzles', 1, 1],
    ]);
  });

  it('a file whose only board is past the size limit has no puzzle either', () => {
    const { diagnostics } = parseCollection('#####\n#@$.#\n#####\n', { limits: { maxBoardCells: 10 } });
    expect(diagnostics.map((d) => d.code)).toEqual(['board-too-large', 'no-puzzles']);
  });
});

describe('a board row with a character that is not a board character', () => {
  const bad = (line: number, column: number, shown: string): unknown => ({
    severity: 'error',
    code: 'invalid-board-character',
    message: `${shown} is not a board character; the board reads it as floor`,
    line,
    column,
  });

  it('stays in its board, with an error at the character, and the puzzles around it load', () => {
    const text = 'One\n\n#########\n#  x $ .#\n#   @   #\n#########\n\nTwo\n\n#####\n#@$.#\n#####\n';
    const { collection, diagnostics } = parseCollection(text);
    expect(collection.puzzles.map((p) => [p.title, p.board.rows])).toEqual([
      ['One', ['#########', '#  x $ .#', '#   @   #', '#########']],
      ['Two', ['#####', '#@$.#', '#####']],
    ]);
    // "x" is the 4th character of line 4.
    expect(diagnostics).toEqual([bad(4, 4, '"x"')]);
  });

  it('does not cut the board in two, the lower part titled with the damaged row', () => {
    const { collection, diagnostics } = parseCollection('######\n#@$. #\n#  x #\n#    #\n######\n');
    expect(collection.puzzles.map((p) => [p.title, p.board.rows])).toEqual([[null, ['######', '#@$. #', '#  x #', '#    #', '######']]]);
    expect(diagnostics).toEqual([bad(3, 4, '"x"')]);
  });

  it('a form feed and a NUL are bad cells of the row, named by code point, and the only control character gives no binary-content warning', () => {
    const { collection, diagnostics } = parseCollection('Title\n\n#######\n#@$ . #\n# \f \u0000 #\n#######\n');
    expect(collection.puzzles.map((p) => [p.title, p.board.rows.length])).toEqual([['Title', 4]]);
    expect(diagnostics).toEqual([bad(5, 3, 'U+000C'), bad(5, 5, 'U+0000')]);
  });

  it('several damaged rows in a row, interior empty rows around them, TABs before them: columns as written', () => {
    const text = '\t#######\n\t#@$ . #\n\t-\n\t# ? ! #\n\t#x    #\n\t_\n\t#######\n';
    const { collection, diagnostics } = parseCollection(text);
    expect(collection.puzzles).toHaveLength(1);
    expect(collection.puzzles[0]!.board.rows).toHaveLength(7);
    // After the TAB: "?" at column 4 and "!" at column 6 of line 4, "x" at column 3 of line 5.
    expect(diagnostics).toEqual([bad(4, 4, '"?"'), bad(4, 6, '"!"'), bad(5, 3, '"x"')]);
  });

  it('writes back byte for byte, and in canonical form reads back as the same board with the same error', () => {
    const text = 'One\n\n######\n#@$. #\n#  x #\n#    #\n######\n';
    const { collection } = parseCollection(text);
    expect(stringifyCollection(collection)).toBe(text);
    const again = parseCollection(stringifyCollection(collection, { mode: 'canonical' }));
    expect(again.collection.puzzles.map((p) => p.board.rows)).toEqual([['######', '#@$. #', '#  x #', '#    #', '######']]);
    expect(again.diagnostics.map((d) => d.code)).toEqual(['invalid-board-character']);
  });

  it('titles such as "#50" between boards, and lines shaped like rows outside a board, stay text; the one right under a board is warned of', () => {
    const { collection, diagnostics } = parseCollection('#####\n#@$.#\n#####\n#50\n#####\n#@$.#\n#####\n# x #\n\n#1 x#\n\n#####\n#@$.#\n#####\n');
    // "# x #", line 8, has walls at both ends: it could be the board's bottom row, its "x" at column 3 a typo.
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'row-outside-board',
        message: '"x" is not a board character, so this line is read as text, not as the bottom row of the board above; fix the character if it is that row',
        line: 8,
        column: 3,
      },
    ]);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      [null, []],
      ['#50', ['# x #']],
      ['#1 x#', []],
    ]);
  });

  it('a line with mostly other characters between two rows is not a row: "# a note #"', () => {
    // 6 of its 10 characters from wall to wall are not board characters ("o" is a goal): more than a third.
    const { collection, diagnostics } = parseCollection('#####\n#@$.#\n# a note #\n#####\n#@$.#\n#####\n');
    expect(diagnostics).toEqual([]);
    expect(collection.puzzles.map((p) => p.title)).toEqual([null, '# a note #']);
  });
});

describe('a typo in a line of moves', () => {
  const BOARD = '#####\n#@$.#\n#####';
  const typo = (ch: string, line: number, column: number): unknown => ({
    severity: 'error',
    code: 'invalid-move-character',
    message: `"${ch}" is not a move; moves are u d l r n s e w, [ ], { } and *`,
    line,
    column,
  });
  const games = (text: string): unknown => parseCollection(text).collection.puzzles[0]!.savedGames.map((g) => [g.title, g.moves.text, g.notes]);

  it('"xR" right after moves goes on with them, with an error at the "x", instead of becoming a note', () => {
    const text = `${BOARD}\n\nSolution\nrL\nxR\n\nNext note\n`;
    expect(games(text)).toEqual([['Solution', 'rLR', ['Next note']]]);
    expect(parseCollection(text).diagnostics).toEqual([typo('x', 7, 1)]);
  });

  it('"urdLx" as the first line under the title starts the moves, instead of the title and that line becoming notes', () => {
    const text = `${BOARD}\n\nSolution\nurdLx\nlluR\n`;
    expect(games(text)).toEqual([['Solution', 'urdLlluR', []]]);
    expect(parseCollection(text).diagnostics).toEqual([typo('x', 6, 5)]);
  });

  it('"RRuul!" as the last line, and several lines with typos in a row', () => {
    const text = `${BOARD}\n\nSolution\nuuLL\nd?dR\nRRuul!\n`;
    expect(games(text)).toEqual([['Solution', 'uuLLddRRRuul', []]]);
    expect(parseCollection(text).diagnostics).toEqual([typo('?', 7, 2), typo('!', 8, 6)]);
  });

  it('a long line of moves with a typo, after a blank line, is the first line of an untitled game, not its title', () => {
    // 40 move letters and one "#": at least 8 letters for the typo, so not a title.
    const line = 'uuuuuuuuuullllllllllRRRRRRRRRR#dddddddddd';
    const text = `${BOARD}\n\n${line}\nrrrr\n`;
    expect(games(text)).toEqual([[null, `${line.replace('#', '')}rrrr`, []]]);
    expect(parseCollection(text).diagnostics).toEqual([typo('#', 5, 31)]);
  });

  it('titles and notes stay what they are: words, and a short line with one typo right after a blank line', () => {
    const text = `${BOARD}\n\nSolution\nR\nDone\nSure!\n\nTomo\nR\n\nsavegame\nR\nAuthor: x\nNo\n\nuR!\nR\n`;
    expect(games(text)).toEqual([
      ['Solution', 'R', ['Done', 'Sure!']],
      ['Tomo', 'R', []],
      ['savegame', 'R', ['Author: x', 'No']],
      ['uR!', 'R', []],
    ]);
    expect(parseCollection(text).diagnostics).toEqual([]);
  });

  it('writes back byte for byte; the canonical form holds the moves without the typo and reads back clean', () => {
    const text = `${BOARD}\n\nSolution\nurdLx\nlluR\n`;
    const { collection } = parseCollection(text);
    expect(stringifyCollection(collection)).toBe(text);
    const canonical = parseCollection(stringifyCollection(collection, { mode: 'canonical' }));
    expect(canonical.collection.puzzles[0]!.savedGames.map((g) => [g.title, g.moves.text])).toEqual([['Solution', 'urdLlluR']]);
    expect(canonical.diagnostics).toEqual([]);
  });

  it('a writer quotes a note that would read as moves with a typo after moves, and a title made of moves with a typo', () => {
    const { collection } = parseCollection(`${BOARD}\n`);
    const title = 'uuuuuuuullllllll!';
    collection.puzzles[0]!.savedGames.push({ title, moves: movesFromText('R'), notes: ['xR', 'Done'] });
    const written = stringifyCollection(collection, { mode: 'canonical' });
    expect(written).toContain(`\n"${title}"\nR\n"xR"\nDone\n`);
    expect(games(written)).toEqual([[title, 'R', ['xR', 'Done']]]);
    expect(parseCollection(written).diagnostics).toEqual([]);
  });
});

/**
 * Each corpus file as the reader read it before it took damaged board rows
 * and move lines with typos for what they are: its puzzles, its saved games,
 * and a digest of their titles (SHA-256 of the JSON of every puzzle's title
 * with its saved games' titles, first 16 hex digits), so that the corpus's
 * own text stays out of the repository. No corpus file has such lines, so
 * none of this may change. The counts agree with the corpus README.
 */
const BEFORE: Record<string, { puzzles: number; savedGames: number; titles: string }> = {
  'Microban.txt': { puzzles: 155, savedGames: 0, titles: '6280b87591822552' },
  'Original_and_Extra.sok': { puzzles: 91, savedGames: 196, titles: 'ceb9fc424725a0cd' },
  'hexoban/all_E_Hex.hsb': { puzzles: 49, savedGames: 0, titles: 'b128b934d839f594' },
  'hexoban/dwshex.hsb': { puzzles: 16, savedGames: 0, titles: '5cca31266e629941' },
  'hexoban/heloban.hsb': { puzzles: 20, savedGames: 0, titles: 'f298bd34ea604ae3' },
  'hexoban/heroban.hsb': { puzzles: 10, savedGames: 0, titles: '065c7347649c85c2' },
  'hexoban/lukaszm.hsb': { puzzles: 30, savedGames: 0, titles: 'f3fd3b0604dfc87e' },
  'hexoban/morehex.hsb': { puzzles: 5, savedGames: 0, titles: '5bdd756ea53626c4' },
  'hexoban/svenhex.hsb': { puzzles: 6, savedGames: 0, titles: '419d8f108c4802e6' },
  'hexoban/test_level.hsb': { puzzles: 14, savedGames: 0, titles: 'b7141f21d9de7721' },
  'jsoko_interior_empty_rows.sok': { puzzles: 9, savedGames: 0, titles: 'ad1ab27649690c46' },
  'jsoko_parsing.sok': { puzzles: 12, savedGames: 13, titles: '6632588ccc2b6083' },
  'mixed_collection.sok': { puzzles: 10, savedGames: 3, titles: '4190584aacbb2f41' },
};

describe('the corpus reads as before', () => {
  const root = requireCorpus();

  it.each(corpusFiles())('%s: same puzzles, saved games and titles, and no diagnostic', (file) => {
    const { text } = decodeLevelFile(readFileSync(join(root, file)));
    const { collection, diagnostics } = parseCollection(text, { fileName: file });
    const titles = collection.puzzles.map((p) => [p.title, p.savedGames.map((s) => s.title)]);
    expect({
      puzzles: collection.puzzles.length,
      savedGames: collection.puzzles.reduce((n, p) => n + p.savedGames.length, 0),
      titles: createHash('sha256').update(JSON.stringify(titles)).digest('hex').slice(0, 16),
    }).toEqual(BEFORE[file]);
    expect(diagnostics).toEqual([]);
  });
});
