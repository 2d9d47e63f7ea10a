/**
 * What the writers refuse in a document a program built or edited: values
 * of another type than the document declares (a `TypeError` naming them),
 * boards that no way of writing reads back, board rows with line breaks and
 * moves text with characters that are no moves (an `UnwritableTextError`
 * naming the value and the character). Each would otherwise be written so
 * that the file reads back with another board, without the puzzle, or with
 * the game's moves turned into notes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalRows, parseCollection, stringifyCollection, stringifyXsb, UnwritableTextError, type Collection } from '../src/index.js';
import { refusal } from './refusal.js';

const LEVEL = 'Level 1\n#####\n#@$.#\n#####\n';
const WRITERS: [string, (c: Collection) => string][] = [
  ['preserve', (c) => stringifyCollection(c)],
  ['canonical', (c) => stringifyCollection(c, { mode: 'canonical' })],
  ['canonical RLE', (c) => stringifyCollection(c, { mode: 'canonical', rle: true })],
  ['XSB', (c) => stringifyXsb(c)],
];
const SOK_WRITERS = WRITERS.slice(0, 3);

/** The document as a program in plain JavaScript sees it: any value may be put anywhere, as these tests do. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

/** The level read, then changed by `edit` as a program might, loosely typed. */
function edited(edit: (c: Loose) => void, text = LEVEL): Collection {
  const { collection } = parseCollection(text);
  edit(collection as unknown as Loose);
  return collection;
}

/** The message of the `TypeError` that `write` throws. */
function typeErrorOf(write: () => unknown): string {
  try {
    write();
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
    return (error as Error).message;
  }
  throw new Error('nothing was thrown');
}

describe('values of another type than the document declares', () => {
  const cases: [string, (c: Loose) => void, string][] = [
    ['a collection title left undefined', (c) => (c.title = undefined), 'title is undefined, not a string or null (null for none)'],
    ['file notes that are not an array', (c) => (c.notes = {}), 'notes is an object, not an array'],
    ['macros of null', (c) => (c.macros = null), 'macros is null, not an object'],
    ['a puzzle title of a number', (c) => (c.puzzles[0].title = 5), 'puzzles[0].title is a number, not a string or null (null for none)'],
    ['a puzzle without notes', (c) => c.puzzles.push({ title: 'X', board: { rows: ['#####', '#@$.#', '#####'] }, game: 'Sokoban' }), 'puzzles[1].notes is undefined, not an array'],
    ['a puzzle without its tiling', (c) => delete c.puzzles[0].game, 'puzzles[0].game is undefined, not a string'],
    ['rows given as one string', (c) => (c.puzzles[0].board.rows = '#####\n#@$.#\n#####'), 'puzzles[0].board.rows is a string, not an array'],
    ['a row of a number', (c) => (c.puzzles[0].board.rows[1] = 7), 'puzzles[0].board.rows[1] is a number, not a string'],
    ['a puzzle of null', (c) => (c.puzzles[0] = null), 'puzzles[0] is null, not an object'],
    ['moves given as a string', (c) => c.puzzles[0].savedGames.push({ title: 'S', moves: 'rR', notes: [] }), 'puzzles[0].savedGames[0].moves is a string, not an object'],
    ['moves without their text', (c) => c.puzzles[0].savedGames.push({ title: 'S', moves: { tokens: [], reverse: false }, notes: [] }), 'puzzles[0].savedGames[0].moves.text is undefined, not a string'],
    ['a saved game without notes', (c) => c.puzzles[0].savedGames.push({ title: 'S', moves: { text: 'rR', tokens: [], reverse: false } }), 'puzzles[0].savedGames[0].notes is undefined, not an array'],
    ['file comments of a string', (c) => (c.comments = ':: note'), 'comments is a string, not an array'],
    ['macros of an array', (c) => (c.macros = []), 'macros is an array, not an object'],
    ['puzzles of null', (c) => (c.puzzles = null), 'puzzles is null, not an array'],
    ['a board of null', (c) => (c.puzzles[0].board = null), 'puzzles[0].board is null, not an object'],
    ['a puzzle without comments', (c) => delete c.puzzles[0].comments, 'puzzles[0].comments is undefined, not an array'],
    ['a puzzle without saved games', (c) => delete c.puzzles[0].savedGames, 'puzzles[0].savedGames is undefined, not an array'],
    ['a saved game of null', (c) => c.puzzles[0].savedGames.push(null), 'puzzles[0].savedGames[0] is null, not an object'],
    ['a saved game title left undefined', (c) => c.puzzles[0].savedGames.push({ moves: { text: 'rR', tokens: [], reverse: false }, notes: [] }), 'puzzles[0].savedGames[0].title is undefined, not a string or null (null for none)'],
  ];

  it.each(cases)('SOK: %s is a TypeError that names it', (_, edit, message) => {
    for (const [, write] of SOK_WRITERS) expect(typeErrorOf(() => write(edited(edit)))).toBe(message);
  });

  it('a collection of null is a TypeError that says so', () => {
    expect(typeErrorOf(() => stringifyCollection(null as unknown as Collection))).toBe('the collection is null, not an object');
  });

  it('XSB: a title left undefined, rows given as one string, a row of a number are TypeErrors that name them', () => {
    expect(typeErrorOf(() => stringifyXsb(edited((c) => (c.puzzles[0].title = undefined))))).toBe('puzzles[0].title is undefined, not a string or null (null for none)');
    expect(typeErrorOf(() => stringifyXsb(edited((c) => (c.puzzles[0].board.rows = '#####'))))).toBe('puzzles[0].board.rows is a string, not an array');
    expect(typeErrorOf(() => stringifyXsb(edited((c) => (c.puzzles[0].board.rows[2] = null))))).toBe('puzzles[0].board.rows[2] is null, not a string');
  });

  it('XSB: puzzles of null are a TypeError too', () => {
    expect(typeErrorOf(() => stringifyXsb(edited((c) => (c.puzzles = null))))).toBe('puzzles is null, not an array');
    expect(typeErrorOf(() => stringifyXsb(edited((c) => (c.puzzles[0].board = 'x'))))).toBe('puzzles[0].board is a string, not an object');
  });

  it('XSB writes titles and boards only: a puzzle without notes, comments or saved games is written', () => {
    const collection = edited((c) => (c.puzzles = [{ title: 'X', board: { rows: ['#####', '#@$.#', '#####'] } }]));
    expect(stringifyXsb(collection)).toBe('; X\n\n#####\n#@$.#\n#####\n');
  });
});

describe('a board row holding a line break', () => {
  it('is refused by every writer, at the row and the break, with what to do instead', () => {
    for (const [, write] of WRITERS) {
      const error = refusal(() => write(edited((c) => (c.puzzles[0].board.rows = ['#####', '#@$.#\n#', '#####']))));
      expect([error.path, error.index]).toEqual(['puzzles[0].board.rows[1]', 5]);
      expect(error.message).toContain('give each row of the board its own entry of `rows`');
    }
  });
});

describe('a board row holding a line break, past the tenth row', () => {
  it('is refused with the same advice, for rows numbered with two digits too', () => {
    const rows = ['#####', '#@$.#', ...Array.from({ length: 8 }, () => '#   #'), '#   #\r', '#####'];
    const error = refusal(() => stringifyCollection(edited((c) => (c.puzzles[0].board.rows = rows))));
    expect([error.path, error.index]).toEqual(['puzzles[0].board.rows[10]', 5]);
    expect(error.message).toContain('give each row of the board its own entry of `rows`');
  });
});

describe('a board of floor alone', () => {
  it.each([[[]], [['', '  ', '-']], [['_', ' ']]])('%j is refused by every writer: the reader would find no board, and the puzzle would be lost', (rows) => {
    for (const [, write] of WRITERS) {
      const error = refusal(() => write(edited((c) => (c.puzzles[0].board.rows = rows))));
      expect([error.path, error.index]).toEqual(['puzzles[0].board.rows', -1]);
      expect(error.message).toBe('puzzles[0].board.rows cannot be written as a board: it has no wall, box, goal or pusher, and the reader finds no board in floor alone');
    }
  });
});

describe('a board with a damaged row that no way of writing reads back', () => {
  it('a digit in a row between walls, which every board line reads as a count, is refused at that digit', () => {
    for (const [, write] of WRITERS) {
      const error = refusal(() => write(edited((c) => (c.puzzles[0].board.rows = ['#####', '#@1.#', '#####']))));
      expect([error.path, error.index]).toEqual(['puzzles[0].board.rows[1]', 2]);
      expect(error.message).toBe(
        'puzzles[0].board.rows[1] cannot be written as a board row: "1" at index 2 is not a board character, and a board line that starts with a wall reads it as run-length encoding',
      );
    }
  });

  it('a "|" in a row, which ends a row on a board line, is refused at the "|"', () => {
    // "#####|#" would read as the rows "#####" and "#": the board would have a row more.
    for (const [, write] of WRITERS) {
      const error = refusal(() => write(edited((c) => (c.puzzles[0].board.rows = ['#####|#', '#@$.#', '#####']))));
      expect([error.path, error.index]).toEqual(['puzzles[0].board.rows[0]', 5]);
      expect(error.message).toContain('"|" at index 5 is not a board character, and a board line reads it as the end of a row');
    }
  });

  it('a digit below a damaged row the reader keeps is refused at the digit, the first row read otherwise', () => {
    // One a line, "#@x.#" stands between two rows and is taken into the board; "#1  #" is a row of run-length
    // encoding, "#  #": the rows read back differ first at row 3. No line of rows can hold the "1" either.
    const rows = ['#####', '#@x.#', '#####', '#1  #', '#####'];
    const error = refusal(() => stringifyCollection(edited((c) => (c.puzzles[0].board.rows = rows)), { mode: 'canonical' }));
    expect([error.path, error.index]).toEqual(['puzzles[0].board.rows[3]', 1]);
    expect(error.message).toContain('"1" at index 1 is not a board character, and a board line that starts with a wall reads it as run-length encoding');
  });

  it('a first row with a digit that starts with no wall is refused as text, not as run-length encoding', () => {
    // "5x@$.#" starts with "5x", so no board line reads its "5" as a count; as the first line it would be the title.
    const error = refusal(() => stringifyCollection(edited((c) => (c.puzzles[0].board.rows = ['5x@$.#', '#.   #', '######'])), { mode: 'canonical' }));
    expect([error.path, error.index]).toEqual(['puzzles[0].board.rows[0]', 0]);
    expect(error.message).toContain('"5" at index 0 is not a board character, and the reader takes a row with characters no board has into its board only between two of its rows');
  });

  it('a first row that starts with a goal and holds a "(" is refused as text, not as run-length encoding', () => {
    // ".(  #" starts with no wall: no board line reads its "(" as a group; as the first line it would be a title, and
    // on one line of rows the "(" would open a group that is never closed.
    const error = refusal(() => stringifyCollection(edited((c) => (c.puzzles[0].board.rows = ['.(  #', '#@$ #', '#####'])), { mode: 'canonical' }));
    expect([error.path, error.index]).toEqual(['puzzles[0].board.rows[0]', 1]);
    expect(error.message).toContain('"(" at index 1 is not a board character, and the reader takes a row with characters no board has into its board only between two of its rows');
  });

  it('a row of text below a damaged row the reader keeps is refused at the row of text, where the board ends', () => {
    // "#@x.#" stands between two rows and is kept; "Habcdefghij#" has ten damaged characters of twelve, so the reader
    // ends the board above it, and on one line of rows eleven of twenty-seven are damaged: more than a third.
    const rows = ['#####', '#@x.#', '#####', 'Habcdefghij#', '#####'];
    const error = refusal(() => stringifyCollection(edited((c) => (c.puzzles[0].board.rows = rows)), { mode: 'canonical' }));
    expect([error.path, error.index]).toEqual(['puzzles[0].board.rows[3]', 0]);
    expect(error.message).toContain('"H" at index 0 is not a board character, and the reader takes a row with characters no board has');
  });

  it('rows of text are refused at the first row and its first character, as the reader would read them as text', () => {
    // "Hello" and "World" have no wall at either end (o is a goal, W a wall): no board at all, on any line.
    for (const [, write] of WRITERS) {
      const error = refusal(() => write(edited((c) => (c.puzzles[0].board.rows = ['Hello', 'World']))));
      expect([error.path, error.index]).toEqual(['puzzles[0].board.rows[0]', 0]);
      expect(error.message).toContain('"H" at index 0 is not a board character, and the reader takes a row with characters no board has into its board only between two of its rows');
    }
  });

  it('a damaged row whose wall at its end is written "#" reads as run-length encoding: the rows are written as given', () => {
    // "#@($.W" has no wall "#" at its end, so it is a row with one damaged character of six, "(", taken into the board
    // between two of its rows. Written in standard characters, "#@($.#" has walls at both ends and a "(": a row of
    // run-length encoding with a group never closed. So the rows go one a line as they were given.
    const rows = ['######', '#@($.W', '#.   #', '######'];
    for (const [, write] of WRITERS.slice(1, 3)) {
      const out = write(edited((c) => ((c.puzzles[0].board.rows = rows), (c.puzzles[0].title = null))));
      expect(out).toBe('######\n#@($.W\n#.   #\n######\n');
      const back = parseCollection(out);
      expect(back.collection.puzzles.map((p) => p.board.rows)).toEqual([rows]);
      expect(back.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(['invalid-board-character 2:3']);
    }
    // Given in standard characters, no way of writing is left: refused at the "(".
    const error = refusal(() => stringifyCollection(edited((c) => (c.puzzles[0].board.rows = ['######', '#@($.#', '#.   #', '######'])), { mode: 'canonical' }));
    expect([error.path, error.index]).toEqual(['puzzles[0].board.rows[1]', 2]);
  });

  it('two damaged rows with an empty row between them are written on one line of rows, where the reader keeps both', () => {
    // One a line, the reader takes damaged rows into a board only where a row with more than floor follows them, below
    // any empty rows: under the first "#x  #" come "-" and the second "#x  #", itself damaged. So the first would be
    // text, and "#####" above it a lone row that makes no board: the board read back would be its last three rows. On
    // one line joined with "|", two characters of twenty-five are damaged, and the line is the board.
    const rows = ['#####', '#x  #', '', '#x  #', '#@$.#', '#####'];
    for (const [, write] of WRITERS.slice(1, 3)) {
      const out = write(edited((c) => ((c.puzzles[0].board.rows = rows), (c.puzzles[0].title = null))));
      expect(out).toBe('5#|#x--#|-|#x--#|#@$.#|5#\n');
      expect(parseCollection(out).collection.puzzles.map((p) => canonicalRows(p.board.rows))).toEqual([['#####', '#x  #', '-', '#x  #', '#@$.#', '#####']]);
    }
    // Preserve mode, which writes an edited board's rows as given where they read back, writes the same line under the
    // title it copies.
    expect(stringifyCollection(edited((c) => (c.puzzles[0].board.rows = rows)))).toBe('Level 1\n5#|#x--#|-|#x--#|#@$.#|5#\n');
  });

  it('preserve mode writes an edited board with a damaged row one row a line as given, "_" and all, where that reads back', () => {
    // "#@x_#" has one damaged character of five and stands between two rows: the reader takes it into the board.
    const rows = ['#####', '#@x_#', '#.$ #', '#####'];
    const out = stringifyCollection(edited((c) => (c.puzzles[0].board.rows = rows)));
    expect(out).toBe('Level 1\n#####\n#@x_#\n#.$ #\n#####\n');
    expect(parseCollection(out).collection.puzzles[0]!.board.rows).toEqual(rows);
  });
});

describe('moves text with a character that is not a move', () => {
  const moves = (text: string) => ({ text, tokens: [], reverse: false });

  it.each([
    ['r2R', 1, '"2"'],
    ['rR uU', 2, '" "'],
    ['rRx', 2, '"x"'],
    ['(rR)', 0, '"("'],
  ])('%s is refused at index %i, as the reader would read a count, skip a space or end the moves there', (text, index, shown) => {
    for (const [, write] of SOK_WRITERS) {
      const error = refusal(() => write(edited((c) => c.puzzles[0].savedGames.push({ title: 'Solution', moves: moves(text), notes: [] }))));
      expect([error.path, error.index]).toEqual(['puzzles[0].savedGames[0].moves.text', index]);
      expect(error.message).toContain(`cannot be written as moves: ${shown} at index ${index} is not a move`);
    }
  });

  it('jumps, pusher changes and the current-position mark are moves text and are written', () => {
    const collection = edited((c) => c.puzzles[0].savedGames.push({ title: 'Solution', moves: moves('rR*uU'), notes: [] }));
    expect(stringifyCollection(collection)).toBe('Level 1\n#####\n#@$.#\n#####\n\nSolution\nrR*uU\n');
    const reverse = edited((c) => c.puzzles[0].savedGames.push({ title: 'Solution', moves: moves('[]{l}L'), notes: [] }));
    expect(stringifyCollection(reverse)).toBe('Level 1\n#####\n#@$.#\n#####\n\nSolution\n[]{l}L\n');
  });
});

describe('any board a program gives', () => {
  // Board characters, floor in its three spellings, and characters no board has: a count, a group, a row break, a
  // letter, the starts of comments and notes.
  const cell = fc.constantFrom('#', '#', '#', ' ', ' ', '$', '.', '@', '*', '+', '-', '_', 'W', 'o', 'p', 'x', 'H', '1', '(', '|', ';', ':');
  const board = fc.array(fc.array(cell, { maxLength: 8 }).map((cells) => cells.join('')), { minLength: 1, maxLength: 6 });

  it('is written by every writer so that it reads back as the same board, or refused at its rows', () => {
    let written = 0;
    let refused = 0;
    fc.assert(
      fc.property(board, (rows) => {
        for (const [name, write] of WRITERS) {
          const collection = edited((c) => (c.puzzles[0].board.rows = rows));
          let text: string;
          try {
            text = write(collection);
          } catch (error) {
            expect(error, name).toBeInstanceOf(UnwritableTextError);
            expect((error as UnwritableTextError).path, name).toMatch(/^puzzles\[0\]\.board\.rows(\[\d+\])?$/);
            refused++;
            continue;
          }
          written++;
          const back = parseCollection(text).collection.puzzles;
          expect(back.map((p) => canonicalRows(p.board.rows)), `${name}: ${JSON.stringify(text)}`).toEqual([canonicalRows(rows)]);
        }
      }),
      { numRuns: 300 },
    );
    // Both ways are taken: the property says something about boards written as well as about refusals.
    expect(written).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
  });
});
