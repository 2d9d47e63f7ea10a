/**
 * Reading input the way a careful Unix tool does: regular files only (a
 * FIFO with no writer would block forever, `/dev/zero` never ends), and
 * never more than a byte limit, so a wrong argument cannot exhaust memory.
 */
import { closeSync, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';

/** The most bytes read from one input unless `--max-bytes` says otherwise: 256 MiB. */
export const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;

/** Why an input was refused, with a code a script can test and a sentence a person can act on. */
export class InputError extends Error {
  constructor(
    readonly code: 'not-a-file' | 'too-large' | 'unreadable',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads a regular file whole, refusing anything else (directories, devices,
 * FIFOs, sockets) before opening it, and files over `maxBytes`.
 */
export function readRegularFile(path: string, maxBytes: number): Uint8Array {
  let size: number;
  try {
    const st = statSync(path);
    if (!st.isFile()) throw new InputError('not-a-file', `${path} is not a regular file (${kindOf(st)}); give a level file, or "-" for standard input`);
    size = st.size;
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError('unreadable', `cannot read ${path}: ${reasonOf(e)}`);
  }
  if (size > maxBytes) throw new InputError('too-large', `${path} is ${size.toLocaleString('en-US')} bytes, over the ${maxBytes.toLocaleString('en-US')}-byte limit (--max-bytes)`);
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (e) {
    throw new InputError('unreadable', `cannot read ${path}: ${reasonOf(e)}`);
  }
  try {
    // The file may have grown since it was looked at: read to the limit and no further.
    return readAtMost(fd, maxBytes, path);
  } finally {
    closeSync(fd);
  }
}

/** Reads standard input to its end, refusing more than `maxBytes` (`yes | polyban check -` stops at the limit). */
export function readStandardInput(maxBytes: number): Uint8Array {
  try {
    // A terminal left to type into is not an error; a directory is.
    if (fstatSync(0).isDirectory()) throw new InputError('not-a-file', 'standard input is a directory');
  } catch (e) {
    if (e instanceof InputError) throw e;
  }
  return readAtMost(0, maxBytes, 'standard input');
}

function readAtMost(fd: number, maxBytes: number, name: string): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const chunkSize = 1 << 20;
  for (;;) {
    const want = Math.min(chunkSize, maxBytes + 1 - total);
    const chunk = new Uint8Array(want);
    let n: number;
    try {
      n = readSync(fd, chunk, 0, want, null);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      // Non-blocking standard input with nothing yet: wait a moment and try again.
      if (code === 'EAGAIN') {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
        continue;
      }
      if (code === 'EOF') break;
      throw new InputError('unreadable', `cannot read ${name}: ${reasonOf(e)}`);
    }
    if (n === 0) break;
    total += n;
    if (total > maxBytes) throw new InputError('too-large', `${name} is over the ${maxBytes.toLocaleString('en-US')}-byte limit (--max-bytes)`);
    chunks.push(n === want ? chunk : chunk.subarray(0, n));
  }
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function kindOf(st: Stats): string {
  if (st.isDirectory()) return 'a directory';
  if (st.isFIFO()) return 'a FIFO';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  if (st.isSocket()) return 'a socket';
  return 'not a file';
}

/** Why a file operation failed, in words (`no such file`, `permission denied`), else the system's code. */
export function reasonOf(e: unknown): string {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'it is a directory';
  return code ?? String(e);
}
