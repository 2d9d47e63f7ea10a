import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeLevelFile,
  encodeLevelFile,
  encodingName,
  findUnencodable,
  firstInvalidUtf8,
  writableEncoding,
  movesFromText,
  parseCollection,
  stringifyCollection,
  UnencodableTextError,
  type LevelFileEncoding,
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
    expect(findUnencodable(text, 'windows-1252')).toEqual({ character: '漢', codePoint: 0x6f22, index: 8, line: 2, column: 3, readBackAs: null });
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
    expect(findUnencodable('\u0080', 'windows-1252')).toMatchObject({ codePoint: 0x80, readBackAs: null });
    expect(findUnencodable('\u0081\u008D\u008F\u0090\u009D', 'windows-1252')).toBeNull();
  });

  it('refuses a lone surrogate in UTF-8 rather than writing U+FFFD', () => {
    expect(findUnencodable('ok 😀', 'utf-8')).toBeNull();
    expect(findUnencodable('a\uD800b', 'utf-8')).toMatchObject({ codePoint: 0xd800, index: 1, line: 1, column: 2 });
    expect(findUnencodable('a\uDC00', 'utf-8-bom')).toMatchObject({ codePoint: 0xdc00, index: 1 });
    expect(() => encodeLevelFile('\uDC00', 'utf-8')).toThrow('a lone surrogate (U+DC00) at line 1, column 1 cannot be written in UTF-8');
    // The surrogates run from U+D800 to U+DFFF, both ends included.
    expect(refusal('x\uD800', 'utf-8')?.message).toBe('a lone surrogate (U+D800) at line 1, column 2 cannot be written in UTF-8');
    expect(refusal('\uDFFF', 'utf-8-bom')?.message).toBe('a lone surrogate (U+DFFF) at line 1, column 1 cannot be written in UTF-8 with a byte order mark');
    expect(refusal('\uDFFF', 'utf-8-bom')?.name).toBe('UnencodableTextError');
  });
});

/** The error `encodeLevelFile` throws for `text` in `encoding`, or `null`. */
function refusal(text: string, encoding: LevelFileEncoding): UnencodableTextError | null {
  try {
    encodeLevelFile(text, encoding);
    return null;
  } catch (e) {
    if (e instanceof UnencodableTextError) return e;
    throw e;
  }
}

describe('encodeLevelFile: bytes that would read back as other text', () => {
  it('refuses Windows-1252 text starting ÿþ once the file has an even length: FF FE reads as UTF-16', () => {
    // ÿ þ LF # are the bytes FF FE 0A 23: four bytes, so the reader takes FF FE for UTF-16's little-endian mark.
    const expected = { character: 'ÿ', codePoint: 0xff, index: 0, line: 1, column: 1, readBackAs: 'utf-16le-bom' };
    expect(findUnencodable('ÿþ\n#', 'windows-1252')).toEqual(expected);
    const error = refusal('ÿþ\n#', 'windows-1252');
    expect(error?.unencodable).toEqual(expected);
    expect(error?.encoding).toBe('windows-1252');
    expect(error?.message).toBe('written in Windows-1252, the file would be read back as UTF-16 (little-endian, with a byte order mark), as other text from "ÿ" (U+00FF) at line 1, column 1 on');
    // FE FF: the big-endian mark.
    expect(findUnencodable('þÿ\n#', 'windows-1252')?.readBackAs).toBe('utf-16be-bom');
    // Three bytes cannot be UTF-16: the text reads back as Windows-1252, FF being no UTF-8.
    expect(findUnencodable('ÿþ\n', 'windows-1252')).toBeNull();
    expect(decodeLevelFile(encodeLevelFile('ÿþ\n', 'windows-1252'))).toMatchObject({ text: 'ÿþ\n', encoding: 'windows-1252' });
  });

  it('refuses Windows-1252 text whose high bytes all form UTF-8, at the first character read otherwise; ASCII is no change', () => {
    // Ã © are C3 A9, which UTF-8 reads as é.
    expect(findUnencodable('Title\nCafÃ©', 'windows-1252')).toEqual({ character: 'Ã', codePoint: 0xc3, index: 9, line: 2, column: 4, readBackAs: 'utf-8' });
    // é alone is E9, no UTF-8: the file reads as Windows-1252 again.
    expect(findUnencodable('CafÃ© Café', 'windows-1252')).toBeNull();
    // ASCII reads as UTF-8, but as the same text: nothing is lost.
    expect(findUnencodable('Level 1', 'windows-1252')).toBeNull();
    expect(encodeLevelFile('Level 1', 'windows-1252')).toEqual(latin1('Level 1'));
  });

  it('refuses a first U+FEFF in UTF-8 (it would read as the mark) and NUL-heavy UTF-8 (it would read as UTF-16)', () => {
    expect(findUnencodable('\uFEFFx', 'utf-8')).toEqual({ character: '\uFEFF', codePoint: 0xfeff, index: 0, line: 1, column: 1, readBackAs: 'utf-8-bom' });
    expect(refusal('\uFEFFx', 'utf-8')?.message).toBe('written in UTF-8, the file would be read back as UTF-8 with a byte order mark, as other text from "\uFEFF" (U+FEFF) at line 1, column 1 on');
    // With the mark written first, the second is text.
    expect(findUnencodable('\uFEFFx', 'utf-8-bom')).toBeNull();
    // 61 00 62 00: every other byte NUL, as UTF-16 without a mark, which reads "ab": the same "a", then "b" for NUL.
    expect(findUnencodable('a\0b\0', 'utf-8')).toMatchObject({ character: '\0', index: 1, readBackAs: 'utf-16le' });
    expect(findUnencodable('a\0b\0c', 'utf-8')).toBeNull();
  });

  it('refuses UTF-16 without a mark that reads as something else: a first U+FEFF, or text with no NUL bytes', () => {
    // FF FE 61 00 62 00: the first unit is taken for the mark.
    expect(findUnencodable('\uFEFFab', 'utf-16le')).toMatchObject({ index: 0, readBackAs: 'utf-16le-bom' });
    // 22 6F 57 5B: no NUL, so no UTF-16; ASCII, so UTF-8 ('"oW[').
    expect(findUnencodable('漢字', 'utf-16le')).toEqual({ character: '漢', codePoint: 0x6f22, index: 0, line: 1, column: 1, readBackAs: 'utf-8' });
    expect(refusal('漢字', 'utf-16le')?.message).toBe('written in UTF-16 (little-endian, without a byte order mark), the file would be read back as UTF-8, as other text from "漢" (U+6F22) at line 1, column 1 on');
    expect(findUnencodable('ab', 'utf-16le')).toBeNull();
    expect(findUnencodable('漢字', 'utf-16le-bom')).toBeNull();
  });
});

describe('writableEncoding', () => {
  it('keeps the encoding asked for when it reads back, else takes UTF-8, UTF-8 with its mark, then UTF-16 with its mark', () => {
    expect(writableEncoding('Café', 'windows-1252')).toBe('windows-1252');
    expect(writableEncoding('ÿþ\n#', 'windows-1252')).toBe('utf-8');
    expect(writableEncoding('Au漢', 'windows-1252')).toBe('utf-8');
    expect(writableEncoding('\uFEFFx', 'utf-8')).toBe('utf-8-bom');
    // 43 bytes in UTF-8, which start with EF BB BF and read as the mark; 46 with the mark written, which
    // hold 20 pairs "a" NUL out of 23 and read as UTF-16.
    expect(writableEncoding(`\uFEFF${'a\0'.repeat(20)}`, 'utf-8')).toBe('utf-16le-bom');
    expect(writableEncoding('a\uD800', 'utf-8')).toBe('utf-16le-bom');
  });

  it('names an encoding the text reads back from, and encodeLevelFile refuses only what does not read back', () => {
    const alphabet = fc.constantFrom('a', '#', '\n', '\r', '\0', 'ÿ', 'þ', 'Ã', '©', 'é', '€', '\u0081', '\uFEFF', '漢', '😀', '\uD800', '\uDC00', '\u00BB', '\u00BF', '\u00EF');
    const encodings = fc.constantFrom<LevelFileEncoding>('utf-8', 'utf-8-bom', 'windows-1252', 'utf-16le-bom', 'utf-16be-bom', 'utf-16le', 'utf-16be');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 12 }), encodings, (chars, encoding) => {
        const text = chars.join('');
        const written = writableEncoding(text, encoding);
        expect(decodeLevelFile(encodeLevelFile(text, written)).text).toBe(text);
        const error = refusal(text, encoding);
        const bad = findUnencodable(text, encoding);
        expect(error?.unencodable ?? null).toEqual(bad);
        if (error === null) expect(decodeLevelFile(encodeLevelFile(text, encoding)).text).toBe(text);
        else {
          // Refused: the error points at a character of the text, and a misread names another encoding.
          expect(text.codePointAt(bad!.index)).toBe(bad!.codePoint);
          expect(bad!.readBackAs).not.toBe(encoding);
        }
        if (written !== encoding) expect(bad).not.toBeNull();
      }),
      { numRuns: 3000 },
    );
  });
});

describe('encodingName', () => {
  it('names each encoding with its byte order mark and byte order', () => {
    expect(encodingName('windows-1252')).toBe('Windows-1252');
    expect(encodingName('utf-8')).toBe('UTF-8');
    expect(encodingName('utf-8-bom')).toBe('UTF-8 with a byte order mark');
    expect(encodingName('utf-16le-bom')).toBe('UTF-16 (little-endian, with a byte order mark)');
    expect(encodingName('utf-16be-bom')).toBe('UTF-16 (big-endian, with a byte order mark)');
    expect(encodingName('utf-16le')).toBe('UTF-16 (little-endian, without a byte order mark)');
    expect(encodingName('utf-16be')).toBe('UTF-16 (big-endian, without a byte order mark)');
  });
});
