/**
 * The command line taken apart (`args.ts`): options in their three spellings,
 * `--` and `-h`, the checked values of the common options, and the inputs
 * named on the line. Expectations worked out by hand from the usage texts.
 */
import { describe, expect, it } from 'vitest';
import { gameOption, inputsOf, maxBytesOption, parseArgs, readInput, UsageError } from '../src/args.js';
import { InputError } from '../src/input.js';
import type { CliIo } from '../src/io.js';
import { thrownBy } from './thrown.js';

/** The message of the usage error `f` throws. */
const usageError = (f: () => unknown): string => thrownBy(f, UsageError).message;

describe('parseArgs', () => {
  it('takes --name value, --name=value and flags, and every other word as a file', () => {
    const { flags, files } = parseArgs(['a.sok', '--to', 'xsb', '--game=Hexoban', '--json', '-', 'b.sok'], ['to', 'game'], ['json']);
    expect([...flags]).toEqual([
      ['to', 'xsb'],
      ['game', 'Hexoban'],
      ['json', true],
    ]);
    expect(files).toEqual(['a.sok', '-', 'b.sok']);
    // The value is all after the first "=", another "=" included.
    expect([...parseArgs(['--to==x'], ['to'], []).flags]).toEqual([['to', '=x']]);
  });

  it('gives every command --help (also -h), --no-colour, --no-color, --stdin-filename and --max-bytes', () => {
    const { flags } = parseArgs(['-h', '--no-colour', '--no-color', '--stdin-filename', 'x.sok', '--max-bytes=9'], [], []);
    expect([...flags]).toEqual([
      ['help', true],
      ['no-colour', true],
      ['no-color', true],
      ['stdin-filename', 'x.sok'],
      ['max-bytes', '9'],
    ]);
  });

  it('takes every word after "--" as a file, even one that looks like an option', () => {
    expect(parseArgs(['--json', '--', '--json', '-h', 'a.sok'], [], ['json'])).toEqual({ flags: new Map([['json', true]]), files: ['--json', '-h', 'a.sok'] });
  });

  it('refuses an unknown option, a single-dash word other than - and -h, and a valued option at the end without its value', () => {
    expect(usageError(() => parseArgs(['--colour'], [], []))).toBe('unknown option --colour');
    expect(usageError(() => parseArgs(['-x'], [], []))).toBe('unknown option -x');
    expect(usageError(() => parseArgs(['a.sok', '--to'], ['to'], []))).toBe('--to needs a value');
  });

  it('refuses a value given to a switch, whatever it says, so that --write=no writes nothing', () => {
    expect(usageError(() => parseArgs(['--write=no', 'a.sok'], [], ['write']))).toBe('--write takes no value: give --write alone, or leave it out');
    expect(usageError(() => parseArgs(['--json='], [], ['json']))).toBe('--json takes no value: give --json alone, or leave it out');
    expect(usageError(() => parseArgs(['--help=yes'], [], []))).toBe('--help takes no value: give --help alone, or leave it out');
    // The word after a switch is a file, not its value.
    expect(parseArgs(['--write', 'no'], [], ['write'])).toEqual({ flags: new Map([['write', true]]), files: ['no'] });
  });
});

describe('the common options', () => {
  it('--game names a tiling in any case, by its canonical name; an unknown one lists those known', () => {
    expect(gameOption(new Map())).toBeUndefined();
    expect(gameOption(new Map([['game', 'octoban']]))).toBe('Octoban');
    expect(usageError(() => gameOption(new Map([['game', 'Pentaban']])))).toBe('--game Pentaban: unknown tiling (known: Sokoban, Hexoban, Trioban, Octoban)');
  });

  it('--max-bytes is a whole number from 1, 256 MiB when not given', () => {
    expect(maxBytesOption(new Map())).toBe(256 * 1024 * 1024);
    expect(maxBytesOption(new Map([['max-bytes', '1']]))).toBe(1);
    for (const bad of ['0', '-1', '1.5', 'x', '9007199254740993']) {
      expect(usageError(() => maxBytesOption(new Map([['max-bytes', bad]])))).toBe(`--max-bytes ${bad}: give a whole number of bytes, 1 or more`);
    }
  });

  it('--stdin-filename names standard input, and is refused without "-" among the files', () => {
    const named = new Map<string, string | true>([['stdin-filename', 'in.hsb']]);
    expect(inputsOf(['a.sok', '-'], named)).toEqual([
      { path: 'a.sok', name: 'a.sok' },
      { path: '-', name: 'in.hsb' },
    ]);
    expect(inputsOf(['-'], new Map())).toEqual([{ path: '-', name: '-' }]);
    expect(usageError(() => inputsOf(['a.sok'], named))).toBe('--stdin-filename names standard input: give "-" as a FILE too');
    // Standard input is read once: "-" twice would read an empty file the second time.
    expect(usageError(() => inputsOf(['-', 'a.sok', '-'], new Map()))).toBe('"-" names standard input, which can be read once: give it once');
  });
});

describe('readInput', () => {
  /** An I/O whose reads throw `thrown`. */
  const failing = (thrown: unknown): CliIo => ({
    stdout: { write: () => true },
    stderr: { write: () => true },
    readStdin: () => {
      throw thrown;
    },
    readFile: () => {
      throw thrown;
    },
  });

  it('returns the refusal of a read, and turns any other failure into one that names the file', () => {
    const refused = new InputError('too-large', 'a.sok is too large');
    expect(readInput({ path: 'a.sok', name: 'a.sok' }, failing(refused), 10)).toBe(refused);
    const eio = readInput({ path: '-', name: 'x' }, failing(Object.assign(new Error('bad disk'), { code: 'EIO' })), 10);
    expect([eio instanceof InputError, (eio as InputError).code, (eio as InputError).message]).toEqual([true, 'unreadable', 'cannot read -: EIO']);
    const other = readInput({ path: 'b.sok', name: 'b.sok' }, failing(null), 10) as InputError;
    expect([other.code, other.message]).toEqual(['unreadable', 'cannot read b.sok: null']);
  });
});
