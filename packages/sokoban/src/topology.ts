/**
 * Sokoban's square grid: every character of a board row is a cell, and the
 * pusher moves left, right, up and down.
 */
import { fullLayout, type Point, type Topology } from '@polyban/core';

const STEPS: Readonly<Record<string, Point>> = { l: [-1, 0], r: [1, 0], u: [0, -1], d: [0, 1] };

/** The square tiling: letters `l r u d`; cell `(x, y)` is the unit square `[x, x+1] × [y, y+1]`. */
export const sokobanTopology: Topology = {
  name: 'Sokoban',
  directions: ['l', 'r', 'u', 'd'],
  opposite: { l: 'r', r: 'l', u: 'd', d: 'u' },
  headings: { l: 180, r: 0, u: 90, d: 270 },
  layout: (rows) => ({ layout: fullLayout(rows), problems: [] }),
  step(x, y, letter) {
    const s = STEPS[letter];
    return s ? [x + s[0], y + s[1]] : undefined;
  },
  polygon: (x, y) => [
    [x, y],
    [x + 1, y],
    [x + 1, y + 1],
    [x, y + 1],
  ],
  center: (x, y) => [x + 0.5, y + 0.5],
};
