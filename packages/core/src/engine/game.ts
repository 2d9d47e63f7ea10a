/**
 * An interactive game: a position plus history, with undo and redo to any
 * depth. Forward play, reverse (pull) play and Multiban all go through the
 * one `applyAction` of `rules.ts`.
 */
import type { DirectionLetter, JumpToken, Moves, PusherChangeToken } from '../text/moves.js';
import type { Level } from './level.js';
import { displacementLetters } from './paths.js';
import { boxesOnGoals, copyPosition, reverseSolved, reverseStartPosition, startPosition, type Position } from './position.js';
import {
  applyAction,
  newEffect,
  Outcome,
  refusalCode,
  refusalMessage,
  strictMoves,
  undoAction,
  type Action,
  type ActionEffect,
  type Refusal,
  type RuleRefusalCode,
} from './rules.js';

/** One thing done in a game, as history keeps it. */
export type GameAction =
  | {
      /** A step: a walk, a push or a pull. */
      kind: 'step';
      /** The direction letter, lower case. */
      letter: DirectionLetter;
      /** True when the step moved a box: a push, or in reverse mode a pull (written upper case by `movesText()`). */
      pushed: boolean;
    }
  /** A reverse-mode jump or a Multiban pusher change, its letters in lower case. */
  | JumpToken | PusherChangeToken;

/** What an accepted action did. */
export type ActionKind = 'walk' | 'push' | 'pull' | 'jump' | 'pusher-change';

/** The result of trying an action: done, or refused with a code and a sentence. */
export type ActionResult =
  | {
      /** `true`: the action was done. */
      ok: true;
      /** What it did. */
      did: ActionKind;
      /** True when it moved a box (`did` is `push` or `pull`). */
      pushed: boolean;
    }
  | ({
      /** `false`: the action was refused, and the rest is the {@link Refusal}. */
      ok: false;
    } & Refusal);

/** Options for a new {@link Game}. */
export interface GameOptions {
  /** Reverse mode: start with every box on a goal and pull them back to their start squares. */
  reverse?: boolean;
}

/** An action done, with what it changed (for undo). */
interface HistoryEntry {
  action: GameAction;
  effect: ActionEffect;
}

const KINDS: readonly ActionKind[] = ['walk', 'push', 'pull', 'jump', 'pusher-change'];

/** A refused action as a {@link Refusal} placed at `at` in the move text. */
const refusalAt = ({ code, message, move }: Refusal, at: number): Refusal => ({ code, message, at, move });

/** A game in progress on a {@link Level}. */
export class Game {
  /** The level being played. */
  readonly level: Level;
  /** True in reverse (pull) mode. */
  readonly reverse: boolean;
  private position: Position;
  private readonly history: HistoryEntry[] = [];
  /** Actions undone and not yet redone, latest undone last. */
  private readonly future: GameAction[] = [];
  private moveCount = 0;
  private pushCount = 0;
  private pullCount = 0;

  /** A game at the level's start (or, in reverse mode, with every box on a goal). */
  constructor(level: Level, options: GameOptions = {}) {
    this.level = level;
    this.reverse = options.reverse ?? false;
    this.position = this.reverse ? reverseStartPosition(level) : startPosition(level);
  }

  /** Box cells, by box id. */
  get boxes(): readonly number[] {
    return Array.from(this.position.boxes);
  }

  /** Pusher cells, by pusher id. */
  get pushers(): readonly number[] {
    return Array.from(this.position.pushers);
  }

  /** The active pusher's id. */
  get activePusher(): number {
    return this.position.active;
  }

  /** A copy of the current position (typed arrays), for renderers and searches. */
  snapshot(): Position {
    return copyPosition(this.position);
  }

  /** Moves made, counted as the SOK format counts them: steps, pushes, pulls and jump letters. */
  get moves(): number {
    return this.moveCount;
  }

  /** Pushes made (forward mode). */
  get pushes(): number {
    return this.pushCount;
  }

  /** Pulls made (reverse mode). */
  get pulls(): number {
    return this.pullCount;
  }

  /** True if there is something to undo. */
  get canUndo(): boolean {
    return this.history.length > 0;
  }

  /** True if there is something to redo. */
  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /**
   * Forward: every box on a goal. Reverse: the boxes back on their start
   * squares, at least one pull made, and every pusher where it could walk
   * from its start square in the original position.
   */
  isSolved(): boolean {
    return this.reverse ? reverseSolved(this.level, this.position, this.pullCount) : boxesOnGoals(this.level, this.position);
  }

  /**
   * One step by exactly one direction letter. Forward, case is only a hint
   * (a step into a box pushes it); in reverse mode upper case pulls.
   */
  step(letter: string): ActionResult {
    if (typeof letter !== 'string' || letter.length !== 1) return this.refusal('not-one-step', String(letter), 0);
    const lower = letter.toLowerCase() as DirectionLetter;
    return this.perform({ kind: 'step', letter: lower, pushed: letter !== lower }, true);
  }

  /**
   * One step the way a player means it: forward it is {@link step}; in
   * reverse mode it pulls the box standing behind the pusher when there is
   * one, and walks otherwise.
   */
  move(letter: string): ActionResult {
    if (!this.reverse || typeof letter !== 'string' || letter.length !== 1) return this.step(letter);
    const pulled = this.step(letter.toUpperCase());
    return !pulled.ok && pulled.code === 'nothing-to-pull' ? this.step(letter.toLowerCase()) : pulled;
  }

  /** A reverse-mode jump by a displacement (direction letters); only before the first pull. */
  jump(letters: string): ActionResult {
    return this.perform({ kind: 'jump', letters: letters.toLowerCase() }, true);
  }

  /** Makes another pusher active, named by the displacement from the active one. */
  changePusher(letters: string): ActionResult {
    return this.perform({ kind: 'pusher-change', letters: letters.toLowerCase() }, true);
  }

  /** Makes pusher `id` active, recording the displacement as a `{...}` change. */
  selectPusher(id: number): ActionResult {
    if (id === this.position.active) return { ok: true, did: 'pusher-change', pushed: false };
    const target = this.position.pushers[id];
    if (target === undefined) return this.refusal('no-pusher-there', `pusher ${id + 1}`, 0);
    const letters = displacementLetters(this.level, this.position.pushers[this.position.active]!, target);
    if (letters === null) return this.refusal('no-pusher-there', `pusher ${id + 1}`, 0);
    return this.changePusher(letters);
  }

  /**
   * Applies moves (parsed, or a move string read strictly) until one is
   * refused. Moves after a `*` are applied and taken back again, so they
   * wait on the redo stack, as the format means them. `applied` counts the
   * moves made; `error` is the first refusal, with its offset in `moves.text`.
   */
  apply(moves: Moves | string): {
    /** Moves made and kept, counted as the `moves` getter counts them: those after a `*` are taken back and not counted. */
    applied: number;
    /** The first refusal, or a problem in a move string, with its offset in `moves.text` (in the string as given for a problem in it); `null` when every move was made. */
    error: Refusal | null;
  } {
    const read = strictMoves(moves);
    if (read.moves === null) return { applied: 0, error: read.refusal };
    const before = this.moveCount;
    let offset = 0;
    let afterStar = -1; // actions done after `*`, -1 before it
    let error: Refusal | null = null;
    outer: for (const token of read.moves.tokens) {
      if (token.kind === 'current') {
        // The first `*` starts the count; any later one changes nothing.
        afterStar = Math.max(afterStar, 0);
        offset++;
        continue;
      }
      if (token.kind === 'steps') {
        for (const ch of token.letters) {
          const r = this.step(ch);
          if (!r.ok) {
            error = refusalAt(r, offset);
            break outer;
          }
          if (afterStar >= 0) afterStar++;
          offset++;
        }
        continue;
      }
      const r = token.kind === 'jump' ? this.jump(token.letters) : this.changePusher(token.letters);
      if (!r.ok) {
        error = refusalAt(r, offset);
        break;
      }
      if (afterStar >= 0) afterStar++;
      offset += token.letters.length + 2;
    }
    for (let i = 0; i < afterStar; i++) this.undo();
    return { applied: this.moveCount - before, error };
  }

  /** Takes back the last action. */
  undo(): boolean {
    const e = this.history.pop();
    if (!e) return false;
    undoAction(this.position, e.effect);
    this.count(e.effect, -1);
    this.future.push(e.action);
    return true;
  }

  /** Does again the last undone action. */
  redo(): boolean {
    const action = this.future.pop();
    if (!action) return false;
    return this.perform(action, false).ok;
  }

  /** Back to the start, with nothing to redo. */
  reset(): void {
    this.position = this.reverse ? reverseStartPosition(this.level) : startPosition(this.level);
    this.history.length = 0;
    this.future.length = 0;
    this.moveCount = 0;
    this.pushCount = 0;
    this.pullCount = 0;
  }

  /** The history as a move string: pushes/pulls upper case, `[...]` jumps, `{...}` pusher changes. */
  movesText(): string {
    let out = '';
    for (const { action } of this.history) {
      if (action.kind === 'step') out += action.pushed ? action.letter.toUpperCase() : action.letter;
      else if (action.kind === 'jump') out += `[${action.letters}]`;
      else out += `{${action.letters}}`;
    }
    // Reverse-mode games always begin with a jump, even an empty one.
    if (this.reverse && !out.startsWith('[')) out = `[]${out}`;
    return out;
  }

  private refusal(code: RuleRefusalCode, what: string, at: number): ActionResult {
    return { ok: false, code, message: refusalMessage(code, what), at, move: this.moveCount + 1 };
  }

  private count(effect: ActionEffect, sign: 1 | -1): void {
    this.moveCount += sign * effect.moves;
    if (effect.box !== 0) {
      if (this.reverse) this.pullCount += sign;
      else this.pushCount += sign;
    }
  }

  private perform(action: GameAction, clearsFuture: boolean): ActionResult {
    const level = this.level;
    let engineAction: Action;
    let what: string;
    if (action.kind === 'step') {
      const code = action.letter.charCodeAt(0);
      engineAction = { kind: 'step', direction: level.letterIndex[code] ?? -1, pull: action.pushed };
      what = action.pushed ? action.letter.toUpperCase() : action.letter;
    } else {
      engineAction = action;
      what = action.kind === 'jump' ? `[${action.letters}]` : `{${action.letters}}`;
    }
    const effect = newEffect();
    const outcome = applyAction(level, this.position, engineAction, { reverse: this.reverse, pulled: this.pullCount > 0 }, effect);
    if (outcome < 0) return this.refusal(refusalCode(outcome), what, 0);
    const pushed = outcome === Outcome.Push || outcome === Outcome.Pull;
    // History records what happened: a lower-case letter that pushed is a push.
    const done: GameAction = action.kind === 'step' ? { kind: 'step', letter: action.letter, pushed } : action;
    this.history.push({ action: done, effect });
    this.count(effect, 1);
    if (clearsFuture) this.future.length = 0;
    return { ok: true, did: KINDS[outcome]!, pushed };
  }
}
