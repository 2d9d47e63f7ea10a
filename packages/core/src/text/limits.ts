/**
 * Bounds on the work one parse may do. They keep hostile or damaged input
 * (an RLE bomb, a 100 MB line) from hanging the reader or exhausting memory:
 * anything past a limit becomes a diagnostic and is kept as plain text.
 */
export interface ParseLimits {
  /** Most cells one board may expand to (rows × columns as written). Default 1,000,000. */
  maxBoardCells: number;
  /** Most characters one move string may expand to. Default 10,000,000. */
  maxMoves: number;
  /** Deepest nesting of RLE groups `(...)`. Default 32. */
  maxNestingDepth: number;
  /** Longest line (in UTF-16 code units) that is interpreted; longer lines are kept as text. Default 1,000,000. */
  maxLineLength: number;
}

/** The limits used when a caller sets none. */
export const DEFAULT_LIMITS: Readonly<ParseLimits> = Object.freeze({
  maxBoardCells: 1_000_000,
  maxMoves: 10_000_000,
  maxNestingDepth: 32,
  maxLineLength: 1_000_000,
});

/** Fills in the limits a caller left out. */
export function resolveLimits(partial: Partial<ParseLimits> | undefined): ParseLimits {
  return { ...DEFAULT_LIMITS, ...partial };
}
