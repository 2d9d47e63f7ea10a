/**
 * `.osb` (Octoban) metadata: `;;Title:` names the following level,
 * `;;Author:` and `;;Comment:` describe the following level(s)
 * (octoban-osb-format.txt, VARIANTS.md). Any other `;` line is a comment.
 */
import { describe, expect, it } from 'vitest';
import { parseCollection, stringifyCollection } from '../src/index.js';

const BOARD = ' ### \n#@$.#\n ### ';

describe('.osb metadata', () => {
  it('may be indented, like any ";" line', () => {
    const { collection } = parseCollection(`  ;;Title: x\n ;;Author: a\n${BOARD}\n`, { fileName: 'x.osb' });
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([['x', ['Author: a']]]);
  });

  it(';;Title: names the level; a plain ";" comment line before it is not the title', () => {
    const text = `; Octoban levels\n;;Title: Make Way\n;;Author: Malcolm Tyrrell\n;;Comment: Easy Octoban level.\n${BOARD}\n`;
    const { collection } = parseCollection(text, { fileName: 'x.osb' });
    expect(collection.puzzles[0]!.title).toBe('Make Way');
    expect(collection.notes).toEqual(['; Octoban levels']);
    expect(collection.puzzles[0]!.notes).toEqual(['Author: Malcolm Tyrrell', 'Comment: Easy Octoban level.']);
  });

  it(';;Author: and ;;Comment: hold for the following levels, from wherever they stand before them', () => {
    const text = `;;Author: A\n; Set one\n\n;;Comment: c1\n;;Title: One\n${BOARD}\n\n;;Comment: c2\n;;Title: Two\n${BOARD}\n\n;;Title: Three\n${BOARD}\n`;
    const { collection } = parseCollection(text, { fileName: 'x.osb' });
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', ['Author: A', 'Comment: c1']],
      ['Two', ['Author: A', 'Comment: c2']],
      ['Three', ['Author: A', 'Comment: c2']],
    ]);
    expect(collection.notes).toEqual(['; Set one']);
  });

  it("a puzzle's own Author: or Comment: note takes the place of the metadata's", () => {
    const { collection } = parseCollection(`;;Author: A\n;;Comment: c\n;;Title: T\n${BOARD}\nAuthor: B\n`, { fileName: 'x.osb' });
    expect(collection.puzzles[0]!.notes).toEqual(['Comment: c', 'Author: B']);
  });

  it('writes edited notes without repeating what the metadata gives', () => {
    const text = `;;Author: A\n;;Title: T\n${BOARD}\n\n;;Title: U\n${BOARD}\n`;
    const { collection } = parseCollection(text, { fileName: 'x.osb' });
    collection.puzzles[0]!.notes = ['Author: A', 'Solved it'];
    const out = stringifyCollection(collection);
    expect(out).toBe(`;;Author: A\n;;Title: T\n${BOARD}\nSolved it\n\n;;Title: U\n${BOARD}\n`);
    expect(parseCollection(out, { fileName: 'x.osb' }).collection.puzzles.map((p) => p.notes)).toEqual([['Author: A', 'Solved it'], ['Author: A']]);
  });

  it('a changed title is written in its ;;Title: line', () => {
    const { collection } = parseCollection(`;;Title: Make Way\n${BOARD}\n`, { fileName: 'x.osb' });
    collection.puzzles[0]!.title = 'Give Way';
    expect(stringifyCollection(collection)).toBe(`;;Title: Give Way\n${BOARD}\n`);
  });

  it('a title ;;Title: cannot hold (spaces at its ends) goes on a title line in its place', () => {
    const { collection } = parseCollection(`;;Title: Make Way\n${BOARD}\n`, { fileName: 'x.osb' });
    collection.puzzles[0]!.title = ' spaced ';
    const out = stringifyCollection(collection);
    expect(out).toBe(`" spaced "\n${BOARD}\n`);
    expect(parseCollection(out, { fileName: 'x.osb' }).collection.puzzles[0]!.title).toBe(' spaced ');
  });

  it('with its ;;Title: gone, the comment above does not become the title', () => {
    const { collection } = parseCollection(`; a comment\n\n;;Title: Make Way\n${BOARD}\n`, { fileName: 'x.osb' });
    collection.puzzles[0]!.title = null;
    const out = stringifyCollection(collection);
    expect(out).toBe(`; a comment\n\n;\n${BOARD}\n`);
    const again = parseCollection(out, { fileName: 'x.osb' }).collection;
    expect([again.puzzles[0]!.title, again.notes]).toEqual([null, ['; a comment']]);
  });

  it('metadata in notes a program rewrites keeps acting on the following levels', () => {
    // The ;;Author: line stands among the first level's notes, not in the block right above the second board.
    const text = `;;Title: One\n${BOARD}\nold note\n;;Author: A\nmore notes\n\n;;Title: Two\n${BOARD}\n`;
    const { collection } = parseCollection(text, { fileName: 'x.osb' });
    expect(collection.puzzles.map((p) => p.notes)).toEqual([['old note', 'more notes'], ['Author: A']]);
    collection.puzzles[0]!.notes = ['new note'];
    const again = parseCollection(stringifyCollection(collection), { fileName: 'x.osb' }).collection;
    expect(again.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', ['new note']],
      ['Two', ['Author: A']],
    ]);
  });
});
