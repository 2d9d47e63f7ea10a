// Mutation testing of how a solution becomes the moves a player types: the walks, pushes and pusher
// changes spelled and played with core's rules (packages/solver/src/spelling.ts), and the search for
// the fewest moves among the solutions with the fewest pushes (fewest-moves.ts). A mutant there
// could return moves that walk further than needed, or pick the wrong pusher. Its own run, tests
// and incremental file, so that a change there never re-tests the other mutants.
import base from './stryker.config.mjs';

// Read by vitest.mutation.config.ts in the test runner processes, which inherit it.
process.env.POLYBAN_MUTATION_SUITE = 'spelling';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  mutate: ['packages/solver/src/spelling.ts', 'packages/solver/src/fewest-moves.ts'],
  jsonReporter: { fileName: 'reports/mutation/spelling.json' },
  incrementalFile: 'mutation/spelling-incremental.json',
  tempDirName: '.stryker-tmp-spelling',
};
