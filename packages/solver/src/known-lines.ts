/**
 * The lines of play the solver has found for a level, kept position by
 * position with the level object. A player who asks for a hint, plays it and
 * asks again stands on the line the first hint came from: its next push is
 * known, so the hint answers at once and keeps to that line, where a new
 * search might take another way, or not finish in the hint's time at all.
 *
 * A position is kept by where its boxes stand (boxes of one class are
 * interchangeable) and the area its one pusher can walk in, named by the
 * area's smallest cell: every push of the line from there is still possible,
 * walking being free. A line found with the fewest pushes is marked so:
 * what is left of it from any of its positions has the fewest pushes too
 * (a shorter way from there would shorten the whole). A solution from
 * elsewhere, such as a level file's own (`keepSolution`), is kept the same
 * way, unmarked.
 */
import { copyPosition, type Level, type Position } from '@polyban/core';
import type { LevelAnalysis } from './dead-cells.js';
import { boxClasses } from './deadlock.js';
import { AreaLabels } from './pusher-regions.js';
import { spellSolution, type SolutionPush, type SpelledPush } from './spelling.js';

/** Positions kept per level before all are forgotten: lines of a thousand pushes, a dozen of them; 8 MB with a hundred boxes. */
const KEPT = 1 << 14;

/** Lines found and not yet filed that a level keeps: the oldest is dropped past it. */
const WAITING = 16;

/** A solution found from `start` (one pusher), not yet filed by position. */
interface Line {
  start: Position;
  pushes: readonly SolutionPush[];
  optimal: boolean;
}

/** A level's kept positions, the lines waiting to be filed, and the scratch to name positions. */
interface KnownLines {
  a: LevelAnalysis;
  kept: number;
  /**
   * Lines found since the last hint: filed when a hint asks, so that a
   * search that finds one (a whole collection solved from the command line)
   * pays only for keeping it.
   */
  waiting: Line[];
  /** Next push (the push table's coding) × 2, plus 1 when its line has the fewest pushes, by position key. */
  next: Map<string, number>;
  labels: AreaLabels | null;
  boxAt: Int32Array;
}

const byLevel = new WeakMap<Level, KnownLines>();

/** The key of a position: its boxes by class and cell, sorted, and the smallest cell of the pusher's area. */
function keyOf(lines: KnownLines, cells: ArrayLike<number>, pusher: number): string {
  const { a, boxAt } = lines;
  const { level } = a;
  const labels = (lines.labels ??= new AreaLabels(a.floor, level.neighbours, level.directionCount));
  const n = cells.length;
  const classes = boxClasses(a, n);
  const codes: number[] = [];
  for (let i = 0; i < n; i++) {
    codes.push(classes[i]! * level.size + cells[i]!);
    boxAt[cells[i]!] = 1;
  }
  labels.reset();
  const area = labels.areaMin[labels.areaOf(pusher, boxAt)];
  for (let i = 0; i < n; i++) boxAt[cells[i]!] = 0;
  return `${codes.sort((x, y) => x - y).join()}|${area}`;
}

/**
 * Keeps a solution found from `start` (one pusher), to be filed by
 * position when a hint next asks. Filed, a position keeps the push of the
 * first line that passed it, unless a line with the fewest pushes
 * (`optimal`) passes it: that one's push replaces it, marked so, and only
 * another such line replaces that. A line that passes a position twice
 * (a detour that comes back, as players' solutions may make) leaves it its
 * push from the second time: the first would lead round the detour again,
 * and again. Past `kept` positions (set by the level's first line), all
 * are forgotten.
 */
export function learnLine(a: LevelAnalysis, start: Position, pushes: readonly SolutionPush[], optimal: boolean, kept = KEPT): void {
  if (start.pushers.length !== 1) return;
  const { level } = a;
  let lines = byLevel.get(level);
  if (!lines) byLevel.set(level, (lines = { a, kept, waiting: [], next: new Map(), labels: null, boxAt: new Int32Array(level.size) }));
  if (lines.waiting.push({ start, pushes, optimal }) > WAITING) lines.waiting.shift();
}

/**
 * Files each position of `line` with the push it makes there: the last
 * `kept` of them on a longer line, whose earlier positions the limit would
 * forget before the line ends (a solution of a million pushes in a file
 * costs a flood per position only for those).
 */
function file(lines: KnownLines, { start, pushes, optimal }: Line): void {
  const { level } = lines.a;
  const D = level.directionCount;
  const nb = level.neighbours;
  const cells = Array.from(start.boxes);
  let pusher = start.pushers[0]!;
  const first = pushes.length - lines.kept;
  // The positions this line filed: met again, each takes the later push. Following the pushes kept then always ends:
  // each leads on along its line, or to a position a line filed earlier holds.
  const own = new Set<string>();
  for (let i = 0; i < pushes.length; i++) {
    const { move } = pushes[i]!;
    const key = i < first ? null : keyOf(lines, cells, pusher);
    if (key !== null && (!lines.next.has(key) || optimal || own.has(key))) {
      if (lines.next.size >= lines.kept) lines.next.clear();
      lines.next.set(key, move * 2 + (optimal ? 1 : 0));
      own.add(key);
    }
    // The push: the pusher on `move / D` steps in direction `move % D`; the box ahead goes one cell on, the pusher takes its cell.
    const box = nb[Math.floor(move / D) * D + (move % D)]!;
    cells[cells.indexOf(box)] = nb[box * D + (move % D)]!;
    pusher = box;
  }
}

/**
 * The next push of a line kept for `position`, spelled from where its
 * pusher stands; `null` when none is kept, or with `optimal` none from a
 * line with the fewest pushes. Lines are kept for levels of one pusher
 * only (a pusher alone in a Multiban level plays a level of its own).
 */
export function knownPush(level: Level, position: Position, optimal: boolean): SpelledPush | null {
  const lines = byLevel.get(level);
  // A line of one pusher says nothing of a position with several, even on its level: another pusher may stand in its way.
  if (!lines || position.pushers.length !== 1) return null;
  for (const line of lines.waiting.splice(0)) file(lines, line);
  const kept = lines.next.get(keyOf(lines, position.boxes, position.pushers[0]!));
  if (kept === undefined || (optimal && kept % 2 === 0)) return null;
  return spellSolution(level, lines.a, [{ move: Math.floor(kept / 2), keys: [] }], copyPosition(position))[0]!;
}
