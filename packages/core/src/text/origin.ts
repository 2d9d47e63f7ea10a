/**
 * Where each part of a parsed document came from. The reader records it; the
 * preserve writer uses it to copy unedited parts verbatim. Kept in WeakMaps so
 * the public document stays plain data (JSON-friendly, structurally
 * cloneable), and an object built by a program simply has no origin.
 */
import type { Collection, Puzzle, SavedGame } from './document.js';

/** The text a document was read from, with line offsets (a line's end includes its line break). */
export interface SourceText {
  /** The input without its byte order mark. */
  text: string;
  /** True if the input began with U+FEFF. */
  bom: boolean;
  /** `starts[i]` is the offset of line `i`; `starts[lineCount]` is `text.length`. */
  starts: Int32Array;
  /** Number of lines (a final line without a line break counts). */
  lineCount: number;
  /** The first line break in the input, used for added lines (`\n` if there is none). */
  eol: string;
}

/** A title written inside a line: the line, and the text around the title. */
export interface TitlePlace {
  line: number;
  /** The title is the value of `Key: value` (a `Title:` note, `;;Title:`) rather than a whole line. */
  value: boolean;
  /** The line sits among the puzzle notes (a `Title: X` note, or a title written after the board). */
  inNotes: boolean;
  /** A plain title line written right after the board (XSB style). */
  afterBoard?: boolean;
}

/** A range of source lines, `[start, end)`. */
export interface LineRange {
  start: number;
  end: number;
}

/** Origin of the file header (everything before the first puzzle). */
export interface CollectionOrigin {
  source: SourceText;
  header: LineRange;
  title: string | null;
  titlePlace: TitlePlace | null;
  notes: readonly string[];
  comments: readonly string[];
  macros: string;
}

/**
 * Origin of a puzzle: its line span and the values it was read with. The
 * span is kept as four line numbers rather than range objects: a large file
 * has hundreds of thousands of puzzles.
 */
export interface PuzzleOrigin {
  source: SourceText;
  /** First line of the title, metadata and blank lines before the board. */
  leadStart: number;
  boardStart: number;
  boardEnd: number;
  /** End of the puzzle notes (with blank lines and comments), where the first saved game starts. */
  bodyEnd: number;
  title: string | null;
  titlePlace: TitlePlace | null;
  rows: readonly string[];
  /** Source line of each board row when RLE put several rows on one line; `null` when row r is on line `boardStart + r`. */
  rowLines: number[] | null;
  notes: readonly string[];
  comments: readonly string[];
  game: string;
  /** Blank lines before and after the notes inside the body. */
  bodyLeadingBlanks: number;
  bodyTrailingBlanks: number;
}

/** Origin of a saved game. */
export interface SavedGameOrigin {
  source: SourceText;
  start: number;
  end: number;
  title: string | null;
  movesText: string;
  notes: readonly string[];
  trailingBlanks: number;
}

/** Origins recorded by the reader. */
export const collectionOrigins = new WeakMap<Collection, CollectionOrigin>();
/** Origins recorded by the reader. */
export const puzzleOrigins = new WeakMap<Puzzle, PuzzleOrigin>();
/** Origins recorded by the reader. */
export const savedGameOrigins = new WeakMap<SavedGame, SavedGameOrigin>();

/** The source text of lines `[start, end)`, line breaks included. */
export function sliceLines(source: SourceText, range: LineRange): string {
  return source.text.slice(source.starts[range.start]!, source.starts[range.end]!);
}

/** Line `i` without its line break. */
export function lineText(source: SourceText, i: number): string {
  const s = source.starts[i]!;
  let e = source.starts[i + 1]!;
  const t = source.text;
  if (e > s && t.charCodeAt(e - 1) === 10) e--;
  if (e > s && t.charCodeAt(e - 1) === 13) e--;
  return t.slice(s, e);
}

/** Element-wise equality of two string arrays. */
export function sameLines(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Where a board cell was written: the 1-based line and column in the source
 * of a parsed puzzle, for a 0-based `row` and `column` of `puzzle.board.rows`.
 * Columns count characters as written (a TAB is one). For a row of an RLE
 * line, or a board edited since it was read, the column is that of the line's
 * start. `null` for a puzzle that was not read from text.
 */
export function boardSourcePosition(puzzle: Puzzle, row: number, column: number): { line: number; column: number } | null {
  const o = puzzleOrigins.get(puzzle);
  if (!o) return null;
  const r = Math.max(0, Math.min(row, o.rows.length - 1));
  const lineIndex = o.rowLines ? o.rowLines[r] : o.boardStart + r;
  if (lineIndex === undefined) return { line: o.boardStart + 1, column: 1 };
  const raw = lineText(o.source, lineIndex);
  const plain = o.rowLines === null;
  if (!plain || !sameLines(puzzle.board.rows, o.rows)) return { line: lineIndex + 1, column: 1 };
  // Undo TAB expansion: walk the raw line until the expanded column is reached.
  let expanded = 0;
  for (let i = 0; i < raw.length; i++) {
    const width = raw[i] === '\t' ? 8 - (expanded % 8) : 1;
    if (column < expanded + width) return { line: lineIndex + 1, column: i + 1 };
    expanded += width;
  }
  return { line: lineIndex + 1, column: raw.length + 1 + (column - expanded) };
}

/** True when a parsed puzzle's board lines contain a TAB (columns then depend on 8-column TAB stops). */
export function boardHasTabs(puzzle: Puzzle): boolean {
  const o = puzzleOrigins.get(puzzle);
  if (!o) return false;
  for (let i = o.boardStart; i < o.boardEnd; i++) if (lineText(o.source, i).includes('\t')) return true;
  return false;
}
