/**
 * Run-length encoding as the SOK format defines it for boards and moves:
 * `3#4-p.#`, nested groups `2(3(#-)#)`, and `|` between board rows.
 */
import { checkedLimit, LIMIT_CEILINGS } from './limits.js';

/** Why a run-length encoded string could not be expanded. */
export type RleProblem =
  /** A count with nothing after it (`3`, `ab3`). */
  | 'dangling-count'
  /** A count of zero. */
  | 'zero-count'
  /** `(` without its `)`. */
  | 'unclosed-group'
  /** `)` without its `(`. */
  | 'unopened-group'
  /** `()`: a group with nothing inside. */
  | 'empty-group'
  /** Expansion would pass `maxLength`. */
  | 'too-long'
  /** Groups nested past `maxNestingDepth`. */
  | 'too-deep';

/** A failed expansion: what went wrong and where (0-based offset into the input). */
export interface RleError {
  /** What went wrong. */
  problem: RleProblem;
  /**
   * 0-based offset into the input as given (UTF-16 units, skipped whitespace
   * counted): the count for `dangling-count` and `zero-count`; for `too-long`
   * the count of the piece that overflowed, or the piece itself when it has
   * none; the `(` for `unclosed-group`, `empty-group` and `too-deep`; the `)`
   * for `unopened-group`.
   */
  offset: number;
  /** The count as written, for `too-long` and `zero-count`. */
  count?: string;
}

/**
 * Options for {@link decodeRle}. Limits are positive integers, lowered to
 * the reader's ceilings (`LIMIT_CEILINGS`: `maxMoves` for `maxLength`).
 */
export interface DecodeRleOptions {
  /** Most characters the expansion may produce. Default 1,000,000; ceiling 2^28. */
  maxLength?: number;
  /** Deepest group nesting accepted. Default 32; ceiling 2^20. */
  maxNestingDepth?: number;
  /** Skip spaces, TABs and line breaks (move strings allow them anywhere). Default false. */
  skipWhitespace?: boolean;
}

/** The expansion, or the first problem found (then `value` is `''`). */
export interface RleResult {
  /** The expansion; `''` when `error` is set. */
  value: string;
  /** The first problem found, or `null` when the whole input expanded. */
  error: RleError | null;
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;

/**
 * How {@link expandRle} puts an expansion together. {@link decodeRle} builds
 * the string; a caller that needs only something about the expansion (how
 * its rows read as board rows) builds a summary of it instead, and so never
 * allocates a million cells to learn what a ten-character line is.
 */
export interface RleBuilder<T> {
  /** The expansion of nothing. */
  readonly empty: T;
  /** UTF-16 code units in an expansion: what `maxLength` bounds. */
  length(value: T): number;
  /** One character as written (a surrogate pair is one). */
  character(ch: string): T;
  /** `a` followed by `b`. */
  append(a: T, b: T): T;
  /** `value` `count` times over, `count` ≥ 2. */
  repeat(value: T, count: number): T;
}

const STRINGS: RleBuilder<string> = {
  empty: '',
  length: (value) => value.length,
  character: (ch) => ch,
  append: (a, b) => a + b,
  repeat: (value, count) => value.repeat(count),
};

/** A group `(` being expanded: what the enclosing sequence had when it opened, and how the group is to be repeated. */
interface OpenGroup<T> {
  /** The enclosing sequence's expansion so far. */
  before: T;
  /** The most characters the enclosing sequence may hold. */
  budget: number;
  /** Offset of the group's count (of the `(` when it has none). */
  countStart: number;
  count: number;
  /** Offset of the `(`. */
  open: number;
}

/**
 * Expands run-length encoding: a count applies to the next character or
 * `(...)` group. Other characters, `|` included, are copied. Never throws
 * on bad input; the work done is linear in the input plus the (bounded)
 * output.
 *
 * @example decodeRle('2(3(dr)R)').value === 'drdrdrRdrdrdrR'
 * @throws RangeError when a limit in `options` is not a positive integer (see `resolveLimits`).
 */
export function decodeRle(text: string, options: DecodeRleOptions = {}): RleResult {
  return expandRle(text, options, STRINGS);
}

/**
 * {@link decodeRle} with the expansion put together by `builder`: the same
 * reading, limits, problems and offsets, whatever is built. On a problem
 * `value` is `builder.empty`.
 *
 * Groups are kept on an explicit stack rather than expanded by recursion:
 * the nesting depth comes from the input, and a call per level would
 * overflow the call stack long before a generous `maxNestingDepth`.
 *
 * @throws RangeError when a limit in `options` is not a positive integer (see `resolveLimits`).
 */
export function expandRle<T>(text: string, options: DecodeRleOptions, builder: RleBuilder<T>): { value: T; error: RleError | null } {
  const maxLength = checkedLimit('maxLength', options.maxLength, 1_000_000, LIMIT_CEILINGS.maxMoves);
  const maxDepth = checkedLimit('maxNestingDepth', options.maxNestingDepth, 32, LIMIT_CEILINGS.maxNestingDepth);
  const skip = options.skipWhitespace ?? false;
  const n = text.length;
  const fail = (problem: RleProblem, offset: number, count?: string): { value: T; error: RleError } => ({
    value: builder.empty,
    error: count === undefined ? { problem, offset } : { problem, offset, count },
  });
  const groups: OpenGroup<T>[] = [];
  // The innermost open sequence: its expansion so far and the most it may hold.
  let out = builder.empty;
  let budget = maxLength;
  let pos = 0;
  for (;;) {
    if (pos >= n) {
      // The innermost group still open is the one reported.
      if (groups.length > 0) return fail('unclosed-group', groups[groups.length - 1]!.open);
      return { value: out, error: null };
    }
    let c = text.charCodeAt(pos);
    if (skip && isSpace(c)) {
      pos++;
      continue;
    }
    let piece: T;
    let count = 1;
    let countStart = pos;
    if (c === 41 /* ) */) {
      const group = groups.pop();
      if (group === undefined) return fail('unopened-group', pos);
      pos++;
      if (builder.length(out) === 0) return fail('empty-group', group.open);
      piece = out;
      out = group.before;
      budget = group.budget;
      count = group.count;
      countStart = group.countStart;
    } else {
      if (isDigit(c)) {
        count = 0;
        // With whitespace skipped, a count may continue on the next line (`3dr1` / `0R` is 10 R).
        for (;;) {
          while (pos < n && isDigit(text.charCodeAt(pos))) {
            // Saturate: anything past the budget is reported as too long anyway.
            if (count <= maxLength) count = count * 10 + (text.charCodeAt(pos) - 48);
            pos++;
          }
          if (!skip) break;
          const before = pos;
          while (pos < n && isSpace(text.charCodeAt(pos))) pos++;
          if (pos === before || pos >= n || !isDigit(text.charCodeAt(pos))) break;
        }
        if (pos >= n || text.charCodeAt(pos) === 41) return fail('dangling-count', countStart);
        if (count === 0) return fail('zero-count', countStart, shortCount(text.slice(countStart, pos)));
        c = text.charCodeAt(pos);
      }
      if (c === 40 /* ( */) {
        if (groups.length + 1 > maxDepth) return fail('too-deep', pos);
        // The group may hold what the enclosing sequence has left; its count is checked when it closes.
        groups.push({ before: out, budget, countStart, count, open: pos });
        budget -= builder.length(out);
        out = builder.empty;
        pos++;
        continue;
      }
      // Keep surrogate pairs together so a count never splits a character.
      const width = c >= 0xd800 && c <= 0xdbff && pos + 1 < n ? 2 : 1;
      piece = builder.character(width === 1 ? text[pos]! : text.slice(pos, pos + 2));
      pos += width;
    }
    if (builder.length(out) + builder.length(piece) * count > budget) return fail('too-long', countStart, shortCount(text.slice(countStart, pos)));
    out = builder.append(out, count === 1 ? piece : builder.repeat(piece, count));
  }
}

/** A count as a message quotes it: digits only, and not a megabyte of them. */
function shortCount(written: string): string {
  const digits = written.replace(/\D+/g, '');
  return digits.length > 24 ? `${digits.slice(0, 20)}...` : digits;
}

/** True when the text uses RLE syntax (a digit or a group) and so needs {@link decodeRle}. */
export function hasRleSyntax(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isDigit(c) || c === 40 || c === 41) return true;
  }
  return false;
}

/**
 * Run-length encodes a string without groups: runs of `minRun` or more equal
 * characters become `<count><char>`. Runs of two stay as they are, since `2r`
 * is no shorter than `rr`. The input must not contain digits or parentheses.
 *
 * @example encodeRle('rrrUUUU') === '3r4U'
 */
export function encodeRle(text: string, minRun = 3): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    let j = i + 1;
    while (j < text.length && text[j] === ch) j++;
    const run = j - i;
    out += run >= minRun ? `${run}${ch}` : ch.repeat(run);
    i = j;
  }
  return out;
}

/**
 * Encodes board rows as one RLE line: floor becomes `-`, trailing floor is
 * dropped (it carries no meaning; a row of floor only keeps one `-`), rows
 * are joined with `|`.
 *
 * @example encodeRleBoard(['#####', '#@$.#', '#####']) === '5#|#@$.#|5#'
 */
export function encodeRleBoard(rows: readonly string[]): string {
  return rows
    .map((row) => {
      const dashes = row.replace(/[ \t_]/g, '-');
      let end = dashes.length;
      while (end > 0 && dashes.charCodeAt(end - 1) === 45) end--;
      // An empty interior row keeps one `-`: an empty row between `|`s would end the board.
      return end === 0 ? '-' : encodeRle(dashes.slice(0, end));
    })
    .join('|');
}

/**
 * Expands an RLE board (rows separated by `|`, a trailing `|` optional) into
 * its rows, with `-` and `_` kept as written.
 */
export function decodeRleBoard(text: string, options: DecodeRleOptions = {}): {
  /** The rows, split at `|` (a trailing `|` adds no empty row); empty when `error` is set. */
  rows: string[];
  /** The first problem found, its offset into `text`, or `null` when the whole board expanded. */
  error: RleError | null;
} {
  const { value, error } = decodeRle(text, options);
  if (error) return { rows: [], error };
  const rows = value.split('|');
  if (rows.length > 1 && rows[rows.length - 1] === '') rows.pop();
  return { rows, error: null };
}
