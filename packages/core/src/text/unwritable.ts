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
 */
import type { Collection } from './document.js';

/**
 * Thrown by `stringifyCollection` and `stringifyXsb` when a value that is
 * written on one line holds a line break (CR or LF), before any output is
 * produced. Nothing is replaced: the program decides, for instance to put
 * each line of a note in its own `notes` entry, or to join a title's lines
 * with spaces.
 */
export class UnwritableTextError extends RangeError {
  /** Where the value is in the document, as a property path: `puzzles[3].title`, `puzzles[0].savedGames[1].notes[2]`, `macros["Copyright"]`. */
  readonly path: string;
  /** The UTF-16 index of the first line break in the value. */
  readonly index: number;

  constructor(path: string, value: string, index: number) {
    const code = value.charCodeAt(index).toString(16).toUpperCase().padStart(4, '0');
    super(`${path} holds a line break (U+${code} at index ${index}) and is written on one line of the level file, which cannot hold one; ${advice(path)}`);
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
