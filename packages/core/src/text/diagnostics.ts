/**
 * Every problem the reader can report. The union is closed so that tools can
 * switch on `code` and translate or filter messages without parsing them.
 * Problems found when a board is played on a tiling have codes of their own
 * (`LevelDiagnosticCode`), outside this layer.
 */
export type DiagnosticCode =
  /** A run-length encoded board or move string is malformed. */
  | 'rle-invalid'
  /** An RLE count or group would expand past a configured limit. */
  | 'rle-limit'
  /** RLE groups are nested deeper than the configured limit. */
  | 'nesting-too-deep'
  /** A board has more cells than the configured limit. */
  | 'board-too-large'
  /** A move string expands to more moves than the configured limit. */
  | 'moves-too-long'
  /** `[`/`]` or `{`/`}` in a move string do not pair up, or nest. */
  | 'unbalanced-bracket'
  /** A move string holds a character that is not a move. */
  | 'invalid-move-character'
  /** A reverse-mode game that does not begin with a jump. */
  | 'reverse-without-jump'
  /**
   * A board row holds a character that is not a board character (`#  x $ .#`,
   * a NUL, a form feed). The row stays in its board, the cell read as floor;
   * the engine's problem of the same code names the same cell. So does a
   * line of rows joined with `|` (`7#|#@$x.-#|7#`), whose rows hold floor
   * there.
   */
  | 'invalid-board-character'
  /**
   * A warning: a line right above or below a board is shaped like a board row
   * (walls at both ends) but holds a character that is not a board character
   * (`#x###`), so it was read as text, a title or a note, and the board has
   * one row fewer. Fixing the character makes it a row. Also a line alone
   * between two boards, as wide as a row next to it, with walls at both ends
   * and up to half its characters damaged (`#XX #`): read as the title of the
   * board below, it cut one board in two.
   */
  | 'row-outside-board'
  /**
   * A warning: `.osb` metadata that describes no level, a `;;Title:` that
   * names no board, or a `;;Author:` or `;;Comment:` after the last board.
   * The line is kept in the file; its value is in no puzzle.
   */
  | 'unused-metadata'
  /**
   * A warning: text lines right above a board, under a blank line, hold a
   * `Key: value` line meant for that board, but the SOK rules read them as
   * notes of the puzzle above (a puzzle's notes follow its board; a title
   * stands alone above it). A `Game:` line there sets the tiling of the
   * puzzle above, and the board below has no title.
   */
  | 'notes-above-board'
  /**
   * A warning: a `::` comment stands between two board rows. The board ends
   * above it and the rows below are read apart (another board, or text when
   * they make none), as comments separate two puzzles written with nothing
   * else between them.
   */
  | 'comment-in-board'
  /** A line is longer than the configured limit and was kept as plain text. */
  | 'line-too-long'
  /**
   * The file has decoded as many RLE board cells (`maxTotalCells`) or moves
   * (`maxTotalMoves`) as one parse may: that line and every later RLE line of
   * the kind are kept unexpanded. Reported once per budget.
   */
  | 'file-budget'
  /** Control characters: the input is probably not a text file. */
  | 'binary-content'
  /** The bytes are not UTF-8: the file was read as Windows-1252 (see `decodeLevelFile`). */
  | 'non-utf8-text'
  /** The bytes are UTF-16 (a byte order mark, or every other byte NUL): the file was read as UTF-16 (see `decodeLevelFile`). */
  | 'utf16-text'
  /**
   * The input holds no board, so no puzzle: an empty file, notes only, or
   * not a level file at all. Placed at line 1, column 1.
   */
  | 'no-puzzles'
  /** Too many diagnostics; the rest were dropped. */
  | 'too-many-diagnostics';

/** How bad a problem is: errors lose meaning, warnings only look suspicious. */
export type Severity = 'error' | 'warning';

/**
 * One problem found in the input, positioned at a 1-based line and column
 * (columns count UTF-16 code units of the line as written, before TAB expansion).
 */
export interface Diagnostic<Code extends string = DiagnosticCode> {
  /** `'error'` when the input loses meaning, `'warning'` when it only looks suspicious. */
  severity: Severity;
  /** Which problem it is, from a closed union: switch on it rather than on `message`. */
  code: Code;
  /** What is wrong, as an English sentence for a person; not meant to be parsed. */
  message: string;
  /** The 1-based line (lines end at LF, CRLF, CR CR LF or CR, as the reader counts them). */
  line: number;
  /** The 1-based column, in UTF-16 units of the line as written (a TAB counts as one); 1 for a problem with a whole line. */
  column: number;
}

/** Upper bound on diagnostics per parse, so that garbage input cannot flood memory. */
export const MAX_DIAGNOSTICS = 1000;

/**
 * Collects diagnostics up to {@link MAX_DIAGNOSTICS}; past that it records one
 * `too-many-diagnostics` entry and drops the rest.
 */
export class DiagnosticList {
  /** The diagnostics collected so far, in the order found. */
  readonly items: Diagnostic[] = [];
  private full = false;

  /** Records a problem at `line`:`column` (both 1-based). */
  add(severity: Severity, code: DiagnosticCode, message: string, line: number, column: number): void {
    if (this.full) return;
    if (this.items.length >= MAX_DIAGNOSTICS) {
      this.full = true;
      this.items.push({
        severity: 'warning',
        code: 'too-many-diagnostics',
        message: `More than ${MAX_DIAGNOSTICS.toLocaleString('en-US')} problems; the rest are not reported`,
        line,
        column,
      });
      return;
    }
    this.items.push({ severity, code, message, line, column });
  }
}

/** Formats a count the way messages show numbers: `1,000,000`. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/**
 * The character at `text[k]` for a message: itself in quotes (a character past
 * U+FFFF whole, from its first half), or its code point where quoting would
 * show nothing a person can read: a control character, or half of a surrogate
 * pair standing alone, which no font draws.
 */
export function showCharacter(text: string, k: number): string {
  const c = text.codePointAt(k)!;
  return c < 32 || (c >= 127 && c < 160) || (c >= 0xd800 && c <= 0xdfff) ? `U+${c.toString(16).toUpperCase().padStart(4, '0')}` : `"${String.fromCodePoint(c)}"`;
}

/**
 * True if `text[k]` is the second half of a character past U+FFFF (an emoji)
 * that began at `k - 1`. Such a character takes two text positions but is one
 * mistake: whatever reports it at its first half skips this one, and a check
 * that mends the first half mends this one too.
 */
export function isSecondHalf(text: string, k: number): boolean {
  // At k = 0 there is nothing before: codePointAt(-1) is undefined.
  return (text.codePointAt(k - 1) ?? 0) > 0xffff;
}
