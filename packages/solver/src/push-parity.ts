/**
 * Push parity. A push moves one box to a neighbouring cell. When the
 * cells can be coloured in two colours so that neighbours always differ
 * (the square and triangle tilings can; a tiling with three cells around
 * a corner, like hexagons, cannot), every push changes the colour of one
 * box. In a solved position the boxes stand on the goals, so the number
 * of pushes any solution still needs is even or odd as the count of boxes
 * on colour 1 differs from the count of goals there by an even or an odd
 * number. A lower bound can then be raised to the next number of that
 * parity.
 *
 * That count of goals is fixed only when every solved position fills the
 * same goals' colours: when there are as many goals as boxes (each goal
 * holds one), or when every goal has one colour. With more goals than
 * boxes on both colours, two solved positions can differ by one box's
 * colour, and so by one push in the parity: there is none then.
 */
import type { Level } from '@polyban/core';
import { fillsEveryGoal } from './dead-cells.js';

/** The two-colouring of a level's cells, and the parity its goals give. */
export interface PushParity {
  /** Per cell: 0 or 1, different on each pair of neighbours that are not walls (2 on walls and off the tiling's cells). */
  colour: Uint8Array;
  /** The goals on colour 1, modulo 2: the boxes' share when the level is solved. */
  goals: number;
}

/**
 * The push parity of a level, or `null` when its cells (walls left out)
 * cannot be coloured so (some cycle of neighbours has odd length), or
 * when the goals a solved position fills may differ in colour: more goals
 * than `boxes` (the boxes of the position searched, the level's own unless
 * said), on both colours. Each part of the floor that walls separate
 * is coloured on its own; a box never leaves its part, so any choice there
 * gives the same parity.
 */
export function pushParity(level: Level, boxes = level.boxes.length): PushParity | null {
  const { size, neighbours, directionCount: D, wall } = level;
  // 2 until reached. A neighbour is always a cell of the tiling (-1 where there is none).
  const colour = new Uint8Array(size).fill(2);
  const queue = new Int32Array(size);
  for (let seed = 0; seed < size; seed++) {
    if (colour[seed] !== 2 || level.isCell[seed] === 0 || wall[seed] === 1) continue;
    colour[seed] = 0;
    queue[0] = seed;
    for (let head = 0, tail = 1; head < tail; head++) {
      const c = queue[head]!;
      for (let d = 0; d < D; d++) {
        const v = neighbours[c * D + d]!;
        if (v < 0 || wall[v] === 1) continue;
        if (colour[v] === 2) {
          colour[v] = colour[c]! ^ 1;
          queue[tail++] = v;
        } else if (colour[v] === colour[c]) return null;
      }
    }
  }
  let goals = 0;
  let onOne = 0;
  for (const g of level.goals) {
    goals ^= colour[g]!;
    onOne += colour[g]!;
  }
  if (!fillsEveryGoal(level, boxes)) {
    if (onOne !== 0 && onOne !== level.goals.length) return null;
    // With every goal on one colour, the boxes fill that colour alone.
    goals = onOne === 0 ? 0 : boxes & 1;
  }
  return { colour, goals };
}

/** The parity (0 even, 1 odd) of the pushes every solution needs from boxes on the first `n` of `cells`. */
export function pushesParity(parity: PushParity, cells: ArrayLike<number>, n: number): number {
  let p = parity.goals;
  for (let i = 0; i < n; i++) p ^= parity.colour[cells[i]!]!;
  return p;
}

/** The least number of pushes, at least `bound`, with the parity `parity`. */
export function withParity(bound: number, parity: number): number {
  return bound + ((bound ^ parity) & 1);
}
