import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findTopology, loadPuzzle, parseCollection, replay } from '@polyban/core';
import { TILINGS } from '../src/tilings.js';

const dir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../src/levels');
const files = readdirSync(dir).filter((f) => f.endsWith('.sok'));

describe('built-in levels', () => {
  it('there is a collection for every tiling', () => {
    const games = new Set<string>();
    for (const f of files) for (const p of parseCollection(readFileSync(join(dir, f), 'utf8')).collection.puzzles) games.add(p.game);
    expect([...games].sort()).toEqual(['Hexoban', 'Octoban', 'Sokoban', 'Trioban']);
  });

  describe.each(files)('%s', (file) => {
    const { collection, diagnostics } = parseCollection(readFileSync(join(dir, file), 'utf8'), { fileName: file });

    it('reads without a problem, and every level has a title', () => {
      expect(diagnostics).toEqual([]);
      expect(collection.puzzles.length).toBeGreaterThanOrEqual(3);
      for (const p of collection.puzzles) expect(p.title).not.toBeNull();
    });

    it('every level is solved by its saved solution, with the counts in its title', () => {
      for (const p of collection.puzzles) {
        const topology = findTopology(TILINGS, p.game)!;
        const { level, diagnostics: problems } = loadPuzzle(p, topology);
        expect(problems, p.title!).toEqual([]);
        expect(p.savedGames.length, p.title!).toBeGreaterThan(0);
        for (const s of p.savedGames) {
          const [, moves, pushes] = /^Solution (\d+)\/(\d+)$/.exec(s.title ?? '')!;
          expect(replay(level!, s.moves), `${p.title}: ${s.title}`).toMatchObject({ legal: true, solved: true, moves: Number(moves), pushes: Number(pushes) });
        }
      }
    });
  });

  it('one level is Multiban', () => {
    const all = files.flatMap((f) => parseCollection(readFileSync(join(dir, f), 'utf8')).collection.puzzles);
    expect(all.some((p) => p.board.rows.join('').replace(/[^@+]/g, '').length > 1)).toBe(true);
  });
});
