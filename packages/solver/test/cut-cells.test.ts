/**
 * The one-pass walk of the pusher's area (`CutCells.flood`) against plain
 * flood fills: the same area and smallest cells, and cut cells and pieces
 * that match what taking each cell out really does. Every tiling.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AreaLabels, CutCells } from '../src/pusher-regions.js';
import { levelOf, TOPOLOGIES } from './boards.js';
import { floorCells, mark, pick, wallBoard } from './random-boards.js';

describe('CutCells.flood', () => {
  for (const topology of TOPOLOGIES) {
    it(`matches flood fills on ${topology.name}`, () => {
      const arb = fc.tuple(wallBoard(topology, 7, 6), fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), fc.nat({ max: 5 }));
      fc.assert(
        fc.property(arb, ([board, picks, extra]) => {
          const cells = floorCells(board);
          if (cells.length < 2) return;
          const [pusher, box, ...others] = pick(cells, picks, 2 + extra);
          const level = levelOf(mark(board, new Map([[pusher!, '@'], [box!, '*']])), topology);
          const floor = new Uint8Array(level.size);
          for (let c = 0; c < level.size; c++) floor[c] = level.isCell[c] === 1 && level.wall[c] === 0 && level.outside[c] === 0 ? 1 : 0;
          if (floor[pusher!] === 0) return;
          const boxAt = new Int32Array(level.size);
          [box!, ...others].forEach((c, i) => (boxAt[c] = i + 1));
          const D = level.directionCount;
          const walked = new AreaLabels(floor, level.neighbours, D);
          const cuts = new CutCells(level.size, level.neighbours, D);
          walked.reset();
          cuts.flood(walked, pusher!, boxAt);
          const plain = new AreaLabels(floor, level.neighbours, D);
          plain.reset();
          plain.areaOf(pusher!, boxAt);
          const area = Array.from(plain.cells.subarray(0, plain.start[1]!)).sort((x, y) => x - y);
          expect(Array.from(walked.cells.subarray(0, walked.start[1]!)).sort((x, y) => x - y)).toEqual(area);
          expect(walked.areaMin[0]).toBe(area[0]);
          expect(cuts.secondSmallest).toBe(area[1] ?? 0x7fffffff);
          for (const t of area) {
            // Take t out: the pieces left, by flood fill.
            boxAt[t] = -1;
            const pieces = new AreaLabels(floor, level.neighbours, D);
            pieces.reset();
            for (const c of area) if (c !== t) pieces.areaOf(c, boxAt);
            boxAt[t] = 0;
            expect(cuts.has(t)).toBe(pieces.count > 1);
            if (!cuts.has(t)) continue;
            for (const y of area) {
              if (y === t) continue;
              const w = cuts.pieceOf(walked, t, y);
              const piece = pieces.label[y]!;
              for (const z of area) {
                if (z === t || z === y) continue;
                expect(cuts.pieceOf(walked, t, z) === w).toBe(pieces.label[z] === piece);
              }
              if (w >= 0) expect(cuts.subtreeMin[w]).toBe(pieces.areaMin[piece]);
            }
          }
        }),
        { numRuns: 25 },
      );
    });
  }
});
