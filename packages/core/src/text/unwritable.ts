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
 */
import type { Collection } from './document.js';
import { showCharacter } from './diagnostics.js';
import { isMacroDefinition } from './note-lines.js';
import { parseMacroDefinition } from './properties.js';

/**
 * Thrown by `stringifyCollection` and `stringifyXsb` when a value that is
 * written on one line holds a line break (CR or LF), or a macro would not
 * read back as itself, before any output is produced. Nothing is replaced:
 * the program decides, for instance to put each line of a note in its own
 * `notes` entry, or to join a title's lines with spaces.
 */
export class UnwritableTextError extends RangeError {
  /** Where the value is in the document, as a property path: `puzzles[3].title`, `puzzles[0].savedGames[1].notes[2]`, `macros["Copyright"]`. */
  readonly path: string;
  /** The UTF-16 index of the first line break in the value; for a macro refused for another reason, of the first character of its key or value the reader would not read back. */
  readonly index: number;

  /** `reason`, when given, says why the value cannot be written; else it holds a line break at `index`. */
  constructor(path: string, value: string, index: number, reason?: string) {
    super(
      reason === undefined
        ? `${path} holds a line break (${showCharacter(value, index)} at index ${index}) and is written on one line of the level file, which cannot hold one; ${advice(path)}`
        : `${path} cannot be written as a \`Key=value\` macro line: ${reason}`,
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
  return 'replace the line break, by a space for instance';
}

/** The index of the first CR or LF in `text`, or -1. `indexOf` runs as native code: most values are short and clean. */
export function lineBreakIndex(text: string): number {
  const lf = text.indexOf('\n');
  const cr = text.indexOf('\r');
  return lf < 0 ? cr : cr < 0 ? lf : Math.min(lf, cr);
}

/** Throws {@link UnwritableTextError} if `value` (at `path`) holds a line break. */
function checkLine(path: string, value: string | null): void {
  if (value === null) return;
  const at = lineBreakIndex(value);
  if (at >= 0) throw new UnwritableTextError(path, value, at);
}

function checkLines(path: string, values: readonly string[]): void {
  for (let i = 0; i < values.length; i++) checkLine(`${path}[${i}]`, values[i]!);
}

/**
 * Throws {@link UnwritableTextError} for the first value of `collection`
 * that is written on one line and holds a line break: the collection's
 * title, notes, comments and macros, then each puzzle's title, notes,
 * comments and tiling name, and each saved game's title and notes.
 */
export function checkWritable(collection: Collection): void {
  checkLine('title', collection.title);
  checkLines('notes', collection.notes);
  checkLines('comments', collection.comments);
  for (const [key, value] of Object.entries(collection.macros)) {
    const path = `macros[${JSON.stringify(key)}]`;
    // A key with a break is reported at the macro too: it is written on the same line as the value.
    checkLine(path, key);
    checkLine(path, value);
    checkMacro(path, key, value);
  }
  collection.puzzles.forEach((puzzle, p) => {
    const at = `puzzles[${p}]`;
    checkLine(`${at}.title`, puzzle.title);
    checkLines(`${at}.notes`, puzzle.notes);
    checkLines(`${at}.comments`, puzzle.comments);
    checkLine(`${at}.game`, puzzle.game);
    puzzle.savedGames.forEach((game, g) => {
      checkLine(`${at}.savedGames[${g}].title`, game.title);
      checkLines(`${at}.savedGames[${g}].notes`, game.notes);
    });
  });
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
