/**
 * Run-length encoding and move notation as read, each by hand from the SOK
 * 0.17 specification ("Boards may be run-length encoded", "Moves may be
 * run-length encoded", jumps, pusher changes, the current position) and from
 * the rules the modules state: which problem a broken string has, and at
 * which offset a person finds it.
 */
import { describe, expect, it } from 'vitest';
import { countSteps, decodeRle, decodeRleBoard, hasRleSyntax, isMoveLetter, isMovesLine, movesFromText, parseMoves, tokenizeMoves } from '../src/index.js';
import { describeRleError, parsePlainMoves } from '../src/text/moves.js';
import { checkedLimit } from '../src/text/limits.js';

describe('decodeRle: the specification’s examples', () => {
  it.each([
    ['3#4-p.#', '###----p.#'],
    ['2(3(#-)#)', '#-#-#-##-#-#-#'],
    ['3r4U', 'rrrUUUU'],
    ['2(3(dr)R)', 'drdrdrRdrdrdrR'],
    ['--3#|3#-#|#pb.#|5#', '--###|###-#|#pb.#|#####'],
  ])('%s is %s', (text, value) => {
    expect(decodeRle(text)).toEqual({ value, error: null });
  });
});

describe('decodeRle: a count repeats the one character or group after it', () => {
  it.each([
    ['a3bc', 'abbbc'],
    ['12r', 'rrrrrrrrrrrr'],
    ['1r', 'r'],
    ['10#', '##########'],
    ['(ab)', 'ab'],
    ['2(ab)c', 'ababc'],
    ['((a)b)', 'ab'],
    ['2(a2(b))', 'abbabb'],
    ['', ''],
    ['|', '|'],
    ['a b', 'a b'],
  ])('%j is %j', (text, value) => {
    expect(decodeRle(text)).toEqual({ value, error: null });
  });

  it('repeats a character written as two UTF-16 units (a surrogate pair) whole', () => {
    expect(decodeRle('3\u{1F600}x')).toEqual({ value: '\u{1F600}\u{1F600}\u{1F600}x', error: null });
    expect(decodeRle('2\u{1F600}ab')).toEqual({ value: '\u{1F600}\u{1F600}ab', error: null });
    // The first and the last high surrogates (U+10000 and U+10FFFF).
    expect(decodeRle('2\u{10000}')).toEqual({ value: '\u{10000}\u{10000}', error: null });
    expect(decodeRle('2\u{10FFFF}')).toEqual({ value: '\u{10FFFF}\u{10FFFF}', error: null });
    // A character above the surrogates (U+FFFD) is one unit: the count takes it alone.
    expect(decodeRle('2\uFFFDab')).toEqual({ value: '\uFFFD\uFFFDab', error: null });
    // A lone high surrogate at the very end is one character, not half of a missing pair.
    expect(decodeRle('2\uD83D')).toEqual({ value: '\uD83D\uD83D', error: null });
  });

  it('with whitespace skipped, drops spaces, TABs and line breaks, and lets a count go on over them', () => {
    expect(decodeRle('a b\tc\r\nd', { skipWhitespace: true })).toEqual({ value: 'abcd', error: null });
    expect(decodeRle('3 r', { skipWhitespace: true })).toEqual({ value: 'rrr', error: null });
    // "3dr1" on one line and "0R" on the next: ddd, r, then ten R.
    expect(decodeRle('3dr1\n0R', { skipWhitespace: true })).toEqual({ value: `dddr${'R'.repeat(10)}`, error: null });
    expect(decodeRle('1 2 u', { skipWhitespace: true })).toEqual({ value: 'u'.repeat(12), error: null });
    expect(decodeRle(' 2 ( u d ) ', { skipWhitespace: true })).toEqual({ value: 'udud', error: null });
    // Without the option a space is a character like any other, and ends a count's digits.
    expect(decodeRle('3 r')).toEqual({ value: '   r', error: null });
  });
});

describe('decodeRle: each problem, at the offset where it is written', () => {
  it.each([
    ['3', 'dangling-count', 0],
    ['ab3', 'dangling-count', 2],
    ['a12', 'dangling-count', 1],
    ['(a3)', 'dangling-count', 2],
    ['0#', 'zero-count', 0],
    ['ab00#', 'zero-count', 2],
    ['3(', 'unclosed-group', 1],
    ['(a(b', 'unclosed-group', 2],
    ['((a)', 'unclosed-group', 0],
    [')', 'unopened-group', 0],
    ['a)', 'unopened-group', 1],
    ['(a))', 'unopened-group', 3],
    ['2()', 'empty-group', 1],
    ['a(()b)', 'empty-group', 2],
  ])('%j: %s at %i', (text, problem, offset) => {
    const { value, error } = decodeRle(text);
    expect(value).toBe('');
    expect(error).toMatchObject({ problem, offset });
  });

  it('quotes a zero count as written, digits only', () => {
    expect(decodeRle('0#').error).toEqual({ problem: 'zero-count', offset: 0, count: '0' });
    expect(decodeRle('a00#').error).toEqual({ problem: 'zero-count', offset: 1, count: '00' });
    // Only its own digits: not the counts before it.
    expect(decodeRle('a5b00#').error).toEqual({ problem: 'zero-count', offset: 3, count: '00' });
  });

  it('gives an error that names no count when the problem has none', () => {
    expect(decodeRle('3(').error).toStrictEqual({ problem: 'unclosed-group', offset: 1 });
    expect(decodeRle('ab3').error).toStrictEqual({ problem: 'dangling-count', offset: 2 });
  });

  it('a count ending in whitespace with nothing after it dangles, whitespace skipped or not', () => {
    expect(decodeRle('ab3  ', { skipWhitespace: true }).error).toEqual({ problem: 'dangling-count', offset: 2 });
    expect(decodeRle('3\n', { skipWhitespace: true }).error).toEqual({ problem: 'dangling-count', offset: 0 });
    // Not skipped, the space is what the count repeats.
    expect(decodeRle('3 ')).toEqual({ value: '   ', error: null });
  });
});

describe('decodeRle: maxLength bounds the expansion, and the count that passes it is reported', () => {
  it('lets an expansion of exactly maxLength through, and stops one character more', () => {
    expect(decodeRle('10#', { maxLength: 10 })).toEqual({ value: '#'.repeat(10), error: null });
    expect(decodeRle('11#', { maxLength: 10 })).toEqual({ value: '', error: { problem: 'too-long', offset: 0, count: '11' } });
    expect(decodeRle('5#5-', { maxLength: 10 }).value).toBe('#####-----');
    expect(decodeRle('5#6-', { maxLength: 10 }).error).toEqual({ problem: 'too-long', offset: 2, count: '6' });
  });

  it('counts what a sequence already holds, a group’s contents, and the group’s own count', () => {
    expect(decodeRle('2(5#)', { maxLength: 10 }).value).toBe('#'.repeat(10));
    // The group closes at 10; the '#' after it is the eleventh character, and it has no count.
    expect(decodeRle('2(5#)#', { maxLength: 10 }).error).toEqual({ problem: 'too-long', offset: 5, count: '' });
    // Inside a group, what the enclosing sequence holds already counts: 8 + 3 > 10 at the "3".
    expect(decodeRle('8#(3-)', { maxLength: 10 }).error).toEqual({ problem: 'too-long', offset: 3, count: '3' });
    // The group holds 3, within the limit; three of it (9) too; but 3 × 4 = 12 is not.
    expect(decodeRle('3(ab)', { maxLength: 6 }).value).toBe('ababab');
    expect(decodeRle('4(abc)', { maxLength: 11 }).error).toEqual({ problem: 'too-long', offset: 0, count: '4' });
    expect(decodeRle('2(3(ab))', { maxLength: 11 }).error).toEqual({ problem: 'too-long', offset: 0, count: '23' });
  });

  it('defaults to 1,000,000 characters', () => {
    expect(decodeRle('1000000#').value).toHaveLength(1_000_000);
    expect(decodeRle('1000001#').error).toEqual({ problem: 'too-long', offset: 0, count: '1000001' });
  });

  it('quotes a count of more than 24 digits by its first 20 and an ellipsis', () => {
    const huge = '9'.repeat(30);
    expect(decodeRle(`${huge}#`).error).toEqual({ problem: 'too-long', offset: 0, count: `${'9'.repeat(20)}...` });
    expect(decodeRle(`${'9'.repeat(24)}#`).error).toEqual({ problem: 'too-long', offset: 0, count: '9'.repeat(24) });
    expect(decodeRle(`${'9'.repeat(25)}#`).error?.count).toBe(`${'9'.repeat(20)}...`);
  });
});

describe('decodeRle: maxNestingDepth bounds the groups open at once', () => {
  it('accepts the limit and reports the first group past it at its "("', () => {
    expect(decodeRle('2(2(#))', { maxNestingDepth: 2 }).value).toBe('####');
    expect(decodeRle('2(2(#))', { maxNestingDepth: 1 }).error).toEqual({ problem: 'too-deep', offset: 3 });
    // Groups one after the other are never open together.
    expect(decodeRle('(a)(b)(c)', { maxNestingDepth: 1 }).value).toBe('abc');
  });

  it('defaults to 32', () => {
    expect(decodeRle(`${'('.repeat(32)}x${')'.repeat(32)}`).value).toBe('x');
    expect(decodeRle(`${'('.repeat(33)}x${')'.repeat(33)}`).error).toEqual({ problem: 'too-deep', offset: 32 });
  });
});

describe('decodeRleBoard: "|" separates rows, and one at the end is optional', () => {
  it.each([
    ['--3#|3#-#|#pb.#|5#', ['--###', '###-#', '#pb.#', '#####']],
    ['--3#|3#-#|#pb.#|5#|', ['--###', '###-#', '#pb.#', '#####']],
    ['3#', ['###']],
    ['a||b', ['a', '', 'b']],
    ['a||', ['a', '']],
    ['|', ['']],
    ['2(#|)', ['#', '#']],
    // No text is one empty row, as is a lone "|".
    ['', ['']],
  ])('%j', (text, rows) => {
    expect(decodeRleBoard(text)).toEqual({ rows, error: null });
  });

  it('gives no rows and the problem when the RLE is broken', () => {
    expect(decodeRleBoard('3#|2(')).toEqual({ rows: [], error: { problem: 'unclosed-group', offset: 4 } });
    expect(decodeRleBoard('5#|5#', { maxLength: 8 })).toEqual({ rows: [], error: { problem: 'too-long', offset: 3, count: '5' } });
  });
});

describe('hasRleSyntax', () => {
  it.each([
    ['udlr', false],
    ['[]U{l}*', false],
    ['#-#|#', false],
    ['', false],
    ['u3', true],
    ['0', true],
    ['9', true],
    ['(', true],
    [')', true],
    ['/', false],
    [':', false],
  ])('%j: %s', (text, rle) => {
    expect(hasRleSyntax(text)).toBe(rle);
  });
});

describe('isMoveLetter and isMovesLine', () => {
  it.each([...'udlrnsewUDLRNSEW'])('%s is a move letter', (ch) => {
    expect(isMoveLetter(ch)).toBe(true);
  });

  it.each(['x', 'a', 'Z', '*', '[', '1', ' ', '', 'uu', 'ü', '\u0175'])('%j is not', (ch) => {
    expect(isMoveLetter(ch)).toBe(false);
  });

  it.each([
    ['uurrDDL', true],
    ['3r4U', true],
    ['[]', true],
    ['{}', true],
    ['2(3(dr)R) *', true],
    ['10u', true],
    ['9u', true],
    ['\t u', true],
    ['nsew', true],
    // "Each line must have at least one proper non-digit character".
    ['123', false],
    ['()', false],
    ['*', false],
    ['  ', false],
    ['', false],
    ['u x', false],
    ['u|d', false],
    ['u-d', false],
    ['uñ', false],
  ])('%j: %s', (line, moves) => {
    expect(isMovesLine(line)).toBe(moves);
  });
});

describe('parseMoves: the specification’s move strings', () => {
  it('reads plain steps and pushes as one run of steps', () => {
    const { moves, problems } = parseMoves('uDlR');
    expect(problems).toEqual([]);
    expect(moves).toEqual({ text: 'uDlR', tokens: [{ kind: 'steps', letters: 'uDlR' }], reverse: false });
  });

  it('expands RLE, dropping spaces and line breaks', () => {
    expect(parseMoves('3r4U').moves.text).toBe('rrrUUUU');
    expect(parseMoves('2(3(dr)R)').moves.text).toBe('drdrdrRdrdrdrR');
    expect(parseMoves('uu dd\nLL\r\n r').moves.text).toBe('uuddLLr');
    expect(parseMoves('3r 2U\n2d').moves.text).toBe('rrrUUdd');
  });

  it('reads a reverse-mode game: jumps, and the game begins with one', () => {
    const { moves, problems } = parseMoves('[]U[rr]d');
    expect(problems).toEqual([]);
    expect(moves).toEqual({
      text: '[]U[rr]d',
      tokens: [
        { kind: 'jump', letters: '' },
        { kind: 'steps', letters: 'U' },
        { kind: 'jump', letters: 'rr' },
        { kind: 'steps', letters: 'd' },
      ],
      reverse: true,
    });
  });

  it('reads pusher changes, which make no game reverse', () => {
    const { moves, problems } = parseMoves('{rddd}Urr{uul}uLU');
    expect(problems).toEqual([]);
    expect(moves.reverse).toBe(false);
    expect(moves.tokens).toEqual([
      { kind: 'pusher-change', letters: 'rddd' },
      { kind: 'steps', letters: 'Urr' },
      { kind: 'pusher-change', letters: 'uul' },
      { kind: 'steps', letters: 'uLU' },
    ]);
  });

  it('reads "*", the current position, between runs of steps', () => {
    expect(parseMoves('uu*dd').moves.tokens).toEqual([{ kind: 'steps', letters: 'uu' }, { kind: 'current' }, { kind: 'steps', letters: 'dd' }]);
    expect(parseMoves('*').moves.tokens).toEqual([{ kind: 'current' }]);
  });

  it('expands counts inside jumps and pusher changes', () => {
    expect(parseMoves('[3r]2U').moves).toMatchObject({ text: '[rrr]UU', tokens: [{ kind: 'jump', letters: 'rrr' }, { kind: 'steps', letters: 'UU' }] });
  });
});

describe('parseMoves: problems, at offsets into the text as written', () => {
  it('a reverse-mode game that does not begin with a jump, at its first non-space character', () => {
    expect(parseMoves('U[rr]d').problems).toEqual([{ code: 'reverse-without-jump', message: 'A reverse-mode game must begin with a jump, even an empty one: "[]"', offset: 0 }]);
    expect(parseMoves('  \nU[rr]').problems).toEqual([expect.objectContaining({ code: 'reverse-without-jump', offset: 3 })]);
    // A "]" after a jump that has closed closes nothing.
    expect(parseMoves('[u]]').problems).toEqual([{ code: 'unbalanced-bracket', message: '"]" closes nothing: no "[" is open', offset: 3 }]);
    // The moves are kept as written all the same.
    expect(parseMoves('U[rr]d').moves).toMatchObject({ text: 'U[rr]d', reverse: true });
  });

  it('a jump or pusher change opened inside another', () => {
    const { moves, problems } = parseMoves('[u[d]');
    expect(problems).toEqual([{ code: 'unbalanced-bracket', message: '"[" opens inside "[" that is still open; jumps and pusher changes do not nest', offset: 2 }]);
    expect(moves.tokens).toEqual([
      { kind: 'jump', letters: 'u' },
      { kind: 'jump', letters: 'd' },
    ]);
    // Holding a jump, and not beginning with one, it is also a reverse-mode game that begins wrong.
    expect(parseMoves('{u[d]').problems).toEqual([
      expect.objectContaining({ message: '"[" opens inside "{" that is still open; jumps and pusher changes do not nest', offset: 2 }),
      expect.objectContaining({ code: 'reverse-without-jump', offset: 0 }),
    ]);
  });

  it('brackets that pair up as written but not once counts and groups repeat them, at the first count or group', () => {
    // [r2] is [r]], whose second "]" closes nothing; 2[r] is [[r], a jump opened inside another; 2{r} the same for a
    // pusher change; []2(r[)] is []r[r[], a "[" opened inside another.
    const message = (ch: string): string => `Run-length counts repeat "${ch}", so expanded the jumps and pusher changes do not pair up`;
    expect(parseMoves('[r2]').problems).toEqual([{ code: 'unbalanced-bracket', message: message(']'), offset: 2 }]);
    expect(parseMoves('2[r]').problems).toEqual([{ code: 'unbalanced-bracket', message: message('['), offset: 0 }]);
    expect(parseMoves('u 2{r}').problems).toEqual([{ code: 'unbalanced-bracket', message: message('{'), offset: 2 }]);
    expect(parseMoves('[]2(r[)]').problems).toEqual([expect.objectContaining({ code: 'unbalanced-bracket', message: message('['), offset: 2 })]);
    // A jump that stays closed however often it is repeated is fine: 2([r]U) is [r]U[r]U.
    expect(parseMoves('2([r]U)')).toMatchObject({ problems: [], moves: { text: '[r]U[r]U', reverse: true } });
  });

  it('a closer with nothing of its kind open', () => {
    expect(parseMoves('u]').problems).toEqual([{ code: 'unbalanced-bracket', message: '"]" closes nothing: no "[" is open', offset: 1 }]);
    expect(parseMoves('uu}').problems).toEqual([{ code: 'unbalanced-bracket', message: '"}" closes nothing: no "{" is open', offset: 2 }]);
    // "{" is open, but "]" does not close it; the "{" is then never closed either.
    expect(parseMoves('{u]').problems).toEqual([
      { code: 'unbalanced-bracket', message: '"]" closes nothing: no "[" is open', offset: 2 },
      { code: 'unbalanced-bracket', message: '"{" is never closed', offset: 0 },
    ]);
    // A stray closer stays in the text, so nothing written is lost, and ends the run of steps before it.
    expect(parseMoves('u]d').moves).toMatchObject({ text: 'u]d', tokens: [{ kind: 'steps', letters: 'u' }, { kind: 'steps', letters: 'd' }] });
  });

  it('an opener never closed, at the opener', () => {
    const { moves, problems } = parseMoves('uu{ld');
    expect(problems).toEqual([{ code: 'unbalanced-bracket', message: '"{" is never closed', offset: 2 }]);
    // The pusher change runs to the end of the moves: nothing is dropped.
    expect(moves.tokens).toEqual([
      { kind: 'steps', letters: 'uu' },
      { kind: 'pusher-change', letters: 'ld' },
    ]);
  });

  it('a character that is no move, each one, and the moves around them kept', () => {
    const { moves, problems } = parseMoves('uxd-L');
    expect(problems).toEqual([
      { code: 'invalid-move-character', message: '"x" is not a move; moves are u d l r n s e w, [ ], { } and *', offset: 1 },
      { code: 'invalid-move-character', message: '"-" is not a move; moves are u d l r n s e w, [ ], { } and *', offset: 3 },
    ]);
    expect(moves.text).toBe('udL');
  });

  it('a character past U+FFFF once, whole, at its first half; a control character or a lone half of a pair by its code point', () => {
    const says = ' is not a move; moves are u d l r n s e w, [ ], { } and *';
    // u, the two halves of U+1F600 (offsets 1 and 2), d, U+0001, a high half with no low half after it, L, U+FFFF (one unit), x, a low half alone.
    const { moves, problems } = parseMoves('u\u{1F600}d\u0001\ud83dL\uffffx\ude00');
    expect(problems).toEqual([
      { code: 'invalid-move-character', message: `"\u{1F600}"${says}`, offset: 1 },
      { code: 'invalid-move-character', message: `U+0001${says}`, offset: 4 },
      { code: 'invalid-move-character', message: `U+D83D${says}`, offset: 5 },
      { code: 'invalid-move-character', message: `"\uffff"${says}`, offset: 7 },
      { code: 'invalid-move-character', message: `"x"${says}`, offset: 8 },
      { code: 'invalid-move-character', message: `U+DE00${says}`, offset: 9 },
    ]);
    expect(moves.text).toBe('udL');
  });

  it('a "*" inside a jump or pusher change, each one, dropped from the text as from the tokens', () => {
    // "*" marks a position between two moves; a jump is one action, with no position inside it.
    const { moves, problems } = parseMoves('[r*rr]LL*L{u*}l');
    expect(problems).toEqual([
      { code: 'invalid-move-character', message: '"*" marks a position between moves, not inside "["', offset: 2 },
      { code: 'invalid-move-character', message: '"*" marks a position between moves, not inside "{"', offset: 12 },
    ]);
    expect(moves.text).toBe('[rrr]LL*L{u}l');
    expect(moves.tokens).toEqual([
      { kind: 'jump', letters: 'rrr' },
      { kind: 'steps', letters: 'LL' },
      { kind: 'current' },
      { kind: 'steps', letters: 'L' },
      { kind: 'pusher-change', letters: 'u' },
      { kind: 'steps', letters: 'l' },
    ]);
    // A "*" before the first bracket and after a pusher change has closed stands between moves: it stays.
    expect(parseMoves('u*{r*}d*l').moves.text).toBe('u*{r}d*l');
  });

  it('lets digits, parentheses, "*", spaces, TABs and line breaks through as no problem', () => {
    expect(parseMoves('2(u d)\t*\r\n3L').problems).toEqual([]);
  });

  it('reports at most 20 problems: a line of garbage says what it is in a few', () => {
    const { moves, problems } = parseMoves('x'.repeat(30));
    expect(problems).toHaveLength(20);
    expect(problems.map((p) => p.offset)).toEqual([...Array(20).keys()]);
    expect(moves.text).toBe('');
  });

  it('broken RLE: the problem where it is, and the letters kept with counts and groups dropped', () => {
    expect(parseMoves('u3(r')).toEqual({
      moves: { text: 'ur', tokens: [{ kind: 'steps', letters: 'ur' }], reverse: false },
      problems: [{ code: 'rle-invalid', message: 'RLE group "(" is never closed with ")"', offset: 2 }],
    });
    expect(parseMoves('uu3').problems).toEqual([{ code: 'rle-invalid', message: 'RLE count is not followed by anything to repeat', offset: 2 }]);
    expect(parseMoves('0u').problems).toEqual([{ code: 'rle-invalid', message: 'RLE count 0 repeats nothing; counts start at 1', offset: 0 }]);
    expect(parseMoves('u)').problems).toEqual([{ code: 'rle-invalid', message: 'RLE group ")" has no matching "("', offset: 1 }]);
    expect(parseMoves('u2()').problems).toEqual([{ code: 'rle-invalid', message: 'RLE group "()" is empty', offset: 2 }]);
  });

  it('moves past maxMoves: the count that passes it, or the first character past it', () => {
    expect(parseMoves('4r', { maxMoves: 4 })).toEqual({ moves: { text: 'rrrr', tokens: [{ kind: 'steps', letters: 'rrrr' }], reverse: false }, problems: [] });
    expect(parseMoves('u5r', { maxMoves: 5 }).problems).toEqual([{ code: 'moves-too-long', message: 'RLE count 5 expands past the 5-move limit', offset: 1 }]);
    // Broken this way, the letters are kept with their counts dropped, as for any broken RLE.
    expect(parseMoves('u5r', { maxMoves: 5 }).moves.text).toBe('ur');
    expect(parseMoves('5ruuu', { maxMoves: 6 }).problems).toEqual([{ code: 'moves-too-long', message: 'RLE expands past the 6-move limit', offset: 3 }]);
    // Plain letters past the limit are cut at it.
    expect(parseMoves('uuuud', { maxMoves: 4 })).toEqual({
      moves: { text: 'uuuu', tokens: [{ kind: 'steps', letters: 'uuuu' }], reverse: false },
      problems: [{ code: 'moves-too-long', message: 'Moves are longer than the 4-move limit', offset: 0 }],
    });
    // Spaces and line breaks are not moves: they never count.
    expect(parseMoves('uu\nuu  ', { maxMoves: 4 }).problems).toEqual([]);
  });

  it('names its own limits when a program gives a wrong one', () => {
    expect(() => parseMoves('u', { maxNestingDepth: 0 })).toThrow(/^maxNestingDepth must be a positive integer, got 0 /);
    expect(() => parseMoves('u', { maxMoves: 0.5 })).toThrow(/^maxMoves must be a positive integer, got 0.5 /);
  });

  it('groups nested past maxNestingDepth', () => {
    expect(parseMoves('2(2(u))', { maxNestingDepth: 1 }).problems).toEqual([{ code: 'nesting-too-deep', message: 'RLE groups nest deeper than the limit of 1 levels', offset: 3 }]);
    expect(parseMoves('2(2(u))', { maxNestingDepth: 2 }).moves.text).toBe('uuuu');
  });

  it('with expandRle false, drops counts and groups and reports nothing about them', () => {
    expect(parseMoves('3r(2u d)', { expandRle: false })).toEqual({ moves: { text: 'rud', tokens: [{ kind: 'steps', letters: 'rud' }], reverse: false }, problems: [] });
    // Moves with no RLE in them are read as ever.
    expect(parseMoves('u d', { expandRle: false }).moves.text).toBe('ud');
  });
});

describe('describeRleError: what a person reads', () => {
  it.each([
    [{ problem: 'too-long', offset: 0, count: '99' }, 'board', 10, 'rle-limit', 'RLE count 99 expands past the 10-cell board limit'],
    [{ problem: 'too-long', offset: 0, count: '99' }, 'moves', 1_000_000, 'rle-limit', 'RLE count 99 expands past the 1,000,000-move limit'],
    [{ problem: 'too-long', offset: 4, count: '' }, 'board', 12, 'rle-limit', 'RLE expands past the 12-cell board limit'],
    [{ problem: 'too-long', offset: 4 }, 'moves', 6, 'rle-limit', 'RLE expands past the 6-move limit'],
    [{ problem: 'too-deep', offset: 3 }, 'board', 32, 'nesting-too-deep', 'RLE groups nest deeper than the limit of 32 levels'],
    [{ problem: 'dangling-count', offset: 0 }, 'board', 1, 'rle-invalid', 'RLE count is not followed by anything to repeat'],
    [{ problem: 'zero-count', offset: 0, count: '00' }, 'moves', 1, 'rle-invalid', 'RLE count 00 repeats nothing; counts start at 1'],
    [{ problem: 'zero-count', offset: 0 }, 'moves', 1, 'rle-invalid', 'RLE count 0 repeats nothing; counts start at 1'],
    [{ problem: 'unclosed-group', offset: 0 }, 'board', 1, 'rle-invalid', 'RLE group "(" is never closed with ")"'],
    [{ problem: 'unopened-group', offset: 0 }, 'board', 1, 'rle-invalid', 'RLE group ")" has no matching "("'],
    [{ problem: 'empty-group', offset: 0 }, 'board', 1, 'rle-invalid', 'RLE group "()" is empty'],
  ] as const)('%j (%s, limit %i): %s', (error, what, limit, code, message) => {
    expect(describeRleError(error, what, limit)).toEqual({ code, message });
  });
});

describe('parsePlainMoves: the reader’s quick path takes only moves with no problem at all', () => {
  it('reads letters, jumps, pusher changes and "*" as parseMoves does', () => {
    for (const text of ['uDlR', '[]U[rr]d', '{rddd}Urr{uul}uLU', 'uu*dd', '*', '']) {
      expect(parsePlainMoves(text, 100)).toEqual(parseMoves(text).moves);
    }
  });

  it('with letters only, makes one run of steps without looking', () => {
    expect(parsePlainMoves('uLd', 10, true)).toEqual({ text: 'uLd', tokens: [{ kind: 'steps', letters: 'uLd' }], reverse: false });
    expect(parsePlainMoves('', 10, true)).toEqual({ text: '', tokens: [], reverse: false });
  });

  it.each([
    ['uuu', 2, 'longer than the limit'],
    ['[u', 10, 'a jump never closed'],
    ['{u', 10, 'a pusher change never closed'],
    ['u]', 10, 'a stray "]"'],
    ['u}', 10, 'a stray "}"'],
    ['[u}', 10, 'a jump closed by "}"'],
    ['{u]', 10, 'a pusher change closed by "]"'],
    ['[u[d]', 10, 'a jump inside a jump'],
    ['{u[d]}', 10, 'a jump inside a pusher change'],
    ['U[rr]', 10, 'reverse mode not beginning with a jump'],
    ['u d', 10, 'a space'],
    ['u3', 10, 'a digit'],
    ['ux', 10, 'a character that is no move'],
    ['[r*r]L', 10, 'a "*" inside a jump'],
    ['[rl*r]L', 10, 'a "*" inside a jump, two moves in'],
    ['{r*}u', 10, 'a "*" inside a pusher change'],
  ])('%j (limit %i): null, %s', (text, limit) => {
    expect(parsePlainMoves(text, limit)).toBeNull();
  });

  it('takes moves exactly at the limit', () => {
    expect(parsePlainMoves('uuu', 3)?.text).toBe('uuu');
    expect(parsePlainMoves('uuu', 3, true)?.text).toBe('uuu');
    expect(parsePlainMoves('uuu', 2, true)).toBeNull();
  });
});

describe('tokenizeMoves: unbalanced brackets end at the text’s end or the next opener, dropping nothing', () => {
  it.each([
    ['[rr', [{ kind: 'jump', letters: 'rr' }]],
    ['{rr', [{ kind: 'pusher-change', letters: 'rr' }]],
    ['[r{u}d', [{ kind: 'jump', letters: 'r' }, { kind: 'pusher-change', letters: 'u' }, { kind: 'steps', letters: 'd' }]],
    ['{r[u]', [{ kind: 'pusher-change', letters: 'r' }, { kind: 'jump', letters: 'u' }]],
    ['[r}u]', [{ kind: 'jump', letters: 'ru' }]],
    [']u}d', [{ kind: 'steps', letters: 'u' }, { kind: 'steps', letters: 'd' }]],
    ['[r*r]', [{ kind: 'jump', letters: 'rr' }]],
    ['[]{}', [{ kind: 'jump', letters: '' }, { kind: 'pusher-change', letters: '' }]],
    ['u*[l]D', [{ kind: 'steps', letters: 'u' }, { kind: 'current' }, { kind: 'jump', letters: 'l' }, { kind: 'steps', letters: 'D' }]],
    ['', []],
  ])('%j', (text, tokens) => {
    expect(tokenizeMoves(text)).toEqual(tokens);
  });
});

describe('countSteps and movesFromText', () => {
  it('counts the letters of steps, pushes and pulls, not those inside jumps and pusher changes', () => {
    expect(countSteps(movesFromText('[rr]UU{l}dd*u'))).toBe(5);
    expect(countSteps(movesFromText('[rrrr]'))).toBe(0);
    expect(countSteps(movesFromText(''))).toBe(0);
  });

  it('builds moves from RLE text as parseMoves reads it', () => {
    expect(movesFromText('3r2(uD)')).toEqual({ text: 'rrruDuD', tokens: [{ kind: 'steps', letters: 'rrruDuD' }], reverse: false });
  });
});

describe('checkedLimit: a limit a program gives', () => {
  it('takes the fallback when none is given, lowered to the ceiling', () => {
    expect(checkedLimit('x', undefined, 5, 10)).toBe(5);
    expect(checkedLimit('x', undefined, 50, 10)).toBe(10);
  });

  it('takes a positive integer, lowered to the ceiling, Infinity too', () => {
    expect(checkedLimit('x', 1, 5, 10)).toBe(1);
    expect(checkedLimit('x', 10, 5, 10)).toBe(10);
    expect(checkedLimit('x', 11, 5, 10)).toBe(10);
    expect(checkedLimit('x', Infinity, 5, 10)).toBe(10);
  });

  it.each([
    [0, '0'],
    [-1, '-1'],
    [1.5, '1.5'],
    [NaN, 'NaN'],
    [-Infinity, '-Infinity'],
    ['10', '"10"'],
    ['a'.repeat(30), `"${'a'.repeat(20)}..."`],
    [true, 'true'],
    // Twenty characters are quoted whole, more are cut at twenty.
    ['b'.repeat(20), `"${'b'.repeat(20)}"`],
    [null, 'null'],
    [10n, '10n'],
    [{}, 'a value of type object'],
    [() => 1, 'a value of type function'],
  ])('refuses a value shown as %$2s', (value, shown) => {
    expect(() => checkedLimit('maxThings', value, 5, 1000)).toThrow(new RangeError(`maxThings must be a positive integer, got ${shown} (values above 1,000, Infinity included, are lowered to it)`));
  });
});
