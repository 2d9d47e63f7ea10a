/**
 * Solving a reverse-mode game. There the player starts with a box on every
 * goal and pulls them back; the game is won once every box stands on its
 * start square again, after at least one pull, with the pusher in the
 * region it could walk in from its start square (core's `reverseSolved`).
 *
 * A pull undoes a push, so the pulls that win from a reverse-mode
 * position, read backwards, are pushes from the level's start to that
 * position. The backward search finds them: started from the position (its
 * boxes, the pusher's area), it looks for the start state alone. Before the
 * first pull the pusher may still jump anywhere, so it starts from every
 * area of the goals' position, as it does beside the forward search.
 *
 * Pruning only drops pulls that can never lead back to the start (a box
 * pulled where no push brings it back to a start square, boxes that cannot
 * all be matched to the start's), so running out of states proves that no
 * line of pulls wins from the position.
 */
import { copyPosition, forwardToReverse, replayFrom, startPosition, tokenizeMoves, type Level, type Position } from '@polyban/core';
import type { LevelAnalysis } from './dead-cells.js';
import { analysisBefore } from './deadlock.js';
import { MemoryLimit } from './memory-limit.js';
import { ReverseSearch } from './reverse-search.js';
import { Search } from './search.js';
import { checkCells, checkLevel, checkOptions, checkPosition, fail } from './solver-input.js';
import { DEFAULT_MEMORY_MB, distanceTableBytes, PROGRESS_MS, SLICE_MS, type SolveOptions, type SolveStats, type SolveStatus } from './solve.js';
import { spellSolution, type SolutionPush } from './spelling.js';

/** A reverse-mode game in progress. */
export interface ReverseGame {
  /** Its position: boxes where the pulls left them, the pusher (one) where it stands. */
  position: Position;
  /** Whether a pull was made: until then the pusher may jump (`[...]`) and the boxes are on the goals. */
  pulled: boolean;
}

/** {@link SolveOptions} that apply to a reverse-mode game: its limits, signal and progress. */
export type ReverseSolveOptions = Pick<SolveOptions, 'timeLimitMs' | 'memoryLimitMb' | 'signal' | 'onProgress'>;

/** What {@link solveReverse} found. */
export interface ReverseSolveResult {
  /** `'unsolvable'`: no line of pulls from the position wins (the search ran out of states). */
  status: SolveStatus;
  /**
   * The moves that win, from the game's position, in SOK notation: before
   * the first pull a `[...]` jump where the pusher must stand, lower-case
   * steps, upper-case pulls. `null` unless `status` is `solved`.
   */
  solution: string | null;
  /** Moves (steps, pulls and the jump's letters, as core counts them) and pulls of the solution; 0 without one. */
  moves: number;
  /** Pulls of the solution; 0 without one. */
  pulls: number;
  /** The search's counters when it ended (see {@link SolveStats}). */
  stats: SolveStats;
}

/**
 * Whether {@link solveReverse} takes games of `level`: one pusher, boxes
 * without Sokoban+ numbers, as many boxes as goals, and not every box on a
 * goal at the start (a level solved before it begins has no pulls to find).
 */
export function solvesReverse(level: Level): boolean {
  checkLevel(level);
  const { boxes, goals, goal } = level;
  return level.pushers.length === 1 && !level.boxNumbers && boxes.length === goals.length && boxes.some((c) => goal[c] === 0);
}

/**
 * Finds moves that win a reverse-mode game from its position, by pulls.
 * Runs in slices of about 50 ms like {@link solve}, yielding between them.
 *
 * @throws RangeError (as a rejection) when {@link solvesReverse} is false for the level, for options it cannot keep,
 * or for a position that is not one of the level's (before the first pull, a box off a goal).
 */
export async function solveReverse(level: Level, game: ReverseGame, options: ReverseSolveOptions = {}): Promise<ReverseSolveResult> {
  const run = new ReverseRun(level, game, options);
  while (!run.step()) await new Promise<void>((resolve) => setTimeout(resolve, 0));
  return run.result();
}

/**
 * {@link solveReverse} without yielding.
 *
 * @throws RangeError as {@link solveReverse} does.
 */
export function solveReverseSync(level: Level, game: ReverseGame, options: ReverseSolveOptions = {}): ReverseSolveResult {
  const run = new ReverseRun(level, game, options);
  while (!run.step());
  return run.result();
}

/** One call of {@link solveReverse}, slice by slice. */
class ReverseRun {
  private readonly started = Date.now();
  private lastProgress = this.started;
  private readonly limit: number;
  private readonly level: Level;
  private readonly game: ReverseGame;
  private stopped: SolveStatus | null = null;
  private readonly search: ReverseSearch | null = null;
  private readonly start: Position;
  private readonly analysis: LevelAnalysis | null = null;

  constructor(
    level: Level,
    game: ReverseGame,
    private readonly options: ReverseSolveOptions,
  ) {
    if (!solvesReverse(level)) fail('reverse-mode games are solved with one pusher and boxes without numbers, as many as goals, not all on goals at the start');
    checkOptions(level, { timeLimitMs: options.timeLimitMs, memoryLimitMb: options.memoryLimitMb, signal: options.signal, onProgress: options.onProgress });
    const { position, pulled } = game;
    // Until its jump the pusher may share its start square with a box.
    (pulled ? checkPosition : checkCells)(level, position);
    if (position.boxes.length !== level.goals.length) fail(`the position has ${position.boxes.length} boxes, the level ${level.goals.length} goals`);
    if (!pulled && position.boxes.some((c) => level.goal[c] === 0)) fail('before the first pull every box is on a goal');
    this.level = level;
    this.game = { position: copyPosition(position), pulled };
    this.limit = this.started + (options.timeLimitMs ?? 60_000);
    this.start = startPosition(level);
    const memory = (options.memoryLimitMb ?? DEFAULT_MEMORY_MB) * 1024 * 1024 - distanceTableBytes(level);
    const analysis = memory < 0 ? null : analysisBefore(level, this.limit);
    if (memory < 0) this.stopped = 'memory';
    else if (analysis === null) this.stopped = 'timeout';
    else {
      // Never run: its store holds the start state, coded as the backward search codes its own (A* or best first code
      // states alike).
      // Stryker disable next-line BooleanLiteral: the same coding either way.
      const forward = new Search(level, analysis, this.start, false, memory);
      const start = { find: (cells: ArrayLike<number>) => (forward.store.find(cells) === 0 ? 0 : -1) };
      this.analysis = analysis;
      // Best first, on the bound to the start's boxes. (Breadth first would find the fewest pulls, at a cost on large levels.)
      // Stryker disable next-line BooleanLiteral: either order wins the games that can be won and runs out on the others; they differ in which line they find, and how fast.
      this.search = new ReverseSearch(analysis, this.start, forward.layout, start, new MemoryLimit(memory), false, pulled ? this.game.position : null);
    }
  }

  /** Runs one slice; true when the search is over. */
  step(): boolean {
    const { search, options } = this;
    if (options.signal?.aborted) this.stopped = 'aborted';
    if (this.stopped || !search || search.status !== 'running') return true;
    search.run(Math.min(this.limit, Date.now() + SLICE_MS));
    const now = Date.now();
    if (options.onProgress && now - this.lastProgress >= PROGRESS_MS) {
      this.lastProgress = now;
      options.onProgress(this.stats());
    }
    if (search.status !== 'running') return true;
    if (now >= this.limit) this.stopped = 'timeout';
    return this.stopped !== null;
  }

  private stats(): SolveStats {
    return { generated: this.search?.generated ?? 0, expanded: this.search?.expanded ?? 0, ms: Date.now() - this.started };
  }

  result(): ReverseSolveResult {
    const { search, level } = this;
    const status: SolveStatus = this.stopped ?? (search!.status === 'running' ? 'timeout' : search!.status);
    const none = { solution: null, moves: 0, pulls: 0 };
    if (status !== 'solved') return { status, ...none, stats: this.stats() };
    // The backward search's path from the state that met the start to its root: the pushes from the start to the game.
    const store = search!.store;
    const n = this.start.boxes.length;
    const pushes: SolutionPush[] = [];
    for (let s = search!.goal; store.parent(s) >= 0; s = store.parent(s)) pushes.push({ move: store.move(s), keys: store.cellArray(store.parent(s)).slice(n) });
    const spelled = spellSolution(level, this.analysis!, pushes, copyPosition(this.start));
    // Core turns the pushes round: the pusher goes where they end (a jump before the first pull, a walk after), then each step back.
    // Stryker disable next-line StringLiteral: the pushes replay and end in the game's own area, so core always turns them round.
    const solution = forwardToReverse(level, spelled.map((p) => p.moves).join(''), this.game) ?? '';
    const checked = checkReverseGame(level, this.game, solution);
    // Moves core does not replay as a win are never returned: the search itself went wrong, and says so.
    // Stryker disable next-line ConditionalExpression: a safety net no correct search reaches.
    if (!checked) throw new Error('@polyban/solver: the reverse-mode solution found does not replay as a win; please report this level');
    return { status, solution, moves: checked.moves, pulls: checked.pulls, stats: this.stats() };
  }
}

/**
 * Plays `moves` on a reverse-mode game with core's rules (its `replayFrom`);
 * the counts when they win it (core's `reverseSolved`), else `null`. Moves
 * are counted as core counts them: each step and pull, and each letter of a
 * jump. A `*` in the moves marks the current position, as in a saved game:
 * the game is judged there.
 */
export function checkReverseGame(level: Level, game: ReverseGame, moves: string): {
  /** Moves of `moves` up to the current position: each step and pull, and each letter of a jump. */
  moves: number;
  /** Pulls of `moves` up to the current position. */
  pulls: number;
} | null {
  const { result } = replayFrom(level, { text: moves, tokens: tokenizeMoves(moves), reverse: true }, { position: game.position, reverse: true, pulled: game.pulled });
  return result.solved ? { moves: result.moves, pulls: result.pulls } : null;
}
