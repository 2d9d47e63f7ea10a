/**
 * The document a level file reads into: plain, JSON-friendly data that a
 * program may edit. The reader also remembers where each part came from, in
 * a hidden property of each object (see `origin.ts`), so that an unedited
 * part is written back exactly as it was read.
 */
import type { Moves } from './moves.js';

/** The name of a tiling as a SOK `Game:` key writes it: `Sokoban`, `Hexoban`, `Trioban`, `Octoban`, or another tiling's name. */
export type GameName = string;

/** A board as text rows. Turning rows into cells is a topology's job. */
export interface Board {
  /**
   * The rows: RLE expanded, TABs expanded to 8-column stops, every other
   * character kept exactly as written (`-`, `_`, `p`, leading and trailing
   * spaces), so that columns, and with them Hexoban/Trioban/Octoban parity,
   * are the file's own.
   */
  rows: string[];
}

/** A saved game or solution. */
export interface SavedGame {
  /** The title line (e.g. `Solution 230/97`), or `null` if the file gives none. One line: the writer refuses a title holding a line break (`UnwritableTextError`). */
  title: string | null;
  /** The moves, parsed. A game without moves has no text form and is not written. */
  moves: Moves;
  /** Notes after the moves, one entry per line (an entry holding a line break is refused by the writer); blank lines inside are `''` (blank entries at the ends are not kept). */
  notes: string[];
}

/** One puzzle (level). */
export interface Puzzle {
  /**
   * The title: the title line, else `;;Title:` (`.osb`), else a `Title:`
   * note; `null` if none. A title that came from a `Title:` note is written
   * back there; with `null` the writer leaves `Title:` notes out, as they
   * would name the puzzle. One line: the writer refuses a title holding a
   * line break (`UnwritableTextError`).
   */
  title: string | null;
  /** The board. */
  board: Board;
  /**
   * Puzzle notes, one entry per line (blank lines inside are `''`; the writer
   * refuses an entry holding a line break); key/value
   * lines such as `Author: X` stay here. In `.osb` files, `;;Author:` and
   * `;;Comment:` metadata become the first notes.
   */
  notes: string[];
  /** The tiling this puzzle is read as (see `resolveGame`). */
  game: GameName;
  /** Saved games and solutions, in file order. */
  savedGames: SavedGame[];
  /** `::` comment lines met inside the puzzle: kept for the file, never shown as notes. */
  comments: string[];
}

/** A whole level file. */
export interface Collection {
  /**
   * The collection's name, from the `Collection:` (else `Title:`) file note;
   * `null` if the file gives none. It is that note's value, so spaces at its
   * ends are not kept; a line break is refused by the writer.
   */
  title: string | null;
  /** File notes, one entry per line as written (blank lines inside are `''`; an entry holding a line break is refused by the writer), without `::` lines and macro definitions. */
  notes: string[];
  /** `::` comment lines of the file header, whole and as written (they are for people reading the file, not for display). */
  comments: string[];
  /**
   * SOK 0.14 macros (`Key=value` lines of the header), keys as written. The
   * reader makes it an object without a prototype, so a key is there only if
   * the file defines it (`constructor` or `toString` included).
   */
  macros: Record<string, string>;
  /** The puzzles in file order. */
  puzzles: Puzzle[];
}
