/**
 * Notes a writer wraps in `"` so that they do not read back as something
 * else (a board row, a quoted note) are unwrapped once, and only once, when
 * read; a line past the length limit is not read at all, so it keeps its
 * quotes.
 */
import { describe, expect, it } from 'vitest';
import { parseCollection, stringifyCollection, type Collection } from '../src/index.js';

const ROWS = ['#####', '#@$.#', '#####'];

describe('quoted notes', () => {
  it('a note that is a quoted board row, in the header and under a board, reads back as written', () => {
    // Bare, `"#####"` would read as the note `#####`: the writer quotes it again, and the reader takes one pair off.
    const collection: Collection = {
      title: null,
      notes: ['"#####"'],
      comments: [],
      macros: {},
      puzzles: [{ title: 'T', board: { rows: ROWS }, notes: ['"#####"'], game: 'Sokoban', savedGames: [], comments: [] }],
    };
    const out = stringifyCollection(collection);
    expect(out.startsWith('""#####""\n')).toBe(true);
    const back = parseCollection(out).collection;
    expect(back.notes).toEqual(['"#####"']);
    expect(back.puzzles.map((p) => p.notes)).toEqual([['"#####"']]);
  });

  it('a quoted note past the line length limit keeps its quotes, as it is not read', () => {
    const long = `"${'#'.repeat(45)}"`;
    const { collection, diagnostics } = parseCollection(`${ROWS.join('\n')}\n${long}\n"#####"\n`, { limits: { maxLineLength: 40 } });
    expect(collection.puzzles.map((p) => p.notes)).toEqual([[long, '#####']]);
    expect(diagnostics.map((d) => `${d.code} ${d.line}`)).toEqual(['line-too-long 4']);
  });
});
