import { describe, expect, it } from 'vitest';
import { readLevelFile, saveLevelFile, savedAsMessage } from '../src/level-files.js';

/** Bytes of a string whose characters are all below U+0100, one byte each, as a Latin-1 file stores them. */
const latin1 = (s: string): Uint8Array<ArrayBuffer> => Uint8Array.from(s, (c) => c.charCodeAt(0));
const bytesOf = async (blob: Blob): Promise<Uint8Array> => new Uint8Array(await blob.arrayBuffer());

describe('opening a file', () => {
  it('reads a Windows-1252 file from its bytes and says how', async () => {
    const d = await readLevelFile(new File([latin1('Au\xDFenfelder\n\n#####\n#@$.#\n#####\n')], 'a.sok'));
    expect(d.text.split('\n')[0]).toBe('Außenfelder');
    expect(d.encoding).toBe('windows-1252');
    expect(d.diagnostics.map((x) => [x.code, x.line, x.column])).toEqual([['non-utf8-text', 1, 3]]);
  });

  it('reads UTF-8 as UTF-8', async () => {
    const d = await readLevelFile(new File(['Außenfelder\n'], 'u.sok'));
    expect(d).toEqual({ text: 'Außenfelder\n', encoding: 'utf-8', diagnostics: [] });
  });
});

describe('saving a collection', () => {
  it('writes Windows-1252 text back as the same single bytes', async () => {
    const saved = saveLevelFile('Au\u00DFenfelder \u20AC\n', 'windows-1252');
    expect(saved.encoding).toBe('windows-1252');
    expect(saved.unencodable).toBeNull();
    expect(saved.blob.type).toBe('text/plain;charset=windows-1252');
    expect(await bytesOf(saved.blob)).toEqual(latin1('Au\xDFenfelder \x80\n'));
  });

  it('keeps a UTF-8 byte order mark', async () => {
    const saved = saveLevelFile('ß', 'utf-8-bom');
    expect(await bytesOf(saved.blob)).toEqual(Uint8Array.of(0xef, 0xbb, 0xbf, 0xc3, 0x9f));
    expect(saved.blob.type).toBe('text/plain;charset=utf-8');
  });

  it('saves as UTF-8 and says which character did not fit when Windows-1252 cannot hold the text', async () => {
    const saved = saveLevelFile('Au\u00DFen\n漢\n', 'windows-1252');
    expect(saved.encoding).toBe('utf-8');
    expect(saved.unencodable).toMatchObject({ character: '漢', line: 2, column: 1 });
    expect(new TextDecoder().decode(await bytesOf(saved.blob))).toBe('Au\u00DFen\n漢\n');
  });
});

describe('saving text that would read back as other text in the file\'s encoding', () => {
  it('saves Windows-1252 text starting ÿþ, of even length, as UTF-8, and says why', async () => {
    // ÿ þ LF # in Windows-1252 are FF FE 0A 23, which a reader takes for UTF-16 with its byte order mark.
    const saved = saveLevelFile('ÿþ\n#', 'windows-1252');
    expect(saved.encoding).toBe('utf-8');
    expect(saved.unencodable).toMatchObject({ character: 'ÿ', line: 1, readBackAs: 'utf-16le-bom' });
    expect(await bytesOf(saved.blob)).toEqual(Uint8Array.of(0xc3, 0xbf, 0xc3, 0xbe, 0x0a, 0x23));
    expect((await readLevelFile(new File([await bytesOf(saved.blob) as Uint8Array<ArrayBuffer>], 'x.sok'))).text).toBe('ÿþ\n#');
    expect(savedAsMessage(saved, 'windows-1252')).toBe(
      'Saved as UTF-8: written in Windows-1252, the file would be read back as UTF-16 (little-endian, with a byte order mark), as other text from "ÿ" (U+00FF) at line 1, column 1 on.',
    );
  });

  it('says nothing when the file\'s encoding was kept, and names the character Windows-1252 lacks', () => {
    expect(savedAsMessage(saveLevelFile('Au\u00DFen\n', 'windows-1252'), 'windows-1252')).toBeNull();
    expect(savedAsMessage(saveLevelFile('Au\u00DFen\n漢\n', 'windows-1252'), 'windows-1252')).toBe('Saved as UTF-8: "漢" (U+6F22) at line 2, column 1 cannot be written in Windows-1252.');
  });

  it('saves a first U+FEFF asked in UTF-8 with the mark written before it, so that it stays text', async () => {
    const saved = saveLevelFile('\uFEFFx', 'utf-8');
    expect(saved.encoding).toBe('utf-8-bom');
    expect(await bytesOf(saved.blob)).toEqual(Uint8Array.of(0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf, 0x78));
    expect(savedAsMessage(saved, 'utf-8')).toBe(
      'Saved as UTF-8 with a byte order mark: written in UTF-8, the file would be read back as UTF-8 with a byte order mark, as other text from "\uFEFF" (U+FEFF) at line 1, column 1 on.',
    );
  });
});

describe('saving in UTF-16', () => {
  it('writes each byte order with its mark, and names the byte order in the type', async () => {
    const le = saveLevelFile('#@', 'utf-16le-bom');
    expect(le.blob.type).toBe('text/plain;charset=utf-16le');
    expect(await bytesOf(le.blob)).toEqual(Uint8Array.of(0xff, 0xfe, 0x23, 0x00, 0x40, 0x00));
    const be = saveLevelFile('#@', 'utf-16be-bom');
    expect(be.blob.type).toBe('text/plain;charset=utf-16be');
    expect(await bytesOf(be.blob)).toEqual(Uint8Array.of(0xfe, 0xff, 0x00, 0x23, 0x00, 0x40));
    expect([le.unencodable, be.unencodable, savedAsMessage(be, 'utf-16be-bom')]).toEqual([null, null, null]);
  });

  it('saves half a surrogate pair, which UTF-8 cannot hold, as UTF-16, and says it by its code point', async () => {
    const saved = saveLevelFile('#\n\uD800', 'utf-8');
    expect(saved.encoding).toBe('utf-16le-bom');
    expect(await bytesOf(saved.blob)).toEqual(Uint8Array.of(0xff, 0xfe, 0x23, 0x00, 0x0a, 0x00, 0x00, 0xd8));
    expect(savedAsMessage(saved, 'utf-8')).toBe('Saved as UTF-16 (little-endian, with a byte order mark): a lone surrogate (U+D800) at line 2, column 1 cannot be written in UTF-8.');
  });
});
