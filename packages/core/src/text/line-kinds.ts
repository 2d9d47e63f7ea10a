/**
 * What a line of a level file is on its own, before its neighbours are
 * looked at: blank, `::` comment, `;` separator, `.osb` metadata, board row,
 * moves or text. The reader classifies every line with these rules; the
 * writer asks the same questions of the lines it is about to write, so that
 * what it writes is read back as what it meant.
 */
import { expandedWidth, rowKind, RowKind } from './board-text.js';
import { DiagnosticList, formatCount, isSecondHalf, showCharacter } from './diagnostics.js';
import { DEFAULT_LIMITS, type FileBudget, type ParseLimits } from './limits.js';
import type { OsbMetadata } from './origin.js';
import { describeRleError } from './moves.js';
import { parseProperty } from './properties.js';
import { decodeRle, expandRle, type RleBuilder, type RleError } from './rle.js';

/** A blank line (nothing but spaces and TABs). */
export const BLANK = 0;
/** `::` comment. */
export const RAW = 1;
/** A lone `;`: counts as blank above a title line; as the last line above a board or moves it says there is no title. */
export const SEP = 2;
/** `;;Title:`, `;;Author:`, `;;Comment:` metadata (`.osb`). */
export const META = 3;
/** Any other line: a note, or a title where the title rules say so. */
export const TEXT = 4;
/** A line of moves: move letters, brackets, `*`, RLE counts and spaces, with at least one letter or bracket. */
export const MOVES = 5;
/** A board row with walls, boxes, goals or pushers (possibly several rows joined by `|`). */
export const SOLID = 6;
/** Only floor with a `-` or `_`: an interior empty row if more rows follow. */
export const FLOOR = 7;
/** A line that belongs to a recognised board. */
export const BOARD = 8;
/** A line past the length limit: kept as a note, never read as a title, board or moves. */
export const LONG = 9;

/** A `.osb` metadata line: `;;Title:`, `;;Author:` or `;;Comment:` and its value (spaces before the `;;` are allowed; see {@link readMeta}). */
export const META_LINE = /^;;\s*(title|author|comment)\s*:(.*)$/is;

/** A metadata line's key (lower case) and trimmed value, or `null` if the line is not one. Spaces before the `;;` are allowed, as the classifier allows them. */
export function readMeta(line: string): { key: 'title' | 'author' | 'comment'; value: string } | null {
  // Spaces and TABs only, as the classifier skips: a line that starts with a form feed is text, not metadata.
  const m = META_LINE.exec(line.replace(/^[ \t]+/, ''));
  return m ? { key: m[1]!.toLowerCase() as 'title' | 'author' | 'comment', value: m[2]!.trim() } : null;
}

/** True if `line` is a `;;Title:` metadata line (see {@link readMeta}): the one metadata line that names a single level. */
export function isMetaTitle(line: string): boolean {
  return readMeta(line)?.key === 'title';
}

/**
 * Puts the value of metadata line `line` (a line classified {@link META}) in
 * force in `held`: `;;Author:` and `;;Comment:` hold for every level after
 * them until another such line; `;;Title:` names one level only.
 */
export function holdMetadata(held: OsbMetadata, line: string): void {
  const meta = readMeta(line);
  if (meta?.key === 'author') held.author = meta.value;
  else if (meta?.key === 'comment') held.comment = meta.value;
}

// Character classes for classifying a line in one pass, by char code (< 128).
const C_BOARD = 1; // any board character
const C_SYMBOL = 2; // # @ + $ * . - _ : marks a row as a board row
const C_MARKER = 4; // - _ : floor written visibly
const C_SOLID = 8; // a board character other than floor
/** Character class: digits and parentheses (RLE counts and groups). */
export const C_RLE = 16;
/** Character class: `|`, the RLE row separator. */
export const C_PIPE = 32;
/** Character class: a move letter, `u d l r n s e w` in either case. */
export const C_MOVE = 64;
/** Character class: `[ ] { }`, jumps and pusher changes. */
export const C_BRACKET = 128;
/** Character class: `*`, the current position in moves (and a box on a goal on a board). */
export const C_STAR = 256;
/** Character class: space or TAB. */
export const C_SPACE = 512;
/** Character class: control characters no text level file has. */
export const C_CONTROL = 1024;
/** Move letters only, from `lastIndex` on (sticky: it never looks past where it starts). */
export const MOVE_LETTERS = /[udlrnsewUDLRNSEW]*/y;

const C_NOT_BOARDISH = 2048; // not a board character, RLE digit or parenthesis, nor |
/** Character class: not possible in a move line (anything but move letters, brackets, `*`, RLE digits and parentheses, spaces). */
export const C_NOT_MOVISH = 4096;
// Characters past ASCII are neither.
const C_FOREIGN = C_NOT_BOARDISH | C_NOT_MOVISH;

// The tables below are built by calls marked pure, so that a bundle that never reads a line leaves them out.
/** The classes of each ASCII character. */
const CLASSES = /* @__PURE__ */ characterClasses();

function characterClasses(): Uint16Array {
  const classes = new Uint16Array(128);
  for (let c = 0; c < 32; c++) if (c !== 9 && c !== 12) classes[c] = C_CONTROL;
  classes[127] = C_CONTROL;
  for (const ch of ' \t-_#W.o$b*B@p+PmM') classes[ch.charCodeAt(0)]! |= C_BOARD;
  for (const ch of '#@+$*.-_') classes[ch.charCodeAt(0)]! |= C_SYMBOL;
  for (const ch of '-_') classes[ch.charCodeAt(0)]! |= C_MARKER;
  for (const ch of '#W.o$b*B@p+PmM') classes[ch.charCodeAt(0)]! |= C_SOLID;
  for (const ch of '0123456789()') classes[ch.charCodeAt(0)]! |= C_RLE;
  classes['|'.charCodeAt(0)]! |= C_PIPE;
  for (const ch of 'udlrnsewUDLRNSEW') classes[ch.charCodeAt(0)]! |= C_MOVE;
  for (const ch of '[]{}') classes[ch.charCodeAt(0)]! |= C_BRACKET;
  classes['*'.charCodeAt(0)]! |= C_STAR;
  for (const ch of ' \t') classes[ch.charCodeAt(0)]! |= C_SPACE;
  for (let c = 0; c < 128; c++) {
    const f = classes[c]!;
    if ((f & (C_BOARD | C_RLE | C_PIPE)) === 0) classes[c] = classes[c]! | C_NOT_BOARDISH;
    if ((f & (C_MOVE | C_BRACKET | C_STAR | C_SPACE | C_RLE)) === 0) classes[c] = classes[c]! | C_NOT_MOVISH;
  }
  return classes;
}

/**
 * Classifies one line by its own content. One pass ORs the classes of its
 * characters; every question below is then a bit test. `flags` receives the
 * union for later passes. The rows of an RLE board line go to `rowsOf`; with
 * `null` only the kind is wanted, and the line is not expanded. RLE board
 * lines spend `budget`, the file's, when one is given.
 */
export function classify(
  text: string,
  start: number,
  end: number,
  i: number,
  rowsOf: Map<number, string[]> | null,
  limits: ParseLimits,
  diagnostics: DiagnosticList,
  flags: Uint16Array,
  budget?: FileBudget,
): number {
  let any = 0;
  for (let k = start; k < end; k++) {
    const c = text.charCodeAt(k);
    any |= c < 128 ? CLASSES[c]! : C_FOREIGN;
  }
  flags[i] = any;
  let first = start;
  while (first < end && (text.charCodeAt(first) === 32 || text.charCodeAt(first) === 9)) first++;
  if (first === end) return BLANK;
  const c0 = text.charCodeAt(first);
  if (c0 === 58 /* : */ && text.charCodeAt(first + 1) === 58 && first + 1 < end) return RAW;
  if (c0 === 59 /* ; */) {
    const rest = text.slice(first, end);
    if (META_LINE.test(rest)) return META;
    return rest.slice(1).trim() === '' ? SEP : TEXT;
  }
  if ((any & C_NOT_BOARDISH) === 0) {
    if ((any & (C_RLE | C_PIPE)) === 0) {
      // A plain row: a board row needs a symbol; solid if it holds a wall, box, goal or pusher.
      if ((any & C_SYMBOL) !== 0) return (any & C_SOLID) !== 0 ? SOLID : (any & C_MARKER) !== 0 ? FLOOR : TEXT;
    } else {
      const kind = classifyRleRow(text.slice(start, end), i, rowsOf, limits, diagnostics, budget);
      if (kind !== TEXT) return kind;
    }
  } else if ((any & C_PIPE) !== 0) {
    const line = text.slice(start, end);
    if (damagedRleLine(line, i, rowsOf, limits, diagnostics, budget)) return SOLID;
  }
  // Moves: only move characters, with a letter or bracket (not digits and stars alone).
  if ((any & C_NOT_MOVISH) === 0 && (any & (C_MOVE | C_BRACKET)) !== 0) return MOVES;
  return TEXT;
}

/**
 * A line of board characters with RLE counts, groups or `|`: decoded into
 * its rows, within the board limit and what is left of the file's budget.
 * A line past the budget is kept as text, unexpanded. With `rowsOf` `null`
 * the rows are only summarised (see {@link RowsSummary}): same kind, same
 * problems, no expansion.
 */
function classifyRleRow(line: string, i: number, rowsOf: Map<number, string[]> | null, limits: ParseLimits, diagnostics: DiagnosticList, budget: FileBudget | undefined): number {
  const allowance = budget === undefined ? limits.maxBoardCells : Math.min(limits.maxBoardCells, budget.cellsLeft);
  if (allowance === 0) return cellBudgetSpent(i, limits, diagnostics, budget!);
  const options = { maxLength: allowance, maxNestingDepth: limits.maxNestingDepth };
  if (rowsOf === null) {
    const { value, error } = expandRle(line, options, ROWS);
    return error ? rleRowProblem(error, line, i, limits, diagnostics) : kindOfRows(rowKindsOf(value));
  }
  const { value, error } = decodeRle(line, options);
  // Past what is left of the budget, though perhaps not past the board limit: the budget is what stopped it.
  if (error?.problem === 'too-long' && allowance < limits.maxBoardCells) return cellBudgetSpent(i, limits, diagnostics, budget!);
  if (error) return rleRowProblem(error, line, i, limits, diagnostics);
  const rows = value.split('|');
  if (rows.length > 1 && rows[rows.length - 1] === '') rows.pop();
  if (budget !== undefined) {
    // Each row costs its width once TABs are expanded (what the board will hold) and its `|`, so that `||||` costs too.
    let cost = rows.length;
    for (const r of rows) cost += r.indexOf('\t') < 0 ? r.length : expandedWidth(r);
    if (cost > budget.cellsLeft) return cellBudgetSpent(i, limits, diagnostics, budget);
    budget.cellsLeft -= cost;
  }
  let kinds = 0;
  for (const r of rows) kinds |= 1 << rowKind(r);
  const kind = kindOfRows(kinds);
  // A line of `W` walls alone (moves on its own) keeps its rows too: beside a board drawn with `W`, they are its rows,
  // expanded and charged once.
  if (kind !== TEXT || kinds === 1 << RowKind.Walls) rowsOf.set(i, rows);
  return kind;
}

/**
 * True for a line of rows joined with `|` that a few characters keep from
 * being a board line (see {@link damagedRleCharacters}), such as
 * `7#|#@$x.-#|7#`, when with those characters read as floor it is a sound
 * board line: read as text, the whole board would be a note, and the saved
 * games under it would go to the puzzle above. Its rows (to `rowsOf`) keep
 * the characters, and each is reported as in a damaged row.
 */
function damagedRleLine(line: string, i: number, rowsOf: Map<number, string[]> | null, limits: ParseLimits, diagnostics: DiagnosticList, budget: FileBudget | undefined): boolean {
  const bad = damagedRleCharacters(line);
  if (bad === null) return false;
  const chars = line.split('');
  for (const k of bad) {
    chars[k] = '-';
    // A character past U+FFFF is two UTF-16 units, so two cells of floor, as the engine reads it: both halves tried as floor.
    if (isSecondHalf(line, k + 1)) chars[k + 1] = '-';
  }
  const trial = new DiagnosticList();
  // A sound board line is SOLID with nothing to report: every problem makes the line text.
  if (classifyRleRow(chars.join(''), i, rowsOf, limits, trial, budget) !== SOLID) {
    rowsOf?.delete(i);
    // The file's budget running out is the file's news, reported once: it stays reported.
    for (const d of trial.items) if (d.code === 'file-budget') diagnostics.add(d.severity, d.code, d.message, d.line, d.column);
    return false;
  }
  // The rows keep each character as written, as a damaged plain row does; the engine reads it as floor.
  if (rowsOf !== null) {
    const { value, error } = decodeRle(line, { maxLength: limits.maxBoardCells, maxNestingDepth: limits.maxNestingDepth });
    if (!error) {
      const rows = value.split('|');
      if (rows.length > 1 && rows[rows.length - 1] === '') rows.pop();
      rowsOf.set(i, rows);
    }
  }
  for (const k of bad) diagnostics.add('error', 'invalid-board-character', `${showCharacter(line, k)} is not a board character; the board reads it as floor`, i + 1, k + 1);
  return true;
}

/** What a line whose RLE cannot be expanded is: text, and reported when it is a bomb or a broken board row joined with `|` (anything else may be a title like `#50 (3)`). */
function rleRowProblem(error: RleError, line: string, i: number, limits: ParseLimits, diagnostics: DiagnosticList): number {
  // A line of digits and `|` with no wall (`1|2`, a score) is not taken for a board.
  if (error.problem === 'too-long' || error.problem === 'too-deep' || (line.includes('|') && line.includes('#'))) {
    const limit = error.problem === 'too-deep' ? limits.maxNestingDepth : limits.maxBoardCells;
    const d = describeRleError(error, 'board', limit);
    const column = error.offset + 1;
    diagnostics.add('error', d.code, withPosition(d.message, i + 1, column), i + 1, column);
  }
  return TEXT;
}

/**
 * The kind of an RLE line from the kinds of its rows (bits `1 << RowKind`):
 * any row that is not a board row makes it text. Rows of `W` walls alone are
 * board rows beside a row with a wall, box, goal or pusher (`5W|W@$.W|5W`);
 * with none, the line is letters (and floor), not a board.
 */
function kindOfRows(kinds: number): number {
  if ((kinds & (1 << RowKind.None)) !== 0) return TEXT;
  if ((kinds & (1 << RowKind.Solid)) !== 0) return SOLID;
  return (kinds & (1 << RowKind.Walls)) !== 0 ? TEXT : FLOOR;
}

/*
 * Summaries of RLE rows. `rowKind` looks only at which characters a row
 * holds, never how many or in what order, so characters fall into a few
 * classes (found by asking `rowKind` itself: walls, floor markers, spaces,
 * board letters, anything else) and a row is described by the set of classes
 * it holds. Repeating a piece of rows then adds no new kind of row after the
 * second copy, and a line is summarised in one pass over its text.
 */

/** One character of each class, in bit order. */
const CLASS_SAMPLES = /* @__PURE__ */ classSamples();
/** The class bit of each ASCII character (index 128: anything past ASCII). */
const ROW_CLASS = /* @__PURE__ */ rowClasses(CLASS_SAMPLES);

// Two characters with the same answers alone, next to a floor marker, next to a wall and next to a `W` are alike to
// rowKind. Each answer is one of four kinds: a base-4 number.
function rowSignature(ch: string): number {
  return rowKind(ch) * 64 + rowKind(`${ch}-`) * 16 + rowKind(`${ch}#`) * 4 + rowKind(`${ch}W`);
}

function classSamples(): string[] {
  const samples: string[] = [];
  const seen = new Set<number>();
  for (let c = 0; c <= 128; c++) {
    const ch = String.fromCharCode(c);
    const signature = rowSignature(ch);
    if (seen.has(signature)) continue;
    seen.add(signature);
    samples.push(ch);
  }
  return samples;
}

function rowClasses(samples: readonly string[]): Uint16Array {
  const signatures = samples.map(rowSignature);
  const classes = new Uint16Array(129);
  for (let c = 0; c <= 128; c++) classes[c] = 1 << signatures.indexOf(rowSignature(String.fromCharCode(c)));
  return classes;
}

/** Set in a row's classes when the row holds any character: an empty last row is dropped. */
const HAS_TEXT = 1 << 15;
/** `rowKind` of a row holding the classes of a mask, once asked; -1 before. */
const KIND_OF_CLASSES = /* @__PURE__ */ new Int8Array(1 << CLASS_SAMPLES.length).fill(-1);

/** The kind of a row holding the classes of `classes`, as a bit `1 << RowKind`. */
function rowKindBit(classes: number): number {
  const mask = classes & (HAS_TEXT - 1);
  let kind = KIND_OF_CLASSES[mask]!;
  if (kind < 0) {
    let sample = '';
    for (let b = 0; b < CLASS_SAMPLES.length; b++) if ((mask & (1 << b)) !== 0) sample += CLASS_SAMPLES[b]!;
    kind = KIND_OF_CLASSES[mask] = rowKind(sample);
  }
  return 1 << kind;
}

/** What an RLE expansion's rows are, without the expansion: see {@link rowKindsOf}. */
interface RowsSummary {
  /** Characters of the expansion, `|` included: what the board limit bounds. */
  length: number;
  /** The expansion holds a `|`. */
  bars: boolean;
  /** Classes (and {@link HAS_TEXT}) of the text before the first `|`; of all of it without one. */
  first: number;
  /** Classes (and {@link HAS_TEXT}) of the text after the last `|`; of all of it without one. */
  last: number;
  /** Kinds (bits `1 << RowKind`) of the whole rows between the first and the last `|`. */
  inner: number;
}

const BAR: RowsSummary = { length: 1, bars: true, first: 0, last: 0, inner: 0 };
const CHARACTER_SUMMARIES: RowsSummary[] = /* @__PURE__ */ Array.from(ROW_CLASS, (cls, c) => (c === 124 ? BAR : { length: 1, bars: false, first: cls | HAS_TEXT, last: cls | HAS_TEXT, inner: 0 }));

/** Builds {@link RowsSummary}s for `expandRle`. */
const ROWS: RleBuilder<RowsSummary> = {
  empty: { length: 0, bars: false, first: 0, last: 0, inner: 0 },
  length: (rows) => rows.length,
  character(ch) {
    const c = ch.charCodeAt(0);
    const summary = CHARACTER_SUMMARIES[ch.length === 1 && c < 128 ? c : 128]!;
    return summary.length === ch.length ? summary : { ...summary, length: ch.length };
  },
  append(a, b) {
    const length = a.length + b.length;
    if (!a.bars && !b.bars) return { length, bars: false, first: a.first | b.first, last: a.first | b.first, inner: 0 };
    if (!a.bars) return { length, bars: true, first: a.first | b.first, last: b.last, inner: b.inner };
    if (!b.bars) return { length, bars: true, first: a.first, last: a.last | b.first, inner: a.inner };
    // a's last row and b's first are one row.
    return { length, bars: true, first: a.first, last: b.last, inner: a.inner | b.inner | rowKindBit(a.last | b.first) };
  },
  repeat(rows, count) {
    const length = rows.length * count;
    if (!rows.bars) return { ...rows, length };
    // Each copy's last row joins the next copy's first: one more kind of row, the same in every join.
    return { length, bars: true, first: rows.first, last: rows.last, inner: rows.inner | rowKindBit(rows.last | rows.first) };
  },
};

/** The kinds (bits `1 << RowKind`) of the rows an expansion splits into at `|`, an empty last row dropped as `classifyRleRow` drops it. */
function rowKindsOf(rows: RowsSummary): number {
  if (!rows.bars) return rowKindBit(rows.first);
  return rowKindBit(rows.first) | rows.inner | ((rows.last & HAS_TEXT) !== 0 ? rowKindBit(rows.last) : 0);
}

/** Marks the cell budget spent at line `i` (0-based) and reports it the first time; the line is text. */
function cellBudgetSpent(i: number, limits: ParseLimits, diagnostics: DiagnosticList, budget: FileBudget): number {
  budget.cellsLeft = 0;
  if (!budget.cellsReported) {
    budget.cellsReported = true;
    diagnostics.add(
      'error',
      'file-budget',
      `RLE board rows past the file's budget of ${formatCount(limits.maxTotalCells)} decoded cells: this line and every later RLE board line are kept as text, unexpanded (raise limits.maxTotalCells to read them)`,
      i + 1,
      1,
    );
  }
  return TEXT;
}

/** Inserts ` at L:C` after the first word group of a message ("RLE count 9# at 2:1 expands ..."). */
function withPosition(message: string, line: number, column: number): string {
  // A count is digits ("RLE count 9"); "RLE count is not followed ..." names none, and takes the position at its end.
  const m = /^(RLE count \d\S*|RLE group "[^"]*")/.exec(message);
  return m ? `${m[1]} at ${line}:${column}${message.slice(m[1]!.length)}` : `${message} (at ${line}:${column})`;
}

/**
 * The offsets of the characters that keep a line from being a board row, when
 * the line is otherwise shaped like one; `null` when it is not. Shaped like a
 * row means: a wall `#` is its first or its last character after spaces and
 * TABs, no `|` joins rows on it, and at most a third of its characters (from
 * the first that is not a space or TAB to the last) are not board
 * characters. `#  x $ .#` passes, with the `x`, and so does `#@$.#x`, a row
 * with a stray character after its wall; a title such as `#50` or
 * `#1 Easy`, notes with `#` in them and `Key: value` notes
 * (`Title: #######`) do not. The reader takes such a line
 * as a board row only between two rows of one board (see
 * `adoptDamagedRows`), where nothing else can be. With `share` 2, up to
 * half of the characters may be damaged: the reader warns of such a line
 * between two boards, which it cut in two.
 */
export function damagedRowCharacters(line: string, share = 3): number[] | null {
  let first = 0;
  while (first < line.length && (line.charCodeAt(first) === 32 || line.charCodeAt(first) === 9)) first++;
  let last = line.length - 1;
  while (last > first && (line.charCodeAt(last) === 32 || line.charCodeAt(last) === 9)) last--;
  // A `;` line is a comment or a title (`; 12`), never a row; nor is a `Key: value` note (`Title: ######`).
  if (last <= first || line.charCodeAt(first) === 59 || (line.charCodeAt(first) !== 35 && line.charCodeAt(last) !== 35) || parseProperty(line) !== null) return null;
  const bad: number[] = [];
  for (let k = first; k <= last; k++) {
    const c = line.charCodeAt(k);
    // Several rows joined with `|` are an RLE line, not one damaged row.
    if (c === 124) return null;
    // A character past U+FFFF is one bad character, at its first half.
    if (isSecondHalf(line, k)) continue;
    if (c >= 128 || (CLASSES[c]! & C_BOARD) === 0) bad.push(k);
  }
  return bad.length === 0 || bad.length * share > last - first + 1 ? null : bad;
}

/**
 * {@link damagedRowCharacters} for one row written with RLE counts or groups
 * (`#@2(-)x.#`): the offsets of the characters that are neither board
 * characters nor counts and groups, when the line is shaped like such a row:
 * a wall `#` at both ends (the first after any count), a count or group, no
 * `|`, and at most a third of its characters damaged; `null` else. Walls at
 * both ends keep titles out (`#10 Boxes`, `#2 Bob's`): `p b o P B` are board
 * characters, and a title has few others. A row with nothing damaged whose
 * RLE is broken (`#3(#`) gives no offsets: {@link expandRowInBoard} reports
 * it. It looks, it does not expand: that function does, once the row is
 * known to stand in a board.
 */
export function damagedRleRowCharacters(line: string): number[] | null {
  const written = line.trim();
  if (!/^[0-9]*#/.test(written) || !written.endsWith('#') || parseProperty(line) !== null) return null;
  const first = line.indexOf(written[0]!);
  const bad: number[] = [];
  let counts = false;
  for (let k = first; k < first + written.length; k++) {
    const c = line.charCodeAt(k);
    const classes = c < 128 ? CLASSES[c]! : C_FOREIGN;
    // Several rows joined with `|` are an RLE line (see damagedRleCharacters), not one damaged row.
    if ((classes & C_PIPE) !== 0) return null;
    if ((classes & C_RLE) !== 0) counts = true;
    else if ((classes & C_BOARD) === 0 && !isSecondHalf(line, k)) bad.push(k);
  }
  return counts && bad.length * 3 <= written.length ? bad : null;
}

/** A row {@link expandRowInBoard} expanded, and the cells it charged to the file's budget. */
export interface RowInBoard {
  row: string;
  cost: number;
}

/**
 * The row that line `i`, one row written with RLE counts or groups, expands
 * to, for a damaged row that stands in a board: its damaged characters at
 * `bad` are kept as written, as a damaged plain row keeps them (the caller
 * has made sure the rest is a board row's). The row's cells (its width,
 * TABs expanded, and one for the row) are charged to `budget` as an RLE
 * board line's are. A row past the board limit or what is left of the
 * budget, or whose RLE is broken, is reported at its line (it cannot be the
 * board's row) and is `null`.
 */
export function expandRowInBoard(line: string, bad: readonly number[], i: number, limits: ParseLimits, diagnostics: DiagnosticList, budget: FileBudget): RowInBoard | null {
  if (budget.cellsLeft <= 0) {
    cellBudgetSpent(i, limits, diagnostics, budget);
    return null;
  }
  const allowance = Math.min(limits.maxBoardCells, budget.cellsLeft);
  const options = { maxLength: allowance, maxNestingDepth: limits.maxNestingDepth };
  // None of the damaged characters is a count or a group: the row expands as written, each of them where it stands
  // (repeated where a count repeats it).
  const { value, error } = decodeRle(line, options);
  if (error) {
    if (error.problem === 'too-long' && allowance < limits.maxBoardCells) cellBudgetSpent(i, limits, diagnostics, budget);
    else {
      const d = describeRleError(error, 'board', error.problem === 'too-deep' ? limits.maxNestingDepth : limits.maxBoardCells);
      diagnostics.add('error', d.code, withPosition(d.message, i + 1, error.offset + 1), i + 1, error.offset + 1);
    }
    return null;
  }
  const cost = (value.indexOf('\t') < 0 ? value.length : expandedWidth(value)) + 1;
  if (cost > budget.cellsLeft) {
    cellBudgetSpent(i, limits, diagnostics, budget);
    return null;
  }
  budget.cellsLeft -= cost;
  return { row: value, cost };
}

/**
 * The offsets of the characters that keep a line from being a run-length
 * encoded board line of three rows or more (joined with `|`), when it is
 * otherwise one, they are at most a third of its characters (from the first
 * that is not a space or TAB to the last), neither of those two is one, and
 * the line is no `Key: value` note (`Title: 5#|#@$.#|5#`); `null` else.
 * `7#|#@$x.-#|7#` gives the `x`. The
 * reader takes such a line as a board only when, those characters read as
 * floor, it is a sound board line (see `sok-reader.ts`).
 */
export function damagedRleCharacters(line: string): number[] | null {
  const bad: number[] = [];
  let first = -1;
  let last = -1;
  let bars = 0;
  for (let k = 0; k < line.length; k++) {
    const c = line.charCodeAt(k);
    if (c !== 32 && c !== 9) {
      if (first < 0) first = k;
      last = k;
    }
    if (c === 124) bars++;
    if (isSecondHalf(line, k)) continue;
    if ((c < 128 ? CLASSES[c]! : C_FOREIGN) & C_NOT_BOARDISH) bad.push(k);
  }
  // Three rows at least, as a board on its own needs: two are rather a row or two inside a board, `#x|#`.
  // A `Key: value` note is a note, whatever its value (`Title: 5#|#@$.#|5#`).
  if (bars - (line.charCodeAt(last) === 124 ? 1 : 0) < 2 || parseProperty(line) !== null) return null;
  // A line that starts and ends with such characters is something else: a writer's quoted note, `"5#|#@$.#|5#"`, or text.
  const end = bad[bad.length - 1];
  if (bad.length === 0 || (bad[0] === first && (end === last || (end === last - 1 && isSecondHalf(line, last))))) return null;
  return bad.length * 3 > last - first + 1 ? null : bad;
}

/** {@link typoMoves}: the line is text wherever it stands. */
export const TYPOS_NONE = 0;
/** {@link typoMoves}: moves with a typo where no title can stand next to moves. */
export const TYPOS_NEAR_MOVES = 1;
/** {@link typoMoves}: moves with typos next to moves, even where a title could stand. */
export const TYPOS_EVEN_AS_TITLE = 2;

/**
 * How strongly a text line reads as a line of moves with typos: move letters
 * with a few characters that cannot be in moves (`xR`, `urdLx`, `RRuul!`).
 * The reader takes such a line for moves only right next to a line of moves
 * (see `adoptTypoMoves`); a writer quotes notes and titles that read so.
 *
 * - {@link TYPOS_EVEN_AS_TITLE}: at least 8 move letters for each foreign
 *   character: a move line with a typo or two. No title or note is written so.
 * - {@link TYPOS_NEAR_MOVES}: a single foreign character among fewer
 *   letters, cased as no word is: a capital after a small letter (`xR`,
 *   `urdLx`) or two capitals before small letters (`RRuul!`). Right below
 *   moves, or between a text line and moves, no title can stand, so it is
 *   moves; right after a blank line, above moves, it is a title, as SOK reads
 *   it.
 * - {@link TYPOS_NONE}: anything else, and lines that start with `;` (XSB
 *   titles and comments) or `"` (a quoted note or title). Words stay text
 *   even with a single letter that is not a move (`Done`, `one`, `No`,
 *   `Sure!`), and so do words with several (`Solution`, `Tomo`, `savegame`,
 *   `Author: x`). A number that ends the line or stands before a space or
 *   `)` repeats nothing, so it is no count of moves but one more character
 *   that cannot be in moves: `Level 1` and `10 Levels` stay text.
 */
export function typoMoves(written: string): number {
  // A count repeats what follows it: a number that ends the line or stands before a space or `)` is none, but a number
  // as in titles (`Level 1`, `10 Levels`), one character that cannot be in moves. Each match starts where a run of
  // digits starts, so a line of a million digits costs one pass.
  const line = written.replace(/(?<!\d)\d+(?=[\t )]|$)/g, '~');
  let letters = 0;
  let foreign = 0;
  let syntax = false;
  let first = -1;
  // Case as words have it: all small, all capitals, or one capital then small letters.
  let small = 0;
  let capitals = 0;
  let wordCase = true;
  for (let k = 0; k < line.length; k++) {
    const c = line.charCodeAt(k);
    const f = c < 128 ? CLASSES[c]! : C_FOREIGN;
    // A character past U+FFFF is one typo, counted at its first half.
    if ((f & C_SPACE) !== 0 || isSecondHalf(line, k)) continue;
    if (first < 0) first = c;
    if ((f & C_MOVE) !== 0) letters++;
    else if ((f & C_NOT_MOVISH) !== 0) foreign++;
    else syntax = true;
    if (c >= 97 && c <= 122) {
      if (capitals > 1) wordCase = false;
      small++;
    } else if (c >= 65 && c <= 90) {
      if (small > 0) wordCase = false;
      capitals++;
    }
  }
  if (first === 59 /* ; */ || first === 34 /* " */ || foreign === 0 || letters === 0) return TYPOS_NONE;
  if (letters >= 8 * foreign) return TYPOS_EVEN_AS_TITLE;
  // Digits, brackets or `*` make no word.
  return foreign === 1 && (syntax || !wordCase) ? TYPOS_NEAR_MOVES : TYPOS_NONE;
}

/** Index of the first control character that no text level file contains, or -1. */
export function firstControlCharacter(line: string): number {
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 12) || c === 127) return i;
  }
  return -1;
}

/**
 * Keys whose lines carry data, never a title: a lone `Game: Hexoban` above
 * the first board names the tiling, it is not the puzzle's name. The SOK
 * title rule alone would take it as a title.
 */
const DATA_LINE = /^\s*(?:game|collection|author|title|date|e-?mail|homepage|website|url|copyright|difficulty|comment|boxorder|goalorder|date created|date of last change)\s*[:=]/i;

/** True if a text line can be a title: not a data line, and not floor and separators only. */
export function canBeTitle(line: string): boolean {
  return !DATA_LINE.test(line) && !/^[\s\-_=*~#.|]*$/.test(line);
}

/**
 * True if a line of kind `kind` is a `;` comment with text after the `;`.
 * `.osb` reads every `;` line as a comment, so the reader looks across such
 * lines (and blank and metadata lines) for a `;;Title:` that names the board
 * below them.
 */
export function isSemicolonComment(kind: number, line: string): boolean {
  return kind === TEXT && line.trimStart().charCodeAt(0) === 59;
}

/**
 * The kind a line of its own is read as (`BLANK`, `RAW`, `SEP`, `META`,
 * `MOVES`, `SOLID`, `FLOOR` or `TEXT`), with the default limits. A `SOLID`
 * or `FLOOR` line is a board row: two of them in a row make a board. Line
 * length is not limited here: the writer asks about lines it writes, whatever
 * their length.
 */
export function kindOfLine(line: string): number {
  return readLine(line).kind;
}

/**
 * True if a line of its own reads as plain text and the reader reports no
 * problem with it. A text line such as `|2` is text, but the reader first
 * tries it as an RLE board row and reports the broken row; a writer that
 * wants a clean read writes such a line differently.
 */
export function isCleanText(line: string): boolean {
  const r = readLine(line);
  return r.kind === TEXT && !r.problem;
}

/** Scratch space for {@link readLine}: the line's character classes are not needed, only its kind. */
const SCRATCH_FLAGS = /* @__PURE__ */ new Uint16Array(1);

/** A line's kind, and whether reading it on its own reports a problem. */
function readLine(line: string): { kind: number; problem: boolean } {
  const diagnostics = new DiagnosticList();
  // No rows: an RLE line is summarised, not expanded, so asking about a line costs what the line is long.
  const kind = classify(line, 0, line.length, 0, null, DEFAULT_LIMITS, diagnostics, SCRATCH_FLAGS);
  return { kind, problem: diagnostics.items.length > 0 };
}

/** True if a line is a `::` comment, read as the reader reads it. */
export function isCommentLine(line: string): boolean {
  let i = 0;
  while (i < line.length && (line.charCodeAt(i) === 32 || line.charCodeAt(i) === 9)) i++;
  return line.charCodeAt(i) === 58 && line.charCodeAt(i + 1) === 58;
}

/** True if a line is a lone `;` (spaces around it allowed), read as the reader reads it. */
export function isSeparatorLine(line: string): boolean {
  return line.trim() === ';';
}
