/**
 * Boards for the solver's tests: the four tilings, levels built from rows,
 * cells named by text coordinates, and the shared corpus of real level files
 * (read from `../shared/corpus` beside the repository, never copied into it).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyAction, buildLevel, loadPuzzle, Outcome, parseCollection, replay, reverseToForward, startPosition, strictMoves, topologyFor, type Level, type Position, type Puzzle, type Topology } from '@polyban/core';
import { hexobanTopology } from '@polyban/hexoban';
import { octobanTopology } from '@polyban/octoban';
import { sokobanTopology } from '@polyban/sokoban';
import { triobanTopology } from '@polyban/trioban';
import { CORRAL_SEARCH_CELLS } from '../src/corral-search.js';
import { analysisOf } from '../src/deadlock.js';
import type { LevelAnalysis } from '../src/dead-cells.js';
import { ReverseSearch } from '../src/reverse-search.js';
import { Search } from '../src/search.js';

/** The four tilings the project ships. */
export const TOPOLOGIES: readonly Topology[] = [sokobanTopology, hexobanTopology, triobanTopology, octobanTopology];

/** The corpus folder (`POLYBAN_CORPUS` names another one, as for core's tests). */
export const CORPUS_DIR = process.env['POLYBAN_CORPUS'] ?? resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../shared/corpus');

/** Puzzle `index` (from 1) of a corpus file, loaded with its own tiling (a `.hsb` file's is Hexoban); fails the test if it cannot be played. */
export function corpusLevel(file: string, index: number): Level {
  const { collection } = parseCollection(readFileSync(join(CORPUS_DIR, file), 'utf8'), { fileName: file });
  const puzzle = collection.puzzles[index - 1]!;
  const level = loadPuzzle(puzzle, topologyFor(puzzle, TOPOLOGIES)!).level;
  if (!level) throw new Error(`${file} puzzle ${index} cannot be played`);
  return level;
}

/** The forward moves of a saved game that solves its level (reverse games turned forward), or `null`. */
export function solvingMoves(level: Level, moves: Parameters<typeof replay>[1]): string | null {
  const r = replay(level, moves);
  if (!r.solved) return null;
  return r.reverse ? reverseToForward(level, moves) : typeof moves === 'string' ? moves : moves.text;
}

/** A puzzle of a corpus file that can be played: its number (from 1), its level, and the saved games that solve it. */
export interface CorpusPuzzle {
  readonly index: number;
  readonly puzzle: Puzzle;
  readonly level: Level;
  /** Each saved game that solves the level, with its forward moves (see {@link solvingMoves}). */
  readonly solutions: readonly { readonly title: string | null; readonly moves: string }[];
}

/** The puzzles of a corpus file that load as levels with their own tilings (a `.hsb` file's is Hexoban). */
export function corpusPuzzles(file: string): CorpusPuzzle[] {
  const { collection } = parseCollection(readFileSync(join(CORPUS_DIR, file), 'utf8'), { fileName: file });
  const out: CorpusPuzzle[] = [];
  collection.puzzles.forEach((puzzle, i) => {
    const topology = topologyFor(puzzle, TOPOLOGIES);
    const level = topology ? loadPuzzle(puzzle, topology).level : null;
    if (!level) return;
    const solutions: { title: string | null; moves: string }[] = [];
    for (const game of puzzle.savedGames) {
      const moves = solvingMoves(level, game.moves);
      if (moves !== null) solutions.push({ title: game.title, moves });
    }
    out.push({ index: i + 1, puzzle, level, solutions });
  });
  return out;
}

/**
 * Plays forward `moves` (pusher changes too) from the start of `level` and calls `after` with the position after each
 * push and the pushes made so far; returns the pushes. The position is the game's own: `after` must not change it.
 */
export function alongPushes(level: Level, moves: string, after: (p: Position, pushes: number) => void): number {
  const p = startPosition(level);
  const mode = { reverse: false, pulled: false };
  let pushes = 0;
  for (const token of strictMoves(moves).moves!.tokens) {
    // The mark of the current position: the moves after it are part of the game, as core's replay plays them.
    if (token.kind === 'current') continue;
    if (token.kind !== 'steps') {
      applyAction(level, p, token, mode);
      continue;
    }
    for (const ch of token.letters) {
      if (applyAction(level, p, { kind: 'step', direction: level.letterIndex[ch.charCodeAt(0)]!, pull: false }, mode) === Outcome.Push) after(p, ++pushes);
    }
  }
  return pushes;
}

/** A level from board rows; fails the test if the board cannot be played. */
export function levelOf(rows: readonly string[], topology: Topology): Level {
  const { level, problems } = buildLevel(rows, topology);
  const errors = problems.filter((p) => p.severity === 'error');
  if (!level || errors.length > 0) throw new Error(`unplayable test board: ${errors.map((p) => p.message).join('; ')}`);
  return level;
}

/**
 * A level with more goals than boxes, from board rows (square unless `topology` says otherwise). Core
 * loads such a board with one problem, that it needs as many goals as boxes; any other problem fails the test.
 */
export function spareLevel(rows: readonly string[], topology: Topology = sokobanTopology): Level {
  const { level, problems } = buildLevel(rows, topology);
  const messages = problems.map((p) => p.message);
  if (!level || messages.length !== 1 || !messages[0]!.includes('it needs as many goals as boxes')) throw new Error(`not a board with spare goals: ${messages.join('; ')}`);
  return level;
}

/** The cell number of text position `(x, y)`. */
export function at(level: Level, x: number, y: number): number {
  return y * level.width + x;
}

/** The cells `free` allows that a plain breadth-first walk reaches from `start`, each added to `seen` too. */
export function walk(level: Level, free: (c: number) => boolean, start: number, seen = new Set<number>()): number[] {
  const D = level.directionCount;
  seen.add(start);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    for (let d = 0; d < D; d++) {
      const v = level.neighbours[queue[i]! * D + d]!;
      if (free(v) && !seen.has(v)) {
        seen.add(v);
        queue.push(v);
      }
    }
  }
  return queue;
}

/** The box on x = 2, its goal on x = 23: 21 pushes to the right, one possible from each state (a tunnel). */
export const CORRIDOR = ['#'.repeat(25), `#@$${' '.repeat(20)}.#`, '#'.repeat(25)];

/**
 * Unsolvable: in the corridor on the right the pusher can only push the first box against the second, and never gets
 * between them. The room's boxes and goals give the search a few thousand states to try before it knows. The corridor
 * between the two boxes is long enough that the corral there has more cells than a corral search takes on (see
 * `corral-search.ts`): that search would prove the start lost at once.
 */
export const ROOM_AND_CORRIDOR = ['#########', '#       #', `#  $ $ $ $${' '.repeat(CORRAL_SEARCH_CELLS - 1)}$..#`, '#  . . .#', '#@ $  . #', '#       #', '#       #', '#########'].map((row) =>
  row.padEnd(CORRAL_SEARCH_CELLS + 12, '#'),
);

/**
 * {@link ROOM_AND_CORRIDOR} on the square tiling, its analysis, and a best-first search of it run to the end with
 * room to spare (256 MB): what a search stopped and resumed on the same level must end with.
 */
export function roomAndCorridorWhole(): { level: Level; a: LevelAnalysis; whole: Search } {
  const level = levelOf(ROOM_AND_CORRIDOR, sokobanTopology);
  const a = analysisOf(level);
  const whole = new Search(level, a, startPosition(level), false, 256 << 20);
  whole.run(Infinity);
  return { level, a, whole };
}

/**
 * A forward search of `level` (A* when `optimal`, 16 MB) and, beside it, a backward search (64 MB) that meets its
 * start state alone, as `solve` sets up A*'s perimeter: a state the forward search reached by more pushes than
 * needed would join a longer solution. Neither has run yet.
 */
export function beside(level: Level, optimal: boolean): { a: LevelAnalysis; search: Search; backward: ReverseSearch } {
  const a = analysisOf(level);
  const search = new Search(level, a, startPosition(level), optimal, 16 << 20);
  const start = { find: (cells: ArrayLike<number>) => (search.store.find(cells) === 0 ? 0 : -1) };
  const backward = new ReverseSearch(a, startPosition(level), search.layout, start, 64 << 20, true);
  return { a, search, backward };
}

/** Waits `ms` milliseconds doing nothing else: a machine slower than this one, for a search's progress reports to stall. */
export function stall(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end);
}
