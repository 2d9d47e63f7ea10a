import { describe, expect, it } from 'vitest';
import { readLevelFile, saveLevelFile } from '../src/level-files.js';

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
