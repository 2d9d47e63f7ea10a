/**
 * The feature space: each state's cell (boxes packed in order, areas the
 * pusher cannot reach), its weight, the turns the cells take, and the
 * routes to the next goal that best first takes from the states it gives.
 * Every answer is worked out by hand from the boards.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPuzzle, parseCollection, startPosition } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { analyzeLevel } from '../src/dead-cells.js';
import { analysisOf } from '../src/deadlock.js';
import { closedAreasOf, FeatureSpace, packedOf } from '../src/feature-space.js';
import { AreaLabels } from '../src/pusher-regions.js';
import { Search } from '../src/search.js';
import { at, CORPUS_DIR, levelOf } from './boards.js';

// Row 1: the pusher on x = 1, a box on its goal at x = 3, a box at x = 5, a goal at x = 6.
const ROW = ['########', '#@ * $.#', '########'];
// The feature spaces below search from boxes on x = 2 and x = 5: goal 3's box can be pulled back to x = 2 and
// goal 6's to x = 5, both at once, so both goals are one layer of the packing order and a box on either counts.
const FROM = [2, 5];

describe('feature cells', () => {
  const level = levelOf(ROW, sokobanTopology);
  const x = (...xs: number[]) => xs.map((c) => at(level, c, 1));
  const space = new FeatureSpace(analyzeLevel(level), x(...FROM));

  it('counts boxes packed in order and the areas the pusher cannot reach', () => {
    // Both goals are one layer (see FROM): a box on either counts.
    // Free areas: x = 1-2 (the pusher's), x = 4, x = 6: two it cannot reach.
    const cell = space.cellOf(x(3, 5), 2, x(1)[0]!);
    expect([space.packed, space.closedAreas, packedOf(cell), closedAreasOf(cell)]).toEqual([1, 2, 1, 2]);
    // Both boxes on goals: free areas x = 1-2 and x = 4-5, the second closed.
    const solved = space.cellOf(x(3, 6), 2, x(1)[0]!);
    expect([packedOf(solved), closedAreasOf(solved)]).toEqual([2, 1]);
    // The pusher on x = 4: the areas x = 1-2 and x = 6 are closed.
    expect(closedAreasOf(space.cellOf(x(3, 5), 2, x(4)[0]!))).toBe(2);
  });

  it('counts the same from labels of the pusher\'s area made already, which it does not flood again', () => {
    const a = analyzeLevel(level);
    const boxAt = new Int32Array(level.size);
    const reach = new AreaLabels(a.floor, level.neighbours, level.directionCount);
    const labelled = (pusher: number, boxes: number[]) => {
      for (const b of boxes) boxAt[b] = 1;
      reach.reset();
      reach.areaOf(pusher, boxAt);
      for (const b of boxes) boxAt[b] = 0;
      return reach;
    };
    // The pusher on x = 1 (its area x = 1-2, next to the box on x = 3): x = 4 and x = 6 closed, as without labels.
    expect(closedAreasOf(space.cellOf(x(3, 5), 2, x(1)[0]!, -1, labelled(x(1)[0]!, x(3, 5))))).toBe(2);
    // The pusher on x = 4, between the boxes: x = 1-2 and x = 6 closed.
    expect(closedAreasOf(space.cellOf(x(3, 5), 2, x(4)[0]!, -1, labelled(x(4)[0]!, x(3, 5))))).toBe(2);
    // Both boxes on goals, the pusher on x = 4 (its area x = 4-5): only x = 1-2 closed.
    expect(closedAreasOf(space.cellOf(x(3, 6), 2, x(4)[0]!, -1, labelled(x(4)[0]!, x(3, 6))))).toBe(1);
  });

  it('weighs a state that packs more, or closes fewer areas, as its parent: each alone is enough', () => {
    const s = new FeatureSpace(analyzeLevel(level), x(...FROM));
    // Boxes on x = 3 and 5, the pusher on x = 1: one packed, x = 4 and x = 6 closed.
    s.add(0, [...x(3, 5), x(1)[0]!], 2, -1, false, 0);
    // Boxes on x = 4 and 5: none packed, only x = 6 closed. Fewer areas alone: weight 0.
    s.add(1, [...x(4, 5), x(1)[0]!], 2, 0, false, 0);
    expect([s.cell(1), s.weight(1)]).toEqual([1, 0]);
    // Boxes on x = 4 and 6, the pusher on x = 5: one packed, only x = 1-3 closed. More packed alone: weight 0.
    s.add(2, [...x(4, 6), x(5)[0]!], 2, 1, false, 0);
    expect([s.cell(2), s.weight(2)]).toEqual([8 + 1, 0]);
    // Neither: back to boxes on x = 4 and 5 with the pusher on x = 6, one area closed, none packed: weight 1.
    s.add(3, [...x(4, 5), x(6)[0]!], 2, 2, false, 0);
    expect([s.cell(3), s.weight(3)]).toEqual([1, 1]);
  });

  it('counts at most seven areas the pusher cannot reach', () => {
    // Nine boxes on goals, one free cell between each two and after the last: nine closed areas.
    const row = '#@' + '* '.repeat(9) + '#';
    const many = levelOf(['#'.repeat(row.length), row, '#'.repeat(row.length)], sokobanTopology);
    const boxes = Array.from({ length: 9 }, (_, i) => at(many, 2 + 2 * i, 1));
    // Every box starts on a goal, so none is brought in from elsewhere: all nine goals are the top layer, and all count.
    const s = new FeatureSpace(analyzeLevel(many), boxes);
    const cell = s.cellOf([...boxes, at(many, 1, 1)], 9, at(many, 1, 1));
    expect([packedOf(cell), closedAreasOf(cell)]).toEqual([9, 7]);
  });

  it('weighs a state by its parent, plus one unless its push was advised or it packed or opened something', () => {
    const s = new FeatureSpace(analyzeLevel(level), x(...FROM));
    const pusher = x(1)[0]!;
    s.add(0, [...x(3, 5), pusher], 2, -1, false, 5);
    expect(s.weight(0)).toBe(0);
    // The same features, not advised: one more.
    s.add(1, [...x(3, 5), pusher], 2, 0, false, 0);
    expect(s.weight(1)).toBe(1);
    // Advised: as its parent.
    s.add(2, [...x(3, 5), pusher], 2, 0, true, 7);
    expect(s.weight(2)).toBe(0);
    // A box packed more (and an area fewer): as its parent, in another cell.
    s.add(3, [...x(3, 6), pusher], 2, 1, false, 9);
    expect([s.weight(3), s.cell(3)]).toEqual([1, 2 * 8 + 1]);
    // The pusher on x = 4 leaves x = 1-2 and x = 6 closed: as many areas as its parent, state 1, so one more.
    s.add(4, [...x(3, 5), x(4)[0]!], 2, 1, false, 1);
    expect(s.weight(4)).toBe(2);
    // Cells take turns from cell 0 up, the least weight (then order) first in each: cell 1 × 8 + 2 = 10
    // holds states 0, 1, 2 and 4, cell 17 state 3.
    expect([s.cell(0), s.cell(4)]).toEqual([10, 10]);
    const popped: number[] = [];
    while (s.size > 0) popped.push(s.pop());
    expect(popped).toEqual([0, 3, 2, 1, 4]);
  });
});

describe('feature space bookkeeping', () => {
  const level = levelOf(ROW, sokobanTopology);
  const x = (...xs: number[]) => xs.map((c) => at(level, c, 1));

  it('keeps weights, cells and route marks past its first 4,096 states, and counts its bytes', () => {
    const s = new FeatureSpace(analyzeLevel(level), x(...FROM));
    // Nothing held before the first state.
    expect(s.bytes()).toBe(0);
    s.add(0, [...x(3, 5), x(1)[0]!], 2, -1, false, 0);
    // One chunk of 4,096 words of 4 bytes; cell 10 (one box packed, two areas closed) makes lists 0 to 10, each 16 keys of 8 bytes and states of 4.
    expect(s.bytes()).toBe(4 * 4_096 + 11 * 12 * 16);
    s.add(40_000, [...x(3, 6), x(1)[0]!], 2, 0, false, 0);
    expect([s.weight(0), s.weight(40_000), s.cell(40_000)]).toEqual([0, 0, 17]);
    // State 40,000 lies in the tenth chunk (40,000 / 4,096 = 9.8), and the chunks before it are made too; cell 17 makes lists 11 to 17.
    expect(s.bytes()).toBe(4 * 10 * 4_096 + 18 * 12 * 16);
    expect([s.leadsOn(0), s.leadsOn(40_000)]).toEqual([false, false]);
    s.markLeadsOn(40_000);
    expect([s.leadsOn(0), s.leadsOn(40_000)]).toEqual([false, true]);
    // A state passed through in a tunnel, in a chunk of its own (70,000 / 4,096 = 17.1, the eighteenth): its parent's cell and weight, not its route mark, and no list entry.
    s.add(40_001, [...x(3, 5), x(1)[0]!], 2, 40_000, false, 0);
    s.inherit(70_000, 40_001);
    expect([s.cell(70_000), s.weight(70_000), s.leadsOn(70_000)]).toEqual([10, 1, false]);
    s.inherit(70_001, 40_000);
    expect([s.cell(70_001), s.weight(70_001), s.leadsOn(70_001)]).toEqual([17, 0, false]);
    expect([s.size, s.bytes()]).toEqual([3, 4 * 18 * 4_096 + 18 * 12 * 16]);
  });

  it('holds a weight at 65,535 however long the line, and keeps cell and weight apart from the route mark', () => {
    const s = new FeatureSpace(analyzeLevel(level), x(...FROM));
    const state = [...x(3, 5), x(1)[0]!];
    s.add(0, state, 2, -1, false, 0);
    // Each state the same features as its parent, not advised: one more each, up to the cap.
    for (let i = 1; i <= 65_537; i++) s.add(i, state, 2, i - 1, false, 0);
    expect([s.weight(65_534), s.weight(65_535), s.weight(65_536), s.weight(65_537)]).toEqual([65_534, 65_535, 65_535, 65_535]);
    s.markLeadsOn(65_537);
    expect([s.weight(65_537), s.cell(65_537), s.leadsOn(65_537), s.leadsOn(65_536)]).toEqual([65_535, 10, true, false]);
  });
});

describe('routes to the next goal in the search', () => {
  // Row 2 runs from the pusher's room to the goal's.
  const TUNNEL = ['############', '#    ####  #', '#@ $      .#', '#    ####  #', '############'];

  it('takes the box to its goal from the first state the feature space gives', () => {
    const level = levelOf(TUNNEL, sokobanTopology);
    const search = new Search(level, analysisOf(level), startPosition(level), false, 1 << 26);
    search.run(Date.now() + 10_000);
    // The start is expanded (the feature space's turn), and the route of 7 pushes to x = 10 ends solved.
    expect([search.status, search.expanded]).toEqual(['solved', 1]);
    expect(search.path().map((s) => search.store.cellArray(s)[0]!)).toEqual([3, 4, 5, 6, 7, 8, 9, 10].map((c) => at(level, c, 2)));
    // Without the feature space, every state on the way is expanded.
    const plain = new Search(level, analysisOf(level), startPosition(level), false, 1 << 26, false, false);
    plain.run(Date.now() + 10_000);
    expect([plain.status, plain.expanded]).toEqual(['solved', 7]);
  });
});

describe('the feature space\'s share of best first', () => {
  // Microban 153 takes far more than 400 expansions: every list holds states throughout.
  const level = loadPuzzle(parseCollection(readFileSync(join(CORPUS_DIR, 'Microban.txt'), 'utf8'), { fileName: 'Microban.txt' }).collection.puzzles[152]!, sokobanTopology).level!;
  const expansions = (widenAfter: number | null) => {
    const search = new Search(level, analysisOf(level), startPosition(level), false, 1 << 28);
    if (widenAfter !== null) search.widenAfter = widenAfter;
    search.run(Date.now() + 30_000, 400);
    expect([search.status, search.expanded]).toEqual(['running', 400]);
    return search.featureExpansions;
  };

  it('gives one state in four, and two once the search is a long one', () => {
    // Expansions 0, 4, 8, ... of 400: 100.
    expect(expansions(null)).toBe(100);
    // Widened from the start: 0, 2, 4, 6, ...: 200.
    expect(expansions(0)).toBe(200);
    // Widened after 199: 100, and 202, 206, ..., 398 besides: 50 more.
    expect(expansions(199)).toBe(150);
  });
});
