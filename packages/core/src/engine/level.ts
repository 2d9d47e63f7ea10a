/**
 * A board turned into flat typed arrays through a topology: the static part
 * of a game (walls, goals, neighbours, start position). Neighbour tables are
 * computed once here so that moves, replay and searches do no string or
 * object work.
 */
import { cellContent } from '../text/board-text.js';
import { isSecondHalf, showCharacter } from '../text/diagnostics.js';
import type { DirectionLetter } from '../text/moves.js';
import type { CellLayout, LayoutProblem, Topology } from './topology.js';

/** A board ready for play. Cells are numbered `y * width + x` over the text grid. */
export interface Level {
  /** The tiling the level was built with. */
  readonly topology: Topology;
  /** Which text positions are cells, as `topology.layout` decided for this board. */
  readonly layout: CellLayout;
  /** Columns of the text grid (the longest row): cell `y * width + x` is column `x` of row `y`. */
  readonly width: number;
  /** Rows of the text grid: one per board row. */
  readonly height: number;
  /** `width * height`. */
  readonly size: number;
  /** Number of directions of the tiling. */
  readonly directionCount: number;
  /** Direction letters by index (lower case). */
  readonly letters: readonly DirectionLetter[];
  /** Direction index by character code of a letter, either case; -1 for letters the tiling lacks, and nothing (read it as -1) from code 128 up. */
  readonly letterIndex: Int8Array;
  /** Index of the opposite direction, by direction index. */
  readonly oppositeIndex: Int8Array;
  /** `neighbours[cell * directionCount + d]`: the cell one step away, or -1 (no such step, or off the board). */
  readonly neighbours: Int32Array;
  /** 1 for a wall. */
  readonly wall: Uint8Array;
  /** 1 for a goal. */
  readonly goal: Uint8Array;
  /** 1 for a position that is a cell of the tiling (0 for Hexoban fillers). */
  readonly isCell: Uint8Array;
  /** 1 for floor the pushers can never reach, even with every box removed: drawn as background. */
  readonly outside: Uint8Array;
  /** Start cells of the boxes, in reading order. */
  readonly boxes: Int32Array;
  /** Start cells of the pushers, in reading order (the first is active at the start). */
  readonly pushers: Int32Array;
  /** Goal cells, in reading order. */
  readonly goals: Int32Array;
  /**
   * Sokoban+ numbering: `boxNumbers[i]` for box `i` (reading order) and
   * `goalNumbers[cell]` for each goal; `null` when the puzzle has none.
   */
  readonly boxNumbers: Int32Array | null;
  /** Sokoban+ number of the goal at each cell, 0 on cells that hold no goal; `null` when the level is not numbered, as for `boxNumbers`. */
  readonly goalNumbers: Int32Array | null;
}

/**
 * Problems found when a board is played on a tiling:
 * - `misaligned-cell`: a character where the tiling has no cell (a Hexoban filler column);
 * - `invalid-board-character`: a character that is not a board character;
 * - `invalid-puzzle`: a board that cannot be played as it stands (no pusher, boxes and goals not equal);
 * - `open-board`: the walls do not close the board: a pusher can walk off it (see {@link buildLevel});
 * - `outside-walls`: a box or a goal outside the walls, where no pusher can reach it (see {@link buildLevel});
 * - `tiling-mismatch`: a puzzle loaded with another tiling's topology (see `loadPuzzle`).
 * - `too-many-diagnostics`: past `MAX_DIAGNOSTICS` problems on one board, the rest are counted in one warning.
 */
export type LevelDiagnosticCode = LayoutProblem['code'] | 'invalid-puzzle' | 'open-board' | 'outside-walls' | 'tiling-mismatch' | 'too-many-diagnostics';

/** A problem that makes a board unplayable or suspicious, at a 0-based board row and column. */
export interface LevelProblem {
  /** `warning` for a Sokoban+ numbering that does not fit the board and is ignored; `error` for every other problem. */
  severity: 'error' | 'warning';
  /** What is wrong (see {@link LevelDiagnosticCode}). */
  code: LevelDiagnosticCode;
  /** A sentence a person can act on. */
  message: string;
  /** The 0-based board row; 0 for a problem of the whole board (`invalid-puzzle`). */
  row: number;
  /** The 0-based column: the character's index in its row; 0 for a problem of the whole board. */
  column: number;
}

/**
 * What a board shows on its tiling's cells, counted as it was read, whether
 * or not it makes a level: a program can still say how many boxes a board
 * has when it has no pusher.
 */
export interface BoardCounts {
  /** Pushers, on a goal or not. */
  pushers: number;
  /** Boxes, on a goal or not. */
  boxes: number;
  /** Goals, with or without a box or pusher on them. */
  goals: number;
}

/** Options for {@link buildLevel}. */
export interface BuildLevelOptions {
  /** Sokoban+ `boxorder`: a number per box in reading order. */
  boxOrder?: readonly number[] | null;
  /** Sokoban+ `goalorder`: a number per goal in reading order. */
  goalOrder?: readonly number[] | null;
  /**
   * Also check that the walls close the board: `open-board` and
   * `outside-walls` (see {@link buildLevel}). Off by default, as the engine
   * plays any board (a step off it is refused) and programs build open ones
   * on purpose, such as a row to try a rule on; `loadPuzzle`, which loads
   * levels read from files, turns it on.
   */
  checkClosed?: boolean;
}

/** A count and its noun for a diagnostic: `no boxes`, `1 box`, `2 boxes`, `1,000 goals`. */
function count(n: number, one: string, many: string): string {
  return n === 0 ? `no ${many}` : n === 1 ? `1 ${one}` : `${n.toLocaleString('en-US')} ${many}`;
}

/**
 * Builds a {@link Level} from board rows. Never throws: problems are
 * returned, and `level` is `null` only when the board cannot be played at all
 * (no pusher); `counts` says what the tiling's cells hold either way.
 *
 * Besides characters and counts, with `options.checkClosed` it checks that
 * the walls close the board, on any tiling alike, through the neighbour
 * tables: a cell is at the edge when a step the tiling has from it leads off
 * the text grid.
 * - `open-board` (error): a pusher can reach a cell at the edge, so it could
 *   walk off the board; reported once, at the first such cell in reading order.
 * - `outside-walls` (error): a box, or a goal, that the walls leave outside
 *   (it connects to the edge without crossing a wall) and no pusher reaches:
 *   the box can never be pushed, the goal never filled. A box on a goal
 *   there is decoration, which SOK allows (the first and last square of a
 *   row may be a box on a goal), and is not reported.
 *
 * Several pushers are not a problem: a board with more than one is Multiban,
 * which SOK allows on every tiling and no file has to announce (no `Game:`
 * value or other key names it), so nothing tells a board with one pusher too
 * many from a Multiban puzzle.
 */
export function buildLevel(rows: readonly string[], topology: Topology, options: BuildLevelOptions = {}): {
  /** The level, or `null` when the board has no pusher; it is built even when `problems` holds other errors. */
  level: Level | null;
  /** Every problem found, errors and warnings, with 0-based board rows and columns. */
  problems: LevelProblem[];
  /** Pushers, boxes and goals on the tiling's cells, whether or not the board makes a level. */
  counts: BoardCounts;
} {
  const { layout, problems: layoutProblems } = topology.layout(rows);
  const problems: LevelProblem[] = layoutProblems.map((p) => ({ severity: 'error' as const, ...p }));
  const { width, height } = layout;
  const size = width * height;
  const letters = topology.directions;
  const D = letters.length;
  const letterIndex = new Int8Array(128).fill(-1);
  letters.forEach((l, i) => {
    letterIndex[l.charCodeAt(0)] = i;
    letterIndex[l.toUpperCase().charCodeAt(0)] = i;
  });
  // -1 where the tiling names no opposite.
  const oppositeIndex = new Int8Array(D);
  letters.forEach((l, i) => (oppositeIndex[i] = letters.findIndex((o) => o === topology.opposite[l])));

  const wall = new Uint8Array(size);
  const goal = new Uint8Array(size);
  const isCell = layout.isCell;
  const boxes: number[] = [];
  const pushers: number[] = [];
  const goals: number[] = [];
  for (let y = 0; y < height; y++) {
    const row = rows[y]!;
    for (let x = 0; x < row.length; x++) {
      const ch = row[x]!;
      const content = cellContent(ch);
      const cell = y * width + x;
      if (content === undefined) {
        problems.push({ severity: 'error', code: 'invalid-board-character', message: `${showCharacter(row, x)} is not a board character; it is read as floor`, row: y, column: x });
        // A character past U+FFFF (an emoji) is two UTF-16 units, so two cells of floor, but one mistake to mend:
        // it is reported once, at its first half, as the reader does.
        if (isSecondHalf(row, x + 1)) x++;
        continue;
      }
      // Floor sets nothing, and nothing is read where the tiling has no cell.
      if (isCell[cell] === 0) continue;
      if (content === 'wall') wall[cell] = 1;
      if (content === 'goal' || content === 'box-on-goal' || content === 'pusher-on-goal') {
        goal[cell] = 1;
        goals.push(cell);
      }
      if (content === 'box' || content === 'box-on-goal') boxes.push(cell);
      if (content === 'pusher' || content === 'pusher-on-goal') pushers.push(cell);
    }
  }

  const neighbours = new Int32Array(size * D).fill(-1);
  // 1 for a cell from which a step of the tiling leads off the text grid. A step the tiling lacks
  // (an Octoban diagonal from a square) is -1 in `neighbours` too, but leads nowhere: it is no edge.
  const atEdge = new Uint8Array(size);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const cell = y * width + x;
      if (isCell[cell] === 0) continue;
      for (let d = 0; d < D; d++) {
        const to = topology.step(x, y, letters[d]!, layout);
        if (!to) continue;
        const [tx, ty] = to;
        // A column off the board would wrap to the next row, so it is checked apart from the row.
        if (tx < 0 || tx >= width || ty < 0 || ty >= height) {
          atEdge[cell] = 1;
          continue;
        }
        const t = ty * width + tx;
        if (isCell[t] === 1) neighbours[cell * D + d] = t;
      }
    }
  }

  // Floor reachable from a pusher when every box is gone; the rest is outside.
  const inside = new Uint8Array(size);
  const queue = new Int32Array(size);
  let tail = 0;
  // Each pusher stands on a cell of its own: none is queued twice.
  for (const p of pushers) {
    inside[p] = 1;
    queue[tail++] = p;
  }
  floodFloor(neighbours, D, wall, inside, queue, tail);
  const outside = new Uint8Array(size);
  for (let c = 0; c < size; c++) if (isCell[c] === 1 && wall[c] === 0 && inside[c] === 0) outside[c] = 1;

  // Characters off the tiling's cells are already reported; counting what is left would only repeat that.
  const misplaced = layoutProblems.length > 0;
  // A misplaced wall leaves a gap that is that character's problem, not a second one.
  if (options.checkClosed === true && !misplaced && pushers.length > 0) problems.push(...unclosedBoard(width, D, neighbours, wall, atEdge, inside, goal, boxes, queue));
  if (pushers.length === 0 && !misplaced) problems.push({ severity: 'error', code: 'invalid-puzzle', message: 'The board has no pusher ("@" or "+")', row: 0, column: 0 });
  if (boxes.length === 0 && !misplaced) problems.push({ severity: 'error', code: 'invalid-puzzle', message: 'The board has no box ("$" or "*")', row: 0, column: 0 });
  if (boxes.length !== goals.length && !misplaced) {
    const message = `The board has ${count(boxes.length, 'box', 'boxes')} but ${count(goals.length, 'goal', 'goals')}: it needs as many goals as boxes`;
    problems.push({ severity: 'error', code: 'invalid-puzzle', message, row: 0, column: 0 });
  }

  let boxNumbers: Int32Array | null = null;
  let goalNumbers: Int32Array | null = null;
  const { boxOrder, goalOrder } = options;
  if (boxOrder && goalOrder) {
    if (boxOrder.length !== boxes.length || goalOrder.length !== goals.length) {
      problems.push({ severity: 'warning', code: 'invalid-puzzle', message: `boxorder has ${count(boxOrder.length, 'number', 'numbers')} and goalorder ${goalOrder.length}, for ${count(boxes.length, 'box', 'boxes')} and ${count(goals.length, 'goal', 'goals')}; the numbering is ignored`, row: 0, column: 0 });
    } else {
      boxNumbers = Int32Array.from(boxOrder);
      goalNumbers = new Int32Array(size);
      goals.forEach((g, i) => (goalNumbers![g] = goalOrder[i]!));
    }
  }

  const counts = { pushers: pushers.length, boxes: boxes.length, goals: goals.length };
  if (pushers.length === 0) return { level: null, problems, counts };
  return {
    counts,
    level: {
      topology,
      layout,
      width,
      height,
      size,
      directionCount: D,
      letters,
      letterIndex,
      oppositeIndex,
      neighbours,
      wall,
      goal,
      isCell,
      outside,
      boxes: Int32Array.from(boxes),
      pushers: Int32Array.from(pushers),
      goals: Int32Array.from(goals),
      boxNumbers,
      goalNumbers,
    },
    problems,
  };
}

/**
 * The `open-board` and `outside-walls` problems of {@link buildLevel}: one
 * flood from the edge through every cell that is not a wall, so linear in the
 * board's size. `inside` marks what the pushers reach; `queue` is scratch
 * space of one entry per cell.
 */
function unclosedBoard(
  width: number,
  D: number,
  neighbours: Int32Array,
  wall: Uint8Array,
  atEdge: Uint8Array,
  inside: Uint8Array,
  goal: Uint8Array,
  boxes: readonly number[],
  queue: Int32Array,
): LevelProblem[] {
  const size = wall.length;
  const problems: LevelProblem[] = [];
  const at = (cell: number): { row: number; column: number } => ({ row: Math.floor(cell / width), column: cell % width });
  for (let c = 0; c < size; c++) {
    if (inside[c] === 1 && atEdge[c] === 1) {
      problems.push({ severity: 'error', code: 'open-board', message: 'The board is open: a pusher can walk off it here, as no wall closes it', ...at(c) });
      break;
    }
  }
  // Everything the edge reaches without crossing a wall lies outside the walls.
  const outer = new Uint8Array(size);
  let tail = 0;
  for (let c = 0; c < size; c++) {
    if (atEdge[c] === 1 && wall[c] === 0) {
      outer[c] = 1;
      queue[tail++] = c;
    }
  }
  floodFloor(neighbours, D, wall, outer, queue, tail);
  const boxAt = new Uint8Array(size);
  for (const b of boxes) boxAt[b] = 1;
  // In reading order. A box and a goal alike are neither (floor) or both (a box on a goal, decoration);
  // what a pusher reaches is the open board's problem.
  for (let c = 0; c < size; c++) {
    if (outer[c] === 0 || inside[c] === 1 || boxAt[c] === goal[c]) continue;
    const message = boxAt[c] === 1 ? 'A box stands outside the walls, where no pusher can reach it to push it' : 'A goal lies outside the walls, where no box can be pushed onto it';
    problems.push({ severity: 'error', code: 'outside-walls', message, ...at(c) });
  }
  return problems;
}

/**
 * Marks in `mark` every cell that the first `queued` cells of `queue`
 * (marked already) reach by steps over cells that are not walls, using
 * `queue` as the work list. One pass: each cell is queued at most once.
 */
function floodFloor(neighbours: Int32Array, D: number, wall: Uint8Array, mark: Uint8Array, queue: Int32Array, queued: number): void {
  let head = 0;
  let tail = queued;
  while (head < tail) {
    const c = queue[head++]!;
    for (let d = 0; d < D; d++) {
      const n = neighbours[c * D + d]!;
      if (n >= 0 && wall[n] === 0 && mark[n] === 0) {
        mark[n] = 1;
        queue[tail++] = n;
      }
    }
  }
}

/** The Sokoban+ numbering a puzzle's notes give: see {@link readSokobanPlusOrder}. */
export interface SokobanPlusOrder {
  /** The `boxorder:` numbers, one per box in reading order; `null` when no note gives them, or its note cannot be read. */
  boxOrder: number[] | null;
  /** The `goalorder:` numbers, one per goal in reading order; `null` as for `boxOrder`. */
  goalOrder: number[] | null;
  /** Each `boxorder:` or `goalorder:` note that holds a word other than a whole number: the note, its first such word, and the word's offset in the note. */
  unreadable: {
    /** The note line, as written. */
    note: string;
    /** Its first word that is not a whole number. */
    word: string;
    /** The 0-based offset of `word` in `note`. */
    offset: number;
  }[];
}

/**
 * Reads Sokoban+ `boxorder:` / `goalorder:` numbers from puzzle notes: the
 * first note of each key (any case), its numbers split at spaces, TABs and
 * commas. A note with a word that is not a whole number (`boxorder: 1 2 x`)
 * gives no numbers, and is listed in `unreadable`.
 */
export function readSokobanPlusOrder(notes: readonly string[]): SokobanPlusOrder {
  const unreadable: SokobanPlusOrder['unreadable'] = [];
  const find = (key: string): number[] | null => {
    for (const line of notes) {
      const m = new RegExp(`^(\\s*${key}\\s*:)(.*)$`, 'i').exec(line);
      if (!m) continue;
      const nums: number[] = [];
      for (const word of m[2]!.matchAll(/[^\s,]+/g)) {
        const n = Number(word[0]);
        if (!Number.isInteger(n)) {
          unreadable.push({ note: line, word: word[0], offset: m[1]!.length + word.index });
          return null;
        }
        nums.push(n);
      }
      return nums;
    }
    return null;
  };
  return { boxOrder: find('boxorder'), goalOrder: find('goalorder'), unreadable };
}
