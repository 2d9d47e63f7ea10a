/**
 * The reader's passes over a file, each by hand from the rule the pass
 * states (see `sok-reader.ts`): lines too long, damaged board rows taken in,
 * moves with typos taken in, control characters, boards and their rows,
 * titles above, after and in metadata, the header, `.osb` metadata that holds
 * from level to level, saved games and the file's budget of moves, and the
 * origins that let an edited document be written back.
 */
import { describe, expect, it } from 'vitest';
import { boardSourcePosition, parseCollection, stringifyCollection } from '../src/index.js';
import { boardHasTabs, lineContentEnd, sameLines } from '../src/text/origin.js';

const BOARD = '#####\n#@$.#\n#####\n';

const codes = (text: string, options?: Parameters<typeof parseCollection>[1]): string[] =>
  parseCollection(text, options).diagnostics.map((d) => `${d.severity} ${d.code} ${d.line}:${d.column}`);

describe('lines past maxLineLength', () => {
  it('are kept as notes and reported with their length; a line of exactly the limit is read', () => {
    const { collection, diagnostics } = parseCollection(`${BOARD}abcdefghijkl\n`, { limits: { maxLineLength: 10 } });
    expect(diagnostics).toEqual([
      { severity: 'error', code: 'line-too-long', message: 'Line is 12 characters long, past the 10-character limit; it is kept as text and not read', line: 4, column: 1 },
    ]);
    expect(collection.puzzles[0]!.notes).toEqual(['abcdefghijkl']);
    expect(codes(`${BOARD}abcdefghij\n`, { limits: { maxLineLength: 10 } })).toEqual([]);
  });

  it('in the header, define no macro and keep their quotes', () => {
    const { collection } = parseCollection(`A=12345678\nB=123456789\n"abcdefghij"\n\n${BOARD}`, { limits: { maxLineLength: 10 } });
    expect(collection.macros).toEqual({ A: '12345678' });
    expect(collection.notes).toEqual(['B=123456789', '"abcdefghij"']);
  });

  it('after a board, keep their quotes too', () => {
    expect(parseCollection(`${BOARD}"abcdefghij"\n`, { limits: { maxLineLength: 10 } }).collection.puzzles[0]!.notes).toEqual(['"abcdefghij"']);
  });
});

describe('damaged board rows', () => {
  it('are taken between two rows of one board, and each bad character reported where it is', () => {
    const { collection, diagnostics } = parseCollection('#####\n#x$.#\n#@  #\n#####\n');
    expect(collection.puzzles).toHaveLength(1);
    expect(collection.puzzles[0]!.board.rows).toEqual(['#####', '#x$.#', '#@  #', '#####']);
    expect(diagnostics).toEqual([{ severity: 'error', code: 'invalid-board-character', message: '"x" is not a board character; the board reads it as floor', line: 2, column: 2 }]);
  });

  it('written with counts or groups are taken as the rows they expand to, the digits being counts', () => {
    // Line 8 is #@2(-)x.#: 2(-) is two floor cells, the "x" at column 7. Read as text, puzzle B would be notes of A.
    const { collection, diagnostics } = parseCollection('A\n#####\n#@$.#\n#####\n\nB\n#######\n#@2(-)x.#\n#######\n');
    expect(collection.puzzles.map((p) => [p.title, p.board.rows, p.notes])).toEqual([
      ['A', ['#####', '#@$.#', '#####'], []],
      ['B', ['#######', '#@--x.#', '#######'], []],
    ]);
    expect(codes('A\n#####\n#@$.#\n#####\n\nB\n#######\n#@2(-)x.#\n#######\n')).toEqual(['error invalid-board-character 8:7']);
    expect(diagnostics).toHaveLength(1);
    // A count before the damage is a count, not one more bad character; a count may repeat the bad character.
    const counted = parseCollection('#######\n#@$3-x#\n#-4y#\n#.....#\n');
    expect(counted.collection.puzzles[0]!.board.rows).toEqual(['#######', '#@$---x#', '#-yyyy#', '#.....#']);
    expect(counted.diagnostics.map((d) => `${d.line}:${d.column}`)).toEqual(['2:6', '3:4']);
  });

  it('written with counts are not taken without a wall at both ends, or with more than a third damaged', () => {
    // "x9y" and "x3#" start with no wall, "#3x" and "#10 Boxes" end with none (o and B are board characters, the
    // x, e and s a third of it); "#1 Easy" is 4 in 7 damaged. The board ends above them; below, the line is a title.
    for (const line of [' x9y', 'x3#', '#3x', '#10 Boxes', '#1 Easy']) {
      const { collection, diagnostics } = parseCollection(`#####\n#@$.#\n${line}\n#####\n#.  #\n`);
      expect(collection.puzzles.map((p) => [p.title, p.board.rows.length])).toEqual([[null, 2], [line.trim(), 2]]);
      expect(diagnostics).toEqual([]);
    }
    // Titles under their boards stay titles: here each board is followed by one line.
    const after = parseCollection("#####\n#@$.#\n#####\nFirst\n#####\n#@$.#\n#####\n#2 Bob's\n#####\n#@$.#\n#####\nThird\n").collection;
    expect(after.puzzles.map((p) => p.title)).toEqual(['First', "#2 Bob's", 'Third']);
  });

  it('written with counts past the board limit or the file’s budget cut the board, and are reported', () => {
    // #9x# is eleven cells and one for the row: twelve of the file's budget of decoded cells.
    const rows = (text: string, maxTotalCells: number): number[] => parseCollection(text, { limits: { maxTotalCells } }).collection.puzzles.map((p) => p.board.rows.length);
    const text = '#####\n#@$.#\n#9x#\n#####\n#.  #\n';
    expect(rows(text, 12)).toEqual([5]);
    expect(rows(text, 11)).toEqual([2, 2]);
    expect(codes(text, { limits: { maxTotalCells: 11 } })).toEqual(['error file-budget 3:1']);
    // With the budget spent, a row is reported as past it, not read, and nothing throws.
    expect(codes('#####\n#@$.#\n#3 x#\n#2 x#\n#.$@#\n#####\n', { limits: { maxTotalCells: 6 } })).toEqual(['error file-budget 3:1']);
    expect(codes('5#|#@$.#|5#\n\n#####\n#@$.#\n#2x#\n#.$@#\n#####\n', { limits: { maxTotalCells: 18 } })).toEqual(['error file-budget 5:1']);
    // Past the board limit: the count that passes it, where it is.
    expect(codes('#####\n#@$.#\n#9999999 x#\n#.$@#\n#####\n')).toEqual(['error rle-limit 3:2']);
    // Each row taken spends the budget: of two such rows, twelve cells each, a budget of 20 takes the first alone.
    const two = `${text}\n${text}`;
    expect(rows(two, 24)).toEqual([5, 5]);
    expect(rows(two, 20)).toEqual([5, 2, 2]);
    // Broken RLE in a row between two rows of a board: reported where it is, and the board is cut there.
    expect(codes('#####\n#@$.#\n#3(#\n#.$@#\n#####\n')).toEqual(['error rle-invalid 3:3']);
  });

  it('written with counts give back what they charged to the budget when the run they are in is not taken', () => {
    // #4x# is seven cells (six and one for the row). In the first board it is charged, then #2(x#, its group never closed,
    // is no row: the run is not taken, and the seven come back. So the #4x# of the last board still fits a budget of 13.
    const text = '#####\n#@$.#\n#4x#\n#2(x#\n#.$@#\n#####\n\n#####\n#@$.#\n#4x#\n#.  #\n#####\n';
    const read = parseCollection(text, { limits: { maxTotalCells: 13 } });
    expect(read.collection.puzzles.map((p) => p.board.rows.length)).toEqual([2, 2, 5]);
    expect(read.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(['rle-invalid 4:3', 'invalid-board-character 10:3']);
  });

  it('are taken in runs, across interior empty rows, and each run apart', () => {
    const { collection } = parseCollection('#######\n#x $  #\n# y . #\n#-----#\n#@$.  #\n#  z  #\n#######\n');
    expect(collection.puzzles).toHaveLength(1);
    expect(collection.puzzles[0]!.board.rows).toHaveLength(7);
  });

  it('are not taken without a row that holds more than floor above, or below after empty rows', () => {
    // Below the board, a note that looks like a row stays a note.
    expect(parseCollection(`${BOARD}#x #\nnote\n`).collection.puzzles[0]!.notes).toEqual(['#x #', 'note']);
    // A text line between a lone row and the next breaks the run above: no board forms.
    expect(parseCollection('#####\nnote\n#x #\n#####\n').collection.puzzles).toEqual([]);
    // Rows joined with "|" are never one damaged row.
    expect(parseCollection('#####\n#x|#\n#@$.#\n#####\n').collection.puzzles.map((p) => p.board.rows.length)).toEqual([2]);
  });

  it('name a control character by its code point, and a visible one in quotes', () => {
    const shown = (ch: string): string => parseCollection(`#####\n#${ch}$.#\n#@  #\n#####\n`).diagnostics.find((d) => d.code === 'invalid-board-character')!.message.split(' ')[0]!;
    expect(shown('\u0000')).toBe('U+0000');
    expect(shown('\u001f')).toBe('U+001F');
    expect(shown('\u007f')).toBe('U+007F');
    expect(shown('\u009f')).toBe('U+009F');
    expect(shown('\u00a0')).toBe('"\u00a0"');
    expect(shown('\u{1F600}')).toBe('"\u{1F600}"');
    // Half of a surrogate pair alone is drawn by no font; the edges of both ranges, and the last character before them.
    expect(shown('\ud800')).toBe('U+D800');
    expect(shown('\udbff')).toBe('U+DBFF');
    expect(shown('\udc00')).toBe('U+DC00');
    expect(shown('\udfff')).toBe('U+DFFF');
    expect(shown('\ud7ff')).toBe('"\ud7ff"');
    expect(shown('\ue000')).toBe('"\ue000"');
  });

  it('are not reported in a board refused for its size', () => {
    expect(codes('#####\n#x$.#\n#@  #\n#####\n', { limits: { maxBoardCells: 10 } })).toEqual(['error board-too-large 1:1', 'error no-puzzles 1:1']);
  });
});

describe('damage at the edges of a board', () => {
  const bad = (line: number, column: number, shown: string): unknown => ({
    severity: 'error',
    code: 'invalid-board-character',
    message: `${shown} is not a board character; the board reads it as floor`,
    line,
    column,
  });
  const outside = (line: number, column: number, where: string): unknown => ({
    severity: 'warning',
    code: 'row-outside-board',
    message: `"x" is not a board character, so this line is read as text, not as the ${where}; fix the character if it is that row`,
    line,
    column,
  });
  const summary = (text: string): unknown =>
    parseCollection(text).collection.puzzles.map((p) => ({ title: p.title, rows: p.board.rows, notes: p.notes, games: p.savedGames.map((g) => g.title) }));

  it('a stray character after the last wall of a middle row: the row stays in its board, the saved game with its puzzle', () => {
    const text = `One\n\n${BOARD}\nTwo\n\n#####\n#@$.#x\n#####\n\nSolution\nRR\n`;
    expect(summary(text)).toEqual([
      { title: 'One', rows: ['#####', '#@$.#', '#####'], notes: [], games: [] },
      { title: 'Two', rows: ['#####', '#@$.#x', '#####'], notes: [], games: ['Solution'] },
    ]);
    // Line 10, after "#@$.#".
    expect(parseCollection(text).diagnostics).toEqual([bad(10, 6, '"x"')]);
  });

  it('a typo in a board written on one line with "|": the board is read, the character kept in its row, read as floor', () => {
    const text = `One\n\n${BOARD}\nTwo\n\n7#|#@$x.-#|7#\n\nSolution\nRR\n`;
    expect(summary(text)).toEqual([
      { title: 'One', rows: ['#####', '#@$.#', '#####'], notes: [], games: [] },
      { title: 'Two', rows: ['#######', '#@$x.-#', '#######'], notes: [], games: ['Solution'] },
    ]);
    expect(parseCollection(text).diagnostics).toEqual([bad(9, 7, '"x"')]);
  });

  it('such a board with a "|" after its last row has no empty row; one past the file\'s cell budget stays text, and the budget is reported', () => {
    expect(summary(`7#|#@$x.-#|7#|\n`)).toEqual([{ title: null, rows: ['#######', '#@$x.-#', '#######'], notes: [], games: [] }]);
    const { collection, diagnostics } = parseCollection(`7#|#@$x.-#|7#\n`, { limits: { maxTotalCells: 10 } });
    expect(collection.puzzles).toEqual([]);
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['file-budget', 1],
      ['no-puzzles', 1],
    ]);
  });

  it('a typo in the first or last row of such a board, which the error points at', () => {
    // "7x" is seven "x": one character written, one error.
    expect(summary(`7#|#@$.-#|7x\n`)).toEqual([{ title: null, rows: ['#######', '#@$.-#', 'xxxxxxx'], notes: [], games: [] }]);
    expect(parseCollection(`7#|#@$.-#|7x\n`).diagnostics).toEqual([bad(1, 12, '"x"')]);
    expect(parseCollection(`x6#|#@$.-#|7#\n`).diagnostics).toEqual([bad(1, 1, '"x"')]);
  });

  it('a damaged top or bottom row is read as text, as a title or a note could be, and warned of', () => {
    expect(parseCollection(`#x###\n#@$.#\n#####\n`).diagnostics).toEqual([outside(1, 2, 'top row of the board below')]);
    expect(parseCollection(`#####\n#@$.#\n#x###\n`).diagnostics).toEqual([outside(3, 2, 'bottom row of the board above')]);
    expect(summary(`#####\n#@$.#\n#x###\n`)).toEqual([{ title: null, rows: ['#####', '#@$.#'], notes: ['#x###'], games: [] }]);
  });

  it('no warning for a line with a blank line between it and the board, or without walls at both ends', () => {
    expect(parseCollection(`#x###\n\n${BOARD}\n#x###\n`).diagnostics).toEqual([]);
    expect(parseCollection(`#1 x\n${BOARD}# 1\n`).diagnostics).toEqual([]);
  });
});

describe('moves with typos', () => {
  it('below moves, one typo is enough', () => {
    const { collection, diagnostics } = parseCollection(`${BOARD}\nuuLL\nxR\n`);
    expect(collection.puzzles[0]!.savedGames.map((g) => g.moves.text)).toEqual(['uuLLR']);
    expect(diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(['invalid-move-character 6:1']);
  });

  it('a note under moves that reads as words stays a note', () => {
    expect(parseCollection(`${BOARD}\nuuLL\nGreat solution\n`).collection.puzzles[0]!.savedGames[0]!.notes).toEqual(['Great solution']);
  });

  it('above moves, after a blank line or a board row, where a title stands, it takes eight letters a typo', () => {
    const eight = parseCollection(`${BOARD}\nuuuuuuuux\nuuLL\n`).collection.puzzles[0]!.savedGames;
    expect(eight.map((g) => [g.title, g.moves.text])).toEqual([[null, 'uuuuuuuuuuLL']]);
    const one = parseCollection(`${BOARD}\nxR\nuuLL\n`).collection.puzzles[0]!.savedGames;
    expect(one.map((g) => [g.title, g.moves.text])).toEqual([['xR', 'uuLL']]);
    const underBoard = parseCollection(`${BOARD}xR\nuuLL\n`).collection.puzzles[0]!.savedGames;
    expect(underBoard.map((g) => [g.title, g.moves.text])).toEqual([['xR', 'uuLL']]);
  });

  it('above moves, between a text line and them, where no title can stand, one typo is enough', () => {
    const { savedGames } = parseCollection(`${BOARD}\nSolution\nxR\nuuLL\n`).collection.puzzles[0]!;
    expect(savedGames.map((g) => [g.title, g.moves.text])).toEqual([['Solution', 'RuuLL']]);
  });

  it('an interior empty row above does not make a title place for the adoption, nor a title', () => {
    // Right after a row, "xR" could be a title, so one typo is not enough; under "---", which is no blank line, it is no title either: a note.
    const puzzle = parseCollection(`${BOARD}---\nxR\nuuLL\n`).collection.puzzles[0]!;
    expect(puzzle.notes).toEqual(['---', 'xR']);
    expect(puzzle.savedGames.map((g) => [g.title, g.moves.text])).toEqual([[null, 'uuLL']]);
  });

  it('alone under a title line, with a blank line or the end below, one typo is enough: the game is not lost to the notes', () => {
    // Line 6 is "Solution" after a blank line; "rRx" under it, then the end or a blank line.
    for (const end of ['', '\n\nNote\n']) {
      const { collection, diagnostics } = parseCollection(`${BOARD}\nSolution\nrRx\n${end}`);
      expect(collection.puzzles[0]!.savedGames.map((g) => [g.title, g.moves.text])).toEqual([['Solution', 'rR']]);
      expect(diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(['invalid-move-character 6:3']);
    }
    // Words stay words; a line under a note (no title place), above more text, or above the first board stays a note.
    expect(parseCollection(`${BOARD}\nThis level\nis hard\n`).collection.puzzles[0]!.notes).toEqual(['This level', 'is hard']);
    expect(parseCollection(`${BOARD}\nA note\nSolution\nrRx\n`).collection.puzzles[0]!.notes).toEqual(['A note', 'Solution', 'rRx']);
    expect(parseCollection(`${BOARD}\nSolution\nrRx\nmore\n`).collection.puzzles[0]!.notes).toEqual(['Solution', 'rRx', 'more']);
    expect(parseCollection(`Solution\nrRx\n\n${BOARD}`).collection.notes).toEqual(['Solution', 'rRx']);
  });

  it('"::" comments are looked through for the place above moves, as the search for the title looks through them', () => {
    const games = (text: string): (string | null)[][] => parseCollection(text).collection.puzzles[0]!.savedGames.map((g) => [g.title, g.moves.text]);
    // After a blank line or a board row, and a comment, "xR" stands where a title stands: one typo is not enough, it is the title.
    expect(games(`${BOARD}\n:: c\nxR\nuuLL\n`)).toEqual([['xR', 'uuLL']]);
    expect(games(`${BOARD}:: c\n:: d\nxR\nuuLL\n`)).toEqual([['xR', 'uuLL']]);
    // Eight letters a typo are moves there too; under a text line and a comment, where no title stands, one typo is enough.
    expect(games(`${BOARD}\n:: c\nuuuuuuuux\nuuLL\n`)).toEqual([[null, 'uuuuuuuuuuLL']]);
    const { collection, diagnostics } = parseCollection(`${BOARD}\nSolution\n:: c\nxR\nuuLL\n`);
    expect(collection.puzzles[0]!.savedGames.map((g) => [g.title, g.moves.text])).toEqual([['Solution', 'RuuLL']]);
    expect(collection.puzzles[0]!.comments).toEqual([':: c']);
    expect(diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(['invalid-move-character 7:1']);
  });

  it('alone under a title line with "::" comments above, between or below, one typo is enough, as without them', () => {
    // "Solution" on line 5, two comments, "rRx" on line 8 with the typo in column 3, then a blank line and a note of the game.
    const { collection, diagnostics } = parseCollection(`${BOARD}\nSolution\n:: c\n:: d\nrRx\n\nNote\n`);
    const puzzle = collection.puzzles[0]!;
    expect(puzzle.savedGames.map((g) => [g.title, g.moves.text, g.notes])).toEqual([['Solution', 'rR', ['Note']]]);
    expect([puzzle.notes, puzzle.comments]).toEqual([[], [':: c', ':: d']]);
    expect(diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(['invalid-move-character 8:3']);
    // Under a board written on the file's first line, past a comment, as under any board.
    const first = parseCollection(`5#|#@$.#|5#\n:: c\nSolution\nrRx\n`);
    expect(first.collection.puzzles[0]!.savedGames.map((g) => [g.title, g.moves.text])).toEqual([['Solution', 'rR']]);
    expect(first.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(['invalid-move-character 4:3']);
    const above = parseCollection(`${BOARD}\n:: c\nSolution\nrRx\n`);
    expect(above.collection.puzzles[0]!.savedGames.map((g) => [g.title, g.moves.text])).toEqual([['Solution', 'rR']]);
    expect(above.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(['invalid-move-character 7:3']);
    // A comment below, then a blank line or the end: still alone.
    for (const end of [':: e\n', ':: e\n\nNote\n']) {
      const below = parseCollection(`${BOARD}\nSolution\nrRx\n${end}`).collection.puzzles[0]!;
      expect([below.savedGames.map((g) => [g.title, g.moves.text]), below.comments]).toEqual([[['Solution', 'rR']], [':: e']]);
    }
    // Under a note, past a comment, "Solution" is no title; with more text below, "rRx" is no game; above the first board, all is the header's.
    expect(parseCollection(`${BOARD}\nA note\n:: c\nSolution\nrRx\n`).collection.puzzles[0]!.notes).toEqual(['A note', 'Solution', 'rRx']);
    expect(parseCollection(`${BOARD}\nSolution\n:: c\nrRx\nmore\n`).collection.puzzles[0]!.notes).toEqual(['Solution', 'rRx', 'more']);
    expect(parseCollection(`${BOARD}\nSolution\nrRx\n:: e\nmore\n`).collection.puzzles[0]!.notes).toEqual(['Solution', 'rRx', 'more']);
    const header = parseCollection(`:: c\nSolution\nrRx\n\n${BOARD}`).collection;
    expect([header.notes, header.comments]).toEqual([['Solution', 'rRx'], [':: c']]);
  });

  it('a "::" comment never becomes moves', () => {
    const puzzle = parseCollection(`${BOARD}\n::uuuuuuuuuuuuuuuuuu\nuuLL\n`).collection.puzzles[0]!;
    expect(puzzle.comments).toEqual(['::uuuuuuuuuuuuuuuuuu']);
    expect(puzzle.savedGames.map((g) => g.moves.text)).toEqual(['uuLL']);
  });
});

describe('control characters outside boards', () => {
  it('give one warning, at the first, its code point in capitals', () => {
    const { diagnostics } = parseCollection(`a\u001bb\n${BOARD}c\u0001\n`);
    expect(diagnostics).toEqual([
      { severity: 'warning', code: 'binary-content', message: 'Control character U+001B: this does not look like a text level file; unreadable lines are kept as text', line: 1, column: 2 },
    ]);
  });
});

describe('boards', () => {
  it('a row of "W" walls alone is a row of the board drawn with "W" right above or below it, and runs on from there', () => {
    // Read alone, WWWWW and W   W are moves (W is Octoban's west): the top wall would be a note, the bottom a saved game.
    const { collection, diagnostics } = parseCollection('T\nWWWWW\nW   W\nW@$.W\nW   W\nWWWWW\n\nSolution\nWWW\n');
    expect(diagnostics).toEqual([]);
    expect(collection.puzzles.map((p) => [p.title, p.board.rows, p.savedGames.map((g) => [g.title, g.moves.text])])).toEqual([
      ['T', ['WWWWW', 'W   W', 'W@$.W', 'W   W', 'WWWWW'], [['Solution', 'WWW']]],
    ]);
    // Beside a board drawn with "#", a line of W is moves, here a saved game with no title.
    const hash = parseCollection('#####\n#.$@#\n#####\nWWW\n').collection.puzzles[0]!;
    expect([hash.board.rows, hash.savedGames.map((g) => g.moves.text)]).toEqual([['#####', '#.$@#', '#####'], ['WWW']]);
    // Written with counts, the row is taken as what it expands to, if that is W walls alone.
    expect(parseCollection('5W\nW@$.W\nW3 W\n5W\n').collection.puzzles[0]!.board.rows).toEqual(['WWWWW', 'W@$.W', 'W   W', 'WWWWW']);
    expect(parseCollection('W@$.W\nW   W\n3W2w\n').collection.puzzles[0]!.board.rows).toEqual(['W@$.W', 'W   W']);
  });

  it('a lone row is text, and so can be a title', () => {
    expect(parseCollection(`Pop.\n\n${BOARD}`).collection.puzzles.map((p) => p.title)).toEqual(['Pop.']);
  });

  it('interior empty rows after the last real row are notes', () => {
    const puzzle = parseCollection(`${BOARD}---\n`).collection.puzzles[0]!;
    expect(puzzle.board.rows).toEqual(['#####', '#@$.#', '#####']);
    expect(puzzle.notes).toEqual(['---']);
  });

  it('the board limit counts the rows’ width without their line breaks, CRLF, CR CR LF and CR too', () => {
    for (const eol of ['\n', '\r\n', '\r', '\r\r\n']) {
      const text = ['#####', '#@$.#', '#####', ''].join(eol);
      expect(parseCollection(text, { limits: { maxBoardCells: 15 } }).collection.puzzles.map((p) => p.board.rows)).toEqual([['#####', '#@$.#', '#####']]);
      expect(codes(text, { limits: { maxBoardCells: 14 } })[0]).toBe('error board-too-large 1:1');
    }
  });

  it('knows which line and column each row’s cells came from', () => {
    // Line 1 plain, line 2 two rows joined with "|", line 3 plain: column 2 of each row is the "$" at 3 of line 2,
    // the second "-" at 9 (after "#@$.#|#-"), and column 3 of the plain lines.
    const puzzle = parseCollection('#####\n#@$.#|#-- #\n#####\n').collection.puzzles[0]!;
    expect(puzzle.board.rows).toEqual(['#####', '#@$.#', '#-- #', '#####']);
    expect([0, 1, 2, 3].map((r) => boardSourcePosition(puzzle, r, 2))).toEqual([
      { line: 1, column: 3 },
      { line: 2, column: 3 },
      { line: 2, column: 9 },
      { line: 3, column: 3 },
    ]);
    // Past the end of a row of an RLE line: as far past the character its last cell came from (the "#" at 11).
    expect(boardSourcePosition(puzzle, 2, 7)).toEqual({ line: 2, column: 14 });
    // Plain rows: the column as written, a TAB counting one.
    const tabbed = parseCollection('#####\n#\t#\n#@$.#\n#####\n').collection.puzzles[0]!;
    expect(boardHasTabs(tabbed)).toBe(true);
    expect(boardSourcePosition(tabbed, 1, 0)).toEqual({ line: 2, column: 1 });
    expect(boardSourcePosition(tabbed, 1, 5)).toEqual({ line: 2, column: 2 });
    expect(boardSourcePosition(tabbed, 1, 8)).toEqual({ line: 2, column: 3 });
    // Past the row's end: as far past its last character.
    expect(boardSourcePosition(tabbed, 2, 7)).toEqual({ line: 3, column: 8 });
    // Rows out of range are taken as the nearest row.
    expect(boardSourcePosition(tabbed, 9, 0)).toEqual({ line: 4, column: 1 });
    expect(boardSourcePosition(tabbed, -3, 1)).toEqual({ line: 1, column: 2 });
    expect(boardHasTabs(parseCollection(BOARD).collection.puzzles[0]!)).toBe(false);
  });

  it('an edited board, or one made by hand, has no source columns', () => {
    const puzzle = parseCollection(BOARD).collection.puzzles[0]!;
    puzzle.board.rows = ['#####', '#@ $.#', '#####'];
    expect(boardSourcePosition(puzzle, 1, 3)).toEqual({ line: 2, column: 1 });
    const byHand = { title: null, board: { rows: ['#####'] }, notes: [], game: 'Sokoban', savedGames: [], comments: [] };
    expect(boardSourcePosition(byHand, 0, 0)).toBeNull();
    expect(boardHasTabs(byHand)).toBe(false);
  });
});

describe('titles', () => {
  it('of several ";;Title:" lines above a board, the nearest names it', () => {
    expect(parseCollection(`;;Title: A\n;;Title: B\n${BOARD}`).collection.puzzles[0]!.title).toBe('B');
  });

  it('a lone ";" says there is no title line; the text above stays with what precedes', () => {
    const { collection } = parseCollection(`Note\n;\n${BOARD}`);
    expect(collection.puzzles[0]!.title).toBeNull();
    expect(collection.notes).toEqual(['Note']);
  });

  it('metadata above a title line belongs to the puzzle; text above that stays in the header', () => {
    const { collection } = parseCollection(`;;Author: A\nsome note\n\nTitle\n${BOARD}`);
    expect(collection.notes).toEqual(['some note']);
    expect(collection.puzzles[0]!.title).toBe('Title');
    expect(collection.puzzles[0]!.notes).toEqual(['Author: A']);
  });

  it('given after the boards, each names the board above it, and an edited one is written back there', () => {
    const text = `${BOARD}First\n\n${BOARD}Second\n`;
    const { collection } = parseCollection(text);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['First', []],
      ['Second', []],
    ]);
    // Each puzzle's notes are its own.
    collection.puzzles[0]!.notes.push('added');
    expect(collection.puzzles[1]!.notes).toEqual([]);
    const again = parseCollection(text).collection;
    again.puzzles[0]!.title = 'One';
    expect(stringifyCollection(again)).toBe(`${BOARD}One\n\n${BOARD}Second\n`);
  });

  it('given after the boards, with .osb metadata: the metadata are the only notes', () => {
    expect(parseCollection(`;;Author: A\n${BOARD}First\n\n${BOARD}Second\n`).collection.puzzles.map((p) => p.notes)).toEqual([['Author: A'], ['Author: A']]);
  });

  it('a "Title:" note names the puzzle, and an edited one is written back in the note', () => {
    const { collection } = parseCollection(`${BOARD}Title: Old\n`);
    expect(collection.puzzles[0]!.title).toBe('Old');
    collection.puzzles[0]!.title = 'New';
    expect(stringifyCollection(collection)).toBe(`${BOARD}Title: New\n`);
  });
});

describe('the header', () => {
  it('a "Title:" note names the collection, and an edited one is written back in the note', () => {
    const { collection } = parseCollection(`Title: Old\n\n${BOARD}`);
    expect(collection.title).toBe('Old');
    collection.title = 'New';
    expect(stringifyCollection(collection)).toBe(`Title: New\n\n${BOARD}`);
  });

  it('a quoted "Key=value" is a note, not a macro', () => {
    const { collection } = parseCollection(`"Key=value"\nNote\n\n${BOARD}`);
    expect(collection.macros).toEqual({});
    expect(collection.notes).toEqual(['Key=value', 'Note']);
  });

  it('notes and comments added in place are written, not taken for what was read', () => {
    const text = `A note\n:: a comment\n\n${BOARD}`;
    const noted = parseCollection(text).collection;
    noted.notes.push('Another');
    expect(stringifyCollection(noted)).toContain('Another');
    const commented = parseCollection(text).collection;
    commented.comments.push(':: another');
    expect(stringifyCollection(commented)).toContain(':: another');
    const puzzle = parseCollection(BOARD).collection;
    puzzle.puzzles[0]!.board.rows[1] = '#@ .#';
    expect(stringifyCollection(puzzle)).toContain('#@ .#');
  });
});

describe('.osb metadata that holds from level to level', () => {
  it('a puzzle’s own Comment note wins over the held one', () => {
    expect(parseCollection(`;;Comment: C\n${BOARD}Comment: own\n`).collection.puzzles[0]!.notes).toEqual(['Comment: own']);
    expect(parseCollection(`;;Comment: C\n${BOARD}`).collection.puzzles[0]!.notes).toEqual(['Comment: C']);
  });
});

describe('saved games', () => {
  it('a title right under the board, with no blank line, names the game', () => {
    const { savedGames, notes } = parseCollection(`${BOARD}Solution\nuuLL\n`).collection.puzzles[0]!;
    expect(savedGames.map((g) => [g.title, g.moves.text])).toEqual([['Solution', 'uuLL']]);
    expect(notes).toEqual([]);
  });

  it('a lone ";" right under the board says the game has no title, and belongs to it', () => {
    const { savedGames, notes } = parseCollection(`${BOARD};\nuuLL\n`).collection.puzzles[0]!;
    expect(savedGames.map((g) => [g.title, g.moves.text])).toEqual([[null, 'uuLL']]);
    expect(notes).toEqual([]);
  });

  it('report problems at their line and column, CRLF files too', () => {
    for (const eol of ['\n', '\r\n', '\r']) {
      expect(codes(['#####', '#@$.#', '#####', 'uuuu', 'uuxU', ''].join(eol))).toEqual(['error invalid-move-character 5:3']);
      expect(codes(['#####', '#@$.#', '#####', '3r', '2uxU', ''].join(eol))).toEqual(['error invalid-move-character 5:3']);
    }
  });

  it('a reverse-mode game that does not begin with a jump is a warning; other problems are errors', () => {
    expect(codes(`${BOARD}U[r]\n`)).toEqual(['warning reverse-without-jump 4:1']);
    expect(codes(`${BOARD}uuLL\n3rxU\n`)).toEqual(['error invalid-move-character 5:3']);
  });
});

describe('the file’s budget of decoded moves', () => {
  const limits = { maxMoves: 10, maxTotalMoves: 10 };
  const games = (text: string): string[] => parseCollection(text, { limits }).collection.puzzles.flatMap((p) => p.savedGames.map((g) => g.moves.text));

  it('is spent by RLE games as they expand, and stops the first that passes what is left', () => {
    const { collection, diagnostics } = parseCollection(`${BOARD}6r\n\nSecond\n6u\n`, { limits });
    expect(collection.puzzles[0]!.savedGames.map((g) => g.moves.text)).toEqual(['rrrrrr', 'u']);
    expect(diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(['file-budget 7:1']);
  });

  it('is not spent by plain games, nor by broken RLE, whose letters are kept as written', () => {
    expect(games(`${BOARD}uuuuuuuu\n\nSecond\n6r\n`)).toEqual(['uuuuuuuu', 'rrrrrr']);
    expect(games(`${BOARD}2(rrrrr\n\nSecond\n6u\n`)).toEqual(['rrrrr', 'uuuuuu']);
    expect(parseCollection(`${BOARD}2(2(rrrrr))\n\nSecond\n6u\n`, { limits: { ...limits, maxNestingDepth: 1 } }).collection.puzzles[0]!.savedGames.map((g) => g.moves.text)).toEqual(['rrrrr', 'uuuuuu']);
  });
});

describe('origin helpers', () => {
  it.each([
    ['ab\n', 2],
    ['ab\r\n', 2],
    ['ab\r\r\n', 2],
    ['ab\r', 2],
    ['ab', 2],
    ['\n', 0],
    ['\r\n', 0],
    ['\r', 0],
    ['', 0],
    ['a\n\n', 2],
  ])('lineContentEnd(%j) is %i', (text, end) => {
    expect(lineContentEnd(text, 0, text.length)).toBe(end);
  });

  it('lineContentEnd never goes before the line’s start', () => {
    expect(lineContentEnd('x\r\n', 1, 3)).toBe(1);
    expect(lineContentEnd('x\r', 1, 2)).toBe(1);
    // Nor past it when the characters before the start are a line break: an empty range, a range of "\n" after "\r",
    // "\r\n" after "\r", and an empty range after "\r".
    expect(lineContentEnd('x\n', 2, 2)).toBe(2);
    expect(lineContentEnd('\r\n', 1, 2)).toBe(1);
    expect(lineContentEnd('\r\r\n', 1, 3)).toBe(1);
    expect(lineContentEnd('\r', 1, 1)).toBe(1);
  });

  it('sameLines compares element by element', () => {
    const a = ['a', 'b'];
    expect(sameLines(a, a)).toBe(true);
    expect(sameLines(a, ['a', 'b'])).toBe(true);
    expect(sameLines(a, ['a', 'c'])).toBe(false);
    expect(sameLines(a, ['a'])).toBe(false);
    expect(sameLines([], [])).toBe(true);
  });
});
