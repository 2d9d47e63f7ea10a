/**
 * Preserve and canonical writes in corners the other writer tests leave
 * open: metadata lines above a new board or new moves, saved games whose
 * first moves line has a typo, lines of a rewritten part that the document
 * holds nowhere else (`Game=`, indented `.osb` metadata), blank-only file
 * headers, `Game=` macros written with spaces, and the advice of a refusal
 * for values whose path only looks like a note's or a comment's, and title
 * lines left right under a board once the first puzzle loses its title or
 * once a file of titles under boards is down to one puzzle. Every
 * expected text is worked out by hand from the rules in `sok-writer.ts`,
 * SOK 0.17 and the `.osb` format.
 */
import { describe, expect, it } from 'vitest';
import { movesFromText, parseCollection, stringifyCollection, type Collection, type Puzzle } from '../src/index.js';
import { refusal } from './refusal.js';

const B = '#####\n#@$.#\n#####\n';

/** An untitled Sokoban puzzle on the board `B`, as a program builds it. */
function newPuzzle(fields: Partial<Puzzle> = {}): Puzzle {
  return { title: null, board: { rows: ['#####', '#@$.#', '#####'] }, notes: [], game: 'Sokoban', savedGames: [], comments: [], ...fields };
}

function read(text: string): Collection {
  return parseCollection(text).collection;
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
    // The game: a blank line, then its moves; the file ended right under the `;;Author:` line, so nothing follows them.
    expect(out).toBe(`${source}\nR\n`);
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

describe('a macro whose `Key=value` line would read back as something else', () => {
  const withMacro = (key: string, value: string): Collection => ({ title: null, notes: [], comments: [], macros: { [key]: value }, puzzles: [newPuzzle({ title: 'One' })] });

  // Each key with the index of its first character a key cannot hold: `Key=value` keys are a letter, then up to 39
  // letters, digits, spaces, `_`, `.` or `-`, ending with no space.
  for (const [key, at] of [
    ['k=x', 1],
    ['', 0],
    [':: k', 0],
    [' sp', 0],
    ['sp ', 2],
    ['a\tb', 1],
    ['Key: x', 3],
    ['1st', 0],
    ['a'.repeat(41), 40],
    ['a'.repeat(50), 40],
  ] as const) {
    it(`key ${JSON.stringify(key)} is refused at index ${at}, in either mode`, () => {
      for (const mode of ['preserve', 'canonical'] as const) {
        const error = refusal(() => stringifyCollection(withMacro(key, 'v'), { mode }));
        expect(error.path).toBe(`macros[${JSON.stringify(key)}]`);
        expect(error.index).toBe(at);
        expect(error.message).toMatch(/cannot be written as a `Key=value` macro line: a key is a letter/);
      }
    });
  }

  for (const [value, at] of [
    [' v', 0],
    ['v\t', 1],
    ['a b  ', 3],
  ] as const) {
    it(`value ${JSON.stringify(value)} is refused at index ${at}: the reader trims it`, () => {
      const error = refusal(() => stringifyCollection(withMacro('Key', value)));
      expect(error.index).toBe(at);
      expect(error.message).toMatch(/drops spaces at the ends of a value/);
    });
  }

  it('keys of every kind of character a key holds, 40 long, and an empty value read back as written', () => {
    for (const key of ['Copy right', 'a.b-c_d 2', 'K'.repeat(40)]) {
      const back = read(stringifyCollection(withMacro(key, '')));
      expect(Object.entries(back.macros)).toEqual([[key, '']]);
      expect(back.puzzles.map((p) => p.title)).toEqual(['One']);
    }
  });

  it('a `Game` macro set in a file that names its tiling with `Game=`: that line gives way, so one line names the tiling', () => {
    const collection = read(`K=v\nGame=Hexoban\n\nT\n\n${B}`);
    collection.macros['Game'] = 'Sokoban';
    const out = stringifyCollection(collection);
    expect(out).toBe(`K=v\nGame=Sokoban\n\nT\n\n${B}Game: Hexoban\n`);
    expect(read(out).puzzles.map((p) => p.game)).toEqual(['Hexoban']);
  });

  it('a `Game` macro added to a file read as Sokoban names the tiling, and the puzzles keep theirs with a `Game:` note', () => {
    const collection = read(`One\n\n${B}`);
    collection.macros['Game'] = 'Hexoban';
    const out = stringifyCollection(collection);
    expect(out).toBe(`Game=Hexoban\n\nOne\n\n${B}Game: Sokoban\n`);
    expect(read(out).puzzles.map((p) => p.game)).toEqual(['Sokoban']);
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

describe('what stands above an untitled board copied after a rewritten part', () => {
  it('a title line dropped from the first puzzle leaves the board first in the file, with no blank line above it', () => {
    const collection = read(`One\n${B}`);
    collection.puzzles[0]!.title = null;
    const out = stringifyCollection(collection);
    // Nothing is written above the board, so no earlier board row can join it: a blank line would only be added text.
    expect(out).toBe(B);
    expect(read(out).puzzles.map((p) => p.title)).toEqual([null]);
  });

  it('moves standing first under a ";" right above the board would be its title: the board gets a ";" of its own', () => {
    const collection = read(`One\n\n${B}Author: A\nRRUU\n${B}`);
    expect(collection.puzzles.map((p) => [p.title, p.savedGames.map((g) => [g.title, g.moves.text])])).toEqual([
      ['One', [[null, 'RRUU']]],
      [null, []],
    ]);
    collection.puzzles[0]!.notes = ['Hello'];
    const out = stringifyCollection(collection);
    // "Hello" could be the game's title, so the game is written under a blank line and a ";"; under that ";" the
    // moves line is where a title can stand, and the board under it would take it: a second ";" keeps it a game.
    expect(out).toBe(`One\n\n${B}Hello\n\n;\nRRUU\n;\n${B}`);
    const back = read(out);
    expect(back.puzzles.map((p) => [p.title, p.notes, p.savedGames.map((g) => [g.title, g.moves.text])])).toEqual([
      ['One', ['Hello'], [[null, 'RRUU']]],
      [null, [], []],
    ]);
  });

  it('a note under the previous moves is that game\'s note, never the board\'s title: the board gets no ";"', () => {
    const collection = read(`One\n\n${B}RRUU\nHello\n${B}`);
    expect(collection.puzzles[0]!.savedGames.map((g) => [g.title, g.moves.text, g.notes])).toEqual([[null, 'RRUU', ['Hello']]]);
    collection.puzzles[0]!.title = 'Two';
    const out = stringifyCollection(collection);
    expect(out).toBe(`Two\n\n${B}RRUU\nHello\n${B}`);
    const back = read(out);
    expect(back.puzzles.map((p) => [p.title, p.savedGames.map((g) => [g.title, g.moves.text, g.notes])])).toEqual([
      ['Two', [[null, 'RRUU', ['Hello']]]],
      [null, []],
    ]);
  });
});

describe('blank lines above new untitled moves', () => {
  it('a line of spaces is a blank line: moves added under it, with only blank lines up to the board, get no ";"', () => {
    const source = `One\n\n${B}\n  \n`;
    const collection = read(source);
    collection.puzzles[0]!.savedGames.push({ title: null, moves: movesFromText('R'), notes: [] });
    const out = stringifyCollection(collection);
    // The source already ends with a blank line: the game follows it, then the blank line a new game ends with.
    expect(out).toBe(`${source}R\n\n`);
    expect(read(out).puzzles[0]!.savedGames.map((g) => [g.title, g.moves.text])).toEqual([[null, 'R']]);
  });
});

describe('rewritten notes of a puzzle followed by another board', () => {
  it('two lines or more stay right under the board where the source had them: only a lone line could pass for a title after the board', () => {
    const collection = read(`${B}Author: A\n\n${B}`);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      [null, ['Author: A']],
      [null, []],
    ]);
    collection.puzzles[0]!.notes = ['Author: B', 'Hello'];
    const out = stringifyCollection(collection);
    // "Hello" could be the next board's title across the blank line: that board gets a ";".
    expect(out).toBe(`${B}Author: B\nHello\n\n;\n${B}`);
    expect(read(out).puzzles.map((p) => [p.title, p.notes])).toEqual([
      [null, ['Author: B', 'Hello']],
      [null, []],
    ]);
  });
});

describe('untitled saved games copied on after other saved games', () => {
  it('while the output is still the source copied from its start, a game after one whose last moves line has a typo gets no ";"', () => {
    const source = `One\n\n${B}LLDD\nRRUUx\n\nRRUU\n\nTwo\n\n${B}`;
    const collection = read(source);
    // "RRUUx" under the moves "LLDD" reads as more moves: the first game is "LLDDRRUU", the second "RRUU".
    expect(collection.puzzles[0]!.savedGames.map((g) => [g.title, g.moves.text])).toEqual([
      [null, 'LLDDRRUU'],
      [null, 'RRUU'],
    ]);
    collection.puzzles[1]!.title = 'Three';
    const out = stringifyCollection(collection);
    // Everything above the second puzzle's title line is the source as read: it is copied without a change.
    expect(out).toBe(`One\n\n${B}LLDD\nRRUUx\n\nRRUU\n\nThree\n\n${B}`);
    expect(read(out).puzzles[0]!.savedGames.map((g) => [g.title, g.moves.text])).toEqual([
      [null, 'LLDDRRUU'],
      [null, 'RRUU'],
    ]);
  });

  it('after a title changed above, an untitled game under another untitled game\'s moves and a blank line gets no ";": moves are no title', () => {
    const collection = read(`One\n\n${B}RRUU\n\nLLDD\n`);
    expect(collection.puzzles[0]!.savedGames.map((g) => [g.title, g.moves.text])).toEqual([
      [null, 'RRUU'],
      [null, 'LLDD'],
    ]);
    collection.puzzles[0]!.title = 'Two';
    const out = stringifyCollection(collection);
    expect(out).toBe(`Two\n\n${B}RRUU\n\nLLDD\n`);
    expect(read(out).puzzles[0]!.savedGames.map((g) => [g.title, g.moves.text])).toEqual([
      [null, 'RRUU'],
      [null, 'LLDD'],
    ]);
  });

  it('an untitled game copied under a rewritten game gets no ";": the rewritten moves above it are no title', () => {
    const collection = read(`One\n\n${B}\nLLDD\n\nRRUU\n`);
    collection.puzzles[0]!.savedGames[0]!.moves = movesFromText('UD');
    const out = stringifyCollection(collection);
    // The rewritten game keeps the one blank line it had under it; the second game follows it as in the source.
    expect(out).toBe(`One\n\n${B}\nUD\n\nRRUU\n`);
    expect(read(out).puzzles[0]!.savedGames.map((g) => [g.title, g.moves.text])).toEqual([
      [null, 'UD'],
      [null, 'RRUU'],
    ]);
  });

  it('moves copied away from the note above them, right above the next board, get a ";" between them and that board', () => {
    const collection = read(`One\n\n${B}\nLLDD\nAuthor: A\nRRUU\n${B}`);
    // Under a note of the first game, "RRUU" reads as moves: a second untitled game.
    expect(collection.puzzles.map((p) => [p.title, p.savedGames.map((g) => [g.title, g.moves.text, g.notes])])).toEqual([
      ['One', [[null, 'LLDD', ['Author: A']], [null, 'RRUU', []]]],
      [null, []],
    ]);
    collection.puzzles[0]!.savedGames.splice(0, 1);
    const out = stringifyCollection(collection);
    // Under the blank line, "RRUU" stands where the next board's title could: the board gets a ";".
    expect(out).toBe(`One\n\n${B}\nRRUU\n;\n${B}`);
    expect(read(out).puzzles.map((p) => [p.title, p.savedGames.map((g) => [g.title, g.moves.text])])).toEqual([
      ['One', [[null, 'RRUU']]],
      [null, []],
    ]);
  });
});

describe('lines looked back over in a file with CR line ends', () => {
  const BCR = '#####\r#@$.#\r#####\r';

  it('two CRs are two line breaks: the blank line between a lone wall note and the next board keeps them apart', () => {
    const source = `One\r\r${BCR}\r#####\r\r${BCR}`;
    const collection = read(source);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', ['#####']],
      [null, []],
    ]);
    collection.puzzles[0]!.title = 'Two';
    const out = stringifyCollection(collection);
    // Only the title line changes: the note already stands off the next board, no second blank line is needed.
    expect(out).toBe(`Two\r\r${BCR}\r#####\r\r${BCR}`);
    expect(read(out).puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['Two', ['#####']],
      [null, []],
    ]);
  });

  it('the last line ends with a lone CR: a lone wall note left right above a board whose ;;Title: line is gone gets a blank line under it', () => {
    const collection = read(`One\r\r${BCR}\r#####\r;;Title: Two\r${BCR}`);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', ['#####']],
      ['Two', []],
    ]);
    collection.puzzles[1]!.title = null;
    const out = stringifyCollection(collection);
    // Right above the board, "#####" would be read as its first row.
    expect(out).toBe(`One\r\r${BCR}\r#####\r\r${BCR}`);
    const back = read(out);
    expect(back.puzzles.map((p) => [p.title, p.notes, p.board.rows])).toEqual([
      ['One', ['#####'], ['#####', '#@$.#', '#####']],
      [null, [], ['#####', '#@$.#', '#####']],
    ]);
  });
});

describe('rows of an edited board', () => {
  it('an empty row inside the board is written as "-": a blank line would end the board there', () => {
    const collection = read(`One\n\n${B}`);
    collection.puzzles[0]!.board = { rows: ['#####', '#@$.#', '', '#####'] };
    const out = stringifyCollection(collection);
    expect(out).toBe('One\n\n#####\n#@$.#\n-\n#####\n');
    // "-" is the row written for an empty one: the board keeps its four rows.
    expect(read(out).puzzles.map((p) => [p.title, p.board.rows])).toEqual([['One', ['#####', '#@$.#', '-', '#####']]]);
  });

  it('a row of spaces inside the board is written as "-" too: a line of spaces is a blank line', () => {
    const collection = read(`One\n\n${B}`);
    collection.puzzles[0]!.board = { rows: ['#####', '#@$.#', '   ', '#####'] };
    const out = stringifyCollection(collection);
    expect(out).toBe('One\n\n#####\n#@$.#\n-\n#####\n');
    expect(read(out).puzzles[0]!.board.rows).toEqual(['#####', '#@$.#', '-', '#####']);
  });

  it('a TAB in a row is one floor cell: it is written as a space, which the reader does not widen to the next tab stop', () => {
    const collection = read(`One\n\n${B}`);
    collection.puzzles[0]!.board = { rows: ['#####', '#@$.#', '#\t#', '#####'] };
    const out = stringifyCollection(collection);
    expect(out).toBe('One\n\n#####\n#@$.#\n# #\n#####\n');
    expect(read(out).puzzles[0]!.board.rows).toEqual(['#####', '#@$.#', '# #', '#####']);
  });
});

describe('a file with its titles under its boards, given a puzzle read from another file', () => {
  it('an untitled puzzle read elsewhere breaks the layout: every title is written above its board', () => {
    const collection = read(`${B}One\n\n${B}Two\n`);
    expect(collection.puzzles.map((p) => p.title)).toEqual(['One', 'Two']);
    collection.puzzles.push(read(B).puzzles[0]!);
    const out = stringifyCollection(collection);
    // Left under the boards, "Two" would pass for the title of the new board: each title line moves above its own
    // board and the line it stood on goes; the new puzzle follows under a blank line, untitled as it was read.
    expect(out).toBe(`One\n\n${B}\nTwo\n\n${B}\n${B}`);
    expect(read(out).puzzles.map((p) => p.title)).toEqual(['One', 'Two', null]);
  });
});

describe('a file with its titles under its boards, down to one puzzle', () => {
  it('the last title goes above its board: the reader takes the one line under a lone board for a note', () => {
    const collection = read(`${B}One\n\n${B}Two\n`);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', []],
      ['Two', []],
    ]);
    collection.puzzles.splice(0, 1);
    const out = stringifyCollection(collection);
    // Above the board, "Two" is a title in any layout; the line it stood on under the board goes.
    expect(out).toBe(`Two\n\n${B}`);
    expect(read(out).puzzles.map((p) => [p.title, p.notes])).toEqual([['Two', []]]);
  });
});

describe('note rows left right above a board whose title line is gone', () => {
  it('an empty row "---" under a lone wall note would join them both to the board: a blank line goes between', () => {
    const collection = read(`One\n\n${B}\n#####\n---\n;;Title: Two\n${B}`);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', ['#####', '---']],
      ['Two', []],
    ]);
    collection.puzzles[1]!.title = null;
    const out = stringifyCollection(collection);
    // The reader starts a board at the wall row and runs it on over the empty row into the board below.
    expect(out).toBe(`One\n\n${B}\n#####\n---\n\n${B}`);
    expect(read(out).puzzles.map((p) => [p.title, p.notes, p.board.rows])).toEqual([
      ['One', ['#####', '---'], ['#####', '#@$.#', '#####']],
      [null, [], ['#####', '#@$.#', '#####']],
    ]);
  });
});

describe('a title line right under the previous board, when the first puzzle loses its title', () => {
  it.each([
    ['x.sok', 'One'],
    ['x.osb', ';;Title: One'],
  ])("gets a blank line above it (%s, first title line %j): with no title above the first board, a text line under each board reads as that board's title", (fileName, firstTitle) => {
    const of = (text: string): unknown => parseCollection(text, { fileName }).collection.puzzles.map((p) => [p.title, p.notes]);
    // Read with "One" above the first board, "Two" is the second puzzle's title (the last text line above its board)
    // and "Note" under the second board is a note.
    const collection = parseCollection(`${firstTitle}\n${B}Two\n\n${B}Note\n`, { fileName }).collection;
    expect(of(`${firstTitle}\n${B}Two\n\n${B}Note\n`)).toEqual([
      ['One', []],
      ['Two', ['Note']],
    ]);
    collection.puzzles[0]!.title = null;
    const out = stringifyCollection(collection);
    // Without "One", each board is followed by one text line and nothing else: the plain XSB layout, which would make
    // "Two" the first board's title and "Note" the second's. The blank line under the first board breaks that layout.
    expect(out).toBe(`${B}\nTwo\n\n${B}Note\n`);
    expect(of(out)).toEqual([
      [null, []],
      ['Two', ['Note']],
    ]);
  });

  it('is left as it stands when the first puzzle keeps a title above its board', () => {
    const source = `One\n${B}Two\n\n${B}Note\n`;
    const collection = read(source);
    collection.puzzles[1]!.notes = ['Note', 'More'];
    const out = stringifyCollection(collection);
    // Only the second puzzle's notes changed: the lines above them are copied as they were.
    expect(out).toBe(`One\n${B}Two\n\n${B}Note\nMore\n`);
    expect(read(out).puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', []],
      ['Two', ['Note', 'More']],
    ]);
  });

  it('is left as it stands in a file read that way, when nothing above it changed', () => {
    // No title above the first board, but two lines under the second: the file is not in the plain XSB layout, and
    // "Two" is the second puzzle's title.
    const source = `${B}Two\n\n${B}Note\nMore\n`;
    const collection = read(source);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      [null, []],
      ['Two', ['Note', 'More']],
    ]);
    expect(stringifyCollection(collection)).toBe(source);
    collection.puzzles[1]!.notes = ['Note', 'More', 'Again'];
    expect(stringifyCollection(collection)).toBe(`${B}Two\n\n${B}Note\nMore\nAgain\n`);
  });

  it('is left as it stands after an edit above, when the first puzzle is still named above its board', () => {
    const collection = read(`One\n${B}Mid\n\n${B}Two\n\n${B}Last note\n`);
    expect(collection.puzzles.map((p) => p.title)).toEqual(['One', 'Mid', 'Two']);
    collection.puzzles[1]!.title = null;
    const out = stringifyCollection(collection);
    // "Mid" goes and the blank line under it stays; "Two" stays right under the second board, as no layout of titles
    // under boards can be read in a file whose first board has its title above it.
    expect(out).toBe(`One\n${B}\n${B}Two\n\n${B}Last note\n`);
    expect(read(out).puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', []],
      [null, []],
      ['Two', ['Last note']],
    ]);
  });

  it('is left as it stands when metadata stands between it and the previous board', () => {
    const collection = read(`One\n${B};;Author: A\nTwo\n${B}`);
    expect(collection.puzzles.map((p) => p.title)).toEqual(['One', 'Two']);
    collection.puzzles[0]!.title = null;
    const out = stringifyCollection(collection);
    // The line under the first board is metadata, not a text line: no layout of titles under boards reads it.
    expect(out).toBe(`${B};;Author: A\nTwo\n${B}`);
    expect(read(out).puzzles.map((p) => p.title)).toEqual([null, 'Two']);
  });
});

describe('a ;;Title: line that cannot hold the new title, under a ";"', () => {
  it('the new title line takes the place of the ";" too: left above it, the ";" would be the note of the puzzle before', () => {
    const collection = read(`One\n${B}note\n;\n;;Title: m\n${B}`);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', ['note']],
      ['m', []],
    ]);
    // A ;;Title: value loses the spaces at its ends: the title goes on a quoted title line, under a blank line.
    collection.puzzles[1]!.title = ' m ';
    const out = stringifyCollection(collection);
    expect(out).toBe(`One\n${B}note\n\n" m "\n${B}`);
    expect(read(out).puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', ['note']],
      [' m ', []],
    ]);
  });

  it('at the top of the file, the ";" would be a note of the file', () => {
    const collection = read(`;\n;;Title: m\n${B}`);
    expect([collection.notes, collection.puzzles[0]!.title]).toEqual([[], 'm']);
    collection.puzzles[0]!.title = ' m ';
    const out = stringifyCollection(collection);
    expect(out).toBe(`" m "\n${B}`);
    expect(read(out).notes).toEqual([]);
    expect(read(out).puzzles[0]!.title).toBe(' m ');
  });
});
