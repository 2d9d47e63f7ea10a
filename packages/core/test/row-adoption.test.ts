/**
 * The edges of the reader's passes that take lines into boards and saved
 * games (see `sok-reader.ts`): a run of `W` wall rows that goes on past a
 * board row, counted wall rows expanded and charged once, damaged rows and
 * the file's budget of decoded cells, a typo line alone under a title right
 * under a board, and the columns of problems on run-length encoded lines.
 * Each expectation is worked out by hand from the rule the pass states.
 */
import { describe, expect, it } from 'vitest';
import { loadPuzzle, parseCollection } from '../src/index.js';
import { boardHasTabs } from '../src/text/origin.js';
import { gridTopology } from './fixtures/grid-topology.js';

type Read = ReturnType<typeof parseCollection>;

const places = (r: Read): string[] => r.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`);
const rowsOf = (r: Read): string[][] => r.collection.puzzles.map((p) => p.board.rows);
const gamesOf = (r: Read): [string | null, string][] => r.collection.puzzles.flatMap((p) => p.savedGames.map((g): [string | null, string] => [g.title, g.moves.text]));

describe('rows of W walls', () => {
  it('are taken above and below each board row that holds a W, so a run goes on after a board row under it', () => {
    // Line 3 (WWW WWW) is taken from line 2's board row; line 4 is a board row; line 5, a wall row under it, is taken
    // from line 4. None is left as moves west.
    const r = parseCollection('WWWWWWW\nW@ $ .W\nWWW WWW\nW  $ .W\nWWWWWWW\n');
    expect(rowsOf(r)).toEqual([['WWWWWWW', 'W@ $ .W', 'WWW WWW', 'W  $ .W', 'WWWWWWW']]);
    expect(gamesOf(r)).toEqual([]);
    expect(r.diagnostics).toEqual([]);
  });

  it('leave a line past maxLineLength as text, even one of walls alone under a W board', () => {
    const r = parseCollection('WWWWW\nW@$.W\nWWWWWWWWWWWW\n', { limits: { maxLineLength: 10 } });
    expect(rowsOf(r)).toEqual([['WWWWW', 'W@$.W']]);
    expect(r.collection.puzzles[0]!.notes).toEqual(['WWWWWWWWWWWW']);
    expect(places(r)).toEqual(['line-too-long 3:1']);
  });

  it('written with counts are charged to the file budget once: 5W costs its 5 cells and its row, 6 in all', () => {
    // 5W costs 6; 5#|#@$.#|5# costs three rows of 5 and three rows, 18. 24 cells are just enough for both.
    const text = 'WWWWW\nW@$.W\n5W\n\n5#|#@$.#|5#\n';
    const r = parseCollection(text, { limits: { maxTotalCells: 24 } });
    expect(rowsOf(r)).toEqual([
      ['WWWWW', 'W@$.W', 'WWWWW'],
      ['#####', '#@$.#', '#####'],
    ]);
    expect(r.diagnostics).toEqual([]);
    // One cell fewer, and the second board's line is past the budget.
    expect(places(parseCollection(text, { limits: { maxTotalCells: 23 } }))).toEqual(['file-budget 5:1']);
  });

  it('written with counts past the board limit are reported once, and read as the moves they are', () => {
    // 20W is 20 cells, past a 15-cell board limit: not a row of the board above, so 20 moves west.
    const r = parseCollection('WWWWW\nW@$.W\n20W\n', { limits: { maxBoardCells: 15 } });
    expect(rowsOf(r)).toEqual([['WWWWW', 'W@$.W']]);
    expect(gamesOf(r)).toEqual([[null, 'W'.repeat(20)]]);
    expect(places(r)).toEqual(['rle-limit 3:1']);
  });

  it('hold nothing but W walls and spaces: moves ending or beginning with W under a W board are moves', () => {
    for (const moves of ['luW', 'Wlu']) {
      const r = parseCollection(`WWWWW\nW@$.W\nWWWWW\n${moves}\n`);
      expect(rowsOf(r)).toEqual([['WWWWW', 'W@$.W', 'WWWWW']]);
      expect(gamesOf(r)).toEqual([[null, moves]]);
    }
  });

  it('may be indented, as the rows of a board drawn with W often are', () => {
    // Lines 1 and 2, walls and spaces alone, each read on its own as moves west; the run above line 3's board row takes both.
    const r = parseCollection('  WWWW\nWWW  W\nW@$. W\nWWWWWW\n');
    expect(rowsOf(r)).toEqual([['  WWWW', 'WWW  W', 'W@$. W', 'WWWWWW']]);
    expect(r.collection.puzzles.map((p) => p.title)).toEqual([null]);
    expect(gamesOf(r)).toEqual([]);
  });

  it('are one row a line: 5W|5W, two rows, is no row of the board', () => {
    const r = parseCollection('WWWWW\nW@$.W\n5W|5W\n');
    expect(rowsOf(r)).toEqual([['WWWWW', 'W@$.W']]);
    expect(r.collection.puzzles[0]!.notes).toEqual(['5W|5W']);
  });
});

describe('damaged rows and the file budget', () => {
  it('charge nothing for a damaged plain row, as for any plain row', () => {
    // The damaged row is plain: the RLE board after it costs its 18 cells (three rows of 5, three rows) and no more.
    const text = '#######\n#@ x $.#\n#######\n\n5#|#@$.#|5#\n';
    const r = parseCollection(text, { limits: { maxTotalCells: 18 } });
    expect(rowsOf(r)).toEqual([
      ['#######', '#@ x $.#', '#######'],
      ['#####', '#@$.#', '#####'],
    ]);
    expect(places(r)).toEqual(['invalid-board-character 2:4']);
  });

  it('report only the first of a run of damaged RLE rows past the board limit, and cut the board there', () => {
    // #20-x# and #30-y# are 23 and 33 cells, both past 20: the run is not taken, and the first says why.
    const r = parseCollection('#####\n#@$.#\n#20-x#\n#30-y#\n#####\n', { limits: { maxBoardCells: 20 } });
    expect(places(r).filter((p) => p.startsWith('rle-limit'))).toEqual(['rle-limit 3:2']);
  });

  it('leave the budget spent once a damaged RLE row spent it, for the damaged rows further down', () => {
    // The first run is #3-x#, 7 cells with its row, then #9-y#, 13: with 12 cells the second spends the budget. What the
    // first was charged is not given back, so #2-z# (6 cells) in the next board is past the budget too, and cuts it.
    const r = parseCollection('#####\n#@$.#\n#3-x#\n#9-y#\n#####\n\n#####\n#@$.#\n#2-z#\n#####\n', { limits: { maxTotalCells: 12 } });
    expect(places(r)).toEqual(['file-budget 4:1']);
    expect(rowsOf(r)).toEqual([
      ['#####', '#@$.#'],
      ['#####', '#@$.#'],
    ]);
    // With 13 cells the first run is taken (7 cells), and the second board's (6) too.
    expect(rowsOf(parseCollection('#####\n#@$.#\n#3-x#\n#####\n\n#####\n#@$.#\n#2-z#\n#####\n', { limits: { maxTotalCells: 13 } }))).toEqual([
      ['#####', '#@$.#', '#---x#', '#####'],
      ['#####', '#@$.#', '#--z#', '#####'],
    ]);
  });
});

describe('a moves line with a typo alone under a title', () => {
  it('is a saved game when the title stands right under the board', () => {
    const r = parseCollection('#####\n#@$.#\n#####\nSolution\nrRx\n\n');
    expect(gamesOf(r)).toEqual([['Solution', 'rR']]);
    expect(places(r)).toEqual(['invalid-move-character 5:3']);
  });

  it('is moves under a row of floor as under a board row', () => {
    // The floor row and the title are notes (a board ends at its last row with more than floor); the moves are a game.
    const r = parseCollection('#####\n#@$.#\n-----\nSolution\nrRx\n\n');
    expect(gamesOf(r)).toEqual([[null, 'rR']]);
    expect(r.collection.puzzles[0]!.notes).toEqual(['-----', 'Solution']);
  });

  it('is not taken when it is past maxLineLength, even right under moves', () => {
    const long = `${'r'.repeat(12)}x`;
    const r = parseCollection(`#####\n#@$.#\n#####\n\nSolution\nrrRR\n${long}\n`, { limits: { maxLineLength: 12 } });
    expect(gamesOf(r)).toEqual([['Solution', 'rrRR']]);
    expect(places(r)).toEqual(['line-too-long 7:1']);
  });
});

describe('columns of problems on run-length encoded lines', () => {
  const columnsOf = (board: string): string[] => {
    const puzzle = parseCollection(`Game: Gridban\n${board}`).collection.puzzles[0]!;
    return loadPuzzle(puzzle, gridTopology).diagnostics.filter((d) => d.code === 'invalid-board-character').map((d) => `${d.line}:${d.column}`);
  };
  it('count the characters before the problem, counts and all, and none after it', () => {
    // 9#|#x3-@$.# : the x is the 5th character of line 2 (line 1 names the tiling); 3- after it does not move it.
    expect(columnsOf('9#|#x3-@$.#|9#\n')).toEqual(['2:5']);
  });
  it('read 0 and 9 as digits of counts', () => {
    // 12#|#10-x# : x at 9; 11#|#9-x# : x at 8.
    expect(columnsOf('12#|#10-x#|12#\n')).toEqual(['2:9']);
    expect(columnsOf('11#|#9-x#|11#\n')).toEqual(['2:8']);
  });
});

describe('boardHasTabs', () => {
  it('looks at the lines of the board, not at a note with a TAB under it', () => {
    expect(boardHasTabs(parseCollection('#####\n#@$.#\n#####\nA\tnote\n').collection.puzzles[0]!)).toBe(false);
    expect(boardHasTabs(parseCollection('#####\n#@$.#\n#\t  #\n').collection.puzzles[0]!)).toBe(true);
  });
});
