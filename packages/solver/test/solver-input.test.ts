/**
 * What the solver says to a caller whose position is not one of the level's,
 * or whose options it cannot keep: a `RangeError` naming the value, before
 * any search; and what it still takes (positions of a game in progress,
 * limits of `Infinity`).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, copyPosition, startPosition, type Level, type Position } from '@polyban/core';
import { hexobanTopology } from '@polyban/hexoban';
import { sokobanTopology } from '@polyban/sokoban';
import { findDeadlock, hint, hintSync, solve, solveSync, type SolveOptions } from '../src/index.js';
import { at, levelOf } from './boards.js';

// Box (2,1), goal (3,1), pusher (1,1); the cells (x, y) of the first row are walls.
const level = levelOf(['#####', '#@$.#', '#   #', '#####'], sokobanTopology);

/** The start with box 0 moved to `cell`, its `boxAt` kept true (or not, with `keepBoxAt` false). */
function boxMovedTo(cell: number, keepBoxAt = true): Position {
  const p = startPosition(level);
  if (keepBoxAt) {
    p.boxAt[p.boxes[0]!] = 0;
    p.boxAt[cell] = 1;
  }
  p.boxes[0] = cell;
  return p;
}

/** Every entry point that takes a position; `findDeadlock` reads only the lists of cells, not `boxAt` or `pusherAt`. */
const entries: [string, (l: Level, p: Position) => unknown, boolean][] = [
  ['findDeadlock', (l, p) => findDeadlock(l, p), false],
  ['hintSync', (l, p) => hintSync(l, p), true],
  ['solveSync', (l, p) => solveSync(l, { position: p }), true],
];

describe('a position that is not one of the level', () => {
  // What is wrong, the position, the message, and whether only the entries that play the position see it.
  const wrong: [string, () => Position, RegExp, boolean][] = [
    ['a box on a wall', () => boxMovedTo(at(level, 2, 0)), /box 0 of the position is on cell \d+, not on the level's floor/, false],
    ['a box off the board', () => boxMovedTo(level.size + 3), /box 0 .*cell 23, not on the level's floor/, false],
    ['a box at a negative cell', () => boxMovedTo(-1), /box 0 .*cell -1, not/, false],
    ['a box that boxAt does not name', () => boxMovedTo(at(level, 2, 2), false), /box 0 .*which its boxAt does not name/, true],
    [
      'a pusher on a wall',
      () => {
        const p = startPosition(level);
        p.pushers[0] = at(level, 0, 1);
        return p;
      },
      /pusher 0 of the position is on cell 5, not on the level's floor/,
      false,
    ],
    [
      'a pusher on a box',
      () => {
        const p = startPosition(level);
        p.pusherAt.fill(0);
        p.pusherAt[at(level, 2, 1)] = 1;
        p.pushers[0] = at(level, 2, 1);
        return p;
      },
      // findDeadlock reads the cells alone: the pusher's cell is a box's.
      /pusher 0 .*cell 7, (which its pusherAt does not name or a box fills|where box 0 stands)/,
      false,
    ],
    [
      'a pusher that pusherAt does not name',
      () => {
        const p = startPosition(level);
        p.pushers[0] = at(level, 1, 2);
        return p;
      },
      /pusher 0 .*cell 11, which its pusherAt does not name/,
      true,
    ],
    ['an active pusher that is not one of them', () => ({ ...startPosition(level), active: 1 }), /active pusher 1 is not one of the position's 1/, false],
    ['an active pusher below 0', () => ({ ...startPosition(level), active: -1 }), /active pusher -1 /, false],
    ['an active pusher that is not a whole number', () => ({ ...startPosition(level), active: 0.5 }), /active pusher 0.5 /, false],
  ];
  for (const [entry, call, plays] of entries) {
    for (const [what, make, message, played] of wrong) {
      if (played && !plays) {
        it(`${entry}: takes ${what}, which it does not read`, () => {
          expect(() => call(level, make())).not.toThrow();
        });
        continue;
      }
      it(`${entry}: ${what}`, () => {
        expect(() => call(level, make())).toThrow(RangeError);
        expect(() => call(level, make())).toThrow(message);
      });
    }
  }

  it('refuses a box between two hexagons, where the text has a filler and the tiling no cell', () => {
    // Hexoban's row 2 holds cells at even columns only: column 5 lies between the box (4,2) and the pusher (6,2), on no
    // wall and on no cell.
    const hex = levelOf(['# # # # # # #', ' # # # # # #', '# . $ @ $ . #', ' # # # # # #'], hexobanTopology);
    const p = startPosition(hex);
    const between = at(hex, 5, 2);
    expect([hex.wall[between], hex.isCell[between]]).toEqual([0, 0]);
    p.boxAt[p.boxes[0]!] = 0;
    p.boxAt[between] = 1;
    p.boxes[0] = between;
    expect(() => findDeadlock(hex, p)).toThrow(/box 0 of the position is on cell \d+, not on the level's floor/);
  });

  it('findDeadlock: two boxes on one cell', () => {
    // Boxes (2,2) and (3,2) under the goals (2,1) and (3,1), the pusher on (1,2); box 1 moved onto box 0's cell.
    const two = levelOf(['#####', '#@..#', '# $$#', '#   #', '#####'], sokobanTopology);
    const p = startPosition(two);
    expect(findDeadlock(two, p)).toBeNull();
    p.boxes[1] = at(two, 2, 2);
    expect(() => findDeadlock(two, p)).toThrow(RangeError);
    expect(() => findDeadlock(two, p)).toThrow(`boxes 0 and 1 of the position are both on cell ${at(two, 2, 2)}`);
  });

  it('the asynchronous entries reject in the same words', async () => {
    await expect(hint(level, boxMovedTo(at(level, 2, 0)))).rejects.toThrow(/box 0 .*cell/);
    await expect(solve(level, { position: boxMovedTo(at(level, 2, 0)) })).rejects.toThrow(/box 0 .*cell/);
  });
});

describe('a position of a game in progress', () => {
  it('is taken by every entry: a step down taken, the pusher goes back up and pushes the box onto its goal', () => {
    // The pusher steps down from (1,1) to (1,2). The box on (2,1) has a wall above it, so it can never be pushed down;
    // the one push that solves is from (1,1) to the right, onto (3,1): back up, then "R".
    const p = copyPosition(startPosition(level));
    expect(applyAction(level, p, { kind: 'step', direction: level.letterIndex['d'.charCodeAt(0)]!, pull: false }, { reverse: false, pulled: false })).toBeGreaterThanOrEqual(0);
    expect(findDeadlock(level, p)).toBeNull();
    const r = solveSync(level, { position: p });
    expect([r.status, r.solution]).toEqual(['solved', 'uR']);
    expect(hintSync(level, p)).toEqual({ kind: 'push', box: at(level, 2, 1), to: at(level, 3, 1), moves: 'uR' });
  });
});

describe('options that cannot be kept', () => {
  const bad: [string, SolveOptions, RegExp][] = [
    ['an unknown optimize', { optimize: 'moves' as never }, /optimize is 'none' or 'pushes', not moves/],
    ['a time limit of NaN', { timeLimitMs: Number.NaN }, /timeLimitMs must be a number above 0.*not NaN/],
    ['a time limit of 0', { timeLimitMs: 0 }, /timeLimitMs must be a number above 0.*not 0/],
    ['a negative time limit', { timeLimitMs: -1 }, /timeLimitMs .*not -1/],
    ['a time limit given as text', { timeLimitMs: '10000' as never }, /timeLimitMs must be a number above 0.*not "10000"/],
    ['a memory limit of NaN', { memoryLimitMb: Number.NaN }, /memoryLimitMb must be a number above 0.*not NaN/],
    ['a memory limit of 0', { memoryLimitMb: 0 }, /memoryLimitMb .*not 0/],
    // On this level the search ends before its first report: the callback is checked before it is needed.
    ['an onProgress that is no function', { onProgress: 5 as never }, /onProgress must be a function/],
    ['a signal that is no AbortSignal', { signal: {} as never }, /signal must be an AbortSignal/],
    ['a signal whose aborted is not true or false', { signal: { aborted: 'no' } as never }, /signal must be an AbortSignal/],
  ];
  for (const [what, options, message] of bad) {
    it(`solve and hint refuse ${what}`, async () => {
      expect(() => solveSync(level, options)).toThrow(RangeError);
      expect(() => solveSync(level, options)).toThrow(message);
      expect(() => hintSync(level, startPosition(level), options)).toThrow(message);
      await expect(solve(level, options)).rejects.toThrow(message);
    });
  }

  it('takes limits of Infinity, both optimize values, a signal and a callback, and null for none', () => {
    const signal = new AbortController().signal;
    const none = null as never;
    for (const options of [{ timeLimitMs: Infinity }, { memoryLimitMb: Infinity }, { optimize: 'none' as const }, { optimize: 'pushes' as const }, { signal, onProgress: () => {} }, { signal: none, onProgress: none }]) {
      expect(solveSync(level, options).solution).toBe('R');
    }
  });
});
