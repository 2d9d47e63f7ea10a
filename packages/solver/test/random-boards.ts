/**
 * Random small boards for property tests, on any tiling: walls at random,
 * then goals, boxes and pushers on free cells. The board text respects each
 * tiling's cells (Hexoban's filler columns stay blank), and nothing needs a
 * surrounding wall: off the board there are no cells.
 */
import fc from 'fast-check';
import type { Level, Position, Topology } from '@polyban/core';

/** A board of walls only, `width` by `height` text positions, cells chosen by the tiling. */
export interface WallBoard {
  topology: Topology;
  rows: string[];
}

/** Walls with probability about 1/4 on the cells of a small board; the first cell is a wall so Hexoban reads parity 0. */
export function wallBoard(topology: Topology, width: number, height: number): fc.Arbitrary<WallBoard> {
  return fc.array(fc.boolean(), { minLength: width * height, maxLength: width * height }).chain((coin) =>
    fc.array(fc.boolean(), { minLength: width * height, maxLength: width * height }).map((coin2) => {
      const rows: string[] = [];
      for (let y = 0; y < height; y++) {
        let row = '';
        for (let x = 0; x < width; x++) {
          const i = y * width + x;
          const filler = topology.name === 'Hexoban' && (x + y) % 2 === 1;
          row += filler ? ' ' : i === 0 || (coin[i]! && coin2[i]!) ? '#' : ' ';
        }
        rows.push(row);
      }
      return { topology, rows };
    }),
  );
}

/** The floor cells of a board (cells of the tiling that are not walls), numbered as a level numbers them. */
export function floorCells(board: WallBoard): number[] {
  const { layout } = board.topology.layout(board.rows);
  const out: number[] = [];
  for (let c = 0; c < layout.width * layout.height; c++) {
    const ch = board.rows[Math.floor(c / layout.width)]![c % layout.width] ?? ' ';
    if (layout.isCell[c] === 1 && ch !== '#') out.push(c);
  }
  return out;
}

/** Picks `count` distinct cells of `cells` by the numbers in `picks` (taken modulo what is left). */
export function pick(cells: readonly number[], picks: readonly number[], count: number): number[] {
  const left = cells.slice();
  const out: number[] = [];
  for (let i = 0; i < count && left.length > 0; i++) out.push(left.splice(picks[i % picks.length]! % left.length, 1)[0]!);
  return out;
}

/** Writes `marks` (cell → character) into the rows. */
export function mark(board: WallBoard, marks: ReadonlyMap<number, string>): string[] {
  const width = Math.max(...board.rows.map((r) => r.length));
  return board.rows.map((row, y) => {
    const chars = row.padEnd(width).split('');
    for (const [c, ch] of marks) if (Math.floor(c / width) === y) chars[c % width] = ch;
    return chars.join('');
  });
}

/** The board of a position: walls and goals of `level`, boxes and pushers where `p` has them. */
export function rowsOf(level: Level, p: Position): string[] {
  const rows: string[] = [];
  for (let y = 0; y < level.height; y++) {
    let row = '';
    for (let x = 0; x < level.width; x++) {
      const c = y * level.width + x;
      const goal = level.goal[c] === 1;
      if (level.wall[c] === 1) row += '#';
      else if (p.boxAt[c] !== 0) row += goal ? '*' : '$';
      else if (p.pusherAt[c] !== 0) row += goal ? '+' : '@';
      else row += goal ? '.' : ' ';
    }
    rows.push(row);
  }
  return rows;
}
