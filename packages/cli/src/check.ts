/**
 * `polyban check`: parse a file, validate every puzzle on its tiling, replay
 * every saved game. The JSON this produces is a public contract.
 */
import {
  cellContent,
  boardSourcePosition,
  findTopology,
  loadPuzzle,
  parseCollection,
  replay,
  type Diagnostic,
  type DiagnosticCode,
  type LevelDiagnosticCode,
  type Puzzle,
  type Refusal,
  type ReplayResult,
  type Topology,
} from '@polyban/core';

/**
 * Codes `polyban check` reports: the reader's, the engine's for boards on a
 * tiling, and `unknown-game` for a `Game:` no installed tiling plays.
 */
export type CheckDiagnosticCode = DiagnosticCode | LevelDiagnosticCode | 'unknown-game';

/** Why a saved game could not be replayed: a refused move, a problem in its moves, or a puzzle that cannot be played. */
export type SavedGameError = Refusal | { code: 'unplayable-puzzle'; message: string; at: 0; move: 0 };

/** One saved game in the check report: its title and what replaying it found. */
export interface SavedGameReport extends Omit<ReplayResult, 'error'> {
  title: string | null;
  error: SavedGameError | null;
}

/** One puzzle in the check report. */
export interface PuzzleReport {
  /** 1-based position in the file. */
  index: number;
  title: string | null;
  game: string;
  pushers: number;
  boxes: number;
  goals: number;
  savedGames: SavedGameReport[];
}

/** One file in the check report. */
export interface FileReport {
  file: string;
  title: string | null;
  diagnostics: Diagnostic<CheckDiagnosticCode>[];
  puzzles: PuzzleReport[];
}

/** Options for {@link checkText}. */
export interface CheckOptions {
  /** Tiling for puzzles the file does not name. */
  game?: string;
  /** Apply Sokoban+ numbering when the notes give it. */
  sokobanPlus?: boolean;
  /** Called after each puzzle, for progress display. */
  onPuzzle?: (done: number, total: number) => void;
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

/** Checks the text of one file; `file` is the name reported (and its extension hints the tiling). */
export function checkText(text: string, file: string, topologies: readonly Topology[], options: CheckOptions = {}): FileReport {
  const parseOptions = options.game === undefined ? { fileName: file } : { fileName: file, game: options.game };
  const { collection, diagnostics } = parseCollection(text, parseOptions);
  const all: Diagnostic<CheckDiagnosticCode>[] = [...diagnostics];
  const puzzles: PuzzleReport[] = [];
  collection.puzzles.forEach((puzzle, i) => {
    const topology = findTopology(topologies, puzzle.game);
    const counts = countRows(puzzle);
    const report: PuzzleReport = { index: i + 1, title: puzzle.title, game: topology?.name ?? puzzle.game, ...counts, savedGames: [] };
    if (!topology) {
      const at = boardSourcePosition(puzzle, 0, 0) ?? { line: 1, column: 1 };
      all.push({
        severity: 'error',
        code: 'unknown-game',
        message: `Puzzle ${i + 1} is for "${puzzle.game}", which no installed tiling plays (known: ${topologies.map((t) => t.name).join(', ')})`,
        line: at.line,
        column: at.column,
      });
    }
    const { level, diagnostics: levelDiagnostics } = topology ? loadPuzzle(puzzle, topology, { sokobanPlus: options.sokobanPlus ?? false }) : { level: null, diagnostics: [] };
    all.push(...levelDiagnostics);
    if (level) {
      report.pushers = level.pushers.length;
      report.boxes = level.boxes.length;
      report.goals = level.goals.length;
    }
    for (const sg of puzzle.savedGames) {
      if (!level) {
        report.savedGames.push({
          title: sg.title,
          reverse: sg.moves.reverse,
          legal: false,
          solved: false,
          moves: 0,
          pushes: 0,
          pulls: 0,
          boxLines: 0,
          boxChanges: 0,
          pushingSessions: 0,
          pusherLines: 0,
          redo: 0,
          error: { code: 'unplayable-puzzle', message: 'the puzzle cannot be played, so its saved games cannot be replayed', at: 0, move: 0 },
        });
        continue;
      }
      report.savedGames.push({ title: sg.title, ...replay(level, sg.moves) });
    }
    puzzles.push(report);
    options.onPuzzle?.(i + 1, collection.puzzles.length);
  });
  all.sort((a, b) => a.line - b.line || a.column - b.column);
  return { file, title: collection.title, diagnostics: all, puzzles };
}

/** True when a report has an error diagnostic or an illegal saved game (exit code 1). */
export function hasFailures(report: FileReport): boolean {
  return report.diagnostics.some((d) => d.severity === 'error') || report.puzzles.some((p) => p.savedGames.some((s) => !s.legal));
}
