/**
 * Routes of one box through the others, the pusher walking between pushes.
 * The push counts are worked out by hand from the boards.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Level } from '@polyban/core';
import { hexobanTopology } from '@polyban/hexoban';
import { octobanTopology } from '@polyban/octoban';
import { sokobanTopology } from '@polyban/sokoban';
import { BoxRoutes } from '../src/box-routes.js';
import { analyzeLevel } from '../src/dead-cells.js';
import { AreaLabels } from '../src/pusher-regions.js';
import { at, levelOf, TOPOLOGIES, walk } from './boards.js';
import { pulledLevel } from './random-boards.js';

/** The route of the box on `box` to the level's goals (all of them wanted), or null; checks that `boxAt` is left as it was. */
function routeOf(level: Level, box: number, limit = 4096): { route: number[] | null; cells: number[]; routes: BoxRoutes } {
  const a = analyzeLevel(level);
  const boxAt = new Int32Array(level.size);
  level.boxes.forEach((b, i) => (boxAt[b] = i + 1));
  const before = boxAt.slice();
  const start = new AreaLabels(a.floor, level.neighbours, level.directionCount);
  start.reset();
  start.areaOf(level.pushers[0]!, boxAt);
  const wanted = new Uint8Array(level.size);
  for (const g of level.goals) wanted[g] = 1;
  const routes = new BoxRoutes(a);
  const route = routes.route(box, boxAt, start, wanted, a.deadCells, limit);
  expect(boxAt).toEqual(before);
  // The box's cells along the route: each push starts where the last one left the box.
  const cells = route === null ? [] : [a.pushes.box[route[0]!]!, ...route.map((m) => a.pushes.target[m]!)];
  route?.forEach((m, i) => i > 0 && expect(a.pushes.box[m]).toBe(a.pushes.target[route[i - 1]!]));
  return { route, cells, routes };
}

describe('box routes', () => {
  it('takes the fewest pushes to a goal, the pusher walking round the box to turn it', () => {
    // The box at (3, 2) goes 3 right and 2 down to (6, 4): 5 pushes, the pusher walking above it to push down.
    const level = levelOf(['########', '#      #', '# @$   #', '#      #', '#     .#', '########'], sokobanTopology);
    const { route, cells } = routeOf(level, at(level, 3, 2));
    expect(route).toHaveLength(5);
    expect(cells[0]).toBe(at(level, 3, 2));
    expect(cells.at(-1)).toBe(at(level, 6, 4));
  });

  it('finds no way past another box in a corridor, nor for a box the pusher cannot reach', () => {
    const level = levelOf(['#########', '#@$ $ ..#', '#########'], sokobanTopology);
    expect(routeOf(level, at(level, 2, 1)).route).toBeNull();
    expect(routeOf(level, at(level, 4, 1)).route).toBeNull();
  });

  it('leaves the other boxes where they stand', () => {
    // The box at (3, 2) goes right twice to the goal at (5, 2); the box at (3, 1) stays put.
    const level = levelOf(['########', '#@ $   #', '#  $ . #', '#    . #', '########'], sokobanTopology);
    const { route, cells } = routeOf(level, at(level, 3, 2));
    expect(route).toHaveLength(2);
    expect(cells).toEqual([at(level, 3, 2), at(level, 4, 2), at(level, 5, 2)]);
  });

  it('never has the pusher push from the far side of the box in a corridor it cannot walk round', () => {
    // The goal is behind the pusher: the box can only go right, away from it, and the pusher never gets past.
    const corridor = levelOf(['########', '#.@$   #', '########'], sokobanTopology);
    expect(routeOf(corridor, at(corridor, 3, 1)).route).toBeNull();
    // With a loop at the right end the pusher can get round: the box goes right twice to (5, 1), the pusher walks
    // round by (4, 2), (5, 2), (6, 2) to (6, 1) and pushes it left 4 times to the goal on (1, 1): 6 pushes.
    const loop = levelOf(['########', '#.@$   #', '####   #', '########'], sokobanTopology);
    expect(routeOf(loop, at(loop, 3, 1)).route).toHaveLength(6);
  });

  it('gives up past its node limit', () => {
    const level = levelOf(['##########', '#@$     .#', '##########'], sokobanTopology);
    expect(routeOf(level, at(level, 2, 1)).route).toHaveLength(6);
    expect(routeOf(level, at(level, 2, 1), 3).route).toBeNull();
  });

  it('reads the tiling from its neighbour table: hexagons', () => {
    const level = levelOf(['# # # # # # # # # #', ' # # # # # # # # #', '# @ $           . #', ' # # # # # # # # # #', '# # # # # # # # # #'], hexobanTopology);
    // Along the row from x = 4 to x = 16, two characters a cell: 6 pushes.
    expect(routeOf(level, at(level, 4, 2)).route).toHaveLength(6);
  });
});

/**
 * The fewest pushes that bring the box on `box` to a goal, the other boxes
 * standing still, by a plain search over (box cell, pusher cell) where a
 * step costs nothing and a push costs one; -1 when none does. Pushes onto
 * dead cells are left out, as the routes leave them out.
 */
function fewestPushes(level: Level, box: number, dead: Uint8Array): number {
  const D = level.directionCount;
  const nb = level.neighbours;
  const others = new Set(level.boxes.filter((b) => b !== box));
  const free = (c: number) => c >= 0 && level.wall[c] === 0 && level.isCell[c] === 1 && !others.has(c);
  const goals = new Set(level.goals);
  const key = (b: number, p: number) => b * level.size + p;
  // A state is seen once the fewest pushes to it are known. Push targets wait in the next layer unmarked: a step
  // within this layer may still reach the same state with fewer pushes.
  const seen = new Set<number>();
  let layer: (readonly [number, number])[] = [[box, level.pushers[0]!]];
  for (let pushes = 0; layer.length > 0; pushes++) {
    const next: (readonly [number, number])[] = [];
    // The states of this layer, each once; the layer is closed under steps before the next is pushed to.
    layer = layer.filter(([b, p]) => !seen.has(key(b, p)) && seen.add(key(b, p)));
    for (let i = 0; i < layer.length; i++) {
      const [b, p] = layer[i]!;
      if (goals.has(b)) return pushes;
      for (let d = 0; d < D; d++) {
        const q = nb[p * D + d]!;
        if (!free(q)) continue;
        if (q !== b) {
          if (!seen.has(key(b, q))) {
            seen.add(key(b, q));
            layer.push([b, q]);
          }
          continue;
        }
        // A push: the box goes the same way again.
        const t = nb[q * D + d]!;
        if (!free(t) || dead[t] === 1 || seen.has(key(t, q))) continue;
        next.push([t, q]);
      }
    }
    layer = next;
  }
  return -1;
}

describe('box routes against a plain search', () => {
  it('take as few pushes as a step-by-step search finds, on every tiling', () => {
    let routes = 0;
    for (const topology of TOPOLOGIES) {
      fc.assert(
        fc.property(pulledLevel(topology, 1), (made) => {
          if (!made) return;
          const level = levelOf(made.rows, topology);
          const a = analyzeLevel(level);
          // A box on a goal is left out: the search never routes one to the goal it stands on.
          for (const b of level.boxes.filter((c) => level.goal[c] === 0)) {
            const expected = fewestPushes(level, b, a.deadCells);
            const { route } = routeOf(level, b);
            expect(route === null ? -1 : route.length, made.rows.join('\n')).toBe(expected);
            if (route !== null) routes++;
          }
        }),
        { numRuns: 40 },
      );
    }
    expect(routes).toBeGreaterThan(20);
  });

  it('agree where a step reaches a state a push reached first in the same layer: 4 pushes on octagons', () => {
    // Octagons at even x + y, squares at odd. The box on (3, 3) goes up-left to (2, 2) (pushed from the octagon
    // (4, 4)), left to (1, 2) and (0, 2), and up onto the goal (0, 1): 4 pushes, by hand. No 3 will do: the box must
    // go 3 columns left, and (1, 1) is a wall, while (1, 2), a square, has no diagonal to (0, 1).
    const level = levelOf(['# #   ', '.##   ', '    # ', '   $ #', '  #@ #'], octobanTopology);
    expect(routeOf(level, at(level, 3, 3)).route).toHaveLength(4);
    expect(fewestPushes(level, at(level, 3, 3), analyzeLevel(level).deadCells)).toBe(4);
  });
});

/** The cells of the piece holding `stand` once `x` is taken out of the floor the other boxes (all but `box`) leave. */
function pieceHolding(level: Level, box: number, x: number, stand: number): number[] {
  return walk(level, (c) => c >= 0 && c !== x && level.wall[c] === 0 && level.isCell[c] === 1 && (c === box || !level.boxes.includes(c)), stand);
}

/**
 * Checks the pusher's area the last route's walk names for the box on every
 * cell `x` of the floor and the pusher on every other: the smallest cell of
 * the piece holding the pusher, or -1 only when that piece lacks the floor's
 * smallest cell (x aside), which only a flood then finds. Returns the
 * answers given, and the -1s.
 */
function checkPusherKeys(level: Level, box: number, routes: BoxRoutes): { named: number; unknown: number } {
  const floor = pieceHolding(level, box, -1, box);
  let named = 0;
  let unknown = 0;
  for (const x of floor) {
    const smallest = Math.min(...floor.filter((c) => c !== x));
    for (const stand of floor) {
      if (stand === x) continue;
      const piece = pieceHolding(level, box, x, stand);
      const key = routes.pusherKey(x, stand);
      if (key < 0) {
        expect(piece, `box on ${x}, pusher on ${stand}`).not.toContain(smallest);
        unknown++;
      } else {
        expect(key, `box on ${x}, pusher on ${stand}`).toBe(Math.min(...piece));
        named++;
      }
    }
  }
  return { named, unknown };
}

describe("the pusher's area along a route", () => {
  it('is named from the walk: the pusher behind the box, in front of it, or cut off from the smallest cells', () => {
    // A corridor, cells 1 to 5 of row 1 left to right; the walk starts from the box on (4, 1).
    const level = levelOf(['#######', '#.  $@#', '#######'], sokobanTopology);
    const box = at(level, 4, 1);
    const { route, routes } = routeOf(level, box);
    expect(route).toHaveLength(3);
    // The box pushed left onto (3, 1): the pusher on (4, 1) keeps (4, 1) and (5, 1), cut off from the smallest cells.
    expect(routes.pusherKey(at(level, 3, 1), at(level, 4, 1))).toBe(-1);
    // The pusher on the far side of (3, 1) has (1, 1) and (2, 1); with the box on (5, 1), the pusher keeps the rest.
    expect(routes.pusherKey(at(level, 3, 1), at(level, 2, 1))).toBe(at(level, 1, 1));
    expect(routes.pusherKey(at(level, 5, 1), at(level, 4, 1))).toBe(at(level, 1, 1));
    // The box on the smallest cell: the next smallest names the rest.
    expect(routes.pusherKey(at(level, 1, 1), at(level, 3, 1))).toBe(at(level, 2, 1));
    // Of the 20 placements, only the box on (2, 1) or (3, 1) with the pusher to its right leaves (1, 1) cut off
    // from the pusher: 3 + 2 placements a flood must name.
    expect(checkPusherKeys(level, box, routes)).toEqual({ named: 15, unknown: 5 });
  });

  it('is the piece a flood finds, for every box cell and pusher cell, on every tiling', () => {
    let named = 0;
    let unknown = 0;
    for (const topology of TOPOLOGIES) {
      fc.assert(
        fc.property(pulledLevel(topology, 1), (made) => {
          if (!made) return;
          const level = levelOf(made.rows, topology);
          for (const b of level.boxes.filter((c) => level.goal[c] === 0)) {
            const counts = checkPusherKeys(level, b, routeOf(level, b).routes);
            named += counts.named;
            unknown += counts.unknown;
          }
        }),
        { numRuns: 15 },
      );
    }
    expect(named).toBeGreaterThan(1000);
    expect(unknown).toBeGreaterThan(10);
  });
});
