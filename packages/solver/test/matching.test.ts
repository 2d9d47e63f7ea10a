/**
 * The matching behind the lower bound: the Hungarian method against every
 * assignment tried by brute force, the one-row update the search uses
 * after each push against a fresh solution of the changed matrix, and the
 * matching carried from one state to the next, which must refill only the
 * rows of boxes that changed.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { Assignment, CarriedMatching, NO_EDGE } from '../src/matching.js';

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

/** Matrices of one shape in a row, as the frozen sets and states of a search bring them: each solved from the last. */
const sequences = fc
  .record({ n: fc.integer({ min: 1, max: 5 }), extra: fc.integer({ min: 0, max: 2 }), steps: fc.integer({ min: 1, max: 4 }) })
  .chain(({ n, extra, steps }) =>
    fc.record({
      n: fc.constant(n),
      m: fc.constant(n + extra),
      list: fc.array(fc.array(fc.oneof(fc.integer({ min: 0, max: 12 }), fc.constant(NO_EDGE)), { minLength: n * (n + extra), maxLength: n * (n + extra) }), {
        minLength: steps + 1,
        maxLength: steps + 1,
      }),
    }),
  );

describe('Assignment.resolveAll', () => {
  it('gives the optimum of any matrix from the solution saved for another, again and again', () => {
    fc.assert(
      fc.property(sequences, ({ n, m, list }) => {
        const a = new Assignment(n, m);
        const first = Int32Array.from(list[0]!);
        expect(a.solve(first)).toBe(bruteForce(first, n, m));
        a.save();
        for (const cells of list.slice(1)) {
          const cost = Int32Array.from(cells);
          expect(a.resolveAll(cost)).toBe(bruteForce(cost, n, m));
          a.save();
        }
      }),
      { numRuns: 400 },
    );
  });

  it('gives the optimum with nothing saved yet, and after every pair the saved solution held changed', () => {
    fc.assert(
      fc.property(sequences, ({ n, m, list }) => {
        const a = new Assignment(n, m);
        const cost = Int32Array.from(list[0]!);
        expect(a.resolveAll(cost)).toBe(bruteForce(cost, n, m));
        a.save();
        // Every cost up by 1 to 3, as walls lengthen push distances: no saved pair need stay tight.
        const dearer = cost.map((c, k) => (c >= NO_EDGE ? c : c + 1 + (k % 3)));
        expect(a.resolveAll(dearer)).toBe(bruteForce(dearer, n, m));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the saved pairs that stay tight and gives a row its cheapest free column without a path', () => {
    // [[1, 4], [3, 2]]: solved one row at a time, two paths; the columns' potentials stay 0 and each row's is its
    // least cost, so reduced costs are the costs themselves. Rows take columns 0 and 1.
    const a = new Assignment(2, 2);
    expect(a.solve(Int32Array.from([1, 4, 3, 2]))).toBe(3);
    expect(a.paths).toBe(2);
    a.save();
    // The same costs, and each row raised by a constant: every saved pair stays cheapest in its row. No path.
    expect(a.resolveAll(Int32Array.from([1, 4, 3, 2]))).toBe(3);
    expect(a.resolveAll(Int32Array.from([6, 9, 4, 3]))).toBe(9);
    expect(a.paths).toBe(2);
    // The rows' costs swapped: each saved pair is no longer its row's cheapest, so both are given up; row 0's
    // cheapest column is 1 and row 1's is 0, both free then: 1 + 2 = 3 without a path.
    expect(a.resolveAll(Int32Array.from([4, 1, 2, 3]))).toBe(3);
    expect(a.paths).toBe(2);
    // Both rows cheapest on column 0: row 0 takes it, row 1 needs a path (to column 1): 1 + 5 = 6, or 2 + 4.
    expect(a.resolveAll(Int32Array.from([1, 4, 2, 5]))).toBe(6);
    expect(a.paths).toBe(3);
  });

  it('worked examples: a pair that stays tight is kept, one that does not is given up, and the least total found', () => {
    // [[1, 4], [3, 2]]: rows take columns 0 and 1, 1 + 2 = 3.
    const a = new Assignment(2, 2);
    expect(a.solve(Int32Array.from([1, 4, 3, 2]))).toBe(3);
    a.save();
    // Row 1 now dearer on its column than on row 0's: [[1, 4], [3, 9]]. Both ways: 1 + 9 = 10 or 4 + 3 = 7.
    expect(a.resolveAll(Int32Array.from([1, 4, 3, 9]))).toBe(7);
    // From the same saved solution, both rows swapped in cost: [[4, 1], [2, 3]]: 1 + 2 = 3 by the other pairs.
    expect(a.resolveAll(Int32Array.from([4, 1, 2, 3]))).toBe(3);
    // One column closed to both rows: no assignment without a NO_EDGE pair.
    expect(a.resolveAll(Int32Array.from([NO_EDGE, 1, NO_EDGE, 2]))).toBeGreaterThanOrEqual(NO_EDGE);
    // More rows than columns.
    expect(new Assignment(3, 2).resolveAll(Int32Array.from([1, 2, 3, 4, 5, 6]))).toBe(NO_EDGE);
  });
});

describe('Assignment shortcuts', () => {
  it('more rows than columns cannot all be assigned', () => {
    const cost = Int32Array.from([1, 2, 3]);
    const a = new Assignment(3, 1);
    expect(a.solve(cost)).toBe(NO_EDGE);
    expect(a.resolveRow(cost, 0)).toBe(NO_EDGE);
    expect(a.resolveRows(cost, Int32Array.from([0, 1]), 2)).toBe(NO_EDGE);
  });

  it('a row whose column stays cheapest needs no augmenting path; one that loses it does', () => {
    // Two rows, three columns: [[1, 4, 6], [2, 2, 5]]; rows 0 and 1 take columns 0 and 1, 1 + 2 = 3.
    const cost = Int32Array.from([1, 4, 6, 2, 2, 5]);
    const a = new Assignment(2, 3);
    expect(a.solve(cost)).toBe(3);
    a.save();
    const paths = vi.spyOn(a, 'resolveRows');
    // Row 1 cheaper on its own column: its reduced cost there drops, the others stay, so it stays least: 1 + 1 = 2.
    cost.set([2, 1, 5], 3);
    expect(a.resolveRow(cost, 1)).toBe(2);
    // Row 1 dearer on a column it does not hold: its own stays least: 1 + 2 = 3.
    cost.set([2, 2, 9], 3);
    expect(a.resolveRow(cost, 1)).toBe(3);
    expect(paths).not.toHaveBeenCalled();
    // Row 1 now far cheaper on the spare column 2: 1 + 0 = 1 beats the saved pairs' 1 + 3, so a path must be found.
    cost.set([2, 3, 0], 3);
    expect(a.resolveRow(cost, 1)).toBe(1);
    expect(paths).toHaveBeenCalledTimes(1);
  });
});

describe('CarriedMatching', () => {
  // Boxes on cells of a line, goals on cells 0, 4 and 9; a box's cost is its distance to the goal, plus 100 per unit
  // of its tag (what else its row depends on).
  const goals = [0, 4, 9];
  const costOf = (cell: number, tag: number, goal: number): number => Math.abs(cell - goals[goal]!) + 100 * tag;
  const setup = () => {
    const assignment = new Assignment(3, 3);
    const cost = new Int32Array(9);
    const carried = new CarriedMatching(assignment, cost, 3, 20);
    const fills: number[] = [];
    const match = (cells: number[], tags = [0, 0, 0]): number => {
      const at = Int32Array.from(cells);
      carried.match(
        at,
        (i) => tags[i]!,
        (row, i) => {
          fills.push(cells[i]!);
          for (let g = 0; g < 3; g++) cost[row * 3 + g] = costOf(cells[i]!, tags[i]!, g);
        },
      );
      // The total of the solution it saved: a row put back as it was keeps its column, so no path is needed.
      const row = carried.slotRow[0]!;
      return assignment.resolveRow(cost, row);
    };
    const expected = (cells: number[], tags = [0, 0, 0]): number => {
      const fresh = Int32Array.from({ length: 9 }, (_, k) => costOf(cells[Math.floor(k / 3)]!, tags[Math.floor(k / 3)]!, k % 3));
      return bruteForce(fresh, 3, 3);
    };
    return { assignment, carried, fills, match, expected };
  };

  it('fills every row first, then only the rows of boxes that moved, and matches as a fresh solution would', () => {
    const { fills, match, expected } = setup();
    expect(match([1, 5, 8])).toBe(expected([1, 5, 8]));
    expect(fills).toEqual([1, 5, 8]);
    fills.length = 0;
    expect(match([1, 6, 8])).toBe(expected([1, 6, 8]));
    expect(fills).toEqual([6]);
    fills.length = 0;
    // The same boxes in another order (slots are renumbered as the search sorts them): nothing to refill.
    expect(match([8, 1, 6])).toBe(expected([8, 1, 6]));
    expect(fills).toEqual([]);
    // A box moved far: the others keep their rows, the new cost is matched.
    expect(match([8, 1, 3])).toBe(expected([8, 1, 3]));
    expect(fills).toEqual([3]);
  });

  it('refills a box whose tag changed though its cell did not, and keeps two boxes on one cell apart by tag', () => {
    const { fills, match, expected } = setup();
    match([1, 5, 8]);
    fills.length = 0;
    expect(match([1, 5, 8], [0, 1, 0])).toBe(expected([1, 5, 8], [0, 1, 0]));
    expect(fills).toEqual([5]);
    fills.length = 0;
    expect(match([5, 5, 8], [0, 1, 0])).toBe(expected([5, 5, 8], [0, 1, 0]));
    expect(fills).toEqual([5]);
  });

  it('puts every row back from the saved potentials when more than half the boxes changed, and solves afresh after 4096 matchings in a row', () => {
    const { assignment, match, expected } = setup();
    const solve = vi.spyOn(assignment, 'solve');
    const all = vi.spyOn(assignment, 'resolveAll');
    const paths = vi.spyOn(assignment, 'resolveRows');
    const calls = () => [solve.mock.calls.length, all.mock.calls.length, paths.mock.calls.length];
    // The first state: every row is new, more than half.
    expect(match([1, 5, 8])).toBe(expected([1, 5, 8]));
    expect(calls()).toEqual([0, 1, 0]);
    // One box of three: a path. Two of three: more than half, every row put back.
    expect(match([2, 5, 8])).toBe(expected([2, 5, 8]));
    expect(calls()).toEqual([0, 1, 1]);
    expect(match([3, 6, 8])).toBe(expected([3, 6, 8]));
    expect(calls()).toEqual([0, 2, 1]);
    // Nothing changed: none of them.
    match([3, 6, 8]);
    expect(calls()).toEqual([0, 2, 1]);
    // One box back and forth: paths, until the 4096th matching in a row solves afresh. Every call counts, the one
    // with nothing changed too: four so far, so the loop's 4092nd call (k = 4093) is the 4096th; the loop's last three
    // calls count from 1 again.
    for (let k = 2; k <= 4096; k++) match([k % 2 === 0 ? 2 : 3, 6, 8]);
    expect(calls()).toEqual([1, 2, 1 + 4091 + 3]);
    expect(match([3, 6, 8])).toBe(expected([3, 6, 8]));
    expect(calls()).toEqual([1, 2, 1 + 4095]);
  });

  it('counts its bytes: the assignment\'s arrays, the cost matrix, and its rows\' and cells\' arrays', () => {
    const { assignment, carried } = setup();
    // Three columns, arrays of four: potentials, path minima and saved potentials (five of 8 bytes a column), the
    // match, the path, the saved match, each row's column and cheapest column (five of 4), the marks (one of 1).
    expect(assignment.bytes()).toBe(5 * 8 * 4 + 5 * 4 * 4 + 4);
    // The 3-by-3 cost matrix (4 bytes each); slot rows, row cells, row tags, changed rows (4 each, per row); kept
    // marks (1 per row); a row and a stamp per cell of the 20 (4 each).
    expect(carried.bytes()).toBe(assignment.bytes() + 9 * 4 + 4 * 3 * 4 + 3 + 2 * 20 * 4);
  });

  it('forgets every row on request, after the cost matrix was written elsewhere', () => {
    const { carried, fills, match } = setup();
    match([1, 5, 8]);
    fills.length = 0;
    carried.forget();
    match([1, 5, 8]);
    expect(fills).toEqual([1, 5, 8]);
  });
});
