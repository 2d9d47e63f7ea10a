/**
 * `boardSourcePosition`: the line and column a board cell was written at.
 * A plain row's cells are where they are written; a cell of a run-length
 * encoded line is at the character it was expanded from; past a row's end,
 * as far past the character its last cell came from; a line too long to
 * mark each character of gives column 1 (`origin.ts`). Columns worked out
 * by hand from the lines as written.
 */
import { describe, expect, it } from 'vitest';
import { boardSourcePosition, parseCollection } from '../src/index.js';

const firstPuzzle = (text: string, options?: Parameters<typeof parseCollection>[1]) => parseCollection(text, options).collection.puzzles[0]!;

describe('cells of a run-length encoded line', () => {
  it('past the end of a row whose last cell came from the line’s first character', () => {
    // Row 0 is the "#" at column 1 alone: its column 3 is two past it.
    const puzzle = firstPuzzle('#|#@$.#|#####\n');
    expect(puzzle.board.rows).toEqual(['#', '#@$.#', '#####']);
    expect(boardSourcePosition(puzzle, 0, 0)).toEqual({ line: 1, column: 1 });
    expect(boardSourcePosition(puzzle, 0, 3)).toEqual({ line: 1, column: 4 });
  });

  it('in groups nested deeper than the default limit, in a file read with a higher one', () => {
    // "5#|" then 40 "(" : the "$" of row 1 is at offset 3 + 40 + 2 = 45, column 46.
    const line = `5#|${'('.repeat(40)}#@$.#${')'.repeat(40)}|5#`;
    const puzzle = firstPuzzle(`${line}\n`, { limits: { maxNestingDepth: 64 } });
    expect(puzzle.board.rows).toEqual(['#####', '#@$.#', '#####']);
    expect(boardSourcePosition(puzzle, 1, 2)).toEqual({ line: 1, column: 46 });
  });
});

describe('a run-length encoded line at the edge of what can be marked', () => {
  // Three rows of 18,346 cells joined with "|": 3 × 18,346 + 2 = 55,040 characters, as many as the stand-ins from
  // U+0100 up to the surrogates (0xD800 - 0x100) can mark.
  const W = 18_346;
  const line = `${'#'.repeat(W)}|#@$.${' '.repeat(W - 5)}#|${'#'.repeat(W)}`;

  it('of 55,040 characters, its cells are found', () => {
    expect(line).toHaveLength(55_040);
    const puzzle = firstPuzzle(`${line}\n`);
    expect(puzzle.board.rows.map((r) => r.length)).toEqual([W, W, W]);
    // The "$" of row 1: after row 0 and its "|" (W + 1 characters), then "#@": offset W + 3, column W + 4.
    expect(boardSourcePosition(puzzle, 1, 2)).toEqual({ line: 1, column: W + 4 });
  });

  it('of one character more, every cell is at column 1', () => {
    // A "|" after the last row adds no row.
    const puzzle = firstPuzzle(`${line}|\n`);
    expect(puzzle.board.rows.map((r) => r.length)).toEqual([W, W, W]);
    expect(boardSourcePosition(puzzle, 1, 2)).toEqual({ line: 1, column: 1 });
  });
});

describe('a damaged plain row in a board with a run-length encoded line', () => {
  it('has its cells where they are written: a digit in it is a character of the row, not a count', () => {
    // Line 2, "5x@$.#", does not start with a wall (after counts), so it is no counted row; it is a plain row with two
    // characters damaged, the "5" and the "x". Line 1 is written with a count.
    const { collection, diagnostics } = parseCollection('6#\n5x@$.#\n#.   #\n6#\n');
    const puzzle = collection.puzzles[0]!;
    expect(puzzle.board.rows).toEqual(['######', '5x@$.#', '#.   #', '######']);
    expect(diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(['invalid-board-character 2:1', 'invalid-board-character 2:2']);
    expect([0, 1, 2, 5].map((c) => boardSourcePosition(puzzle, 1, c))).toEqual([
      { line: 2, column: 1 },
      { line: 2, column: 2 },
      { line: 2, column: 3 },
      { line: 2, column: 6 },
    ]);
    // The counted line's cells all come from its "#" at column 2.
    expect(boardSourcePosition(puzzle, 0, 4)).toEqual({ line: 1, column: 2 });
  });
});
