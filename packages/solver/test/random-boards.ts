/**
 * Random small boards for property tests, on any tiling: walls at random,
 * then goals, boxes and pushers on free cells. The board text respects each
 * tiling's cells (Hexoban's filler columns stay blank), and nothing needs a
 * surrounding wall: off the board there are no cells.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { applyAction, buildLevel, newEffect, Outcome, reverseStartPosition, startPosition, undoAction, type Level, type Position, type Topology } from '@polyban/core';
import { findDeadlock } from '../src/index.js';

/** A board of walls only, `width` by `height` text positions, cells chosen by the tiling. */
export interface WallBoard {
  topology: Topology;
  rows: string[];
}

/**
 * Walls with probability about 1/4 on the cells of a board `width` cells
 * wide (in text columns, twice that where the tiling uses every other
 * column, as Hexoban does) and `height` rows. The first position is a wall,
 * so a tiling that reads its column parity from the first character reads 0;
 * positions that are not cells stay blank.
 */
export function wallBoard(topology: Topology, width: number, height: number): fc.Arbitrary<WallBoard> {
  const sample = topology.layout(['#'.repeat(8), '#'.repeat(8)]).layout;
  const columns = sample.isCell.reduce((n, c) => n + c, 0) < 16 ? 2 * width - 1 : width;
  const isCell = topology.layout(Array.from({ length: height }, () => '#'.repeat(columns))).layout.isCell;
  const n = columns * height;
  return fc.tuple(fc.array(fc.boolean(), { minLength: n, maxLength: n }), fc.array(fc.boolean(), { minLength: n, maxLength: n })).map(([coin, coin2]) => {
    const rows: string[] = [];
    for (let y = 0; y < height; y++) {
      let row = '';
      for (let x = 0; x < columns; x++) {
        const i = y * columns + x;
        row += isCell[i] === 0 ? ' ' : i === 0 || (coin[i]! && coin2[i]!) ? '#' : ' ';
      }
      rows.push(row);
    }
    return { topology, rows };
  });
}

/** The floor cells of a board (cells of the tiling that are not walls), numbered as a level numbers them. */
export function floorCells(board: WallBoard): number[] {
  const { layout } = board.topology.layout(board.rows);
  const out: number[] = [];
  for (let c = 0; c < layout.width * layout.height; c++) {
    const ch = board.rows[Math.floor(c / layout.width)]![c % layout.width] ?? ' ';
    if (layout.isCell[c] === 1 && ch !== '#') out.push(c);
  }
  return out;
}

/** Picks `count` distinct cells of `cells` by the numbers in `picks` (taken modulo what is left). */
export function pick(cells: readonly number[], picks: readonly number[], count: number): number[] {
  const left = cells.slice();
  const out: number[] = [];
  for (let i = 0; i < count && left.length > 0; i++) out.push(left.splice(picks[i % picks.length]! % left.length, 1)[0]!);
  return out;
}

/** Writes `marks` (cell → character) into the rows. */
export function mark(board: WallBoard, marks: ReadonlyMap<number, string>): string[] {
  const width = Math.max(...board.rows.map((r) => r.length));
  return board.rows.map((row, y) => {
    const chars = row.padEnd(width).split('');
    for (const [c, ch] of marks) if (Math.floor(c / width) === y) chars[c % width] = ch;
    return chars.join('');
  });
}

/**
 * A level whose goals form one group (a goal room of the solver) on a
 * random board: `goals` goals grown from a random floor cell through floor
 * neighbours, as many boxes, and the pusher, placed by `picks`; `null`
 * when the board leaves no room for them or the group stays under three.
 */
export function roomLevel(board: WallBoard, picks: readonly number[], goals: number): Level | null {
  const { topology } = board;
  const floor = floorCells(board);
  if (floor.length < 2 * goals + 2) return null;
  // The board's neighbour table, from a level with a pusher alone.
  const plain = buildLevel(mark(board, new Map([[floor[0]!, '@']])), topology).level;
  if (!plain) return null;
  const group = [floor[picks[0]! % floor.length]!];
  for (let i = 1; i < 40 && group.length < goals; i++) {
    const c = group[picks[i % picks.length]! % group.length]!;
    const d = (picks[(i + 3) % picks.length]! + i) % plain.directionCount;
    const x = plain.neighbours[c * plain.directionCount + d]!;
    if (x >= 0 && floor.includes(x) && !group.includes(x)) group.push(x);
  }
  if (group.length < 3) return null;
  const rest = pick(floor.filter((c) => !group.includes(c)), picks.slice(4), group.length + 1);
  if (rest.length < group.length + 1) return null;
  const marks = new Map<number, string>([...group.map((c) => [c, '.'] as const), ...rest.map((c, i) => [c, i === 0 ? '@' : '$'] as const)]);
  return buildLevel(mark(board, marks), topology).level;
}

/** The board of a position: walls and goals of `level`, boxes and pushers where `p` has them. */
export function rowsOf(level: Level, p: Position): string[] {
  const rows: string[] = [];
  for (let y = 0; y < level.height; y++) {
    let row = '';
    for (let x = 0; x < level.width; x++) {
      const c = y * level.width + x;
      const goal = level.goal[c] === 1;
      if (level.wall[c] === 1) row += '#';
      else if (p.boxAt[c] !== 0) row += goal ? '*' : '$';
      else if (p.pusherAt[c] !== 0) row += goal ? '+' : '@';
      else row += goal ? '.' : ' ';
    }
    rows.push(row);
  }
  return rows;
}

/** The start of `level` with box `drop` taken off the board: a position with fewer boxes than its level. */
export function withoutBox(level: Level, drop: number): Position {
  const start = startPosition(level);
  const boxes = Int32Array.from(Array.from(start.boxes).filter((_, i) => i !== drop));
  const boxAt = new Int32Array(level.size);
  boxes.forEach((c, i) => (boxAt[c] = i + 1));
  return { ...start, boxes, boxAt };
}

const REVERSE = { reverse: true, pulled: true };

/**
 * A level made by pulling boxes off their goals, or `null` when the board
 * has too little floor: its rows, the goals-only level it was pulled on,
 * and where each box ended (`boxes[i]` left goal `goalsOnly.goals[i]`).
 * Every position on the way is checked with `findDeadlock`: the pulls made
 * so far, played backwards, solve it.
 */
export const pulledPositions = (topology: Topology, pushers: number) =>
  fc
    .record({
      board: wallBoard(topology, 6, 5),
      goals: fc.integer({ min: 1, max: pushers === 1 ? 3 : 2 }),
      picks: fc.array(fc.nat(), { minLength: 5, maxLength: 5 }),
      steps: fc.array(fc.nat(), { minLength: 5, maxLength: 40 }),
    })
    .map(({ board, goals, picks, steps }) => {
      const cells = pick(floorCells(board), picks, goals + pushers);
      if (cells.length < goals + pushers) return null;
      const marks = new Map(cells.map((c, i) => [c, i < goals ? '.' : '@']));
      // The board has goals but no boxes yet: buildLevel reports that, and still builds the level.
      const goalsOnly = buildLevel(mark(board, marks), topology).level!;
      const p = reverseStartPosition(goalsOnly);
      let pulls = 0;
      const effect = newEffect();
      for (const choice of steps) {
        // The legal steps now, pulls first: a step picked among them half the time is a pull whenever one exists.
        const legal: { who: number; direction: number; pull: boolean; outcome: number }[] = [];
        for (let who = 0; who < pushers; who++) {
          for (let direction = 0; direction < goalsOnly.directionCount; direction++) {
            for (const pull of [true, false]) {
              p.active = who;
              const outcome = applyAction(goalsOnly, p, { kind: 'step', direction, pull }, REVERSE, effect);
              if (outcome < 0) continue;
              undoAction(p, effect);
              legal.push({ who, direction, pull, outcome });
            }
          }
        }
        const pullsNow = legal.filter((l) => l.outcome === Outcome.Pull);
        const from = choice % 2 === 0 && pullsNow.length > 0 ? pullsNow : legal;
        if (from.length === 0) break;
        const step = from[(choice >> 1) % from.length]!;
        p.active = step.who;
        if (applyAction(goalsOnly, p, { kind: 'step', direction: step.direction, pull: step.pull }, REVERSE) !== Outcome.Pull) continue;
        pulls++;
        // Solvable: the pulls so far, played backwards, solve it.
        expect(findDeadlock(goalsOnly, p), rowsOf(goalsOnly, p).join('\n')).toBeNull();
      }
      return { rows: rowsOf(goalsOnly, p), pulls, goalsOnly, boxes: Array.from(p.boxes) };
    });

/** A level made by pulling boxes off their goals (see {@link pulledPositions}), or `null` when the board has too little floor. */
export const pulledLevel = (topology: Topology, pushers: number) => pulledPositions(topology, pushers).map((made) => (made ? { rows: made.rows, pulls: made.pulls } : null));

/**
 * A random level with one pusher on a board of `width` × `height` cells: one
 * to `maxBoxes` boxes and as many goals on free cells; `null` when the
 * board leaves no room for them or core cannot play it.
 */
export function onePusherLevel(topology: Topology, width = 6, height = 5, maxBoxes = 3): fc.Arbitrary<{ rows: string[]; level: Level } | null> {
  return fc.tuple(wallBoard(topology, width, height), fc.integer({ min: 1, max: maxBoxes }), fc.array(fc.nat(), { minLength: 2 * maxBoxes + 1, maxLength: 2 * maxBoxes + 1 })).map(([board, boxes, picks]) => {
    const cells = pick(floorCells(board), picks, 2 * boxes + 1);
    if (cells.length < 2 * boxes + 1) return null;
    const rows = mark(board, new Map(cells.map((c, i) => [c, i < boxes ? '$' : i < 2 * boxes ? '.' : '@'])));
    const level = buildLevel(rows, topology).level;
    return level ? { rows, level } : null;
  });
}
