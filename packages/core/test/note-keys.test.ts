/** Key/value note lines (`Author: Name`) and SOK 0.14 macro definitions (`Copyright=...`), by hand. */
import { describe, expect, it } from 'vitest';
import { parseCollection, parseMacroDefinition, parseProperty } from '../src/index.js';

describe('key/value lines', () => {
  it.each([
    ['Author: David W. Skinner', { key: 'Author', value: 'David W. Skinner' }],
    ['  Title :  Level 1  ', { key: 'Title', value: 'Level 1' }],
    ['Date Created: 2010-01-26', { key: 'Date Created', value: '2010-01-26' }],
    ['e-mail:x@y', { key: 'e-mail', value: 'x@y' }],
    ['Game:', { key: 'Game', value: '' }],
    [`${'k'.repeat(40)}: v`, { key: 'k'.repeat(40), value: 'v' }],
  ])('%j reads as a property', (line, expected) => {
    expect(parseProperty(line)).toEqual(expected);
  });

  it.each([
    'No colon here',
    '1st: a key starts with a letter',
    ': no key',
    'Au\tthor: a TAB cannot be inside a key',
    `${'k'.repeat(41)}: a key has at most 40 characters`,
    'What? a colon after another character: is text',
  ])('%j is not a property', (line) => {
    expect(parseProperty(line)).toBeNull();
  });

  it('macros use "=" the same way', () => {
    expect(parseMacroDefinition('Copyright=These levels are (c) by NN')).toEqual({ key: 'Copyright', value: 'These levels are (c) by NN' });
    expect(parseMacroDefinition('Copyright: not a macro')).toBeNull();
  });

  it('a megabyte of spaces after a word is read once along, not once per possible key length', () => {
    // The old pattern backtracked here (about 40 scans of the line); the answer is plain: no separator, no property.
    const line = `a${' '.repeat(1_000_000)}`;
    expect(parseProperty(line)).toBeNull();
    expect(parseProperty(`${line}: v`)).toEqual({ key: 'a', value: 'v' });
  });

  it('a key found with a form feed or other blank before its colon gives its value too: the collection and puzzle titles are read', () => {
    // Each "Key\f: value" is a property (blanks may stand around a key); its value must then be the title, not lost.
    const { collection } = parseCollection('Collection\f: X\n\nOne\n\n#####\n#@$.#\n#####\n\n#####\n#@$.#\n#####\nTitle\v: A\n');
    expect(collection.title).toBe('X');
    expect(collection.puzzles.map((p) => p.title)).toEqual(['One', 'A']);
  });
});
