// Mutation testing of the goal rooms searched alone (packages/solver/src/goal-rooms.ts), and of the
// rooms too few boxes can reach, searched over more cells (room-supply.ts): a mutant there could call
// a solvable position lost. Its own run, against its own tests on hand-made boards and on small
// random levels searched whole: the solver's other tests search through it, and its room searches
// under instrumentation made their first run pass Stryker's time limit. Its own incremental file too,
// so that a change to the rooms never re-tests the other solver mutants.
import base from './stryker.config.mjs';

// Read by vitest.mutation.config.ts in the test runner processes, which inherit it.
process.env.POLYBAN_MUTATION_SUITE = 'goal-rooms';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  mutate: ['packages/solver/src/goal-rooms.ts', 'packages/solver/src/room-supply.ts'],
  jsonReporter: { fileName: 'reports/mutation/goal-rooms.json' },
  incrementalFile: 'mutation/goal-rooms-incremental.json',
  tempDirName: '.stryker-tmp-goal-rooms',
};
