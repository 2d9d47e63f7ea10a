/**
 * `findDeadlock` keeps tables per level from one call to the next (see
 * `deadlock.ts`): each answer must still be the one a first call gives,
 * whatever was asked before on the same level.
 */
import { describe, expect, it } from 'vitest';
import { startPosition } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { findDeadlock } from '../src/index.js';
import { at, levelOf } from './boards.js';

describe('findDeadlock on one level, asked again and again', () => {
  // Goals (4,1) and (2,4). At the start the boxes on (4,3) and (3,4) close off (4,4)-(5,4): (4,3) has a wall on its
  // right, so it reaches its goal (4,1) only pushed up from (4,4), which the pusher reaches only by pushing a box into
  // it, and that box then only goes on right into the corner (5,4): a corral deadlock of those two boxes.
  const rows = ['#######', '#   . #', '#     #', '## @$##', '# .$  #', '#######'];
  const corral = (level: ReturnType<typeof levelOf>) => ({ kind: 'corral', boxes: [at(level, 4, 3), at(level, 3, 4)] });

  it('answers each position on its own: the start, then the box pushed up onto its goal, then the start again', () => {
    // After (4,3) is pushed up twice onto (4,1), the pusher stands on (4,2) below it and walks down the free column to
    // (4,4), from where (3,4) goes left onto (2,4). Nothing may carry over from the first answer: a box left on (4,3)
    // would shut the pusher out of (4,4) and make the second position look like the first.
    const level = levelOf(rows, sokobanTopology);
    const start = startPosition(level);
    const up = startPosition(level);
    const moved = up.boxes.indexOf(at(level, 4, 3));
    up.boxes[moved] = at(level, 4, 1);
    up.boxAt[at(level, 4, 3)] = 0;
    up.boxAt[at(level, 4, 1)] = moved + 1;
    up.pusherAt.fill(0);
    up.pushers[0] = at(level, 4, 2);
    up.pusherAt[at(level, 4, 2)] = 1;
    expect(findDeadlock(level, start)).toEqual(corral(level));
    expect(findDeadlock(level, up)).toBeNull();
    expect(findDeadlock(level, start)).toEqual(corral(level));
    expect(findDeadlock(level, up)).toBeNull();
  });

  it('gives a second level built from the same rows the same answers', () => {
    const first = levelOf(rows, sokobanTopology);
    const second = levelOf(rows, sokobanTopology);
    expect(findDeadlock(first, startPosition(first))).toEqual(corral(first));
    expect(findDeadlock(second, startPosition(second))).toEqual(corral(second));
  });
});
