/**
 * Every state the search has seen, in flat typed arrays: the cells of each
 * state packed one after another in one pool, what led to it in parallel
 * columns, and an open-addressing hash table of state numbers. No object is
 * made per state, so millions of states cost tens of megabytes and no
 * garbage-collector pauses.
 */

/** A growable column of numbers. */
type Column = Int32Array | Uint16Array | Int8Array | Uint8Array;

function grown<T extends Column>(a: T, length: number): T {
  const b = new (a.constructor as new (n: number) => T)(length);
  b.set(a);
  return b;
}

/** The states of one search. A state is `width` cells: box cells by class, each class sorted, then the pushers' region keys, sorted. */
export class StateStore {
  /** Cells of state `s` are `cells[s * width]` to `cells[s * width + width - 1]`. */
  cells: Int32Array | Uint16Array;
  /** State that led here, -1 for the start. */
  parent: Int32Array;
  /** Cell the pusher pushed from, and the direction of the push, that led here. */
  pushFrom: Int32Array;
  pushDirection: Int8Array;
  /** Pushes from the start. */
  g: Int32Array;
  /** Lower bound on the pushes still needed. */
  h: Int32Array;
  /** 1 once expanded. */
  closed: Uint8Array;
  count = 0;
  /** Open addressing, at most half full: pairs of (state number + 1, hash); 0 marks an empty slot. */
  private table: Int32Array;
  private mask: number;

  constructor(readonly width: number, wideCells: boolean, capacity = 1024) {
    this.cells = wideCells ? new Int32Array(capacity * width) : new Uint16Array(capacity * width);
    this.parent = new Int32Array(capacity);
    this.pushFrom = new Int32Array(capacity);
    this.pushDirection = new Int8Array(capacity);
    this.g = new Int32Array(capacity);
    this.h = new Int32Array(capacity);
    this.closed = new Uint8Array(capacity);
    this.table = new Int32Array(capacity * 4);
    this.mask = capacity * 2 - 1;
  }

  /** Bytes held by the store. */
  bytes(): number {
    return this.cells.byteLength + this.parent.length * 18 + this.table.byteLength;
  }

  /** True when the next {@link add} doubles the store. */
  full(): boolean {
    return this.count === this.parent.length;
  }

  /** The state equal to `buffer` (hashed `hash`), or -1. */
  find(buffer: ArrayLike<number>, hash: number): number {
    const { width, cells, table, mask } = this;
    for (let slot = mix(hash) & mask; ; slot = (slot + 1) & mask) {
      const s = table[2 * slot]! - 1;
      if (s < 0) return -1;
      // The hash sits beside the state number: one memory access for most misses.
      if (table[2 * slot + 1] !== hash) continue;
      const at = s * width;
      let same = true;
      for (let i = 0; i < width; i++) {
        if (cells[at + i] !== buffer[i]) {
          same = false;
          break;
        }
      }
      if (same) return s;
    }
  }

  /** Adds a state known to be new; returns its number. */
  add(buffer: ArrayLike<number>, hash: number, parent: number, pushFrom: number, pushDirection: number, g: number, h: number): number {
    if (this.count === this.parent.length) this.grow();
    const s = this.count++;
    this.cells.set(buffer as ArrayLike<number>, s * this.width);
    this.parent[s] = parent;
    this.pushFrom[s] = pushFrom;
    this.pushDirection[s] = pushDirection;
    this.g[s] = g;
    this.h[s] = h;
    this.place(s, hash);
    return s;
  }

  private place(s: number, hash: number): void {
    const { table, mask } = this;
    let slot = mix(hash) & mask;
    while (table[2 * slot] !== 0) slot = (slot + 1) & mask;
    table[2 * slot] = s + 1;
    table[2 * slot + 1] = hash;
  }

  private grow(): void {
    const capacity = this.parent.length * 2;
    this.cells = grown(this.cells, capacity * this.width);
    this.parent = grown(this.parent, capacity);
    this.pushFrom = grown(this.pushFrom, capacity);
    this.pushDirection = grown(this.pushDirection, capacity);
    this.g = grown(this.g, capacity);
    this.h = grown(this.h, capacity);
    this.closed = grown(this.closed, capacity);
    // The table stays at most half full, so probes stay short. Each state's hash is read back from the old table.
    const old = this.table;
    this.table = new Int32Array(capacity * 4);
    this.mask = capacity * 2 - 1;
    for (let i = 0; i < old.length; i += 2) if (old[i] !== 0) this.place(old[i]! - 1, old[i + 1]!);
  }
}

/** Spreads a Zobrist sum over the table's low bits (the sum of a few keys can be poorly mixed there). */
function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  return (h ^ (h >>> 15)) >>> 0;
}

/**
 * The open list: a binary min-heap of (priority, state) pairs in typed
 * arrays. A state pushed again with a better priority is simply pushed
 * again; the stale entry is skipped when it comes out.
 */
export class OpenList {
  private keys: Float64Array = new Float64Array(1024);
  private states = new Int32Array(1024);
  size = 0;

  /** Bytes held. */
  bytes(): number {
    return this.keys.byteLength + this.states.byteLength;
  }

  push(key: number, state: number): void {
    if (this.size === this.keys.length) {
      this.keys = growFloat(this.keys);
      this.states = grown(this.states, this.states.length * 2);
    }
    const { keys, states } = this;
    let i = this.size++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (keys[up]! <= key) break;
      keys[i] = keys[up]!;
      states[i] = states[up]!;
      i = up;
    }
    keys[i] = key;
    states[i] = state;
  }

  /** The priority of the next state; only valid when `size > 0`. */
  peekKey(): number {
    return this.keys[0]!;
  }

  /** Removes and returns the state with the least priority. */
  pop(): number {
    const { keys, states } = this;
    const top = states[0]!;
    const n = --this.size;
    const key = keys[n]!;
    const state = states[n]!;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= n) break;
      if (child + 1 < n && keys[child + 1]! < keys[child]!) child++;
      if (keys[child]! >= key) break;
      keys[i] = keys[child]!;
      states[i] = states[child]!;
      i = child;
    }
    keys[i] = key;
    states[i] = state;
    return top;
  }
}

function growFloat(a: Float64Array): Float64Array {
  const b = new Float64Array(a.length * 2);
  b.set(a);
  return b;
}
