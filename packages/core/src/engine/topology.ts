/**
 * What a tiling tells the engine. The engine is written once against this
 * interface; a tiling (square, hexagonal, triangular, octagonal, or a new one)
 * is data: its letters, where cells sit in the text, who neighbours whom, and
 * the shapes a renderer draws.
 *
 * Coordinates are text coordinates: `x` is the column of a character in its
 * row (after TAB expansion), `y` the row index inside the board, both 0-based.
 */
import type { DirectionLetter } from '../text/moves.js';

/** How a board's text maps to cells, as decided by a topology for one board. */
export interface CellLayout {
  /** Columns of the text grid (the longest row). */
  width: number;
  /** Rows of the text grid. */
  height: number;
  /** `isCell[y * width + x]` is 1 where the text position is a cell, 0 for a filler position (Hexoban). */
  isCell: Uint8Array;
  /**
   * A per-board number the topology uses in `step` and geometry: Hexoban's
   * column parity, for instance. Topologies that need none use 0.
   */
  parity: number;
}

/** A problem with a board's text found by a topology, at 0-based row and column of the board. */
export interface LayoutProblem {
  /** `misaligned-cell`: a character where the tiling has no cell (a Hexoban filler position); `invalid-board-character`: a character that is not a board character. */
  code: 'misaligned-cell' | 'invalid-board-character';
  /** A sentence a person can act on. */
  message: string;
  /** The 0-based board row. */
  row: number;
  /** The 0-based column: the character's index in its row. */
  column: number;
}

/** A point in a tiling's unit space (the y axis points down). */
export type Point = readonly [number, number];

/** One tiling. Implementations live in their own packages (`@polyban/hexoban`, ...). */
export interface Topology {
  /** The SOK `Game:` value: `Sokoban`, `Hexoban`, `Trioban`, `Octoban`. */
  readonly name: string;
  /** The lower-case direction letters, in a fixed order: a direction's index is its number in the engine's tables. */
  readonly directions: readonly DirectionLetter[];
  /** The opposite of each letter (for undo and for pulls in reverse mode). */
  readonly opposite: Readonly<Partial<Record<DirectionLetter, DirectionLetter>>>;
  /**
   * The nominal heading of each letter in degrees (0 = east, 90 = north).
   * Where two letters reach the same neighbour (Trioban), a writer picks the
   * one whose heading is nearest the previous step's.
   */
  readonly headings: Readonly<Partial<Record<DirectionLetter, number>>>;
  /** Decides which text positions of `rows` are cells, and reports characters where no cell can be. */
  layout(rows: readonly string[]): {
    /** Which text positions of `rows` are cells. */
    layout: CellLayout;
    /** Characters standing where no cell can be, in reading order; empty for tilings where every position is a cell. */
    problems: LayoutProblem[];
  };
  /**
   * The text position one step from `(x, y)` by `letter`, or `undefined` when
   * the tiling has no such step from that cell (an Octoban diagonal from a
   * square). The result may fall outside the board; the engine checks bounds.
   */
  step(x: number, y: number, letter: DirectionLetter, layout: CellLayout): Point | undefined;
  /** The outline of the cell at `(x, y)`: its vertices in order, in unit space. */
  polygon(x: number, y: number, layout: CellLayout): Point[];
  /** The centre of the cell at `(x, y)` in unit space. */
  center(x: number, y: number, layout: CellLayout): Point;
}

/**
 * A layout where every text position is a cell, for tilings without filler
 * columns (square, triangular, octagonal).
 */
export function fullLayout(rows: readonly string[]): CellLayout {
  let width = 0;
  for (const r of rows) width = Math.max(width, r.length);
  return { width, height: rows.length, isCell: new Uint8Array(width * rows.length).fill(1), parity: 0 };
}
