/**
 * The player in a real browser: per tiling, open a level by link and by file,
 * play a solution with the keyboard, undo and redo, click to move, reload;
 * plus Multiban, reverse mode, a damaged file and bad links. Screenshots of
 * every tiling land in e2e/artifacts/.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, clickCell, fileSession, levelLink, openLevelFile, pressKeys, statusText } from './harness.js';

/** Keys for each letter, as the player documents them (arrows for Sokoban; Q E / A D / Z C; numpad-like QWE/AD/ZXC for Octoban). */
const KEYS: Record<string, Record<string, string>> = {
  Sokoban: { l: 'ArrowLeft', r: 'ArrowRight', u: 'ArrowUp', d: 'ArrowDown' },
  Hexoban: { l: 'KeyA', r: 'KeyD', u: 'KeyQ', n: 'KeyE', s: 'KeyZ', d: 'KeyC' },
  Trioban: { l: 'KeyA', r: 'KeyD', u: 'KeyQ', n: 'KeyE', s: 'KeyZ', d: 'KeyC' },
  Octoban: { l: 'KeyA', r: 'KeyD', u: 'KeyW', d: 'KeyX', n: 'KeyE', e: 'KeyC', s: 'KeyZ', w: 'KeyQ' },
};

/** One level per tiling, with a solution and a walk worked out by hand (see each comment). */
const CASES = [
  {
    // Boxes (2,2) and (4,2), goals (1,2) and (5,2); u, push left, r, push right.
    game: 'Sokoban',
    rows: ['#######', '#     #', '#.$ $.#', '#  @  #', '#######'],
    solution: 'uLrR',
    moves: 4,
    pushes: 2,
    // Walk from (3,3) to (5,1): two steps up and two right.
    walkTo: [5, 1] as const,
    walkLength: 4,
  },
  {
    // Parity odd (row 0 starts at column 1). Pusher (4,1), box (6,1), goal (8,1): "R" pushes east two columns.
    // Walk: (4,1) d to (5,2), r to (7,2): two steps.
    game: 'Hexoban',
    rows: [' # # # # #', '#   @ $ . #', ' #       #', '  # # # #'],
    solution: 'R',
    moves: 1,
    pushes: 1,
    walkTo: [7, 2] as const,
    walkLength: 2,
  },
  {
    // Pusher (1,1), box (3,1), goal (5,1): r, then two pushes along the row.
    game: 'Trioban',
    rows: ['#######', '#@ $ .#', '#     #', '#######'],
    solution: 'rRR',
    moves: 3,
    pushes: 2,
    // (1,1) points down: its only floor neighbour is (2,1); from there down to (2,2), then left to (1,2).
    walkTo: [1, 2] as const,
    walkLength: 3,
  },
  {
    // Pusher (1,1), box (3,2) on a square, goal (5,3): d, r, push right, u, push diagonally south-east.
    game: 'Octoban',
    rows: ['#######', '#@    #', '#  $  #', '#    .#', '#######'],
    solution: 'drRuE',
    moves: 5,
    pushes: 2,
    walkTo: [5, 1] as const,
    walkLength: 4,
  },
];

const session = fileSession();

const link = (game: string, rows: string[], moves = ''): string => levelLink(session.url, game, rows, moves);


describe.each(CASES)('$game', (c) => {
  it('opens by link and applies the moves: Solved', async () => {
    const page = await session.newPage();
    await page.goto(link(c.game, c.rows, c.solution));
    await page.waitForTimeout(200);
    const status = await statusText(page);
    expect(status).toContain(`Moves: ${c.moves}`);
    expect(status).toContain(`Pushes: ${c.pushes}`);
    expect(status).toContain('Solved');
    await page.context().close();
  });

  it('opens by file, plays the solution with the keyboard, undoes and redoes it, keeps progress over a reload', async () => {
    const page = await session.newPage();
    await page.goto(session.url);
    await openLevelFile(page, 'level.sok', `Game: ${c.game}\n\nTest level\n\n${c.rows.join('\n')}\n`, 'Test level');
    expect(await page.getByTestId('level-title').textContent()).toContain('Test level');
    await pressKeys(page, [...c.solution].map((l) => KEYS[c.game]![l.toLowerCase()]!));
    expect(await statusText(page)).toContain('Solved');
    await page.screenshot({ path: join(ARTIFACTS, `${c.game.toLowerCase()}-solved.png`) });
    // Undo everything, then redo everything.
    await pressKeys(page, Array.from({ length: c.moves }, () => 'Control+KeyZ'));
    expect(await statusText(page)).toContain('Moves: 0');
    expect(await statusText(page)).not.toContain('Solved');
    await pressKeys(page, Array.from({ length: c.moves }, () => 'Control+Shift+KeyZ'));
    expect(await statusText(page)).toContain(`Moves: ${c.moves}`);
    expect(await statusText(page)).toContain('Solved');
    // Undo one step and reload once it is stored: the progress is still there.
    await pressKeys(page, ['Control+KeyZ']);
    await page.evaluate(() => (window as unknown as { polyban: { saved(): Promise<void> } }).polyban.saved());
    await page.reload();
    await page.waitForTimeout(200);
    await openLevelFile(page, 'level.sok', `Game: ${c.game}\n\nTest level\n\n${c.rows.join('\n')}\n`, 'Test level');
    expect(await statusText(page)).toContain(`Moves: ${c.moves - 1}`);
    await page.context().close();
  });

  it('click-to-move walks to a clicked cell by the shortest path', async () => {
    const page = await session.newPage();
    await page.goto(link(c.game, c.rows));
    await page.waitForTimeout(200);
    await page.screenshot({ path: join(ARTIFACTS, `${c.game.toLowerCase()}.png`) });
    await clickCell(page, c.walkTo[0], c.walkTo[1]);
    expect(await statusText(page)).toContain(`Moves: ${c.walkLength}`);
    expect(await statusText(page)).toContain('Pushes: 0');
    await page.context().close();
  });
});

describe('click-to-move on Trioban after a push', () => {
  it('spells the walk with the letter nearest the push\'s heading', async () => {
    const page = await session.newPage();
    // Pusher (4,2) points down; "U" pushes the box on (4,1) to the goal (3,1). From (4,1), now an up-triangle, the
    // cell (5,1) is "r" (0°) or "n" (60°): after "U" (120°) the writer takes "n". Then "R" pushes (6,1) onto (7,1).
    await page.goto(link('Trioban', ['#########', '#  .$ $.#', '#   @   #', '#########'], 'U'));
    await page.waitForTimeout(200);
    await clickCell(page, 5, 1);
    await pressKeys(page, [KEYS['Trioban']!['r']!]);
    expect(await statusText(page)).toContain('Solved');
    const moves = await page.evaluate(() => (window as unknown as { polyban: { state: { game: { movesText(): string } } } }).polyban.state.game.movesText());
    expect(moves).toBe('UnR');
    await page.context().close();
  });
});

describe('click a box, then a target', () => {
  it('pushes the box there along a push path', async () => {
    const page = await session.newPage();
    // Box (2,2), goal (5,2): from (1,1) the pusher walks to (1,2) and pushes right three times.
    await page.goto(link('Sokoban', ['#######', '#@    #', '#.$  .#', '#######'].map((r) => r.replace('.$', ' $'))));
    await page.waitForTimeout(200);
    await clickCell(page, 2, 2);
    await clickCell(page, 5, 2);
    const status = await statusText(page);
    expect(status).toContain('Moves: 4');
    expect(status).toContain('Pushes: 3');
    expect(status).toContain('Solved');
    await page.context().close();
  });
});

describe('Multiban', () => {
  it('Tab on the board switches pushers; the moves solve the level', async () => {
    const page = await session.newPage();
    // Pushers (1,1) and (7,3); boxes (3,1) and (4,3); goals (5,1) and (3,3).
    await page.goto(link('Sokoban', ['#########', '#@ $ .  #', '#   #   #', '#  .$  @#', '#########']));
    await page.waitForTimeout(200);
    await page.getByTestId('board-wrap').focus();
    await pressKeys(page, ['ArrowRight', 'ArrowRight', 'ArrowRight', 'Tab', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft']);
    const status = await statusText(page);
    expect(status).toContain('Moves: 6');
    expect(status).toContain('Pushes: 3');
    expect(status).toContain('Solved');
    await page.screenshot({ path: join(ARTIFACTS, 'multiban.png') });
    await page.context().close();
  });
});

describe('reverse mode', () => {
  it('pulls the box back from the goal and reports the forward solution', async () => {
    const page = await session.newPage();
    // Pusher (2,2), box (3,2), goal (4,2). Reverse: the box starts on (4,2); step right, then step left pulling it.
    await page.goto(link('Sokoban', ['#######', '#     #', '# @$. #', '#     #', '#######']));
    await page.waitForTimeout(200);
    await page.getByRole('button', { name: 'Reverse mode' }).click();
    expect(await statusText(page)).toContain('Reverse mode');
    await pressKeys(page, ['ArrowRight', 'ArrowLeft']);
    const status = await statusText(page);
    // Reverse games count pulls as pulls; the step right is a move: 2 moves, 1 pull.
    expect(status).toContain('Moves: 2');
    expect(status).toContain('Pulls: 1');
    expect(status).toContain('Solved');
    // Forward: drop nothing, reverse "L" to "R", walk from (2,2) to where the reverse game ended, (2,2): "R".
    expect(await page.getByTestId('message').textContent()).toContain('As a forward solution: R');
    await page.screenshot({ path: join(ARTIFACTS, 'reverse.png') });
    await page.context().close();
  });
});

describe('files and links with errors', () => {
  it('shows the diagnostics of a damaged file with line and column, and opens its good levels', async () => {
    const page = await session.newPage();
    await page.goto(session.url);
    await openLevelFile(page, 'damaged.sok', 'Good one\n\n#####\n#@$.#\n#####\n\nBomb\n\n999999999#|#@$.#|5#\n\nGood two\n\n######\n#@$ .#\n######\n', 'Good one');
    const diags = await page.getByTestId('diagnostics').textContent();
    expect(diags).toContain('9:1');
    expect(diags).toContain('1,000,000-cell board limit');
    expect(await page.getByTestId('level-list').locator('li').count()).toBe(2);
    expect(await statusText(page)).toContain('Moves: 0');
    await page.screenshot({ path: join(ARTIFACTS, 'diagnostics.png') });
    await page.context().close();
  });

  it('a bad link shows a clear message and the built-in levels, not a blank page', async () => {
    const page = await session.newPage();
    await page.goto(`${session.url}?game=Pentaban&level=5%23|%23%40%24.%23|5%23`);
    await page.waitForTimeout(200);
    expect(await page.getByTestId('message').textContent()).toContain('Pentaban');
    expect(await statusText(page)).toContain('Moves: 0');
    await page.goto(`${session.url}?level=3(%23`);
    await page.waitForTimeout(200);
    // `3(#`: the "(" at character 2 is never closed; the message is two sentences, the second what the page shows instead.
    expect(await page.getByTestId('message').textContent()).toBe(
      'The link\'s level is not a valid run-length encoded board: a "(" that is never closed at character 2. Showing the built-in levels instead.',
    );
    await page.context().close();
  });
});

describe('paste and export', () => {
  it('pastes a level as text, solves it, and exports the collection with the solution as a saved game', async () => {
    const page = await session.newPage();
    await page.goto(session.url);
    await page.getByRole('button', { name: 'Paste…' }).click();
    await page.getByTestId('paste-text').fill('Pasted one\n\n#####\n#@$.#\n#####\n');
    await page.getByTestId('paste-open').click();
    await page.waitForTimeout(150);
    expect(await page.getByTestId('level-title').textContent()).toContain('Pasted one');
    await pressKeys(page, ['ArrowRight']);
    expect(await statusText(page)).toContain('Solved');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export .sok' }).click();
    const file = await download;
    const path = await file.path();
    const text = (await import('node:fs')).readFileSync(path!, 'utf8');
    // The pasted text comes back as it was, followed by the solution found.
    expect(text.startsWith('Pasted one\n\n#####\n#@$.#\n#####\n')).toBe(true);
    expect(text).toContain('Solution 1/1\nR\n');
    await page.context().close();
  });

  it('says why a level opened from a link cannot be saved as .sok, and saves nothing', async () => {
    // "xyzxyz" is no board row: as the first row, on a line of its own or on a line of rows, the reader would read text.
    const page = await session.newPage();
    await page.goto(levelLink(session.url, 'Sokoban', ['xyzxyz', '#@$.#', '#####']));
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.getByRole('button', { name: 'Export .sok' }).click();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('message').textContent()).toBe('Level 1 cannot be saved in a .sok file: row 1 of its board holds "x", which a level file cannot hold there.');
    // A board of floor alone: the reader would find no board in the file.
    await page.goto(levelLink(session.url, 'Sokoban', ['---', '---']));
    await page.getByRole('button', { name: 'Export .sok' }).click();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('message').textContent()).toBe('Level 1 cannot be saved in a .sok file: its board has no wall, box, goal or pusher.');
    expect(downloads).toBe(0);
    await page.context().close();
  });
});

describe('a Windows-1252 file', () => {
  it('reads its accented letters, warns how it was read, and exports in the same encoding', async () => {
    const page = await session.newPage();
    await page.goto(session.url);
    // Latin-1 bytes: 0xE7 is "ç" and 0xDF "ß"; neither is valid UTF-8 here. The first is line 1, column 17.
    const bytes = Buffer.from('Collection: Fran\xE7ois\n\nAu\xDFenfelder\n\n#####\n#@$.#\n#####\n', 'latin1');
    await page.getByTestId('file-input').setInputFiles({ name: 'latin1.sok', mimeType: 'text/plain', buffer: bytes });
    await page.waitForFunction(() => document.querySelector('[data-testid="level-title"]')?.textContent?.includes('Au') === true);
    expect(await page.getByTestId('level-list').textContent()).toContain('Außenfelder');
    expect(await page.getByTestId('level-title').textContent()).toContain('Außenfelder');
    const diags = await page.getByTestId('diagnostics').textContent();
    expect(diags).toContain('1:17');
    expect(diags).toContain('read as Windows-1252');
    await pressKeys(page, ['ArrowRight']);
    expect(await statusText(page)).toContain('Solved');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export .sok' }).click();
    const saved = (await import('node:fs')).readFileSync((await (await download).path())!);
    // The file's own bytes come back unchanged, then the solution, still one byte per character.
    expect(saved.subarray(0, bytes.length).equals(bytes)).toBe(true);
    expect(saved.toString('latin1')).toContain('Solution 1/1\nR\n');
    expect(saved.includes(Buffer.from('Außenfelder', 'utf8'))).toBe(false);
    await page.context().close();
  });
});
