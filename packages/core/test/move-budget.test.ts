/**
 * The file's budget of decoded moves (`limits.maxTotalMoves`) and the
 * problems of RLE saved games read within it: every expanded game spends
 * what it expanded to, problem or not, and a problem is reported as itself,
 * not taken for the budget running out.
 */
import { describe, expect, it } from 'vitest';
import { parseCollection } from '../src/index.js';

const BOARD = '#####\n#@$.#\n#####\n';
const limits = { maxMoves: 10, maxTotalMoves: 10 };
const read = (text: string): { games: string[]; diagnostics: string[] } => {
  const { collection, diagnostics } = parseCollection(text, { limits });
  return { games: collection.puzzles.flatMap((p) => p.savedGames.map((g) => g.moves.text)), diagnostics: diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`) };
};

describe('the file’s budget of decoded moves', () => {
  it('is spent by an RLE game with a problem too: 3 or more of the 10 gone, 8 moves no longer fit (line 7)', () => {
    const { games, diagnostics } = read(`${BOARD}3r]\n\nSecond\n8u\n`);
    expect(games[1]).toBe('u');
    expect(diagnostics).toEqual(['unbalanced-bracket 4:3', 'file-budget 7:1']);
  });

  it('left short of the move limit, does not swallow a later game’s own problem', () => {
    // 3 spent: the second game may expand to 7, and holds a stray "]" at line 7, column 3; 4 or more spent with it, 5 moves do not fit.
    const { games, diagnostics } = read(`${BOARD}3r\n\nSecond\n3u]\n\nThird\n5l\n`);
    expect(games).toEqual(['rrr', 'uuu]', 'l']);
    expect(diagnostics).toEqual(['unbalanced-bracket 7:3', 'file-budget 10:1']);
  });

  it('spent to the last move by one game, stops the next RLE game and says so there', () => {
    const { games, diagnostics } = read(`${BOARD}10r\n\nSecond\n2u\n`);
    expect(games).toEqual(['rrrrrrrrrr', 'u']);
    expect(diagnostics).toEqual(['file-budget 7:1']);
  });
});
