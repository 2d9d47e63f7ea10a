import { describe, expect, it } from 'vitest';
import { parseCollection, replay, stringifyCollection, type Collection } from '../src/index.js';
import { gridTopology } from './fixtures/grid-topology.js';
import { loadPuzzle } from '../src/index.js';

// SOK 0.17: lines that begin with "::" are comments for a person reading the file, which a program does not
// show. A saved game's moves may take several lines; a comment among them is read through, as the reader reads
// through comments above a board or a saved game's moves.
//
// The board of every file here: the pusher at column 1, a box at column 3 and a goal at column 5 of the middle
// row, so `rRR` solves it (a step right, then two pushes right).
const BOARD = ['#######', '#@ $ .#', '#######'];

/** A file of one puzzle titled `Corridor` with the lines `after` under its board. */
function file(after: readonly string[], eol = '\n'): string {
  return ['Corridor', ...BOARD, ...after, ''].join(eol);
}

function read(text: string): ReturnType<typeof parseCollection> {
  return parseCollection(text, { game: gridTopology.name });
}

function games(collection: Collection): { title: string | null; moves: string; notes: readonly string[] }[] {
  return collection.puzzles[0]!.savedGames.map((sg) => ({ title: sg.title, moves: sg.moves.text, notes: sg.notes }));
}

describe('a saved game whose moves have `::` comments among their lines', () => {
  it('is one game, its moves the lines around the comment, and it solves', () => {
    const { collection, diagnostics } = read(file(['', 'Solution', 'r', ':: halfway', 'RR']));
    expect(diagnostics).toEqual([]);
    expect(games(collection)).toEqual([{ title: 'Solution', moves: 'rRR', notes: [] }]);
    expect(collection.puzzles[0]!.comments).toEqual([':: halfway']);
    const level = loadPuzzle(collection.puzzles[0]!, gridTopology).level!;
    expect(replay(level, collection.puzzles[0]!.savedGames[0]!.moves).solved).toBe(true);
  });

  it('reads through several comments in a row, with CRLF line breaks, and keeps them in order', () => {
    const { collection } = read(file(['', 'Solution', 'r', ':: one', ':: two', 'R', ':: three', 'R'], '\r\n'));
    expect(games(collection)).toEqual([{ title: 'Solution', moves: 'rRR', notes: [] }]);
    expect(collection.puzzles[0]!.comments).toEqual([':: one', ':: two', ':: three']);
  });

  it('takes an untitled game whose first line stands under a comment the same way', () => {
    const { collection } = read(file(['', ';', ':: by hand', 'r', ':: then push', 'RR']));
    expect(games(collection)).toEqual([{ title: null, moves: 'rRR', notes: [] }]);
    expect(collection.puzzles[0]!.comments).toEqual([':: by hand', ':: then push']);
  });

  it('keeps the comments between the title and the moves, among the moves and among the notes, in that order', () => {
    const { collection } = read(file(['', 'Solution', ':: above', 'r', ':: among', 'RR', 'Found by hand', ':: below']));
    expect(games(collection)).toEqual([{ title: 'Solution', moves: 'rRR', notes: ['Found by hand'] }]);
    expect(collection.puzzles[0]!.comments).toEqual([':: above', ':: among', ':: below']);
  });

  it('ends at a comment with a blank line under it: the moves below are another game', () => {
    // The second run has a blank line and the first game's comment above it, so no line there is its title.
    const { collection } = read(file(['', 'Solution', 'r', ':: stuck', '', 'RR']));
    expect(games(collection)).toEqual([
      { title: 'Solution', moves: 'r', notes: [] },
      { title: null, moves: 'RR', notes: [] },
    ]);
    expect(collection.puzzles[0]!.comments).toEqual([':: stuck']);
  });

  it('ends at a comment with text under it: the text is a note', () => {
    const { collection } = read(file(['', 'Solution', 'rRR', ':: done', 'Nice one']));
    expect(games(collection)).toEqual([{ title: 'Solution', moves: 'rRR', notes: ['Nice one'] }]);
    expect(collection.puzzles[0]!.comments).toEqual([':: done']);
  });

  it('reads run-length encoded moves across a comment: a count repeats the move on the line below it', () => {
    // `r2`, then `R` two lines down: the count stands before what it repeats, with only a comment between.
    const { collection, diagnostics } = read(file(['', 'Solution', 'r2', ':: the last two pushes', 'R']));
    expect(diagnostics).toEqual([]);
    expect(games(collection)).toEqual([{ title: 'Solution', moves: 'rRR', notes: [] }]);
  });

  it('reports a character that is not a move at its own line and column, below the comment', () => {
    // Lines: 1 Corridor, 2-4 the board, 5 blank, 6 Solution, 7 `r2`, 8 the comment, 9 `lRx`, a line of moves with a
    // typo (a capital after a small letter, one character that is not a move), so moves next to moves; the `x` is
    // column 3. The count repeats the `l` two lines down.
    const { collection, diagnostics } = read(file(['', 'Solution', 'r2', ':: a comment with (, 3 and x', 'lRx']));
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['invalid-move-character', 9, 3]]);
    expect(games(collection)).toEqual([{ title: 'Solution', moves: 'rllR', notes: [] }]);
  });

  it('reports a typo on the line above the comment at its own line and column too', () => {
    // Line 7 is `rRx`, whose `x` is column 3: between the title and moves (the comment looked through) it is moves.
    const { collection, diagnostics } = read(file(['', 'Solution', 'rRx', ':: 12 (', 'R']));
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['invalid-move-character', 7, 3]]);
    expect(games(collection)).toEqual([{ title: 'Solution', moves: 'rRR', notes: [] }]);
  });

  it('reports a `::` within a line of moves as characters that are not moves: only a line that begins with it is a comment', () => {
    // Line 8 has 16 move letters and two colons: at least 8 letters a character, so moves with typos under the moves of
    // line 7. Its colons, columns 17 and 18, are each reported, and left out.
    const { collection, diagnostics } = read(file(['', 'Solution', 'r', 'rrrrrrrrllllllll::', 'RR']));
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ['invalid-move-character', 8, 17],
      ['invalid-move-character', 8, 18],
    ]);
    expect(games(collection)).toEqual([{ title: 'Solution', moves: `r${'r'.repeat(8)}${'l'.repeat(8)}RR`, notes: [] }]);
  });

  it('leaves a line past the length limit out of the moves under it, even when it reads as moves with a typo', () => {
    // A line longer than `maxLineLength` is not read (an error says so) and stays text: not the title of the moves below,
    // which have a blank line above it, nor moves.
    const long = `${'u'.repeat(30)}x`;
    const { collection, diagnostics } = parseCollection(file(['', long, 'rRR']), { game: gridTopology.name, limits: { maxLineLength: 20 } });
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([['line-too-long', 6]]);
    expect(games(collection)).toEqual([{ title: null, moves: 'rRR', notes: [] }]);
  });

  it('takes a line with a typo under the comment as more moves, as it would be right under them', () => {
    const { collection, diagnostics } = read(file(['', 'Solution', 'r', ':: then', 'RRx']));
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['invalid-move-character', 9, 3]]);
    expect(games(collection)).toEqual([{ title: 'Solution', moves: 'rRR', notes: [] }]);
  });
});

describe('writing a saved game with comments among its moves', () => {
  it('writes the file back byte for byte, and an edited game keeps the comment', () => {
    const text = file(['', 'Solution', 'r', ':: halfway', 'RR']);
    const { collection } = read(text);
    expect(stringifyCollection(collection)).toBe(text);

    // New moves for the game: the game is written anew, and the comment it held still goes with it.
    const sg = collection.puzzles[0]!.savedGames[0]!;
    const edited: Collection = {
      ...collection,
      puzzles: [{ ...collection.puzzles[0]!, savedGames: [{ ...sg, moves: { text: 'rRRl', tokens: [{ kind: 'steps', letters: 'rRRl' }], reverse: false } }] }],
    };
    const back = read(stringifyCollection(edited)).collection;
    expect(games(back)).toEqual([{ title: 'Solution', moves: 'rRRl', notes: [] }]);
    expect(back.puzzles[0]!.comments).toEqual([':: halfway']);
  });

  it('writes it canonically as one game that reads back the same, comment and all', () => {
    const { collection } = read(file(['', 'Solution', 'r', ':: halfway', 'RR']));
    const back = read(stringifyCollection(collection, { mode: 'canonical' })).collection;
    expect(games(back)).toEqual([{ title: 'Solution', moves: 'rRR', notes: [] }]);
    expect(back.puzzles[0]!.comments).toEqual([':: halfway']);
  });
});

describe('a `::` comment between two board rows', () => {
  // SOK draws a board as rows with nothing between them; a comment there ends the board, as it separates two puzzles
  // written with only a comment between them. The reader says so at the comment.
  const warning = (text: string): [string, number, number][] =>
    read(text)
      .diagnostics.filter((d) => d.code === 'comment-in-board')
      .map((d) => [d.severity, d.line, d.column]);

  it('is warned of, at the comment, when it cuts the top row off a board', () => {
    // Lines: 1 Corridor, 2 the top row, 3 the comment, 4-5 the rest. The top row alone makes no board: it is text.
    const text = ['Corridor', '#######', ':: drawn by hand', '#@ $ .#', '#######', ''].join('\n');
    const { collection, diagnostics } = read(text);
    expect(warning(text)).toEqual([['warning', 3, 1]]);
    // The message says what happened and what to do.
    expect(diagnostics[0]!.message).toMatch(/"::" comment .*between two board rows.*board ends above it.*move the comment out of the board/);
    expect(collection.puzzles.map((p) => p.board.rows)).toEqual([['#@ $ .#', '#######']]);
  });

  it('is warned of at the comment\'s first character, once for several comments in a row', () => {
    const text = ['#######', '#@ $ .#', '  :: one', ':: two', '#.$ @ #', '#######', ''].join('\n');
    expect(warning(text)).toEqual([['warning', 3, 3]]);
  });

  it('is warned of between two whole boards, which stay two puzzles', () => {
    const text = ['#######', '#@ $ .#', '#######', ':: next', '#######', '#. $ @#', '#######', ''].join('\n');
    const { collection } = read(text);
    expect(warning(text)).toEqual([['warning', 4, 1]]);
    expect(collection.puzzles.map((p) => p.board.rows)).toEqual([BOARD, ['#######', '#. $ @#', '#######']]);
  });

  it('is warned of with a row of walls and floor, or a row of floor alone, right below it', () => {
    expect(warning(['#######', '#@ $ .#', ':: gap', '#-----#', '#######', ''].join('\n'))).toEqual([['warning', 3, 1]]);
    // A row of `-` alone is an empty interior row only inside a board: here it is the row under the comment.
    expect(warning(['#######', '#@ $ .#', ':: gap', '-------', '#.$   #', '#######', ''].join('\n'))).toEqual([['warning', 3, 1]]);
  });

  it('is not warned of with a blank line beside it, or text, a title, or moves below it', () => {
    expect(warning(['#######', '#@ $ .#', '#######', ':: next', '', '#######', '#. $ @#', '#######', ''].join('\n'))).toEqual([]);
    expect(warning(['#######', '#@ $ .#', '#######', '', ':: next', '#######', '#. $ @#', '#######', ''].join('\n'))).toEqual([]);
    expect(warning(['#######', '#@ $ .#', '#######', ':: next', 'Two', '#######', '#. $ @#', '#######', ''].join('\n'))).toEqual([]);
    expect(warning(['#######', '#@ $ .#', '#######', ':: solved', 'rRR', ''].join('\n'))).toEqual([]);
    expect(warning(['#######', '#@ $ .#', '#######', ':: the end'].join('\n'))).toEqual([]);
  });
});
