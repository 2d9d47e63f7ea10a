// Mutation testing of the rules: the engine and the four topologies. A mutant that no test
// notices is a rule that can break unseen; the score must stay at or above the break threshold.
import { fileURLToPath } from 'node:url';

// The tests run in a sandbox copy of the repository, which has no ../shared beside it: name the level corpus.
process.env.POLYBAN_CORPUS ??= fileURLToPath(new URL('../shared/corpus', import.meta.url));

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'packages/core/src/engine/**/*.ts',
    'packages/core/src/load-puzzle.ts',
    'packages/sokoban/src/topology.ts',
    'packages/hexoban/src/topology.ts',
    'packages/hexoban/src/layout.ts',
    'packages/trioban/src/topology.ts',
    'packages/octoban/src/topology.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  thresholds: { high: 90, low: 85, break: 80 },
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Mutants whose code and covering tests are unchanged keep their last result: the committed
  // file makes a run on a fresh clone test only what changed since it was written.
  incremental: true,
  incrementalFile: 'mutation/incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // A mutant that loops (a walk that never ends) is killed by its time-out: keep that short.
  timeoutMS: 3000,
  timeoutFactor: 1.5,
};

export default config;

/**
 * The options of a mutation run of its own: the base above over `mutate`,
 * against the tests vitest.mutation.config.ts lists under `name` (read there
 * from POLYBAN_MUTATION_SUITE, which the test runner processes inherit), with
 * its own report, incremental file and sandbox, all named after the run.
 *
 * @param {string} name
 * @param {string[]} mutate
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function mutationRun(name, mutate) {
  process.env.POLYBAN_MUTATION_SUITE = name;
  return {
    ...config,
    mutate,
    jsonReporter: { fileName: `reports/mutation/${name}.json` },
    incrementalFile: `mutation/${name}-incremental.json`,
    tempDirName: `.stryker-tmp-${name}`,
  };
}
