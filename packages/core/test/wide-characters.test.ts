/**
 * A character past U+FFFF (an emoji) in a damaged board row as the reader
 * and the engine take it: two UTF-16 units, so two cells of floor, and one
 * mistake, reported once where it stands, as an `x` in its place would be.
 */
import { describe, expect, it } from 'vitest';
import { loadPuzzle, parseCollection } from '../src/index.js';
import { gridTopology } from './fixtures/grid-topology.js';

const EMOJI = '\u{1F600}';

/** The puzzles' titles and rows, and every diagnostic of reading and then loading, as `code line:column`. */
function read(text: string): { boards: [string | null, readonly string[]][]; diagnostics: string[] } {
  const { collection, diagnostics } = parseCollection(`Game: Gridban\n\n${text}`);
  const loaded = collection.puzzles.flatMap((p) => loadPuzzle(p, gridTopology).diagnostics);
  return {
    boards: collection.puzzles.map((p) => [p.title, p.board.rows]),
    diagnostics: [...diagnostics, ...loaded].map((d) => `${d.code} ${d.line}:${d.column}`),
  };
}

describe('a character past U+FFFF in a board written on one line with "|"', () => {
  it('leaves the line the board, as an "x" there does: two cells of floor, reported once by the reader and once by the level, at its first half', () => {
    // Line 4 (under the header, a blank line and the title): "7#|#@$" are columns 1-6, the emoji's halves 7 and 8, then ".#|7#".
    // The row, "#@$", two halves, ".#", is seven units wide, as "7#" is.
    const withEmoji = read(`A\n7#|#@$${EMOJI}.#|7#\n`);
    expect(withEmoji.boards).toEqual([['A', ['#######', `#@$${EMOJI}.#`, '#######']]]);
    expect(withEmoji.diagnostics).toEqual(['invalid-board-character 4:7', 'invalid-board-character 4:7']);
    // The same board with an "x" and a space in the emoji's two units.
    expect(read('A\n7#|#@$x .#|7#\n').diagnostics).toEqual(withEmoji.diagnostics);
  });

  it('in place of a wall, leaves the board open, as "x" and a space do', () => {
    // The first row is "#", the emoji, five walls: the emoji's two cells of floor stand over "@$" and leave the board open.
    const withEmoji = read(`A\n#${EMOJI}5#|#@$.-#|7#\n`);
    expect(withEmoji.boards).toEqual([['A', [`#${EMOJI}#####`, '#@$.-#', '#######']]]);
    expect(withEmoji.diagnostics).toEqual(['invalid-board-character 4:2', 'invalid-board-character 4:2', 'open-board 4:2']);
    expect(read('A\n#x 5#|#@$.-#|7#\n').diagnostics).toEqual(withEmoji.diagnostics);
  });

  it('a typo of one unit leaves the character after it as it stands: the ")" that closes a group around it', () => {
    // "5#|#2(" columns 1-6, the "x" column 7, then ")#|#@$.#|5#": the group repeats the "x", a row "#xx#".
    const board = read('A\n5#|#2(x)#|#@$.#|5#\n');
    expect(board.boards).toEqual([['A', ['#####', '#xx#', '#@$.#', '#####']]]);
    expect(board.diagnostics.filter((d) => d.startsWith('invalid-board-character'))[0]).toBe('invalid-board-character 4:7');
  });

  it('U+FFFF, the last character of one unit, is one cell: the ")" after it still closes the group', () => {
    const board = read('A\n5#|#2(\uffff)#|#@$.#|5#\n');
    expect(board.boards).toEqual([['A', ['#####', '#\uffff\uffff#', '#@$.#', '#####']]]);
    expect(board.diagnostics.filter((d) => d.startsWith('invalid-board-character'))[0]).toBe('invalid-board-character 4:7');
  });
});

describe('a character past U+FFFF in a line of moves', () => {
  it('is one typo, as an "x" is: "urdL" and an emoji under a title are that saved game\'s moves, with one error', () => {
    // The header and a blank line, the board (lines 3-5), a blank line, "Solution" (line 7), the moves (line 8): the typo is its column 5.
    const text = (typo: string): string => `#####\n#@$.#\n#####\n\nSolution\nurdL${typo}\n`;
    for (const typo of [EMOJI, 'x']) {
      const { collection, diagnostics } = parseCollection(`Game: Gridban\n\n${text(typo)}`);
      expect(collection.puzzles[0]!.savedGames.map((g) => [g.title, g.moves.text])).toEqual([['Solution', 'urdL']]);
      expect(diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(['invalid-move-character 8:5']);
    }
  });
});
