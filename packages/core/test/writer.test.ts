import { describe, expect, it } from 'vitest';
import { decodeRle, encodeRle, encodeRleBoard, movesFromText, parseCollection, parseMoves, stringifyCollection, stringifyXsb } from '../src/index.js';

const FILE = [
  ':: comment',
  'Collection: Set',
  '',
  'First',
  '',
  '#####',
  '#@$.#',
  '#####',
  'Author: A',
  '',
  'Solution',
  'R',
  '',
  'Second',
  '',
  '######',
  '#@ $.#',
  '######',
  '',
].join('\r\n');

/** Lines of `after` that differ from the line at the same place in `before`. */
function changedLines(before: string, after: string): string[] {
  const a = before.split(/\r\n/);
  const b = after.split(/\r\n/);
  return b.filter((line, i) => line !== a[i]);
}

describe('preserve mode', () => {
  it('writes an unedited file back byte for byte: CRLF, BOM, TABs, trailing spaces, no final line break', () => {
    for (const text of [FILE, `\uFEFF${FILE}`, '#####  \n#@$.#\t\n#####', 'a\rb\r\r#####\r#@$.#\r#####\r', '  \n\n']) {
      expect(stringifyCollection(parseCollection(text).collection)).toBe(text);
    }
  });

  it('a changed title rewrites only its line', () => {
    const { collection } = parseCollection(FILE);
    collection.puzzles[1]!.title = 'Renamed';
    const out = stringifyCollection(collection);
    expect(changedLines(FILE, out)).toEqual(['Renamed']);
  });

  it('a title from a Title: note is changed in the note, keeping its key', () => {
    const text = '#####\n#@$.#\n#####\nTitle: Old\n';
    const { collection } = parseCollection(text);
    collection.puzzles[0]!.title = 'New';
    expect(stringifyCollection(collection)).toBe('#####\n#@$.#\n#####\nTitle: New\n');
  });

  it('a new saved game is appended and every existing line stays as it was', () => {
    const { collection } = parseCollection(FILE);
    collection.puzzles[1]!.savedGames.push({ title: 'Solution 2/1', moves: movesFromText('rR'), notes: [] });
    const out = stringifyCollection(collection);
    expect(out.startsWith(FILE)).toBe(true);
    expect(out.slice(FILE.length)).toBe('\r\nSolution 2/1\r\nrR\r\n\r\n');
  });

  it('a changed board changes only its rows', () => {
    const { collection } = parseCollection(FILE);
    collection.puzzles[0]!.board.rows = ['#####', '#@ $.#'.slice(0, 5), '#####'];
    const out = stringifyCollection(collection);
    expect(changedLines(FILE, out)).toEqual(['#@ $.']);
  });

  it('an edited collection read again gives the edited values', () => {
    const { collection } = parseCollection(FILE);
    collection.puzzles[0]!.notes = ['Author: B', 'Note'];
    collection.puzzles[0]!.savedGames[0]!.moves = parseMoves('lR').moves;
    const again = parseCollection(stringifyCollection(collection)).collection;
    expect(again.puzzles[0]!.notes).toEqual(['Author: B', 'Note']);
    expect(again.puzzles[0]!.savedGames[0]!.moves.text).toBe('lR');
    expect(again.puzzles[1]!.title).toBe('Second');
  });
});

describe('canonical mode', () => {
  const messy = 'Collection: M\n\n; One\n\n  #####\n  #p-b.#\n  #_-o #\n -\n  #####\nnote\n\nSolution\n3r\n';

  it('writes SOK with standard characters', () => {
    const out = stringifyCollection(parseCollection(messy).collection, { mode: 'canonical' });
    expect(out).toBe('Collection: M\n\nOne\n\n  #####\n  #@ $.#\n  #  . #\n-\n  #####\n\nnote\n\nSolution\nrrr\n');
  });

  it('is stable and keeps the content', () => {
    const once = stringifyCollection(parseCollection(messy).collection, { mode: 'canonical' });
    const twice = stringifyCollection(parseCollection(once).collection, { mode: 'canonical' });
    expect(twice).toBe(once);
    const p = parseCollection(once).collection.puzzles[0]!;
    expect([p.title, p.notes, p.savedGames[0]!.moves.text]).toEqual(['One', ['note'], 'rrr']);
  });

  it('names the tiling when only the file extension told it', () => {
    const { collection } = parseCollection(' # # #\n# @ $ . #\n # # #\n', { fileName: 'x.hsb' });
    const out = stringifyCollection(collection, { mode: 'canonical' });
    expect(parseCollection(out).collection.puzzles[0]!.game).toBe('Hexoban');
  });

  it('can write boards and moves run-length encoded', () => {
    // ("S" alone would be a move, south: the title must not look like moves.)
    const out = stringifyCollection(parseCollection('#####\n#@$.#\n#####\n\nBest\nrrrUUUU\n').collection, { mode: 'canonical', rle: true });
    expect(out).toBe('5#|#@$.#|5#\n\nBest\n3r4U\n');
  });
});

describe('XSB and RLE output', () => {
  it('stringifyXsb writes boards only, with "; title" lines and standard characters', () => {
    expect(stringifyXsb(parseCollection(messy()).collection)).toBe('; One\n\n  #####\n  #@ $.#\n  #  . #\n-\n  #####\n');
    function messy(): string {
      return 'Collection: M\n\n; One\n\n  #####\n  #p-b.#\n  #_-o #\n -\n  #####\nnote\n\nSolution\n3r\n';
    }
  });

  it('encodeRle and decodeRle for boards and moves', () => {
    expect(encodeRleBoard(['#####', '#@$ .#', '#####'])).toBe('5#|#@$-.#|5#');
    expect(encodeRle('rrrUUUUd')).toBe('3r4Ud');
    expect(decodeRle('2(3(#-)#)').value).toBe('#-#-#-##-#-#-#');
    expect(decodeRle('3r4U').value).toBe('rrrUUUU');
    expect(decodeRle('3(').error?.problem).toBe('unclosed-group');
    expect(decodeRle('ab3').error?.problem).toBe('dangling-count');
    expect(decodeRle('0#').error?.problem).toBe('zero-count');
    expect(decodeRle('a)').error?.problem).toBe('unopened-group');
    expect(decodeRle('2()').error?.problem).toBe('empty-group');
    expect(decodeRle('99#', { maxLength: 10 }).error?.problem).toBe('too-long');
    expect(decodeRle('2(2(#))', { maxNestingDepth: 1 }).error?.problem).toBe('too-deep');
  });
});
