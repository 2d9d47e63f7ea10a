/**
 * Several pushers, any solution wanted: each pusher first tries to solve
 * the level alone, the others standing still as walls, and only then do all
 * of them search together. The lone run of a pusher is the search of the
 * level with the other pushers' cells walled, so its positions and moves
 * are that level's, after one pusher change.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { displacementLetters, loadPuzzle, parseCollection, replay, replayWithPosition, startPosition, topologyFor, type Level } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { triobanTopology } from '@polyban/trioban';
import { hintSync, solve, solveSync } from '../src/index.js';
import { at, CORPUS_DIR, levelOf, TOPOLOGIES } from './boards.js';

/** The moves of every pusher: which cells each pusher stands on while `solution` is replayed. */
function pusherTrails(level: Level, solution: string): Set<number>[] {
  const trails = Array.from(level.pushers, (c) => new Set([c]));
  for (let i = 1; i <= solution.length; i++) {
    const prefix = solution.slice(0, i);
    // A prefix that ends inside a pusher change does not parse: its cells are those of the prefix before it.
    if (prefix.split('{').length !== prefix.split('}').length) continue;
    replayWithPosition(level, prefix).position.pushers.forEach((c, id) => trails[id]!.add(c));
  }
  return trails;
}

/** A 40 × 40 room with 165 boxes and 165 goals in rows, and three pushers side by side below them (see the tests). */
function crowdedRoom(): Level {
  const width = 40;
  const rows = Array.from({ length: width }, (_, y) =>
    Array.from({ length: width }, (_, x) => {
      if (x === 0 || y === 0 || x === width - 1 || y === width - 1) return '#';
      if (y === 36 && x <= 3) return '@';
      if (y % 3 === 2 && y <= 32 && x >= 2 && x <= 30 && x % 2 === 0) return '$';
      if (y % 3 === 0 && y >= 3 && y <= 33 && x >= 3 && x <= 31 && x % 2 === 1) return '.';
      return ' ';
    }).join(''),
  );
  return levelOf(rows, sokobanTopology);
}

describe('each pusher alone first', () => {
  // The first pusher (1, 1) is walled in with nothing to push; the second, on (3, 3), walks up to (3, 2) and pushes the box on
  // (4, 2) right onto the goal: "uR" after the pusher change to it.
  const rows = ['#######', '#@#   #', '### $.#', '#  @  #', '#######'];
  const alone = ['#######', '###   #', '### $.#', '#  @  #', '#######'];

  it('gives the solution of the pusher that can do it alone, after a change to that pusher', () => {
    const level = levelOf(rows, sokobanTopology);
    const r = solveSync(level);
    expect([r.status, r.pushes, r.moves]).toEqual(['solved', 1, 2]);
    const change = displacementLetters(level, at(level, 1, 1), at(level, 3, 3));
    expect(r.solution).toBe(`{${change}}uR`);
    expect(replay(level, r.solution!).solved).toBe(true);
    // The level with the first pusher's cell walled is solved by the same moves, from as many positions.
    const walled = solveSync(levelOf(alone, sokobanTopology));
    expect(walled.solution).toBe('uR');
    expect(r.stats.generated).toBeGreaterThanOrEqual(walled.stats.generated);
  });

  it('tries the active pusher first, and needs no pusher change when it is the one', () => {
    // A game in progress where the second pusher is the active one: its lone run comes first and solves the level.
    const level = levelOf(rows, sokobanTopology);
    const position = { ...startPosition(level), active: 1 };
    const r = solveSync(level, { position });
    expect([r.status, r.solution]).toEqual(['solved', 'uR']);
  });

  it('gives the same from the asynchronous solve, and a hint that starts with the pusher change', async () => {
    const level = levelOf(rows, sokobanTopology);
    const r = await solve(level);
    const change = displacementLetters(level, at(level, 1, 1), at(level, 3, 3));
    expect(r.solution).toBe(`{${change}}uR`);
    const h = hintSync(level, startPosition(level));
    expect(h).toEqual({ kind: 'push', box: at(level, 4, 2), to: at(level, 5, 2), moves: `{${change}}uR` });
  });

  it('searches with all pushers when no pusher can do it alone', () => {
    // Two corridors walled apart, a pusher, a box and a goal in each: the first pusher pushes its box right twice ("rRR"),
    // the second pushes its box left twice ("lLL"). Alone, each leaves the other corridor's box where it is.
    const level = levelOf(['########', '#@ $ .##', '########', '#. $ @##', '########'], sokobanTopology);
    const r = solveSync(level);
    expect([r.status, r.pushes, r.moves]).toEqual(['solved', 4, 6]);
    expect(replay(level, r.solution!).solved).toBe(true);
    const trails = pusherTrails(level, r.solution!);
    // Both pushers moved.
    expect(trails.map((t) => t.size > 1)).toEqual([true, true]);
  });

  it('leaves alone a pusher whose lone run cannot end well: another pusher stands on a goal', () => {
    // The second pusher stands on the goal (5, 2). The first alone would leave it there; the second alone walks round
    // through row 1 to (2, 2) and pushes the box on (3, 2) right twice.
    const level = levelOf(['#######', '#@    #', '#  $ +#', '#######'], sokobanTopology);
    const r = solveSync(level);
    expect([r.status, r.pushes]).toEqual(['solved', 2]);
    expect(r.solution!.startsWith('{')).toBe(true);
    expect(replay(level, r.solution!).solved).toBe(true);
    // Only the second pusher moved.
    expect(pusherTrails(level, r.solution!).map((t) => t.size > 1)).toEqual([false, true]);
  });

  it('keeps to the time limit with several pushers on a level none solves in time', () => {
    // A 40 × 40 room: on rows 2, 5, ..., 32 boxes on the even columns 2 to 30, on rows 3, 6, ..., 33 goals on the odd
    // columns 3 to 31 (165 of each), three pushers on row 36 at columns 1 to 3. Neither a lone run nor the whole search ends
    // in 300 ms.
    const level = crowdedRoom();
    expect([level.pushers.length, level.boxes.length, level.goals.length]).toEqual([3, 165, 165]);
    const t0 = Date.now();
    const r = solveSync(level, { timeLimitMs: 300 });
    expect(r.status).toBe('timeout');
    expect(Date.now() - t0).toBeLessThan(3_000);
    // Stopped on request during the first lone run (its share of a minute is 8 s): progress is reported, and the abort is seen.
    const controller = new AbortController();
    const seen: number[] = [];
    const t1 = Date.now();
    const stopped = solveSync(level, {
      timeLimitMs: 60_000,
      signal: controller.signal,
      onProgress: (stats) => {
        seen.push(stats.generated);
        controller.abort();
      },
    });
    expect(stopped.status).toBe('aborted');
    expect(seen.length).toBe(1);
    expect(Date.now() - t1).toBeLessThan(3_000);
  });

  it('keeps the counts of each lone run in the totals: what a caller sees never goes back', () => {
    // The crowded room with 1.5 s: each pusher alone for a third of 0.6 s, then all three together, none ending. Progress
    // comes at most every 100 ms, at the end of a slice; a slice of this board's 150 boxes can take a few hundred
    // milliseconds where the code runs instrumented (mutation testing), so only three reports are sure to come.
    const seen: [number, number][] = [];
    const r = solveSync(crowdedRoom(), { timeLimitMs: 1_500, onProgress: (stats) => seen.push([stats.generated, stats.expanded]) });
    expect(r.status).toBe('timeout');
    expect(seen.length).toBeGreaterThanOrEqual(3);
    seen.push([r.stats.generated, r.stats.expanded]);
    for (let i = 1; i < seen.length; i++) {
      expect(seen[i]![0], `generated at report ${i}`).toBeGreaterThanOrEqual(seen[i - 1]![0]);
      expect(seen[i]![1], `expanded at report ${i}`).toBeGreaterThanOrEqual(seen[i - 1]![1]);
    }
    expect(seen[0]![1]).toBeGreaterThan(0);
  });
});

describe('the corpus Trioban level with two pushers', () => {
  const { collection } = parseCollection(readFileSync(join(CORPUS_DIR, 'mixed_collection.sok'), 'utf8'), { fileName: 'mixed_collection.sok' });
  const puzzle = collection.puzzles.find((p) => p.title === 'Trioban test')!;

  it('is solved by its lower pusher alone, as the level with the upper one walled is', () => {
    const level = loadPuzzle(puzzle, topologyFor(puzzle, TOPOLOGIES)!).level!;
    expect(level.pushers.length).toBe(2);
    // The lower pusher stands on a goal, so the upper one is never tried alone; the lower one's run is the level with the
    // upper pusher's cell walled: the same positions, the same moves.
    const upper = level.pushers[0]!;
    // The upper pusher is the board's one '@' (the lower one, on its goal, is '+').
    const rows = puzzle.board.rows.map((row) => row.replace('@', '#'));
    const walled = levelOf(rows, triobanTopology);
    const alone = solveSync(walled);
    expect(alone.status).toBe('solved');
    // Progress during the lone run counts that run: the counts grow, and end at the result's.
    const seen: [number, number][] = [];
    const r = solveSync(level, { onProgress: (stats) => seen.push([stats.generated, stats.expanded]) });
    expect(r.status).toBe('solved');
    expect(r.stats.generated).toBe(alone.stats.generated);
    expect(r.stats.expanded).toBe(alone.stats.expanded);
    seen.push([r.stats.generated, r.stats.expanded]);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen[0]![1]).toBeGreaterThan(0);
    for (let i = 1; i < seen.length; i++) expect(seen[i]![1], `expanded at report ${i}`).toBeGreaterThanOrEqual(seen[i - 1]![1]);
    expect(r.solution).toBe(`{${displacementLetters(level, upper, level.pushers[1]!)}}${alone.solution}`);
    expect(replay(level, r.solution!).solved).toBe(true);
  });
});
