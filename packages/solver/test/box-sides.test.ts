/**
 * The sides of a box and the push distances that follow the pusher's side:
 * sides checked against flood fills with the box's cell taken out, the
 * distances against core's rules played out by brute force, on every
 * tiling, and hand-worked boards where the pusher's side changes the
 * answer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startPosition } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { analyzeLevel, solveSync } from '../src/index.js';
import { AreaLabels } from '../src/pusher-regions.js';
import { Search } from '../src/search.js';
import { at, levelOf, TOPOLOGIES } from './boards.js';
import { fewestPushes } from './brute-force.js';
import { floorCells, mark, pick, wallBoard } from './random-boards.js';

describe('the sides of a box', () => {
  for (const topology of TOPOLOGIES) {
    it(`put two cells on one side exactly when they are joined without the box's cell, on ${topology.name}`, () => {
      const arb = fc.tuple(wallBoard(topology, 6, 5), fc.array(fc.nat(), { minLength: 2, maxLength: 2 }));
      fc.assert(
        fc.property(arb, ([board, picks]) => {
          const cells = floorCells(board);
          if (cells.length < 2) return;
          const [pusher, box] = pick(cells, picks, 2);
          const level = levelOf(mark(board, new Map([[pusher!, '@'], [box!, '*']])), topology);
          const { floor, sides } = analyzeLevel(level);
          const floorList = [];
          for (let c = 0; c < level.size; c++) if (floor[c] === 1) floorList.push(c);
          const pieces = new AreaLabels(floor, level.neighbours, level.directionCount);
          const boxAt = new Int32Array(level.size);
          const wrong: string[] = [];
          let most = 1;
          for (const c of floorList) {
            boxAt[c] = 1;
            pieces.reset();
            const others = floorList.filter((p) => p !== c);
            for (const p of others) if (!(sides.side(c, p) >= 0 && sides.side(c, p) < sides.stride)) wrong.push(`box ${c}: side ${sides.side(c, p)} of ${p}`);
            // Each cell's piece, by flood fill; two cells share a side exactly when they share a piece.
            for (const p of others) pieces.areaOf(p, boxAt);
            for (const p of others) {
              for (const q of others) if ((sides.side(c, p) === sides.side(c, q)) !== (pieces.label[p] === pieces.label[q])) wrong.push(`box ${c}: ${p}, ${q}`);
            }
            // Sides are numbered from 0 with none left out, so a cell that cuts nothing gives every cell side 0.
            const used = [...new Set(others.map((p) => sides.side(c, p)))].sort((x, y) => x - y);
            if (used.join() !== used.map((_, i) => i).join()) wrong.push(`box ${c}: sides ${used.join()}`);
            most = Math.max(most, used.length);
            boxAt[c] = 0;
          }
          expect(wrong).toEqual([]);
          // Tables hold one entry per side of the cell with the most.
          expect(sides.stride).toBe(most);
        }),
        { numRuns: 25 },
      );
    });
  }

  it('a junction of three corridors has three sides; a cell of a room has one', () => {
    const level = levelOf(['#######', '#     #', '### ###', '###@###', '#.#$###', '#######'], sokobanTopology);
    const { sides } = analyzeLevel(level);
    const junction = at(level, 3, 1);
    const arms = [at(level, 1, 1), at(level, 5, 1), at(level, 3, 3)].map((p) => sides.side(junction, p));
    expect(new Set(arms).size).toBe(3);
    // The far end of each arm is on the side of its near end.
    expect(sides.side(junction, at(level, 2, 1))).toBe(arms[0]);
    expect(sides.side(junction, at(level, 4, 1))).toBe(arms[1]);
    expect(sides.side(junction, at(level, 3, 2))).toBe(arms[2]);
    // No cell has more than the junction's three sides: tables need three entries per cell.
    expect(sides.stride).toBe(3);
    // The end of a corridor cuts nothing off.
    expect(sides.side(at(level, 1, 1), at(level, 5, 1))).toBe(sides.side(at(level, 1, 1), at(level, 3, 3)));
  });

  it('gives side 0 to a cell of another area, whose walk times could fall in a piece of the box\'s cell', () => {
    // Two rooms no pusher walks between, a pusher in each. The top corridor's middle cell (2,1) splits it in two: (1,1)
    // on one side, (3,1) on the other. The bottom room's cells are in another area: side 0 whatever their walk times.
    const level = levelOf(['#####', '#@ $#', '#####', '#.@.#', '#$  #', '#####'], sokobanTopology);
    const { sides } = analyzeLevel(level);
    const middle = at(level, 2, 1);
    expect(sides.side(middle, at(level, 1, 1))).not.toBe(sides.side(middle, at(level, 3, 1)));
    for (const p of [at(level, 1, 3), at(level, 2, 3), at(level, 3, 3), at(level, 1, 4), at(level, 2, 4), at(level, 3, 4)]) expect(sides.side(middle, p)).toBe(0);
  });
});

describe('push distances on the pusher\'s side', () => {
  for (const topology of TOPOLOGIES) {
    it(`equal the fewest pushes of a lone box played out by core's rules, on ${topology.name}`, () => {
      const arb = fc.tuple(wallBoard(topology, 5, 4), fc.array(fc.nat(), { minLength: 3, maxLength: 3 }));
      fc.assert(
        fc.property(arb, ([board, picks]) => {
          const cells = floorCells(board);
          if (cells.length < 3) return;
          const [pusher, box, goal] = pick(cells, picks, 3);
          const level = levelOf(mark(board, new Map([[pusher!, '@'], [box!, '$'], [goal!, '.']])), topology);
          const a = analyzeLevel(level);
          const expected = fewestPushes(level);
          const found = a.sideDistance[0]![box! * a.sides.stride + a.sides.side(box!, pusher!)];
          expect(found).toBe(expected);
          // Never below the distance with the pusher anywhere.
          if (expected !== -1) expect(found).toBeGreaterThanOrEqual(a.pushDistance[0]![box!]!);
        }),
        { numRuns: 60 },
      );
    });
  }

  // Two rooms joined by a doorway on (4,2), the box in it, the goal on (1,2) in the left room with the pusher. With the
  // pusher anywhere, three pushes left. From the left the pusher can only push right: the box to (6,2), two pushes (on
  // (5,2) it would still block the doorway the pusher stands in), then round by row 1 to (7,2) and five pushes left: 7.
  const doorway = ['#########', '#   #   #', '#.@ $   #', '#   #   #', '#########'];

  it('a box in a doorway, the pusher on the goal\'s side: 7 pushes, not 3', () => {
    const level = levelOf(doorway, sokobanTopology);
    const a = analyzeLevel(level);
    const box = at(level, 4, 2);
    expect(a.pushDistance[0]![box]).toBe(3);
    expect(a.sideDistance[0]![box * a.sides.stride + a.sides.side(box, at(level, 2, 2))]).toBe(7);
    // From the right room, three.
    expect(a.sideDistance[0]![box * a.sides.stride + a.sides.side(box, at(level, 6, 2))]).toBe(3);
  });

  it('the search starts from that bound and proves 7 the fewest pushes', () => {
    const level = levelOf(doorway, sokobanTopology);
    const search = new Search(level, analyzeLevel(level), startPosition(level), true, 1 << 24);
    expect(search.store.h(0)).toBe(7);
    const r = solveSync(level, { optimize: 'pushes' });
    expect([r.status, r.pushes, r.optimal]).toEqual(['solved', 7, true]);
  });
});
