import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

/** Bytes of a string whose characters are all below U+0100, one byte each, as a Latin-1 file stores them. */
const latin1 = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));
const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);

// Canonical SOK already (convert --to sok writes it unchanged). "Collection: Fran" is 16 characters: 0xE7 (ç) is line 1, column 17.
const LATIN1_SOK = latin1('Collection: Fran\xE7ois\n\nAu\xDFenfelder\n\n#####\n#@$.#\n#####\n\nSolution\nR\n');

describe('check on a file that is not UTF-8', () => {
  it('reads it as Windows-1252 and warns at the first byte that is not UTF-8 (--json)', () => {
    const r = runCli(['check', '--json', 'a.sok'], { 'a.sok': LATIN1_SOK });
    const [file] = JSON.parse(r.stdout).files;
    expect(file.title).toBe('François');
    expect(file.puzzles[0].title).toBe('Außenfelder');
    expect(file.diagnostics).toHaveLength(1);
    expect(file.diagnostics[0]).toMatchObject({ severity: 'warning', code: 'non-utf8-text', line: 1, column: 17 });
    expect(file.diagnostics[0].message).toContain('read as Windows-1252');
    // A warning only: the file is fine otherwise.
    expect(r.code).toBe(0);
  });

  it('prints the warning with file, line and column in the text report', () => {
    const r = runCli(['check', 'a.sok'], { 'a.sok': LATIN1_SOK });
    expect(r.stdout).toContain('a.sok (François): 1 puzzle,');
    expect(r.stdout).toMatch(/^ {2}a\.sok:1:17: warning non-utf8-text: .*read as Windows-1252/m);
  });

  it('keeps the reader\'s diagnostics and puts the warning among them in line order', () => {
    // Line 3 is an RLE bomb (an error); the first Latin-1 byte is "é" on line 7, column 2.
    const file = latin1('One\n\n999999999#|#@$.#|5#\n\nTwo\n\nR\xE9ussi\n\n#####\n#@$.#\n#####\n');
    const r = runCli(['check', '--json', 'b.sok'], { 'b.sok': file });
    const diags = JSON.parse(r.stdout).files[0].diagnostics.map((d: { code: string; line: number; column: number }) => [d.code, d.line, d.column]);
    expect(diags).toEqual([
      ['rle-limit', 3, 1],
      ['non-utf8-text', 7, 2],
    ]);
    expect(r.code).toBe(1);
  });

  it('reads standard input the same way', () => {
    const r = runCli(['check', '--json', '-'], {}, LATIN1_SOK);
    expect(JSON.parse(r.stdout).files[0].puzzles[0].title).toBe('Außenfelder');
  });

  it('gives no warning for UTF-8, with or without a byte order mark', () => {
    for (const bytes of [utf8('Außenfelder\n\n#####\n#@$.#\n#####\n'), Uint8Array.of(0xef, 0xbb, 0xbf, ...utf8('Außenfelder\n\n#####\n#@$.#\n#####\n'))]) {
      const file = JSON.parse(runCli(['check', '--json', 'u.sok'], { 'u.sok': bytes }).stdout).files[0];
      expect(file.diagnostics).toEqual([]);
      expect(file.puzzles[0].title).toBe('Außenfelder');
    }
  });
});

describe('convert keeps the file\'s encoding', () => {
  it('--to sok of a canonical Windows-1252 file gives back the same bytes, and warns on standard error', () => {
    const r = runCli(['convert', '--to', 'sok', 'a.sok'], { 'a.sok': LATIN1_SOK });
    expect(r.code).toBe(0);
    expect(r.stdoutBytes).toEqual(LATIN1_SOK);
    expect(r.stderr).toMatch(/^a\.sok:1:17: warning non-utf8-text: /);
  });

  it('--to xsb and --to rle write the Latin-1 characters as the same single bytes', () => {
    expect(runCli(['convert', '--to', 'xsb', 'a.sok'], { 'a.sok': LATIN1_SOK }).stdoutBytes).toEqual(latin1('; Au\xDFenfelder\n\n#####\n#@$.#\n#####\n'));
    expect(runCli(['convert', '--to', 'rle', 'a.sok'], { 'a.sok': LATIN1_SOK }).stdoutBytes).toEqual(latin1('Collection: Fran\xE7ois\n\nAu\xDFenfelder\n\n5#|#@$.#|5#\n\nSolution\nR\n'));
  });

  it('--to json is UTF-8 whatever the input', () => {
    const r = runCli(['convert', '--to', 'json', 'a.sok'], { 'a.sok': LATIN1_SOK });
    expect(JSON.parse(r.stdout).puzzles[0].title).toBe('Außenfelder');
    expect(Buffer.from(r.stdoutBytes).includes(Buffer.from(utf8('"Außenfelder"')))).toBe(true);
  });

  it('keeps a UTF-8 byte order mark, and writes UTF-8 without one as UTF-8', () => {
    const text = 'Außenfelder\n\n#####\n#@$.#\n#####\n';
    const withBom = Uint8Array.of(0xef, 0xbb, 0xbf, ...utf8(text));
    expect(runCli(['convert', '--to', 'sok', 'b.sok'], { 'b.sok': withBom }).stdoutBytes).toEqual(withBom);
    expect(runCli(['convert', '--to', 'sok', 'u.sok'], { 'u.sok': utf8(text) }).stdoutBytes).toEqual(utf8(text));
  });
});

describe('convert writes another encoding when the file\'s would not read back', () => {
  // 27 bytes, so not UTF-16 whatever its first two say; FF is no UTF-8: Windows-1252, with the title "ÿþ Set".
  const MARK_LIKE = latin1('\xFF\xFE Set\n\n\n#####\n#@$.#\n#####\n');

  it('--to sok: the canonical text has one blank line less, 26 bytes starting FF FE, which read as UTF-16: written as UTF-8, and says so', () => {
    const r = runCli(['convert', '--to', 'sok', 'm.sok'], { 'm.sok': MARK_LIKE });
    expect(r.code).toBe(0);
    expect(r.stdoutBytes).toEqual(utf8('ÿþ Set\n\n#####\n#@$.#\n#####\n'));
    expect(r.stderr).toContain('polyban: m.sok: the output is in UTF-8, since written in Windows-1252, the file would be read back as UTF-16 (little-endian, with a byte order mark), as other text from "ÿ" (U+00FF) at line 1, column 1 on\n');
    // What was written reads back as the file did.
    const back = runCli(['check', '--json', 'out.sok'], { 'out.sok': r.stdoutBytes });
    expect(JSON.parse(back.stdout).files[0].puzzles[0].title).toBe('ÿþ Set');
  });

  it('--to xsb: "; " comes first, so the bytes stay Windows-1252, with no word on standard error but the reader\'s', () => {
    const r = runCli(['convert', '--to', 'xsb', 'm.sok'], { 'm.sok': MARK_LIKE });
    expect(r.stdoutBytes).toEqual(latin1('; \xFF\xFE Set\n\n#####\n#@$.#\n#####\n'));
    expect(r.stderr).not.toContain('the output is in');
  });
});
