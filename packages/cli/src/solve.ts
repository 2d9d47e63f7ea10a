/**
 * `polyban solve`: runs `@polyban/solver` on every puzzle of the files given,
 * reports one result per puzzle (for people, or as JSON, which is a public
 * contract), and with `--write` adds the solutions found to the files as
 * saved games, every other byte of each file kept as it was.
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import {
  boardSourcePosition,
  decodeLevelFile,
  encodeLevelFile,
  loadPuzzle,
  movesFromText,
  parseCollection,
  stringifyCollection,
  topologyFor,
  UnencodableTextError,
  type Collection,
  type Diagnostic,
  type Level,
  type LevelFileEncoding,
  type Puzzle,
  type SavedGame,
} from '@polyban/core';
import type { SolveResult, SolveStats } from '@polyban/solver';
import { gameOption, inputsOf, maxBytesOption, noSuchPuzzle, parseArgs, puzzleOption, readInput, UsageError, type Input } from './args.js';
import { readerCells, repeatsReader, unknownGame } from './check.js';
import { InputError } from './input.js';
import type { CliIo } from './io.js';
import { ProgressBar } from './progress.js';
import { searchLevel, type SearchLimits } from './search-level.js';
import { SolveThreads, type SearchTask } from './solve-threads.js';
import { count, diagnosticLine, escapeControls, palette, useColour, type Palette } from './terminal.js';
import { TILINGS } from './tilings.js';

export const SOLVE_HELP = `Usage: polyban solve [--json] [--optimal] [--time-limit SECONDS] [--puzzle N]
                     [--memory-limit MB] [--jobs N] [--write] [--game NAME] FILE...

Solves each puzzle of each file (or only puzzle N, counting from 1) and prints
a line per puzzle: solved (with the moves and pushes of the solution),
unsolvable (proved: no solution exists), no solution within the time or
memory limit, or invalid (a board that cannot be played). Exit code 0 when
every puzzle is solved, 1 when one is not, 2 for a usage error or a file that
cannot be read (or, with --write, written).

Options:
  --json                  Print one JSON object on standard output
  --optimal               Find a solution with the fewest pushes (slower)
  --time-limit SECONDS    Give up on a puzzle after this long (default 60)
  --memory-limit MB       Give up on a puzzle once the solver's tables reach
                          this many megabytes (default 512)
  --puzzle N              Solve only the N-th puzzle of each file
  --jobs N                Solve N puzzles at once, each on a thread of its own
                          (default 1, at most 4 per processor); each keeps its
                          own time and memory limit, and results are printed
                          in the files' order
  --write                 Add each new solution to its file as a saved game
                          "Solution"; the rest of the file is kept byte for
                          byte, in its encoding (not with "-")
  --game NAME             Tiling for puzzles without a Game: line, instead of the
                          one the file's extension gives
  --stdin-filename NAME   Name standard input ("-") as NAME
  --max-bytes N           Read at most N bytes (default 268435456)
  --no-colour             No ANSI colours
  -h, --help              Show this help
`;

/** The time limit per puzzle when `--time-limit` is not given, in seconds. */
const DEFAULT_TIME_LIMIT = 60;

/** The title of the saved games `--write` adds. */
const SOLUTION_TITLE = 'Solution';

/** What one puzzle came to, as written to the JSON output. */
interface PuzzleResult {
  /** 1-based position in the file. */
  index: number;
  title: string | null;
  /** The tiling's name; the `Game:` value as written when no installed tiling plays it. */
  game: string;
  /** The boxes; for an invalid puzzle, those its board shows on cells of its tiling (0 for a tiling none plays). */
  boxes: number;
  status: 'solved' | 'unsolvable' | 'timeout' | 'memory' | 'invalid';
  /** The solution's moves in SOK notation (`""` for a puzzle solved as it stands); `null` unless solved. */
  solution: string | null;
  /** The solution's counts, as core's `replay` counts them; `null` unless solved. */
  moves: number | null;
  pushes: number | null;
  /** True only when the solver proved that no solution has fewer pushes (`--optimal`, search run to its end). */
  optimal: boolean;
  /** Time spent solving, rounded to the millisecond; 0 when invalid. */
  seconds: number;
  /** Positions the search created; 0 when invalid. */
  generated: number;
  /** Why the puzzle is invalid (its first error), `null` otherwise. */
  problem: { code: string; message: string; line: number; column: number } | null;
}

/** Counts over every file, for the total line and the exit code. */
interface Totals {
  puzzles: number;
  solved: number;
  unsolvable: number;
  timeout: number;
  memory: number;
  invalid: number;
  /** Files with no puzzle at all. */
  empty: number;
  /** Files that could not be read. */
  unreadable: number;
  /** Files read that have no puzzle N of `--puzzle`. */
  lacking: number;
  /** Files that could not be written back. */
  unwritable: number;
  written: number;
}

/** A positive number option, checked (`undefined` when not given); `unit` names what it counts in the message. */
function positiveOption(flags: Map<string, string | true>, name: string, unit: string): number | undefined {
  const v = flags.get(name);
  if (v === undefined) return undefined;
  const n = Number(v);
  // Decimal numbers only: Number() would also take "0x10", "Infinity" and "".
  if (typeof v !== 'string' || !/^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/.test(v) || !Number.isFinite(n) || n <= 0) {
    throw new UsageError(`--${name} ${String(v)}: give a number of ${unit} greater than 0`);
  }
  return n;
}

let solverVersionRead: string | undefined;

/**
 * The version of the `@polyban/solver` that runs, and so finds the
 * solutions: read from its own package.json, so it is written in one place
 * and is right whichever version the package manager installed.
 */
function solverVersion(): string {
  solverVersionRead ??= (createRequire(import.meta.url)('@polyban/solver/package.json') as { version: string }).version;
  return solverVersionRead;
}

/**
 * Searches at once `--jobs` takes at most, per processor: more only share
 * the processors, each search slower, while each thread holds its own
 * engine and tables (so a mistyped `--jobs 10000` would exhaust memory).
 */
const JOBS_PER_PROCESSOR = 4;

/** `--jobs`, checked: a whole number from 1 to {@link JOBS_PER_PROCESSOR} per processor (1 when not given). */
function jobsOption(flags: Map<string, string | true>): number {
  const v = flags.get('jobs');
  if (v === undefined) return 1;
  const n = Number(v);
  const most = JOBS_PER_PROCESSOR * availableParallelism();
  if (typeof v !== 'string' || !/^\d+$/.test(v) || !Number.isSafeInteger(n) || n < 1 || n > most) {
    throw new UsageError(`--jobs ${String(v)}: give a number of searches at once, 1 to ${most} on this machine (${JOBS_PER_PROCESSOR} per processor)`);
  }
  return n;
}

/** Runs `polyban solve`; returns the exit code. */
export function solveCommand(args: readonly string[], io: CliIo): number {
  const { flags, files } = parseArgs(args, ['game', 'time-limit', 'memory-limit', 'puzzle', 'jobs'], ['json', 'optimal', 'write']);
  if (flags.has('help')) {
    io.stdout.write(SOLVE_HELP);
    return 0;
  }
  // The options first: `--time-limit levels.sok` took the file as its value, and that is the mistake to name.
  const game = gameOption(flags);
  const maxBytes = maxBytesOption(flags);
  const timeLimit = positiveOption(flags, 'time-limit', 'seconds') ?? DEFAULT_TIME_LIMIT;
  // The solver's own default applies when none is given.
  const memoryLimitMb = positiveOption(flags, 'memory-limit', 'megabytes');
  const only = puzzleOption(flags);
  const jobs = jobsOption(flags);
  if (files.length === 0) throw new UsageError('solve needs at least one FILE');
  const write = flags.has('write');
  if (write && files.includes('-')) throw new UsageError('--write adds solutions to files: it cannot write standard input ("-")');
  const inputs = inputsOf(files, flags);
  const json = flags.has('json');
  const c = palette(useColour(io.stdout.isTTY, io.env ?? {}, flags.has('no-colour') || flags.has('no-color')));
  const bar = new ProgressBar(io.stderr, io.stderr.isTTY === true);
  const totals: Totals = { puzzles: 0, solved: 0, unsolvable: 0, timeout: 0, memory: 0, invalid: 0, empty: 0, unreadable: 0, lacking: 0, unwritable: 0, written: 0 };
  const limits: SearchLimits = { optimal: flags.has('optimal'), timeLimit, memoryLimitMb };
  const settings: Settings = { io, json, c, bar, limits, write, maxBytes, totals, game, only, filesBegun: 0 };

  // JSON is written a puzzle at a time: one string for a whole large file would pass V8's string limit.
  if (json) io.stdout.write('{ "files": [');
  if (jobs === 1) {
    for (const [i, input] of inputs.entries()) solveFile(input, inputs.length > 1 ? `solve ${i + 1}/${inputs.length}` : 'solve', settings);
  } else solveInThreads(inputs, jobs, settings);
  if (json) io.stdout.write('\n] }\n');
  else io.stdout.write(totalLine(totals, c, only));
  if (totals.unreadable + totals.lacking + totals.unwritable > 0) return 2;
  return totals.solved === totals.puzzles && totals.empty === 0 ? 0 : 1;
}

/** What every file's run shares. */
interface Settings {
  io: CliIo;
  json: boolean;
  c: Palette;
  bar: ProgressBar;
  limits: SearchLimits;
  write: boolean;
  maxBytes: number;
  totals: Totals;
  /** `--game`: the tiling of puzzles their file does not name. */
  game: string | undefined;
  /** `--puzzle`: the one puzzle of each file to solve. */
  only: number | undefined;
  /** Files reported so far (the JSON entries after the first follow a comma). */
  filesBegun: number;
}

/** A file read and parsed, its puzzles chosen, its diagnostics reported; or why it gave no puzzles to solve. */
type OpenFile =
  | { input: Input; error: { code: string; message: string } }
  | {
      input: Input;
      error: null;
      /** The name as printed, with control characters escaped. */
      name: string;
      bytes: Uint8Array;
      decoded: { text: string; encoding: LevelFileEncoding };
      collection: Collection;
      fileDiagnostics: Diagnostic[];
      /** Indices (from 0) of the puzzles to solve. */
      chosen: number[];
      /** Where the reader reported problems, so a puzzle's own diagnostics do not repeat them. */
      reported: ReadonlySet<string>;
      additions: Addition[];
    };

/** A file that gave puzzles to solve. */
type ReadFile = Extract<OpenFile, { error: null }>;

/** A puzzle ready to report, or to search: its result when no search is needed (an invalid board), else its level. */
type Prepared = { puzzle: Puzzle; index: number } & ({ result: PuzzleResult; level: null } | { result: null; level: Level });

/** A puzzle that needs a search. */
type Searched = Extract<Prepared, { result: null }>;

/** Reads and parses a file, prints its reader's diagnostics (not in JSON) and picks its puzzles. */
function openFile(input: Input, s: Settings): OpenFile {
  const { io, json, totals, game, only } = s;
  const name = escapeControls(input.name);
  const bytes = readInput(input, io, s.maxBytes);
  if (bytes instanceof InputError) {
    totals.unreadable++;
    return { input, error: { code: bytes.code, message: bytes.message } };
  }
  const decoded = decodeLevelFile(bytes);
  const { collection, diagnostics } = parseCollection(decoded.text, game === undefined ? { fileName: input.name } : { fileName: input.name, game });
  const fileDiagnostics: Diagnostic[] = [...decoded.diagnostics, ...diagnostics];
  if (!json) for (const d of fileDiagnostics) io.stderr.write(diagnosticLine(name, d));
  const count = collection.puzzles.length;
  if (only !== undefined && only > count) {
    totals.lacking++;
    return { input, error: { code: 'no-such-puzzle', message: noSuchPuzzle(only, input.name, count) } };
  }
  if (count === 0) totals.empty++;
  const chosen = only === undefined ? collection.puzzles.map((_, i) => i) : [only - 1];
  return { input, error: null, name, bytes, decoded, collection, fileDiagnostics, chosen, reported: readerCells(diagnostics), additions: [] };
}

/** Starts a file's report: its JSON entry's head, or its error; "no puzzles" for people. */
function beginFile(file: OpenFile, s: Settings): void {
  const { io, json } = s;
  if (json && s.filesBegun > 0) io.stdout.write(',');
  s.filesBegun++;
  if (file.error !== null) {
    if (json) io.stdout.write(`\n  ${JSON.stringify({ file: file.input.name, error: file.error })}`);
    else io.stderr.write(`polyban: ${escapeControls(file.error.message)}\n`);
    return;
  }
  if (json) io.stdout.write(`\n  { "file": ${JSON.stringify(file.input.name)}, "puzzles": [`);
  else if (file.collection.puzzles.length === 0) io.stdout.write(`${file.name}: ${s.c.error('no puzzles')}\n`);
}

/** Counts and prints the result of the `k`-th chosen puzzle of a file, and keeps its solution for `--write`. */
function reportPuzzle(file: ReadFile, k: number, puzzle: Puzzle, result: PuzzleResult, s: Settings): void {
  const { io, totals } = s;
  totals.puzzles++;
  totals[result.status]++;
  if (s.write && result.solution !== null && isNew(puzzle, result.solution, file.additions)) file.additions.push({ puzzle, solution: result.solution });
  if (s.json) io.stdout.write(`${k > 0 ? ',' : ''}\n    ${JSON.stringify(result)}`);
  else io.stdout.write(`${file.name}: ${describeResult(result, s.limits.timeLimit, s.c)}\n`);
}

/** Ends a file's report, writing its new solutions back with `--write`. */
function closeFile(file: ReadFile, s: Settings): void {
  const { io, json, totals } = s;
  let written = 0;
  let writeError: { code: string; message: string } | null = null;
  if (file.additions.length > 0) {
    writeError = writeSolutions(file.input, file.bytes, file.collection, file.decoded, file.additions, s);
    if (writeError) totals.unwritable++;
    else written = file.additions.length;
    totals.written += written;
  }
  if (json) {
    const error = writeError ? `, "error": ${JSON.stringify(writeError)}` : '';
    io.stdout.write(`${file.chosen.length > 0 ? '\n  ' : ''}],\n    "written": ${written}${error},\n    "diagnostics": ${diagnosticsJson(file.fileDiagnostics)} }`);
  } else if (writeError) io.stderr.write(`polyban: ${escapeControls(writeError.message)}\n`);
  else if (written > 0) io.stdout.write(`${file.name}: ${written === 1 ? '1 solution added as a saved game' : `${written} solutions added as saved games`}\n`);
}

/** Reads, solves and reports one file (and writes it back with `--write`), a puzzle at a time. */
function solveFile(input: Input, label: string, s: Settings): void {
  const { bar } = s;
  const file = openFile(input, s);
  beginFile(file, s);
  if (file.error !== null) return;
  for (const [k, i] of file.chosen.entries()) {
    bar.update(label, k, file.chosen.length, `puzzle ${i + 1}`);
    const prepared = preparePuzzle(file.collection.puzzles[i]!, i + 1, file.name, file.reported, s);
    const result = prepared.result ?? searchedResult(prepared, searchLevel(prepared.level, s.limits, (stats) => bar.update(label, k, file.chosen.length, `puzzle ${i + 1}: ${positions(stats)}`)));
    bar.done();
    reportPuzzle(file, k, prepared.puzzle, result, s);
  }
  closeFile(file, s);
}

/**
 * Solves the puzzles of every file `jobs` at a time, each search on a
 * thread of its own, and reports them in the order of the files. Every file
 * is read first: each file's reader diagnostics come before any result.
 */
function solveInThreads(inputs: readonly Input[], jobs: number, s: Settings): void {
  const { bar } = s;
  const files = inputs.map((input) => openFile(input, s));
  /** Every puzzle to report, in order, with its file and its place among the file's chosen puzzles. */
  const queue: { file: ReadFile; k: number; prepared: Prepared; result: PuzzleResult | null }[] = [];
  const tasks: SearchTask[] = [];
  for (const file of files) {
    if (file.error !== null) continue;
    for (const [k, i] of file.chosen.entries()) {
      const prepared = preparePuzzle(file.collection.puzzles[i]!, i + 1, file.name, file.reported, s);
      if (prepared.level !== null) {
        const { topology, ...level } = prepared.level;
        tasks.push({ id: queue.length, game: topology.name, level, limits: s.limits });
      }
      queue.push({ file, k, prepared, result: prepared.result });
    }
  }
  const total = queue.length;
  let done = total - tasks.length;
  // The report runs ahead as far as results have come: file by file, each puzzle in its order.
  let nextFile = 0;
  let nextPuzzle = 0;
  let begun = false;
  const report = (): void => {
    for (; nextFile < files.length; nextFile++, begun = false) {
      const file = files[nextFile]!;
      if (!begun) {
        bar.done();
        beginFile(file, s);
        begun = true;
      }
      if (file.error !== null) continue;
      for (let e = queue[nextPuzzle]; e !== undefined && e.file === file; e = queue[nextPuzzle]) {
        if (e.result === null) return;
        bar.done();
        reportPuzzle(file, e.k, e.prepared.puzzle, e.result, s);
        nextPuzzle++;
      }
      bar.done();
      closeFile(file, s);
    }
  };
  const progress = new Map<number, string>();
  const draw = (): void => {
    const running = [...progress.values()];
    bar.update('solve', done, total, running.length === 0 ? '' : running.join(', '));
  };
  report();
  if (tasks.length === 0) return;
  const { script, execArgv } = s.io.solveWorker ?? { script: new URL('./solve-worker.js', import.meta.url) };
  const threads = new SolveThreads(Math.min(jobs, tasks.length), script, execArgv);
  try {
    threads.run(
      tasks,
      (message) => {
        const entry = queue[message.id]!;
        const where = `puzzle ${entry.prepared.index}`;
        if (message.type === 'progress') progress.set(message.id, `${where}: ${positions(message.stats)}`);
        else if (message.type === 'error') throw new Error(`solving ${entry.file.input.name} ${where}: ${message.message}`);
        else {
          progress.delete(message.id);
          done++;
          entry.result = searchedResult(entry.prepared as Searched, message.result);
          report();
        }
      },
      draw,
    );
  } finally {
    threads.close();
    bar.done();
  }
}

/** A running search's progress: `12,345 positions, 1.2 s`. */
function positions(stats: SolveStats): string {
  return `${stats.generated.toLocaleString('en-US')} positions, ${(stats.ms / 1000).toFixed(1)} s`;
}

/** Prints a puzzle's own diagnostics (not in JSON) and makes it a level to search, or an invalid result. */
function preparePuzzle(puzzle: Puzzle, index: number, name: string, reported: ReadonlySet<string>, s: Settings): Prepared {
  const invalid = (game: string, problem: PuzzleResult['problem'], boxes = 0): Prepared => ({
    puzzle,
    index,
    level: null,
    result: {
      index,
      title: puzzle.title,
      game,
      boxes,
      status: 'invalid',
      solution: null,
      moves: null,
      pushes: null,
      optimal: false,
      seconds: 0,
      generated: 0,
      problem,
    },
  });
  const topology = topologyFor(puzzle, TILINGS);
  if (!topology) {
    const { code, message, line, column } = unknownGame(puzzle, index, TILINGS);
    return invalid(puzzle.game, { code, message, line, column });
  }
  const { level, diagnostics, counts } = loadPuzzle(puzzle, topology, { index });
  if (!s.json) for (const d of diagnostics) if (!repeatsReader(d, reported)) s.io.stderr.write(diagnosticLine(name, d));
  // A board with an error (no pusher, boxes and goals unequal, open walls) is no puzzle to solve, whatever a search would make of it.
  const error = diagnostics.find((d) => d.severity === 'error');
  if (!level || error) {
    const first = error ?? { code: 'invalid-puzzle', message: 'the board cannot be played', ...(boardSourcePosition(puzzle, 0, 0) ?? { line: 1, column: 1 }) };
    return invalid(topology.name, { code: first.code, message: first.message, line: first.line, column: first.column }, counts?.boxes ?? 0);
  }
  return { puzzle, index, level, result: null };
}

/** The report of a puzzle that was searched. */
function searchedResult({ puzzle, index, level }: Searched, result: SolveResult): PuzzleResult {
  const solved = result.status === 'solved';
  return {
    index,
    title: puzzle.title,
    game: level.topology.name,
    boxes: level.boxes.length,
    // Nothing aborts a search started here; were one stopped, it ran out of time.
    status: result.status === 'aborted' ? 'timeout' : result.status,
    solution: solved ? result.solution : null,
    moves: solved ? result.moves : null,
    pushes: solved ? result.pushes : null,
    optimal: solved && result.optimal,
    seconds: Math.round(result.stats.ms) / 1000,
    generated: result.stats.generated,
    problem: null,
  };
}

/** A human-readable result: `puzzle 3 "title": solved in 0.12 s: 33 moves, 8 pushes (push-optimal)`. */
function describeResult(r: PuzzleResult, timeLimit: number, c: Palette): string {
  const where = `puzzle ${r.index}${r.title !== null ? ` "${escapeControls(r.title)}"` : ''}`;
  switch (r.status) {
    case 'solved':
      return `${where}: ${c.ok('solved')} in ${r.seconds.toFixed(2)} s: ${count(r.moves!, 'move')}, ${count(r.pushes!, 'push', 'pushes')}${r.optimal ? ' (push-optimal)' : ''}`;
    case 'unsolvable':
      return `${where}: ${c.error('unsolvable')}`;
    case 'timeout':
      return `${where}: ${c.warning(`no solution within ${timeLimit} s`)}`;
    case 'memory':
      return `${where}: ${c.warning(`no solution within the memory limit (after ${r.seconds.toFixed(2)} s)`)}`;
    case 'invalid':
      return `${where}: ${c.error('invalid')}: ${escapeControls(r.problem!.message)}`;
  }
}

/** The last line: `Total: solved 3 of 5 puzzles (1 unsolvable, 1 invalid)`; `only` is `--puzzle`'s number. */
function totalLine(t: Totals, c: Palette, only: number | undefined): string {
  const rest: string[] = [];
  if (t.unsolvable > 0) rest.push(`${t.unsolvable} unsolvable`);
  if (t.timeout > 0) rest.push(`${t.timeout} out of time`);
  if (t.memory > 0) rest.push(`${t.memory} out of memory`);
  if (t.invalid > 0) rest.push(`${t.invalid} invalid`);
  const unsolved = rest.length > 0 ? ` (${rest.join(', ')})` : '';
  const files: string[] = [];
  if (t.unreadable > 0) files.push(c.error(`${count(t.unreadable, 'file')} not read`));
  if (t.lacking > 0) files.push(c.error(`${count(t.lacking, 'file')} without puzzle ${String(only)}`));
  if (t.unwritable > 0) files.push(c.error(`${count(t.unwritable, 'file')} not written`));
  if (t.empty > 0) files.push(c.error(`${count(t.empty, 'file')} without puzzles`));
  if (t.written > 0) files.push(`${count(t.written, 'solution')} written`);
  const solved = `solved ${t.solved} of ${count(t.puzzles, 'puzzle')}`;
  const verdict = t.solved === t.puzzles && t.empty + t.unreadable + t.lacking + t.unwritable === 0 ? c.ok(solved) : solved;
  return `${c.bold('Total')}: ${verdict}${unsolved}${files.length > 0 ? `; ${files.join(', ')}` : ''}\n`;
}

/** Diagnostics as a JSON array, one per line. */
function diagnosticsJson(diagnostics: readonly Diagnostic[]): string {
  if (diagnostics.length === 0) return '[]';
  const items = diagnostics.map(({ severity, code, message, line, column }) => JSON.stringify({ severity, code, message, line, column }));
  return `[\n      ${items.join(',\n      ')}\n    ]`;
}

/** A solution to add to a puzzle as a saved game. */
interface Addition {
  puzzle: Puzzle;
  solution: string;
}

/**
 * True when `solution` is not yet among the puzzle's saved games (the same
 * move text), so a second run adds nothing. An empty solution (a puzzle
 * solved as it stands) is never added: a saved game needs a move.
 */
function isNew(puzzle: Puzzle, solution: string, pending: readonly Addition[]): boolean {
  if (solution === '') return false;
  return !puzzle.savedGames.some((sg) => sg.moves.text === solution) && !pending.some((a) => a.puzzle === puzzle && a.solution === solution);
}

/**
 * Adds the solutions to the file as saved games and writes it back with the
 * preserve writer, in the encoding it was read in. Refuses (and returns why)
 * unless the new file is the old one with lines inserted and nothing else
 * changed, or when the file changed on disk while its puzzles were solved.
 */
function writeSolutions(input: Input, bytes: Uint8Array, collection: Collection, decoded: { text: string; encoding: LevelFileEncoding }, additions: readonly Addition[], s: Settings): { code: string; message: string } | null {
  const path = input.path;
  if (!s.io.writeFile) return { code: 'unwritable', message: `cannot write ${path}: this I/O has no writeFile` };
  try {
    // The text encodes back to the very bytes read, so new text that only adds lines gives bytes that only add bytes.
    if (!sameBytes(encodeLevelFile(decoded.text, decoded.encoding), bytes)) {
      return { code: 'unwritable', message: `cannot write ${path}: its bytes would not be written back as they are, so it is left alone` };
    }
    const note = `Solver: Polyban ${solverVersion()}`;
    for (const { puzzle, solution } of additions) {
      const game: SavedGame = { title: SOLUTION_TITLE, moves: movesFromText(solution), notes: [note] };
      puzzle.savedGames.push(game);
    }
    const text = stringifyCollection(collection, { mode: 'preserve' });
    // The writer rewrites more than the new games in a few layouts, such as plain XSB with each title under its board.
    if (!onlyInsertions(decoded.text, text)) {
      return {
        code: 'unwritable',
        message: `cannot add the solutions to ${path} without changing other lines of it (such as titles written under their boards), so it is left alone; "polyban convert --to sok" gives a file they can be added to`,
      };
    }
    const out = encodeLevelFile(text, decoded.encoding);
    // Solving can take minutes: an edit made meanwhile must not be overwritten.
    let now: Uint8Array;
    try {
      now = s.io.readFile(path, s.maxBytes);
    } catch (e) {
      return { code: 'unwritable', message: e instanceof Error ? e.message : `cannot read ${path} again` };
    }
    if (!sameBytes(now, bytes)) return { code: 'changed', message: `${path} changed while its puzzles were being solved; the solutions were not written` };
    s.io.writeFile(path, out);
    return null;
  } catch (e) {
    // The new text in the file's encoding would not read back as itself (see encodeLevelFile): the file is kept as it is.
    if (e instanceof UnencodableTextError) return { code: 'unwritable', message: `cannot add the solutions to ${path}: ${e.message}; it is left alone` };
    return { code: 'unwritable', message: e instanceof Error ? e.message : `cannot write ${path}: ${String(e)}` };
  }
}

/** The end of the line starting at `from`, after its line break (CR LF, LF or CR) if it has one. */
function lineEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13) i++;
  if (i < text.length && text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10) return i + 2;
  return i < text.length ? i + 1 : i;
}

/**
 * True when `after` is `before` with whole lines inserted, and nothing else
 * changed, except that a last line without a line break may have gained one.
 * `before`'s lines must appear in `after` in order; taking each at its first
 * chance finds them whenever they are there.
 */
export function onlyInsertions(before: string, after: string): boolean {
  let i = 0;
  let j = 0;
  while (i < before.length) {
    if (j >= after.length) return false;
    const bEnd = lineEnd(before, i);
    const aEnd = lineEnd(after, j);
    const line = before.slice(i, bEnd);
    const candidate = after.slice(j, aEnd);
    // The last line, without a line break: the writer ends it with one before adding lines.
    const lastOpen = bEnd === before.length && !/[\r\n]$/.test(line);
    if (candidate === line || (lastOpen && candidate.startsWith(line) && /^(?:\r\n|\r|\n)$/.test(candidate.slice(line.length)))) i = bEnd;
    j = aEnd;
  }
  return true;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
