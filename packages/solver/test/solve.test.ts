/**
 * `solve` end to end: solutions core replays as solved, the fewest pushes
 * when asked (checked against a brute-force search of whole positions),
 * `unsolvable` only for levels that are, pusher changes for several pushers,
 * games in progress, and the limits (time, memory, abort, progress).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildLevel, loadPuzzle, parseCollection, replay, replayWithPosition, startPosition, type Level } from '@polyban/core';
import { hexobanTopology } from '@polyban/hexoban';
import { octobanTopology } from '@polyban/octoban';
import { sokobanTopology } from '@polyban/sokoban';
import { triobanTopology } from '@polyban/trioban';
import { analyzeLevel, distanceTableBytes, hintSync, solve, solveSync } from '../src/index.js';
import { checkSolution, SolverRun } from '../src/solve.js';
import type { SpelledPush } from '../src/spelling.js';
import { fewestMovesOfFewestPushes, fewestPushes } from './brute-force.js';
import { at, CORPUS_DIR, corpusLevel, levelOf } from './boards.js';

let microban: Level[] | null = null;
/** Microban's levels, read once. */
function microbanLevel(n: number): Level {
  microban ??= parseCollection(readFileSync(join(CORPUS_DIR, 'Microban.txt'), 'utf8'), { fileName: 'Microban.txt' }).collection.puzzles.map(
    (p) => loadPuzzle(p, sokobanTopology).level!,
  );
  return microban[n - 1]!;
}

describe('solutions', () => {
  it('solves the first 30 Microban levels with moves core replays as solved', () => {
    for (let n = 1; n <= 30; n++) {
      const level = microbanLevel(n);
      const r = solveSync(level, { timeLimitMs: 10_000 });
      expect(r.status, `Microban ${n}`).toBe('solved');
      const check = replay(level, r.solution!);
      expect(check.solved, `Microban ${n}`).toBe(true);
      expect([r.moves, r.pushes]).toEqual([check.moves, check.pushes]);
    }
  });

  it('finds the fewest pushes a brute-force search finds, on small Microban levels', () => {
    // Levels whose whole positions a brute-force search visits in well under a second.
    for (const n of [1, 2, 3, 8, 9, 10, 11, 12, 14, 15, 18, 19, 20, 21, 23, 24, 27, 28, 30]) {
      const level = microbanLevel(n);
      const brute = fewestPushes(level, undefined, 100_000);
      expect(brute, `Microban ${n}`).not.toBeNull();
      const r = solveSync(level, { optimize: 'pushes' });
      expect([r.status, r.optimal, r.pushes], `Microban ${n}`).toEqual(['solved', true, brute]);
      expect(replay(level, r.solution!).solved).toBe(true);
    }
  });

  it('finds, of the solutions with the fewest pushes, one with the fewest moves, on small Microban levels', () => {
    // Searches this small stay well within the budget of the search for the fewest moves.
    for (const n of [1, 2, 3, 8, 10, 12, 14, 15, 19, 20, 21]) {
      const level = microbanLevel(n);
      const brute = fewestMovesOfFewestPushes(level, 200_000);
      expect(brute, `Microban ${n}`).not.toBeNull();
      const r = solveSync(level, { optimize: 'pushes' });
      expect([r.status, r.optimal, r.pushes, r.moves], `Microban ${n}`).toEqual(['solved', true, brute!.pushes, brute!.moves]);
    }
  });

  it('gives the same solution every time', () => {
    const level = microbanLevel(16);
    expect(solveSync(level).solution).toBe(solveSync(level).solution);
  });

  it('gives the same solution however the time slices fall', () => {
    // Thousands of states in both directions, so the two searches take many turns.
    const level = microbanLevel(139);
    const plain = solveSync(level);
    // A clock that runs 3 ms per reading ends every slice after a few looks at it, cutting turns at other places.
    let t = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => (t += 3));
    let sliced;
    try {
      sliced = solveSync(level, { timeLimitMs: 1e9 });
    } finally {
      clock.mockRestore();
    }
    expect(plain.status).toBe('solved');
    expect(sliced.solution).toBe(plain.solution);
    expect(sliced.stats.generated).toBe(plain.stats.generated);
  });

  it('solves a game in progress from its position', () => {
    const level = microbanLevel(6);
    const played = 'ulldllllulllddR'; // walk round to the left and push the lower-left box right
    const { position, result } = replayWithPosition(level, played);
    expect(result.legal).toBe(true);
    const r = solveSync(level, { position });
    expect(r.status).toBe('solved');
    expect(replay(level, played + r.solution!).solved).toBe(true);
  });

  it('returns an empty solution for a solved position', () => {
    const r = solveSync(levelOf(['#####', '#@* #', '#####'], sokobanTopology));
    expect([r.status, r.solution, r.moves, r.pushes, r.optimal]).toEqual(['solved', '', 0, 0, false]);
  });
});

describe('the replay check of every solution', () => {
  // A box on (2,1) one push left of its goal (3,1).
  const level = levelOf(['#####', '#@$.#', '#####'], sokobanTopology);
  const start = startPosition(level);

  it('counts the moves and pushes of moves that solve the level', () => {
    expect(checkSolution(level, start, 'R')).toEqual({ moves: 1, pushes: 1 });
  });

  it('refuses moves that leave the level unsolved, or that the rules refuse', () => {
    expect(checkSolution(level, start, '')).toBeNull();
    // Left and up run into walls.
    expect(checkSolution(level, start, 'lR')).toBeNull();
    expect(checkSolution(level, start, 'uR')).toBeNull();
    // The box on its goal cannot go on into the wall.
    expect(checkSolution(level, start, 'RR')).toBeNull();
  });

  it('plays steps forward: a step away from a box leaves it where it is', () => {
    // Box on (2,1), goal on (1,1), the pusher on (3,1): right, left, then the push left.
    const away = levelOf(['######', '#.$@ #', '######'], sokobanTopology);
    expect(checkSolution(away, startPosition(away), 'rlL')).toEqual({ moves: 3, pushes: 1 });
    // Dragged by the step right, the box would stand on (3,1) and the last push would leave it off its goal.
    expect(checkSolution(away, startPosition(away), 'L')).toEqual({ moves: 1, pushes: 1 });
  });

  it('refuses text that is not plain moves as core writes them', () => {
    // A stray closer, spaces, a run-length count, the current-position mark, a jump: none is ever a solver's.
    for (const text of ['R}', 'R ', ' R', '1R', 'R*', '[]R', 'R\n']) expect(checkSolution(level, start, text), text).toBeNull();
  });

  it('stops a solve whose search spelled moves that do not replay: an error that asks for the level, no solution', () => {
    // The one push R, spelled as a step left into the wall: core refuses it, so the search went wrong.
    const spelled = vi.spyOn(SolverRun.prototype, 'pushes').mockReturnValue([{ moves: 'l', box: at(level, 2, 1), to: at(level, 3, 1) } satisfies SpelledPush]);
    try {
      expect(() => solveSync(level)).toThrow('@polyban/solver: the solution found does not replay as solved; please report this level');
    } finally {
      spelled.mockRestore();
    }
    expect(solveSync(level).solution).toBe('R');
  });

  it('plays a pusher change as the relative way from the active pusher to the next', () => {
    // Pushers on (1,1) and (3,3): two right and two down, in any order, activate the lower one, which walks up and
    // pushes the box on (4,2) onto its goal (5,2). Two down alone lead to (1,3), where no pusher stands.
    const two = levelOf(['#######', '#@#   #', '### $.#', '#  @  #', '#######'], sokobanTopology);
    const from = startPosition(two);
    expect(checkSolution(two, from, '{rrdd}uR')).toEqual({ moves: 2, pushes: 1 });
    expect(checkSolution(two, from, '{drdr}uR')).toEqual({ moves: 2, pushes: 1 });
    expect(checkSolution(two, from, '{dd}uR')).toBeNull();
    expect(checkSolution(two, from, 'uR')).toBeNull();
  });
});

describe('unsolvable levels', () => {
  // The box can still move (right, once), so no dead cell or freeze proves a deadlock. But the pusher stands on the side of
  // the box away from the goal and can never get past it: with the pusher's side counted, the box has no way to the goal,
  // so the start's bound is infinite and no state is expanded.
  const corridors = [
    ['Sokoban', sokobanTopology, ['########', '#@ .$  #', '########']],
    ['Trioban', triobanTopology, ['########', '#@ .$  #', '########']],
    ['Octoban', octobanTopology, ['########', '#@ .$  #', '########']],
    ['Hexoban', hexobanTopology, ['# # # # # # # #', ' # # # # # # #', '# @ . $     # #', ' # # # # # # #']],
  ] as const;

  it.each(corridors)('%s: a corridor with the pusher on the wrong side of the box is unsolvable at the start', (_, topology, rows) => {
    const level = levelOf(rows, topology);
    for (const optimize of ['none', 'pushes'] as const) {
      const r = solveSync(level, { optimize });
      expect([r.status, r.solution, r.stats.expanded], optimize).toEqual(['unsolvable', null, 0]);
      // No solution, so none with the fewest pushes: A* ran to its end, but `optimal` speaks of a solution.
      expect([r.optimal, r.moves, r.pushes], optimize).toEqual([false, 0, 0]);
    }
  });

  // Each box alone could be pushed right onto a goal from where the pusher stands, so the bound is finite; only the search
  // shows that the first box stops against the second and the pusher never gets between them.
  const pairs = [
    ['Sokoban', sokobanTopology, ['#########', '#@ $ $..#', '#########']],
    ['Trioban', triobanTopology, ['#########', '#@ $ $..#', '#########']],
    ['Octoban', octobanTopology, ['#########', '#@ $ $..#', '#########']],
    ['Hexoban', hexobanTopology, ['# # # # # # # # #', ' # # # # # # # #', '# @   $   $ . . #', ' # # # # # # # #']],
  ] as const;

  it.each(pairs)('%s: two boxes in a corridor, the pusher behind both, are unsolvable after a search', (_, topology, rows) => {
    const level = levelOf(rows, topology);
    for (const optimize of ['none', 'pushes'] as const) {
      const r = solveSync(level, { optimize });
      expect([r.status, r.solution, r.optimal], optimize).toEqual(['unsolvable', null, false]);
      expect(r.stats.expanded).toBeGreaterThan(0);
    }
  });

  it('a box in a corner at the start is unsolvable without any search', () => {
    const r = solveSync(levelOf(['#####', '#$ .#', '# @ #', '#####'], sokobanTopology));
    expect([r.status, r.stats.expanded]).toEqual(['unsolvable', 0]);
  });
});

describe('goal rooms looked at for too few boxes during a search', () => {
  it('call nothing lost on a level the search solves after more than 50,000 forward expansions', () => {
    // XSokoban's Level 33: best first expands about 224,000 states. The forward and backward searches take turns of 128
    // expansions, so the backward one is never more than 128 ahead: past 100,256 in all, the forward search passed the
    // 50,001 expansions at which the goal rooms are looked at. Every goal room of a solvable level can be filled: the
    // search goes on and solves it.
    const level = corpusLevel('Original_and_Extra.sok', 33);
    const r = solveSync(level, { timeLimitMs: 30_000 });
    expect(r.status).toBe('solved');
    expect(r.stats.expanded).toBeGreaterThan(100_256);
    expect(replay(level, r.solution!).solved).toBe(true);
  });
});

describe('several pushers', () => {
  it('switches to the pusher that can reach the box', () => {
    // The first pusher is walled in at (1,1); the second, at (3,3), pushes the box up onto the goal.
    const level = levelOf(['#######', '#@#.  #', '###$  #', '#  @  #', '#######'], sokobanTopology);
    const r = solveSync(level, { optimize: 'pushes' });
    expect([r.status, r.pushes, r.moves]).toEqual(['solved', 1, 1]);
    expect(r.solution).toMatch(/^\{[a-z]+\}U$/);
    expect(replay(level, r.solution!).solved).toBe(true);
  });
});

describe('Sokoban+ numbering', () => {
  // Five rows: a box on row 1 or 5 is against a wall for good, so passing needs rows 2 and 4.
  const room = ['########', '#      #', '#      #', '#.$@ $.#', '#      #', '#      #', '########'];
  // Box 1 (left) must end on the goal numbered 1, which is the right one: the boxes swap sides.
  const swapped = { boxOrder: [1, 2], goalOrder: [2, 1] };

  it('without numbers, each box takes the goal beside it: two pushes', () => {
    const r = solveSync(levelOf(room, sokobanTopology), { optimize: 'pushes' });
    expect([r.status, r.solution, r.pushes]).toEqual(['solved', 'LrrR', 2]);
  });

  it('with numbers, the boxes change sides, and the numbered replay agrees', () => {
    const level = buildLevel(room, sokobanTopology, swapped).level!;
    const r = solveSync(level, { optimize: 'pushes' });
    expect(r.status).toBe('solved');
    expect(r.optimal).toBe(true);
    expect(r.pushes).toBe(fewestPushes(level));
    const { position, result } = replayWithPosition(level, r.solution!);
    expect(result.solved).toBe(true);
    expect(Array.from(position.boxes)).toEqual([at(level, 6, 3), at(level, 1, 3)]);
  });

  it('in a corridor the boxes cannot pass each other: unsolvable', () => {
    const level = buildLevel(['#######', '#.$@$.#', '#######'], sokobanTopology, swapped).level!;
    expect(solveSync(level).status).toBe('unsolvable');
  });
});

describe('limits', () => {
  // Eighteen boxes packed close, solved for the fewest pushes: A* does not finish within a minute, so the limits below stop it first.
  const hard = () => microbanLevel(144);
  /** A 150 × 150 room (152 × 152 with its walls) with 300 boxes and 300 goals spread over it, the pusher in a corner. */
  const bigRoom = (): Level => {
    const rows = ['#'.repeat(152)];
    for (let y = 0; y < 150; y++) {
      let row = '#';
      for (let x = 0; x < 150; x++) row += x < 144 && y % 6 === 2 && x % 12 === 3 ? '$' : y % 6 === 4 && x % 12 === 8 ? '.' : y === 0 && x === 0 ? '@' : ' ';
      rows.push(row + '#');
    }
    rows.push('#'.repeat(152));
    return levelOf(rows, sokobanTopology);
  };
  const fewest = { optimize: 'pushes' } as const;

  it('stops at the time limit', () => {
    const r = solveSync(hard(), { ...fewest, timeLimitMs: 150 });
    expect([r.status, r.solution, r.optimal]).toEqual(['timeout', null, false]);
    expect(r.stats.ms).toBeGreaterThanOrEqual(150);
    expect(r.stats.ms).toBeLessThan(1_000);
  });

  it('counts the level analysis against the time limit', () => {
    // A 150 × 150 room with 300 boxes and goals: its analysis is 300 backward searches over 22,000 cells, several times the limit.
    const level = bigRoom();
    expect(level.goals.length).toBe(300);
    const r = solveSync(level, { timeLimitMs: 5 });
    expect(r.status).toBe('timeout');
    // Stopped inside the analysis: not one state was made.
    expect(r.stats.generated).toBe(0);
    // And well before the analysis would end (timed here, so a slower machine or instrumented code moves both alike).
    const started = performance.now();
    analyzeLevel(level);
    expect(r.stats.ms).toBeLessThan((performance.now() - started) / 4);
  });

  it('stops at the memory limit', () => {
    expect(solveSync(hard(), { ...fewest, memoryLimitMb: 1 }).status).toBe('memory');
  });

  it('counts the push-distance tables of the level against the memory limit, and makes none that would pass it', () => {
    // The 150 × 150 room, walls included 152 × 152 = 23,104 cells, no cell cutting its floor: one table of
    // 4-byte entries per goal, 300 × 23,104 × 4 = 27,724,800 bytes, between 26 MB (27,262,976) and 27 MB (28,311,552).
    const level = bigRoom();
    expect(distanceTableBytes(level)).toBe(27_724_800);
    const over = solveSync(level, { memoryLimitMb: 26, timeLimitMs: 60_000 });
    expect([over.status, over.stats.generated]).toEqual(['memory', 0]);
    // At once: far quicker than the analysis it did not make (timed here, so a slower machine moves both alike).
    const started = performance.now();
    analyzeLevel(level);
    const analysisMs = performance.now() - started;
    expect(over.stats.ms).toBeLessThan(analysisMs / 4);
    // At 27 MB the tables fit, and the solve goes on until its 5 ms are up.
    expect(solveSync(level, { memoryLimitMb: 27, timeLimitMs: 5 }).status).toBe('timeout');
    // A hint does not test the position for deadlocks first, which would make the tables: it stops at once too.
    const hintStarted = performance.now();
    const h = hintSync(level, startPosition(level), { memoryLimitMb: 26 });
    expect(performance.now() - hintStarted).toBeLessThan(analysisMs / 4);
    expect(h).toEqual({ kind: 'not-found', reason: 'memory' });
  });

  it('sizes the distance tables by goals, cells and the sides boxes cut the floor into', () => {
    // A 7 × 5 room without cut cells: 2 goals × 35 cells × 4 bytes.
    expect(distanceTableBytes(levelOf(['#######', '#.$ $ #', '#     #', '#  .@ #', '#######'], sokobanTopology))).toBe(280);
    // A corridor of 8 × 3 cells: each inner cell cuts it into a left and a right side, so beside the table per goal
    // there is one per goal and side: 1 goal × 24 cells × 4 bytes × (1 + 2).
    const corridor = levelOf(['########', '#@ .$  #', '########'], sokobanTopology);
    expect(distanceTableBytes(corridor)).toBe(288);
    // What the analysis holds: its tables' bytes add up to the same.
    const a = analyzeLevel(corridor);
    const held = [...a.pushDistance, ...(a.sideDistance === a.pushDistance ? [] : a.sideDistance)].reduce((sum, t) => sum + t.byteLength, 0);
    expect(held).toBe(288);
  });

  it('goes on with the forward search alone when the two searches of best first fill the memory limit', () => {
    // Microban 153 at 3 MB: the forward and backward searches side by side pass the limit before either solves it; the
    // forward search alone fits in it. Without giving up the backward search, both end at 'memory'. (At 2 MB even the
    // forward search alone does not fit: this is the limit that tells the two apart.)
    const level = microbanLevel(153);
    expect(solveSync(level, { memoryLimitMb: 2 }).status).toBe('memory');
    const r = solveSync(level, { memoryLimitMb: 3 });
    expect(r.status).toBe('solved');
    expect(replay(level, r.solution!).solved).toBe(true);
  });

  it('stops when the signal aborts, and reports progress meanwhile', async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    setTimeout(() => controller.abort(), 350);
    const r = await solve(hard(), { ...fewest, signal: controller.signal, onProgress: (s) => seen.push(s.generated) });
    expect(r.status).toBe('aborted');
    // About every 100 ms, never more than ten a second, counts growing.
    expect(seen.length).toBeGreaterThanOrEqual(1);
    expect(seen.length).toBeLessThanOrEqual(5);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('does not start when the signal has already aborted', async () => {
    const r = await solve(microbanLevel(1), { signal: AbortSignal.abort() });
    expect([r.status, r.stats.expanded]).toEqual(['aborted', 0]);
  });
});
