/**
 * The solver in the player: Hint and Solve on every tiling and on a
 * Multiban level, Cancel of a long search, deadlock warnings with Undo, and
 * dead cells. Expected boxes, targets and push counts are worked out by hand
 * from each board (see the comments).
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { displacementLetters, loadPuzzle, parseCollection, replay, replayWithPosition, reverseToForward } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { ARTIFACTS, corpusFile, fileSession, levelLink, openLevelFile, pressKeys, settle, statusText } from './harness.js';

const session = fileSession();

const link = (game: string, rows: string[], moves = ''): string => levelLink(session.url, game, rows, moves);

/** The cell number of text column x, row y on the level being played. */
async function cellOf(page: Page, x: number, y: number): Promise<number> {
  const width = await page.evaluate(() => (window as unknown as { polyban: { state: { level: { width: number } } } }).polyban.state.level.width);
  return y * width + x;
}

/** Waits for the solver line to reach a state (searching, playing, cancelled, failed, idle). */
async function solverState(page: Page, state: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction((s) => document.querySelector('[data-testid="solver"]')?.getAttribute('data-state') === s, state, { timeout });
}

/**
 * A new page with XSokoban's `Level <n>` open: in the corpus's file (its `n`th puzzle, with the file's solutions),
 * or with `alone`, its board by itself, without them, so that Hint and Solve have to search.
 */
async function openXSokoban(n: number, alone = false): Promise<Page> {
  const page = await session.newPage();
  await page.goto(session.url);
  await page.waitForFunction(() => 'polyban' in window);
  if (alone) {
    await openLevelFile(page, `level-${n}.xsb`, `Level ${n}\n\n${boardOf(`Level ${n}`).join('\n')}\n`, `Level ${n}`);
  } else {
    await page.getByTestId('file-input').setInputFiles({ name: 'Original_and_Extra.sok', mimeType: 'text/plain', buffer: corpusFile('Original_and_Extra.sok') });
    await page.getByTestId('level-list').locator(`li[data-index="${n - 1}"] button`).click();
  }
  expect(await page.getByTestId('level-title').textContent()).toContain(`Level ${n}`);
  return page;
}

/** The moves played on the page, as the game writes them. */
function movesText(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as { polyban: { state: { game: { movesText(): string } } } }).polyban.state.game.movesText());
}

/**
 * Corridor levels, one box each, so that the one good first push is plain:
 * the box can only go along its row, and only towards the goal solves it.
 */
const CASES = [
  {
    // Box (3,2) can only move along row 2 (walls above the pusher's row are floor, below are walls: no vertical push
    // has a free cell behind it). First push: (3,2) to (4,2); then (4,2) to (5,2). Two pushes.
    game: 'Sokoban',
    rows: ['#######', '#@    #', '#  $ .#', '#######'],
    box: [3, 2],
    to: [4, 2],
    pushes: 2,
    // Reverse mode: the box starts on the goal (5,2) and comes back along row 2, first to (4,2).
    goal: [5, 2],
    pullTo: [4, 2],
  },
  {
    // Pusher (4,1), box (6,1), goal (8,1): one push east (two text columns on Hexoban).
    game: 'Hexoban',
    rows: [' # # # # #', '#   @ $ . #', ' #       #', '  # # # #'],
    box: [6, 1],
    to: [8, 1],
    pushes: 1,
    goal: [8, 1],
    pullTo: [6, 1],
  },
  {
    // One row of triangles between walls: box (3,1) to (4,1), then to the goal (5,1). Two pushes.
    game: 'Trioban',
    rows: ['#######', '#@ $ .#', '#######'],
    box: [3, 1],
    to: [4, 1],
    pushes: 2,
    goal: [5, 1],
    pullTo: [4, 1],
  },
  {
    // One row of octagons and squares between walls: box (3,1) to (4,1), then to the goal (5,1). Two pushes.
    game: 'Octoban',
    rows: ['#######', '#@ $ .#', '#######'],
    box: [3, 1],
    to: [4, 1],
    pushes: 2,
    goal: [5, 1],
    pullTo: [4, 1],
  },
];

describe.each(CASES)('$game', (c) => {
  it('Hint marks the box, its target and a path; "Play it" makes that push', async () => {
    const page = await session.newPage();
    await page.goto(link(c.game, c.rows));
    await page.waitForFunction(() => 'polyban' in window);
    await page.keyboard.press('KeyH');
    await page.locator('.hint-box').waitFor({ timeout: 15_000 });
    expect(Number(await page.locator('.hint-box').getAttribute('data-cell'))).toBe(await cellOf(page, c.box[0]!, c.box[1]!));
    expect(Number(await page.locator('.hint-target').getAttribute('data-cell'))).toBe(await cellOf(page, c.to[0]!, c.to[1]!));
    expect(await page.locator('.hint-path').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(ARTIFACTS, `hint-${c.game.toLowerCase()}.png`) });
    await page.getByTestId('message').getByRole('button', { name: 'Play it' }).click();
    await settle(page);
    expect(await statusText(page)).toContain('Pushes: 1');
    // The box now stands on the hinted target.
    const boxes = await page.evaluate(() => [...(window as unknown as { polyban: { state: { game: { boxes: readonly number[] } } } }).polyban.state.game.boxes]);
    expect(boxes).toContain(await cellOf(page, c.to[0]!, c.to[1]!));
    // The marks leave with the next change.
    expect(await page.locator('.hint-box').count()).toBe(0);
    await page.context().close();
  });

  it('Solve finds a solution from the start, plays it, and keeps it as the solver\'s', async () => {
    const page = await session.newPage();
    await page.goto(link(c.game, c.rows));
    await page.waitForFunction(() => 'polyban' in window);
    await page.getByRole('button', { name: 'Solve' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent?.includes('Solved'), undefined, { timeout: 30_000 });
    await settle(page);
    expect(await statusText(page)).toContain(`Pushes: ${c.pushes}`);
    expect(await page.getByTestId('message').textContent()).toContain('with the solver');
    const copied = page.getByRole('button', { name: 'Copy solution' });
    await copied.click();
    // Copying shows the solution (once the clipboard answers): its pushes are the upper-case letters.
    await page.waitForFunction(() => document.querySelector('[data-testid="message"]')?.textContent?.startsWith('Solution'));
    const text = (await page.getByTestId('message').textContent()) ?? '';
    expect(text.replace(/^.*: /, '').replace(/[^A-Z]/g, '').length).toBe(c.pushes);
    await page.context().close();
  });

  it('in reverse mode, Hint marks the box to pull off its goal and where it lands; Solve pulls every box back', async () => {
    const page = await session.newPage();
    await page.goto(link(c.game, c.rows));
    await page.waitForFunction(() => 'polyban' in window);
    await page.getByRole('button', { name: 'Reverse mode' }).click();
    await page.keyboard.press('KeyH');
    await page.locator('.hint-box').waitFor({ timeout: 15_000 });
    expect(Number(await page.locator('.hint-box').getAttribute('data-cell'))).toBe(await cellOf(page, c.goal[0]!, c.goal[1]!));
    expect(Number(await page.locator('.hint-target').getAttribute('data-cell'))).toBe(await cellOf(page, c.pullTo[0]!, c.pullTo[1]!));
    // Before the first pull the pusher jumps beside the box: the message says so.
    expect(await page.getByTestId('message').textContent()).toContain('jump to where the drawn path starts, then pull');
    await page.screenshot({ path: join(ARTIFACTS, `reverse-hint-${c.game.toLowerCase()}.png`) });
    await page.getByTestId('message').getByRole('button', { name: 'Play it' }).click();
    await settle(page);
    expect(await statusText(page)).toContain('Pulls: 1');
    const boxes = await page.evaluate(() => [...(window as unknown as { polyban: { state: { game: { boxes: readonly number[] } } } }).polyban.state.game.boxes]);
    expect(boxes).toEqual([await cellOf(page, c.pullTo[0]!, c.pullTo[1]!)]);
    // From the start again, Solve pulls the box all the way back to its start square: one pull per push forward.
    await page.getByRole('button', { name: 'Restart' }).click();
    await page.getByRole('button', { name: 'Solve' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent?.includes('Solved'), undefined, { timeout: 30_000 });
    await settle(page);
    const status = await statusText(page);
    expect(status).toContain(`Pulls: ${c.pushes}`);
    expect(status).toContain('Reverse mode');
    // With one push to undo, the pull played from the hint won the game, and the player's win is a known solution since:
    // Solve takes it back with no search. With more, the solver found the moves.
    expect(await page.getByTestId('message').textContent()).toContain(c.pushes === 1 ? 'Solved in 2 moves and 1 pull.' : 'with the solver');
    await page.context().close();
  });
});

describe('Multiban', () => {
  // Two corridors walled apart: pusher (1,1), box (3,1) and goal (5,1) above; pusher (5,3), box (3,3) and goal (1,3)
  // below. Neither pusher can reach the other's box, so the solver's lone runs of each fail and both pushers must push:
  // the first its box right twice, the second its box left twice, four pushes with a pusher change between. A first
  // push towards a solution is (3,1)→(4,1) or (3,3)→(2,3).
  const rows = ['########', '#@ $ .##', '########', '#. $ @##', '########'];

  it('Hint names one of the two useful pushes; Solve solves with both pushers', async () => {
    const page = await session.newPage();
    await page.goto(link('Sokoban', rows));
    await page.waitForFunction(() => 'polyban' in window);
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.locator('.hint-box').waitFor({ timeout: 15_000 });
    const box = Number(await page.locator('.hint-box').getAttribute('data-cell'));
    const to = Number(await page.locator('.hint-target').getAttribute('data-cell'));
    const good = [
      [await cellOf(page, 3, 1), await cellOf(page, 4, 1)],
      [await cellOf(page, 3, 3), await cellOf(page, 2, 3)],
    ];
    expect(good).toContainEqual([box, to]);
    await page.getByRole('button', { name: 'Solve' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent?.includes('Solved'), undefined, { timeout: 30_000 });
    await settle(page);
    expect(await statusText(page)).toContain('Pushes: 4');
    await page.screenshot({ path: join(ARTIFACTS, 'solve-multiban.png') });
    await page.context().close();
  });

  it('in reverse mode, Hint and Solve say that they take one pusher, and change nothing', async () => {
    const page = await session.newPage();
    await page.goto(link('Sokoban', rows));
    await page.waitForFunction(() => 'polyban' in window);
    await page.getByRole('button', { name: 'Reverse mode' }).click();
    for (const name of ['Hint', 'Solve']) {
      await page.getByRole('button', { name }).click();
      await page.waitForFunction(() => document.querySelector('[data-testid="message"]')?.textContent?.includes('one pusher'), undefined, { timeout: 15_000 });
      await page.evaluate(() => (document.querySelector('[data-testid="message"]')!.textContent = ''));
    }
    expect(await statusText(page)).toContain('Moves: 0');
    expect(await page.locator('.hint-box').count()).toBe(0);
    await page.context().close();
  });
});

describe('a long search', () => {
  it('shows its progress, keeps the page responsive, and stops on Cancel', async () => {
    // XSokoban's Level 29 takes the solver longer than this test waits: about 9 s in Node.js on a fast run, and this
    // test cancels it once its progress shows. Its board alone: from the file, Solve would follow the file's solution.
    const page = await openXSokoban(29, true);
    await page.getByRole('button', { name: 'Solve' }).click();
    await solverState(page, 'searching');
    // Progress counts positions and seconds while the search runs.
    await page.waitForFunction(() => /[1-9][\d,]* positions, \d+\.\d s/.test(document.querySelector('[data-testid="solver-text"]')?.textContent ?? ''), undefined, { timeout: 10_000 });
    await page.screenshot({ path: join(ARTIFACTS, 'solve-progress.png') });
    // The page stays responsive while the worker searches: a key press moves at once (the pusher has floor on its right).
    const before = await statusText(page);
    await pressKeys(page, ['ArrowRight']);
    expect(await statusText(page)).not.toBe(before);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await solverState(page, 'cancelled', 2_000);
    expect(await page.getByTestId('solver-text').textContent()).toContain('cancelled');
    await page.context().close();
  });

  it('in the same page, Cancel leaves the worker free for a hint right away', async () => {
    const page = await openXSokoban(29, true);
    await page.getByRole('button', { name: 'Solve' }).click();
    await solverState(page, 'searching');
    await page.waitForTimeout(1_500);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await solverState(page, 'cancelled', 2_000);
    // Same worker: a small level's hint comes back well before the long search's 60 s limit.
    await page.getByRole('button', { name: 'Paste…' }).click();
    await page.getByTestId('paste-text').fill('Tiny\n\n#####\n#@$.#\n#####\n');
    await page.getByTestId('paste-open').click();
    const t0 = Date.now();
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.locator('.hint-box').waitFor({ timeout: 5_000 });
    expect(Date.now() - t0).toBeLessThan(5_000);
    await page.context().close();
  });
});

describe('a search that fails says why', () => {
  it('Solve from a lost position: the position cannot be solved, the boxes that lose it are marked', async () => {
    const page = await session.newPage();
    // The box (1,2) stands in the corner of the left and bottom walls, off the only goal (4,1).
    await page.goto(link('Sokoban', ['######', '#   .#', '#$ @ #', '######']));
    await page.waitForFunction(() => 'polyban' in window);
    await page.getByRole('button', { name: 'Solve' }).click();
    await solverState(page, 'failed', 10_000);
    expect(await page.getByTestId('solver-text').textContent()).toContain('cannot be solved');
    expect(Number(await page.locator('.deadlock-box').getAttribute('data-cell'))).toBe(await cellOf(page, 1, 2));
    await page.context().close();
  });

  it('a hint on a level too hard for its time limit, with no solution in its file, says it found nothing in time', async () => {
    // XSokoban's Level 30 alone, its board without the file's solutions: no search of it has ended in 60 s, let alone
    // the hint's 10 s (Level 29 now can).
    const page = await openXSokoban(30, true);
    await page.keyboard.press('KeyH');
    await solverState(page, 'searching');
    // The hint's search has 10 s.
    await page.waitForFunction(() => document.querySelector('[data-testid="message"]')?.getAttribute('data-kind') === 'hint-timeout', undefined, { timeout: 30_000 });
    expect(await page.getByTestId('message').textContent()).toContain('no solution was found in the time limit');
    await page.context().close();
  });
});

/** The board rows of the puzzle titled `title` in the corpus's XSokoban file: the lines after its title, up to a blank one. */
function boardOf(title: string): string[] {
  const lines = corpusFile('Original_and_Extra.sok').toString('utf8').split(/\r?\n/);
  const at = lines.indexOf(title);
  const rows: string[] = [];
  for (let i = at + 1; i < lines.length; i++) {
    if (lines[i]!.trim() === '') {
      if (rows.length > 0) break;
      continue;
    }
    rows.push(lines[i]!);
  }
  return rows;
}

describe("hints along a file's own solution", () => {
  it('on a level no search solves in time, a hint follows the solution the file brings, push after push', async () => {
    // XSokoban's Level 30 again, now with the file's solution: the search alone finds no hint (the test above).
    const page = await openXSokoban(30);
    for (let push = 1; push <= 3; push++) {
      await page.keyboard.press('KeyH');
      // Well within the 10 s a search would have, and would spend in vain.
      await page.waitForFunction(() => document.querySelector('[data-testid="message"]')?.getAttribute('data-kind') === 'hint', undefined, { timeout: 5_000 });
      await page.getByRole('button', { name: 'Play it' }).click();
      await page.waitForFunction((n) => document.querySelector('[data-testid="status"]')?.textContent?.includes(`Pushes: ${n}`), push, { timeout: 5_000 });
    }
    await page.context().close();
  });

  it('a solution saved as a reverse-mode game serves too, turned forward', async () => {
    // Level 30's solution from the file played backwards as a reverse game: a jump from the pusher's start to where the
    // solution ends, then each step undone in the opposite direction, pulls for pushes (upper case kept).
    const text = corpusFile('Original_and_Extra.sok').toString('utf8');
    const puzzle = parseCollection(text, { fileName: 'Original_and_Extra.sok' }).collection.puzzles.find((p) => p.title === 'Level 30')!;
    const level = loadPuzzle(puzzle, sokobanTopology).level!;
    const forward = puzzle.savedGames.map((g) => g.moves.text).find((m) => replay(level, m).solved)!;
    const end = replayWithPosition(level, forward).position.pushers[0]!;
    const opposite: Record<string, string> = { l: 'r', r: 'l', u: 'd', d: 'u', L: 'R', R: 'L', U: 'D', D: 'U' };
    const reverse = `[${displacementLetters(level, level.pushers[0]!, end)}]${[...forward].reverse().map((c) => opposite[c]).join('')}`;
    // Core reads it as a solved reverse game, and turns it forward.
    expect(replay(level, reverse)).toMatchObject({ reverse: true, solved: true });
    expect(reverseToForward(level, reverse)).not.toBeNull();
    const page = await session.newPage();
    await page.goto(session.url);
    await page.waitForFunction(() => 'polyban' in window);
    const file = `Level 30\n\n${boardOf('Level 30').join('\n')}\n\nSolution (reverse)\n${reverse}\n`;
    await openLevelFile(page, 'level-30-reverse.sok', file, 'Level 30');
    await page.keyboard.press('KeyH');
    await page.waitForFunction(() => document.querySelector('[data-testid="message"]')?.getAttribute('data-kind') === 'hint', undefined, { timeout: 5_000 });
    await page.context().close();
  });
});

/** The arrow keys that step as the square tiling's letters. */
const arrows: Record<string, string> = { l: 'ArrowLeft', r: 'ArrowRight', u: 'ArrowUp', d: 'ArrowDown' };

describe('the way back to a known solution', () => {
  it('after a push into a deadlock off the solution, the warning offers to go back to where the game left it', async () => {
    const page = await openXSokoban(30);
    // The file's solution of Level 30 begins "lluullddRR": from the start (5,5) round to (1,5), then box (2,5) pushed
    // right twice, to (4,5). Off it, "uL" pushes box (2,4) to (1,4): the wall on its left and at (1,2) and (1,6) keep
    // it in cells (1,3)-(1,5), none a goal. Going back is one push, two moves.
    await pressKeys(page, [...'lluullddrrul'].map((c) => arrows[c]!));
    expect(await statusText(page)).toContain('Pushes: 3');
    // The deadlock warning after the push, with no hint asked.
    const back = page.getByTestId('message').getByRole('button', { name: 'Go back' });
    await back.waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('message').getAttribute('data-kind')).toBe('deadlock');
    expect(await page.getByTestId('message').textContent()).toContain('Going back 2 moves (1 push) returns to a solution the hints know.');
    await back.click();
    await settle(page);
    expect(await statusText(page)).toContain('Pushes: 2');
    expect(await movesText(page)).toBe('lluullddRR');
    // From there the hint follows the file's solution at once: "lddddlddrU" walks round to (2,11) and pushes box
    // (2,10) up to (2,9).
    await page.getByTestId('message').getByRole('button', { name: 'Hint' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="message"]')?.getAttribute('data-kind') === 'hint', undefined, { timeout: 5_000 });
    expect(Number(await page.locator('.hint-box').getAttribute('data-cell'))).toBe(await cellOf(page, 2, 10));
    expect(Number(await page.locator('.hint-target').getAttribute('data-cell'))).toBe(await cellOf(page, 2, 9));
    // Undo takes the way back back.
    await page.getByTestId('message').getByRole('button', { name: 'Play it' }).click();
    await settle(page);
    expect(await statusText(page)).toContain('Pushes: 3');
    await page.keyboard.press('KeyZ');
    await settle(page);
    expect(await statusText(page)).toContain('Pushes: 2');
    await page.keyboard.press('KeyZ');
    await settle(page);
    expect(await movesText(page)).toBe('lluullddRRuL');
    await page.context().close();
  });

  it('a hint that finds nothing in time off the solution offers the way back too', async () => {
    const page = await openXSokoban(30);
    // "lluullddRR" as above, then a third push right, off the file's solution: box (4,5) to (5,5), the pusher's start,
    // between walls above and below. No deadlock test calls it lost, and the hint's 10 s search ends without a push.
    await pressKeys(page, [...'lluullddrrr'].map((c) => arrows[c]!));
    expect(await statusText(page)).toContain('Pushes: 3');
    await page.keyboard.press('KeyH');
    await page.waitForFunction(() => /^hint-(timeout|unsolvable)$/.test(document.querySelector('[data-testid="message"]')?.getAttribute('data-kind') ?? ''), undefined, { timeout: 30_000 });
    expect(await page.getByTestId('message').textContent()).toContain('Going back 1 move (1 push) returns to a solution the hints know.');
    await page.getByTestId('message').getByRole('button', { name: 'Go back' }).click();
    await settle(page);
    expect(await movesText(page)).toBe('lluullddRR');
    await page.context().close();
  });
});

describe('Solve along a known solution', () => {
  it("on a position the file's solution passes, Solve plays the rest of it at once, to the solved level", async () => {
    // "lluullddRR" begins the file's solution of Level 30 (see above); no search of the level ends in 60 s.
    const page = await openXSokoban(30);
    await pressKeys(page, [...'lluullddrr'].map((c) => arrows[c]!));
    expect(await statusText(page)).toContain('Pushes: 2');
    await page.getByRole('button', { name: 'Solve' }).click();
    await solverState(page, 'playing', 5_000);
    expect(await page.getByTestId('solver-text').textContent()).toContain('A known solution passes here');
    // Redo plays the queued steps at once (then finds nothing to redo).
    await page.keyboard.press('KeyY');
    await settle(page);
    expect(await page.evaluate(() => (window as unknown as { polyban: { state: { game: { isSolved(): boolean } } } }).polyban.state.game.isSolved())).toBe(true);
    expect(await movesText(page)).toMatch(/^lluullddRR/);
    // The rest is the file's solution, not one the solver found: the message does not add "(with the solver)".
    expect(await page.getByTestId('message').textContent()).toMatch(/^Solved in [\d,]+ moves and [\d,]+ pushes\./);
    await page.context().close();
  });
});

describe('reverse mode along a known solution', () => {
  it("Hint and Solve take the file's solution back at once, on a level no search solves in time", async () => {
    // Level 30's solution from the file; its last push, taken back, is the reverse game's first pull.
    const text = corpusFile('Original_and_Extra.sok').toString('utf8');
    const puzzle = parseCollection(text, { fileName: 'Original_and_Extra.sok' }).collection.puzzles.find((p) => p.title === 'Level 30')!;
    const level = loadPuzzle(puzzle, sokobanTopology).level!;
    const forward = puzzle.savedGames.map((g) => g.moves.text).find((m) => replay(level, m).solved)!;
    const last = forward.search(/[A-Z][^A-Z]*$/);
    const before = replayWithPosition(level, forward.slice(0, last)).position.pushers[0]!;
    const D = level.directionCount;
    const d = level.letterIndex[forward.charCodeAt(last)]!;
    // The pusher on `before` pushed the box from `from` to `onGoal`: the pull brings it back to `from`.
    const from = level.neighbours[before * D + d]!;
    const onGoal = level.neighbours[from * D + d]!;
    const page = await openXSokoban(30);
    await page.getByRole('button', { name: 'Reverse mode' }).click();
    await page.keyboard.press('KeyH');
    // Well within the 10 s a search would have, and would spend in vain.
    await page.waitForFunction(() => document.querySelector('[data-testid="message"]')?.getAttribute('data-kind') === 'hint', undefined, { timeout: 5_000 });
    expect(Number(await page.locator('.hint-box').getAttribute('data-cell'))).toBe(onGoal);
    expect(Number(await page.locator('.hint-target').getAttribute('data-cell'))).toBe(from);
    await page.getByRole('button', { name: 'Solve' }).click();
    await solverState(page, 'playing', 5_000);
    expect(await page.getByTestId('solver-text').textContent()).toContain('A known solution passes here: taking it back.');
    // Redo plays the queued steps at once: one pull for each of the solution's pushes, and the reverse game is won.
    await page.keyboard.press('KeyY');
    await settle(page);
    const status = await statusText(page);
    expect(status).toContain(`Pulls: ${replay(level, forward).pushes}`);
    expect(status).toContain('Solved');
    // The forward solution in the message is cut after its first 100 letters. Turned forward, the reverse game is the
    // file's solution again: its pushes in the same order, after the same walk to the first, "lluulldd".
    const message = (await page.getByTestId('message').textContent()) ?? '';
    expect(forward.startsWith('lluullddRR')).toBe(true);
    expect(message).toContain(`As a forward solution: ${forward.slice(0, 100)}…`);
    // The boxes' last slide (70 ms) ends before the picture.
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(ARTIFACTS, 'reverse-known-solved.png') });
    await page.context().close();
  });
});

describe('deadlocks and dead cells', () => {
  it('warns after a push into a corner, marks the box, and Undo takes the push back', async () => {
    const page = await session.newPage();
    // Pusher (3,2), box (2,2): a push left moves the box to (1,2), the corner of the left wall (0,2) and the bottom
    // wall (1,3), off the only goal (4,1): it can never move again.
    await page.goto(link('Sokoban', ['######', '#   .#', '# $@ #', '######']));
    await page.waitForFunction(() => 'polyban' in window);
    await pressKeys(page, ['ArrowLeft']);
    expect(await statusText(page)).toContain('Pushes: 1');
    await page.locator('.deadlock-box').waitFor({ timeout: 5_000 });
    expect(Number(await page.locator('.deadlock-box').getAttribute('data-cell'))).toBe(await cellOf(page, 1, 2));
    expect(await page.getByTestId('message').textContent()).toContain('Deadlock');
    await page.screenshot({ path: join(ARTIFACTS, 'deadlock.png') });
    await page.getByTestId('message').getByRole('button', { name: 'Undo' }).click();
    await settle(page);
    expect(await statusText(page)).toContain('Pushes: 0');
    expect(await page.locator('.deadlock-box').count()).toBe(0);
    await page.context().close();
  });

  it('names a corral deadlock that no box is frozen in, and marks the two boxes that close the area', async () => {
    // Goals (4,1) and (2,4). Right, then down pushes box (3,3) to (3,4): with box (4,3) it closes off (4,4) and (5,4),
    // and neither box is frozen, as (4,3) can go down and (3,4) right. Box (4,3) has a wall on its right, so it moves
    // only up and down, and reaches goal (4,1) only by pushes up from (4,4). The pusher gets to (4,4) only by pushing
    // a box into it, (3,4) right or (4,3) down, and that box can then only go on right into the corner (5,4).
    // Before the push the level is solvable: the pusher walks through (2,3) to (4,4), pushes (4,3) up twice, then
    // (3,3) down and left. Checked on a desktop window and on a phone held upright (touch).
    const desktop = await session.newPage();
    const phone = await (await session.browser.newContext({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 })).newPage();
    for (const [page, name] of [
      [desktop, 'deadlock-corral'],
      [phone, 'deadlock-corral-phone'],
    ] as const) {
      await page.goto(link('Sokoban', ['#######', '#   . #', '# @   #', '## $$##', '# .   #', '#######']));
      await page.waitForFunction(() => 'polyban' in window);
      await pressKeys(page, ['ArrowRight', 'ArrowDown']);
      expect(await statusText(page)).toContain('Pushes: 1');
      await page.locator('.deadlock-box').first().waitFor({ timeout: 5_000 });
      const marked = await page.locator('.deadlock-box').evaluateAll((rings) => rings.map((r) => Number(r.getAttribute('data-cell'))));
      expect(marked.sort((x, y) => x - y)).toEqual([await cellOf(page, 4, 3), await cellOf(page, 3, 4)]);
      const text = await page.getByTestId('message').textContent();
      expect(text).toContain('Deadlock: boxes close off an area');
      expect(text).toContain('The 2 marked boxes can no longer all reach goals.');
      await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
      await page.context().close();
    }
  });

  it('the Dead cells toggle shades the corners and walls-side cells a box can never leave', async () => {
    const page = await session.newPage();
    // Room 4×2 inside walls, goal (4,1). Dead: the corners (1,1), (1,2), (4,2), and (2,2), (3,2) along the bottom wall,
    // whose wall-side row holds no goal. Live: (2,1), (3,1), (4,1) along the top row that leads to the goal.
    await page.goto(link('Sokoban', ['######', '#   .#', '# $@ #', '######']));
    await page.waitForFunction(() => 'polyban' in window);
    const toggle = page.getByRole('button', { name: 'Dead cells' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('dead-cells').waitFor({ timeout: 5_000 });
    expect(Number(await page.getByTestId('dead-cells').getAttribute('data-count'))).toBe(5);
    await toggle.click();
    expect(await page.getByTestId('dead-cells').count()).toBe(0);
    await page.context().close();
  });
});
