/**
 * Plain XSB output: boards with standard characters, each after a `; title`
 * comment line. XSB has no place for notes or saved games, so this is for
 * programs that read boards only; use SOK (`stringifyCollection`) to keep
 * everything.
 */
import type { Collection } from './document.js';
import { boardLines } from './sok-writer.js';
import { lineBreakIndex, UnwritableTextError } from './unwritable.js';

/** Options for {@link stringifyXsb}. */
export interface XsbOptions {
  /** Line break. Default `\n`. */
  eol?: string;
}

/**
 * Writes every board of a collection as plain XSB, separated by blank lines.
 *
 * @throws {UnwritableTextError} if a puzzle's title holds a line break (CR
 * or LF): its `; title` line cannot hold one. Nothing is written then.
 */
export function stringifyXsb(collection: Collection, options: XsbOptions = {}): string {
  collection.puzzles.forEach((puzzle, p) => {
    const at = puzzle.title === null ? -1 : lineBreakIndex(puzzle.title);
    if (at >= 0) throw new UnwritableTextError(`puzzles[${p}].title`, puzzle.title!, at);
  });
  const eol = options.eol ?? '\n';
  const blocks: string[] = [];
  for (const puzzle of collection.puzzles) {
    const lines: string[] = [];
    if (puzzle.title !== null && puzzle.title.trim() !== '') lines.push(`; ${puzzle.title}`, '');
    // One row a line, as XSB is written, unless the rows would not read back as this board that way (a damaged
    // first or last row, an empty first row, a single row): then on one line joined with `|`, as the canonical SOK
    // writer does. A loop, not push(...rows): a board of a hundred thousand rows would overflow the call stack.
    for (const row of boardLines(puzzle.board.rows, false)) lines.push(row);
    blocks.push(lines.join(eol) + eol);
  }
  return blocks.join(eol);
}
