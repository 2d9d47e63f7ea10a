/**
 * `.osb` (Octoban) metadata: `;;Title:` names the following level,
 * `;;Author:` and `;;Comment:` describe the following level(s)
 * (octoban-osb-format.txt, VARIANTS.md). Any other `;` line is a comment.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCollection, stringifyCollection, type Collection, type Puzzle } from '../src/index.js';

const BOARD = ' ### \n#@$.#\n ### ';

describe('.osb metadata', () => {
  it('may be indented, like any ";" line', () => {
    const { collection } = parseCollection(`  ;;Title: x\n ;;Author: a\n${BOARD}\n`, { fileName: 'x.osb' });
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([['x', ['Author: a']]]);
  });

  it(';;Title: names the level; a plain ";" comment line before it is not the title', () => {
    const text = `; Octoban levels\n;;Title: Make Way\n;;Author: Malcolm Tyrrell\n;;Comment: Easy Octoban level.\n${BOARD}\n`;
    const { collection } = parseCollection(text, { fileName: 'x.osb' });
    expect(collection.puzzles[0]!.title).toBe('Make Way');
    expect(collection.notes).toEqual(['; Octoban levels']);
    expect(collection.puzzles[0]!.notes).toEqual(['Author: Malcolm Tyrrell', 'Comment: Easy Octoban level.']);
  });

  it(';;Author: and ;;Comment: hold for the following levels, from wherever they stand before them', () => {
    const text = `;;Author: A\n; Set one\n\n;;Comment: c1\n;;Title: One\n${BOARD}\n\n;;Comment: c2\n;;Title: Two\n${BOARD}\n\n;;Title: Three\n${BOARD}\n`;
    const { collection } = parseCollection(text, { fileName: 'x.osb' });
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', ['Author: A', 'Comment: c1']],
      ['Two', ['Author: A', 'Comment: c2']],
      ['Three', ['Author: A', 'Comment: c2']],
    ]);
    expect(collection.notes).toEqual(['; Set one']);
  });

  it("a puzzle's own Author: or Comment: note takes the place of the metadata's", () => {
    const { collection } = parseCollection(`;;Author: A\n;;Comment: c\n;;Title: T\n${BOARD}\nAuthor: B\n`, { fileName: 'x.osb' });
    expect(collection.puzzles[0]!.notes).toEqual(['Comment: c', 'Author: B']);
  });

  it('writes edited notes without repeating what the metadata gives', () => {
    const text = `;;Author: A\n;;Title: T\n${BOARD}\n\n;;Title: U\n${BOARD}\n`;
    const { collection } = parseCollection(text, { fileName: 'x.osb' });
    collection.puzzles[0]!.notes = ['Author: A', 'Solved it'];
    const out = stringifyCollection(collection);
    expect(out).toBe(`;;Author: A\n;;Title: T\n${BOARD}\nSolved it\n\n;;Title: U\n${BOARD}\n`);
    expect(parseCollection(out, { fileName: 'x.osb' }).collection.puzzles.map((p) => p.notes)).toEqual([['Author: A', 'Solved it'], ['Author: A']]);
  });

  it('a changed title is written in its ;;Title: line', () => {
    const { collection } = parseCollection(`;;Title: Make Way\n${BOARD}\n`, { fileName: 'x.osb' });
    collection.puzzles[0]!.title = 'Give Way';
    expect(stringifyCollection(collection)).toBe(`;;Title: Give Way\n${BOARD}\n`);
  });

  it('a title ;;Title: cannot hold (spaces at its ends) goes on a title line in its place', () => {
    const { collection } = parseCollection(`;;Title: Make Way\n${BOARD}\n`, { fileName: 'x.osb' });
    collection.puzzles[0]!.title = ' spaced ';
    const out = stringifyCollection(collection);
    expect(out).toBe(`" spaced "\n${BOARD}\n`);
    expect(parseCollection(out, { fileName: 'x.osb' }).collection.puzzles[0]!.title).toBe(' spaced ');
  });

  it('with its ;;Title: gone, the comment above does not become the title', () => {
    const { collection } = parseCollection(`; a comment\n\n;;Title: Make Way\n${BOARD}\n`, { fileName: 'x.osb' });
    collection.puzzles[0]!.title = null;
    const out = stringifyCollection(collection);
    expect(out).toBe(`; a comment\n\n;\n${BOARD}\n`);
    const again = parseCollection(out, { fileName: 'x.osb' }).collection;
    expect([again.puzzles[0]!.title, again.notes]).toEqual([null, ['; a comment']]);
  });

  it('metadata in notes a program rewrites keeps acting on the following levels', () => {
    // The ;;Author: line stands among the first level's notes, not in the block right above the second board.
    const text = `;;Title: One\n${BOARD}\nold note\n;;Author: A\nmore notes\n\n;;Title: Two\n${BOARD}\n`;
    const { collection } = parseCollection(text, { fileName: 'x.osb' });
    expect(collection.puzzles.map((p) => p.notes)).toEqual([['old note', 'more notes'], ['Author: A']]);
    collection.puzzles[0]!.notes = ['new note'];
    const again = parseCollection(stringifyCollection(collection), { fileName: 'x.osb' }).collection;
    expect(again.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['One', ['new note']],
      ['Two', ['Author: A']],
    ]);
  });
});

describe('.osb metadata when levels are removed or moved', () => {
  it('the level after a removed one keeps the author the removed level\'s ;;Author: line gave it', () => {
    const { collection } = parseCollection(`;;Author: A\n;;Title: One\n${BOARD}\n\n;;Title: Two\n${BOARD}\n`, { fileName: 'x.osb' });
    expect(collection.puzzles.map((p) => p.notes)).toEqual([['Author: A'], ['Author: A']]);
    collection.puzzles.shift();
    const out = stringifyCollection(collection);
    // The ;;Author: line went with the first level: one right above the board puts it back.
    expect(out).toBe(`;;Title: Two\n;;Author: A\n${BOARD}\n`);
    expect(parseCollection(out, { fileName: 'x.osb' }).collection.puzzles.map((p) => [p.title, p.notes])).toEqual([['Two', ['Author: A']]]);
  });

  for (const [name, eol] of [['LF', '\n'], ['CRLF', '\r\n'], ['CR', '\r']] as const) {
    it(`${name}: a ;;Author: line indented by a space and a TAB, and ";;Author:" inside a comment's value, are read as the reader reads them: no line is added`, () => {
      // The reader takes the indented line as metadata, and the second ";;" as part of the comment's value, so both
      // levels hold author A and that comment; an edit of the second level's title needs no line to restore either.
      const lines = [' \t;;Author: A', ';;Comment: see ;;Author: B', ';;Title: One', ...BOARD.split('\n'), '', ';;Title: Two', ...BOARD.split('\n'), ''];
      const { collection } = parseCollection(lines.join(eol), { fileName: 'x.osb' });
      expect(collection.puzzles.map((p) => p.notes)).toEqual([
        ['Author: A', 'Comment: see ;;Author: B'],
        ['Author: A', 'Comment: see ;;Author: B'],
      ]);
      collection.puzzles[1]!.title = 'Zwei';
      const out = stringifyCollection(collection);
      expect(out).toBe(lines.map((l) => (l === ';;Title: Two' ? ';;Title: Zwei' : l)).join(eol));
    });
  }

  it('a level moved under another ;;Comment: keeps its own, and the level it left keeps its own too', () => {
    const text = `;;Comment: c1\n;;Title: One\n${BOARD}\n\n;;Comment: c2\n;;Title: Two\n${BOARD}\n\n;;Title: Three\n${BOARD}\n`;
    const { collection } = parseCollection(text, { fileName: 'x.osb' });
    expect(collection.puzzles.map((p) => p.notes)).toEqual([['Comment: c1'], ['Comment: c2'], ['Comment: c2']]);
    // Three moves to the front: it stands under no ;;Comment: there, and One now comes after Two's.
    collection.puzzles.unshift(collection.puzzles.pop()!);
    const out = stringifyCollection(collection);
    expect(parseCollection(out, { fileName: 'x.osb' }).collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['Three', ['Comment: c2']],
      ['One', ['Comment: c1']],
      ['Two', ['Comment: c2']],
    ]);
  });

  it('a level read under no ;;Author: or ;;Comment: and moved under them reads back with their values: no line unsets one', () => {
    const { collection } = parseCollection(`;;Title: One\n${BOARD}\n\n;;Author: A\n;;Comment: c\n;;Title: Two\n${BOARD}\n`, { fileName: 'x.osb' });
    expect(collection.puzzles.map((p) => p.notes)).toEqual([[], ['Author: A', 'Comment: c']]);
    collection.puzzles.reverse();
    const out = stringifyCollection(collection);
    // Two's lines come first and hold for One after it; One gets no line of its own (it had no value to put back), and
    // keeps the blank line that followed its board.
    expect(out).toBe(`;;Author: A\n;;Comment: c\n;;Title: Two\n${BOARD}\n\n;;Title: One\n${BOARD}\n\n`);
    expect(parseCollection(out, { fileName: 'x.osb' }).collection.puzzles.map((p) => [p.title, p.notes])).toEqual([
      ['Two', ['Author: A', 'Comment: c']],
      ['One', ['Author: A', 'Comment: c']],
    ]);
  });

  it('random files, levels removed, moved or retitled and notes added: each level keeps what its metadata gave it', () => {
    // Every level is read under some ;;Author: and ;;Comment: (the file starts with both): a value a level did not
    // have could not be taken away, as no line unsets one.
    const level = fc.record({
      above: fc.array(fc.constantFrom(';;Author: A', ';;Author: B', ';;Comment: c', '; plain', ''), { maxLength: 3 }),
      title: fc.option(fc.constantFrom('One', 'Two'), { nil: null }),
      under: fc.array(fc.constantFrom('Author: Q', 'Note', ';;Comment: d'), { maxLength: 2 }),
    });
    const change = fc.record({ kind: fc.constantFrom('remove', 'move', 'title', 'notes'), from: fc.nat(), to: fc.nat(), title: fc.option(fc.constantFrom('New', 'T'), { nil: null }) });
    const meaning = (c: Collection): unknown => c.puzzles.map((p) => [p.title, p.notes]);
    fc.assert(
      fc.property(fc.array(level, { minLength: 1, maxLength: 4 }), fc.array(change, { maxLength: 3 }), (levels, changes) => {
        const lines = [';;Author: H', ';;Comment: h', ''];
        for (const l of levels) lines.push(...l.above, ...(l.title === null ? [] : [`;;Title: ${l.title}`]), ...BOARD.split('\n'), ...l.under, '');
        const text = lines.join('\n') + '\n';
        const doc = parseCollection(text, { fileName: 'x.osb' }).collection;
        expect(stringifyCollection(doc)).toBe(text);
        for (const c of changes) {
          const n = doc.puzzles.length;
          if (n === 0) break;
          const p = doc.puzzles[c.from % n]!;
          if (c.kind === 'remove') doc.puzzles.splice(c.from % n, 1);
          else if (c.kind === 'move') doc.puzzles.splice(c.to % n, 0, ...doc.puzzles.splice(c.from % n, 1));
          else if (c.kind === 'title') p.title = c.title;
          else p.notes = [...p.notes, 'Solved it'];
        }
        const out = stringifyCollection(doc);
        expect(meaning(parseCollection(out, { fileName: 'x.osb' }).collection), out).toEqual(meaning(doc));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('.osb metadata that names or describes no level is not lost without a word', () => {
  const read = (text: string): ReturnType<typeof parseCollection> => parseCollection(text, { fileName: 'x.osb' });
  const unused = (line: number, message: string): unknown => ({ severity: 'warning', code: 'unused-metadata', message, line, column: 1 });

  it('a `;;Title:` with `;` comments between it and the board names the level, the comments its first notes', () => {
    // The .osb format reads every `;` line as a comment and `;;Title:` as the following level's title.
    const text = `;;Title: Make Way\n;;Author: Me\n; easy one\n; try it\n${BOARD}\nA note\n`;
    const { collection, diagnostics } = read(text);
    expect(diagnostics).toEqual([]);
    expect(collection.puzzles.map((p) => [p.title, p.notes])).toEqual([['Make Way', ['Author: Me', '; easy one', '; try it', 'A note']]]);
    expect(stringifyCollection(collection)).toBe(text);
    const canonical = read(stringifyCollection(collection, { mode: 'canonical' })).collection;
    expect(canonical.puzzles.map((p) => [p.title, p.notes])).toEqual([['Make Way', ['Author: Me', '; easy one', '; try it', 'A note']]]);
  });

  it('those notes edited in preserve mode: the comments above the board are not written twice', () => {
    const { collection } = read(`;;Title: Make Way\n; easy one\n${BOARD}\n`);
    collection.puzzles[0]!.notes.push('Added');
    const out = stringifyCollection(collection);
    expect(out).toBe(`;;Title: Make Way\n; easy one\n${BOARD}\nAdded\n`);
    expect(read(out).collection.puzzles[0]!.notes).toEqual(['; easy one', 'Added']);
  });

  for (const [what, edit, title, notes] of [
    ['removed', (p: Puzzle) => (p.notes = []), 'Make Way', []],
    ['put after a new one', (p: Puzzle) => p.notes.unshift('new'), 'Make Way', ['new', '; easy one']],
    ['changed', (p: Puzzle) => (p.notes[0] = '; hard one'), 'Make Way', ['; hard one']],
    ['kept, the title removed', (p: Puzzle) => (p.title = null), null, ['; easy one']],
    ['kept, the title one `;;Title:` cannot hold', (p: Puzzle) => (p.title = ' sp '), ' sp ', ['; easy one']],
  ] as const) {
    it(`those comments ${what}: the puzzle is written anew, and reads back as edited, no comment twice or taken for the title`, () => {
      const { collection } = read(`;;Title: Make Way\n; easy one\n${BOARD}\n\n;;Title: Next\n${BOARD}\n`);
      edit(collection.puzzles[0]!);
      const out = stringifyCollection(collection);
      // The level below keeps its own lines as they were.
      expect(out.endsWith(`\n;;Title: Next\n${BOARD}\n`)).toBe(true);
      const back = read(out).collection;
      expect(back.notes).toEqual([]);
      expect(back.puzzles.map((p) => [p.title, p.notes])).toEqual([
        [title, notes],
        ['Next', []],
      ]);
    });
  }

  it('a lone `;` between a `;;Title:` and the board says there is no title: the `;;Title:` is warned of', () => {
    const { collection, diagnostics } = read(`;;Title: Make Way\n;\n${BOARD}\n`);
    expect(collection.puzzles.map((p) => p.title)).toEqual([null]);
    expect(diagnostics).toEqual([
      unused(
        1,
        '`;;Title:` names no level: between it and the board below only blank lines, metadata and `;` comments with text may stand (a lone `;` says the board has no title), and the `;;Title:` nearest the board wins; the line is kept as it is',
      ),
    ]);
  });

  it('a title line between a `;;Title:` and the board names it; the `;;Title:` above it, and one under another, are warned of', () => {
    const { collection, diagnostics } = read(`;;Title: A\nTitle line\n${BOARD}\n\n;;Title: B\n;;Title: C\n${BOARD}\n`);
    expect(collection.puzzles.map((p) => p.title)).toEqual(['Title line', 'C']);
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['unused-metadata', 1],
      ['unused-metadata', 7],
    ]);
  });

  it('metadata after the last board (lines 4 to 6) describes no level', () => {
    const { diagnostics } = read(`${BOARD}\n;;Author: Next\n;;Comment: for the next levels\n;;Title: Four\n`);
    expect(diagnostics).toEqual([
      unused(4, '`;;Author:` describes no level, as no board follows it; the line is kept as it is'),
      unused(5, '`;;Comment:` describes no level, as no board follows it; the line is kept as it is'),
      unused(6, '`;;Title:` names no level: no board follows it; the line is kept as it is'),
    ]);
  });
});
