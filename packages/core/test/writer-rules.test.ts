/**
 * The SOK writer's rules at their edges: canonical boards, moves and file
 * headers, and in preserve mode the blank lines, `;` separators, comments
 * and metadata kept where an edit meets unedited text. Every expected text
 * is worked out by hand from the rules in `sok-writer.ts` and SOK 0.17.
 */
import { describe, expect, it } from 'vitest';
import { movesFromText, parseCollection, stringifyCollection, type Collection, type Puzzle, type SavedGame } from '../src/index.js';

const B = '#####\n#@$.#\n#####';
const ROWS = B.split('\n');

/** A puzzle as a program builds it. */
function puzzle(fields: Partial<Puzzle>): Puzzle {
  return { title: null, board: { rows: ROWS.slice() }, notes: [], game: 'Sokoban', savedGames: [], comments: [], ...fields };
}
function game(title: string | null, moves: string, notes: string[] = []): SavedGame {
  return { title, moves: movesFromText(moves), notes };
}
function collectionOf(puzzles: Puzzle[], fields: Partial<Collection> = {}): Collection {
  return { title: null, notes: [], comments: [], macros: {}, puzzles, ...fields };
}
function canonical(collection: Collection, rle = false): string {
  return stringifyCollection(collection, { mode: 'canonical', rle });
}
function read(text: string): Collection {
  return parseCollection(text).collection;
}

describe('canonical boards', () => {
  it('drops empty rows at the end of a board and writes an empty row inside as "-"', () => {
    const out = canonical(collectionOf([puzzle({ title: 'T', board: { rows: ['#####', '#@$.#', '   ', '#####', '', '  '] } })]));
    expect(out).toBe('T\n\n#####\n#@$.#\n-\n#####\n');
    expect(read(out).puzzles[0]!.board.rows).toEqual(['#####', '#@$.#', '-', '#####']);
  });

  it('writes a two-row board one row a line', () => {
    const out = canonical(collectionOf([puzzle({ title: 'Two', board: { rows: ['#@$.#', '#####'] } })]));
    expect(out).toBe('Two\n\n#@$.#\n#####\n');
    expect(read(out).puzzles[0]!.board.rows).toEqual(['#@$.#', '#####']);
  });

  it('writes a one-row board as RLE with an empty row after it, since one row alone is no board', () => {
    const out = canonical(collectionOf([puzzle({ title: 'One', board: { rows: ['#@$.#'] } })]));
    expect(out).toBe('One\n\n#@$.#|-\n');
    expect(read(out).puzzles[0]!.board.rows[0]).toBe('#@$.#');
  });

  it('writes a board whose first row is empty as RLE', () => {
    const out = canonical(collectionOf([puzzle({ title: 'Low', board: { rows: ['', '#####', '#@$.#', '#####'] } })]));
    expect(out).toBe('Low\n\n-|5#|#@$.#|5#\n');
  });
});

describe('canonical moves', () => {
  it('RLE moves longer than 70 characters are wrapped at 70', () => {
    const moves = 'rl'.repeat(40);
    const out = canonical(collectionOf([puzzle({ title: 'T', savedGames: [game('Sol', moves)] })]), true);
    expect(out).toBe(`T\n\n5#|#@$.#|5#\n\nSol\n${'rl'.repeat(35)}\n${'rl'.repeat(5)}\n`);
    expect(read(out).puzzles[0]!.savedGames[0]!.moves.text).toBe(moves);
  });

  it('RLE moves of exactly 70 characters stay on one line', () => {
    const moves = 'rl'.repeat(35);
    const out = canonical(collectionOf([puzzle({ title: 'T', savedGames: [game('Sol', moves)] })]), true);
    expect(out).toBe(`T\n\n5#|#@$.#|5#\n\nSol\n${moves}\n`);
  });

  it('RLE moves are never cut between a count and its letter', () => {
    // 69 single letters, then "3u" would straddle the 70th column: the count moves to the next line.
    const moves = `${'rl'.repeat(34)}ruuud`;
    const out = canonical(collectionOf([puzzle({ title: 'T', savedGames: [game('Sol', moves)] })]), true);
    expect(out).toBe(`T\n\n5#|#@$.#|5#\n\nSol\n${'rl'.repeat(34)}r\n3ud\n`);
    expect(read(out).puzzles[0]!.savedGames[0]!.moves.text).toBe(moves);
  });

  it('plain moves are wrapped at 70, and a "*" that would stand alone on a line joins the line before', () => {
    const moves = `${'r'.repeat(70)}*`;
    const out = canonical(collectionOf([puzzle({ title: 'T', savedGames: [game('Sol', moves)] })]));
    expect(out).toBe(`T\n\n${B}\n\nSol\n${moves}\n`);
    expect(read(out).puzzles[0]!.savedGames[0]!.moves.text).toBe(moves);
    const longer = `${'r'.repeat(70)}*${'u'.repeat(70)}`;
    const out2 = canonical(collectionOf([puzzle({ title: 'T', savedGames: [game('Sol', longer)] })]));
    expect(out2).toBe(`T\n\n${B}\n\nSol\n${'r'.repeat(70)}\n*${'u'.repeat(69)}\nu\n`);
  });

  it('a saved game without moves is left out, and one of "*" alone has no moves line either', () => {
    const doc = collectionOf([puzzle({ title: 'T', savedGames: [game('Empty', ''), game('Star', '*'), game('Kept', 'R')] })]);
    expect(canonical(doc)).toBe(`T\n\n${B}\n\nKept\nR\n`);
    expect(canonical(doc, true)).toBe(`T\n\n5#|#@$.#|5#\n\nKept\nR\n`);
  });

  it('an untitled saved game right under its board gets no ";"', () => {
    const out = canonical(collectionOf([puzzle({ title: 'T', savedGames: [game(null, 'uu')] })]));
    expect(out).toBe(`T\n\n${B}\n\nuu\n`);
    expect(read(out).puzzles[0]!.savedGames[0]!.title).toBeNull();
  });
});

describe('canonical file header', () => {
  it('puts a blank line between the :: comments and the notes or macros under them', () => {
    expect(canonical(collectionOf([], { comments: [':: made by hand'], macros: { Set: 'x' } }))).toBe(':: made by hand\n\nSet=x\n');
    expect(canonical(collectionOf([], { comments: [':: made by hand'], notes: ['About'] }))).toBe(':: made by hand\n\nAbout\n');
    // Comments alone need no blank line under them.
    expect(canonical(collectionOf([], { comments: [':: made by hand'] }))).toBe(':: made by hand\n');
  });

  it('writes the collection title as a Collection: note without the spaces at its ends', () => {
    const out = canonical(collectionOf([puzzle({ title: 'T' })], { title: '  Set  ' }));
    expect(out).toBe(`Collection: Set\n\nT\n\n${B}\n`);
    expect(read(out).title).toBe('Set');
  });

  it('keeps a Collection: note where it stands among the notes', () => {
    const out = canonical(collectionOf([], { title: 'Set', notes: ['Collection: Set', 'About'] }));
    expect(out).toBe('Collection: Set\nAbout\n');
  });

  it('a new collection title replaces the value of the Title: note when the notes have no Collection: note', () => {
    const out = canonical(collectionOf([], { title: 'New', notes: ['Title: Old', 'About'] }));
    expect(out).toBe('Title: New\nAbout\n');
    expect(read(out).title).toBe('New');
  });

  it('a new collection title goes in the Collection: note when the notes have both keys', () => {
    const out = canonical(collectionOf([], { title: 'New', notes: ['Collection: Old', 'Title: Sub'] }));
    expect(out).toBe('Collection: New\nTitle: Sub\n');
    expect(read(out).title).toBe('New');
  });

  it('a file whose puzzles are all of one other tiling names it once in the header', () => {
    const out = canonical(collectionOf([puzzle({ title: 'A', game: 'Hexoban' }), puzzle({ title: 'B', game: 'Hexoban' })]));
    expect(out).toBe(`Game: Hexoban\n\nA\n\n${B}\n\nB\n\n${B}\n`);
    expect(read(out).puzzles.map((p) => p.game)).toEqual(['Hexoban', 'Hexoban']);
  });

  it('a Game= macro names the tiling: no Game: note is added to the header or the puzzles', () => {
    const out = canonical(collectionOf([puzzle({ title: 'A', game: 'Hexoban' })], { macros: { Set: 'x', Game: 'Hexoban' } }));
    expect(out).toBe(`Set=x\nGame=Hexoban\n\nA\n\n${B}\n`);
    expect(read(out).puzzles[0]!.game).toBe('Hexoban');
  });

  it('a puzzle of another tiling than the header names gets its own Game: note', () => {
    const out = canonical(collectionOf([puzzle({ title: 'A', game: 'Hexoban' }), puzzle({ title: 'B' })], { macros: { game: 'Hexoban' } }));
    expect(out).toBe(`game=Hexoban\n\nA\n\n${B}\n\nB\n\n${B}\n\nGame: Sokoban\n`);
    expect(read(out).puzzles.map((p) => p.game)).toEqual(['Hexoban', 'Sokoban']);
  });
});

describe('preserve: :: comments are written once each', () => {
  it('rewritten notes take the puzzle comments, and an unedited saved game keeps its own', () => {
    const { collection } = parseCollection(`${B}\nnote\n:: c1\n\nSol\nR\n:: c2\n`);
    collection.puzzles[0]!.notes = ['changed'];
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B}\nchanged\n:: c1\n\nSol\nR\n:: c2\n`);
    expect(read(out).puzzles[0]!.comments).toEqual([':: c1', ':: c2']);
  });

  it('the same comment in the notes and in a saved game stays in both places', () => {
    const { collection } = parseCollection(`${B}\nnote\n:: c\n\nSol\nR\n:: c\n`);
    collection.puzzles[0]!.notes = ['changed'];
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B}\nchanged\n:: c\n\nSol\nR\n:: c\n`);
    expect(read(out).puzzles[0]!.comments).toEqual([':: c', ':: c']);
  });

  it('comments of a removed saved game stay with the puzzle', () => {
    const { collection } = parseCollection(`${B}\n\nSol\nR\n:: c2\n`);
    collection.puzzles[0]!.savedGames = [];
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B}\n\n:: c2\n`);
    expect(read(out).puzzles[0]!.comments).toEqual([':: c2']);
  });

  it('comments of an edited saved game are written with the rewritten game when the notes are unedited', () => {
    const { collection } = parseCollection(`${B}\nnote\n:: c1\n\nSol\nR\n:: c2\n\nSnap\nuu\n:: c3\n`);
    collection.puzzles[0]!.savedGames[0]!.notes = ['x'];
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B}\nnote\n:: c1\n\nSol\nR\nx\n:: c2\n\nSnap\nuu\n:: c3\n`);
    expect(read(out).puzzles[0]!.comments).toEqual([':: c1', ':: c2', ':: c3']);
  });
});

describe('preserve: blank lines around rewritten notes', () => {
  const text = `One\n\n${B}\n\n\nnote\n\n\n\nTwo\n\n${B}\n`;

  it('new notes keep the blank lines above and below the old ones', () => {
    const { collection } = parseCollection(text);
    collection.puzzles[0]!.notes = ['a', 'b'];
    expect(stringifyCollection(collection)).toBe(`One\n\n${B}\n\n\na\nb\n\n\n\nTwo\n\n${B}\n`);
  });

  it('notes removed leave the blank lines that stood under them', () => {
    const { collection } = parseCollection(text);
    collection.puzzles[0]!.notes = [];
    const out = stringifyCollection(collection);
    expect(out).toBe(`One\n\n${B}\n\n\n\nTwo\n\n${B}\n`);
    expect(read(out).puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', []],
      ['Two', []],
    ]);
  });

  it('notes added where only blank lines stood go right under the board, the blank lines after them', () => {
    const { collection } = parseCollection(`One\n\n${B}\n\n\n\nTwo\n\n${B}\n`);
    collection.puzzles[0]!.notes = ['Author: me'];
    expect(stringifyCollection(collection)).toBe(`One\n\n${B}\nAuthor: me\n\n\n\nTwo\n\n${B}\n`);
  });
});

describe('preserve: the file header', () => {
  it('rewritten notes keep the blank line between the header and the first puzzle', () => {
    const { collection } = parseCollection(`About\n\nOne\n\n${B}\n`);
    collection.notes = ['Changed'];
    const out = stringifyCollection(collection);
    expect(out).toBe(`Changed\n\nOne\n\n${B}\n`);
    expect(read(out).notes).toEqual(['Changed']);
  });

  it('a new collection title goes in the Collection: line, keeping its spacing', () => {
    const { collection } = parseCollection(`Collection:   Old\nAbout\n\n${B}\n`);
    collection.title = 'New';
    expect(stringifyCollection(collection)).toBe(`Collection:   New\nAbout\n\n${B}\n`);
  });

  it('a collection title with spaces at its ends is written trimmed in the rewritten header', () => {
    const { collection } = parseCollection(`Collection: Old\n\n${B}\n`);
    collection.title = ' New ';
    const out = stringifyCollection(collection);
    expect(out).toBe(`Collection: New\n\n${B}\n`);
    expect(read(out).title).toBe('New');
  });
});

describe('preserve: .osb metadata', () => {
  const text = `;;Author: A\n;;Title: One\n${B}\nnote\n\n;;Title: Two\n${B}\n`;

  it('rewritten notes do not repeat what the ;;Author: line above the board gives', () => {
    const { collection } = parseCollection(text, { fileName: 'x.osb' });
    collection.puzzles[0]!.notes = ['Author: A', 'changed'];
    const out = stringifyCollection(collection);
    expect(out).toBe(`;;Author: A\n;;Title: One\n${B}\nchanged\n\n;;Title: Two\n${B}\n`);
    expect(parseCollection(out, { fileName: 'x.osb' }).collection.puzzles.map((p) => p.notes)).toEqual([['Author: A', 'changed'], ['Author: A']]);
  });

  it("a puzzle's own Author: note is written when it replaces the metadata's", () => {
    const { collection } = parseCollection(text, { fileName: 'x.osb' });
    collection.puzzles[0]!.notes = ['Author: A', 'Author: B'];
    const out = stringifyCollection(collection);
    expect(out).toBe(`;;Author: A\n;;Title: One\n${B}\nAuthor: A\nAuthor: B\n\n;;Title: Two\n${B}\n`);
  });

  it('notes that do not start with the metadata are written whole', () => {
    const { collection } = parseCollection(text, { fileName: 'x.osb' });
    collection.puzzles[0]!.notes = ['changed', 'Author: A'];
    expect(stringifyCollection(collection)).toBe(`;;Author: A\n;;Title: One\n${B}\nchanged\nAuthor: A\n\n;;Title: Two\n${B}\n`);
  });
});

describe('preserve: line breaks of the source', () => {
  it.each(['\r\n', '\r', '\r\r\n'])('a saved game added after a blank line that ends the file (%j) gets no second blank line', (eol) => {
    const text = ['One', '', ...ROWS, '', ''].join(eol);
    const { collection } = parseCollection(text);
    collection.puzzles[0]!.savedGames.push(game('Sol', 'R'));
    expect(stringifyCollection(collection)).toBe(['One', '', ...ROWS, '', 'Sol', 'R', '', ''].join(eol));
  });

  it.each(['\r\n', '\r', '\r\r\n'])('so too after notes and a blank line (%j)', (eol) => {
    const text = ['One', '', ...ROWS, 'note', '', ''].join(eol);
    const { collection } = parseCollection(text);
    collection.puzzles[0]!.savedGames.push(game('Sol', 'R'));
    const out = stringifyCollection(collection);
    expect(out).toBe(['One', '', ...ROWS, 'note', '', 'Sol', 'R', '', ''].join(eol));
    expect(read(out).puzzles[0]!.notes).toEqual(['note']);
  });
});

describe('preserve: files that could give titles after boards', () => {
  it('an untitled first board, and a single note written under a board: a blank line keeps it from passing for a title', () => {
    const { collection } = parseCollection(`${B}\n\n${B}\n`);
    collection.puzzles[0]!.notes = ['hello'];
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B}\n\nhello\n\n;\n${B}\n`);
    expect(read(out).puzzles.map((p) => [p.title, p.notes])).toEqual([
      [null, ['hello']],
      [null, []],
    ]);
  });

  it('a first board named by a Title: note below it leaves that reading open too', () => {
    const { collection } = parseCollection(`${B}\nTitle: X\n\n${B}\n`);
    collection.puzzles[1]!.notes = ['hello'];
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B}\nTitle: X\n\n${B}\n\nhello\n`);
    expect(read(out).puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['X', ['Title: X']],
      [null, ['hello']],
    ]);
  });

  it('a first board named above it rules that reading out: the note goes right under the board', () => {
    const { collection } = parseCollection(`One\n\n${B}\n\n${B}\n`);
    collection.puzzles[1]!.notes = ['hello'];
    const out = stringifyCollection(collection);
    expect(out).toBe(`One\n\n${B}\n\n${B}\nhello\n`);
    expect(read(out).puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', []],
      [null, ['hello']],
    ]);
  });

  it('a comment added to a puzzle breaks the layout: every title moves above its board', () => {
    const { collection } = parseCollection(`${B}\nFirst\n\n${B}\nSecond\n`);
    collection.puzzles[0]!.comments.push(':: c');
    const out = stringifyCollection(collection);
    expect(out.startsWith(`First\n\n${B}\n`)).toBe(true);
    expect(out.endsWith(`\nSecond\n\n${B}\n`)).toBe(true);
    const again = read(out);
    expect(again.puzzles.map((p) => [p.title, p.notes, p.comments])).toEqual([
      ['First', [], [':: c']],
      ['Second', [], []],
    ]);
  });
});

describe('preserve: titles and what stands around them', () => {
  it('a title given to an untitled .osb level goes on a title line under its metadata', () => {
    const { collection } = parseCollection(`;;Author: A\n${B}\n`, { fileName: 'x.osb' });
    collection.puzzles[0]!.title = 'T';
    const out = stringifyCollection(collection);
    expect(out).toBe(`;;Author: A\n\nT\n\n${B}\n`);
    const [p] = parseCollection(out, { fileName: 'x.osb' }).collection.puzzles;
    expect([p!.title, p!.notes]).toEqual(['T', ['Author: A']]);
  });

  it('a title changed in its Title: note leaves the comment under it in place', () => {
    const { collection } = parseCollection(`${B}\nTitle: Old\n:: c\n`);
    collection.puzzles[0]!.title = 'New';
    expect(stringifyCollection(collection)).toBe(`${B}\nTitle: New\n:: c\n`);
  });

  it('a changed title line leaves the notes, and a comment among them, as they were', () => {
    const { collection } = parseCollection(`One\n\n${B}\nfirst\n:: c\nsecond\n`);
    collection.puzzles[0]!.title = 'Uno';
    expect(stringifyCollection(collection)).toBe(`Uno\n\n${B}\nfirst\n:: c\nsecond\n`);
  });

  it('rewritten notes that hold the title in a Title: note are written as given', () => {
    const { collection } = parseCollection(`${B}\nTitle:Old\nx\n`);
    collection.puzzles[0]!.title = 'New';
    collection.puzzles[0]!.notes = ['Title:New', 'y'];
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B}\nTitle:New\ny\n`);
    expect(read(out).puzzles[0]!.title).toBe('New');
  });

  it('rewritten notes of a puzzle titled above its board get no Title: note', () => {
    const { collection } = parseCollection(`One\n\n${B}\nnote\n`);
    collection.puzzles[0]!.notes = ['changed'];
    expect(stringifyCollection(collection)).toBe(`One\n\n${B}\nchanged\n`);
  });

  it('a puzzle whose tiling changed gets a Game: note naming it', () => {
    const { collection } = parseCollection(`One\n\n${B}\n`);
    collection.puzzles[0]!.game = 'Hexoban';
    const out = stringifyCollection(collection);
    expect(out).toBe(`One\n\n${B}\nGame: Hexoban\n`);
    expect(read(out).puzzles[0]!.game).toBe('Hexoban');
  });
});

describe('preserve: an untitled saved game under rewritten notes', () => {
  it('gets a ";" above its moves when a note now stands above them', () => {
    const { collection } = parseCollection(`One\n\n${B}\n\nR\n`);
    collection.puzzles[0]!.notes = ['changed'];
    const out = stringifyCollection(collection);
    expect(out).toBe(`One\n\n${B}\nchanged\n\n;\nR\n`);
    const [p] = read(out).puzzles;
    expect([p!.notes, p!.savedGames.map((g) => g.title)]).toEqual([['changed'], [null]]);
  });

  it('a game whose title is set to null under new notes gets a ";" too', () => {
    const { collection } = parseCollection(`One\n\n${B}\n\nSol\nR\n`);
    collection.puzzles[0]!.savedGames[0]!.title = null;
    collection.puzzles[0]!.notes = ['note'];
    expect(stringifyCollection(collection)).toBe(`One\n\n${B}\nnote\n\n;\nR\n`);
  });
});

describe('canonical puzzle notes', () => {
  it('a Game= line in the notes names the tiling: no Game: note is added', () => {
    const out = canonical(collectionOf([puzzle({ title: 'A', game: 'Hexoban', notes: ['other', 'Game=Hexoban'] }), puzzle({ title: 'B' })]));
    expect(out).toBe(`A\n\n${B}\n\nother\nGame=Hexoban\n\nB\n\n${B}\n`);
    expect(read(out).puzzles.map((p) => p.game)).toEqual(['Hexoban', 'Sokoban']);
  });

  it('an empty Game= line names nothing: the next one counts', () => {
    const out = canonical(collectionOf([puzzle({ title: 'A', game: 'Hexoban', notes: ['Game=', 'Game=Hexoban'] }), puzzle({ title: 'B' })]));
    expect(out).toBe(`A\n\n${B}\n\nGame=\nGame=Hexoban\n\nB\n\n${B}\n`);
    expect(read(out).puzzles.map((p) => p.game)).toEqual(['Hexoban', 'Sokoban']);
  });
});

describe('canonical: ";" above untitled boards and moves', () => {
  it('a :: comment is never a title: no ";" under one', () => {
    const out = canonical(collectionOf([puzzle({})], { comments: [':: c'] }));
    expect(out).toBe(`:: c\n\n${B}\n`);
    expect(read(out).puzzles[0]!.title).toBeNull();
  });

  it('moves above an untitled board could pass for its title; a comment above untitled moves could not', () => {
    const doc = collectionOf([puzzle({ title: 'A', comments: [':: c'], savedGames: [game(null, 'R')] }), puzzle({})]);
    const out = canonical(doc);
    expect(out).toBe(`A\n\n${B}\n\n:: c\n\nR\n\n;\n${B}\n`);
    expect(read(out).puzzles.map((p) => [p.title, p.comments, p.savedGames.map((g) => [g.title, g.moves.text])])).toEqual([
      ['A', [':: c'], [[null, 'R']]],
      [null, [], []],
    ]);
  });

  it('untitled moves under other moves need no ";"', () => {
    const out = canonical(collectionOf([puzzle({ title: 'A', savedGames: [game(null, 'R'), game(null, 'uu')] })]));
    expect(out).toBe(`A\n\n${B}\n\nR\n\nuu\n`);
    expect(read(out).puzzles[0]!.savedGames.map((g) => [g.title, g.moves.text])).toEqual([
      [null, 'R'],
      [null, 'uu'],
    ]);
  });
});

describe('preserve: a saved game added leaves the end of the file as it was', () => {
  // A new game goes in as a blank line and its lines, right under what stood there; the file's own ending stays.
  const added = (text: string, titles: string[], puzzle = 0): string => {
    const collection = read(text);
    for (const t of titles) collection.puzzles[puzzle]!.savedGames.push(game(t, 'R'));
    return stringifyCollection(collection);
  };

  it('a file that ended right under the board ends right under the game', () => {
    expect(added(`${B}\n`, ['Sol'])).toBe(`${B}\n\nSol\nR\n`);
    expect(added(`One\n\n${B}\nA note\n`, ['Sol'])).toBe(`One\n\n${B}\nA note\n\nSol\nR\n`);
  });

  it('a file that ended in a blank line still does', () => {
    expect(added(`${B}\n\n`, ['Sol'])).toBe(`${B}\n\nSol\nR\n\n`);
    const crlf = (text: string): string => text.replace(/\n/g, '\r\n');
    expect(added(crlf(`${B}\n\n`), ['Sol'])).toBe(crlf(`${B}\n\nSol\nR\n\n`));
  });

  it('two games added: a blank line between them, none after the last', () => {
    expect(added(`${B}\n`, ['First', 'Second'])).toBe(`${B}\n\nFirst\nR\n\nSecond\nR\n`);
  });

  it('a game added above another puzzle that stood right under the board is parted from it by a blank line', () => {
    // "Two" right under the first board, above a blank line and a board, is the second puzzle's title.
    const text = `One\n\n${B}\nTwo\n\n${B}\n`;
    expect(read(text).puzzles.map((p) => p.title)).toEqual(['One', 'Two']);
    const out = added(text, ['Sol']);
    expect(out).toBe(`One\n\n${B}\n\nSol\nR\n\nTwo\n\n${B}\n`);
    expect(read(out).puzzles.map((p) => [p.title, p.savedGames.map((g) => g.title)])).toEqual([
      ['One', ['Sol']],
      ['Two', []],
    ]);
  });
});

describe('preserve: a source without a final line break', () => {
  it('a puzzle added after the last board starts on a new line, after a blank line', () => {
    const { collection } = parseCollection(`One\n\n${B}`);
    collection.puzzles.push(puzzle({ title: 'Two' }));
    const out = stringifyCollection(collection);
    expect(out).toBe(`One\n\n${B}\n\nTwo\n\n${B}\n`);
    expect(read(out).puzzles.map((p) => p.title)).toEqual(['One', 'Two']);
  });

  it('a saved game added after the last moves starts on a new line, after a blank line', () => {
    const { collection } = parseCollection(`${B}\n\nSol\nR`);
    collection.puzzles[0]!.savedGames.push(game('Snapshot', 'uu'));
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B}\n\nSol\nR\n\nSnapshot\nuu\n`);
    expect(read(out).puzzles[0]!.savedGames.map((g) => [g.title, g.moves.text])).toEqual([
      ['Sol', 'R'],
      ['Snapshot', 'uu'],
    ]);
  });
});

describe('preserve: header edits and puzzles moved between documents', () => {
  it('an edited macro rewrites the header', () => {
    const { collection } = parseCollection(`Set=x\n\nOne\n\n${B}\n`);
    collection.macros['Set'] = 'y';
    const out = stringifyCollection(collection);
    expect(out).toBe(`Set=y\n\nOne\n\n${B}\n`);
    expect(read(out).macros).toEqual({ Set: 'y' });
  });

  it('a Game: note removed from the header moves into the puzzles it named', () => {
    const { collection } = parseCollection(`Game: Hexoban\n\nOne\n\n${B}\n`);
    collection.notes = [];
    const out = stringifyCollection(collection);
    expect(out).toBe(`One\n\n${B}\nGame: Hexoban\n`);
    expect(read(out).puzzles[0]!.game).toBe('Hexoban');
  });

  it('a puzzle whose tiling came from its file name names it in a document built by a program', () => {
    const from = parseCollection(`H\n\n${B}\n`, { fileName: 'x.hsb' }).collection;
    const out = stringifyCollection(collectionOf([from.puzzles[0]!]));
    expect(out).toBe(`H\n\n${B}\nGame: Hexoban\n`);
    expect(read(out).puzzles[0]!.game).toBe('Hexoban');
  });

  it('puzzles with titles after their boards, moved into a file read otherwise, get their titles above the boards', () => {
    const from = read(`${B}\nFirst\n\n${B}\nSecond\n`);
    const into = read('Collection: X\n');
    into.puzzles.push(...from.puzzles);
    const out = stringifyCollection(into);
    expect(out).toBe(`Collection: X\n\nFirst\n\n${B}\n\nSecond\n\n${B}\n`);
    expect(read(out).puzzles.map((p) => p.title)).toEqual(['First', 'Second']);
  });

  it('all of them in a document built by a program keep that layout', () => {
    const from = read(`${B}\nFirst\n\n${B}\nSecond\n`);
    const out = stringifyCollection(collectionOf(from.puzzles));
    expect(out).toBe(`${B}\nFirst\n\n${B}\nSecond\n`);
  });
});

describe('preserve: no needless ";" where unedited text follows an edit', () => {
  // The last of two note lines is not read as the next part's title (a blank line or nothing must stand above a title).
  it('above an untitled board', () => {
    const text = `One\n\n${B}\nhello\nworld\n\n${B}\n`;
    const { collection } = parseCollection(text);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', ['hello', 'world']],
      [null, []],
    ]);
    collection.puzzles[0]!.title = 'Uno';
    expect(stringifyCollection(collection)).toBe(text.replace('One', 'Uno'));
  });

  it('above untitled moves', () => {
    const text = `One\n\n${B}\n\nSol\nR\nhello\nworld\n\nuu\n`;
    const { collection } = parseCollection(text);
    expect(collection.puzzles[0]!.savedGames.map((g) => [g.title, g.notes])).toEqual([
      ['Sol', ['hello', 'world']],
      [null, []],
    ]);
    collection.puzzles[0]!.title = 'Uno';
    expect(stringifyCollection(collection)).toBe(text.replace('One', 'Uno'));
  });

  it('a renamed title line between two boards keeps its blank lines and gets none more', () => {
    const { collection } = parseCollection(`One\n\n${B}\n\nTwo\n\n${B}\n`);
    collection.puzzles[1]!.title = 'Zwei';
    expect(stringifyCollection(collection)).toBe(`One\n\n${B}\n\nZwei\n\n${B}\n`);
  });

  it('notes added under the last board of a file without a final line break start on a line of their own', () => {
    const { collection } = parseCollection(`One\n\n${B}`);
    collection.puzzles[0]!.notes = ['hello'];
    const out = stringifyCollection(collection);
    expect(out).toBe(`One\n\n${B}\nhello\n`);
    expect(read(out).puzzles[0]!.notes).toEqual(['hello']);
  });
});

describe('preserve: more edits', () => {
  it('.osb notes that do not start with the metadata keep all their lines', () => {
    const { collection } = parseCollection(`;;Author: A\n;;Title: One\n${B}\nnote\n\n;;Title: Two\n${B}\n`, { fileName: 'x.osb' });
    collection.puzzles[0]!.notes = ['changed', 'more'];
    const out = stringifyCollection(collection);
    expect(out).toBe(`;;Author: A\n;;Title: One\n${B}\nchanged\nmore\n\n;;Title: Two\n${B}\n`);
    expect(parseCollection(out, { fileName: 'x.osb' }).collection.puzzles[0]!.notes).toEqual(['Author: A', 'changed', 'more']);
  });

  it('.osb notes cut back to what the metadata gives are not written as notes', () => {
    const { collection } = parseCollection(`;;Author: A\n;;Title: One\n${B}\nnote\n\n;;Title: Two\n${B}\n`, { fileName: 'x.osb' });
    collection.puzzles[0]!.notes = ['Author: A'];
    const out = stringifyCollection(collection);
    expect(out).toBe(`;;Author: A\n;;Title: One\n${B}\n\n;;Title: Two\n${B}\n`);
    expect(parseCollection(out, { fileName: 'x.osb' }).collection.puzzles[0]!.notes).toEqual(['Author: A']);
  });

  it('a note added above a saved game goes right under the board', () => {
    const { collection } = parseCollection(`${B}\n\nSol\nR\n\n${B}\n`);
    collection.puzzles[0]!.notes = ['hello'];
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B}\nhello\n\nSol\nR\n\n${B}\n`);
    expect(read(out).puzzles[0]!.notes).toEqual(['hello']);
  });

  it('a saved game added to a file with titles after boards moves every title above its board', () => {
    const { collection } = parseCollection(`${B}\nFirst\n\n${B}\nSecond\n`);
    collection.puzzles[0]!.savedGames.push(game('Sol', 'R'));
    const out = stringifyCollection(collection);
    expect(out).toBe(`First\n\n${B}\n\nSol\nR\n\nSecond\n\n${B}\n`);
    expect(read(out).puzzles.map((p) => [p.title, p.savedGames.length])).toEqual([
      ['First', 1],
      ['Second', 0],
    ]);
  });

  it('a first puzzle whose new title goes on a line above its board rules out titles after boards', () => {
    const { collection } = parseCollection(`${B}\nTitle: X\n\n${B}\n`);
    collection.puzzles[0]!.title = ' X ';
    collection.puzzles[1]!.notes = ['hello'];
    const out = stringifyCollection(collection);
    expect(out).toBe(`" X "\n\n${B}\nTitle: X\n\n${B}\nhello\n`);
    expect(read(out).puzzles.map((p) => [p.title, p.notes])).toEqual([
      [' X ', ['Title: X']],
      [null, ['hello']],
    ]);
  });

  it('an edited board with an empty last row is written one row a line, without that row', () => {
    const { collection } = parseCollection(`One\n\n${B}\n`);
    collection.puzzles[0]!.board.rows = ['######', '#@$ .#', '######', ''];
    const out = stringifyCollection(collection);
    expect(out).toBe('One\n\n######\n#@$ .#\n######\n');
    expect(read(out).puzzles[0]!.board.rows).toEqual(['######', '#@$ .#', '######']);
  });
});

describe('preserve: a title taken from a puzzle of a file with titles under its boards', () => {
  it('is gone when read back: the title lines move above the boards, as an untitled board cannot stand among titled ones under theirs', () => {
    const { collection } = parseCollection(`${B}\nFirst\n\n${B}\nSecond\n`);
    collection.puzzles[1]!.title = null;
    const out = stringifyCollection(collection);
    // Copying the second board with the line under it would write the title back.
    expect(out).toBe(`First\n\n${B}\n\n${B}\n`);
    expect(read(out).puzzles.map((p) => p.title)).toEqual(['First', null]);
  });
});
