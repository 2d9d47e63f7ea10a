/**
 * Push parity: on a floor whose cells take two colours, neighbours always
 * different, each push changes one box's colour, so the parity of the
 * pushes still needed is fixed by where the boxes and goals stand. Checked
 * on boards worked out by hand and against a brute-force search.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startPosition, type Level } from '@polyban/core';
import { hexobanTopology } from '@polyban/hexoban';
import { octobanTopology } from '@polyban/octoban';
import { sokobanTopology } from '@polyban/sokoban';
import { triobanTopology } from '@polyban/trioban';
import { pushesParity, pushParity, withParity } from '../src/push-parity.js';
import { fewestPushes } from './brute-force.js';
import { at, levelOf, spareLevel, TOPOLOGIES } from './boards.js';
import { pulledLevel } from './random-boards.js';

/** Every pair of neighbours, neither a wall. */
function neighbourPairs(level: Level): [number, number][] {
  const D = level.directionCount;
  const open = (c: number) => c >= 0 && level.isCell[c] === 1 && level.wall[c] === 0;
  const pairs: [number, number][] = [];
  for (let c = 0; c < level.size; c++) {
    if (!open(c)) continue;
    for (let d = 0; d < D; d++) {
      const v = level.neighbours[c * D + d]!;
      if (open(v)) pairs.push([c, v]);
    }
  }
  return pairs;
}

describe('the two-colouring of a level', () => {
  it('colours squares like a chessboard: neighbours differ, cells two steps apart agree', () => {
    const level = levelOf(['######', '#@$ .#', '#    #', '######'], sokobanTopology);
    const parity = pushParity(level)!;
    expect(parity).not.toBeNull();
    const pairs = neighbourPairs(level);
    // A 4 × 2 room: 3 × 2 pairs along the rows and 4 across, each seen from both sides.
    expect(pairs).toHaveLength(2 * (6 + 4));
    for (const [a, b] of pairs) expect(parity.colour[a]).not.toBe(parity.colour[b]);
    expect(parity.colour[at(level, 1, 1)]).toBe(parity.colour[at(level, 3, 1)]);
    expect(parity.colour[at(level, 1, 1)]).toBe(parity.colour[at(level, 2, 2)]);
  });

  it('colours triangles: each has its three neighbours in the other colour', () => {
    const level = levelOf(['#########', '#.$  @  #', '#       #', '#########'], triobanTopology);
    const parity = pushParity(level)!;
    expect(parity).not.toBeNull();
    for (const [a, b] of neighbourPairs(level)) expect(parity.colour[a]).not.toBe(parity.colour[b]);
    // (2,1) and (2,2) share the horizontal edge between the rows: (2,1) points up (x + y odd), (2,2) down.
    expect(parity.colour[at(level, 2, 1)]).not.toBe(parity.colour[at(level, 2, 2)]);
  });

  it('has none for hexagons: three meet at each corner', () => {
    const level = levelOf(['# # # # # #', ' # . $ @ #', '#         #', ' # # # # #'], hexobanTopology);
    expect(pushParity(level)).toBeNull();
  });

  it('has none for an octagon room: two octagons and the square between them are neighbours of each other', () => {
    // (1,1) and (2,2) are octagons, diagonal neighbours; the square (2,1) is a neighbour of both.
    expect(pushParity(levelOf(['#####', '#@$.#', '#   #', '#####'], octobanTopology))).toBeNull();
  });

  it('has one for octagons and squares in a corridor, where only the orthogonal steps are open', () => {
    const level = levelOf(['#######', '#@$ . #', '#######'], octobanTopology);
    const parity = pushParity(level)!;
    expect(parity).not.toBeNull();
    expect(parity.colour[at(level, 2, 1)]).not.toBe(parity.colour[at(level, 3, 1)]);
    expect(parity.colour[at(level, 2, 1)]).toBe(parity.colour[at(level, 4, 1)]);
  });

  it('gives up on one odd cycle even when the rest of the floor has a colouring', () => {
    // A corridor, and apart from it behind walls, a room of 3 × 2 cells: the corridor alone has a colouring, the room has none.
    expect(pushParity(levelOf(['#########', '#@$.#   #', '#####   #', '#########'], octobanTopology))).toBeNull();
    expect(pushParity(levelOf(['#########', '#@$.#   #', '#########'], octobanTopology))).not.toBeNull();
  });

  it('colours rooms that walls separate each on its own', () => {
    // Two rooms; in each, neighbours differ whatever colour each room started with.
    const level = levelOf(['#########', '#@$.#   #', '#   # $.#', '#########'], sokobanTopology);
    const parity = pushParity(level)!;
    expect(parity).not.toBeNull();
    for (const [a, b] of neighbourPairs(level)) expect(parity.colour[a]).not.toBe(parity.colour[b]);
  });
});

describe('the parity of the pushes still needed', () => {
  it('is that of a lone box’s distance to its goal in a corridor', () => {
    // Three pushes left, then two.
    const three = levelOf(['#######', '#.  $@#', '#######'], sokobanTopology);
    expect(pushesParity(pushParity(three)!, three.boxes, 1)).toBe(1);
    const two = levelOf(['######', '#. $@#', '######'], sokobanTopology);
    expect(pushesParity(pushParity(two)!, two.boxes, 1)).toBe(0);
  });

  it('adds the boxes’ distances: one push and two make three, one and one make two', () => {
    // Boxes on (2,1) and (5,2), goals on (1,1) and (3,2): one push left for the first, two for the second.
    const odd = levelOf(['########', '#.$ @  #', '#  . $ #', '########'], sokobanTopology);
    expect(odd.boxes).toHaveLength(2);
    expect(pushesParity(pushParity(odd)!, odd.boxes, 2)).toBe(1);
    // The second box on (4,2): one push for each.
    const even = levelOf(['########', '#.$ @  #', '#  .$  #', '########'], sokobanTopology);
    expect(pushesParity(pushParity(even)!, even.boxes, 2)).toBe(0);
  });

  it('reads only the first n cells: the pushers that follow the boxes do not count', () => {
    const level = levelOf(['#######', '#.  $@#', '#######'], sokobanTopology);
    const parity = pushParity(level)!;
    // A box, then a pusher on whichever of (1,1) and (2,1) has colour 1: counted, it would flip the parity.
    expect(parity.colour[at(level, 2, 1)]).not.toBe(parity.colour[at(level, 1, 1)]);
    const pusher = parity.colour[at(level, 2, 1)] === 1 ? at(level, 2, 1) : at(level, 1, 1);
    expect(pushesParity(parity, [at(level, 4, 1), pusher], 1)).toBe(1);
    expect(pushesParity(parity, [at(level, 3, 1), pusher], 1)).toBe(0);
  });

  it('is the parity of the fewest pushes a brute-force search finds, wherever there is a colouring', () => {
    let checked = 0;
    for (const topology of TOPOLOGIES) {
      for (const pushers of [1, 2]) {
        fc.assert(
          fc.property(pulledLevel(topology, pushers), (made) => {
            if (!made) return;
            const level = levelOf(made.rows, topology);
            const parity = pushParity(level);
            if (parity === null) return;
            const pushes = fewestPushes(level, startPosition(level), 20_000);
            if (pushes === null || pushes < 0) return;
            expect(pushesParity(parity, level.boxes, level.boxes.length)).toBe(pushes & 1);
            checked++;
          }),
          { numRuns: 15, seed: 20261127 },
        );
      }
    }
    // Square and triangle levels always have a colouring; octagon ones only without an open 2 × 2 block.
    expect(checked).toBeGreaterThan(40);
  });
});

describe('more goals than boxes', () => {
  // Boards with spare goals (see spareLevel): core builds them, and reports the count as their one problem.
  it('has no parity when the goals a solved position fills may differ in colour', () => {
    // Goals on (1,1) and (2,1), neighbours and so of two colours; the box on (3,1) takes either, one push or two.
    const level = spareLevel(['######', '#..$@#', '######']);
    expect(pushParity(level)).toBeNull();
  });

  it('has one when every goal has one colour: any goal the box takes is an odd number of pushes away', () => {
    // Goals on (1,1) and (3,1), two cells apart and so of one colour; the box on (4,1), beside (3,1), is of the other:
    // one push to (3,1), or three to (1,1).
    const level = spareLevel(['#######', '#. .$@#', '#######']);
    const parity = pushParity(level)!;
    expect(parity).not.toBeNull();
    expect(parity.colour[at(level, 1, 1)]).toBe(parity.colour[at(level, 3, 1)]);
    expect(pushesParity(parity, level.boxes, 1)).toBe(1);
    // The same a cell to the right, the goals on the other colour: still one push or three.
    const shifted = spareLevel(['########', '# . .$@#', '########']);
    const other = pushParity(shifted)!;
    expect(other.colour[at(shifted, 2, 1)]).not.toBe(parity.colour[at(level, 1, 1)]);
    expect(pushesParity(other, shifted.boxes, 1)).toBe(1);
    // Three goals of one colour on (2,1), (4,1), (6,1) and two boxes between them, each beside a goal: an odd number
    // of pushes for each box, an even number in all, whichever two goals they fill.
    const two = spareLevel(['#########', '# .$.$.@#', '#########']);
    expect(pushesParity(pushParity(two)!, two.boxes, 2)).toBe(0);
  });
});

describe('a bound raised to a parity', () => {
  it('is kept when it has the parity, else one more', () => {
    expect([withParity(5, 1), withParity(5, 0), withParity(4, 0), withParity(4, 1), withParity(0, 0), withParity(0, 1)]).toEqual([5, 6, 4, 5, 0, 1]);
  });
});
