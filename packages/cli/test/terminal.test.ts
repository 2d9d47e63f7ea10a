/**
 * Text for a terminal: which characters are shown as `\xNN` instead of
 * being sent, and when colour is on, as the NO_COLOR and FORCE_COLOR
 * conventions and `--no-colour` say.
 */
import { describe, expect, it } from 'vitest';
import { count, escapeControls, useColour } from '../src/terminal.js';

describe('count', () => {
  it('puts the noun in the singular for one only: zero and many take the plural', () => {
    expect(count(1, 'move')).toBe('1 move');
    expect(count(0, 'move')).toBe('0 moves');
    expect(count(2, 'move')).toBe('2 moves');
    expect(count(1, 'push', 'pushes')).toBe('1 push');
    expect(count(3, 'push', 'pushes')).toBe('3 pushes');
  });
});

describe('escapeControls', () => {
  it('shows C0 controls, DEL and C1 controls as \\xNN, in upper-case hex', () => {
    expect(escapeControls('\u0000a\u001fb\u007f\u0080c\u009f')).toBe('\\x00a\\x1Fb\\x7F\\x80c\\x9F');
    expect(escapeControls('\tTab')).toBe('\\x09Tab');
    expect(escapeControls('end\u001b')).toBe('end\\x1B');
  });

  it('leaves printable characters alone: space, "~" and everything from U+00A0 on', () => {
    const printable = ' ~\u00a0\u00ffß→😀';
    expect(escapeControls(printable)).toBe(printable);
    expect(escapeControls('')).toBe('');
  });
});

describe('useColour', () => {
  it('follows the terminal when the environment says nothing', () => {
    expect(useColour(true, {}, false)).toBe(true);
    expect(useColour(false, {}, false)).toBe(false);
    expect(useColour(undefined, {}, false)).toBe(false);
  });

  it('NO_COLOR with any value turns it off, even where FORCE_COLOR asks for it; an empty NO_COLOR is not set', () => {
    expect(useColour(true, { NO_COLOR: '1' }, false)).toBe(false);
    expect(useColour(true, { NO_COLOR: '0' }, false)).toBe(false);
    expect(useColour(false, { NO_COLOR: 'yes', FORCE_COLOR: '1' }, false)).toBe(false);
    expect(useColour(true, { NO_COLOR: '' }, false)).toBe(true);
    expect(useColour(false, { NO_COLOR: '', FORCE_COLOR: '1' }, false)).toBe(true);
  });

  it('FORCE_COLOR turns it on in a pipe, except as "0" or "false", which turn it off on a terminal', () => {
    for (const on of ['1', '2', '3', 'true', '']) expect(useColour(false, { FORCE_COLOR: on }, false), on).toBe(true);
    for (const off of ['0', 'false']) expect(useColour(true, { FORCE_COLOR: off }, false), off).toBe(false);
  });

  it('--no-colour wins over everything', () => {
    expect(useColour(true, { FORCE_COLOR: '1' }, true)).toBe(false);
  });
});
