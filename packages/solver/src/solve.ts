/**
 * The solver's entry points: options, limits, the result, and the final
 * check. A solution is returned only after core has replayed it and found
 * the level solved, so a solver bug can cost a solution but never give a
 * wrong one.
 */
import { applyAction, boxesOnGoals, copyPosition, displacementLetters, movesText, Outcome, startPosition, tokenizeMoves, type Level, type Position } from '@polyban/core';
import type { LevelAnalysis } from './dead-cells.js';
import { levelSides } from './box-sides.js';
import { fewestMoves } from './fewest-moves.js';
import { learnLine } from './known-lines.js';
import { analysisBefore, analysisOf } from './deadlock.js';
import { MemoryLimit } from './memory-limit.js';
import { checkOptions } from './solver-input.js';
import { ReverseSearch, reverseApplies } from './reverse-search.js';
import { starvedRoom } from './room-supply.js';
import { Search, type SearchStatus } from './search.js';
import { spellSolution, type SolutionPush, type SpelledPush } from './spelling.js';

/** What {@link solve} minimises. */
export type Optimize = 'none' | 'pushes';

/** Counters of a search, also given to {@link SolveOptions.onProgress}. */
export interface SolveStats {
  /** States created (each a placement of the boxes and the pushers' areas). */
  generated: number;
  /** States whose pushes were tried. */
  expanded: number;
  /** Milliseconds since the search started. */
  ms: number;
}

/** Options of {@link solve}. */
export interface SolveOptions {
  /**
   * `'none'` (default): any solution, found best first on the lower bound,
   * usually fast; with several pushers, each first tries the level alone
   * for a part of the time limit, so the solution may use one pusher only.
   * `'pushes'`: a solution with the fewest pushes (A*); it
   * explores more states. With one pusher, of the solutions with the
   * fewest pushes, one with the fewest moves, when that search stays within
   * 25,000 positions and the time limit (and the board within 55,296
   * cells); else the pusher walks the
   * shortest way to each push of the one A* found.
   */
  optimize?: Optimize;
  /** Stop with `timeout` after this many milliseconds (default 60 000): a number above 0, `Infinity` for no limit. */
  timeLimitMs?: number;
  /**
   * Stop with `memory` once the level's push-distance tables and the search's tables pass this many megabytes
   * (default 512; a number above 0, `Infinity` for no limit). A level whose distance tables alone would pass it
   * stops at once, before they are made.
   */
  memoryLimitMb?: number;
  /** Stop with `aborted` when this signal aborts (checked between slices of about 50 ms). */
  signal?: AbortSignal;
  /** Called with the counters about ten times a second at most. An error it throws ends the call: `solve` rejects with it, `solveSync` throws it. */
  onProgress?: (stats: SolveStats) => void;
  /** Solve from this position (a copy is used) instead of the level's start: a game in progress. */
  position?: Position;
}

/**
 * How a search ended:
 * - `solved`: `solution` holds moves that core replays to a solved position;
 * - `unsolvable`: every position reachable from the start was searched,
 *   with only sound pruning, or a goal room was shown never to fill (see
 *   `room-supply.ts`): there is no solution;
 * - `timeout`, `memory`, `aborted`: the search stopped at a limit or on request.
 */
export type SolveStatus = 'solved' | 'unsolvable' | 'timeout' | 'memory' | 'aborted';

/** What {@link solve} found. */
export interface SolveResult {
  /** How the search ended (see {@link SolveStatus}). */
  status: SolveStatus;
  /**
   * The moves in SOK notation, from the position solved from: lower-case
   * steps, upper-case pushes, `{...}` pusher changes with several pushers.
   * `null` unless `status` is `solved`.
   */
  solution: string | null;
  /** Moves (steps and pushes) and pushes of the solution; 0 without one. */
  moves: number;
  /** Pushes of the solution, as core counts them when it replays it; 0 without one. */
  pushes: number;
  /** True when the solution has the fewest pushes possible (an A* search ran to its end). */
  optimal: boolean;
  /** The counters when the call ended: the states of every search it ran, and its milliseconds (see {@link SolveStats}). */
  stats: SolveStats;
}

/** Milliseconds of search between two looks at the clock, the signal and the event loop. */
export const SLICE_MS = 50;
/** Milliseconds between two calls of `onProgress`, at least. */
export const PROGRESS_MS = 100;
/** States each direction expands in its turn when the backward search runs beside the forward one. */
const TURN = 128;
/**
 * States the perimeter expands in its turn beside A*: twice A*'s. Breadth
 * first, with no bound to work out, its states cost a fraction of A*'s, and
 * each layer it completes raises the bound of every state A* meets near
 * the goals. Over Microban with `--optimal` (60 s per level), 87.8 s for
 * 155 proofs, against 91.0 s at four times A*'s and 94.8 s at as many.
 */
const PERIMETER_TURN = TURN * 2;
/**
 * Positions the search for the fewest moves among push-optimal solutions
 * may make (a few hundred bytes each) before it gives up: on Microban, about
 * half a second at most.
 */
const MOVES_BUDGET = 25_000;
/**
 * States the forward search expands before the goal rooms are looked at
 * for too few boxes (see `room-supply.ts`; up to about a fifth of a second
 * on the corpus's levels), so that a level solved in a moment never pays
 * for it.
 */
const STARVED_AFTER = 50_000;
/** The share of the memory limit that A* gives its perimeter. */
const PERIMETER_SHARE = 0.5;
/**
 * The share of the time limit in which several pushers try, each alone
 * for an equal part of it, to solve the level while the others stand still
 * as walls: a lone pusher has the one-pusher search, with its backward
 * search, corrals and routes, and many Multiban levels need one pusher only.
 */
const LONE_SHARE = 0.4;

/**
 * Solves a level (or a game in progress, with `options.position`). Runs in
 * slices of about 50 ms and yields to the event loop between them, so a
 * page or a Web Worker stays responsive and `signal` can stop it.
 *
 * @throws RangeError (as a rejection) for options it cannot keep or a position that is not one of the level's; TypeError for a position without one of its lists (see the README).
 */
export async function solve(level: Level, options: SolveOptions = {}): Promise<SolveResult> {
  const run = checkedRun(level, options);
  await run.finish();
  return run.result();
}

/**
 * {@link solve} without yielding: returns when the search ends. `signal`
 * is only seen if something aborts it from inside `onProgress`.
 *
 * @throws RangeError for options it cannot keep or a position that is not one of the level's; TypeError for a position without one of its lists.
 */
export function solveSync(level: Level, options: SolveOptions = {}): SolveResult {
  const run = checkedRun(level, options);
  run.finishSync();
  return run.result();
}

/** A run of a caller's options, once they are checked (a `RangeError` names the first that cannot be kept: see `solver-input.ts`). */
export function checkedRun(level: Level, options: SolveOptions): SolverRun {
  checkOptions(level, options);
  return new SolverRun(level, options);
}

/** One solver call, advanced slice by slice. */
export class SolverRun {
  private readonly started = Date.now();
  /** Null when the time limit passed while the level was being analysed. */
  private search: Search | null = null;
  private readonly start: Position;
  private stopped: SolveStatus | null = null;
  private lastProgress = this.started;
  private spelled: SpelledPush[] | null = null;

  constructor(
    private readonly level: Level,
    private readonly options: SolveOptions,
  ) {
    this.start = copyPosition(options.position ?? startPosition(level));
    const limit = (options.memoryLimitMb ?? DEFAULT_MEMORY_MB) * 1024 * 1024;
    // The memory limit covers the level's analysis too: a large level with many goals has distance tables of
    // gigabytes, so they are measured before they are made, and the searches get what they leave.
    const tables = distanceTableBytes(level);
    const memory = limit - tables;
    // The time limit covers the level's analysis too: a large level's can take longer than the limit.
    const analysis = memory < 0 ? null : analysisBefore(level, this.started + (options.timeLimitMs ?? 60_000));
    const optimal = options.optimize === 'pushes';
    this.analysis = analysis;
    this.memory = memory;
    if (memory < 0) this.stopped = 'memory';
    else if (analysis === null) this.stopped = 'timeout';
    // Any solution will do with several pushers: each pusher alone first, then all of them.
    else if (!optimal && this.start.pushers.length > 1) this.nextLone();
    // Tunnel pushes narrow a search for any solution; one with the fewest pushes needs every state.
    else this.begin(!optimal);
  }

  /** A run of one pusher alone, the others standing as walls (see {@link LONE_SHARE}), while it runs. */
  private lone: SolverRun | null = null;
  /** The pusher change that makes the lone pusher the active one (`''` when it is). */
  private loneChange = '';
  private lonePusher = 0;

  /**
   * Starts the run of the next pusher alone (by id from the active one on),
   * or the search of all pushers once each had its turn. A pusher is not
   * tried alone when another stands on a goal: standing still, that one
   * would keep the goal from its box.
   */
  private nextLone(): void {
    const { level, start, options } = this;
    const k = start.pushers.length;
    while (this.lonePusher < k) {
      const p = start.pushers[(start.active + this.lonePusher++) % k]!;
      const change = displacementLetters(level, start.pushers[start.active]!, p);
      if (change === null || start.pushers.some((q) => q !== p && level.goal[q] === 1)) continue;
      const wall = level.wall.slice();
      for (const q of start.pushers) if (q !== p) wall[q] = 1;
      const pusherAt = new Int32Array(level.size);
      pusherAt[p] = 1;
      const limit = options.timeLimitMs ?? 60_000;
      this.lone = new SolverRun({ ...level, wall, pushers: Int32Array.of(p) }, {
        timeLimitMs: Math.min((limit * LONE_SHARE) / k, this.started + limit - Date.now()),
        memoryLimitMb: this.memory / 2 ** 21,
        signal: options.signal,
        position: { ...start, pusherAt, pushers: Int32Array.of(p), active: 0 },
      });
      this.loneChange = change === '' ? '' : `{${change}}`;
      return;
    }
    this.begin(true);
  }

  private readonly analysis: LevelAnalysis | null;
  private readonly memory: number;

  /** Starts the searches, with or without tunnel pushes. */
  private begin(tunnels: boolean): void {
    const { level, analysis, memory } = this;
    const optimal = this.options.optimize === 'pushes';
    // Without a fewest-pushes promise to keep, a backward search runs beside the forward one, each with half the memory.
    const both = !optimal && reverseApplies(analysis!, this.start);
    // A*, with one pusher: a backward search breadth first from the solved positions, beside it, gives exact distances near them (the perimeter).
    const perimeter = optimal && reverseApplies(analysis!, this.start);
    const share = both ? memory / 2 : perimeter ? memory * PERIMETER_SHARE : 0;
    // The backward search may take up to its share; the forward one takes whatever the two leave of the whole.
    const forwardLimit = new MemoryLimit(memory);
    this.search = new Search(level, analysis!, this.start, optimal, forwardLimit, tunnels);
    this.reverse = null;
    this.forwardTurn = true;
    this.turnLeft = TURN;
    if (this.search.status !== 'running') return;
    const search = this.search;
    if (both) {
      this.reverse = new ReverseSearch(analysis!, this.start, search.layout, search.store, new MemoryLimit(share, memory));
      search.other = this.reverse.store;
    } else if (perimeter) {
      // It meets the start only: a state the forward search reached by more pushes than needed would join a longer solution.
      const start = { find: (cells: ArrayLike<number>) => (search.store.find(cells) === 0 ? 0 : -1) };
      this.reverse = new ReverseSearch(analysis!, this.start, search.layout, start, new MemoryLimit(share, memory), true);
      search.perimeter = { store: this.reverse.store, depth: this.reverse.completeDepth() };
    }
    if (this.reverse) {
      forwardLimit.shareWith(this.reverse);
      this.reverse.memory.shareWith(search);
    }
  }

  /** Counters of searches that ended without an answer and gave way to a search without tunnel pushes. */
  private earlier = { generated: 0, expanded: 0 };

  /** Adds the counters of searches that are given up to {@link earlier}, so that the totals never go back. */
  private keepCounts(...searches: ({ generated: number; expanded: number } | null)[]): void {
    for (const s of searches) {
      this.earlier.generated += s?.generated ?? 0;
      this.earlier.expanded += s?.expanded ?? 0;
    }
  }

  /** Whether the goal rooms were looked at for too few boxes (see {@link STARVED_AFTER}). */
  private roomsChecked = false;

  /**
   * Forward expansions left before the goal rooms are looked at: the
   * search stops at exactly STARVED_AFTER + 1, whatever the clock, so that
   * they are looked at in the same position on every machine. Infinity once
   * they were.
   */
  private beforeRooms(search: Search): number {
    return this.roomsChecked ? Infinity : STARVED_AFTER + 1 - search.expanded;
  }

  /** The backward search, while it runs beside the forward one. */
  private reverse: ReverseSearch | null = null;
  /** Whose turn it is, and how many states it may still expand in it: a turn that a slice's end cut short goes on in the next slice. */
  private forwardTurn = true;
  private turnLeft = TURN;

  /**
   * Best first, once the two searches together fill the memory limit: the
   * backward search gives its memory up and the forward one goes on alone.
   * Only the forward search can declare a level unsolvable, and it can
   * still solve it alone; the backward one is the helper. Both searches
   * keep growing to the end, so at 60 s per level the limit ends some long
   * searches before the clock does (eight of XSokoban's 91 with both).
   */
  private dropBackward(reverse: ReverseSearch): void {
    const search = this.search!;
    this.keepCounts(reverse);
    search.other = null;
    search.memory.shareWith();
    this.reverse = null;
    search.resume();
  }

  /** Runs the search to its end, yielding to the event loop between slices. */
  async finish(): Promise<void> {
    while (!this.step()) await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }

  /** Runs the search to its end without yielding. */
  finishSync(): void {
    while (!this.step());
  }

  /** Runs one slice; true when the search is over. */
  step(): boolean {
    const { options, lone } = this;
    if (options.signal?.aborted) this.stopped = 'aborted';
    if (lone && !this.stopped) {
      const over = lone.step();
      this.progress();
      if (!over) return false;
      if (lone.result().status === 'solved') return true;
      this.keepCounts(lone.stats());
      this.lone = null;
      this.nextLone();
      if (this.lone) return false;
    }
    const { search } = this;
    if (this.stopped || !search) return true;
    const limit = this.started + (options.timeLimitMs ?? 60_000);
    // A goal room too few boxes can reach is never filled, whatever the search tries; looked for once the search has
    // run a while, so that a level solved at once never pays for it.
    if (this.beforeRooms(search) <= 0) {
      this.roomsChecked = true;
      const { boxes, pushers } = this.start;
      if (pushers.length === 1 && starvedRoom(this.analysis!, boxes, pushers[0]!, limit)) {
        this.stopped = 'unsolvable';
        return true;
      }
    }
    const now = Date.now();
    const reverse = this.reverse;
    if (reverse?.status === 'running') {
      // The two take turns by counts of expanded states, not by time, so that a solution does not depend on the machine's speed.
      // For the same reason the slice ends where the goal rooms are to be looked at (see beforeRooms).
      const until = Math.min(limit, now + SLICE_MS);
      do {
        const turn = this.forwardTurn ? search : reverse;
        const before = turn.expanded;
        turn.run(until, this.forwardTurn ? Math.min(this.turnLeft, this.beforeRooms(search)) : this.turnLeft);
        this.turnLeft -= turn.expanded - before;
        if (search.perimeter) search.perimeter.depth = reverse.completeDepth();
        if (this.turnLeft <= 0) {
          this.forwardTurn = !this.forwardTurn;
          this.turnLeft = !this.forwardTurn && search.perimeter ? PERIMETER_TURN : TURN;
        }
      } while (search.status === 'running' && reverse.status === 'running' && Date.now() < until && this.beforeRooms(search) > 0);
      // The perimeter's end: it met the start (breadth first, by the fewest pushes), or found no way back to it (a proof), or filled its memory.
      if ((reverse.status as SearchStatus) === 'solved' && search.status === 'running') search.status = 'solved';
      if (search.perimeter && (reverse.status as SearchStatus) === 'unsolvable') search.status = 'unsolvable';
    } else if (search.status === 'running') search.run(Math.min(limit, now + SLICE_MS), this.beforeRooms(search));
    if (search.status === 'memory' && this.reverse && !search.perimeter) this.dropBackward(this.reverse);
    const after = this.progress();
    if (search.status === 'unsolvable' && search.tunnelPushes > 0) {
      // Running out with tunnel pushes proves nothing: search again without them, in the time left.
      this.keepCounts(search, reverse);
      this.begin(false);
    } else if (search.status !== 'running') return true;
    // An abort is seen as the next slice starts, before it does any work.
    if (after >= limit) this.stopped = 'timeout';
    return this.stopped !== null;
  }

  /** Calls `onProgress` when its interval has passed; returns the time. */
  private progress(): number {
    const now = Date.now();
    if (this.options.onProgress && now - this.lastProgress >= PROGRESS_MS) {
      this.lastProgress = now;
      this.options.onProgress(this.stats());
    }
    return now;
  }

  /** The moves of each push of the solution found, or `null`. */
  pushes(): SpelledPush[] | null {
    // The lone pusher's solution, after the pusher change that makes it the active one.
    if (this.lone) return this.lone.pushes()!.map((p, i) => (i === 0 ? { ...p, moves: this.loneChange + p.moves } : p));
    if (this.spelled || this.search?.status !== 'solved') return this.spelled;
    const analysis = analysisOf(this.level);
    const found = this.solutionPushes();
    // With the fewest pushes proven, the fewest moves among such solutions, where that search stays small and in time.
    const until = this.started + (this.options.timeLimitMs ?? 60_000);
    const fewer = this.search.optimal ? fewestMoves(analysis, this.start, found.length, MOVES_BUDGET, until) : null;
    this.spelled = spellSolution(this.level, analysis, fewer ?? found, copyPosition(this.start));
    // Spelled, the line plays: a later hint on any of its positions takes its next push.
    learnLine(analysis, this.start, fewer ?? found, this.search.optimal);
    return this.spelled;
  }

  /** The pushes of the solution: along the forward search's path, then, when the searches met, back along the backward search's to a solved state. */
  private solutionPushes(): SolutionPush[] {
    const search = this.search!;
    const reverse = this.reverse;
    const { store } = search;
    const n = search.boxCount;
    const joined = reverse?.status === 'solved' ? reverse.meet : search.goal;
    const out: SolutionPush[] = search
      .path(joined)
      .slice(1)
      .map((s) => ({ move: store.move(s), keys: store.cellArray(s).slice(n) }));
    const back = reverse?.status === 'solved' ? reverse.goal : search.meet;
    if (reverse && back >= 0) {
      const r = reverse.store;
      for (let s = back; r.parent(s) >= 0; s = r.parent(s)) out.push({ move: r.move(s), keys: r.cellArray(r.parent(s)).slice(n) });
    }
    return out;
  }

  /** Bytes the searches running now hold: what the memory limit leaves them after the level's distance tables is their whole. */
  bytes(): number {
    return (this.lone?.bytes() ?? 0) + (this.search?.bytes() ?? 0) + (this.reverse?.bytes() ?? 0);
  }

  stats(): SolveStats {
    const r = this.reverse;
    // A lone run's counts, while it runs or once it solved the level.
    const { earlier, lone } = this;
    const l = lone?.stats();
    return {
      generated: earlier.generated + (this.search?.generated ?? 0) + (r?.generated ?? 0) + (l?.generated ?? 0),
      expanded: earlier.expanded + (this.search?.expanded ?? 0) + (r?.expanded ?? 0) + (l?.expanded ?? 0),
      ms: Date.now() - this.started,
    };
  }

  result(): SolveResult {
    const { search } = this;
    // A lone run left in place at the end is one that solved the level.
    const status: SolveStatus = this.stopped ?? (this.lone ? 'solved' : search!.status === 'running' ? 'timeout' : search!.status);
    const none = { solution: null, moves: 0, pushes: 0, optimal: false };
    if (status !== 'solved') return { status, ...none, stats: this.stats() };
    const solution = this.pushes()!.map((p) => p.moves).join('');
    const checked = checkSolution(this.level, this.start, solution);
    // A solution core does not replay as solved is never returned: the search itself went wrong, and says so.
    if (!checked) throw new Error('@polyban/solver: the solution found does not replay as solved; please report this level');
    return { status, solution, moves: checked.moves, pushes: checked.pushes, optimal: search?.optimal === true, stats: this.stats() };
  }
}

/**
 * Replays `solution` with core's move notation and rules from `start` (the
 * level's start or a game in progress); its counts when it solves the level.
 * The text must be core's own writing of its tokens: a solver's moves are
 * plain steps and pusher changes, never run-length encoded. `onPush` hears
 * of each push as it is made: the cell its pusher stood on and its direction.
 */
export function checkSolution(level: Level, start: Position, solution: string, onPush?: (from: number, direction: number) => void): { moves: number; pushes: number } | null {
  const tokens = tokenizeMoves(solution);
  if (movesText(tokens) !== solution) return null;
  const p = copyPosition(start);
  const mode = {
    reverse: false,
    // Stryker disable next-line BooleanLiteral: only a jump reads it, and a solution has none (a jump token returns null below).
    pulled: false,
  };
  let steps = 0;
  let pushes = 0;
  for (const token of tokens) {
    if (token.kind === 'steps') {
      for (const ch of token.letters) {
        const direction = level.letterIndex[ch.charCodeAt(0)]!;
        const from = p.pushers[p.active]!;
        // Stryker disable next-line BooleanLiteral: a forward step reads no pull (core's applyStep takes it in reverse mode only).
        const outcome = applyAction(level, p, { kind: 'step', direction, pull: false }, mode);
        if (outcome < 0) return null;
        steps++;
        if (outcome === Outcome.Push) {
          pushes++;
          onPush?.(from, direction);
        }
      }
    } else if (token.kind === 'pusher-change') {
      if (applyAction(level, p, token, mode) < 0) return null;
    } else return null;
  }
  return boxesOnGoals(level, p) ? { moves: steps, pushes } : null;
}

/** The memory limit of a solve when its options give none, in megabytes. */
export const DEFAULT_MEMORY_MB = 512;

/**
 * Bytes of the push-distance tables of a level's analysis (see
 * `analyzeLevel`), most of its memory: one entry per cell for each
 * goal, and where boxes cut the floor, one per cell and side for each goal
 * too. Worked out from the level alone, in time linear in its cells, so
 * that a program can leave `findDeadlock` and `analyzeLevel`
 * alone on a level whose tables would not fit (a board of a million cells
 * with thousands of goals needs gigabytes); `solve` and `hint` check it
 * against their memory limit themselves.
 */
export function distanceTableBytes(level: Level): number {
  const { stride } = levelSides(level);
  return level.goals.length * level.size * Int32Array.BYTES_PER_ELEMENT * (stride > 1 ? 1 + stride : 1);
}
