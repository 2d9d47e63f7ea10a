import { defineConfig } from 'vitest/config';

// Tests run from sources: the "@polyban/source" export condition points workspace packages at src/.
const conditions = ['@polyban/source'];

/**
 * The tests that exercise the rules engine and the four topologies, run
 * together from the repository root: what StrykerJS runs against each mutant
 * (see stryker.config.mjs).
 */
export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    include: [
      'packages/core/test/engine.test.ts',
      'packages/core/test/rules.test.ts',
      'packages/core/test/engine-properties.test.ts',
      'packages/core/test/load-puzzle.test.ts',
      'packages/sokoban/test/**/*.test.ts',
      'packages/hexoban/test/**/*.test.ts',
      'packages/trioban/test/**/*.test.ts',
      'packages/octoban/test/**/*.test.ts',
      'tests/test/engine-properties.test.ts',
    ],
    testTimeout: 120_000,
  },
});
