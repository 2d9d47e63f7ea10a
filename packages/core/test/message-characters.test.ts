/**
 * `showCharacter`, which names a character in every message about one (a
 * board character, a move, a tiling's layout): in quotes as typed, or by its
 * code point where quotes would show nothing a person can read.
 */
import { describe, expect, it } from 'vitest';
import { showCharacter } from '../src/index.js';

describe('showCharacter', () => {
  it('quotes a character a person can see, a space and a no-break space included', () => {
    expect(showCharacter('x', 0)).toBe('"x"');
    expect(showCharacter(' ', 0)).toBe('" "');
    expect(showCharacter('~', 0)).toBe('"~"');
    expect(showCharacter('\u00a0', 0)).toBe('"\u00a0"');
    expect(showCharacter('ab', 1)).toBe('"b"');
  });

  it('names a control character by its code point, four hexadecimal digits at least, in capitals', () => {
    // C0 (U+0000-U+001F), DEL (U+007F) and C1 (U+0080-U+009F).
    expect(showCharacter('\u0000', 0)).toBe('U+0000');
    expect(showCharacter('\u001f', 0)).toBe('U+001F');
    expect(showCharacter('\u007f', 0)).toBe('U+007F');
    expect(showCharacter('\u0080', 0)).toBe('U+0080');
    expect(showCharacter('\u009f', 0)).toBe('U+009F');
  });

  it('quotes a character past U+FFFF whole from its first half, and names a half standing alone by its code point', () => {
    expect(showCharacter('\u{1F600}', 0)).toBe('"\u{1F600}"');
    // Read from its second half, the pair has no first half: that half alone.
    expect(showCharacter('\u{1F600}', 1)).toBe('U+DE00');
    expect(showCharacter('\ud83dx', 0)).toBe('U+D83D');
    // The ends of the surrogate range, and the characters on either side of it.
    expect(showCharacter('\ud7ff', 0)).toBe('"\ud7ff"');
    expect(showCharacter('\ud800', 0)).toBe('U+D800');
    expect(showCharacter('\udfff', 0)).toBe('U+DFFF');
    expect(showCharacter('\ue000', 0)).toBe('"\ue000"');
  });
});
