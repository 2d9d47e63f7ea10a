/**
 * `polyban solve`: the JSON contract on hand-drawn levels of every tiling,
 * the human report, exit codes, option checks, and `--write`, whose output
 * must be the file as it was plus the new saved games' lines.
 */
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findTopology, loadPuzzle, parseCollection, replay, type Level } from '@polyban/core';
import { main, processIo } from '../src/main.js';
import { onlyInsertions } from '../src/solve.js';
import { TILINGS } from '../src/tilings.js';
import { CORNERED as CORNERED_BOARD, NO_PUSHER as NO_PUSHER_BOARD, ONE_PUSH, STEP_PUSH } from './boards.js';
import { runCli } from './run-cli.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const corpus = process.env['POLYBAN_CORPUS'] ?? resolve(here, '../../../../shared/corpus');
/** The solver's version, as the note of a written solution names it. */
const solverVersion = (JSON.parse(readFileSync(resolve(here, '../../solver/package.json'), 'utf8')) as { version: string }).version;
const NOTE = `Solver: Polyban ${solverVersion}`;

/** The level of puzzle `index` (1-based) of a text, read as `fileName` (its extension may name the tiling). */
function levelOf(text: string, fileName: string, index = 1, game?: string): Level {
  const { collection } = parseCollection(text, game === undefined ? { fileName } : { fileName, game });
  const puzzle = collection.puzzles[index - 1]!;
  const { level } = loadPuzzle(puzzle, findTopology(TILINGS, puzzle.game)!);
  return level!;
}

const json = (stdout: string) => JSON.parse(stdout) as { files: { file: string; puzzles: Record<string, unknown>[]; error?: { code: string; message: string }; written?: number }[] };

// Hand-drawn levels, one per tiling, each with its one box or two; coordinates are (column, row) from 0.

// Sokoban, two boxes. Each box is 4 columns left of a goal in its own row, and the goals are 2 rows apart:
// pairing each box with the goal of its row costs 4 + 4 pushes, the other pairing (4 + 2) + (4 + 2) pushes,
// and a push moves a box one cell. So no solution has fewer than 8 pushes, and 8 are enough: from (1,3),
// step up to (1,2) and push the top box right four times; walk to (1,4) and push the bottom one four times.
const SOKOBAN = `Two rows

#########
#       #
# $   . #
#@      #
# $   . #
#       #
#########
`;

// Hexoban (.hsb): cells where column + row is even. The box (4,2) is one step east of (2,2), which the pusher
// at (3,3) reaches by "u" (north-west); "R" then pushes the box onto the goal (6,2).
const HEXOBAN = `  # # # #
 #       #
#   $ .   #
 # @     #
  # # # #
`;

// Trioban: the box (4,1) points up, the goal (6,1) two triangles east along the row.
const TRIOBAN = `Game: Trioban

Along the band

########
#@  $ .#
########
`;

// Octoban (read with --game Octoban): the box (4,3) stands on a square, the goal (6,4) on an octagon.
const OCTOBAN = `########
#@     #
#      #
#   $  #
#     .#
########
`;

// Two of the boards of ./boards.js, with titles.
const CORNERED = `Cornered\n\n${CORNERED_BOARD}`;
const NO_PUSHER = `No pusher\n\n${NO_PUSHER_BOARD}`;

describe('polyban solve --json', () => {
  it.each([
    { tiling: 'Sokoban', file: 'two.sok', text: SOKOBAN, args: [], title: 'Two rows', boxes: 2 },
    { tiling: 'Hexoban', file: 'hex.hsb', text: HEXOBAN, args: [], title: null, boxes: 1 },
    { tiling: 'Trioban', file: 'tri.sok', text: TRIOBAN, args: [], title: 'Along the band', boxes: 1 },
    { tiling: 'Octoban', file: 'oct.txt', text: OCTOBAN, args: ['--game', 'Octoban'], title: null, boxes: 1 },
  ])('solves a $tiling level: a solution that replays solved, with the counts replay gives', ({ tiling, file, text, args, title, boxes }) => {
    const r = runCli(['solve', '--json', ...args, file], { [file]: text });
    expect(r.code).toBe(0);
    const out = json(r.stdout);
    expect(Object.keys(out)).toEqual(['files']);
    expect(out.files).toHaveLength(1);
    expect(out.files[0]!.file).toBe(file);
    const [p] = out.files[0]!.puzzles;
    expect(p).toMatchObject({ index: 1, title, game: tiling, boxes, status: 'solved', optimal: false, problem: null });
    expect(typeof p!.solution).toBe('string');
    const replayed = replay(levelOf(text, file, 1, args[1]), p!.solution as string);
    expect(replayed).toMatchObject({ legal: true, solved: true });
    expect(p!.moves).toBe(replayed.moves);
    expect(p!.pushes).toBe(replayed.pushes);
    expect(typeof p!.seconds).toBe('number');
    expect(p!.seconds).toBeGreaterThanOrEqual(0);
    // Rounded to the millisecond.
    expect(Math.round((p!.seconds as number) * 1000)).toBeCloseTo((p!.seconds as number) * 1000, 6);
    expect(p!.generated).toBeGreaterThan(0);
  });

  it('finds the only solution of a corridor level', () => {
    const r = runCli(['solve', '--json', 'a.sok', 'b.sok'], { 'a.sok': ONE_PUSH, 'b.sok': STEP_PUSH });
    const out = json(r.stdout);
    expect(out.files.map((f) => f.file)).toEqual(['a.sok', 'b.sok']);
    expect(out.files[0]!.puzzles[0]).toMatchObject({ solution: 'R', moves: 1, pushes: 1 });
    expect(out.files[1]!.puzzles[0]).toMatchObject({ solution: 'rR', moves: 2, pushes: 1 });
    expect(r.code).toBe(0);
  });

  it('--optimal finds the fewest pushes (8, worked out by hand) and says it proved it', () => {
    const r = runCli(['solve', '--json', '--optimal', 'two.sok'], { 'two.sok': SOKOBAN });
    const [p] = json(r.stdout).files[0]!.puzzles;
    expect(p).toMatchObject({ status: 'solved', pushes: 8, optimal: true });
    expect(replay(levelOf(SOKOBAN, 'two.sok'), p!.solution as string)).toMatchObject({ solved: true, pushes: 8 });
    expect(r.code).toBe(0);
    // Without --optimal nothing is proved, whatever the solution found.
    expect(json(runCli(['solve', '--json', 'two.sok'], { 'two.sok': SOKOBAN }).stdout).files[0]!.puzzles[0]!.optimal).toBe(false);
  });

  it('reports an unsolvable level as unsolvable, with no solution and null counts; exit 1', () => {
    const r = runCli(['solve', '--json', 'c.sok'], { 'c.sok': CORNERED });
    expect(json(r.stdout).files[0]!.puzzles[0]).toEqual({
      index: 1,
      title: 'Cornered',
      game: 'Sokoban',
      boxes: 1,
      status: 'unsolvable',
      solution: null,
      moves: null,
      pushes: null,
      optimal: false,
      seconds: expect.any(Number),
      generated: expect.any(Number),
      problem: null,
    });
    expect(r.code).toBe(1);
  });

  it('reports a board without a pusher as invalid, with the box it shows and the problem; exit 1', () => {
    const r = runCli(['solve', '--json', 'n.sok'], { 'n.sok': NO_PUSHER });
    const [p] = json(r.stdout).files[0]!.puzzles;
    expect(p).toMatchObject({ index: 1, title: 'No pusher', game: 'Sokoban', boxes: 1, status: 'invalid', solution: null, moves: null, pushes: null, optimal: false, seconds: 0, generated: 0 });
    // The board's first row is line 3.
    expect(p!.problem).toMatchObject({ code: 'invalid-puzzle', line: 3 });
    expect(r.code).toBe(1);
  });

  it('counts the boxes of an invalid board as it shows them: boxes on goals too, Hexoban filler columns not', () => {
    // No pusher, so no level is built; three boxes ("$", "*", "$") and two goals.
    const sokoban = runCli(['solve', '--json', 'u.sok'], { 'u.sok': '#######\n# $*$.#\n#######\n' });
    expect(json(sokoban.stdout).files[0]!.puzzles[0]).toMatchObject({ status: 'invalid', boxes: 3, problem: { code: 'invalid-puzzle' } });
    // Hexoban, no pusher: row 0 puts cells at odd columns, so row 1's are at even ones; its "$" at
    // column 3 stands on a filler (no cell), the one at column 4 on a cell.
    const hexoban = runCli(['solve', '--json', 'h.hsb'], { 'h.hsb': ' # # #\n#  $$ #\n # # #\n' });
    expect(json(hexoban.stdout).files[0]!.puzzles[0]).toMatchObject({ game: 'Hexoban', status: 'invalid', boxes: 1 });
  });

  it('reports a puzzle of a tiling no package plays as invalid, under the name the file gives', () => {
    const r = runCli(['solve', '--json', 'p.sok'], { 'p.sok': `Game: Pentaban\n\n${ONE_PUSH}` });
    expect(json(r.stdout).files[0]!.puzzles[0]).toMatchObject({ game: 'Pentaban', status: 'invalid', boxes: 0, problem: { code: 'unknown-game' } });
    expect(r.code).toBe(1);
  });

  it('gives up at --time-limit: timeout, exit 1', () => {
    // Level 10 of the original collection has 32 boxes: no search gets through it in a hundredth of a second.
    const r = runCli(['solve', '--json', '--time-limit', '0.01', '--puzzle', '10', 'orig.sok'], { 'orig.sok': readFileSync(join(corpus, 'Original_and_Extra.sok')) });
    const [p] = json(r.stdout).files[0]!.puzzles;
    expect(p).toMatchObject({ index: 10, title: 'Level 10', boxes: 32, status: 'timeout', solution: null, moves: null, pushes: null, optimal: false });
    expect(r.code).toBe(1);
  });

  it('--puzzle N solves only the N-th puzzle; a file without it is an error (exit 2)', () => {
    const file = { 'three.sok': `${CORNERED}\nSecond\n\n${ONE_PUSH}\nThird\n\n${NO_PUSHER}` };
    const r = runCli(['solve', '--json', '--puzzle', '2', 'three.sok'], file);
    const puzzles = json(r.stdout).files[0]!.puzzles;
    expect(puzzles).toHaveLength(1);
    expect(puzzles[0]).toMatchObject({ index: 2, title: 'Second', status: 'solved', solution: 'R' });
    expect(r.code).toBe(0);

    const missing = runCli(['solve', '--json', '--puzzle', '4', 'three.sok'], file);
    expect(missing.code).toBe(2);
    expect(json(missing.stdout).files[0]).toEqual({ file: 'three.sok', error: { code: 'no-such-puzzle', message: '--puzzle 4: three.sok has puzzles 1 to 3' } });
    expect(runCli(['solve', '--puzzle', '4', 'three.sok'], file).stderr).toContain('--puzzle 4: three.sok has puzzles 1 to 3');
    for (const bad of ['0', '-1', '1.5', 'two', '']) expect(runCli(['solve', '--puzzle', bad, 'three.sok'], file).code, bad).toBe(2);
  });

  it('lists an unreadable file with its error, goes on with the others, and exits 2', () => {
    const r = runCli(['solve', '--json', 'missing.sok', 'a.sok'], { 'a.sok': ONE_PUSH });
    const out = json(r.stdout);
    expect(out.files[0]).toEqual({ file: 'missing.sok', error: { code: 'unreadable', message: 'cannot read missing.sok: no such file' } });
    expect(out.files[1]!.puzzles[0]).toMatchObject({ status: 'solved' });
    expect(r.code).toBe(2);
  });

  it('lists the reader diagnostics in the file entry, and keeps standard error quiet', () => {
    const r = runCli(['solve', '--json', 'bad.sok'], { 'bad.sok': `${ONE_PUSH}\n999999999#|#@$.#|5#\n` });
    const file = json(r.stdout).files[0] as unknown as { diagnostics: { severity: string; code: string }[]; written: number };
    expect(file.diagnostics.some((d) => d.severity === 'error')).toBe(true);
    expect(file.written).toBe(0);
    expect(r.stderr).toBe('');
  });
});

describe('polyban solve, for people', () => {
  it('prints a line per puzzle and a total', () => {
    const text = `${CORNERED}\nOne push\n\n${ONE_PUSH}\n${NO_PUSHER}`;
    const r = runCli(['solve', 'x.sok'], { 'x.sok': text });
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('x.sok: puzzle 1 "Cornered": unsolvable');
    expect(lines[1]).toMatch(/^x\.sok: puzzle 2 "One push": solved in \d+\.\d\d s: 1 move, 1 push$/);
    expect(lines[2]).toBe('x.sok: puzzle 3 "No pusher": invalid: The board has no pusher ("@" or "+") in "No pusher"');
    expect(lines[3]).toBe('Total: solved 1 of 3 puzzles (1 unsolvable, 1 invalid)');
    expect(lines).toHaveLength(5);
    // The board's problem also goes to standard error, at its place in the file: lines 1-5 are the first
    // puzzle, 6 blank, 7-11 the second, 12 blank, 13 the title "No pusher", 14 blank, 15 the board's first row.
    expect(r.stderr).toContain('x.sok:15:1: error invalid-puzzle');
    expect(r.code).toBe(1);
  });

  it('names push-optimal solutions and the time limit', () => {
    expect(runCli(['solve', '--optimal', 'two.sok'], { 'two.sok': SOKOBAN }).stdout).toMatch(/^two\.sok: puzzle 1 "Two rows": solved in \d+\.\d\d s: \d+ moves, 8 pushes \(push-optimal\)\n/);
    const r = runCli(['solve', '--time-limit=0.01', '--puzzle', '10', 'orig.sok'], { 'orig.sok': readFileSync(join(corpus, 'Original_and_Extra.sok')) });
    expect(r.stdout).toContain('orig.sok: puzzle 10 "Level 10": no solution within 0.01 s\n');
    expect(r.stdout).toContain('Total: solved 0 of 1 puzzle (1 out of time)');
  });

  it('shows control characters in titles and file names, and colours only when asked', () => {
    const r = runCli(['solve', 'a\u001b[2J.sok'], { 'a\u001b[2J.sok': `Evil\u001b[2J\n\n${ONE_PUSH}` });
    expect(r.stdout).toContain('a\\x1B[2J.sok: puzzle 1 "Evil\\x1B[2J": solved');
    expect(r.stdout).not.toContain('\u001b');
    const coloured = runCli(['solve', 'a.sok'], { 'a.sok': ONE_PUSH }, '', { FORCE_COLOR: '1' });
    expect(coloured.stdout).toContain('\u001b[32msolved\u001b[39m');
    expect(runCli(['solve', '--no-colour', 'a.sok'], { 'a.sok': ONE_PUSH }, '', { FORCE_COLOR: '1' }).stdout).not.toContain('\u001b');
  });
});

describe('polyban solve: usage', () => {
  it('exit codes: 0 all solved, 1 one not, 2 for usage errors and unreadable files', () => {
    expect(runCli(['solve', 'a.sok', 'b.sok'], { 'a.sok': ONE_PUSH, 'b.sok': STEP_PUSH }).code).toBe(0);
    expect(runCli(['solve', 'a.sok', 'c.sok'], { 'a.sok': ONE_PUSH, 'c.sok': CORNERED }).code).toBe(1);
    expect(runCli(['solve', 'missing.sok']).code).toBe(2);
    expect(runCli(['solve']).code).toBe(2);
    // A file with no puzzle at all solves nothing.
    expect(runCli(['solve', 'empty.sok'], { 'empty.sok': 'just notes\n' }).code).toBe(1);
  });

  it('--write=no is refused and writes nothing', () => {
    const files = { 'a.sok': ONE_PUSH };
    const r = runCli(['solve', '--write=no', 'a.sok'], files);
    expect([r.code, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toContain('--write takes no value');
    expect(r.written).toEqual({});
    expect(files['a.sok']).toBe(ONE_PUSH);
  });

  it('refuses unknown options, long and short', () => {
    for (const args of [['--fast'], ['-x'], ['--sokoban-plus'], ['--to', 'sok']]) {
      const r = runCli(['solve', ...args, 'a.sok'], { 'a.sok': ONE_PUSH });
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toContain('Usage: polyban solve');
      expect(r.stdout).toBe('');
    }
  });

  it('--time-limit must be a number of seconds greater than 0', () => {
    for (const bad of ['0', '-1', 'abc', '', '0x10', 'Infinity', '1s']) {
      const r = runCli(['solve', '--time-limit', bad, 'a.sok'], { 'a.sok': ONE_PUSH });
      expect(r.code, bad).toBe(2);
      expect(r.stderr).toContain(`--time-limit ${bad}: give a number of seconds greater than 0`);
    }
    expect(runCli(['solve', '--time-limit'], {}).stderr).toContain('--time-limit needs a value');
    // A limit left out takes the file as its value: that is the mistake named, not the missing file.
    const took = runCli(['solve', '--time-limit', 'a.sok'], { 'a.sok': ONE_PUSH });
    expect([took.code, took.stderr.split('\n')[0]]).toEqual([2, 'polyban: --time-limit a.sok: give a number of seconds greater than 0']);
    for (const good of ['1', '0.5', '.5', '30', '1e1']) expect(runCli(['solve', '--time-limit', good, 'a.sok'], { 'a.sok': ONE_PUSH }).code, good).toBe(0);
  });

  it('--memory-limit sets the memory limit of the solver in megabytes, a number greater than 0', () => {
    for (const bad of ['0', '-1', 'abc', '', '0x10', 'Infinity', '1MB']) {
      const r = runCli(['solve', '--memory-limit', bad, 'a.sok'], { 'a.sok': ONE_PUSH });
      expect(r.code, bad).toBe(2);
      expect(r.stderr).toContain(`--memory-limit ${bad}: give a number of megabytes greater than 0`);
    }
    // The one-push board is 5 × 3 = 15 cells with 1 goal, and its middle cell (2,1) cuts the corridor in two: the
    // solver's distance tables take 15 × 4 bytes, plus 15 × 2 sides × 4 bytes, 180 bytes in all. 0.0001 MB is
    // 104.9 bytes, too few; 0.001 MB (1,048.6 bytes) is enough for them and the search of one push.
    const tight = runCli(['solve', '--json', '--memory-limit', '0.0001', 'a.sok'], { 'a.sok': ONE_PUSH });
    expect(json(tight.stdout).files[0]!.puzzles[0]).toMatchObject({ status: 'memory', solution: null, generated: 0 });
    expect(tight.code).toBe(1);
    const text = runCli(['solve', '--memory-limit=0.0001', 'a.sok'], { 'a.sok': ONE_PUSH });
    expect(text.stdout).toContain('a.sok: puzzle 1: no solution within the memory limit');
    const enough = runCli(['solve', '--json', '--memory-limit', '1', 'a.sok'], { 'a.sok': ONE_PUSH });
    expect(json(enough.stdout).files[0]!.puzzles[0]).toMatchObject({ status: 'solved', solution: 'R', pushes: 1 });
    expect(enough.code).toBe(0);
  });

  it('has help, and is listed in the usage', () => {
    const help = runCli(['solve', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: polyban solve \[--json\] \[--optimal\] \[--time-limit SECONDS\] \[--puzzle N\]/);
    for (const option of ['--json', '--optimal', '--time-limit SECONDS', '--memory-limit MB', '--puzzle N', '--write', '--game NAME', '--stdin-filename NAME', '--max-bytes N']) expect(help.stdout).toContain(option);
    expect(runCli(['--help']).stdout).toMatch(/\n {2}solve {5}Solve puzzles/);
  });

  it('reads standard input', () => {
    const r = runCli(['solve', '--json', '--stdin-filename', 'in.hsb', '-'], {}, HEXOBAN);
    expect(json(r.stdout).files[0]).toMatchObject({ file: 'in.hsb', puzzles: [{ game: 'Hexoban', status: 'solved' }] });
  });
});

describe('polyban solve --write', () => {
  it('adds each new solution as a saved game, keeping every other byte', () => {
    const text = `Collection: Two\n\nFirst\n\n${ONE_PUSH}\nAuthor: me\n\nSecond\n\n${STEP_PUSH}`;
    const files: Record<string, string | Uint8Array> = { 'two.sok': text };
    const r = runCli(['solve', '--write', 'two.sok'], files);
    expect(r.code).toBe(0);
    // Each saved game goes in after its puzzle's notes as a blank line, a title line, the moves and the note. The first
    // puzzle's notes end with a blank line, which now ends its game and parts it from the next puzzle; the file ended
    // right under the last board, and now ends right under the last note.
    const expected = `Collection: Two\n\nFirst\n\n${ONE_PUSH}\nAuthor: me\n\nSolution\nR\n${NOTE}\n\nSecond\n\n${STEP_PUSH}\nSolution\nrR\n${NOTE}\n`;
    expect(new TextDecoder().decode(r.written['two.sok'])).toBe(expected);
    expect(r.stdout).toContain('two.sok: 2 solutions added as saved games\n');
    expect(r.stdout).toContain('Total: solved 2 of 2 puzzles; 2 solutions written');
    // The file now checks clean, its new saved games solving.
    const check = runCli(['check', '--json', 'two.sok'], files);
    expect(check.code).toBe(0);
    const saved = json(check.stdout).files[0]!.puzzles.map((p) => (p as { savedGames: { title: string; solved: boolean }[] }).savedGames);
    expect(saved).toEqual([[expect.objectContaining({ title: 'Solution', solved: true })], [expect.objectContaining({ title: 'Solution', solved: true })]]);

    // A second run finds the same solutions, already there: nothing is written.
    const again = runCli(['solve', '--write', 'two.sok'], files);
    expect(again.code).toBe(0);
    expect(again.written).toEqual({});
    expect(again.stdout).not.toContain('added');
  });

  it('keeps a Windows-1252 file in Windows-1252, and its CRLF line ends', () => {
    // "Außenfelder" with ß as the single byte 0xDF: not UTF-8, so read as Windows-1252.
    const original = Buffer.from('Au\u00dfenfelder\r\n\r\n#####\r\n#@$.#\r\n#####\r\n', 'latin1');
    const r = runCli(['solve', '--json', '--write', 'w.sok'], { 'w.sok': original });
    expect(r.code).toBe(0);
    expect(json(r.stdout).files[0]).toMatchObject({ written: 1, puzzles: [{ title: 'Außenfelder', solution: 'R' }] });
    const expected = Buffer.concat([original, Buffer.from(`\r\nSolution\r\nR\r\n${NOTE}\r\n`, 'latin1')]);
    expect(Buffer.from(r.written['w.sok']!)).toEqual(expected);
  });

  it('keeps a UTF-16 file in UTF-16, with its byte order mark', () => {
    const utf16 = (text: string): Buffer => Buffer.from(text, 'utf16le');
    const original = Buffer.concat([Buffer.from([0xff, 0xfe]), utf16(`Title\n\n${ONE_PUSH}`)]);
    const r = runCli(['solve', '--write', 'u.sok'], { 'u.sok': original });
    expect(r.code).toBe(0);
    expect(Buffer.from(r.written['u.sok']!)).toEqual(Buffer.concat([original, utf16(`\nSolution\nR\n${NOTE}\n`)]));
  });

  it('adds nothing, and writes nothing, when the puzzle already has that solution', () => {
    const r = runCli(['solve', '--write', 'a.sok'], { 'a.sok': `${ONE_PUSH}\nMine\nR\n` });
    expect(r.code).toBe(0);
    expect(r.written).toEqual({});
  });

  it('adds no saved game to a puzzle solved as it stands: a saved game needs a move', () => {
    // The box already stands on the goal: solved, with no move to make.
    const r = runCli(['solve', '--write', '--json', 'done.sok'], { 'done.sok': '#####\n#@* #\n#####\n' });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).files[0].puzzles[0]).toMatchObject({ status: 'solved', solution: '', moves: 0, pushes: 0 });
    expect(r.written).toEqual({});
  });

  it('writes only solved puzzles, and only the one asked for with --puzzle', () => {
    const text = `${CORNERED}\nOne push\n\n${ONE_PUSH}\nAnother\n\n${STEP_PUSH}`;
    const files: Record<string, string | Uint8Array> = { 'x.sok': text };
    const r = runCli(['solve', '--write', '--puzzle', '2', 'x.sok'], files);
    expect(r.code).toBe(0);
    expect(new TextDecoder().decode(r.written['x.sok'])).toBe(`${CORNERED}\nOne push\n\n${ONE_PUSH}\nSolution\nR\n${NOTE}\n\nAnother\n\n${STEP_PUSH}`);
    const all = runCli(['solve', '--write', 'x.sok'], files);
    expect(all.code).toBe(1);
    // Only the third puzzle gains a solution now: the first has none, the second has it already.
    expect(new TextDecoder().decode(all.written['x.sok'])).toBe(`${CORNERED}\nOne push\n\n${ONE_PUSH}\nSolution\nR\n${NOTE}\n\nAnother\n\n${STEP_PUSH}\nSolution\nrR\n${NOTE}\n`);
  });

  it('ends a last line that has no line break, then adds the game', () => {
    const r = runCli(['solve', '--write', 'a.sok'], { 'a.sok': ONE_PUSH.slice(0, -1) });
    expect(new TextDecoder().decode(r.written['a.sok'])).toBe(`${ONE_PUSH}\nSolution\nR\n${NOTE}\n`);
  });

  it('leaves alone a Windows-1252 file that, with its solution, would read back as UTF-16; takes it when it would not', () => {
    // What --write puts after the last board (see the tests above): a blank line, "Solution", the moves and the note;
    // a last line without a line break gets one first.
    const added = `\nSolution\nR\n${NOTE}\n`.length;
    // Files of an odd length, so not UTF-16 whatever their first bytes, and read as Windows-1252 (FF is no UTF-8),
    // with the title "ÿþ Set" or "ÿþ Sets" as needed; `odd` says whether the file grows by an odd number of bytes.
    const file = (odd: boolean): { bytes: Buffer; grows: number } => {
      const body = (added % 2 === 1) === odd ? ONE_PUSH : ONE_PUSH.slice(0, -1);
      const text = `\xFF\xFE Set${(4 + body.length) % 2 === 1 ? '' : 's'}\n\n${body}`;
      return { bytes: Buffer.from(text, 'latin1'), grows: added + (body === ONE_PUSH ? 0 : 1) };
    };
    const refused = file(true);
    expect(refused.bytes.length % 2).toBe(1);
    expect(refused.grows % 2).toBe(1);
    const r = runCli(['solve', '--write', 'm.sok'], { 'm.sok': refused.bytes });
    // Solved, but with its solution the file would have an even length and start FF FE: UTF-16 to any reader.
    expect(r.stdout).toContain('solved');
    expect(r.written).toEqual({});
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('polyban: cannot add the solutions to m.sok: written in Windows-1252, the file would be read back as UTF-16 (little-endian, with a byte order mark), as other text from "ÿ" (U+00FF) at line 1, column 1 on; it is left alone\n');

    const taken = file(false);
    expect(taken.bytes.length % 2).toBe(1);
    const w = runCli(['solve', '--write', 'n.sok'], { 'n.sok': taken.bytes });
    expect(w.code).toBe(0);
    expect(w.written['n.sok']!.length).toBe(taken.bytes.length + taken.grows);
    const back = runCli(['check', '--json', 'n.sok'], { 'n.sok': w.written['n.sok']! });
    expect(json(back.stdout).files[0]!.puzzles[0]).toMatchObject({ title: taken.bytes.toString('latin1').split('\n')[0], savedGames: [{ title: 'Solution', solved: true }] });
  });

  it('leaves alone a file it cannot add to without changing other lines: titles under plain XSB boards', () => {
    // Read with each title under its board; a saved game there would make the next title read as the game's,
    // so the writer would move every title above its board.
    const text = '#####\n#@$.#\n#####\nFirst\n\n######\n#@ $.#\n######\nSecond\n';
    const r = runCli(['solve', '--json', '--write', 'plain.xsb'], { 'plain.xsb': text });
    expect(json(r.stdout).files[0]).toMatchObject({ written: 0, puzzles: [{ title: 'First', status: 'solved' }, { title: 'Second', status: 'solved' }], error: { code: 'unwritable' } });
    expect(json(r.stdout).files[0]!.error!.message).toContain('polyban convert --to sok');
    expect(r.written).toEqual({});
    expect(r.code).toBe(2);
  });

  it('refuses standard input', () => {
    const r = runCli(['solve', '--write', '-'], {}, ONE_PUSH);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--write adds solutions to files: it cannot write standard input ("-")');
    expect(r.stdout).toBe('');
  });

  it('checks that a new file only inserts lines into the old one', () => {
    expect(onlyInsertions('a\nb\n', 'a\nx\nb\ny\n')).toBe(true);
    expect(onlyInsertions('a\r\nb', 'a\r\nb\r\nx\r\n')).toBe(true);
    expect(onlyInsertions('', 'x\n')).toBe(true);
    // A changed line, a removed one, lines swapped, a line break changed, a last line that gained more than a line break.
    expect(onlyInsertions('a\nb\n', 'a\nB\n')).toBe(false);
    expect(onlyInsertions('a\nb\n', 'a\n')).toBe(false);
    expect(onlyInsertions('a\nb\n', 'b\na\n')).toBe(false);
    expect(onlyInsertions('a\nb\n', 'a\r\nb\n')).toBe(false);
    expect(onlyInsertions('a\nb', 'a\nbc\n')).toBe(false);
    // Old Mac files break lines with CR alone: lines inserted between them are insertions too.
    expect(onlyInsertions('a\rb\r', 'a\rx\rb\r')).toBe(true);
    // A CR put inside a CR LF, and a last line's CR become CR LF: line breaks changed.
    expect(onlyInsertions('a\r\n', 'a\r\r\n')).toBe(false);
    expect(onlyInsertions('a\rb\r', 'a\rb\r\n')).toBe(false);
    // A last line without a line break must come back as itself, then a line break.
    expect(onlyInsertions('ab', 'xy\n')).toBe(false);
  });

  describe('on disk', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'polyban-solve-'));
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    it('replaces the file in one rename, keeping its permissions and leaving no temporary file', () => {
      const file = join(scratch, 'levels.sok');
      writeFileSync(file, ONE_PUSH);
      chmodSync(file, 0o640);
      let stdout = '';
      const code = main(['solve', '--write', file], { ...processIo, stdout: { write: (s: string | Uint8Array) => (stdout += String(s)) }, stderr: { write: () => true }, env: {} });
      expect(code).toBe(0);
      expect(stdout).toContain('1 solution added as a saved game');
      expect(readFileSync(file, 'utf8')).toBe(`${ONE_PUSH}\nSolution\nR\n${NOTE}\n`);
      expect(statSync(file).mode & 0o777).toBe(0o640);
      expect(readdirSync(scratch)).toEqual(['levels.sok']);
    });
  });
});
