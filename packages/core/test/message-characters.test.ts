/**
 * `showCharacter`, which names a character in every message about one (a
 * board character, a move, a tiling's layout): in quotes as typed, or by its
 * code point where quotes would show nothing a person can read; and
 * `isSecondHalf`, which tells the second text position of a character past
 * U+FFFF, so that it is reported once.
 */
import { describe, expect, it } from 'vitest';
import { isSecondHalf, showCharacter } from '../src/index.js';

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

describe('isSecondHalf', () => {
  // U+1F600 is the pair D83D DE00: a high half (D800-DBFF), then a low half (DC00-DFFF).
  it('is true at the low half of a pair, and only there', () => {
    expect(isSecondHalf('\u{1F600}', 1)).toBe(true);
    expect(isSecondHalf('#\u{1F600}#', 2)).toBe(true);
    expect(isSecondHalf('\u{1F600}', 0)).toBe(false);
    expect(isSecondHalf('#\u{1F600}#', 1)).toBe(false);
    expect(isSecondHalf('#\u{1F600}#', 3)).toBe(false);
  });

  it('is true at the low half of a pair at the ends of both ranges', () => {
    // U+10000 is D800 DC00; U+10FFFF is DBFF DFFF.
    expect(isSecondHalf('\u{10000}', 1)).toBe(true);
    expect(isSecondHalf('\u{10FFFF}', 1)).toBe(true);
  });

  it('is false for a half that stands alone, or a low half with no high half before it', () => {
    // A low half first in the text: there is nothing before it.
    expect(isSecondHalf('\ude00', 0)).toBe(false);
    expect(isSecondHalf('x\ude00', 1)).toBe(false);
    // A high half followed by no low half: the next character is a character of its own.
    expect(isSecondHalf('\ud83dx', 1)).toBe(false);
    // Two high halves: the second is no low half.
    expect(isSecondHalf('\ud83d\ud83d', 1)).toBe(false);
    // U+FFFF is one unit, the last that is.
    expect(isSecondHalf('\uffffx', 1)).toBe(false);
  });

  it('is false past the end of the text, even right after a pair', () => {
    expect(isSecondHalf('\u{1F600}', 2)).toBe(false);
    expect(isSecondHalf('', 0)).toBe(false);
  });
});
