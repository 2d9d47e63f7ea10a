import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeRle, decodeRleBoard, encodeRle, encodeRleBoard, parseCollection, stringifyCollection } from '../src/index.js';
import { corpusFiles, requireCorpus } from './corpus-paths.js';

const root = requireCorpus();
const corpus = corpusFiles().map((f) => readFileSync(join(root, f), 'utf8'));

const boardRow = fc
  .array(fc.constantFrom('#', '@', '+', '$', '*', '.', '-'), { minLength: 1, maxLength: 40 })
  .map((cs) => cs.join(''))
  .filter((r) => !r.endsWith('-'));
const moveString = fc.array(fc.constantFrom(...'udlrnsewUDLRNSEW'), { maxLength: 300 }).map((cs) => cs.join(''));

/** Text with the characters that matter to the reader over-represented. */
const levelishText = fc
  .array(
    fc.oneof(
      fc.constantFrom('#', '@', '$', '.', '*', '+', ' ', '-', '_', '|', '(', ')', '[', ']', '{', '}', 'u', 'R', '3', '9', '\n', '\r\n', '\r', ';', '::', 'Title: ', ';;Title: ', ';;Author: ', ';;comment:', '"', '\t', '\u0000', '\uFEFF'),
      fc.string({ maxLength: 8 }),
    ),
    { maxLength: 400 },
  )
  .map((parts) => parts.join(''));

/** A corpus file with random edits: characters inserted, deleted and replaced. */
const mutatedCorpus = fc
  .record({
    file: fc.nat({ max: corpus.length - 1 }),
    edits: fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.nat({ max: 20 }), fc.constantFrom('', '#', '9(', ')', '[', '}', '|', '\n', '999999999', '\t', 'x', '\u0000')), { maxLength: 20 }),
  })
  .map(({ file, edits }) => {
    let text = corpus[file]!;
    for (const [at, del, ins] of edits) {
      const i = Math.floor(at * text.length);
      text = text.slice(0, i) + ins + text.slice(i + del);
    }
    return text;
  });

describe('RLE round trip', () => {
  it('decodeRleBoard(encodeRleBoard(rows)) gives the rows back', () => {
    fc.assert(
      fc.property(fc.array(boardRow, { minLength: 1, maxLength: 20 }), (rows) => {
        const encoded = encodeRleBoard(rows);
        expect(decodeRleBoard(encoded)).toEqual({ rows, error: null });
      }),
    );
  });

  it('decodeRle(encodeRle(moves)) gives the moves back, and never longer', () => {
    fc.assert(
      fc.property(moveString, (moves) => {
        const encoded = encodeRle(moves);
        expect(encoded.length).toBeLessThanOrEqual(moves.length);
        expect(decodeRle(encoded)).toEqual({ value: moves, error: null });
      }),
    );
  });
});

describe('parseCollection on any input', () => {
  it('never throws, and writes any input back unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(levelishText, fc.string({ unit: 'binary', maxLength: 300 })), (text) => {
        const { collection, diagnostics } = parseCollection(text);
        for (const d of diagnostics) {
          expect(d.line).toBeGreaterThanOrEqual(1);
          expect(d.column).toBeGreaterThanOrEqual(1);
        }
        expect(stringifyCollection(collection)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on mutated corpus files, and writes them back unchanged', () => {
    fc.assert(
      fc.property(mutatedCorpus, (text) => {
        const { collection } = parseCollection(text);
        expect(stringifyCollection(collection)).toBe(text);
        const canonical = stringifyCollection(collection, { mode: 'canonical' });
        expect(() => parseCollection(canonical)).not.toThrow();
      }),
      { numRuns: 60 },
    );
  });
});

// How parse time grows with the input is measured by `pnpm bench` (1, 10 and 100 MB, each in a fresh
// process), where a machine's noise can be read off; a wall-clock ratio here failed on busy machines.
// The bombs below are either refused at once, far under any limit a blow-up could meet, or held against the same
// bomb a tenth its size: code instrumented for coverage or mutation testing runs many times slower, and a fixed
// limit on a long input failed there.

/** The fastest of three parses of `text`, in milliseconds. */
function parseMs(text: string): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    parseCollection(text);
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

describe('hostile input', () => {
  it('an RLE bomb and deep nesting are refused at once', () => {
    // Expanded, the first is a billion walls, the second 9^30 of them, the third 2^100.
    const bombs = ['999999999#|#@$.#|5#', `${'9('.repeat(30)}#${')'.repeat(30)}|#@$.#|5#`, `${'2('.repeat(100)}#${')'.repeat(100)}|#@$.#|5#`];
    for (const bomb of bombs) {
      const t0 = performance.now();
      const { diagnostics } = parseCollection(bomb);
      expect(performance.now() - t0).toBeLessThan(1000);
      expect(diagnostics.some((d) => d.severity === 'error')).toBe(true);
    }
  });

  it('unbalanced brackets before a nested count in a solution are refused in time that grows with their number, not its square', () => {
    const bomb = (brackets: number): string => `#####\n#@$.#\n#####\n\nSolution\n${'['.repeat(brackets)}${'9('.repeat(20)}r${')'.repeat(20)}\n`;
    expect(parseCollection(bomb(100_000)).diagnostics.some((d) => d.severity === 'error')).toBe(true);
    // Linear: about ten times as long for ten times the brackets; their square would be a hundred. (Forty leaves room for
    // a busy machine: the small parse takes a millisecond or two.)
    const small = parseMs(bomb(10_000));
    const large = parseMs(bomb(100_000));
    expect(large).toBeLessThan(40 * small + 5);
  });

  it('a 100 MB single line gives a diagnostic, not a hang, and the puzzles around it load', () => {
    const level = '#####\n#@$.#\n#####\n';
    const text = `${level}\n${'#'.repeat(100 * 1024 * 1024)}\n\n${level}`;
    const t0 = performance.now();
    const { collection, diagnostics } = parseCollection(text);
    expect(performance.now() - t0).toBeLessThan(10_000);
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['line-too-long', 5, 1]]);
    expect(collection.puzzles).toHaveLength(2);
  });
});
