/**
 * The API reference (`pnpm run docs`): typedoc runs once per published
 * package, so each module is titled with its package name (`@polyban/core`),
 * not a path such as `core/src`. Running typedoc takes about 20 seconds, so
 * this checks the configuration against the packages instead.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const config = JSON.parse(readFileSync(join(root, 'typedoc.json'), 'utf8')) as {
  entryPointStrategy?: string;
  entryPoints: string[];
  packageOptions?: { entryPoints?: string[] };
};
const published = readdirSync(join(root, 'packages'))
  .map((d) => ({ dir: `packages/${d}`, manifest: JSON.parse(readFileSync(join(root, 'packages', d, 'package.json'), 'utf8')) as { name: string; private?: boolean } }))
  .filter((p) => !p.manifest.private);

describe('typedoc configuration', () => {
  it('documents each package on its own, so modules carry package names', () => {
    // With the default strategy, modules are named after their paths relative to a common folder.
    expect(config.entryPointStrategy).toBe('packages');
    for (const p of published) expect(p.manifest.name).toMatch(/^@polyban\/[a-z]+$/);
  });

  it('lists every published package, and only those', () => {
    expect([...config.entryPoints].sort()).toEqual(published.map((p) => p.dir).sort());
  });

  it('gives each package an entry point that exists', () => {
    const entries = config.packageOptions?.entryPoints ?? [];
    expect(entries.length).toBeGreaterThan(0);
    for (const p of published) for (const e of entries) expect(existsSync(join(root, p.dir, e)), `${p.dir}/${e}`).toBe(true);
  });
});
