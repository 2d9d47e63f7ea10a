/**
 * Matching boxes to goals. Every box must end on a goal of its own, so a
 * position whose boxes cannot all be given distinct reachable goals is dead
 * (a bipartite deadlock), and the cheapest such assignment by lone-box push
 * distances is a lower bound on the pushes still needed: each box needs at
 * least its own distance to whichever goal it ends on.
 */

/** Cost of a box–goal pair that cannot be matched: larger than any real sum of push distances. */
export const NO_EDGE = 2 ** 30;

/**
 * Minimum-cost assignment of `n` rows to distinct columns out of `m >= n`:
 * the Hungarian method with potentials, on the square `m`-by-`m` problem
 * (rows past `n` cost 0 everywhere). Square, because then the potentials
 * of a solved problem stay valid when one row's costs change: putting that
 * row back takes one augmenting path, O(m²), instead of a new O(m³)
 * solution (see {@link Assignment.resolveRow}). Scratch arrays are kept
 * between calls so the search allocates nothing per position.
 */
export class Assignment {
  private readonly u: Float64Array;
  private readonly v: Float64Array;
  private readonly match: Int32Array;
  private readonly way: Int32Array;
  private readonly minv: Float64Array;
  private readonly used: Uint8Array;
  private readonly savedU: Float64Array;
  private readonly savedV: Float64Array;
  private readonly savedMatch: Int32Array;
  private readonly one = new Int32Array(1);
  /** Scratch for {@link resolveAll}: each row's column, and a column of its least reduced cost. */
  private readonly columnOf: Int32Array;
  private readonly cheapest: Int32Array;

  constructor(readonly rows: number, readonly columns: number) {
    const size = columns + 1;
    this.u = new Float64Array(size);
    this.v = new Float64Array(size);
    this.match = new Int32Array(size);
    this.way = new Int32Array(size);
    this.minv = new Float64Array(size);
    this.used = new Uint8Array(size);
    this.savedU = new Float64Array(size);
    this.savedV = new Float64Array(size);
    this.savedMatch = new Int32Array(size);
    this.columnOf = new Int32Array(size);
    this.cheapest = new Int32Array(size);
  }

  /** Bytes held. */
  bytes(): number {
    const arrays = [this.u, this.v, this.match, this.way, this.minv, this.used, this.savedU, this.savedV, this.savedMatch, this.columnOf, this.cheapest];
    return arrays.reduce((sum, a) => sum + a.byteLength, 0);
  }

  /**
   * The least total of `cost[i * columns + j]` over assignments of every row
   * to a distinct column, or {@link NO_EDGE} or more when every assignment
   * uses a pair marked {@link NO_EDGE}.
   */
  solve(cost: Int32Array): number {
    const m = this.columns;
    if (this.rows > m) return NO_EDGE;
    this.u.fill(0);
    this.v.fill(0);
    this.match.fill(0);
    for (let i = 1; i <= m; i++) this.augment(cost, i);
    return this.total(cost);
  }

  /** Keeps the last solution, for {@link resolveRow}. */
  save(): void {
    this.savedU.set(this.u);
    this.savedV.set(this.v);
    this.savedMatch.set(this.match);
  }

  /**
   * The least total when `cost` differs from the one solved before
   * {@link save} in row `row` alone: the saved solution without that row,
   * and one augmenting path from it. The other rows' potentials still bound
   * their costs and are tight on their pairs, which is all the method needs
   * in a square problem.
   */
  resolveRow(cost: Int32Array, row: number): number {
    const { rows: n, columns: m, savedV: v, savedMatch: p } = this;
    if (n > m) return NO_EDGE;
    // When the row's saved column is still among its cheapest against the
    // other columns' potentials, the saved matching stays optimal: lowering
    // the row's own potential to that least reduced cost keeps every pair
    // within its cost and the row's pair tight. A push that moves a box
    // along its way to its goal mostly keeps that goal, so this O(m) test
    // saves most augmenting paths.
    const i = row + 1;
    const base = row * m;
    let own = 0;
    let least = Infinity;
    for (let j = 1; j <= m; j++) {
      if (p[j] === i) own = j;
      const reduced = cost[base + j - 1]! - v[j]!;
      if (reduced < least) least = reduced;
    }
    if (own > 0 && cost[base + own - 1]! - v[own]! === least) {
      let total = 0;
      for (let j = 1; j <= m; j++) {
        const k = p[j]!;
        if (k >= 1 && k <= n) total += cost[(k - 1) * m + j - 1]!;
      }
      return total;
    }
    this.one[0] = row;
    return this.resolveRows(cost, this.one, 1);
  }

  /**
   * As {@link resolveRow} for the first `count` rows listed in `rows`: each
   * is taken out of the saved solution and put back along its own
   * augmenting path. The rows left alone keep valid potentials, so a
   * position that differs from the last one solved in a few boxes costs a
   * few paths.
   */
  resolveRows(cost: Int32Array, rows: Int32Array, count: number): number {
    if (this.rows > this.columns) return NO_EDGE;
    this.u.set(this.savedU);
    this.v.set(this.savedV);
    const p = this.match;
    p.set(this.savedMatch);
    for (let r = 0; r < count; r++) {
      const i = rows[r]! + 1;
      for (let j = 1; j <= this.columns; j++) {
        if (p[j] === i) {
          p[j] = 0;
          break;
        }
      }
    }
    for (let r = 0; r < count; r++) this.augment(cost, rows[r]! + 1);
    return this.total(cost);
  }

  /**
   * The least total when any rows of `cost` may differ from the one solved
   * before {@link save}, from that solution's column potentials. Each row's
   * potential is set to its least reduced cost against them, which keeps
   * every pair within its cost whatever the row now holds; a saved pair that
   * is no longer tight is undone; a row left without a column takes a free
   * one of its least reduced cost, else an augmenting path. Similar problems
   * (a box frozen, the walls it makes lengthening other boxes' ways, or a
   * state far from the last one matched) then cost a few paths instead of a
   * new solution's one per row.
   */
  resolveAll(cost: Int32Array): number {
    const { rows: n, columns: m, u, v, match: p, columnOf, cheapest } = this;
    if (n > m) return NO_EDGE;
    u.set(this.savedU);
    v.set(this.savedV);
    p.set(this.savedMatch);
    columnOf.fill(0);
    for (let j = 1; j <= m; j++) columnOf[p[j]!] = j;
    for (let i = 1; i <= m; i++) {
      // Rows past n cost 0 everywhere: with the column potentials unchanged, a saved pair of theirs stays tight.
      const base = (i - 1) * m;
      let least = Infinity;
      let at = 0;
      for (let j = 1; j <= m; j++) {
        const reduced = (i <= n ? cost[base + j - 1]! : 0) - v[j]!;
        if (reduced < least) {
          least = reduced;
          at = j;
        }
      }
      u[i] = least;
      cheapest[i] = at;
      const own = columnOf[i]!;
      if (own > 0 && (i <= n ? cost[base + own - 1]! : 0) - v[own]! !== least) {
        p[own] = 0;
        columnOf[i] = 0;
      }
    }
    for (let i = 1; i <= m; i++) {
      if (columnOf[i]! > 0 || p[cheapest[i]!] !== 0) continue;
      p[cheapest[i]!] = i;
      columnOf[i] = cheapest[i]!;
    }
    for (let i = 1; i <= m; i++) if (columnOf[i] === 0) this.augment(cost, i);
    return this.total(cost);
  }

  private total(cost: Int32Array): number {
    const { match: p, rows: n, columns: m } = this;
    let total = 0;
    for (let j = 1; j <= m; j++) {
      const i = p[j]!;
      if (i >= 1 && i <= n) total += cost[(i - 1) * m + j - 1]!;
    }
    return total;
  }

  /** Augmenting paths found so far: the work the shortcuts save is counted here. */
  paths = 0;

  /**
   * Adds row `i` (1-based) to the assignment along a shortest augmenting
   * path; column 0 is the path's virtual start. `minv` holds each column's
   * shortest distance found so far, measured from the start rather than from
   * the column reached last, and the potentials of the columns reached (and
   * of their rows) move once, when the path ends, by how far it went past
   * each. The method as usually written moves them, and lowers every other
   * column's distance, at each step: the same matching and potentials, for
   * a second loop over the columns per step.
   */
  private augment(cost: Int32Array, i: number): void {
    this.paths++;
    const n = this.rows;
    const m = this.columns;
    const { u, v, match: p, way, minv, used } = this;
    p[0] = i;
    let j0 = 0;
    minv.fill(Infinity);
    used.fill(0);
    minv[0] = 0;
    // The distance of the column reached last: how far the path has gone.
    let reached = 0;
    do {
      used[j0] = 1;
      const i0 = p[j0]!;
      let least = Infinity;
      let j1 = 0;
      const real = i0 <= n;
      const row = (i0 - 1) * m;
      const from = reached - u[i0]!;
      for (let j = 1; j <= m; j++) {
        if (used[j] === 1) continue;
        const cur = (real ? cost[row + j - 1]! : 0) + from - v[j]!;
        if (cur < minv[j]!) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j]! < least) {
          least = minv[j]!;
          j1 = j;
        }
      }
      reached = least;
      j0 = j1;
    } while (p[j0] !== 0);
    for (let j = 0; j <= m; j++) {
      if (used[j] === 0) continue;
      const past = reached - minv[j]!;
      u[p[j]!]! += past;
      v[j]! -= past;
    }
    do {
      const j1 = way[j0]!;
      p[j0] = p[j1]!;
      j0 = j1;
    } while (j0 !== 0);
  }
}

/**
 * A perfect matching of `n` boxes into `m` goals along allowed pairs
 * (`allowed(i, j)`), by augmenting paths. On success, the goal of each box;
 * on failure, boxes that together can reach fewer goals than they number
 * (a set that breaks Hall's condition), which is why no matching exists.
 */
export function perfectMatching(n: number, m: number, allowed: (box: number, goal: number) => boolean): { goalOf: Int32Array; stuck: null } | { goalOf: null; stuck: number[] } {
  const goalOf = new Int32Array(n).fill(-1);
  const boxOf = new Int32Array(m).fill(-1);
  const seen = new Uint8Array(m);
  const augment = (i: number): boolean => {
    for (let j = 0; j < m; j++) {
      if (seen[j] === 1 || !allowed(i, j)) continue;
      seen[j] = 1;
      if (boxOf[j] === -1 || augment(boxOf[j]!)) {
        boxOf[j] = i;
        goalOf[i] = j;
        return true;
      }
    }
    return false;
  };
  for (let i = 0; i < n; i++) {
    seen.fill(0);
    if (augment(i)) continue;
    // The failed search visited box i and the boxes matched to every goal it reached: together they reach too few goals.
    const stuck = [i];
    for (let j = 0; j < m; j++) if (seen[j] === 1) stuck.push(boxOf[j]!);
    return { goalOf: null, stuck };
  }
  return { goalOf, stuck: null };
}

/**
 * A matching carried from one search state to the next. Consecutive states
 * of a search mostly share their boxes, so rows of the cost matrix stay
 * while the next state has the same box, and only the boxes that differ are
 * refilled and put back along their own augmenting paths (see
 * {@link Assignment.resolveRows}). A full solution now and then keeps the
 * potentials from drifting. The solved matching is saved, so a child's bound
 * after moving one box is one more augmenting path.
 */
export class CarriedMatching {
  /** The row of each box of the state matched last. */
  readonly slotRow: Int32Array;
  /** The cell of the box each row holds, -1 for nothing yet. */
  private readonly rowCell: Int32Array;
  /** The tag of the box each row holds (see {@link match}). */
  private readonly rowTag: Int32Array;
  private readonly rowKept: Uint8Array;
  private readonly changedRows: Int32Array;
  private readonly rowOfCell: Int32Array;
  private readonly cellStamp: Int32Array;
  private cellEpoch = 0;
  private warmStarts = 0;

  constructor(
    /** The assignment its matchings are solved and saved in. */
    readonly assignment: Assignment,
    /** The cost matrix the rows live in: `rows` by the assignment's columns. */
    readonly cost: Int32Array,
    private readonly rows: number,
    /** Cells of the board. */
    size: number,
  ) {
    this.slotRow = new Int32Array(rows);
    this.rowCell = new Int32Array(rows).fill(-1);
    this.rowTag = new Int32Array(rows);
    this.rowKept = new Uint8Array(rows);
    this.changedRows = new Int32Array(rows);
    this.rowOfCell = new Int32Array(size);
    this.cellStamp = new Int32Array(size);
  }

  /** Bytes held, its assignment's and cost matrix's included. */
  bytes(): number {
    const arrays = [this.cost, this.slotRow, this.rowCell, this.rowTag, this.rowKept, this.changedRows, this.rowOfCell, this.cellStamp];
    return arrays.reduce((sum, a) => sum + a.byteLength, this.assignment.bytes());
  }

  /** Forgets every row, after something else wrote into {@link cost}. */
  forget(): void {
    this.rowCell.fill(-1);
  }

  /**
   * Matches a state whose box `i` stands on `cells[i]` with tag `tagOf(i)`
   * (what else its row depends on, such as its class; boxes share a cell
   * only in different classes, which the tag tells apart): a row stays for
   * a box the last state had, the others are written by `fill(row, i)` and
   * put back. Integers only: a key packing tag and cell into one number
   * would need floating point on large boards, and its remainder is slow.
   */
  match(cells: Int32Array, tagOf: (i: number) => number, fill: (row: number, i: number) => void): void {
    const { rows: n, rowCell, rowTag, slotRow, rowKept, changedRows, rowOfCell, cellStamp } = this;
    // Stryker disable next-line all: the stamps wrap after 2^31 epochs, which no test reaches
    if (++this.cellEpoch === 0x7fffffff) {
      cellStamp.fill(0);
      this.cellEpoch = 1;
    }
    const epoch = this.cellEpoch;
    for (let r = 0; r < n; r++) {
      rowKept[r] = 0;
      const c = rowCell[r]!;
      if (c < 0) continue;
      cellStamp[c] = epoch;
      rowOfCell[c] = r;
    }
    for (let i = 0; i < n; i++) {
      const c = cells[i]!;
      const r = cellStamp[c] === epoch ? rowOfCell[c]! : -1;
      if (r >= 0 && rowCell[r] === c && rowTag[r] === tagOf(i) && rowKept[r] === 0) {
        rowKept[r] = 1;
        slotRow[i] = r;
      } else slotRow[i] = -1;
    }
    // Boxes not in a kept row take the free rows, in order.
    let free = 0;
    let changed = 0;
    for (let i = 0; i < n; i++) {
      if (slotRow[i]! >= 0) continue;
      while (rowKept[free] === 1) free++;
      const r = free++;
      slotRow[i] = r;
      rowCell[r] = cells[i]!;
      rowTag[r] = tagOf(i);
      fill(r, i);
      changedRows[changed++] = r;
    }
    if (++this.warmStarts >= 4096) {
      this.warmStarts = 0;
      this.assignment.solve(this.cost);
    } else if (changed > n / 2) this.assignment.resolveAll(this.cost);
    else if (changed > 0) this.assignment.resolveRows(this.cost, changedRows, changed);
    else return;
    this.assignment.save();
  }
}
