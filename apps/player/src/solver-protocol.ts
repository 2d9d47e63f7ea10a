/**
 * Messages between the page and the solver's Web Worker. Levels cross as
 * puzzle text (a `Level` holds its topology's functions, which cannot be
 * cloned); positions cross as they are, typed arrays and all.
 */
import type { Position } from '@polyban/core';

/** The puzzle fields the worker needs to build the same `Level` as the page. */
export interface PuzzleSource {
  game: string;
  rows: string[];
  notes: string[];
}

/** What the page asks of the worker. Every request but `cancel` gets exactly one reply with its `id`. */
export type SolverRequest =
  | { type: 'dead-cells'; id: number; puzzle: PuzzleSource }
  /** `solutions` and `played` as for `hint`: for the way back to a known solution when the position is lost. */
  | { type: 'deadlock'; id: number; puzzle: PuzzleSource; position: Position; solutions: string[]; played: string }
  /**
   * `solutions`: solutions of the level from its start known to the page (its file's, the player's), for the hint to
   * follow; `played`: the game's moves from the start to `position`, to find the way back to a known solution when
   * the hint finds nothing.
   */
  | { type: 'hint'; id: number; puzzle: PuzzleSource; position: Position; timeLimitMs: number; solutions: string[]; played: string }
  /** `solutions` and `played` as for `hint`: a position on a known solution is solved along it, with no search. */
  | { type: 'solve'; id: number; puzzle: PuzzleSource; position: Position; timeLimitMs: number; solutions: string[]; played: string }
  /** `solutions` as for `hint`: a game whose boxes stand where one of them passed is won by taking it back, with no search. */
  | { type: 'reverse'; id: number; puzzle: PuzzleSource; position: Position; pulled: boolean; timeLimitMs: number; solutions: string[] }
  | { type: 'cancel'; id: number };

/** Why a search gave up, as the solver reports it. */
export type SearchFailure = 'unsolvable' | 'timeout' | 'memory' | 'aborted';

/** What the worker answers. `progress` may come any number of times before a `solve` or `hint` reply. */
export type SolverReply =
  | { type: 'progress'; id: number; generated: number; ms: number }
  | { type: 'dead-cells'; id: number; cells: number[] }
  /** `back`, with a deadlock: as for a hint, the beginning of the moves to go back to, on a known solution, or null. */
  | { type: 'deadlock'; id: number; deadlock: { kind: string; boxes: number[] } | null; back: string | null }
  | { type: 'hint'; id: number; hint: HintReply }
  /**
   * `known`: the solution is the rest of one known before (a file's, the player's, a hint's), not a search's;
   * `fromPage`: one the page sent may be what it follows (a file's or the player's, not the solver's own).
   */
  | { type: 'solve'; id: number; status: 'solved' | SearchFailure; solution: string | null; generated: number; ms: number; deadlock: { kind: string; boxes: number[] } | null; known: boolean; fromPage: boolean }
  /** `known` as for `solve`: the moves take back a solution known before, not a search's. */
  | { type: 'reverse'; id: number; status: 'solved' | 'unsupported' | SearchFailure; solution: string | null; generated: number; ms: number; known: boolean }
  | { type: 'error'; id: number; message: string };

/**
 * A hint as the page uses it. `back`, when no push is found: the beginning of
 * the game's moves to go back to, from whose end the hints know a solution
 * (see `known-solutions.ts`), or null.
 */
export type HintReply =
  | { kind: 'push'; box: number; to: number; moves: string }
  | { kind: 'deadlock'; boxes: number[]; deadlockKind: string; back: string | null }
  | { kind: 'solved' }
  | { kind: 'not-found'; reason: SearchFailure; back: string | null };
