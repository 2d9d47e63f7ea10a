/**
 * Reading input files from the disk as the command does (`input.ts`): regular
 * files only, never past the byte limit, and a reason a person can act on
 * for each refusal. Real files in a temporary folder; the other tests serve
 * files from memory.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { InputError, readRegularFile, reasonOf } from '../src/input.js';
import { thrownBy } from './thrown.js';

const dir = mkdtempSync(join(tmpdir(), 'polyban-input-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The refusal `read` throws. */
const refusal = (read: () => unknown): InputError => thrownBy(read, InputError);

describe('readRegularFile', () => {
  it('reads a file whole, also one longer than its one-mebibyte reads, byte for byte', () => {
    const small = join(dir, 'small.sok');
    writeFileSync(small, '#####\n#@$.#\n#####\n');
    expect(Buffer.from(readRegularFile(small, 100))).toEqual(Buffer.from('#####\n#@$.#\n#####\n'));
    // Two and a half reads' worth, each byte its own position modulo 251, so a chunk out of place shows.
    const bytes = Uint8Array.from({ length: (5 << 20) / 2 }, (_, i) => i % 251);
    const big = join(dir, 'big.sok');
    writeFileSync(big, bytes);
    expect(Buffer.from(readRegularFile(big, bytes.length)).equals(Buffer.from(bytes))).toBe(true);
  });

  it('refuses a file over the limit before reading it, with both sizes', () => {
    const path = join(dir, 'ten.sok');
    writeFileSync(path, '0123456789');
    expect(readRegularFile(path, 10)).toHaveLength(10);
    const e = refusal(() => readRegularFile(path, 9));
    expect([e.code, e.message]).toEqual(['too-large', `${path} is 10 bytes, over the 9-byte limit (--max-bytes)`]);
    expect(refusal(() => readRegularFile(join(dir, 'big.sok'), 2_000_000)).message).toBe(`${join(dir, 'big.sok')} is 2,621,440 bytes, over the 2,000,000-byte limit (--max-bytes)`);
  });

  it('refuses what is not a regular file, naming what it is', () => {
    const folder = join(dir, 'folder');
    mkdirSync(folder);
    const fifo = join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    const hint = '; give a level file, or "-" for standard input';
    for (const [path, kind] of [
      [folder, 'a directory'],
      [fifo, 'a FIFO'],
      ['/dev/null', 'a device'],
    ]) {
      const e = refusal(() => readRegularFile(path!, 100));
      expect([e.code, e.message]).toEqual(['not-a-file', `${path} is not a regular file (${kind})${hint}`]);
    }
  });

  it('says a missing file is missing', () => {
    const path = join(dir, 'nowhere.sok');
    const e = refusal(() => readRegularFile(path, 100));
    expect([e.code, e.message]).toEqual(['unreadable', `cannot read ${path}: no such file`]);
  });
});

describe('reasonOf', () => {
  it('puts the common system errors in words, and passes any other code or error on', () => {
    const coded = (code: string): NodeJS.ErrnoException => Object.assign(new Error('x'), { code });
    expect(['ENOENT', 'EACCES', 'EPERM', 'EISDIR', 'EIO'].map((c) => reasonOf(coded(c)))).toEqual(['no such file', 'permission denied', 'permission denied', 'it is a directory', 'EIO']);
    expect(reasonOf(new Error('disk on fire'))).toBe('Error: disk on fire');
    expect(reasonOf(null)).toBe('null');
  });
});
