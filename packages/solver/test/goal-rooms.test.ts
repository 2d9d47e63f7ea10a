/**
 * Goal rooms searched alone: which rooms are found, which positions they
 * call lost (worked out by hand on small boards), and that no position from
 * which a small random level can be solved is called lost, every position
 * of it searched. The corpus's games are walked in goal-rooms-corpus.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLevel, reachable, startPosition, type Level, type Position } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { analyzeLevel } from '../src/dead-cells.js';
import { GoalRooms, ringOf, roomsOf } from '../src/goal-rooms.js';
import { solveSync } from '../src/index.js';
import { at, levelOf, TOPOLOGIES } from './boards.js';
import { mark, roomLevel, wallBoard } from './random-boards.js';
import { solvablePositions } from './whole-search.js';

/** Whether the rooms of `level` call the position with boxes on `boxes` and the pusher on `pusher` lost. */
function lostWith(level: Level, rooms: GoalRooms, boxes: number[], pusher: number): boolean {
  const p = startPosition(level);
  p.boxAt.fill(0);
  boxes.forEach((c, i) => (p.boxAt[c] = i + 1));
  p.pusherAt.fill(0);
  p.pusherAt[pusher] = 1;
  p.pushers[0] = pusher;
  return lostAt(level, rooms, p);
}

/** Whether the rooms call position `p` lost, the pusher's area as core's walk sees it. */
function lostAt(level: Level, rooms: GoalRooms, p: Position): boolean {
  const area = reachable(level, p);
  return rooms.lost(p.boxAt, (c) => area[c] === 1);
}

// A dead end of three goals, (1,1) to (3,1), open to the right at (4,1): the room, with the one door (4,1).
const DEAD_END = ['#########', '#...    #', '####$$$ #', '#   @   #', '#########'];

describe('the goal rooms of a level', () => {
  it('are groups of three connected goals or more', () => {
    const level = levelOf(DEAD_END, sokobanTopology);
    expect(GoalRooms.of(analyzeLevel(level))).not.toBeNull();
    // Two goals: no room worth a search.
    expect(GoalRooms.of(analyzeLevel(levelOf(['#######', '#..  $#', '#   $@#', '#######'], sokobanTopology)))).toBeNull();
    // Three goals apart from each other: three rooms of one goal, none searched.
    expect(GoalRooms.of(analyzeLevel(levelOf(['#########', '#. . . $#', '#  $ $ @#', '#########'], sokobanTopology)))).toBeNull();
    // Goals (1,1) and (2,1), a floor cell (3,1) with walls above and below, then the goal (4,1): the floor cell
    // between is a door of both groups, of two goals and one, and neither is searched.
    expect(GoalRooms.of(analyzeLevel(levelOf(['########', '#.. .  #', '####$$$#', '#   @  #', '########'], sokobanTopology)))).toBeNull();
    // Three goals in an L, (1,1), (2,1) and (1,2): one room.
    expect(GoalRooms.of(analyzeLevel(levelOf(['######', '#..  #', '#.$$ #', '#  $@#', '######'], sokobanTopology)))).not.toBeNull();
  });

  it('list each group once, its cells in reading order, and ring it with the floor next to it', () => {
    // Goals (2,1), (1,2), (2,2) and (3,2): one group, which a walk from (2,1) meets as (2,1), (2,2), then (1,2) and
    // (3,2), out of reading order. Goals (6,1) and (6,2): a pair, too small a room.
    const level = levelOf(['#########', '# .  $. #', '#...$ .$#', '#  $$ $@#', '#########'], sokobanTopology);
    const a = analyzeLevel(level);
    const room = [at(level, 2, 1), at(level, 1, 2), at(level, 2, 2), at(level, 3, 2)];
    expect(roomsOf(a)).toEqual([room]);
    // The floor next to the room, boxes' cells too, walls not: (1,1) and (3,1) above, (4,2) to the right, (1,3),
    // (2,3) and (3,3) below; (1,1) and (3,1) come first from (2,1), (1,3) before (4,2), yet the ring is in reading order.
    const taken = new Uint8Array(level.size);
    for (const c of room) taken[c] = 1;
    const ring = [at(level, 1, 1), at(level, 3, 1), at(level, 4, 2), at(level, 1, 3), at(level, 2, 3), at(level, 3, 3)];
    expect(ringOf(a, room, taken)).toEqual(ring);
    // Each cell of the ring is marked taken, so the next ring out leaves it and the room alone: (4,1) beside (3,1)
    // and above (4,2), (5,2) right of (4,2), and (4,3) below it and beside (3,3), once each.
    expect(ring.every((c) => taken[c] === 1)).toBe(true);
    expect(ringOf(a, ring, taken)).toEqual([at(level, 4, 1), at(level, 5, 2), at(level, 4, 3)]);
  });

  it('leave out rooms of more than 24 cells with their doors, and numbered boxes', () => {
    // A dead end of n goals along row 1, walls below them, then its one door (n + 1, 1): n + 1 cells a box may
    // stand on. The boxes wait in a hall below. 23 goals: 24 cells, searched; 24 goals: 25, left out.
    const deadEnd = (n: number) => ['#'.repeat(n + 5), `#${'.'.repeat(n)}   #`, `${'#'.repeat(n + 1)}   #`, `#${'$'.repeat(n)}@  #`, '#'.repeat(n + 5)];
    expect(GoalRooms.of(analyzeLevel(levelOf(deadEnd(23), sokobanTopology)))).not.toBeNull();
    expect(GoalRooms.of(analyzeLevel(levelOf(deadEnd(24), sokobanTopology)))).toBeNull();
    // Sokoban+: each box must reach the goal of its number, which a room of interchangeable boxes cannot tell.
    const numbered = buildLevel(DEAD_END, sokobanTopology, { boxOrder: [1, 2, 3], goalOrder: [3, 2, 1] }).level!;
    expect(GoalRooms.of(analyzeLevel(numbered))).toBeNull();
  });

  it('leave out every room of a level with more goals than boxes, which is solved with goals left empty', () => {
    // The dead end with one box fewer: its two boxes on (2,1) and (3,1) are on goals, and the level is solved.
    // buildLevel reports the unequal counts, and still builds the level.
    const level = buildLevel(['#########', '#...    #', '####$$  #', '#   @   #', '#########'], sokobanTopology).level!;
    expect(GoalRooms.of(analyzeLevel(level))).toBeNull();
    expect(solveSync(level, { timeLimitMs: 10_000 }).status).toBe('solved');
  });

  it('leave out a room whose search stores more room positions than its limit', () => {
    // The dead end full is one room position: the pusher at the door and the pusher beyond it share an area. Its
    // first pull, the box on (3,1) back onto the door (4,1) with the pusher on (5,1), makes a second.
    expect(GoalRooms.of(analyzeLevel(levelOf(DEAD_END, sokobanTopology)), 1)).toBeNull();
    expect(GoalRooms.of(analyzeLevel(levelOf(DEAD_END, sokobanTopology)))).not.toBeNull();
    // An open room of 4 by 4 goals with its doors all round it in a hall: 32 cells a box may stand on, left out unsearched.
    const rows = ['##########', '#        #', '# ....   #', '# ....   #', '# ....   #', '# ....   #', '#$       #', '#$$$$$$$$#', '#$$$$$$$@#', '##########'];
    expect(GoalRooms.of(analyzeLevel(levelOf(rows, sokobanTopology)))).toBeNull();
  });

  it('prune nothing until the search of a room has ended, each call of advance taking it one room position on', () => {
    const level = levelOf(DEAD_END, sokobanTopology);
    const a = analyzeLevel(level);
    const rooms = GoalRooms.started(a)!;
    // The two boxes nearest the door leave the far goal empty (see below): lost, once the room is searched.
    const lost = () => lostWith(level, rooms, [at(level, 2, 1), at(level, 3, 1)], at(level, 5, 1));
    expect(lost()).toBe(false);
    // The full room alone, with the pusher in its areas (the door, the floor beyond, outside), is more than one position.
    rooms.advance(1);
    expect(lost()).toBe(false);
    // No work asked, none done. The room and its door are 4 cells: at most 16 ways for boxes to stand there, each with
    // at most 5 pusher areas, so 80 room positions at most; a call that took one would end the search long before 1,000.
    for (let i = 0; i < 1000; i++) rooms.advance(0);
    expect(lost()).toBe(false);
    rooms.advance(Infinity);
    expect(lost()).toBe(true);
    // The analysis's searches share the rooms: searched to the end, they are these.
    expect(GoalRooms.of(a)).toBe(rooms);
    expect(GoalRooms.started(analyzeLevel(levelOf(['#######', '#..  $#', '#   $@#', '#######'], sokobanTopology)))).toBeNull();
  });

  it('call a dead end lost when its two boxes nearest the door leave its far goal empty, and not otherwise', () => {
    const level = levelOf(DEAD_END, sokobanTopology);
    const rooms = GoalRooms.of(analyzeLevel(level))!;
    const c = (x: number) => at(level, x, 1);
    const pusher = at(level, 5, 1);
    // (2,1) and (3,1) hold boxes, (1,1) does not: neither box can move left, the pusher cannot get between them.
    expect(lostWith(level, rooms, [c(2), c(3)], pusher)).toBe(true);
    // A box on (3,1) alone goes on to (1,1), pushed from (4,1) and then (3,1); one on (2,1) alone too.
    expect(lostWith(level, rooms, [c(3)], pusher)).toBe(false);
    expect(lostWith(level, rooms, [c(2)], pusher)).toBe(false);
    // (1,1) and (3,1): the box on (3,1) goes to (2,1), and a third comes in by the door.
    expect(lostWith(level, rooms, [c(1), c(3)], pusher)).toBe(false);
    // (1,1) and (2,1) full, the pusher in the room on (3,1): it walks out by the door.
    expect(lostWith(level, rooms, [c(1), c(2)], c(3))).toBe(false);
    // The door itself holds a box, with (2,1) and (3,1) empty: it is pushed in.
    expect(lostWith(level, rooms, [c(1), at(level, 4, 1)], pusher)).toBe(false);
  });

  it('call a room lost when the pusher inside is walled in before the room is full', () => {
    // The dead end with the pusher on its far goal (1,1) and boxes on (2,1) and (3,1): the only push it has moves
    // the box on (2,1) into the one on (3,1), so nothing moves, and the goal it stands on is never filled.
    const level = levelOf(DEAD_END, sokobanTopology);
    const rooms = GoalRooms.of(analyzeLevel(level))!;
    expect(lostWith(level, rooms, [at(level, 2, 1), at(level, 3, 1)], at(level, 1, 1))).toBe(true);
  });

  it('never call a full room lost, even with the pusher shut in a pocket beside it', () => {
    // Five goals: (1,1) to (3,1), then down (3,2) and (3,3). The floor cells (1,2), (2,2) and (2,3) each touch the
    // room and touch only the room, walls and each other: doors of a pocket no floor outside reaches. With every goal
    // full, the position is solved wherever the pusher stands, in the pocket too.
    const level = levelOf(['#########', '#...    #', '#  .#   #', '## .#$$$#', '#####$$@#', '#########'], sokobanTopology);
    const rooms = GoalRooms.of(analyzeLevel(level))!;
    const full = [at(level, 1, 1), at(level, 2, 1), at(level, 3, 1), at(level, 3, 2), at(level, 3, 3)];
    for (const pusher of [at(level, 2, 2), at(level, 1, 2), at(level, 2, 3), at(level, 4, 1), at(level, 6, 2)]) {
      expect(lostWith(level, rooms, full, pusher), `pusher on cell ${pusher}`).toBe(false);
    }
  });

  it('tell the pusher shut in the room by a box on its door from the pusher outside', () => {
    // Boxes on (2,1) and on the door (4,1). From outside, the box on the door can only be pushed left onto (3,1),
    // behind the one on (2,1), and (1,1) is never filled: lost. With the pusher on (3,1) between them, it pushes
    // (2,1) on to (1,1), then the door's box out to (5,1), steps down to (4,2), and brings that box back in: not lost.
    const level = levelOf(DEAD_END, sokobanTopology);
    const rooms = GoalRooms.of(analyzeLevel(level))!;
    const c = (x: number) => at(level, x, 1);
    expect(lostWith(level, rooms, [c(2), c(4)], c(5))).toBe(true);
    expect(lostWith(level, rooms, [c(2), c(4)], c(3))).toBe(false);
  });
});

/**
 * The rooms' rule worked forward, written apart from `goal-rooms.ts` to
 * check it: the room (goals in a group of three or more), its doors and
 * the floor just beyond them; boxes stand on the room and door cells, the pusher on those
 * and the cells beyond, all of which join through the outside. From the
 * start's room position, every room position reachable by pushes inside,
 * boxes pushed in from beyond a door, and boxes pushed out of a door;
 * then, back from the full ones, those that can be filled. Returns
 * whether a position (boxes, and a cell of the pusher's area) can be
 * filled, per room; `[]` when the level has no room.
 */
function roomOracle(level: Level, start: Position): ((boxAt: Int32Array, area: Uint8Array) => boolean)[] {
  const D = level.directionCount;
  const nb = level.neighbours;
  const isFloor = (c: number): boolean => c >= 0 && level.isCell[c] === 1 && level.wall[c] === 0 && level.outside[c] === 0;
  const inRoom = new Set<number>(level.goals);
  const checks: ((boxAt: Int32Array, area: Uint8Array) => boolean)[] = [];
  const grouped = new Set<number>();
  for (const g of level.goals) {
    if (grouped.has(g)) continue;
    const room = [g];
    grouped.add(g);
    for (let i = 0; i < room.length; i++) for (let d = 0; d < D; d++) {
      const x = nb[room[i]! * D + d]!;
      if (x >= 0 && inRoom.has(x) && !grouped.has(x)) {
        grouped.add(x);
        room.push(x);
      }
    }
    if (room.filter((c) => level.goal[c] === 1).length < 3) continue;
    const doors = new Set<number>();
    for (const c of room) for (let d = 0; d < D; d++) if (isFloor(nb[c * D + d]!) && !inRoom.has(nb[c * D + d]!)) doors.add(nb[c * D + d]!);
    const boxCells = new Set([...room, ...doors]);
    const beyond = new Set<number>();
    for (const c of doors) for (let d = 0; d < D; d++) if (isFloor(nb[c * D + d]!) && !boxCells.has(nb[c * D + d]!)) beyond.add(nb[c * D + d]!);
    const pusherCells = new Set([...boxCells, ...beyond]);
    // The pusher's area as a sorted list of cells; -1 stands for "outside", where all of beyond joins.
    const areaOf = (boxes: Set<number>, from: number): string => {
      const seen = new Set<number>();
      const todo = from === -1 ? [...beyond] : [from];
      todo.forEach((c) => seen.add(c));
      while (todo.length > 0) {
        const c = todo.pop()!;
        if (beyond.has(c)) {
          for (const b of beyond) {
            if (seen.has(b)) continue;
            seen.add(b);
            todo.push(b);
          }
        }
        for (let d = 0; d < D; d++) {
          const x = nb[c * D + d]!;
          if (!pusherCells.has(x) || boxes.has(x) || seen.has(x)) continue;
          seen.add(x);
          todo.push(x);
        }
      }
      return [...seen].sort((x, y) => x - y).join();
    };
    const keyOf = (boxes: Set<number>, from: number): string => `${[...boxes].sort((x, y) => x - y).join()}|${areaOf(boxes, from)}`;
    const stateOf = (boxAt: ArrayLike<number>, area: Uint8Array): string => {
      const boxes = new Set([...boxCells].filter((c) => boxAt[c] !== 0));
      const from = [...pusherCells].sort((x, y) => x - y).find((c) => boxAt[c] === 0 && area[c] === 1) ?? -1;
      return keyOf(boxes, from);
    };
    const startKey = stateOf(start.boxAt, reachable(level, start));
    const next = new Map<string, string[]>();
    const todo = [startKey];
    next.set(startKey, []);
    while (todo.length > 0) {
      const key = todo.pop()!;
      const [boxText, areaText] = key.split('|');
      const boxes = new Set(boxText ? boxText.split(',').map(Number) : []);
      const area = areaText ? areaText.split(',').map(Number) : [];
      const outside = area.some((c) => beyond.has(c));
      const found: string[] = [];
      // A push of a box of the search, by the pusher on a cell of its area: inside, onto a door, or out beyond one.
      for (const q of area) {
        for (let d = 0; d < D; d++) {
          const b = nb[q * D + d]!;
          const t = b >= 0 ? nb[b * D + d]! : -1;
          if (!boxes.has(b) || !isFloor(t) || boxes.has(t)) continue;
          const after = new Set(boxes);
          after.delete(b);
          if (boxCells.has(t)) after.add(t);
          found.push(keyOf(after, b));
        }
      }
      // A box from outside, pushed from a cell beyond a door onto it: the pusher behind it in its area, or anywhere
      // outside the search while its area is outside.
      for (let p = 0; p < level.size; p++) {
        if (!isFloor(p) || (pusherCells.has(p) ? !area.includes(p) : !outside)) continue;
        for (let d = 0; d < D; d++) {
          const o = nb[p * D + d]!;
          const t = o >= 0 ? nb[o * D + d]! : -1;
          if (!beyond.has(o) || !doors.has(t) || boxes.has(t)) continue;
          const after = new Set(boxes);
          after.add(t);
          found.push(keyOf(after, o));
        }
      }
      next.set(key, found);
      for (const k of found) {
        if (next.has(k)) continue;
        next.set(k, []);
        todo.push(k);
      }
    }
    // Filled: every goal of the room holds a box, and no other cell of the search.
    const goalsOf = new Set(room.filter((c) => level.goal[c] === 1));
    const fillable = new Set<string>();
    for (const key of next.keys()) {
      const text = key.split('|')[0]!;
      const boxes = text ? text.split(',').map(Number) : [];
      if (boxes.length === goalsOf.size && boxes.every((c) => goalsOf.has(c))) fillable.add(key);
    }
    for (let grew = true; grew; ) {
      grew = false;
      for (const [key, to] of next) {
        if (fillable.has(key) || !to.some((k) => fillable.has(k))) continue;
        fillable.add(key);
        grew = true;
      }
    }
    checks.push((boxAt, area) => fillable.has(stateOf(boxAt, area)));
  }
  return checks;
}

describe.each(TOPOLOGIES.map((t) => [t.name, t] as const))('goal rooms on random %s levels searched whole', (_, topology) => {
  it('call no position lost from which the level can be solved, and agree with the rule worked forward', () => {
    let rooms = 0;
    let lost = 0;
    fc.assert(
      fc.property(wallBoard(topology, 6, 4), fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), fc.integer({ min: 3, max: 4 }), (board, picks, goals) => {
        const level = roomLevel(board, picks, goals);
        if (!level) return;
        const found = GoalRooms.of(analyzeLevel(level));
        if (!found) return;
        const all = solvablePositions(level, 20_000);
        if (!all) return;
        rooms++;
        const oracle = roomOracle(level, startPosition(level));
        expect(oracle.length).toBeGreaterThan(0);
        for (const { position, solvable } of all) {
          const isLost = lostAt(level, found, position);
          if (isLost) lost++;
          const area = reachable(level, position);
          const fillable = oracle.every((room) => room(position.boxAt, area));
          if (fillable === isLost) expect.fail(`lost ${isLost}, the rule worked forward says fillable ${fillable}:\n${mark(board, new Map([...level.goals].map((g) => [g, '.']))).join('\n')}\nboxes ${Array.from(position.boxes).join()} pusher ${position.pushers[0]}`);
          if (solvable && isLost) expect.fail(`a position that can be solved called lost:\n${mark(board, new Map([...level.goals].map((g) => [g, '.']))).join('\n')}\nboxes ${Array.from(position.boxes).join()} pusher ${position.pushers[0]}`);
        }
      }),
      { numRuns: 60, seed: 20261128 },
    );
    // The runs must reach rooms, and the rooms must call some positions lost, or the check says nothing.
    expect(rooms).toBeGreaterThan(5);
    expect(lost).toBeGreaterThan(0);
  });
});
