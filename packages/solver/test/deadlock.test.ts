/**
 * Deadlocks in hand-made positions of every tiling, each answer worked out
 * by hand from the board (the reasoning is in the comments), and positions
 * that look close to a deadlock but can be solved, where `findDeadlock`
 * must say nothing.
 */
import { describe, expect, it } from 'vitest';
import { buildLevel, replayWithPosition, startPosition } from '@polyban/core';
import { hexobanTopology } from '@polyban/hexoban';
import { octobanTopology } from '@polyban/octoban';
import { sokobanTopology } from '@polyban/sokoban';
import { triobanTopology } from '@polyban/trioban';
import { CorralPruning } from '../src/corral.js';
import { analyzeLevelBefore } from '../src/dead-cells.js';
import { boxClasses } from '../src/deadlock.js';
import { AreaLabels } from '../src/pusher-regions.js';
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

  it('a box in a corridor with the pusher on the side away from its goal is a bipartite deadlock', () => {
    // The box on (4,1) could reach the goal (3,1) by one push left, but only from (5,1); the pusher, on the left, never
    // gets past the box. Nothing else holds it: (4,1) is no dead cell, and the box can still be pushed right.
    const { level, deadlock } = deadlockOf(['########', '#@ .$  #', '########']);
    expect(analyzeLevel(level).deadCells[at(level, 4, 1)]).toBe(0);
    expect(deadlock).toEqual({ kind: 'bipartite', boxes: [at(level, 4, 1)] });
    // With the pusher on the right, no deadlock.
    expect(deadlockOf(['########', '#  .$@ #', '########']).deadlock).toBeNull();
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

  it('a room too large to search, which no push can open, is a corral deadlock', () => {
    // The room (1,1)-(7,3) has 21 cells, one more than a corral search takes. (8,1) is its door, on a goal between
    // walls; the box on (7,1) inside it, on a goal under the top wall, and (8,1) hold each other for good. The box on
    // (2,2) is off its goal (4,2) and the pusher cannot get in: its pushes all start inside the room. So the corral
    // (the room's free floor, with (7,1) and (2,2) around it) needs work and no push ever opens it. Frozen boxes all
    // on goals, and (2,2) can reach (4,2): only the corral test sees it.
    const { level, deadlock } = deadlockOf(['############', '#      **@ #', '# $ .   ####', '#       ####', '############']);
    expect(deadlock).toEqual({ kind: 'corral', boxes: [at(level, 7, 1), at(level, 2, 2)] });
    expect(solveSync(level).status).toBe('unsolvable');
  });

  it('a corral its boxes can be pushed into but never solve is a corral deadlock', () => {
    // Goals (4,1) and (2,4). The boxes on (4,3) and (3,4) close off (4,4)-(5,4), and neither is frozen: (4,3) can go
    // down, (3,4) right. (4,3) has a wall on its right, so it moves only up and down, and reaches its only way to a
    // goal, up to (4,1), only pushed from (4,4). The pusher gets to (4,4) only by pushing a box into it, and that box
    // then only goes on right into the corner (5,4). The matching sees (4,3) to (4,1) and (3,4) to (2,4).
    const { level, deadlock } = deadlockOf(['#######', '#   . #', '#     #', '## @$##', '# .$  #', '#######']);
    expect(deadlock).toEqual({ kind: 'corral', boxes: [at(level, 4, 3), at(level, 3, 4)] });
    expect(solveSync(level).status).toBe('unsolvable');
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

describe('Sokoban+ classes', () => {
  // A corridor: a box is pushed left only from its right, right only from its left. Box 1 (left) belongs on the goal
  // numbered 1, the right one; box 2 on the left one.
  const corridor = ['########', '#.$ @$.#', '########'];
  const numbered = () => buildLevel(corridor, sokobanTopology, { boxOrder: [1, 2], goalOrder: [2, 1] }).level!;

  it('gives each number its own class and its own dead cells; a cell is dead for all boxes when dead for each class', () => {
    const level = numbered();
    const a = analyzeLevel(level);
    // Classes in order of first use: box 1's number is class 0, box 2's class 1; goal (1,1) is numbered 2, (6,1) 1.
    expect([a.classCount, Array.from(a.boxClass), Array.from(a.goalClass)]).toEqual([2, [0, 1], [1, 0]]);
    const dead = (k: number) => [...a.deadCellsByClass[k]!.keys()].filter((c) => a.deadCellsByClass[k]![c] === 1);
    // Class 0 ends on (6,1): from (1,1) a box cannot be pushed right (the pusher would stand in the wall). And the
    // other way round for class 1. No cell is dead for both, so none is dead for every box.
    expect(dead(0)).toEqual([at(level, 1, 1)]);
    expect(dead(1)).toEqual([at(level, 6, 1)]);
    expect(Array.from(a.deadCells).every((d) => d === 0)).toBe(true);
    // Without numbers both corridor ends are goals, and no cell is dead.
    expect(Array.from(analyzeLevel(levelOf(corridor, sokobanTopology)).deadCells).every((d) => d === 0)).toBe(true);
  });

  it('a box on a goal of another number is on a dead cell for its class, and a corral it closes may never open', () => {
    const level = numbered();
    // Box 2 pushed right onto (6,1), a goal of number 1: dead for its class 1.
    const { position } = replayWithPosition(level, 'R');
    expect(findDeadlock(level, position)).toEqual({ kind: 'dead-cell', boxes: [at(level, 6, 1)] });
    // Box 1 pushed left onto (1,1), numbered 2: dead for class 0.
    const left = replayWithPosition(level, 'lllL').position;
    expect(findDeadlock(level, left)).toEqual({ kind: 'dead-cell', boxes: [at(level, 1, 1)] });
    // At the start no box is on a dead cell, and each box alone could reach the far goal of its number. But the pusher
    // stands between them, so each could only be pushed away from that goal: a bipartite deadlock, box 1 the first
    // that no goal will take.
    const start = startPosition(level);
    expect(findDeadlock(level, start)).toEqual({ kind: 'bipartite', boxes: [at(level, 2, 1)] });
    // The corral test alone finds it too: each corridor end is a corral with an empty goal, whose one barrier box could
    // only go into it onto a goal of the other number, a dead cell for it. Neither corral ever opens; both are named.
    const a = analyzeLevel(level);
    const boxAt = new Int32Array(level.size);
    start.boxes.forEach((c, i) => (boxAt[c] = i + 1));
    const reach = new AreaLabels(a.floor, level.neighbours, level.directionCount);
    reach.reset();
    reach.areaOf(start.pushers[0]!, boxAt);
    const corrals = new CorralPruning(a);
    const classes = boxClasses(a, 2);
    expect(corrals.find(start.boxes, 2, boxAt, (i) => classes[i]!, reach, new Uint8Array(2))).toBe(0);
    expect(Array.from(corrals.barrierBoxes.subarray(0, corrals.barrierCount)).sort((x, y) => x - y)).toEqual([at(level, 2, 1), at(level, 5, 1)]);
  });

  it('a corral whose barrier boxes go to goals of their own numbers is no deadlock', () => {
    // Box 1 (5,1) belongs on goal 1 (6,1), box 2 (4,5) on goal 2 (6,5). The pusher (5,5) has only the right column:
    // the two boxes close off the whole left part, so the corral search plays them. A box reaches (6,1) only from
    // (5,1) (pushed from (4,1); (3,1) is a wall, so nothing gets onto (5,1)) or up the right column, which no box
    // enters higher than (6,5): box 2's cell is dead for number 1. Its own number must follow it into the search;
    // taken for a box of number 1 it could never reach a goal, and the position would be called lost.
    const rows = ['########', '#  # $.#', '#    # #', '# ## # #', '#   ## #', '#   $@.#', '########'];
    const level = buildLevel(rows, sokobanTopology, { boxOrder: [1, 2], goalOrder: [1, 2] }).level!;
    expect(findDeadlock(level, startPosition(level))).toBeNull();
    // Solved as worked out by hand: box 2 left twice into the left part, the pusher round it by (3,4), (2,4), (1,4)
    // to (1,5), box 2 right four times onto its goal; back through (4,5) and up the left part to (4,1); box 1 right.
    const game = replayWithPosition(level, 'LLulldRRRRllulluurrruR');
    expect([game.result.legal, game.result.solved]).toEqual([true, true]);
  });
});

describe('analysis against the clock', () => {
  it('gives nothing once the time is up, and the whole analysis before it', () => {
    const level = levelOf(['#######', '#.$ $ #', '#     #', '#  .@ #', '#######'], sokobanTopology);
    expect(analyzeLevelBefore(level, Date.now() - 1)).toBeNull();
    expect(analyzeLevelBefore(level, Date.now() + 60_000)).toEqual(analyzeLevel(level));
  });
});

describe('the boxes a deadlock names', () => {
  it('a frozen group holds the boxes off their goals and the frozen boxes holding them, not other frozen boxes', () => {
    // On the top wall, (3,1) is off its goal and held by (2,1) on its goal (each blocks the other's pushes along the
    // wall). The box in the corner (7,3) is frozen on its goal too, but holds nothing: it is not named.
    const level = levelOf(['#########', '#.*$    #', '#       #', '#  @   *#', '#########'], sokobanTopology);
    expect(findDeadlock(level, startPosition(level))).toEqual({ kind: 'frozen', boxes: [at(level, 2, 1), at(level, 3, 1)] });
  });

  it('a frozen group leaves out a box beside it that can still move, off its goal as it is', () => {
    // The pair on the top wall is as above: (3,1) off its goal, held by (2,1) on its goal. Below (3,1), the box on
    // (3,2) is off its goal too, but it can be pushed left from (4,2) onto (2,2), from where a push up reaches the
    // goal (2,1): it is not frozen, and no part of the deadlock.
    const level = levelOf(['#########', '#.*$    #', '#  $    #', '#  @  . #', '#########'], sokobanTopology);
    expect(findDeadlock(level, startPosition(level))).toEqual({ kind: 'frozen', boxes: [at(level, 2, 1), at(level, 3, 1)] });
  });

  it('a frozen group takes in a frozen box beside one of its boxes where no push of it runs', () => {
    // (2,1) is off its goal between two boxes on goals in the corners: pushed left or right it would need one of
    // them to move, and neither can (no push of a corner box exists). Below it, (2,2) is on its goal between walls,
    // pushed up onto (2,1) or down from it: frozen because (2,1) is. No push of (2,1) runs through (2,2) (with the
    // wall above, it has none up or down), yet the two stand together for good: it is named with the others.
    const level = levelOf(['#####', '#*$*#', '##*##', '#.@ #', '#####'], sokobanTopology);
    expect(findDeadlock(level, startPosition(level))).toEqual({ kind: 'frozen', boxes: [at(level, 1, 1), at(level, 2, 1), at(level, 3, 1), at(level, 2, 2)] });
  });

  it('names boxes by increasing cell whatever their order in the position', () => {
    // Both boxes in corners off their goals; the position lists the lower one first.
    const level = levelOf(['######', '#$  .#', '#  @ #', '#$  .#', '######'], sokobanTopology);
    const start = startPosition(level);
    const swapped = { ...start, boxes: Int32Array.from([start.boxes[1]!, start.boxes[0]!]) };
    expect(findDeadlock(level, swapped)).toEqual({ kind: 'dead-cell', boxes: [at(level, 1, 1), at(level, 1, 3)] });
  });
});
