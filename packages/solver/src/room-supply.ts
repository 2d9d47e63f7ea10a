/**
 * Goal rooms that too few boxes can reach. A room's search (see
 * `goal-rooms.ts`) lets boxes come in by every door at any time; a door
 * that only one box outside can reach is not such a door. So here a room
 * is searched over more cells: the room, its doors, and the floor around
 * them that fewer boxes outside can reach than the room has goals, added
 * ring by ring (a box counts for a cell when it can be pushed there alone,
 * the cells searched standing as walls). A corridor behind a door, where
 * boxes wait in a line and the pusher cannot get past them, is then
 * searched cell by cell with the boxes that stand in it, and boxes from
 * outside come in only where the floor around it lets them.
 *
 * The search is the rooms' own: boxes come and go by the floor around the
 * cells searched at any time, as many as it likes, so every real line of
 * play is one of its lines, and a position it cannot fill the room from
 * cannot be solved. Only the push table and the neighbour table are read,
 * so it holds on every tiling.
 */
import { fillsEveryGoal, pullDistances, type LevelAnalysis } from './dead-cells.js';
import { GoalRooms, ringOf, roomsOf, searchCells } from './goal-rooms.js';

/** Cells a box may stand on in a room's search, each a bit of a 32-bit mask. */
const MOST_CELLS = 30;
/** Room positions a search may store before it is given up, proving nothing. */
const MOST_POSITIONS = 20_000;
/** Pushes of the level past which no room is grown: each ring cell's count of the boxes that reach it is a pass over them. */
const MOST_PUSHES = 1_000_000;
/** Room positions searched between two looks at the clock. */
const SLICE = 1024;

/**
 * True when some goal room can be shown never to fill from the position
 * with boxes on `boxes` and the lone pusher on `pusher` (see the module
 * comment): the position cannot be solved. False when it may be, or when
 * a room's search passes its limits or `deadline` (a `Date.now()` time).
 * Only levels with as many goals as boxes are searched (with more, a room
 * may stay part empty), and only rooms with floor around them that few
 * boxes reach: the search's own rooms see the others.
 */
export function starvedRoom(a: LevelAnalysis, boxes: ArrayLike<number>, pusher: number, deadline = Infinity): boolean {
  const { level, pushes } = a;
  // Numbered boxes are taken as any boxes: a room no boxes can fill, numbered ones cannot either.
  if (!fillsEveryGoal(level, boxes.length) || pushes.box.length > MOST_PUSHES) return false;
  const boxAt = new Int32Array(level.size);
  for (let i = 0; i < boxes.length; i++) boxAt[boxes[i]!] = 1;
  return roomsOf(a).some((room) => {
    const inside = new Uint8Array(level.size);
    for (const c of room) inside[c] = 1;
    const cells = [...room, ...ringOf(a, room, inside)];
    if (cells.length > MOST_CELLS) return false;
    let ring: number[];
    for (let grown = false; ; grown = true) {
      ring = ringOf(a, cells, inside.slice());
      const short = ring.filter((c) => {
        const dist = pullDistances(level, pushes, [c], inside);
        let count = 0;
        for (let i = 0; i < boxes.length; i++) if (inside[boxes[i]!] === 0 && dist[boxes[i]!]! >= 0) count++;
        return count < room.length;
      });
      // Every cell around the doors is in reach of enough boxes: the search's own rooms see as much.
      if (short.length === 0 && !grown) return false;
      if (short.length === 0 || cells.length + short.length > MOST_CELLS) break;
      cells.push(...short);
      for (const c of short) inside[c] = 1;
    }
    const rooms = new GoalRooms([searchCells(a, cells, ring, MOST_POSITIONS)]);
    for (let work = 0; work <= MOST_POSITIONS && Date.now() < deadline; work += SLICE) rooms.advance(SLICE);
    // A search cut short, or given up, leaves no room: nothing is lost.
    return rooms.lost(boxAt, (c) => c === pusher);
  });
}
