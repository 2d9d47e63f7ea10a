/**
 * Where an edited part of a file meets text copied from it, in preserve
 * mode: the writer must see how the copied text ends (a blank line, a line
 * of spaces or TABs, a one-letter note, a `;` separator, CRLF or CR CR LF
 * line breaks) to add a blank line or a `;` only where the reader needs
 * one. Each expected text is the source with the edited line alone
 * changed, or with the one line the module's rules add, worked out by hand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalRows, movesFromText, parseCollection, stringifyCollection, type Collection } from '../src/index.js';
import { withoutBlankEnds } from './blank-ends.js';

const BOARD = ['#####', '#@$.#', '#####'];

/** The collection read from `lines` joined by `eol`, with a final line break. */
function read(lines: readonly string[], eol = '\n'): Collection {
  return parseCollection(lines.join(eol) + eol).collection;
}

/** `lines` as a file with `eol` line breaks and a final one. */
const text = (lines: readonly string[], eol = '\n'): string => lines.join(eol) + eol;

describe('a title edited under copied text', () => {
  // The first puzzle's last note, then a line the reader takes as blank, then the title edited.
  for (const [name, eol] of [['LF', '\n'], ['CRLF', '\r\n'], ['CR CR LF', '\r\r\n'], ['CR', '\r']] as const) {
    for (const [what, gap] of [['spaces', '  '], ['a TAB', '\t'], ['nothing', '']] as const) {
      it(`${name}: a blank line of ${what} under a one-letter note is kept, and no blank line added`, () => {
        const lines = ['One', '', ...BOARD, 'x', gap, 'Two', '', ...BOARD];
        const collection = read(lines, eol);
        expect(collection.puzzles.map((p) => p.title)).toEqual(['One', 'Two']);
        expect(collection.puzzles[0]!.notes).toEqual(['x']);
        collection.puzzles[1]!.title = 'Deux';
        expect(stringifyCollection(collection)).toBe(text(['One', '', ...BOARD, 'x', gap, 'Deux', '', ...BOARD], eol));
      });
    }
  }
});

describe('a saved game added under copied notes', () => {
  for (const [name, eol] of [['LF', '\n'], ['CRLF', '\r\n'], ['CR CR LF', '\r\r\n'], ['CR', '\r']] as const) {
    for (const [what, gap] of [['spaces', '  '], ['a TAB', '\t'], ['nothing', '']] as const) {
      it(`${name}: under a blank line of ${what}, the game follows with no blank line added`, () => {
        const lines = ['One', '', ...BOARD, 'x', gap];
        const collection = read(lines, eol);
        expect(collection.puzzles[0]!.notes).toEqual(['x']);
        collection.puzzles[0]!.savedGames.push({ title: 'Sol', moves: movesFromText('R'), notes: [] });
        // The game: its title line, its moves, and the one blank line a new game ends with.
        expect(stringifyCollection(collection)).toBe(text([...lines, 'Sol', 'R', ''], eol));
      });

      it(`${name}: an untitled game under a blank line of ${what} gets a lone ";", as the note "x" above would be its title`, () => {
        const lines = ['One', '', ...BOARD, 'x', gap];
        const collection = read(lines, eol);
        collection.puzzles[0]!.savedGames.push({ title: null, moves: movesFromText('R'), notes: [] });
        expect(stringifyCollection(collection)).toBe(text([...lines, ';', 'R', ''], eol));
      });
    }

    it(`${name}: right under a one-letter note, a blank line goes first`, () => {
      const lines = ['One', '', ...BOARD, 'x'];
      const collection = read(lines, eol);
      collection.puzzles[0]!.savedGames.push({ title: 'Sol', moves: movesFromText('R'), notes: [] });
      expect(stringifyCollection(collection)).toBe(text([...lines, '', 'Sol', 'R'], eol));
    });
  }
});

describe('notes rewritten above copied text', () => {
  /** `lines` read, `edit` applied, written in preserve mode. */
  function written(lines: readonly string[], edit: (c: Collection) => void): string {
    const collection = read(lines);
    edit(collection);
    return stringifyCollection(collection);
  }

  it('an untitled board under them gets a lone ";", as the new last note would be its title', () => {
    // `Author: A` is a data line, which no board takes for its title; `Nice` would be.
    const lines = ['One', '', ...BOARD, 'Author: A', '', ...BOARD];
    expect(read(lines).puzzles[1]!.title).toBeNull();
    const out = written(lines, (c) => (c.puzzles[0]!.notes = ['Nice']));
    expect(out).toBe(text(['One', '', ...BOARD, 'Nice', '', ';', ...BOARD]));
    expect(parseCollection(out).collection.puzzles.map((p) => p.title)).toEqual(['One', null]);
  });

  it('a titled board under them is copied as it was', () => {
    const lines = ['One', '', ...BOARD, 'Author: A', '', 'Two', '', ...BOARD];
    expect(written(lines, (c) => (c.puzzles[0]!.notes = ['Nice']))).toBe(text(['One', '', ...BOARD, 'Nice', '', 'Two', '', ...BOARD]));
  });

  it('a saved game under them, titled or with its own ";", is copied as it was', () => {
    for (const head of ['Sol', ';']) {
      const lines = ['One', '', ...BOARD, 'Author: A', '', head, 'R'];
      const out = written(lines, (c) => (c.puzzles[0]!.notes = ['Nice']));
      expect(out).toBe(text(['One', '', ...BOARD, 'Nice', '', head, 'R']));
    }
  });

  it("a saved game's notes rewritten above an untitled game: that game keeps its own \";\"", () => {
    const lines = ['One', '', ...BOARD, '', 'Sol', 'R', '', ';', 'L'];
    const out = written(lines, (c) => (c.puzzles[0]!.savedGames[0]!.notes = ['Nice']));
    expect(out).toBe(text(['One', '', ...BOARD, '', 'Sol', 'R', 'Nice', '', ';', 'L']));
  });

  it("a saved game's notes rewritten above an untitled board: a lone \";\" goes above the board", () => {
    const lines = ['One', '', ...BOARD, '', 'Sol', 'R', 'Author: A', '', ...BOARD];
    expect(read(lines).puzzles.map((p) => p.title)).toEqual(['One', null]);
    const out = written(lines, (c) => (c.puzzles[0]!.savedGames[0]!.notes = ['Nice']));
    expect(out).toBe(text(['One', '', ...BOARD, '', 'Sol', 'R', 'Nice', '', ';', ...BOARD]));
    expect(parseCollection(out).collection.puzzles.map((p) => p.title)).toEqual(['One', null]);
  });
});

describe('the file header, and boards only run-length encoding can write', () => {
  it('a `Game:` note with no value names no tiling: canonical mode adds no `Game:` note to a Sokoban puzzle', () => {
    const collection = read(['Game:', '', 'One', '', ...BOARD]);
    expect(collection.notes).toEqual(['Game:']);
    expect(stringifyCollection(collection, { mode: 'canonical' })).toBe(text(['Game:', '', 'One', '', ...BOARD]));
  });

  it('a `Game:` note with no value names no tiling: rewritten puzzle notes get no `Game:` note either', () => {
    const collection = read(['Game:', '', 'One', '', ...BOARD, 'Author: A']);
    collection.puzzles[0]!.notes = ['Author: B'];
    expect(stringifyCollection(collection)).toBe(text(['Game:', '', 'One', '', ...BOARD, 'Author: B']));
  });

  it('a header note edited: the `Collection:` line that names the set keeps its own spacing', () => {
    const collection = read(['Collection:  My set', 'Author: A', '', 'One', '', ...BOARD]);
    expect(collection.title).toBe('My set');
    collection.notes = ['Collection:  My set', 'Author: B'];
    expect(stringifyCollection(collection)).toBe(text(['Collection:  My set', 'Author: B', '', 'One', '', ...BOARD]));
  });

  it('a board of one row is written on one run-length encoded line, with an empty row after it to make two', () => {
    const collection = read(['One', '', ...BOARD]);
    collection.puzzles[0]!.board.rows = ['#@$.#'];
    // `|` ends a row; `-` is the empty row (one floor cell, dropped again when read).
    expect(stringifyCollection(collection, { mode: 'canonical' })).toBe(text(['One', '', '#@$.#|-']));
  });
});

describe('titles under their boards (plain XSB) and a header that names another tiling', () => {
  it('the titles move above the boards, as each puzzle now needs a `Game:` note under its board', () => {
    const collection = read([...BOARD, 'One', '', ...BOARD, 'Two']);
    expect(collection.puzzles.map((p) => [p.title, p.game])).toEqual([['One', 'Sokoban'], ['Two', 'Sokoban']]);
    collection.notes = ['Game: Hexoban'];
    const back = parseCollection(stringifyCollection(collection)).collection;
    // Under the board, `One` with a `Game: Sokoban` note below it would be read as notes, and the title lost.
    expect(back.notes).toEqual(['Game: Hexoban']);
    expect(back.puzzles.map((p) => [p.title, p.game, p.notes])).toEqual([
      ['One', 'Sokoban', ['Game: Sokoban']],
      ['Two', 'Sokoban', ['Game: Sokoban']],
    ]);
  });

  it('a header that names the tiling the puzzles are keeps the layout, the file changed by the header alone', () => {
    const collection = read([...BOARD, 'One', '', ...BOARD, 'Two']);
    collection.notes = ['Game: Sokoban'];
    expect(stringifyCollection(collection)).toBe(text(['Game: Sokoban', '', ...BOARD, 'One', '', ...BOARD, 'Two']));
  });
});

/**
 * What must survive a write and a read (see writer-properties.test.ts): `Game:` notes aside, as a puzzle's tiling is
 * its `game`, and the header's `Collection:` and `Title:` notes, as the set's title is their value.
 */
function meaning(c: Collection): unknown {
  const own = (notes: readonly string[]): string[] => withoutBlankEnds(notes.filter((l) => !/^\s*game\s*[:=]/i.test(l)));
  return {
    title: c.title,
    notes: own(c.notes).filter((l) => !/^\s*(collection|title)\s*:/i.test(l)),
    puzzles: c.puzzles.map((p) => ({ title: p.title, game: p.game, rows: p.board.rows, notes: own(p.notes), games: p.savedGames.map((g) => [g.title, g.moves.text, withoutBlankEnds(g.notes)]) })),
  };
}

describe('plain XSB with titles under the boards, edited anywhere', () => {
  const TITLES = ['Level 1', 'Zig-zag', 'The Dungeon', "Tom's level"];
  /** One edit a program may make: to the header, or to puzzle `k` (counted modulo the puzzles). */
  const change = fc.oneof(
    fc.record({ kind: fc.constant('header' as const), notes: fc.constantFrom([], ['Game: Hexoban'], ['Game: Sokoban'], ['Author: Me'], ['Author: Me', 'Game: Hexoban']) }),
    fc.record({ kind: fc.constant('set title' as const), title: fc.constantFrom('My set', null) }),
    fc.record({ kind: fc.constantFrom('tiling' as const, 'untitle' as const, 'retitle' as const, 'notes' as const, 'game' as const, 'remove' as const, 'to front' as const), k: fc.nat() }),
  );

  it('a puzzle removed or moved: the file is the others, as they were, with no `;` that would end the layout', () => {
    const source = ['Level 1', 'Zig-zag', 'The Dungeon'].map((t) => [...BOARD, t]);
    const removed = read(source.flatMap((lines, i) => [...(i > 0 ? [''] : []), ...lines]));
    removed.puzzles.splice(1, 1);
    expect(stringifyCollection(removed)).toBe(text([...source[0]!, '', ...source[2]!]));
    const swapped = read(source.flatMap((lines, i) => [...(i > 0 ? [''] : []), ...lines]));
    swapped.puzzles.unshift(...swapped.puzzles.splice(1, 1));
    const out = stringifyCollection(swapped);
    expect(out).toBe(text([...source[1]!, '', ...source[0]!, '', ...source[2]!]));
    expect(parseCollection(out).collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['Zig-zag', []],
      ['Level 1', []],
      ['The Dungeon', []],
    ]);
  });

  it('with no blank line between the puzzles, a title shaped like a damaged row is quoted, as between two boards it would be one', () => {
    for (const title of ['#x###', 'x#@$.#', '# x #']) {
      const collection = read([...BOARD, 'One', ...BOARD, 'Two']);
      expect(collection.puzzles.map((p) => p.title)).toEqual(['One', 'Two']);
      collection.puzzles[0]!.title = title;
      const out = stringifyCollection(collection);
      expect(out).toBe(text([...BOARD, `"${title}"`, ...BOARD, 'Two']));
      expect(parseCollection(out).collection.puzzles.map((p) => p.title)).toEqual([title, 'Two']);
    }
  });

  it('reads back as edited', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TITLES), { minLength: 2, maxLength: 4 }), fc.array(change, { minLength: 1, maxLength: 2 }), (titles, changes) => {
        const source = titles.flatMap((t, i) => [...(i > 0 ? [''] : []), ...BOARD, t]);
        const doc = read(source);
        // The reader takes each line under a board for its title: the layout this test is about.
        expect(doc.puzzles.map((p) => p.title)).toEqual(titles);
        for (const c of changes) {
          if (c.kind === 'header') doc.notes = [...c.notes];
          else if (c.kind === 'set title') doc.title = c.title;
          else {
            const p = doc.puzzles[c.k % doc.puzzles.length]!;
            if (c.kind === 'tiling') p.game = p.game === 'Sokoban' ? 'Hexoban' : 'Sokoban';
            else if (c.kind === 'untitle') p.title = null;
            else if (c.kind === 'retitle') p.title = 'Renamed';
            else if (c.kind === 'notes') p.notes = ['A note'];
            else if (c.kind === 'remove') doc.puzzles.splice(c.k % doc.puzzles.length, 1);
            else if (c.kind === 'to front') doc.puzzles.unshift(...doc.puzzles.splice(c.k % doc.puzzles.length, 1));
            else p.savedGames.push({ title: 'Sol', moves: movesFromText('R'), notes: [] });
          }
        }
        const out = stringifyCollection(doc);
        expect(meaning(parseCollection(out).collection), out).toEqual(meaning(doc));
      }),
      { numRuns: 300 },
    );
  });
});

describe('canonical mode with run-length encoding', () => {
  // Boards with runs of walls and floor, an empty interior row (`-` in RLE), and a row that starts with floor.
  const BOARDS = [BOARD, ['#######', '#.@ # #', '#$* $ #', '#   $ #', '# ..  #', '#  *  #', '#######'], ['####', '#@ #', '', '#$.#', '####'], ['  ####', '###  #', '#@$ .#', '######']];
  const WORDS = ['Level 1', 'R', '#####', 'Author: A', '', ';', 'uuRR', '3#'];
  const MOVES = ['R', 'rrrrRRRRuuuu', 'lurd'.repeat(30), '[]UUdd', '{r}uL'];
  const doc = fc
    .array(
      fc.record({
        title: fc.option(fc.constantFrom(...WORDS), { nil: null }),
        board: fc.constantFrom(...BOARDS),
        notes: fc.array(fc.constantFrom(...WORDS), { maxLength: 2 }),
        games: fc.array(fc.record({ title: fc.option(fc.constantFrom(...WORDS), { nil: null }), moves: fc.constantFrom(...MOVES) }), { maxLength: 2 }),
      }),
      { minLength: 1, maxLength: 3 },
    )
    .map(
      (puzzles): Collection => ({
        title: null,
        notes: [],
        comments: [],
        macros: {},
        puzzles: puzzles.map((p) => ({
          title: p.title,
          board: { rows: p.board.slice() },
          notes: p.notes,
          game: 'Sokoban',
          comments: [],
          savedGames: p.games.map((g) => ({ title: g.title, moves: movesFromText(g.moves), notes: [] })),
        })),
      }),
    );

  it('reads back with the same titles, boards (their rows in canonical form), notes and moves, and writes the same again', () => {
    fc.assert(
      fc.property(doc, (d) => {
        const out = stringifyCollection(d, { mode: 'canonical', rle: true });
        const back = parseCollection(out).collection;
        // RLE writes floor as `-`, which the reader keeps in the rows: the same board.
        const rowsOf = (c: Collection): string[][] => c.puzzles.map((p) => canonicalRows(p.board.rows));
        expect(rowsOf(back), out).toEqual(rowsOf(d));
        const rest = (c: Collection): unknown => c.puzzles.map((p) => [p.title, p.notes.filter((l) => l !== ''), p.savedGames.map((g) => [g.title, g.moves.text])]);
        expect(rest(back), out).toEqual(rest(d));
        expect(stringifyCollection(back, { mode: 'canonical', rle: true })).toBe(out);
      }),
      { numRuns: 300 },
    );
  });
});

describe('comments inside saved games', () => {
  it('a comment removed from the puzzle does not come back with the copy of the saved game that held it', () => {
    const lines = ['One', '', ...BOARD, '', 'Sol', 'uRRdL', ':: kept', ':: gone', '', 'Two', 'lluD', ''];
    const collection = read(lines);
    expect(collection.puzzles[0]!.comments).toEqual([':: kept', ':: gone']);
    collection.puzzles[0]!.comments = [':: kept'];
    // The game `Sol` is written again, and the comment left goes with the notes, under the board, as a comment of no
    // copied game does; the game `Two`, untouched, is copied.
    const out = stringifyCollection(collection);
    expect(out).toBe(text(['One', '', ...BOARD, ':: kept', '', 'Sol', 'uRRdL', '', 'Two', 'lluD', '']));
    expect(parseCollection(out).collection.puzzles[0]!.comments).toEqual([':: kept']);
  });

  it('a comment two games held, left once in the puzzle: the first game is copied with it, the second written without', () => {
    const lines = ['One', '', ...BOARD, '', 'Sol', 'uRRdL', ':: c', '', 'Alt', 'lluD', ':: c', ''];
    const collection = read(lines);
    expect(collection.puzzles[0]!.comments).toEqual([':: c', ':: c']);
    collection.puzzles[0]!.comments = [':: c'];
    const out = stringifyCollection(collection);
    expect(parseCollection(out).collection.puzzles[0]!.comments).toEqual([':: c']);
    expect(out).toBe(text(['One', '', ...BOARD, '', 'Sol', 'uRRdL', ':: c', '', 'Alt', 'lluD', '']));
  });

  it('every comment still there: the game is copied as it was', () => {
    const lines = ['One', '', ...BOARD, '', 'Sol', 'uRRdL', ':: a', ':: a', ''];
    const collection = read(lines);
    collection.puzzles[0]!.notes = ['A note'];
    expect(stringifyCollection(collection)).toBe(text(['One', '', ...BOARD, 'A note', '', 'Sol', 'uRRdL', ':: a', ':: a', '']));
  });
});

describe('files with `::` comments anywhere, edited anywhere', () => {
  const piece = fc.constantFrom(':: c1', ':: c2', '::', 'Note', 'Author: A', '', ';');
  const part = fc.record({
    game: fc.boolean(),
    title: fc.option(fc.constantFrom('T1', 'T2'), { nil: null }),
    after: fc.array(piece, { maxLength: 3 }),
    above: fc.array(fc.constantFrom(':: h', ''), { maxLength: 2 }),
  });
  const WORDS = ['Renamed', 'R', ':: new', '', 'Author: Z'];
  const change = fc.record({
    kind: fc.constantFrom('comments', 'file comments', 'title', 'notes', 'add game', 'remove game', 'moves', 'game notes', 'tiling'),
    puzzle: fc.nat(),
    game: fc.nat(),
    lines: fc.array(fc.constantFrom(...WORDS), { maxLength: 3 }),
    text: fc.option(fc.constantFrom('Renamed', 'R', ''), { nil: null }),
  });
  /** The meaning, comments included; a part's comments are a set of lines in no order (they are written once each, but may move). */
  const withComments = (c: Collection): unknown => ({
    comments: [...c.comments].sort(),
    puzzles: c.puzzles.map((p) => ({ comments: [...p.comments].sort(), rest: meaning({ ...c, puzzles: [p] }) })),
  });

  it('reads back as edited, each comment once', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(':: top', 'Author: H', ''), { maxLength: 3 }), fc.array(part, { minLength: 1, maxLength: 5 }), fc.array(change, { maxLength: 3 }), (head, parts, changes) => {
        // Puzzles (a title line or `;`, the board, lines under it) and saved games (a title or `;`, moves, lines under them).
        const lines: string[] = [...head, ''];
        parts.forEach((p, i) => {
          if (!p.game || i === 0) lines.push(...p.above, p.title ?? ';', ...(p.title === null ? [] : ['']), ...BOARD, ...p.after, '');
          else lines.push(p.title ?? ';', 'uRRdL', ...p.after, '');
        });
        const source = text(lines);
        const doc = parseCollection(source).collection;
        expect(stringifyCollection(doc)).toBe(source);
        for (const c of changes) {
          const p = doc.puzzles[c.puzzle % doc.puzzles.length]!;
          const g = p.savedGames.length > 0 ? p.savedGames[c.game % p.savedGames.length]! : null;
          const comments = c.lines.filter((l) => l.startsWith('::'));
          const notes = c.lines.filter((l) => !l.startsWith('::'));
          if (c.kind === 'comments') p.comments = comments;
          else if (c.kind === 'file comments') doc.comments = comments;
          else if (c.kind === 'title') p.title = c.text;
          else if (c.kind === 'notes') p.notes = notes;
          else if (c.kind === 'add game') p.savedGames.push({ title: c.text, moves: movesFromText('lluD'), notes: [] });
          else if (c.kind === 'remove game' && g) p.savedGames.splice(p.savedGames.indexOf(g), 1);
          else if (c.kind === 'moves' && g) g.moves = movesFromText('dd');
          else if (c.kind === 'game notes' && g) g.notes = notes;
          else if (c.kind === 'tiling') p.game = p.game === 'Sokoban' ? 'Hexoban' : 'Sokoban';
        }
        const out = stringifyCollection(doc);
        expect(withComments(parseCollection(out).collection), out).toEqual(withComments(doc));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('a puzzle moved from another file', () => {
  it('keeps the tiling its own file implied: a `Game:` note goes with it', () => {
    // The `.hsb` extension makes its puzzles Hexoban; a `.sok` file's puzzles are Sokoban unless their notes say.
    const hexes = parseCollection(text(['Hex', '', ...BOARD, 'Author: A']), { fileName: 'x.hsb' }).collection;
    const squares = parseCollection(text(['Square', '', ...BOARD]), { fileName: 'y.sok' }).collection;
    expect([hexes.puzzles[0]!.game, squares.puzzles[0]!.game]).toEqual(['Hexoban', 'Sokoban']);
    squares.puzzles.push(hexes.puzzles[0]!);
    const back = parseCollection(stringifyCollection(squares), { fileName: 'y.sok' }).collection;
    expect(back.puzzles.map((p) => [p.title, p.game, p.notes.filter((l) => !l.startsWith('Game:'))])).toEqual([
      ['Square', 'Sokoban', []],
      ['Hex', 'Hexoban', ['Author: A']],
    ]);
  });
});

describe('a line that ends with a bare CR, under text the writer adds', () => {
  // A CRLF file whose last line ends with a lone CR: a CRLF or LF written right after it would read as one line break with it.
  const two = ['Two', '', ...BOARD].join('\r\n');
  const one = ['One', '', ...BOARD, 'A note'].join('\r\n');

  it('puzzles reordered: the blank line between them is kept, the CR written as CRLF', () => {
    const collection = parseCollection(`${two}\r\n\r\n${one}\r`).collection;
    collection.puzzles.reverse();
    const written = stringifyCollection(collection);
    expect(written).toBe(`${one}\r\n\r\n${two}\r\n\r\n`);
    const back = parseCollection(written).collection;
    expect(back.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', ['A note']],
      ['Two', []],
    ]);
  });

  it('a titled saved game added: its title is not read as a note', () => {
    const collection = parseCollection(`${two}\r\n\r\n${one}\r`).collection;
    collection.puzzles[1]!.savedGames.push({ title: 'Solution', moves: movesFromText('RR'), notes: [] });
    const written = stringifyCollection(collection);
    expect(written).toBe(`${two}\r\n\r\n${one}\r\n\r\nSolution\r\nRR\r\n`);
    const back = parseCollection(written).collection.puzzles[1]!;
    expect(back.notes).toEqual(['A note']);
    expect(back.savedGames.map((g) => [g.title, g.moves.text])).toEqual([['Solution', 'RR']]);
  });

  it('two untitled boards reordered stay two boards', () => {
    const board = BOARD.join('\r\n');
    const collection = parseCollection(`${board}\r\n\r\n${board}\r`).collection;
    collection.puzzles.reverse();
    const written = stringifyCollection(collection);
    expect(written).toBe(`${board}\r\n\r\n${board}\r\n\r\n`);
    expect(parseCollection(written).collection.puzzles.map((p) => p.board.rows.length)).toEqual([3, 3]);
  });

  it('in an LF file the CR is written as LF', () => {
    const t = ['T', '', ...BOARD].join('\n');
    const u = ['U', '', ...BOARD, 'x'].join('\n');
    const collection = parseCollection(`${t}\n\n${u}\r`).collection;
    expect(collection.puzzles[1]!.notes).toEqual(['x']);
    collection.puzzles.reverse();
    const written = stringifyCollection(collection);
    expect(written).toBe(`${u}\n\n${t}\n\n`);
    expect(parseCollection(written).collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['U', ['x']],
      ['T', []],
    ]);
  });
});
