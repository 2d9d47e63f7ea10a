/**
 * Opening levels: several files at once, pasted text of every tiling with
 * and without a `Game:` line, and that a pasted tiling holds over a reload.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileSession, pressKeys, statusText } from './harness.js';

const session = fileSession();

async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => 'polyban' in window);
}

/** Opens `text` through the paste dialog; the board is read after the dialog closes, so callers wait for what they expect. */
async function paste(page: Page, text: string, tiling = ''): Promise<void> {
  await page.getByRole('button', { name: 'Paste…' }).click();
  await page.getByTestId('paste-text').fill(text);
  await page.getByTestId('paste-tiling').selectOption(tiling);
  await page.getByTestId('paste-open').click();
}

// Hexoban, parity odd: pusher (2,1), box (4,1), goal (6,1); "R" pushes the box east onto the goal. As Sokoban text the
// spaces between the wall hexagons are gaps the pusher could walk out through.
const HEX = 'First hexagon\n\n # # # #\n# @ $ . #\n # # # #\n';

describe('opening', () => {
  it('the file picker takes several files at once and opens each', async () => {
    const page = await session.newPage();
    await page.goto(session.url);
    await ready(page);
    await page.getByTestId('file-input').setInputFiles([
      { name: 'a.sok', mimeType: 'text/plain', buffer: Buffer.from('A one\n\n#####\n#@$.#\n#####\n') },
      { name: 'b.sok', mimeType: 'text/plain', buffer: Buffer.from('B one\n\n######\n#@$ .#\n######\n') },
    ]);
    await page.waitForFunction(() => Array.from(document.querySelectorAll('[data-testid="collection-select"] option')).some((o) => o.textContent === 'b.sok'));
    const names = await page.getByTestId('collection-select').locator('option').allTextContents();
    expect(names).toContain('a.sok');
    expect(names).toContain('b.sok');
    await page.context().close();
  });

  it('pasted Hexoban text without "Game:" is recognised and plays as Hexoban, also after a reload', async () => {
    const page = await session.newPage();
    await page.goto(session.url);
    await ready(page);
    await paste(page, HEX);
    await expect.poll(() => page.getByTestId('level-title').textContent(), { timeout: 5000 }).toContain('— Hexoban');
    expect(await page.getByTestId('message').textContent()).toContain('Read as Hexoban');
    await pressKeys(page, ['KeyD']);
    expect(await statusText(page)).toContain('Solved');
    await page.evaluate(() => (window as unknown as { polyban: { saved(): Promise<void> } }).polyban.saved());
    await page.reload();
    await ready(page);
    await expect.poll(() => page.getByTestId('level-title').textContent(), { timeout: 5000 }).toContain('— Hexoban');
    await page.context().close();
  });

  it('square boards stay Sokoban unless the dialog names another tiling; a "Game:" line wins', async () => {
    const page = await session.newPage();
    await page.goto(session.url);
    await ready(page);
    const square = 'Square\n\n#######\n#@ $ .#\n#######\n';
    await paste(page, square);
    await expect.poll(() => page.getByTestId('level-title').textContent(), { timeout: 5000 }).toContain('— Sokoban');
    await paste(page, square, 'Octoban');
    await expect.poll(() => page.getByTestId('level-title').textContent(), { timeout: 5000 }).toContain('— Octoban');
    await paste(page, 'Game: Trioban\n\nTri\n\n#######\n#@ $ .#\n#######\n', 'Octoban');
    await expect.poll(() => page.getByTestId('level-title').textContent(), { timeout: 5000 }).toContain('— Trioban');
    await page.context().close();
  });
});
