/**
 * Drawing: a goal under the pusher, reverse mode's targets, and boxes on
 * goals walled in outside the playing area (Microban 155).
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, corpusFile, fileSession } from './harness.js';

const session = fileSession();

async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => 'polyban' in window);
}

const link = (rows: string[]): string => `${session.url}?game=Sokoban&level=${encodeURIComponent(rows.join('|'))}`;

describe('drawing', () => {
  it('a pusher on a goal shows the goal as a ring in the goal colour', async () => {
    const page = await session.newPage();
    // The pusher starts on the goal (1,1) ("+"); boxes (2,1) and (2,2), goals (1,1) and (4,2): two of each.
    await page.goto(link(['######', '#+$  #', '# $. #', '######']));
    await ready(page);
    const pusher = page.locator('svg.board .pusher');
    expect(await pusher.getAttribute('class')).toContain('on-goal');
    const colours = await page.evaluate(() => {
      const p = getComputedStyle(document.querySelector('svg.board .pusher')!);
      const g = getComputedStyle(document.querySelector('svg.board .goal')!);
      return { ring: p.stroke, goal: g.fill, width: parseFloat(p.strokeWidth) };
    });
    expect(colours.ring).toBe(colours.goal);
    expect(colours.width).toBeGreaterThan(0.1);
    expect(await page.getByTestId('message').textContent()).toBe('');
    await page.screenshot({ path: join(ARTIFACTS, 'pusher-on-goal.png') });
    await page.context().close();
  });

  it('reverse mode marks the squares where the boxes started', async () => {
    const page = await session.newPage();
    // Two boxes start on (2,2) and (3,2): two target marks.
    await page.goto(link(['#######', '#@    #', '# $$..#', '#######']));
    await ready(page);
    const targets = page.getByTestId('reverse-targets');
    expect(await targets.evaluate((e) => getComputedStyle(e).stroke)).toBe('none');
    await page.getByRole('button', { name: 'Reverse mode' }).click();
    const d = (await targets.getAttribute('d')) ?? '';
    expect(d.match(/M/g)?.length).toBe(2);
    expect(await targets.evaluate((e) => getComputedStyle(e).stroke)).not.toBe('none');
    await page.screenshot({ path: join(ARTIFACTS, 'reverse-targets.png') });
    await page.context().close();
  });

  it('Microban 155: the boxes on goals walled in outside the play area are drawn as boxes on goals', async () => {
    const page = await session.newPage();
    await page.goto(session.url);
    await ready(page);
    await page.getByTestId('file-input').setInputFiles({ name: 'Microban.txt', mimeType: 'text/plain', buffer: corpusFile('Microban.txt') });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="level-list"] li').length === 155);
    await page.getByTestId('level-list').locator('li[data-index="154"] button').click();
    expect(await page.getByTestId('level-title').textContent()).toMatch(/^155\./);
    // The board has 10 "*" (box on goal: rows 2, 6, 7, 9, 15 and 16 once, rows 12 and 13 twice) and one "$" with
    // its "." in play: 11 boxes, each drawn where a box is, 10 of them on goals.
    const drawn = await page.evaluate(() =>
      Array.from(document.querySelectorAll('svg.board .box')).map((b) => ({ hidden: b.getAttribute('visibility') === 'hidden', onGoal: b.classList.contains('on-goal') })),
    );
    expect(drawn).toHaveLength(11);
    expect(drawn.filter((b) => !b.hidden)).toHaveLength(11);
    expect(drawn.filter((b) => b.onGoal)).toHaveLength(10);
    await page.screenshot({ path: join(ARTIFACTS, 'microban-155.png') });
    await page.context().close();
  });
});
