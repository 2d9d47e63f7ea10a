/**
 * Boards for the solver's tests: the four tilings, levels built from rows,
 * cells named by text coordinates, and the shared corpus of real level files
 * (read from `../shared/corpus` beside the repository, never copied into it).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildLevel, loadPuzzle, parseCollection, replay, reverseToForward, topologyFor, type Level, type Topology } from '@polyban/core';
import { hexobanTopology } from '@polyban/hexoban';
import { octobanTopology } from '@polyban/octoban';
import { sokobanTopology } from '@polyban/sokoban';
import { triobanTopology } from '@polyban/trioban';

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
