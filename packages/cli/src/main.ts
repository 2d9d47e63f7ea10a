/**
 * The `polyban` command: argument parsing and the three commands. Written
 * against a small I/O interface so that tests run it in-process.
 */
import { readFileSync } from 'node:fs';
import {
  decodeLevelFile,
  encodeLevelFile,
  findTopology,
  loadPuzzle,
  parseCollection,
  stringifyCollection,
  stringifyXsb,
  type Collection,
  type LevelFileEncoding,
  type Topology,
} from '@polyban/core';
import { hasFailures, type FileReport, type SavedGameError } from './check.js';
import { checkBytes } from './check-bytes.js';
import { ProgressBar } from './progress.js';
import { drawLevel } from './show.js';
import { TILINGS } from './tilings.js';

/**
 * Where the command reads and writes; `process` in real use, buffers in tests.
 * Input is bytes: the command decides the encoding (UTF-8, else
 * Windows-1252), and `convert` writes bytes in the input's encoding.
 */
export interface CliIo {
  /** Reports (strings, UTF-8) and converted files (bytes). */
  stdout: { write(s: string | Uint8Array): unknown; isTTY?: boolean };
  stderr: { write(s: string): unknown; isTTY?: boolean; columns?: number };
  /** Reads standard input whole (for `-`). */
  readStdin(): Uint8Array;
  /** Reads a file whole, as bytes; throws if it cannot. */
  readFile(path: string): Uint8Array;
}

/** The I/O of the running process. */
export const processIo: CliIo = {
  stdout: process.stdout,
  stderr: process.stderr,
  readStdin: () => readFileSync(0),
  readFile: (path) => readFileSync(path),
};

const USAGE = `Usage: polyban <command> [options] FILE...

Commands:
  check     Parse files, validate every puzzle, replay every saved game
  convert   Write a file in another format (canonical output)
  show      Draw puzzles in the terminal

Run "polyban <command> --help" for a command's options. FILE "-" reads standard input.
`;

const HELP: Record<string, string> = {
  check: `Usage: polyban check [--json] [--game NAME] [--sokoban-plus] FILE...

Parses each file, validates each puzzle on its tiling and replays every saved
game. Exit code 0 when nothing is wrong, 1 when a file has an error or an
illegal saved game, 2 for a usage error or an unreadable file. A file that is
not UTF-8 is read as Windows-1252, with a non-utf8-text warning.

Options:
  --json           Print one JSON object on standard output
  --game NAME      Tiling for puzzles the file does not name
                   (Sokoban, Hexoban, Trioban, Octoban)
  --sokoban-plus   Apply boxorder/goalorder numbering when present
  -h, --help       Show this help
`,
  convert: `Usage: polyban convert --to sok|xsb|rle|json [--game NAME] FILE

Writes the file in canonical form to standard output:
  sok   SOK 0.17 with standard characters (notes and saved games kept)
  xsb   plain boards with "; title" lines (notes and saved games dropped)
  rle   SOK 0.17 with run-length encoded boards and moves
  json  the parsed document as JSON

sok, xsb and rle keep the file's encoding: UTF-8 (with its byte order mark if
it had one) or Windows-1252 for a file that is not UTF-8. json is UTF-8.

Options:
  --to FORMAT      Output format (default sok)
  --game NAME      Tiling for puzzles the file does not name
  -h, --help       Show this help
`,
  show: `Usage: polyban show [--game NAME] [--puzzle N] [--no-colour] FILE

Draws the puzzles of a file (or only puzzle N, counting from 1) in the terminal.

Options:
  --puzzle N       Draw only the N-th puzzle
  --game NAME      Tiling for puzzles the file does not name
  --no-colour      No ANSI colours (the default when not writing to a terminal)
  -h, --help       Show this help
`,
};

class UsageError extends Error {}

interface Parsed {
  flags: Map<string, string | true>;
  files: string[];
}

/** Parses `--flag`, `--flag value` and `--flag=value`; `-` and other words are files. */
function parseArgs(args: readonly string[], valued: readonly string[], booleans: readonly string[]): Parsed {
  const flags = new Map<string, string | true>();
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') {
      files.push(...args.slice(i + 1));
      break;
    }
    if (a === '-h') {
      flags.set('help', true);
      continue;
    }
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      const name = eq > 0 ? a.slice(2, eq) : a.slice(2);
      if (valued.includes(name)) {
        const value = eq > 0 ? a.slice(eq + 1) : args[++i];
        if (value === undefined) throw new UsageError(`--${name} needs a value`);
        flags.set(name, value);
      } else if (booleans.includes(name) || name === 'help') flags.set(name, true);
      else throw new UsageError(`unknown option --${name}`);
      continue;
    }
    files.push(a);
  }
  return { flags, files };
}

function gameOption(flags: Map<string, string | true>): string | undefined {
  const g = flags.get('game');
  if (g === undefined) return undefined;
  const t = findTopology(TILINGS, String(g));
  if (!t) throw new UsageError(`--game ${String(g)}: unknown tiling (known: ${TILINGS.map((x) => x.name).join(', ')})`);
  return t.name;
}

/** Runs `polyban` with arguments (without `node` and the script); resolves to the exit code. */
export function main(args: readonly string[], io: CliIo = processIo): number {
  const [command, ...rest] = args;
  try {
    if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
      io.stdout.write(USAGE);
      return command === undefined ? 2 : 0;
    }
    if (command === '--version') {
      io.stdout.write('polyban 0.1.0\n');
      return 0;
    }
    if (command === 'check') return check(rest, io);
    if (command === 'convert') return convert(rest, io);
    if (command === 'show') return show(rest, io);
    throw new UsageError(`unknown command "${command}"`);
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr.write(`polyban: ${e.message}\n\n${command && HELP[command] ? HELP[command] : USAGE}`);
      return 2;
    }
    throw e;
  }
}

/** Reads a file or standard input as bytes; `null` (after a message) if it cannot. */
function readInput(path: string, io: CliIo): Uint8Array | null {
  try {
    return path === '-' ? io.readStdin() : io.readFile(path);
  } catch (e) {
    const reason = e instanceof Error && 'code' in e ? String((e as NodeJS.ErrnoException).code) : String(e);
    io.stderr.write(`polyban: cannot read ${path}: ${reason}\n`);
    return null;
  }
}

function check(args: readonly string[], io: CliIo): number {
  const { flags, files } = parseArgs(args, ['game'], ['json', 'sokoban-plus']);
  if (flags.has('help')) {
    io.stdout.write(HELP.check!);
    return 0;
  }
  if (files.length === 0) throw new UsageError('check needs at least one FILE');
  const game = gameOption(flags);
  const reports: FileReport[] = [];
  let unreadable = false;
  const bar = new ProgressBar(io.stderr, io.stderr.isTTY === true);
  for (const [i, file] of files.entries()) {
    const bytes = readInput(file, io);
    if (bytes === null) {
      unreadable = true;
      continue;
    }
    const large = bytes.length > 1_000_000 || files.length > 1;
    const label = files.length > 1 ? `check ${i + 1}/${files.length}` : 'check';
    reports.push(
      checkBytes(bytes, file, TILINGS, {
        ...(game === undefined ? {} : { game }),
        sokobanPlus: flags.has('sokoban-plus'),
        onPuzzle: large ? (done, total) => bar.update(label, done, total) : undefined,
      }),
    );
  }
  bar.done();
  if (flags.has('json')) io.stdout.write(`${JSON.stringify({ files: reports }, null, 2)}\n`);
  else for (const r of reports) io.stdout.write(describeReport(r));
  if (unreadable) return 2;
  return reports.some(hasFailures) ? 1 : 0;
}

/** The human-readable check report of one file. */
function describeReport(r: FileReport): string {
  const lines: string[] = [];
  const errors = r.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = r.diagnostics.length - errors;
  const games = r.puzzles.reduce((n, p) => n + p.savedGames.length, 0);
  const illegal = r.puzzles.reduce((n, p) => n + p.savedGames.filter((s) => !s.legal).length, 0);
  const solved = r.puzzles.reduce((n, p) => n + p.savedGames.filter((s) => s.solved).length, 0);
  lines.push(`${r.file}${r.title ? ` (${r.title})` : ''}: ${r.puzzles.length} puzzle(s), ${games} saved game(s) of which ${solved} solve and ${illegal} are illegal; ${errors} error(s), ${warnings} warning(s)`);
  for (const d of r.diagnostics) lines.push(`  ${r.file}:${d.line}:${d.column}: ${d.severity} ${d.code}: ${d.message}`);
  for (const p of r.puzzles) {
    for (const s of p.savedGames) {
      if (s.legal) continue;
      lines.push(`  puzzle ${p.index}${p.title ? ` "${p.title}"` : ''}, saved game ${s.title ? `"${s.title}"` : '(untitled)'}: ${describeError(s.error!)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

function loadCollection(args: readonly string[], io: CliIo, valued: string[], booleans: string[], help: string): { collection: Collection; encoding: LevelFileEncoding; flags: Map<string, string | true> } | number {
  const { flags, files } = parseArgs(args, ['game', ...valued], booleans);
  if (flags.has('help')) {
    io.stdout.write(help);
    return 0;
  }
  if (files.length !== 1) throw new UsageError('give exactly one FILE');
  const game = gameOption(flags);
  const file = files[0]!;
  const bytes = readInput(file, io);
  if (bytes === null) return 2;
  const decoded = decodeLevelFile(bytes);
  const { collection, diagnostics } = parseCollection(decoded.text, game === undefined ? { fileName: file } : { fileName: file, game });
  for (const d of [...decoded.diagnostics, ...diagnostics]) io.stderr.write(`${file}:${d.line}:${d.column}: ${d.severity} ${d.code}: ${d.message}\n`);
  return { collection, encoding: decoded.encoding, flags };
}

function convert(args: readonly string[], io: CliIo): number {
  const loaded = loadCollection(args, io, ['to'], [], HELP.convert!);
  if (typeof loaded === 'number') return loaded;
  const { collection, encoding, flags } = loaded;
  const to = String(flags.get('to') ?? 'sok');
  // Level formats keep the input's encoding, so its non-ASCII characters come out as the same bytes; JSON is always UTF-8.
  if (to === 'sok') io.stdout.write(encodeLevelFile(stringifyCollection(collection, { mode: 'canonical' }), encoding));
  else if (to === 'rle') io.stdout.write(encodeLevelFile(stringifyCollection(collection, { mode: 'canonical', rle: true }), encoding));
  else if (to === 'xsb') io.stdout.write(encodeLevelFile(stringifyXsb(collection), encoding));
  else if (to === 'json') io.stdout.write(`${JSON.stringify(collection, null, 2)}\n`);
  else throw new UsageError(`--to ${to}: use sok, xsb, rle or json`);
  return 0;
}

function show(args: readonly string[], io: CliIo): number {
  const loaded = loadCollection(args, io, ['puzzle'], ['no-colour', 'no-color'], HELP.show!);
  if (typeof loaded === 'number') return loaded;
  const { collection, flags } = loaded;
  const colour = io.stdout.isTTY === true && !flags.has('no-colour') && !flags.has('no-color');
  let puzzles = collection.puzzles.map((p, i) => ({ p, i }));
  if (flags.has('puzzle')) {
    const n = Number(flags.get('puzzle'));
    if (!Number.isInteger(n) || n < 1 || n > puzzles.length) throw new UsageError(`--puzzle ${String(flags.get('puzzle'))}: the file has puzzles 1 to ${puzzles.length}`);
    puzzles = [puzzles[n - 1]!];
  }
  let failed = false;
  for (const { p, i } of puzzles) {
    const topology: Topology | undefined = findTopology(TILINGS, p.game);
    io.stdout.write(`${i + 1}. ${p.title ?? '(untitled)'} [${p.game}]\n`);
    if (!topology) {
      io.stdout.write(`   no installed tiling plays "${p.game}"\n\n`);
      failed = true;
      continue;
    }
    const { level, diagnostics } = loadPuzzle(p, topology);
    for (const d of diagnostics) io.stderr.write(`${d.line}:${d.column}: ${d.severity} ${d.code}: ${d.message}\n`);
    if (!level) {
      failed = true;
      continue;
    }
    io.stdout.write(`${drawLevel(level, p.board.rows, colour).join('\n')}\n\n`);
  }
  return failed ? 1 : 0;
}

/** Where a saved game went wrong, for people: moves count from 1, characters of the move text too. */
function describeError(error: SavedGameError): string {
  if (error.move > 0) return `illegal at move ${error.move}: ${error.message}`;
  if (error.code === 'unplayable-puzzle') return error.message;
  return `unreadable moves at character ${error.at + 1}: ${error.message}`;
}
