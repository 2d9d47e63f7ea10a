/**
 * Octoban (Malcolm Tyrrell, 2004): octagons and squares in a checkerboard,
 * the top-left character an octagon. From an octagon the pusher has eight
 * directions, from a square four, so diagonal moves and pushes happen only
 * from octagon to octagon.
 */
import { fullLayout, type Point, type Topology } from '@polyban/core';

/** True when `(x, y)` is an octagon (`x + y` even). */
export function isOctagon(x: number, y: number): boolean {
  // Stryker disable next-line ArithmeticOperator: x - y has the parity of x + y
  const sum = x + y;
  return sum % 2 === 0;
}

const ORTHOGONAL: Readonly<Record<string, Point>> = { l: [-1, 0], r: [1, 0], u: [0, -1], d: [0, 1] };
const DIAGONAL: Readonly<Record<string, Point>> = { n: [1, -1], e: [1, 1], s: [-1, 1], w: [-1, -1] };

/** Inradius of an octagon with centres one unit apart: half the diagonal pitch. */
const OCTAGON_INRADIUS = 1 / Math.SQRT2;
const OCTAGON_CIRCUMRADIUS = OCTAGON_INRADIUS / Math.cos(Math.PI / 8);
const SQUARE_HALF = (2 - Math.SQRT2) / 2;

/** The octagon-and-square tiling: centres at `(x, y)`, pitch 1. */
export const octobanTopology: Topology = {
  name: 'Octoban',
  directions: ['l', 'r', 'u', 'd', 'n', 'e', 's', 'w'],
  opposite: { l: 'r', r: 'l', u: 'd', d: 'u', n: 's', s: 'n', e: 'w', w: 'e' },
  headings: { l: 180, r: 0, u: 90, d: 270, n: 45, e: 315, s: 225, w: 135 },
  layout: (rows) => ({ layout: fullLayout(rows), problems: [] }),
  step(x, y, letter) {
    const o = ORTHOGONAL[letter];
    if (o) return [x + o[0], y + o[1]];
    const d = DIAGONAL[letter];
    return d && isOctagon(x, y) ? [x + d[0], y + d[1]] : undefined;
  },
  polygon(x, y) {
    if (!isOctagon(x, y)) {
      return [
        [x - SQUARE_HALF, y - SQUARE_HALF],
        [x + SQUARE_HALF, y - SQUARE_HALF],
        [x + SQUARE_HALF, y + SQUARE_HALF],
        [x - SQUARE_HALF, y + SQUARE_HALF],
      ];
    }
    // Vertices at 22.5° + k·45°: every edge faces one of the eight directions.
    const points: Point[] = [];
    for (let k = 0; k < 8; k++) {
      const a = (Math.PI / 8) * (1 + 2 * k);
      points.push([x + OCTAGON_CIRCUMRADIUS * Math.cos(a), y + OCTAGON_CIRCUMRADIUS * Math.sin(a)]);
    }
    return points;
  },
  center: (x, y) => [x, y],
};
