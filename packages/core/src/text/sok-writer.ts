/**
 * Writes a {@link Collection} as text. `preserve` copies every unedited part
 * from the text it was read from, byte for byte, and writes only what changed;
 * `canonical` writes tidy SOK 0.17 with standard characters.
 */
import { standardizeRow } from './board-text.js';
import type { Collection, Puzzle, SavedGame } from './document.js';
import { DEFAULT_GAME } from './games.js';
import { wrapMoves } from './moves.js';
import { encodeRle, encodeRleBoard } from './rle.js';
import {
  collectionOrigins,
  lineText,
  puzzleOrigins,
  sameLines,
  savedGameOrigins,
  sliceLines,
  type LineRange,
  type SourceText,
  type TitlePlace,
} from './origin.js';
import { getProperty, setProperty } from './properties.js';
import { titleFrame, valueFrame, type TitleFrame } from './title-line.js';

/** Options for {@link stringifyCollection}. */
export interface StringifyOptions {
  /**
   * `preserve` (default): unedited parts exactly as read, edits written in
   * place. `canonical`: SOK 0.17, standard characters, tidy spacing.
   */
  mode?: 'preserve' | 'canonical';
  /** Line break for written lines; default: the source's first line break, else `\n`. */
  eol?: string;
  /** Canonical mode only: write boards as one run-length encoded line and moves run-length encoded. */
  rle?: boolean;
}

/**
 * Writes a collection. A collection read by `parseCollection` and not edited
 * comes back identical to its input in `preserve` mode.
 */
export function stringifyCollection(collection: Collection, options: StringifyOptions = {}): string {
  return options.mode === 'canonical' ? writeCanonical(collection, options.eol ?? '\n', options.rle ?? false) : writePreserve(collection, options.eol);
}

/** Accumulates output and remembers how it ends, so inserted parts get the blank lines they need. */
class Output {
  private readonly parts: string[] = [];
  /** True at the start and after a line break. */
  atLineStart = true;
  /** True at the start and right after a blank line. */
  afterBlank = true;
  constructor(readonly eol: string) {}

  raw(text: string): void {
    if (text.length === 0) return;
    const wasLineStart = this.atLineStart;
    this.parts.push(text);
    const last = text.charCodeAt(text.length - 1);
    this.atLineStart = last === 10 || last === 13;
    if (!this.atLineStart) {
      this.afterBlank = false;
      return;
    }
    // The chunk's last line is blank if it holds only spaces or TABs and began at a line start.
    let e = text.length - 1;
    if (last === 10 && e > 0 && text.charCodeAt(e - 1) === 13) e--;
    let s = e;
    while (s > 0 && text.charCodeAt(s - 1) !== 10 && text.charCodeAt(s - 1) !== 13) s--;
    this.afterBlank = /^[ \t]*$/.test(text.slice(s, e)) && (s > 0 || wasLineStart);
  }

  line(text: string): void {
    if (!this.atLineStart) this.parts.push(this.eol);
    this.parts.push(text, this.eol);
    this.atLineStart = true;
    this.afterBlank = text.trim() === '';
  }

  /** Ensures the output ends with a blank line (or is empty). */
  blank(): void {
    if (this.parts.length === 0) return;
    if (!this.atLineStart) this.parts.push(this.eol);
    if (!this.afterBlank) this.parts.push(this.eol);
    this.atLineStart = true;
    this.afterBlank = true;
  }

  toString(): string {
    return this.parts.join('');
  }
}

function writePreserve(collection: Collection, eolOption: string | undefined): string {
  const origin = collectionOrigins.get(collection);
  const out = new Output(eolOption ?? origin?.source.eol ?? '\n');
  const prefix = origin?.source.bom ? '\uFEFF' : '';

  // Header.
  if (origin) {
    const same = sameLines(collection.notes, origin.notes) && sameLines(collection.comments, origin.comments) && JSON.stringify(collection.macros) === origin.macros;
    if (same && collection.title === origin.title) out.raw(sliceLines(origin.source, origin.header));
    else if (same && origin.titlePlace && collection.title !== null) {
      writeRangeWithTitle(out, origin.source, origin.header, origin.titlePlace, collection.title);
    } else {
      writeHeader(out, collection);
      const trailing = trailingBlankLines(origin.source, origin.header);
      for (let i = 1; i < trailing; i++) out.line('');
      if (trailing > 0 && collection.puzzles.length > 0) out.blank();
    }
  } else writeHeader(out, collection);

  for (const puzzle of collection.puzzles) writePuzzlePreserve(out, puzzle);
  return prefix + out.toString();
}

function writePuzzlePreserve(out: Output, puzzle: Puzzle): void {
  const o = puzzleOrigins.get(puzzle);
  if (!o) {
    out.blank();
    writePuzzle(out, puzzle, null);
    return;
  }
  const notes = notesToWrite(puzzle, o.game);
  const lead = { start: o.leadStart, end: o.boardStart };
  const board = { start: o.boardStart, end: o.boardEnd };
  const body = { start: o.boardEnd, end: o.bodyEnd };
  const titleSame = puzzle.title === o.title;
  const notesSame = sameLines(notes, o.notes) && sameLines(puzzle.comments, o.comments);
  const keyTitle = !titleSame && o.titlePlace?.inNotes === true;

  // Lead: title line, metadata, blank lines.
  if (titleSame || keyTitle) out.raw(sliceLines(o.source, lead));
  else if (o.titlePlace && !o.titlePlace.inNotes && o.titlePlace.line >= lead.start && o.titlePlace.line < lead.end) {
    if (puzzle.title === null) writeRangeWithoutLine(out, o.source, lead, o.titlePlace.line);
    else writeRangeWithTitle(out, o.source, lead, o.titlePlace, puzzle.title);
  } else {
    out.raw(sliceLines(o.source, lead));
    if (puzzle.title !== null) {
      out.blank();
      out.line(puzzle.title);
      out.line('');
    }
  }

  // Board.
  if (sameLines(puzzle.board.rows, o.rows)) out.raw(sliceLines(o.source, board));
  else for (const row of puzzle.board.rows) out.line(row);

  // Puzzle notes.
  if (notesSame && !keyTitle) out.raw(sliceLines(o.source, body));
  else if (notesSame && keyTitle && o.titlePlace && puzzle.title !== null) {
    writeRangeWithTitle(out, o.source, body, o.titlePlace, puzzle.title);
  } else {
    let written = notes;
    const place = o.titlePlace;
    if (place?.afterBoard) {
      if (puzzle.title !== null) {
        const { prefix, suffix } = frameOf(o.source, place);
        written = [prefix + puzzle.title + suffix, ...written];
      }
    } else if (keyTitle && puzzle.title !== null) written = setProperty(written, 'Title', puzzle.title);
    for (let i = 0; i < o.bodyLeadingBlanks; i++) out.line('');
    for (const line of written) out.line(line);
    for (const line of puzzle.comments) out.line(line);
    for (let i = 0; i < o.bodyTrailingBlanks; i++) out.line('');
  }

  for (const sg of puzzle.savedGames) {
    const so = savedGameOrigins.get(sg);
    if (so && sg.title === so.title && sg.moves.text === so.movesText && sameLines(sg.notes, so.notes)) {
      if (!out.atLineStart) out.line('');
      out.raw(sliceLines(so.source, { start: so.start, end: so.end }));
    } else {
      out.blank();
      writeSavedGame(out, sg);
      const trailing = so ? so.trailingBlanks : 1;
      for (let i = 0; i < trailing; i++) out.line('');
    }
  }
}

/** Notes as they must be written so that the puzzle reads back as the same tiling. */
function notesToWrite(puzzle: Puzzle, readAs: string | null): string[] {
  if (readAs !== null && puzzle.game === readAs) return puzzle.notes;
  return setProperty(puzzle.notes, 'Game', puzzle.game);
}

function writeRangeWithTitle(out: Output, source: SourceText, range: LineRange, place: TitlePlace, title: string): void {
  if (place.line < range.start || place.line >= range.end) {
    out.raw(sliceLines(source, range));
    return;
  }
  out.raw(sliceLines(source, { start: range.start, end: place.line }));
  const after = sliceLines(source, { start: place.line, end: place.line + 1 });
  const eol = after.slice(lineText(source, place.line).length);
  const { prefix, suffix } = frameOf(source, place);
  out.raw(prefix + title + suffix + eol);
  out.raw(sliceLines(source, { start: place.line + 1, end: range.end }));
}

/** The text around a title in its source line. */
function frameOf(source: SourceText, place: TitlePlace): TitleFrame {
  const line = lineText(source, place.line);
  return place.value ? valueFrame(line) : titleFrame(line);
}

function writeRangeWithoutLine(out: Output, source: SourceText, range: LineRange, line: number): void {
  out.raw(sliceLines(source, { start: range.start, end: line }));
  out.raw(sliceLines(source, { start: line + 1, end: range.end }));
}

function trailingBlankLines(source: SourceText, range: LineRange): number {
  let k = range.end;
  while (k > range.start && lineText(source, k - 1).trim() === '') k--;
  return range.end - k;
}

// Canonical SOK 0.17.

function writeCanonical(collection: Collection, eol: string, rle: boolean): string {
  const out = new Output(eol);
  let header = collection;
  let fileGame = normalizedGame(getProperty(collection.notes, 'Game')) ?? gameFromMacros(collection.macros);
  // A file of one tiling names it once in the header rather than in every puzzle.
  const games = new Set(collection.puzzles.map((p) => p.game));
  const only = games.size === 1 ? [...games][0]! : null;
  if (fileGame === null && only !== null && only.toLowerCase() !== DEFAULT_GAME.toLowerCase()) {
    header = { ...collection, notes: [...trimmed(collection.notes), `Game: ${only}`] };
    fileGame = only.toLowerCase();
  }
  writeHeader(out, header);
  fileGame ??= DEFAULT_GAME.toLowerCase();
  for (const puzzle of collection.puzzles) {
    out.blank();
    writePuzzle(out, puzzle, fileGame, rle);
  }
  return out.toString();
}

function normalizedGame(v: string | null): string | null {
  return v === null || v.trim() === '' ? null : v.trim().toLowerCase();
}

function gameFromMacros(macros: Record<string, string>): string | null {
  for (const [k, v] of Object.entries(macros)) if (k.toLowerCase() === 'game') return normalizedGame(v);
  return null;
}

/** File header: `::` comments, notes (with `Collection:`), macros. */
function writeHeader(out: Output, collection: Collection): void {
  for (const c of collection.comments) out.line(c);
  let notes = trimmed(collection.notes);
  if (collection.title !== null) {
    const key = getProperty(notes, 'Collection') !== null || getProperty(notes, 'Title') === null ? 'Collection' : 'Title';
    if (getProperty(notes, key) !== collection.title) notes = setProperty(notes, key, collection.title);
  }
  const macros = Object.entries(collection.macros);
  if ((notes.length > 0 || macros.length > 0) && collection.comments.length > 0) out.line('');
  for (const line of notes) out.line(line);
  for (const [k, v] of macros) out.line(`${k}=${v}`);
}

/** A puzzle in canonical form; `fileGame` is the tiling the file header names (lower case), `null` to always name it. */
function writePuzzle(out: Output, puzzle: Puzzle, fileGame: string | null, rle = false): void {
  if (puzzle.title !== null && puzzle.title.trim() !== '') {
    out.line(puzzle.title);
    out.line('');
  }
  if (rle) out.line(encodeRleBoard(canonicalRows(puzzle.board.rows)));
  else for (const row of canonicalRows(puzzle.board.rows)) out.line(row);
  let notes = trimmed(puzzle.notes);
  const named = normalizedGame(getProperty(notes, 'Game'));
  const implied = named ?? fileGame ?? DEFAULT_GAME.toLowerCase();
  if (implied !== puzzle.game.toLowerCase()) notes = setProperty(notes, 'Game', puzzle.game);
  if (notes.length > 0 || puzzle.comments.length > 0) out.line('');
  for (const line of notes) out.line(line);
  for (const c of puzzle.comments) out.line(c);
  for (const sg of puzzle.savedGames) {
    out.blank();
    writeSavedGame(out, sg, rle);
  }
}

function writeSavedGame(out: Output, sg: SavedGame, rle = false): void {
  if (sg.title !== null && sg.title.trim() !== '') out.line(sg.title);
  for (const line of rle ? wrapRleMoves(encodeRle(sg.moves.text)) : wrapMoves(sg.moves.text)) out.line(line);
  // Notes follow the moves directly: after a blank line a one-line note would read as the next title.
  for (const line of trimmed(sg.notes)) out.line(line);
}

/** Breaks RLE moves into lines of about 70 characters, never between a count and its letter. */
function wrapRleMoves(text: string, width = 70): string[] {
  const lines: string[] = [];
  let start = 0;
  while (text.length - start > width) {
    let cut = start + width;
    while (cut > start && /[0-9]/.test(text[cut - 1]!)) cut--;
    if (cut === start) cut = start + width;
    lines.push(text.slice(start, cut));
    start = cut;
  }
  if (start < text.length) lines.push(text.slice(start));
  return lines;
}

/**
 * Board rows with standard characters: trailing floor dropped, an empty
 * interior row written as `-`, empty rows at the end dropped (the format
 * cannot tell them from notes).
 */
export function canonicalRows(rows: readonly string[]): string[] {
  const out = rows.map((r) => standardizeRow(r).trimEnd());
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out.map((r) => (r === '' ? '-' : r));
}

function trimmed(lines: readonly string[]): string[] {
  let s = 0;
  while (s < lines.length && lines[s]!.trim() === '') s++;
  let e = lines.length;
  while (e > s && lines[e - 1]!.trim() === '') e--;
  return lines.slice(s, e);
}
