/**
 * Deadlocks in hand-made positions of every tiling, each answer worked out
 * by hand from the board (the reasoning is in the comments), and positions
 * that look close to a deadlock but can be solved, where `findDeadlock`
 * must say nothing.
 */
import { describe, expect, it } from 'vitest';
import { startPosition } from '@polyban/core';
import { hexobanTopology } from '@polyban/hexoban';
import { octobanTopology } from '@polyban/octoban';
import { sokobanTopology } from '@polyban/sokoban';
import { triobanTopology } from '@polyban/trioban';
import { analyzeLevel, findDeadlock, solveSync } from '../src/index.js';
import { at, levelOf } from './boards.js';

const deadlockOf = (rows: string[], topology = sokobanTopology) => {
  const level = levelOf(rows, topology);
  return { level, deadlock: findDeadlock(level, startPosition(level)) };
};

describe('square grid', () => {
  // Boxes only reach row 1's goal (1,1); the bottom row's goal (3,3) only from the bottom row and row 2.
  const rows = ['#######', '#.$ $ #', '#     #', '#  .@ #', '#######'];

  it('finds the dead cells and push distances of a small room', () => {
    const level = levelOf(rows, sokobanTopology);
    const a = analyzeLevel(level);
    // Corners (5,1), (1,3), (5,3) cannot move a box; (5,2) can only send it into the corners above and below.
    const dead = [at(level, 5, 1), at(level, 5, 2), at(level, 1, 3), at(level, 5, 3)];
    expect([...a.deadCells.keys()].filter((c) => a.deadCells[c] === 1)).toEqual(dead);
    // Goals in reading order: (1,1) then (3,3).
    expect(a.pushDistance[0]![at(level, 4, 1)]).toBe(3); // three pushes left along the wall
    expect(a.pushDistance[0]![at(level, 2, 2)]).toBe(2); // up, then left
    expect(a.pushDistance[1]![at(level, 2, 2)]).toBe(2); // down then right, or right then down
    expect(a.pushDistance[1]![at(level, 2, 1)]).toBe(-1); // a box on the top wall never leaves it
    expect(a.pushDistance[0]![at(level, 3, 3)]).toBe(-1); // nor one on the bottom wall
  });

  it('two boxes that can only reach one goal are a bipartite deadlock', () => {
    const { level, deadlock } = deadlockOf(rows);
    expect(deadlock).toEqual({ kind: 'bipartite', boxes: [at(level, 2, 1), at(level, 4, 1)] });
  });

  it('with a second goal on the top wall the same boxes are fine, and two pushes solve it', () => {
    const { deadlock, level } = deadlockOf(['#######', '#.$ $.#', '#     #', '#   @ #', '#######']);
    expect(deadlock).toBeNull();
    const r = solveSync(level, { optimize: 'pushes' });
    expect([r.status, r.pushes, r.optimal]).toEqual(['solved', 2, true]);
  });

  it('a box in a corner off its goal is on a dead cell', () => {
    const { level, deadlock } = deadlockOf(['#####', '#$ .#', '# @ #', '#####']);
    expect(deadlock).toEqual({ kind: 'dead-cell', boxes: [at(level, 1, 1)] });
  });

  it('two boxes side by side against a wall are frozen', () => {
    // Neither can go up (wall) or down (the pusher would stand in the wall); each blocks the other sideways.
    const { level, deadlock } = deadlockOf(['#######', '#.$$. #', '#     #', '#  @  #', '#######']);
    expect(deadlock).toEqual({ kind: 'frozen', boxes: [at(level, 2, 1), at(level, 3, 1)] });
  });

  it('the same pair on goals is frozen but not a deadlock', () => {
    expect(deadlockOf(['#######', '# **  #', '#     #', '#  @  #', '#######']).deadlock).toBeNull();
  });

  it('a pair with a gap between them is not frozen', () => {
    const { level, deadlock } = deadlockOf(['#######', '#.$ $.#', '#     #', '#  @  #', '#######']);
    expect(deadlock).toBeNull();
    expect(solveSync(level).status).toBe('solved');
  });
});

describe('hexagons', () => {
  // Row 2 is a corridor: every hex above and below it is a wall, so boxes move only along l/r.
  const corridor = (middle: string) => ['# # # # # # #', ' # # # # # #', middle, ' # # # # # #'];

  it('a box whose three axes are blocked (two by walls, one by a box blocked the same way) is frozen', () => {
    const { level, deadlock } = deadlockOf(corridor('# . $ $ . @ #'), hexobanTopology);
    // u/d and n/s of both boxes meet walls; along l/r each box has the other beside it.
    expect(deadlock).toEqual({ kind: 'frozen', boxes: [at(level, 4, 2), at(level, 6, 2)] });
  });

  it('boxes apart with the pusher between them are not, and two pushes solve it', () => {
    const { level, deadlock } = deadlockOf(corridor('# . $ @ $ . #'), hexobanTopology);
    expect(deadlock).toBeNull();
    const r = solveSync(level, { optimize: 'pushes' });
    expect([r.status, r.solution, r.pushes]).toEqual(['solved', 'LrR', 2]);
  });
});

describe('triangles', () => {
  // Row 1 between two wall rows: each triangle's third side (up for x+y even, down for odd) is a wall.
  it('a triangle with walls on two sides is a corner: a dead cell', () => {
    const { level, deadlock } = deadlockOf(['#########', '#$ .   @#', '#########'], triobanTopology);
    expect(deadlock).toEqual({ kind: 'dead-cell', boxes: [at(level, 1, 1)] });
    const a = analyzeLevel(level);
    // (1,1) and (7,1) have one free side each: no push can start there. The others slide to the goal.
    expect([...a.deadCells.keys()].filter((c) => a.deadCells[c] === 1)).toEqual([at(level, 1, 1), at(level, 7, 1)]);
  });

  it('two boxes side by side in the corridor are frozen', () => {
    // (3,1) points down (wall above), (4,1) up (wall below): each push needs the other's side.
    const { level, deadlock } = deadlockOf(['#########', '#. $$ .@#', '#########'], triobanTopology);
    expect(deadlock).toEqual({ kind: 'frozen', boxes: [at(level, 3, 1), at(level, 4, 1)] });
  });

  it('boxes with the pusher between them are not', () => {
    const { level, deadlock } = deadlockOf(['#########', '#.$ @ $.#', '#########'], triobanTopology);
    expect(deadlock).toBeNull();
    expect(solveSync(level, { optimize: 'pushes' }).pushes).toBe(2);
  });
});

describe('octagons and squares', () => {
  it('a box on a square with walls left and above cannot move: two axes, both blocked', () => {
    // (2,3) is a square (x + y odd): only l/r and u/d pushes exist there.
    const { level, deadlock } = deadlockOf(['#######', '#.    #', '# #   #', '##$   #', '#   @ #', '#######'], octobanTopology);
    expect(deadlock).toEqual({ kind: 'dead-cell', boxes: [at(level, 2, 3)] });
  });

  it('a box on an octagon with walls left and above still has its diagonals', () => {
    // (3,3) is an octagon: NW to (2,2), then NW again to the goal (1,1), pushed from (4,4) with "w".
    const { level, deadlock } = deadlockOf(['#######', '#.    #', '#  #  #', '# #$  #', '#   @ #', '#######'], octobanTopology);
    expect(deadlock).toBeNull();
    const r = solveSync(level, { optimize: 'pushes' });
    expect([r.status, r.solution, r.pushes]).toEqual(['solved', 'WW', 2]);
  });

  it('a square box held by a wall above and a frozen octagon box beside it is frozen', () => {
    // (1,3) is an octagon on its goal with walls on one side of all four axes; (2,3), a square, has a wall above and that box on its left.
    const { level, deadlock } = deadlockOf(['#######', '#     #', '###   #', '#*$  .#', '#   @ #', '#######'], octobanTopology);
    expect(deadlock).toEqual({ kind: 'frozen', boxes: [at(level, 1, 3), at(level, 2, 3)] });
  });
});
