/**
 * Where the pushers can walk. Between two pushes the pushers walk freely, so
 * a search state keeps, instead of the pushers' cells, the free area each
 * pusher is in, named by the smallest cell of the area.
 *
 * With several pushers (Multiban) the pushers block one another, but they
 * are interchangeable for solving (any pusher may push any box), and
 * interchangeable pebbles on a connected area can be moved from any
 * placement to any other placement of as many pebbles: send the pebbles to
 * the targets leaf by leaf of a spanning tree (see `pusher-shuffle.ts`). So
 * the number of pushers in each area is all that matters, and pushers that
 * stand in each other's way are no obstacle to the search.
 */

/** Each floor's links table (see {@link AreaLabels.links}): a search labels areas in several places, all sharing one. */
const LINKS = new WeakMap<Uint8Array, Int32Array>();

/** The links table of `floor` (1 where boxes and pushers may stand, never changed once made) and its level's `neighbours`. */
function linksOf(floor: Uint8Array, neighbours: Int32Array): Int32Array {
  let links = LINKS.get(floor);
  if (links === undefined) {
    links = new Int32Array(neighbours.length);
    for (let i = 0; i < links.length; i++) links[i] = neighbours[i]! >= 0 && floor[neighbours[i]!] !== 0 ? neighbours[i]! : -1;
    LINKS.set(floor, links);
  }
  return links;
}

/**
 * Connected areas of free cells (floor without a box), labelled on demand by
 * flood fill. Labels carry an epoch, so starting over costs nothing.
 */
export class AreaLabels {
  /** Area of each cell, valid where `stamp[c] === epoch`. */
  readonly label: Int32Array;
  /** Cells labelled since the last {@link reset} carry the current epoch (read by {@link CutCells.flood}, which labels too). */
  readonly stamp: Int32Array;
  epoch = 1;
  /** Smallest cell of each area. */
  readonly areaMin: Int32Array;
  /** Cells of area `a` are `cells[start[a]]` to `cells[start[a + 1] - 1]`. */
  readonly cells: Int32Array;
  readonly start: Int32Array;
  /** Areas labelled since the last {@link reset}. */
  count = 0;
  /**
   * The neighbour table with -1 for every neighbour off `floor`: a flood
   * tests one number per side instead of two, and most sides are walls.
   * Shared by every labelling of the same floor, so never written to.
   */
  readonly links: Int32Array;

  constructor(
    floor: Uint8Array,
    neighbours: Int32Array,
    private readonly directionCount: number,
  ) {
    const size = floor.length;
    this.links = linksOf(floor, neighbours);
    this.label = new Int32Array(size);
    this.stamp = new Int32Array(size);
    this.areaMin = new Int32Array(size + 1);
    this.cells = new Int32Array(size);
    this.start = new Int32Array(size + 2);
  }

  /** Forgets every label. */
  reset(): void {
    if (++this.epoch === 0x7fffffff) {
      this.stamp.fill(0);
      this.epoch = 1;
    }
    this.count = 0;
  }

  /** True when cell `c` lies in an area labelled since the last reset. */
  has(c: number): boolean {
    return this.stamp[c] === this.epoch;
  }

  /** The area of free cell `c`, flooding it if it is new. `boxAt[c]` is non-zero where a box stands. */
  areaOf(c: number, boxAt: Int32Array): number {
    if (this.stamp[c] === this.epoch) return this.label[c]!;
    const { links: nb, directionCount: D, label, stamp, epoch, cells } = this;
    const a = this.count++;
    const first = this.start[a]!;
    let tail = first;
    let min = c;
    stamp[c] = epoch;
    label[c] = a;
    cells[tail++] = c;
    for (let head = first; head < tail; head++) {
      const u = cells[head]!;
      for (let d = 0; d < D; d++) {
        const v = nb[u * D + d]!;
        if (v < 0 || stamp[v] === epoch || boxAt[v] !== 0) continue;
        stamp[v] = epoch;
        label[v] = a;
        cells[tail++] = v;
        if (v < min) min = v;
      }
    }
    this.areaMin[a] = min;
    this.start[a + 1] = tail;
    return a;
  }
}

/**
 * A push from the push table can be made now: some pusher's area holds its
 * pusher cell, and its target holds no box. (A pusher on the target can step
 * aside first; whether it has room to is settled by {@link spreadsAfterPush}.)
 */
export function pushIsOpen(areas: AreaLabels, boxAt: Int32Array, p: number, t: number): boolean {
  return areas.has(p) && boxAt[t] === 0 && t !== p;
}

/**
 * Every way to spread `count` interchangeable pushers over groups holding at
 * most `caps[i]` each: one count vector per way.
 */
export function spreads(caps: readonly number[], count: number): number[][] {
  const out: number[][] = [];
  const current = new Array<number>(caps.length).fill(0);
  const roomAfter = new Array<number>(caps.length + 1).fill(0);
  for (let i = caps.length - 1; i >= 0; i--) roomAfter[i] = roomAfter[i + 1]! + caps[i]!;
  const place = (i: number, left: number): void => {
    if (i === caps.length) {
      if (left === 0) out.push(current.slice());
      return;
    }
    // Leave no more than the later groups can hold.
    for (let k = Math.max(0, left - roomAfter[i + 1]!); k <= Math.min(caps[i]!, left); k++) {
      current[i] = k;
      place(i + 1, left - k);
    }
    current[i] = 0;
  };
  place(0, count);
  return out;
}

/** One way the pushers can stand after a push, counted by area. */
export interface PusherSpread {
  /** Key cells of the pushers' areas after the push (the smallest cell of each pusher's area), sorted. */
  keys: number[];
  /**
   * For the area split by the pushed box (if pushers other than the pushing
   * one were in it): the areas after the push its pushers go to, and how
   * many go to each. Empty when no area was split.
   */
  areas: number[];
  counts: number[];
}

/**
 * The ways the pushers can stand after a push of the box on `b` to `t` by a
 * pusher on `p`. `before` labels the areas before the push (the areas of
 * the pushers only), `pushersIn[a]` counts the pushers in area `a`; `boxAt`
 * must already show the box on `t`; `after` is reset and labelled here.
 *
 * The pushing pusher ends on `b`. The others stay in their areas, which the
 * push may join (through `b`) or cut (at `t`): the pushers of a cut area
 * could have stood anywhere in it but `t` and `p` before the push, so every
 * spread of them over the pieces is a different outcome.
 */
export function spreadsAfterPush(before: AreaLabels, pushersIn: Int32Array, p: number, b: number, t: number, boxAt: Int32Array, after: AreaLabels): PusherSpread[] {
  after.reset();
  const keys = [after.areaMin[after.areaOf(b, boxAt)]!];
  const pushing = before.label[p]!;
  const cut = before.has(t) ? before.label[t]! : -1;
  for (let a = 0; a < before.count; a++) {
    const others = pushersIn[a]! - (a === pushing ? 1 : 0);
    if (others <= 0 || a === cut) continue;
    // The area keeps all its cells (t is not in it): its pushers stay together.
    const key = after.areaMin[after.areaOf(before.cells[before.start[a]!]!, boxAt)]!;
    for (let i = 0; i < others; i++) keys.push(key);
  }
  const othersInCut = cut < 0 ? 0 : pushersIn[cut]! - (cut === pushing ? 1 : 0);
  if (othersInCut <= 0) return [{ keys: keys.sort((x, y) => x - y), areas: [], counts: [] }];
  const areas: number[] = [];
  const caps: number[] = [];
  for (let i = before.start[cut]!; i < before.start[cut + 1]!; i++) {
    const c = before.cells[i]!;
    if (c === p || c === t) continue;
    const a = after.areaOf(c, boxAt);
    const at = areas.indexOf(a);
    if (at < 0) {
      areas.push(a);
      caps.push(1);
    } else caps[at]!++;
  }
  return spreads(caps, othersInCut).map((counts) => {
    const all = keys.slice();
    counts.forEach((k, i) => {
      for (let j = 0; j < k; j++) all.push(after.areaMin[areas[i]!]!);
    });
    return { keys: all.sort((x, y) => x - y), areas, counts };
  });
}

/**
 * Cut cells of one area: cells whose removal splits it (articulation points,
 * by Tarjan's low-link method run with an explicit stack). A box pushed onto
 * a cell that is not a cut cell leaves the rest of the area in one piece, so
 * the search needs no flood fill to know where the pusher can walk after
 * most pushes.
 *
 * {@link flood} labels the area and finds its cut cells in the same depth
 * first pass, with its two smallest cells: one walk over the area per
 * expanded state instead of a flood fill and a second pass.
 */
export class CutCells {
  private readonly stamp: Int32Array;
  /** Depth-first times of the cells of the last {@link flood}: a cell's subtree is the cells timed `disc[c]` to `finish[c] - 1`. */
  readonly disc: Int32Array;
  readonly finish: Int32Array;
  /** Smallest cell of each cell's depth-first subtree. */
  readonly subtreeMin: Int32Array;
  /** Earliest time each cell's subtree links back to (a child whose `low` is not below its parent's time is cut off by it). */
  readonly low: Int32Array;
  /** Parent of each cell in the depth-first tree, -1 at its root. */
  readonly parent: Int32Array;
  private readonly nextDirection: Int32Array;
  private readonly stack: Int32Array;
  private epoch = 0;
  /** The smallest cell of the area of the last {@link flood} but its smallest; 0x7fffffff for an area of one cell. */
  secondSmallest = 0x7fffffff;

  constructor(
    size: number,
    private readonly neighbours: Int32Array,
    private readonly directionCount: number,
  ) {
    this.stamp = new Int32Array(size);
    this.disc = new Int32Array(size);
    this.finish = new Int32Array(size);
    this.subtreeMin = new Int32Array(size);
    this.low = new Int32Array(size);
    this.parent = new Int32Array(size);
    this.nextDirection = new Int32Array(size);
    this.stack = new Int32Array(size);
  }

  /** True when `c` was found a cut cell by the last {@link flood}. */
  has(c: number): boolean {
    return this.stamp[c] === this.epoch;
  }

  /**
   * Labels the area of free cell `c` in `labels` (just reset: it becomes
   * area 0, its cells in depth-first order) and finds its cut cells.
   * `boxAt[c]` is non-zero where a box stands.
   */
  flood(labels: AreaLabels, c: number, boxAt: Int32Array): void {
    if (++this.epoch === 0x7fffffff) {
      this.stamp.fill(0);
      this.epoch = 1;
    }
    const { directionCount: D, disc, finish, subtreeMin, low, parent, nextDirection, stack, stamp, epoch } = this;
    const { links: nb, label, cells } = labels;
    const seen = labels.stamp;
    const mark = labels.epoch;
    const a = labels.count++;
    let tail = labels.start[a]!;
    let min = c;
    let second = 0x7fffffff;
    let time = 0;
    let top = 0;
    let rootChildren = 0;
    seen[c] = mark;
    label[c] = a;
    cells[tail++] = c;
    disc[c] = low[c] = time++;
    subtreeMin[c] = c;
    parent[c] = -1;
    nextDirection[c] = 0;
    stack[top++] = c;
    outer: while (top > 0) {
      const u = stack[top - 1]!;
      const base = u * D;
      for (let d = nextDirection[u]!; d < D; d++) {
        const w = nb[base + d]!;
        if (w < 0 || boxAt[w] !== 0) continue;
        if (seen[w] !== mark) {
          seen[w] = mark;
          label[w] = a;
          cells[tail++] = w;
          if (w < min) {
            second = min;
            min = w;
          } else if (w < second) second = w;
          nextDirection[u] = d + 1;
          parent[w] = u;
          disc[w] = low[w] = time++;
          subtreeMin[w] = w;
          nextDirection[w] = 0;
          stack[top++] = w;
          if (u === c) rootChildren++;
          continue outer;
        }
        // A second edge back to the parent is harmless here: it can only make low equal the parent's time.
        if (disc[w]! < low[u]!) low[u] = disc[w]!;
      }
      top--;
      finish[u] = time;
      const p = parent[u]!;
      if (p < 0) continue;
      if (low[u]! < low[p]!) low[p] = low[u]!;
      if (subtreeMin[u]! < subtreeMin[p]!) subtreeMin[p] = subtreeMin[u]!;
      if (p !== c && low[u]! >= disc[p]!) stamp[p] = epoch;
    }
    if (rootChildren > 1) stamp[c] = epoch;
    labels.areaMin[a] = min;
    labels.start[a + 1] = tail;
    this.secondSmallest = second;
  }

  /**
   * For a cut cell `t` of the last {@link flood}'s area (labelled in
   * `labels`) and a cell `y` of it: the child of `t` in the depth-first tree whose subtree is the piece
   * holding `y` once `t` is taken out, or -1 when `y` is in the piece that
   * holds `t`'s parent. (A child's subtree is a piece of its own when no
   * cell of it links above `t`; every child of the root is one.)
   */
  pieceOf(labels: AreaLabels, t: number, y: number): number {
    const { neighbours: nb, directionCount: D, disc, finish, low, parent } = this;
    const at = disc[y]!;
    for (let d = 0; d < D; d++) {
      const w = nb[t * D + d]!;
      if (w < 0 || !labels.has(w) || parent[w] !== t) continue;
      if (low[w]! >= disc[t]! && disc[w]! <= at && at < finish[w]!) return w;
    }
    return -1;
  }
}
