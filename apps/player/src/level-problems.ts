/**
 * A file's problems as a player reads them: one line per problem, with its
 * line:column, however many cells or levels repeat it, and in plain words.
 */
import { boardSourcePosition, findTopology, loadPuzzle, type Collection, type Diagnostic, type Level, type Puzzle, type Topology } from '@polyban/core';

type Loaded = { level: Level | null; diagnostics: Diagnostic<string>[] };
/** Levels built while a file's problems were listed, kept so that opening one does not build it again. */
const loaded = new WeakMap<Puzzle, { topology: Topology; result: Loaded }>();

/** `loadPuzzle`, remembered per puzzle: a file's problems and its first level need the same work. */
export function loadLevel(puzzle: Puzzle, topology: Topology): Loaded {
  const hit = loaded.get(puzzle);
  if (hit && hit.topology === topology) return hit.result;
  const result = loadPuzzle(puzzle, topology);
  loaded.set(puzzle, { topology, result });
  return result;
}

/**
 * The level to play, or null: a board with an error is not the level its
 * author made (a box or goal dropped, boxes and goals unequal, walls open),
 * so it is neither played nor counted solved, as the command line calls it
 * invalid.
 */
export function playable({ level, diagnostics }: Loaded): Level | null {
  return diagnostics.some((d) => d.severity === 'error') ? null : level;
}

/** One problem to show. */
export interface ProblemLine {
  severity: 'error' | 'warning';
  /** `line:column` of its first place; empty when the problem has none (a puzzle that was not read from text). */
  where: string;
  text: string;
}

/** How many places of one problem are named before the rest are only counted. */
const PLACES_NAMED = 4;

/** How far into a big file level problems are looked for, to keep opening it quick. */
const LEVELS_CHECKED = 2000;

function label(title: string | null, index: number): string {
  return title ? `Level ${index + 1} "${title}"` : `Level ${index + 1}`;
}

/**
 * Groups diagnostics: the same problem (same code, same level) at several
 * places becomes one line that names the first places and counts the rest;
 * a problem both the reader and the level loader report is shown once.
 */
export function groupProblems(diagnostics: readonly (Diagnostic<string> & { level?: string })[]): ProblemLine[] {
  const seen = new Set<string>();
  const groups = new Map<string, { first: Diagnostic<string> & { level?: string }; more: string[] }>();
  for (const d of diagnostics) {
    const at = `${d.line}:${d.column}`;
    const place = `${at}|${d.code}`;
    if (seen.has(place)) continue;
    seen.add(place);
    const key = `${d.level ?? ''}|${d.code}|${d.severity}`;
    const group = groups.get(key);
    if (group) group.more.push(at);
    else groups.set(key, { first: d, more: [] });
  }
  return [...groups.values()].map(({ first, more }) => {
    let text = first.level ? `${first.level}: ${first.message}` : first.message;
    if (more.length > 0) {
      const named = more.slice(0, PLACES_NAMED).join(', ');
      const rest = more.length - PLACES_NAMED;
      text += ` (also at ${named}${rest > 0 ? ` and ${rest} more place${rest === 1 ? '' : 's'}` : ''})`;
    }
    return { severity: first.severity, where: first.line > 0 ? `${first.line}:${first.column}` : '', text };
  });
}

/**
 * Every problem of a file: what the reader found, then what stops or spoils
 * each level, tagged with the level it belongs to. `unplayable` counts the
 * levels that cannot be played at all.
 */
export function fileProblems(collection: Collection, readerDiagnostics: readonly Diagnostic<string>[], tilings: readonly Topology[]): { lines: ProblemLine[]; unplayable: number } {
  const all: (Diagnostic<string> & { level?: string })[] = [...readerDiagnostics];
  let unplayable = 0;
  collection.puzzles.slice(0, LEVELS_CHECKED).forEach((puzzle, i) => {
    const level = label(puzzle.title, i);
    const topology = findTopology(tilings, puzzle.game);
    if (!topology) {
      unplayable++;
      // The document keeps no line for a puzzle's `Game:`: the problem is the whole board's, so it is placed at the
      // board's first character, where core places a whole puzzle's problems and the command line this one.
      all.push({ severity: 'error', code: 'unknown-game', message: unknownTiling(puzzle.game, tilings), line: 0, column: 0, ...boardSourcePosition(puzzle, 0, 0), level });
      return;
    }
    const result = loadLevel(puzzle, topology);
    if (!playable(result)) unplayable++;
    for (const d of result.diagnostics) all.push({ ...d, level });
  });
  return { lines: groupProblems(all), unplayable };
}

/** The sentence for a tiling the player does not know. */
export function unknownTiling(game: string, tilings: readonly Topology[]): string {
  return `"${game}" is not a tiling this player knows (it plays ${tilings.map((t) => t.name).join(', ')})`;
}
