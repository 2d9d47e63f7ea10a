/**
 * Preserve and canonical writes in corners the other writer tests leave
 * open: metadata lines above a new board or new moves, saved games whose
 * first moves line has a typo, lines of a rewritten part that the document
 * holds nowhere else (`Game=`, indented `.osb` metadata), blank-only file
 * headers, `Game=` macros written with spaces, and the advice of a refusal
 * for values whose path only looks like a note's or a comment's. Every
 * expected text is worked out by hand from the rules in `sok-writer.ts`,
 * SOK 0.17 and the `.osb` format.
 */
import { describe, expect, it } from 'vitest';
import { movesFromText, parseCollection, stringifyCollection, UnwritableTextError, type Collection, type Puzzle } from '../src/index.js';

const B = '#####\n#@$.#\n#####\n';

/** An untitled Sokoban puzzle on the board `B`, as a program builds it. */
function newPuzzle(fields: Partial<Puzzle> = {}): Puzzle {
  return { title: null, board: { rows: ['#####', '#@$.#', '#####'] }, notes: [], game: 'Sokoban', savedGames: [], comments: [], ...fields };
}

function read(text: string): Collection {
  return parseCollection(text).collection;
}

/** The error `write` throws, which must be an {@link UnwritableTextError}. */
function refusal(write: () => unknown): UnwritableTextError {
  try {
    write();
  } catch (error) {
    expect(error).toBeInstanceOf(UnwritableTextError);
    return error as UnwritableTextError;
  }
  throw new Error('expected the write to be refused');
}

describe('metadata lines above a new untitled board', () => {
  it('are looked through: a note standing first under the previous board, above a ;;Author: line, gets a ";" between it and the new board', () => {
    const source = `${B}Hello\n;;Author: B\n`;
    const collection = read(source);
    collection.puzzles.push(newPuzzle());
    const out = stringifyCollection(collection);
    // "Hello" is the first line after the previous board: the reader would take it as the new board's title.
    expect(out).toBe(`${source}\n;\n${B}`);
    expect(read(out).puzzles.map((p) => p.title)).toEqual([null, null]);
  });

  it('are not a title themselves: a ;;Author: line alone under the previous board gets no ";"', () => {
    const source = `${B};;Author: B\n`;
    const collection = read(source);
    collection.puzzles.push(newPuzzle());
    const out = stringifyCollection(collection);
    expect(out).toBe(`${source}\n${B}`);
    const back = read(out);
    expect(back.puzzles.map((p) => p.title)).toEqual([null, null]);
    expect(back.puzzles[1]!.notes).toEqual(['Author: B']);
  });
});

describe('metadata lines above new untitled moves', () => {
  it('end the search for a title: moves under a ;;Author: line get no ";", whatever note stands above it', () => {
    const source = `One\n\n${B}Hello\n;;Author: B\n`;
    const collection = read(source);
    collection.puzzles[0]!.savedGames.push({ title: null, moves: movesFromText('R'), notes: [] });
    const out = stringifyCollection(collection);
    // The game: its moves, then the one blank line a new game ends with.
    expect(out).toBe(`${source}\nR\n\n`);
    const games = read(out).puzzles[0]!.savedGames;
    expect(games.map((g) => [g.title, g.moves.text])).toEqual([[null, 'R']]);
  });
});

describe('saved games whose first moves line has a typo', () => {
  it('an untitled game that reads as moves only under the note above it is written back byte for byte, its comment once', () => {
    // "RRUUx" has one letter that is no move: right under a note, where no title can stand, it still reads as moves.
    const source = `One\n\n${B}Author: A\nRRUUx\nLLDD\n:: c\n`;
    const collection = read(source);
    expect(collection.puzzles[0]!.savedGames.map((g) => [g.title, g.moves.text])).toEqual([[null, 'RRUULLDD']]);
    expect(collection.puzzles[0]!.comments).toEqual([':: c']);
    expect(stringifyCollection(collection)).toBe(source);
  });

  it('a game whose first line has eight move letters to each typo reads as moves even under a blank line: it is copied as written when the notes above change', () => {
    const collection = read(`One\n\n${B}Author: A\n\nRRRRUUUUx\nLLDD\n`);
    expect(collection.puzzles[0]!.savedGames.map((g) => [g.title, g.moves.text])).toEqual([[null, 'RRRRUUUULLDD']]);
    collection.puzzles[0]!.notes = ['Author: B'];
    expect(stringifyCollection(collection)).toBe(`One\n\n${B}Author: B\n\nRRRRUUUUx\nLLDD\n`);
  });
});

describe('lines a rewritten part writes again', () => {
  it('a Game= note among rewritten puzzle notes is written once, as the note it is', () => {
    const collection = read(`One\n\n${B}Game=Hexoban\nAuthor: A\n`);
    expect(collection.puzzles[0]!.notes).toEqual(['Game=Hexoban', 'Author: A']);
    collection.puzzles[0]!.notes[1] = 'Author: B';
    const out = stringifyCollection(collection);
    expect(out).toBe(`One\n\n${B}Game=Hexoban\nAuthor: B\n`);
    expect(read(out).puzzles[0]!.notes).toEqual(['Game=Hexoban', 'Author: B']);
  });

  it('a Game= note of a rewritten saved game is written once, under its moves', () => {
    const collection = read(`One\n\n${B}\nSol\nRRUU\nGame=Hexoban\n`);
    expect(collection.puzzles[0]!.savedGames[0]!.notes).toEqual(['Game=Hexoban']);
    collection.puzzles[0]!.savedGames[0]!.moves = movesFromText('LL');
    const out = stringifyCollection(collection);
    expect(out).toBe(`One\n\n${B}\nSol\nLL\nGame=Hexoban\n`);
    expect(read(out).puzzles[0]!.savedGames.map((g) => [g.title, g.moves.text, g.notes])).toEqual([['Sol', 'LL', ['Game=Hexoban']]]);
  });

  it('an indented ;;Author: line of a rewritten file header is written again after the notes, so the level under it keeps its author', () => {
    const collection = read(`  ;;Author: A\nCollection: X\n\nOne\n\n${B}`);
    expect(collection.puzzles[0]!.notes).toEqual(['Author: A']);
    collection.notes = ['Collection: X', 'More'];
    const out = stringifyCollection(collection);
    expect(out).toBe(`Collection: X\nMore\n  ;;Author: A\n\nOne\n\n${B}`);
    const back = read(out);
    expect(back.notes).toEqual(['Collection: X', 'More']);
    expect(back.puzzles.map((p) => [p.title, p.notes])).toEqual([['One', ['Author: A']]]);
  });
});

describe('a rewritten file header that was blank lines only', () => {
  it('keeps exactly the blank lines the source had between it and the first puzzle', () => {
    const collection = read(`\n\nOne\n\n${B}`);
    collection.notes = ['Hello'];
    const out = stringifyCollection(collection);
    expect(out).toBe(`Hello\n\n\nOne\n\n${B}`);
    expect(read(out).notes).toEqual(['Hello']);
  });
});

describe('canonical: a Game= macro written with spaces', () => {
  it('of spaces alone names no tiling: a Sokoban puzzle gets no Game: note', () => {
    const collection: Collection = { title: null, notes: [], comments: [], macros: { Game: '  ' }, puzzles: [newPuzzle({ title: 'One' })] };
    const out = stringifyCollection(collection, { mode: 'canonical' });
    expect(out).toBe(`Game=  \n\nOne\n\n${B}`);
    expect(read(out).puzzles.map((p) => [p.game, p.notes])).toEqual([['Sokoban', []]]);
  });

  it('around a tiling name names that tiling: its puzzles get no Game: note', () => {
    const collection: Collection = { title: null, notes: [], comments: [], macros: { Game: ' Hexoban ' }, puzzles: [newPuzzle({ title: 'One', game: 'Hexoban' })] };
    const out = stringifyCollection(collection, { mode: 'canonical' });
    expect(out).toBe(`Game= Hexoban \n\nOne\n\n${B}`);
    expect(read(out).puzzles.map((p) => [p.game, p.notes])).toEqual([['Hexoban', []]]);
  });
});

describe('the advice of a refused value', () => {
  it('for a macro, whatever its key looks like, is to replace the line break', () => {
    for (const key of ['a.notes[1]', 'comments[1]']) {
      const collection: Collection = { title: null, notes: [], comments: [], macros: { [key]: 'x\ny' }, puzzles: [] };
      const error = refusal(() => stringifyCollection(collection));
      expect(error.path).toBe(`macros[${JSON.stringify(key)}]`);
      expect(error.message).toMatch(/replace the line break, by a space for instance$/);
    }
  });

  it('for a file note past the tenth is to give each line its own entry', () => {
    const notes = Array.from({ length: 11 }, (_, i) => (i === 10 ? 'a\nb' : `Note ${i}`));
    const error = refusal(() => stringifyCollection({ title: null, notes, comments: [], macros: {}, puzzles: [] }));
    expect(error.path).toBe('notes[10]');
    expect(error.message).toMatch(/give each line its own entry of the notes$/);
  });
});
