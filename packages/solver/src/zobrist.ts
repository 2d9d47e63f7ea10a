/**
 * Zobrist keys: one random 32-bit number per (box class, cell) and per
 * pusher cell, so a position's hash is a sum of table lookups that a push
 * updates in two steps. The numbers come from a seeded generator, not
 * `Math.random`, so that two runs explore states in the same order and give
 * the same solution.
 */

/** A small seeded generator (SplitMix32): every run of the solver draws the same keys. */
export function seededRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) | 0;
  };
}

/** The keys of one level. */
export interface ZobristKeys {
  /** `box[k * size + c]`: a box of class `k` on cell `c`. Combined by XOR: two boxes never share a cell. */
  readonly box: Int32Array;
  /** `pusher[c]`: a pusher region whose key cell is `c`. Combined by addition: several pushers may share one region. */
  readonly pusher: Int32Array;
}

/** Keys for a board of `size` cells and `classes` box classes, from a fixed seed. */
export function zobristKeys(size: number, classes: number, seed = 0x5eed): ZobristKeys {
  const next = seededRandom(seed);
  const box = new Int32Array(size * classes);
  for (let i = 0; i < box.length; i++) box[i] = next();
  const pusher = new Int32Array(size);
  for (let i = 0; i < size; i++) pusher[i] = next();
  return { box, pusher };
}
