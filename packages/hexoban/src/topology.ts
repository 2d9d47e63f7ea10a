/**
 * Hexoban (David W. Skinner, 2002): pointy-top hexagons in horizontal rows.
 * Letters follow Skinner's diagram: `u` north-west, `n` north-east, `l`/`r`
 * west/east, `s` south-west, `d` south-east.
 */
import type { Point, Topology } from '@polyban/core';
import { hexLayout } from './layout.js';

const STEPS: Readonly<Record<string, Point>> = { l: [-2, 0], r: [2, 0], u: [-1, -1], n: [1, -1], s: [-1, 1], d: [1, 1] };
const HALF_WIDTH = Math.sqrt(3) / 2;

/** The hexagonal tiling. Geometry: regular hexagons of circumradius 1, centre `(x·√3/2, y·1.5)`. */
export const hexobanTopology: Topology = {
  name: 'Hexoban',
  directions: ['l', 'r', 'u', 'n', 's', 'd'],
  opposite: { l: 'r', r: 'l', u: 'd', d: 'u', n: 's', s: 'n' },
  headings: { l: 180, r: 0, u: 120, n: 60, s: 240, d: 300 },
  layout: hexLayout,
  step(x, y, letter) {
    const s = STEPS[letter];
    return s ? [x + s[0], y + s[1]] : undefined;
  },
  polygon(x, y) {
    const cx = x * HALF_WIDTH;
    const cy = y * 1.5;
    const points: Point[] = [];
    // Vertices at 30° + k·60° (y down): a vertex points straight up and down.
    for (let k = 0; k < 6; k++) {
      const a = ((30 + 60 * k) * Math.PI) / 180;
      points.push([cx + Math.cos(a), cy + Math.sin(a)]);
    }
    return points;
  },
  center: (x, y) => [x * HALF_WIDTH, y * 1.5],
};
