/**
 * One action at a time through `applyAction`: what it records for undo (the
 * effect), that `undoAction` takes it back exactly, the ids written for
 * pushers, direction numbers outside the tiling, the cell numbered 0, and
 * what the helpers around the rules say.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  buildLevel,
  copyPosition,
  displace,
  Game,
  newEffect,
  Outcome,
  reachable,
  REFUSAL_CODES,
  refusalCode,
  replay,
  replayFrom,
  replayWithPosition,
  parseMoves,
  reverseStartPosition,
  startPosition,
  strictMoves,
  undoAction,
  type Action,
  type ActionEffect,
  type Level,
  type Position,
  type RulesMode,
} from '../src/index.js';
import { gridTopology } from './fixtures/grid-topology.js';

function level(text: string): Level {
  const { level, problems } = buildLevel(text.split('\n'), gridTopology);
  expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  return level!;
}

const FORWARD: RulesMode = { reverse: false, pulled: false };
const REVERSE: RulesMode = { reverse: true, pulled: false };

/** The direction number of a letter on the square tiling. */
const dir = (l: Level, letter: string): number => l.letterIndex[letter.charCodeAt(0)]!;
const step = (l: Level, letter: string, pull = false): Action => ({ kind: 'step', direction: dir(l, letter), pull });

/** Plain arrays of a position, to compare positions with `toEqual`. */
const plain = (p: Position) => ({ boxAt: Array.from(p.boxAt), pusherAt: Array.from(p.pusherAt), boxes: Array.from(p.boxes), pushers: Array.from(p.pushers), active: p.active });

/** Applies an action, checks it is undone exactly, applies it again, and returns its outcome and effect. */
function applyAndCheckUndo(l: Level, p: Position, action: Action, mode: RulesMode): { outcome: number; effect: ActionEffect } {
  const before = plain(p);
  const effect = newEffect();
  const outcome = applyAction(l, p, action, mode, effect);
  expect(outcome).toBeGreaterThanOrEqual(0);
  const after = plain(p);
  undoAction(p, effect);
  expect(plain(p)).toEqual(before);
  expect(applyAction(l, p, action, mode, effect)).toBe(outcome);
  expect(plain(p)).toEqual(after);
  return { outcome, effect: { ...effect } };
}

describe('the effect of each action, and its undo', () => {
  // Row 1 of a board 7 wide: pusher (1,1) = cell 8, box (3,1) = 10, goal (5,1) = 12.
  const board = '#######\n#@ $ .#\n#######';

  it('a fresh effect names no pusher move and no box, and undoing it changes nothing', () => {
    expect(newEffect()).toEqual({ pusher: 0, from: -1, to: -1, box: 0, boxFrom: -1, boxTo: -1, activeBefore: 0, moves: 0 });
    const l = level(board);
    const p = startPosition(l);
    const before = plain(p);
    undoAction(p, newEffect());
    expect(plain(p)).toEqual(before);
  });

  it('forward: a walk moves the pusher only; a push moves the box one more cell by the same letter', () => {
    const l = level(board);
    const p = startPosition(l);
    expect(applyAndCheckUndo(l, p, step(l, 'r'), FORWARD)).toEqual({
      outcome: Outcome.Walk,
      effect: { pusher: 0, from: 8, to: 9, box: 0, boxFrom: -1, boxTo: -1, activeBefore: 0, moves: 1 },
    });
    expect(applyAndCheckUndo(l, p, step(l, 'r'), FORWARD)).toEqual({
      outcome: Outcome.Push,
      effect: { pusher: 0, from: 9, to: 10, box: 1, boxFrom: 10, boxTo: 11, activeBefore: 0, moves: 1 },
    });
    expect(Array.from(p.boxes)).toEqual([11]);
    expect([p.boxAt[11], p.boxAt[10], p.pusherAt[10], p.pusherAt[9]]).toEqual([1, 0, 1, 0]);
  });

  it('reverse: a jump counts its letters, a pull drags the box from behind, a walk drags nothing', () => {
    const l = level(board);
    // Reverse start: the box stands on the goal, cell 12.
    const p = reverseStartPosition(l);
    expect(applyAndCheckUndo(l, p, { kind: 'jump', letters: 'rrr' }, REVERSE)).toEqual({
      outcome: Outcome.Jump,
      effect: { pusher: 0, from: 8, to: 11, box: 0, boxFrom: -1, boxTo: -1, activeBefore: 0, moves: 3 },
    });
    // From 11 a pull to the left: the box behind, on 12, comes to 11.
    expect(applyAndCheckUndo(l, p, step(l, 'l', true), REVERSE)).toEqual({
      outcome: Outcome.Pull,
      effect: { pusher: 0, from: 11, to: 10, box: 1, boxFrom: 12, boxTo: 11, activeBefore: 0, moves: 1 },
    });
    expect(applyAndCheckUndo(l, p, step(l, 'l'), { reverse: true, pulled: true })).toEqual({
      outcome: Outcome.Walk,
      effect: { pusher: 0, from: 10, to: 9, box: 0, boxFrom: -1, boxTo: -1, activeBefore: 0, moves: 1 },
    });
    expect(Array.from(p.boxes)).toEqual([11]);
  });

  it('an empty jump leaves the pusher where it is and is no move', () => {
    const l = level(board);
    const p = reverseStartPosition(l);
    expect(applyAndCheckUndo(l, p, { kind: 'jump', letters: '' }, REVERSE)).toEqual({
      outcome: Outcome.Jump,
      effect: { pusher: 0, from: 8, to: 8, box: 0, boxFrom: -1, boxTo: -1, activeBefore: 0, moves: 0 },
    });
    // A jump by letters that come back to the start is allowed too.
    expect(applyAndCheckUndo(l, p, { kind: 'jump', letters: 'rl' }, REVERSE).effect).toMatchObject({ from: 8, to: 8, moves: 2 });
  });

  it('a pusher change moves nobody, is no move, and its undo gives back the active pusher', () => {
    // Pushers (1,1) = 8 and (5,1) = 12; box (2,1) = 9 on its way to the goal (3,1) = 10.
    const l = level('#######\n#@$. @#\n#######');
    const p = startPosition(l);
    expect(applyAndCheckUndo(l, p, { kind: 'pusher-change', letters: 'rrrr' }, FORWARD)).toEqual({
      outcome: Outcome.PusherChange,
      effect: { pusher: 0, from: 8, to: 8, box: 0, boxFrom: -1, boxTo: -1, activeBefore: 0, moves: 0 },
    });
    expect(p.active).toBe(1);
    // The second pusher steps: its effect names it, as pusher and as the active one before.
    expect(applyAndCheckUndo(l, p, step(l, 'l'), FORWARD).effect).toEqual({ pusher: 1, from: 12, to: 11, box: 0, boxFrom: -1, boxTo: -1, activeBefore: 1, moves: 1 });
  });

  it('a refused action leaves the position and the effect record as they were', () => {
    const l = level(board);
    const p = startPosition(l);
    const effect = newEffect();
    const before = plain(p);
    expect(refusalCode(applyAction(l, p, step(l, 'l'), FORWARD, effect))).toBe('wall');
    expect(plain(p)).toEqual(before);
    expect(effect).toEqual(newEffect());
  });
});

describe('pusher ids', () => {
  // Pushers (1,1) = 8 (id 0) and (5,1) = 12 (id 1); box (2,1), goal (3,1).
  const board = '#######\n#@$. @#\n#######';

  it('a pusher that has stepped is still found by its id, forward and in reverse mode', () => {
    for (const reverse of [false, true]) {
      const l = level(board);
      const g = new Game(l, { reverse });
      expect(g.changePusher('rrrr').ok).toBe(true);
      expect(g.step('l')).toMatchObject({ ok: true, did: 'walk' });
      // The cell it stepped to now holds pusher 2 (id 1 + 1).
      expect(g.snapshot().pusherAt[11]).toBe(2);
      expect(g.snapshot().pusherAt[12]).toBe(0);
      // Back to the first pusher, then onto the second where it now stands.
      expect(g.changePusher('lll')).toEqual({ ok: true, did: 'pusher-change', pushed: false });
      expect(g.activePusher).toBe(0);
      expect(g.changePusher('rrr')).toEqual({ ok: true, did: 'pusher-change', pushed: false });
      expect(g.activePusher).toBe(1);
    }
  });

  it('a jump keeps the pusher\'s id on the cell it lands on', () => {
    const l = level(board);
    const g = new Game(l, { reverse: true });
    expect(g.changePusher('rrrr').ok).toBe(true);
    expect(g.jump('l')).toEqual({ ok: true, did: 'jump', pushed: false });
    expect(g.snapshot().pusherAt[11]).toBe(2);
    expect(g.changePusher('lll').ok).toBe(true);
    expect(g.changePusher('rrr').ok).toBe(true);
    expect(g.activePusher).toBe(1);
  });

  it('a push and a pull keep the pusher\'s id too', () => {
    // Forward: the second pusher (5,1) pushes the box (4,1) onto the goal (3,1); the first can find it afterwards.
    const l = level('#######\n#@ .$@#\n#######');
    const g = new Game(l);
    expect(g.selectPusher(1).ok).toBe(true);
    expect(g.step('l')).toMatchObject({ ok: true, did: 'push' });
    expect(g.snapshot().pusherAt[11]).toBe(2);
    expect(g.selectPusher(0).ok).toBe(true);
    expect(g.changePusher('rrr').ok).toBe(true);
    expect(g.activePusher).toBe(1);
    // Reverse: the box starts on the goal (3,1). The second pusher walks to (4,1), then pulls it by R to (4,1) as it goes back to (5,1).
    const r = new Game(l, { reverse: true });
    expect(r.selectPusher(1).ok).toBe(true);
    expect(r.step('l')).toMatchObject({ ok: true, did: 'walk' });
    expect(r.step('R')).toMatchObject({ ok: true, did: 'pull' });
    expect(r.boxes).toEqual([11]);
    expect(r.snapshot().pusherAt[12]).toBe(2);
    expect(r.selectPusher(0).ok).toBe(true);
    expect(r.changePusher('rrrr').ok).toBe(true);
    expect(r.activePusher).toBe(1);
  });
});

describe('direction numbers and letters outside the tiling', () => {
  const board = '#####\n#   #\n#@$.#\n#   #\n#####';

  it('a direction number the tiling does not have is refused, forward and in reverse mode', () => {
    const l = level(board);
    for (const mode of [FORWARD, REVERSE]) {
      for (const direction of [-1, l.directionCount, l.directionCount + 1]) {
        const p = mode.reverse ? reverseStartPosition(l) : startPosition(l);
        const before = plain(p);
        expect(refusalCode(applyAction(l, p, { kind: 'step', direction, pull: false }, mode)), `${direction}`).toBe('unknown-direction');
        expect(refusalCode(applyAction(l, p, { kind: 'step', direction, pull: true }, mode)), `${direction}`).toBe('unknown-direction');
        expect(plain(p)).toEqual(before);
      }
    }
  });

  it('displace follows letters through the neighbour table and gives -1 off the board or for a letter the tiling lacks', () => {
    const l = level(board);
    // The pusher's cell (1,2) = 11 on a board 5 wide.
    expect(displace(l, 11, '')).toBe(11);
    expect(displace(l, 11, 'ru')).toBe(7);
    expect(displace(l, 11, 'rrrr')).toBe(-1);
    expect(displace(l, 11, 'n')).toBe(-1);
    expect(displace(l, 11, 'rn')).toBe(-1);
    expect(displace(l, 11, 'R')).toBe(12);
    expect(displace(l, 11, '\u0155')).toBe(-1);
  });

  it('a jump or a pusher change spelled with a letter outside ASCII leads nowhere', () => {
    const l = level(board);
    expect(new Game(l, { reverse: true }).jump('\u0155')).toMatchObject({ ok: false, code: 'jump-off-board' });
    expect(new Game(l).changePusher('\u0155')).toMatchObject({ ok: false, code: 'no-pusher-there' });
  });

  it('refusal numbers map to their codes; a number that is no refusal reads as an unknown direction', () => {
    REFUSAL_CODES.forEach((code, i) => expect(refusalCode(-(i + 1))).toBe(code));
    expect(refusalCode(-(REFUSAL_CODES.length + 1))).toBe('unknown-direction');
  });

  it('a pull by a letter without an opposite finds no box behind, whatever stands elsewhere', () => {
    // The tiling names no opposite for "u" and "d". Goals (1,0) = cell 1 and (2,2); boxes (2,1) and (3,1).
    const oneWay = { ...gridTopology, opposite: { l: 'r', r: 'l' } } as const;
    const { level: l } = buildLevel([' .   ', ' @$$ ', '  .  '], oneWay);
    const g = new Game(l!, { reverse: true });
    // In reverse the boxes stand on the goals. From (3,1), "D" steps down to (3,2) and could pull only by the opposite of "d".
    expect(g.jump('rr').ok).toBe(true);
    expect(g.step('D')).toMatchObject({ ok: false, code: 'nothing-to-pull' });
    expect(g.boxes).toEqual([1, 12]);
  });
});

describe('the cell numbered 0', () => {
  // One row: floor on cell 0, the pusher on 1, a box on 2, a goal on 3.
  const board = ' @$.';

  it('is a cell like any other for walks, searches, jumps and pusher changes', () => {
    const l = level(board);
    const g = new Game(l);
    expect(reachable(l, g.snapshot())[0]).toBe(1);
    expect(g.step('l')).toEqual({ ok: true, did: 'walk', pushed: false });
    expect(g.pushers).toEqual([0]);
    expect(g.step('r')).toEqual({ ok: true, did: 'walk', pushed: false });
    // Reverse: a jump through cell 0 and back lands where it started.
    const r = new Game(l, { reverse: true });
    expect(r.jump('lr')).toEqual({ ok: true, did: 'jump', pushed: false });
    expect(r.pushers).toEqual([1]);
    expect(r.step('l')).toEqual({ ok: true, did: 'walk', pushed: false });
    expect(r.pushers).toEqual([0]);
  });

  it('can hold a box that a pull drags, and be where a jump lands', () => {
    // A goal on cell 0, the pusher on 1, a box on 2: in reverse the box starts on cell 0.
    const l = level('.@$');
    const g = new Game(l, { reverse: true });
    expect(g.step('R')).toEqual({ ok: true, did: 'pull', pushed: true });
    expect([g.boxes, g.pushers]).toEqual([[1], [2]]);
    const r = new Game(level(board), { reverse: true });
    expect(r.jump('l')).toEqual({ ok: true, did: 'jump', pushed: false });
    expect(r.pushers).toEqual([0]);
  });

  it('can hold a pusher that a pusher change finds', () => {
    // Pushers on cells 0 and 2, the box on 3, the goal on 4.
    const l = level('@ @$.');
    const g = new Game(l);
    expect(g.changePusher('rr').ok).toBe(true);
    expect(g.activePusher).toBe(1);
    expect(g.changePusher('ll')).toEqual({ ok: true, did: 'pusher-change', pushed: false });
    expect(g.activePusher).toBe(0);
  });
});

describe('moves given to the rules', () => {
  const board = '#####\n#@$.#\n#####';

  it('anything but a move string or parsed moves is refused with a sentence, at the start', () => {
    const refusal = { code: 'invalid-move-character', message: 'moves must be a move string or parsed Moves', at: 0, move: 0 };
    for (const input of [null, undefined, 42, {}, { tokens: 'R' }]) {
      expect(strictMoves(input as never), JSON.stringify(input)).toEqual({ moves: null, refusal });
      expect(replay(level(board), input as never)).toMatchObject({ legal: false, solved: false, reverse: false, moves: 0, error: refusal });
    }
  });

  it('a move string that cannot be read is still a reverse game when it has a jump, and its position is the start of its mode', () => {
    const l = level(board);
    const reverse = replayWithPosition(l, '[r]Lx');
    expect(reverse.result).toMatchObject({ legal: false, reverse: true, error: { code: 'invalid-move-character', at: 4 } });
    // Reverse start: the box on the goal (3,1) = 8.
    expect(Array.from(reverse.position.boxes)).toEqual([8]);
    const forward = replayWithPosition(l, 'Rx');
    expect(forward.result).toMatchObject({ legal: false, reverse: false, error: { code: 'invalid-move-character', at: 1 } });
    expect(Array.from(forward.position.boxes)).toEqual([7]);
  });

  it('parsed moves built in code with a letter outside ASCII are refused at that letter', () => {
    const l = level(board);
    const moves = { text: 'r\u0155', tokens: [{ kind: 'steps' as const, letters: 'r\u0155' }], reverse: false };
    expect(replay(l, moves)).toMatchObject({ legal: false, moves: 1, error: { code: 'unknown-direction', at: 1, move: 2 } });
  });

  it('the position after a refused move is the one before it', () => {
    const l = level('######\n#@ $.#\n######');
    const { result, position } = replayWithPosition(l, 'rRR');
    expect(result).toMatchObject({ legal: false, moves: 2, error: { code: 'box-blocked', at: 2 } });
    expect(plain(position)).toEqual(plain(copyPosition(replayWithPosition(l, 'rR').position)));
  });
});

describe('a replay from a position of the caller\'s', () => {
  // Cells of line 1 are 7 + x: the pusher starts at 8, the box at 10, the goal is 12.
  const board = '#######\n#@ $ .#\n#######';
  const read = (text: string) => parseMoves(text).moves;

  it('plays forward from a game in progress, counts its own moves alone, and leaves the position given as it was', () => {
    const l = level(board);
    const start = replayWithPosition(l, 'r').position;
    const heard: number[][] = [];
    const { result, position } = replayFrom(l, read('RR'), { position: start, reverse: false, pulled: false, onBoxMove: (e, d) => heard.push([e.from, d, e.boxFrom, e.boxTo]) });
    expect(result).toEqual({ legal: true, solved: true, reverse: false, moves: 2, pushes: 2, pulls: 0, boxLines: 1, boxChanges: 1, pushingSessions: 1, pusherLines: 1, redo: 0, error: null });
    // Each push heard as it is made: the pusher's cell before it, the direction, the box's cells.
    expect(heard).toEqual([
      [9, dir(l, 'r'), 10, 11],
      [10, dir(l, 'r'), 11, 12],
    ]);
    expect(Array.from(position.boxes)).toEqual([12]);
    expect(Array.from(position.pushers)).toEqual([11]);
    expect(plain(start)).toEqual(plain(replayWithPosition(l, 'r').position));
  });

  it('walks are not heard, and a refused move ends the replay where it was refused', () => {
    const l = level(board);
    const heard: number[] = [];
    const { result, position } = replayFrom(l, read('rRRR'), { position: startPosition(l), reverse: false, pulled: false, onBoxMove: (e) => heard.push(e.from) });
    expect(result).toMatchObject({ legal: false, solved: false, moves: 3, pushes: 2, error: { code: 'box-blocked', at: 3, move: 4 } });
    expect(heard).toEqual([9, 10]);
    expect(Array.from(position.boxes)).toEqual([12]);
  });

  it('takes its rules from the start given, not from the moves', () => {
    const l = level(board);
    // r walks to 9, beside the box at 10; L walks back to 8, and in reverse mode drags the box to 9.
    const forwardMoves = { text: 'rL', tokens: [{ kind: 'steps' as const, letters: 'rL' }], reverse: false };
    const reverse = replayFrom(l, forwardMoves, { position: startPosition(l), reverse: true, pulled: false });
    expect(reverse.result).toMatchObject({ legal: true, reverse: true, moves: 2, pulls: 1, pushes: 0 });
    expect(Array.from(reverse.position.boxes)).toEqual([9]);
    const reverseMoves = { ...forwardMoves, reverse: true };
    const forward = replayFrom(l, reverseMoves, { position: startPosition(l), reverse: false, pulled: false });
    expect(forward.result).toMatchObject({ legal: true, reverse: false, moves: 2, pulls: 0, pushes: 0 });
    expect(Array.from(forward.position.boxes)).toEqual([10]);
  });

  it('in reverse mode, a pull made before the start ends the jumps and counts for the win', () => {
    const l = level(board);
    // Reverse start: the box on the goal (12); after [rrr]L the pusher is at 10, the box at 11.
    const mid = replayWithPosition(l, '[rrr]L').position;
    expect([Array.from(mid.pushers), Array.from(mid.boxes)]).toEqual([[10], [11]]);
    expect(replayFrom(l, read('L'), { position: mid, reverse: true, pulled: true }).result).toMatchObject({ legal: true, solved: true, moves: 1, pulls: 1 });
    // Judged at the mark, with the earlier pull counted there too; the walk after it kept for redo.
    expect(replayFrom(l, read('L*l'), { position: mid, reverse: true, pulled: true }).result).toMatchObject({ legal: true, solved: true, moves: 1, pulls: 1, redo: 1 });
    // The box back on its start square (10), the pusher beside it at 9.
    const won = replayWithPosition(l, '[rrr]LL').position;
    expect(replayFrom(l, read(''), { position: won, reverse: true, pulled: true }).result).toMatchObject({ legal: true, solved: true, moves: 0 });
    // The same boxes with no pull made yet: reverse mode's goal needs one.
    expect(replayFrom(l, read(''), { position: won, reverse: true, pulled: false }).result).toMatchObject({ legal: true, solved: false });
    // A jump before any pull is played; after one it is refused.
    expect(replayFrom(l, read('[l]'), { position: mid, reverse: true, pulled: false }).result).toMatchObject({ legal: true, moves: 1 });
    expect(replayFrom(l, read('[l]'), { position: mid, reverse: true, pulled: true }).result).toMatchObject({ legal: false, moves: 0, error: { code: 'jump-after-pull', at: 0, move: 1 } });
  });

  it('refuses anything but parsed moves, a string among them, with a sentence that says how to read it', () => {
    const l = level(board);
    const start = replayWithPosition(l, 'r').position;
    const error = { code: 'invalid-move-character', message: 'replayFrom takes parsed Moves: read a move string with parseMoves first', at: 0, move: 0 };
    for (const input of ['RR', null, undefined, {}, { tokens: 'RR' }]) {
      const { result, position } = replayFrom(l, input as never, { position: start, reverse: false, pulled: false });
      expect(result, JSON.stringify(input)).toEqual({ legal: false, solved: false, reverse: false, moves: 0, pushes: 0, pulls: 0, boxLines: 0, boxChanges: 0, pushingSessions: 0, pusherLines: 0, redo: 0, error });
      // The position given, as a copy.
      expect(plain(position)).toEqual(plain(start));
      expect(position.boxes).not.toBe(start.boxes);
    }
  });

  it('a forward replay from the start gives what replay gives', () => {
    const l = level(board);
    for (const text of ['rRR', 'rR*R', 'rRl', 'RRR']) {
      expect(replayFrom(l, read(text), { position: startPosition(l), reverse: false, pulled: false }).result, text).toEqual(replay(l, text));
    }
  });
});
