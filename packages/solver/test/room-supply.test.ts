/**
 * Goal rooms that too few boxes can reach (room-supply.ts): a position it
 * calls starved must never be one that can be solved, which small random
 * levels searched whole check on every tiling; Kevin Damm's Hexoban
 * level "Honey Pot" is shown unsolvable, with the reason worked out here;
 * and each of the check's own rules (every room, the goal count, the ring
 * in reach of enough boxes, the 30 cells of a search, the pusher's cell)
 * has a board, worked out by hand, that fails when the rule breaks.
 */
import { describe, expect, it } from 'vitest';
import { reachable, replay, startPosition } from '@polyban/core';
import { hexobanTopology } from '@polyban/hexoban';
import { sokobanTopology } from '@polyban/sokoban';
import { analyzeLevel } from '../src/dead-cells.js';
import { GoalRooms } from '../src/goal-rooms.js';
import { starvedRoom } from '../src/room-supply.js';
import { at, corpusLevel, levelOf, spareLevel, TOPOLOGIES } from './boards.js';
import { rowsOf } from './random-boards.js';
import { starvedOnRandomLevels } from './starved-levels.js';

describe('starved rooms', () => {
  // Honey Pot's room of 12 goals has a door on its top, which twelve boxes reach, and one at the bottom, (14, 12) in
  // text coordinates, behind which the floor runs (12, 12), (10, 12), (8, 12), (9, 11) to (8, 10) and (10, 10): a
  // corridor one cell wide, which only the box of the start on (7, 9) reaches from outside. Grown through it, the
  // room's search finds that the room cannot be filled (the reason is worked out in room-supply-corpus.test.ts).
  const honeyPot = corpusLevel('hexoban/morehex.hsb', 5);

  it("are found in Honey Pot at the start, where the room's own search, boxes at every door, sees none", () => {
    const a = analyzeLevel(honeyPot);
    const start = startPosition(honeyPot);
    expect(starvedRoom(a, start.boxes, start.pushers[0]!)).toBe(true);
    const area = reachable(honeyPot, start);
    expect(GoalRooms.of(a)!.lost(start.boxAt, (c) => area[c] === 1)).toBe(false);
  });

  it('are not looked for past the deadline', () => {
    const a = analyzeLevel(honeyPot);
    expect(starvedRoom(a, honeyPot.boxes, honeyPot.pushers[0]!, Date.now() - 1)).toBe(false);
  });

  it("leave out a room of more cells than a search's mask holds: XSokoban's Level 48, 34 goals and 3 doors", () => {
    // The level is solved by the corpus's own saved games; a room of 37 cells would overflow the 32-bit masks.
    const level = corpusLevel('Original_and_Extra.sok', 49);
    expect(level.goals.length).toBe(34);
    expect(starvedRoom(analyzeLevel(level), level.boxes, level.pushers[0]!)).toBe(false);
  });

  it("make no claim with a goal more than boxes, where the room may stay part empty: Honey Pot and a goal on (18, 6)", () => {
    const spare = spareLevel(honeyPotRows({ '18,6': '.' }), hexobanTopology);
    expect(spare.goals.length).toBe(15);
    expect(spare.boxes.length).toBe(14);
    expect(starvedRoom(analyzeLevel(spare), spare.boxes, spare.pushers[0]!)).toBe(false);
  });

  it('are looked for in every room: Honey Pot with a second room, full, in the pocket on its top right', () => {
    // Boxes on goals on (15, 1), (17, 1) and (18, 2), three cells that touch: a room of three goals, full, which no
    // search calls starved, ahead of Honey Pot's own room in the order of cells. One starved room is enough.
    const two = levelOf(honeyPotRows({ '15,1': '*', '17,1': '*', '18,2': '*' }), hexobanTopology);
    expect(two.goals.length).toBe(17);
    expect(two.boxes.length).toBe(17);
    expect(starvedRoom(analyzeLevel(two), two.boxes, two.pushers[0]!)).toBe(true);
  });

  /** The rows of Honey Pot's start with the cells at `"x,y"` (board coordinates, as in the corpus file's text) given new letters. */
  function honeyPotRows(letters: Record<string, string>): string[] {
    const rows = rowsOf(honeyPot, startPosition(honeyPot)).map((row, y) =>
      Array.from(row, (ch, x) => letters[`${x},${y}`] ?? ch).join(''),
    );
    for (const key of Object.keys(letters)) {
      const [x, y] = key.split(',').map(Number) as [number, number];
      // Each changed cell is floor with nothing on it in the level itself.
      const c = at(honeyPot, x, y);
      expect(honeyPot.isCell[c] === 1 && honeyPot.wall[c] === 0).toBe(true);
      expect(honeyPot.boxes.includes(c) || honeyPot.goal[c] === 1 || honeyPot.pushers.includes(c)).toBe(false);
    }
    return rows;
  }
});

describe('starved rooms on a square board, worked out by hand', () => {
  it('are not looked for when every cell round the room and its doors is in reach of as many boxes as it has goals', () => {
    // A floor of 8 by 5 cells, the room the three goals on its bottom row, (3, 5) to (5, 5). Each of the three boxes
    // can be pushed alone onto each cell round the room: the search of the room with boxes at every door decides, and
    // says nothing here. Solved by hand: the boxes on (3, 2) and (5, 2) pushed down three times each, the one on
    // (7, 2) down twice, left three times and down onto (4, 5).
    const level = levelOf(['##########', '#        #', '#  $ $ $ #', '#   @    #', '#        #', '#  ...   #', '##########'], sokobanTopology);
    expect(replay(level, 'uulDDDruuurDDDruuurDDrdLLLulD').solved).toBe(true);
    expect(starvedRoom(analyzeLevel(level), level.boxes, level.pushers[0]!)).toBe(false);
  });

  it("grow no further than a search's 30 cells: two boxes on goals and one out, which fewer boxes reach than goals", () => {
    // A floor of 10 by 4 cells, the room's goals (3, 4) to (5, 4). The one box outside reaches every cell of the floor,
    // which counts less than the room's three goals: the rings would take in all 40 cells, past the 32 bits of the
    // search's masks, where two cells share a bit. Stopped at 30, the search lets boxes in by the ring left and finds
    // the last box's way in: pushed left four times and down once, worked out by hand.
    const level = levelOf(['############', '#          #', '#          #', '#        $@#', '#  **.     #', '############'], sokobanTopology);
    expect(replay(level, 'LLLLulD').solved).toBe(true);
    expect(starvedRoom(analyzeLevel(level), level.boxes, level.pushers[0]!)).toBe(false);
  });
});

describe('starved rooms and where the pusher stands', () => {
  it("take the pusher's own area: a solvable position stays so with the pusher outside the room", () => {
    // A board of the random kind (no wall round it: off the board there are no cells). The room is the goals
    // (5, 2), (4, 3) and (5, 3); the box on (2, 1) is pushed right three times from (1, 1), then down from (5, 0) onto
    // (5, 2): l u R R R u r D, worked out by hand and replayed by core.
    const level = levelOf(['## #  #', '# $    ', '  @# . ', '    ** ', '   ####'], sokobanTopology);
    expect(replay(level, 'luRRRurD').solved).toBe(true);
    expect(starvedRoom(analyzeLevel(level), level.boxes, level.pushers[0]!)).toBe(false);
  });
});

describe.each(TOPOLOGIES.map((t) => [t.name, t] as const))('starved rooms on random %s levels searched whole', (_, topology) => {
  it('are never called in a position that can be solved', () => {
    // The start and a dozen positions spread over the rest: a room's search per position, under a mutation run's
    // instrumentation, is slow (room-supply-random.test.ts checks many more).
    const { levels, starved } = starvedOnRandomLevels(topology, (i, count) => i % Math.ceil(count / 12) === 0);
    // The runs must reach levels, and some positions must be starved, or the check says nothing.
    expect(levels).toBeGreaterThan(5);
    expect(starved).toBeGreaterThan(0);
  });
});
