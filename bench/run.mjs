// Polyban benchmarks: reading and writing speed against the platform's own
// JSON parser, replay speed per tiling, peak memory, scaling, bundle sizes,
// and time and memory on hostile inputs (hostile.mjs) at 1×, 4× and 16×.
// Usage: pnpm bench [--json] [--only=hostile]   (builds the packages first, quietly)
//
// Ratios are measured side by side: both sides run interleaved for several
// rounds and the medians are compared, because this machine is noisy.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Build first, with the build's output on stderr: with --json, stdout holds one JSON object only.
execFileSync('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], {
  cwd: join(dirname(fileURLToPath(import.meta.url)), '..'),
  stdio: ['ignore', 2, 2],
});
const { Game, buildLevel, loadPuzzle, parseCollection, parseMoves, replay, stringifyCollection } = await import('@polyban/core');
const { hexobanTopology } = await import('@polyban/hexoban');
const { octobanTopology } = await import('@polyban/octoban');
const { sokobanTopology } = await import('@polyban/sokoban');
const { triobanTopology } = await import('@polyban/trioban');
const { corpusFiles, corpusOfSize } = await import('./corpus.mjs');
const { hostileRows, measureHostile } = await import('./hostile.mjs');

const here = dirname(fileURLToPath(import.meta.url));
const json = process.argv.includes('--json');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
if (only !== undefined && only !== 'hostile') throw new Error(`--only takes "hostile", not "${only}"`);
const log = (...a) => {
  if (!json) console.error(...a);
};
const machine = { node: process.version, cpus: (await import('node:os')).cpus().length, platform: process.platform };

/** Prints `[measure, result, goal]` rows as an aligned table. */
function printTable(rows) {
  const w = Math.max(...rows.map((r) => r[0].length));
  const w2 = Math.max(...rows.map((r) => r[1].length));
  for (const [a, b, c] of rows) console.log(`${a.padEnd(w)}  ${b.padEnd(w2)}  ${c}`);
}

/** Hostile inputs, each class and size in a fresh process. */
function hostileSection() {
  log('Hostile inputs at 1×, 4× and 16× (each in a fresh process)…');
  return measureHostile(join(here, 'hostile-child.mjs'), execFileSync, log);
}

if (only === 'hostile') {
  const hostile = hostileSection();
  if (json) process.stdout.write(`${JSON.stringify({ machine, hostile }, null, 2)}\n`);
  else printTable(hostileRows(hostile));
  process.exit(0);
}
const MB = 1024 * 1024;
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];

/** Runs each function once per round, interleaved; returns the median milliseconds of each. */
function sideBySide(fns, rounds) {
  const times = fns.map(() => []);
  for (let r = 0; r < rounds; r++) {
    fns.forEach((fn, i) => {
      const t0 = performance.now();
      fn();
      times[i].push(performance.now() - t0);
    });
  }
  return times.map(median);
}

// --- Parsing against JSON.parse -------------------------------------------
log('Building a 20 MB collection from the corpus…');
const text20 = corpusOfSize(20 * MB);
const bytes20 = Buffer.byteLength(text20);
const parsed20 = parseCollection(text20).collection;
const asJson = JSON.stringify(parsed20);
log(`  text ${(bytes20 / MB).toFixed(1)} MB, ${parsed20.puzzles.length} puzzles; as JSON ${(asJson.length / MB).toFixed(1)} MB`);
// Warm both up before timing.
for (let i = 0; i < 2; i++) {
  parseCollection(text20);
  JSON.parse(asJson);
}
const [parseMs, jsonMs] = sideBySide([() => parseCollection(text20), () => JSON.parse(asJson)], 11);
const parseVsJsonParse = parseMs / jsonMs;
const parseMBps = bytes20 / MB / (parseMs / 1000);
log(`  parseCollection ${parseMs.toFixed(0)} ms (${parseMBps.toFixed(0)} MB/s), JSON.parse ${jsonMs.toFixed(0)} ms: ratio ${parseVsJsonParse.toFixed(2)}`);

// --- Writing ------------------------------------------------------------
const [preserveMs, canonicalMs] = sideBySide(
  [() => stringifyCollection(parsed20), () => stringifyCollection(parsed20, { mode: 'canonical' })],
  5,
);
const stringifyMBps = { preserve: bytes20 / MB / (preserveMs / 1000), canonical: bytes20 / MB / (canonicalMs / 1000) };
log(`  stringify preserve ${stringifyMBps.preserve.toFixed(0)} MB/s, canonical ${stringifyMBps.canonical.toFixed(0)} MB/s`);

// --- Replay -------------------------------------------------------------
/** Square boards: every saved game of the corpus that replays legally. */
function squareGames() {
  const games = [];
  for (const f of corpusFiles()) {
    const { collection } = parseCollection(f.text, { fileName: f.name });
    for (const p of collection.puzzles) {
      if (p.game !== 'Sokoban') continue;
      const { level } = loadPuzzle(p, sokobanTopology);
      if (!level) continue;
      for (const s of p.savedGames) if (replay(level, s.moves).legal && s.moves.text.length > 0) games.push({ level, moves: s.moves });
    }
  }
  return games;
}

/** Other tilings: the corpus has no solutions, so record long random legal games on real boards and replay those. */
function randomGames(topology, boards, length = 20000) {
  let seed = 12345;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const games = [];
  for (const rows of boards) {
    const { level } = buildLevel(rows, topology);
    if (!level) continue;
    const g = new Game(level);
    for (let i = 0; i < length * 4 && g.moves < length; i++) g.step(topology.directions[Math.floor(rand() * topology.directions.length)]);
    if (g.moves > 100) games.push({ level, moves: g.movesText() });
  }
  return games.map((x) => ({ level: x.level, moves: parseMoves(x.moves).moves }));
}

function replayRate(games, seconds = 1.5) {
  let moves = 0;
  for (const g of games) moves += replay(g.level, g.moves).moves; // warm-up, and the move count of one pass
  const rates = [];
  for (let r = 0; r < 5; r++) {
    const t0 = performance.now();
    let done = 0;
    while (performance.now() - t0 < (seconds * 1000) / 5) {
      for (const g of games) replay(g.level, g.moves);
      done += moves;
    }
    rates.push(done / ((performance.now() - t0) / 1000));
  }
  return median(rates);
}

const hexBoards = corpusFiles()
  .filter((f) => f.name.endsWith('.hsb') && f.name !== 'test_level.hsb')
  .flatMap((f) => parseCollection(f.text, { fileName: f.name }).collection.puzzles.map((p) => p.board.rows));
const builtIn = (name) =>
  parseCollection(readFileSync(join(here, '../apps/player/src/levels', name), 'utf8')).collection.puzzles.map((p) => p.board.rows);
const replayMovesPerSecond = {
  Sokoban: replayRate(squareGames()),
  Hexoban: replayRate(randomGames(hexobanTopology, hexBoards.slice(0, 20))),
  Trioban: replayRate(randomGames(triobanTopology, builtIn('3-Trioban.sok'))),
  Octoban: replayRate(randomGames(octobanTopology, builtIn('4-Octoban.sok'))),
};
for (const [k, v] of Object.entries(replayMovesPerSecond)) log(`  replay ${k}: ${(v / 1e6).toFixed(1)} M moves/s`);

// --- Memory and scaling, each size in a fresh process -------------------
function child(bytes) {
  const out = execFileSync(process.execPath, ['--expose-gc', join(here, 'memory-child.mjs'), String(bytes)], { maxBuffer: 1 << 20 });
  return JSON.parse(out.toString());
}
const scaling = {};
let peakMemoryRatio = 0;
for (const mb of [1, 10, 100]) {
  const runs = [child(mb * MB), child(mb * MB), child(mb * MB)];
  const r = runs.sort((a, b) => a.ms - b.ms)[1];
  scaling[`${mb}MB`] = { ms: Number(r.ms.toFixed(1)), MBps: Number((r.size / MB / (r.ms / 1000)).toFixed(1)) };
  if (mb === 100) peakMemoryRatio = Math.max(...runs.map((x) => x.ratio));
  log(`  ${mb} MB: ${r.ms.toFixed(0)} ms (${(r.size / MB / (r.ms / 1000)).toFixed(0)} MB/s), peak memory ${(Math.max(...runs.map((x) => x.ratio))).toFixed(2)}× the file`);
}

// --- Bundle sizes ---------------------------------------------------------
let bundles;
try {
  const out = execFileSync('pnpm', ['exec', 'size-limit', '--json'], { cwd: join(here, '..'), stdio: ['ignore', 'pipe', 'ignore'] });
  bundles = JSON.parse(out.toString()).map((b) => ({ name: b.name, bytes: b.size, limitPassed: b.passed }));
} catch (e) {
  const out = e.stdout?.toString();
  bundles = out ? JSON.parse(out).map((b) => ({ name: b.name, bytes: b.size, limitPassed: b.passed })) : null;
}

// --- Hostile inputs ---------------------------------------------------------
const hostile = hostileSection();

const result = {
  machine,
  parseVsJsonParse: Number(parseVsJsonParse.toFixed(3)),
  parseMBps: Number(parseMBps.toFixed(1)),
  jsonParseMBps: Number((asJson.length / MB / (jsonMs / 1000)).toFixed(1)),
  stringifyMBps: { preserve: Number(stringifyMBps.preserve.toFixed(1)), canonical: Number(stringifyMBps.canonical.toFixed(1)) },
  replayMovesPerSecond: Object.fromEntries(Object.entries(replayMovesPerSecond).map(([k, v]) => [k, Math.round(v)])),
  peakMemoryRatio: Number(peakMemoryRatio.toFixed(2)),
  scaling,
  bundles,
  hostile,
  goals: {
    parseVsJsonParse: parseVsJsonParse <= 2.0,
    replayMovesPerSecond: replayMovesPerSecond.Sokoban >= 30e6,
    peakMemoryRatio: peakMemoryRatio <= 3,
  },
};

if (json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
else {
  const rows = [
    ['parse vs JSON.parse (20 MB)', `${result.parseVsJsonParse}×`, '≤ 2.0'],
    ['parse speed', `${result.parseMBps} MB/s`, ''],
    ['stringify preserve / canonical', `${result.stringifyMBps.preserve} / ${result.stringifyMBps.canonical} MB/s`, ''],
    ...Object.entries(result.replayMovesPerSecond).map(([k, v]) => [`replay ${k}`, `${(v / 1e6).toFixed(1)} M moves/s`, k === 'Sokoban' ? '≥ 30 M' : '']),
    ['peak memory, 100 MB parse', `${result.peakMemoryRatio}× file`, '≤ 3'],
    ...Object.entries(scaling).map(([k, v]) => [`parse ${k}`, `${v.ms} ms (${v.MBps} MB/s)`, 'linear']),
    ...(bundles ?? []).map((b) => [`bundle ${b.name}`, `${(b.bytes / 1000).toFixed(2)} kB`, b.limitPassed ? 'within budget' : 'OVER BUDGET']),
    ...hostileRows(hostile),
  ];
  printTable(rows);
}
