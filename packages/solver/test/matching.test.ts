/**
 * The matching behind the lower bound: the Hungarian method against every
 * assignment tried by brute force, and the one-row update the search uses
 * after each push against a fresh solution of the changed matrix.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Assignment, NO_EDGE } from '../src/matching.js';

/** The least total over every assignment of rows to distinct columns, by trying them all. */
function bruteForce(cost: Int32Array, n: number, m: number): number {
  let best = Infinity;
  const used = new Uint8Array(m);
  const go = (i: number, sum: number): void => {
    if (i === n) {
      best = Math.min(best, sum);
      return;
    }
    for (let j = 0; j < m; j++) {
      if (used[j] === 1) continue;
      used[j] = 1;
      go(i + 1, sum + cost[i * m + j]!);
      used[j] = 0;
    }
  };
  go(0, 0);
  return best;
}

const matrices = fc
  .record({ n: fc.integer({ min: 1, max: 5 }), extra: fc.integer({ min: 0, max: 2 }) })
  .chain(({ n, extra }) =>
    fc.record({
      n: fc.constant(n),
      m: fc.constant(n + extra),
      // Some pairs cannot be matched at all (NO_EDGE), as when a box cannot reach a goal.
      cells: fc.array(fc.oneof(fc.integer({ min: 0, max: 12 }), fc.constant(NO_EDGE)), { minLength: n * (n + extra), maxLength: n * (n + extra) }),
      row: fc.nat(n - 1),
      newRow: fc.array(fc.oneof(fc.integer({ min: 0, max: 12 }), fc.constant(NO_EDGE)), { minLength: n + extra, maxLength: n + extra }),
    }),
  );

describe('Assignment', () => {
  it('finds the cheapest assignment, square or with spare columns', () => {
    fc.assert(
      fc.property(matrices, ({ n, m, cells }) => {
        const cost = Int32Array.from(cells);
        expect(new Assignment(n, m).solve(cost)).toBe(bruteForce(cost, n, m));
      }),
      { numRuns: 300 },
    );
  });

  it('after one row changes, one augmenting path from the saved solution gives the new optimum', () => {
    fc.assert(
      fc.property(matrices, ({ n, m, cells, row, newRow }) => {
        const cost = Int32Array.from(cells);
        const a = new Assignment(n, m);
        a.solve(cost);
        a.save();
        cost.set(newRow, row * m);
        expect(a.resolveRow(cost, row)).toBe(bruteForce(cost, n, m));
        // The saved solution is still there for the next row change.
        cost.set(cells.slice(row * m, row * m + m), row * m);
        expect(a.resolveRow(cost, row)).toBe(bruteForce(cost, n, m));
      }),
      { numRuns: 500 },
    );
  });

  it('after several rows change, one path per row from the saved solution gives the new optimum', () => {
    fc.assert(
      fc.property(matrices, fc.array(fc.nat(), { maxLength: 4 }), fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 40, maxLength: 40 }), ({ n, m, cells }, picks, fresh) => {
        const cost = Int32Array.from(cells);
        const a = new Assignment(n, m);
        a.solve(cost);
        a.save();
        const rows = Int32Array.from(new Set(picks.map((x) => x % n)));
        rows.forEach((r, i) => cost.set(fresh.slice(i * m, i * m + m), r * m));
        expect(a.resolveRows(cost, rows, rows.length)).toBe(bruteForce(cost, n, m));
      }),
      { numRuns: 500 },
    );
  });

  it('a row whose column stays cheapest keeps it: the other rows are not disturbed', () => {
    // Rows 0 and 1 of [[1, 4], [2, 2]] take columns 0 and 1: 1 + 2 = 3.
    const cost = Int32Array.from([1, 4, 2, 2]);
    const a = new Assignment(2, 2);
    expect(a.solve(cost)).toBe(3);
    a.save();
    // Row 0 gets cheaper on its own column: 0 + 2 = 2.
    cost.set([0, 5], 0);
    expect(a.resolveRow(cost, 0)).toBe(2);
    // Row 0 gets dearer on its own column but it is still the better one (3 + 2 = 5 against 4 + 2 = 6).
    cost.set([3, 4], 0);
    expect(a.resolveRow(cost, 0)).toBe(5);
    // Now column 1 is better for row 0 and row 1 moves over: 4 + 2 = 6 against 9 + 2 = 11.
    cost.set([9, 4], 0);
    expect(a.resolveRow(cost, 0)).toBe(6);
  });

  it('a row changed by one step on each cost, as a push changes a box\'s distances, gets the new optimum', () => {
    fc.assert(
      fc.property(matrices, fc.array(fc.integer({ min: -1, max: 1 }), { minLength: 7, maxLength: 7 }), ({ n, m, cells, row }, steps) => {
        const cost = Int32Array.from(cells);
        const a = new Assignment(n, m);
        a.solve(cost);
        a.save();
        for (let j = 0; j < m; j++) if (cost[row * m + j]! < NO_EDGE) cost[row * m + j] = Math.max(0, cost[row * m + j]! + steps[j]!);
        expect(a.resolveRow(cost, row)).toBe(bruteForce(cost, n, m));
      }),
      { numRuns: 500 },
    );
  });

  it('a worked example: the changed row takes the column another row gives up', () => {
    // Rows 0 and 1 both prefer column 0; row 0 holds it (1 + 2 = 3 beats 2 + 4 = 6).
    const cost = Int32Array.from([1, 4, 2, 2]);
    const a = new Assignment(2, 2);
    expect(a.solve(cost)).toBe(3);
    a.save();
    // Row 0 now costs 9 on column 0 and 0 on column 1: the best is 0 + 2 = 2, row 1 moving to column 0.
    cost.set([9, 0], 0);
    expect(a.resolveRow(cost, 0)).toBe(2);
  });
});
