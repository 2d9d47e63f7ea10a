/**
 * PI-corral pruning and corral deadlocks on hand-made boards, each answer
 * worked out by hand from the board (the reasoning is in the comments).
 */
import { describe, expect, it } from 'vitest';
import { startPosition, type Level } from '@polyban/core';
import { hexobanTopology } from '@polyban/hexoban';
import { sokobanTopology } from '@polyban/sokoban';
import { CorralPruning, NO_CORRAL } from '../src/corral.js';
import { analysisOf, boxClasses } from '../src/deadlock.js';
import { freezeScratch, markFrozen } from '../src/freeze.js';
import { AreaLabels } from '../src/pusher-regions.js';
import { Search } from '../src/search.js';
import { findDeadlock, solveSync } from '../src/index.js';
import { at, levelOf, spareLevel } from './boards.js';

/**
 * What corral pruning says about the start: NO_CORRAL, 0 (deadlock), or the
 * allowed pushes as `box>target`. With `withFrozen`, boxes the freeze test
 * marks frozen count as standing for good, as in the search (which only
 * looks at positions that freeze does not find dead); without, none does.
 */
function corralOf(level: Level, withFrozen = false): number | string[] {
  const a = analysisOf(level);
  const p = startPosition(level);
  const boxAt = new Int32Array(level.size);
  p.boxes.forEach((c, i) => (boxAt[c] = i + 1));
  const reach = new AreaLabels(a.floor, level.neighbours, level.directionCount);
  reach.reset();
  reach.areaOf(p.pushers[0]!, boxAt);
  const frozen = new Uint8Array(p.boxes.length);
  if (withFrozen) expect(markFrozen(a, p.boxes, boxClasses(a, p.boxes.length), p.boxes.length, frozen, freezeScratch(level.size))).toBe(false);
  const corrals = new CorralPruning(a);
  const found = corrals.find(p.boxes, p.boxes.length, boxAt, () => 0, reach, frozen);
  if (found <= 0) return found;
  return Array.from(corrals.allowed.subarray(0, found), (m) => `${a.pushes.box[m]}>${a.pushes.target[m]}`);
}

/** The number of states the start's expansion generates. */
function children(level: Level): number {
  const search = new Search(level, analysisOf(level), startPosition(level), true, 1 << 24);
  search.run(Date.now() + 1000);
  let count = 0;
  for (let s = 0; s < search.store.count; s++) if (search.store.parent(s) === 0) count++;
  return count;
}

describe('square grid', () => {
  // Column 4 is wall but for the box on (4,2): the room right of it, with the goal (6,2), is a corral.
  // Its one barrier box can go right only (left would need the pusher inside): a PI-corral with one push.
  // The box on (2,2) could go left, right or up (down is a dead cell), but those pushes need not be tried.
  const pi = ['########', '#.  #  #', '# $ $ .#', '#@  #  #', '########'];

  it('a PI-corral: only its inward push is tried', () => {
    const level = levelOf(pi, sokobanTopology);
    expect(corralOf(level)).toEqual([`${at(level, 4, 2)}>${at(level, 5, 2)}`]);
    expect(children(level)).toBe(1);
    const r = solveSync(level, { optimize: 'pushes' });
    expect([r.status, r.optimal]).toEqual(['solved', true]);
  });

  it('a corral whose barrier box can also be pushed out of the way is not PI', () => {
    // A gap above the barrier box: from (4,3) it can be pushed up to (4,1), away from the corral.
    const level = levelOf(['########', '#.     #', '# $ $ .#', '#@  #  #', '########'], sokobanTopology);
    expect(corralOf(level)).toBe(NO_CORRAL);
  });

  it('a corral whose inward push the pusher cannot walk to now is not PI', () => {
    // The barrier box (4,2) goes right from (3,2), where another box stands: not possible now, maybe later.
    const level = levelOf(['########', '#.  #  #', '#@ $$ .#', '#   #  #', '########'], sokobanTopology);
    expect(corralOf(level)).toBe(NO_CORRAL);
  });

  it('two corrals, neither PI alone, are PI together', () => {
    // (3,2) between the boxes is one corral, the right room another. Alone, each has an inward push from the
    // other's side, where the pusher cannot be. Together, (4,2) can only be pushed from inside them, and (2,2)
    // only right, from the pusher's (1,2), into (3,2): one push to try.
    const level = levelOf(['########', '#.###  #', '#@$ $ .#', '# ###  #', '########'], sokobanTopology);
    expect(corralOf(level)).toEqual([`${at(level, 2, 2)}>${at(level, 3, 2)}`]);
  });

  it('a corral that needs nothing is no reason to prune', () => {
    // The same walls, the corral's goal filled and its barrier box on a goal: nothing must happen there.
    const level = levelOf(['########', '#.  #  #', '# $ * *#', '#@  #  #', '########'], sokobanTopology);
    expect(corralOf(level)).toBe(NO_CORRAL);
  });

  it('a corral no push can open is a deadlock, which freeze and matching miss', () => {
    // The right room (x 5-6) opens to the left one by two doorways, (4,2) and (4,4), each holding a box, so no box cuts
    // the floor in two. The boxes on (5,2) and (5,4) are the corral's barrier (the doorway boxes touch no corral cell).
    // Each needs the pusher inside to go up, down or left; right, from its doorway, it lands in column 6, dead (no goal
    // there). So neither moves while the room is closed, the doorway boxes can only push into them, and the goal (5,3)
    // stays empty: a deadlock. Freeze misses it (above and below each barrier box: a goal or a dead cell, not both dead)
    // and so does the matching (each box alone reaches a goal: (5,2) down to (5,3), the others out to column 1).
    const level = levelOf(['########', '#.  #  #', '#@  $$ #', '#.  #. #', '#   $$ #', '#.  #  #', '########'], sokobanTopology);
    expect(corralOf(level)).toBe(0);
    expect(findDeadlock(level, startPosition(level))).toEqual({ kind: 'corral', boxes: [at(level, 5, 2), at(level, 5, 4)] });
    expect(solveSync(level).status).toBe('unsolvable');
  });
});

describe('more goals than boxes', () => {
  // Boards with spare goals (see spareLevel): core builds them, and reports the count as their one problem.
  // A column of three goals (1,1), (1,2), (1,3), with boxes on the lower two. Each of those is frozen: walls left and
  // right, and up or down only from the other's cell. The top goal is a corral no push can reach.
  const column = ['#####', '#.###', '#*###', '#*  #', '#   #', '#@  #', '#####'];

  it('an empty goal in a corral asks for nothing: the level is solved as it stands', () => {
    const level = spareLevel(column);
    expect([level.goals.length, level.boxes.length]).toEqual([3, 2]);
    // Every box stands on a goal: solved with no push, whatever goal stays empty.
    expect(corralOf(level, true)).toBe(NO_CORRAL);
    expect(findDeadlock(level, startPosition(level))).toBeNull();
    const r = solveSync(level, { optimize: 'pushes' });
    expect([r.status, r.solution, r.pushes]).toEqual(['solved', '', 0]);
  });

  it('with a box for every goal, the same empty goal must be filled: a corral deadlock', () => {
    // A third box on (2,4), free to move: the top goal must take a box, and no push ever reaches it.
    const level = levelOf(['#####', '#.###', '#*###', '#*  #', '# $ #', '#@  #', '#####'], sokobanTopology);
    expect(corralOf(level, true)).toBe(0);
    expect(solveSync(level).status).toBe('unsolvable');
  });

  it('a push that leaves an empty goal shut in a corral may be the one that solves the level', () => {
    // The column with its lower goal empty and a box under it on (1,4), the pusher below on (1,5). One push up puts it
    // on (1,3), beside the box on (1,2): solved, with the top goal shut in. No other push ends on a goal.
    const level = spareLevel(['#####', '#.###', '#*###', '#.  #', '#$  #', '#@  #', '#####']);
    for (const optimize of ['none', 'pushes'] as const) {
      const r = solveSync(level, { optimize });
      expect([r.status, r.solution, r.pushes]).toEqual(['solved', 'U', 1]);
    }
  });
});

describe('corrals next to each other', () => {
  // A row of k one-cell pockets above a corridor, each holding a goal and closed by a box below it on the
  // corridor's ceiling (walls between the boxes). Each pocket is a corral whose one barrier box can only go up,
  // into it, from the corridor: PI alone with one push. All of them together are PI too, with k pushes: the
  // first pocket alone is the best answer.
  const pockets = (k: number): string[] => [
    '#'.repeat(2 * k + 1),
    '#' + '.#'.repeat(k),
    '#' + '$#'.repeat(k),
    '#@' + ' '.repeat(2 * k - 1) + '#',
    '#'.repeat(2 * k + 1),
  ];

  it.each([2, 16, 17, 40])('of %i pockets, the first one alone is tried', (k) => {
    const level = levelOf(pockets(k), sokobanTopology);
    expect(corralOf(level)).toEqual([`${at(level, 1, 2)}>${at(level, 1, 1)}`]);
  });

  it('pockets that need nothing, alone or together, are no reason to prune', () => {
    // Every box already on its goal below an empty pocket: no corral needs work, nor do all of them together.
    const level = levelOf(['#######', '# # # #', '#*#*#*#', '#@    #', '#######'], sokobanTopology);
    expect(corralOf(level)).toBe(NO_CORRAL);
  });

  it('a corral without a goal still needs work when a barrier box is off its goal', () => {
    // The right room has no goal, but its one barrier box (4,2) is off its goal, so it must move some day. Left it
    // needs the pusher inside, walls are above and below: the push right into the room is the one to try (the box
    // comes back out later, pushed left from (6,2)).
    const level = levelOf(['########', '#.  #  #', '# $ $  #', '#@. #  #', '########'], sokobanTopology);
    expect(corralOf(level)).toEqual([`${at(level, 4, 2)}>${at(level, 5, 2)}`]);
  });

  it('a push from or onto another barrier box never happens while the corral is closed', () => {
    // The boxes (4,2) and (4,3) close off the right part. Each can go right into it from the pusher's side; up
    // and down, each would push from or onto the other's cell, and left needs the pusher inside. PI, two pushes.
    const level = levelOf(['#########', '#.   #  #', '#   $  .#', '#@  $   #', '#    #  #', '#########'], sokobanTopology);
    expect(corralOf(level)).toEqual([`${at(level, 4, 2)}>${at(level, 5, 2)}`, `${at(level, 4, 3)}>${at(level, 5, 3)}`]);
  });
});

describe('frozen boxes in a corral test', () => {
  // Column 1 holds the goals (1,1), (1,3) and (1,4); boxes stand on the last two, and a third box on (3,3) can
  // reach (1,1) alone: left to (1,3), then up from (1,4). (1,4) is a corner (walls left and below): its box never
  // moves. (1,3) has a wall on its left, and up or down needs (1,4): its box never moves either, and both are on
  // goals, so freeze finds no deadlock; the matching gives (1,1) to the box on (3,3). But (1,1)-(1,2) is a corral
  // with an empty goal whose one barrier box, (1,3), could only be pushed up from (1,4), where a box stands for
  // good: the corral never opens.
  const sealed = ['######', '#.####', '# ####', '#* $ #', '#*  @#', '######'];

  it('a push from the cell of a frozen box never happens: the corral is a deadlock', () => {
    const level = levelOf(sealed, sokobanTopology);
    expect(corralOf(level, true)).toBe(0);
    // Without knowing (1,4) frozen, the push up from it is one the pusher cannot walk to now: not PI, no answer.
    expect(corralOf(level)).toBe(NO_CORRAL);
    // The matching, with the frozen boxes as walls, sees it first: the box on (3,3) reaches no goal at all.
    expect(findDeadlock(level, startPosition(level))).toEqual({ kind: 'bipartite', boxes: [at(level, 3, 3)] });
    expect(children(level)).toBe(0);
    expect(solveSync(level).status).toBe('unsolvable');
  });

  it('a push onto the cell of a frozen box never happens', () => {
    // The right part (5,2), (6,1)-(6,3) is closed by the box on (4,2). Below that box, (4,3) holds a box on its goal
    // between walls and above the bottom wall: no push of it exists, so it stands there for good. (4,2) could go
    // down from (4,1) only onto it, never; up only from its cell; right into the corral from (3,2): the one push.
    const level = levelOf(['########', '#.   # #', '# $ $ .#', '#@ #*# #', '########'], sokobanTopology);
    expect(corralOf(level, true)).toEqual([`${at(level, 4, 2)}>${at(level, 5, 2)}`]);
    // Not knowing (4,3) frozen, the push down from (4,1) might come some day and leaves the corral shut: not PI.
    expect(corralOf(level)).toBe(NO_CORRAL);
  });

  it('the same corral with (1,4) empty: the push up from it is the one to try', () => {
    // No box on (1,4) (nor a goal): the pusher walks there and pushes (1,3) up, into the corral.
    const level = levelOf(['######', '#.####', '# ####', '#* $ #', '#   @#', '######'], sokobanTopology);
    expect(corralOf(level, true)).toEqual([`${at(level, 1, 3)}>${at(level, 1, 2)}`]);
    expect(findDeadlock(level, startPosition(level))).toBeNull();
  });
});

describe('hexagons', () => {
  it('a PI-corral made of hex neighbours', () => {
    // Row 2 is a corridor between wall rows (cells two text columns apart). The box on (6,2) closes off its right
    // end, the goal (8,2): it can be pushed right (r) from the pusher's (4,2), into the corral, and left only from
    // inside. The box on its goal (2,2) is not next to the corral.
    const level = levelOf(['# # # # # # #', ' # # # # # #', '# * @ $ . # #', ' # # # # # #'], hexobanTopology);
    expect(corralOf(level)).toEqual([`${at(level, 6, 2)}>${at(level, 8, 2)}`]);
    expect(solveSync(level, { optimize: 'pushes' }).solution).toBe('R');
  });
});
