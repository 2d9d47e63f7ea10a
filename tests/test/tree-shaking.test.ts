/**
 * What a bundler keeps of `@polyban/core`. The package is one file per
 * format (ESM, CommonJS), so `sideEffects: false` alone lets a bundler drop
 * unused functions but not module-level statements: a table filled by a loop
 * at load time would be kept, and run, in every program that imports
 * anything from core. The reader's tables are built by calls marked pure
 * instead, so a program that only plays (a solver, a replayer) carries none
 * of them. Bundles the built package as a user's bundler would (esbuild,
 * the package's `import` condition).
 */
import { build } from 'esbuild';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = resolve(fileURLToPath(new URL('.', import.meta.url)));

/** The unminified bundle of a module that re-exports `names` from `@polyban/core`. */
async function bundleOf(names: readonly string[]): Promise<string> {
  const result = await build({
    stdin: { contents: `export { ${names.join(', ')} } from '@polyban/core';`, resolveDir: here, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

// The builders of the reader's tables, and the board characters' names: what only reading text needs.
const READER_ONLY = ['characterClasses', 'classSamples', 'rowClasses', 'charactersOf', 'originSlot', "'box-on-goal'", '"box-on-goal"'];

describe('@polyban/core in a bundle', () => {
  it('keeps the reader and its tables for a program that reads files', async () => {
    const text = await bundleOf(['parseCollection']);
    for (const name of ['characterClasses', 'classSamples', 'rowClasses', 'charactersOf', 'originSlot']) expect(text).toContain(name);
  });

  it('leaves every table of the reader out of a program that only plays', async () => {
    const text = await bundleOf(['applyAction', 'startPosition', 'copyPosition', 'boxesOnGoals', 'walkTo']);
    expect(text).toContain('function applyAction');
    for (const name of READER_ONLY) expect(text).not.toContain(name);
  });

  it('leaves them out of a program that also reads move strings', async () => {
    // The solver replays its solutions with parseMoves: moves need the move letters, not the board's.
    const text = await bundleOf(['applyAction', 'parseMoves']);
    expect(text).toContain('function parseMoves');
    for (const name of READER_ONLY) expect(text).not.toContain(name);
  });
});
