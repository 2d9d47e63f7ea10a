/**
 * Preserve writes where an edited part meets the text copied around it: a
 * board whose rows were edited, a file with titles under its boards whose
 * last line has no line break, a saved game moved to another level with its
 * `::` comments, and lines that end with a lone CR right above a copied part.
 * Every expected text is worked out by hand from the rules in
 * `sok-writer.ts` and SOK 0.17.
 */
import { describe, expect, it } from 'vitest';
import { parseCollection, stringifyCollection, type Collection } from '../src/index.js';

const B = '#####\n#@$.#\n#####\n';
const B2 = '######\n#@$.-#\n######\n';

function read(text: string): Collection {
  return parseCollection(text).collection;
}

describe('a board whose rows were edited, in preserve mode', () => {
  it('is set apart by a blank line from the next level\'s title line, which stood right under it', () => {
    const collection = read(`One\n${B}Two\n${B}`);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', []],
      ['Two', []],
    ]);
    collection.puzzles[0]!.board.rows = ['######', '#@$.-#', '######'];
    const out = stringifyCollection(collection);
    // The rewritten rows end the copy: Two's part, copied from further down, starts under a blank line of its own.
    expect(out).toBe(`One\n${B2}\nTwo\n${B}`);
    expect(read(out).puzzles.map((p) => [p.title, p.notes, p.board.rows.length])).toEqual([
      ['One', [], 3],
      ['Two', [], 3],
    ]);
  });
});

describe('a file with titles under its boards whose last title ends it without a line break', () => {
  const text = `${B}1\n\n${B}2`;

  it('is written back byte for byte: the one-character last line is a title under its board', () => {
    const collection = read(text);
    expect(collection.puzzles.map((p) => p.title)).toEqual(['1', '2']);
    expect(stringifyCollection(collection)).toBe(text);
  });

  it('keeps its layout when the first title changes: only that line is rewritten', () => {
    const collection = read(text);
    collection.puzzles[0]!.title = 'One';
    const out = stringifyCollection(collection);
    expect(out).toBe(`${B}One\n\n${B}2`);
    expect(read(out).puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', []],
      ['2', []],
    ]);
  });
});

describe('a saved game moved to another level', () => {
  it('brings each of its `::` comments only as often as that level holds it', () => {
    // One's game holds ":: c" twice, Two's game once: each level holds its game's comments.
    const collection = read(`One\n\n${B}\nRR\n:: c\n:: c\n\nTwo\n\n${B}\nUU\n:: c\n`);
    expect(collection.puzzles.map((p) => [p.comments, p.savedGames.map((g) => g.moves.text)])).toEqual([
      [[':: c', ':: c'], ['RR']],
      [[':: c'], ['UU']],
    ]);
    const [one, two] = collection.puzzles;
    two!.savedGames = [one!.savedGames.pop()!];
    const out = stringifyCollection(collection);
    // One keeps both its comments, written where its game was; the game moved to Two is rewritten with the one comment
    // Two holds, and the blank line that ended it.
    expect(out).toBe(`One\n\n${B}\n:: c\n:: c\n\nTwo\n\n${B}\nRR\n:: c\n\n`);
    expect(read(out).puzzles.map((p) => [p.comments, p.savedGames.map((g) => g.moves.text)])).toEqual([
      [[':: c', ':: c'], []],
      [[':: c'], ['RR']],
    ]);
  });
});

describe('line ends of a file that mixes them', () => {
  it('a board row ending with a lone CR, above a one-letter note ending with LF, is written back byte for byte', () => {
    // The CR ends the row and the LF the note: no line break is joined or changed.
    const text = 'One\n\n#####\n#@$.#\n#####\rx\n';
    const collection = read(text);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([['One', ['x']]]);
    expect(stringifyCollection(collection)).toBe(text);
  });

  it('written lines ending with a lone CR (eol "\\r"), right above a copied blank LF line: those CRs become CRLF, and no blank line is lost', () => {
    const collection = read(`One\n\n${B}\nAuthor: A\n\nTwo\n\n${B}`);
    collection.puzzles[0]!.notes = ['Author: B'];
    collection.puzzles[1]!.title = null;
    const out = stringifyCollection(collection, { eol: '\r' });
    // One's notes are written anew with their blank lines, each line ended with CR. Two's title line goes, the blank line
    // under it is copied with its LF: the two CRs right above it would join it into one line break (CR CR LF), so each is
    // written CRLF. The CR of the blank line under the board stands above text and stays.
    expect(out).toBe(`One\n\n${B}\rAuthor: B\r\n\r\n\n${B}`);
    expect(read(out).puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', ['Author: B']],
      [null, []],
    ]);
  });
});
