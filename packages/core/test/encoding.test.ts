import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeLevelFile,
  encodeLevelFile,
  findUnencodable,
  firstInvalidUtf8,
  movesFromText,
  parseCollection,
  stringifyCollection,
  UnencodableTextError,
} from '../src/index.js';
import { corpusFiles, requireCorpus } from './corpus-paths.js';

/** Bytes from a string whose characters are all below U+0100, one byte each (how a Latin-1 file stores them). */
const latin1 = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));
const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);
const isUtf8 = (b: Uint8Array): boolean => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b);
    return true;
  } catch {
    return false;
  }
};

describe('decodeLevelFile: Windows-1252', () => {
  it('reads Latin-1 letters and warns at the first byte that is not UTF-8', () => {
    // "Au", then 0xDF (ß): a two-byte UTF-8 lead followed by "e", which is not a continuation byte.
    const d = decodeLevelFile(latin1('Au\xDFenfelder'));
    expect(d.text).toBe('Außenfelder');
    expect(d.encoding).toBe('windows-1252');
    expect(d.diagnostics).toHaveLength(1);
    expect(d.diagnostics[0]).toMatchObject({ severity: 'warning', code: 'non-utf8-text', line: 1, column: 3 });
    expect(d.diagnostics[0]!.message).toContain('0xDF');
    expect(d.diagnostics[0]!.message).toContain('read as Windows-1252');
  });

  it('reads ç, and byte 0x80 as the euro sign', () => {
    expect(decodeLevelFile(latin1('Fran\xE7ois')).text).toBe('François');
    expect(decodeLevelFile(Uint8Array.of(0x80)).text).toBe('€');
    expect(decodeLevelFile(Uint8Array.of(0x31, 0x30, 0x80)).text).toBe('10€');
  });

  it('maps 0x80-0x9F to the code page, the five undefined bytes to the control characters of the same number', () => {
    const d = decodeLevelFile(Uint8Array.of(0x80, 0x81, 0x82, 0x8d, 0x8f, 0x90, 0x93, 0x94, 0x9d, 0x9f, 0xa0, 0xff));
    expect(d.text).toBe('€\u0081‚\u008D\u008F\u0090“”\u009DŸ\u00A0ÿ');
  });

  it('reads every byte as the code page says', () => {
    // Code page 1252 (Microsoft's table, as in the WHATWG index), bytes 0x80-0x9F; the rest are the code point of the same number.
    // Note: Node's own TextDecoder('windows-1252') cannot serve as a reference, it decodes ISO-8859-1.
    const high = [
      0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
      0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
    ];
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const d = decodeLevelFile(all);
    expect(d.encoding).toBe('windows-1252');
    expect([...d.text].map((c) => c.charCodeAt(0))).toEqual([...all].map((b) => (b >= 0x80 && b < 0xa0 ? high[b - 0x80]! : b)));
    expect(encodeLevelFile(d.text, 'windows-1252')).toEqual(all);
  });

  it('places the warning on the line and column of the first bad byte, whatever the line breaks', () => {
    expect(decodeLevelFile(latin1('Title\r\n\r\nAu\xDFen')).diagnostics[0]).toMatchObject({ line: 3, column: 3 });
    expect(decodeLevelFile(latin1('a\rb\n\xE9')).diagnostics[0]).toMatchObject({ line: 3, column: 1 });
    // Valid UTF-8 (é as C3 A9) before the bad byte: still one character per byte once read as 1252.
    expect(decodeLevelFile(Uint8Array.of(0xc3, 0xa9, 0x0a, 0x41, 0xe9)).diagnostics[0]).toMatchObject({ line: 2, column: 2 });
  });
});

describe('decodeLevelFile: UTF-8', () => {
  it('reads valid UTF-8 as UTF-8, with no diagnostic', () => {
    const d = decodeLevelFile(utf8('Außenfelder 漢 😀'));
    expect(d).toEqual({ text: 'Außenfelder 漢 😀', encoding: 'utf-8', diagnostics: [] });
    expect(decodeLevelFile(new Uint8Array(0))).toEqual({ text: '', encoding: 'utf-8', diagnostics: [] });
  });

  it('drops the byte order mark from the text and reports it in the encoding; encoding puts it back', () => {
    const bytes = Uint8Array.of(0xef, 0xbb, 0xbf, ...utf8('Fran\u00E7ois'));
    const d = decodeLevelFile(bytes);
    expect(d.text).toBe('François');
    expect(d.encoding).toBe('utf-8-bom');
    expect(encodeLevelFile(d.text, d.encoding)).toEqual(bytes);
    // A second mark is text.
    const twice = Uint8Array.of(0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf, 0x41);
    expect(decodeLevelFile(twice).text).toBe('\uFEFFA');
    expect(encodeLevelFile(decodeLevelFile(twice).text, 'utf-8-bom')).toEqual(twice);
  });
});

describe('firstInvalidUtf8', () => {
  it('finds the start of each kind of malformed sequence', () => {
    expect(firstInvalidUtf8(utf8('plain ASCII, é, 漢, 😀'))).toBe(-1);
    expect(firstInvalidUtf8(Uint8Array.of(0x41, 0x80))).toBe(1); // lone continuation byte
    expect(firstInvalidUtf8(Uint8Array.of(0xc0, 0x80))).toBe(0); // overlong NUL
    expect(firstInvalidUtf8(Uint8Array.of(0xe0, 0x9f, 0xbf))).toBe(0); // overlong three-byte form
    expect(firstInvalidUtf8(Uint8Array.of(0xed, 0xa0, 0x80))).toBe(0); // surrogate U+D800
    expect(firstInvalidUtf8(Uint8Array.of(0xf4, 0x90, 0x80, 0x80))).toBe(0); // past U+10FFFF
    expect(firstInvalidUtf8(Uint8Array.of(0x41, 0x42, 0xe2, 0x82))).toBe(2); // cut off by the end
    expect(firstInvalidUtf8(Uint8Array.of(0xf5))).toBe(0);
  });

  /** Bytes that are often valid UTF-8 and often nearly so. */
  const nearUtf8 = fc
    .array(
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: 4 }).map((s) => [...utf8(s)]),
        fc.constantFrom([0x80], [0xbf], [0xc0], [0xc2], [0xe0, 0xa0], [0xed, 0xa0], [0xf0, 0x90], [0xf4, 0x90], [0xf5], [0xff], [0xef, 0xbb, 0xbf]),
        fc.integer({ min: 0, max: 255 }).map((b) => [b]),
      ),
      { maxLength: 40 },
    )
    .map((parts) => Uint8Array.from(parts.flat()));

  it('agrees with a fatal TextDecoder, and everything before the offset is UTF-8', () => {
    fc.assert(
      fc.property(nearUtf8, (bytes) => {
        const at = firstInvalidUtf8(bytes);
        expect(at < 0).toBe(isUtf8(bytes));
        if (at >= 0) expect(isUtf8(bytes.subarray(0, at))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('decode, then encode in the encoding found, gives the same bytes', () => {
  it('for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const d = decodeLevelFile(bytes);
        expect(encodeLevelFile(d.text, d.encoding)).toEqual(bytes);
      }),
      { numRuns: 2000 },
    );
  });

  it('for any UTF-8 text, with or without a byte order mark', () => {
    // Text without NUL characters: bytes with a NUL in every other place are how UTF-16 without a byte order mark is
    // recognised ("\u0001\u0000" is read as UTF-16), and a level file in UTF-8 has none.
    const text = fc.string({ unit: 'binary', maxLength: 100 }).map((t) => t.replaceAll('\0', ''));
    fc.assert(
      fc.property(text, fc.boolean(), (text, bom) => {
        const bytes = Uint8Array.from([...(bom ? [0xef, 0xbb, 0xbf] : []), ...utf8(text)]);
        const d = decodeLevelFile(bytes);
        expect(d.encoding).toBe(bom ? 'utf-8-bom' : 'utf-8');
        expect(d.text).toBe(text);
        expect(encodeLevelFile(d.text, d.encoding)).toEqual(bytes);
      }),
      { numRuns: 1000 },
    );
  });

  it('through the reader and the writer: a Latin-1 file with a new solution keeps every other byte', () => {
    const file = latin1('Collection: Fran\xE7ois\r\n\r\nAu\xDFenfelder\r\n\r\n#####\r\n#@$.#\r\n#####\r\n');
    const d = decodeLevelFile(file);
    const { collection } = parseCollection(d.text);
    expect(collection.title).toBe('François');
    expect(collection.puzzles[0]!.title).toBe('Außenfelder');
    expect(encodeLevelFile(stringifyCollection(collection), d.encoding)).toEqual(file);
    collection.puzzles[0]!.savedGames.push({ title: 'Lösung', moves: movesFromText('R'), notes: [] });
    const saved = encodeLevelFile(stringifyCollection(collection), d.encoding);
    expect(saved.subarray(0, file.length)).toEqual(file);
    expect(Buffer.from(saved).includes(Buffer.from(latin1('\r\nL\xF6sung\r\nR\r\n')))).toBe(true);
  });

  it('for every file of the corpus, all of them UTF-8', () => {
    const root = requireCorpus();
    for (const f of corpusFiles()) {
      const bytes = readFileSync(join(root, f));
      const d = decodeLevelFile(bytes);
      expect(d.encoding, f).toBe('utf-8');
      expect(d.text, f).toBe(bytes.toString('utf8'));
      expect(Buffer.from(encodeLevelFile(d.text, d.encoding)).equals(bytes), f).toBe(true);
    }
  });
});

describe('encodeLevelFile: characters an encoding cannot write', () => {
  it('writes the Windows-1252 characters back to their bytes', () => {
    expect(encodeLevelFile('€‚Ÿ\u0081 Außenfelder', 'windows-1252')).toEqual(Uint8Array.of(0x80, 0x82, 0x9f, 0x81, 0x20, ...latin1('Au\xDFenfelder')));
  });

  it('refuses 漢 in Windows-1252 with its position, and never writes "?"', () => {
    const text = 'Title\nAu漢';
    expect(findUnencodable(text, 'windows-1252')).toEqual({ character: '漢', codePoint: 0x6f22, index: 8, line: 2, column: 3 });
    let error: unknown;
    try {
      encodeLevelFile(text, 'windows-1252');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UnencodableTextError);
    expect(error).toBeInstanceOf(RangeError);
    expect((error as UnencodableTextError).unencodable.character).toBe('漢');
    expect((error as UnencodableTextError).encoding).toBe('windows-1252');
    expect((error as Error).message).toBe('"漢" (U+6F22) at line 2, column 3 cannot be written in Windows-1252');
    // The caller may choose UTF-8 instead.
    expect(findUnencodable(text, 'utf-8')).toBeNull();
    expect(decodeLevelFile(encodeLevelFile(text, 'utf-8')).text).toBe(text);
  });

  it('reports a character beyond U+FFFF whole, and code points 0x80-0x9F that are not in the code page', () => {
    expect(findUnencodable('ab😀', 'windows-1252')).toMatchObject({ character: '😀', codePoint: 0x1f600, index: 2 });
    // U+0080 is not byte 0x80 (that is €): writing it as 0x80 would read back as another character.
    expect(findUnencodable('\u0080', 'windows-1252')).toMatchObject({ codePoint: 0x80 });
    expect(findUnencodable('\u0081\u008D\u008F\u0090\u009D', 'windows-1252')).toBeNull();
  });

  it('refuses a lone surrogate in UTF-8 rather than writing U+FFFD', () => {
    expect(findUnencodable('ok 😀', 'utf-8')).toBeNull();
    expect(findUnencodable('a\uD800b', 'utf-8')).toMatchObject({ codePoint: 0xd800, index: 1, line: 1, column: 2 });
    expect(findUnencodable('a\uDC00', 'utf-8-bom')).toMatchObject({ codePoint: 0xdc00, index: 1 });
    expect(() => encodeLevelFile('\uDC00', 'utf-8')).toThrow('a lone surrogate (U+DC00) at line 1, column 1 cannot be written in UTF-8');
  });
});
