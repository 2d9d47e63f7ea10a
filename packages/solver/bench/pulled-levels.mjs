// Levels solvable by construction, for the solver's benchmark: the same
// recipe as test/random-boards.ts (`pulledLevel`), driven by a seeded
// generator instead of fast-check. Goals and pushers go on a random board,
// every goal gets a box, and random reverse-mode steps (core's pulls) drag
// the boxes away; played backwards, those steps solve the level.
import { applyAction, buildLevel, newEffect, Outcome, reverseStartPosition, undoAction } from '@polyban/core';

/** SplitMix32: a small seeded generator, so every run benchmarks the same levels. */
export function seeded(seed) {
  let state = seed | 0;
  return () => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return ((z ^ (z >>> 16)) >>> 0) / 2 ** 32;
  };
}

const REVERSE = { reverse: true, pulled: true };

/**
 * Rows of a board `width` cells wide and `height` rows, walls with
 * probability `wallRate` and a wall at the first position (as the tests'
 * boards have), positions that are not cells of the tiling left blank.
 */
function wallRows(topology, width, height, wallRate, rand) {
  const sample = topology.layout(['#'.repeat(8), '#'.repeat(8)]).layout;
  const columns = sample.isCell.reduce((n, c) => n + c, 0) < 16 ? 2 * width - 1 : width;
  const isCell = topology.layout(Array.from({ length: height }, () => '#'.repeat(columns))).layout.isCell;
  const rows = [];
  for (let y = 0; y < height; y++) {
    let row = '';
    for (let x = 0; x < columns; x++) {
      const i = y * columns + x;
      row += isCell[i] === 0 ? ' ' : i === 0 || rand() < wallRate ? '#' : ' ';
    }
    rows.push(row);
  }
  return rows;
}

/** The board of a position: walls and goals of `level`, boxes and pushers where `p` has them. */
function rowsOf(level, p) {
  const rows = [];
  for (let y = 0; y < level.height; y++) {
    let row = '';
    for (let x = 0; x < level.width; x++) {
      const c = y * level.width + x;
      const goal = level.goal[c] === 1;
      if (level.wall[c] === 1) row += '#';
      else if (p.boxAt[c] !== 0) row += goal ? '*' : '$';
      else if (p.pusherAt[c] !== 0) row += goal ? '+' : '@';
      else if (level.isCell[c] === 1) row += goal ? '.' : ' ';
      else row += ' ';
    }
    rows.push(row);
  }
  return rows;
}

/**
 * One level pulled from a solved position, or `null` when the board is too
 * cramped or the pulls left every box on its goal. `steps` random steps,
 * a pull whenever one exists on half of them.
 */
export function pulledLevel(topology, { width, height, goals, pushers, steps, wallRate = 0.2 }, rand) {
  const rows = wallRows(topology, width, height, wallRate, rand);
  const { layout } = topology.layout(rows);
  const free = [];
  for (let c = 0; c < layout.width * layout.height; c++) {
    if (layout.isCell[c] === 1 && (rows[Math.floor(c / layout.width)][c % layout.width] ?? ' ') !== '#') free.push(c);
  }
  if (free.length < goals + pushers + 4) return null;
  const chosen = [];
  for (let i = 0; i < goals + pushers; i++) chosen.push(free.splice(Math.floor(rand() * free.length), 1)[0]);
  const marked = rows.map((r) => r.padEnd(layout.width).split(''));
  chosen.forEach((c, i) => (marked[Math.floor(c / layout.width)][c % layout.width] = i < goals ? '.' : '@'));
  const goalsOnly = buildLevel(
    marked.map((r) => r.join('')),
    topology,
  ).level;
  if (!goalsOnly) return null;
  const p = reverseStartPosition(goalsOnly);
  const effect = newEffect();
  let pulls = 0;
  for (let s = 0; s < steps; s++) {
    const legal = [];
    for (let who = 0; who < pushers; who++) {
      for (let direction = 0; direction < goalsOnly.directionCount; direction++) {
        for (const pull of [true, false]) {
          p.active = who;
          const outcome = applyAction(goalsOnly, p, { kind: 'step', direction, pull }, REVERSE, effect);
          if (outcome < 0) continue;
          legal.push({ who, direction, pull, outcome });
          undoAction(p, effect);
        }
      }
    }
    const pullsNow = legal.filter((l) => l.outcome === Outcome.Pull);
    const from = rand() < 0.5 && pullsNow.length > 0 ? pullsNow : legal;
    if (from.length === 0) break;
    const step = from[Math.floor(rand() * from.length)];
    p.active = step.who;
    if (applyAction(goalsOnly, p, { kind: 'step', direction: step.direction, pull: step.pull }, REVERSE) === Outcome.Pull) pulls++;
  }
  let off = 0;
  for (const c of p.boxes) if (goalsOnly.goal[c] === 0) off++;
  if (off === 0) return null;
  return { rows: rowsOf(goalsOnly, p), pulls };
}

/**
 * The generated set: for each tiling, `perTiling` one-pusher levels, and
 * `perTiling` Multiban levels (2 or 3 pushers) spread over the tilings.
 * The same levels every run (fixed seed).
 */
export function generatedSet(topologies, perTiling, seed = 20261124) {
  const rand = seeded(seed);
  const out = [];
  const make = (topology, pushers, label) => {
    for (let tries = 0; tries < 1000; tries++) {
      const goals = pushers === 1 ? 5 + Math.floor(rand() * 5) : 3 + Math.floor(rand() * 4);
      const made = pulledLevel(topology, { width: 10 + Math.floor(rand() * 4), height: 8 + Math.floor(rand() * 3), goals, pushers, steps: 1000 + Math.floor(rand() * 2000) }, rand);
      if (!made) continue;
      const { level } = buildLevel(made.rows, topology);
      if (!level) continue;
      return { label, topology, rows: made.rows, level };
    }
    throw new Error(`could not make a ${label} level`);
  };
  for (const t of topologies) for (let i = 0; i < perTiling; i++) out.push(make(t, 1, t.name));
  for (let i = 0; i < perTiling; i++) out.push(make(topologies[i % topologies.length], 2 + (i % 2), `Multiban (${topologies[i % topologies.length].name})`));
  return out;
}
