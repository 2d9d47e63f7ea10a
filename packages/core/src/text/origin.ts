/**
 * Where each part of a parsed document came from. The reader records it; the
 * preserve writer uses it to copy unedited parts verbatim.
 *
 * An origin travels with its object: it is stored on the collection, puzzle
 * or saved game itself, as a non-enumerable property under the registry
 * symbol `Symbol.for('@polyban/core.origin')`. Two copies of this package in
 * one program (an ESM and a CJS build, or two bundles) therefore see the same
 * origins: a document read by one copy keeps its preserve mode when the other
 * writes it. Module-level WeakMaps could not do that, since each copy would
 * have its own.
 *
 * The property stays out of sight of the document as data: `JSON.stringify`,
 * `Object.keys`, spreading and `structuredClone` all skip non-enumerable
 * symbol-keyed properties. A clone or a JSON round trip thus has no origin and
 * is written part by part in canonical form, which is correct, only not byte
 * for byte. An object built by a program simply has no origin.
 *
 * Every origin carries {@link ORIGIN_VERSION} and the kind of object it
 * describes. A copy of this package with a different origin layout (an older
 * or newer version in the same program) finds a version it does not know and
 * ignores the origin instead of misreading it.
 */
import { expandTabs, TAB_WIDTH } from './board-text.js';
import type { Collection, Puzzle, SavedGame } from './document.js';
import type { MoveProblem } from './moves.js';
import { decodeRle } from './rle.js';

/** The registry symbol origins are stored under; `Symbol.for` makes it the same in every copy of this package. */
export const ORIGIN_KEY: unique symbol = Symbol.for('@polyban/core.origin') as never;

/**
 * The layout version of the origin objects below. Bump it whenever a field
 * is added, removed or changes meaning: copies of the package that disagree
 * then ignore each other's origins rather than misread them.
 */
export const ORIGIN_VERSION = 2;

/** Fields every origin starts with, so that any copy of the package can check it before reading the rest. */
export interface OriginStamp<Kind extends string> {
  /** {@link ORIGIN_VERSION} of the package copy that wrote it. */
  version: number;
  /** Which object it describes: an origin moved onto the wrong kind of object is ignored. */
  kind: Kind;
}

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
  /** The first line break in the input (`\n`, `\r\n`, `\r\r\n` or `\r`), used for added lines (`\n` if there is none). */
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
export interface CollectionOrigin extends OriginStamp<'collection'> {
  source: SourceText;
  header: LineRange;
  title: string | null;
  titlePlace: TitlePlace | null;
  notes: readonly string[];
  comments: readonly string[];
  macros: string;
  /** The tiling a header `Game=X` line names (it is kept in no field of the document), or `null`. */
  gameDefinition: string | null;
  /** The tiling the caller named, or the file name's extension implied, for puzzles the file names none for; or `null`. */
  fallbackGame: string | null;
  /** The file was read as giving each title on the line after its board (plain XSB). */
  titlesAfterBoards: boolean;
}

/**
 * Origin of a puzzle: its line span and the values it was read with. The
 * span is kept as four line numbers rather than range objects: a large file
 * has hundreds of thousands of puzzles.
 */
export interface PuzzleOrigin extends OriginStamp<'puzzle'> {
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
  /** The first notes, made from `.osb` `;;Author:`/`;;Comment:` metadata and the `;` comments under a `;;Title:` above the board, rather than read from the puzzle's own notes. */
  metaNotes: readonly string[];
  /** The `.osb` `;;Author:` and `;;Comment:` values in force at the board when it was read (`null`: none yet). */
  metadata: Readonly<OsbMetadata>;
  comments: readonly string[];
  game: string;
  /** Blank lines before and after the notes inside the body. */
  bodyLeadingBlanks: number;
  bodyTrailingBlanks: number;
}

/** The `.osb` metadata that holds for a level and the ones after it, until another line changes it. */
export interface OsbMetadata {
  author: string | null;
  comment: string | null;
}

/** Origin of a saved game. */
export interface SavedGameOrigin extends OriginStamp<'saved-game'> {
  source: SourceText;
  start: number;
  end: number;
  title: string | null;
  movesText: string;
  notes: readonly string[];
  trailingBlanks: number;
  /** The problems of the moves as written (see {@link savedGameProblems}); absent in an origin made by a copy of this package that kept none. */
  problems?: readonly MoveProblem[];
}

/** Reads and writes the origins of one kind of document object; shaped like the WeakMap it replaces. */
export interface OriginSlot<Owner extends object, Origin extends OriginStamp<string>> {
  /** The origin stored on `owner`, or `undefined` if it has none, or one of another version or kind. */
  get(owner: Owner): Origin | undefined;
  /** Stores `origin` on `owner`, out of sight (non-enumerable, symbol-keyed). */
  set(owner: Owner, origin: Origin): void;
}

function originSlot<Owner extends object, Origin extends OriginStamp<string>>(kind: Origin['kind']): OriginSlot<Owner, Origin> {
  return {
    get(owner) {
      const o = (owner as { [ORIGIN_KEY]?: Origin | null })[ORIGIN_KEY];
      return o?.version === ORIGIN_VERSION && o.kind === kind ? o : undefined;
    },
    set(owner, origin) {
      // Hidden from enumeration (so from JSON, Object.keys, spreads and clones), replaceable by a later read.
      Object.defineProperty(owner, ORIGIN_KEY, { value: origin, enumerable: false, writable: true, configurable: true });
    },
  };
}

/** Origins of collections recorded by the reader. */
export const collectionOrigins: OriginSlot<Collection, CollectionOrigin> = /* @__PURE__ */ originSlot('collection');
/** Origins of puzzles recorded by the reader. */
export const puzzleOrigins: OriginSlot<Puzzle, PuzzleOrigin> = /* @__PURE__ */ originSlot('puzzle');
/** Origins of saved games recorded by the reader. */
export const savedGameOrigins: OriginSlot<SavedGame, SavedGameOrigin> = /* @__PURE__ */ originSlot('saved-game');

/** The source text of lines `[start, end)`, line breaks included. */
export function sliceLines(source: SourceText, range: LineRange): string {
  return source.text.slice(source.starts[range.start]!, source.starts[range.end]!);
}

/** Line `i` without its line break. */
export function lineText(source: SourceText, i: number): string {
  const s = source.starts[i]!;
  return source.text.slice(s, lineContentEnd(source.text, s, source.starts[i + 1]!));
}

/**
 * Where the text of the line `[start, end)` stops, before its line break:
 * LF, CRLF, CR CR LF (see `splitSource`) or a lone CR.
 */
export function lineContentEnd(text: string, start: number, end: number): number {
  let e = end;
  if (e > start && text.charCodeAt(e - 1) === 10) {
    e--;
    if (e > start && text.charCodeAt(e - 1) === 13) e--;
    if (e > start && text.charCodeAt(e - 1) === 13) e--;
  } else if (e > start && text.charCodeAt(e - 1) === 13) e--;
  return e;
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
 * Columns count characters as written (a TAB is one). In a run-length
 * encoded line the column is that of the character the cell was expanded
 * from (for `7#|#@$x.-#|7#`, the `x` at column 7). For a board edited since
 * it was read, the column is that of the row's line's start. `null` for a
 * puzzle that was not read from text.
 */
export function boardSourcePosition(puzzle: Puzzle, row: number, column: number): {
  /** The 1-based line of the source. */
  line: number;
  /** The 1-based column in that line, in UTF-16 units as written (a TAB counts as one). */
  column: number;
} | null {
  const o = puzzleOrigins.get(puzzle);
  if (!o) return null;
  const r = Math.max(0, Math.min(row, o.rows.length - 1));
  const lineIndex = o.rowLines ? o.rowLines[r] : o.boardStart + r;
  if (lineIndex === undefined) return { line: o.boardStart + 1, column: 1 };
  const raw = lineText(o.source, lineIndex);
  if (!sameLines(puzzle.board.rows, o.rows)) return { line: lineIndex + 1, column: 1 };
  if (o.rowLines !== null && expandTabs(raw) !== o.rows[r]) {
    // An RLE line: the first row on it is the one whose previous row is on an earlier line.
    let first = r;
    while (first > 0 && o.rowLines[first - 1] === lineIndex) first--;
    return { line: lineIndex + 1, column: rleSourceColumn(raw, r - first, column) };
  }
  return { line: lineIndex + 1, column: writtenColumn(raw, column) };
}

/** The 1-based column of `raw` that shows expanded column `column` (0-based), TABs expanded to 8-column stops. */
function writtenColumn(raw: string, column: number): number {
  let expanded = 0;
  for (let i = 0; i < raw.length; i++) {
    const width = raw[i] === '\t' ? TAB_WIDTH - (expanded % TAB_WIDTH) : 1;
    if (column < expanded + width) return i + 1;
    expanded += width;
  }
  return raw.length + 1 + (column - expanded);
}

/** The first stand-in {@link rleSourceColumn} uses, U+0100: from there up to the surrogates none is a digit, a parenthesis or `|`. */
const FIRST_STAND_IN = 0x100;
/** The line {@link rleSourceColumn} expanded last, and its rows of stand-ins. */
let markedLine = '';
let markedRows: string[] | null = null;

/**
 * The 1-based column of the character of RLE line `line` that row `rowInLine`
 * of its expansion (rows split at `|`) holds at expanded column `column`.
 * The line is expanded with each character but the counts, groups and `|`
 * stood in for by one that names its offset, so the expansion says where
 * each cell came from; 1 when the line is too long for that.
 */
function rleSourceColumn(line: string, rowInLine: number, column: number): number {
  if (line.length > 0xd800 - FIRST_STAND_IN) return 1;
  // One expansion a line: a board with many problems asks about the same line again and again.
  if (markedRows === null || markedLine !== line) {
    let marked = '';
    for (let k = 0; k < line.length; k++) {
      const c = line.charCodeAt(k);
      marked += (c >= 48 && c <= 57) || c === 40 || c === 41 || c === 124 ? line[k] : String.fromCharCode(FIRST_STAND_IN + k);
    }
    // The reader expanded this line within its limits already: no limit of its own here.
    markedRows = decodeRle(marked, { maxLength: 2 ** 28, maxNestingDepth: 2 ** 20 }).value.split('|');
    markedLine = line;
  }
  const segment = markedRows[rowInLine] ?? '';
  // A TAB in the row widens it as the board's row was widened: walk the cells as written.
  let expanded = 0;
  let k = -1;
  for (let i = 0; i < segment.length; i++) {
    k = segment.charCodeAt(i) - FIRST_STAND_IN;
    const width = line[k] === '\t' ? TAB_WIDTH - (expanded % TAB_WIDTH) : 1;
    if (column < expanded + width) return k + 1;
    expanded += width;
  }
  // Past the row's end, as for a plain row: as far past the character its last cell came from.
  return k < 0 ? 1 : k + 2 + (column - expanded);
}

/**
 * The problems the reader found in a saved game's moves as written (a
 * character that is no move, brackets that do not pair, broken RLE, ...),
 * each with its offset into the moves' lines joined with `\n` (a `::`
 * comment among them counted as that many spaces): what
 * `replay` refuses a move string for, with `move` 0. The game's `moves`
 * hold what could be read without them. Empty for a game with none, and for
 * one that was not read from text (or has been replaced since).
 */
export function savedGameProblems(savedGame: SavedGame): readonly MoveProblem[] {
  const o = savedGameOrigins.get(savedGame);
  return o !== undefined && o.movesText === savedGame.moves.text ? (o.problems ?? []) : [];
}

/** True when a parsed puzzle's board lines contain a TAB (columns then depend on 8-column TAB stops). */
export function boardHasTabs(puzzle: Puzzle): boolean {
  const o = puzzleOrigins.get(puzzle);
  if (!o) return false;
  for (let i = o.boardStart; i < o.boardEnd; i++) if (lineText(o.source, i).includes('\t')) return true;
  return false;
}
