/**
 * The search's pushes against core's rules, on random positions of every
 * tiling: with one pusher, the pushes the search tries are exactly those
 * core allows from some cell the pusher can walk to (each found by stepping
 * every direction with core's `applyAction`, which is `applyForwardStep`
 * for a forward step). With two pushers every push core allows is tried
 * too; the search may try more, as pushers can first make way for one another.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, buildLevel, newEffect, Outcome, reachableCells, startPosition, undoAction, type Level, type Position, type Topology } from '@polyban/core';
import { analyzeLevel } from '../src/index.js';
import { openPushes } from '../src/search.js';
import { TOPOLOGIES } from './boards.js';
import { floorCells, mark, pick, wallBoard } from './random-boards.js';

const FORWARD = { reverse: false, pulled: false };

/** Pushes core allows now: every pusher, from every cell it can walk to, in every direction. As `pusher direction box target`. */
function corePushes(level: Level, position: Position): Set<string> {
  const out = new Set<string>();
  const effect = newEffect();
  for (let who = 0; who < position.pushers.length; who++) {
    const home = position.pushers[who]!;
    const walkable = reachableCells(level, position, home);
    for (let c = 0; c < level.size; c++) {
      if (walkable[c] === 0) continue;
      // Stand the pusher on c (it can walk there), try each direction, put everything back.
      position.pusherAt[home] = 0;
      position.pusherAt[c] = who + 1;
      position.pushers[who] = c;
      position.active = who;
      for (let d = 0; d < level.directionCount; d++) {
        const outcome = applyAction(level, position, { kind: 'step', direction: d, pull: false }, FORWARD, effect);
        if (outcome === Outcome.Push) out.add(`${c} ${d} ${effect.boxFrom} ${effect.boxTo}`);
        if (outcome >= 0) undoAction(position, effect);
      }
      position.pusherAt[c] = 0;
      position.pusherAt[home] = who + 1;
      position.pushers[who] = home;
    }
  }
  return out;
}

const randomPosition = (topology: Topology, pushers: number) =>
  fc
    .record({
      board: wallBoard(topology, 7, 6),
      boxes: fc.integer({ min: 1, max: 6 }),
      picks: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
    })
    .map(({ board, boxes, picks }) => {
      const cells = pick(floorCells(board), picks, boxes + pushers);
      if (cells.length < 1 + pushers) return null;
      const marks = new Map(cells.map((c, i) => [c, i < pushers ? '@' : '$']));
      return buildLevel(mark(board, marks), topology).level;
    });

describe.each(TOPOLOGIES.map((t) => [t.name, t] as const))('%s', (_, topology) => {
  it('with one pusher the search tries exactly the pushes core allows', () => {
    let seen = 0;
    fc.assert(
      fc.property(randomPosition(topology, 1), (level) => {
        if (!level) return;
        const p = startPosition(level);
        const mine = new Set(openPushes(analyzeLevel(level), p).map((m) => `${m.pusher} ${m.direction} ${m.box} ${m.target}`));
        expect(mine).toEqual(corePushes(level, p));
        seen += mine.size;
      }),
      // A fixed seed: the count below is about this run's positions.
      { numRuns: 150, seed: 20261123 },
    );
    // The positions are not all stuck: a few hundred pushes were compared.
    expect(seen).toBeGreaterThan(150);
  });

  it('with two pushers it tries every push core allows', () => {
    fc.assert(
      fc.property(randomPosition(topology, 2), (level) => {
        if (!level) return;
        const p = startPosition(level);
        const mine = new Set(openPushes(analyzeLevel(level), p).map((m) => `${m.pusher} ${m.direction} ${m.box} ${m.target}`));
        for (const push of corePushes(level, p)) expect(mine).toContain(push);
      }),
      { numRuns: 100 },
    );
  });
});
