/**
 * `polyban solve`: runs `@polyban/solver` on every puzzle of the files given,
 * reports one result per puzzle (for people, or as JSON, which is a public
 * contract), and with `--write` adds the solutions found to the files as
 * saved games, every other byte of each file kept as it was.
 */
import { createRequire } from 'node:module';
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
  type LevelFileEncoding,
  type Puzzle,
  type SavedGame,
} from '@polyban/core';
import { solveSync, type SolveResult, type SolveStats } from '@polyban/solver';
import { gameOption, inputsOf, maxBytesOption, parseArgs, readInput, UsageError, type Input } from './args.js';
import { readerCells, repeatsReader } from './check.js';
import { InputError } from './input.js';
import type { CliIo } from './io.js';
import { ProgressBar } from './progress.js';
import { escapeControls, palette, useColour, type Palette } from './terminal.js';
import { TILINGS } from './tilings.js';

export const SOLVE_HELP = `Usage: polyban solve [--json] [--optimal] [--time-limit SECONDS] [--puzzle N]
                     [--memory-limit MB] [--write] [--game NAME] FILE...

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
  --write                 Add each new solution to its file as a saved game
                          "Solution"; the rest of the file is kept byte for
                          byte, in its encoding (not with "-")
  --game NAME             Tiling for puzzles the file does not name
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
  /** Files that could not be read, or had no puzzle N. */
  unreadable: number;
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

/** `--puzzle`, checked: a whole number, 1 or more (whether the file has it is known once it is read). */
function puzzleOption(flags: Map<string, string | true>): number | undefined {
  const v = flags.get('puzzle');
  if (v === undefined) return undefined;
  const n = Number(v);
  if (typeof v !== 'string' || !/^\d+$/.test(v) || !Number.isSafeInteger(n) || n < 1) throw new UsageError(`--puzzle ${String(v)}: give a puzzle number, 1 or more`);
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

/** Runs `polyban solve`; returns the exit code. */
export function solveCommand(args: readonly string[], io: CliIo): number {
  const { flags, files } = parseArgs(args, ['game', 'time-limit', 'memory-limit', 'puzzle'], ['json', 'optimal', 'write']);
  if (flags.has('help')) {
    io.stdout.write(SOLVE_HELP);
    return 0;
  }
  if (files.length === 0) throw new UsageError('solve needs at least one FILE');
  const game = gameOption(flags);
  const maxBytes = maxBytesOption(flags);
  const timeLimit = positiveOption(flags, 'time-limit', 'seconds') ?? DEFAULT_TIME_LIMIT;
  // The solver's own default applies when none is given.
  const memoryLimitMb = positiveOption(flags, 'memory-limit', 'megabytes');
  const only = puzzleOption(flags);
  const write = flags.has('write');
  if (write && files.includes('-')) throw new UsageError('--write adds solutions to files: it cannot write standard input ("-")');
  const inputs = inputsOf(files, flags);
  const json = flags.has('json');
  const c = palette(useColour(io.stdout.isTTY, io.env ?? {}, flags.has('no-colour') || flags.has('no-color')));
  const bar = new ProgressBar(io.stderr, io.stderr.isTTY === true);
  const totals: Totals = { puzzles: 0, solved: 0, unsolvable: 0, timeout: 0, memory: 0, invalid: 0, empty: 0, unreadable: 0, unwritable: 0, written: 0 };
  const settings: Settings = { io, json, c, bar, timeLimit, memoryLimitMb, optimal: flags.has('optimal'), write, maxBytes, totals };

  // JSON is written a puzzle at a time: one string for a whole large file would pass V8's string limit.
  if (json) io.stdout.write('{ "files": [');
  for (const [i, input] of inputs.entries()) {
    if (json && i > 0) io.stdout.write(',');
    const label = inputs.length > 1 ? `solve ${i + 1}/${inputs.length}` : 'solve';
    solveFile(input, label, game, only, settings);
  }
  if (json) io.stdout.write('\n] }\n');
  else io.stdout.write(totalLine(totals, c));
  if (totals.unreadable + totals.unwritable > 0) return 2;
  return totals.solved === totals.puzzles && totals.empty === 0 ? 0 : 1;
}

/** What every file's run shares. */
interface Settings {
  io: CliIo;
  json: boolean;
  c: Palette;
  bar: ProgressBar;
  /** Seconds per puzzle. */
  timeLimit: number;
  /** Megabytes per puzzle; the solver's default when `undefined`. */
  memoryLimitMb: number | undefined;
  optimal: boolean;
  write: boolean;
  maxBytes: number;
  totals: Totals;
}

/** Reads, solves and reports one file (and writes it back with `--write`). */
function solveFile(input: Input, label: string, game: string | undefined, only: number | undefined, s: Settings): void {
  const { io, json, c, bar, totals } = s;
  const name = escapeControls(input.name);
  const bytes = readInput(input, io, s.maxBytes);
  if (bytes instanceof InputError) {
    totals.unreadable++;
    fileError(input, { code: bytes.code, message: bytes.message }, s);
    return;
  }
  const decoded = decodeLevelFile(bytes);
  const { collection, diagnostics } = parseCollection(decoded.text, game === undefined ? { fileName: input.name } : { fileName: input.name, game });
  const fileDiagnostics: Diagnostic[] = [...decoded.diagnostics, ...diagnostics];
  if (!json) for (const d of fileDiagnostics) io.stderr.write(`${name}:${d.line}:${d.column}: ${d.severity} ${d.code}: ${escapeControls(d.message)}\n`);
  const count = collection.puzzles.length;
  if (only !== undefined && only > count) {
    totals.unreadable++;
    const has = count === 0 ? 'has no puzzles' : count === 1 ? 'has one puzzle' : `has puzzles 1 to ${count}`;
    fileError(input, { code: 'no-such-puzzle', message: `--puzzle ${only}: ${input.name} ${has}` }, s);
    return;
  }
  if (count === 0) totals.empty++;
  const chosen = only === undefined ? collection.puzzles.map((_, i) => i) : [only - 1];
  const reported = readerCells(diagnostics);
  const additions: Addition[] = [];

  if (json) io.stdout.write(`\n  { "file": ${JSON.stringify(input.name)}, "puzzles": [`);
  else if (count === 0) io.stdout.write(`${name}: ${c.error('no puzzles')}\n`);
  for (const [k, i] of chosen.entries()) {
    const puzzle = collection.puzzles[i]!;
    bar.update(label, k, chosen.length, `puzzle ${i + 1}`);
    const result = solvePuzzle(puzzle, i + 1, name, reported, s, (stats) => bar.update(label, k, chosen.length, `puzzle ${i + 1}: ${stats.generated.toLocaleString('en-US')} states, ${(stats.ms / 1000).toFixed(1)} s`));
    bar.done();
    totals.puzzles++;
    totals[result.status]++;
    if (s.write && result.solution !== null && isNew(puzzle, result.solution, additions)) additions.push({ puzzle, solution: result.solution });
    if (json) io.stdout.write(`${k > 0 ? ',' : ''}\n    ${JSON.stringify(result)}`);
    else io.stdout.write(`${name}: ${describeResult(result, s.timeLimit, c)}\n`);
  }

  let written = 0;
  let writeError: { code: string; message: string } | null = null;
  if (additions.length > 0) {
    writeError = writeSolutions(input, bytes, collection, decoded, additions, s);
    if (writeError) totals.unwritable++;
    else written = additions.length;
    totals.written += written;
  }
  if (json) {
    const error = writeError ? `, "error": ${JSON.stringify(writeError)}` : '';
    io.stdout.write(`${chosen.length > 0 ? '\n  ' : ''}],\n    "written": ${written}${error},\n    "diagnostics": ${diagnosticsJson(fileDiagnostics)} }`);
  } else if (writeError) io.stderr.write(`polyban: ${escapeControls(writeError.message)}\n`);
  else if (written > 0) io.stdout.write(`${name}: ${written === 1 ? '1 solution added as a saved game' : `${written} solutions added as saved games`}\n`);
}

/** Reports a file that gave no puzzles to solve: an entry with its `error` in JSON, a message on standard error otherwise. */
function fileError(input: Input, error: { code: string; message: string }, s: Settings): void {
  if (s.json) s.io.stdout.write(`\n  ${JSON.stringify({ file: input.name, error })}`);
  else s.io.stderr.write(`polyban: ${escapeControls(error.message)}\n`);
}

/** Solves one puzzle, or says why it cannot be played. */
function solvePuzzle(puzzle: Puzzle, index: number, name: string, reported: ReadonlySet<string>, s: Settings, onProgress: (stats: SolveStats) => void): PuzzleResult {
  const invalid = (game: string, problem: PuzzleResult['problem'], boxes = 0): PuzzleResult => ({
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
  });
  const topology = topologyFor(puzzle, TILINGS);
  if (!topology) {
    const message = `no installed tiling plays "${puzzle.game}" (known: ${TILINGS.map((t) => t.name).join(', ')})`;
    const at = boardSourcePosition(puzzle, 0, 0) ?? { line: 1, column: 1 };
    return invalid(puzzle.game, { code: 'unknown-game', message, ...at });
  }
  const { level, diagnostics, counts } = loadPuzzle(puzzle, topology, { index });
  if (!s.json) for (const d of diagnostics) if (!repeatsReader(d, reported)) s.io.stderr.write(`${name}:${d.line}:${d.column}: ${d.severity} ${d.code}: ${escapeControls(d.message)}\n`);
  // A board with an error (no pusher, boxes and goals unequal, open walls) is no puzzle to solve, whatever a search would make of it.
  const error = diagnostics.find((d) => d.severity === 'error');
  if (!level || error) {
    const first = error ?? { code: 'invalid-puzzle', message: 'the board cannot be played', ...(boardSourcePosition(puzzle, 0, 0) ?? { line: 1, column: 1 }) };
    return invalid(topology.name, { code: first.code, message: first.message, line: first.line, column: first.column }, counts?.boxes ?? 0);
  }
  let result: SolveResult;
  try {
    result = solveSync(level, { optimize: s.optimal ? 'pushes' : 'none', timeLimitMs: s.timeLimit * 1000, ...(s.memoryLimitMb === undefined ? {} : { memoryLimitMb: s.memoryLimitMb }), onProgress });
  } catch (e) {
    // The search's tables could not grow: the machine ran out of memory before the solver's own limit.
    if (!(e instanceof RangeError)) throw e;
    result = { status: 'memory', solution: null, moves: 0, pushes: 0, optimal: false, stats: { generated: 0, expanded: 0, ms: 0 } };
  }
  const solved = result.status === 'solved';
  return {
    index,
    title: puzzle.title,
    game: topology.name,
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
      return `${where}: ${c.ok('solved')} in ${r.seconds.toFixed(2)} s: ${r.moves} moves, ${r.pushes} pushes${r.optimal ? ' (push-optimal)' : ''}`;
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

/** The last line: `Total: solved 3 of 5 puzzle(s) (1 unsolvable, 1 invalid)`. */
function totalLine(t: Totals, c: Palette): string {
  const rest: string[] = [];
  if (t.unsolvable > 0) rest.push(`${t.unsolvable} unsolvable`);
  if (t.timeout > 0) rest.push(`${t.timeout} out of time`);
  if (t.memory > 0) rest.push(`${t.memory} out of memory`);
  if (t.invalid > 0) rest.push(`${t.invalid} invalid`);
  const unsolved = rest.length > 0 ? ` (${rest.join(', ')})` : '';
  const files: string[] = [];
  if (t.unreadable > 0) files.push(c.error(`${t.unreadable} file(s) not read`));
  if (t.unwritable > 0) files.push(c.error(`${t.unwritable} file(s) not written`));
  if (t.empty > 0) files.push(c.error(`${t.empty} file(s) without puzzles`));
  if (t.written > 0) files.push(`${t.written} solution(s) written`);
  const solved = `solved ${t.solved} of ${t.puzzles} puzzle(s)`;
  const verdict = t.solved === t.puzzles && t.empty + t.unreadable + t.unwritable === 0 ? c.ok(solved) : solved;
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
