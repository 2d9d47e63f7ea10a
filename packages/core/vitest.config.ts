import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.js';

/** Core's tests also measure coverage: a drop below the thresholds fails `pnpm test`. */
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      coverage: {
        provider: 'v8',
        include: ['src/**/*.ts'],
        exclude: ['src/index.ts', 'src/text/document.ts'],
        reporter: ['text-summary'],
        thresholds: { lines: 90, statements: 88, functions: 90, branches: 80 },
      },
    },
  }),
);
