import { describe, expect, it } from 'vitest';
import { parseCollection, stringifyCollection, type Collection } from '../src/index.js';

// The preserve writer copies what an edit did not touch. Two ways a copy used to change a file: a note quoted that the
// reader never takes for moves, and a saved game's `::` comment written twice.

const BOARD = ['#######', '#@ $ .#', '#######'];

function games(collection: Collection): [string | null, string, readonly string[]][] {
  return collection.puzzles[0]!.savedGames.map((sg) => [sg.title, sg.moves.text, sg.notes]);
}

describe('a note that reads as moves with a typo, under a lone `;` or metadata, at the end of the file', () => {
  // SOK: a lone `;` above moves says the game has no title, and a line with a typo (`urdLx`: a capital after a small
  // letter, one character that is no move) is moves only next to moves, or alone under a text line that can be a
  // title. Under `;` or a `;;` metadata line it is neither: a note, which the writer has no reason to quote.
  it.each([
    ['a lone `;`', ['Corridor', ...BOARD, ';', 'urdLx', '']],
    ['a lone `;`, with no line break at the end', ['Corridor', ...BOARD, ';', 'urdLx']],
    ['a lone `;` and a comment', ['Corridor', ...BOARD, ';', ':: tried', 'urdLx', '']],
    ['a line of metadata', ['Corridor', ...BOARD, ';;Author: A', 'urdLx', '']],
    ['a lone `;`, eight move letters for the one typo', ['Corridor', ...BOARD, ';', 'uuuuuuuux', '']],
  ])('under %s is written back byte for byte', (_, lines) => {
    const text = lines.join('\n');
    const { collection } = parseCollection(text);
    expect(collection.puzzles[0]!.savedGames).toEqual([]);
    expect(stringifyCollection(collection)).toBe(text);
  });
});

describe("a saved game's `::` comment, when the puzzle's notes are edited", () => {
  // Lines 6-11: `Solution` and its moves, two notes, then an untitled game (the line above its moves stands under a
  // note, so it is no title) whose first line has a typo, and a comment in the game's region. The untitled game is
  // copied on from the copy of the game above it.
  const text = ['Corridor', ...BOARD, '', 'Solution', 'rRR', 'Found first', 'by hand', 'rRRx', 'rRR', ':: second try', ''].join('\n');

  it('is read as the puzzle\'s, the second game untitled', () => {
    const { collection } = parseCollection(text);
    expect(games(collection)).toEqual([
      ['Solution', 'rRR', ['Found first', 'by hand']],
      [null, 'rRRrRR', []],
    ]);
    expect(collection.puzzles[0]!.comments).toEqual([':: second try']);
  });

  it('is written once, with its game, when only the notes change', () => {
    const { collection } = parseCollection(text);
    collection.puzzles[0]!.notes = ['Easy'];
    const out = stringifyCollection(collection);
    // The notes go under the board; both games are copied as they were, the comment with the second.
    expect(out).toBe(['Corridor', ...BOARD, 'Easy', '', 'Solution', 'rRR', 'Found first', 'by hand', 'rRRx', 'rRR', ':: second try', ''].join('\n'));
    expect(parseCollection(out).collection.puzzles[0]!.comments).toEqual([':: second try']);
  });

  it('is written once, under its game\'s moves, when the game above it changes too', () => {
    const { collection } = parseCollection(text);
    const puzzle = collection.puzzles[0]!;
    puzzle.notes = ['Easy'];
    puzzle.savedGames[0]!.notes = ['Found again'];
    const out = stringifyCollection(collection);
    const back = parseCollection(out).collection;
    expect(games(back)).toEqual([
      ['Solution', 'rRR', ['Found again']],
      [null, 'rRRrRR', []],
    ]);
    expect(back.puzzles[0]!.comments).toEqual([':: second try']);
    // The second game is written anew (what stood above its first line changed): its moves, then its comment.
    const lines = out.split('\n');
    expect(lines.filter((l) => l === ':: second try')).toHaveLength(1);
    expect(lines[lines.indexOf(':: second try') - 1]).toBe('rRRrRR');
  });
});
