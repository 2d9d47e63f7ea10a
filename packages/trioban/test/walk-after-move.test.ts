/**
 * Walks written after a move: where two letters reach the same triangle,
 * the walk's first step keeps the heading nearest the move just made, as
 * VARIANTS.md asks of a writer, and starts afresh after a pusher change or
 * a jump. Headings: r 0°, n 60°, u 120°, l 180°, s 240°, d 300°.
 */
import { describe, expect, it } from 'vitest';
import { buildLevel, pushPath, startPosition, triobanTopology, walkTo, type Level } from '../src/index.js';

function level(rows: string[]): Level {
  const { level, problems } = buildLevel(rows, triobanTopology);
  expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  return level!;
}

// The pusher stands on (4,2), a down-triangle (4 + 2 even): its left is "l" or "s", its right "r" or "d", above it "n" or "u".
const room = level(['#########', '#       #', '#   @   #', '# $ .   #', '#########']);
const at = (x: number, y: number): number => y * room.width + x;
const walk = (x: number, y: number, previous?: string): string | null => walkTo(room, startPosition(room), at(x, y), previous);

describe('a walk after a move', () => {
  it('with no move before it, takes the first of the two letters in the tiling\'s order', () => {
    expect(walk(3, 2)).toBe('l');
    expect(walk(5, 2)).toBe('r');
    expect(walk(4, 1)).toBe('n');
  });

  it('takes the letter whose heading is nearest the move before, push or walk', () => {
    // To the left: after "S" (240°), "s" (0° away) beats "l" (60°); after "d" (300°), "s" (60°) beats "l" (120°);
    // after "n" (60°), "l" (120°) beats "s" (180°).
    expect(walk(3, 2, 'S')).toBe('s');
    expect(walk(3, 2, 'd')).toBe('s');
    expect(walk(3, 2, 'n')).toBe('l');
    // To the right: after "S" (240°), "d" (60°) beats "r" (120°); after "u" (120°), "r" (120°) beats "d" (180°).
    expect(walk(5, 2, 'S')).toBe('d');
    expect(walk(5, 2, 'u')).toBe('r');
    // Up: after "L" (180°), "u" (60°) beats "n" (120°); after "R" (0°), "n" (60°) beats "u" (120°).
    expect(walk(4, 1, 'L')).toBe('u');
    expect(walk(4, 1, 'R')).toBe('n');
  });

  it('starts afresh after a pusher change or a jump, and after anything that is not one of the letters', () => {
    for (const previous of ['}', ']', '', 'x', 'é', 'SS']) expect(walk(3, 2, previous)).toBe('l');
  });

  it('applies to the first walk of a push path too', () => {
    // Pusher on the up-triangle (5,2), box on (3,2), goal on (2,2): the walk to (4,2) is "l" or "u", then "L".
    const l = level(['#########', '#       #', '# .$ @  #', '#       #', '#########']);
    const c = (x: number, y: number): number => y * l.width + x;
    const path = (previous?: string): string | null => pushPath(l, startPosition(l), c(3, 2), c(2, 2), previous);
    expect(path()).toBe('lL');
    // After "N" (60°), "u" (60° away) beats "l" (120°); after "s" (240°), "l" (60°) beats "u" (120°).
    expect(path('N')).toBe('uL');
    expect(path('s')).toBe('lL');
  });
});
