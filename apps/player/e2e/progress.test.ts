/**
 * Nothing lost over a reload: opened collections, the level being played,
 * progress of linked levels, the level played after leaving a linked one,
 * records from localStorage moved to IndexedDB, and export of every kept
 * solution exactly once.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { levelKey } from '../src/storage.js';
import { fileSession, openLevelFile, pressKeys, statusText } from './harness.js';

const session = fileSession();

async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => 'polyban' in window);
}

/** Waits for the writes to IndexedDB, then reloads. */
async function reload(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { polyban: { saved(): Promise<void> } }).polyban.saved());
  await page.reload();
  await ready(page);
}

// Level 1: pusher (1,1), box (3,1), goal (4,1). Level 2: pusher (1,1), box (2,1), goal (4,1), solved by "RR".
const TWO = 'One\n\n######\n#@ $.#\n######\n\nSolution 2/1\nrR\n\nTwo\n\n######\n#@$ .#\n######\n';

async function exportText(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export .sok' }).click();
  return readFileSync((await (await download).path())!, 'utf8');
}

describe('after a reload', () => {
  it('the opened file, its level and the moves played are all back', async () => {
    const page = await session.newPage();
    await page.goto(session.url);
    await ready(page);
    await openLevelFile(page, 'two.sok', TWO, '1. One');
    await page.getByTestId('level-list').locator('li[data-index="1"] button').click();
    await pressKeys(page, ['ArrowRight']);
    expect(await statusText(page)).toContain('Moves: 1');
    await reload(page);
    expect(await page.getByTestId('level-title').textContent()).toMatch(/^2\. Two/);
    expect(await page.locator('[data-testid="collection-select"] option:checked').textContent()).toBe('two.sok');
    expect(await statusText(page)).toContain('Moves: 1');
    await page.context().close();
  });

  it('a linked level keeps the moves played after it was opened', async () => {
    const page = await session.newPage();
    const rows = ['#######', '#@    #', '#  $ .#', '#######'];
    await page.goto(`${session.url}?game=Sokoban&level=${encodeURIComponent(rows.join('|'))}&moves=r`);
    await ready(page);
    expect(await statusText(page)).toContain('Moves: 1');
    // The address keeps the level but no longer the moves.
    expect(new URL(page.url()).searchParams.get('moves')).toBeNull();
    expect(new URL(page.url()).searchParams.get('level')).not.toBeNull();
    await pressKeys(page, ['ArrowRight', 'ArrowRight']);
    await reload(page);
    expect(await statusText(page)).toContain('Moves: 3');
    // Opening the first link again shows its position, one move in; the two played since wait for Redo.
    await page.goto(`${session.url}?game=Sokoban&level=${encodeURIComponent(rows.join('|'))}&moves=r`);
    await ready(page);
    expect(await statusText(page)).toContain('Moves: 1');
    await pressKeys(page, ['KeyY', 'KeyY']);
    expect(await statusText(page)).toContain('Moves: 3');
    await page.context().close();
  });

  it('a link shows its own moves, fewer than this browser played on that level, and no more', async () => {
    const page = await session.newPage();
    // Pusher (1,1), box (3,1), goal (5,1): "rRR" solves, "rR" leaves the box one cell short.
    const level = `?game=Sokoban&level=${encodeURIComponent(['#######', '#@ $ .#', '#######'].join('|'))}`;
    await page.goto(`${session.url}${level}&moves=rRR`);
    await ready(page);
    expect(await statusText(page)).toContain('Solved');
    await reload(page);
    await page.goto(`${session.url}${level}&moves=rR`);
    await ready(page);
    const status = await statusText(page);
    expect(status).toContain('Moves: 2');
    expect(status).toContain('Pushes: 1');
    expect(status).not.toContain('Solved');
    await page.context().close();
  });

  it('progress kept in localStorage by an earlier player moves to IndexedDB', async () => {
    const rows = ['#######', '#@    #', '#  $ .#', '#######'];
    const key = levelKey('Sokoban', rows);
    const context = await session.browser.newContext();
    await context.addInitScript(
      ([k, v]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(k!, v!);
          sessionStorage.setItem('seeded', '1');
        }
      },
      [key, JSON.stringify({ progress: 'rr', reverseProgress: '', solutions: [] })],
    );
    const page = await context.newPage();
    await page.goto(`${session.url}?game=Sokoban&level=${encodeURIComponent(rows.join('|'))}`);
    await ready(page);
    expect(await statusText(page)).toContain('Moves: 2');
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
    await reload(page);
    expect(await statusText(page)).toContain('Moves: 2');
    await context.close();
  });
});

describe('after leaving a linked level, a reload', () => {
  // The audit's link: the board `#####|#@$.#|#####`, encoded whole.
  const LINK = '?game=Sokoban&level=%23%23%23%23%23%7C%23%40%24.%23%7C%23%23%23%23%23';

  /** The address's link parameters (none once the linked level is left). */
  async function linkParams(page: Page): Promise<string[]> {
    return [...new URL(page.url()).searchParams.keys()];
  }

  it('opens the built-in collection, level and moves played since, not the link', async () => {
    const page = await session.newPage();
    await page.goto(`${session.url}${LINK}`);
    await ready(page);
    expect(await page.getByTestId('level-title').textContent()).toBe('1. Linked level — Sokoban');
    await page.getByTestId('collection-select').selectOption({ label: 'Hexoban — six ways' });
    await page.getByTestId('level-list').locator('li[data-index="1"] button').click();
    // Honeycomb's pusher has floor on its right: D walks one step there, its solution's first move "r".
    await pressKeys(page, ['KeyD']);
    expect(await statusText(page)).toContain('Moves: 1');
    expect(await linkParams(page)).toEqual([]);
    await reload(page);
    expect(await page.getByTestId('level-title').textContent()).toBe('2. Honeycomb — Hexoban');
    expect(await page.locator('[data-testid="collection-select"] option:checked').textContent()).toBe('Hexoban — six ways');
    expect(await statusText(page)).toContain('Moves: 1');
    await page.context().close();
  });

  it('opens the file opened after a link with moves, and the moves played in it', async () => {
    const page = await session.newPage();
    // The link's "R" solves its level; the page's own parameter before the link stays in the address.
    await page.goto(`${session.url}?from=mail&${LINK.slice(1)}&moves=R`);
    await ready(page);
    expect(await statusText(page)).toContain('Solved');
    await openLevelFile(page, 'two.sok', TWO, '1. One');
    await pressKeys(page, ['ArrowRight']);
    expect(await linkParams(page)).toEqual(['from']);
    await reload(page);
    expect(await page.getByTestId('level-title').textContent()).toMatch(/^1\. One/);
    expect(await page.locator('[data-testid="collection-select"] option:checked').textContent()).toBe('two.sok');
    expect(await statusText(page)).toContain('Moves: 1');
    await page.context().close();
  });

  it('opens the linked level again, with its moves, when the player went back to it by the menu', async () => {
    const page = await session.newPage();
    const rows = ['#######', '#@    #', '#  $ .#', '#######'];
    await page.goto(`${session.url}?game=Sokoban&level=${encodeURIComponent(rows.join('|'))}`);
    await ready(page);
    await page.getByTestId('collection-select').selectOption({ label: 'Hexoban — six ways' });
    expect(await linkParams(page)).toEqual([]);
    // Back on the linked level, the address names it again, without moves: they are kept as its progress.
    await page.getByTestId('collection-select').selectOption({ label: 'Link' });
    expect(await linkParams(page)).toEqual(['game', 'level']);
    await pressKeys(page, ['ArrowRight']);
    await reload(page);
    expect(await page.getByTestId('level-title').textContent()).toBe('1. Linked level — Sokoban');
    expect(await statusText(page)).toContain('Moves: 1');
    await page.context().close();
  });
});

describe('export', () => {
  it('writes each kept solution once, also after a reload, and never one the file already has', async () => {
    const page = await session.newPage();
    await page.goto(session.url);
    await ready(page);
    await page.getByTestId('file-input').setInputFiles({ name: 'two.sok', mimeType: 'text/plain', buffer: Buffer.from(TWO) });
    await page.waitForFunction(() => document.querySelector('[data-testid="level-title"]')?.textContent?.startsWith('1. One'));
    // Level 1 played as the file's own solution "rR"; level 2 solved by "RR".
    await pressKeys(page, ['ArrowRight', 'ArrowRight']);
    expect(await statusText(page)).toContain('Solved');
    await page.getByTestId('level-list').locator('li[data-index="1"] button').click();
    await pressKeys(page, ['ArrowRight', 'ArrowRight']);
    expect(await statusText(page)).toContain('Solved');
    await reload(page);
    for (let round = 0; round < 2; round++) {
      const text = await exportText(page);
      expect(text.match(/^rR$/gm)?.length).toBe(1);
      expect(text.match(/^RR$/gm)?.length).toBe(1);
      expect(text).toContain('Solution 2/2');
    }
    await page.context().close();
  });

  it('notes a solution as the solver\'s when Solve follows the one a hint found, with none in the file', async () => {
    const page = await session.newPage();
    await page.goto(session.url);
    await ready(page);
    // Level 2 of TWO has no solution in the file: the hint's search finds one, and Solve plays the rest of it.
    await openLevelFile(page, 'two-c.sok', `${TWO}\n\n`, '1. One');
    await page.getByTestId('level-list').locator('li[data-index="1"] button').click();
    await page.keyboard.press('KeyH');
    await page.getByTestId('message').getByRole('button', { name: 'Play it' }).click({ timeout: 15_000 });
    await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent?.includes('Pushes: 1'));
    await page.getByRole('button', { name: 'Solve' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent?.includes('Solved'), undefined, { timeout: 30_000 });
    expect(await page.getByTestId('message').textContent()).toContain('with the solver');
    const text = await exportText(page);
    expect(text).toContain('Solution 2/2 (solver)');
    await page.context().close();
  });

  it('notes a solution found by Solve as the solver\'s', async () => {
    const page = await session.newPage();
    await page.goto(session.url);
    await ready(page);
    await openLevelFile(page, 'two-b.sok', `${TWO}\n`, '1. One');
    await page.getByTestId('level-list').locator('li[data-index="1"] button').click();
    await page.getByRole('button', { name: 'Solve' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent?.includes('Solved'), undefined, { timeout: 30_000 });
    const text = await exportText(page);
    expect(text).toContain('(solver)');
    expect(text).toContain('Solver: Polyban solver');
    await page.context().close();
  });
});
