/**
 * Goal rooms searched alone. A goal room is a connected group of goals;
 * its doors are the floor cells next to it. Played with boxes free to come
 * in and go out by any door at any time, and the pusher free to walk from
 * any door to any other outside it, the room alone is a small puzzle: searching it
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
import { fillsEveryGoal, type LevelAnalysis } from './dead-cells.js';

/** Rooms with fewer goals are left out: a goal or two holds no order worth a search. */
const FEWEST_GOALS = 3;
/** Cells a box may stand on in a room's search (the room and its doors): each is a bit of a 32-bit mask. */
const MOST_BOX_CELLS = 24;
/** Room positions a search may store; past it the room is left out (nothing is pruned by it). */
const MOST_POSITIONS = 200_000;

/** One goal room and the room positions from which it can be filled. */
interface Room {
  /**
   * Cells the pusher may stand on in the search: first the cells a box may
   * stand on (the room, then its doors; bit `i` of a mask is `cells[i]`),
   * then the cells next to the doors outside.
   */
  readonly cells: Int32Array;
  /** Number of the leading entries of {@link cells} that a box may stand on. */
  readonly boxCount: number;
  /** Neighbours of each local cell, as local indices (-1: none or outside the search), `D` per cell. */
  readonly near: Int32Array;
  /** Keys (`mask * (cells.length + 1) + smallest local cell of the pusher's area`) of the room positions that can be filled. */
  readonly fillable: Set<number>;
  /** Work arrays of a walk over the cells. */
  readonly seen: Uint8Array;
  readonly stack: Int32Array;
}

/** The rooms of each analysis, searched once. */
const searched = new WeakMap<LevelAnalysis, GoalRooms | null>();

/** A room's search: it stops after each room position it takes up, and ends with the room, or `null` when left out. */
type RoomSearch = Generator<void, Room | null>;

/** The goal rooms of a level that a search could tell something about. */
export class GoalRooms {
  /** Rooms whose searches ended, ready for {@link GoalRooms.lost}. */
  private readonly rooms: Room[] = [];

  /** The rooms' searches still running, in turn. */
  constructor(private readonly searches: RoomSearch[]) {}

  /**
   * The rooms of the level worth searching, their searches not yet run
   * (see {@link GoalRooms.advance}), or `null` when it has none: groups of
   * at least three goals, with one pusher, boxes of one class and as many
   * goals as `boxes` (the boxes of the position searched, the level's own
   * unless said). With several pushers or numbered boxes, a room's search
   * would need them too, and with more goals than boxes a solved level may
   * leave a room's goals empty. A level's searches (a search again without
   * tunnel pushes, hints, each pusher alone) share its analysis, and so
   * these rooms and how far they were searched. A room whose search stores
   * more than `mostPositions` room positions is left out; the first call
   * for an analysis sets that limit for all of them.
   */
  static started(a: LevelAnalysis, boxes = a.level.boxes.length, mostPositions = MOST_POSITIONS): GoalRooms | null {
    if (!fillsEveryGoal(a.level, boxes)) return null;
    let rooms = searched.get(a);
    if (rooms === undefined) {
      const groups = a.classCount > 1 ? [] : roomsOf(a);
      searched.set(a, (rooms = groups.length === 0 ? null : new GoalRooms(groups.map((cells) => searchRoom(a, cells, mostPositions)))));
    }
    return rooms;
  }

  /**
   * The rooms of the level worth searching, searched to the end: at most
   * 24 cells a box may stand on, and a search of at most 200,000 room
   * positions unless `mostPositions` says otherwise (see
   * {@link GoalRooms.started}); `null` when none is left.
   */
  static of(a: LevelAnalysis, mostPositions?: number): GoalRooms | null {
    const rooms = GoalRooms.started(a, a.level.boxes.length, mostPositions);
    rooms?.advance(Infinity);
    return rooms !== null && rooms.rooms.length > 0 ? rooms : null;
  }

  /**
   * Takes the rooms' searches on by `work` room positions at most, so that
   * a search pays for them as it goes: a room's search costs from a
   * microsecond to several microseconds a position, and the one that
   * runs past its limit costs the most and prunes nothing.
   */
  advance(work: number): void {
    const { searches } = this;
    while (searches.length > 0 && work-- > 0) {
      const step = searches[0]!.next();
      if (!step.done) continue;
      searches.shift();
      if (step.value !== null) this.rooms.push(step.value);
    }
  }

  /**
   * True when some room cannot be filled from the position with boxes on
   * the cells where `boxAt` is non-zero and the lone pusher's area marked by
   * `inArea` (a position that is lost, see the module comment).
   */
  lost(boxAt: Int32Array, inArea: (c: number) => boolean): boolean {
    for (const room of this.rooms) {
      const { cells, boxCount } = room;
      let mask = 0;
      for (let i = 0; i < boxCount; i++) if (boxAt[cells[i]!] !== 0) mask |= 1 << i;
      // A cell of the search in the pusher's area; none means it is outside, walled off: the search's outside then.
      let from = -1;
      for (let i = 0; i < cells.length && from < 0; i++) if (boxAt[cells[i]!] === 0 && inArea(cells[i]!)) from = i;
      if (!room.fillable.has((mask >>> 0) * (cells.length + 1) + smallestReached(room, mask, from))) return true;
    }
    return false;
  }
}

/** Groups of at least {@link FEWEST_GOALS} connected goals, each as a sorted list of cells. */
export function roomsOf(a: LevelAnalysis): number[][] {
  const { level } = a;
  const D = level.directionCount;
  const nb = level.neighbours;
  const rooms: number[][] = [];
  const done = new Uint8Array(level.size);
  for (const g of level.goals) {
    if (done[g] === 1) continue;
    const room = [g];
    done[g] = 1;
    for (let i = 0; i < room.length; i++) {
      for (let d = 0; d < D; d++) {
        const x = nb[room[i]! * D + d]!;
        if (x >= 0 && level.goal[x] === 1 && done[x] === 0) {
          done[x] = 1;
          room.push(x);
        }
      }
    }
    if (room.length >= FEWEST_GOALS) rooms.push(room.sort((x, y) => x - y));
  }
  return rooms;
}

/**
 * The smallest local cell the pusher can reach from local cell `from`
 * (-1: from outside; `cells.length` when it reaches none), boxes on the
 * cells of `mask`; every cell next to a door outside reaches every other,
 * the floor beyond joining them.
 */
function smallestReached(room: Room, mask: number, from: number): number {
  const { cells, boxCount, near, seen, stack } = room;
  const n = cells.length;
  const D = near.length / n;
  seen.fill(0, 0, n);
  let top = 0;
  let least = n;
  // Reaching one cell next to a door outside reaches them all, the floor beyond linking them: they join once.
  let outside = from < 0;
  let joined = false;
  if (!outside) {
    seen[from] = 1;
    stack[top++] = from;
  }
  for (;;) {
    if (outside && !joined) {
      joined = true;
      for (let i = boxCount; i < n; i++) {
        if (seen[i] === 1) continue;
        seen[i] = 1;
        stack[top++] = i;
      }
    }
    if (top === 0) break;
    const i = stack[--top]!;
    if (i < least) least = i;
    if (i >= boxCount) outside = true;
    for (let d = 0; d < D; d++) {
      const x = near[i * D + d]!;
      if (x < 0 || seen[x] === 1 || (x < boxCount && (mask >>> x) & 1)) continue;
      seen[x] = 1;
      stack[top++] = x;
    }
  }
  return least;
}

/**
 * The floor cells next to `inner` that `taken` does not mark, sorted; each
 * is marked in `taken` as it is found.
 */
export function ringOf(a: LevelAnalysis, inner: readonly number[], taken: Uint8Array): number[] {
  const D = a.level.directionCount;
  const nb = a.level.neighbours;
  const out: number[] = [];
  for (const c of inner) {
    for (let d = 0; d < D; d++) {
      const x = nb[c * D + d]!;
      if (x < 0 || a.floor[x] !== 1 || taken[x] === 1) continue;
      taken[x] = 1;
      out.push(x);
    }
  }
  return out.sort((x, y) => x - y);
}

/** The search of one room backwards from full; `null` when it is too large to search or to store. */
function* searchRoom(a: LevelAnalysis, roomCells: number[], mostPositions: number): RoomSearch {
  // Taken: the room, then its doors, then the floor beyond them; each ring is the floor next to the one before.
  const taken = new Uint8Array(a.level.size);
  for (const c of roomCells) taken[c] = 1;
  const doors = ringOf(a, roomCells, taken);
  const boxCells = [...roomCells, ...doors];
  if (boxCells.length > MOST_BOX_CELLS) return null;
  return yield* searchCells(a, boxCells, ringOf(a, doors, taken), mostPositions);
}

/**
 * A room's search backwards from full over `boxCells` (the cells a box may
 * stand on: at most 32, goals and others), with boxes coming and going by
 * `beyond` (the floor around them, where the pusher joins the outside);
 * `null` when it stores more than `mostPositions` room positions.
 */
export function* searchCells(a: LevelAnalysis, boxCells: readonly number[], beyond: readonly number[], mostPositions: number): RoomSearch {
  const { level, pushes } = a;
  const D = level.directionCount;
  const nb = level.neighbours;
  const cells = Int32Array.from([...boxCells, ...beyond]);
  const n = cells.length;
  const boxCount = boxCells.length;
  const local = new Int32Array(level.size).fill(-1);
  cells.forEach((c, i) => (local[c] = i));
  const near = new Int32Array(n * D).fill(-1);
  for (let i = 0; i < n; i++) for (let d = 0; d < D; d++) {
    const x = nb[cells[i]! * D + d]!;
    if (x >= 0) near[i * D + d] = local[x]!;
  }
  const room = { cells, boxCount, near, fillable: new Set<number>(), seen: new Uint8Array(n), stack: new Int32Array(n) };
  const { seen } = room;

  let full = 0;
  for (let i = 0; i < boxCount; i++) if (level.goal[cells[i]!] === 1) full |= 1 << i;
  full >>>= 0;
  const { fillable } = room;
  // A key's smallest cell runs to `n` (no cell reached), so keys of one mask take n + 1 numbers.
  const stride = n + 1;
  const queue: number[] = [];
  const add = (mask: number, from: number): void => {
    const key = mask * stride + smallestReached(room, mask, from);
    if (fillable.has(key)) return;
    fillable.add(key);
    queue.push(key);
  };
  // Full, the pusher in any area it can be in: each free cell of the search, and outside.
  for (let i = 0; i < n; i++) if (i >= boxCount || !((full >>> i) & 1)) add(full, i);
  add(full, -1);
  const area = new Uint8Array(n);
  for (let head = 0; head < queue.length; head++) {
    if (fillable.size > mostPositions) return null;
    yield;
    const key = queue[head]!;
    const mask = Math.floor(key / stride);
    const least = key % stride;
    // The pusher's area: every cell reached from its smallest cell (`least === n`: it reaches none).
    area.fill(0);
    if (least < n) {
      smallestReached(room, mask, least);
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
