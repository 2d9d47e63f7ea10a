/**
 * Boards with a damaged row (a character no board has, which the reader
 * keeps in the board, reports, and reads as floor) written in canonical
 * form, and after an edit in preserve form: the rows must read back as the
 * same board, not as a smaller board and a note.
 */
import { describe, expect, it } from 'vitest';
import { canonicalRows, parseCollection, stringifyCollection } from '../src/index.js';
import { refusal } from './refusal.js';

describe('a board with a damaged first or last row, read from one line of rows joined with "|"', () => {
  // The reader takes `#####|#@$.#|##x##` for the board it nearly is (the "x" read as floor). On lines of their own, a
  // damaged row is taken into a board only between two of its rows: "##x##" under the board would be a note.
  // '#@$.#|x##|-' and '$|}|-' keep a third row only while it is written, empty: canonical rows leave empty rows at the
  // end out. In ':|x\t|+', two characters of five would be damaged without the floor at the end of its second row.
  const lines = ['#####|#@$.#|##x##', '##x##|#@$.#|#####', '$|_|x', '#@$.#|x##|-', '$|}|-', ':|x\t|+'];
  const rowsOf = (text: string): string[][] => parseCollection(text).collection.puzzles.map((p) => canonicalRows(p.board.rows));

  it.each(lines)('canonical: %s stays on one line, in either RLE setting, and reads back as the same board', (line) => {
    const text = `Title\n\n${line}\n\nSolution\nR\n`;
    const { collection } = parseCollection(text);
    expect(new Set(parseCollection(text).diagnostics.map((d) => d.code))).toEqual(new Set(['invalid-board-character']));
    for (const rle of [false, true]) {
      const out = stringifyCollection(collection, { mode: 'canonical', rle });
      const board = out.split('\n')[2]!;
      expect(board).toContain('|');
      expect(out.split('\n')).toHaveLength(7);
      expect(rowsOf(out)).toEqual(rowsOf(text));
      expect(parseCollection(out).collection.puzzles[0]!.notes).toEqual([]);
    }
  });

  it('canonical: counts runs of the other rows as it does in any board', () => {
    const out = stringifyCollection(parseCollection('#####|#@$.#|##x##\n').collection, { mode: 'canonical' });
    expect(out).toBe('5#|#@$.#|##x##\n');
  });

  it('canonical: a last row given with a character that a line of rows would read as a count or a group is refused', () => {
    // On one line, "#x3##" would be "#x###" and "#x(##" the start of a group; on a line of its own, a damaged last row
    // is a note under a board of two rows. No way of writing reads back as this board: the writer refuses it, naming the
    // row and its first character that is not a board character, the "x".
    for (const last of ['#x3##', '#x(##']) {
      const { collection } = parseCollection('#####|#@$.#|##x##\n');
      collection.puzzles[0]!.board.rows = ['#####', '#@$.#', last];
      const error = refusal(() => stringifyCollection(collection, { mode: 'canonical' }));
      expect([error.path, error.index]).toEqual(['puzzles[0].board.rows[2]', 1]);
      expect(error.message).toContain('cannot be written as a board row: "x" at index 1 is not a board character');
    }
  });

  it('canonical: a board given with two rows, the second damaged, is written on one line with an empty third row', () => {
    // The reader takes a damaged line of three rows at least; "#x##" on a line of its own would be a note.
    const { collection } = parseCollection('#####|#@$.#|##x##\n');
    collection.puzzles[0]!.board.rows = ['#@$.#', '#x##'];
    const out = stringifyCollection(collection, { mode: 'canonical' });
    expect(out).toBe('#@$.#|#x##|-\n');
    expect(rowsOf(out)).toEqual([['#@$.#', '#x##']]);
  });

  it('canonical: a board given with a damaged row that no line of rows would read as its board either is refused', () => {
    // "#@$.#|xyzxyz|#" is more than a third characters no board has; one a line, "xyzxyz" has no wall at either end, and
    // would be read as text between a lone row and a "#": no board at all.
    const { collection } = parseCollection('#####|#@$.#|##x##\n');
    collection.puzzles[0]!.board.rows = ['#@$.#', 'xyzxyz', '#'];
    const error = refusal(() => stringifyCollection(collection, { mode: 'canonical' }));
    expect([error.path, error.index]).toEqual(['puzzles[0].board.rows[1]', 0]);
  });

  it('canonical: a row of text between two rows, given so, is written on one line too, where the reader keeps it in the board', () => {
    // One a line, "#text" would be a note; "5#|#@$.#|#text|5#" is read as the board with its "text" row as floor.
    const { collection } = parseCollection('#####|#@$.#|##x##\n');
    collection.puzzles[0]!.board.rows = ['#####', '#@$.#', '#text', '#####'];
    const out = stringifyCollection(collection, { mode: 'canonical' });
    expect(out).toBe('5#|#@$.#|#text|5#\n');
    expect(rowsOf(out)).toEqual([['#####', '#@$.#', '#text', '#####']]);
  });

  it('preserve: a board edited so, with its damaged row, is written on one line and reads back as edited', () => {
    const { collection } = parseCollection('Title\n\n#####|#@$.#|##x##\n\nSolution\nR\n');
    collection.puzzles[0]!.board.rows = ['#####', '#.$@#', '##x##'];
    const out = stringifyCollection(collection);
    expect(out).toBe('Title\n\n5#|#.$@#|##x##\n\nSolution\nR\n');
    expect(rowsOf(out)).toEqual([['#####', '#.$@#', '##x##']]);
  });
});
