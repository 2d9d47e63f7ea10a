/**
 * Board rows with a stray character, where they meet the rows around
 * them, and where the cells of a board were written in the file.
 */
import { describe, expect, it } from 'vitest';
import { boardSourcePosition, parseCollection, stringifyCollection } from '../src/index.js';

const codes = (text: string): string[] => parseCollection(text).diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`);

describe('damaged rows inside a board', () => {
  it('two of them with one sound row between both stay in the board, each with its error', () => {
    const text = '#####\n#@x #\n#$  #\n# y.#\n#####\n';
    const { collection } = parseCollection(text);
    expect(collection.puzzles.map((p) => p.board.rows)).toEqual([['#####', '#@x #', '#$  #', '# y.#', '#####']]);
    expect(codes(text)).toEqual(['invalid-board-character 2:3', 'invalid-board-character 4:3']);
  });
});

describe('a damaged top or bottom row, which stays text', () => {
  it('is warned of where it is indented like its board, at the character', () => {
    const { collection, diagnostics } = parseCollection('  #####\n  #@$.#\n  #x###\n');
    expect(collection.puzzles.map((p) => p.notes)).toEqual([['  #x###']]);
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'row-outside-board',
        message: '"x" is not a board character, so this line is read as text, not as the bottom row of the board above; fix the character if it is that row',
        line: 3,
        column: 4,
      },
    ]);
  });

  it('is not warned of unless a wall stands at both its ends', () => {
    expect(codes('#####\n#@$.#\n#####\n#####x\n')).toEqual([]);
    expect(codes('#####\n#@$.#\n#####\nx#####\n')).toEqual([]);
    expect(codes('x####\n#@$.#\n#####\n')).toEqual([]);
  });
});

describe('where a board’s cells were written', () => {
  it('rows on lines of their own above a line of "|" rows are on their own lines', () => {
    // Lines 1 and 2 plain, line 3 two rows.
    const puzzle = parseCollection('#####\n#@ $#\n#. #|#####\n').collection.puzzles[0]!;
    expect(puzzle.board.rows).toEqual(['#####', '#@ $#', '#. #', '#####']);
    expect([0, 1, 2, 3].map((r) => boardSourcePosition(puzzle, r, 1)?.line)).toEqual([1, 2, 3, 3]);
  });
});

describe('a `Key: value` note whose value is shaped like board rows', () => {
  it('is a note, not a damaged board, on a line of its own or right under a board', () => {
    const rle = 'Title: 5#|#@$.#|5#';
    expect(parseCollection(`${rle}\n`).collection.puzzles).toEqual([]);
    const { collection, diagnostics } = parseCollection(`#####\n#@$.#\n#####\n${rle}\n`);
    expect(collection.puzzles.map((p) => [p.title, p.board.rows, p.notes])).toEqual([['5#|#@$.#|5#', ['#####', '#@$.#', '#####'], [rle]]]);
    expect(diagnostics).toEqual([]);
  });

  it('between two rows of a board too, where a damaged row would be taken in', () => {
    // Without the note, lines 1-3 and 5-6 would be one board with a damaged row.
    const text = '#####\n#@$.#\n#####\nComment: ###############\n#####\n#.$@#\n#####\n';
    const { collection, diagnostics } = parseCollection(text);
    expect(collection.puzzles.map((p) => p.board.rows)).toEqual([
      ['#####', '#@$.#', '#####'],
      ['#####', '#.$@#', '#####'],
    ]);
    expect(collection.puzzles[0]!.notes).toEqual(['Comment: ###############']);
    expect(diagnostics).toEqual([]);
  });

  it('written as a puzzle’s title in its `Title:` note, reads back as that title', () => {
    const { collection } = parseCollection('#####\n#@$.#\n#####\nTitle: Old\n');
    collection.puzzles[0]!.title = '5#|#@$.#|5#';
    const out = stringifyCollection(collection);
    expect(out).toBe('#####\n#@$.#\n#####\nTitle: 5#|#@$.#|5#\n');
    expect(parseCollection(out).collection.puzzles.map((p) => p.title)).toEqual(['5#|#@$.#|5#']);
  });
});

describe('where a cell was written in a board with a TAB in one row and run-length encoded rows in another', () => {
  it('counts a TAB as one column in its plain row, and rows after a `|` from the `|`', () => {
    // Line 2 "#@<TAB>$#": cells 2-7 are the TAB (column 3), the "$" is cell 8 at column 4. Line 3 holds two rows,
    // the second starting after "#. #|", at column 6.
    const puzzle = parseCollection('#####\n#@\t$#\n#. #|#####\n').collection.puzzles[0]!;
    expect(puzzle.board.rows).toEqual(['#####', '#@      $#', '#. #', '#####']);
    expect([0, 1, 2, 7, 8, 9].map((c) => boardSourcePosition(puzzle, 1, c))).toEqual([
      { line: 2, column: 1 },
      { line: 2, column: 2 },
      { line: 2, column: 3 },
      { line: 2, column: 3 },
      { line: 2, column: 4 },
      { line: 2, column: 5 },
    ]);
    expect([boardSourcePosition(puzzle, 2, 1), boardSourcePosition(puzzle, 3, 2)]).toEqual([
      { line: 3, column: 2 },
      { line: 3, column: 8 },
    ]);
  });
});
