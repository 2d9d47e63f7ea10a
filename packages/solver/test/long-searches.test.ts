/**
 * Searches long enough to pass the point where the goal rooms are looked at
 * for too few boxes (after 50,000 forward expansions; see `room-supply.ts`
 * and `solve.ts`). A level whose rooms can all be filled must go on being
 * searched there and be solved: the look must end only the searches of
 * levels it proves lost.
 */
import { describe, expect, it } from 'vitest';
import { replay } from '@polyban/core';
import { solveSync } from '../src/index.js';
import { corpusLevel } from './boards.js';

/** Forward expansions before the goal rooms are looked at, plus the one that reaches it. */
const ROOMS_LOOKED_AT = 50_001;

describe('a solvable level searched past the goal rooms look', () => {
  it('Microban 123, push-optimal, is solved after the look', () => {
    // A* with its perimeter: the backward search expands twice as many states in its turns as the forward one, so a
    // total above three times the look's point puts the forward search past it.
    const level = corpusLevel('Microban.txt', 123);
    const r = solveSync(level, { optimize: 'pushes', timeLimitMs: 60_000 });
    expect(r.stats.expanded).toBeGreaterThan(3 * ROOMS_LOOKED_AT);
    expect(r.status).toBe('solved');
    expect(r.optimal).toBe(true);
    const played = replay(level, r.solution!);
    expect(played.solved).toBe(true);
    expect(played.pushes).toBe(r.pushes);
  });
});
