/**
 * A board with more problems than a reader reports: `loadPuzzle` places the
 * first {@link MAX_DIAGNOSTICS} where the file wrote them and counts the
 * rest in one warning after them, so a shifted board the size of a file
 * cannot flood a program with messages.
 */
import { describe, expect, it } from 'vitest';
import { fullLayout, loadPuzzle, MAX_DIAGNOSTICS, parseCollection, type LayoutProblem, type Topology } from '../src/index.js';
import { gridTopology } from './fixtures/grid-topology.js';

/** Squares, with every `#` in an even text column reported as off the cells. */
const evenWalls: Topology = {
  ...gridTopology,
  layout: (rows) => {
    const problems: LayoutProblem[] = [];
    rows.forEach((row, y) => [...row].forEach((ch, x) => {
      if (x % 2 === 0 && ch === '#') problems.push({ code: 'misaligned-cell', message: 'wall off the cells', row: y, column: x });
    }));
    return { layout: fullLayout(rows), problems };
  },
};

/** The one puzzle of a file whose board starts on line 3: a top wall `width` long over a room of one box. */
function board(width: number) {
  const text = `Game: Gridban\n\n${'#'.repeat(width)}\n#@$.#\n#####\n`;
  return parseCollection(text).collection.puzzles[0]!;
}

describe('the cap on a board\'s problems', () => {
  it('places the first 1,000 and counts the rest in a warning at the last one placed', () => {
    // The top row's 2,401 walls have 1,201 in even columns (0 to 2,400); the room's row 2 (#@$.#, columns 0, 2,
    // 4: # $ #), and the bottom row 3 (#####): 1,206 in all, 206 past the cap.
    const { diagnostics, level } = loadPuzzle(board(2401), evenWalls);
    expect(level).not.toBeNull();
    expect(MAX_DIAGNOSTICS).toBe(1000);
    expect(diagnostics).toHaveLength(1001);
    expect(diagnostics.slice(0, 1000).every((d) => d.code === 'misaligned-cell')).toBe(true);
    // The 1,000th placed: line 3, column 999 * 2 = 1,998 from 0, so 1,999.
    expect(diagnostics[999]).toMatchObject({ line: 3, column: 1999 });
    expect(diagnostics[1000]).toEqual({
      severity: 'warning',
      code: 'too-many-diagnostics',
      message: '206 more problems on this board are not reported',
      line: 3,
      column: 1999,
    });
  });

  it('adds no warning when the problems are exactly as many as the cap, and counts a single one past it', () => {
    // A top row of 1,989 walls: 995 in even columns (0 to 1,988), and 2 + 3 below: 1,000 exactly.
    const exact = loadPuzzle(board(1989), evenWalls).diagnostics;
    expect(exact).toHaveLength(1000);
    expect(exact.some((d) => d.code === 'too-many-diagnostics')).toBe(false);
    // Of 1,991 walls: 996 + 5 = 1,001, one past the cap. The 1,000th placed is the bottom row's second (996 + 2 + 2):
    // line 5, column 2 from 0, so 3.
    const past = loadPuzzle(board(1991), evenWalls).diagnostics;
    expect(past).toHaveLength(1001);
    expect(past[1000]).toMatchObject({ code: 'too-many-diagnostics', message: '1 more problem on this board is not reported', line: 5, column: 3 });
  });
});
