/**
 * A line alone between two boards, with no blank line around it, that is a
 * damaged row with more damage than the reader takes into a board: the
 * `row-outside-board` warning of `reportRowsOutsideBoards` (sok-reader.ts).
 * Each case is worked out by hand: which characters are not board
 * characters, how many of the line's characters they are, and the widths of
 * the lines around it.
 */
import { describe, expect, it } from 'vitest';
import { parseCollection } from '../src/index.js';

type Read = ReturnType<typeof parseCollection>;

const BETWEEN = 'row between the board rows above and below it, which stand as two boards';
const warned = (r: Read): string[] => r.diagnostics.map((d) => `${d.severity} ${d.code} ${d.line}:${d.column} ${d.message}`);
const outside = (line: number, column: number, ch: string, where = BETWEEN): string =>
  `warning row-outside-board ${line}:${column} "${ch}" is not a board character, so this line is read as text, not as the ${where}; fix the character if it is that row`;

describe('a damaged row between two boards', () => {
  it('is warned of once, at its first bad character, and the two boards stay as read', () => {
    // "#XX #": two of five characters are not board characters, more than the third a row taken into a board may have.
    const r = parseCollection('#####\n#@$.#\n#XX #\n#.$ #\n#####\n');
    expect(r.collection.puzzles.map((p) => [p.title, p.board.rows])).toEqual([
      [null, ['#####', '#@$.#']],
      ['#XX #', ['#.$ #', '#####']],
    ]);
    expect(warned(r)).toEqual([outside(3, 2, 'X')]);
  });

  it('may have up to half its characters damaged: three of six warn, four of seven do not', () => {
    expect(warned(parseCollection('######\n#@$ .#\n#XXX #\n#.$  #\n######\n'))).toEqual([outside(3, 2, 'X')]);
    expect(warned(parseCollection('#######\n#@$  .#\n#XXXX #\n#.$   #\n#######\n'))).toEqual([]);
  });

  it('is as wide as the row above or the row below it, with spaces after it left out', () => {
    // "#XX$X #": three of seven characters are X, more than a third and at most half. Row above 5 wide, the line and the
    // row below 7: it matches below. Then the other way round. Trailing spaces on the line do not count.
    expect(warned(parseCollection('#####\n#@$.#\n#XX$X #\n#.    #\n#######\n'))).toEqual([outside(3, 2, 'X')]);
    expect(warned(parseCollection('#######\n#@$  .#\n#XX$X #  \n#.$.#\n#####\n'))).toEqual([outside(3, 2, 'X')]);
    // Seven wide between rows five and six wide: a line of another shape, such as a note, and not warned of.
    expect(warned(parseCollection('#####\n#@$.#\n#XX$X #\n#.$ ##\n######\n'))).toEqual([]);
  });

  it('has walls at both ends', () => {
    // "#XX  " ends with spaces after an X: as wide as the rows, two bad of three, but no wall at its end.
    expect(warned(parseCollection('#####\n#@$.#\n#XX  \n#.$ #\n#####\n'))).toEqual([]);
    expect(warned(parseCollection('#####\n#@$.#\nXX  #\n#.$ #\n#####\n'))).toEqual([]);
  });

  it('is the same line below a board with a blank line under it: there a third at most is a typo in the bottom row', () => {
    expect(warned(parseCollection('#####\n#@$.#\n#XX #\n\n#####\n#.$@#\n#####\n'))).toEqual([]);
    // One bad character of five: the bottom row of the board above, with a typo.
    expect(warned(parseCollection('#####\n#@$.#\n#X###\n\n#####\n#.$@#\n#####\n'))).toEqual([outside(3, 2, 'X', 'bottom row of the board above')]);
  });

  it('leaves the line above the upper board what it is: a typo in its top row', () => {
    // "#X###" on line 1 is above the first board (lines 2-3), which "#XX #" on line 4 joins to the second (lines 5-6).
    const r = parseCollection('#X###\n#@$.#\n#   #\n#XX #\n#.$ #\n#####\n');
    expect(warned(r)).toEqual([outside(1, 2, 'X', 'top row of the board below'), outside(4, 2, 'X')]);
  });

  it('written with counts, as wide as the rows, is reported for its counts alone', () => {
    // "#2x-#" expands to "#xx-#", five cells and one for the row: past a budget of 5, it stays text between the boards.
    // Read as a plain row, two of its five characters ("2", "x") are not board characters, as many as a row warned of
    // there may have; it is reported for the budget alone.
    const r = parseCollection('#####\n#@$.#\n#2x-#\n#.$@#\n#####\n', { limits: { maxTotalCells: 5 } });
    expect(r.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(['file-budget 3:1']);
    expect(r.collection.puzzles.map((p) => p.board.rows)).toEqual([
      ['#####', '#@$.#'],
      ['#.$@#', '#####'],
    ]);
  });

  it('written with counts has its own report, not this one', () => {
    // "#2-x--------#" expands to 13 cells and one for the row: past a budget of 13, so it is text between two boards.
    // Read as a plain row, 2 of its 13 characters ("2", "x") are not board characters; it is reported for the budget
    // alone, neither as the row between the boards nor as the top row of the board below.
    const r = parseCollection('#####\n#@$.#\n#2-x--------#\n#.$@#\n#####\n', { limits: { maxTotalCells: 13 } });
    expect(r.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(['file-budget 3:1']);
  });
});
