/**
 * Errors shown clearly: a damaged file's problems once each with line:column,
 * unplayable levels that leave nothing of the last board behind, messages
 * that go with the next action, and bad links in plain words.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { corpusFile, fileSession, pressKeys, statusText } from './harness.js';

const session = fileSession();

/** Codes the reader and loader use internally; none may reach the page. */
const CODES = ['invalid-board-character', 'misaligned-cell', 'open-board', 'invalid-puzzle', 'unclosed-group', 'invalid-move-character', 'outside-walls'];

async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => 'polyban' in window);
}

async function open(page: Page, name: string, text: string | Buffer, levels: number): Promise<void> {
  await page.getByTestId('file-input').setInputFiles({ name, mimeType: 'text/plain', buffer: typeof text === 'string' ? Buffer.from(text) : text });
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="level-list"] li').length === n, levels);
}

async function problems(page: Page): Promise<string[]> {
  return page.getByTestId('diagnostics').locator('li').allTextContents();
}

describe('a damaged file', () => {
  it('test_level.hsb: each problem once, with line:column; its broken level shows no board', async () => {
    const page = await session.newPage();
    await page.goto(session.url);
    await ready(page);
    await open(page, 'test_level.hsb', corpusFile('hexoban/test_level.hsb'), 14);
    const lines = await problems(page);
    expect(lines.length).toBeGreaterThan(0);
    // One line per problem: no line repeats, and the misplaced cells of level 1 are one line, not one per cell.
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines.filter((l) => l.includes('stands between two hexagons'))).toHaveLength(1);
    for (const l of lines) expect(l).toMatch(/^\d+:\d+ (Error|Warning): /);
    const message = (await page.getByTestId('message').textContent()) ?? '';
    expect(message).toContain('14 levels');
    expect(message).toContain('1 of them cannot be played');
    // Level 1 is the damaged one: no board and no counters, and its problem said once.
    expect(await page.getByTestId('board').getAttribute('data-cells')).toBe('0');
    expect(await statusText(page)).toBe('');
    await page.getByRole('button', { name: 'Next level' }).click();
    expect(await statusText(page)).toContain('Moves: 0');
    await page.getByRole('button', { name: 'Previous level' }).click();
    const unplayable = (await page.getByTestId('message').textContent()) ?? '';
    expect(unplayable).toContain('cannot be played');
    expect(unplayable.split('stands between two hexagons').length - 1).toBe(1);
    for (const code of CODES) expect(await page.locator('body').textContent()).not.toContain(code);
    await page.context().close();
  });

  it('a level without a pusher or with an unknown tiling replaces the last board and counters', async () => {
    const page = await session.newPage();
    await page.goto(session.url);
    await ready(page);
    await pressKeys(page, ['ArrowUp']);
    expect(await statusText(page)).toContain('Moves: 1');
    await open(page, 'mixed.sok', 'Good\n\n#####\n#@$.#\n#####\n\nNo pusher\n\n#####\n# $.#\n#####\n\nPenta\n\n#####\n#@$.#\n#####\nGame: Pentaban\n', 3);
    await page.getByTestId('level-list').locator('li[data-index="1"] button').click();
    expect(await statusText(page)).toBe('');
    expect(await page.getByTestId('board').getAttribute('data-cells')).toBe('0');
    expect(await page.getByTestId('message').textContent()).toContain('no pusher');
    expect(await page.getByRole('button', { name: 'Hint' }).isDisabled()).toBe(true);
    // Page Down goes on from a level that cannot be played.
    await page.keyboard.press('PageDown');
    expect(await page.getByTestId('level-title').textContent()).toMatch(/^3\./);
    expect(await page.getByTestId('message').textContent()).toContain('not a tiling this player knows');
    expect(await page.getByTestId('board').getAttribute('data-cells')).toBe('0');
    await page.getByTestId('level-list').locator('li[data-index="0"] button').click();
    expect(await statusText(page)).toContain('Moves: 0');
    expect(await page.getByRole('button', { name: 'Hint' }).isDisabled()).toBe(false);
    await page.context().close();
  });

  it('an unknown tiling is listed at the line:column of its board\'s first character, opened or pasted', async () => {
    const page = await session.newPage();
    await page.goto(session.url);
    await ready(page);
    const tilings = '(it plays Sokoban, Hexoban, Trioban, Octoban)';
    // Line 1 names the tiling, line 2 is blank, and the board starts at line 3, column 1, as `polyban check` says.
    await open(page, 'penta.sok', 'Game: Pentoban\n\n#####\n#@$.#\n#####\n', 1);
    expect(await problems(page)).toEqual([`3:1 Error: Level 1: "Pentoban" is not a tiling this player knows ${tilings}`]);
    await page.getByRole('button', { name: 'Paste…' }).click();
    await page.getByTestId('paste-text').fill('Game: constructor\n\n#####\n#@$.#\n#####\n');
    await page.getByTestId('paste-open').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="diagnostics"]')?.textContent?.includes('constructor'));
    expect(await problems(page)).toEqual([`3:1 Error: Level 1: "constructor" is not a tiling this player knows ${tilings}`]);
    await page.context().close();
  });

  it('a wrong board character is named in words at its line:column, once', async () => {
    const page = await session.newPage();
    await page.goto(session.url);
    await ready(page);
    // Line 4, column 4 holds the "X".
    await open(page, 'x.sok', 'T\n\n######\n#@$X.#\n######\n', 1);
    const lines = await problems(page);
    expect(lines.filter((l) => l.startsWith('4:4 '))).toHaveLength(1);
    expect(lines.join('\n')).toContain('"X" is not a board character');
    for (const code of CODES) expect(lines.join('\n')).not.toContain(code);
    await page.context().close();
  });
});

describe('messages', () => {
  it('leave with the next action', async () => {
    const page = await session.newPage();
    await page.goto(session.url);
    await ready(page);
    await open(page, 'two.sok', 'One\n\n#####\n#@$.#\n#####\n\nTwo\n\n######\n#@$ .#\n######\n', 2);
    expect(await page.getByTestId('message').textContent()).toContain('2 levels');
    await pressKeys(page, ['ArrowDown']);
    expect(await page.getByTestId('message').textContent()).toBe('');
    await page.context().close();
  });

  it('a solved message leaves with the undo that unsolves the level, by Z and by Ctrl+Z', async () => {
    const page = await session.newPage();
    await page.goto(session.url);
    await ready(page);
    await open(page, 'one.sok', 'One\n\n#####\n#@$.#\n#####\n', 1);
    for (const undo of ['KeyZ', 'Control+KeyZ']) {
      await pressKeys(page, ['ArrowRight']);
      expect(await page.getByTestId('message').textContent()).toContain('Solved in 1 move');
      await pressKeys(page, [undo]);
      expect(await statusText(page)).toContain('Moves: 0');
      expect(await page.getByTestId('message').textContent()).toBe('');
    }
    await page.context().close();
  });
});

describe('bad links', () => {
  const board = encodeURIComponent(['#####', '#@$.#', '#####'].join('|'));

  it('moves that are not moves get a message naming the first bad character', async () => {
    const page = await session.newPage();
    await page.goto(`${session.url}?game=Sokoban&level=${board}&moves=xyz`);
    await ready(page);
    const message = (await page.getByTestId('message').textContent()) ?? '';
    expect(message).toContain('Character 1 of the link cannot be played');
    expect(message).toContain('"x" is not a move');
    expect(await statusText(page)).toContain('Moves: 0');
    await page.context().close();
  });

  it('a move the link cannot play is named, also after moves that solve', async () => {
    const page = await session.newPage();
    // Pusher (1,1), box (3,1), goal (5,1): "rRR" solves; the fourth move, "r", would push the box into the wall.
    await page.goto(`${session.url}?game=Sokoban&level=${encodeURIComponent(['#######', '#@ $ .#', '#######'].join('|'))}&moves=rRRrl`);
    await ready(page);
    expect(await page.getByTestId('message').textContent()).toContain('Move 4 of the link cannot be played');
    expect(await statusText(page)).toContain('Moves: 3');
    await page.context().close();
  });

  it('a board with an error is not played: a box between two hexagons, no box at all, a wrong character at its row:column', async () => {
    const page = await session.newPage();
    // Odd parity: row 1's cells are at even columns, so the "$" at column 3 is between two hexagons (row 2, column 4).
    const boards: [string, string, string][] = [
      ['Hexoban', ' # # #|# @$. #| # # #', '2:4'],
      ['Sokoban', '#####|#@ .#|#####', 'no box'],
      ['Sokoban', '######|#@$X.#|######', '2:4'],
    ];
    for (const [game, rows, said] of boards) {
      await page.goto(`${session.url}?game=${game}&level=${encodeURIComponent(rows)}&moves=R`);
      await ready(page);
      const message = (await page.getByTestId('message').textContent()) ?? '';
      expect(message).toContain('cannot be played');
      expect(message).toContain(said);
      expect(await statusText(page)).toBe('');
      expect(await page.getByTestId('board').getAttribute('data-cells')).toBe('0');
    }
    await page.context().close();
  });

  it('a board with no pusher says so and shows no board', async () => {
    const page = await session.newPage();
    await page.goto(`${session.url}?game=Sokoban&level=${encodeURIComponent(['#####', '# $.#', '#####'].join('|'))}`);
    await ready(page);
    expect(await page.getByTestId('message').textContent()).toContain('no pusher');
    expect(await statusText(page)).toBe('');
    await page.context().close();
  });

  it('a broken run-length board is explained in words, without codes', async () => {
    const page = await session.newPage();
    await page.goto(`${session.url}?level=3(%23`);
    await ready(page);
    const message = (await page.getByTestId('message').textContent()) ?? '';
    expect(message).toContain('never closed');
    for (const code of CODES) expect(message).not.toContain(code);
    await page.context().close();
  });
});
