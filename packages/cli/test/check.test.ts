import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

// `POLYBAN_CORPUS` names another folder, as for the other packages' tests (a mutation run's sandbox has no ../shared beside it).
const corpus = process.env['POLYBAN_CORPUS'] ?? resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../shared/corpus');
const read = (name: string): string => {
  try {
    return readFileSync(join(corpus, name), 'utf8');
  } catch {
    throw new Error(`The level corpus is missing: expected ${join(corpus, name)} (../shared/corpus beside the repository)`);
  }
};

// A level solved by hand: pusher (2,2), box (3,2), goal (4,2); "R" pushes the box onto the goal.
const ONE_PUSH = `Sample

#######
#     #
# @$. #
#######

Solution
R

Wrong way
lL
`;

describe('polyban check --json', () => {
  it('prints exactly one JSON object in the documented shape', () => {
    const r = runCli(['check', '--json', 'a.sok'], { 'a.sok': `Collection: Tiny\n\n${ONE_PUSH}` });
    const json = JSON.parse(r.stdout);
    expect(Object.keys(json)).toEqual(['files']);
    const [file] = json.files;
    expect(file.file).toBe('a.sok');
    expect(file.title).toBe('Tiny');
    expect(file.diagnostics).toEqual([]);
    expect(file.puzzles).toHaveLength(1);
    const p = file.puzzles[0];
    expect(p).toMatchObject({ index: 1, title: 'Sample', game: 'Sokoban', pushers: 1, boxes: 1, goals: 1 });
    expect(p.savedGames[0]).toMatchObject({ title: 'Solution', reverse: false, legal: true, solved: true, moves: 1, pushes: 1, error: null });
    // "lL": step left to (1,2), then "L" into the wall at (0,2): illegal at move index 1.
    expect(p.savedGames[1]).toMatchObject({ title: 'Wrong way', legal: false, solved: false, moves: 1, pushes: 0 });
    expect(p.savedGames[1].error).toMatchObject({ code: 'wall', at: 1, move: 2 });
    expect(typeof p.savedGames[1].error.message).toBe('string');
    expect(r.code).toBe(1);
  });

  it('counts what a board shows on the cells of its tiling, also when it cannot be played', () => {
    // No pusher: two boxes and two goals, one of them under a box. On Hexoban this board's cells are where x + y is
    // odd: the "$" at (3,1) stands between two of them, is reported, and is not counted; (2,1) holds a box, (4,1)
    // and (6,1) goals.
    const files = { 'n.xsb': '######\n#$*. #\n######\n', 'n.hsb': ' # # # #\n# $$. . #\n # # # #\n' };
    const json = JSON.parse(runCli(['check', '--json', 'n.xsb', 'n.hsb'], files).stdout);
    const [square, hex] = json.files.map((f: { puzzles: unknown[] }) => f.puzzles[0]);
    expect(square).toMatchObject({ game: 'Sokoban', pushers: 0, boxes: 2, goals: 2 });
    expect(hex).toMatchObject({ game: 'Hexoban', pushers: 0, boxes: 1, goals: 2 });
  });

  it('counts as the SOK format does: jump letters are moves, pulls are pulls, a * game is counted at *', () => {
    // Pusher (1,1), box (3,1), goal (5,1). Reverse: [rrr] jumps onto (4,1) beside the box on the goal; LL pulls it to (3,1).
    // Forward: rR is counted at * (2 moves, 1 push) with R there for redo.
    const text = `#######\n#@ $ .#\n#######\n\nReverse\n[rrr]LL\n\nSnapshot\nrR*R\n`;
    const json = JSON.parse(runCli(['check', '--json', 'r.sok'], { 'r.sok': text }).stdout);
    const [reverse, snapshot] = json.files[0].puzzles[0].savedGames;
    expect(reverse).toMatchObject({ reverse: true, legal: true, solved: true, moves: 5, pushes: 0, pulls: 2, redo: 0 });
    expect(snapshot).toMatchObject({ reverse: false, legal: true, solved: false, moves: 2, pushes: 1, redo: 1 });
  });

  it('names the illegal move counting from 1', () => {
    const r = runCli(['check', 'a.sok'], { 'a.sok': ONE_PUSH });
    expect(r.stdout).toContain('saved game "Wrong way": illegal at move 2: "L" walks into a wall');
    expect(r.code).toBe(1);
  });

  it('gives null titles when the file names none, never an invented one', () => {
    const r = runCli(['check', '--json', 'x.xsb'], { 'x.xsb': '#####\n#@$.#\n#####\n' });
    const json = JSON.parse(r.stdout);
    expect(json.files[0].title).toBeNull();
    expect(json.files[0].puzzles[0].title).toBeNull();
    expect(r.code).toBe(0);
  });

  it('exit code 0 for a clean file, 1 for an error diagnostic, 2 for usage and unreadable files', () => {
    expect(runCli(['check', 'ok.sok'], { 'ok.sok': '#####\n#@$.#\n#####\n' }).code).toBe(0);
    expect(runCli(['check', 'bad.sok'], { 'bad.sok': '#####\n#@$.#\n#####\n\n999999999#|#@$.#|5#\n' }).code).toBe(1);
    expect(runCli(['check', 'missing.sok']).code).toBe(2);
    expect(runCli(['check']).code).toBe(2);
    expect(runCli(['check', '--bogus', 'ok.sok'], { 'ok.sok': '' }).code).toBe(2);
    expect(runCli(['check', '--game', 'Pentaban', 'ok.sok'], { 'ok.sok': '' }).code).toBe(2);
  });

  it('reads standard input for "-"', () => {
    const r = runCli(['check', '--json', '-'], {}, ONE_PUSH);
    expect(JSON.parse(r.stdout).files[0].file).toBe('-');
    expect(JSON.parse(r.stdout).files[0].puzzles[0].savedGames[0].solved).toBe(true);
  });

  it('--game sets the tiling of puzzles the file does not name', () => {
    // Hexoban: cells where x + y is odd; pusher (2,1), box (4,1), goal (6,1); "r" is two columns right.
    const hex = ' # # # #\n# @ $ . #\n # # # #\n\nSolution\nR\n';
    const r = runCli(['check', '--json', '--game', 'hexoban', 'h.txt'], { 'h.txt': hex });
    const p = JSON.parse(r.stdout).files[0].puzzles[0];
    expect(p.game).toBe('Hexoban');
    expect(p.savedGames[0]).toMatchObject({ legal: true, solved: true, moves: 1, pushes: 1 });
  });

  it('refuses a saved game for a problem in its moves as written, with move 0 and its offset there, as replay refuses the text', () => {
    // Line 7 is the moves: in "rr]" the "]" at offset 2 closes nothing; "[rr" (reverse) is a jump never closed, at
    // offset 0; "RR" pushes the box from (2,1) onto the goal at (4,1) with no problem.
    const board = 'T\n######\n#@$ .#\n######\n\nSolution\n';
    const games = (moves: string): unknown[] => JSON.parse(runCli(['check', '--json', 'g.sok'], { 'g.sok': `${board}${moves}\n` }).stdout).files[0].puzzles[0].savedGames;
    // Not replayed: no move counted, as for a puzzle that cannot be played (below).
    const [refused] = games('rr]') as [Record<string, unknown>];
    expect(refused).toMatchObject({ title: 'Solution', reverse: false, legal: false, solved: false, redo: 0 });
    expect(refused['error']).toEqual({ code: 'unbalanced-bracket', message: '"]" closes nothing: no "[" is open', at: 2, move: 0 });
    for (const count of ['moves', 'pushes', 'pulls', 'boxLines', 'boxChanges', 'pushingSessions', 'pusherLines']) expect(refused[count]).toBe(0);
    expect(games('[rr')).toMatchObject([{ reverse: true, legal: false, error: { code: 'unbalanced-bracket', message: '"[" is never closed', at: 0, move: 0 } }]);
    expect(games('RR')).toMatchObject([{ legal: true, solved: true, error: null }]);
    expect(runCli(['check', 'g.sok'], { 'g.sok': `${board}rr]\n` }).code).toBe(1);
  });

  it('reports a puzzle no installed tiling plays: counts from its rows, the error at its board, its saved games unplayable', () => {
    // Line 5 is the board's first row; row 6 holds a pusher, a box, a goal, a box on a goal and a pusher on a goal.
    const text = 'Game: Quadoban\n\nOdd one\n\n#######\n#@$.*+#\n#######\n\nSolution\nR\n';
    const r = runCli(['check', '--json', 'q.sok'], { 'q.sok': text });
    const file = JSON.parse(r.stdout).files[0];
    expect(file.puzzles[0]).toMatchObject({ index: 1, title: 'Odd one', game: 'Quadoban', pushers: 2, boxes: 2, goals: 3 });
    expect(file.puzzles[0].savedGames).toEqual([
      {
        title: 'Solution',
        reverse: false,
        legal: false,
        solved: false,
        moves: 0,
        pushes: 0,
        pulls: 0,
        boxLines: 0,
        boxChanges: 0,
        pushingSessions: 0,
        pusherLines: 0,
        redo: 0,
        error: { code: 'unplayable-puzzle', message: 'the puzzle cannot be played, so its saved games cannot be replayed', at: 0, move: 0 },
      },
    ]);
    expect(file.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'unknown-game',
        message: 'Puzzle 1 is for "Quadoban", which no installed tiling plays (known: Sokoban, Hexoban, Trioban, Octoban)',
        line: 5,
        column: 1,
      },
    ]);
    expect(file.summary).toEqual({ puzzles: 1, savedGames: 1, illegal: 1, unsolved: 0, errors: 1, warnings: 0 });
    expect(r.code).toBe(1);
    const human = runCli(['check', 'q.sok'], { 'q.sok': text }).stdout;
    expect(human).toContain('q.sok:5:1: error unknown-game: Puzzle 1 is for "Quadoban"');
    expect(human).toContain('puzzle 1 "Odd one", saved game "Solution": the puzzle cannot be played, so its saved games cannot be replayed');
  });

  it('lists the reader\'s and the boards\' diagnostics together in line order, and counts each kind', () => {
    // Line 1: the first board, with no pusher (the board's error, found after the reader's); line 11, column 10: a
    // control character after "Author: a"; line 13: a run-length count past the board limit (both the reader's).
    const text = '#####\n# $.#\n#####\n\nSolution\nR\n\n#####\n#@$.#\n#####\nAuthor: a\u0001b\n\n999999999#|#@$.#|5#\n';
    const file = JSON.parse(runCli(['check', '--json', 'o.sok'], { 'o.sok': text }).stdout).files[0];
    expect(file.diagnostics.map((d: { severity: string; code: string; line: number; column: number }) => [d.severity, d.code, d.line, d.column])).toEqual([
      ['error', 'invalid-puzzle', 1, 1],
      ['warning', 'binary-content', 11, 10],
      ['error', 'rle-limit', 13, 1],
    ]);
    expect(file.summary).toEqual({ puzzles: 2, savedGames: 1, illegal: 1, unsolved: 0, errors: 2, warnings: 1 });
    const human = runCli(['check', 'o.sok'], { 'o.sok': text }).stdout;
    expect(human).toContain('o.sok: 2 puzzles, 1 saved game, of which 0 solve and 1 is illegal; 2 errors, 1 warning');
    expect(human).toContain('Total: 1 file, 2 puzzles, 1 saved game: 1 illegal, 0 do not solve; 2 errors, 1 warning: problems found');
  });

  it('gathers one board\'s repeats of a problem into one line for people, and counts unreadable files in the total', () => {
    // Hexoban, cells where x + y is odd (the wall at column 1 of line 1): the 17 walls at x = 10 to 26 of line 2 put
    // eight on filler positions, x = 11 to 25, columns 12 to 26.
    const hex = ' # # # # # # # # #\n# @ $ .   #################\n # # # # # # # # #\n';
    const r = runCli(['check', 'h.hsb', 'missing.sok'], { 'h.hsb': hex });
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('h.hsb: 1 puzzle, 0 saved games; 8 errors, 0 warnings');
    expect(lines[1]).toMatch(/^ {2}h\.hsb:2:12: error misaligned-cell: .* \(and 7 more like it in puzzle 1: 2:14, 2:16, 2:18, 2:20, 2:22, \.\.\.\)$/);
    expect(lines[2]).toBe('Total: 1 file, 1 unreadable, 1 puzzle, 0 saved games: 0 illegal, 0 do not solve; 8 errors, 0 warnings: problems found');
    expect(lines).toHaveLength(4);
    expect(r.stderr).toBe('polyban: cannot read missing.sok: no such file\n');
    expect(r.code).toBe(2);
    // Six in all show every other place, with no dots: the walls at x = 10 to 22 put six on fillers.
    const six = runCli(['check', 'h.hsb'], { 'h.hsb': ' # # # # # # # # #\n# @ $ .   #############\n # # # # # # # # #\n' });
    expect(six.stdout.split('\n')[1]).toMatch(/ \(and 5 more like it in puzzle 1: 2:14, 2:16, 2:18, 2:20, 2:22\)$/);
    expect(six.stdout.split('\n')[2]).toBe('Total: 1 file, 1 puzzle, 0 saved games: 0 illegal, 0 do not solve; 6 errors, 0 warnings: problems found');
  });

  it('gathers repeats that differ only in the character they quote, but gives two different problems of one code a line each', () => {
    // Hexoban, cells where x + y is odd: the "$" at x = 9 and the "#" at x = 11 of line 2 stand on fillers; one problem twice.
    const hex = ' # # # # # # #\n# @ . .  $ #  #\n # # # # # # #\n';
    const gathered = runCli(['check', 'h.hsb'], { 'h.hsb': hex }).stdout.split('\n');
    expect(gathered[1]).toMatch(/^ {2}h\.hsb:2:10: error misaligned-cell: "\$" stands between two hexagons.* \(and 1 more like it in puzzle 1: 2:12\)$/);
    expect(gathered[2]).toMatch(/^Total: /);
    // No pusher, and two boxes for one goal: two invalid-puzzle errors at the board's start, each its own sentence.
    const two = runCli(['check', 't.sok'], { 't.sok': 'Two problems\n######\n# $$.#\n######\n' }).stdout.split('\n');
    expect(two.slice(1, 3)).toEqual([
      '  t.sok:2:1: error invalid-puzzle: The board has no pusher ("@" or "+") in "Two problems"',
      '  t.sok:2:1: error invalid-puzzle: The board has 2 boxes but 1 goal: it needs as many goals as boxes in "Two problems"',
    ]);
  });

  it('reports a damaged board with its line and column', () => {
    // Line 1 sets the parity (x + y odd); the "$" at x = 4 of row 2 (line 3, column 5) sits on a filler position.
    const damaged = ' # # #\n#     #\n #  $  #\n  # # #\n';
    const r = runCli(['check', '--json', 'd.hsb'], { 'd.hsb': damaged });
    const diags = JSON.parse(r.stdout).files[0].diagnostics;
    expect(diags.some((d: { code: string; line: number; column: number }) => d.code === 'misaligned-cell' && d.line === 3 && d.column === 5)).toBe(true);
    expect(r.code).toBe(1);
  });
});

describe('polyban check on the corpus', () => {
  it('mixed_collection.sok reads as 4 Sokoban, 5 Hexoban and 1 Trioban puzzle', () => {
    const r = runCli(['check', '--json', 'mixed_collection.sok'], { 'mixed_collection.sok': read('mixed_collection.sok') });
    const games = JSON.parse(r.stdout).files[0].puzzles.map((p: { game: string }) => p.game);
    expect(['Sokoban', 'Hexoban', 'Trioban'].map((g) => games.filter((x: string) => x === g).length)).toEqual([4, 5, 1]);
  });

  it('every solution in Original_and_Extra.sok is solved with the counts its title states', () => {
    const r = runCli(['check', '--json', 'o.sok'], { 'o.sok': read('Original_and_Extra.sok') });
    const puzzles = JSON.parse(r.stdout).files[0].puzzles;
    expect(puzzles).toHaveLength(91);
    let checked = 0;
    for (const p of puzzles) {
      for (const s of p.savedGames) {
        const m = /^(?:Best )?Solution(?:\/Moves)? (\d+)\/(\d+)/.exec(s.title ?? '');
        if (!m) continue;
        expect({ title: s.title, solved: s.solved, moves: s.moves, pushes: s.pushes }).toEqual({ title: s.title, solved: true, moves: Number(m[1]), pushes: Number(m[2]) });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(90);
  });

  it('every .hsb level loads as Hexoban with no error, except the damaged level of test_level.hsb', () => {
    const names = readdirSync(join(corpus, 'hexoban')).filter((f) => f.endsWith('.hsb'));
    expect(names.length).toBeGreaterThanOrEqual(8);
    for (const name of names) {
      const r = runCli(['check', '--json', name], { [name]: read(`hexoban/${name}`) });
      const file = JSON.parse(r.stdout).files[0];
      expect(file.puzzles.every((p: { game: string }) => p.game === 'Hexoban'), name).toBe(true);
      const errors = file.diagnostics.filter((d: { severity: string }) => d.severity === 'error');
      if (name === 'test_level.hsb') {
        // The first level's third row lost its leading TAB: its cells fall on the other parity.
        expect(errors.length).toBeGreaterThan(0);
        expect(errors.every((d: { code: string; line: number }) => d.code === 'misaligned-cell' && d.line >= 5 && d.line <= 15)).toBe(true);
        expect(r.code).toBe(1);
      } else {
        expect(errors, name).toEqual([]);
        expect(r.code, name).toBe(0);
      }
    }
  });
});
