import { describe, expect, it } from 'vitest';
import {
  decodeRle,
  encodeRle,
  encodeRleBoard,
  movesFromText,
  parseCollection,
  parseMoves,
  stringifyCollection,
  stringifyXsb,
  UnwritableTextError,
  type Collection,
  type Puzzle,
  type SavedGame,
} from '../src/index.js';

const FILE = [
  ':: comment',
  'Collection: Set',
  '',
  'First',
  '',
  '#####',
  '#@$.#',
  '#####',
  'Author: A',
  '',
  'Solution',
  'R',
  '',
  'Second',
  '',
  '######',
  '#@ $.#',
  '######',
  '',
].join('\r\n');

/** Lines of `after` that differ from the line at the same place in `before`. */
function changedLines(before: string, after: string): string[] {
  const a = before.split(/\r\n/);
  const b = after.split(/\r\n/);
  return b.filter((line, i) => line !== a[i]);
}

describe('preserve mode', () => {
  it('writes an unedited file back byte for byte: CRLF, BOM, TABs, trailing spaces, no final line break', () => {
    for (const text of [FILE, `\uFEFF${FILE}`, '#####  \n#@$.#\t\n#####', 'a\rb\r\r#####\r#@$.#\r#####\r', '  \n\n']) {
      expect(stringifyCollection(parseCollection(text).collection)).toBe(text);
    }
  });

  it('a changed title rewrites only its line', () => {
    const { collection } = parseCollection(FILE);
    collection.puzzles[1]!.title = 'Renamed';
    const out = stringifyCollection(collection);
    expect(changedLines(FILE, out)).toEqual(['Renamed']);
  });

  it('a title from a Title: note is changed in the note, keeping its key', () => {
    const text = '#####\n#@$.#\n#####\nTitle: Old\n';
    const { collection } = parseCollection(text);
    collection.puzzles[0]!.title = 'New';
    expect(stringifyCollection(collection)).toBe('#####\n#@$.#\n#####\nTitle: New\n');
  });

  it('a new saved game is appended and every existing line stays as it was', () => {
    const { collection } = parseCollection(FILE);
    collection.puzzles[1]!.savedGames.push({ title: 'Solution 2/1', moves: movesFromText('rR'), notes: [] });
    const out = stringifyCollection(collection);
    expect(out.startsWith(FILE)).toBe(true);
    expect(out.slice(FILE.length)).toBe('\r\nSolution 2/1\r\nrR\r\n');
  });

  it('a changed board changes only its rows', () => {
    const { collection } = parseCollection(FILE);
    collection.puzzles[0]!.board.rows = ['#####', '#@ $.#'.slice(0, 5), '#####'];
    const out = stringifyCollection(collection);
    expect(changedLines(FILE, out)).toEqual(['#@ $.']);
  });

  it('an edited collection read again gives the edited values', () => {
    const { collection } = parseCollection(FILE);
    collection.puzzles[0]!.notes = ['Author: B', 'Note'];
    collection.puzzles[0]!.savedGames[0]!.moves = parseMoves('lR').moves;
    const again = parseCollection(stringifyCollection(collection)).collection;
    expect(again.puzzles[0]!.notes).toEqual(['Author: B', 'Note']);
    expect(again.puzzles[0]!.savedGames[0]!.moves.text).toBe('lR');
    expect(again.puzzles[1]!.title).toBe('Second');
  });
});

describe('canonical mode', () => {
  const messy = 'Collection: M\n\n; One\n\n  #####\n  #p-b.#\n  #_-o #\n -\n  #####\nnote\n\nSolution\n3r\n';

  it('writes SOK with standard characters', () => {
    const out = stringifyCollection(parseCollection(messy).collection, { mode: 'canonical' });
    expect(out).toBe('Collection: M\n\nOne\n\n  #####\n  #@ $.#\n  #  . #\n-\n  #####\n\nnote\n\nSolution\nrrr\n');
  });

  it('is stable and keeps the content', () => {
    const once = stringifyCollection(parseCollection(messy).collection, { mode: 'canonical' });
    const twice = stringifyCollection(parseCollection(once).collection, { mode: 'canonical' });
    expect(twice).toBe(once);
    const p = parseCollection(once).collection.puzzles[0]!;
    expect([p.title, p.notes, p.savedGames[0]!.moves.text]).toEqual(['One', ['note'], 'rrr']);
  });

  it('names the tiling when only the file extension told it', () => {
    const { collection } = parseCollection(' # # #\n# @ $ . #\n # # #\n', { fileName: 'x.hsb' });
    const out = stringifyCollection(collection, { mode: 'canonical' });
    expect(parseCollection(out).collection.puzzles[0]!.game).toBe('Hexoban');
  });

  it('can write boards and moves run-length encoded', () => {
    // ("S" alone would be a move, south: the title must not look like moves.)
    const out = stringifyCollection(parseCollection('#####\n#@$.#\n#####\n\nBest\nrrrUUUU\n').collection, { mode: 'canonical', rle: true });
    expect(out).toBe('5#|#@$.#|5#\n\nBest\n3r4U\n');
  });
});

describe('XSB and RLE output', () => {
  it('stringifyXsb writes boards only, with "; title" lines and standard characters', () => {
    expect(stringifyXsb(parseCollection(messy()).collection)).toBe('; One\n\n  #####\n  #@ $.#\n  #  . #\n-\n  #####\n');
    function messy(): string {
      return 'Collection: M\n\n; One\n\n  #####\n  #p-b.#\n  #_-o #\n -\n  #####\nnote\n\nSolution\n3r\n';
    }
  });

  it('stringifyXsb writes on one line joined with "|" a board whose rows one a line would not read back as it', () => {
    // A damaged last row is taken into a board only from a line of rows joined with "|"; one a line it would be a note,
    // and the board would lose it. A board of one row needs a second, empty, row to be a board.
    const damaged = { ...puzzle({ title: 'D' }), board: { rows: ['#####', '#@$.#', '##x##'] } };
    const single = { ...puzzle({ title: 'S' }), board: { rows: ['#@$.#'] } };
    const text = stringifyXsb(collectionOf([damaged, single]));
    expect(text).toBe('; D\n\n5#|#@$.#|##x##\n\n; S\n\n#@$.#|-\n');
    expect(parseCollection(text).collection.puzzles.map((p) => p.board.rows)).toEqual([['#####', '#@$.#', '##x##'], ['#@$.#', '-']]);
  });

  it('encodeRle and decodeRle for boards and moves', () => {
    expect(encodeRleBoard(['#####', '#@$ .#', '#####'])).toBe('5#|#@$-.#|5#');
    expect(encodeRle('rrrUUUUd')).toBe('3r4Ud');
    expect(decodeRle('2(3(#-)#)').value).toBe('#-#-#-##-#-#-#');
    expect(decodeRle('3r4U').value).toBe('rrrUUUU');
    expect(decodeRle('3(').error?.problem).toBe('unclosed-group');
    expect(decodeRle('ab3').error?.problem).toBe('dangling-count');
    expect(decodeRle('0#').error?.problem).toBe('zero-count');
    expect(decodeRle('a)').error?.problem).toBe('unopened-group');
    expect(decodeRle('2()').error?.problem).toBe('empty-group');
    expect(decodeRle('99#', { maxLength: 10 }).error?.problem).toBe('too-long');
    expect(decodeRle('2(2(#))', { maxNestingDepth: 1 }).error?.problem).toBe('too-deep');
  });
});

const B = '#####\n#@$.#\n#####';
const ROWS = B.split('\n');

/** A puzzle as a program builds it. */
function puzzle(fields: Partial<Puzzle>): Puzzle {
  return { title: null, board: { rows: ROWS.slice() }, notes: [], game: 'Sokoban', savedGames: [], comments: [], ...fields };
}
function game(title: string | null, moves: string, notes: string[] = []): SavedGame {
  return { title, moves: movesFromText(moves), notes };
}
function collectionOf(puzzles: Puzzle[], notes: string[] = [], title: string | null = null): Collection {
  return { title, notes, comments: [], macros: {}, puzzles };
}

describe('edits to saved-game notes are written', () => {
  it('preserve: a replaced notes array rewrites just that game', () => {
    const { collection } = parseCollection(FILE);
    collection.puzzles[0]!.savedGames[0]!.notes = ['Solver: me'];
    expect(stringifyCollection(collection)).toBe(FILE.replace('R\r\n\r\nSecond', 'R\r\nSolver: me\r\n\r\nSecond'));
  });

  it('preserve: notes changed in place are seen too', () => {
    const { collection } = parseCollection(FILE);
    collection.puzzles[0]!.savedGames[0]!.notes.push('Pushed');
    expect(stringifyCollection(collection)).toBe(FILE.replace('R\r\n\r\nSecond', 'R\r\nPushed\r\n\r\nSecond'));
  });

  it('preserve: notes removed are gone', () => {
    const text = `${B}\n\nSolution\nR\nold note\n`;
    const { collection } = parseCollection(text);
    collection.puzzles[0]!.savedGames[0]!.notes = [];
    expect(stringifyCollection(collection)).toBe(`${B}\n\nSolution\nR\n`);
  });

  it('canonical: the edited notes are read back', () => {
    const { collection } = parseCollection(FILE);
    collection.puzzles[0]!.savedGames[0]!.notes = ['Solver: me'];
    const again = parseCollection(stringifyCollection(collection, { mode: 'canonical' })).collection;
    expect(again.puzzles[0]!.savedGames[0]!.notes).toEqual(['Solver: me']);
  });
});

describe('an untitled puzzle or game does not take the text above it for its title', () => {
  it('preserve: a title set to null becomes a ";" when a note stands above it', () => {
    const text = `One\n\n${B}\nlast note\n\nTwo\n\n${B}\n`;
    const { collection } = parseCollection(text);
    collection.puzzles[1]!.title = null;
    const out = stringifyCollection(collection);
    expect(out).toBe(`One\n\n${B}\nlast note\n\n;\n\n${B}\n`);
    const again = parseCollection(out).collection;
    expect(again.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', ['last note']],
      [null, []],
    ]);
  });

  it('preserve: with nothing above that could be a title, the title line just goes', () => {
    const { collection } = parseCollection(`One\n\n${B}\n\nTwo\n\n${B}\n`);
    collection.puzzles[1]!.title = null;
    expect(stringifyCollection(collection)).toBe(`One\n\n${B}\n\n\n${B}\n`);
  });

  it('preserve: a saved game whose title is set to null', () => {
    const { collection } = parseCollection(`${B}\nnote\n\nSolution\nR\n`);
    collection.puzzles[0]!.savedGames[0]!.title = null;
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B}\nnote\n\n;\nR\n`);
    const [p] = parseCollection(out).collection.puzzles;
    expect([p!.notes, p!.savedGames[0]!.title]).toEqual([['note'], null]);
  });

  it('canonical: after the last note of a puzzle, of a game, or of the file header', () => {
    const doc = collectionOf([puzzle({ title: 'A', notes: ['last note'] }), puzzle({ savedGames: [game('Sol', 'R', ['game note']), game(null, 'uu')] })], ['About the set']);
    const out = stringifyCollection(doc, { mode: 'canonical' });
    expect(out).toBe(`About the set\n\nA\n\n${B}\n\nlast note\n\n;\n${B}\n\nSol\nR\ngame note\n\n;\nuu\n`);
    const again = parseCollection(out).collection;
    expect(again.notes).toEqual(['About the set']);
    expect(again.puzzles.map((p) => [p.title, p.notes, p.savedGames.map((g) => [g.title, g.notes])])).toEqual([
      ['A', ['last note'], []],
      [null, [], [['Sol', ['game note']], [null, []]]],
    ]);
  });

  it('canonical: the first puzzle after a file note', () => {
    const out = stringifyCollection(collectionOf([puzzle({})], ['About the set']), { mode: 'canonical' });
    expect(out).toBe(`About the set\n\n;\n${B}\n`);
    expect(parseCollection(out).collection.puzzles[0]!.title).toBeNull();
  });
});

describe('titles and notes made of move letters', () => {
  it('canonical: are quoted and read back as they were', () => {
    const doc = collectionOf([puzzle({ title: 'Dull', notes: ['Sure'], savedGames: [game('Dull', 'rR', ['Sure', 'ewns'])] })]);
    const out = stringifyCollection(doc, { mode: 'canonical' });
    expect(out).toBe(`"Dull"\n\n${B}\n\n"Sure"\n\n"Dull"\nrR\n"Sure"\n"ewns"\n`);
    const [p] = parseCollection(out).collection.puzzles;
    expect([p!.title, p!.notes, p!.savedGames.map((g) => [g.title, g.moves.text, g.notes])]).toEqual(['Dull', ['Sure'], [['Dull', 'rR', ['Sure', 'ewns']]]]);
  });

  it('preserve: a saved-game title set to move letters changes only its line', () => {
    const { collection } = parseCollection(FILE);
    collection.puzzles[0]!.savedGames[0]!.title = 'Dull';
    expect(stringifyCollection(collection)).toBe(FILE.replace('Solution\r\nR', '"Dull"\r\nR'));
  });

  it('preserve: a saved-game note of move letters stays a note', () => {
    const { collection } = parseCollection(FILE);
    collection.puzzles[0]!.savedGames[0]!.notes = ['Sure'];
    const out = stringifyCollection(collection);
    expect(out).toBe(FILE.replace('R\r\n\r\nSecond', 'R\r\n"Sure"\r\n\r\nSecond'));
    expect(parseCollection(out).collection.puzzles[0]!.savedGames[0]!.moves.text).toBe('R');
  });
});

describe('title lines', () => {
  // The line each title is written as, derived from the title reading rules (title-line.ts).
  const cases: [string, string, string][] = [
    ['Level 1', 'Level 1', 'Level 1'],
    ['Author: x', '"Author: x"', 'Author: x'],
    ['; x', '"; x"', '; x'],
    ['', '""', ''],
    ['  x  ', '"  x  "', '  x  '],
    ['"q"', '"""q"""', '"q"'],
    ['say "hi"', 'say "hi"', 'say "hi"'],
    ['#####', '"#####"', '#####'],
    ['::x', '"::x"', '::x'],
    // A board row would join the board below; a TAB at an end would be taken off with the spaces.
    ['#@$.#', '"#@$.#"', '#@$.#'],
    ['\tx', '"\tx"', '\tx'],
    // U+2028 ends no line for the reader: it is an ordinary character.
    ['a\u2028b', 'a\u2028b', 'a\u2028b'],
  ];
  it.each(cases)('%j is written as %j and read back as %j', (title, line, readBack) => {
    const out = stringifyCollection(collectionOf([puzzle({ title })]), { mode: 'canonical' });
    expect(out).toBe(`${line}\n\n${B}\n`);
    expect(parseCollection(out).collection.puzzles[0]!.title).toBe(readBack);
  });
});

describe('note lines', () => {
  // The line each note is written as, derived from the note quoting rules (note-lines.ts).
  const cases: [string, string][] = [
    ['plain words', 'plain words'],
    ['Sure', '"Sure"'],
    ['#####', '"#####"'],
    ['---', '"---"'],
    [':: c', '":: c"'],
    [';', '";"'],
    [';;Title: x', '";;Title: x"'],
    ['  ', '"  "'],
    ['#|2', '"#|2"'],
    ['"Sure"', '""Sure""'],
    ['"Hello"', '"Hello"'],
    ['a=b', 'a=b'],
  ];
  it.each(cases)('puzzle note %j is written as %j and read back', (note, line) => {
    const out = stringifyCollection(collectionOf([puzzle({ notes: ['first', note] })]), { mode: 'canonical' });
    expect(out).toBe(`${B}\n\nfirst\n${line}\n`);
    expect(parseCollection(out).collection.puzzles[0]!.notes).toEqual(['first', note]);
  });

  it('in the file header a "Key=value" note is quoted, or it would define a macro', () => {
    const out = stringifyCollection(collectionOf([puzzle({ title: 'One' })], ['a=b']), { mode: 'canonical' });
    expect(out).toBe(`"a=b"\n\nOne\n\n${B}\n`);
    const again = parseCollection(out).collection;
    expect([again.notes, again.macros]).toEqual([['a=b'], {}]);
  });

  it('blank entries at the ends of notes are not written; blank lines inside are', () => {
    const out = stringifyCollection(collectionOf([puzzle({ notes: ['', 'a', '', 'b', ''] })]), { mode: 'canonical' });
    expect(out).toBe(`${B}\n\na\n\nb\n`);
  });
});

describe('a title that lives in a Title: note', () => {
  const text = `${B}\nTitle: Old\nAuthor: A\n`;

  it('set to null: the Title: note goes, or it would name the puzzle again', () => {
    const { collection } = parseCollection(text);
    collection.puzzles[0]!.title = null;
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B}\nAuthor: A\n`);
    expect(parseCollection(out).collection.puzzles[0]!.title).toBeNull();
  });

  it('notes rewritten without it: the note is written again, holding the title', () => {
    const { collection } = parseCollection(text);
    collection.puzzles[0]!.notes = ['Author: B'];
    expect(stringifyCollection(collection)).toBe(`${B}\nAuthor: B\nTitle: Old\n`);
  });

  it('a title the note cannot hold (spaces at its ends) goes on a title line, which wins over the note', () => {
    const { collection } = parseCollection(text);
    collection.puzzles[0]!.title = ' New ';
    const out = stringifyCollection(collection);
    expect(out).toBe(`" New "\n\n${text}`);
    expect(parseCollection(out).collection.puzzles[0]!.title).toBe(' New ');
  });
});

describe('the file header', () => {
  it('a collection title set to null drops the Collection: note that would name it', () => {
    const { collection } = parseCollection(`Collection: Set\nAuthor: A\n\nOne\n\n${B}\n`);
    collection.title = null;
    const out = stringifyCollection(collection);
    expect(out).toBe(`Author: A\n\nOne\n\n${B}\n`);
    expect(parseCollection(out).collection.title).toBeNull();
  });

  it('a rewritten header keeps its Game= line, so the puzzles keep their tiling', () => {
    const { collection } = parseCollection(`Game=Hexoban\nAuthor: A\n\n${B}\n`);
    collection.notes = ['Author: B'];
    const out = stringifyCollection(collection);
    expect(out).toBe(`Author: B\nGame=Hexoban\n\n${B}\n`);
    expect(parseCollection(out).collection.puzzles[0]!.game).toBe('Hexoban');
  });

  it('a puzzle added to a file whose header names a tiling names its own when it differs', () => {
    const { collection } = parseCollection(`Game: Hexoban\n\n${B}\n`);
    collection.puzzles.push(puzzle({ title: 'Added' }));
    const out = stringifyCollection(collection);
    expect(out).toBe(`Game: Hexoban\n\n${B}\n\nAdded\n\n${B}\n\nGame: Sokoban\n`);
    expect(parseCollection(out).collection.puzzles.map((p) => p.game)).toEqual(['Hexoban', 'Sokoban']);
  });
});

describe('parts the document keeps elsewhere', () => {
  it('a rewritten saved game keeps its :: comment lines, in their place', () => {
    const { collection } = parseCollection(`${B}\n\nSolution\nR\n:: solver log\n\nSnapshot\nuu\n`);
    collection.puzzles[0]!.savedGames[0]!.notes = ['x'];
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B}\n\nSolution\nR\nx\n:: solver log\n\nSnapshot\nuu\n`);
    expect(parseCollection(out).collection.puzzles[0]!.comments).toEqual([':: solver log']);
  });

  it('a saved game without moves has no text form and is left out', () => {
    const { collection } = parseCollection(FILE);
    collection.puzzles[1]!.savedGames.push(game('Empty', '', ['n']));
    expect(stringifyCollection(collection)).toBe(FILE);
  });
});

describe('files that give titles after boards (plain XSB)', () => {
  const text = `${B}\nFirst\n\n${B}\nSecond\n\n${B}\nThird\n`;

  it('a changed title changes only its line', () => {
    const { collection } = parseCollection(text);
    collection.puzzles[1]!.title = 'Deux';
    expect(stringifyCollection(collection)).toBe(text.replace('Second', 'Deux'));
  });

  it('an edit that breaks the layout moves every title above its board, so none shifts to a neighbour', () => {
    const { collection } = parseCollection(text);
    collection.puzzles[1]!.title = null;
    const out = stringifyCollection(collection);
    expect(out).toBe(`First\n\n${B}\n\n${B}\n\nThird\n\n${B}\n`);
    expect(parseCollection(out).collection.puzzles.map((p) => p.title)).toEqual(['First', null, 'Third']);
  });

  it('a puzzle taken from such a file into another keeps its title, written above its board', () => {
    const from = parseCollection(text).collection;
    const into = parseCollection(`One\n\n${B}\n`).collection;
    into.puzzles.push(from.puzzles[1]!);
    const out = stringifyCollection(into);
    expect(out).toBe(`One\n\n${B}\n\nSecond\n\n${B}\n\n`);
    expect(parseCollection(out).collection.puzzles.map((p) => p.title)).toEqual(['One', 'Second']);
  });
});

describe('a line of other white space is no blank line', () => {
  // The reader takes a line of spaces and TABs for blank, and any other line for text: a title line needs a blank line
  // (or nothing) above it. Form feeds, U+00A0 and U+2028 are white space to String.prototype.trim, not to the reader.
  it.each(['\f', '\u00a0', '\u2028'])('a note %j above the next title is followed by a blank line', (note) => {
    const doc = collectionOf([puzzle({ title: 'First', notes: [note] }), puzzle({ title: 'Second' })]);
    const out = stringifyCollection(doc, { mode: 'canonical' });
    expect(out).toBe(`First\n\n${B}\n\n${note}\n\nSecond\n\n${B}\n`);
    expect(parseCollection(out).collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['First', [note]],
      ['Second', []],
    ]);
  });

  it('canonical output of a file with a form feed line is stable', () => {
    const once = stringifyCollection(parseCollection(`One\n\n${B}\n\f\n\n; Two\n\n${B}\n`).collection, { mode: 'canonical' });
    expect(once).toBe(`One\n\n${B}\n\n\f\n\nTwo\n\n${B}\n`);
    expect(stringifyCollection(parseCollection(once).collection, { mode: 'canonical' })).toBe(once);
  });
});

describe('boards only RLE can write', () => {
  // The reader starts a board at a row with a wall, box, goal or pusher and needs two rows: a board whose first row is
  // empty, or that has one row once the empty rows at its end are dropped, is only read from an RLE line.
  const cases: [string, string, string[]][] = [
    ['an empty first row', '-|5#|#@$.#|5#', ['-', '#####', '#@$.#', '#####']],
    ['one row and an empty one', '#@$.#|-', ['#@$.#', '-']],
  ];
  it.each(cases)('canonical: %s is written as one RLE line', (_, line, rows) => {
    for (const rle of [false, true]) {
      const out = stringifyCollection(parseCollection(`${line}\n`).collection, { mode: 'canonical', rle });
      expect(out).toBe(`${line}\n`);
      expect(parseCollection(out).collection.puzzles.map((p) => p.board.rows)).toEqual([rows]);
    }
  });

  it('preserve: an edited board that rows one a line would not give back is written as RLE', () => {
    const { collection } = parseCollection(`One\n\n${B}\n`);
    collection.puzzles[0]!.board.rows = ['#@$.#', '-'];
    const out = stringifyCollection(collection);
    expect(out).toBe('One\n\n#@$.#|-\n');
    expect(parseCollection(out).collection.puzzles.map((p) => [p.title, p.board.rows])).toEqual([['One', ['#@$.#', '-']]]);
  });
});

describe('text no line can hold is refused', () => {
  /** A document with one of each kind of value, all clean. */
  function full(): Collection {
    const doc = collectionOf(
      [puzzle({ title: 'One', notes: ['a'], comments: [':: c'], savedGames: [game('Sol', 'R', ['n'])] }), puzzle({ title: 'Two', savedGames: [game('x', 'R'), game('y', 'L', ['m', 'k'])] })],
      ['About', 'More'],
      'Set',
    );
    doc.comments = [':: head'];
    doc.macros = { Copyright: 'me' };
    return doc;
  }
  const edits: [string, (c: Collection) => void, number][] = [
    ['title', (c) => (c.title = 'Set\nTwo'), 3],
    ['notes[1]', (c) => (c.notes[1] = 'Mo\rre'), 2],
    ['comments[0]', (c) => (c.comments[0] = ':: a\nb'), 4],
    ['macros["Copyright"]', (c) => (c.macros['Copyright'] = 'me\r\nyou'), 2],
    ['puzzles[0].title', (c) => (c.puzzles[0]!.title = '\nOne'), 0],
    ['puzzles[0].notes[0]', (c) => (c.puzzles[0]!.notes[0] = 'a\n'), 1],
    ['puzzles[0].comments[0]', (c) => (c.puzzles[0]!.comments[0] = ':: c\n:: d'), 4],
    ['puzzles[1].game', (c) => (c.puzzles[1]!.game = 'Hex\noban'), 3],
    ['puzzles[1].savedGames[1].title', (c) => (c.puzzles[1]!.savedGames[1]!.title = 'y\ry'), 1],
    ['puzzles[1].savedGames[1].notes[1]', (c) => (c.puzzles[1]!.savedGames[1]!.notes[1] = 'k\n'), 1],
  ];

  it.each(edits)('%s: an UnwritableTextError names it, in either mode', (path, edit, index) => {
    for (const mode of ['preserve', 'canonical'] as const) {
      const doc = full();
      expect(() => stringifyCollection(doc, { mode })).not.toThrow();
      edit(doc);
      let error: unknown;
      try {
        stringifyCollection(doc, { mode });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(UnwritableTextError);
      expect(error).toBeInstanceOf(RangeError);
      expect((error as UnwritableTextError).path).toBe(path);
      expect((error as UnwritableTextError).index).toBe(index);
      expect((error as Error).message).toContain(`${path} holds a line break`);
    }
  });

  it('an edit to a parsed file is refused too, and the document is left as it was', () => {
    const { collection } = parseCollection(FILE);
    collection.puzzles[1]!.title = 'two\nlines';
    const before = JSON.stringify(collection);
    expect(() => stringifyCollection(collection)).toThrow(/^puzzles\[1\]\.title holds a line break \(U\+000A at index 3\)/);
    expect(JSON.stringify(collection)).toBe(before);
  });

  it('the message says what to do for a note', () => {
    const doc = collectionOf([puzzle({ notes: ['one\ntwo'] })]);
    expect(() => stringifyCollection(doc, { mode: 'canonical' })).toThrow('give each line its own entry of the notes');
  });

  it('stringifyXsb refuses a title with a line break', () => {
    expect(() => stringifyXsb(collectionOf([puzzle({ title: 'One' }), puzzle({ title: 'a\r\nb' })]))).toThrow(UnwritableTextError);
  });

  it('U+2028 and U+2029 end no line for the reader: titles and notes holding them read back as they are', () => {
    const doc = collectionOf([puzzle({ title: 'a\u2028b', notes: ['c\u2029d'], savedGames: [game('\u2028', 'R', ['\u2029'])] })], [], 'Set\u2028x');
    for (const mode of ['preserve', 'canonical'] as const) {
      const again = parseCollection(stringifyCollection(doc, { mode })).collection;
      expect([again.title, again.puzzles[0]!.title, again.puzzles[0]!.notes, again.puzzles[0]!.savedGames.map((g) => [g.title, g.notes])]).toEqual([
        'Set\u2028x',
        'a\u2028b',
        ['c\u2029d'],
        [['\u2028', ['\u2029']]],
      ]);
    }
  });
});

describe('titles that read as board rows', () => {
  it('canonical: a saved-game title of board characters is quoted', () => {
    const out = stringifyCollection(collectionOf([puzzle({ title: '#####', savedGames: [game('#@$.#', 'R')] })]), { mode: 'canonical' });
    expect(out).toBe(`"#####"\n\n${B}\n\n"#@$.#"\nR\n`);
    const [p] = parseCollection(out).collection.puzzles;
    expect([p!.title, p!.board.rows, p!.savedGames[0]!.title]).toEqual(['#####', ROWS, '#@$.#']);
  });

  it('preserve: a title after its board (plain XSB) set to a board row is quoted in place', () => {
    const text = `${B}\nFirst\n\n${B}\nSecond\n`;
    const { collection } = parseCollection(text);
    collection.puzzles[0]!.title = '#@$.#';
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B}\n"#@$.#"\n\n${B}\nSecond\n`);
    expect(parseCollection(out).collection.puzzles.map((p) => [p.title, p.board.rows])).toEqual([
      ['#@$.#', ROWS],
      ['Second', ROWS],
    ]);
  });

  it('preserve: an XSB "; title" set to a board row keeps its frame, which reads back', () => {
    const { collection } = parseCollection(`; 1\n\n${B}\n`);
    collection.puzzles[0]!.title = '#####';
    const out = stringifyCollection(collection);
    expect(out).toBe(`; #####\n\n${B}\n`);
    expect(parseCollection(out).collection.puzzles[0]!.title).toBe('#####');
  });
});

describe('a collection title set on a file without one', () => {
  // Every puzzle keeps its title: the new header is separated from the first puzzle's title line.
  const files: [string, string, string][] = [
    ['an XSB file whose first line titles a puzzle', `; 1\n\n${B}\n\n; 2\n\n${B}\n`, `Collection: X\n\n; 1\n\n${B}\n\n; 2\n\n${B}\n`],
    ['a title line right above the first board', `One\n${B}\n`, `Collection: X\n\nOne\n${B}\n`],
    ['titles after the boards', `${B}\nOne\n\n${B}\nTwo\n`, `Collection: X\n\n${B}\nOne\n\n${B}\nTwo\n`],
  ];
  it.each(files)('%s', (_, text, expected) => {
    const { collection } = parseCollection(text);
    const titles = collection.puzzles.map((p) => p.title);
    collection.title = 'X';
    const out = stringifyCollection(collection);
    expect(out).toBe(expected);
    const again = parseCollection(out).collection;
    expect([again.title, again.puzzles.map((p) => p.title)]).toEqual(['X', titles]);
  });

  it('.osb metadata of the header, written again after the new Collection: note, does not name the first puzzle', () => {
    // `;;Title: m` names nothing here: a lone `;` between it and the board says the board has no title.
    const text = `;;Title: m\n:: c\n;\n${B}\n`;
    const { collection } = parseCollection(text);
    expect(collection.puzzles[0]!.title).toBeNull();
    collection.title = 'X';
    const out = stringifyCollection(collection);
    expect(out).toBe(`:: c\n\nCollection: X\n;;Title: m\n\n;\n${B}\n`);
    const again = parseCollection(out).collection;
    expect([again.title, again.comments, again.puzzles[0]!.title]).toEqual(['X', [':: c'], null]);
  });

  it('a key line with a form feed before its colon holds the title, and the title is put there', () => {
    // `Collection\f:` is the key Collection with an empty value; Collection wins over Title.
    const { collection } = parseCollection(`Title:\nCollection\f:\n\nOne\n\n${B}\n`);
    expect(collection.title).toBe('');
    collection.title = 'X';
    const out = stringifyCollection(collection);
    // The value is replaced in place: the key as written stays.
    expect(out).toBe(`Title:\nCollection\f:X\n\nOne\n\n${B}\n`);
    expect(parseCollection(out).collection.title).toBe('X');
  });
});

describe('a puzzle title in a Title: note', () => {
  it('is changed where the reader reads it from', () => {
    // The reader takes the title from the first Title key, `Title\f: A` (blanks may stand before the colon).
    const { collection } = parseCollection(`${B}\nTitle\f: A\nTitle: B\n`);
    expect(collection.puzzles[0]!.title).toBe('A');
    collection.puzzles[0]!.title = 'X';
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B}\nTitle\f: X\nTitle: B\n`);
    expect(parseCollection(out).collection.puzzles[0]!.title).toBe('X');
  });
});

describe('a lone ";" note', () => {
  // After a board, a lone `;` with nothing below is a note; above moves or a board it is their separator.
  it('stays a note when an untitled saved game is added under it', () => {
    const { collection } = parseCollection(`${B}\n;\n`);
    expect(collection.puzzles[0]!.notes).toEqual([';']);
    collection.puzzles[0]!.savedGames.push(game(null, 'uR'));
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B}\n;\n\n;\nuR\n`);
    const [p] = parseCollection(out).collection.puzzles;
    expect([p!.notes, p!.savedGames.map((g) => [g.title, g.moves.text])]).toEqual([[';'], [[null, 'uR']]]);
  });

  it('stays a note when an untitled puzzle is added under it', () => {
    const { collection } = parseCollection(`One\n\n${B}\n;\n`);
    collection.puzzles.push(puzzle({}));
    const out = stringifyCollection(collection);
    expect(out).toBe(`One\n\n${B}\n;\n\n;\n${B}\n`);
    expect(parseCollection(out).collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', [';']],
      [null, []],
    ]);
  });
});

describe('an edit changes what stands above copied lines', () => {
  // Preserve mode copies unedited lines, but the reader reads a line by what stands above it too.
  it('a title line dropped from between two boards leaves a blank line, not one board', () => {
    const { collection } = parseCollection(`${B}\nTwo\n${B}\n`);
    expect(collection.puzzles.map((p) => p.title)).toEqual([null, 'Two']);
    collection.puzzles[1]!.title = null;
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B}\n\n${B}\n`);
    expect(parseCollection(out).collection.puzzles.map((p) => [p.title, p.board.rows])).toEqual([
      [null, ROWS],
      [null, ROWS],
    ]);
  });

  it('a ;;Title: line dropped from under a "#" note keeps the note off the board', () => {
    const { collection } = parseCollection(`#\n;;Title: m\n${B}\n`);
    expect([collection.notes, collection.puzzles[0]!.title]).toEqual([['#'], 'm']);
    collection.puzzles[0]!.title = null;
    const out = stringifyCollection(collection);
    expect(out).toBe(`#\n\n${B}\n`);
    const again = parseCollection(out).collection;
    expect([again.notes, again.puzzles[0]!.title, again.puzzles[0]!.board.rows]).toEqual([['#'], null, ROWS]);
  });

  it('a title line right under the previous board is set apart, or the file would read as titles after boards', () => {
    // `R` (moves) under the first board is the second board's title; `Two` in its place would make every board
    // followed by one text line, the plain XSB layout, and each title would move to the board above.
    const { collection } = parseCollection(`${B}\nR\n${B}\nnote\n`);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      [null, []],
      ['R', ['note']],
    ]);
    collection.puzzles[1]!.title = 'Two';
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B}\n\nTwo\n${B}\nnote\n`);
    expect(parseCollection(out).collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      [null, []],
      ['Two', ['note']],
    ]);
  });

  it('an untitled saved game whose notes above were removed does not become the next board title', () => {
    // `R` is not the second board's title while a note stands right above it; with the notes gone it would be.
    const { collection } = parseCollection(`${B}\nnote one\nnote two\nR\n${B}\n`);
    expect(collection.puzzles.map((p) => [p.title, p.notes, p.savedGames.map((g) => g.moves.text)])).toEqual([
      [null, ['note one', 'note two'], ['R']],
      [null, [], []],
    ]);
    collection.puzzles[0]!.notes = [];
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B}\n\nR\n;\n${B}\n`);
    expect(parseCollection(out).collection.puzzles.map((p) => [p.title, p.notes, p.savedGames.map((g) => g.moves.text)])).toEqual([
      [null, [], ['R']],
      [null, [], []],
    ]);
  });

  it('a title after its board (plain XSB) changed on the last line before the next board keeps the layout', () => {
    const { collection } = parseCollection(`${B}\nOne\n${B}\nTwo\n`);
    collection.puzzles[0]!.title = '';
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B}\n""\n${B}\nTwo\n`);
    expect(parseCollection(out).collection.puzzles.map((p) => p.title)).toEqual(['', 'Two']);
  });

  it('a ";" of the lead above a dropped title line is the separator, not a new note', () => {
    const { collection } = parseCollection(`;;Author: A\n;\nThree\n${B}\n`);
    expect([collection.notes, collection.puzzles[0]!.title, collection.puzzles[0]!.notes]).toEqual([[], 'Three', ['Author: A']]);
    collection.puzzles[0]!.title = null;
    const out = stringifyCollection(collection);
    expect(out).toBe(`;;Author: A\n;\n${B}\n`);
    const again = parseCollection(out).collection;
    expect([again.notes, again.puzzles[0]!.title, again.puzzles[0]!.notes]).toEqual([[], null, ['Author: A']]);
  });
});

describe('a puzzle with a great many :: comments', () => {
  // 200,000 comments: past the number of arguments a call can take, and enough for a search per comment to take minutes.
  const withComments = (count: number): string => `${B}\nnote\n${':: c\n'.repeat(count)}\nSol\nR\n`;
  const text = withComments(200_000);

  it('is written back byte for byte, in linear time', () => {
    const { collection } = parseCollection(text);
    expect(stringifyCollection(collection) === text).toBe(true);
    // Held against a tenth as many comments in the same run, each the fastest of a few writes (code instrumented for
    // coverage or mutation testing runs many times slower, so no fixed limit): 12 to 18 times as long here, the
    // strings' garbage growing with them; a search per comment, which took over a minute, a hundred times.
    const fastest = (c: typeof collection, times: number): number => {
      let best = Infinity;
      for (let i = 0; i < times; i++) {
        const t0 = performance.now();
        stringifyCollection(c);
        best = Math.min(best, performance.now() - t0);
      }
      return best;
    };
    const tenth = fastest(parseCollection(withComments(20_000)).collection, 3);
    expect(fastest(collection, 2)).toBeLessThan(40 * tenth + 50);
  });

  it('keeps every comment when its notes are edited', () => {
    const { collection } = parseCollection(text);
    collection.puzzles[0]!.notes = ['edited'];
    const again = parseCollection(stringifyCollection(collection)).collection;
    expect([again.puzzles[0]!.notes, again.puzzles[0]!.comments.length, again.puzzles[0]!.savedGames.length]).toEqual([['edited'], 200_000, 1]);
  });
});

describe('a puzzle with a great many note lines between its board rows and the next board', () => {
  // Notes under one board, then the next: each written part is looked at from its last line up, line by line.
  const withNotes = (count: number): string => `${B}\n${'a note\n'.repeat(count)}\n${B}`;

  it('is written back byte for byte, in time that grows with the lines, not their square', () => {
    const text = withNotes(100_000);
    const { collection } = parseCollection(text);
    expect(stringifyCollection(collection) === text).toBe(true);
    // A tenth as many lines in the same run, each the fastest of a few writes: about ten times as long when linear, a
    // hundred times as long when each line searched the part back to its start (100,000 lines took over 10 s).
    const fastest = (lines: number): number => {
      const c = parseCollection(withNotes(lines)).collection;
      let best = Infinity;
      for (let i = 0; i < 3; i++) {
        const t0 = performance.now();
        stringifyCollection(c);
        best = Math.min(best, performance.now() - t0);
      }
      return best;
    };
    expect(fastest(100_000)).toBeLessThan(40 * fastest(10_000) + 50);
  });
});

describe('canonical output of files that mix titles, notes and comments', () => {
  // canonical(parse(canonical(parse(x)))) is canonical(parse(x)), written out by hand from the reading rules.
  const cases: [string, string, string][] = [
    // A TAB before a title is part of its line's frame, like spaces.
    ['a title line with a leading TAB', `\tOne\n\n${B}\n`, `One\n\n${B}\n`],
    // `#` above the board cannot be a title: a file note (quoted, or it would be a board row); the puzzle is named by its note.
    ['a line that cannot be a title, and a Title: note', `#\n\n${B}\nTitle: T\n`, `"#"\n\nT\n\n${B}\n\nTitle: T\n`],
    // The comment goes to the puzzle; the saved game's note stays its note, and `;` keeps it from naming the next board.
    ['a :: comment among a saved game\'s lines', `${B}\n\nSol\nR\n:: c\nnote\n\n${B}\n`, `${B}\n\n:: c\n\nSol\nR\nnote\n\n;\n${B}\n`],
  ];
  it.each(cases)('%s', (_, text, expected) => {
    const first = parseCollection(text).collection;
    const once = stringifyCollection(first, { mode: 'canonical' });
    expect(once).toBe(expected);
    const again = parseCollection(once).collection;
    expect(stringifyCollection(again, { mode: 'canonical' })).toBe(once);
    const shape = (c: Collection): unknown => [c.notes, c.puzzles.map((p) => [p.title, p.notes, p.comments, p.savedGames.map((g) => [g.title, g.notes])])];
    expect(shape(again)).toEqual(shape(first));
  });
});

describe('files whose line breaks are CR CR LF', () => {
  // A CRLF file passed once more through a LF-to-CRLF conversion: the reader takes `\r\r\n` as one line break.
  it('a ;;Title: line dropped from under a "#" note keeps the note off the board', () => {
    const text = `#\r\r\n;;Title: m\r\r\n${B.replace(/\n/g, '\r\r\n')}\r\r\n`;
    const { collection } = parseCollection(text);
    expect([collection.notes, collection.puzzles[0]!.title]).toEqual([['#'], 'm']);
    collection.puzzles[0]!.title = null;
    const out = stringifyCollection(collection);
    expect(out).toBe(`#\r\r\n\r\r\n${B.replace(/\n/g, '\r\r\n')}\r\r\n`);
    const again = parseCollection(out).collection;
    expect([again.notes, again.puzzles[0]!.title, again.puzzles[0]!.board.rows]).toEqual([['#'], null, ROWS]);
  });
});

describe('a board with a damaged row', () => {
  // The reader keeps a row with a character no board has in its board (with an error there): RLE cannot write that row.
  const text = '#######\n#[    #\n#@$. #\n#######\n';

  it('canonical: is written one row a line, as it was read, and reads back the same', () => {
    const { collection } = parseCollection(text);
    const rows = collection.puzzles[0]!.board.rows;
    expect(rows).toEqual(['#######', '#[    #', '#@$. #', '#######']);
    for (const rle of [false, true]) {
      const out = stringifyCollection(collection, { mode: 'canonical', rle });
      expect(out).toBe(text);
      expect(parseCollection(out).collection.puzzles.map((p) => p.board.rows)).toEqual([rows]);
    }
  });
});

describe('a board written on one line with "|" and a typo', () => {
  // The reader takes `7#|#@$x.-#|7#` for the board it nearly is, the "x" read as floor: as a note, it must be quoted.
  const LINE = '7#|#@$x.-#|7#';

  it('preserve: the file is written back as it was', () => {
    const text = `One\n\n${LINE}\n\nSolution\nRR\n`;
    expect(stringifyCollection(parseCollection(text).collection)).toBe(text);
  });

  it('as a note or a saved game title, is written in quotes and reads back as written', () => {
    const collection = parseCollection(`One\n\n${B}`).collection;
    collection.puzzles[0]!.notes = [LINE];
    collection.puzzles[0]!.savedGames.push({ title: LINE, moves: movesFromText('R'), notes: [] });
    for (const mode of ['preserve', 'canonical'] as const) {
      const out = stringifyCollection(collection, { mode });
      expect(out).toContain(`\n"${LINE}"\n`);
      const back = parseCollection(out);
      expect(back.diagnostics).toEqual([]);
      expect(back.collection.puzzles.map((p) => [p.notes, p.savedGames.map((g) => g.title)])).toEqual([[[LINE], [LINE]]]);
    }
  });
});

describe('an untitled saved game whose first move line has a typo', () => {
  // "uRx" reads as moves (the "x" reported and left out) only because a note stands right above it: under a blank
  // line, where a title may stand, it would be the title of a game made of "R" alone.
  const TEXT = `${B}\nAuthor: Me\nuRx\nR\n`;

  it('reads as moves where it stands', () => {
    const game = parseCollection(TEXT).collection.puzzles[0]!.savedGames[0]!;
    expect([game.title, game.moves.text]).toEqual([null, 'uRR']);
  });

  it('preserve: stays untitled, with all its moves, when a note added above puts a blank line over it', () => {
    const { collection } = parseCollection(TEXT);
    collection.puzzles[0]!.notes = ['Author: Me', 'Added'];
    const read = parseCollection(stringifyCollection(collection)).collection.puzzles[0]!;
    expect(read.notes).toEqual(['Author: Me', 'Added']);
    expect(read.savedGames.map((g) => [g.title, g.moves.text])).toEqual([[null, 'uRR']]);
  });

  it('preserve: stays untitled when the notes above it go', () => {
    const { collection } = parseCollection(TEXT);
    collection.puzzles[0]!.notes = [''];
    const read = parseCollection(stringifyCollection(collection)).collection.puzzles[0]!;
    expect(read.savedGames.map((g) => [g.title, g.moves.text])).toEqual([[null, 'uRR']]);
  });

  it('preserve: is copied as it is while nothing above it changes', () => {
    const { collection } = parseCollection(TEXT);
    collection.puzzles[0]!.title = 'New';
    const out = stringifyCollection(collection);
    expect(out.endsWith('\nAuthor: Me\nuRx\nR\n')).toBe(true);
    expect(parseCollection(out).collection.puzzles[0]!.savedGames.map((g) => [g.title, g.moves.text])).toEqual([[null, 'uRR']]);
  });
});
