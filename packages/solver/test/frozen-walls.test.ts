/**
 * Boxes frozen on their goals as walls: push distances around them, kept per
 * frozen set, and the deadlocks they reveal. Answers worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { startPosition } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { pullDistances } from '../src/dead-cells.js';
import { analysisOf } from '../src/deadlock.js';
import { FrozenWalls } from '../src/frozen-walls.js';
import { Search } from '../src/search.js';
import { findDeadlock } from '../src/index.js';
import { at, levelOf } from './boards.js';

describe('push distances with walls', () => {
  // A corridor: a box moves along row 1 only, and reaches the goal (1,1) from (2,1), (3,1), (4,1) in 1, 2, 3
  // pushes ((5,1) would need the pusher in the wall).
  const level = levelOf(['#######', '#. $ @#', '#######'], sokobanTopology);
  const a = analysisOf(level);

  it('without walls, as the level analysis gives them', () => {
    const d = pullDistances(level, a.pushes, [at(level, 1, 1)]);
    expect([2, 3, 4, 5].map((x) => d[at(level, x, 1)])).toEqual([1, 2, 3, -1]);
  });

  it('a wall on (4,1) cuts off itself and (3,1), whose push left needs the pusher on it', () => {
    const walls = new Uint8Array(level.size);
    walls[at(level, 4, 1)] = 1;
    const d = pullDistances(level, a.pushes, [at(level, 1, 1)], walls);
    expect([2, 3, 4, 5].map((x) => d[at(level, x, 1)])).toEqual([1, -1, -1, -1]);
  });

  it('a wall where the pusher would stand counts too: (2,1) walled leaves the goal reachable from nowhere', () => {
    // (1,1) is reached only by a push from (2,1) with the pusher on (3,1): the box's own cell is the wall.
    const walls = new Uint8Array(level.size);
    walls[at(level, 2, 1)] = 1;
    const d = pullDistances(level, a.pushes, [at(level, 1, 1)], walls);
    expect([2, 3, 4].map((x) => d[at(level, x, 1)])).toEqual([-1, -1, -1]);
    // A walled goal is reached by nothing, not even a box standing on it.
    walls[at(level, 1, 1)] = 1;
    expect(pullDistances(level, a.pushes, [at(level, 1, 1)], walls)[at(level, 1, 1)]).toBe(-1);
  });
});

describe('FrozenWalls', () => {
  const level = levelOf(['#######', '#. $ @#', '#######'], sokobanTopology);
  const a = analysisOf(level);

  it("gives the level's own distances when nothing is frozen, and one table per frozen set", () => {
    const walls = new FrozenWalls(a);
    const cells = Int32Array.from([at(level, 4, 1), at(level, 2, 1)]);
    const none = walls.tableFor(cells, Uint8Array.from([0, 0]), 2);
    expect(none.id).toBe(0);
    expect(none.distance).toBe(a.pushDistance);
    const first = walls.tableFor(cells, Uint8Array.from([1, 0]), 2);
    expect(first.id).toBe(1);
    // (4,1) frozen: (3,1) would need the pusher there; (2,1) is still one push from the goal.
    expect(first.distance[0]![at(level, 3, 1)]).toBe(-1);
    expect(first.distance[0]![at(level, 2, 1)]).toBe(1);
    // The same set again is the same table; another set is a new one.
    expect(walls.tableFor(cells, Uint8Array.from([1, 0]), 2)).toBe(first);
    expect(walls.tableFor(cells, Uint8Array.from([0, 1]), 2).id).toBe(2);
    // Two tables of a distance per goal (one) and cell.
    expect(walls.bytes()).toBe(2 * 4 * level.size);
  });
});

describe('FrozenWalls on a large board', () => {
  it('keeps no table that would pass 16 MB: a new frozen set uses the level\'s own distances', () => {
    // A 150 × 150 room (152 × 152 cells with its walls) with 200 goals: one table is 4 × 200 × 23,104 bytes,
    // about 18.5 MB.
    const rows = ['#'.repeat(152), `#${'*'.repeat(150)}#`, `#${'*'.repeat(50)}${' '.repeat(100)}#`, `#@${' '.repeat(149)}#`];
    while (rows.length < 151) rows.push(`#${' '.repeat(150)}#`);
    rows.push('#'.repeat(152));
    const level = levelOf(rows, sokobanTopology);
    const a = analysisOf(level);
    expect(level.goals.length * level.size * 4).toBeGreaterThan(16 << 20);
    const walls = new FrozenWalls(a);
    const frozen = new Uint8Array(level.boxes.length).fill(1);
    expect(walls.tableFor(level.boxes, frozen, level.boxes.length).id).toBe(0);
    expect(walls.bytes()).toBe(0);
  });
});

describe('deadlocks behind frozen boxes', () => {
  // Column 1 holds the goals (1,1), (1,3) and (1,4); boxes stand on the last two, and a third box on (3,3) could
  // reach (1,1) alone: left to (1,3), then up from (1,4). But (1,4) is a corner (walls left and below) and (1,3) has
  // a wall on its left and (1,4) below: both boxes are frozen on their goals. With them as walls, the box on (3,3)
  // reaches no goal: the boxes cannot all be matched.
  const sealed = ['######', '#.####', '# ####', '#* $ #', '#*  @#', '######'];

  it('a box that can reach a goal only through a frozen box is a bipartite deadlock', () => {
    const level = levelOf(sealed, sokobanTopology);
    expect(findDeadlock(level, startPosition(level))).toEqual({ kind: 'bipartite', boxes: [at(level, 3, 3)] });
    // The search finds the start dead before it expands anything.
    const search = new Search(level, analysisOf(level), startPosition(level), false, 1 << 24);
    expect([search.status, search.generated]).toEqual(['unsolvable', 1]);
  });

  it('with (1,4) free the same box can go round: no deadlock', () => {
    // No box on (1,4), nor a goal: the box on (1,3) can be pushed up from (1,4) to the goal (1,1), and the box on
    // (3,3) then takes (1,3).
    const level = levelOf(['######', '#.####', '# ####', '#* $ #', '#   @#', '######'], sokobanTopology);
    expect(findDeadlock(level, startPosition(level))).toBeNull();
  });
});
