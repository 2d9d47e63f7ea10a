/**
 * `polyban solve --jobs N`: several searches at once, each on a thread, with
 * the report the same and in the same order as with one; and the threads
 * themselves: their messages, their errors, and one that falls silent.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCollection } from '@polyban/core';
import { SolveThreads, type SearchTask, type ThreadMessage } from '../src/solve-threads.js';
import { CORNERED, NO_PUSHER, ONE_PUSH, STEP_PUSH } from './boards.js';
import { runCli } from './run-cli.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const corpus = process.env['POLYBAN_CORPUS'] ?? resolve(here, '../../../../shared/corpus');
const bin = resolve(here, '../bin/polyban.js');
const scratch = mkdtempSync(join(tmpdir(), 'polyban-jobs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const json = (stdout: string) => JSON.parse(stdout) as { files: { file: string; puzzles: Record<string, unknown>[]; error?: { code: string } }[] };

/** XSokoban's Level 10, which no search finishes in a fraction of a second. */
function level10(): string {
  const { collection } = parseCollection(readFileSync(join(corpus, 'Original_and_Extra.sok'), 'utf8'), { fileName: 'x.sok' });
  return collection.puzzles.find((p) => p.title === 'Level 10')!.board.rows.join('\n');
}

/** A report with the times and counts that differ from run to run left out. */
const steady = (stdout: string): unknown => JSON.parse(stdout, (k: string, v: unknown) => (k === 'seconds' || k === 'generated' ? 0 : v));

describe('polyban solve --jobs', () => {
  const files = {
    'a.sok': `One push\n\n${ONE_PUSH}\nCornered\n\n${CORNERED}\nNo pusher\n\n${NO_PUSHER}`,
    'b.sok': `Step\n\n${STEP_PUSH}`,
  };

  it('reports each file and puzzle in order, with the results worked out by hand', () => {
    const r = runCli(['solve', '--json', '--jobs', '3', 'a.sok', 'missing.sok', 'b.sok'], files);
    const out = json(r.stdout);
    expect(out.files.map((f) => f.file)).toEqual(['a.sok', 'missing.sok', 'b.sok']);
    expect(out.files[0]!.puzzles.map((p) => [p['index'], p['status'], p['solution']])).toEqual([
      [1, 'solved', 'R'],
      [2, 'unsolvable', null],
      [3, 'invalid', null],
    ]);
    expect(out.files[1]!.error).toMatchObject({ code: 'unreadable' });
    expect(out.files[2]!.puzzles.map((p) => [p['index'], p['status'], p['solution']])).toEqual([[1, 'solved', 'rR']]);
    // A file that cannot be read makes the exit code 2, as with one job.
    expect(r.code).toBe(2);
  });

  it('gives the report of one job, byte for byte but for times and counts, for people and in JSON', () => {
    for (const args of [['--json'], []]) {
      const one = runCli(['solve', ...args, 'a.sok', 'b.sok'], files);
      const two = runCli(['solve', ...args, '--jobs', '2', 'a.sok', 'b.sok'], files);
      if (args.length > 0) expect(steady(two.stdout)).toEqual(steady(one.stdout));
      else expect(two.stdout.replace(/in \d+\.\d\d s/g, 'in T')).toBe(one.stdout.replace(/in \d+\.\d\d s/g, 'in T'));
      expect(two.stderr).toBe(one.stderr);
      expect(two.code).toBe(1);
    }
  });

  it('prints a quick puzzle after a slow one before it', () => {
    const text = `Slow\n\n${level10()}\n\nQuick\n\n${ONE_PUSH}`;
    const r = runCli(['solve', '--jobs', '2', '--time-limit', '0.5', 'two.sok'], { 'two.sok': text });
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('two.sok: puzzle 1 "Slow": no solution within 0.5 s');
    expect(lines[1]).toMatch(/^two\.sok: puzzle 2 "Quick": solved in \d+\.\d\d s: 1 move, 1 push$/);
    expect(lines[2]).toBe('Total: solved 1 of 2 puzzles (1 out of time)');
  });

  it('adds the same solutions with --write', () => {
    const one = { 'w.sok': files['a.sok'] };
    const two = { 'w.sok': files['a.sok'] };
    runCli(['solve', '--write', 'w.sok'], one);
    runCli(['solve', '--write', '--jobs', '2', 'w.sok'], two);
    expect(new TextDecoder().decode(two['w.sok'] as unknown as Uint8Array)).toBe(new TextDecoder().decode(one['w.sok'] as unknown as Uint8Array));
    expect(new TextDecoder().decode(two['w.sok'] as unknown as Uint8Array)).toContain('Solution\nR\n');
  });

  it('refuses a --jobs that is not a whole number from 1 to 4 per processor', () => {
    const most = 4 * availableParallelism();
    for (const bad of ['0', '-1', '1.5', 'two', '', '0x2', String(most + 1), '100000']) {
      const r = runCli(['solve', '--jobs', bad, 'a.sok'], files);
      expect(r.code, bad).toBe(2);
      expect(r.stderr, bad).toContain(`--jobs ${bad}: give a number of searches at once, 1 to ${most} on this machine (4 per processor)`);
    }
    expect(runCli(['solve', '--jobs', String(most), 'a.sok'], files).stdout).toContain('Total: solved 1 of 3 puzzles');
    // One job is the least; a leading zero still makes a whole number.
    for (const good of ['1', '02']) expect(runCli(['solve', '--json', '--jobs', good, 'b.sok'], files).code, good).toBe(0);
  });

  it('draws one progress bar for all the threads: puzzles done of all, and each search running', () => {
    const text = level10();
    const { code, stderr } = runCli(['solve', '--json', '--jobs', '2', '--time-limit', '0.5', 'a.sok', 'b.sok'], { 'a.sok': text, 'b.sok': text }, '', {}, false, { stderrColumns: 160 });
    expect(code).toBe(1);
    // Both files' puzzle 1 search at once; the bar counts the two together, never per file.
    expect(stderr).toMatch(/\rsolve \[-+\] 0\/2 puzzle 1: [\d,]+ positions, \d+\.\d s/);
    expect(stderr).not.toMatch(/solve \d\/2/);
    expect(stderr.endsWith('\r\u001b[K')).toBe(true);
  });

  it('runs from the built command, its threads finding their script beside it', () => {
    const file = join(scratch, 'levels.sok');
    writeFileSync(file, `${ONE_PUSH}\n${STEP_PUSH}`);
    const r = spawnSync(process.execPath, [bin, 'solve', '--json', '--jobs', '2', file], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(json(r.stdout).files[0]!.puzzles.map((p) => p['solution'])).toEqual(['R', 'rR']);
  });
});

describe('SolveThreads', () => {
  const script = (name: string) => new URL(`./threads/${name}`, import.meta.url);
  const task = (id: number, delay: number): SearchTask => ({ id, game: `game ${id}`, level: { delay } as unknown as SearchTask['level'], limits: { optimal: false, timeLimit: 0.1, memoryLimitMb: undefined } });

  it('hands each task to a free thread and passes on every message as it comes', () => {
    const threads = new SolveThreads(2, script('echo-worker.mjs'), []);
    const seen: ThreadMessage[] = [];
    let wakes = 0;
    try {
      // Task 0 takes longest: two threads finish 1 and 2 while it runs, and 2 is given out only once 1 is done.
      threads.run([task(0, 300), task(1, 10), task(2, 10)], (m) => seen.push(m), () => wakes++);
    } finally {
      threads.close();
    }
    const results = seen.filter((m) => m.type === 'result').map((m) => m.id);
    expect(results).toEqual([1, 2, 0]);
    expect(seen.filter((m) => m.type === 'progress').map((m) => m.id).sort()).toEqual([0, 1, 2]);
    for (const id of [0, 1, 2]) expect(seen.findIndex((m) => m.id === id && m.type === 'progress')).toBeLessThan(seen.findIndex((m) => m.id === id && m.type === 'result'));
    expect(seen.find((m) => m.id === 2 && m.type === 'result')).toMatchObject({ result: { solution: 'game 2' } });
    expect(wakes).toBeGreaterThan(0);
  });

  it('passes on the error a thread posts, for the command to report', () => {
    const threads = new SolveThreads(1, script('error-worker.mjs'), []);
    const seen: ThreadMessage[] = [];
    try {
      threads.run([task(7, 0)], (m) => seen.push(m), () => {});
    } finally {
      threads.close();
    }
    expect(seen).toEqual([{ type: 'error', id: 7, message: 'no search for task 7' }]);
  });

  it('has a thread that cannot load the solver say so for its task, instead of ending unheard', () => {
    // Node.js cannot run the packages' TypeScript sources, which this export condition picks.
    const threads = new SolveThreads(1, new URL('../dist/solve-worker.js', import.meta.url), ['--conditions', '@polyban/source']);
    const seen: ThreadMessage[] = [];
    try {
      threads.run([task(4, 0)], (m) => seen.push(m), () => {});
    } finally {
      threads.close();
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ type: 'error', id: 4 });
    expect((seen[0] as { message: string }).message).toContain('the solving thread could not load the solver');
  });

  it('gives up on a thread that posts nothing long past its time limit, instead of waiting for ever', () => {
    const threads = new SolveThreads(1, script('silent-worker.mjs'), [], 200);
    const started = Date.now();
    try {
      expect(() => threads.run([task(3, 0)], () => {}, () => {})).toThrow('a solving thread stopped answering while it searched (task 3)');
    } finally {
      threads.close();
    }
    // The task's time limit (0.1 s) and the silence allowed (0.2 s), then one wake at most.
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
