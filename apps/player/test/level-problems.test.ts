import { describe, expect, it } from 'vitest';
import { parseCollection } from '@polyban/core';
import { fileProblems, groupProblems } from '../src/level-problems.js';
import { guessTiling, namesTiling } from '../src/tiling-guess.js';
import { TILINGS } from '../src/tilings.js';

describe('groupProblems', () => {
  it('makes one line of a problem repeated at many places, naming the first four and counting the rest', () => {
    const at = (line: number, column: number) => ({ severity: 'error' as const, code: 'misaligned-cell', message: `cell ${line}:${column} is off`, line, column, level: 'Level 1' });
    const lines = groupProblems([at(7, 8), at(7, 14), at(7, 20), at(8, 7), at(8, 11), at(9, 3)]);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.where).toBe('7:8');
    expect(lines[0]!.text).toBe('Level 1: cell 7:8 is off (also at 7:14, 7:20, 8:7, 8:11 and 1 more place)');
  });

  it('shows a problem the reader and the loader both report at the same place once', () => {
    const lines = groupProblems([
      { severity: 'error', code: 'invalid-board-character', message: '"X" is not a board character', line: 4, column: 4 },
      { severity: 'error', code: 'invalid-board-character', message: '"X" is not a board character in "T"', line: 4, column: 4, level: 'Level 1 "T"' },
    ]);
    expect(lines).toHaveLength(1);
  });

  it('keeps different problems and the same problem in different levels apart', () => {
    const lines = groupProblems([
      { severity: 'error', code: 'open-board', message: 'open', line: 3, column: 1, level: 'Level 1' },
      { severity: 'error', code: 'open-board', message: 'open', line: 9, column: 1, level: 'Level 2' },
      { severity: 'warning', code: 'unknown-key', message: 'key', line: 10, column: 1, level: 'Level 2' },
    ]);
    expect(lines.map((l) => l.where)).toEqual(['3:1', '9:1', '10:1']);
  });
});

describe('fileProblems', () => {
  it('counts the levels that cannot be played and names them', () => {
    const { collection, diagnostics } = parseCollection('Good\n\n#####\n#@$.#\n#####\n\nNo pusher\n\n#####\n# $.#\n#####\n');
    const { lines, unplayable } = fileProblems(collection, diagnostics, TILINGS);
    expect(unplayable).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.text).toContain('Level 2 "No pusher"');
    expect(lines[0]!.text).toContain('no pusher');
  });
});

describe('guessTiling', () => {
  it('reads hexagon boards as Hexoban and square boards as Sokoban', () => {
    // Hexoban, parity odd: as Sokoban the spaces between the wall hexagons are gaps out of the board.
    expect(guessTiling('T\n\n # # # #\n# @ $ . #\n # # # #\n', TILINGS)).toBe('Hexoban');
    expect(guessTiling('T\n\n#####\n#@$.#\n#####\n', TILINGS)).toBe('Sokoban');
  });

  it('sees a Game line', () => {
    expect(namesTiling('Game: Hexoban\n\nT\n')).toBe(true);
    expect(namesTiling('Title\n\n#####\n')).toBe(false);
  });
});
