/**
 * Positions that bring boxes of their own. A caller may search, or ask
 * about, a position with fewer boxes than its level has goals: a level read
 * with goals only, or a board being edited. Core calls such a position
 * solved when each of its boxes stands on a goal, whatever goals stay empty.
 * So no rule that counts an empty goal as work still to do (corrals, goal
 * rooms, push parity) may apply to it, even when the level itself has a box
 * for every goal: what decides is the position's count of boxes. With
 * Sokoban+ numbers, box i of such a position carries the number of the
 * level's box i, as in core.
 */
import { describe, expect, it } from 'vitest';
import { boxesOnGoals, buildLevel, replay, startPosition, type Level } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { findDeadlock, hintSync, solveSync } from '../src/index.js';
import { analyzeLevel } from '../src/dead-cells.js';
import { GoalRooms } from '../src/goal-rooms.js';
import { pushParity } from '../src/push-parity.js';
import { at, levelOf } from './boards.js';
import { rowsOf, withoutBox } from './random-boards.js';

/** The index of the box that starts on cell `c`. */
const boxOn = (level: Level, c: number): number => Array.from(level.boxes).indexOf(c);

describe('a position with fewer boxes than its level has goals', () => {
  // A column of three goals (1,1), (1,2), (1,3), with boxes on the lower two and a third box free below. Each box of
  // the column is frozen: walls left and right, and up or down only from the other's cell. The top goal is a corral
  // no push can reach: with three boxes it must take one, and the level cannot be solved.
  const column = levelOf(['#####', '#.###', '#*###', '#*  #', '# $ #', '#@  #', '#####'], sokobanTopology);

  it('is solved, and no deadlock, when its boxes all stand on goals', () => {
    const position = withoutBox(column, boxOn(column, at(column, 2, 4)));
    expect(position.boxes.length).toBe(2);
    expect(boxesOnGoals(column, position)).toBe(true);
    expect(findDeadlock(column, position)).toBeNull();
    expect(hintSync(column, position).kind).toBe('solved');
    for (const optimize of ['none', 'pushes'] as const) {
      const r = solveSync(column, { position, optimize });
      expect([r.status, r.solution, r.pushes], optimize).toEqual(['solved', '', 0]);
    }
  });

  it('is solved by the push that shuts an empty goal in', () => {
    // The column's lower goal empty, a box under it on (1,4) and the pusher below on (1,5); a second box on (2,4)
    // taken off. One push up puts the box on (1,3) beside the one on (1,2): solved, with the top goal shut in. The
    // other pushes leave the box off every goal: `U` is the one solution of one push.
    const level = levelOf(['#####', '#.###', '#*###', '#.  #', '#$$ #', '#@  #', '#####'], sokobanTopology);
    const position = withoutBox(level, boxOn(level, at(level, 2, 4)));
    expect(findDeadlock(level, position)).toBeNull();
    for (const optimize of ['none', 'pushes'] as const) {
      const r = solveSync(level, { position, optimize });
      expect([r.status, r.solution, r.pushes], optimize).toEqual(['solved', 'U', 1]);
    }
    const hint = hintSync(level, position);
    expect(hint.kind === 'push' && hint.moves).toBe('U');
  });

  it('has no goal rooms to fill', () => {
    // Three goals next to each other: a room, searched for the level's own three boxes.
    const level = levelOf(['######', '#..  #', '#.$$ #', '#  $@#', '######'], sokobanTopology);
    const a = analyzeLevel(level);
    expect(GoalRooms.started(a, 2)).toBeNull();
    expect(GoalRooms.started(a, 3)).not.toBeNull();
    expect(GoalRooms.started(a)).not.toBeNull();
  });

  it('has no push parity when the goals it may fill differ in colour', () => {
    // Goals on (3,1) and (3,2), neighbours and so of two colours. With both boxes, both goals are filled: a parity.
    // With one box, a box on either goal solves the level, and the two differ by one push in the parity: none.
    const level = levelOf(['#####', '#@$.#', '# $.#', '#   #', '#####'], sokobanTopology);
    expect(pushParity(level)).not.toBeNull();
    expect(pushParity(level, 2)).not.toBeNull();
    expect(pushParity(level, 1)).toBeNull();
    const position = withoutBox(level, boxOn(level, at(level, 2, 2)));
    const r = solveSync(level, { position, optimize: 'pushes' });
    expect([r.status, r.pushes, r.optimal]).toEqual(['solved', 1, true]);
  });
});

describe('a position with fewer boxes than its numbered level', () => {
  // Sokoban+: box 1 on goal (1,1), box 2 on (3,1), box 3 on (6,1); goals (1,1), (2,1), (7,1), numbered 1, 3, 2.
  const rows = ['#########', '#*.$ @$.#', '#########'];
  const level = buildLevel(rows, sokobanTopology, { boxOrder: [1, 2, 3], goalOrder: [1, 3, 2] }).level!;

  it("gives box i the number of the level's box i, as core does", () => {
    // Two boxes: the first on (1,1), the second on (6,1), the pusher left of it on (5,1). Core numbers them 1 and 2:
    // the first stands on its goal, and one push right puts the second on (7,1), numbered 2. Taken for number 1,
    // the second box would have no goal left to reach (the only one is taken for good): a bipartite deadlock.
    const boxes = Int32Array.of(at(level, 1, 1), at(level, 6, 1));
    const boxAt = new Int32Array(level.size);
    boxes.forEach((c, i) => (boxAt[c] = i + 1));
    const position = { ...startPosition(level), boxes, boxAt };
    expect(replay(buildLevel(rowsOf(level, position), sokobanTopology, { boxOrder: [1, 2], goalOrder: [1, 3, 2] }).level!, 'R').solved).toBe(true);
    expect(findDeadlock(level, position)).toBeNull();
    for (const optimize of ['none', 'pushes'] as const) {
      const r = solveSync(level, { position, optimize });
      expect([r.status, r.solution], optimize).toEqual(['solved', 'R']);
    }
  });
});
