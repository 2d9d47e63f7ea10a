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
 * Minimum-cost assignment of `n` rows to distinct columns out of `m >= n`
 * (the Hungarian method with potentials, O(n²·m)). Scratch arrays are kept
 * between calls so the search allocates nothing per position.
 */
export class Assignment {
  private u: Float64Array;
  private v: Float64Array;
  private match: Int32Array;
  private way: Int32Array;
  private minv: Float64Array;
  private used: Uint8Array;
  /** For each row, the column it was given by the last {@link solve}. */
  readonly rowColumn: Int32Array;

  constructor(readonly rows: number, readonly columns: number) {
    this.u = new Float64Array(rows + 1);
    this.v = new Float64Array(columns + 1);
    this.match = new Int32Array(columns + 1);
    this.way = new Int32Array(columns + 1);
    this.minv = new Float64Array(columns + 1);
    this.used = new Uint8Array(columns + 1);
    this.rowColumn = new Int32Array(rows);
  }

  /**
   * The least total of `cost[i * columns + j]` over assignments of every row
   * to a distinct column, or {@link NO_EDGE} or more when every assignment
   * uses a pair marked {@link NO_EDGE}.
   */
  solve(cost: Int32Array): number {
    const n = this.rows;
    const m = this.columns;
    if (n > m) return NO_EDGE;
    const { u, v, match: p, way, minv, used } = this;
    u.fill(0);
    v.fill(0);
    p.fill(0);
    // 1-based rows and columns; column 0 is the virtual start of each augmenting path.
    for (let i = 1; i <= n; i++) {
      p[0] = i;
      let j0 = 0;
      minv.fill(Infinity);
      used.fill(0);
      do {
        used[j0] = 1;
        const i0 = p[j0]!;
        let delta = Infinity;
        let j1 = 0;
        const row = (i0 - 1) * m;
        const ui0 = u[i0]!;
        for (let j = 1; j <= m; j++) {
          if (used[j] === 1) continue;
          const cur = cost[row + j - 1]! - ui0 - v[j]!;
          if (cur < minv[j]!) {
            minv[j] = cur;
            way[j] = j0;
          }
          if (minv[j]! < delta) {
            delta = minv[j]!;
            j1 = j;
          }
        }
        for (let j = 0; j <= m; j++) {
          if (used[j] === 1) {
            u[p[j]!]! += delta;
            v[j]! -= delta;
          } else minv[j]! -= delta;
        }
        j0 = j1;
      } while (p[j0] !== 0);
      do {
        const j1 = way[j0]!;
        p[j0] = p[j1]!;
        j0 = j1;
      } while (j0 !== 0);
    }
    let total = 0;
    for (let j = 1; j <= m; j++) {
      const i = p[j]!;
      if (i === 0) continue;
      this.rowColumn[i - 1] = j - 1;
      total += cost[(i - 1) * m + j - 1]!;
    }
    return total;
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
