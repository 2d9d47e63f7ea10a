/**
 * A line past `maxLineLength` is reported, kept as a note as written, and
 * not read (`sok-reader.ts`, pass 1): whatever it looks like, it plays no
 * part in the passes after the first. Shaped like `.osb` metadata, it names
 * no level, warns of no unused metadata and sets no author; shaped like a
 * damaged board row, it is not warned of as one; holding a control
 * character, it is not the line the binary-content warning points at; right
 * above moves, it is no saved game's title. As a note, it is what any
 * note is: a `Title:` there gives the title the notes give, and an edited
 * title is written back on that line.
 */
import { describe, expect, it } from 'vitest';
import { parseCollection, stringifyCollection } from '../src/index.js';

const BOARD = '#####\n#@$.#\n#####\n';
const places = (r: ReturnType<typeof parseCollection>): string[] => r.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`);

describe('a metadata line past the length limit', () => {
  // ";;Title: abcdefghij" and ";;Author: abcdefghij" are 19 and 20 characters, past a limit of 12; the board's rows are 5.
  const osb = (text: string): ReturnType<typeof parseCollection> => parseCollection(text, { fileName: 'x.osb', limits: { maxLineLength: 12 } });

  it('a `;;Title:` right above a board names no level, and is not warned of as metadata that names none', () => {
    const r = osb(`;;Title: abcdefghij\n${BOARD}`);
    expect(r.collection.puzzles.map((p) => p.title)).toEqual([null]);
    expect(r.collection.notes).toEqual([';;Title: abcdefghij']);
    expect(places(r)).toEqual(['line-too-long 1:1']);
  });

  it('a `;;Title:` above `;` comments names no level either: the search across the comments stops at it', () => {
    const r = osb(`;;Title: abcdefghij\n; c\n${BOARD}`);
    // "; c" has no blank line above it, so it is no title line: both lines are the file's notes.
    expect(r.collection.puzzles.map((p) => [p.title, p.notes])).toEqual([[null, []]]);
    expect(r.collection.notes).toEqual([';;Title: abcdefghij', '; c']);
    expect(places(r)).toEqual(['line-too-long 1:1']);
  });

  it('a `;;Author:` gives the levels below it no author', () => {
    const r = osb(`;;Author: abcdefghij\n${BOARD}`);
    expect(r.collection.puzzles.map((p) => p.notes)).toEqual([[]]);
    expect(r.collection.notes).toEqual([';;Author: abcdefghij']);
    expect(places(r)).toEqual(['line-too-long 1:1']);
  });
});

describe('a line past the length limit beside a board', () => {
  // "#x#####" is 7 characters, past a limit of 6: shaped like a top or bottom row with a typo, were it read.
  const limits = { maxLineLength: 6 };

  it('is not warned of as the board’s top or bottom row with a typo', () => {
    expect(places(parseCollection(`#x#####\n${BOARD}`, { limits }))).toEqual(['line-too-long 1:1']);
    expect(places(parseCollection(`${BOARD}#x#####\n`, { limits }))).toEqual(['line-too-long 4:1']);
  });

  it('holding a control character, is not where the warning of binary content points: the next such line read is', () => {
    // Line 4, eight NULs, is past the limit; line 5 holds a U+0001 at column 3.
    const r = parseCollection(`${BOARD}${'\u0000'.repeat(8)}\nab\u0001c\n`, { limits });
    expect(places(r)).toEqual(['line-too-long 4:1', 'binary-content 5:3']);
  });
});

describe('a line past the length limit right above moves', () => {
  it('is no title of the saved game, but a note of the puzzle', () => {
    // "abcdefghijk" is 11 characters, past a limit of 10, under a blank line where a game's title could stand.
    const r = parseCollection(`${BOARD}\nabcdefghijk\nRR\n`, { limits: { maxLineLength: 10 } });
    const puzzle = r.collection.puzzles[0]!;
    expect(puzzle.notes).toEqual(['abcdefghijk']);
    expect(puzzle.savedGames.map((g) => [g.title, g.moves.text, g.notes])).toEqual([[null, 'RR', []]]);
    expect(places(r)).toEqual(['line-too-long 5:1']);
  });
});

describe('a `Title:` note past the length limit', () => {
  // "Title: abcdefghijkl" is 19 characters, past a limit of 12; "Title: Short" is 12. The notes give the first `Title:`.
  const limits = { maxLineLength: 12 };

  it('in the file header, names the collection, and an edited title is written on that line', () => {
    const r = parseCollection(`Title: abcdefghijkl\nTitle: Short\n\n${BOARD}`, { limits });
    expect(r.collection.title).toBe('abcdefghijkl');
    expect(places(r)).toEqual(['line-too-long 1:1']);
    r.collection.title = 'New';
    const out = stringifyCollection(r.collection);
    expect(out).toBe(`Title: New\nTitle: Short\n\n${BOARD}`);
    expect(parseCollection(out).collection.title).toBe('New');
  });

  it('under a board, names the level, and an edited title is written on that line', () => {
    const r = parseCollection(`${BOARD}Title: abcdefghijkl\nTitle: Short\n`, { limits });
    expect(r.collection.puzzles.map((p) => p.title)).toEqual(['abcdefghijkl']);
    r.collection.puzzles[0]!.title = 'New';
    const out = stringifyCollection(r.collection);
    expect(out).toBe(`${BOARD}Title: New\nTitle: Short\n`);
    expect(parseCollection(out).collection.puzzles.map((p) => p.title)).toEqual(['New']);
  });
});
