/**
 * Routes of one box through the others, the pusher walking between pushes.
 * The push counts are worked out by hand from the boards.
 */
import { describe, expect, it } from 'vitest';
import type { Level } from '@polyban/core';
import { hexobanTopology } from '@polyban/hexoban';
import { sokobanTopology } from '@polyban/sokoban';
import { BoxRoutes } from '../src/box-routes.js';
import { analyzeLevel } from '../src/dead-cells.js';
import { AreaLabels } from '../src/pusher-regions.js';
import { at, levelOf } from './boards.js';

/** The route of the box on `box` to the level's goals (all of them wanted), or null; checks that `boxAt` is left as it was. */
function routeOf(level: Level, box: number, limit = 4096): { route: number[] | null; cells: number[] } {
  const a = analyzeLevel(level);
  const boxAt = new Int32Array(level.size);
  level.boxes.forEach((b, i) => (boxAt[b] = i + 1));
  const before = boxAt.slice();
  const start = new AreaLabels(a.floor, level.neighbours, level.directionCount);
  start.reset();
  start.areaOf(level.pushers[0]!, boxAt);
  const wanted = new Uint8Array(level.size);
  for (const g of level.goals) wanted[g] = 1;
  const route = new BoxRoutes(a).route(box, boxAt, start, wanted, a.deadCells, limit);
  expect(boxAt).toEqual(before);
  // The box's cells along the route: each push starts where the last one left the box.
  const cells = route === null ? [] : [a.pushes.box[route[0]!]!, ...route.map((m) => a.pushes.target[m]!)];
  route?.forEach((m, i) => i > 0 && expect(a.pushes.box[m]).toBe(a.pushes.target[route[i - 1]!]));
  return { route, cells };
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
