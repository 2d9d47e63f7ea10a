/**
 * `polyban` as a Unix tool: bounded, regular-file input; quiet on a closed
 * pipe; terminal output that shows what a file says without obeying it;
 * colour conventions; usage errors; streamed JSON; totals and grouping.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_DIAGNOSTICS } from '@polyban/core';
import { main, processIo } from '../src/main.js';
import { runCli } from './run-cli.js';

const bin = resolve(fileURLToPath(new URL('.', import.meta.url)), '../bin/polyban.js');
const scratch = mkdtempSync(join(tmpdir(), 'polyban-unix-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const LEVEL = '#####\n#@$.#\n#####\n';

/** Runs the command on the real file system, capturing both streams. */
function runReal(args: string[]): { code: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const code = main(args, {
    ...processIo,
    stdout: { write: (s: string | Uint8Array) => (stdout += typeof s === 'string' ? s : new TextDecoder().decode(s)), isTTY: false },
    stderr: { write: (s: string) => (stderr += s), isTTY: false },
    env: {},
  });
  return { code, stdout, stderr };
}

describe('input', () => {
  it('refuses a device such as /dev/zero at once, instead of reading it for ever', () => {
    const r = runReal(['check', '/dev/zero']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('/dev/zero is not a regular file (a device)');
  });

  it('refuses a FIFO without opening it (with no writer, opening would block for ever)', () => {
    const fifo = join(scratch, 'levels.fifo');
    execFileSync('mkfifo', [fifo]);
    const r = runReal(['check', fifo]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('is not a regular file (a FIFO)');
  });

  it('refuses a file over --max-bytes, and a bad --max-bytes is a usage error', () => {
    const file = join(scratch, 'big.sok');
    writeFileSync(file, LEVEL.repeat(100));
    expect(runReal(['check', '--max-bytes', '1000', file])).toMatchObject({ code: 2 });
    expect(runReal(['check', '--max-bytes', '1000', file]).stderr).toContain('over the 1,000-byte limit');
    expect(runReal(['check', '--max-bytes', String(LEVEL.length * 100), file]).code).toBe(0);
    expect(runCli(['check', '--max-bytes', '-5', 'a.sok'], { 'a.sok': LEVEL }).code).toBe(2);
    expect(runCli(['check', '--max-bytes', 'lots', 'a.sok'], { 'a.sok': LEVEL }).stderr).toContain('--max-bytes lots: give a whole number');
  });

  it.runIf(existsSync(bin))('stops reading standard input at --max-bytes', () => {
    const r = spawnSync(process.execPath, [bin, 'check', '--max-bytes', '1000', '-'], { input: LEVEL.repeat(1000), encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('standard input is over the 1,000-byte limit');
  });

  it('lists unreadable files in the --json output, and exits 2', () => {
    const r = runCli(['check', '--json', 'a.sok', 'missing.sok'], { 'a.sok': LEVEL });
    const json = JSON.parse(r.stdout);
    expect(json.files).toHaveLength(2);
    expect(json.files[1]).toEqual({ file: 'missing.sok', error: { code: 'unreadable', message: 'cannot read missing.sok: no such file' } });
    expect(r.code).toBe(2);
  });

  it('--stdin-filename names standard input, and its extension names the tiling', () => {
    const hex = ' # # #\n# @ $ . #\n # # # #\n'.replace(' # # #\n', ' # # # #\n');
    const json = JSON.parse(runCli(['check', '--json', '--stdin-filename', 'levels.hsb', '-'], {}, hex).stdout);
    expect(json.files[0].file).toBe('levels.hsb');
    expect(json.files[0].puzzles[0].game).toBe('Hexoban');
    expect(runCli(['check', '--stdin-filename', 'x.hsb', 'a.sok'], { 'a.sok': LEVEL }).code).toBe(2);
  });
});

describe.runIf(existsSync(bin))('a closed pipe', () => {
  it('ends quietly when the reader stops early, as `| head` does', () => {
    const file = join(scratch, 'many.sok');
    writeFileSync(file, Array.from({ length: 20000 }, (_, i) => `Level ${i}\n\n${LEVEL}`).join('\n'));
    const err = join(scratch, 'err.txt');
    execFileSync('sh', ['-c', `"${process.execPath}" "${bin}" convert --to sok "${file}" 2>"${err}" | head -c 100 >/dev/null`]);
    expect(readFileSync(err, 'utf8')).toBe('');
  });
});

describe('terminal output', () => {
  it('shows control characters in titles and file names instead of sending them to the terminal', () => {
    // (A carriage return would end the line: the format reads CR as a line break.)
    const hostile = `Fine\u001b[2K\u001b[1AForged line\n\n${LEVEL}\nSolution\u0007\nuu\n`;
    const r = runCli(['check', 'a.sok'], { 'a.sok': hostile });
    // Nothing below a space but the line breaks reaches the terminal.
    expect([...r.stdout].filter((ch) => ch < ' ' && ch !== '\n')).toEqual([]);
    expect(r.stdout).toContain('puzzle 1 "Fine\\x1B[2K\\x1B[1AForged line"');
    expect(r.stdout).toContain('saved game "Solution\\x07"');
    const shown = runCli(['show', 'a.sok'], { 'a.sok': hostile });
    expect(shown.stdout).toContain('1. Fine\\x1B[2K');
    expect(shown.stdout).not.toContain('\u001b');
  });

  it('colours a report on a terminal, never with NO_COLOR or --no-colour, and always with FORCE_COLOR', () => {
    const bad = `${LEVEL}\nSolution\nuu\n`;
    const red = '\u001b[31m';
    expect(runCli(['check', 'a.sok'], { 'a.sok': bad }, '', {}, true).stdout).toContain(red);
    expect(runCli(['check', 'a.sok'], { 'a.sok': bad }, '', {}, false).stdout).not.toContain('\u001b');
    expect(runCli(['check', 'a.sok'], { 'a.sok': bad }, '', { NO_COLOR: '1' }, true).stdout).not.toContain('\u001b');
    expect(runCli(['check', '--no-colour', 'a.sok'], { 'a.sok': bad }, '', { FORCE_COLOR: '1' }, true).stdout).not.toContain('\u001b');
    expect(runCli(['check', 'a.sok'], { 'a.sok': bad }, '', { FORCE_COLOR: '1' }, false).stdout).toContain(red);
    expect(runCli(['check', 'a.sok'], { 'a.sok': bad }, '', { FORCE_COLOR: '0' }, true).stdout).not.toContain('\u001b');
  });
});

describe('usage', () => {
  it('rejects unknown short options as usage errors', () => {
    const r = runCli(['check', '-x', 'a.sok'], { 'a.sok': LEVEL });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('unknown option -x');
    expect(runCli(['convert', '-j', 'a.sok'], { 'a.sok': LEVEL }).code).toBe(2);
  });

  it('treats names from Object.prototype as the names they are', () => {
    expect(runCli(['constructor']).stderr).toContain('unknown command "constructor"');
    expect(runCli(['check', 'x.constructor'], { 'x.constructor': LEVEL }).code).toBe(0);
    const json = JSON.parse(runCli(['check', '--json', 'a.sok'], { 'a.sok': `Game: __proto__\n\n${LEVEL}` }).stdout);
    expect(json.files[0].puzzles[0].game).toBe('__proto__');
    expect(json.files[0].diagnostics[0].code).toBe('unknown-game');
  });
});

describe('reports', () => {
  it('names every saved game that is illegal or does not solve, and ends with a total over all files', () => {
    // Pusher (2,1): "l" walks to (1,1) and solves nothing; "R" pushes the box onto the goal; "uu" walks into the wall.
    const text = `######\n# @$.#\n######\n\nSolution\nR\n\nSnapshot\nl\n\nWrong\nuu\n`;
    const r = runCli(['check', 'a.sok', 'b.sok'], { 'a.sok': text, 'b.sok': LEVEL });
    expect(r.stdout).toContain('puzzle 1, saved game "Snapshot": legal, but does not solve the puzzle (1 move, 0 pushes)');
    expect(r.stdout).toContain('puzzle 1, saved game "Wrong": illegal at move 1: "u" walks into a wall');
    expect(r.stdout).not.toContain('"Solution"');
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('Total: 2 files, 2 puzzles, 3 saved games: 1 illegal, 1 does not solve; 0 errors, 0 warnings: problems found');
  });

  it('gathers repeats of one problem on one board into one line', () => {
    // Hexoban: the first "#" at (1,0) makes cells where x + y is odd; every character of row 1 sits at an odd x, between hexagons.
    const hex = ' # # # # #\n # @ $ . #\n # # # # #\n';
    const r = runCli(['check', '--game', 'Hexoban', 'a.sok'], { 'a.sok': hex });
    const lines = r.stdout.split('\n').filter((l) => l.includes('misaligned-cell'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^ {2}a\.sok:2:2: error misaligned-cell: .*\(and 4 more like it in puzzle 1: 2:4, 2:6, 2:8, 2:10\)$/);
    // JSON keeps every one.
    const json = JSON.parse(runCli(['check', '--json', '--game', 'Hexoban', 'a.sok'], { 'a.sok': hex }).stdout);
    expect(json.files[0].diagnostics.filter((d: { code: string }) => d.code === 'misaligned-cell')).toHaveLength(5);
  });

  it('caps board problems at the same bound as the reader\'s', () => {
    // Every board lacks a pusher: one invalid-puzzle error each.
    const text = Array.from({ length: MAX_DIAGNOSTICS + 200 }, () => '#####\n# $.#\n#####\n').join('\n');
    const json = JSON.parse(runCli(['check', '--json', 'a.sok'], { 'a.sok': text }).stdout);
    const d = json.files[0].diagnostics;
    expect(d).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect(d.at(-1).code).toBe('too-many-diagnostics');
    expect(json.files[0].summary.puzzles).toBe(MAX_DIAGNOSTICS + 200);
  });

  it('writes --json a puzzle at a time, so no single string grows with the file', () => {
    const text = Array.from({ length: 3000 }, (_, i) => `Level ${i}\n\n${LEVEL}\nSolution\nR\n`).join('\n');
    const writes: number[] = [];
    let out = '';
    main(['check', '--json', 'a.sok'], {
      stdout: { write: (s: string | Uint8Array) => (writes.push(s.length), (out += String(s))) },
      stderr: { write: () => true },
      readStdin: () => new Uint8Array(),
      readFile: () => new TextEncoder().encode(text),
    });
    const json = JSON.parse(out);
    expect(json.files[0].puzzles).toHaveLength(3000);
    expect(json.files[0].puzzles[2999]).toMatchObject({ index: 3000, title: 'Level 2999', savedGames: [{ legal: true, solved: true }] });
    expect(Math.max(...writes)).toBeLessThan(1000);
    const converted: number[] = [];
    let doc = '';
    main(['convert', '--to', 'json', 'a.sok'], {
      stdout: { write: (s: string | Uint8Array) => (converted.push(s.length), (doc += String(s))) },
      stderr: { write: () => true },
      readStdin: () => new Uint8Array(),
      readFile: () => new TextEncoder().encode(text),
    });
    expect(JSON.parse(doc).puzzles).toHaveLength(3000);
    expect(Math.max(...converted)).toBeLessThan(1000);
  });

  it('convert exits 1 when the file had errors, after writing what could be read', () => {
    const r = runCli(['convert', '--to', 'sok', 'a.sok'], { 'a.sok': `${LEVEL}\n99999999999#|#@$.#|5#\n` });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('#@$.#');
    expect(r.stderr).toContain('rle-limit');
  });
});
