/**
 * What every call says to plain JavaScript that passes no level (the `null`
 * that `buildLevel` gives for a board it cannot build) or options that are
 * not an object: a `TypeError` that says what to pass, before any work.
 * Only calls that throw at once are made here, so that these tests cover
 * the checks alone.
 */
import { describe, expect, it } from 'vitest';
import { buildLevel, startPosition, type Level } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { analyzeLevel, findDeadlock, hint, hintSync, keepSolution, solve, solveReverseSync, solveSync, solvesReverse, type SolveOptions } from '../src/index.js';
import { levelOf } from './boards.js';

describe('a level missing, as buildLevel gives for a board it cannot build', () => {
  // No pusher: a board that cannot be played, so there is no level to give.
  const { level: none, problems } = buildLevel(['#####', '# $.#', '#####'], sokobanTopology);
  const good = levelOf(['#######', '#@ $ .#', '#######'], sokobanTopology);
  const start = startPosition(good);
  const calls: [string, (l: Level) => unknown][] = [
    ['analyzeLevel', (l) => analyzeLevel(l)],
    ['findDeadlock', (l) => findDeadlock(l, start)],
    ['hintSync', (l) => hintSync(l, start)],
    ['solveSync', (l) => solveSync(l)],
    ['keepSolution', (l) => keepSolution(l, 'rRR')],
    ['solvesReverse', (l) => solvesReverse(l)],
    ['solveReverseSync', (l) => solveReverseSync(l, { position: start, pulled: false })],
  ];

  it('is what buildLevel gives here', () => {
    expect(none).toBeNull();
    expect(problems.map((p) => p.message).join()).toMatch(/no pusher/);
  });

  it.each(calls)('%s names the missing level and where it comes from, as a TypeError', (_, call) => {
    expect(() => call(none as unknown as Level)).toThrow(TypeError);
    expect(() => call(none as unknown as Level)).toThrow(/needs a level, not null; buildLevel gives null, with its problems/);
    expect(() => call(undefined as unknown as Level)).toThrow(/needs a level, not undefined/);
  });

  it('is refused before the position is looked at', () => {
    expect(() => findDeadlock(none as unknown as Level, null as never)).toThrow(/needs a level/);
  });

  it('solve and hint reject in the same words', async () => {
    await expect(solve(none as unknown as Level)).rejects.toThrow(/needs a level, not null/);
    await expect(hint(none as unknown as Level, start)).rejects.toThrow(/needs a level, not null/);
  });
});

describe('options that are not an object', () => {
  const level = levelOf(['#######', '#@ $ .#', '#######'], sokobanTopology);

  it.each([null, 5, 'pushes'])('solve and hint refuse %s as a TypeError that says what options are', async (options) => {
    const given = options as unknown as SolveOptions;
    expect(() => solveSync(level, given)).toThrow(TypeError);
    expect(() => solveSync(level, given)).toThrow(`@polyban/solver: options are an object, or left out; not ${String(options)}`);
    expect(() => hintSync(level, startPosition(level), given)).toThrow(/options are an object/);
    await expect(solve(level, given)).rejects.toThrow(/options are an object/);
  });
});
