/**
 * `polyban check` for people, on a saved game whose moves as written hold a
 * problem: the game is refused at the character, counted from 1 as an
 * editor counts it, with what is wrong there.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('polyban check: a saved game with unreadable moves', () => {
  it('names the character, counted from 1, and the problem', () => {
    // In "rr]" the "]" is the third character and closes nothing; in "ur[d" the "[" is the third and is never closed.
    const board = '######\n#@$ .#\n######\n\nSolution\n';
    const lines = (moves: string): string[] => runCli(['check', 'g.sok'], { 'g.sok': `${board}${moves}\n` }).stdout.split('\n');
    expect(lines('rr]')).toContain('  puzzle 1, saved game "Solution": unreadable moves at character 3: "]" closes nothing: no "[" is open');
    expect(lines('ur[d')).toContain('  puzzle 1, saved game "Solution": unreadable moves at character 3: "[" is never closed');
  });
});
