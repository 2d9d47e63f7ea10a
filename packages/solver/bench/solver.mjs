// The solver's benchmark: how many levels of each set it solves within a
// per-level time limit, how long that takes, and how many positions a
// second it generates. Runs the BUILT packages, as a user loads them.
//
// Usage (from the repository root):
//   pnpm bench:solver [--json] [--optimal] [--cap SECONDS] [--only microban|hexoban|xsokoban|generated] [--part K/N] [--browser] [--no-build] [--verbose]
//
// Sets: microban (Microban.txt, 155), hexoban (every hexoban/*.hsb but
// test_level.hsb), xsokoban (Original_and_Extra.sok: the 90 levels and 37a),
// generated (levels pulled from solved positions on every tiling, one
// pusher and Multiban, fixed seed). The corpus is read from ../shared/corpus
// beside the repository, or from POLYBAN_CORPUS.
//
// --part K/N keeps every N-th level of each set from its K-th on (K counts
// from 1), so that N processes share a set between the machine's cores, each
// with the same mix of short and long levels; add their counts and seconds.
//
// --browser adds the memory of a chromium tab whose Web Worker searches
// XSokoban's Level 42 (which it does not solve before that limit) until the default
// memory limit stops it: `browserMemory` in the JSON (see browser-memory.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const value = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const SETS = ['microban', 'hexoban', 'xsokoban', 'generated'];
const json = flag('--json');
const optimal = flag('--optimal');
const verbose = flag('--verbose');
const cap = Number(value('--cap') ?? 60);
const only = value('--only');
if (!Number.isFinite(cap) || cap <= 0) fail(`--cap wants a number of seconds, not ${value('--cap')}`);
if (only !== undefined && !SETS.includes(only)) fail(`--only wants one of ${SETS.join(', ')}, not ${only}`);
const part = /^(\d+)\/(\d+)$/.exec(value('--part') ?? '1/1');
const [partK, partN] = part ? [Number(part[1]), Number(part[2])] : [0, 0];
if (!part || partN < 1 || partK < 1 || partK > partN) fail(`--part wants K/N with 1 <= K <= N, not ${value('--part')}`);
const corpus = process.env['POLYBAN_CORPUS'] ?? resolve(root, '../shared/corpus');

function fail(message) {
  console.error(`bench:solver: ${message}`);
  process.exit(1);
}

/** Progress and tables go to stderr with --json, so that stdout holds one JSON object. */
const out = (line) => (json ? console.error(line) : console.log(line));

if (!flag('--no-build')) {
  execFileSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@polyban/solver...', '--output-logs=errors-only'], { cwd: root, stdio: ['ignore', 2, 2] });
}
const core = await import('@polyban/core');
const { solveSync } = await import('@polyban/solver');
const { sokobanTopology } = await import('@polyban/sokoban');
const { hexobanTopology } = await import('@polyban/hexoban');
const { triobanTopology } = await import('@polyban/trioban');
const { octobanTopology } = await import('@polyban/octoban');
const { generatedSet } = await import('./pulled-levels.mjs');
const TOPOLOGIES = [sokobanTopology, hexobanTopology, triobanTopology, octobanTopology];

/** The puzzles of a corpus file as `{ name, level, problem }`; a clear error when the file is missing. */
function corpusLevels(file, fallback, prefix) {
  const path = join(corpus, file);
  if (!existsSync(path)) fail(`corpus file missing: ${path} (set POLYBAN_CORPUS to the corpus folder)`);
  const { collection } = core.parseCollection(readFileSync(path, 'utf8'), { fileName: file });
  return collection.puzzles.map((puzzle, i) => {
    const name = `${prefix}${i + 1}${puzzle.title ? ` (${core.titleText(puzzle.title)})` : ''}`;
    const topology = core.topologyFor(puzzle, TOPOLOGIES) ?? fallback;
    try {
      const { level, diagnostics } = core.loadPuzzle(puzzle, topology);
      const errors = diagnostics.filter((d) => d.severity === 'error');
      if (!level || errors.length > 0) return { name, level: null, problem: errors.map((p) => p.message).join('; ') || 'no level' };
      return { name, level, problem: null };
    } catch (e) {
      return { name, level: null, problem: e.message };
    }
  });
}

function levelsOf(set) {
  if (set === 'microban') return corpusLevels('Microban.txt', sokobanTopology, 'Microban ');
  if (set === 'xsokoban') return corpusLevels('Original_and_Extra.sok', sokobanTopology, 'XSokoban ');
  if (set === 'hexoban') {
    const dir = join(corpus, 'hexoban');
    if (!existsSync(dir)) fail(`corpus folder missing: ${dir} (set POLYBAN_CORPUS to the corpus folder)`);
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.hsb') && f !== 'test_level.hsb')
      .sort();
    return files.flatMap((f) => corpusLevels(join('hexoban', f), hexobanTopology, `${f.replace(/\.hsb$/, '')} `));
  }
  return generatedSet([triobanTopology, octobanTopology, hexobanTopology, sokobanTopology], 20).map((g, i) => ({ name: `generated ${i + 1} ${g.label}`, level: g.level, problem: null }));
}

function runSet(set) {
  const levels = levelsOf(set).filter((_, i) => i % partN === partK - 1);
  let solved = 0;
  let optimalCount = 0;
  let ms = 0;
  let generated = 0;
  const misses = [];
  for (const { name, level, problem } of levels) {
    if (!level) {
      misses.push(`${name}: invalid level (${problem})`);
      continue;
    }
    const t0 = performance.now();
    const r = solveSync(level, { optimize: optimal ? 'pushes' : 'none', timeLimitMs: cap * 1000 });
    const took = performance.now() - t0;
    ms += took;
    generated += r.stats.generated;
    if (r.status === 'solved') solved++;
    else misses.push(`${name}: ${r.status} after ${(took / 1000).toFixed(1)} s, ${r.stats.generated} positions`);
    if (r.optimal) optimalCount++;
    if (verbose) console.error(`  ${name}: ${r.status} ${r.pushes} pushes, ${(took / 1000).toFixed(2)} s, ${r.stats.generated} positions`);
  }
  const result = { solved, total: levels.length, seconds: Math.round(ms / 10) / 100, optimal: optimalCount };
  return { result, generated, ms, misses };
}

const results = {};
let statesPerSecond = null;
const started = Date.now();
for (const set of SETS) {
  if (only && set !== only) {
    results[set] = null;
    continue;
  }
  const { result, generated, ms, misses } = runSet(set);
  results[set] = result;
  if (set === 'microban') statesPerSecond = Math.round(generated / (ms / 1000));
  for (const m of misses) console.error(`  ${set}: ${m}`);
  console.error(`${set}: ${result.solved}/${result.total} in ${result.seconds} s`);
}

let browserMemory = null;
if (flag('--browser')) {
  const { measureBrowserMemory, MEMORY_LEVEL: level } = await import('./browser-memory.mjs');
  const [file, n] = level.split(':');
  const r = await measureBrowserMemory(readFileSync(join(corpus, file), 'utf8'), Number(n) - 1);
  browserMemory = { level, status: r.status, positions: r.generated, seconds: Math.round(r.ms / 100) / 10, tabMb: r.tabMb, chromiumMb: r.chromiumMb };
  console.error(`browser: ${level} ${r.status} after ${browserMemory.seconds} s, ${r.generated} positions; tab ${r.tabMb} MB at most (chromium in all ${r.chromiumMb} MB)`);
}

const machine = { cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, node: process.version };
const date = new Date().toISOString();
if (json) {
  process.stdout.write(`${JSON.stringify({ ...results, statesPerSecond, browserMemory, machine, date, part: partN > 1 ? `${partK}/${partN}` : null })}\n`);
} else {
  out(`\nSolver benchmark, ${optimal ? "optimize: 'pushes' (A*)" : "optimize: 'none'"}, ${cap} s per level${partN > 1 ? `, part ${partK}/${partN} of each set` : ''}, ${date.slice(0, 10)}`);
  out(`${machine.cpu}, ${machine.cores} cores, Node.js ${machine.node}; ${((Date.now() - started) / 1000).toFixed(0)} s in all\n`);
  out('| set | solved | total seconds | optimal |');
  out('|---|---|---|---|');
  for (const set of SETS) {
    const r = results[set];
    if (r) out(`| ${set} | ${r.solved}/${r.total} | ${r.seconds.toFixed(1)} | ${r.optimal} |`);
  }
  if (statesPerSecond !== null) out(`\nGenerated positions per second over Microban: ${statesPerSecond.toLocaleString('en')}`);
  if (browserMemory) out(`Browser tab while a worker searches ${browserMemory.level} to the default limit (${browserMemory.status}): ${browserMemory.tabMb} MB at most`);
}
