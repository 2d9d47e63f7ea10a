import { defineConfig } from 'tsup';

/** The build every published package shares: ESM and CommonJS with type declarations. */
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
