/**
 * Fuzzing with damaged real files. Level files from the shared corpus (and
 * the player's own Trioban and Octoban levels, as the corpus has none of
 * those) are mutated the way files get damaged or crafted: lines deleted,
 * duplicated, swapped, repeated thousands of times; bytes inserted (control
 * characters, NUL, form feed, CR, TAB, long digit runs, runs of `(` or `)`,
 * `|`, `::`, `;`); the text cut short. Whatever comes out:
 *
 * - `parseCollection` does not throw;
 * - preserve mode writes the text back byte for byte;
 * - canonical output is stable (canonical(parse(canonical(parse(x)))) is
 *   canonical(parse(x))) and reads back as the document it was written from;
 * - `loadPuzzle`, with the topology of each puzzle's tiling, does not throw;
 * - all of it takes less than 2 s per MB of input (at least 2 s), plus a
 *   fixed allowance. The bound is loose on purpose, ten times what it takes
 *   (see TIME_ALLOWANCE_MS), so that a loaded machine does not fail it: it is
 *   there to catch work that grows faster than the input.
 *
 * A line is repeated at most 1,500 times, which keeps inputs under 0.5 MB
 * and the run short; bench/README.md ("hostile") measures inputs of many
 * megabytes, 130,000 `::` lines after a saved game among them.
 *
 * Runs are seeded, so a failure reproduces; fast-check prints the seed and
 * the shrunk mutation list.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalRows, loadPuzzle, parseCollection, stringifyCollection, topologyFor, type Collection } from '@polyban/core';
import { hexobanTopology } from '@polyban/hexoban';
import { octobanTopology } from '@polyban/octoban';
import { sokobanTopology } from '@polyban/sokoban';
import { triobanTopology } from '@polyban/trioban';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
// StrykerJS runs the tests in a sandbox copy with no ../shared beside it: its config names the corpus.
const corpus = process.env['POLYBAN_CORPUS'] ?? resolve(root, '../shared/corpus');

const TOPOLOGIES = [sokobanTopology, hexobanTopology, triobanTopology, octobanTopology];

/** The files to damage: each format and tiling the corpus has, from 2 kB to 216 kB. */
const FILES = [
  { name: 'Microban.txt', path: join(corpus, 'Microban.txt') },
  { name: 'Original_and_Extra.sok', path: join(corpus, 'Original_and_Extra.sok') },
  { name: 'mixed_collection.sok', path: join(corpus, 'mixed_collection.sok') },
  { name: 'jsoko_parsing.sok', path: join(corpus, 'jsoko_parsing.sok') },
  { name: 'jsoko_interior_empty_rows.sok', path: join(corpus, 'jsoko_interior_empty_rows.sok') },
  { name: 'all_E_Hex.hsb', path: join(corpus, 'hexoban/all_E_Hex.hsb') },
  { name: 'test_level.hsb', path: join(corpus, 'hexoban/test_level.hsb') },
  { name: '3-Trioban.sok', path: join(root, 'apps/player/src/levels/3-Trioban.sok') },
  { name: '4-Octoban.sok', path: join(root, 'apps/player/src/levels/4-Octoban.sok') },
].map((f) => ({ name: f.name, text: readFileSync(f.path, 'utf8') }));

/**
 * The time bound on one input, all checks included, is MS_PER_MB per MB (at
 * least one MB's worth) plus this allowance. Inputs here stay under 0.5 MB;
 * on the 2-core build machine a whole input takes 20–300 ms (cold compiles
 * and garbage collections included), and up to 650 ms while other jobs load
 * the machine, so the bound of 6 s is ten times the worst seen.
 */
const TIME_ALLOWANCE_MS = 4000;
const MS_PER_MB = 2000;

// ---------------------------------------------------------------------------
// Mutations.

/** Text to insert: the characters and runs that mean something to the reader, or nothing to a text file. */
const CONTROL = ['\0', '\x01', '\x07', '\b', '\x0b', '\f', '\r', '\x1b', '\x7f', '\t', '\ufeff', '\ufffd', '\u2028', '\ud800'];
const insertion = fc.oneof(
  fc.array(fc.constantFrom(...CONTROL), { minLength: 1, maxLength: 4 }).map((a) => a.join('')),
  fc.integer({ min: 8, max: 40 }).map((n) => '9'.repeat(n)),
  fc.integer({ min: 2, max: 120 }).map((n) => '('.repeat(n)),
  fc.integer({ min: 2, max: 120 }).map((n) => ')'.repeat(n)),
  // Nested groups expand to 2^n walls: from a short row to one far past the board limit.
  fc.integer({ min: 1, max: 60 }).map((n) => '2('.repeat(n) + '#' + ')'.repeat(n)),
  fc.constantFrom('|', '||', '::', ':: ', ';', ';;', ';;Title: x', '\t\t', '"', '=', 'Game: Hexoban', 'Title:', '[', '{', '*'),
);

type Mutation =
  | { kind: 'delete' | 'duplicate'; line: number }
  | { kind: 'swap'; line: number; other: number }
  | { kind: 'insert'; line: number; column: number; text: string }
  | { kind: 'insert-line'; line: number; text: string }
  | { kind: 'repeat'; line: number; times: number }
  | { kind: 'truncate'; at: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constantFrom('delete' as const, 'duplicate' as const), line: fc.nat() }),
  fc.record({ kind: fc.constant('swap' as const), line: fc.nat(), other: fc.nat() }),
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('insert' as const), line: fc.nat(), column: fc.nat(), text: insertion }) },
  fc.record({ kind: fc.constant('insert-line' as const), line: fc.nat(), text: insertion }),
  // At most 1,500 copies: keeps inputs under 0.5 MB.
  fc.record({ kind: fc.constant('repeat' as const), line: fc.nat(), times: fc.integer({ min: 2, max: 1500 }) }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
);

/** Applies mutations to a text, by lines split at LF (a CR inserted stays inside its line as written). */
function mutate(text: string, mutations: readonly Mutation[]): string {
  let lines = text.split('\n');
  for (const m of mutations) {
    const i = 'line' in m ? m.line % lines.length : 0;
    switch (m.kind) {
      case 'delete':
        if (lines.length > 1) lines.splice(i, 1);
        break;
      case 'duplicate':
        lines.splice(i, 0, lines[i]!);
        break;
      case 'swap': {
        const j = m.other % lines.length;
        [lines[i], lines[j]] = [lines[j]!, lines[i]!];
        break;
      }
      case 'insert': {
        const line = lines[i]!;
        const at = m.column % (line.length + 1);
        lines[i] = line.slice(0, at) + m.text + line.slice(at);
        break;
      }
      case 'insert-line':
        lines.splice(i, 0, m.text);
        break;
      case 'repeat':
        lines.splice(i, 1, ...Array<string>(m.times).fill(lines[i]!));
        break;
      case 'truncate': {
        const joined = lines.join('\n');
        lines = joined.slice(0, m.at % (joined.length + 1)).split('\n');
        break;
      }
    }
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------
// What must hold.

/**
 * What a document means, as canonical mode keeps it: the documented
 * normalisations of sok-writer.ts (board rows in canonical form, blank note
 * entries at the ends dropped, `Game:` notes standing for the tiling, saved
 * games without moves left out, a collection title without end spaces).
 */
function meaning(c: Collection): unknown {
  const trimEnds = (lines: readonly string[]): string[] => {
    let s = 0;
    let e = lines.length;
    while (s < e && lines[s] === '') s++;
    while (e > s && lines[e - 1] === '') e--;
    return lines.slice(s, e);
  };
  const keyed = (line: string, keys: string): boolean => new RegExp(`^\\s*(${keys})\\s*[:=]`, 'i').test(line);
  return {
    title: c.title?.trim() ?? null,
    notes: trimEnds(c.notes.filter((l) => !keyed(l, 'collection|title|game'))),
    comments: c.comments,
    macros: c.macros,
    puzzles: c.puzzles.map((p) => ({
      title: p.title,
      game: p.game,
      rows: canonicalRows(p.board.rows),
      notes: trimEnds(p.notes.filter((l) => !keyed(l, 'game') && !(p.title === null && keyed(l, 'title')))),
      comments: p.comments,
      savedGames: p.savedGames.filter((g) => g.moves.text !== '').map((g) => ({ title: g.title, moves: g.moves.text, notes: trimEnds(g.notes) })),
    })),
  };
}

/**
 * Runs every check on one input; returns the milliseconds it took. Texts
 * are compared as booleans with a short message: a diff of two 200 kB texts,
 * printed for every step fast-check takes while shrinking, would take minutes.
 */
function check(text: string, fileName: string): number {
  const t0 = performance.now();
  const { collection } = parseCollection(text, { fileName });
  expect(stringifyCollection(collection) === text, 'preserve mode writes the input back byte for byte').toBe(true);
  const canonical = stringifyCollection(collection, { mode: 'canonical' });
  const reread = parseCollection(canonical).collection;
  expect(stringifyCollection(reread, { mode: 'canonical' }) === canonical, 'canonical output is stable').toBe(true);
  expect(JSON.stringify(meaning(reread)) === JSON.stringify(meaning(collection)), 'canonical output reads back as the document').toBe(true);
  collection.puzzles.forEach((puzzle, i) => {
    const topology = topologyFor(puzzle, TOPOLOGIES);
    if (topology) loadPuzzle(puzzle, topology, { index: i + 1 });
  });
  return performance.now() - t0;
}

describe('damaged real files', () => {
  it('each file as it is passes every check', () => {
    for (const f of FILES) check(f.text, f.name);
  });

  it('read, write back, write canonically and load without throwing, in time', () => {
    fc.assert(
      fc.property(fc.nat(FILES.length - 1), fc.array(mutation, { minLength: 1, maxLength: 5 }), (index, mutations) => {
        const file = FILES[index]!;
        const text = mutate(file.text, mutations);
        const ms = check(text, file.name);
        const mb = Buffer.byteLength(text) / (1024 * 1024);
        expect(ms).toBeLessThan(MS_PER_MB * Math.max(1, mb) + TIME_ALLOWANCE_MS);
      }),
      { numRuns: 300, seed: 20261123 },
    );
  });
});
