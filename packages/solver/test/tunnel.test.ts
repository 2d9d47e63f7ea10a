/**
 * Tunnel pushes: a box pushed into a tunnel, with the pusher boxed in
 * behind it, is pushed on at once until it leaves the tunnel's line, reaches
 * a goal, or would land on a dead cell or another box. The counts below are
 * worked out by hand from the boards: best first takes the one line of play
 * towards the goal, and each state on it is expanded once unless it is
 * passed through.
 */
import { describe, expect, it } from 'vitest';
import { replay, startPosition, type Level, type Topology } from '@polyban/core';
import { hexobanTopology } from '@polyban/hexoban';
import { sokobanTopology } from '@polyban/sokoban';
import { CORRAL_SEARCH_CELLS } from '../src/corral-search.js';
import { analysisOf } from '../src/deadlock.js';
import { solveSync } from '../src/index.js';
import { Search } from '../src/search.js';
import { at, levelOf } from './boards.js';

/**
 * A best-first search of `level` run to its end, with or without tunnel
 * pushes. The feature space is off: its route to the next goal would take
 * the box there from the first state, and no tunnel push would be made.
 */
function searched(level: Level, tunnels: boolean): Search {
  const search = new Search(level, analysisOf(level), startPosition(level), false, 1 << 26, tunnels, false);
  search.run(Date.now() + 10_000);
  return search;
}

/** The box's cell in each state of the search's path (levels of one box). */
function boxPath(search: Search): number[] {
  return search.path().map((s) => search.store.cellArray(s)[0]!);
}

// Row 2 runs from the pusher's room to the goal's; x = 5 to 8 is a tunnel, walls above and below.
const TUNNEL = ['############', '#    ####  #', '#@ $      .#', '#    ####  #', '############'];

describe('tunnel pushes', () => {
  it('a box pushed into a tunnel is pushed on through it: the states inside are never expanded', () => {
    const level = levelOf(TUNNEL, sokobanTopology);
    const row = (x: number) => at(level, x, 2);
    // Without: the box is pushed from x = 3 to 10 and each state before the goal is expanded, 7 of them.
    const plain = searched(level, false);
    expect([plain.status, plain.expanded, plain.tunnelPushes]).toEqual(['solved', 7, 0]);
    expect(boxPath(plain)).toEqual([3, 4, 5, 6, 7, 8, 9, 10].map(row));
    // With: once the push to x = 6 leaves the pusher on x = 5 between walls, the box goes on to x = 9,
    // where it could leave the line (up or down). Expanded: x = 3, 4, 5 and 9; pushed on: to 7, 8 and 9.
    const tunnel = searched(level, true);
    expect([tunnel.status, tunnel.expanded, tunnel.tunnelPushes]).toEqual(['solved', 4, 3]);
    // The path still has one push per state, so the solution spells as any other.
    expect(boxPath(tunnel)).toEqual([3, 4, 5, 6, 7, 8, 9, 10].map(row));
  });

  it('with the feature space on, a state passed through has the features of the state before the tunnel', () => {
    // The box on x = 8 is taken to the goal on x = 10 first; then the box on x = 3 is pushed into the tunnel.
    const level = levelOf(['############', '#    ####  #', '#@ $    $..#', '#    ####  #', '############'], sokobanTopology);
    const search = new Search(level, analysisOf(level), startPosition(level), false, 1 << 26, true);
    search.run(Date.now() + 10_000);
    expect(search.status).toBe('solved');
    const features = search.features!;
    const { store } = search;
    const row = (x: number) => at(level, x, 2);
    const stateWith = (x: number) => {
      for (let s = 0; s < store.count; s++) {
        const cells = store.cellArray(s);
        if (cells[0] === row(x) && cells[1] === row(10)) return s;
      }
      return -1;
    };
    // The box on x = 5, the pusher behind it: the far goal packed (one box), and the tunnel and the goal room
    // beyond the box closed off (one area): cell 1 × 8 + 1.
    const before = stateWith(5);
    expect(features.cell(before)).toBe(9);
    // The push to x = 6 boxes the pusher in: it goes on to x = 9, the last goal. The states on x = 6, 7
    // and 8 are passed through: each weighs what the state before the tunnel does, not one more per push.
    expect(search.tunnelPushes).toBe(3);
    for (const x of [6, 7, 8]) {
      const s = stateWith(x);
      expect([x, features.cell(s), features.weight(s)]).toEqual([x, 9, features.weight(before)]);
    }
  });

  it('a pusher with room to step aside is not boxed in: the tunnel starts one cell later', () => {
    // (5, 1) is floor now: after the push to x = 6 the pusher on x = 5 can step up, so that state is expanded too.
    const rows = ['############', '#     ###  #', '#@ $      .#', '#    ####  #', '############'];
    const search = searched(levelOf(rows, sokobanTopology), true);
    expect([search.status, search.expanded, search.tunnelPushes]).toEqual(['solved', 5, 2]);
  });

  it('stops on a goal in the tunnel', () => {
    // The goal on x = 7: pushed on from x = 6 to the goal (one tunnel push), where the level is solved in 4 pushes, not past it.
    const rows = ['############', '#    ####  #', '#@ $   .   #', '#    ####  #', '############'];
    const level = levelOf(rows, sokobanTopology);
    const search = searched(level, true);
    expect([search.status, search.expanded, search.tunnelPushes]).toEqual(['solved', 3, 1]);
    const r = solveSync(level);
    expect([r.status, r.pushes]).toEqual(['solved', 4]);
    expect(replay(level, r.solution!).solved).toBe(true);
  });

  it('never pushes a box on into another: two boxes through one tunnel replay as solved', () => {
    // (Before a dead cell it stops too: see the corridors below.)
    const rows = ['############', '#    ####  #', '#@ $    $..#', '#    ####  #', '############'];
    const level = levelOf(rows, sokobanTopology);
    const r = solveSync(level);
    expect(r.status).toBe('solved');
    expect(replay(level, r.solution!).solved).toBe(true);
  });

  it('the push on is refused when a box stands where it would land', () => {
    const level = levelOf(TUNNEL, sokobanTopology);
    const search = new Search(level, analysisOf(level), startPosition(level), false, 1 << 26, true, false);
    const row = (x: number) => at(level, x, 2);
    // The pusher came from x = 5 to x = 6 behind the box on x = 7: the push to x = 8 is the one on.
    const tunnelPush = (): number => search['tunnelPush'](row(5), row(6), row(7), 0);
    const boxAt = search['boxAt'];
    const m = tunnelPush();
    expect(m).toBeGreaterThanOrEqual(0);
    expect(search.analysis.pushes.target[m]).toBe(row(8));
    boxAt[row(8)] = 2;
    expect(tunnelPush()).toBe(-1);
    boxAt[row(8)] = 0;
  });

  it('solutions found with tunnel pushes replay as solved, on Hexoban too', () => {
    const hex: [Topology, string[]][] = [
      [sokobanTopology, TUNNEL],
      [hexobanTopology, ['# # # # # # # # # #', ' # # # # # # # # #', '# @ $             . #', ' # # # # # # # # # #', '# # # # # # # # # #']],
    ];
    for (const [topology, rows] of hex) {
      const level = levelOf(rows, topology);
      const r = solveSync(level);
      expect(r.status).toBe('solved');
      expect(replay(level, r.solution!).solved).toBe(true);
    }
  });
});

describe('a search that ran out after tunnel pushes proves nothing', () => {
  // Two boxes with GAP free cells between them, goals just past the second (each box alone could be pushed there):
  // unsolvable, since the pusher never gets past the first box to the second. The first box is pushed from x = 3 to 4
  // and on through the tunnel against the second (GAP - 1 tunnel pushes): two boxes side by side in a corridor are
  // frozen, so that state is dead and the search with tunnel pushes expands the start alone and runs out. The level is
  // then searched again without them, the first box on x = 3, 4, ...: the cells between the boxes and the two boxes
  // make a corral, searched once it has at most CORRAL_SEARCH_CELLS cells (see `corral-search.ts`), and that search
  // proves it lost, so the search expands the states up to that one, GAP + 3 - CORRAL_SEARCH_CELLS of them. A gap that
  // large keeps the corral search out of the start. The forward search runs out in its first turn, before the
  // backward search expands anything.
  const GAP = CORRAL_SEARCH_CELLS - 1;
  const hexRow = (cells: number): string => '# '.repeat(cells).trimEnd();
  const corridors: [string, Topology, string[]][] = [
    ['Sokoban', sokobanTopology, ['#'.repeat(GAP + 7), `#@ $${' '.repeat(GAP)}$..#`, '#'.repeat(GAP + 7)]],
    [
      'Hexoban',
      hexobanTopology,
      [hexRow(GAP + 8), ` ${hexRow(GAP + 7)}`, `# @   $ ${'  '.repeat(GAP)}$ . . #`, ` ${hexRow(GAP + 7)}`],
    ],
  ];

  it.each(corridors)('%s: unsolvable only after a search without them', (_, topology, rows) => {
    const level = levelOf(rows, topology);
    const tunnel = searched(level, true);
    expect([tunnel.status, tunnel.expanded, tunnel.tunnelPushes]).toEqual(['unsolvable', 1, GAP - 1]);
    const r = solveSync(level);
    expect([r.status, r.stats.expanded]).toEqual(['unsolvable', 1 + GAP + 3 - CORRAL_SEARCH_CELLS]);
  });

  it('a search that made no tunnel push and ran out is not repeated', () => {
    // The first box moves right once, onto x = 4, against the second, where the two are frozen: no tunnel push, the start
    // alone expanded, once.
    const r = solveSync(levelOf(['#########', '#@ $ $..#', '#########'], sokobanTopology));
    expect([r.status, r.stats.expanded]).toEqual(['unsolvable', 1]);
  });
});
