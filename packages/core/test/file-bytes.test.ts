import { describe, expect, it } from 'vitest';
import { decodeLevelFile, firstInvalidUtf8 } from '../src/index.js';

// A level file's bytes as text. The expectations come from the encodings' definitions: UTF-8's lead and
// continuation bytes (RFC 3629, and the WHATWG decoder for what is malformed), UTF-16's code units and
// byte order marks, Windows-1252's code page, and the rule decodeLevelFile states for UTF-16 without a
// mark: three quarters of the byte pairs or more hold a character below U+0100 with its NUL on one side.

const bytes = (...b: number[]): Uint8Array => Uint8Array.from(b);
/** The bytes of ASCII text, one each. */
const ascii = (s: string): number[] => Array.from(s, (c) => c.charCodeAt(0));

describe('UTF-8, with and without its byte order mark', () => {
  it('takes EF BB BF, and only those three bytes, for the mark', () => {
    expect(decodeLevelFile(bytes(0xef, 0xbb, 0xbf, 0x23))).toEqual({ text: '#', encoding: 'utf-8-bom', diagnostics: [] });
    // E0 BB BF is U+0EFF, EF 80 BF is U+F03F, EF BB 80 is U+FEC0: characters, not the mark.
    expect(decodeLevelFile(bytes(0xe0, 0xbb, 0xbf, 0x23))).toEqual({ text: '\u0EFF#', encoding: 'utf-8', diagnostics: [] });
    expect(decodeLevelFile(bytes(0xef, 0x80, 0xbf, 0x23))).toEqual({ text: '\uF03F#', encoding: 'utf-8', diagnostics: [] });
    expect(decodeLevelFile(bytes(0xef, 0xbb, 0x80, 0x23))).toEqual({ text: '\uFEC0#', encoding: 'utf-8', diagnostics: [] });
  });

  it('reads a file of plain ASCII, or of nothing, as UTF-8 without a mark', () => {
    expect(decodeLevelFile(bytes(...ascii('#@$.#')))).toEqual({ text: '#@$.#', encoding: 'utf-8', diagnostics: [] });
    expect(decodeLevelFile(bytes())).toEqual({ text: '', encoding: 'utf-8', diagnostics: [] });
    expect(decodeLevelFile(bytes(0xef, 0xbb))).toMatchObject({ encoding: 'windows-1252' });
  });

  it('accepts the last two-byte lead, DF, and rejects C0, C1 and F5 to FF as leads', () => {
    expect(firstInvalidUtf8(bytes(0xdf, 0xbf))).toBe(-1);
    expect(firstInvalidUtf8(bytes(0xc2, 0x80))).toBe(-1);
    for (const lead of [0xc0, 0xc1, 0xf5, 0xf8, 0xff]) expect(firstInvalidUtf8(bytes(0x23, lead, 0x80, 0x80, 0x80)), lead.toString(16)).toBe(1);
  });

  it('rejects overlong three- and four-byte forms, surrogates and code points past U+10FFFF', () => {
    // E0 80-9F and F0 80-8F are overlong; ED A0-BF are surrogates; F4 90 and on pass U+10FFFF.
    expect(firstInvalidUtf8(bytes(0xe0, 0x9f, 0xbf))).toBe(0);
    expect(firstInvalidUtf8(bytes(0xe0, 0xa0, 0x80))).toBe(-1);
    expect(firstInvalidUtf8(bytes(0xf0, 0x8f, 0xbf, 0xbf))).toBe(0);
    expect(firstInvalidUtf8(bytes(0xf0, 0x90, 0x80, 0x80))).toBe(-1);
    expect(firstInvalidUtf8(bytes(0xed, 0xa0, 0x80))).toBe(0);
    expect(firstInvalidUtf8(bytes(0xed, 0x9f, 0xbf))).toBe(-1);
    expect(firstInvalidUtf8(bytes(0xf4, 0x90, 0x80, 0x80))).toBe(0);
    expect(firstInvalidUtf8(bytes(0xf4, 0x8f, 0xbf, 0xbf))).toBe(-1);
  });

  it('rejects a sequence cut short by the end or by a byte that does not continue it', () => {
    expect(firstInvalidUtf8(bytes(0x23, 0xe2, 0x82))).toBe(1);
    expect(firstInvalidUtf8(bytes(0x23, 0xe2, 0x82, 0x23))).toBe(1);
    expect(firstInvalidUtf8(bytes(0xe2, 0x82, 0xac))).toBe(-1);
    expect(firstInvalidUtf8(bytes(0xf0, 0x9f, 0x98, 0xc0))).toBe(0);
  });
});

describe('Windows-1252, for bytes that are not UTF-8', () => {
  it('says where the first byte that is not UTF-8 stands, counting CR, LF and CR LF as line ends', () => {
    const at = (b: number[]): number[] => {
      const d = decodeLevelFile(bytes(...b)).diagnostics[0]!;
      return [d.line, d.column];
    };
    // `a` CR CR `b` 0x80: each CR ends a line, as neither is followed by LF: the byte is on line 3, column 2.
    expect(at([...ascii('a\r\rb'), 0x80])).toEqual([3, 2]);
    // CR CR LF is one line end.
    expect(at([...ascii('a\r\r\nb'), 0x80])).toEqual([2, 2]);
    expect(at([...ascii('a\r\nb\nc'), 0x80])).toEqual([3, 2]);
    expect(decodeLevelFile(bytes(...ascii('a\r\nb\nc'), 0x80)).diagnostics[0]!.message).toBe('Byte 0x80 is not UTF-8, so the file was read as Windows-1252 (Western European)');
  });

  it('reads every byte of a file longer than one chunk of decoding', () => {
    // 20,000 bytes: `#`, then 0x80 (€), then `é` (E9), over and over.
    const b = Array.from({ length: 20_000 }, (_, i) => [0x23, 0x80, 0xe9][i % 3]!);
    const text = Array.from({ length: 20_000 }, (_, i) => ['#', '€', 'é'][i % 3]!).join('');
    expect(decodeLevelFile(bytes(...b))).toMatchObject({ text, encoding: 'windows-1252' });
  });
});

describe('UTF-16 without a byte order mark', () => {
  it('is told at three quarters of the byte pairs holding a NUL on the same side, and not below', () => {
    // Three pairs of four are `#` NUL: little-endian; the fourth, `a` `b`, is U+6261.
    expect(decodeLevelFile(bytes(0x23, 0, 0x23, 0, 0x23, 0, 0x61, 0x62))).toMatchObject({ text: '###\u6261', encoding: 'utf-16le' });
    expect(decodeLevelFile(bytes(0, 0x23, 0, 0x23, 0, 0x23, 0x61, 0x62))).toMatchObject({ text: '###\u6162', encoding: 'utf-16be' });
    // Two of four: UTF-8, NUL characters and all.
    expect(decodeLevelFile(bytes(0x23, 0, 0x23, 0, 0x61, 0x62, 0x61, 0x62))).toEqual({ text: '#\u0000#\u0000abab', encoding: 'utf-8', diagnostics: [] });
    expect(decodeLevelFile(bytes(0, 0x23, 0, 0x23, 0x61, 0x62, 0x61, 0x62))).toEqual({ text: '\u0000#\u0000#abab', encoding: 'utf-8', diagnostics: [] });
  });

  it('does not count a pair of two NUL bytes for either side', () => {
    // Two `#` NUL pairs and two NUL NUL pairs: two of four.
    expect(decodeLevelFile(bytes(0x23, 0, 0x23, 0, 0, 0, 0, 0))).toMatchObject({ encoding: 'utf-8' });
    expect(decodeLevelFile(bytes(0, 0x23, 0, 0x23, 0, 0, 0, 0))).toMatchObject({ encoding: 'utf-8' });
  });

  it('reads every code unit of a file longer than one chunk of decoding, in each byte order', () => {
    const text = Array.from({ length: 20_000 }, (_, i) => String.fromCharCode(0x20 + (i % 90))).join('');
    const le = bytes(...Array.from(text, (c) => [c.charCodeAt(0), 0]).flat());
    const be = bytes(...Array.from(text, (c) => [0, c.charCodeAt(0)]).flat());
    expect(decodeLevelFile(le)).toMatchObject({ text, encoding: 'utf-16le' });
    expect(decodeLevelFile(be)).toMatchObject({ text, encoding: 'utf-16be' });
    expect(decodeLevelFile(bytes(0xff, 0xfe, ...le))).toMatchObject({ text, encoding: 'utf-16le-bom' });
  });
});
