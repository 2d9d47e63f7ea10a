// How much memory a browser tab holds while the solver searches in a Web
// Worker at its default memory limit: Debian's chromium (headless, driven by
// playwright-core) loads the BUILT packages as ES modules from a local
// server, a module worker runs `solveSync` on a level that it cannot finish
// (so the search grows until the limit stops it), and the resident memory of
// the chromium processes is sampled from /proc while it runs.
//
// Usage: node packages/solver/bench/browser-memory.mjs [--level FILE:N] [--json]
// (or `pnpm bench:solver --browser`, which calls `measureBrowserMemory`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const packagesDir = resolve(here, '../..');
const PACKAGES = ['core', 'sokoban', 'hexoban', 'trioban', 'octoban', 'solver'];
const CHROMIUM = [process.env['CHROMIUM_PATH'], '/usr/lib/chromium/chromium', '/usr/bin/chromium'];
/**
 * The level searched by default: XSokoban's Level 42 (puzzle 43 of the file, after Level 37a). The solver does
 * not finish it, so its search grows until the default memory limit stops it, which is what is measured.
 */
export const MEMORY_LEVEL = 'Original_and_Extra.sok:43';

/** A flag chromium ignores, to find its processes in /proc. */
const MARK = '--polyban-solver-memory-bench';

const WORKER = `
import { parseCollection, loadPuzzle, topologyFor } from '/pkg/core/index.js';
import { sokobanTopology } from '/pkg/sokoban/index.js';
import { hexobanTopology } from '/pkg/hexoban/index.js';
import { triobanTopology } from '/pkg/trioban/index.js';
import { octobanTopology } from '/pkg/octoban/index.js';
import { solveSync } from '/pkg/solver/index.js';
onmessage = (e) => {
  const { text, index } = e.data;
  const puzzle = parseCollection(text).collection.puzzles[index];
  const topologies = [sokobanTopology, hexobanTopology, triobanTopology, octobanTopology];
  const { level } = loadPuzzle(puzzle, topologyFor(puzzle, topologies) ?? sokobanTopology);
  const t0 = performance.now();
  const r = solveSync(level, { timeLimitMs: 600000 });
  postMessage({ status: r.status, generated: r.stats.generated, ms: performance.now() - t0 });
};`;

/** Serves the page, the worker and each package's dist with its bare `@polyban/...` imports pointed at this server. */
function serve() {
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>solver memory</title>');
      return;
    }
    if (url === '/worker.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(WORKER);
      return;
    }
    const m = /^\/pkg\/([a-z]+)\/index\.js$/.exec(url);
    if (m && PACKAGES.includes(m[1])) {
      const file = join(packagesDir, m[1], 'dist', 'index.js');
      const code = readFileSync(file, 'utf8').replace(/from\s*["']@polyban\/([a-z]+)["']/g, (_, name) => `from "/pkg/${name}/index.js"`);
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(code);
      return;
    }
    res.writeHead(404);
    res.end();
  });
  return new Promise((res) => server.listen(0, '127.0.0.1', () => res(server)));
}

/** Resident kilobytes of a process, 0 once it is gone. */
function rssKb(pid) {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** The chromium processes of this run: the one started with MARK and every process below it, with whether each is a renderer (the tab). */
function chromiumProcesses() {
  const parent = new Map();
  const cmd = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      parent.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      cmd.set(Number(d), readFileSync(`/proc/${d}/cmdline`, 'utf8'));
    } catch {
      // The process ended while the table was read.
    }
  }
  const roots = [...cmd].filter(([, c]) => c.includes(MARK)).map(([pid]) => pid);
  const out = [];
  for (const [pid] of cmd) {
    for (let p = pid; p > 1; p = parent.get(p) ?? 0) {
      if (roots.includes(p)) {
        out.push({ pid, renderer: cmd.get(pid).includes('--type=renderer') });
        break;
      }
    }
  }
  return out;
}

/**
 * Solves puzzle `index` (0-based) of `text` in a chromium module worker with
 * the solver's defaults, and returns the peak resident memory of the tab
 * (renderer processes) and of all of chromium's processes, in MB.
 */
export async function measureBrowserMemory(text, index) {
  for (const p of PACKAGES) {
    if (!existsSync(join(packagesDir, p, 'dist', 'index.js'))) throw new Error(`Build the packages first (packages/${p}/dist is missing)`);
  }
  const executablePath = CHROMIUM.find((p) => p && existsSync(p));
  if (!executablePath) throw new Error("Chromium is missing: install Debian's chromium package, or set CHROMIUM_PATH");
  const { chromium } = await import('playwright-core');
  const server = await serve();
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', MARK] });
  let peakTab = 0;
  let peakAll = 0;
  const sample = () => {
    let tab = 0;
    let all = 0;
    for (const { pid, renderer } of chromiumProcesses()) {
      const kb = rssKb(pid);
      all += kb;
      if (renderer) tab += kb;
    }
    peakTab = Math.max(peakTab, tab);
    peakAll = Math.max(peakAll, all);
  };
  const timer = setInterval(sample, 250);
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    const result = await page.evaluate(
      ({ text, index }) =>
        new Promise((res, rej) => {
          const w = new Worker('/worker.js', { type: 'module' });
          w.onmessage = (e) => res(e.data);
          w.onerror = (e) => rej(new Error(e.message));
          w.postMessage({ text, index });
        }),
      { text, index },
    );
    sample();
    return { ...result, tabMb: Math.round(peakTab / 1024), chromiumMb: Math.round(peakAll / 1024) };
  } finally {
    clearInterval(timer);
    await browser.close();
    server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--level');
  const spec = at >= 0 ? args[at + 1] : MEMORY_LEVEL;
  const [file, n] = spec.split(':');
  const corpus = process.env['POLYBAN_CORPUS'] ?? resolve(packagesDir, '../../shared/corpus');
  const r = await measureBrowserMemory(readFileSync(join(corpus, file), 'utf8'), Number(n) - 1);
  if (args.includes('--json')) process.stdout.write(`${JSON.stringify({ level: spec, ...r })}\n`);
  else console.log(`${spec}: ${r.status} after ${(r.ms / 1000).toFixed(1)} s, ${r.generated} positions; tab ${r.tabMb} MB at most, chromium ${r.chromiumMb} MB (goal: tab < 1024 MB)`);
}
