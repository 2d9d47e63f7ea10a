import { describe, expect, it } from 'vitest';
import { addSolution, levelKey, loadRecord, type KeyValueStore, type StoredSolution } from '../src/storage.js';

/** 32-bit FNV-1a over UTF-16 code units, as its authors define it for bytes (offset basis 0x811c9dc5, prime 0x01000193). */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (const unit of Array.from({ length: text.length }, (_, i) => text.charCodeAt(i))) h = Number((BigInt((h ^ unit) >>> 0) * 0x01000193n) % 2n ** 32n);
  return h >>> 0;
}

/** A store over a map, with what was written to it. */
function memory(entries: Record<string, string> = {}): KeyValueStore & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

const solution = (moves: string): StoredSolution => ({ moves, moveCount: moves.length, pushCount: 1, reverse: false, found: '2026-12-01' });

describe('the key of a level', () => {
  it('is FNV-1a, in base 36, of the tiling and the rows, with the text\'s length', () => {
    // The reference's own check against the published test vectors of FNV-1a.
    expect([fnv1a(''), fnv1a('a'), fnv1a('foobar')]).toEqual([0x811c9dc5, 0xe40c292c, 0xbf9cf968]);
    const text = 'Sokoban\n#####\n#@$.#\n#####';
    expect(levelKey('Sokoban', ['#####', '#@$.#', '#####'])).toBe(`polyban:level:sokoban:${fnv1a(text).toString(36)}:${text.length}`);
  });

  it('reads floor written as "-", "_" or a space, and trailing floor, as the same level', () => {
    const text = 'Hexoban\n# @ $ . #';
    expect(levelKey('Hexoban', ['#-@_$-.-#--'])).toBe(`polyban:level:hexoban:${fnv1a(text).toString(36)}:${text.length}`);
  });

  it('tells apart boards of the same characters in other places or other rows', () => {
    expect(levelKey('Sokoban', ['#@$.#'])).not.toBe(levelKey('Sokoban', ['#.$@#']));
    // Without a separator between rows these two would be the same text.
    expect(levelKey('Sokoban', ['##', '#'])).not.toBe(levelKey('Sokoban', ['#', '##']));
    expect(levelKey('Sokoban', ['#'])).not.toBe(levelKey('Octoban', ['#']));
  });
});

describe('a level record', () => {
  it('fills in what a record written by an older player lacks', () => {
    const store = memory({ k: JSON.stringify({ progress: 'uL' }), j: JSON.stringify({ reverseProgress: 'rR', solutions: 'none' }) });
    expect(loadRecord(store, 'k')).toEqual({ progress: 'uL', reverseProgress: '', solutions: [] });
    expect(loadRecord(store, 'j')).toEqual({ progress: '', reverseProgress: 'rR', solutions: [] });
  });

  it('is empty for a level never seen', () => {
    expect(loadRecord(memory(), 'k')).toEqual({ progress: '', reverseProgress: '', solutions: [] });
  });

  it('keeps every solution with other moves, in the order found', () => {
    const record = loadRecord(memory(), 'k');
    expect(addSolution(record, solution('rR'))).toBe(true);
    expect(addSolution(record, solution('uRdR'))).toBe(true);
    expect(addSolution(record, solution('rR'))).toBe(false);
    expect(record.solutions.map((s) => s.moves)).toEqual(['rR', 'uRdR']);
  });
});
