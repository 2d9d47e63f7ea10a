/**
 * `polyban solve`: what it tells people. The total line with every kind of
 * puzzle left unsolved and every file that gave none, in colour only where
 * all went well; the checks of its numeric options, value by value; and the
 * messages of the files it cannot read or write, each stated by hand.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/input.js';
import { main } from '../src/main.js';
import { CORNERED, NO_PUSHER, ONE_PUSH, STEP_PUSH } from './boards.js';
import { runCli } from './run-cli.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const corpus = process.env['POLYBAN_CORPUS'] ?? resolve(here, '../../../../shared/corpus');

const json = (stdout: string) => JSON.parse(stdout) as { files: { file: string; puzzles: Record<string, unknown>[]; error?: { code: string; message: string }; written?: number }[] };

/** The last line of standard output, without its line break. */
const lastLine = (stdout: string): string => stdout.slice(0, -1).split('\n').pop()!;

/** Terminal colours, as the palette writes them: bold, green, red. */
const BOLD = (s: string) => `\u001b[1m${s}\u001b[22m`;
const GREEN = (s: string) => `\u001b[32m${s}\u001b[39m`;
const RED = (s: string) => `\u001b[31m${s}\u001b[39m`;

describe('polyban solve: the total line', () => {
  it('counts each kind of unsolved puzzle, then the files not read and those without puzzles', () => {
    const files = { 'a.sok': `Cornered\n\n${CORNERED}\nOne push\n\n${ONE_PUSH}\nNo pusher\n\n${NO_PUSHER}`, 'empty.sok': 'just notes\n' };
    const r = runCli(['solve', 'a.sok', 'empty.sok', 'missing.sok'], files);
    const lines = r.stdout.split('\n');
    expect(lines.slice(3)).toEqual(['empty.sok: no puzzles', 'Total: solved 1 of 3 puzzles (1 unsolvable, 1 invalid); 1 file not read, 1 file without puzzles', '']);
    expect(r.stderr).toContain('polyban: cannot read missing.sok: no such file\n');
    // A file not read is an error of the run, whatever was solved.
    expect(r.code).toBe(2);
  });

  it('counts puzzles out of memory, and files not written', () => {
    expect(lastLine(runCli(['solve', '--memory-limit', '0.0001', 'a.sok'], { 'a.sok': ONE_PUSH }).stdout)).toBe('Total: solved 0 of 1 puzzle (1 out of memory)');
    const r = runCli(['solve', '--write', 'a.sok', 'b.sok'], { 'a.sok': ONE_PUSH, 'b.sok': STEP_PUSH }, '', {}, false, { unwritable: ['a.sok'] });
    const lines = r.stdout.split('\n');
    expect(lines[0]).toMatch(/^a\.sok: puzzle 1: solved in \d+\.\d\d s: 1 move, 1 push$/);
    expect(lines[1]).toMatch(/^b\.sok: puzzle 1: solved in \d+\.\d\d s: 2 moves, 1 push$/);
    expect(lines.slice(2)).toEqual(['b.sok: 1 solution added as a saved game', 'Total: solved 2 of 2 puzzles; 1 file not written, 1 solution written', '']);
    expect(r.stderr).toBe('polyban: cannot write a.sok: permission denied\n');
    expect(r.code).toBe(2);
  });

  it('is green only when every puzzle was solved and every file read, had puzzles and was written', () => {
    const env = { FORCE_COLOR: '1' };
    const good = { 'a.sok': ONE_PUSH, 'b.sok': STEP_PUSH, 'empty.sok': 'just notes\n' };
    expect(lastLine(runCli(['solve', 'a.sok', 'b.sok'], { ...good }, '', env).stdout)).toBe(`${BOLD('Total')}: ${GREEN('solved 2 of 2 puzzles')}`);
    expect(lastLine(runCli(['solve', '--write', 'a.sok'], { ...good }, '', env).stdout)).toBe(`${BOLD('Total')}: ${GREEN('solved 1 of 1 puzzle')}; 1 solution written`);
    expect(lastLine(runCli(['solve', 'a.sok', 'c.sok'], { ...good, 'c.sok': CORNERED }, '', env).stdout)).toBe(`${BOLD('Total')}: solved 1 of 2 puzzles (1 unsolvable)`);
    // Every puzzle solved, but a file had none, or was not read, or not written: each alone, and in pairs.
    const notRead = RED('1 file not read');
    const notWritten = RED('1 file not written');
    const empty = RED('1 file without puzzles');
    // Each case: the arguments, the files that cannot be written (missing.sok is never there), the puzzles solved
    // (every one of those read), the files' part of the line.
    const cases: [string[], string[], number, string][] = [
      [['a.sok', 'empty.sok'], [], 1, empty],
      [['a.sok', 'missing.sok'], [], 1, notRead],
      [['--write', 'a.sok', 'b.sok'], ['b.sok'], 2, `${notWritten}, 1 solution written`],
      [['a.sok', 'missing.sok', 'empty.sok'], [], 1, `${notRead}, ${empty}`],
      [['--write', 'missing.sok', 'b.sok'], ['b.sok'], 1, `${notRead}, ${notWritten}`],
      // A file without the puzzle asked for, alone and beside one not read.
      [['--puzzle', '1', 'a.sok', 'empty.sok'], [], 1, RED('1 file without puzzle 1')],
      [['--puzzle', '1', 'a.sok', 'missing.sok', 'empty.sok'], [], 1, `${notRead}, ${RED('1 file without puzzle 1')}`],
    ];
    for (const [args, unwritable, solved, files] of cases) {
      const r = runCli(['solve', ...args], { ...good }, '', env, false, { unwritable });
      expect(lastLine(r.stdout), args.join(' ')).toBe(`${BOLD('Total')}: solved ${solved} of ${solved === 1 ? '1 puzzle' : `${solved} puzzles`}; ${files}`);
    }
  });

  it('counts a file without the puzzle --puzzle asks for as such, not as one not read or without puzzles', () => {
    const r = runCli(['solve', '--puzzle', '1', 'empty.sok'], { 'empty.sok': 'just notes\n' });
    expect(lastLine(r.stdout)).toBe('Total: solved 0 of 0 puzzles; 1 file without puzzle 1');
    expect(r.stderr).toContain('polyban: --puzzle 1: empty.sok has no puzzles\n');
    expect(r.code).toBe(2);
    // Beside a file not read, and one that has the puzzle: each counted as what it is.
    const three = runCli(['solve', '--puzzle', '2', 'one.sok', 'missing.sok', 'two.sok'], { 'one.sok': ONE_PUSH, 'two.sok': `${ONE_PUSH}\n${ONE_PUSH}` });
    expect(lastLine(three.stdout)).toBe('Total: solved 1 of 1 puzzle; 1 file not read, 1 file without puzzle 2');
    expect(three.code).toBe(2);
  });
});

describe('polyban solve --puzzle', () => {
  const three = { 'three.sok': `${ONE_PUSH}\n${STEP_PUSH}\n${CORNERED}` };

  it('names how many puzzles a file has when it has fewer', () => {
    const one = runCli(['solve', '--json', '--puzzle', '2', 'one.sok'], { 'one.sok': ONE_PUSH });
    expect(json(one.stdout).files[0]).toEqual({ file: 'one.sok', error: { code: 'no-such-puzzle', message: '--puzzle 2: one.sok has one puzzle' } });
    const none = runCli(['solve', '--json', '--puzzle', '1', 'empty.sok'], { 'empty.sok': 'just notes\n' });
    expect(json(none.stdout).files[0]).toEqual({ file: 'empty.sok', error: { code: 'no-such-puzzle', message: '--puzzle 1: empty.sok has no puzzles' } });
  });

  it('takes the last puzzle, and a number written with a leading zero', () => {
    expect(json(runCli(['solve', '--json', '--puzzle', '3', 'three.sok'], three).stdout).files[0]!.puzzles).toEqual([expect.objectContaining({ index: 3, status: 'unsolvable' })]);
    expect(json(runCli(['solve', '--json', '--puzzle', '02', 'three.sok'], three).stdout).files[0]!.puzzles).toEqual([expect.objectContaining({ index: 2, solution: 'rR' })]);
  });

  it('refuses anything but digits, with a message that says what to give', () => {
    for (const bad of ['+1', ' 1', '1 ', '1e0', '0x1', '1.0', '0']) {
      const r = runCli(['solve', '--puzzle', bad, 'three.sok'], three);
      expect(r.code, bad).toBe(2);
      expect(r.stderr.split('\n')[0], bad).toBe(`polyban: --puzzle ${bad}: give a puzzle number, 1 or more`);
      expect(r.stdout, bad).toBe('');
    }
  });
});

describe('polyban solve: other options', () => {
  it('--time-limit takes decimal numbers in every form: digits on either side of the point, and exponents', () => {
    for (const good of ['12.5', '.25', '5.', '1e+1', '1E01', '25e-1']) {
      const r = runCli(['solve', '--json', '--time-limit', good, 'a.sok'], { 'a.sok': ONE_PUSH });
      expect(r.code, good).toBe(0);
    }
    for (const bad of ['1e', '.', '1.2.3', 'e1', '1e+', '+1', '1_0']) {
      const r = runCli(['solve', '--time-limit', bad, 'a.sok'], { 'a.sok': ONE_PUSH });
      expect(r.code, bad).toBe(2);
      expect(r.stderr.split('\n')[0], bad).toBe(`polyban: --time-limit ${bad}: give a number of seconds greater than 0`);
    }
  });

  it('needs a file, and says so', () => {
    const r = runCli(['solve', '--json']);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe('polyban: solve needs at least one FILE');
  });

  it('--no-color, as --no-colour, turns colours off where FORCE_COLOR asks for them', () => {
    const r = runCli(['solve', '--no-color', 'a.sok'], { 'a.sok': ONE_PUSH }, '', { FORCE_COLOR: '1' });
    expect(r.stdout).toContain('solved');
    expect(r.stdout).not.toContain('\u001b');
  });

  it('reports a search\u2019s time in seconds: more than none, no longer than the run', () => {
    const orig = readFileSync(join(corpus, 'Original_and_Extra.sok'));
    const started = performance.now();
    // Level 10 has 32 boxes: its search runs to the limit, a twentieth of a second.
    const r = runCli(['solve', '--json', '--time-limit', '0.05', '--puzzle', '10', 'orig.sok'], { 'orig.sok': orig });
    const seconds = (performance.now() - started) / 1000;
    const [p] = json(r.stdout).files[0]!.puzzles;
    expect(p!['status']).toBe('timeout');
    expect(p!['seconds']).toBeGreaterThan(0);
    expect(p!['seconds']).toBeLessThanOrEqual(seconds + 0.001);
  });
});

describe('polyban solve: puzzles that cannot be searched', () => {
  it('names the tilings it knows when a puzzle names another, at the board', () => {
    const r = runCli(['solve', '--json', 'p.sok'], { 'p.sok': `Game: Pentaban\n\n${ONE_PUSH}` });
    // Line 1 names the tiling, line 2 is blank, the board starts on line 3.
    expect(json(r.stdout).files[0]!.puzzles[0]!['problem']).toEqual({ code: 'unknown-game', message: 'Puzzle 1 is for "Pentaban", which no installed tiling plays (known: Sokoban, Hexoban, Trioban, Octoban)', line: 3, column: 1 });
  });

  it('does not search a board with more goals than boxes: the error makes it invalid', () => {
    // Core builds a level from it, but reports it: one box, two goals.
    const r = runCli(['solve', '--json', 'g.sok'], { 'g.sok': 'Goals\n\n######\n#@$..#\n######\n' });
    expect(json(r.stdout).files[0]!.puzzles[0]).toMatchObject({
      status: 'invalid',
      boxes: 1,
      solution: null,
      generated: 0,
      problem: { code: 'invalid-puzzle', message: 'The board has 1 box but 2 goals: it needs as many goals as boxes in "Goals"', line: 3, column: 1 },
    });
    expect(r.code).toBe(1);
  });

  it('keeps standard error quiet in JSON: a puzzle\u2019s problem is in its entry', () => {
    const r = runCli(['solve', '--json', 'n.sok'], { 'n.sok': NO_PUSHER });
    expect(r.stderr).toBe('');
    expect(json(r.stdout).files[0]!.puzzles[0]).toMatchObject({ status: 'invalid', problem: { code: 'invalid-puzzle' } });
  });
});

describe('polyban solve --write: files it leaves alone', () => {
  it('adds the same solution to two puzzles of one file, each its own saved game', () => {
    const text = `First\n\n${ONE_PUSH}\nSecond\n\n${ONE_PUSH}`;
    const r = runCli(['solve', '--write', 'same.sok'], { 'same.sok': text });
    expect(r.code).toBe(0);
    const note = new TextDecoder().decode(r.written['same.sok']).match(/Solver: Polyban \S+/)![0];
    expect(new TextDecoder().decode(r.written['same.sok'])).toBe(`First\n\n${ONE_PUSH}\nSolution\nR\n${note}\n\nSecond\n\n${ONE_PUSH}\nSolution\nR\n${note}\n`);
  });

  it('says why it does not write: no way to write, the file unreadable again, or changed while being solved', () => {
    /** A run of `solve --write` on one file whose reads give `reads` in turn; with `canWrite`, an I/O that can write. */
    const run = (reads: (() => Uint8Array)[], canWrite: boolean) => {
      let stdout = '';
      let read = 0;
      let wrote = false;
      const code = main(['solve', '--json', '--write', 'a.sok'], {
        stdout: { write: (s: string | Uint8Array) => (stdout += String(s)) },
        stderr: { write: () => true },
        readStdin: () => new Uint8Array(),
        readFile: () => reads[Math.min(read++, reads.length - 1)]!(),
        ...(canWrite ? { writeFile: () => (wrote = true) } : {}),
        env: {},
      });
      return { code, wrote, entry: json(stdout).files[0]! };
    };
    const original = () => new TextEncoder().encode(ONE_PUSH);
    const gone = () => {
      throw new InputError('unreadable', 'cannot read a.sok: no such file');
    };
    // The second read, just before writing, finds an edit: a line added at the start, the last line cut short,
    // or one character changed (the box of "#@$.#" moved to "#@ $#"), the size kept.
    const edited = () => new TextEncoder().encode(`Edited\n\n${ONE_PUSH}`);
    const cut = () => new TextEncoder().encode(ONE_PUSH.slice(0, -3));
    const changed = () => new TextEncoder().encode(ONE_PUSH.replace('#@$.#', '#@ $#'));
    for (const [reads, canWrite, error] of [
      [[original], false, { code: 'unwritable', message: 'cannot write a.sok: this I/O has no writeFile' }],
      [[original, gone], true, { code: 'unwritable', message: 'cannot read a.sok: no such file' }],
      ...[edited, cut, changed].map((now) => [[original, now], true, { code: 'changed', message: 'a.sok changed while its puzzles were being solved; the solutions were not written' }] as const),
    ] as const) {
      const r = run([...reads], canWrite);
      expect(r.entry).toMatchObject({ written: 0, error, puzzles: [{ status: 'solved', solution: 'R' }] });
      expect(r.wrote).toBe(false);
      expect(r.code).toBe(2);
    }
  });
});

describe('polyban solve: the progress bar', () => {
  it('on a terminal\u2019s standard error only: the file among several, the puzzle, its positions and time', () => {
    const orig = readFileSync(join(corpus, 'Original_and_Extra.sok'));
    const files = { 'a.sok': orig, 'b.sok': orig };
    const { code, stdout, stderr } = runCli(['solve', '--json', '--time-limit', '0.3', '--puzzle', '10', 'a.sok', 'b.sok'], files, '', {}, false, { stderrColumns: 120 });
    expect(code).toBe(1);
    expect(stderr).toMatch(/\rsolve 1\/2 \[-+\] 0\/1 puzzle 10/);
    expect(stderr).toMatch(/\rsolve 2\/2 \[-+\] 0\/1 puzzle 10: [\d,]+ positions, \d+\.\d s/);
    // Only the tenth puzzle is named, and only times within the limit are shown.
    expect(new Set(stderr.match(/puzzle \d+/g))).toEqual(new Set(['puzzle 10']));
    for (const [, s] of stderr.matchAll(/positions, (\d+\.\d) s/g)) expect(Number(s)).toBeLessThanOrEqual(0.4);
    // The bar is cleared at the end, and the JSON is untouched by it.
    expect(stderr.endsWith('\r\u001b[K')).toBe(true);
    expect(json(stdout).files.map((f) => f.puzzles[0]!['status'])).toEqual(['timeout', 'timeout']);
    // Not a terminal: no bar.
    expect(runCli(['solve', 'a.sok'], { 'a.sok': ONE_PUSH }).stderr).toBe('');
  });
});
