// Mutation testing of what every search stands on: the pusher's areas, their cut cells and how
// several pushers share them out after a push (packages/solver/src/pusher-regions.ts), the moving
// of pushers inside an area that this sharing relies on (pusher-shuffle.ts), and the state store
// and open lists (transposition.ts). A mutant there could hide a push the pushers can make or lose
// a state. Its own run, tests and incremental file, so that a change there never re-tests the
// other mutants.
import base from './stryker.config.mjs';

// Read by vitest.mutation.config.ts in the test runner processes, which inherit it.
process.env.POLYBAN_MUTATION_SUITE = 'search-tables';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  mutate: [
    'packages/solver/src/pusher-regions.ts',
    'packages/solver/src/pusher-shuffle.ts',
    'packages/solver/src/transposition.ts',
  ],
  jsonReporter: { fileName: 'reports/mutation/search-tables.json' },
  incrementalFile: 'mutation/search-tables-incremental.json',
  tempDirName: '.stryker-tmp-search-tables',
};
