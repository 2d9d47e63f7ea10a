/**
 * Run-length encoding as the SOK format defines it for boards and moves:
 * `3#4-p.#`, nested groups `2(3(#-)#)`, and `|` between board rows.
 */

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
  problem: RleProblem;
  offset: number;
  /** The count as written, for `too-long` and `zero-count`. */
  count?: string;
}

/** Options for {@link decodeRle}. */
export interface DecodeRleOptions {
  /** Most characters the expansion may produce. Default 1,000,000. */
  maxLength?: number;
  /** Deepest group nesting accepted. Default 32. */
  maxNestingDepth?: number;
  /** Skip spaces, TABs and line breaks (move strings allow them anywhere). Default false. */
  skipWhitespace?: boolean;
}

/** The expansion, or the first problem found (then `value` is `''`). */
export interface RleResult {
  value: string;
  error: RleError | null;
}

class RleFailure {
  constructor(readonly error: RleError) {}
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;

/**
 * Expands run-length encoding: a count applies to the next character or
 * `(...)` group. Other characters, `|` included, are copied. Never throws;
 * the work done is linear in the input plus the (bounded) output.
 *
 * @example decodeRle('2(3(dr)R)').value === 'drdrdrRdrdrdrR'
 */
export function decodeRle(text: string, options: DecodeRleOptions = {}): RleResult {
  const maxLength = options.maxLength ?? 1_000_000;
  const maxDepth = options.maxNestingDepth ?? 32;
  const skip = options.skipWhitespace ?? false;
  let pos = 0;
  const n = text.length;

  // Expands a sequence up to its closing `)` (depth > 0) or the end (depth 0).
  const sequence = (depth: number, budget: number): string => {
    let out = '';
    while (pos < n) {
      let c = text.charCodeAt(pos);
      if (skip && isSpace(c)) {
        pos++;
        continue;
      }
      if (c === 41 /* ) */) {
        if (depth === 0) throw new RleFailure({ problem: 'unopened-group', offset: pos });
        return out;
      }
      const countStart = pos;
      let count = 1;
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
        if (pos >= n || text.charCodeAt(pos) === 41) {
          throw new RleFailure({ problem: 'dangling-count', offset: countStart });
        }
        if (count === 0) {
          throw new RleFailure({ problem: 'zero-count', offset: countStart, count: shortCount(text.slice(countStart, pos)) });
        }
        c = text.charCodeAt(pos);
      }
      let piece: string;
      if (c === 40 /* ( */) {
        if (depth + 1 > maxDepth) throw new RleFailure({ problem: 'too-deep', offset: pos });
        const open = pos;
        pos++;
        piece = sequence(depth + 1, budget - out.length);
        if (pos >= n) throw new RleFailure({ problem: 'unclosed-group', offset: open });
        pos++; // the `)`
        if (piece.length === 0) {
          throw new RleFailure({ problem: 'empty-group', offset: open });
        }
      } else {
        piece = text[pos]!;
        // Keep surrogate pairs together so a count never splits a character.
        if (c >= 0xd800 && c <= 0xdbff && pos + 1 < n) piece = text.slice(pos, pos + 2);
        pos += piece.length;
      }
      if (out.length + piece.length * count > budget) {
        throw new RleFailure({
          problem: 'too-long',
          offset: countStart,
          count: shortCount(text.slice(countStart, pos)),
        });
      }
      out += count === 1 ? piece : piece.repeat(count);
    }
    return out;
  };

  try {
    return { value: sequence(0, maxLength), error: null };
  } catch (e) {
    if (e instanceof RleFailure) return { value: '', error: e.error };
    throw e;
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
export function decodeRleBoard(text: string, options: DecodeRleOptions = {}): { rows: string[]; error: RleError | null } {
  const { value, error } = decodeRle(text, options);
  if (error) return { rows: [], error };
  const rows = value.split('|');
  if (rows.length > 1 && rows[rows.length - 1] === '') rows.pop();
  return { rows, error: null };
}
