/**
 * Reads SOK (0.14-0.19), XSB/TXT, HSB and OSB level files into a
 * {@link Collection}. One reader handles all of them: the formats share board
 * rows and differ only in how titles and notes are written.
 *
 * The reader works in passes over the lines:
 * 1. classify each line on its own (blank, `::` comment, board row, moves, text),
 *    then take back as board rows the rows of `W` walls beside a board drawn with them
 *    and the damaged rows between two rows of a board,
 *    and as moves the lines of moves with typos next to moves;
 * 2. find boards: runs of board rows, with interior empty rows, of two rows or more;
 * 3. find each board's title line and where each puzzle's lines start;
 * 4. read the file header;
 * 5. read each puzzle: its notes, its saved games, its title.
 */
import { expandedWidth, expandTabs } from './board-text.js';
import type { Board, Collection, GameName, Puzzle, SavedGame } from './document.js';
import { DiagnosticList, formatCount, showCharacter, type Diagnostic } from './diagnostics.js';
import { DEFAULT_GAME, gameFromFileName, normalizeGameName } from './games.js';
import { FileBudget, resolveLimits, type ParseLimits } from './limits.js';
import {
  BLANK,
  BOARD,
  C_BRACKET,
  C_CONTROL,
  C_MOVE,
  C_NOT_MOVISH,
  C_PIPE,
  C_RLE,
  C_SPACE,
  C_STAR,
  canBeTitle,
  classify,
  damagedRleRowCharacters,
  damagedRowCharacters,
  expandRowInBoard,
  type RowInBoard,
  firstControlCharacter,
  FLOOR,
  LONG,
  holdMetadata,
  isSemicolonComment,
  META,
  isMetaTitle,
  readMeta,
  MOVE_LETTERS,
  MOVES,
  RAW,
  SEP,
  SOLID,
  TEXT,
  typoMoves,
  TYPOS_EVEN_AS_TITLE,
  TYPOS_NEAR_MOVES,
  TYPOS_NONE,
} from './line-kinds.js';
import { parseMoves, parsePlainMoves } from './moves.js';
import {
  collectionOrigins,
  lineContentEnd,
  lineText,
  ORIGIN_VERSION,
  puzzleOrigins,
  savedGameOrigins,
  sliceLines,
  type SourceText,
  type OsbMetadata,
  type TitlePlace,
} from './origin.js';
import { isMacroDefinition, unquoteNote, type NotePlace } from './note-lines.js';
import { reportNotesAboveBoards } from './notes-above-boards.js';
import { findProperty, getProperty, keyedValue, parseMacroDefinition, parseProperty } from './properties.js';
import { splitSource } from './source-lines.js';
import { titleText } from './title-line.js';

/** Every line break `splitSource` knows, for joining move lines with `\n`. */
const LINE_BREAK = /\r\r\n|\r\n|\r/g;
/** As many spaces as `text` has UTF-16 units: moves read as if a comment were not there, each offset still on its line and column. */
const spaces = (text: string): string => ' '.repeat(text.length);

/** The `no-puzzles` message: what was missing, and what a board looks like so a person can see why none was read. */
const NO_PUZZLES =
  'No board was found, so there is no puzzle: a board is two or more rows of board characters, such as "#####", "#@$.#", "#####" ' +
  '(# wall, @ pusher, $ box, . goal, space floor)';

/** Options for {@link parseCollection}. */
export interface ParseOptions {
  /** The tiling for puzzles whose file names none (after `Game:` keys, before the file name). */
  game?: GameName;
  /** The file's name; its extension names the tiling when nothing else does (`.hsb`, `.tsb`, `.osb`). */
  fileName?: string;
  /** Limits on the work done for hostile input; see {@link ParseLimits}. */
  limits?: Partial<ParseLimits>;
}

/** What {@link parseCollection} returns: the document and every problem found. */
export interface ParseResult {
  /** The document read: the header's title, notes and macros, and every puzzle that could be read, in file order (none when no board was found). */
  collection: Collection;
  /** Every problem found, errors and warnings, at 1-based lines and columns; empty for a clean file, and at most {@link MAX_DIAGNOSTICS} of them, then one `too-many-diagnostics` entry. */
  diagnostics: Diagnostic[];
}


/**
 * Reads a level file. Never throws on bad input: problems become
 * diagnostics (1-based line and column), and every puzzle that can be read is.
 * Input with no board at all, an empty string included, gets a `no-puzzles`
 * error.
 *
 * @param text The file's contents (decoded to a string; a BOM is kept aside).
 * @throws RangeError when `options.limits` holds a limit that is not a positive integer (see {@link ParseLimits}); never for the text.
 */
export function parseCollection(text: string, options: ParseOptions = {}): ParseResult {
  // Named passes, each over the line table the first one builds: `classifyLines`, the three `adopt…` passes,
  // `findBoards`, `findTitles`, `readHeader`, then `readPuzzle` (with `readSavedGames`) for each board.
  const limits = resolveLimits(options.limits);
  const diagnostics = new DiagnosticList();
  const budget = new FileBudget(limits);
  const table = classifyLines(splitSource(text), limits, diagnostics, budget);
  adoptWallRows(table);
  const damaged = adoptDamagedRows(table, limits, diagnostics, budget);
  adoptTypoMoves(table);
  const boards = findBoards(table, limits, diagnostics);
  reportDamagedRows(table, damaged, diagnostics);
  reportRowsOutsideBoards(table, boards, diagnostics);
  reportBinaryContent(table, diagnostics);
  // A file that yields nothing to play is an error, or a wrong file would pass for an empty collection.
  if (boards.length === 0) diagnostics.add('error', 'no-puzzles', NO_PUZZLES, 1, 1);
  const titles = findTitles(table, boards);
  reportUnusedMetadata(table, boards, titles, diagnostics);
  reportNotesAboveBoards(table.source, table.kinds, boards, titles.starts, diagnostics);
  const fallbackGame = options.game ? normalizeGameName(options.game) : options.fileName ? gameFromFileName(options.fileName) : null;
  const header = readHeader(table, boards.length > 0 ? titles.starts[0]! : table.count, fallbackGame, titles.afterBoards, limits);
  const collection = header.collection;
  const context: PuzzleContext = {
    table,
    boards,
    titles,
    limits,
    diagnostics,
    budget,
    defaultGame: header.fileGame ?? fallbackGame ?? DEFAULT_GAME,
    sticky: { author: null, comment: null },
  };
  for (let b = 0; b < boards.length; b++) collection.puzzles.push(readPuzzle(context, b));
  return { collection, diagnostics: diagnostics.items };
}

/** The source's lines and what each one is: the first pass's result, read by every later pass. */
interface LineTable {
  source: SourceText;
  /** Number of lines. */
  count: number;
  /** The kind of each line (`BLANK`, `TEXT`, `MOVES`, `BOARD`, ...). */
  kinds: Uint8Array;
  /** The union of the character classes of each line (`C_MOVE`, `C_RLE`, ...). */
  flags: Uint16Array;
  /** The rows of lines written with RLE or `|`; a plain line is its own row. */
  rowsOf: Map<number, string[]>;
}

/** A board found among the lines: `[start, end)` and its rows. */
interface FoundBoard {
  start: number;
  end: number;
  rows: string[];
  /** Source line of each row when RLE put several rows on one line; `null` when row r is on line `start + r`. */
  rowLines: number[] | null;
}

/** Where each puzzle starts and which line names it, for every board. */
interface FoundTitles {
  /** First line of each puzzle: its title, separator or metadata lines right above the board, else the board. */
  starts: number[];
  /** The title line above each board, or -1. */
  lines: number[];
  /** The `;;Title:` line right above each board (`.osb`), or -1. */
  metaLines: number[];
  /** True when the file gives each title on the line after its board (plain XSB style). */
  afterBoards: boolean;
}

/**
 * Pass 1: classifies each line on its own, reading the source in place (no
 * string per line). Lines of move letters only, the bulk of real files, are
 * recognised by a sticky regular expression: native code, no allocation, and
 * it cannot run past the line. Other lines get one pass over their characters.
 */
function classifyLines(source: SourceText, limits: ParseLimits, diagnostics: DiagnosticList, budget: FileBudget): LineTable {
  const n = source.lineCount;
  const kinds = new Uint8Array(n);
  const flags = new Uint16Array(n);
  const rowsOf = new Map<number, string[]>();
  const src = source.text;
  for (let i = 0; i < n; i++) {
    const start = source.starts[i]!;
    const end = lineContentEnd(src, start, source.starts[i + 1]!);
    if (end - start > limits.maxLineLength) {
      kinds[i] = LONG;
      diagnostics.add('error', 'line-too-long', `Line is ${formatCount(end - start)} characters long, past the ${formatCount(limits.maxLineLength)}-character limit; it is kept as text and not read`, i + 1, 1);
      continue;
    }
    if (end === start) {
      kinds[i] = BLANK;
      continue;
    }
    MOVE_LETTERS.lastIndex = start;
    MOVE_LETTERS.test(src);
    if (MOVE_LETTERS.lastIndex === end) {
      kinds[i] = MOVES;
      flags[i] = C_MOVE;
      continue;
    }
    kinds[i] = classify(src, start, end, i, rowsOf, limits, diagnostics, flags, budget);
  }
  return { source, count: n, kinds, flags, rowsOf };
}

/**
 * Pass 1a: a row of `W` walls alone (`WWWWW`, `  W   W`, `5W`) reads on its
 * own as moves, `W` being Octoban's west letter. Right above or below a board
 * row that holds a `W` (a board drawn with `W` for its walls), and in a run
 * going on from there, it is a row of that board: read as moves, the board's
 * top and bottom walls would be a saved game and a note. A row written with
 * counts is the row pass 1 expanded it to (and charged to the file's budget,
 * or reported), as an RLE board line's.
 */
function adoptWallRows(table: LineTable): void {
  const { source, kinds, flags, rowsOf, count: n } = table;
  const wallRow = (j: number): boolean => {
    // Walls, spaces, counts and groups are all characters of moves: pass 1 read every such line as moves (a line with
    // a `|`, two rows of walls as in `5W|5W`, is text).
    if (kinds[j] !== MOVES) return false;
    return (flags[j]! & C_RLE) === 0 ? WALL_ROW.test(lineText(source, j)) : rowsOf.has(j);
  };
  for (let i = 0; i < n; i++) {
    if (kinds[i] !== SOLID || !lineText(source, i).includes('W')) continue;
    for (let j = i - 1; j >= 0 && wallRow(j); j--) kinds[j] = SOLID;
    let j = i + 1;
    for (; j < n && wallRow(j); j++) kinds[j] = SOLID;
    // The run below is taken; the line after it is looked at next.
    i = j - 1;
  }
}

/** A row of `W` walls and spaces alone: see {@link adoptWallRows}. */
const WALL_ROW = /^[ \t]*W[W \t]*$/;

/**
 * Pass 1b: a text line between two rows of one board that is shaped like a
 * row but for a few characters that are not board characters (see
 * {@link damagedRowCharacters}) is a damaged board row: `#  x $ .#`, or a row
 * with a NUL or a form feed in it. Read as text, it would cut the board in
 * two, the lower part becoming a puzzle titled with the damaged row, or
 * vanish with the upper part when that is a single row. Several such lines in
 * a row are taken together. Returns the lines taken, each with the offsets of
 * its bad characters, for {@link reportDamagedRows}.
 */
function adoptDamagedRows(table: LineTable, limits: ParseLimits, diagnostics: DiagnosticList, budget: FileBudget): Map<number, number[]> {
  const { source, kinds, flags, count: n, rowsOf } = table;
  const adopted = new Map<number, number[]>();
  // True while the lines just above are board rows and one of them holds more than floor: a board has begun.
  let inBoard = false;
  for (let i = 0; i < n; i++) {
    const kind = kinds[i];
    if (kind === SOLID) inBoard = true;
    if (kind === SOLID || kind === FLOOR) continue;
    if (inBoard && kind === TEXT && (flags[i]! & C_PIPE) === 0) {
      // Each line taken, the offsets of its damaged characters, and whether it is written with counts or groups.
      const run: [number, number[], boolean][] = [];
      let e = i;
      for (; e < n && kinds[e] === TEXT; e++) {
        const text = lineText(source, e);
        // A row with counts or groups (`#@2(-)x.#`): its digits are counts, not damage.
        const rle = (flags[e]! & C_RLE) !== 0 ? damagedRleRowCharacters(text) : null;
        const bad = rle ?? damagedRowCharacters(text);
        if (bad === null) break;
        run.push([e, bad, rle !== null]);
      }
      // The board must go on below: interior empty rows, then a row with more than floor.
      let below = e;
      while (below < n && kinds[below] === FLOOR) below++;
      if (run.length > 0 && below < n && kinds[below] === SOLID) {
        // The rows written with counts expand to board rows, within the file's budget, or none of the run is taken, and
        // what the rows before it charged to the budget is given back. Plain rows cost nothing, as plain board rows.
        const expanded = new Map<number, RowInBoard>();
        let taken = true;
        for (const [line, bad, rle] of run) {
          if (!rle) continue;
          const row = expandRowInBoard(lineText(source, line), bad, line, limits, diagnostics, budget);
          if (row === null) {
            taken = false;
            break;
          }
          expanded.set(line, row);
        }
        if (taken) {
          for (const [line, bad] of run) {
            kinds[line] = SOLID;
            adopted.set(line, bad);
            const row = expanded.get(line);
            if (row !== undefined) rowsOf.set(line, [row.row]);
          }
          i = e - 1;
          continue;
        }
        // Unless the budget ran out, which is reported as spent for every line after this one.
        if (budget.cellsLeft > 0) for (const row of expanded.values()) budget.cellsLeft += row.cost;
      }
    }
    inBoard = false;
  }
  return adopted;
}

/**
 * Pass 1c: a text line right next to a line of moves that reads as moves
 * with typos (see {@link typoMoves}) is moves: read as text, it would become
 * a note, or the title of a new saved game made of the moves below it. Below
 * moves (a run goes on), or between a text line and moves (no title can
 * stand there), a single typo is enough; right after a blank line or a board,
 * where the line would be the game's title, it takes 8 move letters for each
 * typo. Alone under a title line, with a blank line or the end below, a
 * single typo is enough too: there the game would be lost to the notes. Lines
 * taken are checked with the rest of their game's moves, which reports each
 * character that is not a move. `::` comments between these lines are looked
 * through, as the search for a saved game's title looks through them.
 */
function adoptTypoMoves(table: LineTable): void {
  const { source, kinds, count: n } = table;
  // Downwards first: each line taken continues the run for the next one. A run of moves goes on across comments.
  for (let i = 1; i < n; i++) {
    if (kinds[i] === TEXT && kinds[lineAbove(kinds, i)] === MOVES && typoMoves(lineText(source, i)) !== TYPOS_NONE) kinds[i] = MOVES;
  }
  // Then upwards, from the first line of each run of moves; `below` is the kind of the first line under `i` that is not a
  // comment, so that each line is looked at once.
  let below = BLANK;
  for (let i = n - 1; i >= 0; i--) {
    if (kinds[i] === RAW) continue;
    if (kinds[i] === TEXT && below === MOVES) {
      // Where findSavedGameRuns would take the line for a title: first, or after a blank line, a separator or a board row,
      // `::` comments looked through as that search looks through them.
      const k = lineAbove(kinds, i);
      if (typoMoves(lineText(source, i)) >= (k < 0 || titleRoom(kinds[k]!) ? TYPOS_EVEN_AS_TITLE : TYPOS_NEAR_MOVES)) kinds[i] = MOVES;
    }
    below = kinds[i]!;
  }
  // Then a line alone: under a line where a saved game's title stands (after a blank line, a separator or a board row)
  // and above a blank line or the end. Read as text, the game would be two notes, and lost. (The first two lines as a
  // title and moves would stand above every board, in the file's header, where moves and text are notes alike.)
  // Comments may stand above the title, between it and the moves and below them, as in findSavedGameRuns.
  for (let i = 2; i < n; i++) {
    if (kinds[i] !== TEXT) continue;
    // Each walk up crosses only the comments right above a text line: the pass stays linear in the lines.
    const t = lineAbove(kinds, i);
    if (kinds[t] !== TEXT) continue;
    const k = lineAbove(kinds, t);
    let b = i + 1;
    while (kinds[b] === RAW) b++;
    if (k < 0 || !titleRoom(kinds[k]!) || !isBlankish(kinds[b] ?? BLANK)) continue;
    if (typoMoves(lineText(source, i)) !== TYPOS_NONE && canBeTitle(lineText(source, t))) kinds[i] = MOVES;
  }
}

/**
 * Reports each character that is not a board character in the damaged rows
 * {@link adoptDamagedRows} took, where they ended up in a board. The board
 * reads it as floor, as the engine does.
 */
function reportDamagedRows(table: LineTable, adopted: ReadonlyMap<number, readonly number[]>, diagnostics: DiagnosticList): void {
  for (const [line, bad] of adopted) {
    // A board refused for its size is text again, and reported as such.
    if (table.kinds[line] !== BOARD) continue;
    const text = lineText(table.source, line);
    for (const k of bad) {
      diagnostics.add('error', 'invalid-board-character', `${showCharacter(text, k)} is not a board character; the board reads it as floor`, line + 1, k + 1);
    }
  }
}

/**
 * Warns of `.osb` metadata that describes no level, so that its value is in
 * no puzzle of the document (the line itself is kept, and written back in
 * preserve mode): a `;;Title:` that names no board (see {@link findTitles}),
 * and a `;;Author:` or `;;Comment:` after the last board.
 */
function reportUnusedMetadata(table: LineTable, boards: readonly FoundBoard[], titles: FoundTitles, diagnostics: DiagnosticList): void {
  const { source, kinds, count: n } = table;
  if (boards.length === 0) return;
  const named = new Set(titles.metaLines);
  const lastEnd = boards[boards.length - 1]!.end;
  for (let k = 0; k < n; k++) {
    if (kinds[k] !== META) continue;
    const meta = readMeta(lineText(source, k));
    const after = k >= lastEnd;
    if (meta?.key === 'title' && !named.has(k)) {
      const why = after
        ? 'no board follows it'
        : 'between it and the board below only blank lines, metadata and `;` comments with text may stand (a lone `;` says the board has no title), and the `;;Title:` nearest the board wins';
      diagnostics.add('warning', 'unused-metadata', `\`;;Title:\` names no level: ${why}; the line is kept as it is`, k + 1, 1);
    } else if (meta !== null && meta.key !== 'title' && after) {
      const key = meta.key === 'author' ? 'Author' : 'Comment';
      diagnostics.add('warning', 'unused-metadata', `\`;;${key}:\` describes no level, as no board follows it; the line is kept as it is`, k + 1, 1);
    }
  }
}

/**
 * Warns of a text line right above or right below a board that is shaped
 * like a row with walls at both ends but for a few characters (`#x###`, see
 * {@link damagedRowCharacters}): the board's top or bottom row with a typo,
 * which was read as a title or a note. It is not taken into the board, as a
 * line between two rows is: there a title such as `#5#` could stand.
 *
 * A line alone between two boards, as wide as the row above or below it,
 * with up to half its characters damaged (`#XX #` between `#@$.#` and
 * `#.$ #`), is a row with more damage than a row taken there may have: it
 * cut one board in two, and is warned of once, as such. A row written with
 * counts there has its own report (broken, or past a limit).
 */
function reportRowsOutsideBoards(table: LineTable, boards: readonly FoundBoard[], diagnostics: DiagnosticList): void {
  const { source, kinds, flags, count: n } = table;
  const width = (j: number): number => lineText(source, j).trimEnd().length;
  for (let b = 0; b < boards.length; b++) {
    const board = boards[b]!;
    for (const [line, edge] of [
      [board.start - 1, 'top row of the board below'],
      [board.end, 'bottom row of the board above'],
    ] as const) {
      if (line < 0 || line >= n || kinds[line] !== TEXT) continue;
      // Between two boards: looked at once, from the board above.
      const between = boards[b + 1]?.start === board.end + 1 && line === board.end;
      if (line === board.start - 1 && boards[b - 1]?.end === line) continue;
      if (between && ((flags[line]! & C_RLE) !== 0 || (width(line) !== width(line - 1) && width(line) !== width(line + 1)))) continue;
      const text = lineText(source, line);
      const bad = damagedRowCharacters(text, between ? 2 : 3);
      if (bad === null || text.trim().charCodeAt(0) !== 35 || text.trimEnd().charCodeAt(text.trimEnd().length - 1) !== 35) continue;
      const where = between ? 'row between the board rows above and below it, which stand as two boards' : edge;
      diagnostics.add(
        'warning',
        'row-outside-board',
        `${showCharacter(text, bad[0]!)} is not a board character, so this line is read as text, not as the ${where}; fix the character if it is that row`,
        line + 1,
        bad[0]! + 1,
      );
    }
  }
}


/**
 * One warning at the first control character outside the boards: the input
 * is probably not a text file. Control characters inside a board row are
 * that row's bad cells, already reported by {@link reportDamagedRows}.
 */
function reportBinaryContent(table: LineTable, diagnostics: DiagnosticList): void {
  const { source, kinds, flags, count: n } = table;
  for (let i = 0; i < n; i++) {
    if ((flags[i]! & C_CONTROL) === 0 || kinds[i] === BOARD) continue;
    const line = lineText(source, i);
    const bad = firstControlCharacter(line);
    if (bad < 0) continue;
    diagnostics.add('warning', 'binary-content', `Control character ${showCharacter(line, bad)}: this does not look like a text level file; unreadable lines are kept as text`, i + 1, bad + 1);
    return;
  }
}

/**
 * Pass 2: boards are runs of board rows of two rows or more, with interior
 * empty rows (`-`, `_`) inside. Board lines become `BOARD`; board-like lines
 * that make no board (a lone `#####`, a board past the size limit) become text.
 */
function findBoards(table: LineTable, limits: ParseLimits, diagnostics: DiagnosticList): FoundBoard[] {
  const { source, kinds, flags, rowsOf, count: n } = table;
  const boards: FoundBoard[] = [];
  for (let i = 0; i < n; ) {
    if (kinds[i] !== SOLID) {
      i++;
      continue;
    }
    let end = i + 1;
    while (end < n && (kinds[end] === SOLID || kinds[end] === FLOOR)) end++;
    warnCommentInBoard(table, end, diagnostics);
    // Empty rows after the last real row are notes, not board.
    while (kinds[end - 1] === FLOOR) end--;
    // A board becomes a grid as wide as its widest row, TABs expanded: that, not the characters written, is what the limit bounds.
    let rowCount = 0;
    let width = 0;
    for (let j = i; j < end; j++) {
      const r = (flags[j]! & (C_RLE | C_PIPE)) !== 0 ? rowsOf.get(j) : undefined;
      if (r === undefined) {
        rowCount++;
        width = Math.max(width, expandedWidth(source.text, source.starts[j]!, lineContentEnd(source.text, source.starts[j]!, source.starts[j + 1]!)));
      } else {
        rowCount += r.length;
        for (const row of r) width = Math.max(width, expandedWidth(row));
      }
    }
    const cells = width * rowCount;
    // A single row makes no board, and a board past the limit is not read: their lines become text below, with every other row that made no board.
    if (rowCount < 2) {
      i = end;
      continue;
    }
    if (cells > limits.maxBoardCells) {
      diagnostics.add(
        'error',
        'board-too-large',
        `Board of ${formatCount(width)} columns × ${formatCount(rowCount)} rows = ${formatCount(cells)} cells (TABs expanded) is past the ${formatCount(limits.maxBoardCells)}-cell board limit; it is kept as text (raise limits.maxBoardCells to read it)`,
        i + 1,
        1,
      );
    } else {
      const rows: string[] = [];
      // Row r sits on line start + r unless RLE put several rows on one line.
      let rowLines: number[] | null = null;
      for (let j = i; j < end; j++) {
        kinds[j] = BOARD;
        const decoded = (flags[j]! & (C_RLE | C_PIPE)) !== 0 ? rowsOf.get(j) : undefined;
        if (decoded === undefined) {
          if (rowLines) rowLines.push(j);
          rows.push(expandTabs(lineText(source, j)));
          continue;
        }
        rowLines ??= rows.map((_, r) => i + r);
        for (const row of decoded) {
          rowLines.push(j);
          rows.push(expandTabs(row));
        }
      }
      boards.push({ start: i, end, rows, rowLines });
    }
    i = end;
  }
  // Whatever did not become a board is text.
  for (let i = 0; i < n; i++) if (kinds[i] === SOLID || kinds[i] === FLOOR) kinds[i] = TEXT;
  return boards;
}

/**
 * Warns of `::` comments at line `at` when board rows stand right above and
 * right below them: the rows end there, and those below are read apart
 * (another board, or text when they make none). Two puzzles with only a
 * comment between them read so, as their author meant; a board drawn with a
 * comment among its rows loses the rows on one side, unseen but for this.
 */
function warnCommentInBoard(table: LineTable, at: number, diagnostics: DiagnosticList): void {
  const { source, kinds } = table;
  let below = at;
  while (kinds[below] === RAW) below++;
  // The board's rows ended at `at`: with no comment there, the line is no row.
  if (kinds[below] !== SOLID && kinds[below] !== FLOOR) return;
  const line = lineText(source, at);
  diagnostics.add(
    'warning',
    'comment-in-board',
    'This "::" comment stands between two board rows, so the board ends above it and the rows below are read apart from it; move the comment out of the board, or, between two puzzles, put a blank line beside it',
    at + 1,
    line.length - line.trimStart().length + 1,
  );
}

/** A blank line or a lone `;`, which counts as blank before a title line. */
const isBlankish = (k: number): boolean => k === BLANK || k === SEP;

/**
 * True if a title may stand on line `j`: under a blank line or a lone `;`
 * (or, with `meta`, a metadata line), or first down to `floor`. `::`
 * comments between are looked through: they are for people reading the file.
 */
function titleMayStand(kinds: Uint8Array, j: number, floor: number, meta: boolean): boolean {
  const k = lineAbove(kinds, j, floor);
  return k < floor || isBlankish(kinds[k]!) || (meta && kinds[k] === META);
}

/** The nearest line above line `j` that is not a `::` comment, or `floor - 1` if there is none down to `floor`. */
function lineAbove(kinds: Uint8Array, j: number, floor = 0): number {
  let k = j - 1;
  while (k >= floor && kinds[k] === RAW) k--;
  return k;
}

/** True for a line under which a saved game's title line may stand, before boards are found: blank, a separator or a board row. */
const titleRoom = (kind: number): boolean => isBlankish(kind) || kind === SOLID || kind === FLOOR;

/**
 * Pass 3: the title line of each board and where each puzzle starts.
 *
 * From the board upwards, blank lines and `.osb` metadata lines belong to
 * the puzzle. `::` comments are read through in the search for the title,
 * as the SOK format keeps them for people reading the file; the lead takes
 * those below its first line, and metadata above a comment only when it is
 * the `;;Title:`. Then:
 * - a lone `;` there says the puzzle has no title line: the separator
 *   belongs to the puzzle, and the text above it stays with what precedes
 *   (a writer puts it there when that text would otherwise be read as the
 *   title of an untitled puzzle);
 * - else, if the metadata holds `;;Title:`, that names the level and no
 *   title line is looked for (a plain `;` comment above is not a title);
 * - else the SOK rule: the title line is the last text line before the
 *   board, provided a blank line (or a `;` line, or metadata) precedes it or
 *   it is the only text line there.
 *
 * Plain XSB files that give each title on the line after its board are
 * recognised as a whole (see {@link titlesAfterBoards}).
 */
function findTitles(table: LineTable, boards: readonly FoundBoard[]): FoundTitles {
  const { source, kinds } = table;
  const starts: number[] = [];
  const lines: number[] = [];
  const metaLines: number[] = [];
  for (let b = 0; b < boards.length; b++) {
    const floor = b === 0 ? 0 : boards[b - 1]!.end;
    const bs = boards[b]!.start;
    let start = bs;
    let title = -1;
    let metaTitle = -1;
    // A comment between the lead found so far and a metadata line above it: that line names nothing, so it is not taken.
    let commentAbove = false;
    let j = bs - 1;
    for (; j >= floor; j--) {
      const kind = kinds[j];
      if (kind === RAW) commentAbove = true;
      else if (kind !== BLANK) {
        if (kind !== META) break;
        // The `;;Title:` nearest the board wins, as it is the last one read before it.
        if (metaTitle < 0 && isMetaTitle(lineText(source, j))) {
          metaTitle = start = j;
          commentAbove = false;
        } else if (!commentAbove) start = j;
      }
    }
    // `.osb` reads every `;` line as a comment, so a `;;Title:` above `; text` lines still names the level below them.
    const across = metaTitle < 0 && j >= floor ? metaTitleAcrossComments(table, j, floor) : -1;
    if (across >= 0) {
      metaTitle = across;
      start = across;
      for (let k = across - 1; k >= floor && (kinds[k] === META || isBlankish(kinds[k]!)); k--) if (kinds[k] === META) start = k;
    } else if (j >= floor && kinds[j] === SEP) start = j;
    else if (
      metaTitle < 0 &&
      j >= floor &&
      (kinds[j] === TEXT || kinds[j] === MOVES) &&
      titleMayStand(kinds, j, floor, true) &&
      canBeTitle(lineText(source, j))
    ) {
      title = j;
      start = j;
      // `;;` metadata may sit above the title too.
      for (let k = j - 1; k >= floor && (kinds[k] === META || isBlankish(kinds[k]!)); k--) if (kinds[k] === META) start = k;
    }
    starts.push(start);
    lines.push(title);
    metaLines.push(metaTitle);
  }
  const afterBoards = titlesAfterBoards(table, boards, lines, metaLines);
  if (afterBoards) {
    for (let b = 0; b + 1 < boards.length; b++) {
      // The line after board b is not the title of board b + 1.
      if (singleTextLine(kinds, boards[b]!.end, boards[b + 1]!.start) >= 0) {
        lines[b + 1] = -1;
        starts[b + 1] = boards[b + 1]!.start;
      }
    }
  }
  return { starts, lines, metaLines, afterBoards };
}

/**
 * The `;;Title:` line above line `j` (a `;` comment with text) and any more
 * such comments, metadata and blank lines above it, down to `floor`; -1 if
 * `j` is no such comment or no `;;Title:` comes first. A lone `;` stops the
 * search: it says that the board has no title.
 */
function metaTitleAcrossComments(table: LineTable, j: number, floor: number): number {
  const { source, kinds } = table;
  if (!isSemicolonComment(kinds[j]!, lineText(source, j))) return -1;
  for (let k = j - 1; k >= floor; k--) {
    const kind = kinds[k]!;
    const line = lineText(source, k);
    if (kind === META && isMetaTitle(line)) return k;
    if (kind !== BLANK && kind !== META && kind !== RAW && !isSemicolonComment(kind, line)) return -1;
  }
  return -1;
}

/**
 * Plain XSB files sometimes give each title on the line right after its
 * board. That style is taken when the first board has no title above it and
 * every board is followed directly (on the next line) by exactly one text
 * line that reads like a title, and by nothing else before the next board.
 * A single board followed by one line is too little to tell: that line stays
 * a note, as SOK reads it.
 */
function titlesAfterBoards(table: LineTable, boards: readonly FoundBoard[], titleLines: readonly number[], metaLines: readonly number[]): boolean {
  const { source, kinds, count } = table;
  if (boards.length < 2 || titleLines[0] !== -1 || metaLines[0] !== -1) return false;
  for (let b = 0; b < boards.length; b++) {
    const end = boards[b]!.end;
    const line = singleTextLine(kinds, end, b + 1 < boards.length ? boards[b + 1]!.start : count);
    if (line !== end || !canBeTitle(lineText(source, line))) return false;
  }
  return true;
}

/** The file header read by {@link readHeader}: the collection (without puzzles yet) and the tiling it names. */
interface ReadHeader {
  collection: Collection;
  /** The tiling the header names (`Game:` or `Game=`), or `null`. */
  fileGame: string | null;
}

/**
 * Pass 4: the file header, everything before the first puzzle: `::`
 * comments, SOK 0.14 macros (`Key=value`), and notes, among which
 * `Collection:` (else `Title:`) names the collection and `Game:` the tiling.
 * A line past `maxLineLength` is a note as written: it defines no macro and
 * loses no quotes.
 */
function readHeader(table: LineTable, headerEnd: number, fallbackGame: GameName | null, titlesAfterBoards: boolean, limits: ParseLimits): ReadHeader {
  const { source, kinds } = table;
  // Macro definitions are told apart as written; a quoted `"Key=value"` is a note.
  const header = readNotes(source, kinds, 0, headerEnd, null);
  // Keys come from the file: without a prototype, `constructor` or `toString` is found only if the file defines it.
  const macros = Object.create(null) as Record<string, string>;
  const fileNotes: string[] = [];
  let gameDefinition: string | null = null;
  for (const line of header.notes) {
    // The length test is the first pass's: such a line was reported as too long and is not read.
    if (line.length > limits.maxLineLength) {
      fileNotes.push(line);
      continue;
    }
    if (isMacroDefinition(line)) {
      const macro = parseMacroDefinition(line)!;
      if (macro.key.toLowerCase() === 'game') gameDefinition = gameNamed(macro.value);
      else macros[macro.key] = macro.value;
      continue;
    }
    fileNotes.push(line.charCodeAt(0) === 34 ? unquoteNote(line, 'header') : line);
  }
  const notes = trimBlankEntries(fileNotes);
  const fileGame = getPropertyOrNull(notes, 'Game') ?? gameDefinition;
  const titleKey = findProperty(notes, 'Collection') >= 0 ? 'Collection' : findProperty(notes, 'Title') >= 0 ? 'Title' : null;
  const title = titleKey ? getProperty(notes, titleKey) : null;
  let titlePlace: TitlePlace | null = null;
  if (titleKey) {
    const idx = findLineOfProperty(source, 0, headerEnd, titleKey);
    if (idx >= 0) titlePlace = { line: idx, inNotes: true, value: true };
  }
  const collection: Collection = { title, notes, comments: header.comments, macros, puzzles: [] };
  collectionOrigins.set(collection, {
    version: ORIGIN_VERSION,
    kind: 'collection',
    source,
    header: { start: 0, end: headerEnd },
    title,
    titlePlace,
    notes: notes.slice(),
    comments: header.comments.slice(),
    macros: JSON.stringify(macros),
    gameDefinition,
    fallbackGame,
    titlesAfterBoards,
  });
  return { collection, fileGame };
}

/** What {@link readPuzzle} needs besides the board's index: the earlier passes' results and state carried from puzzle to puzzle. */
interface PuzzleContext {
  table: LineTable;
  boards: readonly FoundBoard[];
  titles: FoundTitles;
  limits: ParseLimits;
  diagnostics: DiagnosticList;
  /** What is left of the file's budgets; saved games spend `movesLeft`. */
  budget: FileBudget;
  /** The tiling of a puzzle whose notes name none: the header's, else the caller's, else Sokoban. */
  defaultGame: GameName;
  /** `.osb` `;;Author:` and `;;Comment:` values, which hold for the following levels until changed. */
  sticky: OsbMetadata;
}

/**
 * Pass 5, once per board: the puzzle from the start of its lines to the next
 * puzzle's start. `.osb` metadata above the board, then the board, its notes,
 * its saved games ({@link readSavedGames}), and its title: the title line,
 * else the line after the board (XSB style), else `;;Title:`, else a `Title:`
 * note.
 */
function readPuzzle(context: PuzzleContext, b: number): Puzzle {
  const { table, boards, titles } = context;
  const { source, kinds, count: n } = table;
  const board = boards[b]!;
  const spanEnd = b + 1 < boards.length ? titles.starts[b + 1]! : n;
  const leadStart = titles.starts[b]!;

  // `.osb` metadata: `;;Author:` and `;;Comment:` anywhere since the previous board hold for this level and the following ones.
  const sticky = context.sticky;
  for (let k = b === 0 ? 0 : boards[b - 1]!.end; k < board.start; k++) {
    if (kinds[k] === META) holdMetadata(sticky, lineText(source, k));
  }

  const runs = findSavedGameRuns(table, board.end, spanEnd);
  const bodyEnd = runs.length > 0 ? runs[0]!.lead : spanEnd;
  const afterTitle = titles.afterBoards && runs.length === 0 ? singleTextLine(kinds, board.end, spanEnd) : -1;
  // `::` comments that the title search read through above the board come first, then those among the notes.
  const comments: string[] = [];
  takeComments(source, kinds, leadStart, board.start, comments);
  const body = readNotes(source, kinds, board.end, bodyEnd, 'body');
  for (const c of body.comments) comments.push(c);
  const ownNotes = afterTitle >= 0 ? NO_NOTES : trimBlankEntries(body.notes);
  // The metadata become the first notes, unless the puzzle's own notes say otherwise.
  let metaNotes: readonly string[] = NO_LINES;
  if (sticky.author !== null || sticky.comment !== null) {
    const m: string[] = [];
    if (sticky.author !== null && getProperty(ownNotes, 'Author') === null) m.push(`Author: ${sticky.author}`);
    if (sticky.comment !== null && getProperty(ownNotes, 'Comment') === null) m.push(`Comment: ${sticky.comment}`);
    if (m.length > 0) metaNotes = m;
  }
  // `;` comments between a `;;Title:` and the board (see findTitles) are notes too, after the metadata's: nothing else holds them.
  if (titles.metaLines[b]! >= 0 && titles.lines[b]! < 0) {
    for (let k = titles.metaLines[b]! + 1; k < board.start; k++) {
      if (kinds[k] === TEXT) metaNotes = (metaNotes === NO_LINES ? [] : metaNotes).concat(lineText(source, k));
    }
  }
  const notes = metaNotes.length === 0 ? (ownNotes === NO_NOTES ? [] : ownNotes) : metaNotes.concat(ownNotes);
  const savedGames = readSavedGames(context, runs, spanEnd, comments);

  // Title: the title line, else the line after the board, else `;;Title:`, else a `Title:` note.
  let title: string | null = null;
  let titlePlace: TitlePlace | null = null;
  const tl = titles.lines[b]!;
  if (tl >= 0) {
    title = titleText(lineText(source, tl));
    titlePlace = { line: tl, inNotes: false, value: false };
  } else if (afterTitle >= 0) {
    title = titleText(lineText(source, afterTitle));
    titlePlace = { line: afterTitle, inNotes: true, afterBoard: true, value: false };
  } else if (titles.metaLines[b]! >= 0) {
    const line = titles.metaLines[b]!;
    title = readMeta(lineText(source, line))?.value ?? '';
    titlePlace = { line, inNotes: false, value: true };
  } else {
    const key = getProperty(notes, 'Title');
    if (key !== null) {
      title = key;
      const idx = findLineOfProperty(source, board.end, bodyEnd, 'Title');
      if (idx >= 0) titlePlace = { line: idx, inNotes: true, value: true };
    }
  }

  const game = getPropertyOrNull(notes, 'Game') ?? gameMacro(notes) ?? context.defaultGame;
  const rows = board.rows;
  const puzzle: Puzzle = { title, board: { rows } satisfies Board, notes, game, savedGames, comments };
  puzzleOrigins.set(puzzle, {
    version: ORIGIN_VERSION,
    kind: 'puzzle',
    source,
    leadStart,
    boardStart: board.start,
    boardEnd: board.end,
    bodyEnd,
    title,
    titlePlace,
    rows: rows.slice(),
    rowLines: board.rowLines,
    notes: snapshot(notes),
    metaNotes,
    metadata: { author: sticky.author, comment: sticky.comment },
    comments: snapshot(comments),
    game,
    bodyLeadingBlanks: countLeadingBlanks(kinds, board.end, bodyEnd),
    bodyTrailingBlanks: countTrailingBlanks(kinds, board.end, bodyEnd),
  });
  return puzzle;
}

/** A run of move lines `[start, end)`, its title line (or -1), and where the saved game's lines start. */
interface SavedGameRun {
  start: number;
  end: number;
  title: number;
  /** The title line, the `;` separator above the moves, or the first move line. */
  lead: number;
}

/**
 * The saved games after a board, up to `spanEnd`: each run of move lines,
 * `::` comments among them, is one. Its title is the last text line before
 * it when a blank line (or the end of the board or of the previous game)
 * comes right before that line, so a line directly under notes is a note. A
 * lone `;` as the last non-blank line before the moves says the game has no
 * title; it belongs to the game. `::` comments are read through, as above a
 * board.
 */
function findSavedGameRuns(table: LineTable, boardEnd: number, spanEnd: number): SavedGameRun[] {
  const { source, kinds } = table;
  const runs: SavedGameRun[] = [];
  let regionStart = boardEnd;
  for (let k = boardEnd; k < spanEnd; ) {
    if (kinds[k] !== MOVES) {
      k++;
      continue;
    }
    let e = k + 1;
    // Moves go on across `::` comments, which are for a person reading the file, not for the program.
    for (let c = e; c < spanEnd && (kinds[c] === MOVES || kinds[c] === RAW); c++) if (kinds[c] === MOVES) e = c + 1;
    let t = k - 1;
    while (t >= regionStart && (kinds[t] === BLANK || kinds[t] === RAW)) t--;
    let title = -1;
    let lead = k;
    if (t >= regionStart && kinds[t] === SEP) lead = t;
    else if (t >= regionStart && kinds[t] === TEXT && titleMayStand(kinds, t, regionStart, false) && canBeTitle(lineText(source, t))) {
      title = t;
      lead = t;
    }
    runs.push({ start: k, end: e, title, lead });
    regionStart = e;
    k = e;
  }
  return runs;
}

/**
 * Reads the saved games of one puzzle: title, moves (the fast path for plain
 * letters, the full one with diagnostics otherwise) and notes. `::` comments
 * among their notes go to `comments`, the puzzle's.
 */
function readSavedGames(context: PuzzleContext, runs: readonly SavedGameRun[], spanEnd: number, comments: string[]): SavedGame[] {
  const { table, limits, diagnostics } = context;
  const { source, kinds, flags } = table;
  const savedGames: SavedGame[] = [];
  for (let r = 0; r < runs.length; r++) {
    const run = runs[r]!;
    const sgStart = run.lead;
    const next = runs[r + 1];
    const sgEnd = next ? next.lead : spanEnd;
    let runFlags = 0;
    // Joined with "+": the result is a rope over slices of the source, not a copy of the moves.
    let joined = '';
    // A `::` comment among the lines (`:` is no move) sends them to the full path, which blanks it out.
    for (let k = run.start; k < run.end; k++) {
      joined += lineText(source, k);
      runFlags |= flags[k]!;
    }
    // Plain letters take the fast path; anything else (RLE, spaces, a problem) the full one, on lines joined with "\n" for positions.
    // A line with a typo (C_NOT_MOVISH) takes the full path, which reports the typo and leaves it out.
    const plain = (runFlags & (C_SPACE | C_RLE | C_NOT_MOVISH)) === 0 ? parsePlainMoves(joined, limits.maxMoves, (runFlags & (C_BRACKET | C_STAR)) === 0) : null;
    // RLE expands within the move limit and what is left of the file's budget; with nothing left it is not expanded at all.
    const rle = (runFlags & C_RLE) !== 0;
    const allowance = rle ? Math.min(limits.maxMoves, context.budget.movesLeft) : limits.maxMoves;
    const { moves, problems } = plain
      ? { moves: plain, problems: [] }
      : parseMoves(sliceLines(source, { start: run.start, end: run.end }).replace(LINE_BREAK, '\n').replace(/^[\t ]*::[^\n]*/gm, spaces), {
          maxMoves: allowance > 0 ? allowance : limits.maxMoves,
          maxNestingDepth: limits.maxNestingDepth,
          expandRle: allowance > 0,
        });
    let overBudget = rle && allowance === 0;
    // Only moves that were expanded spend the budget: with broken RLE the letters kept are the ones written.
    let expanded = rle && !overBudget;
    for (const p of problems) {
      if (p.code === 'moves-too-long' || p.code === 'rle-invalid' || p.code === 'nesting-too-deep') expanded = false;
      // Too long for what is left of the budget, though perhaps not for the move limit: the budget is what stopped it.
      if (rle && p.code === 'moves-too-long' && allowance < limits.maxMoves) {
        overBudget = true;
        continue;
      }
      const at = offsetToLine(source, run.start, Math.max(0, p.offset));
      diagnostics.add(p.code === 'reverse-without-jump' ? 'warning' : 'error', p.code, p.message, at.line, at.column);
    }
    if (overBudget) movesBudgetSpent(context, run.start);
    else if (expanded) context.budget.movesLeft -= moves.text.length;
    const after = readNotes(source, kinds, run.end, sgEnd, 'body');
    const sgNotes = trimBlankEntries(after.notes);
    // Comments between the title (or `;`) and the moves, which the title search read through, those among the moves, then
    // those among the notes.
    takeComments(source, kinds, run.lead, run.end, comments);
    // A loop, not push(...): a spread passes every comment as an argument, and a file can hold more than the stack takes.
    for (const c of after.comments) comments.push(c);
    const sgTitle = run.title >= 0 ? titleText(lineText(source, run.title)) : null;
    const sg: SavedGame = { title: sgTitle, moves, notes: sgNotes };
    savedGames.push(sg);
    savedGameOrigins.set(sg, {
      version: ORIGIN_VERSION,
      kind: 'saved-game',
      source,
      start: sgStart,
      end: sgEnd,
      title: sgTitle,
      movesText: moves.text,
      notes: snapshot(sgNotes),
      trailingBlanks: countTrailingBlanks(kinds, sgStart, sgEnd),
      problems,
    });
  }
  return savedGames;
}


/** Marks the moves budget spent at line `line` (0-based), the first moves it stopped, and reports it the first time. */
function movesBudgetSpent(context: PuzzleContext, line: number): void {
  const { budget, limits } = context;
  budget.movesLeft = 0;
  if (budget.movesReported) return;
  budget.movesReported = true;
  context.diagnostics.add(
    'error',
    'file-budget',
    `RLE moves past the file's budget of ${formatCount(limits.maxTotalMoves)} decoded moves: these moves and every later RLE saved game are kept unexpanded, their counts and groups dropped (raise limits.maxTotalMoves to read them)`,
    line + 1,
    1,
  );
}

/**
 * Notes (text lines, blank lines as `''`) and `::` comments in `[start, end)`.
 * Notes a writer quoted (see `note-lines.ts`) are unquoted for `place`;
 * with `null` they are returned as written, as are lines past the length
 * limit (telling whether a line was quoted means reading it).
 */
function readNotes(source: SourceText, kinds: Uint8Array, start: number, end: number, place: NotePlace | null): { notes: string[]; comments: string[] } {
  const notes: string[] = [];
  const comments: string[] = [];
  for (let k = start; k < end; k++) {
    const kind = kinds[k];
    if (kind === RAW) comments.push(lineText(source, k));
    else if (kind === META) continue;
    else if (kind === BLANK) notes.push('');
    else {
      const line = lineText(source, k);
      notes.push(place !== null && kind !== LONG && line.charCodeAt(0) === 34 ? unquoteNote(line, place) : line);
    }
  }
  return { notes, comments };
}


/** Appends the `::` comments of lines `[start, end)` to `into`. */
function takeComments(source: SourceText, kinds: Uint8Array, start: number, end: number, into: string[]): void {
  for (let k = start; k < end; k++) if (kinds[k] === RAW) into.push(lineText(source, k));
}

const NO_LINES: readonly string[] = Object.freeze([]);
/** Shared empty list for puzzles without metadata notes; never handed out (copied first). */
const NO_NOTES: string[] = [];

/** A copy of lines to compare with later; empty ones (most notes) share one frozen array. */
function snapshot(lines: readonly string[]): readonly string[] {
  return lines.length === 0 ? NO_LINES : lines.slice();
}

/** The only non-blank line of `[start, end)` if it is a text line, else -1. */
function singleTextLine(kinds: Uint8Array, start: number, end: number): number {
  let found = -1;
  for (let k = start; k < end; k++) {
    if (kinds[k] === BLANK) continue;
    if (kinds[k] !== TEXT || found >= 0) return -1;
    found = k;
  }
  return found;
}

/** Drops blank entries at both ends (in place) and returns the array. */
function trimBlankEntries(notes: string[]): string[] {
  let s = 0;
  while (s < notes.length && notes[s] === '') s++;
  let e = notes.length;
  while (e > s && notes[e - 1] === '') e--;
  return s === 0 && e === notes.length ? notes : notes.slice(s, e);
}

function countLeadingBlanks(kinds: Uint8Array, start: number, end: number): number {
  let k = start;
  while (k < end && kinds[k] === BLANK) k++;
  return k - start;
}

function countTrailingBlanks(kinds: Uint8Array, start: number, end: number): number {
  let k = end;
  while (k > start && kinds[k - 1] === BLANK) k--;
  return end - k;
}

function getPropertyOrNull(notes: readonly string[], key: string): string | null {
  return gameNamed(getProperty(notes, key));
}

/** The tiling a `Game` value names; a blank value names none, so the default applies (as the writer reads it too). */
function gameNamed(value: string | null): string | null {
  return value === null || value.trim() === '' ? null : normalizeGameName(value);
}

/** `Game=X` written in puzzle notes. */
function gameMacro(notes: readonly string[]): string | null {
  for (const line of notes) {
    const v = gameNamed(keyedValue(line, 'game', '='));
    if (v !== null) return v;
  }
  return null;
}

/**
 * The line index of the first `key:` note among the lines of `[start, end)`,
 * which hold no board. Every line is looked at: a key starts with a letter, so
 * blank lines, `::` comments and `;;` metadata never match, and a line past the
 * length limit counts, as the notes keep it as written: a `Title:` there is the
 * one the notes give, and its line is the one an edited title is written to.
 */
function findLineOfProperty(source: SourceText, start: number, end: number, key: string): number {
  const want = key.toLowerCase();
  for (let k = start; k < end; k++) {
    const p = parseProperty(lineText(source, k));
    if (p && p.key.toLowerCase() === want) return k;
  }
  return -1;
}

/** Converts an offset into lines joined with `\n` (from `first`) into a 1-based position. */
function offsetToLine(source: SourceText, first: number, offset: number): { line: number; column: number } {
  let k = first;
  let rest = offset;
  while (k < source.lineCount && rest > lineText(source, k).length) {
    rest -= lineText(source, k).length + 1;
    k++;
  }
  return { line: k + 1, column: rest + 1 };
}
