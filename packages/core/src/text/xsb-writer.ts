/**
 * Plain XSB output: boards with standard characters, each after a `; title`
 * comment line. XSB has no place for notes or saved games, so this is for
 * programs that read boards only; use SOK (`stringifyCollection`) to keep
 * everything.
 */
import type { Collection } from './document.js';
import { boardLines } from './sok-writer.js';
import { checkBoardsWritable } from './unwritable.js';

/** Options for {@link stringifyXsb}. */
export interface XsbOptions {
  /** Line break. Default `\n`. */
  eol?: string;
}

/**
 * Writes every board of a collection as plain XSB, separated by blank lines,
 * each under its title as a `; title` comment line. XSB has no quoting and
 * readers trim that line: spaces at a title's ends are not kept, and a
 * title that is empty or spaces alone is left out. Readers that take
 * `"title"` for a quoted title, this package's among them, read a title
 * written in double quotes without them.
 *
 * @throws {UnwritableTextError} if a puzzle's title or a board row holds a
 * line break (CR or LF), which its line cannot hold, or a board cannot be
 * written so that it reads back (see `stringifyCollection`). Nothing is
 * written then.
 * @throws {TypeError} if a title, board or row is of another type than
 * {@link Collection} declares (a title left `undefined`, rows that are not
 * an array of strings).
 */
export function stringifyXsb(collection: Collection, options: XsbOptions = {}): string {
  checkBoardsWritable(collection);
  const eol = options.eol ?? '\n';
  const blocks: string[] = [];
  for (let p = 0; p < collection.puzzles.length; p++) {
    const puzzle = collection.puzzles[p]!;
    const lines: string[] = [];
    if (puzzle.title !== null && puzzle.title.trim() !== '') lines.push(`; ${puzzle.title}`, '');
    // One row a line, as XSB is written, unless the rows would not read back as this board that way (a damaged
    // first or last row, an empty first row, a single row): then on one line joined with `|`, as the canonical SOK
    // writer does. A loop, not push(...rows): a board of a hundred thousand rows would overflow the call stack.
    for (const row of boardLines(puzzle.board.rows, false, `puzzles[${p}].board`)) lines.push(row);
    blocks.push(lines.join(eol) + eol);
  }
  return blocks.join(eol);
}
