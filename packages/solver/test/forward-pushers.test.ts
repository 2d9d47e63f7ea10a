/**
 * What the forward search stores with several pushers, held against core's
 * push rule and flood fills written here, on levels of every tiling pulled
 * from solved positions with two and three pushers:
 * - a state holds one key per pusher, in order, each the smallest cell of
 *   the area it names, every area free of boxes;
 * - every state but the start is its parent's boxes after one push core
 *   allows, made by a pusher whose area holds the pushing cell; that
 *   pusher's key in the child names the area of the cell the box left, and
 *   every other pusher stays in its area, minus the cell the box went to;
 * - each state is counted once and each expanded state is closed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, boxesOnGoals, newEffect, Outcome, startPosition, type Level, type Position } from '@polyban/core';
import { analyzeLevel } from '../src/index.js';
import { Search } from '../src/search.js';
import { levelOf, TOPOLOGIES, walk } from './boards.js';
import { pulledLevel } from './random-boards.js';

const MEMORY = 64 * 1024 * 1024;
const FORWARD = { reverse: false, pulled: false };
const DEAD = 0x7fffffff;

const floor = (level: Level, c: number): boolean => c >= 0 && c < level.size && level.isCell[c] === 1 && level.wall[c] === 0;

/** The cells of the area of free cell `c` among boxes `boxes`. */
function areaOf(level: Level, boxes: ReadonlySet<number>, c: number): Set<number> {
  return new Set(walk(level, (x) => floor(level, x) && !boxes.has(x), c));
}

/** A position with the boxes on `boxes` and one pusher on `p`. */
function onePusher(level: Level, boxes: readonly number[], p: number): Position {
  const boxAt = new Int32Array(level.size);
  const pusherAt = new Int32Array(level.size);
  boxes.forEach((c, i) => (boxAt[c] = i + 1));
  pusherAt[p] = 1;
  return { boxAt, pusherAt, boxes: Int32Array.from(boxes), pushers: Int32Array.of(p), active: 0 };
}

/** True when each of `from` can be given its own member of `to` that `fits` it (a small bipartite matching). */
function matchable<T, U>(from: readonly T[], to: readonly U[], fits: (x: T, y: U) => boolean): boolean {
  const owner = new Array<number>(to.length).fill(-1);
  const tryOne = (i: number, seen: boolean[]): boolean => {
    for (let j = 0; j < to.length; j++) {
      if (seen[j] || !fits(from[i]!, to[j]!)) continue;
      seen[j] = true;
      if (owner[j]! < 0 || tryOne(owner[j]!, seen)) {
        owner[j] = i;
        return true;
      }
    }
    return false;
  };
  return from.every((_, i) => tryOne(i, new Array<boolean>(to.length).fill(false)));
}

/** Checks every state the search stored; returns how many. */
function checkStates(level: Level, search: Search, what: string): number {
  const { store } = search;
  const n = level.boxes.length;
  const P = startPosition(level).pushers.length;
  const D = level.directionCount;
  const effect = newEffect();
  expect(search.pusherCount, what).toBe(P);
  expect(search.generated, what).toBe(store.count);
  let closedAlive = 0;
  for (let s = 0; s < store.count; s++) {
    const cells = store.cellArray(s);
    const at = `${what}\nstate ${s}: ${cells.join(' ')}`;
    expect(cells.length, at).toBe(n + P);
    const boxes = cells.slice(0, n);
    const boxSet = new Set(boxes);
    const keys = cells.slice(n);
    expect(keys, `${at}: keys in order`).toEqual([...keys].sort((x, y) => x - y));
    for (const k of keys) {
      expect(floor(level, k) && !boxSet.has(k), `${at}: key ${k} free`).toBe(true);
      expect(Math.min(...areaOf(level, boxSet, k)), `${at}: key ${k} the smallest cell of its area`).toBe(k);
    }
    const h = store.h(s);
    expect(h === 0, at).toBe(boxes.every((c) => level.goal[c] === 1));
    if (h === DEAD) expect(store.closed(s) || s === 0, `${at}: a dead state is never expanded`).toBe(true);
    else if (store.closed(s)) closedAlive++;
    const parent = store.parent(s);
    if (s === 0) {
      expect(parent, at).toBe(-1);
      continue;
    }
    const before = store.cellArray(parent);
    const parentBoxes = before.slice(0, n);
    const parentSet = new Set(parentBoxes);
    const parentKeys = before.slice(n);
    const move = store.move(s);
    const p = Math.floor(move / D);
    // The pusher who pushes: one whose area holds p.
    const pushing = parentKeys.findIndex((k) => areaOf(level, parentSet, k).has(p));
    expect(pushing, `${at}: a pusher of the parent reaches ${p}`).toBeGreaterThanOrEqual(0);
    const position = onePusher(level, parentBoxes, p);
    expect(applyAction(level, position, { kind: 'step', direction: move % D, pull: false }, FORWARD, effect), at).toBe(Outcome.Push);
    const b = effect.to;
    const t = effect.boxTo;
    expect([...position.boxes].sort((x, y) => x - y), at).toEqual([...boxes].sort((x, y) => x - y));
    expect(store.g(s), at).toBe(store.g(parent) + 1);
    // The pusher who pushed stands on b; the others each keep a piece of their area, t taken out.
    const pushedKey = Math.min(...areaOf(level, boxSet, b));
    const rest = [...keys];
    const mine = rest.indexOf(pushedKey);
    expect(mine, `${at}: the pushing pusher's key ${pushedKey}`).toBeGreaterThanOrEqual(0);
    rest.splice(mine, 1);
    const others = parentKeys.filter((_, i) => i !== pushing);
    const fits = (k: number, k2: number): boolean => {
      const was = areaOf(level, parentSet, k);
      return [...areaOf(level, boxSet, k2)].some((c) => c !== t && was.has(c));
    };
    expect(matchable(others, rest, fits), `${at}: the other pushers stay in their areas`).toBe(true);
  }
  expect(closedAlive, `${what}\nstates expanded`).toBe(search.expanded);
  if (search.status === 'solved') expect(boxesOnGoals(level, { ...startPosition(level), boxes: Int32Array.from(store.cellArray(search.goal).slice(0, n)) }), what).toBe(true);
  return store.count;
}

describe.each(TOPOLOGIES.map((t) => [t.name, t] as const))('%s', (_, topology) => {
  it.each([2, 3])('levels pulled with %i pushers, push-optimal and best first: every state follows from its parent by one pusher\'s push', (pushers) => {
    let states = 0;
    let solved = 0;
    let multi = 0;
    fc.assert(
      fc.property(pulledLevel(topology, pushers), (made) => {
        if (!made) return;
        const level = levelOf(made.rows, topology);
        for (const optimal of [true, false]) {
          const search = new Search(level, analyzeLevel(level), startPosition(level), optimal, MEMORY);
          search.run(Infinity, 40);
          states += checkStates(level, search, `${made.rows.join('\n')}\npush-optimal ${optimal}`);
          if (search.status === 'solved') solved++;
          for (let s = 0; s < search.store.count; s++) if (new Set(search.store.cellArray(s).slice(level.boxes.length)).size > 1) multi++;
        }
      }),
      { numRuns: 60, seed: 20261201 + pushers },
    );
    expect(states).toBeGreaterThan(100);
    expect(solved).toBeGreaterThan(5);
    // States where the pushers stand apart, not all in one area.
    expect(multi).toBeGreaterThan(20);
  });
});
