/**
 * The rules, one by one, on boards drawn by hand: every refusal code, the
 * counts of the SOK format's own examples, strict move input, undo, and
 * reverse solutions turned forward for one pusher and several.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  buildLevel,
  forwardToReverse,
  Game,
  REFUSAL_CODES,
  parseMoves,
  replay,
  replayWithPosition,
  reverseToForward,
  startPosition,
  type Level,
  type RuleRefusalCode,
} from '../src/index.js';
import { gridTopology } from './fixtures/grid-topology.js';

function level(text: string): Level {
  const { level, problems } = buildLevel(text.split('\n'), gridTopology);
  expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  return level!;
}

const cell = (l: Level, x: number, y: number): number => y * l.width + x;

describe('each refusal, with its code', () => {
  // One case per refusal: why, the board, the mode, what is tried, the code, the sentence, and the
  // 1-based number of the refused move (the moves made before it + 1).
  type Case = { code: RuleRefusalCode; why: string; board: string; reverse?: boolean; before?: string; try: (g: Game) => ReturnType<Game['step']>; message: string; move?: number };
  const line = '#####\n#@$.#\n#####';
  const cases: Case[] = [
    { code: 'unknown-direction', why: 'a letter the square tiling lacks', board: line, try: (g) => g.step('n'), message: '"n" is not a direction of this tiling' },
    { code: 'unknown-direction', why: 'reverse: a letter the tiling lacks', board: line, reverse: true, try: (g) => g.step('n'), message: '"n" is not a direction of this tiling' },
    { code: 'unknown-direction', why: 'a pull by a letter the tiling lacks', board: line, reverse: true, before: '[r]', try: (g) => g.step('E'), message: '"E" is not a direction of this tiling', move: 2 },
    { code: 'unknown-direction', why: 'a letter outside ASCII', board: line, try: (g) => g.step('\u0155'), message: '"\u0155" is not a direction of this tiling' },
    // A board without walls on its left edge: the tiling has no cell there.
    { code: 'off-board', why: 'a step past the left edge', board: '@$.', try: (g) => g.step('l'), message: '"l" leads off the board' },
    { code: 'off-board', why: 'reverse: past the left edge', board: '@$.', reverse: true, try: (g) => g.step('l'), message: '"l" leads off the board' },
    { code: 'wall', why: 'a step into a wall', board: line, try: (g) => g.step('u'), message: '"u" walks into a wall' },
    { code: 'wall', why: 'reverse: into a wall', board: line, reverse: true, try: (g) => g.step('U'), message: '"U" walks into a wall' },
    { code: 'pusher-in-the-way', why: 'a step into another pusher', board: '######\n#@@$.#\n######', try: (g) => g.step('r'), message: '"r" walks into another pusher' },
    { code: 'pusher-in-the-way', why: 'reverse: into another pusher', board: '######\n#@@$.#\n######', reverse: true, try: (g) => g.step('r'), message: '"r" walks into another pusher' },
    { code: 'box-blocked', why: 'a box against a box', board: '######\n#@$$.#\n#   .#\n######', try: (g) => g.step('r'), message: '"r" pushes a box that is blocked' },
    { code: 'box-blocked', why: 'a box against a wall', board: '#####\n#@$#.#\n#   $#\n#  . #\n#####', try: (g) => g.step('R'), message: '"R" pushes a box that is blocked' },
    { code: 'box-blocked', why: 'a box onto the second pusher', board: '#######\n#@$@. #\n#######', try: (g) => g.step('r'), message: '"r" pushes a box that is blocked' },
    { code: 'box-blocked', why: 'a box off the board', board: '.@$', try: (g) => g.step('r'), message: '"r" pushes a box that is blocked' },
    // Reverse start: the box stands on the goal at (3,1); the pusher walks into it.
    { code: 'box-in-the-way', why: 'a step into a box in reverse mode', board: '#####\n#@ .$#\n#####', reverse: true, before: 'r', try: (g) => g.step('r'), message: '"r" walks into a box (in reverse mode boxes are pulled, not pushed)', move: 2 },
    { code: 'standing-on-box', why: 'a step before jumping off the box', board: '#####\n#$+ #\n#####', reverse: true, try: (g) => g.step('r'), message: '"r" starts from a square the pusher shares with a box: in reverse mode it must jump off it first' },
    { code: 'nothing-to-pull', why: 'a pull with floor behind', board: '######\n#@ $.#\n######', reverse: true, try: (g) => g.step('R'), message: '"R" is a pull, but no box stands behind the pusher' },
    // Behind the pusher is the left edge of the board.
    { code: 'nothing-to-pull', why: 'a pull with the edge behind', board: '@ $.', reverse: true, try: (g) => g.step('R'), message: '"R" is a pull, but no box stands behind the pusher' },
    { code: 'jump-in-forward-mode', why: 'a jump in a forward game', board: line, try: (g) => g.jump('r'), message: 'the jump [r] is not allowed: jumps exist only in reverse mode' },
    { code: 'jump-after-pull', why: 'a jump after a pull', board: line, reverse: true, before: '[r]L', try: (g) => g.jump(''), message: 'the jump [] comes after a pull: jumps are allowed only before the first pull', move: 3 },
    { code: 'jump-off-board', why: 'a jump past the left edge', board: line, reverse: true, try: (g) => g.jump('llll'), message: 'the jump [llll] leads off the board' },
    { code: 'jump-off-board', why: 'a jump by a letter the tiling lacks', board: line, reverse: true, try: (g) => g.jump('rn'), message: 'the jump [rn] leads off the board' },
    { code: 'jump-not-free', why: 'a jump onto a box', board: line, reverse: true, try: (g) => g.jump('rr'), message: 'the jump [rr] lands on a square that is not free floor' },
    { code: 'jump-not-free', why: 'a jump onto a wall', board: line, reverse: true, try: (g) => g.jump('u'), message: 'the jump [u] lands on a square that is not free floor' },
    // Reverse start of '#+ $ #': the box stands on the goal under the pusher; a jump that comes back lands on it.
    { code: 'jump-not-free', why: 'a jump back onto the box it stood on', board: '######\n#+ $ #\n######', reverse: true, try: (g) => g.jump('rl'), message: 'the jump [rl] lands on a square that is not free floor' },
    { code: 'jump-not-free', why: 'a jump onto another pusher', board: '#######\n#@$. @#\n#######', reverse: true, try: (g) => g.jump('RRRR'), message: 'the jump [rrrr] lands on a square that is not free floor' },
    { code: 'no-pusher-there', why: 'a pusher change onto floor', board: '#######\n#@$. @#\n#    $#\n#    .#\n#######', try: (g) => g.changePusher('rrr'), message: 'the pusher change {rrr} does not lead to a pusher' },
    { code: 'no-pusher-there', why: 'a pusher change off the board', board: '@$.', try: (g) => g.changePusher('l'), message: 'the pusher change {l} does not lead to a pusher' },
    { code: 'not-one-step', why: 'three letters', board: line, try: (g) => g.step('RRR'), message: '"RRR" is not one step: give exactly one direction letter' },
    { code: 'not-one-step', why: 'no letter', board: line, try: (g) => g.step(''), message: '"" is not one step: give exactly one direction letter' },
    { code: 'not-one-step', why: 'a number from JavaScript', board: line, try: (g) => g.step(5 as never), message: '"5" is not one step: give exactly one direction letter' },
    { code: 'not-one-step', why: 'an array from JavaScript', board: line, try: (g) => g.step(['R'] as never), message: '"R" is not one step: give exactly one direction letter' },
  ];

  it.each(cases)('$code: $why', ({ code, board, reverse, before, try: attempt, message, move }) => {
    const l = level(board);
    const g = new Game(l, { reverse: reverse ?? false });
    if (before) expect(g.apply(before).error).toBeNull();
    const position = g.snapshot();
    const text = g.movesText();
    const r = attempt(g);
    expect(r).toEqual({ ok: false, code, message, at: 0, move: move ?? 1 });
    // A refused action changes nothing.
    expect(g.snapshot()).toEqual(position);
    expect(g.movesText()).toBe(text);
  });

  it('every code of the closed union has a case above', () => {
    expect(new Set(cases.map((c) => c.code))).toEqual(new Set(REFUSAL_CODES));
  });
});

describe('counts, as the SOK format counts them', () => {
  // Pusher (1,2); boxes (3,2) and (4,3); goals (2,3) and (3,4).
  // urrrrdd walks round to (5,3); LL pushes the lower box onto (2,3); ruul walks to (3,1); DD pushes the other box onto (3,4).
  const demo = '########\n#      #\n#@ $   #\n# . $  #\n#  .   #\n########';

  it('"Snapshot 9/2 urrrrddLL*ruulDD": the counts and position at *, with the 6 moves of ruulDD there for redo', () => {
    const l = level(demo);
    const { result, position } = replayWithPosition(l, 'urrrrddLL*ruulDD');
    expect(result).toMatchObject({ legal: true, solved: false, moves: 9, pushes: 2, redo: 6 });
    expect(Array.from(position.boxes)).toEqual([cell(l, 3, 2), cell(l, 2, 3)]);
    expect(Array.from(position.pushers)).toEqual([cell(l, 3, 3)]);
    // Without the *, all of it: 15 moves, 4 pushes, solved.
    expect(replay(l, 'urrrrddLLruulDD')).toMatchObject({ legal: true, solved: true, moves: 15, pushes: 4, redo: 0 });
  });

  it('the redo moves after * must be legal too', () => {
    // From (3,3) the first u pushes the box at (3,2) to (3,1); the second would push it into the wall.
    expect(replay(level(demo), 'urrrrddLL*uu')).toMatchObject({ legal: false, moves: 9, redo: 1, error: { code: 'box-blocked', at: 11, move: 11 } });
  });

  it('Game.apply stops at * and keeps the rest for redo', () => {
    const g = new Game(level(demo));
    expect(g.apply('urrrrddLL*ruulDD')).toEqual({ applied: 9, error: null });
    expect([g.moves, g.pushes, g.canRedo]).toEqual([9, 2, true]);
    while (g.redo());
    expect([g.moves, g.pushes, g.isSolved()]).toEqual([15, 4, true]);
  });

  // Pusher (1,2); boxes (3,2), (4,2); goals (6,1), (4,4). In reverse the boxes start on the goals.
  // [rrrd] jumps to (4,3); UU pulls the box from (4,4) to (4,2); rLLL pulls the other from (6,1) to (3,1);
  // drD pulls it down to (3,2), leaving the pusher at (3,3), which it could walk to from (1,2).
  const reverseDemo = '########\n#     .#\n#@ $$  #\n#      #\n#   .  #\n########';

  it('"Reverse Mode Snapshot 13/6 [rrrd]UU(rLLL)(drD)": the four jump letters are moves, the six pulls are pulls', () => {
    const r = replay(level(reverseDemo), '[rrrd]UU(rLLL)(drD)');
    expect(r).toMatchObject({ legal: true, solved: true, reverse: true, moves: 13, pulls: 6, pushes: 0 });
    const g = new Game(level(reverseDemo), { reverse: true });
    expect(g.apply('[rrrd]UU(rLLL)(drD)').error).toBeNull();
    expect([g.moves, g.pulls, g.pushes, g.isSolved()]).toEqual([13, 6, 0, true]);
  });

  it('pusher changes are not moves', () => {
    const board = '########\n#@$.  @#\n#    $.#\n########';
    expect(replay(level(board), 'R{rrrr}lldR')).toMatchObject({ legal: true, solved: true, moves: 5, pushes: 2 });
  });

  it('a box line continues only while the same box moves by the same letter', () => {
    // Box (2,2) pushed right twice to (4,2), the pusher walks round (u r), then pushes it down twice onto (4,4).
    const board = '######\n#@   #\n# $  #\n#    #\n#   .#\n######';
    expect(replay(level(board), 'dRRurDD')).toMatchObject({ legal: true, solved: true, moves: 7, pushes: 4, boxLines: 2, boxChanges: 1, pushingSessions: 2, pusherLines: 5 });
  });
});

describe('replay', () => {
  // Pushers (1,1) and (6,1); box (2,1), goal (3,1); floor (4,1), (5,1) and (7,1).
  const multiban = '#########\n#@$.  @ #\n#########';

  it('names a refused jump or pusher change as written, at its bracket, after the moves before it', () => {
    expect(replay(level(multiban), 'R{r}')).toMatchObject({ legal: false, moves: 1, error: { code: 'no-pusher-there', message: 'the pusher change {r} does not lead to a pusher', at: 1, move: 2 } });
    expect(replay(level(multiban), '{rrrrr}u')).toMatchObject({ legal: false, moves: 0, error: { code: 'wall', message: '"u" walks into a wall', at: 7, move: 1 } });
    expect(replay(level(multiban), '[]r[llll]')).toMatchObject({ legal: false, moves: 1, error: { code: 'jump-off-board', message: 'the jump [llll] leads off the board', at: 3, move: 2 } });
  });

  it('takes the empty jump, the mark of a reverse game, while the pusher stands on a box: it stays there, and must jump off it', () => {
    // Reverse start of '#+ $ #': the box on the goal (1,1), under the pusher.
    const l = level('######\n#+ $ #\n######');
    expect(replay(l, '[]')).toMatchObject({ legal: true, reverse: true, moves: 0 });
    expect(replay(l, '[]r')).toMatchObject({ legal: false, error: { code: 'standing-on-box', at: 2, move: 1 } });
    const g = new Game(l, { reverse: true });
    expect(g.movesText()).toBe('[]');
    expect(new Game(l, { reverse: true }).apply(g.movesText())).toEqual({ applied: 0, error: null });
  });

  it('places a refusal after a jump written with a "*" inside it at its letter in the moves as read', () => {
    // Reverse start: the box on the goal (5,1). [rrr] jumps to (4,1); LLL pulls the box to (2,1), the pusher to (1,1);
    // l walks into the wall. The "*" is dropped, so the moves read are [rrr]LLLl, and the l is at offset 8, move 7.
    // As text the "*" is the first problem; the moves a file's saved game holds, read with the problem reported, play on.
    const board = '#######\n#@ $ .#\n#######';
    expect(replay(level(board), '[r*rr]LLLl')).toMatchObject({ legal: false, moves: 0, error: { code: 'invalid-move-character', at: 2 } });
    const { moves } = parseMoves('[r*rr]LLLl');
    expect(replay(level(board), moves)).toMatchObject({ legal: false, moves: 6, error: { code: 'wall', at: 8, move: 7 } });
    const g = new Game(level(board), { reverse: true });
    expect(g.apply(moves).error).toMatchObject({ code: 'wall', at: 8, move: 7 });
  });

  it('starts a new pusher line after a jump or a pusher change, even by the same letter', () => {
    // R, then pusher 2 steps r: two lines. In reverse, the empty jump, then r: one line.
    expect(replay(level(multiban), 'R{rrrr}r')).toMatchObject({ legal: true, moves: 2, pushes: 1, pusherLines: 2 });
    expect(replay(level(multiban), '[]r')).toMatchObject({ legal: true, reverse: true, moves: 1, pusherLines: 1 });
  });

  it('takes the counts and the win at the first *', () => {
    const l = level('######\n#@ $.#\n######');
    expect(replay(l, 'rR*l')).toMatchObject({ legal: true, solved: true, moves: 2, pushes: 1, redo: 1 });
    expect(replay(l, 'r*R*l')).toMatchObject({ legal: true, solved: false, moves: 1, pushes: 0, redo: 2 });
  });
});

describe('strict move input', () => {
  const board = '#####\n#@$.#\n#####';

  it('replay of a move string with a character that is not a move is illegal, at that character', () => {
    const l = level(board);
    expect(replay(l, 'lxq')).toMatchObject({ legal: false, solved: false, moves: 0, error: { code: 'invalid-move-character', at: 1 } });
    expect(replay(l, 'R!?x')).toMatchObject({ legal: false, solved: false, error: { code: 'invalid-move-character', at: 1 } });
  });

  it('replay of unbalanced brackets or bad RLE is illegal', () => {
    const l = level(board);
    expect(replay(l, '[r')).toMatchObject({ legal: false, error: { code: 'unbalanced-bracket', at: 0 } });
    expect(replay(l, '0R')).toMatchObject({ legal: false, error: { code: 'rle-invalid' } });
  });

  it('Game.step takes exactly one letter; Game.apply reads strings strictly and refuses non-moves from JavaScript', () => {
    const l = level(board);
    const g = new Game(l);
    expect(g.step('RRR')).toMatchObject({ ok: false, code: 'not-one-step' });
    expect(g.movesText()).toBe('');
    expect(g.apply('uR')).toMatchObject({ applied: 0, error: { code: 'wall', at: 0, move: 1 } });
    expect(g.apply('R')).toEqual({ applied: 1, error: null });
    expect(g.isSolved()).toBe(true);
    expect(new Game(l).apply('Rx').error).toMatchObject({ code: 'invalid-move-character', at: 1 });
    expect(new Game(l).apply(42 as never).error).toMatchObject({ code: 'invalid-move-character' });
  });
});

describe('reverse mode', () => {
  it('a jump after a pull is refused by replay as by Game', () => {
    const l = level('######\n#@$ .#\n######');
    // [rr] lands on (3,1) beside the box on the goal (4,1); L pulls it to (3,1).
    expect(replay(l, '[rr]L[r]')).toMatchObject({ legal: false, moves: 3, error: { code: 'jump-after-pull', at: 5, move: 4 } });
    const g = new Game(l, { reverse: true });
    expect(g.apply('[rr]L[r]').error).toMatchObject({ code: 'jump-after-pull', at: 5 });
  });

  // Two rooms joined by a door at (4,2), where the box starts; the pusher starts in the left room, the goal is in the right one.
  const rooms = '#########\n#   #   #\n#@  $  .#\n#   #   #\n#########';

  it('is solved only with every pusher in the region it could walk in from its start', () => {
    const l = level(rooms);
    // The box is pulled back into the door from the left room: the pusher ends on its own side.
    expect(replay(l, '[rrrrr]LLL')).toMatchObject({ legal: true, solved: true, moves: 8, pulls: 3 });
    // Pulled on into the left room, round it, and back into the door from the left: the pusher ends in the right room.
    expect(replay(l, '[rrrrr]LLLLLurrdRR')).toMatchObject({ legal: true, solved: false });
    const g = new Game(l, { reverse: true });
    g.apply('[rrrrr]LLLLLurrdRR');
    expect(g.isSolved()).toBe(false);
  });

  it('a player\'s step pulls when a box stands behind, and walks otherwise', () => {
    const l = level('######\n#@$ .#\n######');
    const g = new Game(l, { reverse: true });
    g.jump('rr');
    expect(g.move('l')).toMatchObject({ ok: true, did: 'pull' });
    expect(g.move('r')).toMatchObject({ ok: false, code: 'box-in-the-way' });
    expect(g.move('l')).toMatchObject({ ok: true, did: 'pull' });
  });
});

describe('reverse solutions played forward', () => {
  it('one pusher: a walk to where the reverse game ended, then the pulls backwards as pushes', () => {
    const l = level('######\n#@ $.#\n######');
    expect(reverseToForward(l, '[rr]L')).toBe('rR');
  });

  it('several pushers: pusher changes are put where the reverse game changed pushers', () => {
    // Pushers (1,1) and (7,1); boxes (2,1) and (6,1); goals (3,1) and (5,1).
    const l = level('#########\n#@$. .$@#\n#########');
    const reverse = '[r]L{rrrrrr}lR';
    expect(replay(l, reverse)).toMatchObject({ legal: true, solved: true });
    // Backwards: pusher 2 pushes L and steps r, then pusher 1 pushes R.
    const forward = reverseToForward(l, reverse);
    expect(forward).toBe('{rrrrrr}Lr{llllll}R');
    expect(replay(l, forward!)).toMatchObject({ legal: true, solved: true });
  });

  it('ignores what comes after *, and plays back only what follows the first pull', () => {
    const l = level('######\n#@ $.#\n######');
    // After *, a second pull would take the box past its start square.
    expect(reverseToForward(l, '[rr]L*L')).toBe('rR');
    // The walk r before the pull is not played back: the forward game walks to where the reverse one ended.
    expect(reverseToForward(l, '[r]rL')).toBe('rR');
    // A refused move makes the whole game illegal, before the first pull or after the game was solved.
    expect(reverseToForward(l, '[rr]uL')).toBeNull();
    expect(reverseToForward(l, '[rr]Lu')).toBeNull();
    // Parsed moves built in code with a letter outside ASCII at the end, where "r" would walk back beside the box:
    // [rr]Llr is solved, and played forward as the walk to (2,1), then l, r and R, its last three steps backwards.
    expect(reverseToForward(l, '[rr]Llr')).toBe('rlrR');
    expect(reverseToForward(l, { text: '[rr]Ll\u0155', tokens: [{ kind: 'jump', letters: 'rr' }, { kind: 'steps', letters: 'Ll\u0155' }], reverse: true })).toBeNull();
  });

  it('needs a pull even when every box starts on a goal', () => {
    // The box starts on the goal (3,1): the jump alone leaves every box on a start square, but pulls nothing.
    expect(reverseToForward(level('#####\n#@ *#\n#####'), '[r]')).toBeNull();
  });

  it('several pushers: walks them to where the reverse game left them, each in turn once the way is free', () => {
    // Pushers (1,1) and (2,1) in a corridor; box (4,1), goal (5,1). In reverse, pusher 2 walks to (4,1),
    // pusher 1 steps to (2,1), and pusher 2 pulls the box back to (4,1) as it steps to (3,1).
    const l = level('#########\n#@@ $.  #\n#########');
    const reverse = '[]{r}rr{lll}r{rr}L';
    expect(replay(l, reverse)).toMatchObject({ legal: true, solved: true });
    // Pusher 1 cannot walk to (2,1) while pusher 2 stands there: pusher 2 goes first.
    const forward = reverseToForward(l, reverse);
    expect(forward).toBe('{r}r{ll}r{r}R');
    expect(replay(l, forward!)).toMatchObject({ legal: true, solved: true });
  });

  it('several pushers: no forward solution when they would have to pass each other in a corridor', () => {
    // Pushers (1,1) and (2,1); box (4,1), goal (5,1). Pusher 1 jumps over pusher 2 and pulls: the reverse game is solved,
    // but forward, pusher 1 cannot get past pusher 2 to (3,1).
    const l = level('########\n#@@ $. #\n########');
    expect(replay(l, '[rr]rL')).toMatchObject({ legal: true, solved: true });
    expect(reverseToForward(l, '[rr]rL')).toBeNull();
  });

  it('several pushers: selects no pusher that has nothing to do', () => {
    // Pusher 2 (5,1) never moves: the forward solution is pusher 1's push alone.
    expect(reverseToForward(level('#######\n#@$. @#\n#######'), '[r]L')).toBe('R');
  });

  it('a reverse game that is not solved has no forward solution', () => {
    const l = level('######\n#@ $.#\n######');
    expect(reverseToForward(l, '[r]')).toBeNull();
    expect(reverseToForward(l, 'rR')).toBeNull();
    expect(reverseToForward(l, '[rr]Lx')).toBeNull();
  });
});

/** A reverse-mode game of `l` after `moves`, as `forwardToReverse` takes it. */
function reverseGame(l: Level, moves: string): { position: ReturnType<Game['snapshot']>; pulled: boolean } {
  const g = new Game(l, { reverse: true });
  expect(g.apply(moves).error).toBeNull();
  return { position: g.snapshot(), pulled: g.pulls > 0 };
}

describe('forward moves turned into the reverse-mode moves that undo them', () => {
  // Pusher (1,1), box (3,1), goal (5,1): forward, rRR walks to (2,1) and pushes the box twice, leaving the pusher on (4,1).
  const corridor = '#######\n#@ $ .#\n#######';

  it('before the first pull: a jump to where the forward moves left the pusher, then each push back as a pull', () => {
    const l = level(corridor);
    // The reverse game starts with the box on its goal (5,1) and the pusher on (1,1); three letters lead to (4,1).
    // The walk r before the first push is not taken back: it began in the start region.
    expect(forwardToReverse(l, 'rRR', reverseGame(l, ''))).toBe('[rrr]LL');
    expect(replay(l, '[rrr]LL')).toMatchObject({ legal: true, solved: true });
    // Already on (4,1) after walking there: an empty jump. Played on from the game, the moves win; on their own they
    // read as reverse-mode moves (refused from the start, where the pusher stands on (1,1) with a wall to its left),
    // where LL alone would read as a forward game.
    expect(forwardToReverse(l, 'rRR', reverseGame(l, 'rrr'))).toBe('[]LL');
    expect(replay(l, '[rrr][]LL')).toMatchObject({ legal: true, solved: true });
    expect(replay(l, '[]LL')).toMatchObject({ legal: false, reverse: true });
    expect(replay(l, 'LL')).toMatchObject({ legal: false, reverse: false });
  });

  it('after a pull: a walk, not a jump, to where the forward moves left the pusher', () => {
    const l = level(corridor);
    // [rrr]L pulls the box to (4,1), the pusher to (3,1): where rR leaves them forward.
    expect(forwardToReverse(l, 'rR', reverseGame(l, '[rrr]L'))).toBe('L');
    // The pusher walked back to (2,1) first: one step r to (3,1).
    expect(forwardToReverse(l, 'rR', reverseGame(l, '[rrr]Ll'))).toBe('rL');
    expect(replay(l, '[rrr]LlrL')).toMatchObject({ legal: true, solved: true });
  });

  it('reads pushes from the rules, not from the letters\' case, and takes back walks after the last push', () => {
    const l = level(corridor);
    expect(forwardToReverse(l, 'rrr', reverseGame(l, ''))).toBe('[rrr]LL');
    expect(forwardToReverse(l, 'RRR', reverseGame(l, ''))).toBe('[rrr]LL');
    // rRRl ends on (3,1): the jump goes there, the walk l is taken back as r, then the two pushes as pulls.
    expect(forwardToReverse(l, 'rRRl', reverseGame(l, ''))).toBe('[rr]rLL');
    expect(replay(l, '[rr]rLL')).toMatchObject({ legal: true, solved: true });
    // Moves after * are not played.
    expect(forwardToReverse(l, 'rRR*l', reverseGame(l, ''))).toBe('[rrr]LL');
  });

  it('gives nothing to undo without a push, and null where no such moves exist', () => {
    const l = level(corridor);
    expect(forwardToReverse(l, '', reverseGame(l, ''))).toBe('');
    expect(forwardToReverse(l, 'r', reverseGame(l, ''))).toBe('');
    // Unreadable moves, a letter no tiling has (in moves built in code), a step into the wall, reverse-mode moves, and a
    // pusher change are not forward moves of this level.
    expect(forwardToReverse(l, 'r#R', reverseGame(l, ''))).toBeNull();
    expect(forwardToReverse(l, { text: 'rR\u0155', tokens: [{ kind: 'steps', letters: 'rR\u0155' }], reverse: false }, reverseGame(l, ''))).toBeNull();
    expect(forwardToReverse(l, 'rRRu', reverseGame(l, ''))).toBeNull();
    expect(forwardToReverse(l, '[r]L', reverseGame(l, ''))).toBeNull();
    expect(forwardToReverse(l, '{r}R', reverseGame(l, ''))).toBeNull();
    // After [rrr]L the box stands on (4,1), where rRR leaves the pusher: no walk gets there.
    expect(forwardToReverse(l, 'rRR', reverseGame(l, '[rrr]L'))).toBeNull();
    // Two pushers: the moves would not say whose steps they are.
    const two = level('#######\n#@$. @#\n#######');
    expect(forwardToReverse(two, 'R', reverseGame(two, ''))).toBeNull();
  });
});

describe('undo', () => {
  it('restores the active pusher of a pusher change', () => {
    const l = level('########\n#@$.  @#\n#    $.#\n########');
    const g = new Game(l);
    expect(g.changePusher('rrrrr').ok).toBe(true);
    expect(g.activePusher).toBe(1);
    expect(g.undo()).toBe(true);
    expect(g.activePusher).toBe(0);
    // The first pusher moves again.
    expect(g.step('r')).toMatchObject({ ok: true, did: 'push' });
    expect(g.pushers).toEqual([cell(l, 2, 1), cell(l, 6, 1)]);
  });

  it('of a jump restores the pusher and the move count', () => {
    const l = level('######\n#@$ .#\n######');
    const g = new Game(l, { reverse: true });
    g.jump('rr');
    expect(g.moves).toBe(2);
    g.undo();
    expect([g.moves, g.pushers]).toEqual([0, [cell(l, 1, 1)]]);
  });

  it('then redo walks back through long histories one action at a time', () => {
    const l = level('#####\n#   #\n#@$.#\n#####');
    const g = new Game(l);
    for (let i = 0; i < 1000; i++) g.step(i % 2 === 0 ? 'u' : 'd');
    while (g.undo());
    let n = 0;
    while (g.redo()) n++;
    expect(n).toBe(1000);
    expect(g.moves).toBe(1000);
  });
});

describe('applyAction', () => {
  it('pushes with the same letter from the box\'s cell and leaves the position unchanged when refused', () => {
    const l = level('######\n#@$ .#\n######');
    const p = startPosition(l);
    const mode = { reverse: false, pulled: false };
    expect(applyAction(l, p, { kind: 'step', direction: l.letterIndex['r'.charCodeAt(0)]!, pull: false }, mode)).toBe(1);
    expect(Array.from(p.boxes)).toEqual([cell(l, 3, 1)]);
    const before = JSON.stringify([Array.from(p.boxAt), Array.from(p.pusherAt)]);
    expect(applyAction(l, p, { kind: 'step', direction: l.letterIndex['u'.charCodeAt(0)]!, pull: false }, mode)).toBeLessThan(0);
    expect(JSON.stringify([Array.from(p.boxAt), Array.from(p.pusherAt)])).toBe(before);
  });
});
