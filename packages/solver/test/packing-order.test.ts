/**
 * The packing order: goals in layers, the solved position played backwards.
 * Every answer below is worked out by hand from the board: which boxes of
 * the solved position can be pulled off their goals and on back to a box of
 * the start that no goal of a lower layer took (each cell a pull passes
 * through, and the one the pusher steps back to, free of the boxes still on
 * goals), then which can once those are gone, and so on.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildLevel, loadPuzzle, parseCollection } from '@polyban/core';
import { hexobanTopology } from '@polyban/hexoban';
import { sokobanTopology } from '@polyban/sokoban';
import { analyzeLevel } from '../src/dead-cells.js';
import { PackingCount, packingOrder } from '../src/packing-order.js';
import { at, CORPUS_DIR, levelOf } from './boards.js';

/** The layer of the goal on text position `(x, y)`, for a search from the level's own start. */
function layerAt(rows: readonly string[], topology = sokobanTopology): (x: number, y: number) => number {
  const level = levelOf(rows, topology);
  const a = analyzeLevel(level);
  const { layer } = packingOrder(a, level.boxes);
  return (x, y) => layer[a.goalAt[at(level, x, y)]!]!;
}

// A dead-end row of goals at x = 1 to 3, open to the right. The boxes stand below the row's open end, at
// x = 4 to 6 of row 2, and are pushed up into it from row 3.
const DEAD_END = ['#########', '#...    #', '####$$$ #', '#   @   #', '#########'];
// A hall with a box on its goal at (3, 2), two more boxes at (2, 3) and (4, 3), and goals in two nooks below.
const HALL = ['#######', '#  @  #', '#  *  #', '# $ $ #', '#     #', '#.###.#', '#######'];

describe('packing order', () => {
  it('empties a dead end from its mouth: the far goal is filled first', () => {
    const layer = layerAt(DEAD_END);
    // Only x = 3 comes off first (pulled right to x = 4, the pusher stepping back to x = 5, then down onto a box's
    // cell, x = 4 of row 2, the pusher stepping back to row 3); then x = 2; then x = 1.
    expect([layer(3, 1), layer(2, 1), layer(1, 1)]).toEqual([0, 1, 2]);
    const level = levelOf(DEAD_END, sokobanTopology);
    expect(Array.from(packingOrder(analyzeLevel(level), level.boxes).layerSize)).toEqual([1, 1, 1]);
  });

  it('waits for the cell the pusher steps back to: a box on it keeps the pull from happening', () => {
    // Goals at x = 1 and x = 3 of row 1 with floor between; below x = 1 and x = 3 walls, below x = 2 floor down to
    // rows 3 and 4. The box on x = 1 could go to x = 2 and on down and round to the boxes, but the pusher would step
    // back onto x = 3, where a box stands: x = 3 comes off first (to the right, then down onto x = 4 of row 2),
    // then x = 1.
    const layer = layerAt(['#########', '#. .    #', '## #$$  #', '#       #', '#   @   #', '#########']);
    expect([layer(3, 1), layer(1, 1)]).toEqual([0, 1]);
  });

  it('puts goals whose boxes all come off at once in one layer', () => {
    // Two goals in an open room: each box can be pulled off, and on to a box of the start below, at once.
    const layer = layerAt(['#######', '#     #', '# . . #', '#  @  #', '# $ $ #', '#     #', '#######']);
    expect([layer(2, 2), layer(4, 2)]).toEqual([0, 0]);
  });

  it('puts goals whose boxes never come off in the top layer', () => {
    // (3, 1) is a goal in a nook above the row: its box could only be pulled down, with the pusher
    // stepping back into the wall at (3, 3). The dead end of row 2 empties from x = 2 (layer 0: pulled right
    // along the row to the boxes),
    // then x = 1 (layer 1); at depth 2 nothing comes off, and the nook's goal is what is left.
    const layer = layerAt(['##########', '###.######', '#..@ $$$ #', '##########']);
    expect([layer(2, 2), layer(1, 2), layer(3, 1)]).toEqual([0, 1, 2]);
  });

  it('reads the tiling from its neighbour table: a dead end on hexagons', () => {
    // Hexoban rows: a row of goals closed on the left, open to the right, walls above and below.
    const rows = ['# # # # # # # # #', ' # # # # # # # #', '# . . @ $ $     #', ' # # # # # # # #', '# # # # # # # # #'];
    const level = levelOf(rows, hexobanTopology);
    const a = analyzeLevel(level);
    const { layer } = packingOrder(a, level.boxes);
    const goals = Array.from(level.goals).sort((x, y) => x - y);
    // The right-hand goal comes off first (pulled right along the row to the boxes), then the left one.
    expect(goals.map((g) => layer[a.goalAt[g]!])).toEqual([1, 0]);
  });

  it('takes a box off only when it can be pulled all the way back to a box of the start', () => {
    // The dead end's goals with the boxes in row 2 under them: a box there can never be pushed up (the pusher
    // would stand in the wall of row 3), so no goal's box comes off: all three are the top layer, in no order.
    // One pull off each goal would have emptied the dead end from its mouth, in three layers.
    const level = levelOf(['########', '#...  @#', '#$$$   #', '########'], sokobanTopology);
    const { layer, layerSize } = packingOrder(analyzeLevel(level), level.boxes);
    expect([Array.from(layer), Array.from(layerSize)]).toEqual([[0, 0, 0], [3]]);
  });

  it('lets each box of the start fill one goal, and brings in no box that starts on a goal', () => {
    // A goal in a hall, (3, 2), where a box starts, and goals in two nooks below it, (1, 5) and (5, 5). Each of the
    // three goals' boxes can be pulled back to either of the hall's other boxes, (2, 3) and (4, 3), and to nothing
    // else: the box on (3, 2) is on a goal already. Two boxes fill two goals, which come off at depth 0 (layer 0);
    // the third finds no box left and is the top layer. Counting the box on (3, 2) as one to bring in, (3, 2)
    // would take it with no pull at all and all three would come off at once, as with one pull off each.
    const level = levelOf(HALL, sokobanTopology);
    const a = analyzeLevel(level);
    const { layer, layerSize } = packingOrder(a, level.boxes);
    const of = (x: number, y: number) => layer[a.goalAt[at(level, x, y)]!]!;
    expect([of(3, 2), of(1, 5), of(5, 5)].sort()).toEqual([0, 0, 1]);
    expect(Array.from(layerSize)).toEqual([2, 1]);
  });

  it('brings a numbered goal only a box of its own number (Sokoban+)', () => {
    // The board above, numbered in reading order: the goals 1 (hall), 2 (left nook) and 1 (right nook); the boxes
    // 2 (on the hall's goal), 1 and 1. The two free boxes fill the two goals numbered 1, which come off at depth
    // 0; no free box is numbered 2, so the left nook is the top layer. Unnumbered, the first two goals in
    // reading order would take the two boxes, and the right nook would be the one left over.
    const level = buildLevel(HALL, sokobanTopology, { boxOrder: [2, 1, 1], goalOrder: [1, 2, 1] }).level!;
    const a = analyzeLevel(level);
    const { layer } = packingOrder(a, level.boxes);
    const of = (x: number, y: number) => layer[a.goalAt[at(level, x, y)]!]!;
    expect([of(3, 2), of(1, 5), of(5, 5)]).toEqual([0, 1, 0]);
  });

  it('fills the goal room of morehex 5 from the door nearly every box comes through', () => {
    // Honey Pot (Kevin Damm), text coordinates. The room's top door is (20, 8); its bottom corridor (row 12, from
    // x = 8) can be reached by the box on (7, 9) alone (through (8, 10) and (9, 11)). A box through the top door
    // goes (21, 9), (22, 10), then (21, 11) with the pusher on (23, 9), and on from there: every goal of the room
    // but the box of (7, 9)'s is filled that way, so (23, 9), whose box comes in from (22, 10) with the pusher on
    // (21, 11), is filled after them. One pull off each goal emptied the room through the bottom corridor, and put
    // (23, 9) first with (20, 10) and (19, 11), before (21, 11), (22, 12), (20, 12), (19, 13) and (18, 12), in an
    // order that leaves those goals no way in.
    const file = 'hexoban/morehex.hsb';
    const puzzle = parseCollection(readFileSync(join(CORPUS_DIR, file), 'utf8'), { fileName: file }).collection.puzzles[4]!;
    const level = loadPuzzle(puzzle, hexobanTopology).level!;
    const a = analyzeLevel(level);
    const { layer } = packingOrder(a, level.boxes);
    const of = (x: number, y: number) => layer[a.goalAt[at(level, x, y)]!]!;
    const room = [of(21, 11), of(22, 12), of(20, 12), of(19, 13), of(18, 12), of(20, 10), of(19, 11)];
    expect(room.every((l) => l >= of(23, 9))).toBe(true);
    // The top door's own goals close it, and are filled last: (21, 9) at the door, (22, 10) behind it.
    expect([of(21, 9), of(22, 10)]).toEqual([0, 1]);
  });

  it('takes a box off with one pull on a board too large to trace every pull back', () => {
    // 200 goals in a dead-end row, on every second cell up to x = 395 and then on x = 397 and 398, the boxes under
    // them where no box can be pushed up: traced back, no goal's box comes off (as in the small board above). Past
    // the limit, a box comes off with one pull: only the mouth's goal, x = 398, at first (pulled right onto x = 399,
    // the pusher stepping back to x = 400). x = 397 would be pulled onto x = 398's box, and every other goal's box,
    // pulled either way, would put the pusher on the next goal. Then x = 397, x = 395, and so on, one goal a layer.
    const rows = ['#'.repeat(403), '#' + '. '.repeat(198) + '..  @#', '#' + '$ '.repeat(198) + '$$   #', '#'.repeat(403)];
    const level = levelOf(rows, sokobanTopology);
    const a = analyzeLevel(level);
    const { layer, layerSize } = packingOrder(a, level.boxes);
    const of = (x: number) => layer[a.goalAt[at(level, x, 1)]!]!;
    expect(layerSize.length).toBe(200);
    expect([of(398), of(397), of(395), of(1)]).toEqual([0, 1, 2, 199]);
    // Past the limit no pull is traced to tell which goals a box would close off: each goal waits for the layer above.
    const { firstBefore, before } = packingOrder(a, level.boxes);
    const waits = (x: number) => Array.from(before.subarray(firstBefore[a.goalAt[at(level, x, 1)]!], firstBefore[a.goalAt[at(level, x, 1)]! + 1])).map((g) => level.goals[g]);
    expect([waits(398), waits(397), waits(1)]).toEqual([[at(level, 397, 1)], [at(level, 395, 1)], []]);
  });
});

describe('what each goal waits for', () => {
  // Two dead ends of two goals each, (1, 1)-(2, 1) on the left and (10, 1)-(11, 1) on the right, off a hall whose
  // four boxes stand on row 3. Each mouth's box comes off first (layer 0: pulled into the hall and down to any of
  // the boxes), each far goal's once its mouth is empty (layer 1).
  const ROOMS = ['#############', '#..       ..#', '###       ###', '  #  $$$$ #', '  #   @   #', '  #########'];
  const level = levelOf(ROOMS, sokobanTopology);
  const a = analyzeLevel(level);
  const order = packingOrder(a, level.boxes);
  const goal = (x: number, y: number) => a.goalAt[at(level, x, y)]!;
  const waits = (x: number, y: number) => Array.from(order.before.subarray(order.firstBefore[goal(x, y)], order.firstBefore[goal(x, y) + 1]));

  it('makes a goal wait only for the goals a box on it would close off', () => {
    expect([order.layer[goal(2, 1)], order.layer[goal(10, 1)], order.layer[goal(1, 1)], order.layer[goal(11, 1)]]).toEqual([0, 0, 1, 1]);
    // A box on the left mouth closes the left far goal's way out, and nothing of the right dead end's: the far
    // goals wait for nothing.
    expect([waits(2, 1), waits(10, 1), waits(1, 1), waits(11, 1)]).toEqual([[goal(1, 1)], [goal(11, 1)], [], []]);
  });

  it('counts a room filled while another is not started', () => {
    const count = new PackingCount(order, a.goalAt);
    // The left dead end full, the right one empty: both count, though layer 1 is not full. Packing goes on in it.
    expect([count.of([at(level, 1, 1), at(level, 2, 1), at(level, 5, 3), at(level, 6, 3)], 4), count.next]).toEqual([2, 1]);
    // A box on the left mouth with the far goal behind it empty counts for nothing; the right far goal's counts.
    expect([count.of([at(level, 2, 1), at(level, 11, 1), at(level, 5, 3), at(level, 6, 3)], 4), count.next]).toEqual([1, 1]);
    // Both far goals full: layer 0 is next.
    expect([count.of([at(level, 1, 1), at(level, 11, 1), at(level, 5, 3), at(level, 6, 3)], 4), count.next]).toEqual([2, 0]);
  });

  it('settles the goal a goal waits for first, though it comes later in reading order', () => {
    // The right dead end full: its mouth (10, 1) comes before its far goal (11, 1) in reading order, and counts.
    const count = new PackingCount(order, a.goalAt);
    expect(count.of([at(level, 10, 1), at(level, 11, 1), at(level, 5, 3), at(level, 6, 3)], 4)).toBe(2);
  });

  it('makes no goal wait for one that no box can reach', () => {
    // The nook's goal (3, 1) would be filled by a push up from (3, 2) with the pusher in the wall below: no box of
    // the start can be pulled back out of it, so it is the top layer, and a box on (1, 2) or (2, 2) closes nothing.
    const nook = levelOf(['##########', '###.######', '#..@ $$$ #', '##########'], sokobanTopology);
    const na = analyzeLevel(nook);
    const no = packingOrder(na, nook.boxes);
    const g = (x: number, y: number) => na.goalAt[at(nook, x, y)]!;
    const w = (x: number, y: number) => Array.from(no.before.subarray(no.firstBefore[g(x, y)], no.firstBefore[g(x, y) + 1]));
    expect([w(2, 2), w(1, 2), w(3, 1)]).toEqual([[g(1, 2)], [], []]);
    // The dead end of row 2 full counts both its boxes while the nook is empty.
    expect(new PackingCount(no, na.goalAt).of([at(nook, 1, 2), at(nook, 2, 2), at(nook, 6, 2)], 3)).toBe(2);
  });
});

describe('boxes packed in order', () => {
  const level = levelOf(DEAD_END, sokobanTopology);
  const a = analyzeLevel(level);
  const count = new PackingCount(packingOrder(a, level.boxes), a.goalAt);
  const row = (...xs: number[]) => xs.map((x) => at(level, x, 1));

  it('counts the far goal first, then the next, and nothing out of order', () => {
    expect([count.of(row(1), 1), count.next]).toEqual([1, 1]);
    expect([count.of(row(1, 2), 2), count.next]).toEqual([2, 0]);
    expect([count.of(row(1, 2, 3), 3), count.next]).toEqual([3, -1]);
    // A box on the mouth's goal with the far goal empty blocks the dead end: it counts for nothing.
    expect([count.of(row(3), 1), count.next]).toEqual([0, 2]);
    expect([count.of(row(1, 3), 2), count.next]).toEqual([1, 1]);
    // Boxes off the goals count for nothing either.
    expect([count.of([at(level, 4, 1), at(level, 7, 1)], 2), count.next]).toEqual([0, 2]);
  });

  it('counts a layer filled in part, once the layers above it are full', () => {
    const open = levelOf(['#######', '#     #', '# . . #', '#  @  #', '# $ $ #', '#     #', '#######'], sokobanTopology);
    const oa = analyzeLevel(open);
    const c = new PackingCount(packingOrder(oa, open.boxes), oa.goalAt);
    expect(c.of([at(open, 2, 2), at(open, 4, 4)], 2)).toBe(1);
    expect(c.of([at(open, 2, 2), at(open, 4, 2)], 2)).toBe(2);
  });
});
