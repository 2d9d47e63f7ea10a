import { describe, expect, it } from 'vitest';
import { BucketOpenList, moveInRun, OpenList, StateStore } from '../src/transposition.js';

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct sorted cells out of `cells`. */
function pick(next: () => number, cells: number[], count: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(cells[Math.floor(next() * cells.length)]!);
  return [...chosen].sort((x, y) => x - y);
}

/** A random state of 16 boxes among `cells` and a pusher on one of its first 60. */
function randomState(next: () => number, cells: number[]): number[] {
  return [...pick(next, cells, 16), cells[Math.floor(next() * 60)]!];
}

describe('state store', () => {
  // 60 usable cells scattered over a 400-cell board; 16 boxes of one class and one pusher, as in Microban 146.
  const size = 400;
  const cells = Array.from({ length: 60 }, (_, i) => 3 + i * 6);
  const layout = { width: 17, runStart: [0, 16], cells, size };

  it('codes 16 boxes among 60 cells and a pusher into 3 words, and reads them back', () => {
    const store = new StateStore(layout);
    // A bit per cell (60) and 6 bits for the pusher.
    expect(store.words).toBe(3);
    const next = random(1);
    const states: number[][] = [];
    for (let i = 0; i < 2000; i++) states.push(randomState(next, cells));
    const out = new Int32Array(17);
    states.forEach((st, i) => {
      if (store.find(st) < 0) store.add(st, i - 1, i, i, i);
    });
    for (let s = 0; s < store.count; s++) {
      store.cellsOf(s, out);
      expect(store.find(out)).toBe(s);
      expect(store.g(s)).toBe(s);
      expect(store.parent(s)).toBe(s - 1);
    }
    expect(Array.from(out)).toEqual(states[store.count - 1]);
  });

  it('finds every state it holds and none it does not, through the table growing four times, for states a push apart', () => {
    const store = new StateStore(layout);
    const next = random(3);
    // States one box move apart differ in two bits of a word: the hash must still tell them apart.
    const held = new Map<string, number>();
    const absent: number[][] = [];
    let st = [...pick(next, cells, 16), cells[0]!];
    while (held.size < 20_000) {
      const free = cells.filter((c) => !st.slice(0, 16).includes(c));
      const moved = [...st.slice(0, 16)];
      moved[Math.floor(next() * 16)] = free[Math.floor(next() * free.length)]!;
      moved.sort((x, y) => x - y);
      const candidate = [...moved, cells[Math.floor(next() * 60)]!];
      // Every third candidate is kept out of the store, to be looked for later.
      if (next() < 1 / 3) {
        if (!held.has(candidate.join())) absent.push(candidate);
        continue;
      }
      if (held.has(candidate.join())) continue;
      expect(store.find(candidate)).toBe(-1);
      held.set(candidate.join(), store.add(candidate, -1, -1, 0, 0));
      st = candidate;
    }
    // Records in chunks of 4,096: 20,000 states fill five (20,480 records). 2,048 slots at first; 20,000 states need 32,768 of them.
    expect(store.bytes()).toBe(5 * 4096 * store.stride * 4 + 32768 * 4);
    for (const [key, s] of held) expect(store.find(key.split(',').map(Number))).toBe(s);
    for (const st of absent) if (!held.has(st.join())) expect(store.find(st)).toBe(-1);
  });

  it('adds the state the last lookup missed, and only right after such a lookup', () => {
    const store = new StateStore(layout);
    const a = [...cells.slice(0, 16), cells[20]!];
    const b = [...cells.slice(1, 17), cells[0]!];
    expect(store.find(a)).toBe(-1);
    expect(store.addMissed(-1, -1, 0, 5)).toBe(0);
    expect(store.find(a)).toBe(0);
    // The lookup found it: there is nothing to add.
    expect(() => store.addMissed(0, 1, 1, 4)).toThrow(/find that found nothing/);
    expect(store.find(b)).toBe(-1);
    expect(store.addMissed(0, 3, 1, 4)).toBe(1);
    // Each miss is added once.
    expect(() => store.addMissed(0, 3, 1, 4)).toThrow(/find that found nothing/);
    const out = new Int32Array(17);
    store.cellsOf(1, out);
    expect(Array.from(out)).toEqual(b);
    expect([store.find(b), store.parent(1), store.move(1), store.g(1), store.h(1)]).toEqual([1, 0, 3, 1, 4]);
    expect(store.find(a)).toBe(0);
  });

  it('stays within 4 × (words + 4) + 32/3 bytes per state, plus one chunk of records', () => {
    const store = new StateStore(layout);
    const next = random(2);
    const n = 300_000;
    for (let i = 0; i < n; i++) {
      const st = [...pick(next, cells, 16), cells[i % 60]!];
      store.add(st, i - 1, 0, 0, 0);
      if (i % 7 === 0) store.setClosed(i, true);
    }
    const perState = 4 * (store.words + 4) + 32 / 3;
    // 28 bytes of record and at most 10.7 of table: 38.7 bytes per state, against 68 to 136 before packing.
    expect(perState).toBeLessThan(39);
    expect(store.bytes()).toBeLessThanOrEqual(n * perState + 4096 * store.stride * 4);
    expect(store.closed(7)).toBe(true);
    expect(store.closed(8)).toBe(false);
  });

  it('says before each add what it will allocate: a chunk of records at each 4,096th state, a doubled table past three quarters full', () => {
    const store = new StateStore(layout);
    const next = random(5);
    const chunk = 4096 * store.stride * 4;
    const seen = new Set<string>();
    let grewTable = 0;
    while (store.count < 10_000) {
      const st = randomState(next, cells);
      if (seen.has(st.join())) continue;
      seen.add(st.join());
      const before = store.bytes();
      const growth = store.nextGrowth();
      // Worked out from the layout: a new chunk when the count is a multiple of 4,096; the table of 2,048 slots doubles
      // when the new count would pass 1,536 (then 3,072, 6,144). The doubled table is allocated while the old one is
      // still held, so the growth counts all of its bytes, and the store ends up holding the difference.
      const n = store.count;
      const tableBytes = before - Math.ceil(n / 4096) * chunk;
      const newChunk = n % 4096 === 0 ? chunk : 0;
      const newTable = n + 1 > 0.75 * (tableBytes / 4) ? 2 * tableBytes : 0;
      expect(growth, `before state ${n}`).toBe(newChunk + newTable);
      store.add(st, -1, -1, 0, 0);
      expect(store.bytes() - before, `state ${n}`).toBe(newChunk + newTable / 2);
      if (newTable > 0) grewTable++;
    }
    // 2,048 → 4,096 → 8,192 → 16,384 slots.
    expect(grewTable).toBe(3);
  });

  it('tells apart states whose hashes share the bits it keeps in the table, among 200,000 held and 100,000 not', () => {
    // With 2^19 slots the table keeps 13 bits of each hash beside the state number: lookups of absent states meet
    // entries with the same 13 bits by the dozen, and only comparing the coded words says they differ.
    const store = new StateStore(layout);
    const next = random(9);
    const held: number[][] = [];
    const keys = new Set<string>();
    while (held.length < 200_000) {
      const st = randomState(next, cells);
      if (keys.has(st.join())) continue;
      keys.add(st.join());
      held.push(st);
      store.add(st, -1, -1, 0, 0);
    }
    let absent = 0;
    while (absent < 100_000) {
      const st = randomState(next, cells);
      if (keys.has(st.join())) continue;
      absent++;
      if (store.find(st) !== -1) expect.fail(`found ${st.join()}, which it does not hold`);
    }
    for (let i = 0; i < held.length; i += 97) expect(store.find(held[i]!)).toBe(i);
  });

  it('takes a cheaper way to a state: new parent, push and pushes so far, reopened, its bound kept', () => {
    const store = new StateStore(layout);
    const a = [...cells.slice(0, 16), cells[20]!];
    const b = [...cells.slice(1, 17), cells[0]!];
    store.add(a, -1, -1, 0, 9);
    store.add(b, 0, 11, 5, 3);
    store.setClosed(1, true);
    store.relink(1, 0, 12, 2);
    expect([store.parent(1), store.move(1), store.g(1), store.h(1), store.closed(1)]).toEqual([0, 12, 2, 3, false]);
    // The other state is untouched.
    expect([store.parent(0), store.move(0), store.g(0), store.h(0)]).toEqual([-1, -1, 0, 9]);
  });

  it('codes cells with a fixed number of bits when a bit per cell would be longer', () => {
    // 3 boxes among 2000 cells: 11 bits each.
    const big = Array.from({ length: 2000 }, (_, i) => i * 2);
    const store = new StateStore({ width: 5, runStart: [0, 1, 3], cells: big, size: 4000 });
    expect(store.words).toBe(2);
    const st = [3998, 10, 3000, 0, 3998];
    const s = store.add(st, -1, -1, 0, 9);
    const out = new Int32Array(5);
    store.cellsOf(s, out);
    expect(Array.from(out)).toEqual(st);
    expect(store.find(st)).toBe(s);
    expect(store.h(s)).toBe(9);
  });
});

describe('moveInRun', () => {
  // Two classes: cells 3, 8, 12 of class 0 in slots 0-2, cells 5, 9 of class 1 in slots 3-4, a pusher key after them.
  const src = Int32Array.from([3, 8, 12, 5, 9, 40]);

  it('moves a box within its own run, keeps the run sorted and copies the rest', () => {
    const out = Int32Array.from(src);
    // Cell 3 to 10: it passes 8 and lands before 12.
    expect(moveInRun(src, out, 5, 0, 3, 0, 10)).toBe(1);
    expect(Array.from(out)).toEqual([8, 10, 12, 5, 9, 40]);
  });

  it('moves a box to the front of a later run without touching the first', () => {
    const out = new Int32Array(6);
    out[5] = 40;
    // Cell 9 (slot 4) to 1: first of its run, slots 3-4.
    expect(moveInRun(src, out, 5, 3, 5, 4, 1)).toBe(3);
    expect(Array.from(out)).toEqual([3, 8, 12, 1, 5, 40]);
    // Cell 8 (slot 1) to 20: last of its run.
    expect(moveInRun(src, out, 5, 0, 3, 1, 20)).toBe(2);
    expect(Array.from(out)).toEqual([3, 12, 20, 5, 9, 40]);
  });
});

describe('OpenList', () => {
  it('gives states by least priority, pushes and pops mixed, growing from the capacity it starts with', () => {
    for (const capacity of [0, 1, 2, 16]) {
      const next = random(7 + capacity);
      const open = new OpenList(capacity);
      // The entries still in the list, by hand: a plain array searched for its least key.
      const waiting: { key: number; state: number }[] = [];
      for (let round = 0; round < 500; round++) {
        if (waiting.length === 0 || next() < 0.6) {
          // Keys repeat (priorities tie in the search); each state is its own.
          const entry = { key: Math.floor(next() * 40), state: round };
          open.push(entry.key, entry.state);
          waiting.push(entry);
        } else {
          const least = Math.min(...waiting.map((e) => e.key));
          expect(open.peekKey()).toBe(least);
          const state = open.pop();
          const at = waiting.findIndex((e) => e.state === state);
          expect(waiting[at]?.key, `state ${state}`).toBe(least);
          waiting.splice(at, 1);
        }
        expect(open.size).toBe(waiting.length);
      }
    }
  });

  it('counts the bytes of its keys (8 each) and states (4 each), doubling when full', () => {
    const open = new OpenList(2);
    expect(open.bytes()).toBe(2 * 12);
    open.push(3, 1);
    open.push(1, 2);
    expect(open.bytes()).toBe(2 * 12);
    open.push(2, 3);
    expect(open.bytes()).toBe(4 * 12);
    expect([open.pop(), open.pop(), open.pop()]).toEqual([2, 3, 1]);
    expect(new OpenList().bytes()).toBe(1024 * 12);
  });
});

describe('BucketOpenList', () => {
  it('gives states by least priority, the last in first among equals, pushes and pops mixed', () => {
    for (const capacity of [1, 2, 64]) {
      const next = random(11 + capacity);
      const open = new BucketOpenList(capacity);
      // The entries still in the list, by hand, in the order they went in.
      const waiting: { key: number; state: number }[] = [];
      for (let round = 0; round < 3000; round++) {
        if (waiting.length === 0 || next() < 0.55) {
          // Few keys, as A*'s priorities: long runs under one key cross its chunks' edges both ways.
          const entry = { key: Math.floor(next() * 6) * 2 ** 20 + 7, state: round };
          open.push(entry.key, entry.state);
          waiting.push(entry);
        } else {
          const least = Math.min(...waiting.map((e) => e.key));
          expect(open.peekKey()).toBe(least);
          const at = waiting.map((e) => e.key).lastIndexOf(least);
          expect(open.pop()).toBe(waiting[at]!.state);
          waiting.splice(at, 1);
        }
        expect(open.size).toBe(waiting.length);
      }
    }
  });

  it('counts 4 bytes per entry its chunks hold, and gives them back as they empty', () => {
    const open = new BucketOpenList(2);
    // The list of keys alone: room for 16, 12 bytes each.
    const empty = 16 * 12;
    expect(open.bytes()).toBe(empty);
    open.push(5, 1);
    // One bucket: its object and a first chunk of 2 entries.
    expect(open.bytes()).toBe(empty + 96 + 2 * 4);
    open.push(5, 2);
    open.push(5, 3);
    // A second chunk, twice the first.
    expect(open.bytes()).toBe(empty + 96 + (2 + 4) * 4);
    open.push(3, 4);
    expect(open.bytes()).toBe(empty + 2 * 96 + (2 + 4 + 2) * 4);
    expect([open.pop(), open.pop()]).toEqual([4, 3]);
    // Key 3's bucket is gone; key 5's emptied second chunk is kept as its spare.
    expect(open.bytes()).toBe(empty + 96 + (2 + 4) * 4);
    expect([open.pop(), open.pop()]).toEqual([2, 1]);
    expect(open.bytes()).toBe(empty);
    expect(open.size).toBe(0);
  });

  it('keeps one emptied chunk per bucket as a spare, lets an older spare go, and reuses the spare without new bytes', () => {
    const open = new BucketOpenList(1);
    const empty = 16 * 12;
    // Chunks of 1, 2 and 4 entries, all full.
    for (let i = 1; i <= 7; i++) open.push(5, i);
    expect(open.bytes()).toBe(empty + 96 + 7 * 4);
    // The chunk of 4 empties and is kept as the spare.
    for (let i = 7; i >= 4; i--) expect(open.pop()).toBe(i);
    expect(open.bytes()).toBe(empty + 96 + 7 * 4);
    // The chunk of 2 empties: it becomes the spare, and the chunk of 4 is let go.
    expect([open.pop(), open.pop()]).toEqual([3, 2]);
    expect(open.bytes()).toBe(empty + 96 + 3 * 4);
    // Two more entries fill the spare chunk of 2 again: no new bytes.
    open.push(5, 8);
    open.push(5, 9);
    expect(open.bytes()).toBe(empty + 96 + 3 * 4);
    // The next needs a new chunk, twice the spare's size.
    open.push(5, 10);
    expect(open.bytes()).toBe(empty + 96 + 7 * 4);
    expect([open.pop(), open.pop(), open.pop(), open.pop()]).toEqual([10, 9, 8, 1]);
    expect(open.bytes()).toBe(empty);
  });

  it('grows a long bucket by chunks of 4,096 entries at most', () => {
    const open = new BucketOpenList(16);
    for (let i = 0; i < 20_000; i++) open.push(1, i);
    // 16 + 32 + ... + 2,048 = 4,080 entries, then four chunks of 4,096.
    expect(open.bytes()).toBe(16 * 12 + 96 + (4080 + 4 * 4096) * 4);
    for (let i = 19_999; i >= 0; i--) expect(open.pop()).toBe(i);
  });
});
