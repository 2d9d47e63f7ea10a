/**
 * Plain XSB output: boards with standard characters, each after a `; title`
 * comment line. XSB has no place for notes or saved games, so this is for
 * programs that read boards only; use SOK (`stringifyCollection`) to keep
 * everything.
 */
import type { Collection } from './document.js';
import { canonicalRows } from './sok-writer.js';

/** Options for {@link stringifyXsb}. */
export interface XsbOptions {
  /** Line break. Default `\n`. */
  eol?: string;
}

/** Writes every board of a collection as plain XSB, separated by blank lines. */
export function stringifyXsb(collection: Collection, options: XsbOptions = {}): string {
  const eol = options.eol ?? '\n';
  const blocks: string[] = [];
  for (const puzzle of collection.puzzles) {
    const lines: string[] = [];
    if (puzzle.title !== null && puzzle.title.trim() !== '') lines.push(`; ${puzzle.title}`, '');
    // A loop, not push(...rows): a board of a hundred thousand rows would overflow the call stack.
    for (const row of canonicalRows(puzzle.board.rows)) lines.push(row);
    blocks.push(lines.join(eol) + eol);
  }
  return blocks.join(eol);
}
