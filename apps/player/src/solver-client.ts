/**
 * The page's side of the solver worker: one request, one promise. The
 * worker is started on first use, so a player who never asks for help never
 * loads the solver.
 */
import type { Position, Puzzle } from '@polyban/core';
import type { HintReply, PuzzleSource, SearchFailure, SolverReply, SolverRequest } from './solver-protocol.js';

/** Counters of a running search. */
export interface SearchProgress {
  generated: number;
  ms: number;
}

/** A deadlock as the worker reports it: its kind and the cells of the boxes involved. */
export interface DeadlockReport {
  kind: string;
  boxes: number[];
}

/** The outcome of a Solve. */
export interface SolveOutcome {
  status: 'solved' | SearchFailure;
  solution: string | null;
  generated: number;
  ms: number;
  deadlock: DeadlockReport | null;
  /** True when the solution follows one known before (the level file's, the player's, a hint's) from the position, with no search. */
  known: boolean;
  /** True when what it follows may be a solution the page sent (the level file's, the player's), not one the solver found. */
  fromPage: boolean;
}

/** The outcome of solving a reverse-mode game: moves from its position that win it, as `[...]` jumps, steps and pulls. */
export interface ReverseOutcome {
  status: 'solved' | 'unsupported' | SearchFailure;
  solution: string | null;
  generated: number;
  ms: number;
  /** True when the moves take back a solution known before (the level file's, the player's), with no search. */
  known: boolean;
  /** As `known`: the solutions taken back are all the page's. */
  fromPage: boolean;
}

/** A search that can be stopped: its promise settles with `aborted` soon after `cancel()`. */
export interface RunningSearch<T> {
  result: Promise<T>;
  cancel(): void;
}

type Pending = { resolve(reply: SolverReply): void; reject(error: Error): void; progress?: (p: SearchProgress) => void };

/** Sends puzzles and positions to the solver worker and hands back its answers. */
export class SolverClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./solver-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<SolverReply>) => {
      const reply = e.data;
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      if (reply.type === 'progress') {
        waiting.progress?.({ generated: reply.generated, ms: reply.ms });
        return;
      }
      this.pending.delete(reply.id);
      if (reply.type === 'error') waiting.reject(new Error(reply.message));
      else waiting.resolve(reply);
    };
    worker.onerror = (e) => {
      // A worker that failed to load or crashed answers nothing more: fail what waits, start afresh next time.
      e.preventDefault();
      for (const p of this.pending.values()) p.reject(new Error(e.message || 'The solver stopped working.'));
      this.pending.clear();
      this.worker?.terminate();
      this.worker = null;
    };
    this.worker = worker;
    return worker;
  }

  private request(make: (id: number) => SolverRequest, progress?: (p: SearchProgress) => void): { id: number; reply: Promise<SolverReply> } {
    const id = this.nextId++;
    const worker = this.start();
    const reply = new Promise<SolverReply>((resolve, reject) => this.pending.set(id, { resolve, reject, progress }));
    worker.postMessage(make(id));
    return { id, reply };
  }

  private cancel(id: number): void {
    if (this.pending.has(id)) this.worker?.postMessage({ type: 'cancel', id } satisfies SolverRequest);
  }

  /** Cells where a box can never reach a goal. */
  async deadCells(puzzle: Puzzle): Promise<number[]> {
    const { reply } = this.request((id) => ({ type: 'dead-cells', id, puzzle: sourceOf(puzzle) }));
    const r = await reply;
    return r.type === 'dead-cells' ? r.cells : [];
  }

  /**
   * A proof that the position is lost, or null when none of the solver's
   * tests applies; with it, the beginning of `game.played` (the moves from
   * the start to `position`) that lies on one of `game.solutions` or another
   * solution the worker keeps, if any.
   */
  async deadlock(puzzle: Puzzle, position: Position, game: { solutions: string[]; played: string }): Promise<{ deadlock: DeadlockReport; back: string | null } | null> {
    const { solutions, played } = game;
    const { reply } = this.request((id) => ({ type: 'deadlock', id, puzzle: sourceOf(puzzle), position, solutions, played }));
    const r = await reply;
    return r.type === 'deadlock' && r.deadlock ? { deadlock: r.deadlock, back: r.back } : null;
  }

  /**
   * The next push towards a solution: along one of `game.solutions` (moves
   * from the level's start) when the position is on it. `game.played`, the
   * moves from the start to `position`, lets a hint that finds nothing name
   * an earlier point on a known solution.
   */
  hint(puzzle: Puzzle, position: Position, timeLimitMs: number, game: { solutions: string[]; played: string }, progress?: (p: SearchProgress) => void): RunningSearch<HintReply> {
    const { solutions, played } = game;
    const { id, reply } = this.request((id) => ({ type: 'hint', id, puzzle: sourceOf(puzzle), position, timeLimitMs, solutions, played }), progress);
    return {
      result: reply.then((r) => (r.type === 'hint' ? r.hint : { kind: 'not-found', reason: 'aborted', back: null })),
      cancel: () => this.cancel(id),
    };
  }

  /** A solution from the position: the rest of one of `game.solutions` when the position is on it, else a search's. */
  solve(puzzle: Puzzle, position: Position, timeLimitMs: number, game: { solutions: string[]; played: string }, progress?: (p: SearchProgress) => void): RunningSearch<SolveOutcome> {
    const { solutions, played } = game;
    const { id, reply } = this.request((id) => ({ type: 'solve', id, puzzle: sourceOf(puzzle), position, timeLimitMs, solutions, played }), progress);
    return {
      result: reply.then((r) =>
        r.type === 'solve'
          ? { status: r.status, solution: r.solution, generated: r.generated, ms: r.ms, deadlock: r.deadlock, known: r.known, fromPage: r.fromPage }
          : { status: 'aborted', solution: null, generated: 0, ms: 0, deadlock: null, known: false, fromPage: false },
      ),
      cancel: () => this.cancel(id),
    };
  }

  /**
   * Moves that win a reverse-mode game from `position` (`pulled`: a pull
   * was made), pulling every box back to its start square; `'unsupported'`
   * on levels the solver does not take in reverse mode (several pushers,
   * numbered boxes). A game standing where one of `solutions` (forward,
   * from the start) passed is won by taking it back, with no search.
   */
  reverse(puzzle: Puzzle, position: Position, pulled: boolean, timeLimitMs: number, solutions: string[], progress?: (p: SearchProgress) => void): RunningSearch<ReverseOutcome> {
    const { id, reply } = this.request((id) => ({ type: 'reverse', id, puzzle: sourceOf(puzzle), position, pulled, timeLimitMs, solutions }), progress);
    return {
      result: reply.then((r) =>
        r.type === 'reverse' ? { status: r.status, solution: r.solution, generated: r.generated, ms: r.ms, known: r.known, fromPage: r.known } : { status: 'aborted', solution: null, generated: 0, ms: 0, known: false, fromPage: false },
      ),
      cancel: () => this.cancel(id),
    };
  }
}

function sourceOf(puzzle: Puzzle): PuzzleSource {
  return { game: puzzle.game, rows: [...puzzle.board.rows], notes: [...puzzle.notes] };
}
