#!/usr/bin/env node
/**
 * Checks the package in the current directory as it will be published: packs
 * it with pnpm, which applies `publishConfig` (the published `exports` drop
 * the `@polyban/source` condition, whose files are not in the tarball) and
 * resolves `workspace:` versions, then runs publint and attw on that tarball.
 * Linting the folder or an `npm pack` of it would check a different
 * package.json from the one users get.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'polyban-publish-'));
try {
  execFileSync('pnpm', ['pack', '--pack-destination', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error(`pnpm pack wrote no tarball in ${dir}`);
  execFileSync('publint', ['run', join(dir, tarball)], { stdio: 'inherit' });
  execFileSync('attw', [join(dir, tarball)], { stdio: 'inherit' });
} catch (e) {
  // The tools have printed their findings; a failed check fails the task.
  if (!(e instanceof Error && 'status' in e)) console.error(e);
  process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
