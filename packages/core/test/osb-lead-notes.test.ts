/**
 * Preserve writes of `.osb` levels whose lead holds more than a `;;Title:`:
 * `;` comments between it and the board (the level's first notes), and a
 * lone `;` note of the level above that a moved level's title line would
 * reach. Every expected text is worked out by hand from the rules in
 * `sok-writer.ts` and the `.osb` format.
 */
import { describe, expect, it } from 'vitest';
import { parseCollection, stringifyCollection, type Collection } from '../src/index.js';

const B = '#####\n#@$.#\n#####\n';
const B2 = '######\n#@$.-#\n######\n';

function read(text: string): Collection {
  return parseCollection(text, { fileName: 'x.osb' }).collection;
}

describe('`;` comments between a `;;Title:` and the board', () => {
  it('the second of them changed, the first kept: the level is written anew, each comment once, under its board', () => {
    const collection = read(`;;Title: Make Way\n; easy one\n; try it\n${B}\n;;Title: Next\n${B}`);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['Make Way', ['; easy one', '; try it']],
      ['Next', []],
    ]);
    collection.puzzles[0]!.notes[1] = '; hard one';
    const out = stringifyCollection(collection);
    // Anew: its title line, a blank line, the board, a blank line and its notes; the next level's part follows under a blank line.
    expect(out).toBe(`Make Way\n\n${B}\n; easy one\n; hard one\n\n;;Title: Next\n${B}`);
    expect(read(out).puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['Make Way', ['; easy one', '; hard one']],
      ['Next', []],
    ]);
  });

  it('an indented one is such a comment too: a new title writes the level anew, the comment under its board', () => {
    const collection = read(`;;Title: n\n  ; a\n${B}`);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([['n', ['  ; a']]]);
    collection.puzzles[0]!.title = 'm';
    const out = stringifyCollection(collection);
    expect(out).toBe(`m\n\n${B}\n  ; a\n`);
    expect(read(out).puzzles.map((p) => [p.title, p.notes])).toEqual([['m', ['  ; a']]]);
  });
});

describe('a last note ";" under metadata, with a level with a title line moved under it', () => {
  it('is written `";"`; a line of spaces between it and the title line stays a blank line, unquoted', () => {
    // From "Two" the reader looks up across the blank line, the ";" and `;;Title: m`: the ";" would go into Two's lead. The
    // line of spaces is a blank line wherever it stands, and stays one.
    const collection = read(`Two\n${B2}\n${B};;Title: m\n;\n  \n`);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['Two', []],
      [null, [';']],
    ]);
    collection.puzzles.reverse();
    const out = stringifyCollection(collection);
    // The untitled level's part is copied first; Two's follows right under the line of spaces, a blank line already.
    expect(out).toBe(`${B};;Title: m\n";"\n  \nTwo\n${B2}\n`);
    expect(read(out).puzzles.map((p) => [p.title, p.notes])).toEqual([
      [null, [';']],
      ['Two', []],
    ]);
  });
});

describe('a file note ";" above a level named by `;;Title:`, the level above removed', () => {
  // The reader takes a lone `;` above a lead of metadata for the level's own separator, across the blank lines, metadata
  // and `::` comments of that lead: the note would be gone. A `;` of the level's own goes between.
  it.each([
    ['a blank line', '\n'],
    ['a `::` comment', ':: c\n'],
  ])('gets a ";" of the level\'s own when %s stands between the `;;Title:` and the board', (_, between) => {
    const collection = parseCollection(`;\n;\n${B}\n;;Title: n\n${between}${B2}`).collection;
    expect([collection.notes, collection.puzzles.map((p) => p.title)]).toEqual([[';'], [null, 'n']]);
    collection.puzzles.splice(0, 1);
    const out = stringifyCollection(collection);
    expect(out).toBe(`;\n\n;\n;;Title: n\n${between}${B2}`);
    const back = parseCollection(out).collection;
    expect([back.notes, back.puzzles.map((p) => p.title)]).toEqual([[';'], ['n']]);
  });

  it('its title then set to null: one ";" of the level\'s own under the note, which says the level has none', () => {
    const collection = parseCollection(`;\n;\n${B}\n;;Title: n\n${B2}`).collection;
    collection.puzzles.splice(0, 1);
    collection.puzzles[0]!.title = null;
    const out = stringifyCollection(collection);
    // The `;;Title:` line goes; the note ";" above would be the board's separator, so the board gets a ";" of its own.
    expect(out).toBe(`;\n\n;\n${B2}`);
    const back = parseCollection(out).collection;
    expect([back.notes, back.puzzles.map((p) => p.title)]).toEqual([[';'], [null]]);
  });
});
