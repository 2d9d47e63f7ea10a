/**
 * The time limit on large boards: a search looks at the clock often enough
 * that a limit holds however much floor each expansion floods.
 */
import { describe, expect, it } from 'vitest';
import { sokobanTopology } from '@polyban/sokoban';
import { solveSync } from '../src/index.js';
import { clockInterval } from '../src/time-limit.js';
import { levelOf } from './boards.js';

describe('clockInterval', () => {
  it('is 64 expansions up to 4,096 cells, halved each time the board doubles, never below 1', () => {
    expect(clockInterval(1)).toBe(64);
    expect(clockInterval(4096)).toBe(64);
    expect(clockInterval(4097)).toBe(32);
    expect(clockInterval(8192)).toBe(32);
    expect(clockInterval(8193)).toBe(16);
    // 4,096 * 2^6 = 262,144 cells: six halvings.
    expect(clockInterval(262_144)).toBe(1);
    expect(clockInterval(1_000_000)).toBe(1);
  });
});

/**
 * A `side` by `side` room with a corridor one cell wide along row 4, from
 * column 10 to column side - 20, a wall closing it at column side - 19, a box
 * at its start and a goal 25 cells before the room's east wall: the box must
 * be pushed along the whole corridor, a push at a time, in a room where
 * each new position floods most of the floor.
 */
function corridorRoom(side: number): string[] {
  const rows: string[][] = [];
  for (let y = 0; y < side; y++) rows.push(Array.from({ length: side }, (_, x) => (y === 0 || y === side - 1 || x === 0 || x === side - 1 ? '#' : ' ')));
  for (let x = 10; x <= side - 20; x++) rows[3]![x] = rows[5]![x] = '#';
  rows[4]![side - 19] = '#';
  rows[4]![12] = '$';
  rows[4]![side - 25] = '.';
  rows[10]![10] = '@';
  return rows.map((r) => r.join(''));
}

describe('a time limit on a large board', () => {
  it('stops the search near the limit, not seconds after it', () => {
    // 250,000 cells and a 463-push solution: past the limit, a push at a time along the tunnel or the box's route
    // each flooded the room, and the search went on for seconds. The margin allows for a slow machine.
    const level = levelOf(corridorRoom(500), sokobanTopology);
    const result = solveSync(level, { timeLimitMs: 500 });
    expect(result.status).toBe('timeout');
    expect(result.stats.ms).toBeLessThan(2_500);
  });
});
