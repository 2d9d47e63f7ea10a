import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Node.js globals used by plain-JavaScript scripts and examples. */
const nodeGlobals = {
  console: 'readonly',
  process: 'readonly',
  URL: 'readonly',
  Buffer: 'readonly',
  performance: 'readonly',
  fetch: 'readonly',
  setTimeout: 'readonly',
  setInterval: 'readonly',
  clearInterval: 'readonly',
};

/** Browser globals used inside page.evaluate() callbacks of the benchmark script. */
const browserGlobals = {
  window: 'readonly',
  document: 'readonly',
  requestAnimationFrame: 'readonly',
  KeyboardEvent: 'readonly',
  Worker: 'readonly',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/coverage/**', 'tests/.readme-examples-*/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.js', '**/*.mjs', '**/*.cjs'], languageOptions: { globals: nodeGlobals } },
  { files: ['apps/player/bench/**/*.mjs', 'packages/solver/bench/browser-memory.mjs'], languageOptions: { globals: { ...nodeGlobals, ...browserGlobals } } },
  // The data path runs one way: text -> document -> level -> game. The text layer never reaches into the engine.
  {
    files: ['packages/core/src/text/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/engine/*', '**/engine', '../load-puzzle*', '../index*'], message: 'text/ reads and writes documents; it must not import the engine or the bridge.' },
          ],
        },
      ],
    },
  },
  // The solver runs in browsers and Web Workers: its sources use no Node.js built-ins.
  {
    files: ['packages/solver/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'path', 'os', 'url', 'util', 'crypto', 'child_process', 'worker_threads'], message: 'The solver must run in a browser: no Node.js built-ins.' }] },
      ],
      'no-restricted-globals': ['error', 'process', 'Buffer', 'require', '__dirname', '__filename'],
    },
  },
);
