/**
 * The answers a corral search keeps, and the memory it counts, worked out
 * by hand on the board of `corral-search.test.ts` whose corral deadlock
 * shows two pushes deep.
 */
import { describe, expect, it } from 'vitest';
import { buildLevel, startPosition } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { CorralSearch } from '../src/corral-search.js';
import { analysisOf } from '../src/deadlock.js';
import { at, levelOf } from './boards.js';

// The boxes on (2,1) and (3,2) close off two corrals: (1,1)-(1,2)-(2,2), which they can never fill (see
// corral-search.test.ts), and (3,1), which the first push takes a box off.
const twoDeep = ['######', '# $.##', '#. $@#', '######'];

describe('answers kept', () => {
  const level = levelOf(twoDeep, sokobanTopology);
  const a = analysisOf(level);
  const pusher = startPosition(level).pushers[0]!;
  const boxes = [at(level, 2, 1), at(level, 3, 2)];
  const classes = new Int32Array(2);
  const lost = [at(level, 1, 1), at(level, 1, 2), at(level, 2, 2)];

  it('one search for the same boxes in any order', () => {
    const search = new CorralSearch(a);
    expect(search.deadlocked(boxes, classes, 2, pusher, lost)).toBe(true);
    expect(search.deadlocked([...boxes].reverse(), classes, 2, pusher, [...lost].reverse())).toBe(true);
    expect(search.searches).toBe(1);
  });

  it('one search for the same boxes of two classes in any order', () => {
    // The board with Sokoban+ numbers 1 and 2 (classes 0 and 1); the key orders the boxes by class, then by cell.
    const numbered = buildLevel(twoDeep, sokobanTopology, { boxOrder: [1, 2], goalOrder: [1, 2] }).level!;
    const search = new CorralSearch(analysisOf(numbered));
    const first = search.deadlocked(boxes, Int32Array.of(1, 0), 2, pusher, lost);
    expect(search.deadlocked([...boxes].reverse(), Int32Array.of(0, 1), 2, pusher, lost)).toBe(first);
    expect(search.searches).toBe(1);
    // The same cells with the classes the other way round are other boxes: searched apart.
    search.deadlocked(boxes, Int32Array.of(0, 1), 2, pusher, lost);
    expect(search.searches).toBe(2);
  });

  it('two corrals with the same boxes are told apart by their cells', () => {
    const search = new CorralSearch(a);
    expect(search.deadlocked(boxes, classes, 2, pusher, lost)).toBe(true);
    expect(search.deadlocked(boxes, classes, 2, pusher, [at(level, 3, 1)])).toBe(false);
    expect(search.searches).toBe(2);
  });

  it('searches again when one box\'s cell or class, the corral\'s least cell or the pusher\'s cell differs', () => {
    const search = new CorralSearch(a);
    const ask = (cells: number[], cls: number[], from = pusher, inside = lost): boolean =>
      search.deadlocked(cells, Int32Array.from(cls), cells.length, from, inside);
    expect(ask(boxes, [0, 0])).toBe(true);
    // The boxes are keyed by class, then cell: (2,1) before (3,2). Each question below differs from one asked before in
    // one thing alone, so each is a search of its own.
    ask([at(level, 1, 1), boxes[1]!], [0, 0]);
    ask([boxes[0]!, at(level, 2, 2)], [0, 0]);
    ask(boxes, [0, 0], at(level, 3, 1));
    // The corral (2,2) alone ends where the lost one does, at the cell after (1,2) in reading order, but starts
    // elsewhere: the box pushed onto (2,2) goes on to (1,2), off it, and the search claims nothing.
    expect(ask(boxes, [0, 0], pusher, [at(level, 2, 2)])).toBe(false);
    expect(search.searches).toBe(5);
    expect(ask(boxes, [0, 0])).toBe(true);
    expect(search.searches).toBe(5);
    // With Sokoban+ numbers (classes 0 and 1): the same cells, and the classes differing in the first box's alone.
    const numbered = new CorralSearch(analysisOf(buildLevel(twoDeep, sokobanTopology, { boxOrder: [1, 2], goalOrder: [1, 2] }).level!));
    numbered.deadlocked(boxes, Int32Array.of(0, 1), 2, pusher, lost);
    numbered.deadlocked(boxes, Int32Array.of(1, 1), 2, pusher, lost);
    expect(numbered.searches).toBe(2);
  });

  it('forgets every answer when it holds as many as it may keep', () => {
    // Two answers kept at most: the third search finds two, drops both, and keeps its own, so the first boxes are searched
    // again; their answer is then one of two, and asked once more costs no search.
    const search = new CorralSearch(a, undefined, undefined, 2);
    search.deadlocked(boxes, classes, 2, pusher, lost);
    search.deadlocked(boxes, classes, 2, pusher, [at(level, 3, 1)]);
    expect(search.bytes()).toBe(4096 * 4 + 3 * 1002 * 4 + 2 * 160);
    expect(search.deadlocked([boxes[0]!], classes, 1, pusher, [at(level, 3, 1)])).toBe(false);
    expect(search.searches).toBe(3);
    expect(search.bytes()).toBe(4096 * 4 + 3 * 1002 * 4 + 160);
    expect(search.deadlocked(boxes, classes, 2, pusher, lost)).toBe(true);
    expect(search.searches).toBe(4);
    expect(search.deadlocked(boxes, classes, 2, pusher, lost)).toBe(true);
    expect(search.searches).toBe(4);
  });

  it('counts its arrays and the answers it keeps', () => {
    // A table of the least power of two at least 4 × (positions + 1) numbers, 4 bytes each; the pool, made at the first
    // search, of (boxes + 1) numbers for positions + 2 positions; 160 bytes an answer.
    const search = new CorralSearch(a);
    expect(search.bytes()).toBe(4096 * 4);
    search.deadlocked(boxes, classes, 2, pusher, lost);
    expect(search.bytes()).toBe(4096 * 4 + 3 * 1002 * 4 + 160);
    const small = new CorralSearch(a, 1);
    expect(small.bytes()).toBe(8 * 4);
  });
});
