import { describe, expect, it } from 'vitest';
import { hexobanTopology } from '@polyban/hexoban';
import { octobanTopology } from '@polyban/octoban';
import { sokobanTopology } from '@polyban/sokoban';
import { triobanTopology } from '@polyban/trioban';
import { keyHelp, letterForKey, letterForSwipe } from '../src/keys.js';
import { makeLevelLink, readLevelLink } from '../src/link.js';
import { addSolution, levelKey, loadRecord, saveRecord } from '../src/storage.js';

describe('keys per tiling', () => {
  it('Sokoban: arrows and WASD', () => {
    const map = { ArrowLeft: 'l', ArrowRight: 'r', ArrowUp: 'u', ArrowDown: 'd', KeyA: 'l', KeyD: 'r', KeyW: 'u', KeyS: 'd' };
    for (const [code, letter] of Object.entries(map)) expect(letterForKey(sokobanTopology, code), code).toBe(letter);
    // Q, E, Z, C are diagonals: nothing on squares, so Z stays free for undo.
    for (const code of ['KeyQ', 'KeyE', 'KeyZ', 'KeyC']) expect(letterForKey(sokobanTopology, code), code).toBeNull();
  });

  it('Hexoban and Trioban: Q E / A D / Z C for u n / l r / s d', () => {
    const map = { KeyQ: 'u', KeyE: 'n', KeyA: 'l', KeyD: 'r', KeyZ: 's', KeyC: 'd' };
    for (const t of [hexobanTopology, triobanTopology]) {
      for (const [code, letter] of Object.entries(map)) expect(letterForKey(t, code), `${t.name} ${code}`).toBe(letter);
      // W and X point straight up and down, 30° from two hex directions each: no move.
      expect(letterForKey(t, 'KeyW')).toBeNull();
    }
  });

  it('Octoban: numpad 1-9 and Q W E / A D / Z X C', () => {
    const map = { Numpad7: 'w', Numpad8: 'u', Numpad9: 'n', Numpad4: 'l', Numpad6: 'r', Numpad1: 's', Numpad2: 'd', Numpad3: 'e', KeyQ: 'w', KeyW: 'u', KeyE: 'n', KeyA: 'l', KeyD: 'r', KeyZ: 's', KeyX: 'd', KeyC: 'e' };
    for (const [code, letter] of Object.entries(map)) expect(letterForKey(octobanTopology, code), code).toBe(letter);
  });

  it('swipes map to the nearest direction (screen y points down)', () => {
    expect(letterForSwipe(sokobanTopology, 100, 5)).toBe('r');
    expect(letterForSwipe(sokobanTopology, 0, -80)).toBe('u');
    expect(letterForSwipe(hexobanTopology, -50, 80)).toBe('s');
    expect(letterForSwipe(octobanTopology, 60, 60)).toBe('e');
  });

  it('the on-screen help lists keys for every direction of every tiling', () => {
    for (const t of [sokobanTopology, hexobanTopology, triobanTopology, octobanTopology]) {
      for (const k of keyHelp(t)) expect(k.keys.length, `${t.name} ${k.letter}`).toBeGreaterThan(0);
    }
  });
});

describe('level links', () => {
  it('reads game, RLE level and moves', () => {
    expect(readLevelLink('?game=Hexoban&level=%20%23%20%23|%23%20%40%20%24%20.%20%23|%20%23%20%23&moves=R')).toEqual({
      game: 'Hexoban',
      rows: ['-#-#', '#-@-$-.-#', '-#-#'],
      moves: 'R',
    });
  });

  it('expands RLE and keeps a literal "+" as a pusher on goal', () => {
    const link = readLevelLink('?level=5#|#+$.#|5#');
    // "#" starts the fragment in a typed link: it arrives in location.hash.
    expect(readLevelLink('?level=5', '#|#+$.#|5#')).toEqual({ game: 'Sokoban', rows: ['#####', '#+$.#', '#####'], moves: '' });
    expect(link).toEqual({ game: 'Sokoban', rows: ['#####', '#+$.#', '#####'], moves: '' });
  });

  it('makeLevelLink and readLevelLink round-trip', () => {
    const q = makeLevelLink('Octoban', ['#####', '#@$.#', '#####'], 'rR');
    expect(q).not.toMatch(/[#+ ]/);
    expect(readLevelLink(q)).toEqual({ game: 'Octoban', rows: ['5#', '#@$.#', '5#'].map((r) => r.replace('5#', '#####')), moves: 'rR' });
  });

  it('bad parameters give a message, not an exception', () => {
    expect(readLevelLink('?level=3(#')).toMatchObject({ error: expect.stringContaining('not a valid') });
    expect(readLevelLink('?game=Sokoban')).toMatchObject({ error: expect.stringContaining('level') });
    expect(readLevelLink('?level=%E0%A4%A')).toMatchObject({ error: expect.stringContaining('encoded') });
    expect(readLevelLink('')).toBeNull();
  });
});

describe('storage', () => {
  const memory = (): { getItem(k: string): string | null; setItem(k: string, v: string): void } => {
    const m = new Map<string, string>();
    return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
  };

  it('keys a level by tiling and board, ignoring how floor was spelled', () => {
    expect(levelKey('Sokoban', ['#####', '#@$.#', '#####'])).toBe(levelKey('Sokoban', ['#####', '#@$.#', '#####   ']));
    expect(levelKey('Sokoban', ['#-#'])).toBe(levelKey('Sokoban', ['# #']));
    expect(levelKey('Sokoban', ['#####', '#@$.#', '#####'])).not.toBe(levelKey('Hexoban', ['#####', '#@$.#', '#####']));
  });

  it('keeps progress and solutions, once each', () => {
    const store = memory();
    const r = loadRecord(store, 'k');
    r.progress = 'uL';
    expect(addSolution(r, { moves: 'uLrR', moveCount: 4, pushCount: 2, reverse: false, found: '2026-01-01' })).toBe(true);
    expect(addSolution(r, { moves: 'uLrR', moveCount: 4, pushCount: 2, reverse: false, found: '2026-01-02' })).toBe(false);
    saveRecord(store, 'k', r);
    expect(loadRecord(store, 'k')).toEqual(r);
  });

  it('damaged or unavailable storage reads as empty and writing never throws', () => {
    const broken = { getItem: () => '{not json', setItem: () => {
      throw new Error('quota');
    } };
    expect(loadRecord(broken, 'k')).toEqual({ progress: '', reverseProgress: '', solutions: [] });
    expect(() => saveRecord(broken, 'k', loadRecord(broken, 'k'))).not.toThrow();
  });
});
