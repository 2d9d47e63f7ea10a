import { defineConfig } from 'vitest/config';

// Tests run from sources: the "@polyban/source" export condition points workspace packages at src/.
const conditions = ['@polyban/source'];

/** The vitest settings every package shares. */
export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
  },
});
