/**
 * The small pieces of level text the reader and the writer share, each by
 * hand from the rule its module states: board characters and TABs, how a
 * row reads, title lines and their frames, quoted notes, `Key: value` lines
 * and macros, game names, and line breaks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellContent, expandMacros, expandTabs, gameFromFileName, isFloorCharacter, normalizeGameName, parseProperty, setProperty, standardCharacter, standardizeRow } from '../src/index.js';
import { rowKind, RowKind } from '../src/text/board-text.js';
import { isMacroDefinition, noteNeedsQuotes, unquoteNote } from '../src/text/note-lines.js';
import { keyedValue } from '../src/text/properties.js';
import { splitSource } from '../src/text/source-lines.js';
import { readsAsTitleLine, titleFrame, titleInFrame, titleLine, titleText, valueFrame } from '../src/text/title-line.js';

describe('board characters', () => {
  it.each([
    ['#', 'wall'],
    ['W', 'wall'],
    [' ', 'floor'],
    ['-', 'floor'],
    ['_', 'floor'],
    ['\t', 'floor'],
    ['.', 'goal'],
    ['o', 'goal'],
    ['$', 'box'],
    ['b', 'box'],
    ['*', 'box-on-goal'],
    ['B', 'box-on-goal'],
    ['@', 'pusher'],
    ['p', 'pusher'],
    ['+', 'pusher-on-goal'],
    ['P', 'pusher-on-goal'],
  ] as const)('%j is %s', (ch, content) => {
    expect(cellContent(ch)).toBe(content);
  });

  it.each(['x', 'O', 'w', '', 'constructor', '__proto__'])('%j is no board character', (ch) => {
    expect(cellContent(ch)).toBeUndefined();
  });

  it('each content has its standard XSB character', () => {
    expect(['wall', 'floor', 'goal', 'box', 'box-on-goal', 'pusher', 'pusher-on-goal'].map((c) => standardCharacter(c as never))).toEqual(['#', ' ', '.', '$', '*', '@', '+']);
  });

  it('a row in SOK letters is written in standard ones, other characters kept', () => {
    expect(standardizeRow('WpPbBo-_x#')).toEqual('#@+$*.  x#');
  });

  it('floor is a space, a TAB, `-` or `_`', () => {
    expect([' ', '\t', '-', '_'].every(isFloorCharacter)).toBe(true);
    expect(['#', '.', '$', '@', 'x', '', '--'].some(isFloorCharacter)).toBe(false);
  });

  it('a TAB runs to the next multiple of eight columns', () => {
    expect(expandTabs('\t#')).toBe(`${' '.repeat(8)}#`);
    expect(expandTabs('#\t#')).toBe(`#${' '.repeat(7)}#`);
    expect(expandTabs('1234567\t#')).toBe('1234567 #');
    expect(expandTabs('12345678\t#')).toBe(`12345678${' '.repeat(8)}#`);
    expect(expandTabs('# $')).toBe('# $');
  });
});

describe('how a row reads on its own', () => {
  it.each([
    ['#@$.#', RowKind.Solid],
    ['  #', RowKind.Solid],
    ['---', RowKind.Floor],
    ['___', RowKind.Floor],
    [' - ', RowKind.Floor],
    ['\t_\t', RowKind.Floor],
    // `-` makes it a board row, and a board letter makes it solid.
    ['-b-', RowKind.Solid],
    ['-W', RowKind.Solid],
    // Letters alone are text, however many of them are board letters; `W` walls alone are a kind of their own.
    ['bob', RowKind.None],
    ['WoP', RowKind.None],
    ['WWWWW', RowKind.Walls],
    ['  W\t W', RowKind.Walls],
    ['WWbWW', RowKind.None],
    ['WWxWW', RowKind.None],
    ['   ', RowKind.None],
    ['', RowKind.None],
    ['#x#', RowKind.None],
    ['\u0080#', RowKind.None],
    ['é#', RowKind.None],
  ])('%j', (row, kind) => {
    expect(rowKind(row)).toBe(kind);
  });
});

describe('title lines', () => {
  it.each([
    ['Level 1', 'Level 1'],
    ['  Level 1 \t', 'Level 1'],
    ['; Level 1', 'Level 1'],
    [';"dws001"', 'dws001'],
    ['"dws001"', 'dws001'],
    ["'dws001'", 'dws001'],
    ['"say ""hi"""', 'say "hi"'],
    ['"a""b"', 'a"b'],
    ['""', ''],
    // Quotes that are not a pair around the whole title stay.
    ['"a" and "b"', '"a" and "b"'],
    ['"a"b"', '"a"b"'],
    ['"ab""', '"ab""'],
    ["'a'b'", "'a'b'"],
    ['"', '"'],
    [';"', '"'],
    ['"abc', '"abc'],
    ["abc'", "abc'"],
    // Only quote characters frame a title; inside single quotes `""` is two quotes.
    ['abca', 'abca'],
    [`'a""b'`, 'a""b'],
    [' a""b ', 'a""b'],
  ])('%j shows %j', (line, title) => {
    expect(titleText(line)).toBe(title);
  });

  it.each([
    ['Level 1', { prefix: '', suffix: '', quote: '' }],
    ['  Level 1  ', { prefix: '  ', suffix: '  ', quote: '' }],
    ['; "dws001"  ', { prefix: '; "', suffix: '"  ', quote: '"' }],
    ["'dws001'", { prefix: "'", suffix: "'", quote: "'" }],
    ['"a" and "b"', { prefix: '', suffix: '', quote: '' }],
    ['   ', { prefix: '   ', suffix: '', quote: '' }],
  ])('the frame of %j', (line, frame) => {
    expect(titleFrame(line)).toEqual(frame);
  });

  it('a frame and what it shows make up the line again', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ \t;"'ab]{0,12}$/), (line) => {
        const { prefix, suffix, quote } = titleFrame(line);
        const inner = line.slice(prefix.length, line.length - suffix.length);
        expect(prefix + inner + suffix).toBe(line);
        expect(quote === '"' ? inner.replace(/""/g, '"') : inner).toBe(titleText(line));
      }),
    );
  });

  it('the frame of a value is everything around it after the colon', () => {
    expect(valueFrame('Title:  Level 1  ')).toEqual({ prefix: 'Title:  ', suffix: '  ', quote: '' });
    expect(valueFrame(';;Author:Ann')).toEqual({ prefix: ';;Author:', suffix: '', quote: '' });
    expect(valueFrame('Comment:   ')).toEqual({ prefix: 'Comment:   ', suffix: '', quote: '' });
  });

  it('a title is written in its frame, quotes doubled only inside double quotes', () => {
    expect(titleInFrame({ prefix: '; "', suffix: '"', quote: '"' }, 'say "hi"')).toBe('; "say ""hi"""');
    expect(titleInFrame({ prefix: "'", suffix: "'", quote: "'" }, 'a"b')).toBe(`'a"b'`);
    expect(titleInFrame({ prefix: '; ', suffix: '', quote: '' }, 'Level 2')).toBe('; Level 2');
    // A frame that would read as something else: the caller writes the plain title line.
    expect(titleInFrame({ prefix: '', suffix: '', quote: '' }, '#####')).toBeNull();
  });

  it('a title that would not read back is written in double quotes', () => {
    expect(titleLine('Level 1')).toBe('Level 1');
    expect(titleLine('Dull')).toBe('"Dull"');
    expect(titleLine('#####')).toBe('"#####"');
    expect(titleLine(' padded')).toBe('" padded"');
    expect(titleLine('\uFEFFLevel')).toBe('"\uFEFFLevel"');
    expect(readsAsTitleLine('\uFEFFLevel', '\uFEFFLevel')).toBe(false);
    expect(readsAsTitleLine('Level', 'Level')).toBe(true);
  });
});

describe('note lines', () => {
  it.each([
    // Lines that read as something else, and the quoted forms reading undoes.
    ['Sure', true],
    ['"Sure"', true],
    ['""Sure""', true],
    ['#####', true],
    ['"#####"', true],
    ['"   "', true],
    ['";"', true],
    ['x#####"', false],
    ['udlrudlrudlrudlrudlr"', true],
    ['"#####x', false],
    ['\uFEFFHello', true],
    // Ordinary text, in quotes or not.
    ['Hello', false],
    ['"Hello"', false],
    ['"', false],
    ['""', false],
    ['', false],
  ])('%j needs quotes: %s', (line, needs) => {
    expect(noteNeedsQuotes(line, 'body')).toBe(needs);
  });

  it.each([
    ['"Sure"', 'Sure'],
    ['""Sure""', '"Sure"'],
    ['"Hello"', '"Hello"'],
    ['"Sure', '"Sure'],
    ['Sure"', 'Sure"'],
    // Moves with a typo at the end need quotes, but only a pair around the whole line comes off.
    ['udlrudlrudlrudlrudlr"', 'udlrudlrudlrudlrudlr"'],
    ['"', '"'],
    ['Hello', 'Hello'],
  ])('%j is the note %j', (line, note) => {
    expect(unquoteNote(line, 'body')).toBe(note);
  });

  it('`Key=value` defines a macro in the header, not behind a `;`', () => {
    expect(isMacroDefinition('Copyright=NN')).toBe(true);
    expect(isMacroDefinition('Copyright=NN;')).toBe(true);
    expect(isMacroDefinition(';Copyright=NN')).toBe(false);
    expect(noteNeedsQuotes('Copyright=NN', 'header')).toBe(true);
    expect(noteNeedsQuotes('Copyright=NN', 'body')).toBe(false);
  });
});

describe('key/value lines', () => {
  it.each(['\t', '\n', '\v', '\f', '\r', ' '])('a key may follow %j', (blank) => {
    expect(parseProperty(`${blank}Author: Ann`)).toEqual({ key: 'Author', value: 'Ann' });
  });

  it.each(['Zeta', 'zeta', 'Level0', 'Level9', 'Solver_Name', 'Version.Major', 'Sub-Title', 'Date Created', 'A'.repeat(40)])('%j is a key', (key) => {
    expect(parseProperty(`${key}: v`)).toEqual({ key, value: 'v' });
  });

  it.each(['{x', '[x', '@x', '`x', 'a/b', 'a{b', 'A'.repeat(41)])('%j is no key', (key) => {
    expect(parseProperty(`${key}: v`)).toBeNull();
  });

  it('a key is at most 40 characters, blanks before it not counted', () => {
    expect(parseProperty(`  ${'A'.repeat(40)}: v`)).toEqual({ key: 'A'.repeat(40), value: 'v' });
  });

  it('a keyed value is found whatever the case of the key, with blanks around it', () => {
    expect(keyedValue('Title: X', 'title')).toBe('X');
    expect(keyedValue('title: x', 'title')).toBe('x');
    expect(keyedValue('SIZE: 3', 'size')).toBe('3');
    // Only capitals are lowered: digits, `-` and spaces compare as they are.
    expect(keyedValue('Level0: x', 'level0')).toBe('x');
    expect(keyedValue('e-mail: x', 'e-mail')).toBe('x');
    expect(keyedValue('Date Created: x', 'date created')).toBe('x');
    expect(keyedValue('  \ttitle \t: x ', 'title')).toBe('x');
    expect(keyedValue('titles: x', 'title')).toBeNull();
    expect(keyedValue('title', 'title')).toBeNull();
    expect(keyedValue('Game=Hexoban', 'game', '=')).toBe('Hexoban');
  });

  it('setting a property leaves the notes it was given as they were', () => {
    const notes = ['Author: Ann', 'Hello'];
    expect(setProperty(notes, 'author', 'Bob')).toEqual(['Author: Bob', 'Hello']);
    expect(setProperty(notes, 'Title', 'T')).toEqual(['Author: Ann', 'Hello', 'Title: T']);
    expect(notes).toEqual(['Author: Ann', 'Hello']);
  });

  it('macros: the first of two keys that differ in case wins, and keys are trimmed', () => {
    expect(expandMacros('<#a#/>', { A: '1', a: '2' })).toBe('1');
    expect(expandMacros('<#title#/>', { Title: 'X' })).toBe('X');
    expect(expandMacros('<# Title #/>', { Title: 'X' })).toBe('X');
    expect(expandMacros('by <#Who#/>', { Title: 'X' })).toBe('by <#Who#/>');
  });
});

describe('game names', () => {
  it.each([
    ['sokoban', 'Sokoban'],
    ['HEXOBAN', 'Hexoban'],
    [' trioban ', 'Trioban'],
    ['octoban', 'Octoban'],
    ['Octoban', 'Octoban'],
    [' Foo ', 'Foo'],
  ])('%j is %j', (name, game) => {
    expect(normalizeGameName(name)).toBe(game);
  });

  it('the last extension names the tiling', () => {
    expect(gameFromFileName('a.HSB')).toBe('Hexoban');
    expect(gameFromFileName('a.tsb')).toBe('Trioban');
    expect(gameFromFileName('a.osb')).toBe('Octoban');
    expect(gameFromFileName('a.hsb.txt')).toBeNull();
    expect(gameFromFileName('a.xsb')).toBeNull();
  });
});

describe('line breaks', () => {
  /** The lines of `text` by a plain scan: a line ends at LF, CR LF, CR CR LF or a lone CR. */
  const lines = (text: string): string[] => text.match(/[^\r\n]*(?:\r\r\n|\r\n|\n|\r)|[^\r\n]+$/g) ?? [];

  it('lines and their starts, on any mix of breaks', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'bc', '\n', '\r', '\r\n', '\r\r\n'), { maxLength: 60 }), (pieces) => {
        const text = pieces.join('');
        const source = splitSource(text);
        const expected = lines(text);
        expect(source.lineCount).toBe(expected.length);
        expect(source.starts.length).toBe(expected.length + 1);
        expect(Array.from(source.starts.subarray(1), (end, i) => text.slice(source.starts[i], end))).toEqual(expected);
        const first = /\r\r\n|\r\n|\n|\r/.exec(text);
        expect(source.eol).toBe(first ? first[0] : '\n');
      }),
    );
  });

  it.each([
    ['a\r\nb\nc', '\r\n'],
    ['a\nb\r\nc', '\n'],
    ['a\rb\r\nc', '\r'],
    ['a\r\r\nb\rc', '\r\r\n'],
    ['abc', '\n'],
  ])('the first break of %j is the one added lines get', (text, eol) => {
    expect(splitSource(text).eol).toBe(eol);
  });

  it('a break at the very end opens no line, and a last line without one counts', () => {
    expect(splitSource('a\n').lineCount).toBe(1);
    expect(splitSource('a\nb').lineCount).toBe(2);
    expect(Array.from(splitSource('a\n\rb').starts)).toEqual([0, 2, 3, 4]);
    expect(splitSource('').lineCount).toBe(0);
  });

  it('as many lines as the first guess holds, the last one without a break', () => {
    // 16 characters: room for 16 starts at first; 15 breaks and a last line make 16 lines and 17 starts.
    const source = splitSource(`${'\n'.repeat(15)}x`);
    expect(source.lineCount).toBe(16);
    expect(Array.from(source.starts.subarray(14))).toEqual([14, 15, 16]);
  });

  it('a byte order mark is set aside', () => {
    const source = splitSource('\uFEFFa\nb');
    expect(source.bom).toBe(true);
    expect(source.text).toBe('a\nb');
    expect(splitSource('a').bom).toBe(false);
  });
});
