/**
 * The solver's Web Worker: hints, solutions, deadlock checks and dead cells,
 * off the page's thread so that play never waits for a search. The solver
 * yields between slices of its search, so a `cancel` message is read while a
 * search runs and stops it through its AbortSignal.
 */
import { findTopology, loadPuzzle, type Level, type Position, type Puzzle } from '@polyban/core';
import { analyzeLevel, distanceTableBytes, findDeadlock, hint, keepSolution, solve, solveReverse, solvesReverse } from '@polyban/solver';
import type { PuzzleSource, SolverReply, SolverRequest } from './solver-protocol.js';
import { TILINGS } from './tilings.js';
import { knownPulls, wayBack, wayOn } from './known-solutions.js';

const scope = self as unknown as { postMessage(reply: SolverReply): void; onmessage: ((e: MessageEvent<SolverRequest>) => void) | null };

/** Levels built so far, by their text: the page asks about the same level many times. */
const levels = new Map<string, Level>();
/**
 * The most a level's analysis (dead cells, push distances) may hold here. A
 * board of a million cells with thousands of goals would need gigabytes: it
 * gets no dead cells and no deadlock warnings, and its searches stop at
 * their memory limit at once.
 */
const ANALYSIS_BYTES = 256 * 1024 * 1024;
/** Whether each level's analysis fits {@link ANALYSIS_BYTES}, worked out once per level. */
const fits = new WeakMap<Level, boolean>();

function analysable(level: Level): boolean {
  let ok = fits.get(level);
  if (ok === undefined) fits.set(level, (ok = distanceTableBytes(level) <= ANALYSIS_BYTES));
  return ok;
}

/** The solutions the page has sent for each level, kept for its hints and solves (see `keepSolution`). */
const kept = new WeakMap<Level, Set<string>>();

/**
 * Levels for which the solver keeps a solution to follow: one the page sent, or one a hint or a solve found. Only
 * these are worth looking along for a known point: on others each point would cost a deadlock test for nothing.
 */
const followed = new WeakSet<Level>();

/** Levels with a solution the page sent: the rest of a solution followed on others is the solver's own. */
const pageLines = new WeakSet<Level>();

/** Searches running, by request id, so that `cancel` can stop them. */
const running = new Map<number, AbortController>();

function levelOf(source: PuzzleSource): Level {
  const key = `${source.game}\n${source.rows.join('\n')}\n${source.notes.join('\n')}`;
  let level = levels.get(key);
  if (!level) {
    const topology = findTopology(TILINGS, source.game);
    if (!topology) throw new Error(`"${source.game}" is not a tiling the solver knows.`);
    const puzzle: Puzzle = { title: null, board: { rows: source.rows }, notes: source.notes, game: topology.name, savedGames: [], comments: [] };
    const loaded = loadPuzzle(puzzle, topology).level;
    if (!loaded) throw new Error('The level cannot be played.');
    level = loaded;
    // A player keeps one level open at a time; a few more cover going back and forth.
    if (levels.size > 8) levels.delete(levels.keys().next().value!);
    levels.set(key, level);
  }
  return level;
}

/**
 * Time the way back may take. Each point asked about costs a deadlock test when no kept solution passes it, about
 * a millisecond on XSokoban's boards: a game of thousands of pushes stops looking rather than keep the player
 * waiting.
 */
const WAY_BACK_MS = 2_000;

/**
 * The latest point of `played` on a solution the hints know (see `known-solutions.ts`): a hint whose search is stopped
 * before it starts answers only from the solutions kept for the level. One pusher only: none are kept with more.
 */
function knownPointBefore(level: Level, played: string): Promise<string | null> {
  if (level.pushers.length !== 1 || !followed.has(level)) return Promise.resolve(null);
  const until = Date.now() + WAY_BACK_MS;
  return wayBack(level, played, async (position) => Date.now() < until && (await knownPush(level, position)) !== null);
}

/** The next push of a solution kept for `level` from `position` (a walk and the push), or null: a hint whose search is stopped before it starts answers only from those. */
async function knownPush(level: Level, position: Position): Promise<string | null> {
  const h = await hint(level, position, { signal: AbortSignal.abort() });
  return h.kind === 'push' ? h.moves : null;
}

/** Keeps each of the page's solutions of `level` once, for its hints and solves (see `keepSolution`). */
function keepAll(level: Level, solutions: string[]): void {
  let seen = kept.get(level);
  if (!seen) kept.set(level, (seen = new Set()));
  for (const moves of solutions) {
    if (seen.has(moves)) continue;
    seen.add(moves);
    if (keepSolution(level, moves)) {
      followed.add(level);
      pageLines.add(level);
    }
  }
}

async function answer(request: Exclude<SolverRequest, { type: 'cancel' }>): Promise<SolverReply> {
  const { id } = request;
  const level = levelOf(request.puzzle);
  switch (request.type) {
    case 'dead-cells': {
      if (!analysable(level)) return { type: 'dead-cells', id, cells: [] };
      const { deadCells } = analyzeLevel(level);
      const cells: number[] = [];
      for (let c = 0; c < deadCells.length; c++) if (deadCells[c] === 1 && level.wall[c] === 0 && level.outside[c] === 0) cells.push(c);
      return { type: 'dead-cells', id, cells };
    }
    case 'deadlock': {
      const found = analysable(level) ? findDeadlock(level, request.position) : null;
      if (!found) return { type: 'deadlock', id, deadlock: null, back: null };
      // A lost game on a level with a known solution: where it left that solution.
      keepAll(level, request.solutions);
      return { type: 'deadlock', id, deadlock: { kind: found.kind, boxes: [...found.boxes] }, back: await knownPointBefore(level, request.played) };
    }
    case 'hint': {
      // A hint on a position one of the page's solutions passes follows it.
      keepAll(level, request.solutions);
      const controller = new AbortController();
      running.set(id, controller);
      try {
        const h = await hint(level, request.position, {
          timeLimitMs: request.timeLimitMs,
          signal: controller.signal,
          onProgress: (s) => scope.postMessage({ type: 'progress', id, generated: s.generated, ms: s.ms }),
        });
        if (h.kind === 'push') followed.add(level);
        if (h.kind === 'push' || h.kind === 'solved') return { type: 'hint', id, hint: h };
        // Nothing from here: an earlier point of the game may lie on a solution the hints know.
        const back = h.kind === 'not-found' && h.reason === 'aborted' ? null : await knownPointBefore(level, request.played);
        if (h.kind === 'deadlock') return { type: 'hint', id, hint: { kind: 'deadlock', boxes: [...h.deadlock.boxes], deadlockKind: h.deadlock.kind, back } };
        return { type: 'hint', id, hint: { ...h, back } };
      } finally {
        running.delete(id);
      }
    }
    case 'solve': {
      const controller = new AbortController();
      running.set(id, controller);
      try {
        // On a solution known before (the page's, or one a hint followed), its rest needs no search. One pusher only:
        // none are kept with more.
        const started = Date.now();
        keepAll(level, request.solutions);
        const rest = level.pushers.length === 1 && followed.has(level) ? await wayOn(level, request.played, (position) => knownPush(level, position)) : null;
        if (rest !== null) return { type: 'solve', id, status: 'solved', solution: rest, generated: 0, ms: Date.now() - started, deadlock: null, known: true, fromPage: pageLines.has(level) };
        // A lost position needs no search: say which boxes lose it.
        const found = analysable(level) ? findDeadlock(level, request.position) : null;
        if (found) return { type: 'solve', id, status: 'unsolvable', solution: null, generated: 0, ms: 0, deadlock: { kind: found.kind, boxes: [...found.boxes] }, known: false, fromPage: false };
        const r = await solve(level, {
          position: request.position,
          timeLimitMs: request.timeLimitMs,
          signal: controller.signal,
          onProgress: (s) => scope.postMessage({ type: 'progress', id, generated: s.generated, ms: s.ms }),
        });
        if (r.status === 'solved') followed.add(level);
        return { type: 'solve', id, status: r.status, solution: r.solution, generated: r.stats.generated, ms: r.stats.ms, deadlock: null, known: false, fromPage: false };
      } finally {
        running.delete(id);
      }
    }
    case 'reverse': {
      if (!solvesReverse(level)) return { type: 'reverse', id, status: 'unsupported', solution: null, generated: 0, ms: 0, known: false };
      // A game that stands where one of the page's solutions passed is won by taking that solution back: no search.
      const game = { position: request.position, pulled: request.pulled };
      const back = knownPulls(level, game, request.solutions);
      if (back !== null) return { type: 'reverse', id, status: 'solved', solution: back, generated: 0, ms: 0, known: true };
      const controller = new AbortController();
      running.set(id, controller);
      try {
        const r = await solveReverse(
          level,
          game,
          {
            timeLimitMs: request.timeLimitMs,
            signal: controller.signal,
            onProgress: (s) => scope.postMessage({ type: 'progress', id, generated: s.generated, ms: s.ms }),
          },
        );
        return { type: 'reverse', id, status: r.status, solution: r.solution, generated: r.stats.generated, ms: r.stats.ms, known: false };
      } finally {
        running.delete(id);
      }
    }
  }
}

scope.onmessage = (e) => {
  const request = e.data;
  if (request.type === 'cancel') {
    running.get(request.id)?.abort();
    return;
  }
  answer(request).then(
    (reply) => scope.postMessage(reply),
    (error: unknown) => scope.postMessage({ type: 'error', id: request.id, message: error instanceof Error ? error.message : String(error) }),
  );
};
