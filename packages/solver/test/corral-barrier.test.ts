/**
 * A PI-corral rule of `corral.ts`, on a board where only that rule decides
 * (worked out by hand): a push whose pusher would stand on a barrier box's
 * cell cannot happen while the corral is closed, so it does not stop the
 * corral from being PI.
 */
import { describe, expect, it } from 'vitest';
import { startPosition } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { CorralPruning } from '../src/corral.js';
import { analysisOf } from '../src/deadlock.js';
import { AreaLabels } from '../src/pusher-regions.js';
import { findDeadlock, solveSync } from '../src/index.js';
import { at, levelOf } from './boards.js';

describe('a barrier box standing where a push needs the pusher', () => {
  // The corral is (1,1), (2,1), (3,1) and (1,2), with the goals (3,1) and (1,2); its barrier is box A on (2,2) and
  // box B on (3,2). A is pushed left only from B's cell, and up or down never (walls above and below the pusher's
  // cells); pushed right it would land on B. B is pushed up into the corral from (3,3), where the pusher can walk;
  // down only from (3,1), inside the corral; right only from A's cell; left onto A. So the one push that can
  // happen while the corral is closed is B's up, inward and possible now: a PI-corral with that push alone.
  const rows = ['#######', '#  .###', '#.$$@ #', '### # #', '###   #', '#######'];

  it('is a PI-corral whose one push is the barrier box pushed in from outside', () => {
    const level = levelOf(rows, sokobanTopology);
    const a = analysisOf(level);
    const p = startPosition(level);
    const boxAt = new Int32Array(level.size);
    p.boxes.forEach((c, i) => (boxAt[c] = i + 1));
    const reach = new AreaLabels(a.floor, level.neighbours, level.directionCount);
    reach.reset();
    reach.areaOf(p.pushers[0]!, boxAt);
    const corrals = new CorralPruning(a);
    expect(corrals.find(p.boxes, p.boxes.length, boxAt, () => 0, reach, new Uint8Array(p.boxes.length))).toBe(1);
    expect([a.pushes.box[corrals.allowed[0]!], a.pushes.target[corrals.allowed[0]!]]).toEqual([at(level, 3, 2), at(level, 3, 1)]);
  });

  it('and the level is solved by that push and then A pushed left: two pushes', () => {
    const level = levelOf(rows, sokobanTopology);
    expect(findDeadlock(level, startPosition(level))).toBeNull();
    const r = solveSync(level, { optimize: 'pushes' });
    expect([r.status, r.pushes, r.optimal]).toEqual(['solved', 2, true]);
  });
});
