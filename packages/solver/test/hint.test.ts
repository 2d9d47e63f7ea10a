/**
 * Hints: one push toward a solution from a game in progress, or why there
 * is none.
 */
import { describe, expect, it } from 'vitest';
import { replay, replayWithPosition, startPosition } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { CORRAL_SEARCH_CELLS } from '../src/corral-search.js';
import { findDeadlock, hint, hintSync } from '../src/index.js';
import { at, levelOf } from './boards.js';

describe('hint', () => {
  // Two boxes on row 1; goals at both ends of it.
  const level = levelOf(['#######', '#.$ $.#', '#     #', '#   @ #', '#######'], sokobanTopology);

  it('gives one push: the walk to it and the push letter, with the box and where it goes', async () => {
    const h = await hint(level, startPosition(level));
    expect(h.kind).toBe('push');
    if (h.kind !== 'push') return;
    expect(h.moves).toMatch(/^[a-z]*[A-Z]$/);
    // Played from the start, the moves push the box on `box` onto `to`.
    const { position, result } = replayWithPosition(level, h.moves);
    expect([result.legal, result.pushes]).toEqual([true, 1]);
    expect(position.boxAt[h.box]).toBe(0);
    expect(position.boxAt[h.to]).not.toBe(0);
    expect([at(level, 2, 1), at(level, 4, 1)]).toContain(h.box);
  });

  it('follows the game: after one box is home, the hint moves the other', () => {
    // The pusher goes up between the boxes and pushes the right one onto (5,1); the left one is next, onto (1,1).
    const { position, result } = replayWithPosition(level, 'luuR');
    expect(result.pushes).toBe(1);
    const h = hintSync(level, position);
    expect(h).toMatchObject({ kind: 'push', box: at(level, 2, 1), to: at(level, 1, 1) });
    if (h.kind === 'push') expect(replay(level, `luuR${h.moves}`).solved).toBe(true);
  });

  it('says so when the position is solved', () => {
    const { position, result } = replayWithPosition(level, 'luuRlL');
    expect(result.solved).toBe(true);
    expect(hintSync(level, position)).toEqual({ kind: 'solved' });
  });

  it('shows the deadlock when there is one', () => {
    // Pushing the left box right, from (1,1), puts both side by side against the top wall.
    const { position, result } = replayWithPosition(level, 'llluuR');
    expect([result.legal, result.pushes]).toEqual([true, 1]);
    expect(hintSync(level, position)).toEqual({ kind: 'deadlock', deadlock: { kind: 'frozen', boxes: [at(level, 3, 1), at(level, 4, 1)] } });
  });

  it('says not-found when the search proves the position unsolvable', () => {
    // No test proves the start dead (each box alone could be pushed right onto a goal), but the first box stops against
    // the second and the pusher never gets between them. The corral between them has more cells than a corral search
    // takes on (see `corral-search.ts`); with fewer, that search would prove the start dead.
    const gap = CORRAL_SEARCH_CELLS - 1;
    const corridor = levelOf(['#'.repeat(gap + 7), `#@ $${' '.repeat(gap)}$..#`, '#'.repeat(gap + 7)], sokobanTopology);
    expect(findDeadlock(corridor, startPosition(corridor))).toBeNull();
    expect(hintSync(corridor, startPosition(corridor))).toEqual({ kind: 'not-found', reason: 'unsolvable' });
  });
});
