/**
 * Lines of moves the writer composes must read back as moves. The reader
 * takes a line of board characters with a `#@+$*.-_` symbol as a board row,
 * and `W` (a wall) and `*` (a box on a goal) are board characters as well as
 * a move west and the mark of where play stood. So a moves line of `W` and
 * `*` alone would come back as a board row, and the game lost.
 */
import { describe, expect, it } from 'vitest';
import { movesFromText, parseCollection, stringifyCollection, type Collection } from '../src/index.js';

const BOARD = ['#####', '#@$.#', '#####'];

/** A one-puzzle document whose one saved game has the moves `text`. */
function withGame(text: string): Collection {
  const { collection } = parseCollection(BOARD.join('\n') + '\n');
  collection.puzzles[0]!.savedGames.push({ title: null, moves: movesFromText(text), notes: [] });
  return collection;
}

/** The written text's lines after the board, and what the games read back as. */
function writeAndRead(doc: Collection, options: Parameters<typeof stringifyCollection>[1]): { lines: string[]; games: string[]; errors: number } {
  const written = stringifyCollection(doc, options);
  const { collection, diagnostics } = parseCollection(written);
  const rows = collection.puzzles[0]!.board.rows;
  expect(rows).toEqual(BOARD);
  const lines = written.split('\n').filter((l) => l !== '' && !l.includes('#'));
  return { lines, games: collection.puzzles[0]!.savedGames.map((g) => g.moves.text), errors: diagnostics.filter((d) => d.severity === 'error').length };
}

describe.each([
  ['canonical', { mode: 'canonical' }],
  ['canonical, run-length encoded', { mode: 'canonical', rle: true }],
  ['preserve, a game added', { mode: 'preserve' }],
] as const)('%s', (_, options) => {
  it('moves of W alone with a * mark: the mark is left out, the moves kept', () => {
    for (const [text, moves] of [
      ['*W', 'W'],
      ['W*W', 'WW'],
      ['WWWW*', 'WWWW'],
    ]) {
      const { games, errors } = writeAndRead(withGame(text!), options);
      expect([games, errors], text).toEqual([[moves], 0]);
    }
  });

  it('a 70-move line of W and * alone joins the next line, which holds another letter', () => {
    // 35 pairs `W*` (70 characters, the width of a line), then `u` and ten `W`: every mark kept.
    const text = 'W*'.repeat(35) + 'u' + 'W'.repeat(10);
    const { lines, games, errors } = writeAndRead(withGame(text), options);
    expect([games, errors]).toEqual([[text], 0]);
    // One line: the first 70 characters could not stand alone.
    if (!('rle' in options)) expect(lines).toEqual([text]);
  });

  it('W and * after the last line that holds another letter join that line', () => {
    const text = 'u' + 'W'.repeat(69) + 'W*W';
    const { lines, games, errors } = writeAndRead(withGame(text), options);
    expect([games, errors]).toEqual([[text], 0]);
    if (!('rle' in options)) expect(lines).toEqual([text]);
  });

  it('70 moves of W alone stand as a line of their own before a piece with a mark', () => {
    // `W` alone (no `*`) reads as moves; the `*` piece after them joins the `u` line that follows.
    const text = 'W'.repeat(70) + 'W*' + 'u';
    const { lines, games, errors } = writeAndRead(withGame(text), options);
    expect([games, errors]).toEqual([[text], 0]);
    if (!('rle' in options)) expect(lines).toEqual(['W'.repeat(70), 'W*u']);
  });
});

describe('pieces of W and * alone', () => {
  /** Every line of the game reads back as moves: the game reads back as it was. */
  const readsBack = (text: string) => expect(writeAndRead(withGame(text), { mode: 'canonical' })).toMatchObject({ games: [text], errors: 0 });

  it('join the next line with another letter together, those with marks and those without', () => {
    // 70 `W`, then `W*` and 68 `W`, then `u`: the second piece has a mark and no other letter.
    readsBack('W'.repeat(70) + 'W*' + 'W'.repeat(68) + 'u');
  });

  it('at the end join the last line together, those with marks and those without', () => {
    readsBack('u' + 'W'.repeat(69) + 'W'.repeat(70) + 'W*W');
  });

  it('at the end, without marks, stand as lines of their own', () => {
    const text = 'u' + 'W'.repeat(69) + 'W'.repeat(70);
    expect(writeAndRead(withGame(text), { mode: 'canonical' })).toEqual({ lines: ['u' + 'W'.repeat(69), 'W'.repeat(70)], games: [text], errors: 0 });
  });
});

describe('run-length encoded moves', () => {
  it('are written encoded where each line reads back as moves', () => {
    const { lines, games } = writeAndRead(withGame('uuuWWW'), { mode: 'canonical', rle: true });
    expect([lines, games]).toEqual([['3u3W'], ['uuuWWW']]);
  });

  it('are written expanded where an encoded line would read as a board row', () => {
    // `uW*W*...` has no runs: encoded, it is itself, and its second line of 70 is `W*` pairs alone, a board row.
    const text = 'u' + 'W*'.repeat(40);
    const { games, errors } = writeAndRead(withGame(text), { mode: 'canonical', rle: true });
    expect([games, errors]).toEqual([[text], 0]);
  });
});

describe('long runs of W and * pieces', () => {
  // `u`, then 200,000 characters of `W*` pairs: 2,858 pieces of 70 that must all join the first line.
  const long = 'u' + 'W*'.repeat(100_000);

  it('join the line that holds the other letter, however long, every mark kept', () => {
    for (const options of [{ mode: 'canonical' }, { mode: 'canonical', rle: true }, { mode: 'preserve' }] as const) {
      const { lines, games, errors } = writeAndRead(withGame(long), options);
      expect([games.map((g) => g.length), games[0] === long, errors]).toEqual([[long.length], true, 0]);
      // `uW*W*...` has no runs to encode, and its encoded lines after the first are `W*` pairs alone: written plain.
      expect(lines).toEqual([long]);
    }
  });

  it('take time in proportion to their length, as moves of plain letters do', () => {
    const plain = 'u' + 'ud'.repeat(100_000);
    const time = (text: string): number => {
      const doc = withGame(text);
      const start = performance.now();
      stringifyCollection(doc, { mode: 'canonical' });
      return performance.now() - start;
    };
    // Warm both paths first, then take the faster of three: the join once asked the reader after every piece, and
    // a run this long took seconds against a hundredth.
    time(plain);
    time(long);
    const best = (text: string): number => Math.min(time(text), time(text), time(text));
    expect(best(long)).toBeLessThan(20 * best(plain) + 50);
  });

  it('lose their marks, and keep their moves, once the joined line would be longer than the reader reads', () => {
    // 1,000,001 characters, the run joining the line before it at the end, or the line after it.
    for (const tooLong of ['u' + 'W*'.repeat(500_000), 'W*'.repeat(500_000) + 'u']) {
      const { lines, games, errors } = writeAndRead(withGame(tooLong), { mode: 'canonical' });
      expect([games.length, games[0] === tooLong.replaceAll('*', ''), errors]).toEqual([1, true, 0]);
      // In lines of 70, as moves without marks are written.
      expect(lines.length).toBe(Math.ceil(500_001 / 70));
    }
  });

  it('keep their marks in a joined line of exactly the longest the reader reads', () => {
    const longest = 'u' + 'W*'.repeat(499_999) + 'W';
    expect(longest.length).toBe(1_000_000);
    const { lines, games, errors } = writeAndRead(withGame(longest), { mode: 'canonical' });
    expect([games.length, games[0] === longest, errors, lines.length]).toEqual([1, true, 0, 1]);
  });
});
