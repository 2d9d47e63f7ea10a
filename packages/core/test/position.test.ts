/**
 * Positions and the tests of a position: copies, the forward and reverse
 * wins (with Sokoban+ numbers too), and the regions of the reverse win.
 */
import { describe, expect, it } from 'vitest';
import { boxesOnGoals, buildLevel, copyPosition, reachableCells, replay, reverseSolved, reverseStartPosition, startPosition, type Level } from '../src/index.js';
import { gridTopology } from './fixtures/grid-topology.js';

function level(rows: string[], options: { boxOrder?: number[]; goalOrder?: number[] } = {}): Level {
  const { level, problems } = buildLevel(rows, gridTopology, options);
  expect(problems).toEqual([]);
  return level!;
}

const cell = (l: Level, x: number, y: number): number => y * l.width + x;

describe('positions', () => {
  it('a copy shares nothing with the original', () => {
    const l = level(['######', '#@$ .#', '######']);
    const p = startPosition(l);
    const q = copyPosition(p);
    expect(q).toEqual(p);
    q.boxAt.fill(7);
    q.pusherAt.fill(7);
    q.boxes[0] = 9;
    q.pushers[0] = 9;
    q.active = 3;
    // The pusher on (1,1) = 7, the box on (2,1) = 8, as at the start.
    expect(p).toEqual(startPosition(l));
    expect([p.boxAt[8], p.pusherAt[7], p.boxes[0], p.pushers[0], p.active]).toEqual([1, 1, 8, 7, 0]);
  });

  it('the reverse start puts box k on goal k and leaves the pushers on their squares', () => {
    const l = level(['######', '#@$$.#', '#   .#', '######']);
    const p = reverseStartPosition(l);
    expect(Array.from(p.boxes)).toEqual([cell(l, 4, 1), cell(l, 4, 2)]);
    expect([p.boxAt[cell(l, 4, 1)], p.boxAt[cell(l, 4, 2)], p.boxAt[cell(l, 2, 1)]]).toEqual([1, 2, 0]);
    expect(Array.from(p.pushers)).toEqual([cell(l, 1, 1)]);
  });

  it('reachable cells from a cell other than the active pusher\'s', () => {
    // Two rooms; the pusher is in the left one.
    const l = level(['#######', '#@$#. #', '#######']);
    const p = startPosition(l);
    expect(Array.from(reachableCells(l, p)).reduce((a, b) => a + b, 0)).toBe(1);
    const right = reachableCells(l, p, cell(l, 4, 1));
    expect([right[cell(l, 4, 1)], right[cell(l, 5, 1)], right[cell(l, 1, 1)]]).toEqual([1, 1, 0]);
  });
});

describe('the forward win', () => {
  // Boxes (2,1) and (2,2), goals (4,1) and (4,2), in reading order. RR pushes the first box onto (4,1);
  // lld brings the pusher round to (1,2); RR pushes the second box onto (4,2).
  const rows = ['######', '#@$ .#', '# $ .#', '######'];
  const solution = 'RRlldRR';

  it('every box on a goal; with Sokoban+ numbers, each on the goal with its number', () => {
    expect(replay(level(rows), solution)).toMatchObject({ legal: true, solved: true });
    expect(replay(level(rows), 'RR')).toMatchObject({ legal: true, solved: false });
    expect(replay(level(rows, { boxOrder: [1, 2], goalOrder: [1, 2] }), solution)).toMatchObject({ legal: true, solved: true });
    expect(replay(level(rows, { boxOrder: [1, 2], goalOrder: [2, 1] }), solution)).toMatchObject({ legal: true, solved: false });
    expect(replay(level(rows, { boxOrder: [5, 9], goalOrder: [9, 5] }), solution)).toMatchObject({ legal: true, solved: false });
  });

  it('is a test of the position alone', () => {
    const l = level(rows);
    expect(boxesOnGoals(l, startPosition(l))).toBe(false);
    expect(boxesOnGoals(l, reverseStartPosition(l))).toBe(true);
  });
});

describe('the reverse win', () => {
  it('needs a pull, even when every box starts on a goal', () => {
    // The box starts on the goal: the reverse start is already the original position.
    const l = level(['#####', '#@* #', '#####']);
    expect(reverseSolved(l, reverseStartPosition(l), 0)).toBe(false);
    expect(replay(l, '[]')).toMatchObject({ legal: true, solved: false });
    expect(reverseSolved(l, reverseStartPosition(l), 1)).toBe(true);
  });

  it('needs every box back on a start square', () => {
    // The box starts on (3,1), the goal is (5,1). [rrr] lands beside the box on the goal; each L pulls it one cell left.
    const l = level(['#######', '#@ $ .#', '#######']);
    expect(replay(l, '[rrr]L')).toMatchObject({ legal: true, solved: false, pulls: 1 });
    expect(replay(l, '[rrr]LL')).toMatchObject({ legal: true, solved: true, pulls: 2 });
    expect(replay(l, '[rrr]LLL')).toMatchObject({ legal: true, solved: false, pulls: 3 });
  });

  it('with Sokoban+ numbers, needs each box on the start square of its number', () => {
    // Boxes (2,1) and (2,2); goals (4,1) and (4,2). In reverse, each box is pulled straight left from its goal:
    // [rr] to (3,1), LL; drr to (3,2), LL. A box carries the number of the goal it starts on.
    const rows = ['######', '#@$ .#', '# $ .#', '#    #', '######'];
    const moves = '[rr]LLdrrLL';
    expect(replay(level(rows), moves)).toMatchObject({ legal: true, solved: true, pulls: 4 });
    expect(replay(level(rows, { boxOrder: [1, 2], goalOrder: [1, 2] }), moves)).toMatchObject({ legal: true, solved: true });
    // Goal (4,1) is number 2: its box ends on the square of box 1.
    expect(replay(level(rows, { boxOrder: [1, 2], goalOrder: [2, 1] }), moves)).toMatchObject({ legal: true, solved: false });
    expect(replay(level(rows, { boxOrder: [2, 1], goalOrder: [2, 1] }), moves)).toMatchObject({ legal: true, solved: true });
  });

  it('needs every pusher in the region of its own start', () => {
    // Two rooms joined by a door (4,2), where the box starts; pusher 1 starts in the left room, pusher 2 in the right one.
    // Reverse start: the box on the goal (2,2). Pulled back into the door by RR from (3,2), it leaves the puller in the right room.
    const l = level(['#########', '#   #   #', '#@. $  @#', '#   #   #', '#########']);
    // Pusher 2 comes through the open door, pulls, and ends at home: solved.
    expect(replay(l, '[]{rrrrrr}llllRR')).toMatchObject({ legal: true, solved: true, pulls: 2 });
    // Pusher 1 pulls instead and ends in the other room: not solved.
    expect(replay(l, '[]urrdRR')).toMatchObject({ legal: true, solved: false, pulls: 2 });
  });

  it('tells the regions apart by the floor a pusher walks, not by the walls and boxes that part them', () => {
    // Two rooms open above, parted by the column of the wall (4,0), the box's start square (4,2) and the wall (4,3).
    // The first of them in reading order, (4,0), touches both rooms: they are two regions all the same.
    const l = level(['    #    ', '#   #   #', '#@  $  .#', '#   #   #', '#########']);
    // Pulled back into the door from the left room: the pusher ends on its own side.
    expect(replay(l, '[rrrrr]LLL')).toMatchObject({ legal: true, solved: true, pulls: 3 });
    // Pulled on into the left room, and back into the door by a pusher that walks through it: it ends in the right room.
    expect(replay(l, '[rrrrr]LLLLLurrdRR')).toMatchObject({ legal: true, solved: false, pulls: 7 });
  });
});
