import { describe, expect, it } from 'vitest';
import { parseCollection } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { hexobanTopology } from '@polyban/hexoban';
import { fileProblems, groupProblems, loadLevel, playable } from '../src/level-problems.js';
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

describe('levels with an error are not played', () => {
  // Each board below is built by the loader (it has a pusher), but an error says it is not the level written.
  const loaded = (text: string, fileName = 'x.sok') => {
    const { collection, diagnostics } = parseCollection(text, { fileName });
    return { collection, diagnostics, puzzle: collection.puzzles[0]! };
  };

  it('a box written between two hexagons: the board has no box left, yet it is no level to win', () => {
    // Odd parity (the first wall at column 1 of row 0): on row 1 the cells are at even columns, and "$" stands at 3.
    const { collection, diagnostics, puzzle } = loaded(' # # #\n# @$. #\n # # #\n', 'one.hsb');
    const result = loadLevel(puzzle, hexobanTopology);
    expect(result.level).not.toBeNull();
    expect(result.level!.boxes).toHaveLength(0);
    expect(result.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['misaligned-cell', 2, 4]]);
    expect(playable(result)).toBeNull();
    expect(fileProblems(collection, diagnostics, TILINGS).unplayable).toBe(1);
  });

  it('a board with no box, and one with more goals than boxes', () => {
    for (const text of ['#####\n#@ .#\n#####\n', '######\n#@$..#\n######\n']) {
      const { collection, diagnostics, puzzle } = loaded(text);
      const result = loadLevel(puzzle, sokobanTopology);
      expect(result.level).not.toBeNull();
      expect(playable(result)).toBeNull();
      expect(fileProblems(collection, diagnostics, TILINGS).unplayable).toBe(1);
    }
  });

  it('a level with warnings alone is played', () => {
    // An unknown note key is a warning at most; the board is whole.
    const { puzzle } = loaded('T\n\n#####\n#@$.#\n#####\n');
    const result = loadLevel(puzzle, sokobanTopology);
    expect(playable({ ...result, diagnostics: [{ severity: 'warning', code: 'w', message: 'm', line: 1, column: 1 }] })).toBe(result.level);
    expect(playable(result)).toBe(result.level);
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

describe('groupProblems, one place and a handful', () => {
  const at = (line: number) => ({ severity: 'warning' as const, code: 'c', message: 'm', line, column: 2 });

  it('shows a problem met once as it is, with no list of other places', () => {
    expect(groupProblems([{ ...at(3), level: 'Level 4' }])).toEqual([{ severity: 'warning', where: '3:2', text: 'Level 4: m' }]);
    expect(groupProblems([at(3)])).toEqual([{ severity: 'warning', where: '3:2', text: 'm' }]);
  });

  it('names four more places without counting any, and counts more than one left over in the plural', () => {
    expect(groupProblems([1, 2, 3, 4, 5].map(at))[0]!.text).toBe('m (also at 2:2, 3:2, 4:2, 5:2)');
    expect(groupProblems([1, 2, 3, 4, 5, 6, 7].map(at))[0]!.text).toBe('m (also at 2:2, 3:2, 4:2, 5:2 and 2 more places)');
  });

  it('gives no place for a problem the file gives no line for', () => {
    expect(groupProblems([at(0)])[0]!.where).toBe('');
  });
});

describe('fileProblems, level by level', () => {
  it('names a level by its number alone when it has no title, and counts only the levels that cannot be played', () => {
    const { collection, diagnostics } = parseCollection('#####\n#@$.#\n#####\n\n#####\n# $.#\n#####\n\n#####\n#@$.#\n#####\n');
    expect(collection.puzzles.map((p) => p.title)).toEqual([null, null, null]);
    const { lines, unplayable } = fileProblems(collection, diagnostics, TILINGS);
    expect(unplayable).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.text.startsWith('Level 2: ')).toBe(true);
  });

  it('lists the reader\'s own problems first, then the levels\'', () => {
    const reader = [{ severity: 'warning' as const, code: 'reader', message: 'from the reader', line: 1, column: 1 }];
    const { collection } = parseCollection('T\n\n#####\n# $.#\n#####\n');
    const { lines } = fileProblems(collection, reader, TILINGS);
    expect(lines).toHaveLength(2);
    expect(lines[0]!.text).toBe('from the reader');
    expect(lines[1]!.text.startsWith('Level 1 "T": ')).toBe(true);
  });

  it('names the tilings it knows for a level of another, at its board\'s first character, and cannot play it', () => {
    // Line 1 names the tiling, line 3 is the title, and the board starts at line 5, column 1.
    const { collection, diagnostics } = parseCollection('Game: Pentoban\n\nT\n\n#####\n#@$.#\n#####\n');
    expect(collection.puzzles[0]!.game).toBe('Pentoban');
    const { lines, unplayable } = fileProblems(collection, diagnostics, TILINGS);
    expect(unplayable).toBe(1);
    expect(lines).toContainEqual({
      severity: 'error',
      where: '5:1',
      text: 'Level 1 "T": "Pentoban" is not a tiling this player knows (it plays Sokoban, Hexoban, Trioban, Octoban)',
    });
  });

  it('places a later level\'s unknown tiling at its own board, "constructor" too', () => {
    // Level 2's title is on line 7 and its board starts on line 9; its notes name the tiling under the board.
    const { collection, diagnostics } = parseCollection('One\n\n#####\n#@$.#\n#####\n\nTwo\n\n#####\n#@$.#\n#####\nGame: constructor\n');
    expect(collection.puzzles.map((p) => p.game)).toEqual(['Sokoban', 'constructor']);
    const { lines, unplayable } = fileProblems(collection, diagnostics, TILINGS);
    expect(unplayable).toBe(1);
    expect(lines.map((l) => [l.where, l.text.slice(0, 28)])).toEqual([['9:1', 'Level 2 "Two": "constructor"']]);
  });

  it('looks at the first 2,000 levels of a file only', () => {
    const good = '#####\n#@$.#\n#####\n\n';
    const { collection, diagnostics } = parseCollection(`${good.repeat(2000)}#####\n# $.#\n#####\n`);
    expect(collection.puzzles).toHaveLength(2001);
    expect(fileProblems(collection, diagnostics, TILINGS)).toEqual({ lines: [], unplayable: 0 });
  });
});

describe('loadLevel', () => {
  it('builds a puzzle once per tiling, and again for another tiling', () => {
    const puzzle = parseCollection('T\n\n#####\n#@$.#\n#####\n').collection.puzzles[0]!;
    const first = loadLevel(puzzle, sokobanTopology);
    expect(first.level).not.toBeNull();
    expect(loadLevel(puzzle, sokobanTopology)).toBe(first);
    const other = loadLevel(puzzle, hexobanTopology);
    expect(other).not.toBe(first);
    expect(other.level?.topology ?? null).not.toBe(first.level!.topology);
  });
});

describe('guessTiling, more', () => {
  const hex = ' # # # #\n# @ $ . #\n # # # #\n';
  const square = '#####\n#@$.#\n#####\n';

  it('goes by the first 20 boards of a long paste', () => {
    const text = Array.from({ length: 20 }, () => `T\n\n${square}`).join('\n') + '\n' + Array.from({ length: 30 }, () => `T\n\n${hex}`).join('\n');
    expect(guessTiling(text, TILINGS)).toBe('Sokoban');
  });

  it('takes a Game line only at the start of a line, and only the word Game', () => {
    expect(namesTiling('  Game : Hexoban\n')).toBe(true);
    expect(namesTiling('Title\ngame=Octoban\n')).toBe(true);
    expect(namesTiling('Endgame: the last level\n')).toBe(false);
    expect(namesTiling('The Game: a level\n')).toBe(false);
    expect(namesTiling('Games: 12\n')).toBe(false);
    expect(namesTiling('Game\t\t= Trioban')).toBe(true);
  });
});
