/**
 * From a parsed puzzle to a playable level: picks up Sokoban+ numbering from
 * the notes and reports board problems at the line and column where the file
 * wrote them.
 */
import type { Diagnostic } from './text/diagnostics.js';
import type { Puzzle } from './text/document.js';
import { buildLevel, readSokobanPlusOrder, type Level, type LevelDiagnosticCode } from './engine/level.js';
import { boardHasTabs, boardSourcePosition } from './text/origin.js';
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
}

/**
 * Builds the level of a puzzle with a topology. Board problems become
 * diagnostics placed in the source (or at line 1 for puzzles built in code).
 */
export function loadPuzzle(puzzle: Puzzle, topology: Topology, options: LoadPuzzleOptions = {}): { level: Level | null; diagnostics: Diagnostic<LevelDiagnosticCode>[] } {
  const { boxOrder, goalOrder } = options.sokobanPlus ? readSokobanPlusOrder(puzzle.notes) : { boxOrder: null, goalOrder: null };
  const { level, problems } = buildLevel(puzzle.board.rows, topology, { boxOrder, goalOrder });
  const hasTabs = problems.some((p) => p.code === 'misaligned-cell') && boardHasTabs(puzzle);
  const diagnostics = problems.map((p): Diagnostic<LevelDiagnosticCode> => {
    const at = boardSourcePosition(puzzle, p.row, p.column) ?? { line: 1, column: 1 };
    const where = puzzle.title ? ` in "${puzzle.title}"` : '';
    const tabs = p.code === 'misaligned-cell' && hasTabs ? '. The board contains TABs, read as 8-column stops: a TAB typed with another width shifts the columns after it' : '';
    return { severity: p.severity, code: p.code, message: `${p.message}${where}${tabs}`, line: at.line, column: at.column };
  });
  return { level, diagnostics };
}

/** Finds the topology for a `Game:` name among those given (case-insensitive), or `undefined`. */
export function findTopology(topologies: readonly Topology[], name: string): Topology | undefined {
  const want = name.toLowerCase();
  return topologies.find((t) => t.name.toLowerCase() === want);
}
