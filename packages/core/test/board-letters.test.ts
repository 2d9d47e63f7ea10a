/**
 * The pusher letters `m` and `M`: VARIANTS.md says "some programs accept
 * `W` for a wall and `m M` for a pusher". As with SOK's `p P` and `b B`, the
 * lower-case letter stands off a goal and the upper-case one on a goal; a
 * row of letters alone stays a word, and writers put the standard letters.
 */
import { describe, expect, it } from 'vitest';
import { cellContent, parseCollection, standardizeRow, stringifyCollection } from '../src/index.js';
import { kindOfLine, SOLID, TEXT } from '../src/text/line-kinds.js';

describe('the pusher letters m and M', () => {
  it('are a pusher and a pusher on a goal', () => {
    expect([cellContent('m'), cellContent('M')]).toEqual(['pusher', 'pusher-on-goal']);
    expect(standardizeRow('#mM#')).toBe('#@+#');
  });

  it('make a row a board row beside walls, and stay a word alone', () => {
    expect([kindOfLine('#m$.#'), kindOfLine('-M-'), kindOfLine('Mom'), kindOfLine('mm')]).toEqual([SOLID, SOLID, TEXT, TEXT]);
  });

  it('give a board its pusher, on the floor or on a goal, and are written as @ and +', () => {
    const { collection, diagnostics } = parseCollection('#####\n#m$.#\n#####\n\n#####\n#M$ #\n#####\n');
    expect(diagnostics).toEqual([]);
    expect(collection.puzzles.map((p) => p.board.rows[1])).toEqual(['#m$.#', '#M$ #']);
    expect(stringifyCollection(collection, { mode: 'canonical' })).toBe('#####\n#@$.#\n#####\n\n#####\n#+$ #\n#####\n');
  });

  it('in a board written on one line with "|"', () => {
    const { collection, diagnostics } = parseCollection('5#|#m$.#|5#\n');
    expect(diagnostics).toEqual([]);
    expect(collection.puzzles[0]!.board.rows).toEqual(['#####', '#m$.#', '#####']);
  });
});
