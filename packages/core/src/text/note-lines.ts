/**
 * Note lines that would not read back as notes, and how they are written.
 *
 * A note is free text, but some lines cannot stand in a notes block as they
 * are: a line of move letters (`Sure`, `Dull`) starts a saved game or joins
 * the moves above it, and so does one that reads as moves with a typo
 * (`Sure!`) right after moves, where saved-game notes begin; board rows (`#####`, `---`, `5#|#@$.#|5#`) join or
 * make a board, `::` lines are comments, a lone `;` separates, `;;Title:`
 * is `.osb` metadata, a line of spaces is blank, and in the file header
 * `Key=value` defines a macro. Such a line is written in double quotes:
 * `"Sure"`. So is a text line the reader would report a problem with (`|2`
 * reads as a broken RLE board row). Reading undoes it: a note line in double quotes whose inside, with
 * any further quote pairs taken off, is one of those lines loses one pair.
 * A line that is already in that quoted form gets one more pair, so every
 * note reads back exactly as it was (`"Sure"` is written `""Sure""`).
 *
 * Quotes around ordinary text (`"Hello"`) mean nothing special and are kept
 * as written, so files written by other programs read as before.
 */
import { isCleanText, typoMoves, TYPOS_NONE } from './line-kinds.js';
import { parseMacroDefinition } from './properties.js';

/** Where a notes block stands: the file header reads `Key=value` lines as macro definitions, puzzle and saved-game notes do not. */
export type NotePlace = 'header' | 'body';

/**
 * True if `line` would not be read back as this note where it stands: it
 * reads as something else, or it is in the quoted form that reading undoes.
 */
export function noteNeedsQuotes(line: string, place: NotePlace): boolean {
  let s = 0;
  let e = line.length;
  // Quote pairs are peeled by index: a hostile line of a million quotes costs one pass.
  while (e - s >= 2 && line.charCodeAt(s) === 34 && line.charCodeAt(e - 1) === 34) {
    s++;
    e--;
  }
  return readsAsOtherThanNote(s === 0 && e === line.length ? line : line.slice(s, e), place);
}

/** True if a line standing in a notes block is read as something other than a note line (or, if empty, as a blank line it is). */
function readsAsOtherThanNote(line: string, place: NotePlace): boolean {
  if (line.length === 0) return false;
  // At the very start of a file U+FEFF is taken for a byte order mark.
  if (line.charCodeAt(0) === 0xfeff) return true;
  if (!isCleanText(line)) return true;
  if (typoMoves(line) !== TYPOS_NONE) return true;
  return place === 'header' && isMacroDefinition(line);
}

/** True if a header line defines a SOK 0.14 macro (`Key=value`, not behind a `;`). */
export function isMacroDefinition(line: string): boolean {
  return parseMacroDefinition(line) !== null && !line.trimStart().startsWith(';');
}

/** The line to write for a note line: the line itself, or in double quotes when it needs them (see the module's rules). */
export function quoteNote(line: string, place: NotePlace): string {
  return noteNeedsQuotes(line, place) ? `"${line}"` : line;
}

/** The note a note line stands for: the line itself, or the inside of the quotes a writer put around it. */
export function unquoteNote(line: string, place: NotePlace): string {
  const n = line.length;
  if (n < 2 || line.charCodeAt(0) !== 34 || line.charCodeAt(n - 1) !== 34) return line;
  return noteNeedsQuotes(line, place) ? line.slice(1, n - 1) : line;
}

/**
 * The lines to write for notes, one a note, each quoted as needed. A note
 * holds no line break (the writer refuses those before writing, see
 * `unwritable.ts`).
 */
export function noteLinesToWrite(notes: readonly string[], place: NotePlace): string[] {
  return notes.map((note) => quoteNote(note, place));
}
