/**
 * The backward search: its pulls against core's push rule on random
 * positions of every tiling, its solved positions, and the pushes read
 * back from a path it found, replayed with core.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, buildLevel, copyPosition, loadPuzzle, newEffect, Outcome, parseCollection, reachableCells, replay, startPosition, type Level, type Position, type Topology } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { analyzeLevel, solveSync } from '../src/index.js';
import { openPulls, ReverseSearch, reverseApplies } from '../src/reverse-search.js';
import { Search } from '../src/search.js';
import { spellSolution } from '../src/spelling.js';
import { at, CORPUS_DIR, levelOf, TOPOLOGIES, walk } from './boards.js';
import { floorCells, mark, pick, wallBoard } from './random-boards.js';

const FORWARD = { reverse: false, pulled: false };

/**
 * The pulls core's rules allow from a position, found from the other end:
 * every position one box move away (the box of `t` on a free cell `b` the
 * pusher can walk to, the pusher on a free cell `p`), from which one forward
 * push of core's, by the pusher on `p`, puts the box back on `t`. As
 * `box to pusher`.
 */
function corePulls(level: Level, position: Position): Set<string> {
  const out = new Set<string>();
  const walkable = reachableCells(level, position, position.pushers[0]!);
  const free = (c: number) => level.isCell[c] === 1 && level.wall[c] === 0 && position.boxAt[c] === 0;
  const effect = newEffect();
  for (const t of position.boxes) {
    for (let b = 0; b < level.size; b++) {
      if (walkable[b] === 0 || !free(b)) continue;
      for (let p = 0; p < level.size; p++) {
        if (p === b || !free(p)) continue;
        const before = copyPosition(position);
        const id = before.boxAt[t]!;
        before.boxAt[t] = 0;
        before.boxAt[b] = id;
        before.boxes[id - 1] = b;
        before.pusherAt[before.pushers[0]!] = 0;
        before.pusherAt[p] = 1;
        before.pushers[0] = p;
        for (let d = 0; d < level.directionCount; d++) {
          const q = copyPosition(before);
          if (applyAction(level, q, { kind: 'step', direction: d, pull: false }, FORWARD, effect) === Outcome.Push && effect.boxFrom === b && effect.boxTo === t) {
            out.add(`${t} ${b} ${p}`);
          }
        }
      }
    }
  }
  return out;
}

const randomPosition = (topology: Topology) =>
  fc
    .record({
      board: wallBoard(topology, 6, 5),
      boxes: fc.integer({ min: 1, max: 5 }),
      picks: fc.array(fc.nat(), { minLength: 6, maxLength: 6 }),
    })
    .map(({ board, boxes, picks }) => {
      const cells = pick(floorCells(board), picks, boxes + 1);
      if (cells.length < 2) return null;
      const marks = new Map(cells.map((c, i) => [c, i < 1 ? '@' : '$']));
      return buildLevel(mark(board, marks), topology).level;
    });

describe.each(TOPOLOGIES.map((t) => [t.name, t] as const))('%s', (_, topology) => {
  it('tries exactly the pulls that undo a push core allows', () => {
    let seen = 0;
    fc.assert(
      fc.property(randomPosition(topology), (level) => {
        if (!level) return;
        const p = startPosition(level);
        const mine = new Set(openPulls(analyzeLevel(level), p).map((m) => `${m.box} ${m.to} ${m.pusher}`));
        expect(mine).toEqual(corePulls(level, p));
        seen += mine.size;
      }),
      // A fixed seed: the count below is about this run's positions.
      { numRuns: 40, seed: 20261123 },
    );
    // Not every position was stuck: many pulls were compared.
    expect(seen).toBeGreaterThan(40);
  });
});

/** A forward search that is never run, and the backward search beside it: what `solve` sets up. */
function pair(level: Level) {
  const a = analyzeLevel(level);
  const start = startPosition(level);
  const forward = new Search(level, a, start, false, 64 * 1024 * 1024);
  const backward = new ReverseSearch(a, start, forward.layout, forward.store, 64 * 1024 * 1024);
  return { a, start, forward, backward };
}

describe('backward search', () => {
  it('starts from the solved position once per area the pusher may be in', () => {
    // Boxes on both goals split the corridor: the pusher may end left of them, between them, or right of them.
    const level = levelOf(['##########', '#@ $. .$ #', '##########'], sokobanTopology);
    const { backward } = pair(level);
    expect(backward.generated).toBe(3);
  });

  it('applies to one pusher only', () => {
    const one = levelOf(['#######', '#@$ . #', '#######'], sokobanTopology);
    const twoPushers = levelOf(['#######', '#@$ .@#', '#######'], sokobanTopology);
    expect(reverseApplies(analyzeLevel(one), startPosition(one))).toBe(true);
    expect(reverseApplies(analyzeLevel(twoPushers), startPosition(twoPushers))).toBe(false);
  });

  it('alone, pulls its way back to the start, and the path read backwards replays solved', () => {
    // A goal room entered from below: each box must go to the far end first.
    const rows = ['#######', '#.#   #', '#.#   #', '#.#$  #', '#  $$ #', '#   @ #', '#######'];
    const level = levelOf(rows, sokobanTopology);
    const { a, start, backward } = pair(level);
    backward.run(Date.now() + 10_000);
    expect(backward.status).toBe('solved');
    // It met the forward search's only state: the start (state 0).
    expect(backward.meet).toBe(0);
    const pushes: { move: number; keys: number[] }[] = [];
    const r = backward.store;
    for (let s = backward.goal; r.parent(s) >= 0; s = r.parent(s)) pushes.push({ move: r.move(s), keys: r.cellArray(r.parent(s)).slice(3) });
    const moves = spellSolution(level, a, pushes, copyPosition(start))
      .map((p) => p.moves)
      .join('');
    const played = replay(level, moves);
    expect(played.solved).toBe(true);
    // Lone-box pushes into the mouth of the room (1, 4): 2, 3 and 3 for the boxes on (3, 4), (4, 4) and (3, 3);
    // then 1, 2 and 3 pushes up to the three goals: at least 8 + 6 = 14.
    expect(played.pushes).toBeGreaterThanOrEqual(14);
  });

  it('never pulls a box onto a cell that no push from a start box reaches', () => {
    // The box starts against the top wall, so pushes keep it on row 1; pulls could take it down from the goal.
    const level = levelOf(['########', '#.  $  #', '#      #', '#   @  #', '########'], sokobanTopology);
    const { backward } = pair(level);
    backward.run(Date.now() + 10_000);
    expect(backward.status).toBe('solved');
    const r = backward.store;
    expect(r.count).toBeGreaterThan(3);
    for (let s = 0; s < r.count; s++) expect(Math.floor(r.cellArray(s)[0]! / level.width)).toBe(1);
    expect(at(level, 1, 1)).toBe(level.goals[0]);
  });

  it('solve uses both searches: a level whose goal room it fills is solved, and the counts add up', () => {
    const rows = ['#######', '#.#   #', '#.#   #', '#.#$  #', '#  $$ #', '#   @ #', '#######'];
    const level = levelOf(rows, sokobanTopology);
    const r = solveSync(level);
    expect(r.status).toBe('solved');
    expect(replay(level, r.solution!).solved).toBe(true);
    expect(r.stats.generated).toBeGreaterThan(0);
  });

  it('names the pusher area of every state by its smallest cell, as a flood over the board finds it', () => {
    const puzzles = parseCollection(readFileSync(join(CORPUS_DIR, 'Microban.txt'), 'utf8')).collection.puzzles;
    let checked = 0;
    for (const n of [3, 12, 27, 44, 93, 139]) {
      const level = loadPuzzle(puzzles[n - 1]!, sokobanTopology).level!;
      const { backward } = pair(level);
      backward.run(Infinity, 400);
      const r = backward.store;
      const boxCount = level.boxes.length;
      for (let s = 0; s < r.count; s++) {
        const cells = r.cellArray(s);
        const box = new Set(cells.slice(0, boxCount));
        const key = cells[boxCount]!;
        const free = (c: number) => c >= 0 && level.isCell[c] === 1 && level.wall[c] === 0 && !box.has(c);
        expect(free(key)).toBe(true);
        // Every cell of the key's area is at least the key.
        for (const u of walk(level, free, key)) expect(u).toBeGreaterThanOrEqual(key);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
