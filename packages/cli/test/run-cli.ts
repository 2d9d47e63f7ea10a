/** Runs `polyban` in-process and captures what it prints. */
import { main } from '../src/main.js';

/** The outcome of one run: exit code and both output streams. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the command with `files` served from memory (a missing name is unreadable). */
export function runCli(args: string[], files: Record<string, string> = {}, stdin = ''): CliRun {
  let stdout = '';
  let stderr = '';
  const code = main(args, {
    stdout: { write: (s: string) => (stdout += s), isTTY: false },
    stderr: { write: (s: string) => (stderr += s), isTTY: false },
    readStdin: () => stdin,
    readFile: (path) => {
      const text = files[path];
      if (text === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      return text;
    },
  });
  return { code, stdout, stderr };
}
