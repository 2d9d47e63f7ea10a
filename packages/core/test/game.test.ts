/**
 * The `Game` API in detail: `move` in each mode, undo and redo stacks, `*`
 * in `apply`, pusher selection, reset and the move text of reverse games.
 */
import { describe, expect, it } from 'vitest';
import { buildLevel, fullLayout, Game, type Level, type Topology } from '../src/index.js';
import { gridTopology } from './fixtures/grid-topology.js';

function level(text: string, topology: Topology = gridTopology): Level {
  const { level, problems } = buildLevel(text.split('\n'), topology);
  expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  return level!;
}

const cell = (l: Level, x: number, y: number): number => y * l.width + x;

describe('Game.move', () => {
  it('forward, is a step: the letter as given names the refused move', () => {
    const l = level('######\n#@ $.#\n######');
    const g = new Game(l);
    expect(g.move('u')).toEqual({ ok: false, code: 'wall', message: '"u" walks into a wall', at: 0, move: 1 });
    expect(g.move('r')).toEqual({ ok: true, did: 'walk', pushed: false });
    expect(g.move('r')).toEqual({ ok: true, did: 'push', pushed: true });
    expect(g.movesText()).toBe('rR');
  });

  it('in reverse mode, walks when nothing stands behind, and keeps any other refusal of the pull', () => {
    // Reverse start: the box on the goal (4,1); the pusher on (1,1) with the wall behind it.
    const l = level('######\n#@ $.#\n######');
    const g = new Game(l, { reverse: true });
    expect(g.move('r')).toEqual({ ok: true, did: 'walk', pushed: false });
    expect(g.move('u')).toEqual({ ok: false, code: 'wall', message: '"U" walks into a wall', at: 0, move: 2 });
    expect(g.move('r')).toEqual({ ok: true, did: 'walk', pushed: false });
    expect(g.move('l')).toEqual({ ok: true, did: 'pull', pushed: true });
    expect(g.movesText()).toBe('[]rrL');
  });

  it('in reverse mode, anything but one letter is refused as given', () => {
    const l = level('######\n#@ $.#\n######');
    const g = new Game(l, { reverse: true });
    expect(g.move('rr')).toEqual({ ok: false, code: 'not-one-step', message: '"rr" is not one step: give exactly one direction letter', at: 0, move: 1 });
    expect(g.move(7 as never)).toMatchObject({ ok: false, code: 'not-one-step', message: '"7" is not one step: give exactly one direction letter' });
    expect(g.move('')).toMatchObject({ ok: false, code: 'not-one-step' });
    expect(g.move(['r'] as never)).toMatchObject({ ok: false, code: 'not-one-step', message: '"r" is not one step: give exactly one direction letter' });
    expect(g.movesText()).toBe('[]');
  });
});

describe('undo and redo stacks', () => {
  it('a new game has nothing to undo or redo; a step, an undo and a redo move the action between them', () => {
    const l = level('######\n#@ $.#\n######');
    const g = new Game(l);
    expect([g.canUndo, g.canRedo]).toEqual([false, false]);
    expect(g.undo()).toBe(false);
    expect(g.redo()).toBe(false);
    g.step('r');
    expect([g.canUndo, g.canRedo]).toEqual([true, false]);
    expect(g.undo()).toBe(true);
    expect([g.canUndo, g.canRedo]).toEqual([false, true]);
    expect(g.redo()).toBe(true);
    expect([g.canUndo, g.canRedo]).toEqual([true, false]);
  });

  it('a jump or a pusher change, like a step, drops what was undone', () => {
    const l = level('#######\n#@$. @#\n#######');
    const r = new Game(l, { reverse: true });
    r.jump('r');
    r.undo();
    expect(r.canRedo).toBe(true);
    expect(r.jump('').ok).toBe(true);
    expect(r.canRedo).toBe(false);
    const g = new Game(l);
    g.step('R');
    g.undo();
    expect(g.canRedo).toBe(true);
    expect(g.changePusher('rrrr').ok).toBe(true);
    expect(g.canRedo).toBe(false);
  });

  it('redo of a push or a pull counts it again', () => {
    const l = level('######\n#@$ .#\n######');
    const g = new Game(l);
    g.step('r');
    g.undo();
    expect([g.moves, g.pushes]).toEqual([0, 0]);
    g.redo();
    expect([g.moves, g.pushes, g.pulls]).toEqual([1, 1, 0]);
    const r = new Game(l, { reverse: true });
    r.jump('rr');
    r.step('L');
    r.undo();
    expect([r.moves, r.pulls]).toEqual([2, 0]);
    r.redo();
    expect([r.moves, r.pulls, r.pushes]).toEqual([3, 1, 0]);
  });
});

describe('Game.apply', () => {
  // Pushers (1,1) and (5,1); box (2,1); goal (3,1).
  const multiban = '#######\n#@$. @#\n#######';

  it('applies pusher changes, and counts only the moves of this call', () => {
    const l = level(multiban);
    const g = new Game(l);
    expect(g.apply('{rrrr}l')).toEqual({ applied: 1, error: null });
    expect(g.activePusher).toBe(1);
    expect(g.apply('{lll}R')).toEqual({ applied: 1, error: null });
    expect(g.isSolved()).toBe(true);
    expect(g.movesText()).toBe('{rrrr}l{lll}R');
  });

  it('forward, lets the rules say what pushes and spells each move as played, whatever the case written', () => {
    // '#@ $ .#': R onto floor walks; r and r into the box push it twice onto the goal.
    const l = level('#######\n#@ $ .#\n#######');
    for (const written of ['RRR', 'rrr', 'rRR']) {
      const g = new Game(l);
      expect(g.apply(written)).toEqual({ applied: 3, error: null });
      expect([g.moves, g.pushes, g.isSolved(), g.movesText()]).toEqual([3, 2, true, 'rRR']);
    }
  });

  it('takes back jumps and pusher changes after *, leaving them to redo', () => {
    const l = level(multiban);
    const g = new Game(l);
    expect(g.apply('R*{rrr}l')).toEqual({ applied: 1, error: null });
    expect([g.activePusher, g.pushers, g.moves]).toEqual([0, [cell(l, 2, 1), cell(l, 5, 1)], 1]);
    expect(g.redo()).toBe(true);
    expect(g.activePusher).toBe(1);
    expect(g.redo()).toBe(true);
    expect(g.pushers).toEqual([cell(l, 2, 1), cell(l, 4, 1)]);
    expect(g.redo()).toBe(false);
    // Reverse: the jump after * is taken back too.
    const r = new Game(l, { reverse: true });
    expect(r.apply('[]*[r]')).toEqual({ applied: 0, error: null });
    expect(r.pushers).toEqual([cell(l, 1, 1), cell(l, 5, 1)]);
    expect(r.canRedo).toBe(true);
  });

  it('keeps the position at the first * when there are several', () => {
    const l = level('#######\n#@ $ .#\n#######');
    const g = new Game(l);
    expect(g.apply('r*R*R')).toEqual({ applied: 1, error: null });
    expect(g.pushers).toEqual([cell(l, 2, 1)]);
    expect(g.redo()).toBe(true);
    expect(g.redo()).toBe(true);
    expect(g.isSolved()).toBe(true);
  });

  it('gives a refused move its offset in the text, counting the * and the brackets', () => {
    const l = level(multiban);
    expect(new Game(l).apply('R*u')).toEqual({ applied: 1, error: { code: 'wall', message: '"u" walks into a wall', at: 2, move: 2 } });
    expect(new Game(l).apply('{rrrr}*{r}')).toEqual({ applied: 0, error: { code: 'no-pusher-there', message: 'the pusher change {r} does not lead to a pusher', at: 7, move: 1 } });
    expect(new Game(l, { reverse: true }).apply('[r]L[r]')).toMatchObject({ applied: 2, error: { code: 'jump-after-pull', at: 4, move: 3 } });
  });
});

describe('Game.selectPusher', () => {
  it('of the active pusher does nothing and records nothing', () => {
    const l = level('#######\n#@$. @#\n#######');
    const g = new Game(l);
    expect(g.selectPusher(0)).toEqual({ ok: true, did: 'pusher-change', pushed: false });
    expect([g.canUndo, g.movesText()]).toEqual([false, '']);
    expect(g.selectPusher(1)).toEqual({ ok: true, did: 'pusher-change', pushed: false });
    expect(g.movesText()).toBe('{rrrr}');
  });

  it('of a pusher that does not exist is refused, naming it by its 1-based number', () => {
    const l = level('#######\n#@$. @#\n#######');
    const g = new Game(l);
    const r = g.selectPusher(5);
    expect(r).toMatchObject({ ok: false, code: 'no-pusher-there', at: 0, move: 1 });
    expect(r.ok === false && r.message).toContain('pusher 6');
    expect(g.activePusher).toBe(0);
  });

  it('is refused when no letters lead from the active pusher to the other', () => {
    // A tiling whose column 3 is no cell: the two halves of the board are not connected.
    const split: Topology = {
      ...gridTopology,
      layout: (rows) => {
        const layout = fullLayout(rows);
        for (let y = 0; y < layout.height; y++) layout.isCell[y * layout.width + 3] = 0;
        return { layout, problems: [] };
      },
    };
    const l = level('@$.  $.@', split);
    const g = new Game(l);
    const r = g.selectPusher(1);
    expect(r).toMatchObject({ ok: false, code: 'no-pusher-there' });
    expect(r.ok === false && r.message).toContain('pusher 2');
    expect(g.activePusher).toBe(0);
  });
});

describe('Game.reset and the move text', () => {
  it('reset goes back to the start of the game\'s mode with empty stacks', () => {
    const l = level('######\n#@ $.#\n######');
    const g = new Game(l);
    g.apply('rR');
    g.undo();
    g.reset();
    expect([g.boxes, g.pushers, g.moves, g.pushes, g.canUndo, g.canRedo, g.movesText()]).toEqual([[cell(l, 3, 1)], [cell(l, 1, 1)], 0, 0, false, false, '']);
    const r = new Game(l, { reverse: true });
    r.apply('[rr]L');
    r.reset();
    expect([r.boxes, r.pushers, r.moves, r.pulls, r.canUndo, r.movesText()]).toEqual([[cell(l, 4, 1)], [cell(l, 1, 1)], 0, 0, false, '[]']);
  });

  it('a reverse game that never jumped begins with the empty jump', () => {
    const l = level('######\n#@ $.#\n######');
    const g = new Game(l, { reverse: true });
    expect(g.movesText()).toBe('[]');
    g.step('r');
    expect(g.movesText()).toBe('[]r');
    g.jump('');
    expect(g.movesText()).toBe('[]r[]');
    expect(new Game(l).movesText()).toBe('');
  });
});
