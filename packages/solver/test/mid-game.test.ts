/**
 * The solver from positions in the middle of a game, on random levels of
 * every tiling that are solvable by construction (see `random-boards.ts`),
 * with one pusher and with two. A level is solved, and its solution cut
 * after a random move (never inside a pusher change): the position there
 * lies on a solution, so
 * - `findDeadlock` finds nothing, and the hint calls nothing lost;
 * - a hint's moves are legal from there and end in one push;
 * - neither search calls it unsolvable, and each solution from there,
 *   after the moves played, replays solved under core's rules.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Game, replay, type Level } from '@polyban/core';
import { findDeadlock, hintSync, solveSync } from '../src/index.js';
import { levelOf, TOPOLOGIES } from './boards.js';
import { pulledLevel } from './random-boards.js';

/** Where moves can be cut: after any move, not within `{...}`. */
function cutPoints(moves: string): number[] {
  const cuts = [0];
  let inChange = false;
  for (let i = 0; i < moves.length; i++) {
    if (moves[i] === '{') inChange = true;
    else if (moves[i] === '}') inChange = false;
    if (!inChange) cuts.push(i + 1);
  }
  return cuts;
}

/** The game after `moves` (which core must accept). */
function played(level: Level, moves: string): Game {
  const game = new Game(level);
  expect(game.apply(moves).error, moves).toBeNull();
  return game;
}

describe.each(TOPOLOGIES.map((t) => [t.name, t] as const))('%s', (_, topology) => {
  it.each([1, 2])('positions on a solution, %i pusher(s): nothing lost, and solved from there', (pushers) => {
    let checked = 0;
    fc.assert(
      fc.property(pulledLevel(topology, pushers), fc.nat(), (made, pick) => {
        if (!made) return;
        const level = levelOf(made.rows, topology);
        const whole = solveSync(level, { timeLimitMs: 20_000 });
        expect(whole.status).toBe('solved');
        const cuts = cutPoints(whole.solution!);
        const before = whole.solution!.slice(0, cuts[pick % cuts.length]);
        const position = played(level, before).snapshot();
        const what = `${made.rows.join('\n')}\nafter ${before}`;
        expect(findDeadlock(level, position), what).toBeNull();
        const hint = hintSync(level, position, { timeLimitMs: 20_000 });
        expect(hint.kind === 'deadlock' || (hint.kind === 'not-found' && hint.reason === 'unsolvable'), `${what}\nhint ${JSON.stringify(hint)}`).toBe(false);
        if (hint.kind === 'push') {
          const next = replay(level, before + hint.moves);
          expect(next.legal, what).toBe(true);
          expect(next.pushes - replay(level, before).pushes, what).toBe(1);
        }
        for (const optimize of ['none', 'pushes'] as const) {
          const rest = solveSync(level, { position, optimize, timeLimitMs: 20_000 });
          expect(rest.status, what).toBe('solved');
          expect(replay(level, before + rest.solution!).solved, `${what}\nthen ${rest.solution}`).toBe(true);
        }
        checked++;
      }),
      { numRuns: 40, seed: 20261129 },
    );
    expect(checked).toBeGreaterThan(20);
  });
});
