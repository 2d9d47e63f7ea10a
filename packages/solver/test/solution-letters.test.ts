/**
 * The letters of the solver's solutions on Trioban, where two letters lead
 * to each neighbour: VARIANTS.md asks a writer to spell each plain step
 * with the letter whose heading is nearest the previous step's (ties to the
 * earlier letter). Every walk letter that follows another letter, a push's
 * included, is checked against that rule on levels pulled from solved
 * positions, with one pusher and with two.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Game, type DirectionLetter, type Level } from '@polyban/core';
import { triobanTopology } from '@polyban/trioban';
import { solveSync } from '../src/index.js';
import { levelOf } from './boards.js';
import { pulledLevel } from './random-boards.js';

/** The angle between two headings in degrees, 0 to 180. */
const gap = (a: number, b: number): number => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};

/**
 * Plays `solution` and returns the walk letters that break the rule, as
 * `index: letter (wanted)`; and how many walk letters had a choice.
 */
function misspelt(level: Level, solution: string): { wrong: string[]; choices: number } {
  const game = new Game(level);
  const D = level.directionCount;
  const headings = level.topology.headings;
  const wrong: string[] = [];
  let choices = 0;
  let previous: DirectionLetter | '' = '';
  for (let i = 0; i < solution.length; i++) {
    const ch = solution[i]!;
    if (ch === '{') {
      const end = solution.indexOf('}', i);
      expect(game.changePusher(solution.slice(i + 1, end)).ok).toBe(true);
      i = end;
      previous = '';
      continue;
    }
    const letter = ch.toLowerCase() as DirectionLetter;
    const from = game.pushers[game.activePusher]!;
    const d = level.letters.indexOf(letter);
    const to = level.neighbours[from * D + d]!;
    const same = level.letters.filter((_, e) => level.neighbours[from * D + e] === to);
    if (ch === letter && previous !== '' && same.length > 1) {
      choices++;
      const before: number = headings[previous]!;
      // The nearest heading to the previous letter's; among equals the first in the tiling's order, as `same` lists them.
      const want: string = same.reduce((best, l) => (gap(headings[l]!, before) < gap(headings[best]!, before) ? l : best));
      if (letter !== want) wrong.push(`${i}: ${letter} (${want})`);
    }
    expect(game.step(ch).ok, `move ${i} of ${solution}`).toBe(true);
    previous = letter;
  }
  expect(game.isSolved()).toBe(true);
  return { wrong, choices };
}

describe('solution letters on Trioban', () => {
  it('keeps the heading nearest the previous step\'s, after a push too', () => {
    let choices = 0;
    for (const pushers of [1, 2]) {
      fc.assert(
        fc.property(pulledLevel(triobanTopology, pushers), (made) => {
          if (!made || made.pulls === 0) return;
          const level = levelOf(made.rows, triobanTopology);
          const result = solveSync(level, { timeLimitMs: 10_000 });
          expect(result.status).toBe('solved');
          const checked = misspelt(level, result.solution!);
          expect(checked.wrong, made.rows.join('\n')).toEqual([]);
          choices += checked.choices;
        }),
        { numRuns: 80 },
      );
    }
    // The levels gave the rule work to do. With 40 levels per pusher count, one run made only 18 choices; 80 levels double the count.
    expect(choices).toBeGreaterThan(20);
  });

  it('spells a hand-made level\'s walk after its first push by the push\'s heading', () => {
    // Trioban, pusher on (3,1), boxes on (2,1) and (1,2), goals on (1,1) and (2,2) ((x + y) even points down).
    // Any solution starts with a push; in this room every later walk letter that has a twin is checked.
    const level = levelOf(['#####', '#.$@#', '#$. #', '#   #', '#####'], triobanTopology);
    const result = solveSync(level);
    expect(result.status).toBe('solved');
    const checked = misspelt(level, result.solution!);
    expect(checked.wrong).toEqual([]);
    expect(checked.choices).toBeGreaterThan(0);
  });
});
