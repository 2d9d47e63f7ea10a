import { describe, expect, it } from 'vitest';
import { makeLevelLink, readLevelLink, replaceLevelLink } from '../src/link.js';

// The link format: `?game=<tiling>&level=<RLE board, rows joined by |>&moves=<moves>`; every expectation below is
// worked out by hand from it and from the SOK run-length rules (`3#` is `###`, `-` is floor, `|` ends a row).

/** The message for a level that is not valid RLE: what is wrong, at a 1-based character of the decoded value. */
const rleMessage = (words: string, character: number): { error: string } => ({
  error: `The link's level is not a valid run-length encoded board: ${words} at character ${character}.`,
});

describe('reading a level link', () => {
  it('reads a query given with or without its "?"', () => {
    const want = { game: 'Sokoban', rows: ['#####', '#@$.#', '#####'], moves: '' };
    expect(readLevelLink('?level=5%23|%23%40%24.%23|5%23')).toEqual(want);
    expect(readLevelLink('level=5%23|%23%40%24.%23|5%23')).toEqual(want);
  });

  it('names no level for an empty query, a bare word, or nothing but a fragment that names none', () => {
    expect(readLevelLink('')).toBeNull();
    expect(readLevelLink('?')).toBeNull();
    expect(readLevelLink('?utm')).toBeNull();
    expect(readLevelLink('', '')).toBeNull();
  });

  it('asks for the level when the link has parameters but no level', () => {
    const error = { error: 'The link has no "level" parameter: add level=<board rows joined by |>.' };
    expect(readLevelLink('?game=Hexoban')).toEqual(error);
    expect(readLevelLink('?moves=rR')).toEqual(error);
    // A parameter with no name is still a parameter.
    expect(readLevelLink('?=5%23')).toEqual(error);
  });

  it('keeps the parameters a link gives in any order, and Sokoban when it names no game', () => {
    expect(readLevelLink('?moves=rR&level=%23%40%24.%23&game=Octoban')).toEqual({ game: 'Octoban', rows: ['#@$.#'], moves: 'rR' });
    expect(readLevelLink('?level=%23%40%24.%23')).toEqual({ game: 'Sokoban', rows: ['#@$.#'], moves: '' });
  });

  it('reads a board of one row, and a board with an empty row inside', () => {
    expect(readLevelLink('?level=3%23')).toMatchObject({ rows: ['###'] });
    // `||` is an empty row between two rows of five walls.
    expect(readLevelLink('?level=5%23||5%23')).toMatchObject({ rows: ['#####', '', '#####'] });
  });

  it('takes "+" as a space once the link encodes its plus signs as %2B, and as a pusher on goal before', () => {
    // Form encoding: `%2B` is the pusher on goal and each `+` a space, which the board reads as floor, `-`.
    expect(readLevelLink('?level=%23%2B+%24.%23')).toMatchObject({ rows: ['#+-$.#'] });
    // Typed by hand: `+` is the pusher on goal itself.
    expect(readLevelLink('?level=%23+%24.%23')).toMatchObject({ rows: ['#+$.#'] });
  });

  it('takes "+" as a space beside a pusher "@" with no space written otherwise, as URLSearchParams writes a board with spaces', () => {
    // URLSearchParams writes "#@ $ .#" as %23%40+%24+.%23: one pusher and two floor cells, not three pushers.
    const query = `?${new URLSearchParams({ game: 'Sokoban', level: '#######|#@ $ .#|#######', moves: 'rRR' }).toString()}`;
    expect(query).toContain('%40+%24+.');
    expect(readLevelLink(query)).toEqual({ game: 'Sokoban', rows: ['#######', '#@-$-.#', '#######'], moves: 'rRR' });
    expect(readLevelLink('?level=%23%40+%24.%23')).toMatchObject({ rows: ['#@-$.#'] });
    expect(readLevelLink('?level=%23@+$.%23')).toMatchObject({ rows: ['#@-$.#'] });
    // With a space written as %20 (or as itself), the "+" is a second pusher, on a goal: Multiban typed by hand.
    expect(readLevelLink('?level=%23%40%20+%24.%23')).toMatchObject({ rows: ['#@-+$.#'] });
  });

  it('takes a line break (LF, CR LF or CR) between rows as a "|", as in the text of a board encoded whole', () => {
    const want = { game: 'Sokoban', rows: ['#####', '#@$.#', '#####'], moves: '' };
    expect(readLevelLink('?level=%23%23%23%23%23%0A%23%40%24.%23%0A%23%23%23%23%23')).toEqual(want);
    // A line break at the end ends the last row, as a "|" there does.
    expect(readLevelLink('?level=%23%23%23%23%23%0D%0A%23%40%24.%23%0D%0A%23%23%23%23%23%0D%0A')).toEqual(want);
    // A lone CR, beside "|" and counts.
    expect(readLevelLink('?level=5%23%0D%23%40%24.%23|5%23')).toEqual(want);
    // Line breaks alone make no board.
    expect(readLevelLink('?level=%0A%0D%0A')).toEqual({ error: "The link's level is empty." });
  });

  it('counts a CR LF as two characters of the link where it says where a problem is', () => {
    // The level is `#`, CR, LF, `#`, `(`: the "(" never closed is its 5th character; after a lone LF, the 4th.
    expect(readLevelLink('?level=%23%0D%0A%23(')).toEqual(rleMessage('a "(" that is never closed', 5));
    expect(readLevelLink('?level=%23%0A%23(')).toEqual(rleMessage('a "(" that is never closed', 4));
    // Two CR LFs before it: `#`, CR, LF, `#`, CR, LF, `#`, `(` puts it 8th.
    expect(readLevelLink('?level=%23%0D%0A%23%0D%0A%23(')).toEqual(rleMessage('a "(" that is never closed', 8));
    // A CR LF after the problem does not count: the ")" with no "(" before it is the 3rd character.
    expect(readLevelLink('?level=%23%23)%0D%0A%23')).toEqual(rleMessage('a ")" with no "(" before it', 3));
    // Nor does the CR LF that is the problem: after `999999##` (a million walls) the row break is one character too many,
    // and it starts at the 9th.
    expect(readLevelLink('?level=999999%23%23%0D%0A%23')).toEqual(rleMessage('it expands to a board too large to open', 9));
  });

  it('reads a space in the board as floor', () => {
    expect(readLevelLink('?level=%23%40%20%24.%23')).toMatchObject({ rows: ['#@-$.#'] });
  });

  it('drops every kind of white space from the moves', () => {
    expect(readLevelLink('?level=%23%40%24.%23&moves=r%20R%0Au%09L%0D%0A')).toMatchObject({ moves: 'rRuL' });
  });

  it('calls an empty board empty: no rows, empty rows, or rows of tabs', () => {
    const empty = { error: "The link's level is empty." };
    expect(readLevelLink('?level=')).toEqual(empty);
    expect(readLevelLink('?level=|')).toEqual(empty);
    expect(readLevelLink('?level=||')).toEqual(empty);
    expect(readLevelLink('?level=%09|%09%09')).toEqual(empty);
  });

  it('says in plain words what is wrong with a run-length encoded board, and where', () => {
    // `#3`: the count 3 at character 2 has nothing after it.
    expect(readLevelLink('?level=%233')).toEqual(rleMessage('a count with nothing after it to repeat', 2));
    expect(readLevelLink('?level=%230%23')).toEqual(rleMessage('a count of zero', 2));
    // The group opened at character 2 is never closed.
    expect(readLevelLink('?level=%23(%23')).toEqual(rleMessage('a "(" that is never closed', 2));
    expect(readLevelLink('?level=%23%23)')).toEqual(rleMessage('a ")" with no "(" before it', 3));
    expect(readLevelLink('?level=%23()')).toEqual(rleMessage('an empty "()" group', 2));
    // 33 groups deep: the 33rd "(" is one too many.
    expect(readLevelLink(`?level=${'('.repeat(33)}%23${')'.repeat(33)}`)).toEqual(rleMessage('groups nested too deeply', 33));
    expect(readLevelLink(`?level=${'('.repeat(32)}%23${')'.repeat(32)}`)).toMatchObject({ rows: ['#'] });
  });

  it('opens a board of up to a million cells, and no more', () => {
    // `#999999#`: one wall and 999,999 more, a million in all.
    const big = readLevelLink('?level=%23999999%23');
    expect(big).toMatchObject({ game: 'Sokoban' });
    expect((big as { rows: string[] }).rows[0]).toHaveLength(1_000_000);
    // `#1000000#` is one wall too many; the count starts at character 2.
    expect(readLevelLink('?level=%231000000%23')).toEqual(rleMessage('it expands to a board too large to open', 2));
  });

  it('names the parameter that is not validly percent-encoded', () => {
    expect(readLevelLink('?level=%23&moves=%E0%A4%A')).toEqual({ error: 'The link\'s "moves" parameter is not validly encoded.' });
    expect(readLevelLink('?game=%ZZ&level=%23')).toEqual({ error: 'The link\'s "game" parameter is not validly encoded.' });
  });
});

describe('making a level link', () => {
  it('writes the game, the board run-length encoded and percent-encoded, and the moves', () => {
    // `#####` is `5#`; `#`, `@`, `$` and `|` are percent-encoded; `.` is not.
    expect(makeLevelLink('Sokoban', ['#####', '#@$.#', '#####'], 'rR')).toBe('?game=Sokoban&level=5%23%7C%23%40%24.%23%7C5%23&moves=rR');
  });

  it('leaves the moves out when there are none', () => {
    expect(makeLevelLink('Hexoban', ['###'], '')).toBe('?game=Hexoban&level=3%23');
  });

  it('encodes a game name and moves that would break the query', () => {
    expect(makeLevelLink('A&B', ['###'], '[ab]{1}')).toBe('?game=A%26B&level=3%23&moves=%5Bab%5D%7B1%7D');
  });
});

describe('replacing the level link in an address', () => {
  const link = '?game=Hexoban&level=3%23';

  it('takes the whole link out, moves too, and leaves an address with nothing else empty', () => {
    expect(replaceLevelLink('?game=Sokoban&level=%23%23%23%23%23%7C%23%40%24.%23%7C%23%23%23%23%23', '', '')).toBe('');
    expect(replaceLevelLink('?level=3%23&moves=rR&game=Sokoban', '', '')).toBe('');
    expect(replaceLevelLink('?moves=rR', '', '')).toBe('');
  });

  it('puts a link in, in place of one with moves, or into an address with none', () => {
    expect(replaceLevelLink('?game=Hexoban&level=3%23&moves=rR', '', link)).toBe(link);
    expect(replaceLevelLink('', '', link)).toBe(link);
  });

  it('keeps the page\'s own parameters, before the link\'s, whose last value runs on to the end', () => {
    // Read back, `utm=a&b=c` ahead of the link is no part of its level, and the level is the link's alone.
    expect(replaceLevelLink('?utm=a&b=c&game=Sokoban&level=3%23', '', '')).toBe('?utm=a&b=c');
    expect(replaceLevelLink('?utm=a&b=c', '', link)).toBe('?utm=a&b=c&game=Hexoban&level=3%23');
    expect(readLevelLink('?utm=a&b=c&game=Hexoban&level=3%23')).toEqual({ game: 'Hexoban', rows: ['###'], moves: '' });
    // A key's name inside the page's own value starts no link.
    expect(replaceLevelLink('?back=level=2&game=Sokoban&level=3%23', '', '')).toBe('?back=level=2');
  });

  it('drops a fragment that an unencoded "#" of the link started, and keeps one of an address without a link', () => {
    // `?game=Sokoban&level=5#|#@$.#|5#` comes as the query `?game=Sokoban&level=5` and the fragment `#|#@$.#|5#`.
    expect(replaceLevelLink('?game=Sokoban&level=5', '#|#@$.#|5#', '')).toBe('');
    expect(replaceLevelLink('?utm=a&level=5', '#|#@$.#|5#', '')).toBe('?utm=a');
    expect(replaceLevelLink('?utm=a', '#top', '')).toBe('?utm=a#top');
    expect(replaceLevelLink('', '#top', '')).toBe('#top');
    // A link put in would read the fragment as part of its last value: it goes.
    expect(replaceLevelLink('?utm=a', '#top', link)).toBe('?utm=a&game=Hexoban&level=3%23');
  });
});
