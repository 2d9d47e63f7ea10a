import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const corpus = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../shared/corpus');
const read = (name: string): string => {
  try {
    return readFileSync(join(corpus, name), 'utf8');
  } catch {
    throw new Error(`The level corpus is missing: expected ${join(corpus, name)} (../shared/corpus beside the repository)`);
  }
};

// A level solved by hand: pusher (2,2), box (3,2), goal (4,2); "R" pushes the box onto the goal.
const ONE_PUSH = `Sample

#######
#     #
# @$. #
#######

Solution
R

Wrong way
lL
`;

describe('polyban check --json', () => {
  it('prints exactly one JSON object in the documented shape', () => {
    const r = runCli(['check', '--json', 'a.sok'], { 'a.sok': `Collection: Tiny\n\n${ONE_PUSH}` });
    const json = JSON.parse(r.stdout);
    expect(Object.keys(json)).toEqual(['files']);
    const [file] = json.files;
    expect(file.file).toBe('a.sok');
    expect(file.title).toBe('Tiny');
    expect(file.diagnostics).toEqual([]);
    expect(file.puzzles).toHaveLength(1);
    const p = file.puzzles[0];
    expect(p).toMatchObject({ index: 1, title: 'Sample', game: 'Sokoban', pushers: 1, boxes: 1, goals: 1 });
    expect(p.savedGames[0]).toMatchObject({ title: 'Solution', reverse: false, legal: true, solved: true, moves: 1, pushes: 1, error: null });
    // "lL": step left to (1,2), then "L" into the wall at (0,2): illegal at move index 1.
    expect(p.savedGames[1]).toMatchObject({ title: 'Wrong way', legal: false, solved: false, moves: 1, pushes: 0 });
    expect(p.savedGames[1].error).toMatchObject({ code: 'wall', at: 1, move: 2 });
    expect(typeof p.savedGames[1].error.message).toBe('string');
    expect(r.code).toBe(1);
  });

  it('counts what a board shows on the cells of its tiling, also when it cannot be played', () => {
    // No pusher: two boxes and two goals, one of them under a box. On Hexoban this board's cells are where x + y is
    // odd: the "$" at (3,1) stands between two of them, is reported, and is not counted; (2,1) holds a box, (4,1)
    // and (6,1) goals.
    const files = { 'n.xsb': '######\n#$*. #\n######\n', 'n.hsb': ' # # # #\n# $$. . #\n # # # #\n' };
    const json = JSON.parse(runCli(['check', '--json', 'n.xsb', 'n.hsb'], files).stdout);
    const [square, hex] = json.files.map((f: { puzzles: unknown[] }) => f.puzzles[0]);
    expect(square).toMatchObject({ game: 'Sokoban', pushers: 0, boxes: 2, goals: 2 });
    expect(hex).toMatchObject({ game: 'Hexoban', pushers: 0, boxes: 1, goals: 2 });
  });

  it('counts as the SOK format does: jump letters are moves, pulls are pulls, a * game is counted at *', () => {
    // Pusher (1,1), box (3,1), goal (5,1). Reverse: [rrr] jumps onto (4,1) beside the box on the goal; LL pulls it to (3,1).
    // Forward: rR is counted at * (2 moves, 1 push) with R there for redo.
    const text = `#######\n#@ $ .#\n#######\n\nReverse\n[rrr]LL\n\nSnapshot\nrR*R\n`;
    const json = JSON.parse(runCli(['check', '--json', 'r.sok'], { 'r.sok': text }).stdout);
    const [reverse, snapshot] = json.files[0].puzzles[0].savedGames;
    expect(reverse).toMatchObject({ reverse: true, legal: true, solved: true, moves: 5, pushes: 0, pulls: 2, redo: 0 });
    expect(snapshot).toMatchObject({ reverse: false, legal: true, solved: false, moves: 2, pushes: 1, redo: 1 });
  });

  it('names the illegal move counting from 1', () => {
    const r = runCli(['check', 'a.sok'], { 'a.sok': ONE_PUSH });
    expect(r.stdout).toContain('saved game "Wrong way": illegal at move 2: "L" walks into a wall');
    expect(r.code).toBe(1);
  });

  it('gives null titles when the file names none, never an invented one', () => {
    const r = runCli(['check', '--json', 'x.xsb'], { 'x.xsb': '#####\n#@$.#\n#####\n' });
    const json = JSON.parse(r.stdout);
    expect(json.files[0].title).toBeNull();
    expect(json.files[0].puzzles[0].title).toBeNull();
    expect(r.code).toBe(0);
  });

  it('exit code 0 for a clean file, 1 for an error diagnostic, 2 for usage and unreadable files', () => {
    expect(runCli(['check', 'ok.sok'], { 'ok.sok': '#####\n#@$.#\n#####\n' }).code).toBe(0);
    expect(runCli(['check', 'bad.sok'], { 'bad.sok': '#####\n#@$.#\n#####\n\n999999999#|#@$.#|5#\n' }).code).toBe(1);
    expect(runCli(['check', 'missing.sok']).code).toBe(2);
    expect(runCli(['check']).code).toBe(2);
    expect(runCli(['check', '--bogus', 'ok.sok'], { 'ok.sok': '' }).code).toBe(2);
    expect(runCli(['check', '--game', 'Pentaban', 'ok.sok'], { 'ok.sok': '' }).code).toBe(2);
  });

  it('reads standard input for "-"', () => {
    const r = runCli(['check', '--json', '-'], {}, ONE_PUSH);
    expect(JSON.parse(r.stdout).files[0].file).toBe('-');
    expect(JSON.parse(r.stdout).files[0].puzzles[0].savedGames[0].solved).toBe(true);
  });

  it('--game sets the tiling of puzzles the file does not name', () => {
    // Hexoban: cells where x + y is odd; pusher (2,1), box (4,1), goal (6,1); "r" is two columns right.
    const hex = ' # # # #\n# @ $ . #\n # # # #\n\nSolution\nR\n';
    const r = runCli(['check', '--json', '--game', 'hexoban', 'h.txt'], { 'h.txt': hex });
    const p = JSON.parse(r.stdout).files[0].puzzles[0];
    expect(p.game).toBe('Hexoban');
    expect(p.savedGames[0]).toMatchObject({ legal: true, solved: true, moves: 1, pushes: 1 });
  });

  it('reports a damaged board with its line and column', () => {
    // Line 1 sets the parity (x + y odd); the "$" at x = 4 of row 2 (line 3, column 5) sits on a filler position.
    const damaged = ' # # #\n#     #\n #  $  #\n  # # #\n';
    const r = runCli(['check', '--json', 'd.hsb'], { 'd.hsb': damaged });
    const diags = JSON.parse(r.stdout).files[0].diagnostics;
    expect(diags.some((d: { code: string; line: number; column: number }) => d.code === 'misaligned-cell' && d.line === 3 && d.column === 5)).toBe(true);
    expect(r.code).toBe(1);
  });
});

describe('polyban check on the corpus', () => {
  it('mixed_collection.sok reads as 4 Sokoban, 5 Hexoban and 1 Trioban puzzle', () => {
    const r = runCli(['check', '--json', 'mixed_collection.sok'], { 'mixed_collection.sok': read('mixed_collection.sok') });
    const games = JSON.parse(r.stdout).files[0].puzzles.map((p: { game: string }) => p.game);
    expect(['Sokoban', 'Hexoban', 'Trioban'].map((g) => games.filter((x: string) => x === g).length)).toEqual([4, 5, 1]);
  });

  it('every solution in Original_and_Extra.sok is solved with the counts its title states', () => {
    const r = runCli(['check', '--json', 'o.sok'], { 'o.sok': read('Original_and_Extra.sok') });
    const puzzles = JSON.parse(r.stdout).files[0].puzzles;
    expect(puzzles).toHaveLength(91);
    let checked = 0;
    for (const p of puzzles) {
      for (const s of p.savedGames) {
        const m = /^(?:Best )?Solution(?:\/Moves)? (\d+)\/(\d+)/.exec(s.title ?? '');
        if (!m) continue;
        expect({ title: s.title, solved: s.solved, moves: s.moves, pushes: s.pushes }).toEqual({ title: s.title, solved: true, moves: Number(m[1]), pushes: Number(m[2]) });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(90);
  });

  it('every .hsb level loads as Hexoban with no error, except the damaged level of test_level.hsb', () => {
    const names = readdirSync(join(corpus, 'hexoban')).filter((f) => f.endsWith('.hsb'));
    expect(names.length).toBeGreaterThanOrEqual(8);
    for (const name of names) {
      const r = runCli(['check', '--json', name], { [name]: read(`hexoban/${name}`) });
      const file = JSON.parse(r.stdout).files[0];
      expect(file.puzzles.every((p: { game: string }) => p.game === 'Hexoban'), name).toBe(true);
      const errors = file.diagnostics.filter((d: { severity: string }) => d.severity === 'error');
      if (name === 'test_level.hsb') {
        // The first level's third row lost its leading TAB: its cells fall on the other parity.
        expect(errors.length).toBeGreaterThan(0);
        expect(errors.every((d: { code: string; line: number }) => d.code === 'misaligned-cell' && d.line >= 5 && d.line <= 15)).toBe(true);
        expect(r.code).toBe(1);
      } else {
        expect(errors, name).toEqual([]);
        expect(r.code, name).toBe(0);
      }
    }
  });
});
