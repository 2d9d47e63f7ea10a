/**
 * Preserve-mode edits around `.osb` metadata: a `;;Title:` that names no
 * level must go on naming none, and `;;Author:` lines that a moved level
 * brings along must not break a file whose titles stand under its boards.
 * What each file reads as follows from the reader's rules (`findTitles`):
 * a `;;Title:` names the board below it across blank lines, metadata and
 * `;` comments; a lone `;` or any other line stops that search.
 */
import { describe, expect, it } from 'vitest';
import { parseCollection, stringifyCollection, type Collection } from '../src/index.js';

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

  it('in the header, with its notes removed: a lone ";" stops the search above the `;;` title line', () => {
    const { collection } = parseCollection(`;;Title: m\nfoo\n\n;;\n${B}\n`);
    expect(titlesOf(collection)).toEqual([';']);
    collection.notes = [];
    const out = stringifyCollection(collection, { mode: 'preserve' });
    // The header keeps its metadata line and its blank line; the `;` goes right above the level's own lines.
    expect(out).toBe(`;;Title: m\n\n;\n;;\n${B}\n`);
    expect(titlesOf(parseCollection(out).collection)).toEqual([';']);
  });

  it('under a level, with its notes cut: the next level keeps its `; two` title', () => {
    // `block` and `more` stop the search from `; two` (and `more`, under `block`, is no title line): both are notes of One.
    const text = `One\n\n${B}\nnote\n;;Title: x\nblock\nmore\n\n; two\n${B2}\n`;
    const { collection } = parseCollection(text);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', ['note', 'block', 'more']],
      ['two', []],
    ]);
    collection.puzzles[0]!.notes = ['note'];
    const out = stringifyCollection(collection, { mode: 'preserve' });
    expect(out).toBe(`One\n\n${B}\nnote\n;;Title: x\n\n;\n; two\n${B2}\n`);
    expect(parseCollection(out).collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', ['note']],
      ['two', []],
    ]);
  });

  it('metadata between them is looked across too: the ";" goes above the level\'s `;;Author:`', () => {
    const { collection } = parseCollection(`;;Title: m\nfoo\n\n;;Author: A\n; two\n${B}\n`, { fileName: 'x.osb' });
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([['two', ['Author: A']]]);
    collection.notes = [];
    const out = stringifyCollection(collection, { mode: 'preserve' });
    expect(out).toBe(`;;Title: m\n\n;\n;;Author: A\n; two\n${B}\n`);
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
    // The `;` above the second board is that level's own (it says the board has no title): it goes with it.
    const B3 = '#######\n#@$  .#\n#######';
    const { collection } = parseCollection(`One\n\n${B}\nnote\n;;Title: x\n\n;\n${B2}\n\n; three\n${B3}\n`);
    expect(titlesOf(collection)).toEqual(['One', null, 'three']);
    collection.puzzles.splice(1, 1);
    const out = stringifyCollection(collection, { mode: 'preserve' });
    expect(out).toBe(`One\n\n${B}\nnote\n;;Title: x\n\n;\n; three\n${B3}\n`);
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

  it('a changed `;` title line gets the ";" too', () => {
    const { collection } = parseCollection(`;;Title: m\nfoo\n\n; old\n${B}\n`);
    expect(titlesOf(collection)).toEqual(['old']);
    collection.notes = [];
    collection.puzzles[0]!.title = 'new';
    const out = stringifyCollection(collection, { mode: 'preserve' });
    expect(out).toBe(`;;Title: m\n\n;\n; new\n${B}\n`);
    expect(titlesOf(parseCollection(out).collection)).toEqual(['new']);
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
