/**
 * The corral search held against a plain reference written here: the same
 * rule (the corral's boxes played alone, by core's own steps; pushes onto
 * dead cells and into frozen positions left out; giving up when a box
 * leaves the corral's cells, when all stand on goals, or past the position
 * limit), searched with strings and sets instead of typed arrays. On random
 * boards of every tiling, some with Sokoban+ numbers, every corral of the
 * start and of each position one push on is asked of one search per level,
 * so that its kept answers are checked too: it must give the reference's
 * answer, and when it proves a deadlock, have seen as many positions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, buildLevel, copyPosition, newEffect, Outcome, startPosition, type ActionEffect, type Level, type Position } from '@polyban/core';
import { CORRAL_SEARCH_NODES, CorralSearch } from '../src/corral-search.js';
import type { LevelAnalysis } from '../src/dead-cells.js';
import { analysisOf, boxClasses } from '../src/deadlock.js';
import { freezeScratch, markFrozen } from '../src/freeze.js';
import { TOPOLOGIES } from './boards.js';
import { positionCorrals } from './corral-start.js';
import { floorCells, mark, pick, wallBoard } from './random-boards.js';

const FORWARD = { reverse: false, pulled: false };

/** A box of the corral: its cell and its class. */
interface Box {
  cell: number;
  cls: number;
}

/** The free cells the pusher on `from` walks to, the boxes `boxes` in the way. */
function walk(level: Level, boxes: readonly Box[], from: number): number[] {
  const blocked = new Set(boxes.map((b) => b.cell));
  const seen = new Set([from]);
  const cells = [from];
  for (let i = 0; i < cells.length; i++) {
    for (let d = 0; d < level.directionCount; d++) {
      const v = level.neighbours[cells[i]! * level.directionCount + d]!;
      if (v < 0 || level.wall[v] === 1 || blocked.has(v) || seen.has(v)) continue;
      seen.add(v);
      cells.push(v);
    }
  }
  return cells;
}

/** `position` with its one pusher moved to `stand` and stepping by `d`, when that step is a push (what moved in `effect`); else `null`. */
function pushFrom(level: Level, position: Position, stand: number, d: number, effect: ActionEffect): Position | null {
  const p = copyPosition(position);
  p.pusherAt.fill(0);
  p.pusherAt[stand] = 1;
  p.pushers[0] = stand;
  return applyAction(level, p, { kind: 'step', direction: d, pull: false }, FORWARD, effect) === Outcome.Push ? p : null;
}

/** The answer of the reference: a proof (with the positions seen), or none. */
function referenceSearch(level: Level, a: LevelAnalysis, start: Box[], pusher: number, inside: readonly number[], nodes: number): { deadlocked: boolean; seen: number } {
  const corral = new Set([...start.map((b) => b.cell), ...inside]);
  const onGoals = (boxes: Box[]) => boxes.every((b) => level.goals.some((g, j) => g === b.cell && a.goalClass[j] === b.cls));
  const keyOf = (boxes: Box[], p: number) => `${boxes.map((b) => `${b.cls}:${b.cell}`).sort().join()}|${Math.min(...walk(level, boxes, p))}`;
  if (onGoals(start)) return { deadlocked: false, seen: 0 };
  const seen = new Set([keyOf(start, pusher)]);
  const queue = [{ boxes: start, pusher }];
  const effect = newEffect();
  const scratch = freezeScratch(level.size);
  for (const { boxes, pusher: from } of queue) {
    const position: Position = {
      boxAt: new Int32Array(level.size),
      pusherAt: new Int32Array(level.size),
      boxes: Int32Array.from(boxes.map((b) => b.cell)),
      pushers: Int32Array.of(from),
      active: 0,
    };
    boxes.forEach((b, i) => (position.boxAt[b.cell] = i + 1));
    for (const stand of walk(level, boxes, from)) {
      for (let d = 0; d < level.directionCount; d++) {
        if (pushFrom(level, position, stand, d, effect) === null) continue;
        const i = boxes.findIndex((b) => b.cell === effect.boxFrom);
        const t = effect.boxTo;
        if (a.deadCellsByClass[boxes[i]!.cls]![t] === 1) continue;
        if (!corral.has(t)) return { deadlocked: false, seen: seen.size };
        const child = boxes.map((b, j) => (j === i ? { cell: t, cls: b.cls } : b));
        if (onGoals(child)) return { deadlocked: false, seen: seen.size };
        const cells = Int32Array.from(child.map((b) => b.cell));
        if (markFrozen(a, cells, Int32Array.from(child.map((b) => b.cls)), child.length, new Uint8Array(child.length), scratch)) continue;
        const key = keyOf(child, effect.boxFrom);
        if (seen.has(key)) continue;
        seen.add(key);
        queue.push({ boxes: child, pusher: effect.boxFrom });
        if (seen.size > nodes) return { deadlocked: false, seen: seen.size };
      }
    }
  }
  return { deadlocked: true, seen: seen.size };
}

/** The start and every position one push from it (one pusher). */
function startAndOnePushOn(level: Level): Position[] {
  const start = startPosition(level);
  const out = [start];
  const effect = newEffect();
  for (const stand of walk(level, Array.from(start.boxes, (cell) => ({ cell, cls: 0 })), start.pushers[0]!)) {
    for (let d = 0; d < level.directionCount; d++) {
      const p = pushFrom(level, start, stand, d, effect);
      if (p !== null) out.push(p);
    }
  }
  return out;
}

describe('the corral search against a plain reference', () => {
  it.each(TOPOLOGIES.map((t) => [t.name, t] as const))('%s: the same answers, and as many positions seen for a proof', (_, topology) => {
    const tally = { asked: 0, proved: 0, many: 0 };
    const arb = fc.tuple(
      wallBoard(topology, 6, 5),
      fc.array(fc.nat(), { minLength: 9, maxLength: 9 }),
      fc.integer({ min: 2, max: 4 }),
      fc.option(fc.array(fc.integer({ min: 1, max: 2 }), { minLength: 4, maxLength: 4 }), { nil: undefined }),
      fc.integer({ min: 1, max: 12 }),
    );
    fc.assert(
      fc.property(arb, ([board, picks, count, numbers, nodes]) => {
        const cells = pick(floorCells(board), picks, 2 * count + 1);
        if (cells.length < 2 * count + 1) return;
        const marks = new Map(cells.map((c, i) => [c, i < count ? '.' : i < 2 * count ? '$' : '@']));
        // Sokoban+ numbers: the same list for boxes and goals, so that each number has as many of each.
        const order = numbers?.slice(0, count);
        const { level } = buildLevel(mark(board, marks), topology, order ? { boxOrder: order, goalOrder: order } : {});
        if (!level) return;
        const a = analysisOf(level);
        // One search for the level, and a small limit at times: kept answers and giving up are checked too.
        const limit = nodes <= 3 ? nodes : CORRAL_SEARCH_NODES;
        const search = new CorralSearch(a, limit);
        for (const position of startAndOnePushOn(level)) {
          const { corrals, pusher } = positionCorrals(level, position);
          const classes = boxClasses(a, position.boxes.length);
          const classOf = (c: number) => classes[position.boxAt[c]! - 1]!;
          for (let c = 0; c < corrals.corralCount; c++) {
            const barrier = corrals.barrierOf(c);
            if (barrier === null) continue;
            const inside = Array.from(corrals.labels.cells.subarray(corrals.labels.start[c]!, corrals.labels.start[c + 1]!));
            const boxes = Array.from(barrier, (cell) => ({ cell, cls: classOf(cell) }));
            const expected = referenceSearch(level, a, boxes, pusher, inside, limit);
            const searchesBefore = search.searches;
            const deadlocked = search.deadlocked(barrier, Int32Array.from(boxes, (b) => b.cls), barrier.length, pusher, inside);
            tally.asked++;
            expect(deadlocked).toBe(expected.deadlocked);
            // A proof found afresh saw each position the reference saw once.
            if (deadlocked && search.searches > searchesBefore) expect(search.seen).toBe(expected.seen);
            if (deadlocked) tally.proved++;
            if (barrier.length > 1 && expected.seen > 2) tally.many++;
          }
        }
      }),
      { numRuns: 300, seed: 5 },
    );
    // Not vacuous: corrals asked, deadlocks proved, and searches of several boxes past two positions, on every tiling.
    expect(tally.asked).toBeGreaterThan(100);
    expect(tally.proved).toBeGreaterThan(5);
    expect(tally.many).toBeGreaterThan(10);
  });
});
