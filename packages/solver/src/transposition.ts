/**
 * Every state the search has seen, packed: a state's cells are coded into
 * a few 32-bit words (a bit per cell for a class of boxes when that is
 * shorter, else a fixed number of bits per box or pusher), and each state
 * is one record of those words and four numbers, in chunks of 4,096
 * records that are added as needed and never copied. The hash table is
 * one 32-bit word per slot, kept at most three quarters full: the state
 * number + 1 in the bits below the table's size, the hash's high bits
 * above them, so that most misses are settled without reading a record.
 * The hash is worked out from the coded words, so the table can grow from
 * the records alone. No object is made per state.
 *
 * Bytes per state: 4 × (words + 4) in the records, plus 4 per table slot
 * (at least 3/8 of the slots are in use once the table has grown), so at
 * most 4 × (words + 4) + 32/3 + a chunk's worth that is not filled yet.
 */

/** A growable column of numbers. */
type Column = Int32Array | Uint16Array | Int8Array | Uint8Array;

function grown<T extends Column>(a: T, length: number): T {
  const b = new (a.constructor as new (n: number) => T)(length);
  b.set(a);
  return b;
}

/**
 * States per chunk of records, here and in the feature space: small, as a
 * new chunk is zeroed memory, and most levels end in a few thousand states
 * (Microban 0.93 → 0.89 s with 4,096 rather than 32,768; long searches
 * alike).
 */
export const CHUNK_BITS = 12;
/** States per chunk, as a count. */
export const CHUNK = 1 << CHUNK_BITS;
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
  /** Whether the last call was a {@link find} that found nothing; `packed` then holds that state, hashed `missedHash`. */
  private missed = false;
  private missedHash = 0;

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
    this.table = new Int32Array(2048);
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

  /** The state equal to `buffer`, or -1. */
  find(buffer: ArrayLike<number>): number {
    this.pack(buffer);
    const { table, mask, packed, words, stride } = this;
    const hash = hashWords(packed, 0, words);
    const high = hash & ~mask;
    this.missedHash = hash;
    this.missed = true;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = table[slot]!;
      if (entry === 0) return -1;
      // The hash's high bits sit beside the state number: one memory access for most misses.
      if ((entry & ~mask) !== high) continue;
      const s = (entry & mask) - 1;
      const rec = this.chunks[s >>> CHUNK_BITS]!;
      const at = (s & (CHUNK - 1)) * stride;
      let same = true;
      for (let i = 0; i < words; i++) {
        if (rec[at + i] !== packed[i]) {
          same = false;
          break;
        }
      }
      if (same) {
        this.missed = false;
        return s;
      }
    }
  }

  /** Adds a state known to be new; returns its number. */
  add(buffer: ArrayLike<number>, parent: number, move: number, g: number, h: number): number {
    this.pack(buffer);
    return this.addPacked(hashWords(this.packed, 0, this.words), parent, move, g, h);
  }

  /**
   * Adds the state the last {@link find} looked for and did not find, with
   * no other call to the store in between: its words are still packed and
   * hashed, so a search that looks a state up before adding it codes it once.
   */
  addMissed(parent: number, move: number, g: number, h: number): number {
    if (!this.missed) throw new Error('addMissed must follow a find that found nothing');
    return this.addPacked(this.missedHash, parent, move, g, h);
  }

  private addPacked(hash: number, parent: number, move: number, g: number, h: number): number {
    this.missed = false;
    const s = this.count;
    if ((s & (CHUNK - 1)) === 0) this.chunks.push(new Int32Array(CHUNK * this.stride));
    if (s + 1 > MAX_LOAD * (this.mask + 1)) this.growTable();
    this.count++;
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

  /**
   * Puts state `s` (its words hashed `hash`) in the table. The table holds
   * more slots than states, so `s + 1` fits below its size.
   */
  private place(s: number, hash: number): void {
    const { table, mask } = this;
    let slot = hash & mask;
    while (table[slot] !== 0) slot = (slot + 1) & mask;
    table[slot] = (hash & ~mask) | (s + 1);
  }

  private growTable(): void {
    // The old table keeps too few of each hash's bits to place it anew: every state's words are hashed again.
    this.table = new Int32Array(this.table.length * 2);
    this.mask = this.table.length - 1;
    const { words, stride } = this;
    for (let s = 0; s < this.count; s++) {
      const rec = this.chunks[s >>> CHUNK_BITS]!;
      this.place(s, hashWords(rec, (s & (CHUNK - 1)) * stride, words));
    }
  }
}

/**
 * A hash of the `words` coded words of a state from `at` in `a`: each word
 * is scrambled and folded in, then the result is mixed, so that states a
 * push apart (a bit or two of difference) land far apart in the table.
 */
function hashWords(a: Int32Array, at: number, words: number): number {
  let h = words;
  for (let i = 0; i < words; i++) {
    let k = Math.imul(a[at + i]!, 0xcc9e2d51);
    k = Math.imul((k << 15) | (k >>> 17), 0x1b873593);
    h ^= k;
    h = (Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64) | 0;
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
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

/**
 * The states waiting under one key of a {@link BucketOpenList}, last in first
 * out: a stack of chunks that grow to {@link MAX_RUN} entries, the top one
 * filled to `used`.
 */
interface Bucket {
  chunks: Int32Array[];
  top: Int32Array;
  used: number;
  /** The last chunk emptied, kept so that a bucket that shrinks and grows around a chunk's edge makes no new one. */
  spare: Int32Array | null;
}

/** Largest chunk of a bucket: a long bucket grows by this much, not by doubling. */
const MAX_RUN = 4096;
/** Bytes counted for a bucket's own object and its place in the map, beside its chunks. */
const BUCKET_BYTES = 96;

/**
 * An open list for priorities that many states share, as A*'s do (pushes
 * so far and bound are small whole numbers): each priority in use
 * has a bucket of states, and an {@link OpenList} holds the priorities, once
 * each; so a state costs 4 bytes and its push and pop touch one bucket's
 * end. Among equal priorities the last state in comes out first. A state
 * pushed again with a better priority is simply pushed again; the stale
 * entry is skipped when it comes out.
 */
export class BucketOpenList {
  /** The priorities in use, each once (its state number unused). */
  private readonly order = new OpenList(16);
  private readonly buckets = new Map<number, Bucket>();
  /** The bucket of the last key pushed: children of one state mostly share a few keys. */
  private lastKey = NaN;
  private lastBucket: Bucket | null = null;
  private chunkBytes = 0;
  private readonly firstChunk: number;
  size = 0;

  /** `capacity`: the entries a new bucket holds before it first grows (at least one). */
  constructor(capacity = 64) {
    this.firstChunk = Math.max(1, Math.min(MAX_RUN, capacity));
  }

  /** Bytes held. */
  bytes(): number {
    return this.order.bytes() + this.chunkBytes + this.buckets.size * BUCKET_BYTES;
  }

  push(key: number, state: number): void {
    let bucket = key === this.lastKey ? this.lastBucket! : this.buckets.get(key);
    if (bucket === undefined) {
      const top = this.chunk(this.firstChunk);
      bucket = { chunks: [top], top, used: 0, spare: null };
      this.buckets.set(key, bucket);
      this.order.push(key, 0);
    }
    this.lastKey = key;
    this.lastBucket = bucket;
    if (bucket.used === bucket.top.length) {
      let next = bucket.spare;
      bucket.spare = null;
      next ??= this.chunk(Math.min(MAX_RUN, 2 * bucket.top.length));
      bucket.chunks.push(next);
      bucket.top = next;
      bucket.used = 0;
    }
    bucket.top[bucket.used++] = state;
    this.size++;
  }

  private chunk(length: number): Int32Array {
    this.chunkBytes += 4 * length;
    return new Int32Array(length);
  }

  /** The priority of the next state; only valid when `size > 0`. */
  peekKey(): number {
    return this.order.peekKey();
  }

  /** Removes and returns a state with the least priority. */
  pop(): number {
    const key = this.order.peekKey();
    const bucket = key === this.lastKey ? this.lastBucket! : this.buckets.get(key)!;
    const state = bucket.top[--bucket.used]!;
    this.size--;
    if (bucket.used > 0) return state;
    const { chunks } = bucket;
    if (chunks.length === 1) {
      // Empty: the key leaves the heap, and the bucket's bytes are given back.
      this.chunkBytes -= bucket.top.byteLength + (bucket.spare?.byteLength ?? 0);
      this.buckets.delete(key);
      this.order.pop();
      if (this.lastBucket === bucket) {
        this.lastKey = NaN;
        this.lastBucket = null;
      }
      return state;
    }
    if (bucket.spare !== null) this.chunkBytes -= bucket.spare.byteLength;
    bucket.spare = chunks.pop()!;
    bucket.top = chunks[chunks.length - 1]!;
    bucket.used = bucket.top.length;
    return state;
  }
}

function growFloat(a: Float64Array): Float64Array {
  const b = new Float64Array(a.length * 2);
  b.set(a);
  return b;
}
