/**
 * What a hint, and the other calls that take a position, say to a caller
 * that leaves out what the types require: plain JavaScript can call them so.
 */
import { describe, expect, it } from 'vitest';
import { parseMoves, startPosition, type Position } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { findDeadlock, hint, hintSync, keepSolution, solveSync } from '../src/index.js';
import { levelOf } from './boards.js';

describe('hint without a position', () => {
  const level = levelOf(['#######', '#.$ $.#', '#     #', '#   @ #', '#######'], sokobanTopology);
  const noPosition = undefined as unknown as Position;

  it('says the position is missing and how to get the start, synchronously', () => {
    expect(() => hintSync(level, noPosition)).toThrow(TypeError);
    expect(() => hintSync(level, noPosition)).toThrow(/needs the position.*startPosition\(level\)/);
  });

  it('rejects with the same message', async () => {
    await expect(hint(level, noPosition)).rejects.toThrow(/needs the position.*startPosition\(level\)/);
  });

  it('still answers with the position given', () => {
    expect(hintSync(level, startPosition(level)).kind).toBe('push');
  });
});

describe('hint with what it cannot take', () => {
  const level = levelOf(['#######', '#.$ $.#', '#     #', '#   @ #', '#######'], sokobanTopology);

  it("throws a RangeError for a position that is not the level's or an option it cannot keep, before any answer", () => {
    // The pusher on the wall at (0, 3): no position of this level.
    const onWall = startPosition(level);
    onWall.pusherAt.fill(0);
    onWall.pushers[0] = 3 * level.width;
    onWall.pusherAt[3 * level.width] = 1;
    expect(() => hintSync(level, onWall)).toThrow(RangeError);
    expect(() => hintSync(level, startPosition(level), { timeLimitMs: -1 })).toThrow(RangeError);
  });
});

describe('keepSolution with what it cannot take', () => {
  it("throws a TypeError for a saved game's parsed moves passed whole, and names the text to pass", () => {
    const level = levelOf(['#######', '#.$ $.#', '#     #', '#   @ #', '#######'], sokobanTopology);
    const { moves } = parseMoves('luuRlL');
    expect(() => keepSolution(level, moves as unknown as string)).toThrow(TypeError);
    expect(() => keepSolution(level, moves as unknown as string)).toThrow(/moves\.text/);
    expect(keepSolution(level, moves.text)).toBe(true);
  });
});

describe('a position missing, or missing one of its lists', () => {
  // One box two cells from its goal, the pusher behind it: "rRR" by hand.
  const level = levelOf(['#######', '#@ $ .#', '#######'], sokobanTopology);

  it('names the missing position for findDeadlock and solve too, as a TypeError', () => {
    const none = null as unknown as Position;
    expect(() => findDeadlock(level, none)).toThrow(TypeError);
    expect(() => findDeadlock(level, none)).toThrow(/needs the position.*startPosition\(level\)/);
    expect(() => solveSync(level, { position: undefined })).not.toThrow();
  });

  it.each(['boxes', 'pushers', 'boxAt', 'pusherAt'] as const)('names %s when the position lacks it, in every call', (list) => {
    const partial = { ...startPosition(level), [list]: undefined } as unknown as Position;
    const named = new RegExp(`needs the position, with its ${list};.*startPosition\\(level\\)`);
    expect(() => findDeadlock(level, partial)).toThrow(TypeError);
    expect(() => findDeadlock(level, partial)).toThrow(named);
    expect(() => hintSync(level, partial)).toThrow(named);
    expect(() => solveSync(level, { position: partial })).toThrow(named);
  });

  it('takes a position of plain arrays, as JavaScript may build it', () => {
    const start = startPosition(level);
    const plain = { boxAt: [...start.boxAt], pusherAt: [...start.pusherAt], boxes: [...start.boxes], pushers: [...start.pushers], active: 0 } as unknown as Position;
    expect(findDeadlock(level, plain)).toBeNull();
    expect(solveSync(level, { position: plain }).solution).toBe('rRR');
    expect(hintSync(level, plain)).toMatchObject({ kind: 'push', moves: 'rR' });
  });
});
