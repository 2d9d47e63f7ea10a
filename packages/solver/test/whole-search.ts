/**
 * Small levels searched whole, for tests that check a rule against every
 * position a level can reach: which positions can be solved, worked out
 * with core's rules alone.
 */
import { applyAction, boxesOnGoals, copyPosition, newEffect, Outcome, reachable, startPosition, undoAction, type Level, type Position } from '@polyban/core';

/** A position's key: its boxes in order, and the smallest cell of the pusher's area. */
function keyOf(level: Level, p: Position): string {
  const area = reachable(level, p);
  return `${Array.from(p.boxes).sort((x, y) => x - y).join()}|${area.indexOf(1)}`;
}

/**
 * Every position reachable from the start of a one-pusher level (up to
 * `limit`), and which of them can be solved: the positions are searched
 * whole, every push from each, then solvability is carried back from the
 * solved ones along the pushes. `null` past the limit.
 */
export function solvablePositions(level: Level, limit: number): { position: Position; solvable: boolean }[] | null {
  const effect = newEffect();
  const mode = { reverse: false, pulled: false };
  const index = new Map<string, number>();
  const positions: Position[] = [];
  const parents: number[][] = [];
  const add = (p: Position): number => {
    const k = keyOf(level, p);
    const known = index.get(k);
    if (known !== undefined) return known;
    index.set(k, positions.length);
    positions.push(copyPosition(p));
    parents.push([]);
    return positions.length - 1;
  };
  add(startPosition(level));
  for (let i = 0; i < positions.length; i++) {
    if (positions.length > limit) return null;
    const p = copyPosition(positions[i]!);
    const area = reachable(level, p);
    const from = p.pushers[0]!;
    for (let c = 0; c < level.size; c++) {
      if (area[c] !== 1) continue;
      for (let d = 0; d < level.directionCount; d++) {
        // Stand on `c`, step by `d`: a push when a box is there.
        p.pusherAt[p.pushers[0]!] = 0;
        p.pushers[0] = c;
        p.pusherAt[c] = 1;
        const outcome = applyAction(level, p, { kind: 'step', direction: d, pull: false }, mode, effect);
        if (outcome === Outcome.Push) parents[add(p)]!.push(i);
        if (outcome >= 0) undoAction(p, effect);
      }
    }
    p.pusherAt[p.pushers[0]!] = 0;
    p.pushers[0] = from;
    p.pusherAt[from] = 1;
  }
  const solvable = positions.map((p) => boxesOnGoals(level, p));
  const queue = solvable.flatMap((s, i) => (s ? [i] : []));
  for (let q = 0; q < queue.length; q++) {
    for (const parent of parents[queue[q]!]!) {
      if (solvable[parent]) continue;
      solvable[parent] = true;
      queue.push(parent);
    }
  }
  return positions.map((position, i) => ({ position, solvable: solvable[i]! }));
}
