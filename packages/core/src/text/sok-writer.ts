/**
 * Writes a {@link Collection} as text. `preserve` copies every unedited part
 * from the text it was read from, byte for byte, and writes only what changed;
 * `canonical` writes tidy SOK 0.17 with standard characters.
 *
 * Whatever the mode, what is written reads back as the document: titles,
 * notes, boards and saved games keep their content and their place. SOK has
 * no escape characters, so the writer keeps the meaning with these rules
 * (the reader reads them back; see `title-line.ts` and `note-lines.ts`):
 *
 * - **Line breaks** (CR or LF) cannot be written inside a title, note,
 *   comment, macro or tiling name: each is one line of the file. A document
 *   holding one is refused whole with an `UnwritableTextError` naming the
 *   value (`puzzles[3].title`), before anything is written; nothing is
 *   silently changed. U+2028, U+2029 and other characters that end no line
 *   for the reader are written as they are.
 * - **Titles** (puzzles and saved games) are written as they are when the
 *   line reads back as that title; otherwise in double quotes, with `"`
 *   doubled inside: `"Dull"` (move letters), `"#####"` (a board row),
 *   `"Author: x"` (a data key), `"; x"`, `""` (the empty title), `"  x  "`,
 *   `"\tx"` (a TAB or space at either end).
 * - **Notes** that would read as something else are written in double
 *   quotes: move letters (`"Sure"`), board rows (`"#####"`), `::` comments,
 *   a lone `;`, `;;Title:` metadata, a line of spaces, and in the file header
 *   `Key=value` macro definitions. A note that already has that quoted form
 *   gets one more pair. Blank entries at the start and end of notes are not
 *   written: the format cannot tell them from the blank lines between parts.
 *   Notes copied as read are quoted where an edit changes what they read
 *   as: notes that stood right above the next board and end with a line of
 *   moves with a typo (`urdLx`) under a line that could be a title would
 *   be a saved game under the blank line (or the end of the file) that a new
 *   title, a new saved game, or a level removed or moved puts below them, so
 *   that line is written `"urdLx"`.
 * - **No title** (`null`): when the last text line above an untitled puzzle
 *   or saved game would be read as its title (a `;;Title:` line above a
 *   board too), a lone `;` line goes right above the board or the moves.
 *   The reader takes it as "no title here". So it does when the last line
 *   is a lone `;` note already: the new `;` is the one taken, and the note
 *   stays a note.
 * - A lone `;` note that an edit leaves between metadata and a title line
 *   below (a level moved, a title given) is written `";"`: from the title
 *   line the reader looks up across blank lines, `;` lines and metadata, and
 *   would take the note into the level's lead.
 * - A `Title:` note is where a puzzle's title lives when no title line names
 *   it: changing the title rewrites that note's value, and a puzzle whose
 *   title is `null` is written without `Title:` notes (they would name it).
 *   Likewise a collection whose title is `null` is written without
 *   `Collection:` and `Title:` file notes. A collection title is the value of
 *   a `Collection:` note: spaces at its ends are not kept.
 * - **Titles under boards** (plain XSB): a file read that way keeps them
 *   there while every board is still followed by exactly its title, and
 *   while it has two puzzles or more (the reader takes the one line under a
 *   lone board for a note); else every title goes above its board. In a
 *   file whose first board an edit leaves unnamed above it, a title line
 *   right under the previous board gets a blank line above it, so that the
 *   file does not read as titles under boards.
 * - A saved game without moves cannot be written (a moves line needs a move)
 *   and is left out.
 * - `.osb` metadata (`;;Author:`, `;;Comment:`) holds for every level after
 *   it. A level that would no longer get the values it was read with, as a
 *   level above it was removed or moved, gets a line of each right above
 *   its board. A value a level was read without cannot be taken away (no
 *   line unsets one): a level moved under another's `;;Author:` reads back
 *   with that author, and so does a level whose `Author:` note, given by a
 *   `;;Author:` line above it, was removed.
 * - A line of moves of `W` and `*` alone reads as a board row (`W` a wall,
 *   `*` a box on a goal). In moves that hold another letter or a bracket,
 *   such a piece joins a line that holds one. Moves of `W` alone have no
 *   such line: their `*` marks (where play stood) are left out, the moves
 *   written; so are they when such a joined line would be longer than the
 *   longest line the reader reads (1,000,000 characters). Run-length
 *   encoded moves whose line would read as a board row (`*3W`, `W*W*`)
 *   are written expanded.
 *
 * In preserve mode an edit rewrites only the part it touches (the title
 * line, the notes after a board, one saved game), plus at most a blank line
 * or a `;` separator where that part meets unedited text, when the rules
 * above need one. One exception: a plain XSB file read with each title on
 * the line after its board keeps that layout only while every board keeps
 * exactly its title line there; an edit that breaks it (a title set to
 * `null`, notes or a saved game added, a header that names another tiling)
 * moves every title above its board,
 * since otherwise the titles would shift to their neighbours.
 */
import { cellContent, rowKind, RowKind, standardizeRow } from './board-text.js';
import { showCharacter } from './diagnostics.js';
import type { Collection, Puzzle, SavedGame } from './document.js';
import { DEFAULT_GAME, normalizeGameName } from './games.js';
import { BLANK, canBeTitle, FLOOR, isCommentLine, isMetaTitle, isSemicolonComment, isSeparatorLine, holdMetadata, kindOfLine, META, MOVES, RAW, readMeta, SEP, SOLID, TEXT, typoMoves, TYPOS_EVEN_AS_TITLE, TYPOS_NONE } from './line-kinds.js';
import { DEFAULT_LIMITS } from './limits.js';
import { wrapMoves } from './moves.js';
import { isMacroDefinition, noteLinesToWrite, quoteNote } from './note-lines.js';
import { encodeRle, encodeRleBoard } from './rle.js';
import {
  collectionOrigins,
  lineText,
  puzzleOrigins,
  sameLines,
  savedGameOrigins,
  sliceLines,
  type CollectionOrigin,
  type OsbMetadata,
  type PuzzleOrigin,
  type SourceText,
  type TitlePlace,
} from './origin.js';
import { findProperty, getProperty, keyedValue, parseMacroDefinition, parseProperty, setProperty } from './properties.js';
import { parseCollection } from './sok-reader.js';
import { titleFrame, titleInFrame, titleLine, valueFrame } from './title-line.js';
import { checkWritable, UnwritableTextError } from './unwritable.js';

/** Options for {@link stringifyCollection}. */
export interface StringifyOptions {
  /**
   * `preserve` (default): unedited parts exactly as read, edits written in
   * place. `canonical`: SOK 0.17, standard characters, tidy spacing.
   */
  mode?: 'preserve' | 'canonical';
  /** Line break for written lines; default: the source's first line break, else `\n`. */
  eol?: string;
  /**
   * Canonical mode only: write boards as one run-length encoded line and
   * moves run-length encoded. A board with a damaged row (a character no
   * board has, which the reader keeps in its board) has no RLE form and is
   * written one row a line.
   */
  rle?: boolean;
}

/**
 * Writes a collection. A collection read by `parseCollection` and not edited
 * comes back identical to its input in `preserve` mode; an edited one, or one
 * built by a program, reads back with the same content (see the module's
 * rules for the few values SOK cannot hold).
 *
 * @throws {UnwritableTextError} if a title, note, comment, macro, tiling
 * name or board row holds a line break (CR or LF), which no line of the
 * file can hold, a macro would not read back as itself from its
 * `Key=value` line, moves text holds a character that is not a move, or a
 * board that is written anew would not read back as itself (see
 * `UnwritableTextError`). Nothing is written then.
 * @throws {TypeError} if a value is of another type than {@link Collection}
 * declares (a title left `undefined` rather than `null`, a saved game
 * without its `notes` array).
 */
export function stringifyCollection(collection: Collection, options: StringifyOptions = {}): string {
  checkWritable(collection);
  return options.mode === 'canonical' ? writeCanonical(collection, options.eol ?? '\n', options.rle ?? false) : writePreserve(collection, options.eol);
}

/**
 * Accumulates output and remembers how it ends: whether a blank line closes
 * it, whether it continues the source text verbatim, and which line a title
 * search from below would find.
 */
class Output {
  private readonly parts: string[] = [];
  /** True at the start and after a line break. */
  atLineStart = true;
  /** True at the start and right after a blank line. */
  afterBlank = true;
  /** The source and line where the last verbatim copy ended, or `null` if something else was written since. */
  private copiedSource: SourceText | null = null;
  private copiedEnd = -1;
  /** `parts.length` right after the last board: if only blank lines follow, the board is the last thing above. */
  private boardMark = -1;
  /** `parts.length` where the puzzle now being written started. */
  private puzzleMark = 0;
  /** True if a metadata line was written since the last board (or the start). */
  private metaSinceBoard = false;
  /** Whether the output stood at a line start there. */
  private puzzleAtLineStart = true;
  /** Every gap between two boards written so far holds one text line right under the board and blank lines only. */
  private gapsAlone = true;
  /** True once the output stopped being the source copied verbatim from its start: the reader may read copied lines differently. */
  rewritten = false;
  /** True right after notes were copied, a puzzle's or a saved game's, while nothing was written after them (see {@link keepNotesOutOfMoves}). */
  private notesLast = false;
  /** The `.osb` `;;Author:` and `;;Comment:` values the lines written so far put in force for a level written next. */
  readonly metadata: OsbMetadata = { author: null, comment: null };
  constructor(readonly eol: string) {}

  raw(text: string): void {
    if (text.length === 0) return;
    const wasLineStart = this.atLineStart;
    this.copiedSource = null;
    this.notesLast = false;
    this.push(text);
    this.readMetadata(text, wasLineStart);
    const last = text.charCodeAt(text.length - 1);
    this.atLineStart = last === 10 || last === 13;
    if (!this.atLineStart) {
      this.afterBlank = false;
      return;
    }
    // The chunk's last line is blank if it holds only spaces or TABs and began at a line start.
    let e = text.length - 1;
    if (last === 10 && e > 0 && text.charCodeAt(e - 1) === 13) e--;
    // CR CR LF is one line end too, as the reader splits lines.
    if (last === 10 && e > 0 && text.charCodeAt(e - 1) === 13) e--;
    let s = e;
    while (s > 0 && text.charCodeAt(s - 1) !== 10 && text.charCodeAt(s - 1) !== 13) s--;
    this.afterBlank = isBlankLine(text.slice(s, e)) && (s > 0 || wasLineStart);
  }

  /**
   * Appends `chunk` so that every line break stays one. A bare CR that ends
   * the output would join an LF or CRLF that opens the chunk into one break
   * (CR LF, or CR CR LF), and a line (a blank one most often) would be lost;
   * those CRs become CRLF (LF in an LF file) first. Each part is changed in
   * place, so part counts such as the board mark keep their meaning.
   */
  private push(chunk: string): void {
    if (chunk.length === 0) return;
    const first = chunk.charCodeAt(0);
    if (first === 10 || (first === 13 && chunk.charCodeAt(1) === 10)) {
      const lineEnd = this.eol === '\n' ? '\n' : '\r\n';
      for (let i = this.parts.length - 1; i >= 0; i--) {
        const part = this.parts[i]!;
        let s = part.length;
        while (s > 0 && part.charCodeAt(s - 1) === 13) s--;
        if (s === part.length) break;
        this.parts[i] = part.slice(0, s) + lineEnd.repeat(part.length - s);
        if (s > 0) break;
      }
    }
    this.parts.push(chunk);
  }

  /** Copies source lines `[start, end)` verbatim and remembers where the copy ended. */
  copy(source: SourceText, start: number, end: number): void {
    if (start >= end) return;
    if (this.parts.length > 0 && !this.continues(source, start)) this.rewritten = true;
    this.raw(sliceLines(source, { start, end }));
    this.copiedSource = source;
    this.copiedEnd = end;
  }

  /** Declares that the output now stands where line `end` of `source` starts, as after a copy up to it. */
  resumeAt(source: SourceText, end: number): void {
    this.copiedSource = source;
    this.copiedEnd = end;
  }

  /** True if the output so far ends with a verbatim copy that stopped at `start` of `source`: copying on continues the source. */
  continues(source: SourceText, start: number): boolean {
    return this.copiedSource === source && this.copiedEnd === start;
  }

  line(text: string): void {
    this.copiedSource = null;
    this.rewritten = true;
    if (!this.atLineStart) this.push(this.eol);
    this.notesLast = false;
    this.push(text);
    this.push(this.eol);
    this.readMetadata(text, true);
    this.atLineStart = true;
    this.afterBlank = isBlankLine(text);
  }

  /**
   * Takes in the `;;Author:` and `;;Comment:` lines of `text` (written at a
   * line start if `atStart`), as the reader does: a metadata line holds for
   * every level after it. Only lines that start with `;;` after spaces or
   * TABs can be metadata, so text without `;;` is not split into lines.
   */
  private readMetadata(text: string, atStart: boolean): void {
    for (let at = text.indexOf(';;'); at >= 0; at = text.indexOf(';;', at + 2)) {
      let s = at;
      while (s > 0 && (text.charCodeAt(s - 1) === 32 || text.charCodeAt(s - 1) === 9)) s--;
      if (s > 0 ? text.charCodeAt(s - 1) !== 10 && text.charCodeAt(s - 1) !== 13 : !atStart) continue;
      let e = at;
      while (e < text.length && text.charCodeAt(e) !== 10 && text.charCodeAt(e) !== 13) e++;
      const line = text.slice(s, e);
      if (kindOfLine(line) !== META) continue;
      holdMetadata(this.metadata, line);
      this.metaSinceBoard = true;
    }
  }

  /** Ensures the output ends with a blank line (or is empty). */
  blank(): void {
    if (this.parts.length === 0) return;
    if (!this.atLineStart) {
      this.push(this.eol);
      this.copiedSource = null;
      this.rewritten = true;
    }
    if (!this.afterBlank) {
      this.keepNotesOutOfMoves();
      this.push(this.eol);
      this.copiedSource = null;
      this.rewritten = true;
    }
    this.atLineStart = true;
    this.afterBlank = true;
  }

  /** Notes that notes copied as read, a puzzle's or a saved game's, end the output here. */
  endNotes(): void {
    this.notesLast = true;
  }

  /**
   * Quotes the last line of copied notes that a blank line or the end of
   * the file written next would turn into moves. A text
   * line that reads as moves with a typo (`urdLx`, `RRuul!`), under a text
   * line that can be a title (not a lone `;` or metadata), itself under a
   * blank line, a separator or the
   * board, is read as a saved game (that title and these moves) when such a
   * line follows it, and as a note when text or a board does (see
   * `adoptTypoMoves` in the reader). Notes read right above the next board
   * can end so (a puzzle's, or a saved game's with a blank line or a lone
   * `;` among them), and an edit (a title given to that board, a saved game
   * added, that board removed or moved) can put a blank line under them. Written
   * `"urdLx"`, the note reads back as itself. `::` comments in between
   * are looked through, as the reader does.
   */
  keepNotesOutOfMoves(): void {
    if (!this.notesLast) return;
    const lines: string[] = [];
    const at: number[] = [];
    let q = 0;
    for (const line of this.linesBackward()) {
      if (kindOfLine(line) !== RAW) {
        lines.push(line);
        at.push(q);
        if (lines.length === 3) break;
      }
      q++;
    }
    const [last, title, above] = lines;
    // A line with a typo is a text line. The reader takes it for moves only under a text line that can be a title: under a
    // lone `;` or metadata it stays a note, and quoting it there would change a file that reads back unchanged.
    if (title === undefined || typoMoves(last!) === TYPOS_NONE || kindOfLine(title) !== TEXT || !canBeTitle(title)) return;
    // With no line above the title since the last board, the board's last row is: a title may stand under it.
    if (above !== undefined && !isBlankish(kindOfLine(above)) && kindOfLine(above) !== SOLID && kindOfLine(above) !== FLOOR) return;
    this.replaceLines(new Map([[at[0]!, quoteNote(last!, 'body')]]));
  }

  /** True if nothing has been written. */
  isEmpty(): boolean {
    return this.parts.length === 0;
  }

  /** Notes that a board ends here. */
  markBoard(): void {
    this.boardMark = this.parts.length;
    this.metaSinceBoard = false;
  }

  /**
   * Notes that a board starts here, after what stands between it and the
   * previous one: whether every such gap so far holds one text line right
   * under the board and blank lines only, the reader's sign of a file with
   * titles after boards (see {@link readsAsTitlesAfterBoards}).
   */
  startBoard(): void {
    this.keepNotesOutOfLead();
    if (this.gapsAlone && this.wroteBoard() && !this.titleAloneSinceBoard()) this.gapsAlone = false;
  }

  /**
   * True if the reader would take the boards written for a file with each
   * title on the line after its board: each is followed by one text line
   * and blank lines only. (The reader asks too for two boards or more, the
   * first with no title above it, which the caller knows.)
   */
  readsAsTitlesAfterBoards(): boolean {
    return this.gapsAlone && this.titleAloneSinceBoard();
  }

  /** Notes that the lines of a puzzle start here: what was written before is the header or the previous puzzle. */
  startPuzzle(): void {
    this.puzzleMark = this.parts.length;
    this.puzzleAtLineStart = this.atLineStart;
  }

  /**
   * Quotes the lone `;` notes, written before the puzzle now being written,
   * that the reader would take into that puzzle's lead. From a title line (or
   * a `;;Title:` found across `;` comments) the reader looks up through blank
   * lines, lone `;` lines and metadata, and the lead starts at the highest
   * metadata line: every `;` below that line goes with it, and a note `;` of
   * the level above (or of the file) would be lost. Written `";"`, the note
   * reads back as `;` and stops that search.
   */
  private keepNotesOutOfLead(): void {
    // With no metadata line since the last board, the reader takes nothing above a title line into its lead.
    if (!this.metaSinceBoard) return;
    // The lines since the last board, last first, read only as far as asked: what was copied may be megabytes long.
    const lines = this.linesBackward();
    const read: string[] = [];
    const line = (k: number): string | null => {
      while (read.length <= k) {
        const next = lines.next();
        if (next.done) return null;
        read.push(next.value);
      }
      return read[k]!;
    };
    // -1 above the first line: no line there to look across.
    const kind = (k: number): number => {
      const text = line(k);
      return text === null ? -1 : kindOfLine(text);
    };
    // (isSemicolonComment reads the line only if its kind is TEXT: there is one.)
    const isComment = (k: number): boolean => isSemicolonComment(kind(k), line(k)!);
    let j = 0;
    let metaTitle = false;
    for (; kind(j) === BLANK || kind(j) === META || kind(j) === RAW; j++) metaTitle ||= isMetaTitle(line(j)!);
    // As the reader looks: a `;;Title:` above `;` comments, blank lines and metadata names the board, else a title line may.
    let top = -1;
    if (!metaTitle && isComment(j)) for (let k = j + 1; top < 0 && (kind(k) === BLANK || kind(k) === META || kind(k) === RAW || isComment(k)); k++) if (isMetaTitle(line(k)!)) top = k;
    if (top < 0 && !metaTitle && (kind(j) === TEXT || kind(j) === MOVES) && canBeTitle(line(j)!)) top = j;
    if (top < 0) return;
    // The lines the puzzle wrote are its own (the last line written before it ends in them if it did not start at a line
    // start): only notes written before it are quoted.
    const own = this.parts.slice(this.puzzleMark).join('').split(LINE_BREAK).length - (this.puzzleAtLineStart ? 1 : 2);
    const quote: number[] = [];
    let below: number[] = [];
    for (let k = top + 1; kind(k) === BLANK || kind(k) === META || kind(k) === SEP; k++) {
      if (kind(k) === META) {
        // Every `;` between this metadata line and the title goes into the lead.
        quote.push(...below);
        below = [];
      } else if (kind(k) === SEP && k >= own) below.push(k);
    }
    // A lone `;` needs its quotes in the header and under a board alike.
    if (quote.length > 0) this.replaceLines(new Map(quote.map((q) => [q, quoteNote(line(q)!, 'body')])));
  }

  /**
   * Replaces lines written since the last board, each by its index counted
   * back from the last line (0), as `linesBackward` gives them.
   */
  private replaceLines(lines: ReadonlyMap<number, string>): void {
    const from = Math.max(this.boardMark, 0);
    // Lines at even indices, each followed by its line break; the last piece is what follows the last break, the empty
    // string when the output ends with one.
    const pieces = this.parts.slice(from).join('').split(new RegExp(`(${LINE_BREAK.source})`));
    const last = pieces.length - (pieces[pieces.length - 1] === '' ? 3 : 1);
    for (const [q, text] of lines) pieces[last - 2 * q] = text;
    this.parts.length = from;
    this.parts.push(pieces.join(''));
    this.rewritten = true;
  }

  /** True if a board has been written. */
  wroteBoard(): boolean {
    return this.boardMark >= 0;
  }

  /** True if nothing was written since the last board ended. */
  atBoardEnd(): boolean {
    return this.parts.length === this.boardMark;
  }

  /**
   * True if a board written now would join board rows written right above
   * it: the reader starts a board at a row with a wall, box, goal or pusher
   * (a lone `#####` note, the previous board) and runs it on over empty rows
   * (`---`).
   */
  wouldJoinBoard(): boolean {
    const lines = this.linesBackward();
    for (let next = lines.next(); !next.done; next = lines.next()) {
      const kind = kindOfLine(next.value);
      if (kind === SOLID) return true;
      if (kind !== FLOOR) return false;
    }
    // Only empty rows, or nothing, since the last board: it is right above.
    return this.boardMark >= 0;
  }

  /**
   * True if an untitled board (`board`) or saved game's moves (`moves`)
   * written next needs a lone `;` right above it, as the reader reads what
   * was written so far:
   * - the last line would be read as its title: a text line (or moves,
   *   above a board) that can be a title, or a `;;Title:` line above a board;
   * - or the last line is a lone `;` already, a note there because nothing
   *   followed it: the board or moves would take it as their own separator
   *   and the note would be gone. A new `;` is nearer, so that one is taken.
   *
   * Blank lines are looked through, and metadata lines too above a board, as
   * the reader does. By default this errs on the side of `true` (a needless
   * `;` does no harm) and does not look above the last line. `exact` also
   * asks, as the reader does, that the line stand first after a board (or
   * the previous moves) or under a blank line, `;` or metadata: for copied
   * text, where a needless `;` would change an unedited part.
   */
  needsSeparator(of: 'board' | 'moves', exact = false): boolean {
    const lines = this.linesBackward();
    let next = lines.next();
    for (; !next.done; next = lines.next()) {
      const line = next.value;
      if (isBlankLine(line) || isCommentLine(line)) continue;
      if (of !== 'board' || kindOfLine(line) !== META) break;
      if (isMetaTitle(line)) return true;
    }
    if (next.done) return false;
    const line = next.value;
    const kind = kindOfLine(line);
    if (kind === SEP) return true;
    if (kind === META) return false;
    if (of === 'moves' && kind === MOVES) return false;
    if (!canBeTitle(line) || !exact) return canBeTitle(line);
    let above = lines.next();
    while (!above.done && isCommentLine(above.value)) above = lines.next();
    if (above.done) return true;
    const k = kindOfLine(above.value);
    return k === BLANK || k === SEP || (of === 'board' ? k === META : k === MOVES);
  }

  /**
   * True if the lines written since the last board are a line that can be a
   * title, first, and blank lines only, as the reader asks of every board in
   * a file with titles after boards.
   */
  titleAloneSinceBoard(): boolean {
    let text = 0;
    let last = '';
    for (const line of this.linesBackward()) {
      last = line;
      if (kindOfLine(line) !== BLANK) text++;
    }
    return text === 1 && kindOfLine(last) === TEXT && canBeTitle(last);
  }

  /**
   * True if the last line written, looking up through blank lines and
   * metadata, is a lone `;`: the reader takes it for the separator of a
   * board written next under metadata alone.
   */
  separatorAbove(): boolean {
    for (const line of this.linesBackward()) {
      const kind = kindOfLine(line);
      if (kind !== BLANK && kind !== META && kind !== RAW) return kind === SEP;
    }
    return false;
  }

  /**
   * True if a `;;Title:` written above would name a board written next
   * under a title line that is a `;` comment: the reader looks for an
   * `.osb` title across blank lines, metadata and such comments (see
   * `findTitles`), back to the previous board.
   */
  metaTitleReaches(): boolean {
    for (const line of this.linesBackward()) {
      const kind = kindOfLine(line);
      if (kind === META) {
        if (isMetaTitle(line)) return true;
      } else if (kind !== BLANK && kind !== RAW && !isSemicolonComment(kind, line)) return false;
    }
    return false;
  }

  /**
   * The lines written so far, last first, without their line breaks, back to
   * the last board (excluded) or the start. Taken from the end by line break:
   * a copied part may be megabytes long, and only the last lines are asked for.
   */
  private *linesBackward(): Generator<string, void, undefined> {
    // The end of a line whose start lies in an earlier part, or `null` between lines.
    let carry: string | null = null;
    // The output's final line break ends its last line and opens none.
    let atEnd = true;
    // Board parts end with a line break, so parts before the mark hold no part of a line after the board.
    for (let i = this.parts.length - 1; i >= this.boardMark && i >= 0; i--) {
      const part = this.parts[i]!;
      let end = part.length;
      if (atEnd && end > 0) {
        atEnd = false;
        const c = part.charCodeAt(end - 1);
        if (c === 10 || c === 13) end = breakStart(part, end);
      }
      for (;;) {
        // The nearest CR or LF before `end`, found in one pass back: `lastIndexOf` for each of them would search a part
        // without CRs back to its start for every line, a time that grows with the square of its lines.
        let brk = end - 1;
        while (brk >= 0 && part.charCodeAt(brk) !== 10 && part.charCodeAt(brk) !== 13) brk--;
        if (brk < 0) {
          carry = part.slice(0, end) + (carry ?? '');
          break;
        }
        yield part.slice(brk + 1, end) + (carry ?? '');
        carry = null;
        end = breakStart(part, brk + 1);
      }
    }
    if (carry !== null) yield carry;
  }

  toString(): string {
    return this.parts.join('');
  }
}

/** True for a line the reader counts as blank below a saved game's moves: a blank line or a lone `;`. */
const isBlankish = (kind: number): boolean => kind === BLANK || kind === SEP;

/** A line break as the reader splits lines: CR CR LF and CR LF are one break each. */
const LINE_BREAK = /\r\r?\n|\r|\n/;

/**
 * Where the line break ending at `end` in `text` starts (`text[end - 1]` is
 * CR or LF): a CRLF or CR CR LF is one break, as the reader splits lines.
 */
function breakStart(text: string, end: number): number {
  let s = end - 1;
  if (text.charCodeAt(s) === 10 && s > 0 && text.charCodeAt(s - 1) === 13) {
    s--;
    if (s > 0 && text.charCodeAt(s - 1) === 13) s--;
  }
  return s;
}

/**
 * True if the reader takes `line` for a blank line: spaces and TABs only. Not
 * `trim()`, which also drops form feeds, U+00A0, U+2028 and the like: the
 * reader reads a line of those as text, so it separates nothing.
 */
function isBlankLine(line: string): boolean {
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}

// Preserve mode.

/** What every puzzle of a preserve write needs to know about the whole collection. */
interface PreserveContext {
  /** The tiling a puzzle is read as when its notes name none, as the header will be written. */
  defaultGame: string;
  /**
   * Titles after boards (plain XSB) are written there again: the file was read
   * that way and every puzzle still fits that layout. Otherwise a title read
   * from after its board is written above it.
   */
  keepTitlesAfterBoards: boolean;
  /**
   * The file could be read as giving titles after boards: it has several
   * puzzles and the first one is not named above its board (the reader's
   * condition for that reading).
   */
  titlesAfterBoardsPossible: boolean;
  /** The header is written as it was read, so a puzzle's tiling is implied as it was when read. */
  headerAsRead: boolean;
  /** The text the collection was read from: a puzzle read from another (moved from another file) was read under another header. */
  source: SourceText | undefined;
  /**
   * A title line right under the previous board gets a blank line above it
   * even where nothing above it was rewritten: an edit below (the last
   * level removed) can leave every board followed by one line alone, which
   * the reader would take for titles after boards.
   */
  separateTitles: boolean;
}

function writePreserve(collection: Collection, eolOption: string | undefined): string {
  const origin = collectionOrigins.get(collection);
  const prefix = origin?.source.bom ? '\uFEFF' : '';
  // Only a file read with titles after its boards has that layout to keep (a document without an origin may hold such puzzles too).
  const keep = (origin === undefined || origin.titlesAfterBoards) && titlesAfterBoardsKept(collection, headerGame(collection, origin));
  // Whether the file reads in the layout meant shows only once the lines between boards are written. Titles to be kept
  // after boards that would not read so (a moved level's `.osb` metadata between two boards, for one) all go above their
  // boards; titles above boards that would read as titles after them (every board left followed by one line) are set
  // apart from the board above.
  const out =
    (keep ? writePreserveLayout(collection, origin, eolOption, true, false) : null) ??
    writePreserveLayout(collection, origin, eolOption, false, false) ??
    writePreserveLayout(collection, origin, eolOption, false, true)!;
  return prefix + out.toString();
}

/** A preserve write with titles kept after boards or not; `null` if the file would not read in that layout. */
function writePreserveLayout(collection: Collection, origin: CollectionOrigin | undefined, eolOption: string | undefined, keepTitlesAfterBoards: boolean, separateTitles: boolean): Output | null {
  const out = new Output(eolOption ?? origin?.source.eol ?? '\n');
  let headerAsRead = false;
  if (origin) headerAsRead = writeHeaderPreserve(out, collection, origin);
  else writeHeader(out, collection);
  const context: PreserveContext = {
    defaultGame: headerGame(collection, origin),
    keepTitlesAfterBoards,
    titlesAfterBoardsPossible: collection.puzzles.length > 1 && !namedAboveBoard(collection.puzzles[0]!),
    headerAsRead,
    source: origin?.source,
    separateTitles,
  };
  collection.puzzles.forEach((puzzle, p) => writePuzzlePreserve(out, puzzle, context, `puzzles[${p}].board`));
  // The end of the file reads as a blank line under the last notes.
  out.keepNotesOutOfMoves();
  if (keepTitlesAfterBoards) return out.readsAsTitlesAfterBoards() ? out : null;
  return separateTitles || !context.titlesAfterBoardsPossible || !out.readsAsTitlesAfterBoards() ? out : null;
}

/** The tiling a puzzle whose notes name none is read as, once the header is written. */
function headerGame(collection: Collection, origin: CollectionOrigin | undefined): string {
  const named = getProperty(collection.notes, 'Game');
  if (named !== null && named.trim() !== '') return normalizeGameName(named);
  // A `Game` macro is written as the `Game=` line that names the tiling, as in canonical mode.
  const defined = gameFromMacros(collection.macros);
  if (defined !== null) return normalizeGameName(defined);
  return origin?.gameDefinition ?? origin?.fallbackGame ?? DEFAULT_GAME;
}

/** Writes the file header, copying what is unedited; returns true if it was copied whole, as read. */
function writeHeaderPreserve(out: Output, collection: Collection, origin: CollectionOrigin): boolean {
  const same = sameLines(collection.notes, origin.notes) && sameLines(collection.comments, origin.comments) && JSON.stringify(collection.macros) === origin.macros;
  const place = origin.titlePlace;
  if (same && collection.title === origin.title) {
    out.copy(origin.source, origin.header.start, origin.header.end);
    return true;
  }
  const replaced = same && place && collection.title !== null ? replaceValue(origin.source, place, collection.title) : null;
  if (replaced !== null) {
    copyWithLine(out, origin.source, origin.header.start, origin.header.end, place!.line, replaced);
  } else {
    writeHeader(out, collection);
    // Lines the document does not hold as fields: `.osb` metadata for the first level, and `Game=` naming the tiling
    // (unless a `Game` macro, written above, names it now).
    const defined = gameFromMacros(collection.macros) !== null;
    for (const line of regionLines(origin.source, origin.header.start, origin.header.end, true)) if (!defined || !isMacroDefinition(line)) out.line(line);
    // As many blank lines under the header as the source had; none above the file's first written line.
    if (!out.isEmpty()) for (let i = trailingBlankLines(origin.source, origin.header.start, origin.header.end); i > 0; i--) out.line('');
  }
  return false;
}

/** True if a `Key: value` note (or `;;Title:`) can hold `value` exactly: the reader trims values. */
function valueFits(value: string): boolean {
  return value === value.trim();
}

/**
 * The line at `place` with its value replaced, keeping the key and spacing,
 * or `null` if that line would not read back with `value`: a value with
 * spaces at its ends (the reader trims them), or a key line the reader
 * finds but does not read the value of (`Collection\f:`, with a form feed
 * before the colon, is found as the key `Collection` and then read as no
 * value). The caller then writes the title another way.
 */
function replaceValue(source: SourceText, place: TitlePlace, value: string): string | null {
  if (!valueFits(value)) return null;
  const old = lineText(source, place.line);
  const { prefix, suffix } = valueFrame(old);
  const line = prefix + value + suffix;
  const meta = readMeta(old);
  if (meta !== null) return readMeta(line)?.value === value ? line : null;
  const key = parseProperty(old)?.key;
  return key !== undefined && keyedValue(line, key.toLowerCase()) === value ? line : null;
}

/** Copies `[start, end)` with line `at` replaced by `text` (`null`: left out); the line keeps its own line break. */
function copyWithLine(out: Output, source: SourceText, start: number, end: number, at: number, text: string | null): void {
  out.copy(source, start, at);
  out.rewritten = true;
  if (text !== null) {
    const whole = sliceLines(source, { start: at, end: at + 1 });
    out.raw(text + whole.slice(lineText(source, at).length));
  }
  // The new line stands in for the old one: what comes next follows on as in the source, even when nothing is left to copy.
  out.resumeAt(source, at + 1);
  out.copy(source, at + 1, end);
}

/**
 * A file read with its titles after the boards (plain XSB) is read that way
 * only as long as every board is still followed by exactly its title line.
 * An edit that breaks this (a title set to `null`, notes or saved games
 * added, a puzzle added, a header `Game:` note that names another tiling
 * than a puzzle's, which then needs its own `Game:` note under its board)
 * would let every other title shift to a neighbour, so then all titles are
 * written above their boards instead. So they are when one puzzle is left:
 * the reader takes a lone board's line for a note.
 */
function titlesAfterBoardsKept(collection: Collection, defaultGame: string): boolean {
  for (const p of collection.puzzles) {
    const o = puzzleOrigins.get(p);
    if (!o?.titlePlace?.afterBoard || p.title === null || p.savedGames.length > 0) return false;
    if (!sameLines(p.notes, o.notes) || !sameLines(p.comments, o.comments)) return false;
    // A changed tiling is written as a `Game:` note under the board, where it would push the title off its line; so is
    // the puzzle's own tiling when the header now names another.
    if (p.game !== o.game || !sameLines(puzzleNotes(p, defaultGame), o.notes)) return false;
  }
  return collection.puzzles.length > 1;
}

/** True if a puzzle will be written with a title line or `;;Title:` above its board. */
function namedAboveBoard(puzzle: Puzzle): boolean {
  if (puzzle.title === null) return false;
  const place = puzzleOrigins.get(puzzle)?.titlePlace;
  // Without a place the title is written on a line above the board; from a `Title:` note only if the note cannot hold it.
  return !place || !place.inNotes || (!place.afterBoard && !valueFits(puzzle.title));
}

/** What to write for a puzzle's title, given where it was read from. */
interface TitlePlan {
  /** The title's place in the source, or `null` if the title is to be written as if read from nowhere. */
  place: TitlePlace | null;
  /** The title as read from that place. */
  read: string | null;
  /** The title must go on a title line above the board (a new one, or in place of the lead's title line). */
  lineAbove: boolean;
  /** The after-board title line to leave out of the body (titles moved above boards). */
  dropAfterBoard: number;
}

function planTitle(puzzle: Puzzle, o: PuzzleOrigin, context: PreserveContext): TitlePlan {
  let place = o.titlePlace;
  let read = o.title;
  let dropAfterBoard = -1;
  if (place?.afterBoard && !context.keepTitlesAfterBoards) {
    dropAfterBoard = place.line;
    place = null;
    read = null;
  }
  const title = puzzle.title;
  let lineAbove = false;
  if (title !== null) {
    // A title new to the puzzle, or one its `Title:` note cannot hold, goes on a line above the board.
    if (place === null) lineAbove = title !== read;
    else if (place.inNotes && !place.afterBoard && !valueFits(title)) lineAbove = true;
  }
  return { place, read, lineAbove, dropAfterBoard };
}

function writePuzzlePreserve(out: Output, puzzle: Puzzle, context: PreserveContext, board: string): void {
  out.startPuzzle();
  const o = puzzleOrigins.get(puzzle);
  // `::` comments between the title and the board are copied with the lines above the board, which every way of writing
  // them copies: a puzzle that no longer holds one of them is written anew, so that a removed comment stays removed.
  const leadOwn = o ? regionComments(o.source, o.leadStart, o.boardStart) : NO_COMMENTS;
  const commentsLeft = leadOwn.length === 0 ? null : commentCounts(puzzle.comments);
  if (!o || leadCommentsEdited(puzzle, o) || (commentsLeft !== null && !takeCounted(commentsLeft, leadOwn))) {
    out.blank();
    writePuzzle(out, puzzle, context.defaultGame, false, board);
    return;
  }
  const source = o.source;
  const plan = planTitle(puzzle, o, context);
  const title = puzzle.title;
  const titleChanged = title !== plan.read;
  const place = plan.place;

  // Lead: the title line or `;;Title:`, metadata and blank lines above the board.
  const contiguous = out.continues(source, o.leadStart);
  if (!contiguous) out.blank();
  const lineInLead = place !== null && !place.inNotes;
  const leadHasSeparator = o.leadStart < o.boardStart && isSeparatorLine(lineText(source, o.leadStart));
  // Above a lead of metadata alone (a `;;Title:`, with `;;Author:` lines), the reader takes a lone `;` for the level's
  // own separator: a `;` that ends the part written above (a note of the file or of the previous level) would be lost
  // to it. A `;` of the level's own, in between, keeps it.
  const guardSeparator = lineInLead && place.value && !leadHasSeparator && metadataOnly(source, o.leadStart, o.boardStart);
  if (lineInLead && titleChanged) {
    const framed = title === null ? null : place.value ? replaceValue(source, place, title) : titleInFrame(titleFrame(lineText(source, place.line)), title);
    // A new title line, where the old one cannot hold the title, replaces a separator above it that said there was none
    // (left above the blank line the new line goes under, it would be the previous puzzle's note, or the file's).
    if (guardSeparator && framed !== null && out.separatorAbove()) out.line(';');
    const from = title !== null && framed === null && leadHasSeparator ? o.leadStart + 1 : o.leadStart;
    // Above a title line the reader reads each `;` as a blank line. Without the title line, it takes the last one for the
    // puzzle's own separator, which says there is no title, and any above that one for a note: those go.
    const separator = lastSeparatorLine(source, o.leadStart, place.line);
    // A `;;Title:` further up, which the nearest one outranked, would name the level once that one is gone: none is left.
    if (title === null && place.value) {
      for (let k = from; k < place.line; k++) if (!isMetaTitle(lineText(source, k))) out.copy(source, k, k + 1);
    } else if (title === null) {
      for (let k = from; k < place.line; k++) if (k === separator || !isSeparatorLine(lineText(source, k))) out.copy(source, k, k + 1);
    } else out.copy(source, from, place.line);
    if (title === null) {
      out.rewritten = true;
      // Comments below the title line stay the puzzle's only under a `;` of its own: without one they would be what precedes.
      if (separator < 0 && (leadOwn.length > 0 || out.needsSeparator('board'))) out.line(';');
    } else {
      // A title line right under the previous board could now pass for that board's title (plain XSB layout): a blank line keeps it above its own.
      if (framed !== null && out.atBoardEnd()) out.line('');
      if (framed !== null) copyWithLine(out, source, place.line, place.line + 1, place.line, outOfMetaTitleReach(out, framed, title));
      else {
        out.blank();
        out.line(titleLine(title));
      }
    }
    out.copy(source, place.line + 1, o.boardStart);
  } else if (plan.lineAbove) {
    // A new title line replaces the separator that said there was none. `::` comments in the lead go under it, where they
    // stood between the puzzle's first line and its board: above it, they would be what precedes the puzzle's.
    for (let k = leadHasSeparator ? o.leadStart + 1 : o.leadStart; k < o.boardStart; k++) if (!isCommentLine(lineText(source, k))) out.copy(source, k, k + 1);
    out.blank();
    out.line(titleLine(title!));
    for (const c of leadOwn) out.line(c);
    out.line('');
  } else {
    // Copied on from the source, the lines above read as they did, unless what stands above them changed. (With titles
    // kept after boards, the line above is the previous board's title, which the reader does not take for this one's.)
    const named = lineInLead || leadHasSeparator;
    // Nor does it take, in that layout, the line under the previous board wherever that board came from: a `;` there would
    // end the layout and turn every title into a note.
    const exact = contiguous && out.rewritten && !context.keepTitlesAfterBoards;
    const afterTitled = context.keepTitlesAfterBoards && out.wroteBoard();
    if (!named && !afterTitled && (contiguous ? exact && out.needsSeparator('board', true) : out.needsSeparator('board'))) out.line(';');
    // A title line right under the previous board, once an edit above left the first puzzle unnamed above its board,
    // could pass for that board's title (plain XSB layout): a blank line keeps it above its own.
    if (lineInLead && place.line === o.leadStart && (out.rewritten || context.separateTitles) && out.atBoardEnd() && context.titlesAfterBoardsPossible) out.line('');
    if (guardSeparator && out.separatorAbove()) out.line(';');
    const read = lineInLead ? lineText(source, place.line) : null;
    const line = read === null ? null : outOfMetaTitleReach(out, read, title!);
    if (line === read) out.copy(source, o.leadStart, o.boardStart);
    else copyWithLine(out, source, o.leadStart, o.boardStart, place!.line, line);
  }

  // `.osb` metadata holds for the levels after it: with a level above gone or moved, the lines written so far may no
  // longer give this one the values it was read with. A line of each value it had, right above the board, puts it back
  // (a value it did not have cannot be taken away: the format has no line for that).
  if (o.metadata.author !== null && out.metadata.author !== o.metadata.author) out.line(`;;Author: ${o.metadata.author}`);
  if (o.metadata.comment !== null && out.metadata.comment !== o.metadata.comment) out.line(`;;Comment: ${o.metadata.comment}`);

  // Board. A title line dropped from its lead may have stood between it and a board row above (the previous board, a `#` note).
  if (out.rewritten && out.wouldJoinBoard()) out.line('');
  out.startBoard();
  if (sameLines(puzzle.board.rows, o.rows)) out.copy(source, o.boardStart, o.boardEnd);
  else for (const line of boardLines(puzzle.board.rows, false, board, true)) out.line(line);
  out.markBoard();

  // Comments are written once each: those in unedited saved games with them (by their copies, or under their moves when
  // written anew), the rest with the notes. Which unedited game goes on from a copy is known only as the games are
  // written, after the notes. A game copied brings its own `::` comments: one holding a comment the puzzle no longer
  // has is rewritten instead, so that a removed comment stays removed.
  let gameCommentsLeft = commentsLeft;
  const games = puzzle.savedGames.map((sg) => {
    const so = savedGameOrigins.get(sg);
    const same = so !== undefined && sg.title === so.title && sg.moves.text === so.movesText && sameLines(sg.notes, so.notes);
    const own = same ? regionComments(so.source, so.start, so.end) : NO_COMMENTS;
    const unedited = same && (own.length === 0 || takeCounted((gameCommentsLeft ??= commentCounts(puzzle.comments)), own));
    const first = unedited ? lineText(so.source, so.start) : '';
    const separated = unedited && (so.title !== null || isSeparatorLine(first));
    // An untitled game's first line read as moves only for what stood above it (a line with a typo, see `typoMoves`)
    // would be its title under the blank line a copy goes after: such a game is copied only where nothing above it changed.
    const copied = separated || (unedited && readsAsMovesUnderBlank(first));
    return { sg, so, own, unedited, separated, copied };
  });
  // Most puzzles have no comments: then there is nothing to look for.
  const pending = puzzle.comments.length === 0 ? NO_COMMENTS : puzzle.comments.slice();
  if (pending.length > 0) {
    takeAll(pending, leadOwn);
    for (const g of games) if (g.unedited) takeAll(pending, g.own);
  }

  // Puzzle notes. A title that lives in a `Title:` note is written there, whatever the notes became.
  // Notes as read, of the tiling they were read as, under the header they were read with (of this file), name it still.
  const asRead = context.headerAsRead && o.source === context.source && puzzle.game === o.game && sameLines(puzzle.notes, o.notes) && (title !== null || o.title === null);
  const notes = asRead ? puzzle.notes : puzzleNotes(puzzle, context.defaultGame);
  const notesSame = (asRead || sameLines(notes, o.notes)) && sameLines(puzzle.comments, o.comments);
  const titleInNote = place !== null && place.inNotes && !place.afterBoard && !plan.lineAbove;
  const afterBoard = place !== null && place.afterBoard === true;
  // The `Title:` note with the new value, when changing that one line is enough.
  const noteLine = notesSame && titleChanged && titleInNote && title !== null ? replaceValue(source, place, title) : null;
  if (notesSame && plan.dropAfterBoard >= 0) {
    copyWithLine(out, source, o.boardEnd, o.bodyEnd, plan.dropAfterBoard, null);
    out.endNotes();
    if (pending.length > 0) takeAll(pending, regionComments(source, o.boardEnd, o.bodyEnd));
  } else if (notesSame && titleChanged && afterBoard && title !== null) {
    copyWithLine(out, source, o.boardEnd, o.bodyEnd, place.line, titleInFrame(titleFrame(lineText(source, place.line)), title) ?? titleLine(title));
    out.endNotes();
    if (pending.length > 0) takeAll(pending, regionComments(source, o.boardEnd, o.bodyEnd));
  } else if (noteLine !== null) {
    copyWithLine(out, source, o.boardEnd, o.bodyEnd, place!.line, noteLine);
    out.endNotes();
    if (pending.length > 0) takeAll(pending, regionComments(source, o.boardEnd, o.bodyEnd));
  } else if (notesSame && !(titleChanged && titleInNote)) {
    out.copy(source, o.boardEnd, o.bodyEnd);
    out.endNotes();
    if (pending.length > 0) takeAll(pending, regionComments(source, o.boardEnd, o.bodyEnd));
  } else {
    let written: string[] = notes;
    if (titleInNote && title !== null && getProperty(written, 'Title') !== title) written = setProperty(written, 'Title', title);
    written = withoutMetaNotes(written, o.metaNotes);
    const lines = noteLinesToWrite(trimBlankEntries(written), 'body');
    if (afterBoard && plan.dropAfterBoard < 0 && title !== null) lines.unshift(titleInFrame(titleFrame(lineText(source, place.line)), title) ?? titleLine(title));
    // Loops, not push(...): a spread passes every line as an argument, and a puzzle can hold more comments than the stack takes.
    for (const c of pending.splice(0)) lines.push(c);
    for (const line of regionLines(source, o.boardEnd, o.bodyEnd, false)) lines.push(line);
    writeBody(out, lines, o, puzzle.savedGames.length === 0 && context.titlesAfterBoardsPossible);
  }

  for (const { sg, so, own, unedited, separated, copied } of games) {
    const continues = unedited && out.continues(so!.source, so!.start);
    if (copied || continues) {
      if (!continues) {
        out.blank();
        if (!separated && out.needsSeparator('moves')) out.line(';');
      } else if (!separated && out.rewritten && out.needsSeparator('moves', true)) out.line(';');
      out.copy(so!.source, so!.start, so!.end);
      // A game with notes ends with them (or blank lines); one without ends with its moves, which must stay moves.
      if (sg.notes.length > 0) out.endNotes();
      continue;
    }
    const moves = moveLines(sg, false);
    if (moves.length === 0) continue;
    // A new game goes in as a blank line and its own lines: a blank line that ended what stood above it ends the game
    // instead, and where none did (the end of a file that ended right under the board or the last moves), none is
    // added. What is written next (a puzzle, a game) sets itself apart with a blank line of its own.
    const blankBelow = out.afterBlank ? 1 : 0;
    out.blank();
    writeSavedGame(out, sg, moves);
    if (so) {
      for (const c of unedited ? own : takeAll(pending, regionComments(so.source, so.start, so.end))) out.line(c);
      for (const line of regionLines(so.source, so.start, so.end, false)) out.line(line);
    }
    const trailing = so ? so.trailingBlanks : blankBelow;
    for (let i = 0; i < trailing; i++) out.line('');
  }
  // Comments of saved games that are gone still belong to the puzzle.
  for (const c of pending) out.line(c);
}

/** True if source lines `[start, end)` are metadata and blank lines only. */
function metadataOnly(source: SourceText, start: number, end: number): boolean {
  for (let k = start; k < end; k++) {
    const kind = kindOfLine(lineText(source, k));
    if (kind !== BLANK && kind !== META && kind !== RAW) return false;
  }
  return true;
}

/**
 * The title line to write for `title`: `line`, or, if that is a `;` comment
 * that a `;;Title:` written above would reach (the reader looks for one
 * across such comments, and would take it for the title instead), the
 * title's plain line, which stops that search. That `;;Title:` named no
 * level where it was read: text stood between it and the board, which an
 * edit above (notes removed, a level removed or moved) took away.
 */
function outOfMetaTitleReach(out: Output, line: string, title: string): string {
  return isSemicolonComment(kindOfLine(line), line) && out.metaTitleReaches() ? titleLine(title) : line;
}

/**
 * True if a puzzle whose first notes are `;` comments between its
 * `;;Title:` and its board (`.osb`, see the reader) has a new title or no
 * longer starts its notes with them. Copied, those lines would stay above
 * the board whatever the notes became, and with the `;;Title:` gone or
 * moved the nearest would be read as the title: such a puzzle is written
 * anew, its title on a line of its own and those comments among its notes.
 */
function leadCommentsEdited(puzzle: Puzzle, o: PuzzleOrigin): boolean {
  if (!o.metaNotes.some((line) => line.trimStart().charCodeAt(0) === 59)) return false;
  if (puzzle.title !== o.title || puzzle.notes.length < o.metaNotes.length) return true;
  return o.metaNotes.some((line, i) => puzzle.notes[i] !== line);
}

/** True if `line`, the first of a saved game's moves, reads as moves right under a blank line, where a title could stand. */
function readsAsMovesUnderBlank(line: string): boolean {
  return kindOfLine(line) === MOVES || typoMoves(line) >= TYPOS_EVEN_AS_TITLE;
}

/**
 * Writes rewritten puzzle notes with the blank lines the source had around
 * them. `alone`: nothing follows the notes before the next board, in a file
 * of several puzzles.
 */
function writeBody(out: Output, lines: readonly string[], o: PuzzleOrigin, alone: boolean): void {
  if (lines.length === 0) {
    for (let i = 0; i < o.bodyTrailingBlanks; i++) out.line('');
    return;
  }
  // Blank lines alone count as both leading and trailing: notes added to them go under the board, the blank lines after.
  const onlyBlanks = o.bodyLeadingBlanks === o.bodyEnd - o.boardEnd;
  let leading = onlyBlanks ? 0 : o.bodyLeadingBlanks;
  // One text line right under a board, with nothing after it, is how plain XSB files give titles: keep a blank line between.
  if (lines.length === 1 && alone) leading = Math.max(1, leading);
  for (let i = 0; i < leading; i++) out.line('');
  for (const line of lines) out.line(line);
  for (let i = 0; i < o.bodyTrailingBlanks; i++) out.line('');
}

/** The notes without the first ones that `.osb` metadata above the board gives anyway, when the reader would give them again. */
function withoutMetaNotes(notes: string[], metaNotes: readonly string[]): string[] {
  if (metaNotes.length === 0 || notes.length < metaNotes.length) return notes;
  for (let i = 0; i < metaNotes.length; i++) if (notes[i] !== metaNotes[i]) return notes;
  const own = notes.slice(metaNotes.length);
  // An own `Author:` or `Comment:` note would hide the metadata's, so then all notes are the puzzle's own.
  for (const line of metaNotes) {
    const key = parseProperty(line)?.key;
    if (key !== undefined && getProperty(own, key) !== null) return notes;
  }
  return own;
}

/** The last of source lines `[start, end)` that is a lone `;`, or -1 if none is. */
function lastSeparatorLine(source: SourceText, start: number, end: number): number {
  for (let k = end - 1; k >= start; k--) if (isSeparatorLine(lineText(source, k))) return k;
  return -1;
}

/** How many times each of `comments` occurs. */
function commentCounts(comments: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const c of comments) counts.set(c, (counts.get(c) ?? 0) + 1);
  return counts;
}

/** True, and `lines` taken from `counts`, if `counts` holds every one of `lines` (as often as it occurs there); otherwise `counts` is left as it was. */
function takeCounted(counts: Map<string, number>, lines: readonly string[]): boolean {
  const need = commentCounts(lines);
  for (const [line, n] of need) if ((counts.get(line) ?? 0) < n) return false;
  for (const [line, n] of need) counts.set(line, counts.get(line)! - n);
  return true;
}

/** The `::` comment lines of source lines `[start, end)`. */
function regionComments(source: SourceText, start: number, end: number): readonly string[] {
  // Every saved game is looked at on every write: most hold no `::` at all, and one search of their text says so.
  if (!source.text.slice(source.starts[start]!, source.starts[end]!).includes('::')) return NO_COMMENTS;
  const out: string[] = [];
  for (let k = start; k < end; k++) {
    const line = lineText(source, k);
    if (isCommentLine(line)) out.push(line);
  }
  return out;
}

/**
 * Lines of source lines `[start, end)` that the document holds nowhere but
 * the reader acts on: `.osb` metadata (which names and describes the levels
 * that follow) and, in the file header, a `Game=` definition. A part that is
 * rewritten writes them again so that they keep acting.
 */
function regionLines(source: SourceText, start: number, end: number, header: boolean): string[] {
  const out: string[] = [];
  for (let k = start; k < end; k++) {
    const line = lineText(source, k);
    const c = line.trimStart().charCodeAt(0);
    if (c === 59 /* ; */ && readMeta(line) !== null) out.push(line);
    else if (header && isMacroDefinition(line) && parseMacroDefinition(line)!.key.toLowerCase() === 'game') out.push(line);
  }
  return out;
}

/** The pending comments of a puzzle without comments: nothing is ever added to it. */
const NO_COMMENTS: string[] = [];

/**
 * Removes one occurrence of each of `lines` from `from` (the first one still
 * there); returns those it found. Counts first, then one pass that compacts
 * `from`: searching and splicing per line would cost |from| × |lines| on a
 * puzzle with a hundred thousand comments.
 */
function takeAll(from: string[], lines: readonly string[]): string[] {
  if (from.length === 0) return from;
  const left = new Map<string, number>();
  for (const line of from) left.set(line, (left.get(line) ?? 0) + 1);
  const taken: string[] = [];
  // How many of each line to remove, from the front of `from`.
  const removing = new Map<string, number>();
  for (const line of lines) {
    const n = left.get(line) ?? 0;
    if (n === 0) continue;
    left.set(line, n - 1);
    removing.set(line, (removing.get(line) ?? 0) + 1);
    taken.push(line);
  }
  if (taken.length === 0) return taken;
  let kept = 0;
  for (const line of from) {
    const n = removing.get(line) ?? 0;
    if (n > 0) removing.set(line, n - 1);
    else from[kept++] = line;
  }
  from.length = kept;
  return taken;
}

/**
 * The puzzle notes to write so that the puzzle reads back as the same tiling
 * and title: a `Game:` note when the notes and the header's default would
 * name another tiling, and no `Title:` note when the title is `null`.
 */
function puzzleNotes(puzzle: Puzzle, defaultGame: string): string[] {
  let notes = puzzle.notes;
  if (puzzle.title === null && notes.some((line) => keyedValue(line, 'title') !== null)) notes = notes.filter((line) => keyedValue(line, 'title') === null);
  const named = normalizedGame(getProperty(notes, 'Game')) ?? normalizedGame(gameDefinition(notes));
  const implied = named ?? defaultGame.toLowerCase();
  if (implied !== puzzle.game.toLowerCase()) notes = setProperty(notes, 'Game', puzzle.game);
  return notes;
}

/** `Game=X` written in puzzle notes, as the reader takes it. */
function gameDefinition(notes: readonly string[]): string | null {
  for (const line of notes) {
    const v = keyedValue(line, 'game', '=');
    if (v !== null && v !== '') return v;
  }
  return null;
}

function trailingBlankLines(source: SourceText, start: number, end: number): number {
  let k = end;
  while (k > start && isBlankLine(lineText(source, k - 1))) k--;
  return end - k;
}

// Canonical SOK 0.17.

function writeCanonical(collection: Collection, eol: string, rle: boolean): string {
  const out = new Output(eol);
  let header = collection;
  let fileGame = normalizedGame(getProperty(collection.notes, 'Game')) ?? gameFromMacros(collection.macros);
  // A file of one tiling names it once in the header rather than in every puzzle, unless a blank `Game:` note is there
  // already: the reader takes the first `Game` key, and that one names none.
  const games = new Set(collection.puzzles.map((p) => p.game));
  const only = games.size === 1 ? [...games][0]! : null;
  if (fileGame === null && only !== null && findProperty(collection.notes, 'Game') < 0 && only.toLowerCase() !== DEFAULT_GAME.toLowerCase()) {
    header = { ...collection, notes: [...trimBlankEntries(collection.notes), `Game: ${only}`] };
    fileGame = only.toLowerCase();
  }
  writeHeader(out, header);
  const defaultGame = fileGame ?? DEFAULT_GAME.toLowerCase();
  collection.puzzles.forEach((puzzle, p) => {
    out.blank();
    writePuzzle(out, puzzle, defaultGame, rle, `puzzles[${p}].board`);
  });
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
  let notes = collection.title === null ? collection.notes.filter((line) => !namesCollection(line)) : collection.notes;
  notes = trimBlankEntries(notes);
  if (collection.title !== null) {
    const value = collection.title.trim();
    // The key the reader takes the title from: `Collection:` if a line has that key, else `Title:` (found as `findProperty` finds keys).
    const key = findProperty(notes, 'Collection') >= 0 || findProperty(notes, 'Title') < 0 ? 'Collection' : 'Title';
    if (getProperty(notes, key) !== value) notes = setProperty(notes, key, value);
  }
  const macros = Object.entries(collection.macros);
  if ((notes.length > 0 || macros.length > 0) && collection.comments.length > 0) out.line('');
  for (const line of noteLinesToWrite(notes, 'header')) out.line(line);
  for (const [k, v] of macros) out.line(`${k}=${v}`);
}

/** True if a file note names the collection (`Collection:` or `Title:`). */
function namesCollection(line: string): boolean {
  return keyedValue(line, 'collection') !== null || keyedValue(line, 'title') !== null;
}

/** A puzzle in canonical form; `defaultGame` is the tiling a puzzle whose notes name none is read as, `board` its board's path for an error. */
function writePuzzle(out: Output, puzzle: Puzzle, defaultGame: string, rle: boolean, board: string): void {
  out.startPuzzle();
  if (puzzle.title !== null) {
    out.line(titleLine(puzzle.title));
    out.line('');
  } else if (out.needsSeparator('board')) out.line(';');
  out.startBoard();
  for (const line of boardLines(puzzle.board.rows, rle, board)) out.line(line);
  out.markBoard();
  const notes = noteLinesToWrite(trimBlankEntries(puzzleNotes(puzzle, defaultGame)), 'body');
  if (notes.length > 0 || puzzle.comments.length > 0) out.line('');
  for (const line of notes) out.line(line);
  for (const c of puzzle.comments) out.line(c);
  for (const sg of puzzle.savedGames) {
    const moves = moveLines(sg, rle);
    if (moves.length === 0) continue;
    out.blank();
    writeSavedGame(out, sg, moves);
  }
}

/**
 * The lines of a saved game's moves, run-length encoded or not; none for a
 * game without moves, which has no text form (a moves line needs a move).
 * Moves of `W` alone with `*` marks lose the marks (see {@link movesLines}).
 * An encoded line of counts, `W` and `*` alone with a `*` in it reads as a
 * board row: then the moves are written as they are.
 */
function moveLines(sg: SavedGame, rle: boolean): string[] {
  const lines = movesLines(sg.moves.text);
  // Stryker disable next-line ConditionalExpression: no lines encode to no lines; the test spares encoding nothing
  if (!rle || lines.length === 0) return lines;
  const encoded = wrapRleMoves(encodeRle(lines.join('')));
  return encoded.every((line) => kindOfLine(line) === MOVES) ? encoded : lines;
}

/**
 * Writes a saved game with its move lines ({@link moveLines}): its title
 * line (or a `;` separator where {@link Output.needsSeparator} says so),
 * its moves, then its notes right under the moves.
 */
function writeSavedGame(out: Output, sg: SavedGame, moves: readonly string[]): void {
  if (sg.title !== null) out.line(titleLine(sg.title));
  else if (out.needsSeparator('moves')) out.line(';');
  for (const line of moves) out.line(line);
  for (const line of noteLinesToWrite(trimBlankEntries(sg.notes), 'body')) out.line(line);
}

/**
 * Moves in lines of 70 characters, each of which the reader reads back as
 * moves ({@link kindOfLine}). A piece that would not (`W` and `*` alone, a
 * board row with a wall and a box on a goal) joins the next piece, or at the
 * end the lines before it, until the joined line reads as moves. Moves of
 * `W` alone with `*` marks have no such line, nor have moves whose joined
 * line would be too long to read: the marks (where play stood) are left
 * out, and the moves written.
 */
function movesLines(text: string): string[] {
  const lines: string[] = [];
  let pending = '';
  // A run of `W` and `*` reads as moves once a part that holds a move joins it (see `holdsMove`): only then is
  // the joined line written, so the cost stays linear in the moves' length (asking the reader about the joined
  // line after every piece took quadratic time). A join past the longest line the reader reads leaves the marks
  // out, rather than search for another way to split so long a run.
  for (const piece of wrapMoves(text)) {
    if (pending === '' && kindOfLine(piece) === MOVES) {
      lines.push(piece);
      continue;
    }
    pending += piece;
    if (!holdsMove(piece)) continue;
    if (!fitsOneLine(pending)) return withoutMarks(text);
    lines.push(pending);
    pending = '';
  }
  while (pending !== '' && lines.length > 0) {
    const line = lines.pop()!;
    pending = line + pending;
    if (!holdsMove(line)) continue;
    if (!fitsOneLine(pending)) return withoutMarks(text);
    lines.push(pending);
    pending = '';
  }
  return pending === '' ? lines : withoutMarks(text);
}

/**
 * True if a line is no longer than the longest line a reader with the
 * default limits reads: a longer one is kept as a note, and its game lost.
 */
function fitsOneLine(line: string): boolean {
  return line.length <= DEFAULT_LIMITS.maxLineLength;
}

/** Moves without their `*` marks, in lines of 70 characters: for moves no lines can hold with them. */
function withoutMarks(text: string): string[] {
  return wrapMoves(text.replaceAll('*', ''));
}

/**
 * True if moves text reads as moves even with a `*` before it: it holds a
 * move that no board row holds. Only such a part makes a run of `W` and `*`
 * (a board row) read as moves when it joins the run, and it always does:
 * a line with a character no board row has is not a board row.
 */
function holdsMove(part: string): boolean {
  return kindOfLine(`*${part}`) === MOVES;
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
 * The lines of a board in canonical form: its {@link canonicalRows}, one a
 * line, or all on one run-length encoded line when `rle` is set or when the
 * rows one a line would not read back as this board. That happens to boards
 * only RLE can write: a board whose first row is empty (the reader starts a
 * board at a row with a wall, box, goal or pusher) or of a single row once
 * empty rows at its end are dropped (a board has two rows or more). A single
 * row gets an empty row after it for the same reason; the next canonical
 * write drops it again.
 *
 * A board with a character no board row has (a damaged row the reader kept
 * in its board) is written in the first of these ways that the reader
 * reads back as this board (its canonical rows): one row a line, which the
 * reader takes where each damaged row stands between two rows of the board
 * (and `5x@$.#`, which starts with no wall, as a row with a damaged `5`,
 * not a count); on one line of rows joined with `|`, with empty rows at its
 * end up to the three rows such a line needs, which is how the reader takes
 * a damaged first or last row (`#####|#@$.#|##x##`: on a line of its own,
 * `##x##` would be a note); one row a line as given, not in standard
 * characters (`#@($.W` is a row with a damaged `(`, but with its `W`
 * written `#` it has walls at both ends and reads as run-length encoding).
 * With `asGiven`, as preserve mode writes an edited board, the rows as given
 * come first.
 *
 * @throws {UnwritableTextError} at `path` (`puzzles[2].board`) for a board
 * no way of writing reads back: one of floor alone (the reader finds no
 * board there), or one whose damaged rows the reader would read as text or
 * as run-length encoding (`#@1.#`, `Hello`).
 */
export function boardLines(rows: readonly string[], rle: boolean, path: string, asGiven = false): string[] {
  const canonical = canonicalRows(rows);
  if (canonical.length === 0) throw new UnwritableTextError(`${path}.rows`, '', -1, 'it has no wall, box, goal or pusher, and the reader finds no board in floor alone', 'a board');
  if (canonical.every((row) => rowKind(row) !== RowKind.None)) {
    if (asGiven && readBackAsBoard(rows)) return [...rows];
    return !rle && readBackAsBoard(canonical) ? canonical : [encodeRleBoard(canonical.length === 1 ? [canonical[0]!, '-'] : canonical)];
  }
  // On one line, the reader takes the board it nearly is when the line has three rows at least (empty ones at the end,
  // which the next canonical write drops again) and no more than a third of its characters damaged. The floor at the
  // rows' ends, which canonical rows leave out, counts towards that third: the rows with it are tried next.
  const oneLine = [canonical, rows.map(standardizeRow)].map((candidate) => {
    const padded = [...candidate];
    while (padded.length < 3) padded.push('');
    // An empty row keeps one `-`: an empty row between `|`s would end the board.
    return [padded.map((row) => encodeRle(row.replaceAll(' ', '-')) || '-').join('|')];
  });
  const tried = asGiven ? [[...rows], canonical, ...oneLine] : [canonical, ...oneLine, [...rows]];
  for (const lines of tried) if (sameLines(readBack(lines), canonical)) return lines;
  throw damagedBoardError(rows, readBack(canonical), canonical, path);
}

/**
 * The canonical rows of the first board the reader reads from `lines`
 * alone, or none. A second board there would leave the first with fewer
 * rows than the lines: not the board they were written for.
 */
function readBack(lines: readonly string[]): string[] {
  return canonicalRows(parseCollection(lines.join('\n')).collection.puzzles[0]?.board.rows ?? []);
}

/**
 * The error for a board with a damaged row that no way of writing reads
 * back: at the first row that `back`, what the reader read from its
 * canonical rows one a line, has otherwise, when that row is damaged (a row
 * misread, or one whose damage ended the board there); else at the first
 * damaged row, whose damage kept the board from starting above it; and at
 * the row's first character that is not a board character.
 */
function damagedBoardError(rows: readonly string[], back: readonly string[], canonical: readonly string[], path: string): UnwritableTextError {
  let wrong = 0;
  while (wrong < canonical.length - 1 && back[wrong] === canonical[wrong]) wrong++;
  const at = damagedAt(rows[wrong]!) >= 0 ? wrong : rows.findIndex((row) => damagedAt(row) >= 0);
  const row = rows[at]!;
  const k = damagedAt(row);
  const reason =
    row[k] === '|'
      ? 'a board line reads it as the end of a row'
      : /[0-9()]/.test(row[k]!) && /^[ \t]*[0-9]*#/.test(row)
        ? 'a board line that starts with a wall reads it as run-length encoding'
        : 'the reader takes a row with characters no board has into its board only between two of its rows, with a wall at an end and at most a third of its characters damaged, and reads this one as text';
  return new UnwritableTextError(`${path}.rows[${at}]`, row, k, `${showCharacter(row, k)} at index ${k} is not a board character, and ${reason}`, 'a board row');
}

/** The index of the first character of `row` that is not a board character, or -1. */
function damagedAt(row: string): number {
  for (let k = 0; k < row.length; k++) if (cellContent(row[k]!) === undefined) return k;
  return -1;
}

/**
 * True if `rows`, board rows with no damaged character, written one a line
 * with a blank line or a title above and below, are read back as a board of
 * exactly these rows: two rows or more, each a board row on its own (no TAB,
 * which the reader expands), the first and last with a wall, box, goal or
 * pusher. Boards with a damaged row are asked of the reader itself (see
 * {@link boardLines}).
 */
function readBackAsBoard(rows: readonly string[]): boolean {
  if (rows.length < 2 || kindOfLine(rows[0]!) !== SOLID || kindOfLine(rows[rows.length - 1]!) !== SOLID) return false;
  for (const row of rows) {
    const kind = kindOfLine(row);
    if (row.includes('\t') || (kind !== SOLID && kind !== FLOOR)) return false;
  }
  return true;
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

/** Drops empty entries at both ends: the reader drops them, as it cannot tell them from the blank lines between parts. */
function trimBlankEntries(lines: readonly string[]): string[] {
  let s = 0;
  while (s < lines.length && lines[s] === '') s++;
  let e = lines.length;
  while (e > s && lines[e - 1] === '') e--;
  return lines.slice(s, e);
}
