/**
 * What npm users get: packs every published package with pnpm (as
 * `pnpm publish` does, `publishConfig` applied) and checks that each file its
 * packed package.json points at — `exports`, `main`, `module`, `types`,
 * `bin` — is in the tarball, and that `types` comes first wherever it is a
 * condition. A condition that names a file left out of the tarball (such as
 * the `@polyban/source` one used inside the workspace) breaks whoever
 * resolves it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const published = readdirSync(join(root, 'packages'))
  .filter((d) => !JSON.parse(readFileSync(join(root, 'packages', d, 'package.json'), 'utf8')).private)
  .sort();

interface Packed {
  manifest: Record<string, unknown>;
  files: Set<string>;
}

const scratch = mkdtempSync(join(tmpdir(), 'polyban-manifests-'));
const packed = new Map<string, Packed>();

beforeAll(() => {
  for (const dir of published) {
    const out = join(scratch, dir);
    execFileSync('pnpm', ['pack', '--pack-destination', out], { cwd: join(root, 'packages', dir), stdio: 'pipe' });
    const tarball = join(out, readdirSync(out).find((f) => f.endsWith('.tgz'))!);
    const files = new Set(execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n').filter(Boolean).map((f) => f.replace(/^package\//, '')));
    const manifest = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' })) as Record<string, unknown>;
    packed.set(dir, { manifest, files });
  }
}, 180_000);

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/** Every file path a manifest points at, with where it says so (`exports["."].import.types`). */
function pointers(manifest: Record<string, unknown>): { where: string; path: string }[] {
  const out: { where: string; path: string }[] = [];
  const walk = (value: unknown, where: string): void => {
    if (typeof value === 'string') out.push({ where, path: value });
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${where}[${JSON.stringify(k)}]`);
  };
  for (const field of ['main', 'module', 'types', 'typings', 'bin', 'exports']) walk(manifest[field], field);
  return out;
}

/** Condition objects of `exports` whose keys include `types`. */
function conditionsWithTypes(value: unknown, where = 'exports'): { where: string; keys: string[] }[] {
  if (!value || typeof value !== 'object') return [];
  const keys = Object.keys(value);
  const here = keys.includes('types') ? [{ where, keys }] : [];
  return [...here, ...Object.entries(value).flatMap(([k, v]) => conditionsWithTypes(v, `${where}[${JSON.stringify(k)}]`))];
}

describe('packed package manifests', () => {
  it('cover every published package', () => {
    expect(published).toEqual(['cli', 'core', 'hexoban', 'octoban', 'sokoban', 'solver', 'trioban']);
  });

  describe.each(published)('@polyban/%s', (dir) => {
    it('points only at files inside the tarball', () => {
      const { manifest, files } = packed.get(dir)!;
      const targets = pointers(manifest);
      expect(targets.some((t) => t.where.startsWith('exports'))).toBe(true);
      const missing = targets.filter((t) => !files.has(t.path.replace(/^\.\//, ''))).map((t) => `${t.where} = ${t.path}`);
      expect(missing).toEqual([]);
    });

    it('lists "types" first in every condition object that has it', () => {
      const { manifest } = packed.get(dir)!;
      const objects = conditionsWithTypes(manifest.exports);
      expect(objects.length).toBeGreaterThan(0);
      for (const o of objects) expect(o.keys[0], o.where).toBe('types');
    });
  });
});
