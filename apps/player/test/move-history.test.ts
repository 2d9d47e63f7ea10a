import { describe, expect, it } from 'vitest';
import { Game, loadPuzzle, type Level } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { MoveHistory } from '../src/move-history.js';

function level(rows: string[]): Level {
  const { level } = loadPuzzle({ title: null, board: { rows }, notes: [], game: 'Sokoban', savedGames: [], comments: [] }, sokobanTopology);
  return level!;
}

// Pusher (1,1) in a 5×2 room with a box at (3,2) and a goal at (5,2); the top row is free.
const ROOM = ['#######', '#@    #', '#  $ .#', '#######'];

function play(game: Game, history: MoveHistory, letters: string, group: number): void {
  for (const l of letters) {
    expect(game.step(l).ok).toBe(true);
    history.record(group);
  }
}

describe('MoveHistory', () => {
  it('undoes and redoes a group of actions as one step', () => {
    const game = new Game(level(ROOM));
    const history = new MoveHistory(game);
    play(game, history, 'rrr', 1);
    play(game, history, 'd', 2);
    expect(history.undo()).toBe(true);
    expect(game.moves).toBe(3);
    expect(history.undo()).toBe(true);
    expect(game.moves).toBe(0);
    expect(history.canUndo).toBe(false);
    expect(history.redo()).toBe(true);
    expect(game.moves).toBe(3);
    expect(history.redo()).toBe(true);
    expect(game.moves).toBe(4);
    expect(history.canRedo).toBe(false);
  });

  it('takes back a restart, with the groups before it', () => {
    const game = new Game(level(ROOM));
    const history = new MoveHistory(game);
    play(game, history, 'rrr', 1);
    play(game, history, 'd', 2);
    history.restart();
    expect(game.moves).toBe(0);
    expect(history.undo()).toBe(true);
    expect(game.movesText()).toBe('rrrd');
    expect(history.undo()).toBe(true);
    expect(game.movesText()).toBe('rrr');
    // Redo the step, then redo the restart.
    expect(history.redo()).toBe(true);
    expect(history.redo()).toBe(true);
    expect(game.moves).toBe(0);
  });

  it('undoes moves restored from saved progress one action at a time', () => {
    const game = new Game(level(ROOM));
    game.apply('rrrd');
    const history = new MoveHistory(game);
    expect(history.undo()).toBe(true);
    expect(game.movesText()).toBe('rrr');
    expect(history.redo()).toBe(true);
    expect(game.movesText()).toBe('rrrd');
  });

  it('goes back to a beginning of the moves as one step, which Undo takes back and Redo does again', () => {
    const game = new Game(level(ROOM));
    const history = new MoveHistory(game);
    play(game, history, 'rrr', 1);
    play(game, history, 'd', 2);
    history.rewind('rr');
    expect(game.movesText()).toBe('rr');
    expect(history.canRedo).toBe(false);
    expect(history.undo()).toBe(true);
    expect(game.movesText()).toBe('rrrd');
    // The groups before the rewind come back with it: the next Undo takes back 'd' alone.
    expect(history.undo()).toBe(true);
    expect(game.movesText()).toBe('rrr');
    expect(history.redo()).toBe(true);
    expect(history.redo()).toBe(true);
    expect(game.movesText()).toBe('rr');
    // The rewind done again is one step again.
    expect(history.undo()).toBe(true);
    expect(game.movesText()).toBe('rrrd');
  });

  it('does not rewind to moves the game did not begin with, nor to where it stands', () => {
    const game = new Game(level(ROOM));
    const history = new MoveHistory(game);
    play(game, history, 'rrr', 1);
    history.rewind('rd');
    expect(game.movesText()).toBe('rrr');
    history.rewind('rrr');
    expect(game.movesText()).toBe('rrr');
    // Nothing was recorded by either: one Undo takes back the whole group.
    expect(history.undo()).toBe(true);
    expect(game.moves).toBe(0);
    expect(history.canUndo).toBe(false);
  });

  it('a new action clears what could be redone', () => {
    const game = new Game(level(ROOM));
    const history = new MoveHistory(game);
    play(game, history, 'r', 1);
    history.undo();
    play(game, history, 'd', 2);
    expect(history.canRedo).toBe(false);
  });

  it('has nothing to undo or redo on a new game, and a restart there is no step', () => {
    const game = new Game(level(ROOM));
    const history = new MoveHistory(game);
    expect([history.canUndo, history.canRedo]).toEqual([false, false]);
    expect(history.undo()).toBe(false);
    expect(history.redo()).toBe(false);
    history.restart();
    expect([history.canUndo, history.canRedo]).toEqual([false, false]);
    expect(history.undo()).toBe(false);
  });

  it('can undo and redo moves restored from saved progress, one action at a time, until there are none', () => {
    const game = new Game(level(ROOM));
    game.apply('rd');
    const history = new MoveHistory(game);
    expect([history.canUndo, history.canRedo]).toEqual([true, false]);
    expect(history.undo()).toBe(true);
    expect(history.canRedo).toBe(true);
    expect(history.undo()).toBe(true);
    expect([history.canUndo, history.canRedo]).toEqual([false, true]);
    expect(history.undo()).toBe(false);
    expect(history.redo()).toBe(true);
    expect(history.redo()).toBe(true);
    expect(game.movesText()).toBe('rd');
    expect([history.canUndo, history.canRedo]).toEqual([true, false]);
  });

  it('redoes the moves saved after a "*" one action at a time, and undoes them again', () => {
    const game = new Game(level(ROOM));
    // Saved progress "r*d": "r" played, "d" waiting on the game's own redo list.
    expect(game.apply('r*d').error).toBeFalsy();
    const history = new MoveHistory(game);
    expect(game.movesText()).toBe('r');
    expect(history.canRedo).toBe(true);
    expect(history.redo()).toBe(true);
    expect(game.movesText()).toBe('rd');
    expect(history.canRedo).toBe(false);
    expect(history.redo()).toBe(false);
    expect(history.undo()).toBe(true);
    expect(game.movesText()).toBe('r');
  });

  it('forgets what could be redone when the player restarts', () => {
    const game = new Game(level(ROOM));
    const history = new MoveHistory(game);
    play(game, history, 'rr', 1);
    play(game, history, 'r', 2);
    expect(history.undo()).toBe(true);
    expect(history.canRedo).toBe(true);
    history.restart();
    expect(game.moves).toBe(0);
    expect(history.canRedo).toBe(false);
    expect(history.redo()).toBe(false);
    // The restart taken back brings back "rr", and the last "r" stays undone.
    expect(history.undo()).toBe(true);
    expect(game.movesText()).toBe('rr');
  });

  it('forgets what could be redone when the player goes back to an earlier point', () => {
    const game = new Game(level(ROOM));
    const history = new MoveHistory(game);
    play(game, history, 'rr', 1);
    play(game, history, 'r', 2);
    expect(history.undo()).toBe(true);
    history.rewind('r');
    expect(game.movesText()).toBe('r');
    expect(history.canRedo).toBe(false);
  });

  it('can undo a restart, though the game has no moves left, and redo it once undone', () => {
    const game = new Game(level(ROOM));
    const history = new MoveHistory(game);
    play(game, history, 'rr', 1);
    history.restart();
    expect(game.canUndo).toBe(false);
    expect(history.canUndo).toBe(true);
    expect(history.undo()).toBe(true);
    expect(game.movesText()).toBe('rr');
    // The game itself has nothing to redo: its moves were played again from the start.
    expect(game.canRedo).toBe(false);
    expect(history.canRedo).toBe(true);
    expect(history.redo()).toBe(true);
    expect(game.moves).toBe(0);
  });
});
