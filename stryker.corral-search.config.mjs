// Mutation testing of the corral search (packages/solver/src/corral-search.ts): a mutant there could
// call a solvable position lost. Its own run, against its own tests on hand-made boards and kept
// answers: the solver's other tests solve whole levels through it, and a mutant that lets a corral
// search run on made them time out one after another. Its own incremental file too, so that a
// change to the corral search never re-tests the other solver mutants.
import base from './stryker.config.mjs';

// Read by vitest.mutation.config.ts in the test runner processes, which inherit it.
process.env.POLYBAN_MUTATION_SUITE = 'corral-search';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  mutate: ['packages/solver/src/corral-search.ts'],
  jsonReporter: { fileName: 'reports/mutation/corral-search.json' },
  incrementalFile: 'mutation/corral-search-incremental.json',
  tempDirName: '.stryker-tmp-corral-search',
};
