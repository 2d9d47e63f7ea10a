/**
 * The feature space's count of closed areas with several pushers (Multiban):
 * an area is closed when no pusher stands in it, whichever pusher that is.
 * Every answer is worked out by hand from the board.
 */
import { describe, expect, it } from 'vitest';
import { sokobanTopology } from '@polyban/sokoban';
import { analyzeLevel } from '../src/dead-cells.js';
import { closedAreasOf, FeatureSpace } from '../src/feature-space.js';
import { AreaLabels } from '../src/pusher-regions.js';
import { at, levelOf } from './boards.js';

// Row 1: a box on its goal at x = 3, a box at x = 5, a goal at x = 6. With both boxes where they stand, the
// free areas are x = 1-2, x = 4 and x = 6, each named by its smallest cell.
const ROW = ['########', '#@ * $.#', '########'];

describe('feature cells with several pushers', () => {
  const level = levelOf(ROW, sokobanTopology);
  const x = (...xs: number[]) => xs.map((c) => at(level, c, 1));
  const a = analyzeLevel(level);
  const space = new FeatureSpace(a, x(2, 5));
  const boxes = x(3, 5);
  // The state's cells: the boxes, then the pushers' area keys; the first key is passed as the pusher too.
  const closed = (keys: number[], reach: AreaLabels | null = null) => closedAreasOf(space.cellOf([...boxes, ...x(...keys)], 2, x(keys[0]!)[0]!, -1, reach));

  it('counts only the areas where no pusher stands', () => {
    // Pushers on x = 1-2 and x = 4: only x = 6 is closed.
    expect(closed([1, 4])).toBe(1);
    // Both pushers on x = 1-2: x = 4 and x = 6 are closed.
    expect(closed([1, 1])).toBe(2);
    // Pushers on x = 4 and x = 6: only x = 1-2 is closed.
    expect(closed([4, 6])).toBe(1);
    // Three pushers, one in each area: none is closed.
    expect(closed([1, 4, 6])).toBe(0);
  });

  it('counts the same from labels made already, in which areas without a pusher may be labelled too', () => {
    const boxAt = new Int32Array(level.size);
    const reach = new AreaLabels(a.floor, level.neighbours, level.directionCount);
    for (const b of boxes) boxAt[b] = 1;
    reach.reset();
    // Every area labelled, as the labels made after a push with several pushers may be.
    for (const c of x(1, 4, 6)) reach.areaOf(c, boxAt);
    // Pushers on x = 1-2 and x = 4: x = 6 is labelled but holds no pusher, so it is still closed.
    expect(closed([1, 4], reach)).toBe(1);
    // Pushers on x = 4 and x = 6 (the second one not the first key): x = 1-2 is closed.
    expect(closed([4, 6], reach)).toBe(1);
    // Both on x = 1-2: x = 4 and x = 6 are closed.
    expect(closed([1, 1], reach)).toBe(2);
  });
});
