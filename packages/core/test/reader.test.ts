import { describe, expect, it } from 'vitest';
import { expandMacros, getProperty, parseCollection } from '../src/index.js';

const BOARD = '#####\n#@$.#\n#####';

describe('SOK 0.17/0.19', () => {
  it('file notes: free text and Key: value properties, Collection: names the collection', () => {
    const { collection } = parseCollection(`Some words about the set\nCollection: Tiny set\nAuthor: Someone\n\nFirst\n\n${BOARD}\n`);
    expect(collection.title).toBe('Tiny set');
    expect(collection.notes).toEqual(['Some words about the set', 'Collection: Tiny set', 'Author: Someone']);
    expect(getProperty(collection.notes, 'author')).toBe('Someone');
  });

  it('without Collection:, a Title: file note names the collection', () => {
    expect(parseCollection(`Title: Named\nAuthor: A\n\nOne\n\n${BOARD}\n`).collection.title).toBe('Named');
  });

  it('"::" lines are kept as comments, never as notes', () => {
    const { collection } = parseCollection(`:: for people reading the file\nCollection: C\n::\n\nOne\n\n${BOARD}\n:: puzzle comment\nnote\n`);
    expect(collection.comments).toEqual([':: for people reading the file', '::']);
    expect(collection.notes).toEqual(['Collection: C']);
    expect(collection.puzzles[0]!.comments).toEqual([':: puzzle comment']);
    expect(collection.puzzles[0]!.notes).toEqual(['note']);
  });

  it('a title line is the last text line before a board when a blank line precedes it', () => {
    const { collection } = parseCollection(`Header text\n\nLevel one\n\n${BOARD}\n`);
    expect(collection.puzzles[0]!.title).toBe('Level one');
    expect(collection.notes).toEqual(['Header text']);
  });

  it('a title line may be the only text line there, with no blank line before it', () => {
    expect(parseCollection(`Only line\n${BOARD}\n`).collection.puzzles[0]!.title).toBe('Only line');
  });

  it('a line preceded by another text line is not a title: both are notes of what came before', () => {
    const { collection } = parseCollection(`First\n\n${BOARD}\n\nnote one\nnot a title\n${BOARD}\n`);
    expect(collection.puzzles[1]!.title).toBeNull();
    expect(collection.puzzles[0]!.notes).toEqual(['note one', 'not a title']);
  });

  it('puzzle notes with Title: and Author:; the title line wins over a Title: note', () => {
    const { collection } = parseCollection(`${BOARD}\nTitle: From the note\nAuthor: Ann\n\nLine title\n\n${BOARD}\nTitle: Ignored\n`);
    expect(collection.puzzles[0]!.title).toBe('From the note');
    expect(getProperty(collection.puzzles[0]!.notes, 'Author')).toBe('Ann');
    expect(collection.puzzles[1]!.title).toBe('Line title');
  });

  it('any number of saved games, each with title, moves over several lines, and notes', () => {
    const text = `One\n\n${BOARD}\n\nSolution 1/1\nR\n\nSolver: me\n\nSnapshot\nu\nd\nRl\n\nSaved later\n\nuL\nafter\n`;
    const [p] = parseCollection(text).collection.puzzles;
    expect(p!.savedGames.map((s) => [s.title, s.moves.text, s.notes])).toEqual([
      ['Solution 1/1', 'R', ['Solver: me']],
      ['Snapshot', 'udRl', []],
      ['Saved later', 'uL', ['after']],
    ]);
  });

  it('a saved game with no title line', () => {
    const [p] = parseCollection(`${BOARD}\nrR\n`).collection.puzzles;
    expect(p!.savedGames).toHaveLength(1);
    expect(p!.savedGames[0]!.title).toBeNull();
  });
});

describe('SOK 0.14 extras', () => {
  it('Game: X and Game=X in the file header set the tiling of every puzzle', () => {
    expect(parseCollection(`Game: Hexoban\n\n${BOARD}\n`).collection.puzzles[0]!.game).toBe('Hexoban');
    const { collection } = parseCollection(`Game=trioban\n\n${BOARD}\n`);
    expect(collection.puzzles[0]!.game).toBe('Trioban');
    expect(collection.macros).toEqual({});
  });

  it('a blank Game value, as a macro or a note, in the header or a puzzle, names no tiling: the default applies', () => {
    for (const text of [`Game=\n\n${BOARD}\n`, `Game=  \n\n${BOARD}\n`, `Game:\t\n\n${BOARD}\n`, `${BOARD}\nGame= \n`, `Game: Hexoban\n\n${BOARD}\nGame=\n`]) {
      const expected = text.startsWith('Game: Hexoban') ? 'Hexoban' : 'Sokoban';
      expect(parseCollection(text).collection.puzzles[0]!.game, JSON.stringify(text)).toBe(expected);
    }
  });

  it('macros Key=value are kept apart from notes and expand where notes write <#Key#/>', () => {
    const { collection } = parseCollection(`Copyright=(c) Someone\\nAll rights\n\n${BOARD}\n<#copyright#/>\n`);
    expect(collection.macros).toEqual({ Copyright: '(c) Someone\\nAll rights' });
    expect(collection.notes).toEqual([]);
    expect(expandMacros(collection.puzzles[0]!.notes[0]!, collection.macros)).toBe('(c) Someone\nAll rights');
    expect(expandMacros('<#Unknown#/>', collection.macros)).toBe('<#Unknown#/>');
  });

  it('"o" is a goal', () => {
    expect(parseCollection('#####\n#@$o#\n#####\n').collection.puzzles[0]!.board.rows[1]).toBe('#@$o#');
    expect(parseCollection('#####\n#@$o#\n#####\n').collection.puzzles).toHaveLength(1);
  });
});

describe('plain XSB, HSB and OSB', () => {
  it('";" comment lines: the one before the board is its title; a lone ";" counts as blank', () => {
    const { collection } = parseCollection(`; My set\n; by me\n;\n; 12\n\n${BOARD}\n\n; 13\n\n${BOARD}\n`);
    expect(collection.puzzles.map((p) => p.title)).toEqual(['12', '13']);
    expect(collection.notes).toEqual(['; My set', '; by me', ';']);
  });

  it('"quoted" title lines lose their quotes', () => {
    expect(parseCollection(`"dws001"\n${BOARD}\n`).collection.puzzles[0]!.title).toBe('dws001');
    expect(parseCollection(`; "jkr001"\n${BOARD}\n`).collection.puzzles[0]!.title).toBe('jkr001');
  });

  it('titles given after each board', () => {
    const { collection } = parseCollection(`${BOARD}\nFirst\n\n${BOARD}\nSecond\n`);
    expect(collection.puzzles.map((p) => p.title)).toEqual(['First', 'Second']);
    expect(collection.puzzles[0]!.notes).toEqual([]);
  });

  it('.osb ;;Title:, ;;Author:, ;;Comment: apply to the following level(s)', () => {
    const text = `;;Title: Make Way\n;;Author: Someone\n;;Comment: Easy.\n${BOARD}\n\n;;Title: Second\n${BOARD}\n`;
    const { collection } = parseCollection(text, { fileName: 'x.osb' });
    expect(collection.puzzles.map((p) => [p.title, p.game])).toEqual([
      ['Make Way', 'Octoban'],
      ['Second', 'Octoban'],
    ]);
    expect(collection.puzzles[0]!.notes).toEqual(['Author: Someone', 'Comment: Easy.']);
    expect(collection.puzzles[1]!.notes).toEqual(['Author: Someone', 'Comment: Easy.']);
  });
});

describe('boards', () => {
  it('keeps every column as written: indentation, trailing spaces, - _ p P b B', () => {
    const rows = ['  #####  ', '  #p b.#', '  #_-P #', '  #B   #', '  ######'];
    expect(parseCollection(`${rows.join('\n')}\n`).collection.puzzles[0]!.board.rows).toEqual(rows);
  });

  it('interior empty rows written with - or _ belong to the board; trailing ones are notes', () => {
    const [p] = parseCollection(`  ###\n  #@#\n -\n  #$#\n _\n  #.#\n  ###\n---\n`).collection.puzzles;
    expect(p!.board.rows).toEqual(['  ###', '  #@#', ' -', '  #$#', ' _', '  #.#', '  ###']);
    expect(p!.notes).toEqual(['---']);
  });

  it('levels not closed and with decorative parts outside are boards as written', () => {
    const rows = ['   @$.', '##  #', '# $* #'];
    expect(parseCollection(`${rows.join('\n')}\n`).collection.puzzles[0]!.board.rows).toEqual(rows);
  });

  it('TABs expand to 8-column stops', () => {
    expect(parseCollection('\t#####\n\t#@$.#\n\t#####\n').collection.puzzles[0]!.board.rows).toEqual(['        #####', '        #@$.#', '        #####']);
  });

  it('CRLF, CR, LF and a UTF-8 BOM read the same', () => {
    const expected = parseCollection(`One\n\n${BOARD}\n\nSolution\nR\n`).collection;
    for (const eol of ['\r\n', '\r']) {
      const text = `\uFEFFOne${eol}${eol}${BOARD.split('\n').join(eol)}${eol}${eol}Solution${eol}R${eol}`;
      expect(parseCollection(text).collection).toEqual(expected);
    }
  });

  it('a title such as "#50 (3)" and a one-line "board" do not become boards', () => {
    const { collection } = parseCollection(`#50 (3)\n\n${BOARD}\n\n#####\n\nnext\n\n${BOARD}\n`);
    expect(collection.puzzles).toHaveLength(2);
    expect(collection.puzzles[0]!.title).toBe('#50 (3)');
    expect(collection.puzzles[0]!.notes).toEqual(['#####']);
  });

  it('RLE boards: counts, groups, | separators with or without a trailing |, one line or many', () => {
    const one = parseCollection('5#|#@$.#|5#\n').collection.puzzles[0]!;
    expect(one.board.rows).toEqual(['#####', '#@$.#', '#####']);
    const many = parseCollection('5#|\n#@$.#|\n2(2#)#\n').collection.puzzles[0]!;
    expect(many.board.rows).toEqual(['#####', '#@$.#', '#####']);
  });
});

describe('moves', () => {
  it('RLE moves, spaces and line breaks inside moves', () => {
    const [p] = parseCollection(`${BOARD}\n\nSolution\n3r4U 2(3(dr)R)\nl\n`).collection.puzzles;
    expect(p!.savedGames[0]!.moves.text).toBe('rrrUUUUdrdrdrRdrdrdrRl');
  });

  it('jumps, pusher changes and the current position are typed tokens', () => {
    const [p] = parseCollection(`${BOARD}\n\nSnapshot\n[ur]Ul{d}nS*e\n`).collection.puzzles;
    expect(p!.savedGames[0]!.moves.tokens).toEqual([
      { kind: 'jump', letters: 'ur' },
      { kind: 'steps', letters: 'Ul' },
      { kind: 'pusher-change', letters: 'd' },
      { kind: 'steps', letters: 'nS' },
      { kind: 'current' },
      { kind: 'steps', letters: 'e' },
    ]);
    expect(p!.savedGames[0]!.moves.reverse).toBe(true);
  });
});

describe('which tiling each puzzle is', () => {
  const two = `${BOARD}\n\n${BOARD}\nGame: Octoban\n`;
  it('file Game: sets the default, a puzzle Game: overrides it', () => {
    expect(parseCollection(`Game: Hexoban\n\n${two}`).collection.puzzles.map((p) => p.game)).toEqual(['Hexoban', 'Octoban']);
  });
  it('then options.game, then the file extension, then Sokoban', () => {
    expect(parseCollection(two, { game: 'trioban' }).collection.puzzles.map((p) => p.game)).toEqual(['Trioban', 'Octoban']);
    expect(parseCollection(two, { game: 'Trioban', fileName: 'a.hsb' }).collection.puzzles[0]!.game).toBe('Trioban');
    expect(parseCollection(two, { fileName: 'a.hsb' }).collection.puzzles[0]!.game).toBe('Hexoban');
    expect(parseCollection(two, { fileName: 'a.tsb' }).collection.puzzles[0]!.game).toBe('Trioban');
    expect(parseCollection(two, { fileName: 'a.osb' }).collection.puzzles[0]!.game).toBe('Octoban');
    expect(parseCollection(two, { fileName: 'a.xsb' }).collection.puzzles[0]!.game).toBe('Sokoban');
  });
});

describe('bad input', () => {
  it('an RLE bomb gives a diagnostic with line and column, and the puzzles around it load', () => {
    const { collection, diagnostics } = parseCollection(`A\n\n${BOARD}\n\nB\n\n999999999#|#@$.#|5#\n\nC\n\n${BOARD}\n`);
    expect(collection.puzzles.map((p) => p.title)).toEqual(['A', 'C']);
    expect(diagnostics).toEqual([
      { severity: 'error', code: 'rle-limit', message: 'RLE count 999999999 at 9:1 expands past the 1,000,000-cell board limit', line: 9, column: 1 },
    ]);
  });

  it('unbalanced brackets in moves give a diagnostic at their line and column', () => {
    const { diagnostics, collection } = parseCollection(`${BOARD}\n\nSolution\nuu\nr[rr\n`);
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ['unbalanced-bracket', 7, 2],
      ['reverse-without-jump', 6, 1],
    ]);
    expect(collection.puzzles[0]!.savedGames[0]!.moves.text).toBe('uur[rr');
  });

  it('configurable limits: board cells, moves, nesting depth, line length', () => {
    // The only board is refused, so the file has no puzzle left.
    expect(parseCollection(`${BOARD}\n`, { limits: { maxBoardCells: 10 } }).diagnostics.map((d) => d.code)).toEqual(['board-too-large', 'no-puzzles']);
    expect(parseCollection(`${BOARD}\n\nS\n9r\n`, { limits: { maxMoves: 5 } }).diagnostics.map((d) => d.code)).toEqual(['moves-too-long']);
    expect(parseCollection('3(2(#))|#@$.#|5#\n', { limits: { maxNestingDepth: 1 } }).diagnostics.map((d) => d.code)).toEqual(['nesting-too-deep', 'no-puzzles']);
    expect(parseCollection(`${'x'.repeat(50)}\n\n${BOARD}\n`, { limits: { maxLineLength: 40 } }).diagnostics.map((d) => [d.code, d.line])).toEqual([['line-too-long', 1]]);
  });

  it('binary garbage gives a warning and never throws', () => {
    const { diagnostics } = parseCollection(`\u0000\u0001\u0002garbage\n${BOARD}\n`);
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['binary-content', 1, 1]]);
  });
});

describe('saved-game titles need a blank line before them', () => {
  it('a text line right under notes, with no blank line between, is a note, not the next game title', () => {
    // SOK 0.17: "a title line is the last non-blank text line before ... a saved game, provided the line is preceded by a blank line".
    const [p] = parseCollection(`${BOARD}\n\nSolution\nR\nsolver note\nSnapshot\nuu\n`).collection.puzzles;
    expect(p!.savedGames.map((s) => [s.title, s.moves.text, s.notes])).toEqual([
      ['Solution', 'R', ['solver note', 'Snapshot']],
      [null, 'uu', []],
    ]);
  });

  it('the same line after a blank line is the title', () => {
    const [p] = parseCollection(`${BOARD}\n\nSolution\nR\nsolver note\n\nSnapshot\nuu\n`).collection.puzzles;
    expect(p!.savedGames.map((s) => [s.title, s.notes])).toEqual([
      ['Solution', ['solver note']],
      ['Snapshot', []],
    ]);
  });
});

describe('a lone ";" says there is no title line', () => {
  it('right above a board: the text above stays a note and the puzzle has no title', () => {
    const { collection } = parseCollection(`Header note\n\n;\n${BOARD}\n\nOne\n\n${BOARD}\nlast note\n\n;\n\n${BOARD}\n`);
    expect(collection.notes).toEqual(['Header note']);
    expect(collection.puzzles.map((p) => p.title)).toEqual([null, 'One', null]);
    expect(collection.puzzles[1]!.notes).toEqual(['last note']);
  });

  it('right above moves: the text above stays a note and the game has no title', () => {
    const [p] = parseCollection(`${BOARD}\nnote\n\n;\nrR\ngame note\n;\nuu\n`).collection.puzzles;
    expect(p!.notes).toEqual(['note']);
    expect(p!.savedGames.map((s) => [s.title, s.moves.text, s.notes])).toEqual([
      [null, 'rR', ['game note']],
      [null, 'uu', []],
    ]);
  });

  it('above a title line it is a separator, as in XSB headers', () => {
    const { collection } = parseCollection(`; Set\n;\n; 1\n\n${BOARD}\n`);
    expect(collection.puzzles[0]!.title).toBe('1');
    expect(collection.notes).toEqual(['; Set', ';']);
  });
});

describe('quoted lines', () => {
  it('a note line in double quotes that would read as something else is that line', () => {
    const notes = ['"Sure"', '"#####"', '"---"', '":: not a comment"', '";"', '";;Title: not metadata"', '"  "', '"#|2"', '""Sure""'];
    const [p] = parseCollection(`${BOARD}\n${notes.join('\n')}\n`).collection.puzzles;
    expect(p!.notes).toEqual(['Sure', '#####', '---', ':: not a comment', ';', ';;Title: not metadata', '  ', '#|2', '"Sure"']);
    expect(p!.savedGames).toEqual([]);
  });

  it('quotes around ordinary text are kept: they are the note', () => {
    const [p] = parseCollection(`${BOARD}\n"Hello"\n""\n"a" and "b"\n`).collection.puzzles;
    expect(p!.notes).toEqual(['"Hello"', '""', '"a" and "b"']);
  });

  it('in the file header, a quoted "Key=value" is a note, not a macro', () => {
    const { collection } = parseCollection(`"a=b"\nCopyright=me\n\nOne\n\n${BOARD}\n`);
    expect(collection.notes).toEqual(['a=b']);
    expect(collection.macros).toEqual({ Copyright: 'me' });
  });

  it('inside a double-quoted title, "" is one quote; other quotes inside keep the line as written', () => {
    expect(parseCollection(`"say ""hi"""\n${BOARD}\n`).collection.puzzles[0]!.title).toBe('say "hi"');
    expect(parseCollection(`""""\n${BOARD}\n`).collection.puzzles[0]!.title).toBe('"');
    expect(parseCollection(`""\n${BOARD}\n`).collection.puzzles[0]!.title).toBe('');
    expect(parseCollection(`"a" and "b"\n${BOARD}\n`).collection.puzzles[0]!.title).toBe('"a" and "b"');
    expect(parseCollection(`'it's'\n${BOARD}\n`).collection.puzzles[0]!.title).toBe("'it's'");
  });
});

describe('titles after boards (plain XSB)', () => {
  it('must be on the line right after the board; after a blank line a line is the next title, as in SOK', () => {
    const { collection } = parseCollection(`${BOARD}\n\nFirst\n\n${BOARD}\nSecond\n`);
    expect(collection.puzzles.map((p) => p.title)).toEqual([null, 'First']);
    expect(collection.puzzles[1]!.notes).toEqual(['Second']);
  });
});
