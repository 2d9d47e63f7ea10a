/**
 * Corral deadlocks found by a small search of the corral's boxes alone,
 * on hand-made boards with the reasoning in the comments (random boards of
 * every tiling are in `corral-search-random.test.ts`).
 */
import { describe, expect, it } from 'vitest';
import { buildLevel, startPosition, type Level } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { CorralSearch } from '../src/corral-search.js';
import { analysisOf } from '../src/deadlock.js';
import { Search } from '../src/search.js';
import { findDeadlock, solveSync } from '../src/index.js';
import { at, levelOf } from './boards.js';
import { startCorrals } from './corral-start.js';
import { fewestPushes } from './brute-force.js';

/**
 * What a corral search with `nodes` positions says of the start's boxes
 * around the corral whose floor is `inside` (text positions), with the
 * positions it saw.
 */
function searchCorral(level: Level, boxes: [number, number][], inside: [number, number][], nodes?: number): { deadlocked: boolean; seen: number } {
  const a = analysisOf(level);
  const p = startPosition(level);
  const search = new CorralSearch(a, nodes);
  const cells = boxes.map(([x, y]) => at(level, x, y));
  for (const c of cells) expect(p.boxAt[c]).not.toBe(0);
  const deadlocked = search.deadlocked(cells, new Int32Array(cells.length), cells.length, p.pushers[0]!, inside.map(([x, y]) => at(level, x, y)));
  return { deadlocked, seen: search.seen };
}

/** The pushes of the start's PI-corral by the one-push test: 0 for a corral deadlock it sees, -1 for none. */
const piPushes = (level: Level): number => startCorrals(level).pushes;

describe('square grid', () => {
  // The pusher on (4,2) is shut in: the box on (3,2) closes the way left, and that box and the one on (2,1) close off
  // two corrals, (3,1) (a goal) and (1,1)-(1,2)-(2,2) (the goal (1,2)). The one push possible, (3,2) left to (2,2), goes
  // into the second corral: a PI-corral with one push, so the one-push test sees no deadlock. Played on: from (3,2) the
  // pusher reaches (3,1), and can push (2,1) left to (1,1), a corner without a goal (dead), or (2,2) left onto the goal
  // (1,2). Then (1,1) is shut in by (2,1) and (1,2), and (2,1) could only go right, onto the goal (3,1), pushed from
  // (1,1): never. So no line of play puts both boxes on goals, two pushes deep. The matching sees nothing: (2,1) reaches
  // (3,1) alone in one push, (3,2) reaches (1,2) in two.
  const twoDeep = ['######', '# $.##', '#. $@#', '######'];

  it('finds a corral deadlock two pushes deep that the one-push test and the matching miss', () => {
    const level = levelOf(twoDeep, sokobanTopology);
    expect(piPushes(level)).toBe(1);
    const found = searchCorral(level, [[2, 1], [3, 2]], [[1, 1], [1, 2], [2, 2]]);
    expect(found.deadlocked).toBe(true);
    // Three positions: the start, (3,2) pushed onto (2,2), then that box pushed onto (1,2). The push of (2,1) onto the
    // dead corner (1,1) is never made, and the pusher never reaches (1,1).
    expect(found.seen).toBe(3);
    expect(findDeadlock(level, startPosition(level))).toEqual({ kind: 'corral', boxes: [at(level, 2, 1), at(level, 3, 2)] });
    expect(fewestPushes(level)).toBe(-1);
  });

  it('claims nothing of a corral whose box is pushed off it', () => {
    // The same boxes close off (3,1) too. There the one push, (3,2) left onto (2,2), takes a box off that corral's
    // cells ((3,1) and the boxes' own): its search gives up at once, having filed the start alone.
    const level = levelOf(twoDeep, sokobanTopology);
    expect(searchCorral(level, [[2, 1], [3, 2]], [[3, 1]])).toEqual({ deadlocked: false, seen: 1 });
  });

  it('gives up, claiming nothing, once it has seen more positions than it may', () => {
    const level = levelOf(twoDeep, sokobanTopology);
    const corral: [number, number][] = [[1, 1], [1, 2], [2, 2]];
    expect(searchCorral(level, [[2, 1], [3, 2]], corral, 1)).toEqual({ deadlocked: false, seen: 2 });
    expect(searchCorral(level, [[2, 1], [3, 2]], corral, 2).deadlocked).toBe(false);
    expect(searchCorral(level, [[2, 1], [3, 2]], corral, 3).deadlocked).toBe(true);
  });

  it('the solver proves it unsolvable after expanding the start alone', () => {
    const level = levelOf(twoDeep, sokobanTopology);
    const search = new Search(level, analysisOf(level), startPosition(level), true, 1 << 24);
    search.run(Date.now() + 1000);
    expect(search.status).toBe('unsolvable');
    expect(search.expanded).toBe(1);
    expect(search.corralDeadlocks).toBe(1);
    expect(solveSync(level).status).toBe('unsolvable');
  });

  it('a corral its boxes can solve is no deadlock', () => {
    // The box on (4,2) closes off the room with the goal (6,2). Played alone (the box on (2,2) taken off), it goes right
    // onto (5,2), and from (4,2) right again onto the goal: there the search stops, having filed two positions.
    const level = levelOf(['########', '#.  #  #', '# $ $ .#', '#@  #  #', '########'], sokobanTopology);
    const room: [number, number][] = [[5, 1], [6, 1], [5, 2], [6, 2], [5, 3], [6, 3]];
    expect(searchCorral(level, [[4, 2]], room)).toEqual({ deadlocked: false, seen: 2 });
    expect(findDeadlock(level, startPosition(level))).toBeNull();
  });

  it('finds a corral deadlock where the only way out is onto a dead cell', () => {
    // The corral is the column (5,1)-(5,3), closed by the boxes on (4,2) and (4,3); (5,1) and (5,3) are dead corners,
    // so the one push to make is (4,2) right onto the goal (5,2): a PI-corral with one push. Then, from (4,2), the box
    // on (4,3) can go down onto (4,4), a dead cell (walls on three sides, no goal), or up onto (4,2), where it is
    // frozen off its goal (right is the box on (5,2), left needs the pusher there, walls above and below): not filed.
    // Two positions, no goal for (4,3): lost. The matching sees a way for (4,3) to (1,1) (left along row 3 from (5,3),
    // then up column 1).
    const level = levelOf(['#######', '#.  # #', '#   $.#', '#@  $ #', '#    ##', '#######'], sokobanTopology);
    expect(piPushes(level)).toBe(1);
    expect(searchCorral(level, [[4, 2], [4, 3]], [[5, 1], [5, 2], [5, 3]])).toEqual({ deadlocked: true, seen: 2 });
    expect(fewestPushes(level)).toBe(-1);
  });

  it('stops as soon as a box of the corral is pushed off the corral', () => {
    // The same corral with the goal (1,1) moved to (4,4). After (4,2) goes right onto (5,2), the pusher on (4,2) pushes
    // (4,3) down onto the goal (4,4), off the corral's cells: the search stops there, claiming nothing, with the start,
    // the first push and perhaps (4,3) pushed up onto (4,2) filed. Two pushes solve it.
    const level = levelOf(['#######', '#   # #', '#   $.#', '#@  $ #', '#   .##', '#######'], sokobanTopology);
    expect(piPushes(level)).toBe(1);
    const found = searchCorral(level, [[4, 2], [4, 3]], [[5, 1], [5, 2], [5, 3]]);
    expect(found.deadlocked).toBe(false);
    expect(found.seen).toBeGreaterThanOrEqual(2);
    expect(found.seen).toBeLessThanOrEqual(3);
    expect(fewestPushes(level)).toBe(2);
  });
});

describe('which corrals are searched', () => {
  // The dead-cell corral of the tests above, with a third box and goal in the left room, apart from it.
  const rows = ['#######', '#.  # #', '#   $.#', '#@$ $ #', '#.   ##', '#######'];

  /** The barrier `lostCorral` returns for the start (sorted), or null; `pushed` as the search passes it. */
  function lost(level: Level, pushed?: number, cells?: number): number[] | null {
    const { corrals, pusher } = startCorrals(level);
    const barrier = new CorralSearch(analysisOf(level), undefined, cells).lostCorral(corrals, () => 0, pusher, pushed);
    return barrier === null ? null : Array.from(barrier).sort((x, y) => x - y);
  }

  it('every corral when no push is named, and one the last push closed', () => {
    const level = levelOf(rows, sokobanTopology);
    const barrier = [at(level, 4, 2), at(level, 4, 3)];
    expect(lost(level)).toEqual(barrier);
    expect(lost(level, at(level, 4, 3))).toEqual(barrier);
  });

  it('not a corral whose boxes the last push did not move: it was searched before that push', () => {
    const level = levelOf(rows, sokobanTopology);
    expect(lost(level, at(level, 2, 3))).toBeNull();
  });

  it('passes over a corral that needs no work, and sizes each corral by its own cells', () => {
    /*
     * The same board one column to the right, with a pocket on the left:
     *   ########
     *   ##.  # #
     *   # *  $.#    (1,2), shut in by the box on its goal (2,2): a corral that needs no work, labelled first
     *   ##@$ $ #
     *   ##.   ##
     *   ########
     * The lost corral is (6,1)-(6,3), behind the boxes on (5,2) and (5,3):
     * five cells with its boxes, the second corral labelled.
     */
    const level = levelOf(['########', '##.  # #', '# *  $.#', '##@$ $ #', '##.   ##', '########'], sokobanTopology);
    const { corrals } = startCorrals(level);
    expect(corrals.corralCount).toBe(2);
    expect(corrals.barrierOf(0)).toBeNull();
    const barrier = [at(level, 5, 2), at(level, 5, 3)];
    expect(lost(level)).toEqual(barrier);
    expect(lost(level, -1, 5)).toEqual(barrier);
    expect(lost(level, -1, 4)).toBeNull();
  });

  it('plays each barrier box as its own class', () => {
    /*
     * Width 7: `#*@$ .#`, Sokoban+ numbers 1 for the box on its goal 8 and
     * 2 for the box on 10 and the goal 12 (classes 0 and 1). The corral
     * 11-12 is behind the box on 10: pushed twice, a box of class 1 reaches
     * its goal, and the corral is not lost. A box of class 0 could never
     * get back out to 8 (the pusher cannot pass it in the corridor), and 12
     * is not its goal: lost.
     */
    const level = buildLevel(['#######', '#*@$ .#', '#######'], sokobanTopology, { boxOrder: [1, 2], goalOrder: [1, 2] }).level!;
    const { corrals, pusher } = startCorrals(level);
    const search = (cls: number): Int32Array | null => new CorralSearch(analysisOf(level)).lostCorral(corrals, () => cls, pusher);
    expect(search(1)).toBeNull();
    expect(search(0)).toEqual(Int32Array.of(10));
  });

  it('not a corral of more cells than allowed, its boxes counted', () => {
    // Two boxes and three floor cells: five.
    const level = levelOf(rows, sokobanTopology);
    expect(lost(level, -1, 5)).toEqual([at(level, 4, 2), at(level, 4, 3)]);
    expect(lost(level, -1, 4)).toBeNull();
  });
});
