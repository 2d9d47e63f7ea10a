/**
 * Keyboard and focus, one-step undo of click paths and restarts, and the
 * feedback of a solved level: what a player notices first when these break.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickCell, corpusFile, fileSession, levelLink, pressKeys, settle, statusText } from './harness.js';

const session = fileSession();

const link = (game: string, rows: string[], moves = ''): string => levelLink(session.url, game, rows, moves);


/** The accessible name of the focused element. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const e = document.activeElement as HTMLElement | null;
    return e ? (e.getAttribute('aria-label') ?? e.textContent ?? '').trim() : '';
  });
}

describe('undo of click paths', () => {
  it('one Undo takes back a whole click-walk, one Redo does it again', async () => {
    const page = await session.newPage();
    // Pusher (1,1) to (5,1): four steps right along the top row.
    await page.goto(link('Sokoban', ['#######', '#@    #', '#  $ .#', '#######']));
    await page.waitForFunction(() => 'polyban' in window);
    await clickCell(page, 5, 1);
    expect(await statusText(page)).toContain('Moves: 4');
    await page.getByRole('button', { name: 'Undo' }).click();
    await settle(page);
    expect(await statusText(page)).toContain('Moves: 0');
    await page.getByRole('button', { name: 'Redo' }).click();
    await settle(page);
    expect(await statusText(page)).toContain('Moves: 4');
    await page.context().close();
  });

  it('one Undo takes back a whole click-push; keyboard steps still undo one at a time', async () => {
    const page = await session.newPage();
    // Box (2,2) to (5,2) from (1,1): walk down to (1,2), then three pushes right: 4 moves, 3 pushes.
    await page.goto(link('Sokoban', ['#######', '#@    #', '# $  .#', '#######']));
    await page.waitForFunction(() => 'polyban' in window);
    await pressKeys(page, ['ArrowRight', 'ArrowLeft']);
    await clickCell(page, 2, 2);
    await clickCell(page, 5, 2);
    expect(await statusText(page)).toContain('Moves: 6');
    expect(await statusText(page)).toContain('Pushes: 3');
    await pressKeys(page, ['Control+KeyZ']);
    expect(await statusText(page)).toContain('Moves: 2');
    expect(await statusText(page)).toContain('Pushes: 0');
    await pressKeys(page, ['Control+KeyZ']);
    expect(await statusText(page)).toContain('Moves: 1');
    await page.context().close();
  });

  it('Restart can be undone, and that Undo brings back every move', async () => {
    const page = await session.newPage();
    await page.goto(link('Sokoban', ['#######', '#@    #', '# $  .#', '#######']));
    await page.waitForFunction(() => 'polyban' in window);
    await pressKeys(page, ['ArrowRight', 'ArrowRight', 'ArrowDown']);
    expect(await statusText(page)).toContain('Moves: 3');
    await pressKeys(page, ['KeyR']);
    expect(await statusText(page)).toContain('Moves: 0');
    await pressKeys(page, ['Control+KeyZ']);
    expect(await statusText(page)).toContain('Moves: 3');
    // And the moves before it still undo one by one.
    await pressKeys(page, ['Control+KeyZ']);
    expect(await statusText(page)).toContain('Moves: 2');
    await page.context().close();
  });
});

describe('keyboard and focus', () => {
  it('Tab leaves a one-pusher board for the buttons without moving anything', async () => {
    const page = await session.newPage();
    await page.goto(link('Sokoban', ['#######', '#@    #', '# $  .#', '#######']));
    await page.waitForFunction(() => 'polyban' in window);
    const names: string[] = [];
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      names.push(await focusedName(page));
    }
    expect(names).toContain('Hint');
    expect(names).toContain('Solve');
    expect(names).toContain('Reverse mode');
    // Round the page and back to the header.
    expect(names).toContain('Open file…');
    expect(await statusText(page)).toContain('Moves: 0');
    await page.context().close();
  });

  it('the board and ◀ ▶ have names; the board has the focus when a level opens', async () => {
    const page = await session.newPage();
    await page.goto(session.url);
    await page.waitForFunction(() => 'polyban' in window);
    expect(await page.getByRole('application', { name: 'Board' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Previous level' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Next level' }).count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Board');
    await page.context().close();
  });

  it('after a collection is chosen, keys move the pusher instead of changing the collection', async () => {
    const page = await session.newPage();
    await page.goto(session.url);
    await page.waitForFunction(() => 'polyban' in window);
    const select = page.getByTestId('collection-select');
    await select.focus();
    // The second built-in collection is Hexoban; its first level is solved by one push east (D).
    await select.selectOption('1');
    expect(await page.getByTestId('level-title').textContent()).toContain('Hexoban');
    await pressKeys(page, ['KeyD']);
    expect(await select.inputValue()).toBe('1');
    expect(await statusText(page)).toContain('Moves: 1');
    // Choosing a level in the list gives the board the focus too.
    await page.getByTestId('level-list').locator('li[data-index="1"] button').click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Board');
    await page.context().close();
  });

  it('in Multiban, Tab switches pushers only on the board; from a button it moves the focus', async () => {
    const page = await session.newPage();
    await page.goto(link('Sokoban', ['#########', '#@ $ .  #', '#   #   #', '#  .$  @#', '#########']));
    await page.waitForFunction(() => 'polyban' in window);
    const active = (): Promise<number> => page.evaluate(() => (window as unknown as { polyban: { state: { game: { activePusher: number } } } }).polyban.state.game.activePusher);
    expect(await active()).toBe(0);
    await page.getByRole('button', { name: 'Hint' }).focus();
    await page.keyboard.press('Tab');
    expect(await active()).toBe(0);
    expect(await focusedName(page)).toBe('Solve');
    await page.getByTestId('board-wrap').focus();
    await page.keyboard.press('Tab');
    await settle(page);
    expect(await active()).toBe(1);
    await page.context().close();
  });
});

describe('a solved level', () => {
  it('says so with "Next level", ticks the list at once, and the list follows the current level', async () => {
    const page = await session.newPage();
    await page.goto(session.url);
    await page.waitForFunction(() => 'polyban' in window);
    // Built-in Sokoban level 1: one push right solves it.
    await pressKeys(page, ['ArrowRight']);
    const first = page.getByTestId('level-list').locator('li[data-index="0"]');
    expect(await first.textContent()).toContain('✓');
    await page.getByTestId('message').getByRole('button', { name: 'Next level' }).click();
    expect(await page.getByTestId('level-title').textContent()).toMatch(/^2\./);
    // A long list: the current level stays in sight as the levels change.
    await page.getByTestId('file-input').setInputFiles({ name: 'Original_and_Extra.sok', mimeType: 'text/plain', buffer: corpusFile('Original_and_Extra.sok') });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="level-list"] li').length === 91);
    for (let i = 0; i < 60; i++) await page.keyboard.press('PageDown');
    expect(await page.getByTestId('level-title').textContent()).toMatch(/^61\./);
    const inSight = await page.evaluate(() => {
      const item = document.querySelector('[data-testid="level-list"] li.current')!.getBoundingClientRect();
      const box = document.querySelector('[data-testid="level-list"]')!.parentElement!.getBoundingClientRect();
      return item.top >= box.top && item.bottom <= box.bottom;
    });
    expect(inSight).toBe(true);
    await page.context().close();
  });
});
