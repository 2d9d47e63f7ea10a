// Measures the player in Debian's chromium: first render of a 60×60 level,
// the time of one move (input to updated board), and the latency of a key
// press while the solver searches in its worker, on the built app.
// Usage: pnpm --filter @polyban/player bench   (after pnpm build)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const app = resolve(dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(join(app, 'dist', 'index.html'))) {
  console.error('Build the player first: pnpm build');
  process.exit(1);
}
const port = 4300 + Math.floor(Math.random() * 500);
const server = spawn(join(app, 'node_modules', '.bin', 'vite'), ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: app, stdio: 'ignore' });
const url = `http://127.0.0.1:${port}/`;
for (let i = 0; i < 200; i++) {
  try {
    if ((await fetch(url)).ok) break;
  } catch {
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A 60×60 Sokoban level: a walled room with scattered walls, 40 boxes and goals, the pusher in a free corridor. */
function bigLevel(size = 60) {
  let seed = 7;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const rows = [];
  for (let y = 0; y < size; y++) {
    let row = '';
    for (let x = 0; x < size; x++) {
      if (x === 0 || y === 0 || x === size - 1 || y === size - 1) row += '#';
      else if (y === 30) row += ' ';
      else row += rand() < 0.12 ? '#' : ' ';
    }
    rows.push(row);
  }
  const put = (x, y, ch) => (rows[y] = rows[y].slice(0, x) + ch + rows[y].slice(x + 1));
  for (let i = 0; i < 40; i++) {
    put(2 + ((i * 7) % 55), 10 + (i % 15), '$');
    put(2 + ((i * 11) % 55), 40 + (i % 15), '.');
  }
  put(30, 30, '@');
  return rows.join('\n');
}

const browser = await chromium.launch({
  executablePath: existsSync('/usr/lib/chromium/chromium') ? '/usr/lib/chromium/chromium' : '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(url);
await page.waitForFunction(() => 'polyban' in window);
const text = bigLevel();
const result = await page.evaluate(async (levelText) => {
  const app = window.polyban;
  const render = [];
  for (let i = 0; i < 7; i++) {
    const t0 = performance.now();
    // A new title each time: the same text would only switch back to the copy already open.
    app.addCollection(`Bench ${i}`, `Big ${i}\n\n${levelText}\n`, 'bench.sok');
    document.body.getBoundingClientRect();
    await new Promise((r) => requestAnimationFrame(() => r(undefined)));
    render.push(performance.now() - t0);
  }
  const moves = [];
  for (let i = 0; i < 200; i++) {
    const code = i % 2 === 0 ? 'ArrowRight' : 'ArrowLeft';
    const t0 = performance.now();
    window.dispatchEvent(new KeyboardEvent('keydown', { code, key: code, bubbles: true }));
    document.body.getBoundingClientRect();
    moves.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 0));
  }
  const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
  const max = (a) => Math.max(...a);
  return { renderMedianMs: median(render), renderMaxMs: max(render), moveMedianMs: median(moves), moveP95Ms: [...moves].sort((x, y) => x - y)[Math.floor(moves.length * 0.95)], cells: document.querySelector('svg.board')?.getAttribute('data-cells') };
}, text);

// Input latency while Solve searches in the worker: real key presses (from the browser's input pipeline), timed from
// the event's creation to the end of the player's handler with the board laid out again. The level is XSokoban's
// Level 29, which the solver cannot finish in the seconds this takes (read from the shared corpus, which is not part
// of the repository).
const corpus = join(process.env.POLYBAN_CORPUS ?? resolve(app, '../../../shared/corpus'), 'Original_and_Extra.sok');
if (!existsSync(corpus)) {
  console.error(`Missing ${corpus}: the latency during a solve needs XSokoban's levels`);
  process.exit(1);
}
await page.evaluate((text) => {
  window.polyban.addCollection('Original_and_Extra.sok', text, 'Original_and_Extra.sok');
  document.querySelector('[data-testid="level-list"] li[data-index="28"] button').click();
}, readFileSync(corpus, 'utf8'));
await page.evaluate(() => {
  window.latencies = [];
  // Added after the player's own listener, so it runs once the move is made.
  window.addEventListener('keydown', (e) => {
    document.body.getBoundingClientRect();
    window.latencies.push(performance.now() - e.timeStamp);
  });
  document.querySelector('[data-action="solve"]').click();
});
await page.waitForFunction(() => /[1-9][\d,]* positions/.test(document.querySelector('[data-testid="solver-text"]')?.textContent ?? ''), undefined, { timeout: 20_000 });
const solving = [];
for (let i = 0; i < 100; i++) {
  // Right and back: the pusher of Level 29 has floor on its right.
  await page.keyboard.press(i % 2 === 0 ? 'ArrowRight' : 'ArrowLeft');
  await page.waitForTimeout(15);
}
const stillSearching = await page.evaluate(() => document.querySelector('[data-testid="solver"]')?.getAttribute('data-state'));
solving.push(...(await page.evaluate(() => window.latencies)));
await page.evaluate(() => document.querySelector('[data-action="cancel"]')?.click());
const sorted = [...solving].sort((x, y) => x - y);
result.solvingKeys = solving.length;
result.solvingState = stillSearching;
result.latencyDuringSolveMedianMs = sorted[Math.floor(sorted.length / 2)];
result.latencyDuringSolveP95Ms = sorted[Math.floor(sorted.length * 0.95)];

await browser.close();
server.kill();
console.log(JSON.stringify(result, null, 2));
console.log(`First render of a 60×60 level: ${result.renderMedianMs.toFixed(1)} ms median (goal < 100 ms); a move: ${result.moveMedianMs.toFixed(2)} ms median, ${result.moveP95Ms.toFixed(2)} ms p95 (goal < 16 ms)`);
console.log(`Key press to updated board while Solve runs in the worker (${result.solvingState}): ${result.latencyDuringSolveMedianMs.toFixed(2)} ms median, ${result.latencyDuringSolveP95Ms.toFixed(2)} ms p95 over ${result.solvingKeys} presses (goal < 16 ms)`);
