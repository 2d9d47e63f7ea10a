/**
 * Writing a level file back without ever leaving it half written: the new
 * bytes go to a temporary file beside it, which then replaces it in one
 * rename. An interrupted write (a full disk, Ctrl-C, a crash) leaves the old
 * file as it was.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fchmodSync, fsyncSync, openSync, realpathSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { reasonOf } from './input.js';

/** Why a file could not be written, with a sentence a person can act on. */
export class OutputError extends Error {
  readonly code = 'unwritable';
}

/**
 * Replaces the regular file at `path` with `bytes` atomically. A symbolic
 * link is followed and kept: the file it points at is replaced, in its own
 * folder (a rename cannot cross file systems). The file keeps its
 * permission bits.
 */
export function writeFileAtomic(path: string, bytes: Uint8Array): void {
  let target: string;
  let mode: number;
  try {
    target = realpathSync(path);
    mode = statSync(target).mode & 0o7777;
  } catch (e) {
    throw new OutputError(`cannot write ${path}: ${reasonOf(e)}`);
  }
  const temp = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  let fd: number;
  try {
    // "wx": never reuse a file that is already there.
    fd = openSync(temp, 'wx', 0o600);
  } catch (e) {
    throw new OutputError(`cannot write ${path}: ${reasonOf(e)} (creating a temporary file in ${dirname(target)})`);
  }
  try {
    try {
      let at = 0;
      while (at < bytes.length) at += writeSync(fd, bytes, at, bytes.length - at);
      fchmodSync(fd, mode);
      // On disk before the rename: otherwise a crash could leave the new name with no content.
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, target);
  } catch (e) {
    try {
      unlinkSync(temp);
    } catch {
      // Already gone: nothing to clean up.
    }
    throw new OutputError(`cannot write ${path}: ${reasonOf(e)}`);
  }
}
