/**
 * What the command reads from and writes to: the running process, or buffers
 * when tests run it in-process.
 */
import { readRegularFile, readStandardInput } from './input.js';
import { writeFileAtomic } from './output.js';
import type { Environment } from './terminal.js';

/**
 * Where the command reads and writes; `process` in real use, buffers in tests.
 * Input is bytes: the command decides the encoding (UTF-16, UTF-8, else
 * Windows-1252), and `convert` and `solve --write` write bytes in the input's encoding.
 */
export interface CliIo {
  /** Reports (strings, UTF-8) and converted files (bytes). */
  stdout: {
    /** Writes a piece of a report or of a converted file; what it returns is not used. */
    write(s: string | Uint8Array): unknown;
    /** True when standard output is a terminal, where reports are coloured unless `env` or `--no-colour` says otherwise. */
    isTTY?: boolean;
  };
  /** Messages (usage errors, files not read, what a conversion left out) and the progress bar. */
  stderr: {
    /** Writes a message or a redraw of the progress bar; what it returns is not used. */
    write(s: string): unknown;
    /** True when standard error is a terminal: the progress bar is drawn only then. */
    isTTY?: boolean;
    /** The terminal's width in characters, which the progress bar's line is cut to (80 when absent). */
    columns?: number;
  };
  /** Reads standard input whole (for `-`), at most `maxBytes`; throws an `InputError` if it cannot. */
  readStdin(maxBytes: number): Uint8Array;
  /** Reads a regular file whole, as bytes, at most `maxBytes`; throws an `InputError` if it cannot. */
  readFile(path: string, maxBytes: number): Uint8Array;
  /**
   * Replaces a file with `bytes`, all at once (a temporary file renamed over
   * it), for `solve --write`; throws if it cannot. Without it `--write` fails.
   */
  writeFile?(path: string, bytes: Uint8Array): void;
  /** Environment variables (`NO_COLOR`, `FORCE_COLOR`). */
  env?: Environment;
  /**
   * The script each thread of `solve --jobs` runs, and the Node.js options
   * it runs with: by default the built `solve-worker.js` beside the
   * command's own module, with the process's options. (Tests that run the
   * sources point it at the build, without their options that resolve
   * packages to sources.)
   */
  solveWorker?: {
    /** The worker module each thread runs. */
    script: URL;
    /** The Node.js options the threads run with; the process's own when absent. */
    execArgv?: string[];
  };
}

/** The I/O of the running process. */
export const processIo: CliIo = {
  stdout: process.stdout,
  stderr: process.stderr,
  readStdin: readStandardInput,
  readFile: readRegularFile,
  writeFile: writeFileAtomic,
  env: process.env,
};
