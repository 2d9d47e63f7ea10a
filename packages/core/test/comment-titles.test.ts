/**
 * `::` comment lines where the title search looks. SOK 0.17 keeps these
 * lines "to be read only by a person examining the file in a text editor",
 * so a title line, a lone `;` or a `;;Title:` is found through them, and
 * the writer, which must be read back as it meant, looks through them too.
 * Every expected value is worked out by hand from those rules.
 */
import { describe, expect, it } from 'vitest';
import { movesFromText, parseCollection, stringifyCollection, type Collection, type Puzzle, type SavedGame } from '../src/index.js';

const B = '#####\n#@$.#\n#####';
const ROWS = B.split('\n');

function read(text: string): Collection {
  return parseCollection(text).collection;
}
function puzzle(fields: Partial<Puzzle>): Puzzle {
  return { title: null, board: { rows: ROWS.slice() }, notes: [], game: 'Sokoban', savedGames: [], comments: [], ...fields };
}
function game(title: string | null, moves: string, notes: string[] = []): SavedGame {
  return { title, moves: movesFromText(moves), notes };
}
function collectionOf(puzzles: Puzzle[]): Collection {
  return { title: null, notes: [], comments: [], macros: {}, puzzles };
}

describe('the reader finds titles through `::` comments', () => {
  it('a comment between a title line and its board leaves the title a title, and is the puzzle’s', () => {
    const c = read(`Level 1\n:: made in 1999\n${B}\n`);
    expect(c.puzzles[0]!.title).toBe('Level 1');
    expect(c.puzzles[0]!.comments).toEqual([':: made in 1999']);
    expect([c.notes, c.comments]).toEqual([[], []]);
  });

  it('a comment between the blank line and the title line: the title stands under the blank line, the comment above it stays where it is', () => {
    const c = read(`Intro\n\n:: before\nLevel 2\n${B}\n`);
    expect(c.puzzles[0]!.title).toBe('Level 2');
    expect(c.notes).toEqual(['Intro']);
    expect(c.comments).toEqual([':: before']);
    expect(c.puzzles[0]!.comments).toEqual([]);
  });

  it('a line under notes is a note still when a comment stands between them', () => {
    const c = read(`${B}\n\nFirst line\n:: c\nSecond line\n${B}\n`);
    expect(c.puzzles.map((p) => p.title)).toEqual([null, null]);
    expect(c.puzzles[0]!.notes).toEqual(['First line', 'Second line']);
    expect(c.puzzles[0]!.comments).toEqual([':: c']);
  });

  it('blank lines and comments between a title line and the board', () => {
    const c = read(`${B}\n\nLevel 2\n:: one\n\n:: two\n\n${B}\n`);
    expect(c.puzzles[1]!.title).toBe('Level 2');
    expect(c.puzzles[1]!.comments).toEqual([':: one', ':: two']);
    expect(c.puzzles[0]!.comments).toEqual([]);
  });

  it('a lone `;` above a comment says the board under both has no title; the comment is the board’s', () => {
    const c = read(`${B}\n\nNote\n;\n:: c\n${B}\n`);
    expect(c.puzzles.map((p) => p.title)).toEqual([null, null]);
    expect(c.puzzles[0]!.notes).toEqual(['Note']);
    expect(c.puzzles[1]!.comments).toEqual([':: c']);
  });

  it('`;;Title:` above a comment names the board', () => {
    const c = read(`;;Title: m\n:: c\n${B}\n`);
    expect(c.puzzles[0]!.title).toBe('m');
    expect(c.puzzles[0]!.comments).toEqual([':: c']);
  });

  it('`;;Author:` above a comment still holds for the board, but the lines stay with the level above', () => {
    const c = read(`${B}\n;;Author: A\n:: c\n\n${B}\n`);
    expect(c.puzzles[1]!.notes).toEqual(['Author: A']);
    expect(c.puzzles[0]!.comments).toEqual([':: c']);
    expect(c.puzzles[1]!.comments).toEqual([]);
  });

  it('comments above the board come before those under it', () => {
    const c = read(`Level\n:: above\n${B}\n\nNote\n:: below\n`);
    expect(c.puzzles[0]!.comments).toEqual([':: above', ':: below']);
    expect(c.puzzles[0]!.notes).toEqual(['Note']);
  });

  it('a saved game’s title line is found through comments, which are the puzzle’s', () => {
    const c = read(`${B}\n\nSolution\n:: by hand\nR\n`);
    const p = c.puzzles[0]!;
    expect(p.savedGames.map((g) => [g.title, g.moves.text])).toEqual([['Solution', 'R']]);
    expect(p.comments).toEqual([':: by hand']);
    expect(p.notes).toEqual([]);
  });

  it('a line under notes is no saved game’s title, a comment between them or not', () => {
    const c = read(`${B}\n\nNote\n:: c\nSolution\nR\n`);
    const p = c.puzzles[0]!;
    expect(p.savedGames.map((g) => g.title)).toEqual([null]);
    expect(p.notes).toEqual(['Note', 'Solution']);
    expect(p.comments).toEqual([':: c']);
  });

  it('a lone `;` above a comment says a saved game has no title', () => {
    const c = read(`${B}\n\nNote\n;\n:: c\nR\n`);
    const p = c.puzzles[0]!;
    expect(p.savedGames.map((g) => g.title)).toEqual([null]);
    expect(p.notes).toEqual(['Note']);
    expect(p.comments).toEqual([':: c']);
  });
});

describe('the writer looks through `::` comments as the reader does', () => {
  it('an untitled board under notes that end in a comment gets a `;`, else the last note would be its title', () => {
    const doc = collectionOf([puzzle({ notes: ['Note'], comments: [':: c'] }), puzzle({})]);
    const out = stringifyCollection(doc, { mode: 'canonical' });
    expect(out).toBe(`${B}\n\nNote\n:: c\n\n;\n${B}\n`);
    const back = read(out);
    expect(back.puzzles.map((p) => [p.title, p.notes, p.comments])).toEqual([
      [null, ['Note'], [':: c']],
      [null, [], []],
    ]);
  });

  it('an untitled saved game under notes that end in a comment gets a `;`', () => {
    const doc = collectionOf([puzzle({ notes: ['Note'], comments: [':: c'], savedGames: [game(null, 'R')] })]);
    const out = stringifyCollection(doc, { mode: 'canonical' });
    expect(out).toBe(`${B}\n\nNote\n:: c\n\n;\nR\n`);
    expect(read(out).puzzles[0]!.savedGames.map((g) => g.title)).toEqual([null]);
  });

  it('a title line changed keeps the comment under it', () => {
    const doc = read(`Level 1\n:: made\n${B}\n`);
    doc.puzzles[0]!.title = 'Level 2';
    expect(stringifyCollection(doc)).toBe(`Level 2\n:: made\n${B}\n`);
  });

  it('a title given to a board whose lead is a `;` and a comment goes above the comment, which stays the puzzle’s', () => {
    const doc = read(`;\n:: c\n${B}\n`);
    expect(doc.puzzles[0]!.comments).toEqual([':: c']);
    doc.puzzles[0]!.title = 'T';
    const out = stringifyCollection(doc);
    expect(out).toBe(`T\n:: c\n\n${B}\n`);
    const back = read(out);
    expect([back.comments, back.puzzles[0]!.title, back.puzzles[0]!.comments]).toEqual([[], 'T', [':: c']]);
  });

  it('a title line taken away leaves a `;` above the comment, which stays the puzzle’s', () => {
    const doc = read(`T\n:: c\n${B}\n`);
    doc.puzzles[0]!.title = null;
    const out = stringifyCollection(doc);
    expect(out).toBe(`;\n:: c\n${B}\n`);
    const back = read(out);
    expect([back.comments, back.puzzles[0]!.title, back.puzzles[0]!.comments]).toEqual([[], null, [':: c']]);
  });

  it('a comment above the board that the puzzle no longer holds is not written back', () => {
    const doc = read(`T\n:: c\n${B}\n`);
    doc.puzzles[0]!.comments = [];
    const out = stringifyCollection(doc);
    expect(out).not.toContain('::');
    expect(read(out).puzzles[0]!.title).toBe('T');
  });

  it('a comment above the board is written once, the notes under the board rewritten', () => {
    const doc = read(`T\n:: c\n${B}\n\nNote\n`);
    doc.puzzles[0]!.notes = ['Other'];
    const out = stringifyCollection(doc);
    expect(out).toBe(`T\n:: c\n${B}\n\nOther\n`);
  });
});
