/**
 * Two corners of the click-to-move searches, on boards drawn by hand: a push
 * path whose pusher must walk round the box, after a push, through the
 * board's first cell; and the letter a walk spells where two letters reach
 * the same cell equally near the previous step's heading.
 */
import { describe, expect, it } from 'vitest';
import { buildLevel, pushPath, replay, startPosition, walkTo, type Level, type Topology } from '../src/index.js';
import { gridTopology } from './fixtures/grid-topology.js';
import { twinLetters } from './fixtures/twin-letters.js';

function level(rows: string[], topology: Topology = gridTopology): Level {
  const { level, problems } = buildLevel(rows, topology);
  expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  return level!;
}

const cell = (l: Level, x: number, y: number): number => y * l.width + x;

describe('pushPath walking round the box', () => {
  it('goes round through cell 0 when that is the only way to the side it must push from', () => {
    // The box (1,2) can reach the goal (2,1) only by going up to (1,1), then right, pushed from (0,1). With the
    // box on (1,1), (0,1) is walled below and joins the rest of the floor through (0,0) alone, the board's first
    // cell: from (1,2), right, up twice, left twice, down. Two pushes; no path with one exists.
    const rows = ['    ', '  . ', '#$  ', '#@##'];
    const l = level(rows);
    const path = pushPath(l, startPosition(l), cell(l, 1, 2), cell(l, 2, 1));
    expect(path).toBe('UruulldR');
    expect(replay(l, path!)).toMatchObject({ legal: true, solved: true, pushes: 2 });
  });
});

describe('the letter of a step that several letters make', () => {
  // The walks below stay left of the box.
  const row = ['@   $.'];

  it('after a step up (90), goes right by the earlier of two letters 30 degrees off it', () => {
    // r is 90 degrees off, n (60) and e (120) 30 each: the tie goes to n, listed before e. Then n again: 0 off.
    const l = level(row, twinLetters);
    expect(walkTo(l, startPosition(l), cell(l, 2, 0), 'u')).toBe('nn');
  });

  it('keeps the nearest heading when there is no tie', () => {
    // After r (0): r itself, 0 off. After d (270): r 90 off, n 150, e 150: r.
    const l = level(row, twinLetters);
    expect(walkTo(l, startPosition(l), cell(l, 3, 0), 'r')).toBe('rrr');
    expect(walkTo(l, startPosition(l), cell(l, 1, 0), 'd')).toBe('r');
    // After w (300), going right: r 60 off, n 120 (300 - 60 = 240, that is 120 the short way), e 180: r.
    expect(walkTo(l, startPosition(l), cell(l, 1, 0), 'w')).toBe('r');
  });

  it('with no step before, takes the first letter the tiling lists', () => {
    const l = level(row, twinLetters);
    expect(walkTo(l, startPosition(l), cell(l, 2, 0))).toBe('rr');
  });
});
