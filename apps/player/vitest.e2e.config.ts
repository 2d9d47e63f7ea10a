import { defineConfig } from 'vitest/config';

// Real-browser tests: Debian's chromium driven by playwright-core against `vite preview` of dist/.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    testTimeout: 120_000,
    // The first run on a fresh machine may install chromium in the setup hook.
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
