/**
 * Every ```ts example in the READMEs compiles: the blocks are written to a
 * scratch folder inside the repository (so `@polyban/*` resolve to the
 * workspace packages, through their built type declarations, as an npm user
 * would get them) and type-checked with `tsc --strict`. An example that no
 * longer matches the API fails here with its README's name and line.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** A fenced TypeScript block: where it is and what it says. */
interface Example {
  readme: string;
  /** 1-based line of the block's first code line in the README. */
  line: number;
  code: string;
}

/** The ```ts / ```typescript blocks of a Markdown text. */
function extractExamples(markdown: string, readme: string): Example[] {
  const out: Example[] = [];
  const lines = markdown.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    if (!/^```(ts|typescript)\s*$/.test(lines[i]!)) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && !/^```\s*$/.test(lines[end]!)) end++;
    out.push({ readme, line: start + 1, code: lines.slice(start, end).join('\n') });
    i = end;
  }
  return out;
}

const readmes = [
  'README.md',
  ...['packages', 'apps'].flatMap((group) =>
    readdirSync(join(root, group))
      .map((d) => `${group}/${d}/README.md`)
      .filter((f) => existsSync(join(root, f))),
  ),
].sort();
const examples = readmes.flatMap((f) => extractExamples(readFileSync(join(root, f), 'utf8'), f));

const scratch = mkdtempSync(join(root, 'tests', '.readme-examples-'));
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('README examples', () => {
  it('the extractor finds fenced ts blocks, with the line of their first code line', () => {
    const md = 'text\n```ts\nconst a = 1;\n```\n```sh\nls\n```\n```typescript\nlet b;\nb = 2;\n```\n';
    expect(extractExamples(md, 'x.md')).toEqual([
      { readme: 'x.md', line: 3, code: 'const a = 1;' },
      { readme: 'x.md', line: 9, code: 'let b;\nb = 2;' },
    ]);
  });

  it('every published package README has at least one', () => {
    for (const pkg of ['core', 'sokoban', 'hexoban', 'trioban', 'octoban', 'solver']) {
      expect(examples.filter((e) => e.readme === `packages/${pkg}/README.md`).length, pkg).toBeGreaterThan(0);
    }
  });

  it('type-check with tsc --strict against the built packages', () => {
    for (const pkg of ['core', 'sokoban', 'hexoban', 'trioban', 'octoban', 'solver', 'cli']) {
      expect(existsSync(join(root, 'packages', pkg, 'dist/index.d.ts')), `build @polyban/${pkg} first (pnpm build)`).toBe(true);
    }
    const names = examples.map((e, i) => `${e.readme.replace(/\/README\.md$|\.md$/, '').replace(/\W+/g, '-')}-${i + 1}.ts`);
    examples.forEach((e, i) => writeFileSync(join(scratch, names[i]!), `${e.code}\n`));
    writeFileSync(
      join(scratch, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          lib: ['ES2022'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          // Each block is its own module, even one without import or export.
          moduleDetection: 'force',
          types: ['node'],
        },
        include: ['*.ts'],
      }),
    );
    const tsc = createRequire(join(root, 'package.json')).resolve('typescript/bin/tsc');
    let output = '';
    try {
      execFileSync(process.execPath, [tsc, '-p', scratch, '--pretty', 'false'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      output = String((e as { stdout?: string }).stdout ?? e);
    }
    // Point each error at the README line it comes from.
    const located = output.replace(/^(?:.*[\\/])?([\w-]+\.ts)\((\d+),(\d+)\)/gm, (whole, file: string, line: string, col: string) => {
      const e = examples[names.indexOf(file)];
      return e ? `${e.readme}:${e.line + Number(line) - 1}:${col}` : whole;
    });
    expect(located.trim(), `in ${relative(root, scratch)}`).toBe('');
  });
});
