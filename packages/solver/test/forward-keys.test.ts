/**
 * The pusher's area a forward state names, on real levels, larger than the
 * random ones of forward-states.test.ts, where pushes cut the pusher's area
 * in two, open corrals and split them:
 * the cases where the search names the child's area without a flood fill.
 * Every state's key must be a free cell and the smallest cell a flood fill
 * over the floor, boxes left out, reaches from it; its boxes must be its
 * parent's with one moved to a neighbouring cell.
 */
import { describe, expect, it } from 'vitest';
import { startPosition, type Level } from '@polyban/core';
import { analyzeLevel } from '../src/index.js';
import { Search } from '../src/search.js';
import { corpusLevel, walk } from './boards.js';

const MEMORY = 64 * 1024 * 1024;

/** The cells of `cells` that are not among `others`: the box a push moved, before or after it. */
const movedFrom = (cells: readonly number[], others: readonly number[]): number[] => cells.filter((c) => !others.includes(c));

function keysHold(level: Level, search: Search, what: string): number {
  const { store } = search;
  const n = level.boxes.length;
  const D = level.directionCount;
  for (let s = 0; s < store.count; s++) {
    const cells = store.cellArray(s);
    const boxes = cells.slice(0, n);
    const key = cells[n]!;
    const open = (c: number) => c >= 0 && level.isCell[c] === 1 && level.wall[c] === 0 && !boxes.includes(c);
    expect(open(key), `${what}\nstate ${s}: ${cells.join(' ')}: key on free floor`).toBe(true);
    expect(Math.min(...walk(level, open, key)), `${what}\nstate ${s}: ${cells.join(' ')}: the smallest cell of its area`).toBe(key);
    if (s === 0) continue;
    const parentBoxes = store.cellArray(store.parent(s)).slice(0, n);
    const gone = movedFrom(parentBoxes, boxes);
    const come = movedFrom(boxes, parentBoxes);
    expect([gone.length, come.length], `${what}\nstate ${s}: one box moved`).toEqual([1, 1]);
    const d = store.move(s) % D;
    expect(level.neighbours[gone[0]! * D + d], `${what}\nstate ${s}: moved one cell in the push's direction`).toBe(come[0]);
  }
  return store.count;
}

describe('the pusher area named without a flood fill', () => {
  it.each([true, false])('push-optimal %s, on Microban and Hexoban levels: each state names its area by its smallest cell', (optimal) => {
    let states = 0;
    const levels = [
      ...Array.from({ length: 39 }, (_, i) => ({ file: 'Microban.txt', index: 1 + 4 * i })),
      ...[1, 5, 9, 13, 17].map((index) => ({ file: 'hexoban/all_E_Hex.hsb', index })),
    ];
    for (const { file, index } of levels) {
      const level = corpusLevel(file, index);
      const search = new Search(level, analyzeLevel(level), startPosition(level), optimal, MEMORY);
      search.run(Infinity, 150);
      states += keysHold(level, search, `${file} ${index}, push-optimal ${optimal}`);
    }
    expect(states).toBeGreaterThan(5_000);
  });

  it('best first, past the 500 expansions after which goal rooms that can no longer be filled are pruned', () => {
    // Microban 77, 109, 114 and 150 each have positions whose goal room can no longer be filled, found within 2,000
    // expansions: an expansion that stops there must leave the search's tables as it found them.
    let states = 0;
    for (const index of [77, 109, 114, 150]) {
      const level = corpusLevel('Microban.txt', index);
      const search = new Search(level, analyzeLevel(level), startPosition(level), false, MEMORY);
      search.run(Infinity, 2_000);
      expect(search.expanded, `Microban ${index}`).toBeGreaterThan(1_000);
      states += keysHold(level, search, `Microban ${index}`);
    }
    expect(states).toBeGreaterThan(8_000);
  });
});
