import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const SOK = `Collection: Tiny

First

#####
#p$.#
#####

Solution
R
`;

describe('polyban convert', () => {
  const files = { 't.sok': '#####\n#p$.#\n#####\n\nSolution\nrrrUUUU\n' };

  it('--to sok writes canonical SOK with standard characters', () => {
    const r = runCli(['convert', '--to', 'sok', 't.sok'], files);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('#####\n#@$.#\n#####\n\nSolution\nrrrUUUU\n');
  });

  it('--to xsb writes boards only', () => {
    const r = runCli(['convert', '--to', 'xsb', 't.sok'], files);
    expect(r.stdout).toBe('#####\n#@$.#\n#####\n');
  });

  it('--to rle writes boards on one line and moves run-length encoded', () => {
    const r = runCli(['convert', '--to', 'rle', 't.sok'], files);
    expect(r.stdout).toBe('5#|#@$.#|5#\n\nSolution\n3r4U\n');
  });

  it('--to json writes the document', () => {
    const r = runCli(['convert', '--to', 'json', 't.sok'], files);
    const doc = JSON.parse(r.stdout);
    expect(doc.puzzles[0].board.rows).toEqual(['#####', '#p$.#', '#####']);
    expect(doc.puzzles[0].savedGames[0].moves.text).toBe('rrrUUUU');
  });

  it('refuses an unknown format with exit code 2', () => {
    expect(runCli(['convert', '--to', 'pdf', 't.sok'], files).code).toBe(2);
  });
});

describe('polyban show', () => {
  it('draws each puzzle with its title and tiling', () => {
    const r = runCli(['show', 's.sok'], { 's.sok': SOK });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('1. First [Sokoban]\n#####\n#@$.#\n#####\n');
  });

  it('shows which way Trioban triangles point on floor cells', () => {
    // Row 1: x=1 is floor with x + y = 2 (even): a down-pointing triangle.
    const tri = '#####\n# @ #\n#$. #\n#####\n';
    const r = runCli(['show', '--game', 'Trioban', 't.txt'], { 't.txt': tri });
    expect(r.stdout.split('\n')[2]).toBe('#▽@▽#');
  });

  it('--puzzle out of range is a usage error', () => {
    expect(runCli(['show', '--puzzle', '9', 's.sok'], { 's.sok': SOK }).code).toBe(2);
  });

  it('--help prints each command\'s options', () => {
    for (const cmd of ['check', 'convert', 'show']) {
      const r = runCli([cmd, '--help']);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`Usage: polyban ${cmd}`);
    }
  });
});

describe('the built executable', () => {
  const bin = resolve(fileURLToPath(new URL('.', import.meta.url)), '../bin/polyban.js');
  const built = resolve(fileURLToPath(new URL('.', import.meta.url)), '../dist/cli.js');

  it('runs from bin/polyban.js after a build and exits with the check status', () => {
    expect(existsSync(built), 'run "pnpm build" first; the test task builds before testing').toBe(true);
    const out = execFileSync(process.execPath, [bin, 'check', '--json', '-'], { input: '#####\n#@$.#\n#####\n\nSolution\nR\n' }).toString();
    expect(JSON.parse(out).files[0].puzzles[0].savedGames[0].solved).toBe(true);
    let code = 0;
    try {
      execFileSync(process.execPath, [bin, 'check', '/nonexistent/file.sok'], { stdio: 'pipe' });
    } catch (e) {
      code = (e as { status: number }).status;
    }
    expect(code).toBe(2);
  });
});

describe('progress on a terminal', () => {
  it('draws a bar on standard error only when it is a terminal, never on standard output', async () => {
    const { main } = await import('../src/main.js');
    const levels = Array.from({ length: 30 }, (_, i) => `L${i}\n\n#####\n#@$.#\n#####\n`).join('\n');
    let stdout = '';
    let stderr = '';
    const io = {
      stdout: { write: (s: string) => (stdout += s), isTTY: false },
      stderr: { write: (s: string) => (stderr += s), isTTY: true, columns: 80 },
      readStdin: () => new TextEncoder().encode(levels),
      readFile: () => new TextEncoder().encode(levels),
    };
    // Two files make the check long enough to show progress.
    expect(main(['check', '--json', 'a.sok', 'b.sok'], io)).toBe(0);
    expect(JSON.parse(stdout).files).toHaveLength(2);
    expect(stderr).toContain('check 1/2 [');
    expect(stderr).toContain('30/30');
    let quiet = '';
    main(['check', '--json', 'a.sok', 'b.sok'], { ...io, stderr: { write: (s: string) => (quiet += s), isTTY: false, columns: 80 } });
    expect(quiet).toBe('');
  });
});
