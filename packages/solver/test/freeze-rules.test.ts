/**
 * Two rules of frozen boxes (see `freeze.ts`), each on a board where only
 * that rule tells the deadlock apart, worked out by hand:
 *
 * - a push that lands on a dead cell never happens, so a box whose pushes
 *   all land on dead cells is frozen, and it holds the boxes it blocks;
 * - with Sokoban+ numbers, a frozen box stands on its own goal only when
 *   the goal's number is the box's.
 */
import { describe, expect, it } from 'vitest';
import { buildLevel, startPosition } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { analyzeLevel, findDeadlock } from '../src/index.js';
import { at, levelOf } from './boards.js';

describe('frozen boxes', () => {
  it('a box whose every push lands on a dead cell is frozen, and holds the box below it', () => {
    // Box A on the goal (2,1) has the wall above it, so it is never pushed down (the pusher would stand in the
    // wall) nor up; pushed left or right it lands in (1,1) or (3,1), cells closed in by walls on three sides
    // from which no box moves again: dead. So A never moves. Box B at (2,2) has walls left and right; it is
    // pushed down only by a pusher standing on A's cell, and up only into A: frozen too, off its goal (3,4).
    const rows = ['#####', '# * #', '##$##', '## ##', '#  .#', '# @ #', '#####'];
    const level = levelOf(rows, sokobanTopology);
    const a = analyzeLevel(level);
    // The analysis agrees: (1,1) and (3,1) are dead; B's cell is not (alone, B goes down the shaft to the goal).
    expect([a.deadCells[at(level, 1, 1)], a.deadCells[at(level, 3, 1)], a.deadCells[at(level, 2, 2)]]).toEqual([1, 1, 0]);
    // B is frozen off its goal, held by A beside it: both are the group to look at.
    expect(findDeadlock(level, startPosition(level))).toEqual({ kind: 'frozen', boxes: [at(level, 2, 1), at(level, 2, 2)] });
  });

  it('with Sokoban+ numbers, two boxes frozen on each other\'s goals are a frozen deadlock', () => {
    // Two boxes side by side under the top wall: neither moves up or down (a wall above), and each is pushed
    // sideways only into the other or from the other's cell. Box 1 stands on the goal numbered 2, box 2 on the
    // goal numbered 1. Alone, each could be pushed along the wall onto its own goal, so neither cell is dead.
    const rows = ['######', '# ** #', '#    #', '#  @ #', '######'];
    const level = buildLevel(rows, sokobanTopology, { boxOrder: [1, 2], goalOrder: [2, 1] }).level!;
    const a = analyzeLevel(level);
    expect([a.deadCells[at(level, 2, 1)], a.deadCells[at(level, 3, 1)]]).toEqual([0, 0]);
    expect(findDeadlock(level, startPosition(level))).toEqual({ kind: 'frozen', boxes: [at(level, 2, 1), at(level, 3, 1)] });
    // Numbered alike, each box is on a goal of its own number: solved, no deadlock.
    const same = buildLevel(rows, sokobanTopology, { boxOrder: [1, 2], goalOrder: [1, 2] }).level!;
    expect(findDeadlock(same, startPosition(same))).toBeNull();
  });
});
