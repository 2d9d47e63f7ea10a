/**
 * "Install only the tiling you need": packs @polyban/core and
 * @polyban/hexoban, installs just those two tarballs with npm in a folder
 * outside the workspace, and runs a script there as ESM and as CommonJS that
 * parses a Hexoban level, plays it and replays a solution.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const scratch = mkdtempSync(join(tmpdir(), 'polyban-install-'));

// Parity odd; pusher (2,1), box (4,1), goal (6,1): "R" pushes the box two columns east onto the goal.
const LEVEL = 'A first hexagon\\n\\n # # # #\\n# @ $ . #\\n # # # #\\n\\nSolution\\nR\\n';

const script = (load: string): string => `${load}
const { collection, diagnostics } = parseCollection('${LEVEL}', { fileName: 'one.hsb' });
const puzzle = collection.puzzles[0];
const { level } = loadPuzzle(puzzle, hexobanTopology);
const game = new Game(level);
const step = game.step('r');
const result = replay(level, puzzle.savedGames[0].moves);
console.log(JSON.stringify({ game: puzzle.game, title: puzzle.title, diagnostics: diagnostics.length, pushed: step.ok && step.pushed, solved: game.isSolved(), replay: { legal: result.legal, solved: result.solved, moves: result.moves, pushes: result.pushes } }));
`;

const expected = { game: 'Hexoban', title: 'A first hexagon', diagnostics: 0, pushed: true, solved: true, replay: { legal: true, solved: true, moves: 1, pushes: 1 } };

beforeAll(() => {
  for (const pkg of ['core', 'hexoban']) {
    execFileSync('pnpm', ['pack', '--pack-destination', scratch], { cwd: join(root, 'packages', pkg), stdio: 'pipe' });
  }
  const tarballs = readdirSync(scratch).filter((f) => f.endsWith('.tgz'));
  writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'scratch', private: true }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs.map((t) => `./${t}`)], { cwd: scratch, stdio: 'pipe' });
}, 180_000);

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('installing only @polyban/hexoban and @polyban/core from their tarballs', () => {
  it('installs exactly those two packages', () => {
    expect(readdirSync(join(scratch, 'node_modules', '@polyban')).sort()).toEqual(['core', 'hexoban']);
  });

  it('works as ESM', () => {
    writeFileSync(join(scratch, 'play.mjs'), script("import { parseCollection, loadPuzzle, Game, replay, hexobanTopology } from '@polyban/hexoban';"));
    expect(JSON.parse(execFileSync(process.execPath, ['play.mjs'], { cwd: scratch }).toString())).toEqual(expected);
  });

  it('works as CommonJS', () => {
    writeFileSync(join(scratch, 'play.cjs'), script("const { parseCollection, loadPuzzle, Game, replay, hexobanTopology } = require('@polyban/hexoban');"));
    expect(JSON.parse(execFileSync(process.execPath, ['play.cjs'], { cwd: scratch }).toString())).toEqual(expected);
  });
});
