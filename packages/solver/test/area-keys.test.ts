/**
 * The search names the pusher's area of each state by its smallest cell,
 * worked out from the parent's area without a flood where it can be (the
 * box pushed into a corral, onto a cut cell, next to other corrals). Every
 * stored state's name is checked against a flood fill.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadPuzzle, parseCollection, startPosition, type Level } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { analysisOf } from '../src/deadlock.js';
import { Search } from '../src/search.js';
import { CORPUS_DIR, levelOf, TOPOLOGIES } from './boards.js';
import { pulledLevel } from './random-boards.js';

const MB = 1 << 20;

/**
 * Runs a one-pusher search for a while and checks that each stored state
 * names the pusher's area by its smallest cell, the area of the cell the
 * pusher stands on after the push, as a plain flood fill finds it.
 */
function checkAreaKeys(level: Level, optimal: boolean): number {
  const search = new Search(level, analysisOf(level), startPosition(level), optimal, 256 * MB);
  search.run(Date.now() + 200);
  const { store, boxCount: n } = search;
  const D = level.directionCount;
  let checked = 0;
  for (let s = 1; s < store.count; s++) {
    const cells = store.cellArray(s);
    const box = new Set(cells.slice(0, n));
    const move = store.move(s);
    const stand = level.neighbours[move]!;
    const free = (c: number) => c >= 0 && level.isCell[c] === 1 && level.wall[c] === 0 && !box.has(c);
    let min = stand;
    const seen = new Set([stand]);
    const queue = [stand];
    for (let i = 0; i < queue.length; i++) {
      const u = queue[i]!;
      if (u < min) min = u;
      for (let d = 0; d < D; d++) {
        const v = level.neighbours[u * D + d]!;
        if (free(v) && !seen.has(v)) {
          seen.add(v);
          queue.push(v);
        }
      }
    }
    expect(cells[n], `state ${s}`).toBe(min);
    checked++;
  }
  return checked;
}

describe('the pusher area after a push', () => {
  it('names the pusher area of every state by its smallest cell, as a flood over the board finds it', () => {
    // Microban 93 (A*) pushes boxes into corrals and cuts the pusher's area in many ways; 109 and 145 push through tunnels.
    const { collection } = parseCollection(readFileSync(join(CORPUS_DIR, 'Microban.txt'), 'utf8'), { fileName: 'Microban.txt' });
    let checked = 0;
    for (const [n, optimal] of [[93, true], [93, false], [109, false], [145, false], [36, true]] as const) {
      checked += checkAreaKeys(loadPuzzle(collection.puzzles[n - 1]!, sokobanTopology).level!, optimal);
    }
    for (const topology of TOPOLOGIES) {
      fc.assert(
        fc.property(pulledLevel(topology, 1), (made) => {
          if (made) checkAreaKeys(levelOf(made.rows, topology), false);
        }),
        { numRuns: 8 },
      );
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});
