/**
 * The benchmark's JSON (`pnpm bench:solver --json`) is a contract: keys
 * `microban`, `hexoban`, `xsokoban` and `generated`, each `{ solved, total,
 * seconds, optimal }`, and `statesPerSecond`, as one object on standard
 * output with the progress on standard error. The script runs here as a
 * user runs it, on the built packages (`--no-build`: the test task builds
 * them first), on a few levels of each set (`--part`), so that it stays
 * short. The counts expected are worked out from the sets' sizes by hand.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR } from './boards.js';

const script = fileURLToPath(new URL('../bench/solver.mjs', import.meta.url));

/** Runs the benchmark with `args`; its exit code and both outputs. */
function bench(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [script, '--no-build', ...args], {
    encoding: 'utf8',
    env: { ...process.env, POLYBAN_CORPUS: CORPUS_DIR },
    timeout: 60_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The one JSON object standard output must hold: parsing the whole of it fails on anything else there. */
function onlyObject(stdout: string): Record<string, unknown> {
  const value: unknown = JSON.parse(stdout);
  expect(value).toBeTypeOf('object');
  expect(Array.isArray(value)).toBe(false);
  return value as Record<string, unknown>;
}

const SETS = ['microban', 'hexoban', 'xsokoban', 'generated'];

describe('pnpm bench:solver --json', () => {
  it('gives each set run its solved, total, seconds and optimal counts, and the positions a second over Microban', () => {
    // Every 31st of Microban's 155 levels from the first: Levels 1, 32, 63, 94 and 125, each solved in well under a second.
    const { status, stdout, stderr } = bench('--json', '--only', 'microban', '--part', '1/31', '--cap', '20');
    expect(status, stderr).toBe(0);
    const out = onlyObject(stdout);
    for (const set of SETS) expect(out).toHaveProperty(set);
    const microban = out['microban'] as Record<string, unknown>;
    expect(Object.keys(microban).sort()).toEqual(['optimal', 'seconds', 'solved', 'total']);
    expect(microban['total']).toBe(5);
    expect(microban['solved']).toBe(5);
    // Quick mode proves nothing optimal.
    expect(microban['optimal']).toBe(0);
    expect(microban['seconds']).toBeTypeOf('number');
    expect(microban['seconds']).toBeGreaterThan(0);
    expect(microban['seconds']).toBeLessThan(100);
    // Sets left out by --only are null, not made-up zeros.
    expect(out['hexoban']).toBeNull();
    expect(out['xsokoban']).toBeNull();
    expect(out['generated']).toBeNull();
    const rate = out['statesPerSecond'];
    expect(Number.isInteger(rate)).toBe(true);
    expect(rate).toBeGreaterThan(0);
    // The table and progress go to standard error, which names the set and its count.
    expect(stderr).toContain('microban: 5/5');
  });

  it('counts the levels proven push-optimal with --optimal, and gives no rate when Microban is not run', () => {
    // Every 25th of the 100 generated levels: 4 small levels, each proven push-optimal by A* at once.
    const { status, stdout, stderr } = bench('--json', '--optimal', '--only', 'generated', '--part', '2/25', '--cap', '20');
    expect(status, stderr).toBe(0);
    const out = onlyObject(stdout);
    const generated = out['generated'] as Record<string, unknown>;
    expect(generated['total']).toBe(4);
    expect(generated['solved']).toBe(4);
    expect(generated['optimal']).toBe(4);
    expect(out['microban']).toBeNull();
    expect(out['statesPerSecond']).toBeNull();
  });

  it.each([
    [['--cap', '0'], '--cap wants a number of seconds'],
    [['--only', 'sokoban'], '--only wants one of microban, hexoban, xsokoban, generated'],
    [['--part', '3/2'], '--part wants K/N'],
  ])('refuses %j with a message on standard error and nothing on standard output', (args, message) => {
    const { status, stdout, stderr } = bench('--json', ...args);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
  });
});
