/**
 * `polyban check`: parse a file, validate every puzzle on its tiling, replay
 * every saved game. The JSON this produces is a public contract.
 */
import {
  cellContent,
  boardSourcePosition,
  findTopology,
  loadPuzzle,
  MAX_DIAGNOSTICS,
  parseCollection,
  replay,
  savedGameProblems,
  type Diagnostic,
  type DiagnosticCode,
  type LevelDiagnosticCode,
  type Puzzle,
  type Refusal,
  type ReplayResult,
  type SavedGame,
  type Topology,
} from '@polyban/core';

/**
 * Codes `polyban check` reports: the reader's, the engine's for boards on a
 * tiling, and `unknown-game` for a `Game:` no installed tiling plays.
 */
export type CheckDiagnosticCode = DiagnosticCode | LevelDiagnosticCode | 'unknown-game';

/** Why a saved game could not be replayed: a refused move, a problem in its moves, or a puzzle that cannot be played. */
export type SavedGameError =
  | Refusal
  | {
      /** The puzzle has no level to replay on (a board error, or a tiling no installed one plays). */
      code: 'unplayable-puzzle';
      /** A sentence a person can act on. */
      message: string;
      /** Always 0: no move was replayed, so none is pointed at. */
      at: 0;
      /** Always 0: no move was refused. */
      move: 0;
    };

/** One saved game in the check report: its title and what replaying it found. */
export interface SavedGameReport extends Omit<ReplayResult, 'error'> {
  /** The saved game's title, `null` when the file gives none. */
  title: string | null;
  /** Why the game is illegal: its first refused move or problem in its moves, or `unplayable-puzzle`; `null` when every move is legal. */
  error: SavedGameError | null;
}

/** The report of a saved game that was not replayed, for `error`: no move counted, neither legal nor solved. */
function notReplayed(sg: SavedGame, error: SavedGameError): SavedGameReport {
  return { title: sg.title, reverse: sg.moves.reverse, legal: false, solved: false, moves: 0, pushes: 0, pulls: 0, boxLines: 0, boxChanges: 0, pushingSessions: 0, pusherLines: 0, redo: 0, error };
}

/** One puzzle in the check report. */
export interface PuzzleReport {
  /** 1-based position in the file. */
  index: number;
  /** The puzzle's title, `null` when the file gives none. */
  title: string | null;
  /** The tiling the puzzle was read as: the installed tiling's name, or the `Game:` name as written when none plays it. */
  game: string;
  /** Pushers on the board: on the tiling's cells, or counted from the rows when no installed tiling plays the puzzle. */
  pushers: number;
  /** Boxes on the board, those on goals included, counted as `pushers` is. */
  boxes: number;
  /** Goals on the board, those under a box or a pusher included, counted as `pushers` is. */
  goals: number;
  /** A report for each of the puzzle's saved games, in file order. */
  savedGames: SavedGameReport[];
}

/** One file in the check report. */
export interface FileReport {
  /** The file's name as given to {@link checkText}. */
  file: string;
  /** The collection's title, `null` when the file gives none. */
  title: string | null;
  /** The problems found, the reader's and each board's, in line and column order. */
  diagnostics: CheckDiagnostic[];
  /** Every puzzle's report, in file order (empty when they were streamed through `onPuzzleReport`). */
  puzzles: PuzzleReport[];
  /** Counts over the whole file. */
  summary: FileSummary;
}

/** Options for {@link checkText}. */
export interface CheckOptions {
  /** Tiling for puzzles without a `Game:` line, in place of the one the file name's extension gives. */
  game?: string;
  /** Apply Sokoban+ numbering when the notes give it. */
  sokobanPlus?: boolean;
  /** Called after each puzzle, for progress display. */
  onPuzzle?: (done: number, total: number) => void;
  /** Receives each puzzle's report instead of keeping it in `puzzles` (for streaming output). */
  onPuzzleReport?: (report: PuzzleReport) => void;
}

/** Counts pushers, boxes and goals straight from the rows (for puzzles no tiling can load). */
function countRows(puzzle: Puzzle): { pushers: number; boxes: number; goals: number } {
  let pushers = 0;
  let boxes = 0;
  let goals = 0;
  for (const row of puzzle.board.rows) {
    for (const ch of row) {
      const c = cellContent(ch);
      if (c === 'pusher' || c === 'pusher-on-goal') pushers++;
      if (c === 'box' || c === 'box-on-goal') boxes++;
      if (c === 'goal' || c === 'box-on-goal' || c === 'pusher-on-goal') goals++;
    }
  }
  return { pushers, boxes, goals };
}

/** Counts over one file's report, kept even when the puzzles are streamed out rather than kept. */
export interface FileSummary {
  /** Puzzles in the file. */
  puzzles: number;
  /** Saved games in all of its puzzles. */
  savedGames: number;
  /** Saved games with an illegal move. */
  illegal: number;
  /** Legal saved games that do not end solved (snapshots, or wrong solutions). */
  unsolved: number;
  /** Diagnostics of severity `error` in the report's `diagnostics` (any makes the exit code 1). */
  errors: number;
  /** Diagnostics of severity `warning` in the report's `diagnostics` (they leave the exit code alone). */
  warnings: number;
}

/** One check diagnostic, with the puzzle it belongs to when it is a board's (for grouping repeats). */
export type CheckDiagnostic = Diagnostic<CheckDiagnosticCode> & {
  /** The 1-based number of the puzzle whose board it is about (a problem on its tiling, or `unknown-game`); absent for the others, the reader's among them. */
  puzzle?: number;
};

/**
 * Checks the text of one file; `file` is the name reported (and its
 * extension hints the tiling). With `options.onPuzzleReport` each puzzle's
 * report goes there as soon as it is made and `puzzles` stays empty, so a
 * file of a million puzzles never sits in memory as reports.
 */
export function checkText(text: string, file: string, topologies: readonly Topology[], options: CheckOptions = {}): FileReport {
  const parseOptions = options.game === undefined ? { fileName: file } : { fileName: file, game: options.game };
  const { collection, diagnostics } = parseCollection(text, parseOptions);
  const all: CheckDiagnostic[] = diagnostics.slice();
  // The reader caps its own diagnostics; board problems are capped here, to the same bound.
  let capped = diagnostics.some((d) => d.code === 'too-many-diagnostics');
  const add = (d: CheckDiagnostic): void => {
    if (capped) return;
    if (all.length >= MAX_DIAGNOSTICS) {
      capped = true;
      all.push({ severity: 'warning', code: 'too-many-diagnostics', message: `More than ${MAX_DIAGNOSTICS.toLocaleString('en-US')} problems; the rest are not reported`, line: d.line, column: d.column });
      return;
    }
    all.push(d);
  };
  const repeats = readerCells(diagnostics);
  const puzzles: PuzzleReport[] = [];
  const summary: FileSummary = { puzzles: collection.puzzles.length, savedGames: 0, illegal: 0, unsolved: 0, errors: 0, warnings: 0 };
  collection.puzzles.forEach((puzzle, i) => {
    const topology = findTopology(topologies, puzzle.game);
    const counts = countRows(puzzle);
    const report: PuzzleReport = { index: i + 1, title: puzzle.title, game: topology?.name ?? puzzle.game, ...counts, savedGames: [] };
    if (!topology) add(unknownGame(puzzle, i + 1, topologies));
    const { level, diagnostics: levelDiagnostics, counts: onCells } = topology ? loadPuzzle(puzzle, topology, { sokobanPlus: options.sokobanPlus ?? false, index: i + 1 }) : { level: null, diagnostics: [], counts: null };
    for (const d of levelDiagnostics) if (!repeatsReader(d, repeats)) add({ ...d, puzzle: i + 1 });
    // With its tiling, what stands on the tiling's cells, even on a board that makes no level (no pusher).
    if (onCells) Object.assign(report, onCells);
    for (const sg of puzzle.savedGames) {
      // Moves with a problem as written are refused for it, as replay refuses such a move string: what the reader kept
      // of them is not the game the file holds.
      const problem = savedGameProblems(sg)[0];
      const result: SavedGameReport = !level
        ? notReplayed(sg, { code: 'unplayable-puzzle', message: 'the puzzle cannot be played, so its saved games cannot be replayed', at: 0, move: 0 })
        : problem
          ? notReplayed(sg, { code: problem.code, message: problem.message, at: problem.offset, move: 0 })
          : { title: sg.title, ...replay(level, sg.moves) };
      summary.savedGames++;
      if (!result.legal) summary.illegal++;
      else if (!result.solved) summary.unsolved++;
      report.savedGames.push(result);
    }
    if (options.onPuzzleReport) options.onPuzzleReport(report);
    else puzzles.push(report);
    options.onPuzzle?.(i + 1, collection.puzzles.length);
  });
  all.sort((a, b) => a.line - b.line || a.column - b.column);
  for (const d of all) {
    if (d.severity === 'error') summary.errors++;
    else summary.warnings++;
  }
  return { file, title: collection.title, diagnostics: all, puzzles, summary };
}

/**
 * Where the reader reported a character that is not a board character
 * (`line:column`). The engine reads the same board and finds the same cells;
 * its problems there would only repeat the reader's. See {@link repeatsReader}.
 */
export function readerCells(diagnostics: readonly Diagnostic[]): Set<string> {
  const cells = new Set<string>();
  for (const d of diagnostics) if (d.code === 'invalid-board-character') cells.add(`${d.line}:${d.column}`);
  return cells;
}

/** True for an engine problem that names a cell the reader already reported (from {@link readerCells}): only the reader's is shown. */
export function repeatsReader(d: Diagnostic<LevelDiagnosticCode>, cells: ReadonlySet<string>): boolean {
  return d.code === 'invalid-board-character' && cells.has(`${d.line}:${d.column}`);
}

/**
 * The `unknown-game` error of puzzle `index` (counted from 1), whose tiling
 * none of `topologies` plays, at its board's first character: every command
 * says it in the same words.
 */
export function unknownGame(puzzle: Puzzle, index: number, topologies: readonly Topology[]): CheckDiagnostic & { puzzle: number } {
  const at = boardSourcePosition(puzzle, 0, 0) ?? { line: 1, column: 1 };
  return {
    severity: 'error',
    code: 'unknown-game',
    message: `Puzzle ${index} is for "${puzzle.game}", which no installed tiling plays (known: ${topologies.map((t) => t.name).join(', ')})`,
    line: at.line,
    column: at.column,
    puzzle: index,
  };
}

/** True when a report has an error diagnostic or an illegal saved game (exit code 1). */
export function hasFailures(report: FileReport): boolean {
  return report.summary.errors > 0 || report.summary.illegal > 0;
}
