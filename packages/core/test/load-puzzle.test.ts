import { describe, expect, it } from 'vitest';
import { fullLayout, loadPuzzle, parseCollection, topologyFor, type LayoutProblem, type Topology } from '../src/index.js';
import { gridTopology } from './fixtures/grid-topology.js';

/**
 * A stand-in for Hexoban's layout: cells only where x + y is odd, and every
 * wall, box, goal or pusher elsewhere reported, as the real tiling does. A
 * square board read this way reports most of its characters.
 */
const checkerTopology: Topology = {
  ...gridTopology,
  name: 'Hexoban',
  layout: (rows) => {
    const problems: LayoutProblem[] = [];
    rows.forEach((row, y) => [...row].forEach((ch, x) => {
      if ((x + y) % 2 === 0 && ch !== ' ') problems.push({ code: 'misaligned-cell', message: `"${ch}" off the cells`, row: y, column: x });
    }));
    return { layout: fullLayout(rows), problems };
  },
};

// Three Sokoban puzzles (no Game: key); the third board starts on line 13.
const FILE = 'One\n\n#####\n#@$.#\n#####\n\nTwo\n\n#####\n#@$.#\n#####\n\n#####\n#@$.#\n#####\n';

describe('the counts of a loaded board', () => {
  it('are given with the level, and for a board that makes none', () => {
    // A pusher, a box and a goal; then a board with two boxes and two goals but no pusher.
    const [one, none] = parseCollection('Game: Gridban\n\n#####\n#@$.#\n#####\n\n######\n#$$..#\n######\n').collection.puzzles;
    const loaded = loadPuzzle(one!, gridTopology);
    expect(loaded.level).not.toBeNull();
    expect(loaded.counts).toEqual({ pushers: 1, boxes: 1, goals: 1 });
    const unplayable = loadPuzzle(none!, gridTopology);
    expect(unplayable.level).toBeNull();
    expect(unplayable.counts).toEqual({ pushers: 0, boxes: 2, goals: 2 });
  });
});

describe('loadPuzzle with the wrong tiling', () => {
  const puzzles = parseCollection(FILE).collection.puzzles;

  it('gives one tiling-mismatch error naming the puzzle and both tilings, and no level', () => {
    expect(puzzles.map((p) => p.game)).toEqual(['Sokoban', 'Sokoban', 'Sokoban']);
    // Without the check, the checker layout reports 8 of its 15 characters: x = 0, 2, 4 of rows 0 and 2, and "@" and "." of row 1.
    expect(checkerTopology.layout(puzzles[2]!.board.rows).problems).toHaveLength(8);
    expect(loadPuzzle(puzzles[2]!, checkerTopology, { index: 3 })).toEqual({
      level: null,
      diagnostics: [{ severity: 'error', code: 'tiling-mismatch', message: 'Puzzle 3 is a Sokoban puzzle, loaded with the Hexoban topology', line: 13, column: 1 }],
      // Its columns read by another tiling would count the wrong characters.
      counts: null,
    });
  });

  it('names the puzzle by title without an index, and says "an" before a vowel', () => {
    expect(loadPuzzle(puzzles[1]!, checkerTopology).diagnostics[0]!.message).toBe('Puzzle "Two" is a Sokoban puzzle, loaded with the Hexoban topology');
    const octoban = parseCollection('Game: Octoban\n\n#####\n#@$.#\n#####\n').collection.puzzles[0]!;
    expect(octoban.title).toBeNull();
    expect(loadPuzzle(octoban, checkerTopology).diagnostics[0]!.message).toBe('The puzzle is an Octoban puzzle, loaded with the Hexoban topology');
  });

  it('places the problems of a board built in code at its rows and columns, counted from 1, as if they were lines', () => {
    // No file: "X" is the fourth character of the second row, and the box without a goal is the board's, placed at its start.
    const built = { title: null, board: { rows: ['#####', '#@$X#', '#####'] }, notes: [], game: 'Gridban', savedGames: [], comments: [] };
    expect(loadPuzzle(built, gridTopology).diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ['invalid-board-character', 2, 4],
      ['invalid-puzzle', 1, 1],
    ]);
  });

  it('places the problems of a run-length encoded board at the characters they were expanded from, and a plain row beside RLE rows as written', () => {
    // The header is line 1. "x" is column 7 of line 2 (7#|#@$ are columns 1-6); a plain row beside RLE rows keeps
    // its columns ("x" at 4 of line 3); the "y" comes after 7#|#@$.-#|#-2(#-), columns 1-17 of line 2; and a cell after a TAB,
    // which widens its row to the next multiple of 8, is the character after the TAB as written (column 14).
    const places = (board: string): string[] => {
      const { collection } = parseCollection(`Game: Gridban\n${board}`);
      return loadPuzzle(collection.puzzles[0]!, gridTopology).diagnostics.filter((d) => d.code === 'invalid-board-character').map((d) => `${d.line}:${d.column}`);
    };
    expect(places('7#|#@$x.-#|7#\n')).toEqual(['2:7']);
    expect(places('7#\n#@$x.-#\n7#\n')).toEqual(['3:4']);
    expect(places('7#|#@$.-#|#-2(#-)y#|7#\n')).toEqual(['2:18']);
    expect(places('7#|#@$.--#|#\tz#\n7#\n')).toEqual(['2:14']);
  });

  it('places the error of a puzzle built in code on line 1', () => {
    const built = { ...puzzles[0]!, title: null };
    expect(loadPuzzle(built, checkerTopology).diagnostics).toEqual([
      { severity: 'error', code: 'tiling-mismatch', message: 'The puzzle is a Sokoban puzzle, loaded with the Hexoban topology', line: 1, column: 1 },
    ]);
  });

  it('compares tiling names without case', () => {
    const puzzle = parseCollection('Game: gridBAN\n\n#####\n#@$.#\n#####\n').collection.puzzles[0]!;
    const { level, diagnostics } = loadPuzzle(puzzle, gridTopology);
    expect(diagnostics).toEqual([]);
    expect(level).not.toBeNull();
  });
});

describe('topologyFor', () => {
  it('picks the topology named by the puzzle\'s game, without case, or none', () => {
    const [sokoban, hexoban, pentaban] = ['Sokoban', 'hexoban', 'Pentaban'].map((game) => parseCollection('#####\n#@$.#\n#####\n', { game }).collection.puzzles[0]!);
    const squares: Topology = { ...gridTopology, name: 'Sokoban' };
    expect(topologyFor(sokoban!, [checkerTopology, squares])).toBe(squares);
    expect(topologyFor(hexoban!, [checkerTopology, squares])).toBe(checkerTopology);
    expect(topologyFor(pentaban!, [checkerTopology, squares])).toBeUndefined();
  });
});
