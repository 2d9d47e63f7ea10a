/**
 * Moving interchangeable pushers inside one connected area from the cells
 * they stand on to a set of target cells, one step at a time, never two on
 * a cell. This is the constructive side of the claim the search relies on
 * (`pusher-regions.ts`): any placement of pushers in an area can be turned
 * into any other of as many pushers.
 *
 * Cells are taken leaf first along a breadth-first spanning tree, so the
 * cells not yet settled always stay connected. A target cell gets the
 * nearest pusher (the path to it is empty, or a nearer one would exist); a
 * non-target cell with a pusher pushes it on toward the nearest empty cell,
 * every pusher on the way moving up one step.
 */

/** One step of the pusher on `from` to the neighbouring cell `to`. */
export interface ShuffleStep {
  from: number;
  to: number;
}

/**
 * Steps that move pushers from `sources` to `targets` (as many of each)
 * within `area`: cells joined by `neighbours` (`directionCount` per cell).
 * `inArea[c]` must be 1 exactly for the area's cells.
 */
export function shuffle(area: readonly number[], inArea: Uint8Array, neighbours: Int32Array, directionCount: number, sources: readonly number[], targets: readonly number[]): ShuffleStep[] {
  const D = directionCount;
  const size = inArea.length;
  const steps: ShuffleStep[] = [];
  const occupied = new Uint8Array(size);
  const wanted = new Uint8Array(size);
  for (const c of sources) occupied[c] = 1;
  for (const c of targets) wanted[c] = 1;
  const remaining = new Uint8Array(size);
  // Breadth-first order from the first target: every cell comes after its tree parent.
  const order: number[] = [];
  const root = targets[0] ?? area[0]!;
  remaining[root] = 1;
  order.push(root);
  for (let i = 0; i < order.length; i++) {
    const u = order[i]!;
    for (let d = 0; d < D; d++) {
      const v = neighbours[u * D + d]!;
      if (v < 0 || inArea[v] === 0 || remaining[v] === 1) continue;
      remaining[v] = 1;
      order.push(v);
    }
  }
  const prev = new Int32Array(size);
  const seen = new Uint8Array(size);
  /** Shortest path inside the unsettled cells from `from` to the nearest cell where `stop` holds (not `from` itself). */
  const pathTo = (from: number, stop: (c: number) => boolean): number[] | null => {
    seen.fill(0);
    const queue = [from];
    seen[from] = 1;
    for (let i = 0; i < queue.length; i++) {
      const u = queue[i]!;
      for (let d = 0; d < D; d++) {
        const v = neighbours[u * D + d]!;
        if (v < 0 || remaining[v] === 0 || seen[v] === 1) continue;
        seen[v] = 1;
        prev[v] = u;
        if (stop(v)) {
          const path = [v];
          for (let x = u; x !== from; x = prev[x]!) path.push(x);
          path.push(from);
          return path.reverse();
        }
        queue.push(v);
      }
    }
    return null;
  };
  const move = (from: number, to: number): void => {
    occupied[from] = 0;
    occupied[to] = 1;
    steps.push({ from, to });
  };
  for (let i = order.length - 1; i >= 0; i--) {
    const v = order[i]!;
    if (wanted[v] === 1 && occupied[v] === 0) {
      // The nearest pusher walks in: no pusher stands between.
      const path = pathTo(v, (c) => occupied[c] === 1);
      if (!path) throw new Error('shuffle: fewer pushers than targets in the area');
      for (let j = path.length - 1; j > 0; j--) move(path[j]!, path[j - 1]!);
    } else if (wanted[v] === 0 && occupied[v] === 1) {
      // Every cell up to the nearest empty one holds a pusher: each moves up one.
      const path = pathTo(v, (c) => occupied[c] === 0);
      if (!path) throw new Error('shuffle: more pushers than cells in the area');
      for (let j = path.length - 2; j >= 0; j--) move(path[j]!, path[j + 1]!);
    }
    remaining[v] = 0;
  }
  return steps;
}
