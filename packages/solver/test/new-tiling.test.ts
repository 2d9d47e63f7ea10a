/**
 * A tiling the solver has never seen, defined here: a square grid with one
 * diagonal (`n` to the north-east, `s` to the south-west), so every cell has
 * six neighbours. The solver reads only the level's tables, so it solves,
 * finds dead cells and proves deadlocks on it with no change; and no source
 * file of the solver so much as names a tiling.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullLayout, replay, startPosition, type Point, type Topology } from '@polyban/core';
import { analyzeLevel, findDeadlock, solveSync } from '../src/index.js';
import { fewestPushes } from './brute-force.js';
import { at, levelOf } from './boards.js';
import { pulledLevel } from './random-boards.js';

const STEPS: Readonly<Record<string, Point>> = { l: [-1, 0], r: [1, 0], u: [0, -1], d: [0, 1], n: [1, -1], s: [-1, 1] };

/** Squares with a north-east/south-west diagonal: the triangular lattice drawn on a square grid. */
const skewTopology: Topology = {
  name: 'Skewban',
  directions: ['l', 'r', 'u', 'd', 'n', 's'],
  opposite: { l: 'r', r: 'l', u: 'd', d: 'u', n: 's', s: 'n' },
  headings: { l: 180, r: 0, u: 90, d: 270, n: 45, s: 225 },
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

describe('a sixth-neighbour square tiling defined in this test', () => {
  const room = ['#####', '#  .#', '# $ #', '#@  #', '#####'];

  it('pushes a box along the diagonal: one push, "N"', () => {
    const level = levelOf(room, skewTopology);
    const r = solveSync(level, { optimize: 'pushes' });
    expect([r.status, r.solution, r.pushes, r.optimal]).toEqual(['solved', 'N', 1, true]);
    expect(replay(level, r.solution!).solved).toBe(true);
  });

  it('finds its dead cells', () => {
    const level = levelOf(room, skewTopology);
    const { deadCells } = analyzeLevel(level);
    // The left column and the bottom row: no push from there reaches the goal (3,1) or a cell that can.
    // (2,1) goes right onto the goal, (3,2) up onto it, (2,2) north-east onto it.
    const dead = [at(level, 1, 1), at(level, 1, 2), at(level, 1, 3), at(level, 2, 3), at(level, 3, 3)];
    expect([...deadCells.keys()].filter((c) => deadCells[c] === 1)).toEqual(dead);
    const cornered = levelOf(['#####', '#$ .#', '#   #', '#@  #', '#####'], skewTopology);
    expect(findDeadlock(cornered, startPosition(cornered))).toEqual({ kind: 'dead-cell', boxes: [at(cornered, 1, 1)] });
  });

  it('solves random levels pulled from solved positions, with the fewest pushes brute force finds', () => {
    let compared = 0;
    fc.assert(
      fc.property(pulledLevel(skewTopology, 1), (made) => {
        if (!made) return;
        const level = levelOf(made.rows, skewTopology);
        const r = solveSync(level, { optimize: 'pushes', timeLimitMs: 20_000 });
        expect(r.status, made.rows.join('\n')).toBe('solved');
        expect(replay(level, r.solution!).solved).toBe(true);
        const brute = fewestPushes(level, undefined, 60_000);
        if (brute === null) return;
        compared++;
        expect(r.pushes, made.rows.join('\n')).toBe(brute);
      }),
      // A fixed seed: the count below is about this run's levels.
      { numRuns: 40, seed: 20261123 },
    );
    expect(compared).toBeGreaterThan(10);
  });

  it('the solver never looks at a tiling by name', () => {
    const src = fileURLToPath(new URL('../src', import.meta.url));
    for (const file of readdirSync(src)) {
      const code = readFileSync(join(src, file), 'utf8');
      expect(code, file).not.toMatch(/topology\.name|\.topology\b|['"`](sokoban|hexoban|trioban|octoban)/i);
    }
  });
});
