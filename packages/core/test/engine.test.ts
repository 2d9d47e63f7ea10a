import { describe, expect, it } from 'vitest';
import { buildLevel, Game, loadPuzzle, parseCollection, parseMoves, pushPath, reachable, replay, reverseToForward, walkTo, type Level } from '../src/index.js';
import { gridTopology } from './fixtures/grid-topology.js';

function level(text: string): Level {
  const { level, problems } = buildLevel(text.split('\n'), gridTopology);
  expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  return level!;
}

const cell = (l: Level, x: number, y: number): number => y * l.width + x;

describe('forward play', () => {
  it('a step into a box pushes it one cell further; the puzzle is then solved', () => {
    const l = level('#####\n#@$.#\n#####');
    const g = new Game(l);
    expect(g.step('r')).toEqual({ ok: true, did: 'push', pushed: true });
    expect(g.boxes).toEqual([cell(l, 3, 1)]);
    expect(g.pushers).toEqual([cell(l, 2, 1)]);
    expect(g.isSolved()).toBe(true);
    expect([g.moves, g.pushes]).toEqual([1, 1]);
  });

  it('a push against a box or a wall is refused and changes nothing', () => {
    const l = level('#######\n#@$$..#\n#######');
    const g = new Game(l);
    const r = g.step('r');
    expect(r.ok).toBe(false);
    expect(g.boxes).toEqual([cell(l, 2, 1), cell(l, 3, 1)]);
    expect(g.step('u').ok).toBe(false);
    expect([g.moves, g.pushes]).toEqual([0, 0]);
  });

  it('case is only a hint: "R" into free floor walks, "r" into a box pushes', () => {
    const l = level('######\n#@ $.#\n######');
    const g = new Game(l);
    expect(g.step('R')).toEqual({ ok: true, did: 'walk', pushed: false });
    expect(g.step('r')).toEqual({ ok: true, did: 'push', pushed: true });
    expect(g.movesText()).toBe('rR');
  });

  it('undo and redo work to any depth and restore exact positions', () => {
    const l = level('#######\n#     #\n# @$ .#\n#     #\n#######');
    const g = new Game(l);
    const start = { boxes: g.boxes, pushers: g.pushers };
    for (const ch of 'urrdlldrR') expect(g.step(ch).ok, ch).toBe(true);
    const end = { boxes: g.boxes, pushers: g.pushers, moves: g.moves, pushes: g.pushes };
    while (g.undo());
    expect({ boxes: g.boxes, pushers: g.pushers }).toEqual(start);
    expect([g.moves, g.pushes]).toEqual([0, 0]);
    while (g.redo());
    expect({ boxes: g.boxes, pushers: g.pushers, moves: g.moves, pushes: g.pushes }).toEqual(end);
    g.undo();
    g.step('u'); // a new move drops the redo history
    expect(g.canRedo).toBe(false);
  });
});

describe('Multiban', () => {
  // Pushers at (1,1) and (6,1); boxes (2,1), (5,2); goals (3,1), (6,2).
  const board = '########\n#@$.  @#\n#    $.#\n########';

  it('the first pusher in reading order is active; {...} switches by displacement; pushers block each other', () => {
    const l = level(board);
    const g = new Game(l);
    expect(g.activePusher).toBe(0);
    expect(g.step('r').ok).toBe(true);
    expect(g.changePusher('rrrr').ok).toBe(true);
    expect(g.activePusher).toBe(1);
    for (const ch of 'lld') expect(g.step(ch).ok).toBe(true);
    expect(g.step('r')).toEqual({ ok: true, did: 'push', pushed: true });
    expect(g.isSolved()).toBe(true);
    expect(g.movesText()).toBe('R{rrrr}lldR');
  });

  it('a pusher cannot walk into another pusher, nor push a box onto one', () => {
    const l = level('#######\n#@ $@.#\n#######');
    const g = new Game(l);
    expect(g.step('r').ok).toBe(true);
    expect(g.step('r').ok).toBe(false); // box at (3,1) would go onto the pusher at (4,1)
    expect(g.selectPusher(1).ok).toBe(true);
    expect(g.step('l').ok).toBe(false); // the box at (3,1) would go onto the pusher at (2,1)
  });

  it('replays a Multiban solution with pusher changes that are not counted as moves', () => {
    const r = replay(level(board), 'R{rrrr}lldR');
    expect(r).toMatchObject({ legal: true, solved: true, moves: 5, pushes: 2 });
  });
});

describe('reverse mode', () => {
  it('starts with boxes on goals, jumps before the first pull, pulls, and is solved back on the start squares', () => {
    const l = level('#####\n#@$.#\n#####');
    const g = new Game(l, { reverse: true });
    expect(g.boxes).toEqual([cell(l, 3, 1)]);
    expect(g.jump('r').ok).toBe(true);
    expect(g.step('L')).toEqual({ ok: true, did: 'pull', pushed: true });
    expect(g.boxes).toEqual([cell(l, 2, 1)]);
    expect(g.isSolved()).toBe(true);
    expect(g.movesText()).toBe('[r]L');
    expect(g.jump('r').ok).toBe(false); // no jump after a pull
  });

  it('an upper-case letter with no box behind is refused; a pusher cannot walk into a box', () => {
    const l = level('######\n#@ $.#\n######');
    const g = new Game(l, { reverse: true });
    expect(g.step('R').ok).toBe(false);
    expect(g.step('r').ok).toBe(true);
    expect(g.step('r').ok).toBe(true);
    expect(g.step('r').ok).toBe(false); // the box stands on the goal at (4,1)
  });

  it('a pusher that starts on a goal must jump first', () => {
    const l = level('#####\n#$+ #\n#####');
    const g = new Game(l, { reverse: true });
    expect(g.step('r').ok).toBe(false);
    expect(g.jump('r').ok).toBe(true);
  });

  it('replay reports a reverse solution as solved and converts it to a forward one', () => {
    const l = level('######\n#@ $.#\n######');
    // Reverse start: box on (4,1). Jump to (3,1), then pull left once: box to (3,1), its start.
    const r = replay(l, '[rr]L');
    // The two jump letters are moves, as the SOK format counts them.
    expect(r).toMatchObject({ reverse: true, legal: true, solved: true, moves: 3, pushes: 0, pulls: 1 });
    const g = new Game(l, { reverse: true });
    g.apply(parseMoves('[rr]L').moves);
    const forward = reverseToForward(l, g.movesText());
    // Walk from (1,1) to where the reverse game ended, (2,1), then push right.
    expect(forward).toBe('rR');
    expect(replay(l, forward!)).toMatchObject({ legal: true, solved: true });
  });
});

describe('replay', () => {
  const line = '#########\n#@$    .#\n#########';

  it('counts moves, pushes and the secondary metrics', () => {
    // RR push twice; l, r walk; RRR push three times: one box, two box lines and sessions, three pusher lines.
    const r = replay(level(line), 'RRlrRRR');
    expect(r).toEqual({
      legal: true,
      solved: true,
      reverse: false,
      moves: 7,
      pushes: 5,
      pulls: 0,
      boxLines: 2,
      boxChanges: 1,
      pushingSessions: 2,
      pusherLines: 3,
      redo: 0,
      error: null,
    });
  });

  it('gives the first illegal move: its code, offset, 1-based number and why', () => {
    const r = replay(level(line), 'RRu');
    expect(r.legal).toBe(false);
    expect(r.error).toEqual({ code: 'wall', at: 2, move: 3, message: '"u" walks into a wall' });
    expect(r.moves).toBe(2);
  });

  it('a letter the tiling lacks is illegal', () => {
    expect(replay(level(line), 'Rn').error).toMatchObject({ code: 'unknown-direction', at: 1, move: 2 });
  });

  it('a jump in a forward game is illegal', () => {
    // "R[l]" has a jump, so it reads as reverse mode and must start with one: here it fails at the first move.
    expect(replay(level(line), 'R[l]').legal).toBe(false);
  });
});

describe('searches for click-to-move', () => {
  const board = '#######\n#@    #\n# ### #\n#  $ .#\n#######';

  it('reachable marks the cells the pusher can walk to', () => {
    const l = level(board);
    const g = new Game(l);
    const r = reachable(l, g.snapshot());
    // Floor the pusher reaches, its own cell included: 5 in row 1, 2 in row 2, 4 in row 3 (not the box): 11.
    expect(r.reduce((a, b) => a + b, 0)).toBe(11);
    expect(r[cell(l, 3, 3)]).toBe(0);
  });

  it('walkTo finds the shortest walk', () => {
    const l = level(board);
    expect(walkTo(l, new Game(l).snapshot(), cell(l, 5, 1))).toBe('rrrr');
    expect(walkTo(l, new Game(l).snapshot(), cell(l, 3, 3))).toBeNull();
  });

  it('pushPath walks behind the box and pushes it to the target', () => {
    const l = level(board);
    const path = pushPath(l, new Game(l).snapshot(), cell(l, 3, 3), cell(l, 5, 3));
    expect(path).toBe('ddrRR');
    expect(replay(l, path!)).toMatchObject({ legal: true, solved: true });
  });
});

describe('a tiling outside core', () => {
  it('plays through the Topology interface alone', () => {
    expect(gridTopology.name).toBe('Gridban');
    expect(replay(level('#####\n#@$.#\n#####'), 'R').solved).toBe(true);
  });
});

describe('Sokoban+ numbering', () => {
  // Boxes (2,2) and (4,2) are boxes 1 and 2 in reading order; goals (2,3) and (4,3) are goals 1 and 2.
  // "rDurrD" pushes each box straight down onto the goal below it.
  const board = '#######\n#@    #\n# $ $ #\n# . . #\n#######\n';
  const moves = 'rDurrD';

  it('is kept in the notes and applied on request: each box must reach the goal with its number', () => {
    // goalorder 2 1: the goal under box 1 carries number 2, so this solution fails Sokoban+.
    const crossed = parseCollection(`${board}boxorder: 1 2\ngoalorder: 2 1\n`, { game: gridTopology.name }).collection.puzzles[0]!;
    expect(crossed.notes).toEqual(['boxorder: 1 2', 'goalorder: 2 1']);
    expect(replay(loadPuzzle(crossed, gridTopology).level!, moves)).toMatchObject({ legal: true, solved: true });
    expect(replay(loadPuzzle(crossed, gridTopology, { sokobanPlus: true }).level!, moves)).toMatchObject({ legal: true, solved: false });
    // goalorder 1 2: numbers match, and the same moves solve it by Sokoban+ rules too.
    const matching = parseCollection(`${board}boxorder: 1 2\ngoalorder: 1 2\n`, { game: gridTopology.name }).collection.puzzles[0]!;
    expect(replay(loadPuzzle(matching, gridTopology, { sokobanPlus: true }).level!, moves)).toMatchObject({ legal: true, solved: true });
  });
});
