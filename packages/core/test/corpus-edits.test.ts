/**
 * Real files, edited as a program would edit them, written in preserve mode
 * and read back: the document read back holds what was edited, in every
 * file of the corpus, whatever its layout (titles under boards, `Title:`
 * notes, `.osb` metadata, hexagons). Edits are drawn at random: the file
 * header and the set's title, a puzzle's title, notes and tiling, saved
 * games added, removed or changed, puzzles removed or repeated.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalRows, movesFromText, parseCollection, stringifyCollection, type Collection } from '../src/index.js';
import { withoutBlankEnds } from './blank-ends.js';
import { corpusFiles, requireCorpus } from './corpus-paths.js';

const root = requireCorpus();

/**
 * What a document means (the writer's rules, sok-writer.ts): a puzzle's tiling is its `game` and its title is its
 * `title`, so `Game:` and `Title:` notes are left out; board rows in canonical form.
 */
function content(c: Collection): unknown {
  return {
    title: c.title === null ? null : c.title.trim(),
    puzzles: c.puzzles.map((p) => ({
      title: p.title,
      game: p.game,
      rows: canonicalRows(p.board.rows),
      notes: withoutBlankEnds(p.notes.filter((l) => !/^\s*(game|title)\s*[:=]/i.test(l))),
      savedGames: p.savedGames.map((s) => ({ title: s.title, moves: s.moves.text, notes: withoutBlankEnds(s.notes) })),
    })),
  };
}

/** Values that read as something else on a line of their own: a title, moves, a board row, a separator, keys. */
const TEXT = ['Renamed', 'Level 1', 'R', '#####', ' x ', '', ';', 'Title: q', 'Author: Z', 'Sol'];
const HEADERS = [[], ['Game: Hexoban'], ['Game: Sokoban'], ['Author: Me'], ['Title: T', 'Game: Hexoban']];
const KINDS = ['header', 'set title', 'tiling', 'title', 'notes', 'add game', 'remove game', 'game title', 'game notes', 'moves', 'remove puzzle', 'repeat puzzle'] as const;

const edit = fc.record({
  kind: fc.constantFrom(...KINDS),
  puzzle: fc.nat(),
  game: fc.nat(),
  header: fc.constantFrom(...HEADERS),
  text: fc.option(fc.constantFrom(...TEXT), { nil: null }),
  lines: fc.array(fc.constantFrom(...TEXT), { maxLength: 3 }),
});

/** Applies one drawn edit to `doc`. */
function apply(doc: Collection, e: typeof edit extends fc.Arbitrary<infer T> ? T : never): void {
  if (doc.puzzles.length === 0) return;
  const p = doc.puzzles[e.puzzle % doc.puzzles.length]!;
  const g = p.savedGames.length > 0 ? p.savedGames[e.game % p.savedGames.length]! : null;
  switch (e.kind) {
    case 'header':
      doc.notes = [...e.header];
      break;
    case 'set title':
      doc.title = e.text;
      break;
    case 'tiling':
      p.game = p.game === 'Sokoban' ? 'Hexoban' : 'Sokoban';
      break;
    case 'title':
      p.title = e.text;
      break;
    case 'notes':
      p.notes = [...e.lines];
      break;
    case 'add game':
      p.savedGames.push({ title: e.text, moves: movesFromText('uRRdL'), notes: [...e.lines] });
      break;
    case 'remove game':
      if (g) p.savedGames.splice(p.savedGames.indexOf(g), 1);
      break;
    case 'game title':
      if (g) g.title = e.text;
      break;
    case 'game notes':
      if (g) g.notes = [...e.lines];
      break;
    case 'moves':
      if (g) g.moves = movesFromText('lluD');
      break;
    case 'remove puzzle':
      doc.puzzles.splice(e.puzzle % doc.puzzles.length, 1);
      break;
    case 'repeat puzzle':
      doc.puzzles.splice(e.game % doc.puzzles.length, 0, structuredClone(p));
      break;
  }
}

describe.each(corpusFiles())('%s', (file) => {
  const text = readFileSync(join(root, file), 'utf8');

  it('edited anywhere, reads back as edited', () => {
    let edited = 0;
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 4 }), (edits) => {
        const doc = parseCollection(text, { fileName: file }).collection;
        for (const e of edits) apply(doc, e);
        const out = stringifyCollection(doc);
        if (out !== text) edited++;
        expect(content(parseCollection(out, { fileName: file }).collection)).toEqual(content(doc));
      }),
      // A fixed seed: the count below is about this run's edits.
      { numRuns: 100, seed: 20261129 },
    );
    // Not a vacuous test: most drawn edits change the file.
    expect(edited).toBeGreaterThan(50);
  });
});

describe('puzzles moved between corpus files', () => {
  const files = corpusFiles();
  const texts = files.map((f) => readFileSync(join(root, f), 'utf8'));

  it('read back with their titles, tilings, boards, notes and saved games', () => {
    fc.assert(
      fc.property(fc.nat(files.length - 1), fc.nat(files.length - 1), fc.array(fc.record({ from: fc.nat(), to: fc.nat() }), { minLength: 1, maxLength: 3 }), (a, b, moves) => {
        const donor = parseCollection(texts[a]!, { fileName: files[a] }).collection;
        const doc = parseCollection(texts[b]!, { fileName: files[b] }).collection;
        for (const m of moves) doc.puzzles.splice(m.to % (doc.puzzles.length + 1), 0, donor.puzzles[m.from % donor.puzzles.length]!);
        const out = stringifyCollection(doc);
        // `.osb` metadata lines hold for the levels after them, and none unsets a value: a level moved under one may
        // read back with an `Author:` or `Comment:` note it did not have (the writer's rules). The corpus has no `.osb`.
        expect(content(parseCollection(out, { fileName: files[b] }).collection), `${files[a]} into ${files[b]}`).toEqual(content(doc));
      }),
      { numRuns: 150, seed: 20261129 },
    );
  });
});
