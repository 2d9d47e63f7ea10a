/**
 * Rules about the repository itself: the layers of @polyban/core, and a
 * build graph that never replays a stale green result.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const textDir = join(root, 'packages/core/src/text');

/** Module specifiers imported or re-exported by a TypeScript file. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^\s*(?:import|export)\b[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1]!);
}

describe('the layers of @polyban/core', () => {
  it('text/ imports only text/ modules', () => {
    const files = readdirSync(textDir).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) {
      for (const spec of importsOf(join(textDir, f))) expect(spec, `${f} imports ${spec}`).toMatch(/^\.\/[a-z-]+\.js$/);
    }
  });

  it('lint refuses an engine import inside text/ and allows it elsewhere', async () => {
    const eslint = new ESLint({ cwd: root });
    const code = "import { Game } from '../engine/game.js';\nexport const g = Game;\n";
    const [inText] = await eslint.lintText(code, { filePath: join(textDir, 'new-module.ts') });
    expect(inText!.messages.map((m) => m.ruleId)).toContain('no-restricted-imports');
    const [inEngine] = await eslint.lintText(code, { filePath: join(root, 'packages/core/src/engine/new-module.ts') });
    expect(inEngine!.messages.map((m) => m.ruleId)).not.toContain('no-restricted-imports');
  });
});

describe('the build graph', () => {
  const dry = JSON.parse(execFileSync('pnpm', ['exec', 'turbo', 'run', 'typecheck', 'lint', '--dry=json'], { cwd: root, encoding: 'utf8', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } })) as {
    globalCacheInputs: { files: Record<string, string> };
    tasks: { taskId: string; dependencies: string[] }[];
  };

  it('hashes the shared configs into every task', () => {
    const files = Object.keys(dry.globalCacheInputs.files);
    for (const f of ['tsconfig.base.json', 'eslint.config.js', 'vitest.shared.ts', 'tsup.shared.ts', 'pnpm-lock.yaml']) expect(files).toContain(f);
  });

  it('type-checks a package again when a package it depends on changes', () => {
    const task = (id: string) => dry.tasks.find((t) => t.taskId === id)!;
    expect(task('@polyban/cli#typecheck').dependencies).toContain('@polyban/core#typecheck');
    expect(task('@polyban/hexoban#typecheck').dependencies).toContain('@polyban/core#typecheck');
    expect(task('@polyban/player#lint').dependencies).toContain('@polyban/core#typecheck');
  });
});
