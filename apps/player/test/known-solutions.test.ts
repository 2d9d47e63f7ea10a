import { describe, expect, it } from 'vitest';
import { loadPuzzle, type Level, type Position } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { hint, keepSolution } from '@polyban/solver';
import { wayBack } from '../src/way-back.js';

function level(rows: string[]): Level {
  const { level } = loadPuzzle({ title: null, board: { rows }, notes: [], game: 'Sokoban', savedGames: [], comments: [] }, sokobanTopology);
  return level!;
}

// A 5 × 2 room, its top row free: the pusher at (1,1), the box at (3,2), the goal at (5,2). "drRR" solves it.
const ROOM = ['#######', '#@    #', '#  $ .#', '#######'];

/** Cell (x, y) of a board `width` cells wide. */
const cell = (l: Level, x: number, y: number): number => y * l.width + x;

describe('wayBack', () => {
  it('asks about the points right after each push and the start, latest first, but not the end itself', async () => {
    const l = level(ROOM);
    const asked: { boxes: number[]; pushers: number[] }[] = [];
    // After "drR" the box is on (4,2); "urrd" walks round it and "L" pushes it back to (3,2), a second "L" on to (2,2).
    const back = await wayBack(l, 'drRurrdLL', async (p: Position) => {
      asked.push({ boxes: [...p.boxes], pushers: [...p.pushers] });
      return false;
    });
    expect(back).toBeNull();
    expect(asked).toEqual([
      { boxes: [cell(l, 3, 2)], pushers: [cell(l, 4, 2)] },
      { boxes: [cell(l, 4, 2)], pushers: [cell(l, 3, 2)] },
      { boxes: [cell(l, 3, 2)], pushers: [cell(l, 1, 1)] },
    ]);
  });

  it('gives the moves up to the latest point known', async () => {
    const l = level(ROOM);
    const atStart = (p: Position): boolean => p.pushers[0] === cell(l, 1, 1);
    const afterFirstPush = (p: Position): boolean => p.boxes[0] === cell(l, 4, 2);
    expect(await wayBack(l, 'drRurrdLL', async (p) => afterFirstPush(p) || atStart(p))).toBe('drR');
    expect(await wayBack(l, 'drRurrdLL', async (p) => atStart(p))).toBe('');
    // Walked on from the last push, the point right after it is asked about too.
    expect(await wayBack(l, 'drRul', async (p) => afterFirstPush(p))).toBe('drR');
  });

  it('gives null for no moves and for moves that do not replay', async () => {
    const l = level(ROOM);
    const always = async (): Promise<boolean> => true;
    expect(await wayBack(l, '', always)).toBeNull();
    expect(await wayBack(l, 'r', always)).toBe('');
    // "u" from (2,1) walks into the wall.
    expect(await wayBack(l, 'ru', always)).toBeNull();
  });

  it("finds a solution the solver keeps, through the hints' own answer", async () => {
    const l = level(ROOM);
    expect(keepSolution(l, 'drRR')).toBe(true);
    const stopped = AbortSignal.abort();
    const known = async (p: Position): Promise<boolean> => (await hint(l, p, { signal: stopped })).kind === 'push';
    // With the box pushed on to (2,2) the hint knows nothing; one push back, the box stands where it started and the
    // pusher can reach every free cell: the start's position, on the kept line.
    expect(await wayBack(l, 'drRurrdLL', known)).toBe('drRurrdL');
    // A level read afresh keeps nothing.
    const fresh = level(ROOM);
    expect(await wayBack(fresh, 'drRurrdLL', async (p) => (await hint(fresh, p, { signal: stopped })).kind === 'push')).toBeNull();
  });
});
