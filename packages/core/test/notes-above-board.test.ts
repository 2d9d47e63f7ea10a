/**
 * `Key: value` lines written right above a board, under a blank line: the
 * SOK rules read them as notes of the puzzle above (a puzzle's notes follow
 * its board, and a title stands alone above it), and the reader says so with
 * a `notes-above-board` warning (notes-above-boards.ts). Every expectation
 * is worked out by hand from those two rules: which lines touch the board,
 * what stands above them, and which puzzle the lines go to.
 */
import { describe, expect, it } from 'vitest';
import { parseCollection } from '../src/index.js';

type Read = ReturnType<typeof parseCollection>;

const BOARD = '#####\n#@$.#\n#####\n';
/** Puzzle 1 titled `One` on lines 1-4 and a blank line 5: the lines under test start on line 6. */
const ONE = `One\n${BOARD}\n`;

const warned = (r: Read): string[] => r.diagnostics.map((d) => `${d.severity} ${d.code} ${d.line}:${d.column} ${d.message}`);
const puzzles = (r: Read): unknown[] => r.collection.puzzles.map((p) => ({ title: p.title, game: p.game, notes: p.notes }));

describe('Key: value lines right above a board', () => {
  it('a `Game:` line is a note of the puzzle above, whose tiling it sets, and is warned of at its line', () => {
    const r = parseCollection(`${ONE}Game: Hexoban\n${BOARD}`);
    expect(puzzles(r)).toEqual([
      { title: 'One', game: 'Hexoban', notes: ['Game: Hexoban'] },
      { title: null, game: 'Sokoban', notes: [] },
    ]);
    expect(warned(r)).toEqual([
      'warning notes-above-board 6:1 This line right above a board is read with puzzle 1 above it, as a puzzle\'s notes follow its board. So "Game: Hexoban" belongs to puzzle 1: move that line under this board.',
    ]);
  });

  it('a title line above the key line is no title (a blank line must precede it): the warning says the board has none', () => {
    const r = parseCollection(`${ONE}Two\nGame: Hexoban\n${BOARD}`);
    expect(puzzles(r)).toEqual([
      { title: 'One', game: 'Hexoban', notes: ['Two', 'Game: Hexoban'] },
      { title: null, game: 'Sokoban', notes: [] },
    ]);
    expect(warned(r)).toEqual([
      'warning notes-above-board 6:1 These 2 lines right above a board are read with puzzle 1 above them, as a puzzle\'s notes follow its board. So "Game: Hexoban" belongs to puzzle 1, and this board has no title: move that line under this board, and put its title alone above it, under a blank line.',
    ]);
  });

  it('names every key line, the last after "and"; a `Title:` note does not replace the title line of the puzzle above', () => {
    const two = parseCollection(`${ONE}Title: Two\nAuthor: Me\n${BOARD}`);
    expect(puzzles(two)).toEqual([
      { title: 'One', game: 'Sokoban', notes: ['Title: Two', 'Author: Me'] },
      { title: null, game: 'Sokoban', notes: [] },
    ]);
    expect(warned(two)).toEqual([
      'warning notes-above-board 6:1 These 2 lines right above a board are read with puzzle 1 above them, as a puzzle\'s notes follow its board. So "Title: Two" and "Author: Me" belong to puzzle 1: move those lines under this board.',
    ]);
    const three = parseCollection(`${ONE}Title: Two\nAuthor: Me\nGame: Sokoban\n${BOARD}`);
    expect(three.diagnostics.map((d) => d.message)).toEqual([
      'These 3 lines right above a board are read with puzzle 1 above them, as a puzzle\'s notes follow its board. So "Title: Two", "Author: Me" and "Game: Sokoban" belong to puzzle 1: move those lines under this board.',
    ]);
  });

  it('a key whose line could be a title (not a known key) counts as both', () => {
    // "Level 5: The end" is a `Key: value` line (key "Level 5") and, not being a known key such as Author, could be a title.
    const r = parseCollection(`${ONE}Level 5: The end\nAuthor: Me\n${BOARD}`);
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      'These 2 lines right above a board are read with puzzle 1 above them, as a puzzle\'s notes follow its board. So "Level 5: The end" and "Author: Me" belong to puzzle 1, and this board has no title: move those lines under this board, and put its title alone above it, under a blank line.',
    ]);
  });

  it('names the first three key lines and counts the rest, also in a block of 200,000 lines', () => {
    // Known keys, none of which can be a title.
    const five = parseCollection(`${ONE}Title: T\nAuthor: A\nDate: 2001\nComment: C\nGame: Sokoban\n${BOARD}`);
    expect(five.diagnostics.map((d) => d.message)).toEqual([
      'These 5 lines right above a board are read with puzzle 1 above them, as a puzzle\'s notes follow its board. So "Title: T", "Author: A", "Date: 2001" and 2 more belong to puzzle 1: move those lines under this board.',
    ]);
    // Hostile input: each line is looked at once, so a long block costs no more than reading it.
    const many = parseCollection(`${ONE}${'Author: Me\n'.repeat(200_000)}${BOARD}`);
    expect(many.collection.puzzles[0]!.notes).toHaveLength(200_000);
    expect(many.diagnostics.map((d) => `${d.code} ${d.line}:${d.column} ${d.message}`)).toEqual([
      'notes-above-board 6:1 These 200,000 lines right above a board are read with puzzle 1 above them, as a puzzle\'s notes follow its board. So "Author: Me", "Author: Me", "Author: Me" and 199,997 more belong to puzzle 1: move those lines under this board.',
    ]);
  });

  it('shows each key line as written, without the spaces at its ends, and at most 40 characters of it, then "..."', () => {
    const r = parseCollection(`${ONE}  Author :  Me\t\n${BOARD}`);
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      'This line right above a board is read with puzzle 1 above it, as a puzzle\'s notes follow its board. So "Author :  Me" belongs to puzzle 1: move that line under this board.',
    ]);
    // "Author: " and 32 letters make 40 characters, shown whole; one more letter is cut after the 40th character.
    const letters = 'abcdefghij'.repeat(4);
    const whole = parseCollection(`${ONE}Author: ${letters.slice(0, 32)}\n${BOARD}`);
    expect(whole.diagnostics.map((d) => d.message)).toEqual([
      `This line right above a board is read with puzzle 1 above it, as a puzzle's notes follow its board. So "Author: ${letters.slice(0, 32)}" belongs to puzzle 1: move that line under this board.`,
    ]);
    const cut = parseCollection(`${ONE}Author: ${letters.slice(0, 33)}\n${BOARD}`);
    expect(cut.diagnostics.map((d) => d.message)).toEqual([
      `This line right above a board is read with puzzle 1 above it, as a puzzle's notes follow its board. So "Author: ${letters.slice(0, 32)}..." belongs to puzzle 1: move that line under this board.`,
    ]);
    // An emoji (two UTF-16 units) on the 40th and 41st units is left out whole, not cut in two.
    const emoji = parseCollection(`${ONE}Author: ${letters.slice(0, 31)}\u{1F600}x\n${BOARD}`);
    expect(emoji.diagnostics.map((d) => d.message)).toEqual([
      `This line right above a board is read with puzzle 1 above it, as a puzzle's notes follow its board. So "Author: ${letters.slice(0, 31)}..." belongs to puzzle 1: move that line under this board.`,
    ]);
  });

  it('looks through `::` comments, in the block and between it and the board, and counts only the text lines', () => {
    // Lines: 6 "Two", 7 comment, 8 "Author: Me", 9 comment, 10-12 the board.
    const r = parseCollection(`${ONE}Two\n:: a comment\nAuthor: Me\n:: another\n${BOARD}`);
    expect(r.collection.puzzles[1]!.title).toBe(null);
    expect(warned(r)).toEqual([
      'warning notes-above-board 6:1 These 2 lines right above a board are read with puzzle 1 above them, as a puzzle\'s notes follow its board. So "Author: Me" belongs to puzzle 1, and this board has no title: move that line under this board, and put its title alone above it, under a blank line.',
    ]);
    // A comment above the block, under the blank line, is not where the block starts.
    const below = parseCollection(`${ONE}:: a comment\nAuthor: Me\n${BOARD}`);
    expect(below.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(['notes-above-board 7:1']);
  });

  it('under a saved game and a blank line, names the puzzle the game belongs to', () => {
    // Lines: 1-4 puzzle 1, 5 blank, 6-9 puzzle 2, 10 blank, 11 "Solution", 12 moves, 13 blank, 14 the note, 15-17 the board.
    const r = parseCollection(`${ONE}Two\n${BOARD}\nSolution\nR\n\nAuthor: Me\n${BOARD}`);
    expect(r.collection.puzzles.map((p) => p.savedGames.map((g) => [g.title, g.moves.text, g.notes]))).toEqual([[], [['Solution', 'R', ['Author: Me']]], []]);
    expect(warned(r)).toEqual([
      'warning notes-above-board 14:1 This line right above a board is read with puzzle 2 above it, as a puzzle\'s notes follow its board. So "Author: Me" belongs to puzzle 2: move that line under this board.',
    ]);
  });

  it('after a `;` line as after a blank line', () => {
    const r = parseCollection(`One\n${BOARD};\nAuthor: Me\n${BOARD}`);
    expect(r.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(['notes-above-board 6:1']);
  });
});

describe('lines that stand where the rules put them are not warned of', () => {
  it('notes right under the board above, even when they touch the next board', () => {
    const r = parseCollection(`One\n${BOARD}Author: Me\nGame: Sokoban\n${BOARD}`);
    expect(puzzles(r)).toEqual([
      { title: 'One', game: 'Sokoban', notes: ['Author: Me', 'Game: Sokoban'] },
      { title: null, game: 'Sokoban', notes: [] },
    ]);
    expect(r.diagnostics).toEqual([]);
  });

  it("notes right under a saved game's moves", () => {
    const r = parseCollection(`${ONE}Solution\nR\nAuthor: Me\n${BOARD}`);
    expect(r.collection.puzzles[0]!.savedGames[0]!.notes).toEqual(['Author: Me']);
    expect(r.diagnostics).toEqual([]);
  });

  it('the file header above the first board: it is the collection\'s', () => {
    const r = parseCollection(`Title: Mine\nAuthor: Me\n${BOARD}`);
    expect(r.collection.title).toBe('Mine');
    expect(r.diagnostics).toEqual([]);
  });

  it('text lines without a key: they only cost the board below its title, as the format means them to', () => {
    const r = parseCollection(`${ONE}Two\nline that destroys the title\n${BOARD}`);
    expect(puzzles(r)).toEqual([
      { title: 'One', game: 'Sokoban', notes: ['Two', 'line that destroys the title'] },
      { title: null, game: 'Sokoban', notes: [] },
    ]);
    expect(r.diagnostics).toEqual([]);
  });

  it('a title line alone above the board, with the notes under it, even one shaped like `Key: value`; a `;` right above the board', () => {
    const titled = parseCollection(`${ONE}Two\n${BOARD}Author: Me\n`);
    expect(puzzles(titled)[1]).toEqual({ title: 'Two', game: 'Sokoban', notes: ['Author: Me'] });
    expect(titled.diagnostics).toEqual([]);
    // "Level 5" is no key a note is known by, so the line alone under a blank line is the board's title.
    const colon = parseCollection(`${ONE}Level 5: The end\n${BOARD}`);
    expect(colon.collection.puzzles[1]!.title).toBe('Level 5: The end');
    expect(colon.diagnostics).toEqual([]);
    // A writer's lone `;` says the board has no title: the line above it stays with the puzzle above, as written.
    const separated = parseCollection(`${ONE}Author: Me\n;\n${BOARD}`);
    expect(separated.collection.puzzles[0]!.notes).toEqual(['Author: Me']);
    expect(separated.diagnostics).toEqual([]);
  });
});
