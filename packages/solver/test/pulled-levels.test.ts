/**
 * Random levels solvable by construction, on every tiling, with one pusher
 * and with two: goals and pushers are placed on a random board, every goal
 * gets a box, and random reverse-mode steps (core's pulls) drag the boxes
 * away. Played backwards those steps solve the level, so:
 * - no position along the way is a deadlock (`findDeadlock` is sound);
 * - the solver solves the level, and core replays its solution as solved;
 * - A* on pushes matches a brute-force search of whole positions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, buildLevel, newEffect, Outcome, replay, reverseStartPosition, undoAction, type Topology } from '@polyban/core';
import { findDeadlock, solveSync } from '../src/index.js';
import { fewestPushes } from './brute-force.js';
import { levelOf, TOPOLOGIES } from './boards.js';
import { floorCells, mark, pick, rowsOf, wallBoard } from './random-boards.js';

const REVERSE = { reverse: true, pulled: true };

/** A level made by pulling boxes off their goals, or `null` when the board has too little floor. */
const pulledLevel = (topology: Topology, pushers: number) =>
  fc
    .record({
      board: wallBoard(topology, topology.name === 'Hexoban' ? 9 : 6, 5),
      goals: fc.integer({ min: 1, max: pushers === 1 ? 3 : 2 }),
      picks: fc.array(fc.nat(), { minLength: 5, maxLength: 5 }),
      steps: fc.array(fc.nat(), { minLength: 5, maxLength: 40 }),
    })
    .map(({ board, goals, picks, steps }) => {
      const cells = pick(floorCells(board), picks, goals + pushers);
      if (cells.length < goals + pushers) return null;
      const marks = new Map(cells.map((c, i) => [c, i < goals ? '.' : '@']));
      // The board has goals but no boxes yet: buildLevel reports that, and still builds the level.
      const goalsOnly = buildLevel(mark(board, marks), topology).level!;
      const p = reverseStartPosition(goalsOnly);
      let pulls = 0;
      const effect = newEffect();
      for (const choice of steps) {
        // The legal steps now, pulls first: a step picked among them half the time is a pull whenever one exists.
        const legal: { who: number; direction: number; pull: boolean; outcome: number }[] = [];
        for (let who = 0; who < pushers; who++) {
          for (let direction = 0; direction < goalsOnly.directionCount; direction++) {
            for (const pull of [true, false]) {
              p.active = who;
              const outcome = applyAction(goalsOnly, p, { kind: 'step', direction, pull }, REVERSE, effect);
              if (outcome < 0) continue;
              undoAction(p, effect);
              legal.push({ who, direction, pull, outcome });
            }
          }
        }
        const pullsNow = legal.filter((l) => l.outcome === Outcome.Pull);
        const from = choice % 2 === 0 && pullsNow.length > 0 ? pullsNow : legal;
        if (from.length === 0) break;
        const step = from[(choice >> 1) % from.length]!;
        p.active = step.who;
        if (applyAction(goalsOnly, p, { kind: 'step', direction: step.direction, pull: step.pull }, REVERSE) !== Outcome.Pull) continue;
        pulls++;
        // Solvable: the pulls so far, played backwards, solve it.
        expect(findDeadlock(goalsOnly, p), rowsOf(goalsOnly, p).join('\n')).toBeNull();
      }
      return { rows: rowsOf(goalsOnly, p), pulls };
    });

describe.each(TOPOLOGIES.map((t) => [t.name, t] as const))('%s', (_, topology) => {
  it.each([1, 2])('levels pulled from a solved position, %i pusher(s): no deadlock on the way, solved, optimal as brute force says', (pushers) => {
    let compared = 0;
    let pushed = 0;
    let multiban = 0;
    fc.assert(
      fc.property(pulledLevel(topology, pushers), (made) => {
        if (!made) return;
        const level = levelOf(made.rows, topology);
        const what = made.rows.join('\n');
        const quick = solveSync(level, { timeLimitMs: 20_000 });
        expect(quick.status, what).toBe('solved');
        expect(replay(level, quick.solution!).solved, what).toBe(true);
        const best = solveSync(level, { optimize: 'pushes', timeLimitMs: 20_000 });
        expect([best.status, best.optimal], what).toEqual(['solved', true]);
        expect(replay(level, best.solution!).solved, what).toBe(true);
        expect(best.pushes, what).toBeLessThanOrEqual(quick.pushes);
        if (best.pushes > 0) pushed++;
        if (quick.solution!.includes('{')) multiban++;
        // Two pushers square the positions to visit: the brute force gives up sooner.
        const brute = fewestPushes(level, undefined, pushers === 1 ? 60_000 : 15_000);
        if (brute === null) return;
        compared++;
        expect(best.pushes, what).toBe(brute);
      }),
      { numRuns: 40 },
    );
    // Enough levels that need pushes, pusher changes, and a brute-force answer, for the run to mean something.
    expect(compared).toBeGreaterThan(10);
    expect(pushed).toBeGreaterThan(8);
    if (pushers > 1) expect(multiban).toBeGreaterThan(3);
  });
});
