/**
 * Text a level file cannot hold. Every title, note, comment, macro and
 * tiling name is written on a line of its own, and the reader ends a line at
 * CR or LF: a value holding either would come back split into several lines,
 * turned into other parts (a note into a title, a title into a note or a
 * board row) or, for a title, cut short. No quoting brings a line break back,
 * since SOK has no escape characters. So the writer refuses such a document
 * whole, before writing anything, rather than change what the program gave it.
 *
 * Other separators (U+2028, U+2029, U+0085, form feed, vertical tab) end no
 * line for the reader: they are written and read back as they are.
 *
 * A macro is written as a `Key=value` line, which has no quoting either: a
 * key the reader would not find as written (one that does not start with a
 * letter, holds `=` or `:`, or is longer than 40 characters), a value with
 * spaces at its ends (the reader trims them) are refused as well. A `Game`
 * macro is written as the `Game=` line that names the file's tiling, which
 * the reader takes for that rather than a macro.
 *
 * Moves and boards are read as the formats write them, so a program's value
 * that the reader would read as something else is refused too: moves text
 * with a character that is not a move (`movesFromText` makes moves text from
 * what a person types), and a board the writer finds no way to write (see
 * `boardLines` in `sok-writer.ts`). A value of another type than the
 * document declares (a title left `undefined`, notes that are not an array)
 * is a `TypeError` naming it, before anything is written.
 */
import type { Collection, Puzzle } from './document.js';
import { showCharacter } from './diagnostics.js';
import { isMacroDefinition } from './note-lines.js';
import { isMoveLetter } from './moves.js';
import { parseMacroDefinition } from './properties.js';

/**
 * Thrown by `stringifyCollection` and `stringifyXsb` when a value that is
 * written on one line holds a line break (CR or LF), a macro would not read
 * back as itself, moves text holds a character that is not a move, or a
 * board cannot be written so that it reads back, before any output is
 * produced. Nothing is replaced: the program decides, for instance to put
 * each line of a note in its own `notes` entry, or to join a title's lines
 * with spaces.
 */
export class UnwritableTextError extends RangeError {
  /** Where the value is in the document, as a property path: `puzzles[3].title`, `puzzles[0].savedGames[1].notes[2]`, `macros["Copyright"]`, `puzzles[2].board.rows[4]`. */
  readonly path: string;
  /**
   * The UTF-16 index of the first line break in the value; for a value
   * refused for another reason, of the first character the reader would not
   * read back (in a macro's key or value, in moves text, in a board row);
   * -1 when no one character is to blame (a board of floor alone).
   */
  readonly index: number;

  /**
   * `reason`, when given, says why the value cannot be written as `what`
   * (a `Key=value` macro line unless said otherwise); else it holds a line
   * break at `index`.
   */
  constructor(path: string, value: string, index: number, reason?: string, what = 'a `Key=value` macro line') {
    super(
      reason === undefined
        ? `${path} holds a line break (${showCharacter(value, index)} at index ${index}) and is written on one line of the level file, which cannot hold one; ${advice(path)}`
        : `${path} cannot be written as ${what}: ${reason}`,
    );
    this.name = 'UnwritableTextError';
    this.path = path;
    this.index = index;
  }
}

/** What to do instead, by the kind of value. */
function advice(path: string): string {
  if (/\.notes\[\d+\]$|^notes\[\d+\]$/.test(path)) return 'give each line its own entry of the notes';
  if (/comments\[\d+\]$/.test(path)) return 'give each line its own `::` comment entry';
  if (/\.rows\[\d+\]$/.test(path)) return 'give each row of the board its own entry of `rows`';
  return 'replace the line break, by a space for instance';
}

/** The index of the first CR or LF in `text`, or -1. `indexOf` runs as native code: most values are short and clean. */
export function lineBreakIndex(text: string): number {
  const lf = text.indexOf('\n');
  const cr = text.indexOf('\r');
  return lf < 0 ? cr : cr < 0 ? lf : Math.min(lf, cr);
}

/** What a value is, for a `TypeError`: `undefined`, `null`, `an array`, `a number`, `an object`. */
function kindOf(value: unknown): string {
  if (value === undefined || value === null) return String(value);
  const type = Array.isArray(value) ? 'array' : typeof value;
  return `${type === 'array' || type === 'object' ? 'an' : 'a'} ${type}`;
}

/** Throws a `TypeError` naming `path` unless `value` is a string, or `null` where `nullable`. */
function checkString(path: string, value: unknown, nullable: boolean): asserts value is string | null {
  if (typeof value === 'string' || (nullable && value === null)) return;
  throw new TypeError(`${path} is ${kindOf(value)}, not a string${nullable ? ' or null (null for none)' : ''}`);
}

/** Throws a `TypeError` naming `path` unless `value` is an object (an array where `array`). */
function checkObject(path: string, value: unknown, array = false): void {
  if (array ? Array.isArray(value) : typeof value === 'object' && value !== null && !Array.isArray(value)) return;
  throw new TypeError(`${path} is ${kindOf(value)}, not ${array ? 'an array' : 'an object'}`);
}

/** Throws if `value` (at `path`) is not a string (or `null` where `nullable`), or holds a line break ({@link UnwritableTextError}). */
function checkLine(path: string, value: unknown, nullable = false): void {
  checkString(path, value, nullable);
  if (value === null) return;
  const at = lineBreakIndex(value);
  if (at >= 0) throw new UnwritableTextError(path, value, at);
}

/** {@link checkLine} for every entry of an array of strings. */
function checkLines(path: string, values: unknown): void {
  checkObject(path, values, true);
  const lines = values as readonly unknown[];
  for (let i = 0; i < lines.length; i++) checkLine(`${path}[${i}]`, lines[i]);
}

/** Characters of moves text besides the move letters: jumps, pusher changes and the current-position mark. */
const MOVE_MARKS = '[]{}*';

/**
 * Throws {@link UnwritableTextError} if moves text holds a character that
 * is not part of a move: the reader would read a count, skip a space, or
 * end the moves at a letter that is no move, and the game would come back
 * with other moves, or as notes.
 */
function checkMoves(path: string, value: unknown): void {
  checkString(path, value, false);
  const text = value!;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (isMoveLetter(ch) || MOVE_MARKS.includes(ch)) continue;
    throw new UnwritableTextError(
      path,
      text,
      i,
      `${showCharacter(text, i)} at index ${i} is not a move; moves text holds move letters, \`[...]\` jumps, \`{...}\` pusher changes and \`*\` only, with no counts or spaces (\`movesFromText\` makes it from moves as written)`,
      'moves',
    );
  }
}

/** Checks a puzzle's title (a string with no line break, or `null`) and its board's rows (strings with no line break). */
function checkTitleAndBoard(at: string, puzzle: unknown): asserts puzzle is Puzzle {
  checkObject(at, puzzle);
  const { title, board } = puzzle as Puzzle;
  checkLine(`${at}.title`, title, true);
  checkObject(`${at}.board`, board);
  checkLines(`${at}.board.rows`, board.rows);
}

/**
 * Checks what every writer writes of each puzzle: its title and its
 * board's rows. Throws a `TypeError` for a value of another type than
 * {@link Puzzle} declares, {@link UnwritableTextError} for a line break.
 */
export function checkBoardsWritable(collection: Collection): void {
  checkObject('puzzles', collection.puzzles, true);
  for (let p = 0; p < collection.puzzles.length; p++) checkTitleAndBoard(`puzzles[${p}]`, collection.puzzles[p]);
}

/**
 * Checks a collection before the SOK writer writes it: a `TypeError` for
 * the first value of another type than {@link Collection} declares, else
 * {@link UnwritableTextError} for the first value that is written on one
 * line and holds a line break (the collection's title, notes, comments and
 * macros, then each puzzle's title, board rows, notes, comments and tiling
 * name, and each saved game's title and notes), a macro that would not
 * read back, or moves text holding a character that is not a move.
 */
export function checkWritable(collection: Collection): void {
  checkObject('the collection', collection);
  checkLine('title', collection.title, true);
  checkLines('notes', collection.notes);
  checkLines('comments', collection.comments);
  checkObject('macros', collection.macros);
  for (const [key, value] of Object.entries(collection.macros)) {
    const path = `macros[${JSON.stringify(key)}]`;
    // A key with a break is reported at the macro too: it is written on the same line as the value.
    checkLine(path, key);
    checkLine(path, value);
    checkMacro(path, key, value);
  }
  checkObject('puzzles', collection.puzzles, true);
  for (let p = 0; p < collection.puzzles.length; p++) {
    const at = `puzzles[${p}]`;
    const puzzle = collection.puzzles[p];
    checkTitleAndBoard(at, puzzle);
    checkLines(`${at}.notes`, puzzle.notes);
    checkLines(`${at}.comments`, puzzle.comments);
    checkLine(`${at}.game`, puzzle.game);
    checkObject(`${at}.savedGames`, puzzle.savedGames, true);
    for (let g = 0; g < puzzle.savedGames.length; g++) {
      const game = puzzle.savedGames[g];
      const sg = `${at}.savedGames[${g}]`;
      checkObject(sg, game);
      checkLine(`${sg}.title`, game!.title, true);
      checkObject(`${sg}.moves`, game!.moves);
      checkMoves(`${sg}.moves.text`, game!.moves.text);
      checkLines(`${sg}.notes`, game!.notes);
    }
  }
}

/**
 * Throws {@link UnwritableTextError} if the line `key=value` would not read
 * back as this macro, asking the reader itself.
 */
function checkMacro(path: string, key: string, value: string): void {
  const line = `${key}=${value}`;
  const back = isMacroDefinition(line) ? parseMacroDefinition(line) : null;
  if (back !== null && back.key === key && (back.value === value || key.toLowerCase() === 'game')) return;
  if (back !== null && back.key === key) {
    const at = value.length - value.trimStart().length;
    throw new UnwritableTextError(path, value, at > 0 ? 0 : value.trimEnd().length, 'the reader drops spaces at the ends of a value; trim them');
  }
  // The key is not found as written: the first character that is not a key's, or the one past 40.
  let at = 0;
  if (/^[A-Za-z]/.test(key)) {
    at = 1;
    while (at < key.length && at < 40 && /[A-Za-z0-9 _.-]/.test(key[at]!)) at++;
    if (at === key.length) at = key.length - 1; // ends with a space
  }
  throw new UnwritableTextError(path, key, at, 'a key is a letter, then at most 39 letters, digits, spaces, `_`, `.` or `-`, and ends with no space');
}
