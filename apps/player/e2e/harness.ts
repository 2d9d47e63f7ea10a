/**
 * Serves the built player with `vite preview` and drives Debian's chromium
 * through playwright-core. Screenshots go to `e2e/artifacts/` for people to
 * look at.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
export const APP_DIR = resolve(here, '..');
export const ARTIFACTS = join(here, 'artifacts');
/** The shared level corpus beside the repository (`../shared/corpus`), read at test time and never copied in. */
export const CORPUS_DIR = process.env.POLYBAN_CORPUS ?? resolve(APP_DIR, '../../../shared/corpus');

/** The bytes of a corpus file, or a clear error when the corpus is missing. */
export function corpusFile(name: string): Buffer {
  const path = join(CORPUS_DIR, name);
  if (!existsSync(path)) throw new Error(`The level corpus is missing: expected ${path} (../shared/corpus beside the repository, or POLYBAN_CORPUS)`);
  return readFileSync(path);
}

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/lib/chromium/chromium', '/usr/bin/chromium'];

/**
 * The chromium binary: the real one, not Debian's wrapper script. On a fresh
 * machine where it is missing and the tests run as root (as CI does), Debian's
 * package is installed first, so `pnpm test` needs nothing installed by hand.
 */
export function chromiumPath(): string {
  const found = (): string | undefined => CANDIDATES.find((p): p is string => !!p && existsSync(p));
  let path = found();
  if (!path && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    process.stderr.write('Installing Debian\'s chromium for the browser tests (apt-get)…\n');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'ignore', env });
    path = found();
  }
  if (!path) throw new Error('Chromium is missing: install Debian\'s "chromium" package (apt-get install -y chromium), or set CHROMIUM_PATH');
  return path;
}

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });
}

/** A running preview server and browser. */
export interface Session {
  url: string;
  browser: Browser;
  close(): Promise<void>;
  newPage(): Promise<Page>;
}

/**
 * The session of one test file: started before its tests, closed after
 * them. Its fields may be read from the tests on (not at the file's top
 * level, before the session starts).
 */
export function fileSession(): Session {
  let started: Session | undefined;
  beforeAll(async () => {
    started = await startSession();
  });
  afterAll(async () => {
    await started?.close();
  });
  const get = (): Session => {
    if (!started) throw new Error('The browser session starts before the first test');
    return started;
  };
  return {
    get url() {
      return get().url;
    },
    get browser() {
      return get().browser;
    },
    close: () => get().close(),
    newPage: () => get().newPage(),
  };
}

/** Starts `vite preview` of `dist/` and a headless chromium. */
export async function startSession(): Promise<Session> {
  if (!existsSync(join(APP_DIR, 'dist', 'index.html'))) throw new Error('Build the player first (pnpm build); the browser tests run against dist/');
  mkdirSync(ARTIFACTS, { recursive: true });
  const port = await freePort();
  const vite = join(APP_DIR, 'node_modules', '.bin', 'vite');
  const server: ChildProcess = spawn(vite, ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: APP_DIR, stdio: 'pipe' });
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      server.kill();
      throw new Error(`vite preview did not start on ${url}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    url,
    browser,
    newPage: async () => {
      const context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
      return context.newPage();
    },
    close: async () => {
      await browser.close();
      server.kill();
    },
  };
}

/** The status line's text. */
export async function statusText(page: Page): Promise<string> {
  return (await page.getByTestId('status').textContent()) ?? '';
}

/** Waits until the player has played every queued step. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { polyban: { idle: boolean } }).polyban.idle, undefined, { timeout: 10_000 });
}

/** Presses keys one after another, then waits for the animation queue to drain. */
export async function pressKeys(page: Page, codes: string[]): Promise<void> {
  for (const code of codes) await page.keyboard.press(code);
  await settle(page);
}

/** Opens `text` as a level file named `name` through the file picker, and waits until the level titled `title` shows. */
export async function openLevelFile(page: Page, name: string, text: string, title: string): Promise<void> {
  await page.getByTestId('file-input').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.waitForFunction((t) => document.querySelector('[data-testid="level-title"]')?.textContent?.includes(t) === true, title, { timeout: 10_000 });
}

/** A link that opens a level given by its rows (joined by `|`) on the tiling `game`, with `moves` played. */
export function levelLink(url: string, game: string, rows: readonly string[], moves = ''): string {
  return `${url}?game=${game}&level=${encodeURIComponent(rows.join('|'))}${moves ? `&moves=${encodeURIComponent(moves)}` : ''}`;
}

/** Clicks the centre of a board cell given in text coordinates. */
export async function clickCell(page: Page, x: number, y: number): Promise<void> {
  const point = await page.evaluate(([cx, cy]) => {
    const s = (window as unknown as { polyban: { state: { level: { width: number }; view: { cellCenterOnScreen(c: number): { x: number; y: number } | null } } } }).polyban.state;
    return s.view.cellCenterOnScreen(cy! * s.level.width + cx!);
  }, [x, y]);
  if (!point) throw new Error(`cell (${x}, ${y}) is not on the board`);
  await page.mouse.click(point.x, point.y);
  await settle(page);
}
