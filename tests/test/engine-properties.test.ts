/**
 * Properties of the one rules engine on every tiling, in every mode:
 * forward and reverse play, one pusher and several. Each random game is
 * checked against a reference model of the rules written here straight from
 * `VARIANTS.md`, on text coordinates and the topology's `step` — not on the
 * engine's neighbour tables — so a rule broken in the engine disagrees with
 * the model.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildLevel,
  displacementLetters,
  Game,
  pushPath,
  startPosition,
  parseCollection,
  replay,
  reverseToForward,
  type DirectionLetter,
  type Level,
  type Topology,
} from '@polyban/core';
import { hexobanTopology } from '@polyban/hexoban';
import { octobanTopology } from '@polyban/octoban';
import { sokobanTopology } from '@polyban/sokoban';
import { triobanTopology } from '@polyban/trioban';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
// StrykerJS runs the tests in a sandbox copy with no ../shared beside it: its config names the corpus.
const corpus = process.env['POLYBAN_CORPUS'] ?? resolve(root, '../shared/corpus');

/** Boards of the player's built-in levels for a tiling, plus extra rows given here. */
function boards(file: string): string[][] {
  return parseCollection(readFileSync(join(root, 'apps/player/src/levels', file), 'utf8')).collection.puzzles.map((p) => p.board.rows);
}

/** The first boards of Skinner's Hexoban collection. */
function hexCorpus(): string[][] {
  return parseCollection(readFileSync(join(corpus, 'hexoban/dwshex.hsb'), 'utf8'), { fileName: 'dwshex.hsb' }).collection.puzzles.slice(0, 6).map((p) => p.board.rows);
}

/** A second pusher on the first free floor cell inside the board, for Multiban games on real boards. */
function withSecondPusher(rows: readonly string[], topology: Topology): string[] | null {
  const { level } = buildLevel(rows, topology);
  if (!level) return null;
  for (let c = level.size - 1; c >= 0; c--) {
    if (level.isCell[c] === 1 && level.wall[c] === 0 && level.outside[c] === 0 && !level.boxes.includes(c) && !level.pushers.includes(c) && level.goal[c] === 0) {
      const x = c % level.width;
      const y = Math.floor(c / level.width);
      const out = rows.slice();
      out[y] = out[y]!.padEnd(x + 1).slice(0, x) + '@' + out[y]!.padEnd(x + 1).slice(x + 1);
      return out;
    }
  }
  return null;
}

interface Tiling {
  topology: Topology;
  /** The boards played on the tiling, read when first needed. */
  boards: () => string[][];
}

const built = new Map<Topology, Level[]>();

/**
 * The levels of a tiling: each board as written and with a second pusher.
 * Built on first use inside a test, not when the file loads: mutation testing
 * charges code run at load time to every test.
 */
function levelsOf({ topology, boards }: Tiling): Level[] {
  const known = built.get(topology);
  if (known) return known;
  const levels: Level[] = [];
  for (const rows of boards()) {
    for (const r of [rows, withSecondPusher(rows, topology)]) {
      if (!r) continue;
      const { level, problems } = buildLevel(r, topology);
      if (level && !problems.some((p) => p.severity === 'error')) levels.push(level);
    }
  }
  built.set(topology, levels);
  return levels;
}

const TILINGS: Tiling[] = [
  { topology: sokobanTopology, boards: () => boards('1-Sokoban.sok') },
  { topology: hexobanTopology, boards: () => [...boards('2-Hexoban.sok'), ...hexCorpus()] },
  { topology: triobanTopology, boards: () => boards('3-Trioban.sok') },
  { topology: octobanTopology, boards: () => boards('4-Octoban.sok') },
];

// ---- the reference model --------------------------------------------------

/** A position of the model: cells as "x,y" keys. */
interface ModelState {
  boxes: (string | null)[]; // by box id
  pushers: string[];
  active: number;
  pulled: boolean;
}

const key = (x: number, y: number): string => `${x},${y}`;
const coords = (k: string): [number, number] => k.split(',').map(Number) as [number, number];

/** The model of a board: its rows read character by character, as VARIANTS.md describes them. */
class Model {
  readonly walls = new Set<string>();
  readonly cells = new Set<string>();
  constructor(
    readonly level: Level,
    readonly topology: Topology,
  ) {
    for (let c = 0; c < level.size; c++) {
      const k = key(c % level.width, Math.floor(c / level.width));
      if (level.isCell[c] === 1) this.cells.add(k);
      if (level.wall[c] === 1) this.walls.add(k);
    }
  }

  cellOf(k: string): number {
    const [x, y] = coords(k);
    return y * this.level.width + x;
  }

  /** The cell one step by `letter`, or null: the topology's step, kept inside the board's cells. */
  next(k: string, letter: DirectionLetter): string | null {
    const [x, y] = coords(k);
    const to = this.topology.step(x, y, letter, this.level.layout);
    if (!to) return null;
    const t = key(to[0], to[1]);
    return this.cells.has(t) ? t : null;
  }

  free(s: ModelState, k: string | null): boolean {
    return k !== null && !this.walls.has(k) && !s.boxes.includes(k) && !s.pushers.includes(k);
  }

  /** VARIANTS.md's push rule and reverse rules: the new state, or null when the step is illegal. */
  step(s: ModelState, letter: DirectionLetter, pull: boolean, reverse: boolean): ModelState | null {
    const p = s.pushers[s.active]!;
    const q = this.next(p, letter);
    if (q === null || this.walls.has(q) || s.pushers.includes(q)) return null;
    const boxes = s.boxes.slice();
    const pushers = s.pushers.slice();
    pushers[s.active] = q;
    if (!reverse) {
      const b = boxes.indexOf(q);
      if (b >= 0) {
        // The same letter again, from the box's square.
        const r = this.next(q, letter);
        if (!this.free(s, r)) return null;
        boxes[b] = r;
      }
      return { ...s, boxes, pushers };
    }
    if (boxes.includes(q) || boxes.includes(p)) return null;
    if (pull) {
      const opposite = this.topology.opposite[letter]!;
      const behind = this.next(p, opposite);
      const b = behind === null ? -1 : boxes.indexOf(behind);
      if (b < 0) return null;
      boxes[b] = p;
      return { ...s, boxes, pushers, pulled: true };
    }
    return { ...s, boxes, pushers };
  }
}

function modelState(level: Level, g: Game): ModelState {
  const k = (c: number): string => key(c % level.width, Math.floor(c / level.width));
  return { boxes: g.boxes.map(k), pushers: g.pushers.map(k), active: g.activePusher, pulled: g.pulls > 0 };
}

// ---- random games ---------------------------------------------------------

const choice = fc.record({ letter: fc.nat(7), pull: fc.boolean(), select: fc.nat(3) });

/** Plays random actions on a game and the model side by side, asserting they agree after each. */
function playAlong(level: Level, topology: Topology, reverse: boolean, actions: { letter: number; pull: boolean; select: number }[]): Game {
  const model = new Model(level, topology);
  const g = new Game(level, { reverse });
  let s = modelState(level, g);
  for (const a of actions) {
    if (a.select === 0 && level.pushers.length > 1) {
      const id = (g.activePusher + 1) % level.pushers.length;
      expect(g.selectPusher(id).ok).toBe(true);
      s = { ...s, active: id };
      continue;
    }
    const letter = topology.directions[a.letter % topology.directions.length]!;
    const pull = reverse && a.pull;
    const expected = model.step(s, letter, pull, reverse);
    const r = g.step(pull ? letter.toUpperCase() : letter);
    expect(r.ok, `${letter}${pull ? ' pull' : ''}`).toBe(expected !== null);
    if (expected) s = expected;
    expect(modelState(level, g)).toEqual(s);
  }
  return g;
}

/** The invariants of any position: counts kept, one thing per cell, nothing on a wall or off the cells. */
function checkInvariants(level: Level, g: Game): void {
  expect(g.boxes).toHaveLength(level.boxes.length);
  expect(g.pushers).toHaveLength(level.pushers.length);
  const all = [...g.boxes, ...g.pushers];
  if (!g.reverse) expect(new Set(all).size).toBe(all.length);
  for (const c of all) {
    expect(level.wall[c]).toBe(0);
    expect(level.isCell[c]).toBe(1);
  }
}

describe.each(TILINGS)('the engine on $topology.name', (tiling) => {
  const { topology } = tiling;
  // A level number, taken modulo the number of levels, and the actions to play.
  const game = fc.record({ level: fc.nat(), actions: fc.array(choice, { maxLength: 120 }) });
  const levelAt = (i: number): Level => {
    const levels = levelsOf(tiling);
    return levels[i % levels.length]!;
  };

  it('has boards with one pusher and with several', () => {
    const levels = levelsOf(tiling);
    expect(levels.some((l) => l.pushers.length === 1)).toBe(true);
    expect(levels.some((l) => l.pushers.length > 1)).toBe(true);
  });

  for (const reverse of [false, true]) {
    const mode = reverse ? 'reverse' : 'forward';

    it(`${mode}: every step agrees with the reference model, and the invariants hold`, () => {
      fc.assert(
        fc.property(game, ({ level: i, actions }) => {
          const level = levelAt(i);
          const g = playAlong(level, topology, reverse, actions);
          checkInvariants(level, g);
        }),
        { numRuns: 30 },
      );
    });

    it(`${mode}: undoing everything gives back the start, and redoing everything the end`, () => {
      fc.assert(
        fc.property(game, ({ level: i, actions }) => {
          const level = levelAt(i);
          const g = playAlong(level, topology, reverse, actions);
          const end = { boxes: g.boxes, pushers: g.pushers, active: g.activePusher, moves: g.moves, pushes: g.pushes, pulls: g.pulls, text: g.movesText() };
          const fresh = new Game(level, { reverse });
          while (g.undo());
          expect({ boxes: g.boxes, pushers: g.pushers, active: g.activePusher, moves: g.moves, pushes: g.pushes, pulls: g.pulls }).toEqual({
            boxes: fresh.boxes,
            pushers: fresh.pushers,
            active: 0,
            moves: 0,
            pushes: 0,
            pulls: 0,
          });
          while (g.redo());
          expect({ boxes: g.boxes, pushers: g.pushers, active: g.activePusher, moves: g.moves, pushes: g.pushes, pulls: g.pulls, text: g.movesText() }).toEqual(end);
        }),
        { numRuns: 20 },
      );
    });

    it(`${mode}: replaying the recorded moves reproduces the position and the counts`, () => {
      fc.assert(
        fc.property(game, ({ level: i, actions }) => {
          const level = levelAt(i);
          const g = playAlong(level, topology, reverse, actions);
          const text = g.movesText();
          const again = new Game(level, { reverse });
          expect(again.apply(text).error).toBeNull();
          expect({ boxes: again.boxes, pushers: again.pushers, active: again.activePusher }).toEqual({ boxes: g.boxes, pushers: g.pushers, active: g.activePusher });
          const r = replay(level, text);
          expect(r).toMatchObject({ legal: true, reverse, moves: g.moves, pushes: g.pushes, pulls: g.pulls, solved: g.isSolved() });
        }),
        { numRuns: 20 },
      );
    });
  }

  it('reverse: a game that jumps first, then pulls, converts to a forward solution whenever it is solved', () => {
    fc.assert(
      fc.property(game, fc.nat(10_000), ({ level: i, actions }, target) => {
        const level = levelAt(i);
        const g = new Game(level, { reverse: true });
        // Jump to a free cell chosen at random (the jump rule: free floor, before the first pull).
        const free = [...Array(level.size).keys()].filter((c) => level.isCell[c] === 1 && level.wall[c] === 0 && level.outside[c] === 0 && !g.boxes.includes(c) && !g.pushers.includes(c));
        const to = free[target % free.length];
        if (to !== undefined) {
          const letters = displacementLetters(level, g.pushers[0]!, to);
          if (letters !== null) expect(g.jump(letters).ok).toBe(true);
        }
        for (const a of actions) g.move(topology.directions[a.letter % topology.directions.length]!);
        const forward = reverseToForward(level, g.movesText());
        if (g.isSolved()) {
          // With one pusher the walk to where the game ended always exists; several may block each other.
          if (level.pushers.length === 1) expect(forward).not.toBeNull();
        } else expect(forward).toBeNull();
        if (forward !== null) expect(replay(level, forward)).toMatchObject({ legal: true, solved: true });
      }),
      { numRuns: 30 },
    );
  });
});

/**
 * The fewest pushes that bring the box on `box` to `target`, by a 0-1
 * breadth-first search over every (box, pusher) pair: a walk costs 0, a push 1.
 * Written from the push rule alone, with no shortcut, to check `pushPath`.
 */
function fewestPushes(level: Level, box: number, target: number): number | null {
  const D = level.directionCount;
  const start = startPosition(level);
  const pusher = start.pushers[start.active]!;
  const blocked = (c: number): boolean => c < 0 || level.wall[c] === 1 || (start.boxAt[c] !== 0 && c !== box) || (start.pusherAt[c] !== 0 && c !== pusher);
  const cost = new Map<number, number>();
  const deque: [number, number, number][] = [[box, pusher, 0]];
  const key = (b: number, q: number): number => b * level.size + q;
  cost.set(key(box, pusher), 0);
  while (deque.length > 0) {
    const [b, q, c] = deque.shift()!;
    if (c > cost.get(key(b, q))!) continue;
    if (b === target) return c;
    for (let d = 0; d < D; d++) {
      const n = level.neighbours[q * D + d]!;
      if (n === b) {
        const beyond = level.neighbours[b * D + d]!;
        if (blocked(beyond)) continue;
        const k = key(beyond, b);
        if ((cost.get(k) ?? Infinity) > c + 1) {
          cost.set(k, c + 1);
          deque.push([beyond, b, c + 1]);
        }
      } else if (!blocked(n)) {
        const k = key(b, n);
        if ((cost.get(k) ?? Infinity) > c) {
          cost.set(k, c);
          deque.unshift([b, n, c]);
        }
      }
    }
  }
  return null;
}

describe.each(TILINGS)('pushPath on $topology.name', (tiling) => {
  it('finds a path with the fewest pushes whenever one exists, and it replays to the target', () => {
    let found = 0;
    fc.assert(
      fc.property(fc.nat(), fc.nat(1000), fc.nat(10_000), (i, boxPick, targetPick) => {
        const levels = levelsOf(tiling);
        const level = levels[i % levels.length]!;
        const box = level.boxes[boxPick % level.boxes.length]!;
        const cells = [...Array(level.size).keys()].filter((c) => level.isCell[c] === 1 && level.wall[c] === 0 && level.outside[c] === 0);
        const target = cells[targetPick % cells.length]!;
        const best = fewestPushes(level, box, target);
        const path = pushPath(level, startPosition(level), box, target);
        if (best === null) {
          expect(path).toBeNull();
          return;
        }
        expect(path).not.toBeNull();
        found++;
        expect([...path!].filter((ch) => ch !== ch.toLowerCase()).length).toBe(best);
        const g = new Game(level);
        expect(g.apply(path!).error).toBeNull();
        expect(g.boxes[level.boxes.indexOf(box)]).toBe(target);
      }),
      // A fixed seed: the count below is about this run's targets.
      { numRuns: 80, seed: 20261123 },
    );
    // The random targets must reach real paths, not only "no way".
    expect(found).toBeGreaterThan(10);
  });
});

describe('reverse games made from forward solutions', () => {
  it('every built-in solution played backwards is a reverse solution that converts back to a forward one', () => {
    let checked = 0;
    for (const { topology, file } of [
      { topology: sokobanTopology, file: '1-Sokoban.sok' },
      { topology: hexobanTopology, file: '2-Hexoban.sok' },
      { topology: triobanTopology, file: '3-Trioban.sok' },
      { topology: octobanTopology, file: '4-Octoban.sok' },
    ]) {
      const { collection } = parseCollection(readFileSync(join(root, 'apps/player/src/levels', file), 'utf8'));
      for (const puzzle of collection.puzzles) {
        const { level } = buildLevel(puzzle.board.rows, topology);
        if (!level || level.pushers.length !== 1) continue;
        for (const sg of puzzle.savedGames) {
          if (sg.moves.reverse || !replay(level, sg.moves).solved) continue;
          const g = new Game(level);
          g.apply(sg.moves);
          const jump = displacementLetters(level, level.pushers[0]!, g.pushers[0]!)!;
          const backwards = [...sg.moves.text]
            .reverse()
            .map((ch) => {
              const o = topology.opposite[ch.toLowerCase() as DirectionLetter]!;
              return ch === ch.toLowerCase() ? o : o.toUpperCase();
            })
            .join('');
          const reverse = `[${jump}]${backwards}`;
          expect(replay(level, reverse), `${file} ${puzzle.title}`).toMatchObject({ reverse: true, legal: true, solved: true });
          const forward = reverseToForward(level, reverse);
          expect(forward).not.toBeNull();
          expect(replay(level, forward!)).toMatchObject({ legal: true, solved: true });
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(8);
  });
});
