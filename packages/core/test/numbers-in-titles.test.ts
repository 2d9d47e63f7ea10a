/**
 * Numbers in text lines and the reading of moves with typos. A count in
 * moves repeats what follows it (`3r`, `2(ud)`): a number that ends the line
 * or stands before a space or `)` repeats nothing, so it makes no line of
 * moves. Titles and notes hold such numbers (`Level 1`, `10 Levels`), and a
 * word with one letter that is not a move (`Level`: `v`) is a word, not a
 * typo in moves. Worked out by hand from SOK 0.17 (moves are the letters
 * `udlrnsew`, either case, with counts and brackets) and the reader's rules
 * for moves with typos in `line-kinds.ts`.
 */
import { describe, expect, it } from 'vitest';
import { parseCollection } from '../src/index.js';
import { TYPOS_EVEN_AS_TITLE, TYPOS_NEAR_MOVES, TYPOS_NONE, typoMoves } from '../src/text/line-kinds.js';

const A = '#####\n#@$.#\n#####\n';
const B = '#####\n#.$@#\n#####\n';

describe('typoMoves and numbers', () => {
  it.each([
    // A number at the end, or before a space or `)`: one more character that cannot be in moves.
    ['Level 1', TYPOS_NONE],
    ['Level 0', TYPOS_NONE],
    ['Level 9', TYPOS_NONE],
    ['Level 12', TYPOS_NONE],
    // A number of several digits is one such character: four move letters, a capital first and one number are a word's.
    ['Lurd 12', TYPOS_NONE],
    ['Lurd 10', TYPOS_NONE],
    ['Lurd 19', TYPOS_NONE],
    ['10 Levels', TYPOS_NONE],
    ['\t10\tLevels', TYPOS_NONE],
    ['Level (1)', TYPOS_NONE],
    ['xR 3', TYPOS_NONE],
    // Eight move letters and a number that repeats nothing: moves with one typo; seven are a word's share.
    ['uuuuuuuu 2', TYPOS_EVEN_AS_TITLE],
    ['uuuuuuu 2', TYPOS_NONE],
    // A count before what it repeats is moves' own syntax, whatever follows it.
    ['3Rx', TYPOS_NEAR_MOVES],
    ['Lx2(ud)', TYPOS_NEAR_MOVES],
    ['uu12x', TYPOS_NEAR_MOVES],
    // Brackets and `*` are moves' syntax wherever they stand, at the end too.
    ['x[uR]', TYPOS_NEAR_MOVES],
    ['xR *', TYPOS_NEAR_MOVES],
  ])('%j: %i', (line, strength) => {
    expect(typoMoves(line)).toBe(strength);
  });
});

describe('two lines under a board, above a blank line', () => {
  it('are notes when the second is a title with a number', () => {
    const { collection, diagnostics } = parseCollection(`${A}Microban\nLevel 1\n\n${B}Microban\n10 Levels\n`);
    expect(collection.puzzles.map((p) => [p.notes, p.savedGames.length])).toEqual([
      [['Microban', 'Level 1'], 0],
      [['Microban', '10 Levels'], 0],
    ]);
    expect(diagnostics).toEqual([]);
  });

  it('are a saved game when the second is moves with a count and a typo, which is reported', () => {
    const { collection, diagnostics } = parseCollection(`${A}Best try\n2Rx\n\n${B}`);
    expect(collection.puzzles[0]!.savedGames.map((g) => [g.title, g.moves.text])).toEqual([['Best try', 'RR']]);
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['invalid-move-character', 5, 3]]);
  });
});
