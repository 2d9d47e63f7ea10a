/**
 * Which `;;Title:` names an `.osb` level when `;` comments stand between it
 * and the board. The format reads every `;` line as a comment and each
 * `;;Title:` as the title of the level that follows, so the last one read
 * before a board names it (octoban-osb-format.txt). A lone `;` or a line of
 * text in between ends the search; blank lines and metadata do not.
 */
import { describe, expect, it } from 'vitest';
import { parseCollection, stringifyCollection } from '../src/index.js';

const BOARD = '#####\n#@$.#\n#####';
const read = (text: string): ReturnType<typeof parseCollection> => parseCollection(text, { fileName: 'x.osb' });
const titlesAndNotes = (text: string): unknown => read(text).collection.puzzles.map((p) => [p.title, p.notes]);
const warnings = (text: string): string[] => read(text).diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`);

describe('a `;;Title:` above `;` comments', () => {
  it('still names the level with a blank line among the comments', () => {
    expect(titlesAndNotes(`;;Title: T\n\n; comment\n${BOARD}\n`)).toEqual([['T', ['; comment']]]);
    expect(titlesAndNotes(`;;Title: T\n; one\n\n; two\n${BOARD}\n`)).toEqual([['T', ['; one', '; two']]]);
    expect(warnings(`;;Title: T\n; one\n\n; two\n${BOARD}\n`)).toEqual([]);
  });

  it('still names the level when the comment is indented, as any `;` line may be', () => {
    expect(titlesAndNotes(`;;Title: T\n  ; indented\n${BOARD}\n`)).toEqual([['T', ['  ; indented']]]);
  });

  it('names no level with a line of text between: the line is the file’s note, the `;;Title:` warned of', () => {
    const text = `;;Title: T\nplain words\n; comment\n${BOARD}\n`;
    const { collection } = read(text);
    expect(collection.puzzles.map((p) => p.title)).toEqual([null]);
    expect(collection.notes).toEqual(['plain words', '; comment']);
    expect(warnings(text)).toEqual(['unused-metadata 1:1']);
  });

  it('loses to a `;;Title:` right above the board, which is read after it', () => {
    const text = `;;Title: Far\n; comment\n;;Title: Near\n${BOARD}\n`;
    expect(titlesAndNotes(text)).toEqual([['Near', []]]);
    expect(read(text).collection.notes).toEqual(['; comment']);
    expect(warnings(text)).toEqual(['unused-metadata 1:1']);
  });

  it('keeps the metadata above it with its level: moved or removed, the level takes its `;;Author:` along', () => {
    const second = `;;Author: Me\n;;Title: B\n; a comment\n#####\n#.$@#\n#####\n`;
    const text = `;;Title: A\n${BOARD}\n\n${second}`;
    expect(titlesAndNotes(text)).toEqual([
      ['A', []],
      ['B', ['Author: Me', '; a comment']],
    ]);
    const removed = read(text).collection;
    removed.puzzles.shift();
    expect(stringifyCollection(removed)).toBe(second);
    const swapped = read(text).collection;
    swapped.puzzles.reverse();
    const out = stringifyCollection(swapped);
    expect(out.startsWith(second)).toBe(true);
    // `;;Author:` holds for the levels after it too, and the format has no line that takes it back: A, now below it, has it.
    expect(titlesAndNotes(out)).toEqual([
      ['B', ['Author: Me', '; a comment']],
      ['A', ['Author: Me']],
    ]);
  });

  it('takes the metadata above it only up to a line of text: that line and what is above it stay the file’s', () => {
    const text = `;;Author: A\nHeader words\n;;Title: T\n; comment\n${BOARD}\n`;
    const { collection } = read(text);
    // `;;Author:` holds for every level after it, wherever it stands; the line of text is the file's note.
    expect(titlesAndNotes(text)).toEqual([['T', ['Author: A', '; comment']]]);
    expect(collection.notes).toEqual(['Header words']);
    expect(warnings(text)).toEqual([]);
  });

  it('takes metadata on the file’s first line: the level removed, none of its lines is left', () => {
    const { collection } = read(`;;Author: Me\n;;Title: B\n; a comment\n#####\n#.$@#\n#####\n`);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([['B', ['Author: Me', '; a comment']]]);
    collection.puzzles.pop();
    expect(stringifyCollection(collection)).toBe('');
  });
});

// `::` lines are comments for people reading the file (SOK 0.17): the search for a title line, a lone `;` or a
// `;;Title:` reads through them.
describe('`::` comments in the search above a board or moves', () => {
  it('a title line under comments alone, at the top of the file, is the first level\'s title; the comments are the file\'s', () => {
    const { collection } = read(`:: header comment\nLevel 1\n${BOARD}\n`);
    expect(collection.puzzles.map((p) => [p.title, p.comments])).toEqual([['Level 1', []]]);
    expect([collection.notes, collection.comments]).toEqual([[], [':: header comment']]);
  });

  it('a title line under comments alone, right under the board above, is the next level\'s title', () => {
    const { collection } = read(`${BOARD}\n:: c\nLevel 2\n${BOARD}\n`);
    expect(collection.puzzles.map((p) => [p.title, p.notes, p.comments])).toEqual([
      [null, [], [':: c']],
      ['Level 2', [], []],
    ]);
  });

  it('a line under comments alone, right under the board, is the title of the saved game under it', () => {
    const p = read(`${BOARD}\n:: c\nSolution\nR\n`).collection.puzzles[0]!;
    expect([p.notes, p.comments, p.savedGames.map((g) => [g.title, g.moves.text])]).toEqual([[], [':: c'], [['Solution', 'R']]]);
  });

  it('a line under metadata, comments between or not, is no saved game\'s title: that stands under a blank line or the board', () => {
    for (const between of ['', ':: c\n']) {
      const p = read(`${BOARD}\n\n;;Author: A\n${between}Solution\nR\n`).collection.puzzles[0]!;
      expect([p.notes.includes('Solution'), p.savedGames.map((g) => [g.title, g.moves.text])]).toEqual([true, [[null, 'R']]]);
    }
  });

  it('a metadata line under a blank line, right above moves, is no saved game\'s title: it holds for the next level', () => {
    const text = `${BOARD}\n\n;;Author: Me\nRR\n\n;;Title: B\n#####\n#.$@#\n#####\n`;
    const { collection } = read(text);
    expect(collection.puzzles.map((p) => [p.title, p.notes, p.savedGames.map((g) => [g.title, g.moves.text, g.notes])])).toEqual([
      [null, [], [[null, 'RR', []]]],
      ['B', ['Author: Me'], []],
    ]);
    expect(warnings(text)).toEqual([]);
  });

  it('a `;;Title:` above a comment and `;` comments names the level', () => {
    const { collection } = read(`;;Title: n\n:: c\n; b\n${BOARD}\n`);
    expect(collection.puzzles.map((p) => [p.title, p.notes, p.comments])).toEqual([['n', ['; b'], [':: c']]]);
  });

  it('metadata right above an untitled board is that level\'s: it goes with it when the level is removed', () => {
    const { collection } = read(`One\n${BOARD}\n\n;;Author: A\n${BOARD}\n`);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', []],
      [null, ['Author: A']],
    ]);
    collection.puzzles.splice(1, 1);
    const out = stringifyCollection(collection);
    expect(out).not.toContain(';;');
    expect(read(out).collection.puzzles.map((p) => [p.title, p.notes])).toEqual([['One', []]]);
  });
});
