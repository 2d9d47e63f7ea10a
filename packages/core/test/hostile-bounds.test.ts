/**
 * Hostile input: the reader's work and memory stay bounded by its limits and
 * the size of the input. Every bound is asserted on counts (decoded cells,
 * diagnostics, result sizes), never on time.
 */
import { describe, expect, it } from 'vitest';
import { parseCollection, stringifyCollection } from '../src/index.js';

const BOARD = '#####\n#@$.#\n#####';

describe('input-sized arrays are never spread into a call', () => {
  it('200,000 "::" lines after a saved game are the puzzle comments, in order', () => {
    const text = `${BOARD}\n\nSolution\nrr\n${'::\n'.repeat(199_999)}:: last\n`;
    const { collection, diagnostics } = parseCollection(text);
    expect(diagnostics).toEqual([]);
    const [puzzle] = collection.puzzles;
    expect(puzzle!.savedGames.map((g) => g.moves.text)).toEqual(['rr']);
    expect(puzzle!.comments).toHaveLength(200_000);
    expect(puzzle!.comments.at(-1)).toBe(':: last');
    expect(stringifyCollection(collection)).toBe(text);
  });

  it('the writer keeps 200,000 comments of a puzzle whose notes and saved game were edited', () => {
    const text = `${BOARD}\n\nSolution\nrr\n${'::\n'.repeat(199_999)}:: last\n`;
    const { collection } = parseCollection(text);
    const puzzle = collection.puzzles[0]!;
    puzzle.notes = ['edited'];
    puzzle.savedGames[0]!.title = 'Renamed';
    const again = parseCollection(stringifyCollection(collection)).collection.puzzles[0]!;
    expect(again.notes).toEqual(['edited']);
    expect(again.savedGames.map((g) => [g.title, g.moves.text])).toEqual([['Renamed', 'rr']]);
    expect(again.comments).toHaveLength(200_000);
  });
});
