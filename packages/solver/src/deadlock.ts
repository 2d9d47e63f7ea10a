/**
 * Deadlock detection for a position: proofs that it can no longer be
 * solved. Each test is sound — it never reports a position that can still
 * be solved — so a player can show the result as a fact, and the search can
 * prune on it without losing solutions.
 */
import type { Level, Position } from '@polyban/core';
import { analyzeLevelBefore, type LevelAnalysis } from './dead-cells.js';
import { freezeScratch, markFrozen, onOwnGoal } from './freeze.js';
import { FrozenWalls } from './frozen-walls.js';
import { CorralPruning } from './corral.js';
import { CorralSearch } from './corral-search.js';
import { perfectMatching } from './matching.js';
import { AreaLabels } from './pusher-regions.js';
import { checkCellsApart } from './solver-input.js';

/**
 * Why a position cannot be solved:
 * - `dead-cell`: a box stands where it can never reach a goal (see {@link LevelAnalysis.deadCells});
 * - `frozen`: boxes block one another (and the walls block them) so that none
 *   of them can ever move, and one of them is off its goal;
 * - `bipartite`: the boxes cannot all be given goals of their own that they
 *   can reach (boxes frozen on their goals count as walls on the way; with
 *   one pusher, from the side of each box it stands on, as the pusher never
 *   gets past a box that cuts the floor in two: see `box-sides.ts`);
 * - `corral`: (one pusher) an area the pusher cannot enter must be opened —
 *   it holds an empty goal that must be filled (as many goals as boxes), or
 *   a box around it is off its goal — and no box
 *   around it can ever be pushed while it is closed: each push is blocked
 *   by those boxes or by a frozen box, needs the pusher inside, or lands on
 *   a dead cell (see `corral.ts`); or its boxes, played alone, can never
 *   all reach goals without leaving the area first (see `corral-search.ts`).
 */
export type DeadlockKind = 'dead-cell' | 'frozen' | 'bipartite' | 'corral';

/** A proof that a position cannot be solved. */
export interface Deadlock {
  /** Which test found it (see {@link DeadlockKind}). */
  kind: DeadlockKind;
  /** Cells of the boxes involved, in increasing order. */
  boxes: number[];
}

const analyses = new WeakMap<Level, LevelAnalysis>();

/**
 * What {@link findDeadlock} keeps per level from one call to the next: the
 * distances around each frozen set (a game's frozen boxes change rarely
 * from one move to the next), its scratch arrays, and the corral search,
 * whose answers carry over too. A call never runs inside another.
 */
interface DeadlockTools {
  walls: FrozenWalls;
  reach: AreaLabels;
  corrals: CorralPruning;
  /** Box number + 1 on each cell, cleared at each call. */
  boxAt: Int32Array;
  search?: CorralSearch;
}
const toolsByLevel = new WeakMap<Level, DeadlockTools>();

/** The analysis of a level, computed once per level object. */
export function analysisOf(level: Level): LevelAnalysis {
  return analysisBefore(level, Infinity)!;
}

/** {@link analysisOf}, or `null` when `Date.now()` passes `until` before it is done (nothing is kept then). */
export function analysisBefore(level: Level, until: number): LevelAnalysis | null {
  let a = analyses.get(level);
  if (!a) {
    const fresh = analyzeLevelBefore(level, until);
    if (!fresh) return null;
    analyses.set(level, (a = fresh));
  }
  return a;
}

/**
 * Looks for a proof that `position` cannot be solved on `level`: boxes on
 * dead cells, frozen boxes off their goals, boxes that cannot all be
 * matched to reachable goals, then (one pusher) a corral no push can open
 * or whose boxes, played alone, never all reach goals.
 * Returns the first found, or `null` when none
 * of these tests finds one (the position may still be unsolvable).
 *
 * Only the position's lists of cells are read, not its `boxAt` or `pusherAt`.
 *
 * @throws RangeError for a box or pusher off the level's floor, two boxes on one cell, a pusher on a box's cell, or an active pusher that is not one of the position's; TypeError for a position, or a list of it, left out.
 */
export function findDeadlock(level: Level, position: Position): Deadlock | null {
  checkCellsApart(level, position);
  const a = analysisOf(level);
  const cells = position.boxes;
  const n = cells.length;
  const classes = boxClasses(a, n);

  const onDead: number[] = [];
  for (let i = 0; i < n; i++) if (a.deadCellsByClass[classes[i]!]![cells[i]!] === 1) onDead.push(cells[i]!);
  if (onDead.length > 0) return { kind: 'dead-cell', boxes: onDead.sort((x, y) => x - y) };

  let tools = toolsByLevel.get(level);
  if (!tools) {
    const { size, neighbours, directionCount } = level;
    tools = { walls: new FrozenWalls(a), reach: new AreaLabels(a.floor, neighbours, directionCount), corrals: new CorralPruning(a), boxAt: new Int32Array(size) };
    toolsByLevel.set(level, tools);
  }
  const frozen = new Uint8Array(n);
  if (markFrozen(a, cells, classes, n, frozen, freezeScratch(level.size))) return { kind: 'frozen', boxes: frozenGroup(a, cells, classes, frozen) };

  // A frozen box on its own goal keeps that goal for good, and stands as a wall in the others' way.
  const goals = level.goals.length;
  const { distance } = tools.walls.tableFor(cells, frozen, n);
  const pusher = position.pushers.length === 1 ? position.pushers[0]! : -1;
  const { sides, sideDistance } = a;
  const allowed = (i: number, g: number): boolean => {
    if (a.goalClass[g] !== classes[i]) return false;
    const c = cells[i]!;
    if (frozen[i] === 1) return level.goals[g] === c;
    return distance[g]![c]! >= 0 && (pusher < 0 || sideDistance[g]![c * sides.stride + sides.side(c, pusher)]! >= 0);
  };
  const matching = perfectMatching(n, goals, allowed);
  if (matching.stuck) return { kind: 'bipartite', boxes: matching.stuck.map((i) => cells[i]!).sort((x, y) => x - y) };
  return position.pushers.length === 1 ? corralDeadlock(a, tools, position, classes, frozen) : null;
}

/** A corral no push can open (see `corral.ts`), or one its boxes alone cannot solve (see `corral-search.ts`), with one pusher; or `null`. */
function corralDeadlock(a: LevelAnalysis, tools: DeadlockTools, position: Position, classes: Int32Array, frozen: Uint8Array): Deadlock | null {
  const { boxAt, reach, corrals } = tools;
  boxAt.fill(0);
  position.boxes.forEach((c, i) => (boxAt[c] = i + 1));
  reach.reset();
  const p = position.pushers[0]!;
  if (a.floor[p] === 1 && boxAt[p] === 0) reach.areaOf(p, boxAt);
  const pushes = corrals.find(position.boxes, position.boxes.length, boxAt, (i) => classes[i]!, reach, frozen);
  if (pushes === 0) return { kind: 'corral', boxes: Array.from(corrals.barrierBoxes.subarray(0, corrals.barrierCount)).sort((x, y) => x - y) };
  if (!reach.has(p)) return null;
  const search = (tools.search ??= new CorralSearch(a));
  const lost = search.lostCorral(corrals, (c) => classes[boxAt[c]! - 1]!, p);
  return lost === null ? null : { kind: 'corral', boxes: Array.from(lost).sort((x, y) => x - y) };
}

/**
 * The class of each of the `n` boxes of a position. As core's rules say,
 * box `i` of a position carries the number of the level's box `i`, also
 * when the position brings fewer boxes than the level has. A box past the
 * level's count has no number: class 0 (on a numbered level, no position
 * with such a box is ever solved, so any class is sound).
 */
export function boxClasses(a: LevelAnalysis, n: number): Int32Array {
  // The level's own array as it is for the usual position: findDeadlock asks for it on every call.
  // Stryker disable next-line ConditionalExpression: the view below holds the same classes; this only spares making it
  if (n === a.boxClass.length) return a.boxClass;
  // Stryker disable next-line EqualityOperator: the equal count returned above
  if (n < a.boxClass.length) return a.boxClass.subarray(0, n);
  const classes = new Int32Array(n);
  classes.set(a.boxClass);
  return classes;
}

/**
 * The frozen boxes off their goals and the frozen boxes that hold them,
 * transitively: the group a player should look at.
 */
function frozenGroup(a: LevelAnalysis, cells: ArrayLike<number>, classes: ArrayLike<number>, frozen: Uint8Array): number[] {
  const n = cells.length;
  const slotAt = new Map<number, number>();
  for (let i = 0; i < n; i++) if (frozen[i] === 1) slotAt.set(cells[i]!, i);
  const taken = new Uint8Array(n);
  const queue: number[] = [];
  for (let i = 0; i < n; i++) {
    if (frozen[i] === 1 && !onOwnGoal(a, cells[i]!, classes[i]!)) {
      taken[i] = 1;
      queue.push(i);
    }
  }
  const { neighbours, directionCount: D } = a.level;
  for (let q = 0; q < queue.length; q++) {
    const b = cells[queue[q]!]!;
    // A frozen box holds a box of the group from a neighbouring cell: a push's pusher and target cells are
    // neighbours of the box (the relation is symmetric), and a frozen box in a direction the push table has
    // no push for stands there for good beside it all the same.
    for (let d = 0; d < D; d++) {
      const j = slotAt.get(neighbours[b * D + d]!);
      if (j !== undefined && taken[j] === 0) {
        taken[j] = 1;
        queue.push(j);
      }
    }
  }
  return queue.map((i) => cells[i]!).sort((x, y) => x - y);
}
