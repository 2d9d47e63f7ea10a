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
  /**
   * Most board cells the whole file may decode from RLE lines (each row
   * counted TABs expanded, plus one for its `|`). Once it is spent, later RLE
   * board lines are not expanded: they are kept as text, and one `file-budget`
   * diagnostic says so. Plain rows are not counted: they take no more memory
   * than the input. Default 16,000,000, or `maxBoardCells` if that is larger;
   * ceiling 2^31 (2,147,483,648), 4 GB of text, more than a default Node heap holds.
   */
  maxTotalCells: number;
  /**
   * Most moves the whole file may decode from RLE saved games. Once it is
   * spent, later RLE saved games are not expanded (their counts and groups
   * are dropped, as for broken RLE; their lines are kept, so a preserve
   * write gives them back as written), and one `file-budget` diagnostic says
   * so. Moves written out are not counted. Default 100,000,000, or
   * `maxMoves` if that is larger; ceiling 2^31 (2,147,483,648).
   */
  maxTotalMoves: number;
}

/** The limits used when a caller sets none. */
export const DEFAULT_LIMITS: Readonly<ParseLimits> = Object.freeze({
  maxBoardCells: 1_000_000,
  maxMoves: 10_000_000,
  maxNestingDepth: 32,
  maxLineLength: 1_000_000,
  maxTotalCells: 16_000_000,
  maxTotalMoves: 100_000_000,
});

/** The highest value each limit takes; a higher one, `Infinity` included, is lowered to it (see {@link ParseLimits}). */
export const LIMIT_CEILINGS: Readonly<ParseLimits> = Object.freeze({
  maxBoardCells: 2 ** 26,
  maxMoves: 2 ** 28,
  maxNestingDepth: 2 ** 20,
  maxLineLength: 2 ** 28,
  maxTotalCells: 2 ** 31,
  maxTotalMoves: 2 ** 31,
});

/** The per-file budget that bounds each per-item limit: a budget left to its default is never below its item's limit. */
const BUDGET_OF: ReadonlyArray<readonly [budget: keyof ParseLimits, item: keyof ParseLimits]> = [
  ['maxTotalCells', 'maxBoardCells'],
  ['maxTotalMoves', 'maxMoves'],
];

/**
 * Fills in the limits a caller left out (an `undefined` value counts as left
 * out) and lowers each to its ceiling. A per-file budget left out is at least
 * its per-item limit, so that raising `maxBoardCells` alone lets such a board
 * through.
 *
 * @throws RangeError when a limit is not a positive integer (nor `Infinity`), naming the limit.
 */
export function resolveLimits(partial: Partial<ParseLimits> | undefined): ParseLimits {
  const resolved = { ...DEFAULT_LIMITS };
  for (const name of Object.keys(DEFAULT_LIMITS) as (keyof ParseLimits)[]) {
    resolved[name] = checkedLimit(name, partial?.[name], DEFAULT_LIMITS[name], LIMIT_CEILINGS[name]);
  }
  for (const [budget, item] of BUDGET_OF) if (partial?.[budget] === undefined) resolved[budget] = Math.max(resolved[budget], resolved[item]);
  return resolved;
}

/**
 * The per-file budgets of one parse as it spends them: what is left of
 * `maxTotalCells` and `maxTotalMoves`, and whether running out of each has
 * been reported (it is reported once, at the first line it stops).
 */
export class FileBudget {
  /** Board cells RLE lines may still decode to. */
  cellsLeft: number;
  /** Moves RLE saved games may still decode to. */
  movesLeft: number;
  /** The `file-budget` diagnostic for cells has been given. */
  cellsReported = false;
  /** The `file-budget` diagnostic for moves has been given. */
  movesReported = false;

  constructor(limits: ParseLimits) {
    this.cellsLeft = limits.maxTotalCells;
    this.movesLeft = limits.maxTotalMoves;
  }
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
