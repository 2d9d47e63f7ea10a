import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Collection, Puzzle } from '@polyban/core';
import { xsbLeavesOut } from '../src/main.js';
import { runCli } from './run-cli.js';

const SOK = `Collection: Tiny

First

#####
#p$.#
#####

Solution
R
`;

describe('polyban convert', () => {
  const files = { 't.sok': '#####\n#p$.#\n#####\n\nSolution\nrrrUUUU\n' };

  it('--to sok writes canonical SOK with standard characters', () => {
    const r = runCli(['convert', '--to', 'sok', 't.sok'], files);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('#####\n#@$.#\n#####\n\nSolution\nrrrUUUU\n');
  });

  it('ends its lines with "\\n", whatever the input\'s line ends', () => {
    for (const eol of ['\r\n', '\r']) {
      const crlf = { 't.sok': ['#####', '#p$.#', '#####', '', 'Solution', 'rrrUUUU', ''].join(eol) };
      expect(runCli(['convert', '--to', 'sok', 't.sok'], crlf).stdout).toBe('#####\n#@$.#\n#####\n\nSolution\nrrrUUUU\n');
    }
  });

  it('writes canonical SOK without --to, as the usage says', () => {
    expect(runCli(['convert', 't.sok'], files)).toMatchObject({ code: 0, stdout: '#####\n#@$.#\n#####\n\nSolution\nrrrUUUU\n' });
  });

  it('says which file it cannot read, with exit code 2 and nothing written, as show does', () => {
    for (const command of ['convert', 'show']) {
      expect(runCli([command, 'missing.sok'], files), command).toMatchObject({ code: 2, stdout: '', stderr: 'polyban: cannot read missing.sok: no such file\n' });
    }
  });

  it('exits 0 for a file whose reader found warnings only, which it reports on standard error', () => {
    // Moves with a jump not at their start: line 6 is read with a warning, and kept as written.
    const warned = { 'w.sok': '#####\n#@$.#\n#####\n\nSolution\nr[r]\n' };
    expect(runCli(['convert', 'w.sok'], warned)).toMatchObject({ code: 0, stdout: '#####\n#@$.#\n#####\n\nSolution\nr[r]\n' });
    expect(runCli(['convert', 'w.sok'], warned).stderr).toMatch(/^w\.sok:6:1: warning reverse-without-jump: /);
    // show too: a warning does not change the exit code.
    const shown = runCli(['show', 'w.sok'], warned);
    expect([shown.code, shown.stdout]).toEqual([0, '1. (untitled) [Sokoban]\n#####\n#@$.#\n#####\n\n']);
    expect(shown.stderr).toMatch(/^w\.sok:6:1: warning reverse-without-jump: /);
  });

  it('--to xsb writes boards only, and says what it leaves out', () => {
    const r = runCli(['convert', '--to', 'xsb', 't.sok'], files);
    expect(r.stdout).toBe('#####\n#@$.#\n#####\n');
    expect([r.code, r.stderr]).toEqual([0, 'polyban: t.sok: XSB holds boards and titles only; left out: 1 saved game\n']);
  });

  it('--to xsb names each kind of thing it leaves out, and is silent when it leaves out nothing', () => {
    // The header's Collection key; puzzle 1's note and two solutions; puzzle 2 a Trioban one, with a note saying so.
    const text = 'Collection: Two\n\nOne\n\n#####\n#@$.#\n#####\nAuthor: A\n\nSolution\nR\n\nSolution\nR\n\nTwo\n\n#####\n#@$.#\n#####\nGame: Trioban\n';
    const r = runCli(['convert', '--to', 'xsb', 'm.sok'], { 'm.sok': text });
    expect(r.stderr).toBe('polyban: m.sok: XSB holds boards and titles only; left out: 2 saved games, the notes of the file and 2 puzzles, the tiling of 1 puzzle not Sokoban, as which XSB is read\n');
    const plain = runCli(['convert', '--to', 'xsb', 'p.sok'], { 'p.sok': 'One\n\n#####\n#@$.#\n#####\n\nTwo\n\n######\n#@$ .#\n######\n' });
    expect([plain.code, plain.stderr]).toEqual([0, '']);
    // --to sok keeps them all, and says nothing.
    expect(runCli(['convert', '--to', 'sok', 'm.sok'], { 'm.sok': text }).stderr).toBe('');
  });

  it('names what XSB leaves out, kind by kind: each counted, the file and its puzzles apart, the tiling without case', () => {
    const puzzle = (p: Partial<Puzzle>): Puzzle => ({ title: 'T', board: { rows: ['#####', '#@$.#', '#####'] }, notes: [], game: 'Sokoban', savedGames: [], comments: [], ...p });
    const file = (puzzles: Puzzle[], c: Partial<Collection> = {}): Collection => ({ title: null, notes: [], comments: [], macros: {}, puzzles, ...c });
    const solution = { title: 'Solution', moves: { text: 'R', reverse: false } as Puzzle['savedGames'][number]['moves'], notes: [] };
    expect(xsbLeavesOut(file([puzzle({}), puzzle({ game: 'SOKOBAN' })]))).toBe('');
    for (const header of [{ title: 'Set' }, { notes: ['by me'] }, { comments: ['kept'] }, { macros: { Author: 'A' } }]) {
      expect(xsbLeavesOut(file([puzzle({})], header)), JSON.stringify(header)).toBe('the notes of the file');
    }
    expect(xsbLeavesOut(file([puzzle({ notes: ['n'] }), puzzle({})]))).toBe('the notes of 1 puzzle');
    expect(xsbLeavesOut(file([puzzle({ comments: ['c'] }), puzzle({ notes: ['n'] })]))).toBe('the notes of 2 puzzles');
    expect(xsbLeavesOut(file([puzzle({ savedGames: [solution] })]))).toBe('1 saved game');
    expect(xsbLeavesOut(file([puzzle({ game: 'Hexoban' }), puzzle({ game: 'trioban' }), puzzle({})]))).toBe('the tiling of 2 puzzles not Sokoban, as which XSB is read');
    expect(xsbLeavesOut(file([puzzle({ savedGames: [solution, solution], notes: ['n'], game: 'Octoban' }), puzzle({ savedGames: [solution] })], { title: 'Set' }))).toBe(
      '3 saved games, the notes of the file and 1 puzzle, the tiling of 1 puzzle not Sokoban, as which XSB is read',
    );
  });

  it('--to rle writes boards on one line and moves run-length encoded', () => {
    const r = runCli(['convert', '--to', 'rle', 't.sok'], files);
    expect(r.stdout).toBe('5#|#@$.#|5#\n\nSolution\n3r4U\n');
  });

  it('--to json writes the document', () => {
    const r = runCli(['convert', '--to', 'json', 't.sok'], files);
    const doc = JSON.parse(r.stdout);
    expect(doc.puzzles[0].board.rows).toEqual(['#####', '#p$.#', '#####']);
    expect(doc.puzzles[0].savedGames[0].moves.text).toBe('rrrUUUU');
  });

  it('refuses an unknown format with exit code 2', () => {
    const r = runCli(['convert', '--to', 'pdf', 't.sok'], files);
    expect([r.code, r.stdout, r.stderr.split('\n')[0]]).toEqual([2, '', 'polyban: --to pdf: use sok, xsb, rle or json']);
  });

  it('names an option value that took the FILE\'s place as the mistake, not the missing FILE', () => {
    const to = runCli(['convert', '--to', 't.sok'], files);
    expect([to.code, to.stdout, to.stderr.split('\n')[0]]).toEqual([2, '', 'polyban: --to t.sok: use sok, xsb, rle or json']);
    const puzzle = runCli(['show', '--puzzle', 't.sok'], files);
    expect([puzzle.code, puzzle.stdout, puzzle.stderr.split('\n')[0]]).toEqual([2, '', 'polyban: --puzzle t.sok: give a puzzle number, 1 or more']);
    // With a good value and no FILE, the FILE is what is missing.
    for (const args of [['convert', '--to', 'xsb'], ['show', '--puzzle', '1']]) expect(runCli(args, files).stderr.split('\n')[0], args.join(' ')).toBe('polyban: give exactly one FILE');
  });
});

describe('polyban show', () => {
  it('draws each puzzle with its title and tiling', () => {
    const r = runCli(['show', 's.sok'], { 's.sok': SOK });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('1. First [Sokoban]\n#####\n#@$.#\n#####\n');
  });

  it('shows which way Trioban triangles point on floor cells', () => {
    // Row 1: x=1 is floor with x + y = 2 (even): a down-pointing triangle.
    const tri = '#####\n# @ #\n#$. #\n#####\n';
    const r = runCli(['show', '--game', 'Trioban', 't.txt'], { 't.txt': tri });
    expect(r.stdout.split('\n')[2]).toBe('#▽@▽#');
  });

  it('draws every kind of cell, in colour when asked: walls grey, boxes yellow, goals cyan, pushers green, floor dim', () => {
    // Two pushers (one on a goal), three boxes (one on a goal), three goals, and one floor cell at (3,1).
    const files = { 'k.xsb': '#########\n#@$ .*+$#\n#########\n' };
    expect(runCli(['show', 'k.xsb'], files).stdout).toBe('1. (untitled) [Sokoban]\n#########\n#@$ .*+$#\n#########\n\n');
    const paint = (code: string, ch: string): string => `\u001b[${code}m${ch}\u001b[0m`;
    const [wall, box, goal, pusher, floor] = ['90', '33;1', '36;1', '32;1', '2'].map((code) => (ch: string) => paint(code, ch));
    const row = [wall!('#'), pusher!('@'), box!('$'), floor!(' '), goal!('.'), box!('*'), pusher!('+'), box!('$'), wall!('#')].join('');
    const coloured = runCli(['show', 'k.xsb'], files, undefined, { FORCE_COLOR: '1' }).stdout.split('\n');
    expect(coloured[2]).toBe(row);
    expect(coloured[1]).toBe(wall!('#').repeat(9));
  });

  it('draws Trioban triangles pointing up and down, and Octoban octagons apart from the squares between them', () => {
    // Trioban: a triangle points down where x + y is even, up where it is odd (row 1: x = 2 up, 3 and 5 down).
    expect(runCli(['show', 't.sok'], { 't.sok': 'Game: Trioban\n\n########\n#@  $ .#\n########\n' }).stdout.split('\n').slice(1, 4)).toEqual([
      '########',
      '#@△▽$▽.#',
      '########',
    ]);
    // Octoban: octagons where x + y is even (a dot on the floor), squares where it is odd (blank).
    const octo = '########\n#@     #\n#   $  #\n#     .#\n########\n';
    expect(runCli(['show', '--game', 'Octoban', 'o.xsb'], { 'o.xsb': octo }).stdout.split('\n').slice(1, 6)).toEqual([
      '########',
      '#@ · · #',
      '# · $ ·#',
      '#· · ·.#',
      '########',
    ]);
  });

  it('leaves the floor outside the walls blank, whatever shape its cells have', () => {
    // Two columns of floor left of the walls on every row: outside, so no triangle and no octagon dot there,
    // though (1,1) is an octagon (x + y even) and a triangle.
    const board = '  #####\n  #@$.#\n  #####\n';
    for (const game of ['Octoban', 'Trioban']) {
      expect(runCli(['show', '--game', game, 'b.txt'], { 'b.txt': board }).stdout.split('\n').slice(1, 4), game).toEqual(['  #####', '  #@$.#', '  #####']);
    }
  });

  it('--puzzle N draws that puzzle alone; anything but a whole number from 1 to the count is a usage error', () => {
    const two = { 'two.sok': 'One\n\n#####\n#@$.#\n#####\n\nTwo\n\n######\n#@ $.#\n######\n' };
    expect(runCli(['show', '--puzzle', '2', 'two.sok'], two)).toMatchObject({ code: 0, stdout: '2. Two [Sokoban]\n######\n#@ $.#\n######\n\n' });
    expect(runCli(['show', '--puzzle', '1', 'two.sok'], two).stdout).toBe('1. One [Sokoban]\n#####\n#@$.#\n#####\n\n');
    // A number past the file's puzzles is said in one line, naming the file, as solve says it, with no usage text.
    const r = runCli(['show', '--puzzle', '3', 'two.sok'], two);
    expect([r.code, r.stdout, r.stderr]).toEqual([2, '', 'polyban: --puzzle 3: two.sok has puzzles 1 to 2\n']);
    const one = runCli(['show', '--puzzle', '2', 'one.sok'], { 'one.sok': 'One\n\n#####\n#@$.#\n#####\n' });
    expect([one.code, one.stderr]).toEqual([2, 'polyban: --puzzle 2: one.sok has one puzzle\n']);
    // What is no puzzle number at all is said to be so before the file is read, as solve says it.
    for (const n of ['0', '1.5', 'x', '-1', '']) {
      const r = runCli(['show', '--puzzle', n, 'two.sok'], two);
      expect([r.code, r.stdout, r.stderr.split('\n')[0]]).toEqual([2, '', `polyban: --puzzle ${n}: give a puzzle number, 1 or more`]);
    }
    // --no-colour and --no-color both turn colours off, even where FORCE_COLOR asks for them.
    for (const flag of ['--no-colour', '--no-color']) {
      expect(runCli(['show', flag, '--puzzle', '1', 'two.sok'], two, undefined, { FORCE_COLOR: '1' }).stdout).toBe('1. One [Sokoban]\n#####\n#@$.#\n#####\n\n');
    }
  });

  it('says so for a puzzle no tiling plays or that cannot be played, with its diagnostics on standard error, and exit code 1', () => {
    const unknown = runCli(['show', 'q.sok'], { 'q.sok': 'Game: Quadoban\n\nA\n\n#####\n#@$.#\n#####\n' });
    expect(unknown).toMatchObject({ code: 1, stdout: '1. A [Quadoban]\n   no installed tiling plays "Quadoban"\n\n' });
    // The board starts on line 5: the error is there, as check reports it.
    expect(unknown.stderr).toBe('q.sok:5:1: error unknown-game: Puzzle 1 is for "Quadoban", which no installed tiling plays (known: Sokoban, Hexoban, Trioban, Octoban)\n');
    // No pusher: the board, on lines 3 to 5, makes no level.
    const bad = runCli(['show', 'b.sok'], { 'b.sok': 'Bad\n\n#####\n# $.#\n#####\n' });
    expect(bad.code).toBe(1);
    // It is shown as written, then a blank line before the next puzzle, as a drawn board is.
    expect(bad.stdout).toBe('1. Bad [Sokoban]\n#####\n# $.#\n#####\n\n');
    expect(bad.stderr).toBe('b.sok:3:1: error invalid-puzzle: The board has no pusher ("@" or "+") in "Bad"\n');
  });

  it('exits 1 for any error, the reader\'s or a board\'s, even where the board is drawn, as check does', () => {
    // The floor at line 4, column 5 is on the board's edge: the pusher can walk off there. The board still draws.
    const open = runCli(['show', 'o.sok'], { 'o.sok': 'Open\n\n#####\n#@$. \n#####\n' });
    expect([open.code, open.stdout]).toEqual([1, '1. Open [Sokoban]\n#####\n#@$.\n#####\n\n']);
    expect(open.stderr).toMatch(/^o\.sok:4:5: error open-board: /);
    // An empty file holds no puzzle: the reader's error, and nothing to draw.
    const empty = runCli(['show', 'e.sok'], { 'e.sok': '' });
    expect([empty.code, empty.stdout]).toEqual([1, '']);
    expect(empty.stderr).toMatch(/^e\.sok:1:1: error no-puzzles: /);
    // Two puzzles, the first good: the second's error alone sets the exit code.
    const two = runCli(['show', 't.sok'], { 't.sok': 'One\n\n#####\n#@$.#\n#####\n\nTwo\n\n#####\n#@$ #\n#####\n' });
    expect(two.code).toBe(1);
    expect(two.stderr).toMatch(/^t\.sok:9:1: error invalid-puzzle: The board has 1 box but no goals/);
  });

  it('--puzzle past the file\'s puzzles exits with 2', () => {
    expect(runCli(['show', '--puzzle', '9', 's.sok'], { 's.sok': SOK }).code).toBe(2);
  });

  it('prints the usage without a command (on standard error, exit 2) and for --help, -h and help (exit 0), and the version', () => {
    const none = runCli([]);
    expect([none.code, none.stdout, none.stderr.startsWith('Usage: polyban <command> [options] FILE...\n')]).toEqual([2, '', true]);
    for (const ask of ['--help', '-h', 'help']) expect(runCli([ask])).toMatchObject({ code: 0, stdout: none.stderr, stderr: '' });
    expect(runCli(['--version'])).toMatchObject({ code: 0, stdout: 'polyban 0.1.0\n' });
    // A usage error names the problem, then shows the help of the command it was given to.
    const bad = runCli(['check', '--bogus', 'a.sok'], { 'a.sok': '' });
    expect(bad.code).toBe(2);
    expect(bad.stderr.startsWith('polyban: unknown option --bogus\n\nUsage: polyban check [--json]')).toBe(true);
    expect(runCli(['frobnicate']).stderr).toBe(`polyban: unknown command "frobnicate"\n\n${none.stderr}`);
  });

  it('--help prints each command\'s options: its own, and those every command takes', () => {
    // --no-colour is listed where the command colours its output (convert writes a file's text, never coloured).
    const options: Record<string, string[]> = {
      check: ['--json', '--game NAME', '--sokoban-plus', '--no-colour'],
      convert: ['--to FORMAT', '--game NAME'],
      show: ['--puzzle N', '--game NAME', '--no-colour'],
    };
    for (const [cmd, own] of Object.entries(options)) {
      const r = runCli([cmd, '--help']);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`Usage: polyban ${cmd}`);
      for (const option of [...own, '--stdin-filename NAME', '--max-bytes N', '-h, --help']) expect(r.stdout, `${cmd} ${option}`).toContain(option);
    }
  });
});

describe('the built executable', () => {
  const bin = resolve(fileURLToPath(new URL('.', import.meta.url)), '../bin/polyban.js');
  const built = resolve(fileURLToPath(new URL('.', import.meta.url)), '../dist/cli.js');

  it('runs from bin/polyban.js after a build and exits with the check status', () => {
    expect(existsSync(built), 'run "pnpm build" first; the test task builds before testing').toBe(true);
    const out = execFileSync(process.execPath, [bin, 'check', '--json', '-'], { input: '#####\n#@$.#\n#####\n\nSolution\nR\n' }).toString();
    expect(JSON.parse(out).files[0].puzzles[0].savedGames[0].solved).toBe(true);
    let code = 0;
    try {
      execFileSync(process.execPath, [bin, 'check', '/nonexistent/file.sok'], { stdio: 'pipe' });
    } catch (e) {
      code = (e as { status: number }).status;
    }
    expect(code).toBe(2);
  });
});

describe('progress on a terminal', () => {
  it('check draws a bar per file on standard error, numbered among several, only when it is a terminal', () => {
    const levels = Array.from({ length: 30 }, (_, i) => `L${i}\n\n#####\n#@$.#\n#####\n`).join('\n');
    const files = { 'a.sok': levels, 'b.sok': levels };
    const r = runCli(['check', '--json', 'a.sok', 'b.sok'], files, '', {}, false, { stderrColumns: 80 });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).files).toHaveLength(2);
    expect(r.stderr).toMatch(/\rcheck 1\/2 \[#*-*\] \d+\/30/);
    expect(r.stderr).toMatch(/\rcheck 2\/2 \[#+\] 30\/30/);
    expect(r.stderr.endsWith('\r\u001b[K')).toBe(true);
    // One small file is quick: no bar. Not a terminal: none either.
    expect(runCli(['check', 'a.sok'], files, '', {}, false, { stderrColumns: 80 }).stderr).toBe('');
    expect(runCli(['check', '--json', 'a.sok', 'b.sok'], files).stderr).toBe('');
  });
});
