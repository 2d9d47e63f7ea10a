/**
 * Bounds on the work one parse may do. They keep hostile or damaged input
 * (an RLE bomb, a 100 MB line) from hanging the reader or exhausting memory:
 * anything past a limit becomes a diagnostic and is kept as plain text.
 *
 * Each limit is a positive integer. Limits come from a program, not from a
 * file, so {@link resolveLimits} throws a `RangeError` for anything else
 * (`NaN`, `0`, `-1`, `1.5`, `'10'`). A limit above its ceiling
 * ({@link LIMIT_CEILINGS}), `Infinity` included, is lowered to the ceiling:
 * past it the JavaScript engine could not hold what the limit lets through
 * (a V8 string holds at most 2^29 - 24 UTF-16 code units), and the reader
 * would throw where it should report.
 */
export interface ParseLimits {
  /**
   * Most cells one board may have: its widest row (TABs expanded to 8-column
   * stops) times its number of rows. Default 1,000,000; ceiling 2^26
   * (67,108,864), since a board becomes per-cell arrays with an entry for
   * each of up to eight directions.
   */
  maxBoardCells: number;
  /** Most characters one move string may expand to. Default 10,000,000; ceiling 2^28 (268,435,456), half the longest string, as reading copies the moves once. */
  maxMoves: number;
  /** Deepest nesting of RLE groups `(...)`. Default 32; ceiling 2^20 (1,048,576): each open group takes an entry on the decoder's stack. */
  maxNestingDepth: number;
  /** Longest line (in UTF-16 code units) that is interpreted; longer lines are kept as text. Default 1,000,000; ceiling 2^28 (268,435,456). */
  maxLineLength: number;
}

/** The limits used when a caller sets none. */
export const DEFAULT_LIMITS: Readonly<ParseLimits> = Object.freeze({
  maxBoardCells: 1_000_000,
  maxMoves: 10_000_000,
  maxNestingDepth: 32,
  maxLineLength: 1_000_000,
});

/** The highest value each limit takes; a higher one, `Infinity` included, is lowered to it (see {@link ParseLimits}). */
export const LIMIT_CEILINGS: Readonly<ParseLimits> = Object.freeze({
  maxBoardCells: 2 ** 26,
  maxMoves: 2 ** 28,
  maxNestingDepth: 2 ** 20,
  maxLineLength: 2 ** 28,
});

/**
 * Fills in the limits a caller left out (an `undefined` value counts as left
 * out) and lowers each to its ceiling.
 *
 * @throws RangeError when a limit is not a positive integer (nor `Infinity`), naming the limit.
 */
export function resolveLimits(partial: Partial<ParseLimits> | undefined): ParseLimits {
  const resolved = { ...DEFAULT_LIMITS };
  for (const name of Object.keys(DEFAULT_LIMITS) as (keyof ParseLimits)[]) {
    resolved[name] = checkedLimit(name, partial?.[name], DEFAULT_LIMITS[name], LIMIT_CEILINGS[name]);
  }
  return resolved;
}

/**
 * A limit a program gave: `fallback` when it gave none, lowered to
 * `ceiling`. Shared by the reader and by the functions that take limits of
 * their own (`decodeRle`, `parseMoves`).
 *
 * @throws RangeError when `value` is not a positive integer nor `Infinity`; the message names `name` and what is accepted.
 */
export function checkedLimit(name: string, value: unknown, fallback: number, ceiling: number): number {
  if (value === undefined) return Math.min(fallback, ceiling);
  if (typeof value !== 'number' || !(value > 0) || (!Number.isInteger(value) && value !== Infinity)) {
    throw new RangeError(`${name} must be a positive integer, got ${describeValue(value)} (values above ${ceiling.toLocaleString('en-US')}, Infinity included, are lowered to it)`);
  }
  return Math.min(value, ceiling);
}

/** A value as a message about a wrong limit shows it: strings quoted, numbers as written, anything else by its type. */
function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}...` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (typeof value === 'bigint') return `${value}n`;
  return `a value of type ${typeof value}`;
}
