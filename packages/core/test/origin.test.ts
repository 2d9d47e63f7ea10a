import { describe, expect, it, vi } from 'vitest';
import { parseCollection, stringifyCollection } from '../src/index.js';
import { ORIGIN_KEY, ORIGIN_VERSION, puzzleOrigins } from '../src/text/origin.js';

// CRLF, `p`/`b` board letters and two spaces of indentation: a canonical
// writer would change all of them, so only a writer that finds the origins
// gives these bytes back.
const FILE = 'Collection: Two copies\r\n\r\nFirst\r\n\r\n  #####\r\n  #p b.#\r\n  #####\r\nAuthor: A\r\n\r\nSecond\r\n\r\n#####\r\n#@$.#\r\n#####\r\n';

/** A fresh copy of the package's modules, as a second build (ESM next to CJS, or two bundles) would be. */
async function freshCopy(): Promise<typeof import('../src/index.js')> {
  vi.resetModules();
  return import('../src/index.js');
}

describe('origins travel with the document objects', () => {
  it('a document read by one copy of the package is written byte for byte by another copy', async () => {
    const reader = await freshCopy();
    const writer = await freshCopy();
    // Two copies really are two: their functions are distinct objects.
    expect(writer.stringifyCollection).not.toBe(reader.stringifyCollection);
    const { collection } = reader.parseCollection(FILE);
    expect(writer.stringifyCollection(collection)).toBe(FILE);
  });

  it('an edit made between two copies still changes only its line', async () => {
    const reader = await freshCopy();
    const writer = await freshCopy();
    const { collection } = reader.parseCollection(FILE);
    collection.puzzles[0]!.title = 'Renamed';
    expect(writer.stringifyCollection(collection)).toBe(FILE.replace('First', 'Renamed'));
  });

  it('is stored under the registry symbol, so any copy can find it', () => {
    expect(ORIGIN_KEY).toBe(Symbol.for('@polyban/core.origin'));
    const { collection } = parseCollection(FILE);
    expect(Object.getOwnPropertySymbols(collection.puzzles[0]!)).toEqual([Symbol.for('@polyban/core.origin')]);
  });

  it('stays out of the document as data: JSON, Object.keys, spreads', () => {
    const { collection } = parseCollection(FILE);
    const puzzle = collection.puzzles[0]!;
    expect(Object.keys(puzzle).sort()).toEqual(['board', 'comments', 'game', 'notes', 'savedGames', 'title']);
    expect(Object.keys(collection).sort()).toEqual(['comments', 'macros', 'notes', 'puzzles', 'title']);
    expect(JSON.stringify(collection)).not.toContain('source');
    expect(Object.getOwnPropertySymbols({ ...puzzle })).toEqual([]);
    expect(Object.prototype.propertyIsEnumerable.call(puzzle, ORIGIN_KEY)).toBe(false);
  });

  it('structuredClone drops it: the clone is written part by part in canonical form', () => {
    const { collection } = parseCollection(FILE);
    const clone = structuredClone(collection);
    expect(Object.getOwnPropertySymbols(clone.puzzles[0]!)).toEqual([]);
    // Canonical parts: LF line breaks, standard board characters, indentation kept.
    expect(stringifyCollection(clone)).toBe('Collection: Two copies\n\nFirst\n\n  #####\n  #@ $.#\n  #####\n\nAuthor: A\n\nSecond\n\n#####\n#@$.#\n#####\n');
  });

  it('an origin of another layout version is ignored, not misread', () => {
    const text = 'One\n\n#####\n#p$.#\n#####\n';
    const { collection } = parseCollection(text);
    const puzzle = collection.puzzles[0]!;
    const origin = puzzleOrigins.get(puzzle)!;
    expect(origin.version).toBe(ORIGIN_VERSION);
    Object.defineProperty(puzzle, ORIGIN_KEY, { value: { ...origin, version: ORIGIN_VERSION + 1 }, enumerable: false, configurable: true });
    expect(puzzleOrigins.get(puzzle)).toBeUndefined();
    // Without its origin the puzzle is written in canonical form: `p` becomes `@`.
    expect(stringifyCollection(collection)).toBe('One\n\n#####\n#@$.#\n#####\n');
  });

  it('an origin moved onto another kind of object is ignored', () => {
    const { collection } = parseCollection('#####\n#@$.#\n#####\n\nSolution\nR\n');
    const game = collection.puzzles[0]!.savedGames[0]!;
    const puzzleOrigin = puzzleOrigins.get(collection.puzzles[0]!)!;
    Object.defineProperty(game, ORIGIN_KEY, { value: puzzleOrigin, enumerable: false, configurable: true });
    expect(puzzleOrigins.get(game as never)).toBe(puzzleOrigin);
    // The writer asks for a saved-game origin, finds none, and writes the game from its fields
    // (as it writes any game a program adds: followed by a blank line).
    expect(stringifyCollection(collection)).toBe('#####\n#@$.#\n#####\n\nSolution\nR\n\n');
  });
});
