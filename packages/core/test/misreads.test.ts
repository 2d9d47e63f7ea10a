/**
 * The reader never drops or misreads data silently: every problem has a
 * diagnostic a person can act on, and the rest of the file still loads.
 * Expected values are worked out by hand from the input written in each test.
 */
import { describe, expect, it } from 'vitest';
import { decodeLevelFile, parseCollection, stringifyCollection } from '../src/index.js';

/** A small SOK file: title, board, note, one titled solution with a note. Lines joined with `eol`. */
const lines = ['Header note', '', 'One', '', '#####', '#@$.#', '#####', 'A note', '', 'Solution', 'R', 'Solved'];
const withEol = (eol: string): string => lines.join(eol) + eol;

describe('line ends', () => {
  it('CR CR LF (a CRLF file converted to CRLF again) is one line end: the puzzle, its note and its solution read as with LF', () => {
    const { collection, diagnostics } = parseCollection(withEol('\r\r\n'));
    expect(diagnostics).toEqual([]);
    expect(collection.notes).toEqual(['Header note']);
    expect(collection.puzzles).toHaveLength(1);
    const [p] = collection.puzzles;
    expect(p!.title).toBe('One');
    expect(p!.board.rows).toEqual(['#####', '#@$.#', '#####']);
    expect(p!.notes).toEqual(['A note']);
    expect(p!.savedGames.map((s) => [s.title, s.moves.text, s.notes])).toEqual([['Solution', 'R', ['Solved']]]);
  });

  it('CR CR LF writes back byte for byte, and an edit writes its line with the same line end', () => {
    const text = withEol('\r\r\n');
    const { collection } = parseCollection(text);
    expect(stringifyCollection(collection)).toBe(text);
    collection.puzzles[0]!.title = 'Renamed';
    expect(stringifyCollection(collection)).toBe(text.replace('One', 'Renamed'));
  });

  it('CR CR LF: a puzzle added after a note is set off by a blank line, so its title stays a title', () => {
    const { collection } = parseCollection('#####\r\r\n#@$.#\r\r\n#####\r\r\nA note\r\r\n');
    collection.puzzles.push({ ...structuredClone(collection.puzzles[0]!), title: 'X', notes: [] });
    const out = stringifyCollection(collection);
    // Every line written ends as the file's lines do.
    expect(out.replace(/\r\r\n/g, '')).not.toMatch(/[\r\n]/);
    const back = parseCollection(out).collection;
    expect(back.puzzles.map((p) => [p.title, p.notes])).toEqual([
      [null, ['A note']],
      ['X', []],
    ]);
  });

  it('a lone CR is one line end and writes back byte for byte (as before)', () => {
    const text = withEol('\r');
    const { collection } = parseCollection(text);
    expect(collection.puzzles.map((p) => [p.title, p.board.rows, p.notes])).toEqual([['One', ['#####', '#@$.#', '#####'], ['A note']]]);
    expect(stringifyCollection(collection)).toBe(text);
  });

  it('line ends mixed in one file each count once, and write back as they were', () => {
    // CR CR LF, CR, LF and CRLF in turn: the board's first row ends with CR CR LF.
    const breaks = ['\r\r\n', '\r', '\n', '\r\n'];
    const text = lines.map((l, i) => l + breaks[i % 4]).join('');
    const { collection } = parseCollection(text);
    expect(collection.puzzles.map((p) => [p.title, p.board.rows, p.savedGames.length])).toEqual([['One', ['#####', '#@$.#', '#####'], 1]]);
    expect(stringifyCollection(collection)).toBe(text);
  });

  it('positions count CR CR LF as one line end: a stray "]" on line 11, column 2', () => {
    const text = withEol('\r\r\n').replace('\r\r\nR\r\r\n', '\r\r\nR]\r\r\n');
    const { diagnostics } = parseCollection(text);
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['unbalanced-bracket', 11, 2]]);
  });

  it('the Windows-1252 warning counts CR CR LF as one line end too', () => {
    // "é" (0xE9) is the 3rd character of line 3.
    const bytes = Uint8Array.from('a\r\r\nb\r\r\nTh\xE9\r\r\n', (c) => c.charCodeAt(0));
    expect(decodeLevelFile(bytes).diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['non-utf8-text', 3, 3]]);
  });
});
