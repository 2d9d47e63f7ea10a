import { describe, expect, it } from 'vitest';
import { hexobanTopology } from '@polyban/hexoban';
import { octobanTopology } from '@polyban/octoban';
import { sokobanTopology } from '@polyban/sokoban';
import { triobanTopology } from '@polyban/trioban';
import { keyHelp, letterForKey, letterForSwipe } from '../src/keys.js';

// Headings on the screen, 0° right and 90° up: Sokoban's r u l d at 0, 90, 180, 270; the hexagonal tilings' r n u l
// s d at 0, 60, 120, 180, 240, 300; Octoban's eight at every 45°. A key or a swipe moves in the nearest direction
// within 30°.

/** A swipe of unit length at `degrees` on the screen (y points down). */
const swipe = (degrees: number): [number, number] => [Math.cos((degrees * Math.PI) / 180), -Math.sin((degrees * Math.PI) / 180)];

describe('swipes', () => {
  it('measure the angle the short way round, across 0°', () => {
    // -84° is 6° from Sokoban's d at 270°, measured across 0°.
    expect(letterForSwipe(sokobanTopology, ...swipe(-84))).toBe('d');
    // -50° is 10° from the hexagonal d at 300°.
    expect(letterForSwipe(hexobanTopology, ...swipe(-50))).toBe('d');
    expect(letterForSwipe(triobanTopology, ...swipe(-50))).toBe('d');
    // 350° the other way: 10° from r.
    expect(letterForSwipe(hexobanTopology, ...swipe(-10))).toBe('r');
    expect(letterForSwipe(octobanTopology, ...swipe(-40))).toBe('e');
  });

  it('move nothing half-way between two directions, and within 30° of one', () => {
    // 45° is 45° from Sokoban's r and u.
    expect(letterForSwipe(sokobanTopology, ...swipe(45))).toBeNull();
    expect(letterForSwipe(sokobanTopology, ...swipe(-45))).toBeNull();
    // A swipe gets half a degree more than a key's 30°.
    expect(letterForSwipe(sokobanTopology, ...swipe(-30.8))).toBeNull();
    expect(letterForSwipe(sokobanTopology, ...swipe(-30.2))).toBe('r');
    // 31° is 29° from the hexagonal n, 31° from r.
    expect(letterForSwipe(hexobanTopology, ...swipe(31))).toBe('n');
  });
});

describe('keys', () => {
  it('leave keys the player does not know alone', () => {
    expect(letterForKey(sokobanTopology, 'KeyP')).toBeNull();
    expect(letterForKey(octobanTopology, 'Space')).toBeNull();
  });

  it('X and S both point down', () => {
    expect(letterForKey(sokobanTopology, 'KeyX')).toBe('d');
    expect(letterForKey(sokobanTopology, 'KeyS')).toBe('d');
    // On hexagons straight down is 30° from s and from d: neither.
    expect(letterForKey(hexobanTopology, 'KeyX')).toBeNull();
  });
});

describe('the on-screen key help', () => {
  /** The help of one tiling as letter → the keys shown for it. */
  const help = (t: typeof sokobanTopology): Record<string, string[]> => Object.fromEntries(keyHelp(t).map((k) => [k.letter, k.keys]));

  it('lists for Sokoban the arrows, the letters and the numpad, in that order, each as it is printed on the key', () => {
    expect(help(sokobanTopology)).toEqual({
      r: ['→', 'D', 'Num6'],
      u: ['↑', 'W', 'Num8'],
      l: ['←', 'A', 'Num4'],
      d: ['↓', 'X', 'S', 'Num2'],
    });
  });

  it('lists for the hexagonal tilings the six keys around S, and no arrow keys up or down', () => {
    const want = {
      r: ['→', 'D', 'Num6'],
      n: ['E', 'Num9'],
      u: ['Q', 'Num7'],
      l: ['←', 'A', 'Num4'],
      s: ['Z', 'Num1'],
      d: ['C', 'Num3'],
    };
    expect(help(hexobanTopology)).toEqual(want);
    expect(help(triobanTopology)).toEqual(want);
  });

  it('lists one entry per direction, in the tiling\'s own order', () => {
    for (const t of [sokobanTopology, hexobanTopology, triobanTopology, octobanTopology]) expect(keyHelp(t).map((k) => k.letter)).toEqual([...t.directions]);
    expect(help(octobanTopology)).toMatchObject({ n: ['E', 'Num9'], w: ['Q', 'Num7'], s: ['Z', 'Num1'], e: ['C', 'Num3'], d: ['↓', 'X', 'S', 'Num2'] });
  });
});
