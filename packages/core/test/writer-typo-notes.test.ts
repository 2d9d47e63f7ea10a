/**
 * Notes copied as read that would turn into a saved game under a blank
 * line. The reader takes a text line that reads as moves with a typo
 * (`urdLx`: `u r d L` are moves, `x` is not, and no word has a capital after
 * small letters) for the moves of a saved game when it stands under a line
 * that can be a title, itself under a blank line, a lone `;` or a board row,
 * and a blank line, a lone `;` or the end of the file follows it; with text
 * or a board right below, it is a note. So notes read right above the next
 * board can become a saved game when an edit puts a blank line under them.
 * The preserve writer writes the last such note in double quotes
 * (`"urdLx"`), which reads back as the note. Every expected text is worked out by hand from those rules, from
 * the writer's rules in `sok-writer.ts` (a new title goes on a line of its
 * own under a blank line; an untitled board or saved game under a line that
 * could be its title gets a lone `;`) and from SOK 0.17.
 */
import { describe, expect, it } from 'vitest';
import { parseCollection, stringifyCollection, type Collection } from '../src/index.js';

const A = '#####\n#@$.#\n#####\n';
const B = '#####\n#.$@#\n#####\n';
const C = '######\n#@$ .#\n######\n';

function read(text: string): Collection {
  return parseCollection(text).collection;
}

/** What a reader keeps of each puzzle: title, notes and saved games (title, moves, notes). */
function contents(collection: Collection): unknown[] {
  return collection.puzzles.map((p) => [p.title, p.notes, p.savedGames.map((g) => [g.title, g.moves.text, g.notes])]);
}

describe('notes right above the next board, as read', () => {
  it('are notes of the puzzle above: a board follows them, not a blank line', () => {
    expect(contents(read(`${A}Best try\nurdLx\n${B}`))).toEqual([
      [null, ['Best try', 'urdLx'], []],
      [null, [], []],
    ]);
  });

  it('are a saved game where a blank line follows them: the title, then moves with a typo', () => {
    expect(contents(read(`${A}Best try\nurdLx\n\n${B}`))).toEqual([
      [null, [], [['Best try', 'urdL', []]]],
      [null, [], []],
    ]);
  });
});

describe('an edit that puts a blank line under such notes', () => {
  it('quotes the last note when the board below gets a title', () => {
    const collection = read(`${A}Best try\nurdLx\n${B}`);
    collection.puzzles[1]!.title = 'Two';
    const out = stringifyCollection(collection);
    expect(out).toBe(`${A}Best try\n"urdLx"\n\nTwo\n\n${B}`);
    expect(contents(read(out))).toEqual([
      [null, ['Best try', 'urdLx'], []],
      ['Two', [], []],
    ]);
  });

  it('quotes it when the board below is removed, and the notes end the file', () => {
    const collection = read(`${A}Best try\nurdLx\n${B}`);
    collection.puzzles.splice(1, 1);
    const out = stringifyCollection(collection);
    expect(out).toBe(`${A}Best try\n"urdLx"\n`);
    expect(contents(read(out))).toEqual([[null, ['Best try', 'urdLx'], []]]);
  });

  it('quotes it when a level that starts with a blank line is moved under it', () => {
    const collection = read(`${A}Best try\nurdLx\n${B}\nThree\n${C}`);
    const [one, two, three] = collection.puzzles;
    collection.puzzles = [one!, three!, two!];
    const out = stringifyCollection(collection);
    // The blank line under Two's board, above Three, travels with Two's board, as every blank line under a board does.
    expect(out).toBe(`${A}Best try\n"urdLx"\n\nThree\n${C}\n${B}\n`);
    expect(contents(read(out))).toEqual([
      [null, ['Best try', 'urdLx'], []],
      ['Three', [], []],
      [null, [], []],
    ]);
  });

  it('quotes it when a saved game is added under the notes', () => {
    const collection = read(`${A}Best try\nurdLx\n${B}`);
    const solution = read(`${A}\nSolution\nR\n`).puzzles[0]!.savedGames[0]!;
    collection.puzzles[0]!.savedGames.push(solution);
    const out = stringifyCollection(collection);
    // Under the new game, Two's untitled board gets a lone `;`: the moves line `R` could be read as its title.
    expect(out).toBe(`${A}Best try\n"urdLx"\n\nSolution\nR\n\n;\n${B}`);
    expect(contents(read(out))).toEqual([
      [null, ['Best try', 'urdLx'], [['Solution', 'R', []]]],
      [null, [], []],
    ]);
  });

  it('looks through a `::` comment between the notes and the blank line, as the reader does', () => {
    const collection = read(`${A}Best try\nurdLx\n:: kept ::\n${B}`);
    expect(collection.puzzles[0]!.comments).toEqual([':: kept ::']);
    collection.puzzles[1]!.title = 'Two';
    const out = stringifyCollection(collection);
    expect(out).toBe(`${A}Best try\n"urdLx"\n:: kept ::\n\nTwo\n\n${B}`);
    expect(contents(read(out))).toEqual([
      [null, ['Best try', 'urdLx'], []],
      ['Two', [], []],
    ]);
  });

  it('quotes it under a title line that stands under a blank line among the notes', () => {
    const collection = read(`${A}By me\n\nBest try\nurdLx\n${B}`);
    expect(contents(collection)[0]).toEqual([null, ['By me', '', 'Best try', 'urdLx'], []]);
    collection.puzzles.splice(1, 1);
    expect(stringifyCollection(collection)).toBe(`${A}By me\n\nBest try\n"urdLx"\n`);
  });

  it.each([
    ['a lone `#####` note', '#####'],
    ['a note of empty board cells', '-----'],
    ['a lone `;` note', ';'],
  ])('quotes it under a title line that stands under %s among the notes', (_, line) => {
    const collection = read(`${A}By me\n${line}\nBest try\nurdLx\n${B}`);
    expect(contents(collection)[0]).toEqual([null, ['By me', line, 'Best try', 'urdLx'], []]);
    collection.puzzles.splice(1, 1);
    const out = stringifyCollection(collection);
    expect(out).toBe(`${A}By me\n${line}\nBest try\n"urdLx"\n`);
    expect(contents(read(out))).toEqual([[null, ['By me', line, 'Best try', 'urdLx'], []]]);
  });

  it('keeps CRLF line breaks in a file written with them', () => {
    const collection = read(`${A}Best try\nurdLx\n${B}`.replaceAll('\n', '\r\n'));
    collection.puzzles.splice(1, 1);
    expect(stringifyCollection(collection)).toBe(`${A}Best try\n"urdLx"\n`.replaceAll('\n', '\r\n'));
  });

  it('quotes the last note of a saved game whose notes hold a blank line, when the board below is removed', () => {
    const text = `${A}\nSolution\nR\n\nBest try\nurdLx\n${B}`;
    const collection = read(text);
    expect(contents(collection)[0]).toEqual([null, [], [['Solution', 'R', ['Best try', 'urdLx']]]]);
    collection.puzzles.splice(1, 1);
    const out = stringifyCollection(collection);
    expect(out).toBe(`${A}\nSolution\nR\n\nBest try\n"urdLx"\n`);
    expect(contents(read(out))).toEqual([[null, [], [['Solution', 'R', ['Best try', 'urdLx']]]]]);
  });
});

describe('lines the reader would not turn into moves', () => {
  it('are copied as they are: notes under a text line', () => {
    const collection = read(`${A}By me\nBest try\nurdLx\n${B}`);
    collection.puzzles.splice(1, 1);
    expect(stringifyCollection(collection)).toBe(`${A}By me\nBest try\nurdLx\n`);
  });

  it('are copied as they are: a note under a `Key: value` line, which is no title', () => {
    const collection = read(`${A}Author: Me\nurdLx\n${B}`);
    collection.puzzles.splice(1, 1);
    const out = stringifyCollection(collection);
    expect(out).toBe(`${A}Author: Me\nurdLx\n`);
    expect(contents(read(out))).toEqual([[null, ['Author: Me', 'urdLx'], []]]);
  });

  it('are copied as they are: a last note with two characters that cannot be in moves', () => {
    const collection = read(`${A}Best try\nurdLxy\n${B}`);
    collection.puzzles.splice(1, 1);
    expect(stringifyCollection(collection)).toBe(`${A}Best try\nurdLxy\n`);
  });

  it('are copied as they are: the moves of a saved game read with a typo under its title', () => {
    // `xR` under the title `Two`, above a lone `;`: moves with a typo (the `x` is reported and left out).
    const collection = read(`${A}\nTwo\nxR\n;\n${B}`);
    expect(contents(collection)[0]).toEqual([null, [], [['Two', 'R', []]]]);
    collection.puzzles.splice(1, 1);
    const out = stringifyCollection(collection);
    expect(out).toBe(`${A}\nTwo\nxR\n`);
    expect(contents(read(out))).toEqual([[null, [], [['Two', 'R', []]]]]);
  });
});
