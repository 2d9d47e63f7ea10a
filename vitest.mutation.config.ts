import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Tests run from sources: the "@polyban/source" export condition points workspace packages at src/.
const conditions = ['@polyban/source'];

/**
 * Workspace packages by their sources next to this file. StrykerJS runs the
 * tests in a sandbox copy of the repository whose node_modules are links to
 * the original ones, and pnpm's links there lead back to the original,
 * unmutated packages: without these aliases a tiling's tests would run the
 * original core, and tests/ every original package.
 */
const source = (dir: string): string => fileURLToPath(new URL(`packages/${dir}/src/index.ts`, import.meta.url));
const alias = ['core', 'sokoban', 'hexoban', 'trioban', 'octoban', 'solver'].map((name) => ({ find: new RegExp(`^@polyban/${name}$`), replacement: source(name) }));

/** Core's test files that take a second or more: whole corpus files edited, and inputs of hundreds of thousands of lines. */
const SLOW = ['corpus-edits', 'hostile-bounds', 'writer-move-lines'];

/**
 * Runs the tests of one mutant quick ones first: StrykerJS stops at the first
 * failure, and most mutants fail a small test on a board drawn by hand long
 * before a property test has played its random games.
 */
class QuickFirst extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = ({ moduleId }: TestSpecification): number =>
      moduleId.includes('/tests/test/') ? 3 : moduleId.endsWith('properties.test.ts') || SLOW.some((name) => moduleId.endsWith(`/${name}.test.ts`)) ? 2 : moduleId.includes('/packages/core/') ? 0 : 1;
    return Promise.resolve([...files].sort((a, b) => rank(a) - rank(b) || a.moduleId.localeCompare(b.moduleId)));
  }
}

/** The test files named `names` of the workspace package `pkg`. */
const testsOf = (names: string[], pkg: 'core' | 'solver'): string[] => names.map((name) => `packages/${pkg}/test/${name}.test.ts`);

/** The tests of the rules engine and the four topologies (stryker.config.mjs). */
const RULES_TESTS = [
  'packages/core/test/engine.test.ts',
  'packages/core/test/rules.test.ts',
  'packages/core/test/actions.test.ts',
  'packages/core/test/game.test.ts',
  'packages/core/test/level.test.ts',
  'packages/core/test/paths.test.ts',
  'packages/core/test/position.test.ts',
  'packages/core/test/engine-properties.test.ts',
  'packages/core/test/load-puzzle.test.ts',
  'packages/core/test/sokoban-plus-notes.test.ts',
  'packages/core/test/board-problem-cap.test.ts',
  'packages/core/test/paths-round.test.ts',
  'packages/core/test/push-path-oracle.test.ts',
  'packages/sokoban/test/**/*.test.ts',
  'packages/hexoban/test/**/*.test.ts',
  'packages/trioban/test/**/*.test.ts',
  'packages/octoban/test/**/*.test.ts',
  'tests/test/engine-properties.test.ts',
];

/**
 * The solver's tests on positions and boards drawn by hand (stryker.solver.config.mjs, which sets
 * POLYBAN_MUTATION_SUITE): its searches of whole levels take seconds each, too long to run for
 * every mutant.
 */
const SOLVER_TESTS = testsOf(['deadlock', 'box-sides', 'corral', 'frozen-walls', 'matching', 'push-generator', 'tunnel', 'hint', 'new-tiling', 'bound', 'packing-order', 'box-routes', 'feature-space', 'memory-limit', 'push-parity', 'hotspots', 'feature-pushers', 'deadlock-reuse', 'solver-input', 'missing-arguments', 'freeze-rules', 'corral-barrier', 'position-boxes'], 'solver');

/** The corral search's own tests on boards drawn by hand and on its kept answers (stryker.corral-search.config.mjs). */
const CORRAL_SEARCH_TESTS = testsOf(['corral-search', 'corral-search-answers', 'corral-search-reference'], 'solver');

/**
 * The tests of the text writers, and of the reader whose output they write back
 * (stryker.writer.config.mjs): byte-for-byte round trips, edits, encodings and
 * run-length encoding, on hand-made text, random documents and the corpus.
 */
const WRITER_TESTS = testsOf(['writer', 'comment-titles', 'damaged-board-lines', 'osb-layout-edits', 'writer-rules', 'writer-pieces', 'writer-properties', 'writer-move-lines', 'writer-seams', 'corpus', 'corpus-edits', 'encoding', 'reader', 'misreads', 'osb', 'origin', 'note-keys', 'properties', 'writer-corners', 'writer-edited-parts', 'osb-lead-notes', 'writer-document-checks', 'writer-typo-notes', 'writer-copies'], 'core');

/**
 * The tests of the text pieces the reader and the writer share (stryker.text-pieces.config.mjs): files,
 * titles, notes and boards drawn by hand with what the specifications say they hold, misreads and
 * hostile input, the corpus read, and the writer's round trips.
 */
const TEXT_PIECE_TESTS = testsOf(['text-pieces', 'board-letters', 'reader', 'misreads', 'note-keys', 'osb', 'origin', 'properties', 'corpus', 'hostile-bounds', 'level', 'load-puzzle', 'writer', 'writer-rules', 'writer-pieces', 'writer-seams', 'writer-corners'], 'core');

/**
 * The tests of run-length encoding and move notation as read, and of the limits bounding them
 * (stryker.move-text.config.mjs): strings worked out by hand from the SOK specification, hostile
 * input, files read whole, and the writer's round trips.
 */
const MOVE_TEXT_TESTS = testsOf(['move-text', 'reader', 'misreads', 'hostile-bounds', 'writer', 'writer-pieces', 'properties', 'engine'], 'core');

/**
 * The tests of how the reader tells lines apart and reports on them (stryker.line-kinds.config.mjs):
 * lines drawn by hand with what the specifications make them, damaged boards, misreads, hostile
 * input, and the corpus read whole.
 */
const LINE_KIND_TESTS = testsOf(['line-kinds', 'board-letters', 'numbers-in-titles', 'message-characters', 'wide-characters', 'row-adoption', 'glued-rows', 'semicolon-comments', 'board-edges', 'reader-passes', 'reader', 'misreads', 'hostile-bounds', 'osb', 'note-keys', 'text-pieces', 'level', 'corpus', 'board-problem-cap'], 'core');

/**
 * The tests of the reader's assembly of a file (stryker.reader.config.mjs): files drawn by hand with
 * what the specifications make of them, misreads and hostile input, the corpus read whole, and the
 * writer's byte-for-byte round trips, which read each piece's origin.
 */
const READER_TESTS = testsOf(['reader-passes', 'comments-among-rows-and-moves', 'comment-titles', 'saved-game-problems', 'row-adoption', 'glued-rows', 'osb-titles', 'board-edges', 'move-budget', 'quoted-notes', 'reader', 'misreads', 'note-keys', 'osb', 'origin', 'level', 'load-puzzle', 'text-pieces', 'line-kinds', 'corpus', 'board-problem-cap', 'hostile-bounds', 'writer', 'writer-rules', 'writer-seams', 'writer-corners', 'long-lines', 'cell-positions'], 'core');

/** The goal rooms' tests, and the starved rooms', on boards drawn by hand and small random levels searched whole (stryker.goal-rooms.config.mjs). */
const GOAL_ROOM_TESTS = testsOf(['goal-rooms', 'room-supply'], 'solver');

/** The tests of hints and the lines kept for them, on boards drawn by hand and small random levels solved whole (stryker.known-lines.config.mjs). */
const KNOWN_LINE_TESTS = testsOf(['known-lines', 'hint', 'hint-arguments', 'missing-arguments'], 'solver');

/**
 * The tests of the pusher's areas and cut cells, of the pushers shared out and moved inside them,
 * and of the state store (stryker.search-tables.config.mjs): each checked against a flood fill, a
 * plain set, core's rules or answers worked out by hand, on boards drawn by hand and random ones.
 */
const SEARCH_TABLE_TESTS = testsOf(['cut-cells', 'area-keys', 'store', 'reverse-search', 'push-generator', 'pusher-shuffle', 'pusher-spreads'], 'solver');

/**
 * The tests of the moves a solution is spelled in and of the fewest moves among the solutions with
 * the fewest pushes (stryker.spelling.config.mjs): move strings and walks worked out by hand, and
 * small levels checked against a brute-force search and core's rules.
 */
const SPELLING_TESTS = testsOf(['spelling', 'fewest-moves', 'solution-letters', 'pulled-levels'], 'solver');

/**
 * The tests of the warning for `Key: value` lines right above a board (stryker.notes-above-boards.config.mjs):
 * blocks of lines worked out by hand from the SOK rules for notes and titles, and the corpus, which reads
 * with no diagnostic.
 */
const NOTES_ABOVE_BOARD_TESTS = testsOf(['notes-above-board', 'misreads'], 'core');

/** The command line's tests (stryker.cli.config.mjs): reports, exit codes and written files worked out by hand, on hand-made files and the corpus. */
const CLI_TESTS = ['packages/cli/test/*.test.ts'];

/** The tests of level files' bytes read as text (stryker.decoding.config.mjs): bytes worked out by hand from the encodings' definitions, misreads, and the writer's byte-for-byte round trips. */
const DECODING_TESTS = testsOf(['encoding', 'file-bytes', 'misreads', 'writer-pieces'], 'core');

/**
 * The tests of the solver's entry points (stryker.solve.config.mjs): statuses, counts and limits on
 * boards drawn by hand, solutions replayed, push counts held against a brute-force search, and
 * positions in mid-game, on every tiling and with several pushers; a search that ran out after tunnel
 * pushes searched again without them, a long search not ended where the goal rooms are looked at, and the
 * memory the forward and backward searches hold together.
 */
const SOLVE_TESTS = testsOf(['solve', 'time-limit', 'resume', 'slices', 'memory-limit', 'lone-pusher', 'perimeter', 'best-first', 'solution-letters', 'hint', 'hint-arguments', 'solver-input', 'numbered-levels', 'reverse-search', 'pulled-levels', 'random-levels', 'mid-game', 'room-supply-corpus', 'tunnel', 'long-searches', 'shared-memory'], 'solver');

/**
 * The tests of the backward search (stryker.reverse-search.config.mjs): its pulls held against core's push rule,
 * its roots, reverse-mode games solved from their positions against a brute-force search, the perimeter's depths
 * against a brute-force search, the two searches meeting, slices, resumes and
 * limits, and solutions replayed.
 */
const REVERSE_SEARCH_TESTS = testsOf(['backward-states', 'backward-limits', 'reverse-search', 'reverse-game', 'missing-arguments', 'perimeter', 'solve', 'slices', 'resume', 'time-limit', 'memory-limit', 'random-levels', 'pulled-levels'], 'solver');

/**
 * The tests of the forward search's expansion (stryker.search.config.mjs): every state it stores held
 * against its parent and a push core's rules allow, with one pusher and several, its bound against a
 * brute-force search, its area keys against a flood fill on random and real levels, tunnels, frozen
 * boxes, corral deadlocks and the pusher's side of a box worked out by hand, the perimeter and the
 * backward search it meets, goal rooms that prune, memory limits met at the clock or at a growth and
 * resumes, best first's fewest pushes to a waiting state met again, the feature space's lists and
 * packing routes, and solutions of random levels replayed.
 */
const SEARCH_TESTS = testsOf(['forward-states', 'forward-pushers', 'forward-keys', 'forward-perimeter', 'forward-stops', 'forward-rooms', 'forward-relink', 'feature-space', 'hotspots', 'box-routes', 'feature-pushers', 'packing-order', 'corral-search', 'corral', 'reverse-search', 'memory-limit', 'resume', 'area-keys', 'best-first', 'push-generator', 'perimeter', 'tunnel', 'bound', 'box-sides', 'frozen-walls', 'random-levels', 'pulled-levels'], 'solver');

/** The player's tests outside the browser (stryker.player.config.mjs): links, keys, records, undo groups, known solutions, files and their problems, worked out by hand. */
const PLAYER_TESTS = ['apps/player/test/*.test.ts'];

/** The tests each mutation run (named by POLYBAN_MUTATION_SUITE) runs against its mutants. */
const SUITES: Record<string, string[]> = { cli: CLI_TESTS, solver: SOLVER_TESTS, 'corral-search': CORRAL_SEARCH_TESTS, 'goal-rooms': GOAL_ROOM_TESTS, 'known-lines': KNOWN_LINE_TESTS, 'search-tables': SEARCH_TABLE_TESTS, spelling: SPELLING_TESTS, writer: WRITER_TESTS, 'text-pieces': TEXT_PIECE_TESTS, 'move-text': MOVE_TEXT_TESTS, 'line-kinds': LINE_KIND_TESTS, reader: READER_TESTS, player: PLAYER_TESTS, decoding: DECODING_TESTS, solve: SOLVE_TESTS, 'reverse-search': REVERSE_SEARCH_TESTS, search: SEARCH_TESTS, 'notes-above-boards': NOTES_ABOVE_BOARD_TESTS };

/**
 * The tests that exercise the rules engine and the four topologies, or the
 * solver, run together from the repository root: what StrykerJS runs against
 * each mutant.
 */
export default defineConfig({
  resolve: { conditions, alias },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    include: SUITES[process.env['POLYBAN_MUTATION_SUITE'] ?? ''] ?? RULES_TESTS,
    testTimeout: 120_000,
    // Each mutant is a fresh run of the tests that cover it; re-importing the sources for every
    // test file of that run as well only costs time (StrykerJS still reloads them for mutants
    // that act while modules load).
    isolate: false,
    setupFiles: ['mutation/fast-check-seed.ts'],
    sequence: { sequencer: QuickFirst },
  },
});
