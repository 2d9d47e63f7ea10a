/**
 * One search of `polyban solve`, as the command runs it on a puzzle: on the
 * command's own thread, or on one of `--jobs` threads (`solve-worker.ts`).
 */
import type { Level } from '@polyban/core';
import { solveSync, type SolveResult, type SolveStats } from '@polyban/solver';

/** The limits of one search, from the command line. */
export interface SearchLimits {
  optimal: boolean;
  /** Seconds per puzzle. */
  timeLimit: number;
  /** Megabytes per puzzle; the solver's default when `undefined`. */
  memoryLimitMb: number | undefined;
}

/** Solves `level` within `limits`; a machine out of memory before the solver's own limit is a `memory` result too. */
export function searchLevel(level: Level, limits: SearchLimits, onProgress: (stats: SolveStats) => void): SolveResult {
  try {
    return solveSync(level, {
      optimize: limits.optimal ? 'pushes' : 'none',
      timeLimitMs: limits.timeLimit * 1000,
      ...(limits.memoryLimitMb === undefined ? {} : { memoryLimitMb: limits.memoryLimitMb }),
      onProgress,
    });
  } catch (e) {
    // The search's tables could not grow: the machine ran out of memory before the solver's own limit.
    if (!(e instanceof RangeError)) throw e;
    return { status: 'memory', solution: null, moves: 0, pushes: 0, optimal: false, stats: { generated: 0, expanded: 0, ms: 0 } };
  }
}
