/**
 * Preserve-mode edits around `.osb` metadata: a `;;Title:` that names no
 * level must go on naming none, and `;;Author:` lines that a moved level
 * brings along must not break a file whose titles stand under its boards.
 * What each file reads as follows from the reader's rules (`findTitles`):
 * a `;;Title:` names the board below it across blank lines, metadata and
 * `;` comments; a lone `;` or any other line stops that search.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalRows, parseCollection, stringifyCollection, type Collection } from '../src/index.js';

const B = '#####\n#@$.#\n#####';
const B2 = '######\n#@$ .#\n######';

const titlesOf = (c: Collection): (string | null)[] => c.puzzles.map((p) => p.title);
const codesOf = (text: string, fileName?: string): string[] => parseCollection(text, { fileName }).diagnostics.map((d) => d.code);

describe('a `;;Title:` that names no level, once the text that kept it from the board is edited away', () => {
  it('in the header, with the collection title set: the first level keeps the title ";" from its `;;` line', () => {
    // `]` stands between `;;Title: m` and the board, so `;;` (a `;` comment under a blank line) is the level's title line.
    const text = `;;Title: m\n]\n\n;;\n${B}\n`;
    const { collection } = parseCollection(text);
    expect(collection.notes).toEqual([']']);
    expect(titlesOf(collection)).toEqual([';']);
    collection.title = '';
    const out = stringifyCollection(collection, { mode: 'preserve' });
    const back = parseCollection(out).collection;
    expect(back.title).toBe('');
    expect(titlesOf(back)).toEqual([';']);
    expect(back.puzzles[0]!.notes).toEqual([]);
    // The line is kept, and still reported as naming nothing.
    expect(out.split('\n')).toContain(';;Title: m');
    expect(codesOf(out)).toEqual(['unused-metadata']);
  });

  it('in the header, with its notes removed: the `;;` title line is written plainly, as `";"`, which stops the search', () => {
    const { collection } = parseCollection(`;;Title: m\nfoo\n\n;;\n${B}\n`);
    expect(titlesOf(collection)).toEqual([';']);
    collection.notes = [];
    const out = stringifyCollection(collection, { mode: 'preserve' });
    // The header keeps its metadata line and its blank line. A lone `;` is no title line: the title ";" is quoted.
    expect(out).toBe(`;;Title: m\n\n";"\n${B}\n`);
    expect(titlesOf(parseCollection(out).collection)).toEqual([';']);
  });

  it('under a level, with its notes cut: the next level keeps its title, written `two`', () => {
    // `block` and `more` stop the search from `; two` (and `more`, under `block`, is no title line): both are notes of One.
    const text = `One\n\n${B}\nnote\n;;Title: x\nblock\nmore\n\n; two\n${B2}\n`;
    const { collection } = parseCollection(text);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', ['note', 'block', 'more']],
      ['two', []],
    ]);
    collection.puzzles[0]!.notes = ['note'];
    const out = stringifyCollection(collection, { mode: 'preserve' });
    expect(out).toBe(`One\n\n${B}\nnote\n;;Title: x\n\ntwo\n${B2}\n`);
    expect(parseCollection(out).collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', ['note']],
      ['two', []],
    ]);
  });

  it('metadata between them is looked across too: the title line under the level\'s `;;Author:` is written plainly', () => {
    const { collection } = parseCollection(`;;Title: m\nfoo\n\n;;Author: A\n; two\n${B}\n`, { fileName: 'x.osb' });
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([['two', ['Author: A']]]);
    collection.notes = [];
    const out = stringifyCollection(collection, { mode: 'preserve' });
    expect(out).toBe(`;;Title: m\n\n;;Author: A\ntwo\n${B}\n`);
    expect(parseCollection(out, { fileName: 'x.osb' }).collection.puzzles.map((p) => [p.title, p.notes])).toEqual([['two', ['Author: A']]]);
  });

  it('a plain title line stops the search itself: nothing is added above it', () => {
    const { collection } = parseCollection(`;;Title: m\nfoo\n\nTwo\n\n${B}\n`);
    expect(titlesOf(collection)).toEqual(['Two']);
    collection.notes = [];
    const out = stringifyCollection(collection, { mode: 'preserve' });
    expect(out).toBe(`;;Title: m\n\nTwo\n\n${B}\n`);
  });

  it('under an unedited level, once the untitled level whose ";" stopped it is removed', () => {
    // The `;` above the second board is that level's own (it says the board has no title): it goes with it, and `; three`
    // is written `three`.
    const B3 = '#######\n#@$  .#\n#######';
    const { collection } = parseCollection(`One\n\n${B}\nnote\n;;Title: x\n\n;\n${B2}\n\n; three\n${B3}\n`);
    expect(titlesOf(collection)).toEqual(['One', null, 'three']);
    collection.puzzles.splice(1, 1);
    const out = stringifyCollection(collection, { mode: 'preserve' });
    expect(out).toBe(`One\n\n${B}\nnote\n;;Title: x\n\nthree\n${B3}\n`);
    expect(parseCollection(out).collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', ['note']],
      ['three', []],
    ]);
  });

  it('nothing is added where other lines still stand between: a saved game\'s moves under the `;;Title:`', () => {
    // Under `note2` and `;;Title: x`, the copied saved game's moves stop the search from `; two`, as they did before.
    const { collection } = parseCollection(`One\n\n${B}\nnote\n;;Title: x\nblock\n\nSolution\nRRR\n\n; two\n${B2}\n`);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', ['note', 'block']],
      ['two', []],
    ]);
    collection.puzzles[0]!.notes = ['note2'];
    const out = stringifyCollection(collection, { mode: 'preserve' });
    expect(out).toBe(`One\n\n${B}\nnote2\n;;Title: x\n\nSolution\nRRR\n\n; two\n${B2}\n`);
    expect(titlesOf(parseCollection(out).collection)).toEqual(['One', 'two']);
  });

  it('nor under metadata that names no title: `;;Author:` alone above a `;` title line', () => {
    const { collection } = parseCollection(`;;Author: A\nfoo\n\n; two\n${B}\n`, { fileName: 'x.osb' });
    expect(collection.notes).toEqual(['foo']);
    collection.notes = [];
    const out = stringifyCollection(collection, { mode: 'preserve' });
    expect(out).toBe(`;;Author: A\n\n; two\n${B}\n`);
    expect(parseCollection(out, { fileName: 'x.osb' }).collection.puzzles.map((p) => [p.title, p.notes])).toEqual([['two', ['Author: A']]]);
  });

  it('a changed `;` title line is written plainly too', () => {
    const { collection } = parseCollection(`;;Title: m\nfoo\n\n; old\n${B}\n`);
    expect(titlesOf(collection)).toEqual(['old']);
    collection.notes = [];
    collection.puzzles[0]!.title = 'Big one';
    const out = stringifyCollection(collection, { mode: 'preserve' });
    expect(out).toBe(`;;Title: m\n\nBig one\n${B}\n`);
    expect(titlesOf(parseCollection(out).collection)).toEqual(['Big one']);
  });
});

describe('titles under the boards, in a file whose first level has `.osb` metadata above it', () => {
  const text = `;;Author: H\n;;Comment: h\n\n${B}\nNote\n\n${B2}\nNote2\n`;
  const read = (t: string): Collection => parseCollection(t, { fileName: 'x.osb' }).collection;
  const levels = (c: Collection): unknown[] => c.puzzles.map((p) => [p.title, p.notes, p.board.rows.length]);

  it('reads each line under a board as its title, and the metadata as notes of both levels', () => {
    expect(levels(read(text))).toEqual([
      ['Note', ['Author: H', 'Comment: h'], 3],
      ['Note2', ['Author: H', 'Comment: h'], 3],
    ]);
  });

  it('moving the first level after the second brings its metadata between the boards: every title goes above its board', () => {
    const collection = read(text);
    collection.puzzles.push(collection.puzzles.shift()!);
    const out = stringifyCollection(collection, { mode: 'preserve' });
    expect(levels(read(out))).toEqual([
      ['Note2', ['Author: H', 'Comment: h'], 3],
      ['Note', ['Author: H', 'Comment: h'], 3],
    ]);
    expect(codesOf(out, 'x.osb')).toEqual([]);
    // A title above each board: the first line is the first title.
    expect(out.startsWith('Note2\n')).toBe(true);
  });

  it('without metadata, the same move keeps the titles under the boards', () => {
    const collection = read(`${B}\nFirst\n\n${B2}\nSecond\n`);
    collection.puzzles.reverse();
    const out = stringifyCollection(collection, { mode: 'preserve' });
    expect(out).toBe(`${B2}\nSecond\n\n${B}\nFirst\n\n`);
    expect(titlesOf(read(out))).toEqual(['Second', 'First']);
  });
});

describe('levels removed or moved, and the lines that stood between them', () => {
  it('a file note ";" above a level named by `;;Title:` alone gets a ";" of the level\'s own between them', () => {
    // The reader takes a lone `;` above a lead of metadata for the level's separator: the note would be gone.
    const { collection } = parseCollection(`;\n;\n${B}\n;;Title: n\n${B2}\n`);
    expect([collection.notes, titlesOf(collection)]).toEqual([[';'], [null, 'n']]);
    collection.puzzles.splice(0, 1);
    const out = stringifyCollection(collection);
    expect(out).toBe(`;\n\n;\n;;Title: n\n${B2}\n`);
    const back = parseCollection(out).collection;
    expect([back.notes, titlesOf(back)]).toEqual([[';'], ['n']]);
  });

  it('so does a level\'s last note ";", when a level named by `;;Title:` is moved under it', () => {
    const read = (t: string): Collection => parseCollection(t, { fileName: 'x.osb' }).collection;
    const collection = read(`;;Title: n\n${B}\n\n${B2}\n;\n`);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['n', []],
      [null, [';']],
    ]);
    collection.puzzles.reverse();
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B2}\n;\n\n;\n;;Title: n\n${B}\n\n`);
    expect(read(out).puzzles.map((p) => [p.title, p.notes])).toEqual([
      [null, [';']],
      ['n', []],
    ]);
  });

  // Without its last line break too: the line the `;` stands on then ends where Two's part begins.
  it.each([
    ['x.sok', '\n'],
    ['x.osb', '\n'],
    ['x.sok', ''],
    ['x.osb', ''],
  ])('a last note ";" under metadata is written `";"` when a level with a title line is moved under it (%s, ending %j)', (fileName, end) => {
    // From a title line the reader looks up across blank lines, lone `;` lines and metadata, and the lead starts at the
    // highest metadata line: a bare `;` between would go into Two's lead and be lost. In double quotes it is a note, which
    // stops that search (and `;;Title: m` names nothing: Two keeps its title line).
    const collection = parseCollection(`Two\n${B2}\n\n${B}\n;;Title: m\n;${end}`, { fileName }).collection;
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['Two', []],
      [null, [';']],
    ]);
    collection.puzzles.reverse();
    const out = stringifyCollection(collection);
    // Two's part is copied with the blank line that ended it.
    expect(out).toBe(`${B}\n;;Title: m\n";"\n\nTwo\n${B2}\n\n`);
    expect(parseCollection(out, { fileName }).collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      [null, [';']],
      ['Two', []],
    ]);
  });

  it('so is a file note ";" under metadata, when the level under it gets a title line, and in a file of CRLF lines', () => {
    // The `;` right above the board is the level's separator, the one above it a file note. A new title takes the
    // separator's place; from it the reader would look up to `;;Author: A` and take the note into the lead.
    const text = `;;Author: A\n;\n;\n${B}\n`;
    for (const eol of ['\n', '\r\n']) {
      const collection = parseCollection(text.replaceAll('\n', eol)).collection;
      expect([collection.notes, titlesOf(collection)]).toEqual([[';'], [null]]);
      collection.puzzles[0]!.title = 'T';
      const out = stringifyCollection(collection);
      expect(out).toBe(`;;Author: A\n";"\n\nT\n\n${B}\n`.replaceAll('\n', eol));
      const back = parseCollection(out).collection;
      expect([back.notes, titlesOf(back)]).toEqual([[';'], ['T']]);
    }
  });

  // Which `;` lines are quoted, worked out from the reader's search above a board (`findTitles`): from the title line, or
  // from a `;;Title:` found across `;` comments, up across blank lines, `;` lines and metadata to the highest metadata
  // line. Only a note of the level above, in that stretch, is quoted; each file is read as `.osb`, its levels swapped.
  it.each([
    // Across `;` comments (notes of the level) and a blank line the reader finds `;;Title: n`, and goes on looking above it.
    ['a `;;Title:` above `;` comments', `;;Title: n\n\n; b\n; c\n; d\n${B}\n\n${B2}\n;;Title: m\n;\n`, `${B2}\n;;Title: m\n";"\n\n;;Title: n\n\n; b\n; c\n; d\n${B}\n\n`, [[';'], ['; b', '; c', '; d']], 'n'],
    // A title line of move letters is a title line too.
    ['a title line of move letters', `Dull\n${B}\n\n${B2}\n;;Title: m\n;\n`, `${B2}\n;;Title: m\n";"\n\nDull\n${B}\n\n`, [[';'], []], 'Dull'],
    // From Two the reader looks up across its own metadata too. (`;;Author: A` holds for both levels: the level moved
    // first gets a line of its own above its board, see sok-writer.ts.)
    ['metadata between the title line and the board', `Two\n;;Author: A\n${B}\n\n${B2}\n;;Title: m\n;\n`, `;;Author: A\n${B2}\n;;Title: m\n";"\n\nTwo\n;;Author: A\n${B}\n\n`, [['Author: A', ';'], ['Author: A']], 'Two'],
    // The `;` right above an untitled board is its separator: the reader looks no further up.
    ['an untitled level with its own ";"', `;\n${B}\n\n${B2}\n;;Title: m\n;\n`, `${B2}\n;;Title: m\n;\n\n;\n${B}\n\n`, [[';'], []], null],
    // Named by `;;Title:` alone, the level gets a `;` of its own above it (see above): no title line to look up from.
    ['no title line', `;;Title: n\n${B}\n\n${B2}\n;;Title: m\n;\n`, `${B2}\n;;Title: m\n;\n\n;\n;;Title: n\n${B}\n\n`, [[';'], []], 'n'],
    // `x` would be a title line, but `;;Title: n` names the level: the reader does not look above `x`.
    ['a text line above a `;;Title:`', `;;Title: n\n${B}\n\n${B2}\n;;Title: m\n;\nx\n`, `${B2}\n;;Title: m\n;\nx\n\n;;Title: n\n${B}\n\n`, [[';', 'x'], []], 'n'],
    // The note `x` stops the search from Two before the `;`.
    ['a note between', `Two\n${B}\n\n${B2}\n;;Title: m\n;\nx\n`, `${B2}\n;;Title: m\n;\nx\n\nTwo\n${B}\n\n`, [[';', 'x'], []], 'Two'],
    // Above the `;` and a blank line the search meets the note `x`, not metadata: the `;` stays a note.
    ['a note above the ";"', `Two\n${B}\n\n${B2}\n;;Title: m\nx\n\n;\n`, `${B2}\n;;Title: m\nx\n\n;\n\nTwo\n${B}\n\n`, [['x', '', ';'], []], 'Two'],
  ])('%s', (_, text, expected, notes, title) => {
    const collection = parseCollection(text, { fileName: 'x.osb' }).collection;
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      [title, notes[1]],
      [null, notes[0]],
    ]);
    collection.puzzles.reverse();
    const out = stringifyCollection(collection);
    expect(out).toBe(expected);
    expect(parseCollection(out, { fileName: 'x.osb' }).collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      [null, notes[0]],
      [title, notes[1]],
    ]);
  });

  it("a level's own `;` above its title line, under its own metadata, is no note and stays as it is", () => {
    // Two's lead starts at `;;Title: m`: the `;` in it reads as a blank line. Quoted, it would stop the search there and
    // give `;;Title: m` and a note ";" to One.
    const collection = parseCollection(`One\n${B}\n\n;;Title: m\n;\nTwo\n${B2}\n`).collection;
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', []],
      ['Two', []],
    ]);
    collection.puzzles[0]!.title = 'Uno';
    const out = stringifyCollection(collection);
    expect(out).toBe(`Uno\n${B}\n\n;;Title: m\n;\nTwo\n${B2}\n`);
    expect(parseCollection(out).collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['Uno', []],
      ['Two', []],
    ]);
  });

  it('a title line removed keeps the last ";" above it, the level\'s own separator, and not the ones above that; renamed, all stay', () => {
    // Above `; 1` both `;` lines read as blank lines, and the lead starts at `;;Author: A`. With no title line the last
    // `;` says there is none; one more above it would be a note of the level before.
    const collection = parseCollection(`${B}\n;;Author: A\n;\n;\n; 1\n${B2}\n`).collection;
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      [null, []],
      ['1', ['Author: A']],
    ]);
    collection.puzzles[1]!.title = null;
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B}\n;;Author: A\n;\n${B2}\n`);
    expect(parseCollection(out).collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      [null, []],
      [null, ['Author: A']],
    ]);
    // Renamed instead, the title line stays below both, which read as blank lines as before: only its text changes.
    const renamed = parseCollection(`${B}\n;;Author: A\n;\n;\n; 1\n${B2}\n`).collection;
    renamed.puzzles[1]!.title = 'Eins';
    expect(stringifyCollection(renamed)).toBe(`${B}\n;;Author: A\n;\n;\n; Eins\n${B2}\n`);
  });

  it('the ";" is looked for above metadata too: a last note ";" under which `;;Comment:` stands', () => {
    // After the last board, `;;Comment: c` describes no level; moved above a level, it describes that one (no line unsets a value).
    const read = (t: string): Collection => parseCollection(t, { fileName: 'x.osb' }).collection;
    const collection = read(`;;Title: n\n${B}\n\n${B2}\n;\n;;Comment: c\n`);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['n', []],
      [null, [';']],
    ]);
    collection.puzzles.reverse();
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B2}\n;\n;;Comment: c\n\n;\n;;Title: n\n${B}\n\n`);
    expect(read(out).puzzles.map((p) => [p.title, p.notes])).toEqual([
      [null, [';']],
      ['n', ['Comment: c']],
    ]);
  });

  it('the level\'s own ";" comes with a new `;;Title:` value too', () => {
    const { collection } = parseCollection(`;\n;\n${B}\n;;Title: n\n${B2}\n`);
    collection.puzzles.splice(0, 1);
    collection.puzzles[0]!.title = 'm';
    const out = stringifyCollection(collection);
    expect(out).toBe(`;\n\n;\n;;Title: m\n${B2}\n`);
    const back = parseCollection(out).collection;
    expect([back.notes, titlesOf(back)]).toEqual([[';'], ['m']]);
  });

  it('no ";" is added above `;;Title:` and `;` comments: the reader does not look above them for a separator', () => {
    const read = (t: string): Collection => parseCollection(t, { fileName: 'x.osb' }).collection;
    const collection = read(`;\n;\n${B}\n;;Title: n\n; c\n${B2}\n`);
    expect([collection.notes, collection.puzzles.map((p) => [p.title, p.notes])]).toEqual([
      [';'],
      [
        [null, []],
        ['n', ['; c']],
      ],
    ]);
    collection.puzzles.splice(0, 1);
    const out = stringifyCollection(collection);
    expect(out).toBe(`;\n\n;;Title: n\n; c\n${B2}\n`);
    expect([read(out).notes, titlesOf(read(out))]).toEqual([[';'], ['n']]);
  });

  it('a `; 1` title moved under an unused `;;Title:` and a `;` comment is written `1`: a ";" there would be a note', () => {
    // After the last board, `;;Title: m` names nothing and `; two` is a note; `; 1` under them would be looked across to it.
    const read = (t: string): Collection => parseCollection(t, { fileName: 'x.osb' }).collection;
    const collection = read(`; 1\n${B}\n\n${B2}\n;;Title: m\n; two\n`);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['1', []],
      [null, ['; two']],
    ]);
    collection.puzzles.reverse();
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B2}\n;;Title: m\n; two\n\n1\n${B}\n\n`);
    expect(read(out).puzzles.map((p) => [p.title, p.notes])).toEqual([
      [null, ['; two']],
      ['1', []],
    ]);
  });

  it('the last level removed, leaving each board followed by one line: the title under the first board is set apart', () => {
    // `;;Title: n` after "Two" kept the file from reading as titles after boards; without it, "; two" would be the first
    // board's title and "Two" the second's.
    const { collection } = parseCollection(`${B}\n; two\n${B2}\nTwo\n;;Title: n\n${B}\n`);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      [null, []],
      ['two', ['Two']],
      ['n', []],
    ]);
    collection.puzzles.pop();
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B}\n\n; two\n${B2}\nTwo\n`);
    expect(parseCollection(out).collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      [null, []],
      ['two', ['Two']],
    ]);
  });

  it('the first level removed: what is copied from further down is not the file\'s start, and is set apart the same way', () => {
    const { collection } = parseCollection(`${B}\n\n${B}\nTwo\n${B2}\nSolution\n`);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      [null, []],
      [null, []],
      ['Two', ['Solution']],
    ]);
    collection.puzzles.shift();
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B}\n\nTwo\n${B2}\nSolution\n`);
    expect(parseCollection(out).collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      [null, []],
      ['Two', ['Solution']],
    ]);
  });

  it('a file whose boards are each followed by one line, one of which cannot be a title, is not taken for titles after boards', () => {
    // "Author: Q" is a data key: no title. The reader reads "Note" as the second level's title, above its board.
    const text = `;;Author: H\n\n${B}\nNote\n\n${B2}\nAuthor: Q\n`;
    const { collection } = parseCollection(text, { fileName: 'x.osb' });
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      [null, ['Author: H']],
      ['Note', ['Author: Q']],
    ]);
    expect(stringifyCollection(collection)).toBe(text);
    collection.puzzles[1]!.notes = ['Author: Q', 'Solved'];
    expect(stringifyCollection(collection)).toBe(`;;Author: H\n\n${B}\nNote\n\n${B2}\nAuthor: Q\nSolved\n`);
  });

  it('an unedited file whose boards are each followed by one line, the last of them moves, is not taken for titles after boards', () => {
    // "R" right under the second board is a saved game's moves: the reader reads "Two" as that level's title, above its board.
    const text = `${B}\nTwo\n${B2}\nR\n`;
    const { collection } = parseCollection(text);
    expect(collection.puzzles.map((p) => [p.title, p.savedGames.map((g) => g.moves.text)])).toEqual([
      [null, []],
      ['Two', ['R']],
    ]);
    expect(stringifyCollection(collection)).toBe(text);
  });

  it('a title changed under two `;;Title:` lines changes the nearest and keeps the other', () => {
    const { collection } = parseCollection(`;\n;;Title: m\n;;Title: n\n${B}\n`);
    expect(titlesOf(collection)).toEqual(['n']);
    collection.puzzles[0]!.title = 'Z';
    expect(stringifyCollection(collection)).toBe(`;\n;;Title: m\n;;Title: Z\n${B}\n`);
  });

  it('a title set to null takes every `;;Title:` above the board with it, not only the nearest, which named it', () => {
    const { collection } = parseCollection(`;\n;;Title: m\n;;Title: n\n${B}\n`);
    expect(titlesOf(collection)).toEqual(['n']);
    collection.puzzles[0]!.title = null;
    const out = stringifyCollection(collection);
    expect(out).toBe(`;\n${B}\n`);
    expect(titlesOf(parseCollection(out).collection)).toEqual([null]);
  });

  // Files of boards and the lines around them that `.osb` metadata, titles, separators and notes give meaning to; levels
  // removed and moved, notes and titles changed; the file must read back as edited. Notes that metadata gives
  // (`Author: A`) are left out: no line unsets a value, so a level moved under a `;;Author:` reads back with it.
  const BOARDS = [B, B2, '#######\n#@$  .#\n#######', '####\n#@*#\n####'];
  const LINES = ['', '', '', 'R', ';', ';;', '; 1', '; two', 'Title: T', 'Collection: C', ';;Title: m', ';;Author: A', ';;Comment: c', ':: c', 'note', 'Two', 'Solution'];
  const part = fc.tuple(fc.array(fc.constantFrom(...LINES), { maxLength: 4 }), fc.constantFrom(...BOARDS)).map(([lines, board]) => [...lines, board].join('\n'));
  const file = fc
    .tuple(fc.array(part, { minLength: 1, maxLength: 4 }), fc.array(fc.constantFrom(...LINES), { maxLength: 3 }))
    .map(([parts, tail]) => [...parts, ...tail].join('\n') + '\n');
  const edit = fc.record({
    kind: fc.nat(5),
    a: fc.nat(),
    b: fc.nat(),
    notes: fc.array(fc.constantFrom('x', 'note', '; c', ''), { maxLength: 2 }),
    title: fc.option(fc.constantFrom('T', '; t', 'Z'), { nil: null }),
  });
  const given = (line: string): boolean => /^(author|comment): /i.test(line);
  // Blank entries at the ends of notes are not kept: the reader cannot tell them from the blank lines between parts.
  const trimmed = (lines: readonly string[]): string[] => {
    let s = 0;
    let e = lines.length;
    while (s < e && lines[s] === '') s++;
    while (e > s && lines[e - 1] === '') e--;
    return lines.slice(s, e);
  };
  const meaning = (c: Collection): unknown => ({
    title: c.title === null ? null : c.title.trim(),
    notes: trimmed(c.notes.filter((l) => !/^\s*(collection|title|game)\s*:/i.test(l))),
    comments: [...c.comments].sort(),
    puzzles: c.puzzles.map((p) => ({
      title: p.title,
      rows: canonicalRows(p.board.rows),
      notes: trimmed(p.notes.filter((l) => !given(l) && !/^\s*(title|game)\s*:/i.test(l))),
      comments: [...p.comments].sort(),
      savedGames: p.savedGames.map((g) => [g.title, g.moves.text, trimmed(g.notes)]),
    })),
  });

  it.each(['x.sok', 'x.osb'])('read as %s, edited, written and read again, a file holds what was edited', (fileName) => {
    fc.assert(
      fc.property(file, fc.array(edit, { minLength: 1, maxLength: 3 }), (text, edits) => {
        const doc = parseCollection(text, { fileName }).collection;
        for (const e of edits) {
          const n = doc.puzzles.length;
          const i = e.a % n;
          if (e.kind === 0) doc.puzzles.splice(i, 1);
          else if (e.kind === 1) doc.puzzles.splice(e.b % n, 0, doc.puzzles.splice(i, 1)[0]!);
          else if (e.kind === 2) doc.puzzles[i]!.notes = e.notes;
          else if (e.kind === 3) doc.notes = e.notes;
          else if (e.kind === 4) doc.title = e.title;
          else doc.puzzles[i]!.title = e.title;
          if (doc.puzzles.length === 0) break;
        }
        const out = stringifyCollection(doc);
        expect(meaning(parseCollection(out, { fileName }).collection), out).toEqual(meaning(doc));
      }),
      { numRuns: 400 },
    );
  });
});

// The reader looks through `::` comments for a title line, a lone `;` and a `;;Title:` (they are for people reading the
// file): so does the writer, when it asks what the lines it wrote above a level would do to it.
describe('`::` comments where the writer looks as the reader does', () => {
  it.each([
    // From Two's title line, under the comment, the reader looks up across the blank line and the `;` to `;;Title: m`.
    ['a comment between a title line and the board', `Two\n:: c\n${B}\n\n${B2}\n;;Title: m\n;\n`, `${B2}\n;;Title: m\n";"\n\nTwo\n:: c\n${B}\n\n`, [[';'], []], 'Two'],
    // Across `; b` and the comment the reader finds `;;Title: n`, and goes on looking above it.
    ['a `;;Title:` above a comment and a `;` comment', `;;Title: n\n:: c\n; b\n${B}\n\n${B2}\n;;Title: m\n;\n`, `${B2}\n;;Title: m\n";"\n\n;;Title: n\n:: c\n; b\n${B}\n\n`, [[';'], ['; b']], 'n'],
  ])('a last note ";" under metadata is quoted when a level with %s is moved under it', (_, text, expected, notes, title) => {
    const collection = parseCollection(text, { fileName: 'x.osb' }).collection;
    expect(collection.puzzles.map((p) => [p.title, p.notes, p.comments])).toEqual([
      [title, notes[1], [':: c']],
      [null, notes[0], []],
    ]);
    collection.puzzles.reverse();
    const out = stringifyCollection(collection);
    expect(out).toBe(expected);
    expect(parseCollection(out, { fileName: 'x.osb' }).collection.puzzles.map((p) => [p.title, p.notes, p.comments])).toEqual([
      [null, notes[0], []],
      [title, notes[1], [':: c']],
    ]);
  });

  it('a file note ";" above a comment gets a ";" of the level\'s own under them, above a level named by `;;Title:` alone', () => {
    // The reader would look up from `;;Title: n` across the blank line and the comment, and take the note for the separator.
    const { collection } = parseCollection(`;\n:: c\n;\n${B}\n;;Title: n\n${B2}\n`);
    expect([collection.notes, collection.comments, titlesOf(collection)]).toEqual([[';'], [':: c'], [null, 'n']]);
    collection.puzzles.splice(0, 1);
    const out = stringifyCollection(collection);
    expect(out).toBe(`;\n:: c\n\n;\n;;Title: n\n${B2}\n`);
    const back = parseCollection(out).collection;
    expect([back.notes, back.comments, titlesOf(back)]).toEqual([[';'], [':: c'], ['n']]);
  });

  it('a `;` title line under a comment under `;;Title:` is written plainly once the level between them is removed', () => {
    // As when no comment stands there: across it, `;;Title: x` would name the last level, and `; three` be a note.
    const B3 = '#######\n#@$  .#\n#######';
    const { collection } = parseCollection(`One\n\n${B}\nnote\n;;Title: x\n:: c\n\n;\n${B2}\n\n; three\n${B3}\n`);
    expect(titlesOf(collection)).toEqual(['One', null, 'three']);
    expect(collection.puzzles[0]!.comments).toEqual([':: c']);
    collection.puzzles.splice(1, 1);
    const out = stringifyCollection(collection);
    expect(out).toBe(`One\n\n${B}\nnote\n;;Title: x\n:: c\n\nthree\n${B3}\n`);
    expect(parseCollection(out).collection.puzzles.map((p) => [p.title, p.notes, p.comments])).toEqual([
      ['One', ['note'], [':: c']],
      ['three', [], []],
    ]);
  });
});
