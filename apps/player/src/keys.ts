/**
 * Keyboard play for any tiling. Each key stands for a heading on the screen
 * (Q is up-left, D is right, the numpad is a compass); a key moves in the
 * tiling's direction whose heading is nearest, if one lies within 30°. So
 * Sokoban gets arrows and WASD, Hexoban and Trioban Q E / A D / Z C, and
 * Octoban all eight, from one table.
 */
import type { DirectionLetter, Topology } from '@polyban/core';

/** Keys (KeyboardEvent.code) and the heading in degrees they stand for (0 = right, 90 = up). */
export const KEY_HEADINGS: Readonly<Record<string, number>> = {
  ArrowRight: 0,
  ArrowUp: 90,
  ArrowLeft: 180,
  ArrowDown: 270,
  KeyD: 0,
  KeyE: 45,
  KeyW: 90,
  KeyQ: 135,
  KeyA: 180,
  KeyZ: 225,
  KeyX: 270,
  KeyS: 270,
  KeyC: 315,
  Numpad6: 0,
  Numpad9: 45,
  Numpad8: 90,
  Numpad7: 135,
  Numpad4: 180,
  Numpad1: 225,
  Numpad2: 270,
  Numpad3: 315,
};

/** Angle between two headings, 0..180. */
function gap(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/** The tiling's direction whose heading is within `maxGap` degrees of `heading` and nearest it, or `null`. */
function nearestLetter(topology: Topology, heading: number, maxGap: number): DirectionLetter | null {
  let best: DirectionLetter | null = null;
  let bestGap = maxGap;
  for (const letter of topology.directions) {
    const h = topology.headings[letter];
    if (h === undefined) continue;
    const g = gap(h, heading);
    if (g < bestGap) {
      bestGap = g;
      best = letter;
    }
  }
  return best;
}

/** The direction a key moves in on this tiling, or `null` if none lies within 30° of the key's heading. */
export function letterForKey(topology: Topology, code: string): DirectionLetter | null {
  const heading = KEY_HEADINGS[code];
  // Strictly under 30°: W on a hexagonal tiling is 30° from both u and n, and moves neither.
  return heading === undefined ? null : nearestLetter(topology, heading, 30);
}

/** The direction a swipe goes, by its screen vector (y down): the nearest direction within 30°. */
export function letterForSwipe(topology: Topology, dx: number, dy: number): DirectionLetter | null {
  return nearestLetter(topology, (Math.atan2(-dy, dx) * 180) / Math.PI, 30.5);
}

const KEY_LABEL: Record<string, string> = {
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowLeft: '←',
  ArrowDown: '↓',
};

/** The keys of a tiling for the on-screen help: each direction letter with the keys that move that way. */
export function keyHelp(topology: Topology): { letter: DirectionLetter; keys: string[] }[] {
  return topology.directions.map((letter) => ({
    letter,
    keys: Object.keys(KEY_HEADINGS)
      .filter((code) => letterForKey(topology, code) === letter)
      .map((code) => KEY_LABEL[code] ?? code.replace(/^Key/, '').replace(/^Numpad/, 'Num')),
  }));
}
