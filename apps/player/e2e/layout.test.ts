/**
 * Layouts in chromium: a desktop window and a phone held upright and
 * sideways, with touch. Screenshots of each go to e2e/artifacts/.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, fileSession, statusText } from './harness.js';

const session = fileSession();

async function phone(width: number, height: number): Promise<Page> {
  const context = await session.browser.newContext({ viewport: { width, height }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.goto(session.url);
  await page.waitForFunction(() => 'polyban' in window);
  return page;
}

/** Boxes of the visible buttons that are smaller than a finger (44 × 44 CSS pixels). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button, select'))
      .filter((b) => b.offsetParent !== null && getComputedStyle(b).visibility !== 'hidden')
      .map((b) => ({ b, r: b.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.width < 44 || r.height < 44))
      .map(({ b, r }) => `${b.textContent} ${r.width}×${r.height}`),
  );
}

/** True when the element's centre is not covered by anything else. */
async function uncovered(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const e = document.querySelector(sel)!;
    const r = e.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === e || e.contains(hit));
  }, selector);
}

async function box(page: Page, selector: string): Promise<{ top: number; bottom: number; left: number; right: number; height: number; width: number }> {
  return page.evaluate((sel) => {
    const r = document.querySelector(sel)!.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height, width: r.width };
  }, selector);
}

describe('desktop, 1280×800', () => {
  it('shows the list beside the board, numbers of 100 and more in full', async () => {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(session.url);
    await page.waitForFunction(() => 'polyban' in window);
    // 120 small levels, so that the list counts past 100.
    const text = Array.from({ length: 120 }, (_, i) => `Room ${i + 1}\n\n#####\n#@$.#\n#####\n`).join('\n');
    await page.getByTestId('file-input').setInputFiles({ name: 'rooms.sok', mimeType: 'text/plain', buffer: Buffer.from(text) });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="level-list"] li').length === 120);
    expect(await page.getByTestId('level-drawer').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: '☰ Levels' }).isVisible()).toBe(false);
    // The list's left padding holds "100." and more: at least four digits and a dot wide.
    const room = await page.evaluate(() => {
      const list = document.querySelector('[data-testid="level-list"]')!;
      const probe = document.createElement('span');
      probe.textContent = '100.';
      probe.style.font = getComputedStyle(list).font;
      document.body.append(probe);
      const needed = probe.getBoundingClientRect().width;
      probe.remove();
      return { padding: parseFloat(getComputedStyle(list).paddingLeft), needed };
    });
    expect(room.padding).toBeGreaterThanOrEqual(room.needed);
    await page.getByTestId('level-list').locator('li[data-index="119"] button').click();
    await page.screenshot({ path: join(ARTIFACTS, 'layout-desktop.png') });
    await context.close();
  });
});

describe.each([
  { name: 'portrait', width: 375, height: 667 },
  { name: 'landscape', width: 667, height: 375 },
])('phone $name, $width×$height, touch', ({ name, width, height }) => {
  it('puts the board first, below an uncovered header, with finger-sized buttons', async () => {
    const page = await phone(width, height);
    const header = await box(page, 'header');
    const board = await box(page, '[data-testid="board-wrap"]');
    expect(board.top).toBeGreaterThanOrEqual(header.bottom - 0.5);
    expect(board.height).toBeGreaterThanOrEqual(name === 'portrait' ? 250 : 200);
    expect(board.bottom).toBeLessThanOrEqual(height + 0.5);
    for (const sel of ['[data-action="open"]', '[data-action="paste"]', '[data-action="export"]', '[data-action="levels"]', '[data-action="prev"]', '[data-action="next"]']) {
      expect(await uncovered(page, sel), sel).toBe(true);
    }
    // The list waits in its drawer, out of the way.
    expect(await page.getByTestId('level-drawer').isVisible()).toBe(false);
    expect(await smallTargets(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, `layout-phone-${name}.png`) });
    // A hint's message and its button fit without pushing the board off the screen.
    await page.getByRole('button', { name: 'Hint' }).tap();
    await page.locator('.hint-box').waitFor({ timeout: 15_000 });
    const withHint = await box(page, '[data-testid="board-wrap"]');
    expect(withHint.height).toBeGreaterThanOrEqual(name === 'portrait' ? 200 : 200);
    expect(await uncovered(page, '[data-action="play-hint"]')).toBe(true);
    expect(await smallTargets(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, `layout-phone-${name}-hint.png`) });
    await page.context().close();
  });

  it('wraps the longest status line, a solved reverse-mode game, inside the screen', async () => {
    const page = await phone(width, height);
    await page.getByRole('button', { name: 'Reverse mode' }).tap();
    await page.getByRole('button', { name: 'Solve' }).tap();
    await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent?.includes('Solved'), undefined, { timeout: 30_000 });
    // Every word of "Moves: …   Pulls: …   Reverse mode   Solved" is inside the status box and the box inside the screen.
    const fit = await page.evaluate(() => {
      const s = document.querySelector<HTMLElement>('[data-testid="status"]')!;
      const r = s.getBoundingClientRect();
      return { overflow: s.scrollWidth - s.clientWidth, left: r.left, right: r.right };
    });
    expect(fit.overflow).toBeLessThanOrEqual(0);
    expect(fit.left).toBeGreaterThanOrEqual(0);
    expect(fit.right).toBeLessThanOrEqual(width);
    // Level 1's saved solution R taken back: the jump [r] from (2,2) beside the box on its goal (4,2), then the pull L;
    // each letter is a move. The file's solution, not the solver's, so no "(with the solver)"; turned forward, it is R.
    expect(await page.getByTestId('message').textContent()).toContain('Solved in 2 moves and 1 pull. As a forward solution: R');
    await page.screenshot({ path: join(ARTIFACTS, `layout-phone-${name}-reverse-solved.png`) });
    await page.context().close();
  });

  it('a tap on "Open file…" opens the file picker, and the drawer lists the levels', async () => {
    const page = await phone(width, height);
    const chooser = page.waitForEvent('filechooser', { timeout: 5_000 });
    await page.getByRole('button', { name: 'Open file…' }).tap();
    const picker = await chooser;
    expect(picker.isMultiple()).toBe(true);
    await page.getByRole('button', { name: '☰ Levels' }).tap();
    await page.getByTestId('level-drawer').waitFor({ state: 'visible' });
    await page.waitForTimeout(300);
    expect(await smallTargets(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, `layout-phone-${name}-drawer.png`) });
    await page.getByTestId('level-list').locator('li[data-index="1"] button').tap();
    expect(await page.getByTestId('level-title').textContent()).toMatch(/^2\./);
    await page.getByTestId('level-drawer').waitFor({ state: 'hidden' });
    // A swipe right on the board steps right: level 2's pusher (3,3) has floor at (4,3).
    const b = await box(page, '[data-testid="board-wrap"]');
    const cx = b.left + b.width / 2;
    const cy = b.top + b.height / 2;
    await page.evaluate(
      ([x, y]) => {
        const svg = document.querySelector('svg.board')!;
        const ev = (type: string, px: number): PointerEvent => new PointerEvent(type, { pointerId: 7, pointerType: 'touch', clientX: px, clientY: y!, bubbles: true });
        svg.dispatchEvent(ev('pointerdown', x!));
        svg.dispatchEvent(ev('pointerup', x! + 80));
      },
      [cx, cy],
    );
    await page.waitForTimeout(200);
    expect(await statusText(page)).toContain('Moves: 1');
    await page.context().close();
  });
});
