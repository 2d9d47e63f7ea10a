/**
 * Undo and redo as a player means them: a walk or a push path made with one
 * click is one step back, and Restart can be taken back too. The game keeps
 * every single action; this groups them.
 */
import type { Game } from '@polyban/core';

type Entry =
  | { kind: 'actions'; group: number; count: number }
  /**
   * A restart, or a rewind to an earlier point (`after`, the moves kept from
   * the start), with what it cleared: the moves before it and how they were
   * grouped.
   */
  | { kind: 'restart'; before: string; entries: Entry[]; after: string };

/** Groups of a game's actions, undone and redone whole. */
export class MoveHistory {
  private done: Entry[] = [];
  private undone: Entry[] = [];

  constructor(private readonly game: Game) {}

  /**
   * Notes one action the game just made. Actions with the same `group`
   * (one click, one solution played) made one after another form one step.
   */
  record(group: number): void {
    const top = this.done[this.done.length - 1];
    if (top?.kind === 'actions' && top.group === group) top.count++;
    else this.done.push({ kind: 'actions', group, count: 1 });
    this.undone = [];
  }

  /** True when there is a step to take back. */
  get canUndo(): boolean {
    return this.done.length > 0 || this.game.canUndo;
  }

  /** True when there is a step to do again. */
  get canRedo(): boolean {
    return this.undone.length > 0 || this.game.canRedo;
  }

  /** Takes back the last step; false if there is none. */
  undo(): boolean {
    const entry = this.done.pop();
    if (!entry) {
      // Moves restored from saved progress were not grouped: one action each.
      if (!this.game.undo()) return false;
      this.undone.push({ kind: 'actions', group: -1, count: 1 });
      return true;
    }
    if (entry.kind === 'actions') {
      for (let i = 0; i < entry.count; i++) if (!this.game.undo()) break;
      this.undone.push(entry);
      return true;
    }
    this.game.reset();
    this.game.apply(entry.before);
    this.done = entry.entries;
    // Steps undone after the restart were replayed over the game's own redo list, which apply() cleared.
    this.undone = [entry];
    return true;
  }

  /** Does the last undone step again; false if there is none. */
  redo(): boolean {
    const entry = this.undone.pop();
    if (!entry) {
      // Moves after a `*` in saved progress wait on the game's own redo list.
      if (!this.game.redo()) return false;
      this.done.push({ kind: 'actions', group: -1, count: 1 });
      return true;
    }
    if (entry.kind === 'actions') {
      for (let i = 0; i < entry.count; i++) if (!this.game.redo()) break;
      this.done.push(entry);
      return true;
    }
    this.restartGame(entry.after);
    return true;
  }

  /** Back to the start, as one step that Undo takes back. */
  restart(): void {
    if (!this.game.canUndo) return;
    this.restartGame('');
    this.undone = [];
  }

  /**
   * Back to the point where the game had made `moves` (a beginning of its
   * moves, from the start), as one step that Undo takes back; nothing
   * happens unless the game's moves begin with them and go further.
   */
  rewind(moves: string): void {
    const played = this.game.movesText();
    if (!played.startsWith(moves) || played === moves) return;
    this.restartGame(moves);
    this.undone = [];
  }

  private restartGame(after: string): void {
    const entry: Entry = { kind: 'restart', before: this.game.movesText(), entries: this.done, after };
    this.game.reset();
    this.game.apply(after);
    this.done = [entry];
  }
}
