/** Runs `polyban` in-process and captures what it prints. */
import { InputError } from '../src/input.js';
import { main } from '../src/main.js';

/** The outcome of one run: exit code and both output streams. */
export interface CliRun {
  code: number;
  /** Standard output read as UTF-8. */
  stdout: string;
  /** Standard output as written, byte for byte (convert writes the input's encoding). */
  stdoutBytes: Uint8Array;
  stderr: string;
  /** Files the command wrote (`solve --write`), by path; each is also stored back into `files`. */
  written: Record<string, Uint8Array>;
}

const toBytes = (data: string | Uint8Array): Uint8Array => (typeof data === 'string' ? new TextEncoder().encode(data) : data);

/** What else a run sees: standard error as a terminal, files it cannot write. */
export interface RunOptions {
  /** Standard error is a terminal this many columns wide (progress bars draw there); else it is not a terminal. */
  stderrColumns?: number;
  /** Files whose writing fails, as it does without permission. */
  unwritable?: readonly string[];
}

/**
 * Runs the command with `files` served from memory (a missing name is
 * unreadable); strings are stored as UTF-8. A file the command writes
 * replaces its entry in `files`, so a second run reads what the first wrote.
 * `isTTY` says whether standard output is a terminal.
 */
export function runCli(
  args: string[],
  files: Record<string, string | Uint8Array> = {},
  stdin: string | Uint8Array = '',
  env: Record<string, string> = {},
  isTTY = false,
  options: RunOptions = {},
): CliRun {
  const chunks: Uint8Array[] = [];
  const written: Record<string, Uint8Array> = {};
  let stderr = '';
  const code = main(args, {
    stdout: { write: (s: string | Uint8Array) => chunks.push(toBytes(s)), isTTY },
    stderr: { write: (s: string) => (stderr += s), ...(options.stderrColumns === undefined ? { isTTY: false } : { isTTY: true, columns: options.stderrColumns }) },
    readStdin: (maxBytes) => {
      const bytes = toBytes(stdin);
      if (bytes.length > maxBytes) throw new InputError('too-large', `standard input is over the ${maxBytes}-byte limit (--max-bytes)`);
      return bytes;
    },
    readFile: (path, maxBytes) => {
      const data = Object.hasOwn(files, path) ? files[path] : undefined;
      if (data === undefined) throw new InputError('unreadable', `cannot read ${path}: no such file`);
      const bytes = toBytes(data);
      if (bytes.length > maxBytes) throw new InputError('too-large', `${path} is ${bytes.length} bytes, over the ${maxBytes}-byte limit (--max-bytes)`);
      return bytes;
    },
    writeFile: (path, bytes) => {
      if (options.unwritable?.includes(path)) throw new Error(`cannot write ${path}: permission denied`);
      written[path] = bytes;
      files[path] = bytes;
    },
    env,
    // The sources have no worker script that Node can run: `solve --jobs` threads run the build's, with the built packages.
    solveWorker: { script: new URL('../dist/solve-worker.js', import.meta.url), execArgv: [] },
  });
  const stdoutBytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  chunks.reduce((at, c) => (stdoutBytes.set(c, at), at + c.length), 0);
  return { code, stdout: new TextDecoder().decode(stdoutBytes), stdoutBytes, stderr, written };
}
