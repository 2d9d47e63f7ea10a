/**
 * Which lines the reader looks across, upwards from a board, for a
 * `;;Title:` that names it: `.osb` reads every `;` line as a comment, so a
 * `;` comment with text is looked across; a lone `;` (a separator, which
 * says the board has no title), metadata (looked across on their own
 * account) and any other text are not `;` comments.
 */
import { describe, expect, it } from 'vitest';
import { isMetaTitle, isSemicolonComment, kindOfLine } from '../src/text/line-kinds.js';

const commented = (line: string): boolean => isSemicolonComment(kindOfLine(line), line);

describe('a `;` comment with text', () => {
  it.each(['; two', ';two', ';;', '  ; indented', '\t;tab first', '; ;Title: x'])('%j is one', (line) => {
    expect(commented(line)).toBe(true);
  });

  it.each([';', '  ;  ', ';;Title: x', ';;Author: A', 'two ;', 'Title', '', '"; quoted"', ':: a comment'])('%j is not one', (line) => {
    expect(commented(line)).toBe(false);
  });

  it('asks the line its kind: a `;` line of another kind is not one', () => {
    // The kind comes from the caller, who read the line in its place; only text lines are comments.
    expect(kindOfLine('; two')).not.toBe(kindOfLine(';'));
    expect(isSemicolonComment(kindOfLine(';'), '; two')).toBe(false);
    expect(isSemicolonComment(kindOfLine('; two'), '; two')).toBe(true);
  });
});

describe('a `;;Title:` line, the one that names a level', () => {
  // `.osb` metadata: two semicolons, the key in any case, spaces or TABs before the `;;` and around the key.
  it.each([';;Title: x', ';;title:x', ';;TITLE :', '  ;;Title: x', '\t;;Title: x', ';; Title : x'])('%j is one', (line) => {
    expect(isMetaTitle(line)).toBe(true);
  });

  // Other metadata, a `;` comment, a title without `;;`, a form feed before the `;;` (text, not metadata).
  it.each([';;Author: A', ';;Comment: c', '; ;Title: x', ';Title: x', 'Title: x', '\f;;Title: x', ';;Titles: x', ''])('%j is not one', (line) => {
    expect(isMetaTitle(line)).toBe(false);
  });
});
