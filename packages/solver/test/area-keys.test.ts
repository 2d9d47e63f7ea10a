/**
 * The search names the pusher's area of each state by its smallest cell,
 * and counts the areas the pusher cannot reach for the feature space,
 * both worked out from the parent's areas without a flood where they can
 * be (the box pushed into a corral, onto a cut cell, next to other
 * corrals). Every stored state's name and count is checked against a
 * flood fill.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadPuzzle, parseCollection, startPosition, topologyFor, type Level } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { analysisOf } from '../src/deadlock.js';
import { closedAreasOf } from '../src/feature-space.js';
import { Search } from '../src/search.js';
import { at, CORPUS_DIR, levelOf, TOPOLOGIES, walk } from './boards.js';
import { pulledLevel } from './random-boards.js';

const MB = 1 << 20;

/**
 * Runs a one-pusher search for a while and checks that each stored state
 * names the pusher's area by its smallest cell, the area of the cell the
 * pusher stands on after the push, as a plain flood fill finds it.
 */
function checkAreaKeys(level: Level, optimal: boolean): number {
  const search = new Search(level, analysisOf(level), startPosition(level), optimal, 256 * MB);
  // A fixed number of expansions, not a time: the states checked must not depend on the machine's speed.
  search.run(Date.now() + 60_000, 3_000);
  const { store, boxCount: n } = search;
  let checked = 0;
  for (let s = 1; s < store.count; s++) {
    const cells = store.cellArray(s);
    const box = new Set(cells.slice(0, n));
    const move = store.move(s);
    const stand = level.neighbours[move]!;
    const free = (c: number) => c >= 0 && level.isCell[c] === 1 && level.wall[c] === 0 && !box.has(c);
    const min = Math.min(...walk(level, free, stand));
    expect(cells[n], `state ${s}`).toBe(min);
    checked++;
  }
  return checked;
}

describe('the pusher area after a push', () => {
  it('leaves out the room a box pushed into its door cuts off, when that room holds the smallest cell', () => {
    // The room (1, 1)-(2, 2) opens only onto (3, 2), which (3, 3) joins to the rest. The pusher on (5, 2) pushes the
    // box from (4, 2) into that door: the room, with the area's smallest cell (1, 1), is cut off, and the pusher, now
    // on (4, 2), keeps the rest, where (4, 2) itself is the smallest cell.
    const level = levelOf(['##########', '#  #######', '#.  $@   #', '###      #', '##########'], sokobanTopology);
    expect(checkAreaKeys(level, false)).toBeGreaterThan(1);
    const search = new Search(level, analysisOf(level), startPosition(level), false, 256 * MB);
    search.run(Date.now() + 1_000, 1);
    const { store } = search;
    const door = [...Array(store.count).keys()].filter((s) => store.cellArray(s)[0] === at(level, 3, 2));
    expect(door).toHaveLength(1);
    expect(store.cellArray(door[0]!)[1]).toBe(at(level, 4, 2));
  });

  it('names the pusher area of every state by its smallest cell, as a flood over the board finds it', () => {
    // Microban 93 (A*) pushes boxes into corrals and cuts the pusher's area in many ways; 109 and 145 push through tunnels;
    // in 13 (A*) a box is pushed into the corral beside it and cuts that corral in two: the pusher, on the cell the box
    // left, gains only the piece next to it.
    const { collection } = parseCollection(readFileSync(join(CORPUS_DIR, 'Microban.txt'), 'utf8'), { fileName: 'Microban.txt' });
    let checked = 0;
    for (const [n, optimal] of [[93, true], [93, false], [109, false], [145, false], [36, true], [13, true]] as const) {
      checked += checkAreaKeys(loadPuzzle(collection.puzzles[n - 1]!, sokobanTopology).level!, optimal);
    }
    for (const topology of TOPOLOGIES) {
      fc.assert(
        fc.property(pulledLevel(topology, 1), (made) => {
          if (made) checkAreaKeys(levelOf(made.rows, topology), false);
        }),
        { numRuns: 8 },
      );
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});

/**
 * Runs a best-first search for a while and checks that each state filed in
 * the feature space counts the areas of free floor where no pusher stands
 * (up to 7) as a plain flood fill of every area finds them; with
 * `tunnels`, boxes are pushed on through tunnels, and the state a tunnel
 * ends in is counted from the labels made on the way.
 */
function checkClosedAreas(level: Level, tunnels = false): number {
  const a = analysisOf(level);
  const search = new Search(level, a, startPosition(level), false, 256 * MB, tunnels);
  const features = search.features!;
  // A state passed through in a tunnel takes the features of the state before it (see tunnel.test.ts).
  const passed = new Set<number>();
  const inherit = features.inherit.bind(features);
  features.inherit = (s, from) => {
    passed.add(s);
    inherit(s, from);
  };
  // A fixed number of expansions, not a time: the states checked must not depend on the machine's speed.
  search.run(Date.now() + 60_000, 3_000);
  const { store, boxCount: n } = search;
  let checked = 0;
  for (let s = 1; s < store.count; s++) {
    // Dead states are stored but never filed, nor is the state that solved the level.
    if (store.h(s) === 0x7fffffff || s === search.goal || passed.has(s)) continue;
    const cells = store.cellArray(s);
    const box = new Set(cells.slice(0, n));
    const free = (c: number) => c >= 0 && a.floor[c] === 1 && !box.has(c);
    const pushers = cells.slice(n);
    const seen = new Set<number>();
    let closed = 0;
    for (let c = 0; c < level.size; c++) {
      if (!free(c) || seen.has(c)) continue;
      // An area is closed when no pusher stands in it.
      const area = walk(level, free, c, seen);
      if (!pushers.some((p) => area.includes(p))) closed++;
    }
    expect(closedAreasOf(features.cell(s)), `state ${s}`).toBe(Math.min(closed, 7));
    checked++;
  }
  return checked;
}

describe('the areas the pusher cannot reach after a push', () => {
  it('counts each piece a push cuts off once, however many of its cells lie next to the cell the box fills', () => {
    // The box goes up from (3, 3) to (3, 2), which joins the corridor (4, 2)-(5, 2) to the rest. Of its other
    // neighbours, (2, 2) and (3, 1) lie in one piece (through (2, 1)), the corridor is the other. The pusher,
    // now on (3, 3), touches the first piece by two cells: one area closed, the corridor.
    const level = levelOf(['#######', '##  ###', '##   .#', '## $###', '## @###', '#######'], sokobanTopology);
    const search = new Search(level, analysisOf(level), startPosition(level), false, 256 * MB);
    search.run(Date.now() + 1_000);
    expect(search.status).toBe('solved');
    const { store } = search;
    let s = 1;
    while (s < store.count && store.cellArray(s)[0] !== at(level, 3, 2)) s++;
    expect(closedAreasOf(search.features!.cell(s))).toBe(1);
  });

  it('counts them for every state as a flood over the board finds them', () => {
    const { collection } = parseCollection(readFileSync(join(CORPUS_DIR, 'Microban.txt'), 'utf8'), { fileName: 'Microban.txt' });
    let checked = 0;
    for (const n of [93, 109, 145, 153]) checked += checkClosedAreas(loadPuzzle(collection.puzzles[n - 1]!, sokobanTopology).level!);
    // 109 and 145 push boxes through tunnels.
    for (const n of [109, 145]) checked += checkClosedAreas(loadPuzzle(collection.puzzles[n - 1]!, sokobanTopology).level!, true);
    for (const topology of TOPOLOGIES) {
      fc.assert(
        fc.property(pulledLevel(topology, 1), (made) => {
          if (made) checkClosedAreas(levelOf(made.rows, topology));
        }),
        { numRuns: 8 },
      );
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it('counts, with several pushers, the areas where none of them stands', () => {
    // The corpus's Trioban level has two pushers, one walled in at the top by boxes on goals.
    const { collection } = parseCollection(readFileSync(join(CORPUS_DIR, 'mixed_collection.sok'), 'utf8'), { fileName: 'mixed_collection.sok' });
    const puzzle = collection.puzzles.find((p) => p.title === 'Trioban test')!;
    const trioban = loadPuzzle(puzzle, topologyFor(puzzle, TOPOLOGIES)!).level!;
    expect(startPosition(trioban).pushers.length).toBe(2);
    let checked = checkClosedAreas(trioban);
    for (const topology of TOPOLOGIES) {
      fc.assert(
        fc.property(pulledLevel(topology, 3), (made) => {
          if (made) checked += checkClosedAreas(levelOf(made.rows, topology));
        }),
        { numRuns: 8 },
      );
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});
