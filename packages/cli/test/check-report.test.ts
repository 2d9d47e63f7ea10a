/**
 * `polyban check` for people: the counts of each file's line and of the
 * total, the verdict over every file, colours by severity, and which
 * problems are gathered into one line.
 */
import { describe, expect, it } from 'vitest';
import { ONE_PUSH, STEP_PUSH } from './boards.js';
import { runCli } from './run-cli.js';

/** Terminal colours, as the palette writes them. */
const BOLD = (s: string) => `\u001b[1m${s}\u001b[22m`;
const GREEN = (s: string) => `\u001b[32m${s}\u001b[39m`;
const RED = (s: string) => `\u001b[31m${s}\u001b[39m`;
const YELLOW = (s: string) => `\u001b[33m${s}\u001b[39m`;

// The step board with saved games: "rR" solves it, "r" only walks (legal, unsolved), "L" pushes nothing (illegal).
const THREE_GAMES = `${STEP_PUSH}\nSolves\nrR\n\nWalks\nr\n\nWrong\nL\n`;
// A board without a pusher, and a saved game that cannot be replayed on it: one error, one illegal game.
const NO_PUSHER_GAME = '#####\n# $.#\n#####\n\nSolution\nR\n';
// "ß" as the single byte DF: not UTF-8, so the file is read as Windows-1252, with a warning at that byte (line 1, column 3).
const WINDOWS_1252 = Buffer.from(`Au\u00dfen\n\n${ONE_PUSH}`, 'latin1');

describe('polyban check: counts and verdict', () => {
  it('counts the saved games that solve as those neither illegal nor unsolved', () => {
    const r = runCli(['check', 'a.sok'], { 'a.sok': THREE_GAMES });
    expect(r.stdout.split('\n')[0]).toBe('a.sok: 1 puzzle, 3 saved games, of which 1 solves and 1 is illegal; 0 errors, 0 warnings');
    expect(r.code).toBe(1);
  });

  it('finds problems whenever there is an error, an illegal game or an unreadable file, in any mix', () => {
    const files = { 'clean.sok': `${ONE_PUSH}\nSolution\nR\n`, 'error.sok': '#####\n# $.#\n#####\n', 'illegal.sok': `${ONE_PUSH}\nWrong\nL\n`, 'walks.sok': `${STEP_PUSH}\nWalks\nr\n` };
    const verdict = (names: string[]) => runCli(['check', ...names], { ...files }).stdout.trimEnd().split(': ').pop();
    expect(verdict(['clean.sok'])).toBe('ok');
    expect(verdict(['error.sok', 'illegal.sok'])).toBe('problems found');
    expect(verdict(['illegal.sok', 'missing.sok'])).toBe('problems found');
    expect(verdict(['clean.sok', 'missing.sok'])).toBe('problems found');
    // A saved game that does not solve is reported, but is no problem of the file.
    expect(verdict(['walks.sok'])).toBe('ok');
  });

  it('says one of a thing in the singular, its verb agreeing: a lone game that walks, and one that pulls', () => {
    // "r" steps east on the corridor, pushing nothing: 1 move, 0 pushes, legal, not solved.
    const walks = runCli(['check', 'w.sok'], { 'w.sok': `${STEP_PUSH}\nWalks\nr\n` }).stdout.split('\n');
    expect(walks).toEqual([
      'w.sok: 1 puzzle, 1 saved game, of which 0 solve and 0 are illegal; 0 errors, 0 warnings',
      '  puzzle 1, saved game "Walks": legal, but does not solve the puzzle (1 move, 0 pushes)',
      'Total: 1 file, 1 puzzle, 1 saved game: 0 illegal, 1 does not solve; 0 errors, 0 warnings: ok',
      '',
    ]);
    // Reverse mode on pusher (1,1), box (3,1), goal (5,1): [rrr] jumps beside the box on its goal, L pulls it to
    // (4,1), off its start square: 4 moves, 1 pull, not solved. The second game, "L", walks into the wall west of the
    // pusher: illegal. So 2 games, of which 1 is illegal.
    const text = `#######\n#@ $ .#\n#######\n\nReverse\n[rrr]L\n\nWrong\nL\n`;
    const pulls = runCli(['check', 'r.sok'], { 'r.sok': text }).stdout.split('\n');
    expect(pulls[0]).toBe('r.sok: 1 puzzle, 2 saved games, of which 0 solve and 1 is illegal; 0 errors, 0 warnings');
    expect(pulls).toContain('  puzzle 1, saved game "Reverse": legal, but does not solve the puzzle (4 moves, 1 pull)');
    // Forward on the same board, "rR*R" is counted at "*": the step and one push (the box to (4,1), off the goal), with
    // one move after "*" for redo.
    const snapshot = runCli(['check', 's.sok'], { 's.sok': `#######\n#@ $ .#\n#######\n\nSnapshot\nrR*R\n` }).stdout.split('\n');
    expect(snapshot[1]).toBe('  puzzle 1, saved game "Snapshot": legal, but does not solve the puzzle (2 moves, 1 push, 1 more for redo)');
  });

  it('--sokoban-plus plays numbered boxes by their numbers: a game that solves without them does not with them', () => {
    // Boxes (3,1) and (3,2), numbered 1 and 2 in reading order; goals (5,1) and (5,2), numbered 2 and 1.
    // "rRR" pushes the lower box onto the lower goal, "lluRR" the upper box onto the upper one: every box on a
    // goal, but box 1 on goal 2 and box 2 on goal 1.
    const text = 'Numbered\n\n#######\n#  $ .#\n#@ $ .#\n#######\nboxorder: 1 2\ngoalorder: 2 1\n\nSolution\nrRRlluRR\n';
    expect(runCli(['check', 'n.sok'], { 'n.sok': text }).stdout.split('\n')[0]).toBe('n.sok: 1 puzzle, 1 saved game, of which 1 solves and 0 are illegal; 0 errors, 0 warnings');
    const plus = runCli(['check', '--sokoban-plus', 'n.sok'], { 'n.sok': text });
    expect(plus.stdout.split('\n').slice(0, 2)).toEqual([
      'n.sok: 1 puzzle, 1 saved game, of which 0 solve and 0 are illegal; 0 errors, 0 warnings',
      '  puzzle 1 "Numbered", saved game "Solution": legal, but does not solve the puzzle (8 moves, 4 pushes)',
    ]);
  });

  it('lists every file it cannot read in --json, comma-separated', () => {
    const r = runCli(['check', '--json', 'one.sok', 'two.sok']);
    expect(JSON.parse(r.stdout)).toEqual({
      files: [
        { file: 'one.sok', error: { code: 'unreadable', message: 'cannot read one.sok: no such file' } },
        { file: 'two.sok', error: { code: 'unreadable', message: 'cannot read two.sok: no such file' } },
      ],
    });
    expect(r.code).toBe(2);
  });
});

describe('polyban check: the encoding warning', () => {
  /** The diagnostics of a check --json run, as [severity, code, line, column], and the summary's counts. */
  const diagnosed = (bytes: Buffer) => {
    const file = JSON.parse(runCli(['check', '--json', 'w.sok'], { 'w.sok': bytes }).stdout).files[0];
    return { list: file.diagnostics.map((d: { severity: string; code: string; line: number; column: number }) => [d.severity, d.code, d.line, d.column]), errors: file.summary.errors, warnings: file.summary.warnings };
  };

  it('stands among the other diagnostics in line order, and is counted as a warning', () => {
    // Lines 3-5: a board without a pusher (its error at the board's first row, 3:1); line 7: a title starting
    // with the byte DF, not UTF-8 (7:1); lines 9-11: a second board, whole.
    const text = `First\n\n#####\n# $.#\n#####\n\n\xDFecond\n\n${ONE_PUSH}`;
    expect(diagnosed(Buffer.from(text, 'latin1'))).toEqual({
      list: [
        ['error', 'invalid-puzzle', 3, 1],
        ['warning', 'non-utf8-text', 7, 1],
      ],
      errors: 1,
      warnings: 1,
    });
  });

  it('on one line, stands in column order, and before the error of the character it is about', () => {
    // Line 2: "x" (column 5) and "ß" as the byte DF (column 6) are no board characters; DF is also where the text
    // stops being UTF-8.
    expect(diagnosed(Buffer.from('#######\n#@$.x\xDF#\n#######\n', 'latin1'))).toEqual({
      list: [
        ['error', 'invalid-board-character', 2, 5],
        ['warning', 'non-utf8-text', 2, 6],
        ['error', 'invalid-board-character', 2, 6],
      ],
      errors: 2,
      warnings: 1,
    });
  });
});

describe('polyban check: colours', () => {
  const env = { FORCE_COLOR: '1' };

  it('a clean file: its name in bold, its counts plain, and a green verdict', () => {
    const r = runCli(['check', 'a.sok'], { 'a.sok': `${ONE_PUSH}\nSolution\nR\n` }, '', env);
    expect(r.stdout).toBe(
      `${BOLD('a.sok')}: 1 puzzle, 1 saved game, of which 1 solves and 0 are illegal; 0 errors, 0 warnings\n` +
        `${BOLD('Total')}: 1 file, 1 puzzle, 1 saved game: 0 illegal, 0 do not solve; 0 errors, 0 warnings: ${GREEN('ok')}\n`,
    );
  });

  it('errors in red, warnings in yellow: counted and on their lines', () => {
    const error = runCli(['check', 'n.sok'], { 'n.sok': NO_PUSHER_GAME }, '', env).stdout.split('\n');
    expect(error[0]).toBe(`${BOLD('n.sok')}: 1 puzzle, 1 saved game, of which 0 solve and 1 is illegal; ${RED('1 error')}, 0 warnings`);
    expect(error[1]).toMatch(new RegExp(`^ {2}n\\.sok:1:1: ${RED('error invalid-puzzle').replace(/[[\]]/g, '\\$&')}: `));
    expect(error.at(-2)).toBe(`${BOLD('Total')}: 1 file, 1 puzzle, 1 saved game: 1 illegal, 0 do not solve; 1 error, 0 warnings: ${RED('problems found')}`);
    const warning = runCli(['check', 'w.sok'], { 'w.sok': WINDOWS_1252 }, '', env).stdout.split('\n');
    expect(warning[0]).toBe(`${BOLD('w.sok')}: 1 puzzle, 0 saved games; 0 errors, ${YELLOW('1 warning')}`);
    expect(warning[1]).toMatch(new RegExp(`^ {2}w\\.sok:1:3: ${YELLOW('warning non-utf8-text').replace(/[[\]]/g, '\\$&')}: `));
  });
});

describe('polyban check: one line per problem', () => {
  it('gathers nothing the reader reports: each damaged row has its own line, with nothing added', () => {
    const r = runCli(['check', 'd.sok'], { 'd.sok': '######\n#@$.x#\n#x   #\n######\n' });
    expect(r.stdout.split('\n').slice(1, 3)).toEqual([
      '  d.sok:2:5: error invalid-board-character: "x" is not a board character; the board reads it as floor',
      '  d.sok:3:2: error invalid-board-character: "x" is not a board character; the board reads it as floor',
    ]);
  });
});
