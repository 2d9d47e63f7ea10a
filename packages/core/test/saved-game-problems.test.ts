/**
 * `savedGameProblems`: what the reader found wrong in a saved game's moves as
 * written, which the game's `moves` (what could be read) no longer show.
 * Offsets worked out by hand from the move lines joined with "\n".
 */
import { describe, expect, it } from 'vitest';
import { movesFromText, parseCollection, savedGameProblems } from '../src/index.js';

const BOARD = 'T\n######\n#@$ .#\n######\n\n';
const gamesOf = (text: string) => parseCollection(text).collection.puzzles[0]!.savedGames;

describe('savedGameProblems', () => {
  it('gives each problem of the moves as written, offsets into the move lines joined with "\\n"', () => {
    // "RR" then "Rx]" on the next line: the "x" is offset 4 (R, R, the line break, R), the "]" offset 5.
    const [game] = gamesOf(`${BOARD}Solution\nRR\nRx]\n`);
    // The stray "]" stays in the text (a writer writes it back as it was), the "x" does not: it is no move at all.
    expect(game!.moves.text).toBe('RRR]');
    expect(savedGameProblems(game!)).toEqual([
      { code: 'invalid-move-character', message: '"x" is not a move; moves are u d l r n s e w, [ ], { } and *', offset: 4 },
      { code: 'unbalanced-bracket', message: '"]" closes nothing: no "[" is open', offset: 5 },
    ]);
  });

  it('is empty for moves read with no problem, plain or run-length encoded', () => {
    const games = gamesOf(`${BOARD}Solution\nRR\n\nAgain\n2R\n`);
    expect(games.map((g) => [g.moves.text, savedGameProblems(g)])).toEqual([
      ['RR', []],
      ['RR', []],
    ]);
  });

  it('is empty once a program has given the game other moves, and for a game made in code', () => {
    const [game] = gamesOf(`${BOARD}Solution\nrr]\n`);
    expect(savedGameProblems(game!)).toHaveLength(1);
    game!.moves = movesFromText('RR');
    expect(savedGameProblems(game!)).toEqual([]);
    expect(savedGameProblems({ title: 'Made', moves: movesFromText('RR'), notes: [] })).toEqual([]);
  });

  it('is empty for a game whose origin, written by a copy of the package that kept no problems, has none', () => {
    const [game] = gamesOf(`${BOARD}Solution\nrr]\n`);
    const key = Symbol.for('@polyban/core.origin');
    const { problems, ...kept } = (game as unknown as Record<symbol, Record<string, unknown>>)[key]!;
    expect(problems).toHaveLength(1);
    Object.defineProperty(game, key, { value: kept, enumerable: false, writable: true, configurable: true });
    expect(savedGameProblems(game!)).toEqual([]);
  });
});
