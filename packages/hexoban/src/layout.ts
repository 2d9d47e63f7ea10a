/**
 * Hexoban text: each hex takes every other column, alternate rows shifted by
 * one, so cells sit where `(x + y) % 2` equals one parity per board. Real
 * collections use both parities, so it is read from the board itself.
 */
import { isSecondHalf, showCharacter, type CellLayout, type LayoutProblem } from '@polyban/core';

/** Characters allowed on filler positions: floor only. */
function isFloor(ch: string): boolean {
  return ch === ' ' || ch === '-' || ch === '_';
}

/**
 * Cells where `(x + y) % 2 === parity`, the parity taken from the first
 * non-floor character in reading order. A non-floor character on a filler
 * position is reported with its row and column.
 */
export function hexLayout(rows: readonly string[]): {
  /** The cells: text positions where `(x + y) % 2` equals the board's parity (0 for a board of floor alone). */
  layout: CellLayout;
  /** A `misaligned-cell` problem, at its 0-based row and column, for each non-floor character on a filler position; empty when there is none. */
  problems: LayoutProblem[];
} {
  let width = 0;
  for (const r of rows) width = Math.max(width, r.length);
  let parity = -1;
  const problems: LayoutProblem[] = [];
  // The column of the first cell, which sets the parity: named in messages.
  let first = 0;
  for (let y = 0; y < rows.length; y++) {
    const row = rows[y]!;
    for (let x = 0; x < row.length; x++) {
      if (isFloor(row[x]!) || isSecondHalf(row, x)) continue;
      if (parity < 0) {
        parity = (x + y) % 2;
        first = x;
      } else if ((x + y) % 2 !== parity) {
        problems.push({
          code: 'misaligned-cell',
          message: `${showCharacter(row, x)} stands between two hexagons: this board's cells are where column + row is ${parity === 0 ? 'even' : 'odd'} (both counted from 0, first cell at column ${first})`,
          row: y,
          column: x,
        });
      }
    }
  }
  // A board of floor alone: take the even parity.
  parity = Math.max(parity, 0);
  const isCell = new Uint8Array(width * rows.length);
  for (let y = 0; y < rows.length; y++) for (let x = 0; x < width; x++) if ((x + y) % 2 === parity) isCell[y * width + x] = 1;
  return { layout: { width, height: rows.length, isCell, parity }, problems };
}
