/**
 * Click-to-move's push search on octagons and squares, where a push of one
 * box can end beside another: a box pushed right from an octagon to the
 * octagon two cells on stands diagonally next to the octagon below the
 * square it left. Boards drawn by hand; cell (x, y) is an octagon when
 * x + y is even.
 */
import { describe, expect, it } from 'vitest';
import { buildLevel, pushPath, replay, startPosition, octobanTopology as t } from '../src/index.js';

// Pusher on the octagon (2,2); a box on the square (3,2) to its right; the box to move on the octagon (3,3),
// diagonally below-right of the pusher (its "e"); the octagon (4,2) free; every other cell a wall.
const rows = ['#######', '#######', '##@$.##', '###*###', '#######'];

describe('pushPath on Octoban', () => {
  it("does not take another box's push for a push of the box it moves", () => {
    const { level } = buildLevel(rows, t);
    const start = startPosition(level!);
    expect(Array.from(start.boxes)).toEqual([2 * 7 + 3, 3 * 7 + 3]);
    // The box on (3,3) can be pushed only from (2,2), by "e", into the wall on (4,4): it cannot reach (4,2),
    // although "r" from (2,2) pushes the box on (3,2) there, beside it.
    expect(pushPath(level!, start, 3 * 7 + 3, 2 * 7 + 4)).toBeNull();
  });

  it('moves the box it is asked to move: the one on the square goes right with one push', () => {
    const { level } = buildLevel(rows, t);
    const path = pushPath(level!, startPosition(level!), 2 * 7 + 3, 2 * 7 + 4);
    expect(path).toBe('R');
    expect(replay(level!, path!)).toMatchObject({ legal: true, solved: true, pushes: 1 });
  });
});
