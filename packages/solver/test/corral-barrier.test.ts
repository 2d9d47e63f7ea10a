/**
 * Two PI-corral rules of `corral.ts`, each on a board where only that rule
 * decides (worked out by hand): a push whose pusher would stand on a barrier
 * box's cell cannot happen while the corral is closed, so it does not stop
 * the corral from being PI; and when no corral alone is PI but all of them
 * together are, each barrier box counts once, however many corrals it
 * closes.
 */
import { describe, expect, it } from 'vitest';
import { startPosition, type Level } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { analysisOf } from '../src/deadlock.js';
import { findDeadlock, solveSync } from '../src/index.js';
import { at, levelOf } from './boards.js';
import { startCorrals } from './corral-start.js';

/** The pushes corral pruning allows at the start as the search runs it (no box of these boards is frozen), each as [box cell, target cell]; or its number when it allows none (0: a deadlock, -1: no PI-corral). */
function pushesOf(level: Level): number[][] | number {
  const a = analysisOf(level);
  const { pushes, corrals } = startCorrals(level);
  if (pushes <= 0) return pushes;
  return Array.from(corrals.allowed.subarray(0, pushes), (m) => [a.pushes.box[m]!, a.pushes.target[m]!]).sort((x, y) => x[0]! - y[0]! || x[1]! - y[1]!);
}

describe('a barrier box standing where a push needs the pusher', () => {
  // The corral is (1,1), (2,1), (3,1) and (1,2), with the goals (3,1) and (1,2); its barrier is box A on (2,2) and
  // box B on (3,2). A is pushed left only from B's cell, never up (the pusher would stand in the wall below it) nor
  // down (onto that wall); pushed right it would land on B. B is pushed up into the corral from (3,3), where the
  // pusher can walk; down only from (3,1), inside the corral; right only from A's cell; left onto A. So the one
  // push that can happen while the corral is closed is B's up, inward and possible now: a PI-corral with that push
  // alone.
  const rows = ['#######', '#  .###', '#.$$@ #', '### # #', '###   #', '#######'];

  it('is a PI-corral whose one push is the barrier box pushed in from outside', () => {
    const level = levelOf(rows, sokobanTopology);
    expect(pushesOf(level)).toEqual([[at(level, 3, 2), at(level, 3, 1)]]);
  });

  it('and the level is solved by that push and then A pushed left: two pushes', () => {
    const level = levelOf(rows, sokobanTopology);
    expect(findDeadlock(level, startPosition(level))).toBeNull();
    const r = solveSync(level, { optimize: 'pushes' });
    expect([r.status, r.pushes, r.optimal]).toEqual(['solved', 2, true]);
  });
});

describe('two corrals closed by the same two boxes', () => {
  // Box Y on (3,3) and box Z on (4,4) close two corrals. A runs from (3,2) over the top row and down the right side
  // to (5,4); B is the goal (4,3) alone, walled above and to the right. Y is pushed up into A from (3,4); Z up into
  // B from (4,5), and right into A from (3,4); every other push of theirs needs the pusher inside a corral or in a
  // wall. Each box is next to both corrals, so A alone is not PI (Z can be pushed into B, out of A), nor is B
  // alone (Y into A). Together they are: three pushes, each box counted once though it closes both.
  const rows = ['########', '###    #', '###.## #', '###$.# #', '##  $  #', '## @ ###', '########'];

  it('allows the three pushes into either corral, each once', () => {
    const level = levelOf(rows, sokobanTopology);
    expect(pushesOf(level)).toEqual([
      [at(level, 3, 3), at(level, 3, 2)],
      [at(level, 4, 4), at(level, 4, 3)],
      [at(level, 4, 4), at(level, 5, 4)],
    ]);
  });

  it('and the level is solved by pushing both boxes up: two pushes', () => {
    const level = levelOf(rows, sokobanTopology);
    expect(findDeadlock(level, startPosition(level))).toBeNull();
    const r = solveSync(level, { optimize: 'pushes' });
    expect([r.status, r.pushes, r.optimal]).toEqual(['solved', 2, true]);
  });
});
