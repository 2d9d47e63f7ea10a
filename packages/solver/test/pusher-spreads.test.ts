/**
 * Where several pushers can stand after a push (`spreads`,
 * `spreadsAfterPush` in `pusher-regions.ts`): the Multiban search stores
 * pushers by the area each is in, so a push that cuts an area in pieces must
 * give one state per way its other pushers can share the pieces out.
 * Expectations worked out by hand on the boards drawn here.
 */
import { describe, expect, it } from 'vitest';
import { sokobanTopology } from '@polyban/sokoban';
import { analyzeLevel } from '../src/index.js';
import { AreaLabels, spreads, spreadsAfterPush } from '../src/pusher-regions.js';
import { levelOf } from './boards.js';

describe('spreads', () => {
  it('lists every way to share pushers out under each group\'s cap, first group fewest first', () => {
    expect(spreads([2, 1], 2)).toEqual([
      [1, 1],
      [2, 0],
    ]);
    expect(spreads([1, 1, 1], 2)).toEqual([
      [0, 1, 1],
      [1, 0, 1],
      [1, 1, 0],
    ]);
    expect(spreads([3, 2], 1)).toEqual([
      [0, 1],
      [1, 0],
    ]);
  });

  it('gives the one empty way for no pushers, and none when they do not fit', () => {
    expect(spreads([1, 2], 0)).toEqual([[0, 0]]);
    expect(spreads([1], 2)).toEqual([]);
    expect(spreads([1, 1], 3)).toEqual([]);
  });
});

/*
 * Width 9, so cell = 9 y + x:
 *   #########
 *   #@$ . @ #    pusher 10, box 11, floor 12 to 16 (goal 13, pusher 15)
 *   ### #####    floor 21 under 12
 *   ### ###@#    floor 30 under 21; a pusher walled in alone on 34
 *   #########
 * The pusher on 10 pushes the box from 11 to 12. Before, the areas are {10},
 * {12, 13, 14, 15, 16, 21, 30} and {34}. After, the pushing pusher stands on
 * 11 in {10, 11} (named 10), the pusher on 34 keeps {34}, and the box on 12
 * cuts the big area into {13, 14, 15, 16} (named 13) and {21, 30} (named 21):
 * its pusher, which could have stood in either piece, makes two states.
 */
const ROWS = ['#########', '#@$ . @ #', '### #####', '### ###@#', '#########'];

/** The push by the pusher on `p` of the box on `b` to `t` on the board `rows`, with pushers on `pushers`, shared out. */
function push(rows: readonly string[], pushers: readonly number[], p: number, b: number, t: number) {
  const level = levelOf(rows, sokobanTopology);
  const D = level.directionCount;
  const { floor } = analyzeLevel(level);
  const before = new AreaLabels(floor, level.neighbours, D);
  const after = new AreaLabels(floor, level.neighbours, D);
  const boxAt = new Int32Array(level.size);
  boxAt[b] = 1;
  const pushersIn = new Int32Array(level.size + 1);
  for (const c of pushers) pushersIn[before.areaOf(c, boxAt)]!++;
  boxAt[t] = 1;
  boxAt[b] = 0;
  return { out: spreadsAfterPush(before, pushersIn, p, b, t, boxAt, after), after };
}

/** The pushers on `pushers` and the box on 11 of `rows` (ROWS, or ROWS with more pushers): the push from 10 to the right, shared out. */
function pushRight(pushers: readonly number[], rows: readonly string[] = ROWS) {
  return push(rows, pushers, 10, 11, 12);
}

/*
 * Width 7, so cell = 7 y + x:
 *   #######
 *   #   . #    floor 8 to 12 (goal 11)
 *   #@$  ##    pusher 15, box 16, floor 17 and 18
 *   ### ###    floor 24 under 17, a dead end
 *   #######
 * Before the push of the box from 16 to 17, the pusher on 15 can walk round
 * to 17: its area is {8..12, 15, 17, 18, 24}. The box on 17 cuts that very
 * area: {8..12, 15, 16, 18} (named 8) and {24}.
 */
const LOOP = ['#######', '#   . #', '#@$  ##', '### ###', '#######'];

describe('spreadsAfterPush', () => {
  it('gives one state per piece the cut area\'s pusher may be in, with the other areas\' pushers where they were', () => {
    const { out, after } = pushRight([10, 15, 34]);
    expect(out.map((s) => s.keys).sort((a, b) => a[1]! - b[1]!)).toEqual([
      [10, 13, 34],
      [10, 21, 34],
    ]);
    for (const s of out) {
      // The pieces of the cut area, named by their smallest cells, and the one pusher put in one of them.
      expect(s.areas.map((a) => after.areaMin[a]!).sort((x, y) => x - y)).toEqual([13, 21]);
      expect([...s.counts].sort()).toEqual([0, 1]);
      expect(s.keys).toContain(after.areaMin[s.areas[s.counts.indexOf(1)]!]);
    }
  });

  it('gives a single state when no other pusher shares the pushing one\'s area or the cut one', () => {
    const { out } = pushRight([10, 34]);
    expect(out).toEqual([{ keys: [10, 34], areas: [], counts: [] }]);
  });

  it('sorts the keys, and counts each pusher of an untouched area once', () => {
    // The pushing pusher alone, its area named 10; the walled-in pusher's 34 comes after it, whatever the order the areas were met in.
    const { out } = pushRight([34, 10]);
    expect(out).toEqual([{ keys: [10, 34], areas: [], counts: [] }]);
  });

  it('shares two pushers of the cut area out over its pieces in every way the pieces hold them', () => {
    // A second pusher on 14 in the cut area: both pieces can take both ({13..16} has room for four, {21, 30} for two).
    const keys = pushRight([10, 14, 15, 34], ['#########', '#@$ .@@ #', '### #####', '### ###@#', '#########']).out.map((s) => s.keys.join()).sort();
    expect(keys).toEqual(['10,13,13,34', '10,13,21,34', '10,21,21,34']);
  });

  it('gives a single state, with no pieces to share out, when the push cuts the area of a pusher alone in it', () => {
    expect(push(LOOP, [15], 15, 16, 17).out).toEqual([{ keys: [8], areas: [], counts: [] }]);
  });

  it('shares out the other pushers of the pushing one\'s own area when the push cuts it', () => {
    // A second pusher on 12, which could have stood on 24 or on the side of 8 before the push.
    const { out, after } = push(LOOP, [15, 12], 15, 16, 17);
    expect(out.map((s) => s.keys.join()).sort()).toEqual(['8,24', '8,8']);
    for (const s of out) expect(s.areas.map((a) => after.areaMin[a]!).sort((x, y) => x - y)).toEqual([8, 24]);
  });
});
