/**
 * Trioban (François Marques): triangles alternating up and down, one
 * character each. Six letters map two to one onto a triangle's three
 * neighbours, so that a push, which applies the same letter again from the
 * box's triangle, carries the box along one straight band.
 */
import { fullLayout, type Point, type Topology } from '@polyban/core';

/**
 * `(x + y) % 2` of the triangles that point down; the top-left triangle
 * points down. One constant, so the convention can be flipped if a real
 * `.tsb` file shows the other.
 */
export const DOWN_PARITY = 0;

const ROW_HEIGHT = Math.sqrt(3) / 2;

/** True when the triangle at `(x, y)` points down. */
export function pointsDown(x: number, y: number): boolean {
  // Stryker disable next-line ArithmeticOperator: x - y has the parity of x + y
  const sum = x + y;
  return Math.abs(sum % 2) === DOWN_PARITY;
}

// Steps from a down-pointing and from an up-pointing triangle.
const FROM_DOWN: Readonly<Record<string, Point>> = { l: [-1, 0], r: [1, 0], n: [0, -1], u: [0, -1], d: [1, 0], s: [-1, 0] };
const FROM_UP: Readonly<Record<string, Point>> = { l: [-1, 0], r: [1, 0], n: [1, 0], u: [-1, 0], d: [0, 1], s: [0, 1] };

/** The triangular tiling: equilateral triangles of side 1, rows `√3/2` high. */
export const triobanTopology: Topology = {
  name: 'Trioban',
  directions: ['l', 'r', 'n', 'u', 'd', 's'],
  opposite: { l: 'r', r: 'l', u: 'd', d: 'u', n: 's', s: 'n' },
  headings: { l: 180, r: 0, n: 60, u: 120, s: 240, d: 300 },
  layout: (rows) => ({ layout: fullLayout(rows), problems: [] }),
  step(x, y, letter) {
    const s = (pointsDown(x, y) ? FROM_DOWN : FROM_UP)[letter];
    return s ? [x + s[0], y + s[1]] : undefined;
  },
  polygon(x, y) {
    const top = y * ROW_HEIGHT;
    const bottom = (y + 1) * ROW_HEIGHT;
    const left = x / 2;
    return pointsDown(x, y)
      ? [
          [left, top],
          [left + 1, top],
          [left + 0.5, bottom],
        ]
      : [
          [left + 0.5, top],
          [left + 1, bottom],
          [left, bottom],
        ];
  },
  center(x, y) {
    // The centroid: a third of the way from the flat side to the apex.
    const cx = x / 2 + 0.5;
    return pointsDown(x, y) ? [cx, (y + 1 / 3) * ROW_HEIGHT] : [cx, (y + 2 / 3) * ROW_HEIGHT];
  },
};
