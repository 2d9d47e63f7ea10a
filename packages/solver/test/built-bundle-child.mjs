// Runs the built solver as a user's program would (plain Node.js, no source
// conditions): `node built-bundle-child.mjs esm|cjs` reads cases as JSON on
// standard input, and writes what the solver gave for each as one JSON line.
// Each case names a level by its rows and tiling, the moves played from its
// start, and what to ask: `solve` (best first and push-optimal), `position`
// (deadlock and hint there) or `analysis`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cjs = process.argv[2] === 'cjs';
const load = (name) => (cjs ? require(name) : import(name));
const solver = cjs ? require('../dist/index.cjs') : await import('../dist/index.js');
const core = await load('@polyban/core');
const tilings = {};
for (const [pkg, key] of [['sokoban', 'sokobanTopology'], ['hexoban', 'hexobanTopology'], ['trioban', 'triobanTopology'], ['octoban', 'octobanTopology']]) {
  const topology = (await load(`@polyban/${pkg}`))[key];
  tilings[topology.name] = topology;
}

/** An analysis as its type shows it: the sides of each cell by `side()`, not by the fields behind it. */
function publicAnalysis(a) {
  const side = [];
  for (let c = 0; c < a.level.size; c++) for (let p = 0; p < a.level.size; p++) side.push(a.sides.side(c, p));
  return { ...a, sides: { stride: a.sides.stride, side } };
}

for (const c of JSON.parse(readFileSync(0, 'utf8'))) {
  const { level } = core.buildLevel(c.rows, tilings[c.tiling]);
  const { position } = core.replayWithPosition(level, c.moves);
  const out =
    c.ask === 'solve'
      ? ['none', 'pushes'].map((optimize) => solver.solveSync(level, { optimize, position, timeLimitMs: 20_000 }))
      : c.ask === 'position'
        ? [solver.findDeadlock(level, position), solver.hintSync(level, position, { timeLimitMs: 20_000 })]
        : publicAnalysis(solver.analyzeLevel(level));
  process.stdout.write(`${JSON.stringify(out, (key, value) => (key === 'ms' ? 0 : value))}\n`);
}
