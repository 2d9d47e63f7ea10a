/**
 * The fewest pushes by brute force, independent of the solver: a
 * breadth-first search over whole positions (every box and every pusher on
 * its own cell), where each step is one of core's actions for one pusher —
 * walks cost nothing, pushes one. Only for tiny levels.
 */
import { applyAction, boxesOnGoals, copyPosition, newEffect, Outcome, startPosition, undoAction, type Level, type Position } from '@polyban/core';

const FORWARD = { reverse: false, pulled: false };

/** Boxes are interchangeable, except with Sokoban+ numbers, where each box keeps its place in the key. */
const keyOf = (level: Level, p: Position): string => `${(level.boxNumbers ? Array.from(p.boxes) : Array.from(p.boxes).sort((a, b) => a - b)).join()}|${p.pushers.join()}`;

/**
 * Fewest pushes that solve `level` from `start`; -1 when no sequence does;
 * `null` when more than `limit` positions would have to be visited, or
 * when every solution takes more than `maxPushes`.
 */
export function fewestPushes(level: Level, start: Position = startPosition(level), limit = 200_000, maxPushes = Infinity): number | null {
  const seen = new Set<string>();
  const effect = newEffect();
  let layer = [copyPosition(start)];
  for (let pushes = 0; layer.length > 0; pushes++) {
    if (pushes > maxPushes) return null;
    const queue: Position[] = [];
    for (const p of layer) {
      const k = keyOf(level, p);
      if (seen.has(k)) continue;
      seen.add(k);
      queue.push(p);
    }
    const next: Position[] = [];
    for (let i = 0; i < queue.length; i++) {
      const p = queue[i]!;
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
            queue.push(copyPosition(p));
          } else if (outcome === Outcome.Push && !seen.has(k)) next.push(copyPosition(p));
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
  const buckets: Position[][] = [[copyPosition(startPosition(level))]];
  const done = new Set<string>();
  const effect = newEffect();
  for (let cost = 0; cost < buckets.length; cost++) {
    for (const p of buckets[cost] ?? []) {
      const k = keyOf(level, p);
      if (done.has(k)) continue;
      done.add(k);
      if (boxesOnGoals(level, p)) return { pushes: Math.floor(cost / STRIDE), moves: cost % STRIDE };
      if (done.size > limit) return null;
      for (let d = 0; d < level.directionCount; d++) {
        const outcome = applyAction(level, p, { kind: 'step', direction: d, pull: false }, FORWARD, effect);
        if (outcome < 0) continue;
        const next = cost + 1 + (outcome === Outcome.Push ? STRIDE : 0);
        (buckets[next] ??= []).push(copyPosition(p));
        undoAction(p, effect);
      }
    }
  }
  return null;
}
