/**
 * The fewest pushes by brute force, independent of the solver: a
 * breadth-first search over whole positions (every box and every pusher on
 * its own cell), where each step is one of core's actions for one pusher —
 * walks cost nothing, pushes one. Only for tiny levels.
 */
import { applyAction, boxesOnGoals, copyPosition, newEffect, Outcome, startPosition, undoAction, type Level, type Position } from '@polyban/core';

const FORWARD = { reverse: false, pulled: false };

/** Where the boxes and pushers of a position stand: all a search keeps of it. Cells by box and pusher id, as in `Position`. */
interface Stand {
  boxes: Int32Array;
  pushers: Int32Array;
}

/** What `p` holds, apart from its cell maps: those cost a level's size to copy, and the searches keep many positions. */
const standOf = (p: Position): Stand => ({ boxes: p.boxes.slice(), pushers: p.pushers.slice() });

/** Sets `p` to stand `s`: the cells its boxes and pushers leave are cleared, the ones they take are marked. */
function load(p: Position, s: Stand): void {
  for (const c of p.boxes) p.boxAt[c] = 0;
  for (const c of p.pushers) p.pusherAt[c] = 0;
  p.boxes.set(s.boxes);
  p.pushers.set(s.pushers);
  s.boxes.forEach((c, i) => (p.boxAt[c] = i + 1));
  s.pushers.forEach((c, i) => (p.pusherAt[c] = i + 1));
}

/**
 * A position's key: its cells as UTF-16 code units, one per box and pushers after (the counts never change, so no
 * separator is needed). Boxes are interchangeable, except with Sokoban+ numbers, where each box keeps its place in
 * the key. Cells go in as code units, not as decimal text: the key is built for every step tried, and text made most
 * of the search's time.
 */
const keyOf = (level: Level, p: Stand): string =>
  String.fromCharCode.apply(null, (level.boxNumbers ? p.boxes : p.boxes.slice().sort()) as unknown as number[]) + String.fromCharCode.apply(null, p.pushers as unknown as number[]);

/** Keys hold a cell in one UTF-16 code unit. */
function checkSize(level: Level): void {
  if (level.size > 0xffff) throw new Error(`a brute-force search only takes levels of up to 65,535 cells, not ${level.size}`);
}

/**
 * Fewest pushes that solve `level` from `start`; -1 when no sequence does;
 * `null` when more than `limit` positions would have to be visited, or
 * when every solution takes more than `maxPushes`.
 */
export function fewestPushes(level: Level, start: Position = startPosition(level), limit = 200_000, maxPushes = Infinity): number | null {
  checkSize(level);
  const seen = new Set<string>();
  const effect = newEffect();
  const p = copyPosition(start);
  let layer = [standOf(start)];
  for (let pushes = 0; layer.length > 0; pushes++) {
    if (pushes > maxPushes) return null;
    const queue: Stand[] = [];
    for (const s of layer) {
      const k = keyOf(level, s);
      if (seen.has(k)) continue;
      seen.add(k);
      queue.push(s);
    }
    const next: Stand[] = [];
    for (let i = 0; i < queue.length; i++) {
      load(p, queue[i]!);
      if (boxesOnGoals(level, p)) return pushes;
      if (seen.size > limit) return null;
      for (let who = 0; who < p.pushers.length; who++) {
        for (let d = 0; d < level.directionCount; d++) {
          p.active = who;
          const outcome = applyAction(level, p, { kind: 'step', direction: d, pull: false }, FORWARD, effect);
          if (outcome < 0) continue;
          const k = keyOf(level, p);
          if (outcome === Outcome.Walk && !seen.has(k)) {
            seen.add(k);
            queue.push(standOf(p));
          } else if (outcome === Outcome.Push && !seen.has(k)) next.push(standOf(p));
          undoAction(p, effect);
        }
      }
    }
    layer = next;
  }
  return -1;
}

/**
 * The fewest pushes that solve `level` from its start and, among the
 * solutions with that many, the fewest moves (steps and pushes), by brute
 * force: positions taken in order of pushes, then moves, each step one of
 * core's actions for the single pusher. `null` when more than `limit`
 * positions would be visited or no sequence solves it. Only for tiny
 * levels with one pusher.
 */
export function fewestMovesOfFewestPushes(level: Level, limit = 200_000): { pushes: number; moves: number } | null {
  // A push outweighs any number of steps on boards this small.
  const STRIDE = 10_000;
  checkSize(level);
  const p = startPosition(level);
  const buckets: Stand[][] = [[standOf(p)]];
  const done = new Set<string>();
  const effect = newEffect();
  for (let cost = 0; cost < buckets.length; cost++) {
    for (const s of buckets[cost] ?? []) {
      const k = keyOf(level, s);
      if (done.has(k)) continue;
      done.add(k);
      load(p, s);
      if (boxesOnGoals(level, p)) return { pushes: Math.floor(cost / STRIDE), moves: cost % STRIDE };
      if (done.size > limit) return null;
      for (let d = 0; d < level.directionCount; d++) {
        const outcome = applyAction(level, p, { kind: 'step', direction: d, pull: false }, FORWARD, effect);
        if (outcome < 0) continue;
        const next = cost + 1 + (outcome === Outcome.Push ? STRIDE : 0);
        (buckets[next] ??= []).push(standOf(p));
        undoAction(p, effect);
      }
    }
  }
  return null;
}
