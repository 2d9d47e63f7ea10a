/**
 * Goal rooms searched alone. A goal room is a connected group of goals,
 * with the floor cells that only its goals surround; its doors are the
 * floor cells next to it. Played with boxes free to come in and go out
 * by any door at any time, and the pusher free to walk from any door to
 * any other outside it, the room alone is a small puzzle: searching it
 * backwards from full (every goal of the room holding a box) finds every
 * way the room and its doors can stand, boxes and pusher, from which it
 * can still be filled. A position whose room stands in no such way is
 * lost: every real line of play is one of the room's lines with its boxes
 * coming and going, so a position that can be solved shows the room in a
 * way the search found.
 *
 * That sees what no count of boxes per goal sees: a room whose far goals
 * need a box brought in by a second door, or whose goals, filled in the
 * wrong order, close the cells the pusher needs for the next. Only the
 * neighbour table and the push table are read, so it holds on every tiling.
 */
import type { LevelAnalysis } from './dead-cells.js';

/** Rooms with fewer goals are left out: a goal or two holds no order worth a search. */
const FEWEST_GOALS = 3;
/** Cells a box may stand on in a room's search (the room and its doors): each is a bit of a 32-bit mask. */
const MOST_BOX_CELLS = 24;
/** Room positions a search may store; past it the room is left out (nothing is pruned by it). */
const MOST_POSITIONS = 20_000;

/** One goal room and the room positions from which it can be filled. */
interface Room {
  /** Cells a box may stand on (the room, then its doors): bit `i` of a mask is `boxCells[i]`. */
  readonly boxCells: Int32Array;
  /** Cells the pusher may stand on in the search: the box cells, then the cells next to the doors outside. */
  readonly cells: Int32Array;
  /** Number of the leading entries of {@link cells} that are box cells. */
  readonly boxCount: number;
  /** `local[c]`: index of cell `c` in {@link cells}, -1 outside the search. */
  readonly local: Int32Array;
  /** Neighbours of each local cell, as local indices (-1: none or outside the search), `D` per cell. */
  readonly near: Int32Array;
  /** Keys (`mask * cells.length + smallest local cell of the pusher's area`) of the room positions that can be filled. */
  readonly fillable: Set<number>;
}

/** The rooms of each analysis, searched once. */
const searched = new WeakMap<LevelAnalysis, GoalRooms | null>();

/** The goal rooms of a level that a search could tell something about. */
export class GoalRooms {
  private readonly rooms: Room[];
  private readonly seen: Uint8Array;
  private readonly stack: Int32Array;

  private constructor(rooms: Room[], largest: number) {
    this.rooms = rooms;
    this.seen = new Uint8Array(largest);
    this.stack = new Int32Array(largest);
  }

  /**
   * The rooms of the level worth searching (at least three goals, at most
   * 24 cells a box may stand on, and a search of at most 20,000 room
   * positions), or `null` when there are none. One pusher, boxes of one
   * class, as many goals as boxes: with several pushers or numbered boxes,
   * a room's search would need them too, and with more goals than boxes a
   * solved level may leave a room's goals empty.
   */
  static of(a: LevelAnalysis): GoalRooms | null {
    // A level's searches (a search again without tunnel pushes, hints, each pusher alone) share its analysis.
    const known = searched.get(a);
    if (known !== undefined) return known;
    const rooms = GoalRooms.search(a);
    searched.set(a, rooms);
    return rooms;
  }

  private static search(a: LevelAnalysis): GoalRooms | null {
    // With more goals than boxes, a level is solved with goals left empty: a room need not be full.
    if (a.classCount > 1 || a.level.goals.length !== a.level.boxes.length) return null;
    const rooms: Room[] = [];
    let largest = 0;
    for (const cells of roomsOf(a)) {
      const room = searchRoom(a, cells);
      if (room === null) continue;
      rooms.push(room);
      largest = Math.max(largest, room.cells.length);
    }
    return rooms.length === 0 ? null : new GoalRooms(rooms, largest);
  }

  /** Rooms searched (for tests and notes). */
  get count(): number {
    return this.rooms.length;
  }

  /**
   * True when some room cannot be filled from the position with boxes on
   * the cells where `boxAt` is non-zero and the lone pusher's area marked by
   * `inArea` (a position that is lost, see the module comment).
   */
  lost(boxAt: Int32Array, inArea: (c: number) => boolean): boolean {
    for (const room of this.rooms) if (!this.fillable(room, boxAt, inArea)) return true;
    return false;
  }

  private fillable(room: Room, boxAt: Int32Array, inArea: (c: number) => boolean): boolean {
    const { boxCells, cells } = room;
    let mask = 0;
    for (let i = 0; i < boxCells.length; i++) if (boxAt[boxCells[i]!] !== 0) mask |= 1 << i;
    mask >>>= 0;
    // A cell of the search in the pusher's area; none means it is outside, walled off: the search's outside then.
    let from = -1;
    for (let i = 0; i < cells.length && from < 0; i++) if (boxAt[cells[i]!] === 0 && inArea(cells[i]!)) from = i;
    const least = smallestReached(room, mask, from, this.seen, this.stack);
    return room.fillable.has(mask * cells.length + least);
  }
}

/**
 * Groups of connected goals with the floor cells whose every floor
 * neighbour is a goal or such a cell (a nook inside the room), each as a
 * list of cells.
 */
function roomsOf(a: LevelAnalysis): number[][] {
  const { level, floor } = a;
  const D = level.directionCount;
  const nb = level.neighbours;
  const inRoom = new Uint8Array(level.size);
  for (const g of level.goals) inRoom[g] = 1;
  // Nooks: taken in until none is left, so a nook behind a nook joins too.
  for (let changed = true; changed; ) {
    changed = false;
    for (let c = 0; c < level.size; c++) {
      if (floor[c] !== 1 || inRoom[c] === 1) continue;
      let walledIn = true;
      let touches = false;
      for (let d = 0; d < D && walledIn; d++) {
        const x = nb[c * D + d]!;
        if (x < 0 || floor[x] !== 1) continue;
        if (inRoom[x] === 1) touches = true;
        else walledIn = false;
      }
      if (walledIn && touches) {
        inRoom[c] = 1;
        changed = true;
      }
    }
  }
  const rooms: number[][] = [];
  const done = new Uint8Array(level.size);
  for (const g of level.goals) {
    if (done[g] === 1) continue;
    const room = [g];
    done[g] = 1;
    for (let i = 0; i < room.length; i++) {
      for (let d = 0; d < D; d++) {
        const x = nb[room[i]! * D + d]!;
        if (x >= 0 && inRoom[x] === 1 && done[x] === 0) {
          done[x] = 1;
          room.push(x);
        }
      }
    }
    if (room.filter((c) => level.goal[c] === 1).length >= FEWEST_GOALS) rooms.push(room.sort((x, y) => x - y));
  }
  return rooms;
}

/**
 * The smallest local cell the pusher can reach from local cell `from`
 * (-1: from outside), boxes on the cells of `mask`; every cell next to a
 * door outside reaches every other, the floor beyond joining them.
 */
function smallestReached(room: Room, mask: number, from: number, seen: Uint8Array, stack: Int32Array): number {
  const { cells, boxCount, near } = room;
  const n = cells.length;
  const D = near.length / n;
  seen.fill(0, 0, n);
  let top = 0;
  let least = n;
  // Reaching one cell next to a door outside reaches them all, the floor beyond linking them: they join once.
  let joined = false;
  const join = (): void => {
    joined = true;
    for (let i = boxCount; i < n; i++) {
      if (seen[i] === 1) continue;
      seen[i] = 1;
      stack[top++] = i;
    }
  };
  if (from < 0) join();
  else {
    seen[from] = 1;
    stack[top++] = from;
  }
  while (top > 0) {
    const i = stack[--top]!;
    if (i < least) least = i;
    if (i >= boxCount && !joined) join();
    for (let d = 0; d < D; d++) {
      const x = near[i * D + d]!;
      if (x < 0 || seen[x] === 1 || (x < boxCount && (mask >>> x) & 1)) continue;
      seen[x] = 1;
      stack[top++] = x;
    }
  }
  return least;
}

/** The search of one room backwards from full; `null` when it is too large to search or to store. */
function searchRoom(a: LevelAnalysis, roomCells: number[]): Room | null {
  const { level, floor, pushes } = a;
  const D = level.directionCount;
  const nb = level.neighbours;
  const inRoom = new Uint8Array(level.size);
  for (const c of roomCells) inRoom[c] = 1;
  const doors: number[] = [];
  const isDoor = new Uint8Array(level.size);
  for (const c of roomCells) {
    for (let d = 0; d < D; d++) {
      const x = nb[c * D + d]!;
      if (x >= 0 && floor[x] === 1 && inRoom[x] === 0 && isDoor[x] === 0) {
        isDoor[x] = 1;
        doors.push(x);
      }
    }
  }
  const boxCells = [...roomCells, ...doors.sort((x, y) => x - y)];
  if (boxCells.length > MOST_BOX_CELLS) return null;
  const beyond: number[] = [];
  const isBeyond = new Uint8Array(level.size);
  for (const c of doors) {
    for (let d = 0; d < D; d++) {
      const x = nb[c * D + d]!;
      if (x >= 0 && floor[x] === 1 && inRoom[x] === 0 && isDoor[x] === 0 && isBeyond[x] === 0) {
        isBeyond[x] = 1;
        beyond.push(x);
      }
    }
  }
  const cells = Int32Array.from([...boxCells, ...beyond.sort((x, y) => x - y)]);
  const n = cells.length;
  const boxCount = boxCells.length;
  const local = new Int32Array(level.size).fill(-1);
  cells.forEach((c, i) => (local[c] = i));
  const near = new Int32Array(n * D).fill(-1);
  for (let i = 0; i < n; i++) for (let d = 0; d < D; d++) {
    const x = nb[cells[i]! * D + d]!;
    if (x >= 0) near[i * D + d] = local[x]!;
  }
  const room = { boxCells: cells.slice(0, boxCount), cells, boxCount, local, near, fillable: new Set<number>() };
  const seen = new Uint8Array(n);
  const stack = new Int32Array(n);

  let full = 0;
  for (let i = 0; i < boxCount; i++) if (level.goal[cells[i]!] === 1) full |= 1 << i;
  full >>>= 0;
  const { fillable } = room;
  const queue: number[] = [];
  const add = (mask: number, from: number): void => {
    const key = mask * n + smallestReached(room, mask, from, seen, stack);
    if (fillable.has(key)) return;
    fillable.add(key);
    queue.push(key);
  };
  // Full, the pusher in any area it can be in: each free cell of the search, and outside.
  for (let i = 0; i < n; i++) if (i >= boxCount || !((full >>> i) & 1)) add(full, i);
  add(full, -1);
  const area = new Uint8Array(n);
  for (let head = 0; head < queue.length; head++) {
    if (fillable.size > MOST_POSITIONS) return null;
    const key = queue[head]!;
    const mask = Math.floor(key / n);
    const least = key % n;
    // The pusher's area: every cell reached from its smallest cell (`least === n`: it reaches none).
    area.fill(0);
    if (least < n) {
      smallestReached(room, mask, least, seen, stack);
      area.set(seen);
    }
    // A pull undoes a push: the box goes back from the push's target to its box cell, the pusher from the box cell
    // to its pusher cell. The pusher must stand on the box cell; the pusher cell must hold no box.
    for (let i = 0; i < n; i++) {
      if (area[i] === 0) continue;
      const b = cells[i]!;
      // Pushes that started with the box on `b`: undone, the box comes back to `b` from their target.
      for (let m = pushes.first[b]!; m < pushes.first[b + 1]!; m++) {
        const t = pushes.target[m]!;
        const p = pushes.pusher[m]!;
        const lt = local[t]!;
        const lp = local[p]!;
        if (lp >= 0 && lp < boxCount && (mask >>> lp) & 1) continue;
        // The box came from the target: on a box cell it must stand there; beyond them it comes from outside.
        let next = mask;
        if (lt >= 0 && lt < boxCount) {
          if (!((mask >>> lt) & 1)) continue;
          next &= ~(1 << lt);
        } else if (i >= boxCount) continue;
        // Back on `b`: a box cell, or beyond the doors, where it leaves the search.
        if (i < boxCount) next |= 1 << i;
        add(next >>> 0, lp >= 0 ? lp : -1);
      }
    }
  }
  return room;
}
