/**
 * `pushPath` against a search written here from the push rule alone: on
 * random small boards, with other boxes and pushers standing in the way, a
 * box can be brought to a cell exactly when the brute-force search says so,
 * with as few pushes, and the moves returned replay to it, moving nothing
 * else. The search knows nothing of the engine's tables: it reads walls off
 * the rows and steps with the tiling's own `step`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLevel, pushPath, replayWithPosition, startPosition, type Topology } from '../src/index.js';
import { gridTopology } from './fixtures/grid-topology.js';
import { twinLetters } from './fixtures/twin-letters.js';

interface Board {
  rows: string[];
  width: number;
  height: number;
}

/**
 * The fewest pushes that bring the box on `box` to each cell (-1 where none
 * does), by a 0-1 breadth-first search over (box cell, pusher cell): a step
 * into a free cell costs nothing, a step into the box pushes it one more
 * step by the same letter, into a free cell, and costs one push.
 */
function fewestPushes(board: Board, topology: Topology, box: number, pusher: number): Int32Array {
  const { rows, width, height } = board;
  const size = width * height;
  const charAt = (c: number): string => rows[Math.floor(c / width)]![c % width]!;
  // Walls, the other boxes and the other pushers never move.
  const blocked = (c: number): boolean => c < 0 || (c !== box && c !== pusher && '#$*@+'.includes(charAt(c)));
  const stepFrom = (c: number, letter: Topology['directions'][number]): number => {
    const to = topology.step(c % width, Math.floor(c / width), letter, undefined as never);
    if (!to) return -1;
    const [x, y] = to;
    return x >= 0 && y >= 0 && x < width && y < height ? y * width + x : -1;
  };
  const best = new Int32Array(size).fill(-1);
  const cost = new Int32Array(size * size).fill(-1);
  // A deque as two stacks of states for the current cost and the next one.
  let now = [box * size + pusher];
  cost[box * size + pusher] = 0;
  for (let pushes = 0; now.length > 0; pushes++) {
    const next: number[] = [];
    while (now.length > 0) {
      const state = now.pop()!;
      if (cost[state] !== pushes) continue;
      const b = Math.floor(state / size);
      const p = state % size;
      if (best[b]! < 0) best[b] = pushes;
      for (const letter of topology.directions) {
        const to = stepFrom(p, letter);
        if (blocked(to)) continue;
        if (to !== b) {
          const s = b * size + to;
          if (cost[s]! < 0 || cost[s]! > pushes) {
            cost[s] = pushes;
            now.push(s);
          }
          continue;
        }
        const beyond = stepFrom(b, letter);
        if (blocked(beyond) || beyond === p) continue;
        const s = beyond * size + b;
        if (cost[s]! < 0) {
          cost[s] = pushes + 1;
          next.push(s);
        }
      }
    }
    now = next;
  }
  return best;
}

/** Rows of one to three boxes, as many goals, and one or two pushers on a small board with or without walls. */
const board = fc
  .record({
    width: fc.integer({ min: 3, max: 8 }),
    height: fc.integer({ min: 2, max: 6 }),
    walls: fc.array(fc.nat(7), { minLength: 48, maxLength: 48 }),
    density: fc.nat(3),
    boxes: fc.integer({ min: 1, max: 3 }),
    pushers: fc.integer({ min: 1, max: 2 }),
    order: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
  })
  .map(({ width, height, walls, density, boxes, pushers, order }): Board | null => {
    const size = width * height;
    const cells: string[] = [];
    // From no walls at all (every side of a box in one block) to three cells in eight.
    for (let c = 0; c < size; c++) cells.push(walls[c]! < density ? '#' : ' ');
    const floor = cells.flatMap((ch, c) => (ch === ' ' ? [c] : []));
    // Pushers, boxes and goals each on a floor cell of their own (a goal may carry a box), taken by `order`.
    const take = (k: number): number => floor.splice(order[k]! % floor.length, 1)[0]!;
    if (floor.length < pushers + boxes * 2) return null;
    for (let k = 0; k < pushers; k++) cells[take(k)] = '@';
    for (let k = 0; k < boxes; k++) cells[take(2 + k)] = '$';
    for (let k = 0; k < boxes; k++) cells[take(5 + k)] = '.';
    const rows: string[] = [];
    for (let y = 0; y < height; y++) rows.push(cells.slice(y * width, (y + 1) * width).join(''));
    return { rows, width, height };
  })
  .filter((b): b is Board => b !== null);

describe('pushPath against a brute-force search', () => {
  it.each([gridTopology, twinLetters])('on $name boards, brings a box to every cell the search reaches, with its fewest pushes, and nowhere else', (topology) => {
    fc.assert(
      fc.property(board, fc.nat(), (b, pick) => {
        const { level, problems } = buildLevel(b.rows, topology);
        expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
        const l = level!;
        const start = startPosition(l);
        const boxes = Array.from(start.boxes);
        const boxCell = boxes[pick % boxes.length]!;
        const pushers = Array.from(start.pushers);
        const best = fewestPushes(b, topology, boxCell, pushers[0]!);
        for (let target = 0; target < b.width * b.height; target++) {
          const path = pushPath(l, start, boxCell, target);
          if (best[target]! < 0) {
            expect(path, `to ${target}`).toBeNull();
            continue;
          }
          expect(path, `to ${target}`).not.toBeNull();
          const { result, position } = replayWithPosition(l, path!);
          expect(result, `${path} to ${target}`).toMatchObject({ legal: true, pushes: best[target] });
          expect(Array.from(position.boxes), path!).toEqual(boxes.map((c) => (c === boxCell ? target : c)));
          expect(Array.from(position.pushers).slice(1), path!).toEqual(pushers.slice(1));
        }
      }),
      {
        numRuns: 300,
        // A box pushed right, then up against the board's top edge: the second push up is refused, and must not
        // be taken for a push to wherever the last push before it went.
        examples: [[{ rows: ['@#. # ##', ' $     #', '   #   #', '       #'], width: 8, height: 4 }, 0]],
      },
    );
  });
});
