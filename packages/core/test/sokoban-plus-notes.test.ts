/**
 * Sokoban+ numbering notes that cannot be used, as `loadPuzzle` reports
 * them with `sokobanPlus`: a word that is not a whole number, at its line
 * and column in the file, and one list without the other. Each position is
 * counted by hand from the file written in the test.
 */
import { describe, expect, it } from 'vitest';
import { loadPuzzle, parseCollection, type Puzzle } from '../src/index.js';
import { gridTopology } from './fixtures/grid-topology.js';

const BOARD = '#######\n#@$ $.#\n#  .  #\n#######\n';

/** The first puzzle of `text`, read as the test tiling's. */
function puzzle(text: string): Puzzle {
  return parseCollection(text, { game: gridTopology.name }).collection.puzzles[0]!;
}

const shown = (p: Puzzle, sokobanPlus = true): string[] => loadPuzzle(p, gridTopology, { sokobanPlus }).diagnostics.map((d) => `${d.severity} ${d.code} ${d.line}:${d.column} ${d.message}`);

describe('an unreadable Sokoban+ note', () => {
  it('is reported at the word that is no whole number, and the level plays without numbers', () => {
    // Title on line 1, board on lines 3-6, the notes on lines 7 and 8. "boxorder: 1 x": "boxorder:" is columns 1-9, then
    // a space, the 1 at 11, a space, and the x at 13.
    const p = puzzle(`Numbered\n\n${BOARD}boxorder: 1 x\ngoalorder: 2 1\n`);
    expect(shown(p)).toEqual(['warning invalid-puzzle 7:13 "x" in "boxorder: 1 x" is not a whole number; the Sokoban+ numbering is ignored in "Numbered"']);
    const { level } = loadPuzzle(p, gridTopology, { sokobanPlus: true });
    expect([level!.boxNumbers, level!.goalNumbers]).toEqual([null, null]);
  });

  it('counts columns as written, spaces before the key included, and names each unreadable note', () => {
    // Untitled: the board on lines 1-4, a note, then "  goalorder: 1,2.0,y" on line 6: two spaces (1-2), "goalorder:"
    // (3-12), a space, "1," (14-15), "2.0," (16-19): the y at 20. 2.0 is a whole number. "BoxOrder: 1 2 3 4 5 0.5" on
    // line 7: "BoxOrder:" (1-9), then five numbers with a space before each (10-19), a space, and 0.5 at 21.
    const p = puzzle(`${BOARD}Author: someone\n  goalorder: 1,2.0,y\nBoxOrder: 1 2 3 4 5 0.5\n`);
    expect(shown(p)).toEqual([
      'warning invalid-puzzle 7:21 "0.5" in "BoxOrder: 1 2 3 4 5 0.5" is not a whole number; the Sokoban+ numbering is ignored',
      'warning invalid-puzzle 6:20 "y" in "goalorder: 1,2.0,y" is not a whole number; the Sokoban+ numbering is ignored',
    ]);
  });

  it('is not looked at without sokobanPlus', () => {
    expect(shown(puzzle(`${BOARD}boxorder: 1 x\ngoalorder: 2 1\n`), false)).toEqual([]);
  });

  it('comes with the board problems, after them', () => {
    // Three boxes and two goals: the board's error first (at the board's first row), then the note's warning on line 6.
    const p = puzzle('#######\n#@$$$.#\n#  .  #\n#######\n\nboxorder: one\ngoalorder: 1 2\n');
    expect(shown(p)).toEqual([
      'error invalid-puzzle 1:1 The board has 3 boxes but 2 goals: it needs as many goals as boxes',
      'warning invalid-puzzle 6:11 "one" in "boxorder: one" is not a whole number; the Sokoban+ numbering is ignored',
    ]);
  });

  it('added to the notes of a puzzle read from a file is placed at its board, not at a line further down that reads the same', () => {
    // The board on lines 1-4; line 5 is the title of the saved game under it (the notes end above it).
    const p = puzzle(`${BOARD}Solved with boxorder: 1 q\nrR\n`);
    expect(p.notes).toEqual([]);
    expect(p.savedGames.map((g) => g.title)).toEqual(['Solved with boxorder: 1 q']);
    p.notes.push('boxorder: 1 q', 'goalorder: 1 2');
    expect(shown(p)).toEqual(['warning invalid-puzzle 1:1 "q" in "boxorder: 1 q" is not a whole number; the Sokoban+ numbering is ignored']);
  });

  it('of a puzzle built in code is placed at its first row, as a board problem', () => {
    const p = puzzle(`${BOARD}boxorder: 1 2\ngoalorder: 1 2\n`);
    const built: Puzzle = { ...p, notes: ['goalorder: 1 2', 'boxorder: 1 z'] };
    expect(shown(built)).toEqual(['warning invalid-puzzle 1:1 "z" in "boxorder: 1 z" is not a whole number; the Sokoban+ numbering is ignored']);
  });
});

describe('a Sokoban+ list without the other', () => {
  it('is reported at the board, and numbers nothing', () => {
    const p = puzzle(`Half\n\n${BOARD}goalorder: 2 1\n`);
    expect(shown(p)).toEqual(['warning invalid-puzzle 3:1 goalorder is given but no boxorder; the Sokoban+ numbering is ignored in "Half"']);
    expect(loadPuzzle(p, gridTopology, { sokobanPlus: true }).level!.boxNumbers).toBeNull();
  });

  it('of a puzzle built in code is placed at line 1, column 1', () => {
    const built: Puzzle = { ...puzzle(BOARD), notes: ['BoxOrder: 2 1'] };
    expect(shown(built)).toEqual(['warning invalid-puzzle 1:1 boxorder is given but no goalorder; the Sokoban+ numbering is ignored']);
  });

  it('is not said when the other list is there but unreadable: that note has a warning of its own', () => {
    // The board on lines 1-4, a blank line, then "goalorder: x" on line 7: the x at column 12.
    expect(shown(puzzle(`${BOARD}\nboxorder: 1 2\ngoalorder: x\n`))).toEqual(['warning invalid-puzzle 7:12 "x" in "goalorder: x" is not a whole number; the Sokoban+ numbering is ignored']);
  });

  it('is not reported once both are given and fit the board', () => {
    const p = puzzle(`${BOARD}goalorder: 2 1\nboxorder: 1 2\n`);
    expect(shown(p)).toEqual([]);
    const { level } = loadPuzzle(p, gridTopology, { sokobanPlus: true });
    expect(Array.from(level!.boxNumbers!)).toEqual([1, 2]);
  });
});
