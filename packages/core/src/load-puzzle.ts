/**
 * From a parsed puzzle to a playable level: picks up Sokoban+ numbering from
 * the notes and reports board problems at the line and column where the file
 * wrote them.
 */
import { MAX_DIAGNOSTICS, type Diagnostic } from './text/diagnostics.js';
import type { Puzzle } from './text/document.js';
import { buildLevel, readSokobanPlusOrder, type BoardCounts, type Level, type LevelDiagnosticCode } from './engine/level.js';
import { boardHasTabs, boardSourcePosition, lineText, puzzleOrigins } from './text/origin.js';
import type { Topology } from './engine/topology.js';

/** Options for {@link loadPuzzle}. */
export interface LoadPuzzleOptions {
  /**
   * Play by Sokoban+ rules when the notes number the boxes and goals
   * (`boxorder:` / `goalorder:`): each box must end on the goal with its
   * number. Off by default, as in other programs: the numbers are an optional
   * variant, and ordinary solutions of such puzzles ignore them.
   */
  sokobanPlus?: boolean;
  /**
   * The puzzle's 1-based number in its collection, used to name it in
   * messages (`Puzzle 3 is ...`); without it, messages name the puzzle by title.
   */
  index?: number;
}

/**
 * Builds the level of a puzzle with a topology. Board problems become
 * diagnostics placed in the source (for a puzzle built in code, at its
 * board's row and column, each counted from 1, as if its rows were lines),
 * among them a board its walls do not close (`open-board`, `outside-walls`).
 *
 * `counts` gives the pushers, boxes and goals on the tiling's cells, also
 * for a board that makes no level (one without a pusher).
 *
 * The topology must be the puzzle's own tiling (`puzzle.game`, compared
 * without case; see {@link topologyFor}). Another tiling would read the
 * board's columns wrongly and report every cell, so a mismatch gives a single
 * `tiling-mismatch` error, `level: null` and `counts: null` instead.
 */
export function loadPuzzle(
  puzzle: Puzzle,
  topology: Topology,
  options: LoadPuzzleOptions = {},
): {
  /** The level, or `null` when the board has no pusher or `topology` is another tiling's. */
  level: Level | null;
  /** Board problems at 1-based lines and columns of the source (of the board, for a puzzle built in code), then warnings about a Sokoban+ numbering that is not applied. */
  diagnostics: Diagnostic<LevelDiagnosticCode>[];
  /** Pushers, boxes and goals on the tiling's cells, also when there is no level; `null` on a `tiling-mismatch`. */
  counts: BoardCounts | null;
} {
  if (topology.name.toLowerCase() !== puzzle.game.toLowerCase()) return { level: null, diagnostics: [tilingMismatch(puzzle, topology, options.index)], counts: null };
  // A numbering note that cannot be read gives no list, so buildLevel numbers nothing: its warning, below, says why.
  const order = options.sokobanPlus ? readSokobanPlusOrder(puzzle.notes) : null;
  const unreadable = order?.unreadable ?? [];
  // A level from a file must be closed by its walls; buildLevel checks that on request.
  const { level, problems, counts } = buildLevel(puzzle.board.rows, topology, { ...order, checkClosed: true });
  // Only misaligned cells get the TAB hint, below.
  const hasTabs = boardHasTabs(puzzle);
  // A shifted board can have a problem per cell: as many as the reader reports at most are placed, the rest counted.
  const shown = problems.length > MAX_DIAGNOSTICS ? problems.slice(0, MAX_DIAGNOSTICS) : problems;
  const diagnostics = shown.map((p): Diagnostic<LevelDiagnosticCode> => {
    // A puzzle built in code has no file: its rows are its lines.
    const at = boardSourcePosition(puzzle, p.row, p.column) ?? { line: p.row + 1, column: p.column + 1 };
    const tabs = p.code === 'misaligned-cell' && hasTabs ? '. The board contains TABs, read as 8-column stops: a TAB typed with another width shifts the columns after it' : '';
    return { severity: p.severity, code: p.code, message: `${p.message}${where(puzzle)}${tabs}`, line: at.line, column: at.column };
  });
  if (shown !== problems) {
    const last = diagnostics[diagnostics.length - 1]!;
    const more = problems.length - shown.length;
    diagnostics.push({
      severity: 'warning',
      code: 'too-many-diagnostics',
      message: more === 1 ? '1 more problem on this board is not reported' : `${more.toLocaleString('en-US')} more problems on this board are not reported`,
      line: last.line,
      column: last.column,
    });
  }
  // Why the numbering asked for is not applied: a note's word that is no number (at that word), or one list alone
  // (buildLevel numbers a level only with both), at the board.
  const ignored: [string, { line: number; column: number }][] = unreadable.map(({ note, word, offset }) => [`"${word}" in "${note.trim()}" is not a whole number`, notePosition(puzzle, note, offset) ?? boardStart(puzzle)]);
  if (order && ignored.length === 0 && (order.boxOrder === null) !== (order.goalOrder === null)) ignored.push([order.boxOrder ? 'boxorder is given but no goalorder' : 'goalorder is given but no boxorder', boardStart(puzzle)]);
  for (const [why, at] of ignored) diagnostics.push({ severity: 'warning', code: 'invalid-puzzle', message: `${why}; the Sokoban+ numbering is ignored${where(puzzle)}`, ...at });
  return { level, diagnostics, counts };
}

/** The one diagnostic of a puzzle loaded with another tiling's topology, placed at the board's first row. */
function tilingMismatch(puzzle: Puzzle, topology: Topology, index: number | undefined): Diagnostic<LevelDiagnosticCode> {
  const at = boardStart(puzzle);
  const name = index !== undefined ? `Puzzle ${index}` : puzzle.title !== null ? `Puzzle "${puzzle.title}"` : 'The puzzle';
  const article = /^[aeiou]/i.test(puzzle.game) ? 'an' : 'a';
  return {
    severity: 'error',
    code: 'tiling-mismatch',
    message: `${name} is ${article} ${puzzle.game} puzzle, loaded with the ${topology.name} topology`,
    line: at.line,
    column: at.column,
  };
}

/**
 * The topology that plays a puzzle: the one named by its `game` (compared
 * without case), or `undefined` when none of `topologies` is that tiling (a
 * `Game:` value no installed package plays). Pass the result to
 * {@link loadPuzzle}.
 */
export function topologyFor(puzzle: Puzzle, topologies: readonly Topology[]): Topology | undefined {
  return findTopology(topologies, puzzle.game);
}

/** Finds the topology for a `Game:` name among those given (case-insensitive), or `undefined`. */
export function findTopology(topologies: readonly Topology[], name: string): Topology | undefined {
  const want = name.toLowerCase();
  return topologies.find((t) => t.name.toLowerCase() === want);
}

/** Where a problem of the whole puzzle is placed: its board's first row, or line 1, column 1 for a puzzle built in code. */
function boardStart(puzzle: Puzzle): { line: number; column: number } {
  return boardSourcePosition(puzzle, 0, 0) ?? { line: 1, column: 1 };
}

/** Names the puzzle in a message: ` in "Title"`, or nothing for an untitled one. */
function where(puzzle: Puzzle): string {
  return puzzle.title ? ` in "${puzzle.title}"` : '';
}

/** The 1-based line and column of character `offset` of note line `note` of a parsed puzzle, among the lines under its board; `null` when it is not there as written. */
function notePosition(puzzle: Puzzle, note: string, offset: number): { line: number; column: number } | null {
  const o = puzzleOrigins.get(puzzle);
  if (!o) return null;
  for (let i = o.boardEnd; i < o.bodyEnd; i++) {
    const at = lineText(o.source, i).indexOf(note);
    if (at >= 0) return { line: i + 1, column: at + offset + 1 };
  }
  return null;
}
