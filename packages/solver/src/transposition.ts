/**
 * Every state the search has seen, packed: a state's cells are coded into
 * a few 32-bit words (a bit per cell for a class of boxes when that is
 * shorter, else a fixed number of bits per box or pusher), and each state
 * is one record of those words and four numbers, in chunks of 32,768
 * records that are added as needed and never copied. The hash table holds
 * (state number + 1, hash) pairs and is kept at most three quarters full.
 * No object is made per state.
 *
 * Bytes per state: 4 × (words + 4) in the records, plus 8 per table slot
 * (at least 3/8 of the slots are in use once the table has grown), so at
 * most 4 × (words + 4) + 64/3 + a chunk's worth that is not filled yet.
 */

/** A growable column of numbers. */
type Column = Int32Array | Uint16Array | Int8Array | Uint8Array;

function grown<T extends Column>(a: T, length: number): T {
  const b = new (a.constructor as new (n: number) => T)(length);
  b.set(a);
  return b;
}

/** States per chunk of records. */
const CHUNK_BITS = 15;
const CHUNK = 1 << CHUNK_BITS;
/** The table grows (doubles) when it would be more than this full. */
const MAX_LOAD = 0.75;
/** Bit 30 of a record's `g` word marks a closed (expanded) state. */
const CLOSED = 1 << 30;
const G_MASK = CLOSED - 1;

/** How the cells of a state are coded. */
export interface StateLayout {
  /** Cells of a state: box cells by class (each class sorted), then the pushers' keys, sorted. */
  width: number;
  /** The slot where each class's run of boxes starts, and where the pushers start (`runStart[classCount]`). */
  runStart: ArrayLike<number>;
  /** The cells that can appear in a state, in increasing order. */
  cells: ArrayLike<number>;
  /** Cells of the level. */
  size: number;
}

/**
 * Writes into `out` the cells of `src` with the box of `slot` moved to `t`,
 * where `slot` lies in the run `[lo, hi)` of one class: the run stays
 * sorted, every other cell is copied. Returns the box's new slot. Both
 * searches code a push or a pull this way, so their states compare equal.
 */
export function moveInRun(src: Int32Array, out: Int32Array, boxes: number, lo: number, hi: number, slot: number, t: number): number {
  let at = lo;
  for (let i = lo; i < hi; i++) if (i !== slot && src[i]! < t) at++;
  for (let i = 0; i < lo; i++) out[i] = src[i]!;
  for (let i = hi; i < boxes; i++) out[i] = src[i]!;
  let o = lo;
  for (let i = lo; i < hi; i++) {
    if (i === slot) continue;
    if (o === at) o++;
    out[o++] = src[i]!;
  }
  out[at] = t;
  return at;
}

/** The states of one search. */
export class StateStore {
  readonly width: number;
  /** 32-bit words of a coded state. */
  readonly words: number;
  /** Int32 words of a record: the coded cells, then parent, move, g (and the closed bit), h. */
  readonly stride: number;
  count = 0;
  private readonly chunks: Int32Array[] = [];
  private table: Int32Array;
  private mask: number;
  private readonly code: Int32Array;
  private readonly cellOf: Int32Array;
  private readonly bits: number;
  private readonly runs: number;
  private readonly runStart: Int32Array;
  /** Per run of boxes: 1 when it is coded as a bit per cell. */
  private readonly asSet: Uint8Array;
  private readonly runBit: Int32Array;
  private readonly packed: Int32Array;

  constructor(layout: StateLayout) {
    const { width, cells, size } = layout;
    this.width = width;
    this.code = new Int32Array(size).fill(-1);
    this.cellOf = Int32Array.from(cells);
    for (let i = 0; i < cells.length; i++) this.code[cells[i]!] = i;
    const codes = Math.max(2, cells.length);
    this.bits = 32 - Math.clz32(codes - 1);
    this.runs = layout.runStart.length - 1;
    this.runStart = Int32Array.from(layout.runStart);
    this.asSet = new Uint8Array(this.runs);
    this.runBit = new Int32Array(this.runs + 2);
    let bit = 0;
    for (let r = 0; r < this.runs; r++) {
      this.runBit[r] = bit;
      const boxes = this.runStart[r + 1]! - this.runStart[r]!;
      if (codes < boxes * this.bits) {
        this.asSet[r] = 1;
        bit += codes;
      } else bit += boxes * this.bits;
    }
    this.runBit[this.runs] = bit;
    bit += (width - this.runStart[this.runs]!) * this.bits;
    this.words = Math.max(1, (bit + 31) >>> 5);
    this.stride = this.words + 4;
    this.packed = new Int32Array(this.words);
    this.table = new Int32Array(2 * 2048);
    this.mask = 2047;
  }

  /** Bytes held by the store. */
  bytes(): number {
    return this.chunks.length * CHUNK * this.stride * 4 + this.table.byteLength;
  }

  /** Bytes the next {@link add} allocates: a chunk of records, a doubled table, or neither. */
  nextGrowth(): number {
    let more = 0;
    if ((this.count & (CHUNK - 1)) === 0) more += CHUNK * this.stride * 4;
    if (this.count + 1 > MAX_LOAD * (this.mask + 1)) more += this.table.byteLength * 2;
    return more;
  }

  /** Codes `buffer` into `packed`. */
  private pack(buffer: ArrayLike<number>): void {
    const { packed, code, bits } = this;
    packed.fill(0);
    let i = 0;
    for (let r = 0; r <= this.runs; r++) {
      const end = r < this.runs ? this.runStart[r + 1]! : this.width;
      let at = this.runBit[r]!;
      if (r < this.runs && this.asSet[r] === 1) {
        for (; i < end; i++) {
          const b = at + code[buffer[i]!]!;
          packed[b >>> 5]! |= 1 << (b & 31);
        }
        continue;
      }
      for (; i < end; i++, at += bits) {
        const v = code[buffer[i]!]!;
        const w = at >>> 5;
        const o = at & 31;
        packed[w]! |= v << o;
        if (o + bits > 32) packed[w + 1]! |= v >>> (32 - o);
      }
    }
  }

  /** The cells of state `s`, written into `out` (`width` of them). */
  cellsOf(s: number, out: Int32Array | number[]): void {
    const rec = this.chunks[s >>> CHUNK_BITS]!;
    const base = (s & (CHUNK - 1)) * this.stride;
    const { bits, cellOf } = this;
    const valueMask = (1 << bits) - 1;
    let i = 0;
    for (let r = 0; r <= this.runs; r++) {
      const end = r < this.runs ? this.runStart[r + 1]! : this.width;
      let at = this.runBit[r]!;
      if (r < this.runs && this.asSet[r] === 1) {
        // Set bits from `at` on, in increasing order, until the run has all its boxes.
        let w = at >>> 5;
        let x = rec[base + w]! & (-1 << (at & 31));
        while (i < end) {
          while (x === 0) x = rec[base + ++w]!;
          const low = x & -x;
          out[i++] = cellOf[w * 32 + 31 - Math.clz32(low) - at]!;
          x ^= low;
        }
        continue;
      }
      for (; i < end; i++, at += bits) {
        const w = at >>> 5;
        const o = at & 31;
        let v = rec[base + w]! >>> o;
        if (o + bits > 32) v |= rec[base + w + 1]! << (32 - o);
        out[i] = cellOf[v & valueMask]!;
      }
    }
  }

  /** The cells of state `s` as a new array. */
  cellArray(s: number): number[] {
    const out = new Array<number>(this.width);
    this.cellsOf(s, out);
    return out;
  }

  parent(s: number): number {
    return this.chunks[s >>> CHUNK_BITS]![(s & (CHUNK - 1)) * this.stride + this.words]!;
  }

  /** The push that led to `s` (pusher cell × directions + direction), -1 for the start. */
  move(s: number): number {
    return this.chunks[s >>> CHUNK_BITS]![(s & (CHUNK - 1)) * this.stride + this.words + 1]!;
  }

  /** Pushes from the start. */
  g(s: number): number {
    return this.chunks[s >>> CHUNK_BITS]![(s & (CHUNK - 1)) * this.stride + this.words + 2]! & G_MASK;
  }

  /** Lower bound on the pushes still needed. */
  h(s: number): number {
    return this.chunks[s >>> CHUNK_BITS]![(s & (CHUNK - 1)) * this.stride + this.words + 3]!;
  }

  closed(s: number): boolean {
    return (this.chunks[s >>> CHUNK_BITS]![(s & (CHUNK - 1)) * this.stride + this.words + 2]! & CLOSED) !== 0;
  }

  setClosed(s: number, closed: boolean): void {
    const rec = this.chunks[s >>> CHUNK_BITS]!;
    const at = (s & (CHUNK - 1)) * this.stride + this.words + 2;
    rec[at] = closed ? rec[at]! | CLOSED : rec[at]! & G_MASK;
  }

  /** A cheaper way to `s`: new parent, push and pushes so far; reopens it. */
  relink(s: number, parent: number, move: number, g: number): void {
    const rec = this.chunks[s >>> CHUNK_BITS]!;
    const at = (s & (CHUNK - 1)) * this.stride + this.words;
    rec[at] = parent;
    rec[at + 1] = move;
    rec[at + 2] = g;
  }

  /** The state equal to `buffer` (hashed `hash`), or -1. */
  find(buffer: ArrayLike<number>, hash: number): number {
    this.pack(buffer);
    const { table, mask, packed, words, stride } = this;
    for (let slot = mix(hash) & mask; ; slot = (slot + 1) & mask) {
      const s = table[2 * slot]! - 1;
      if (s < 0) return -1;
      // The hash sits beside the state number: one memory access for most misses.
      if (table[2 * slot + 1] !== hash) continue;
      const rec = this.chunks[s >>> CHUNK_BITS]!;
      const at = (s & (CHUNK - 1)) * stride;
      let same = true;
      for (let i = 0; i < words; i++) {
        if (rec[at + i] !== packed[i]) {
          same = false;
          break;
        }
      }
      if (same) return s;
    }
  }

  /** Adds a state known to be new; returns its number. */
  add(buffer: ArrayLike<number>, hash: number, parent: number, move: number, g: number, h: number): number {
    const s = this.count;
    if ((s & (CHUNK - 1)) === 0) this.chunks.push(new Int32Array(CHUNK * this.stride));
    if (s + 1 > MAX_LOAD * (this.mask + 1)) this.growTable();
    this.count++;
    this.pack(buffer);
    const rec = this.chunks[s >>> CHUNK_BITS]!;
    const at = (s & (CHUNK - 1)) * this.stride;
    rec.set(this.packed, at);
    rec[at + this.words] = parent;
    rec[at + this.words + 1] = move;
    rec[at + this.words + 2] = g;
    rec[at + this.words + 3] = h;
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

  private growTable(): void {
    // Each state's hash is read back from the old table.
    const old = this.table;
    this.table = new Int32Array(old.length * 2);
    this.mask = old.length - 1;
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
  private keys: Float64Array;
  private states: Int32Array;
  size = 0;

  /** `capacity`: the entries it holds before it first grows (at least one). */
  constructor(capacity = 1024) {
    this.keys = new Float64Array(Math.max(1, capacity));
    this.states = new Int32Array(Math.max(1, capacity));
  }

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
