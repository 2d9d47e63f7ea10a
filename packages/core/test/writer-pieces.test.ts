/**
 * The small writers the SOK writer and programs build on: plain XSB, board
 * and move run-length encoding, move text and its lines, saving text back in
 * an encoding, and the error for text no line can hold. Every expected value
 * is worked out by hand from the rule each function documents.
 */
import { describe, expect, it } from 'vitest';
import { encodeLevelFile, encodeRleBoard, findUnencodable, movesText, parseCollection, stringifyCollection, stringifyXsb, tokenizeMoves, wrapMoves, type Collection } from '../src/index.js';
import { refusal } from './refusal.js';

/** A collection read from `lines`, joined by LF. */
function collectionOf(lines: string[]): Collection {
  return parseCollection(lines.join('\n')).collection;
}

describe('plain XSB', () => {
  const BOARD = ['#####', '#@$.#', '#####'];

  it('writes a `; title` line and a blank line above a titled board, and no title line above an untitled or blank-titled one', () => {
    const collection = collectionOf(['Named', '', ...BOARD, '', ...BOARD, '']);
    expect(collection.puzzles[0]!.title).toBe('Named');
    expect(collection.puzzles[1]!.title).toBeNull();
    const third = structuredClone(collection.puzzles[0]!);
    third.title = '   ';
    collection.puzzles.push(third);
    const expected = ['; Named', '', ...BOARD, '', ...BOARD, '', ...BOARD, ''].join('\n');
    expect(stringifyXsb(collection)).toBe(expected);
    expect(stringifyXsb(collection, { eol: '\r\n' })).toBe(expected.replace(/\n/g, '\r\n'));
  });

  it('refuses a title with a line break anywhere, its first character too, naming the puzzle', () => {
    const collection = collectionOf([...BOARD, '', 'Second', '', ...BOARD, '']);
    collection.puzzles[1]!.title = '\nSecond';
    const error = refusal(() => stringifyXsb(collection));
    expect(error.path).toBe('puzzles[1].title');
    expect(error.index).toBe(0);
    expect(error.name).toBe('UnwritableTextError');
  });
});

describe('text no line can hold', () => {
  const FILE = ['Title: Set', '', 'One', '', '#####', '#@$.#', '#####', 'Author: A', ''];

  it('names the first line break, a CR before an LF included', () => {
    const collection = collectionOf(FILE);
    collection.puzzles[0]!.title = '\rA\nB';
    const error = refusal(() => stringifyCollection(collection));
    expect(error.path).toBe('puzzles[0].title');
    expect(error.index).toBe(0);
    expect(error.message).toContain('U+000D at index 0');
    const later = collectionOf(FILE);
    later.puzzles[0]!.title = 'AB\nC\rD';
    expect(refusal(() => stringifyCollection(later)).index).toBe(2);
  });

  it('advises a note of its own line for notes, of the file and of a puzzle, whatever their index', () => {
    const file = collectionOf(FILE);
    file.notes = ['a\nb'];
    const top = refusal(() => stringifyCollection(file));
    expect(top.path).toBe('notes[0]');
    expect(top.message).toMatch(/give each line its own entry of the notes$/);
    const puzzle = collectionOf(FILE);
    puzzle.puzzles[0]!.notes = Array.from({ length: 13 }, (_, i) => (i === 12 ? 'x\ry' : `Note ${i}`));
    const deep = refusal(() => stringifyCollection(puzzle));
    expect(deep.path).toBe('puzzles[0].notes[12]');
    expect(deep.message).toMatch(/give each line its own entry of the notes$/);
  });

  it('advises a `::` comment of its own for comments, and a space for anything else', () => {
    const file = collectionOf(FILE);
    file.comments = ['one', 'two\nthree'];
    const comment = refusal(() => stringifyCollection(file));
    expect(comment.path).toBe('comments[1]');
    expect(comment.message).toMatch(/give each line its own `::` comment entry$/);
    const puzzle = collectionOf(FILE);
    puzzle.puzzles[0]!.comments = Array.from({ length: 11 }, (_, i) => (i === 10 ? 'x\ny' : `c${i}`));
    expect(refusal(() => stringifyCollection(puzzle)).message).toMatch(/give each line its own `::` comment entry$/);
    const title = collectionOf(FILE);
    title.puzzles[0]!.title = 'a\nb';
    expect(refusal(() => stringifyCollection(title)).message).toMatch(/replace the line break, by a space for instance$/);
  });
});

describe('an RLE board', () => {
  it('drops the floor at the end of each row, and keeps one `-` for a row of floor only', () => {
    // '#@ .  ' → '#@-.--' → '#@-.'; '      ' → '-'; '#  #' keeps its inner floor, a run of two written as it is.
    expect(encodeRleBoard(['####', '#@ .  ', '      ', '#  #', '####'])).toBe('4#|#@-.|-|#--#|4#');
    // TAB and `_` are floor too, dropped at a row's end like spaces.
    expect(encodeRleBoard(['#$_\t', '#'])).toBe('#$|#');
    expect(encodeRleBoard(['#   $   '])).toBe('#3-$');
  });
});

describe('move text', () => {
  it('writes each kind of token back in its notation', () => {
    const tokens = tokenizeMoves('[rr]uL{ld}R*dd');
    expect(tokens.map((t) => t.kind)).toEqual(['jump', 'steps', 'pusher-change', 'steps', 'current', 'steps']);
    expect(movesText(tokens)).toBe('[rr]uL{ld}R*dd');
    expect(movesText([{ kind: 'jump', letters: '' }, { kind: 'steps', letters: 'U' }])).toBe('[]U');
    expect(movesText([])).toBe('');
  });

  it('breaks moves into lines of at most the width, and gives no line for no moves', () => {
    const moves = 'uldr'.repeat(35); // 140 letters: exactly two lines of 70
    expect(wrapMoves(moves)).toEqual([moves.slice(0, 70), moves.slice(70)]);
    expect(wrapMoves('uuu', 3)).toEqual(['uuu']);
    expect(wrapMoves('uuuu', 3)).toEqual(['uuu', 'u']);
    expect(wrapMoves('')).toEqual([]);
  });
});

describe('saving text in an encoding', () => {
  it('writes the Windows-1252 letters above 0x7F at their code page bytes', () => {
    // From the code page: € 0x80, „ 0x84, Ž 0x8E, ž 0x9E, Ÿ 0x9F; é (U+00E9) is its own byte.
    expect([...encodeLevelFile('€„Žé žŸ', 'windows-1252')]).toEqual([0x80, 0x84, 0x8e, 0xe9, 0x20, 0x9e, 0x9f]);
  });

  it('writes UTF-16 code units in the byte order asked for, the mark first when there is one', () => {
    expect([...encodeLevelFile('#é', 'utf-16le-bom')]).toEqual([0xff, 0xfe, 0x23, 0x00, 0xe9, 0x00]);
    expect([...encodeLevelFile('#é', 'utf-16be-bom')]).toEqual([0xfe, 0xff, 0x00, 0x23, 0x00, 0xe9]);
    expect([...encodeLevelFile('#é', 'utf-16le')]).toEqual([0x23, 0x00, 0xe9, 0x00]);
    expect([...encodeLevelFile('#é', 'utf-16be')]).toEqual([0x00, 0x23, 0x00, 0xe9]);
    expect([...encodeLevelFile('', 'utf-16be')]).toEqual([]);
  });

  it('finds the first character an encoding cannot write, and none in UTF-16', () => {
    expect(findUnencodable('ok€', 'windows-1252')).toBeNull();
    expect(findUnencodable('a\nb漢', 'windows-1252')).toMatchObject({ character: '漢', index: 3, line: 2, column: 2 });
    expect(findUnencodable('a\uD800', 'utf-8')).toMatchObject({ index: 1, codePoint: 0xd800 });
    // UTF-16 holds any code unit, a lone surrogate too.
    expect(findUnencodable('a\uD800', 'utf-16le-bom')).toBeNull();
    // Without its mark, though, 61 00 00 D8 is no UTF-16 to the reader (one pair in two with a NUL on the same side,
    // not three in four), nor UTF-8 (D8 opens a sequence the end cuts off): Windows-1252, "a", NUL, NUL, "Ø".
    expect(findUnencodable('a\uD800', 'utf-16le')).toMatchObject({ index: 1, codePoint: 0xd800, readBackAs: 'windows-1252' });
  });
});

describe('a plain XSB file with titles after its boards', () => {
  it('keeps every title when a puzzle changes tiling', () => {
    // The new tiling is a `Game:` note, which cannot go between a board and the title under it: every title moves above its board.
    const collection = collectionOf(['#####', '#@$.#', '#####', 'First', '', '#####', '#@$.#', '#####', 'Second', '']);
    expect(collection.puzzles.map((p) => p.title)).toEqual(['First', 'Second']);
    collection.puzzles[0]!.game = 'Hexoban';
    const back = parseCollection(stringifyCollection(collection)).collection;
    expect(back.puzzles.map((p) => [p.title, p.game, p.notes])).toEqual([
      // The reader keeps a `Game:` line among the notes, as it does every `Key: value` note.
      ['First', 'Hexoban', ['Game: Hexoban']],
      ['Second', 'Sokoban', []],
    ]);
  });
});

describe('a rewritten file header', () => {
  const BOARD = ['#####', '#@$.#', '#####'];

  it('keeps the blank lines that stood between it and the first puzzle', () => {
    const collection = collectionOf(['About', '', '', 'One', '', ...BOARD, '']);
    expect(collection.notes).toEqual(['About']);
    collection.notes = ['Changed'];
    expect(stringifyCollection(collection)).toBe(['Changed', '', '', 'One', '', ...BOARD, ''].join('\n'));
  });

  it('keeps its blank line in a file of no puzzles', () => {
    const collection = collectionOf(['About', '', '']);
    expect(collection.notes).toEqual(['About']);
    collection.notes = ['Changed'];
    expect(stringifyCollection(collection)).toBe('Changed\n\n');
  });
});
