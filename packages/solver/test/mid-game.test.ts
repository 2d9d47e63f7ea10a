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
 *
 * Positions a player wanders into are checked too: random steps from the
 * start, which may lose the game. A brute-force search over whole
 * positions says how many pushes each still needs, and a push-optimal hint
 * must take one of them off: its push leaves a position that needs exactly
 * one push fewer. A position the brute force finds lost gets no push.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Game, replay, type Level } from '@polyban/core';
import { findDeadlock, hintSync, solveSync } from '../src/index.js';
import { fewestPushes } from './brute-force.js';
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

  it.each([1, 2])('positions a player walks into, %i pusher(s): a push-optimal hint takes one push off what the brute force needs', (pushers) => {
    let shortened = 0;
    let lost = 0;
    fc.assert(
      fc.property(pulledLevel(topology, pushers), fc.array(fc.nat(), { maxLength: 60 }), (made, walk) => {
        if (!made) return;
        const level = levelOf(made.rows, topology);
        const game = new Game(level);
        // Each number picks a pusher and a direction; a step the rules refuse is skipped.
        for (const w of walk) {
          game.selectPusher(w % pushers);
          game.step(level.letters[Math.floor(w / pushers) % level.directionCount]!);
        }
        const position = game.snapshot();
        const what = `${made.rows.join('\n')}\nafter ${game.movesText()}`;
        const need = fewestPushes(level, position, 20_000);
        if (need === null) return;
        const hint = hintSync(level, position, { optimize: 'pushes', timeLimitMs: 20_000 });
        if (need < 0) {
          lost++;
          expect(hint.kind, what).not.toBe('push');
          return;
        }
        if (need === 0) {
          expect(hint.kind, what).toBe('solved');
          return;
        }
        expect(hint.kind, `${what}\nhint ${JSON.stringify(hint)}`).toBe('push');
        if (hint.kind !== 'push') return;
        expect(game.apply(hint.moves).error, `${what}\nhint ${hint.moves}`).toBeNull();
        const after = game.snapshot();
        expect(after.boxAt[hint.to], `${what}\nhint ${hint.moves}`).not.toBe(0);
        expect(after.boxAt[hint.box], `${what}\nhint ${hint.moves}`).toBe(0);
        expect(fewestPushes(level, after, 20_000), `${what}\nhint ${hint.moves}`).toBe(need - 1);
        shortened++;
      }),
      { numRuns: 80, seed: 20261130 },
    );
    // Both kinds of position turn up: ones with pushes left to take off, and lost ones.
    expect(shortened).toBeGreaterThan(15);
    expect(lost).toBeGreaterThan(0);
  });
});
