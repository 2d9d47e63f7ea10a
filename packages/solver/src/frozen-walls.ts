/**
 * Boxes frozen on their goals as walls. A box that no push can ever move
 * stands where it is for good, so the push distances of the other boxes
 * can be worked out with its cell as a wall: longer, or none at all where
 * it closes the way (a goal column whose mouth it blocks). Distances with
 * more walls are still lower bounds, so the matching stays admissible, and
 * a box that can then reach no goal makes the matching fail: a bipartite
 * deadlock that the lone-box distances do not see.
 *
 * Frozen sets repeat across a search (they are boxes on goals, and change
 * rarely along a line of play), so the tables are kept per set, up to a
 * limit past which a new set uses the level's own distances.
 */
import type { LevelAnalysis } from './dead-cells.js';
import { pullDistances } from './dead-cells.js';

/** Frozen sets whose distances are kept; later sets fall back to the level's own. */
const MAX_SETS = 256;
/** Bytes the kept tables may take: a large board with many goals keeps few (or none). */
const MAX_BYTES = 16 << 20;

/** Push distances to each goal, for one set of frozen boxes. */
export interface FrozenTable {
  /** 0 for the level's own distances (no frozen box), then 1, 2, ... per set. */
  readonly id: number;
  /** `distance[g][c]`, as {@link LevelAnalysis.pushDistance}, with the set's cells as walls. */
  readonly distance: readonly Int32Array[];
}

/** The push distances around the frozen boxes of each position, kept per frozen set. */
export class FrozenWalls {
  private readonly tables = new Map<string, FrozenTable>();
  private readonly base: FrozenTable;
  private readonly walls: Uint8Array;

  /** Bytes of one table: a distance per goal and cell. */
  private readonly tableBytes: number;

  constructor(private readonly a: LevelAnalysis) {
    this.base = { id: 0, distance: a.pushDistance };
    this.walls = new Uint8Array(a.level.size);
    this.tableBytes = 4 * a.level.goals.length * a.level.size;
  }

  /** Bytes the kept tables hold. */
  bytes(): number {
    return this.tables.size * this.tableBytes;
  }

  /** The table for the boxes on `cells` whose `frozen[i]` is 1 (the first `n`). */
  tableFor(cells: ArrayLike<number>, frozen: Uint8Array, n: number): FrozenTable {
    let key = '';
    for (let i = 0; i < n; i++) if (frozen[i] === 1) key += `${cells[i]},`;
    if (key === '') return this.base;
    const known = this.tables.get(key);
    if (known) return known;
    if (this.tables.size >= MAX_SETS || this.bytes() + this.tableBytes > MAX_BYTES) return this.base;
    const { a, walls } = this;
    for (let i = 0; i < n; i++) if (frozen[i] === 1) walls[cells[i]!] = 1;
    const distance = Array.from(a.level.goals, (g) => pullDistances(a.level, a.pushes, [g], walls));
    for (let i = 0; i < n; i++) walls[cells[i]!] = 0;
    const table = { id: this.tables.size + 1, distance };
    this.tables.set(key, table);
    return table;
  }
}
