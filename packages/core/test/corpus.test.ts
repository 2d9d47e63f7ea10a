import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalRows, parseCollection, stringifyCollection, type Collection } from '../src/index.js';
import { corpusFiles, requireCorpus } from './corpus-paths.js';

const root = requireCorpus();
const files = corpusFiles();

function read(file: string): { bytes: Buffer; text: string } {
  const bytes = readFileSync(join(root, file));
  return { bytes, text: bytes.toString('utf8') };
}

/** What a puzzle means, independent of how it was spelled. */
function content(c: Collection): unknown {
  const trim = (lines: readonly string[]): string[] => lines.join('\n').trim().split('\n').filter((l, i, a) => a.length > 1 || l !== '');
  return c.puzzles.map((p) => ({
    title: p.title,
    game: p.game,
    rows: canonicalRows(p.board.rows),
    notes: trim(p.notes.filter((l) => !/^Game\s*:/i.test(l))),
    savedGames: p.savedGames.map((s) => ({ title: s.title, moves: s.moves.text, notes: trim(s.notes) })),
  }));
}

describe('corpus conformance', () => {
  it('finds the corpus files', () => {
    expect(files.length).toBeGreaterThanOrEqual(13);
  });

  describe.each(files)('%s', (file) => {
    const { bytes, text } = read(file);
    const parsed = parseCollection(text, { fileName: file });

    it('writes back byte for byte in preserve mode', () => {
      const out = stringifyCollection(parsed.collection);
      // Compare bytes, not only strings, so that an encoding slip also fails.
      expect(Buffer.from(out, 'utf8').equals(bytes)).toBe(true);
    });

    it('writes a stable canonical form with the same content', () => {
      const canonical = stringifyCollection(parsed.collection, { mode: 'canonical' });
      const reread = parseCollection(canonical);
      expect(stringifyCollection(reread.collection, { mode: 'canonical' })).toBe(canonical);
      expect(content(reread.collection)).toEqual(content(parsed.collection));
    });

    it('reports no errors except where the file is known to be damaged', () => {
      const errors = parsed.diagnostics.filter((d) => d.severity === 'error');
      expect(errors).toEqual([]);
    });
  });
});

describe('corpus facts from its README', () => {
  it('Microban.txt has 155 levels, titled by their comment lines', () => {
    const { collection } = parseCollection(read('Microban.txt').text, { fileName: 'Microban.txt' });
    expect(collection.puzzles).toHaveLength(155);
    expect(collection.puzzles[0]!.title).toBe('1');
    expect(collection.puzzles[154]!.title).toBe("155 'The Dungeon'");
    // File notes: the `;` header lines before level 1.
    expect(collection.notes[0]).toBe('; Microban');
  });

  it('Original_and_Extra.sok has 91 puzzles, the last one "Level 37a"-style extra', () => {
    const { collection } = parseCollection(read('Original_and_Extra.sok').text);
    expect(collection.puzzles).toHaveLength(91);
    expect(collection.title).toBe('Original & Extra');
    expect(collection.puzzles.every((p) => p.game === 'Sokoban')).toBe(true);
    expect(collection.comments.length).toBeGreaterThan(100);
    expect(collection.notes.some((l) => l.startsWith('::'))).toBe(false);
  });

  it('Original_and_Extra.sok: every "Solution a/b" title matches the moves and pushes written in its moves', () => {
    const { collection } = parseCollection(read('Original_and_Extra.sok').text);
    let checked = 0;
    for (const p of collection.puzzles) {
      for (const s of p.savedGames) {
        const m = /^(?:Best )?Solution(?:\/Moves)? (\d+)\/(\d+)/.exec(s.title ?? '');
        if (!m) continue;
        const letters = s.moves.tokens.filter((t) => t.kind === 'steps').map((t) => (t.kind === 'steps' ? t.letters : '')).join('');
        const pushes = letters.replace(/[a-z]/g, '').length;
        expect(`${s.title}: ${letters.length}/${pushes}`).toBe(`${s.title}: ${m[1]}/${m[2]}`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(90);
  });

  it('mixed_collection.sok reads as 4 Sokoban, 5 Hexoban and 1 Trioban puzzle', () => {
    const { collection } = parseCollection(read('mixed_collection.sok').text);
    const count = (g: string): number => collection.puzzles.filter((p) => p.game === g).length;
    expect([count('Sokoban'), count('Hexoban'), count('Trioban')]).toEqual([4, 5, 1]);
    expect(collection.puzzles).toHaveLength(10);
    const reverse = collection.puzzles[0]!.savedGames.find((s) => s.moves.reverse);
    expect(reverse?.moves.tokens[0]).toEqual({ kind: 'jump', letters: '' });
  });

  it('every .hsb file reads as Hexoban by its extension', () => {
    for (const file of files.filter((f) => f.endsWith('.hsb'))) {
      const { collection } = parseCollection(read(file).text, { fileName: file });
      expect(collection.puzzles.length, file).toBeGreaterThan(0);
      expect(collection.puzzles.every((p) => p.game === 'Hexoban'), file).toBe(true);
    }
  });

  it('jsoko_interior_empty_rows.sok keeps interior empty rows in the board and trailing ones as notes', () => {
    const { collection } = parseCollection(read('jsoko_interior_empty_rows.sok').text);
    const first = collection.puzzles[0]!;
    expect(first.title).toBe('Interior empty rows');
    expect(first.board.rows).toEqual(['    #', ' -', '   ###', ' -', '  #####', ' -', ' #######', ' #@$  .#', ' #######']);
    const negative = collection.puzzles.find((p) => p.title?.startsWith('Negative test'))!;
    expect(negative.board.rows).toEqual(['#####', '#@$.#', '#####']);
    expect(negative.notes).toEqual(['----', '----']);
    const rle = collection.puzzles.find((p) => p.title === 'Interior empty rows RLE')!;
    expect(rle.board.rows).toEqual(['---#', '--', '--###', '-', '-#####', '-', '#######', '#@$--.#', '#######']);
  });
});
