/**
 * The `polyban` command: dispatch, and the `check`, `convert` and `show`
 * commands (`solve` has a module of its own). Written against a small I/O
 * interface so that tests run it in-process.
 */
import {
  decodeLevelFile,
  encodeLevelFile,
  encodingName,
  findTopology,
  findUnencodable,
  loadPuzzle,
  parseCollection,
  stringifyCollection,
  stringifyXsb,
  UnencodableTextError,
  writableEncoding,
  type Collection,
  type LevelFileEncoding,
  type Topology,
} from '@polyban/core';
import { hasFailures, readerCells, repeatsReader, unknownGame, type CheckDiagnostic, type FileReport, type FileSummary, type PuzzleReport, type SavedGameError } from './check.js';
import { checkBytes } from './check-bytes.js';
import { gameOption, inputsOf, maxBytesOption, noSuchPuzzle, parseArgs, puzzleOption, readInput, UsageError } from './args.js';
import { InputError } from './input.js';
import { processIo, type CliIo } from './io.js';
import { count, diagnosticLine, escapeControls, palette, useColour, type Palette } from './terminal.js';
import { ProgressBar } from './progress.js';
import { drawLevel } from './show.js';
import { SOLVE_HELP, solveCommand } from './solve.js';
import { TILINGS } from './tilings.js';

export { processIo, type CliIo } from './io.js';

const USAGE = `Usage: polyban <command> [options] FILE...

Commands:
  check     Parse files, validate every puzzle, replay every saved game
  convert   Write a file in another format (canonical output)
  show      Draw puzzles in the terminal
  solve     Solve puzzles, optionally adding the solutions to the files

Run "polyban <command> --help" for a command's options. FILE "-" reads standard input.
`;

const HELP: Readonly<Record<string, string>> = {
  check: `Usage: polyban check [--json] [--game NAME] [--sokoban-plus] [--no-colour] FILE...

Parses each file, validates each puzzle on its tiling and replays every saved
game. Exit code 0 when nothing is wrong, 1 when a file has an error or an
illegal saved game, 2 for a usage error or an unreadable file. A file with no
puzzle (empty, or not a level file) has an error. A UTF-16 file is read as
UTF-16 (utf16-text warning); any other file that is not UTF-8 is read as
Windows-1252 (non-utf8-text warning).

Options:
  --json                Print one JSON object on standard output
  --game NAME           Tiling for puzzles without a Game: line, instead of the one
                        the file's extension gives (Sokoban, Hexoban, Trioban,
                        Octoban)
  --sokoban-plus        Apply boxorder/goalorder numbering when present
  --stdin-filename NAME Name standard input ("-") as NAME
  --max-bytes N         Read at most N bytes (default 268435456)
  --no-colour           No ANSI colours (the default when not writing to a
                        terminal; also NO_COLOR=1; FORCE_COLOR=1 forces them)
  -h, --help            Show this help
`,
  convert: `Usage: polyban convert --to sok|xsb|rle|json [--game NAME] FILE

Writes the file in canonical form to standard output:
  sok   SOK 0.17 with standard characters (notes and saved games kept)
  xsb   plain boards with "; title" lines (notes and saved games dropped)
  rle   SOK 0.17 with run-length encoded boards and moves
  json  the parsed document as JSON

sok, xsb and rle keep the file's encoding: UTF-8 (with its byte order mark if
it had one), UTF-16 in the same byte order, or Windows-1252 for any other file
that is not UTF-8. json is UTF-8.

Options:
  --to FORMAT           Output format (default sok)
  --game NAME           Tiling for puzzles without a Game: line, instead of the one
                        the file's extension gives
  --stdin-filename NAME Name standard input ("-") as NAME
  --max-bytes N         Read at most N bytes (default 268435456)
  -h, --help            Show this help
`,
  show: `Usage: polyban show [--game NAME] [--puzzle N] [--no-colour] FILE

Draws the puzzles of a file (or only puzzle N, counting from 1) in the terminal.

Options:
  --puzzle N            Draw only the N-th puzzle
  --game NAME           Tiling for puzzles without a Game: line, instead of the one
                        the file's extension gives
  --stdin-filename NAME Name standard input ("-") as NAME
  --max-bytes N         Read at most N bytes (default 268435456)
  --no-colour           No ANSI colours (the default when not writing to a
                        terminal; also NO_COLOR=1; FORCE_COLOR=1 forces them)
  -h, --help            Show this help
`,
  solve: SOLVE_HELP,
};

/** Runs `polyban` with arguments (without `node` and the script); resolves to the exit code. */
export function main(args: readonly string[], io: CliIo = processIo): number {
  const [command, ...rest] = args;
  try {
    // Asked for, the usage is the output; given no command, it says what was missing, with the other usage errors.
    if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
      (command === undefined ? io.stderr : io.stdout).write(USAGE);
      return command === undefined ? 2 : 0;
    }
    if (command === '--version') {
      io.stdout.write('polyban 0.1.0\n');
      return 0;
    }
    if (command === 'check') return check(rest, io);
    if (command === 'convert') return convert(rest, io);
    if (command === 'show') return show(rest, io);
    if (command === 'solve') return solveCommand(rest, io);
    throw new UsageError(`unknown command "${command}"`);
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr.write(`polyban: ${escapeControls(e.message)}\n\n${helpFor(command) ?? USAGE}`);
      return 2;
    }
    throw e;
  }
}

/** The help text of a command, looked up without reaching into Object.prototype (`polyban constructor`). */
function helpFor(command: string | undefined): string | undefined {
  return command !== undefined && Object.hasOwn(HELP, command) ? HELP[command] : undefined;
}

function check(args: readonly string[], io: CliIo): number {
  const { flags, files } = parseArgs(args, ['game'], ['json', 'sokoban-plus']);
  if (flags.has('help')) {
    io.stdout.write(HELP.check!);
    return 0;
  }
  // The options first, as in solve: a value that took the FILE is the mistake to name.
  const game = gameOption(flags);
  const maxBytes = maxBytesOption(flags);
  if (files.length === 0) throw new UsageError('check needs at least one FILE');
  const inputs = inputsOf(files, flags);
  const json = flags.has('json');
  const colours = palette(useColour(io.stdout.isTTY, io.env ?? {}, flags.has('no-colour') || flags.has('no-color')));
  const total: FileSummary & { files: number; unreadable: number } = { files: 0, unreadable: 0, puzzles: 0, savedGames: 0, illegal: 0, unsolved: 0, errors: 0, warnings: 0 };
  let failed = false;
  const bar = new ProgressBar(io.stderr, io.stderr.isTTY === true);
  // JSON is written piece by piece: one string for a whole large file would pass V8's string limit.
  if (json) io.stdout.write('{ "files": [');
  for (const [i, input] of inputs.entries()) {
    const bytes = readInput(input, io, maxBytes);
    if (bytes instanceof InputError) {
      total.unreadable++;
      if (json) io.stdout.write(`${i > 0 ? ',' : ''}\n  ${JSON.stringify({ file: input.name, error: { code: bytes.code, message: bytes.message } })}`);
      else io.stderr.write(`polyban: ${escapeControls(bytes.message)}\n`);
      continue;
    }
    const large = bytes.length > 1_000_000 || inputs.length > 1;
    const label = inputs.length > 1 ? `check ${i + 1}/${inputs.length}` : 'check';
    let firstPuzzle = true;
    if (json) io.stdout.write(`${i > 0 ? ',' : ''}\n  { "file": ${JSON.stringify(input.name)}, "puzzles": [`);
    const human: string[] = [];
    const report = checkBytes(bytes, input.name, TILINGS, {
      ...(game === undefined ? {} : { game }),
      sokobanPlus: flags.has('sokoban-plus'),
      onPuzzle: large ? (done, count) => bar.update(label, done, count) : undefined,
      onPuzzleReport: (p) => {
        if (json) {
          io.stdout.write(`${firstPuzzle ? '' : ','}\n    ${JSON.stringify(p)}`);
          firstPuzzle = false;
        } else for (const line of savedGameLines(p, colours)) human.push(line);
      },
    });
    bar.done();
    if (json) io.stdout.write(`${firstPuzzle ? '' : '\n  '}],\n    "title": ${JSON.stringify(report.title)},\n    "summary": ${JSON.stringify(report.summary)},\n    "diagnostics": ${diagnosticsJson(report.diagnostics)} }`);
    else io.stdout.write(describeReport(report, human, colours));
    if (hasFailures(report)) failed = true;
    total.files++;
    for (const k of ['puzzles', 'savedGames', 'illegal', 'unsolved', 'errors', 'warnings'] as const) total[k] += report.summary[k];
  }
  if (json) io.stdout.write('\n] }\n');
  else io.stdout.write(totalLine(total, colours));
  if (total.unreadable > 0) return 2;
  return failed ? 1 : 0;
}

/** Diagnostics as a JSON array, one per line; the grouping key `puzzle` is for people and stays out. */
function diagnosticsJson(diagnostics: readonly CheckDiagnostic[]): string {
  if (diagnostics.length === 0) return '[]';
  const items = diagnostics.map(({ severity, code, message, line, column }) => JSON.stringify({ severity, code, message, line, column }));
  return `[\n      ${items.join(',\n      ')}\n    ]`;
}

/** The lines naming each saved game of a puzzle that is illegal or does not solve. */
function savedGameLines(p: PuzzleReport, c: Palette): string[] {
  const lines: string[] = [];
  const where = `puzzle ${p.index}${p.title ? ` "${escapeControls(p.title)}"` : ''}`;
  for (const s of p.savedGames) {
    const name = s.title ? `"${escapeControls(s.title)}"` : '(untitled)';
    if (!s.legal) lines.push(`  ${where}, saved game ${name}: ${c.error(describeError(s.error!))}`);
    else if (!s.solved) lines.push(`  ${where}, saved game ${name}: ${c.dim(`legal, but does not solve the puzzle (${count(s.moves, 'move')}, ${s.reverse ? count(s.pulls, 'pull') : count(s.pushes, 'push', 'pushes')}${s.redo > 0 ? `, ${s.redo} more for redo` : ''})`)}`);
  }
  return lines;
}

/** The human-readable check report of one file. */
function describeReport(r: FileReport, savedGames: readonly string[], c: Palette): string {
  const s = r.summary;
  const name = escapeControls(r.file);
  const solving = s.savedGames - s.illegal - s.unsolved;
  // "of which" is left out when there is nothing to divide.
  const games = s.savedGames === 0 ? count(0, 'saved game') : `${count(s.savedGames, 'saved game')}, of which ${solving} ${solving === 1 ? 'solves' : 'solve'} and ${s.illegal} ${s.illegal === 1 ? 'is' : 'are'} illegal`;
  const head = `${c.bold(name)}${r.title ? ` (${escapeControls(r.title)})` : ''}: ${count(s.puzzles, 'puzzle')}, ${games}; ${countWord(s.errors, 'error', c.error)}, ${countWord(s.warnings, 'warning', c.warning)}`;
  const lines = [head, ...groupedDiagnostics(r.diagnostics, name, c), ...savedGames];
  return `${lines.join('\n')}\n`;
}

function countWord(n: number, word: string, paint: (s: string) => string): string {
  const text = count(n, word);
  return n > 0 ? paint(text) : text;
}

/**
 * One line per problem, except that repeats of one problem on one board are
 * gathered into the first one's line: a board shifted by a TAB reports one
 * sentence, with where the others are, rather than sixty. A repeat has the
 * same code and the same sentence but for what it quotes (the character out
 * of place); two different problems of one code (no pusher, and more boxes
 * than goals) keep a line each.
 */
function groupedDiagnostics(diagnostics: readonly CheckDiagnostic[], file: string, c: Palette): string[] {
  const groups = new Map<string, CheckDiagnostic[]>();
  const order: CheckDiagnostic[][] = [];
  for (const d of diagnostics) {
    if (d.puzzle === undefined) {
      order.push([d]);
      continue;
    }
    const key = `${d.puzzle}\u0000${d.code}\u0000${d.message.replace(/"[^"]*"/g, '""')}`;
    const group = groups.get(key);
    if (group) group.push(d);
    else {
      const g = [d];
      groups.set(key, g);
      order.push(g);
    }
  }
  return order.map((g) => {
    const d = g[0]!;
    const paint = d.severity === 'error' ? c.error : c.warning;
    let line = `  ${file}:${d.line}:${d.column}: ${paint(`${d.severity} ${d.code}`)}: ${escapeControls(d.message)}`;
    if (g.length > 1) {
      const shown = g.slice(1, 6).map((x) => `${x.line}:${x.column}`);
      line += c.dim(` (and ${g.length - 1} more like it in puzzle ${d.puzzle}: ${shown.join(', ')}${g.length > 6 ? ', ...' : ''})`);
    }
    return line;
  });
}

/** The last line of a check: over every file. */
function totalLine(t: FileSummary & { files: number; unreadable: number }, c: Palette): string {
  const unreadable = t.unreadable > 0 ? `, ${c.error(`${t.unreadable} unreadable`)}` : '';
  const verdict = t.errors + t.illegal + t.unreadable === 0 ? c.ok('ok') : c.error('problems found');
  return `${c.bold('Total')}: ${count(t.files, 'file')}${unreadable}, ${count(t.puzzles, 'puzzle')}, ${count(t.savedGames, 'saved game')}: ${t.illegal} illegal, ${t.unsolved} ${t.unsolved === 1 ? 'does' : 'do'} not solve; ${count(t.errors, 'error')}, ${count(t.warnings, 'warning')}: ${verdict}\n`;
}

/** A file read for `convert` or `show`; `errors` when the reader found error-level problems. */
interface Loaded {
  /** The file's name as given, its control characters shown. */
  name: string;
  collection: Collection;
  encoding: LevelFileEncoding;
  flags: Map<string, string | true>;
  errors: boolean;
  /** Cells the reader reported as not board characters: the engine's problems there are not printed again. */
  readerCells: Set<string>;
}

/**
 * Reads the one FILE of `convert` or `show`. `optionsOf` checks the command's own options first, so that a
 * value that took the FILE's place (`--to levels.sok`) is named as the mistake rather than the missing FILE.
 */
function loadCollection<T>(args: readonly string[], io: CliIo, valued: string[], help: string, optionsOf: (flags: Map<string, string | true>) => T): (Loaded & { options: T }) | number {
  const { flags, files } = parseArgs(args, ['game', ...valued], []);
  if (flags.has('help')) {
    io.stdout.write(help);
    return 0;
  }
  const game = gameOption(flags);
  const options = optionsOf(flags);
  if (files.length !== 1) throw new UsageError('give exactly one FILE');
  const input = inputsOf(files, flags)[0]!;
  const file = input.name;
  const bytes = readInput(input, io, maxBytesOption(flags));
  if (bytes instanceof InputError) {
    io.stderr.write(`polyban: ${escapeControls(bytes.message)}\n`);
    return 2;
  }
  const decoded = decodeLevelFile(bytes);
  const { collection, diagnostics } = parseCollection(decoded.text, game === undefined ? { fileName: file } : { fileName: file, game });
  const name = escapeControls(file);
  for (const d of decoded.diagnostics) io.stderr.write(diagnosticLine(name, d));
  for (const d of diagnostics) io.stderr.write(diagnosticLine(name, d));
  return { name, collection, encoding: decoded.encoding, flags, errors: diagnostics.some((d) => d.severity === 'error'), readerCells: readerCells(diagnostics), options };
}

/** The formats `convert --to` writes. */
const FORMATS = ['sok', 'xsb', 'rle', 'json'];

/** `--to`, checked: one of {@link FORMATS}, `sok` when not given. */
function formatOption(flags: Map<string, string | true>): string {
  const to = String(flags.get('to') ?? 'sok');
  if (!FORMATS.includes(to)) throw new UsageError(`--to ${to}: use sok, xsb, rle or json`);
  return to;
}

function convert(args: readonly string[], io: CliIo): number {
  const loaded = loadCollection(args, io, ['to'], HELP.convert!, formatOption);
  if (typeof loaded === 'number') return loaded;
  const { collection, encoding, errors, options: to } = loaded;
  if (to === 'json') writeCollectionJson(collection, io);
  else {
    const text = to === 'xsb' ? stringifyXsb(collection) : stringifyCollection(collection, { mode: 'canonical', rle: to === 'rle' });
    // Level formats keep the input's encoding, so its non-ASCII characters come out as the same bytes, unless
    // the new text would not read back from it; JSON is always UTF-8.
    const written = writableEncoding(text, encoding);
    if (written !== encoding) {
      const why = new UnencodableTextError(encoding, findUnencodable(text, encoding)!).message;
      io.stderr.write(`polyban: ${loaded.name}: the output is in ${encodingName(written)}, since ${escapeControls(why)}\n`);
    }
    io.stdout.write(encodeLevelFile(text, written));
    const lost = to === 'xsb' ? xsbLeavesOut(collection) : '';
    if (lost) io.stderr.write(`polyban: ${loaded.name}: XSB holds boards and titles only; left out: ${lost}\n`);
  }
  // The output holds what could be read; the exit code says that not everything could.
  return errors ? 1 : 0;
}

/**
 * What `--to xsb` does not write, in words (empty when nothing): the saved
 * games, the notes and comments of the file and of its puzzles, and the
 * tilings, since an XSB file is read as Sokoban. Said so that a conversion
 * never drops them unannounced.
 */
export function xsbLeavesOut(collection: Collection): string {
  const { puzzles } = collection;
  const saved = puzzles.reduce((n, p) => n + p.savedGames.length, 0);
  const noted = puzzles.filter((p) => p.notes.length > 0 || p.comments.length > 0).length;
  const header = collection.title !== null || collection.notes.length > 0 || collection.comments.length > 0 || Object.keys(collection.macros).length > 0;
  const tiled = puzzles.filter((p) => p.game.toLowerCase() !== 'sokoban').length;
  const parts: string[] = [];
  if (saved > 0) parts.push(count(saved, 'saved game'));
  if (noted > 0 || header) parts.push(`the notes of ${[...(header ? ['the file'] : []), ...(noted > 0 ? [count(noted, 'puzzle')] : [])].join(' and ')}`);
  if (tiled > 0) parts.push(`the tiling of ${count(tiled, 'puzzle')} not Sokoban, as which XSB is read`);
  return parts.join(', ');
}

/** The document as JSON, a puzzle at a time: one string for a whole large collection would pass V8's string limit. */
function writeCollectionJson(collection: Collection, io: CliIo): void {
  const { puzzles, ...header } = collection;
  const head = JSON.stringify(header, null, 2);
  io.stdout.write(`${head.slice(0, -2)},\n  "puzzles": [`);
  puzzles.forEach((p, i) => io.stdout.write(`${i > 0 ? ',' : ''}\n    ${JSON.stringify(p)}`));
  io.stdout.write(`${puzzles.length > 0 ? '\n  ' : ''}]\n}\n`);
}

function show(args: readonly string[], io: CliIo): number {
  const loaded = loadCollection(args, io, ['puzzle'], HELP.show!, puzzleOption);
  if (typeof loaded === 'number') return loaded;
  const { name, collection, flags, readerCells: reported, options: only } = loaded;
  const colour = useColour(io.stdout.isTTY, io.env ?? {}, flags.has('no-colour') || flags.has('no-color'));
  let puzzles = collection.puzzles.map((p, i) => ({ p, i }));
  if (only !== undefined) {
    // What the file holds, not how the command was typed: said in one line, as solve says it, with no usage text.
    if (only > puzzles.length) {
      io.stderr.write(`polyban: ${escapeControls(noSuchPuzzle(only, name, puzzles.length))}\n`);
      return 2;
    }
    puzzles = [puzzles[only - 1]!];
  }
  // The exit code follows `check`'s: 1 for any error, the reader's or a board's, even where a board could be drawn.
  let failed = loaded.errors;
  for (const { p, i } of puzzles) {
    const topology: Topology | undefined = findTopology(TILINGS, p.game);
    io.stdout.write(`${i + 1}. ${p.title === null ? '(untitled)' : escapeControls(p.title)} [${escapeControls(p.game)}]\n`);
    if (!topology) {
      io.stdout.write(`   no installed tiling plays "${escapeControls(p.game)}"\n\n`);
      io.stderr.write(diagnosticLine(name, unknownGame(p, i + 1, TILINGS)));
      failed = true;
      continue;
    }
    const { level, diagnostics } = loadPuzzle(p, topology, { index: i + 1 });
    for (const d of diagnostics) {
      if (d.severity === 'error') failed = true;
      if (!repeatsReader(d, reported)) io.stderr.write(diagnosticLine(name, d));
    }
    // A board that makes no level (no pusher, cells off the tiling) is shown as written: its errors say why.
    const lines = level ? drawLevel(level, p.board.rows, colour) : p.board.rows.map(escapeControls);
    io.stdout.write(`${lines.join('\n')}\n\n`);
  }
  return failed ? 1 : 0;
}

/** Where a saved game went wrong, for people: moves count from 1, characters of the move text too. */
function describeError(error: SavedGameError): string {
  if (error.move > 0) return `illegal at move ${error.move}: ${error.message}`;
  if (error.code === 'unplayable-puzzle') return error.message;
  return `unreadable moves at character ${error.at + 1}: ${error.message}`;
}
