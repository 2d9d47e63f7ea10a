/**
 * `polyban` never passes over a misread in silence: what the reader could
 * not read shows in the report and in the exit code.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

/** UTF-16 bytes of `text`, one code unit at a time: low byte first for little-endian, after the byte order mark if asked. */
function utf16(text: string, littleEndian: boolean, bom: boolean): Uint8Array {
  const units = (bom ? '\uFEFF' : '') + text;
  const out: number[] = [];
  for (let i = 0; i < units.length; i++) {
    const c = units.charCodeAt(i);
    if (littleEndian) out.push(c & 0xff, c >> 8);
    else out.push(c >> 8, c & 0xff);
  }
  return Uint8Array.from(out);
}

// Canonical SOK already, so convert --to sok writes it unchanged.
const LEVEL = 'Au\u00DFenfelder\n\n#####\n#@$.#\n#####\n\nSolution\nR\n';

describe('UTF-16 files', () => {
  it('check reads the puzzle and its solution, with a utf16-text warning counted in the summary, and exit code 0', () => {
    for (const [littleEndian, bom] of [
      [true, true],
      [false, true],
      [true, false],
      [false, false],
    ] as const) {
      const r = runCli(['check', '--json', 'u.sok'], { 'u.sok': utf16(LEVEL, littleEndian, bom) });
      const [file] = JSON.parse(r.stdout).files;
      expect(file.puzzles.map((p: { title: string }) => p.title)).toEqual(['Außenfelder']);
      expect(file.summary).toMatchObject({ puzzles: 1, savedGames: 1, illegal: 0, unsolved: 0, errors: 0, warnings: 1 });
      expect(file.diagnostics).toMatchObject([{ severity: 'warning', code: 'utf16-text', line: 1, column: 1 }]);
      expect(r.code).toBe(0);
    }
  });

  it('convert --to sok writes the same bytes back, byte order mark and byte order included', () => {
    for (const [littleEndian, bom] of [
      [true, true],
      [false, true],
      [false, false],
    ] as const) {
      const bytes = utf16(LEVEL, littleEndian, bom);
      const r = runCli(['convert', '--to', 'sok', 'u.sok'], { 'u.sok': bytes });
      expect(r.code).toBe(0);
      expect(r.stdoutBytes).toEqual(bytes);
      expect(r.stderr).toMatch(/^u\.sok:1:1: warning utf16-text: /);
    }
  });
});

describe('input with no puzzle', () => {
  // The start of a ZIP archive: control characters, NUL bytes, no board.
  const BINARY = Uint8Array.of(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00, 0x0a, 0xff, 0xfe, 0x41);

  it('check: a binary file is an error (exit code 1), with the no-puzzles error at 1:1', () => {
    const r = runCli(['check', '--json', 'a.zip'], { 'a.zip': BINARY });
    const [file] = JSON.parse(r.stdout).files;
    expect(file.puzzles).toEqual([]);
    expect(file.diagnostics.filter((d: { severity: string }) => d.severity === 'error')).toMatchObject([{ code: 'no-puzzles', line: 1, column: 1 }]);
    expect(r.code).toBe(1);
  });

  it('check: an empty file, or empty standard input, holds no puzzle and is an error too', () => {
    const empty = runCli(['check', 'empty.sok'], { 'empty.sok': '' });
    expect(empty.stdout).toMatch(/^ {2}empty\.sok:1:1: error no-puzzles: No board was found/m);
    expect(empty.code).toBe(1);
    expect(runCli(['check', '-'], {}, '').code).toBe(1);
  });

  it('check: notes without a board are an error', () => {
    expect(runCli(['check', 'notes.txt'], { 'notes.txt': 'Just some notes\nand no level\n' }).code).toBe(1);
  });

  it('convert exits 1 after the no-puzzles error, which it prints on standard error', () => {
    for (const to of ['sok', 'json']) {
      const r = runCli(['convert', '--to', to, 'a.zip'], { 'a.zip': BINARY });
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/^a\.zip:1:1: error no-puzzles: /m);
    }
    expect(runCli(['convert', '--to', 'sok', 'empty.sok'], { 'empty.sok': '' }).code).toBe(1);
  });
});

describe('a board row with a character that is not a board character', () => {
  // Every row indented with a TAB: "x" is the 5th character of line 3, after the TAB.
  const DAMAGED = 'One\n\n\t######\n\t#@$. #\n\t#  x #\n\t#    #\n\t######\n';

  it('check shows the one error, once, at its line and column, for the one puzzle', () => {
    const r = runCli(['check', '--json', 'd.sok'], { 'd.sok': DAMAGED });
    const [file] = JSON.parse(r.stdout).files;
    expect(file.puzzles.map((p: { title: string }) => p.title)).toEqual(['One']);
    expect(file.diagnostics.map((d: { code: string; line: number; column: number }) => [d.code, d.line, d.column])).toEqual([['invalid-board-character', 5, 5]]);
    expect(r.code).toBe(1);
  });

  it('show prints the error once too, and draws the board', () => {
    const r = runCli(['show', '--no-colour', 'd.sok'], { 'd.sok': DAMAGED });
    expect(r.stderr.match(/invalid-board-character/g)).toHaveLength(1);
    expect(r.stderr).toMatch(/^d\.sok:5:5: error invalid-board-character: /m);
    expect(r.stdout).toContain('1. One [Sokoban]');
    // The reader's error is an error however well the board draws.
    expect(r.code).toBe(1);
  });

  it('solve prints the error once too, and does not search the board', () => {
    const r = runCli(['solve', 'd.sok'], { 'd.sok': DAMAGED });
    expect(r.stderr.match(/invalid-board-character/g)).toHaveLength(1);
    expect(r.stderr).toMatch(/^d\.sok:5:5: error invalid-board-character: /m);
    const entry = JSON.parse(runCli(['solve', '--json', 'd.sok'], { 'd.sok': DAMAGED }).stdout).files[0];
    expect(entry.puzzles[0]).toMatchObject({ title: 'One', status: 'invalid', problem: { code: 'invalid-board-character', line: 5, column: 5 } });
    expect(r.code).toBe(1);
  });
});

describe('a board its walls do not close', () => {
  it('check reports open-board at the cell where the pusher can walk off, and exits 1', () => {
    // Row 2 of the board (line 4) has no wall at its end: column 5 is floor at the edge.
    const r = runCli(['check', '--json', 'open.sok'], { 'open.sok': 'Open\n\n#####\n#@$. \n#####\n' });
    const [file] = JSON.parse(r.stdout).files;
    expect(file.diagnostics.map((d: { severity: string; code: string; line: number; column: number }) => [d.severity, d.code, d.line, d.column])).toEqual([['error', 'open-board', 4, 5]]);
    expect(r.code).toBe(1);
  });

  it('check reports a box outside the walls; a box on a goal there is decoration and passes', () => {
    const outside = runCli(['check', '--json', 'b.sok'], { 'b.sok': '$ #####\n  #@$.#\n  ##### .\n' });
    expect(JSON.parse(outside.stdout).files[0].diagnostics.map((d: { code: string; line: number; column: number }) => [d.code, d.line, d.column])).toEqual([
      ['outside-walls', 1, 1],
      ['outside-walls', 3, 9],
    ]);
    expect(outside.code).toBe(1);
    expect(runCli(['check', 'd.sok'], { 'd.sok': '* #####\n  #@$.#\n  #####\n' }).code).toBe(0);
  });

  it('a Multiban board, with several pushers, passes', () => {
    expect(runCli(['check', 'm.sok'], { 'm.sok': '########\n#@$.@$.#\n########\n' }).code).toBe(0);
  });
});
