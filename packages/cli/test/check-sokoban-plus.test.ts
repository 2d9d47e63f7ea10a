/**
 * `polyban check --sokoban-plus` on numbering notes it cannot use: each
 * gets a warning at its place in the file, and the saved games are checked
 * by the plain rules. Positions are counted by hand from the file below.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

// Title on line 1, the board on lines 3-6, notes on lines 7 and 8. Boxes (3,1) and (3,2), goals (5,1) and (5,2).
// "rRR" takes the lower box to the lower goal, "lluRR" the upper box to the upper goal.
const board = 'Numbered\n\n#######\n#  $ .#\n#@ $ .#\n#######\n';
const game = '\nSolution\nrRRlluRR\n';

describe('check --sokoban-plus', () => {
  it('warns at the word of a note that is no whole number, and checks the games without numbers', () => {
    // "goalorder: 2 one": "goalorder:" is columns 1-10, then " 2 " (11-13): "one" at 14 on line 8.
    const r = runCli(['check', '--sokoban-plus', 'n.sok'], { 'n.sok': `${board}boxorder: 1 2\ngoalorder: 2 one\n${game}` });
    expect(r.stdout.split('\n').slice(0, 2)).toEqual([
      'n.sok: 1 puzzle, 1 saved game, of which 1 solves and 0 are illegal; 0 errors, 1 warning',
      '  n.sok:8:14: warning invalid-puzzle: "one" in "goalorder: 2 one" is not a whole number; the Sokoban+ numbering is ignored in "Numbered"',
    ]);
    expect(r.code).toBe(0);
  });

  it('says so in --json, with the line and column', () => {
    const r = runCli(['check', '--json', '--sokoban-plus', 'n.sok'], { 'n.sok': `${board}boxorder: 1,2\ngoalorder: 2;1\n${game}` });
    // "goalorder: 2;1": "2;1" is one word (only spaces, TABs and commas split), at column 12.
    expect(JSON.parse(r.stdout).files[0].diagnostics).toEqual([
      { severity: 'warning', code: 'invalid-puzzle', message: '"2;1" in "goalorder: 2;1" is not a whole number; the Sokoban+ numbering is ignored in "Numbered"', line: 8, column: 12 },
    ]);
  });

  it('warns when one list comes without the other, at the board', () => {
    const r = runCli(['check', '--sokoban-plus', 'n.sok'], { 'n.sok': `${board}boxorder: 2 1\n${game}` });
    expect(r.stdout.split('\n')[1]).toBe('  n.sok:3:1: warning invalid-puzzle: boxorder is given but no goalorder; the Sokoban+ numbering is ignored in "Numbered"');
  });

  it('says nothing of the notes without --sokoban-plus', () => {
    const r = runCli(['check', 'n.sok'], { 'n.sok': `${board}boxorder: 1 x\n${game}` });
    expect(r.stdout.split('\n')[0]).toBe('n.sok: 1 puzzle, 1 saved game, of which 1 solves and 0 are illegal; 0 errors, 0 warnings');
  });
});
