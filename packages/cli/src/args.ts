/**
 * Arguments and inputs shared by the commands: option parsing, the checked
 * values of common options, and reading each FILE within the byte limit.
 */
import { findTopology } from '@polyban/core';
import { DEFAULT_MAX_BYTES, InputError } from './input.js';
import type { CliIo } from './io.js';
import { TILINGS } from './tilings.js';

/** A wrong command line: reported with the command's help, exit code 2. */
export class UsageError extends Error {}

/** A command line taken apart: `--name` options with their values (`true` for a flag), and the FILE arguments. */
export interface Parsed {
  flags: Map<string, string | true>;
  files: string[];
}

/** Options every command takes. */
const COMMON_VALUED = ['stdin-filename', 'max-bytes'];
const COMMON_BOOLEANS = ['help', 'no-colour', 'no-color'];

/** Parses `--flag`, `--flag value` and `--flag=value` (a switch takes no value); `-` and other words are files. */
export function parseArgs(args: readonly string[], valued: readonly string[], booleans: readonly string[]): Parsed {
  const flags = new Map<string, string | true>();
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') {
      for (const rest of args.slice(i + 1)) files.push(rest);
      break;
    }
    if (a === '-h') {
      flags.set('help', true);
      continue;
    }
    // "-" alone is standard input; any other single-dash word is an option this command does not have.
    if (a.length > 1 && a.startsWith('-') && !a.startsWith('--')) throw new UsageError(`unknown option ${a}`);
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      const name = eq > 0 ? a.slice(2, eq) : a.slice(2);
      if (valued.includes(name) || COMMON_VALUED.includes(name)) {
        const value = eq > 0 ? a.slice(eq + 1) : args[++i];
        if (value === undefined) throw new UsageError(`--${name} needs a value`);
        flags.set(name, value);
      } else if (booleans.includes(name) || COMMON_BOOLEANS.includes(name)) {
        // `--write=no` must not write: a switch is on by its name alone, and a value given to it is a mistake to point out.
        if (eq > 0) throw new UsageError(`--${name} takes no value: give --${name} alone, or leave it out`);
        flags.set(name, true);
      } else throw new UsageError(`unknown option --${name}`);
      continue;
    }
    files.push(a);
  }
  return { flags, files };
}

/** `--puzzle`, checked: a whole number, 1 or more (whether the file has it is known once it is read). */
export function puzzleOption(flags: Map<string, string | true>): number | undefined {
  const v = flags.get('puzzle');
  if (v === undefined) return undefined;
  const n = Number(v);
  if (typeof v !== 'string' || !/^\d+$/.test(v) || !Number.isSafeInteger(n) || n < 1) throw new UsageError(`--puzzle ${String(v)}: give a puzzle number, 1 or more`);
  return n;
}

/** What to say when a file read has no puzzle `only` of `--puzzle`: `--puzzle 4: three.sok has puzzles 1 to 3`. */
export function noSuchPuzzle(only: number, file: string, count: number): string {
  return `--puzzle ${only}: ${file} ${count === 0 ? 'has no puzzles' : count === 1 ? 'has one puzzle' : `has puzzles 1 to ${count}`}`;
}

/** `--game`, checked: the canonical name of a tiling the command line knows, or `undefined` when not given. */
export function gameOption(flags: Map<string, string | true>): string | undefined {
  const g = flags.get('game');
  if (g === undefined) return undefined;
  const t = findTopology(TILINGS, String(g));
  if (!t) throw new UsageError(`--game ${String(g)}: unknown tiling (known: ${TILINGS.map((x) => x.name).join(', ')})`);
  return t.name;
}

/** `--max-bytes`, checked: a positive whole number. */
export function maxBytesOption(flags: Map<string, string | true>): number {
  const v = flags.get('max-bytes');
  if (v === undefined) return DEFAULT_MAX_BYTES;
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n < 1) throw new UsageError(`--max-bytes ${String(v)}: give a whole number of bytes, 1 or more`);
  return n;
}

/** An input to read: the path given, and the name it is reported and detected by. */
export interface Input {
  path: string;
  name: string;
}

/** The FILE arguments as inputs; `--stdin-filename` names `-`, and is refused without it; `-` twice is refused. */
export function inputsOf(files: readonly string[], flags: Map<string, string | true>): Input[] {
  const stdinName = flags.get('stdin-filename');
  if (stdinName !== undefined && !files.includes('-')) throw new UsageError('--stdin-filename names standard input: give "-" as a FILE too');
  // Standard input can be read once: a second "-" would be read as an empty file.
  if (files.indexOf('-') !== files.lastIndexOf('-')) throw new UsageError('"-" names standard input, which can be read once: give it once');
  return files.map((path) => ({ path, name: path === '-' && typeof stdinName === 'string' ? stdinName : path }));
}

/** Reads a file or standard input as bytes, within the byte limit. */
export function readInput(input: Input, io: CliIo, maxBytes: number): Uint8Array | InputError {
  try {
    return input.path === '-' ? io.readStdin(maxBytes) : io.readFile(input.path, maxBytes);
  } catch (e) {
    if (e instanceof InputError) return e;
    const code = (e as NodeJS.ErrnoException | null)?.code;
    return new InputError('unreadable', `cannot read ${input.path}: ${code ?? String(e)}`);
  }
}
