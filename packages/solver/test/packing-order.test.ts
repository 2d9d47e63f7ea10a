/**
 * The packing order: goals in layers, the solved position played backwards.
 * Every answer below is worked out by hand from the board: which boxes of
 * the solved position can be pulled off their goals (the cell the box is
 * pulled to and the one the pusher steps back to both free of boxes), then
 * which can once those are gone, and so on.
 */
import { describe, expect, it } from 'vitest';
import { hexobanTopology } from '@polyban/hexoban';
import { sokobanTopology } from '@polyban/sokoban';
import { analyzeLevel } from '../src/dead-cells.js';
import { PackingCount, packingOrder } from '../src/packing-order.js';
import { at, levelOf } from './boards.js';

/** The layer of the goal on text position `(x, y)`. */
function layerAt(rows: readonly string[], topology = sokobanTopology): (x: number, y: number) => number {
  const level = levelOf(rows, topology);
  const a = analyzeLevel(level);
  const { layer } = packingOrder(a);
  return (x, y) => layer[a.goalAt[at(level, x, y)]!]!;
}

// A dead-end row of goals at x = 1 to 3, open to the right; the row below is floor, but a box there
// can never be pulled down (the pusher would step back into the wall of row 3).
const DEAD_END = ['########', '#...  @#', '#$$$   #', '########'];

describe('packing order', () => {
  it('empties a dead end from its mouth: the far goal is filled first', () => {
    const layer = layerAt(DEAD_END);
    // Only x = 3 comes off first (pulled right: x = 4 and 5 free); then x = 2; then x = 1.
    expect([layer(3, 1), layer(2, 1), layer(1, 1)]).toEqual([0, 1, 2]);
    const level = levelOf(DEAD_END, sokobanTopology);
    expect(Array.from(packingOrder(analyzeLevel(level)).layerSize)).toEqual([1, 1, 1]);
  });

  it('waits for the cell the pusher steps back to: a box on it keeps the pull from happening', () => {
    // Goals at x = 1 and x = 3 with floor between. The box on x = 1 could go to x = 2, but the pusher would step
    // back onto x = 3, where a box stands: x = 3 comes off first (to the right), then x = 1.
    const layer = layerAt(['########', '#. .  @#', '# $$   #', '########']);
    expect([layer(3, 1), layer(1, 1)]).toEqual([0, 1]);
  });

  it('puts goals whose boxes all come off at once in one layer', () => {
    // Two goals in an open room: each box can be pulled off in some direction at once.
    const layer = layerAt(['#######', '#     #', '# . . #', '#  @  #', '# $ $ #', '#     #', '#######']);
    expect([layer(2, 2), layer(4, 2)]).toEqual([0, 0]);
  });

  it('puts goals whose boxes never come off in the top layer', () => {
    // (3, 1) is a goal in a nook above the row: its box could only be pulled down, with the pusher
    // stepping back into the wall at (3, 3). The dead end of row 2 empties from x = 2 (layer 0),
    // then x = 1 (layer 1); at depth 2 nothing comes off, and the nook's goal is what is left.
    const layer = layerAt(['##########', '###.######', '#..@ $$$ #', '##########']);
    expect([layer(2, 2), layer(1, 2), layer(3, 1)]).toEqual([0, 1, 2]);
  });

  it('reads the tiling from its neighbour table: a dead end on hexagons', () => {
    // Hexoban rows: a row of goals closed on the left, open to the right, walls above and below.
    const rows = ['# # # # # # # # #', ' # # # # # # # #', '# . . @ $ $     #', ' # # # # # # # #', '# # # # # # # # #'];
    const level = levelOf(rows, hexobanTopology);
    const a = analyzeLevel(level);
    const { layer } = packingOrder(a);
    const goals = Array.from(level.goals).sort((x, y) => x - y);
    // The right-hand goal comes off first (pulled right along the row), then the left one.
    expect(goals.map((g) => layer[a.goalAt[g]!])).toEqual([1, 0]);
  });
});

describe('boxes packed in order', () => {
  const level = levelOf(DEAD_END, sokobanTopology);
  const a = analyzeLevel(level);
  const count = new PackingCount(packingOrder(a), a.goalAt);
  const row = (...xs: number[]) => xs.map((x) => at(level, x, 1));

  it('counts the far goal first, then the next, and nothing out of order', () => {
    expect([count.of(row(1), 1), count.next]).toEqual([1, 1]);
    expect([count.of(row(1, 2), 2), count.next]).toEqual([2, 0]);
    expect([count.of(row(1, 2, 3), 3), count.next]).toEqual([3, -1]);
    // A box on the mouth's goal with the far goal empty blocks the dead end: it counts for nothing.
    expect([count.of(row(3), 1), count.next]).toEqual([0, 2]);
    expect([count.of(row(1, 3), 2), count.next]).toEqual([1, 1]);
    // Boxes off the goals count for nothing either.
    expect([count.of([at(level, 4, 1), at(level, 1, 2)], 2), count.next]).toEqual([0, 2]);
  });

  it('counts a layer filled in part, once the layers above it are full', () => {
    const open = levelOf(['#######', '#     #', '# . . #', '#  @  #', '# $ $ #', '#     #', '#######'], sokobanTopology);
    const oa = analyzeLevel(open);
    const c = new PackingCount(packingOrder(oa), oa.goalAt);
    expect(c.of([at(open, 2, 2), at(open, 4, 4)], 2)).toBe(1);
    expect(c.of([at(open, 2, 2), at(open, 4, 2)], 2)).toBe(2);
  });
});
