/**
 * An interactive game: a position plus history, with undo and redo to any
 * depth. Forward play, reverse (pull) play and Multiban all run through the
 * rules in `position.ts`.
 */
import type { Level } from './level.js';
import type { DirectionLetter, Moves } from '../text/moves.js';
import {
  boxesOnGoals,
  copyPosition,
  displace,
  forwardStep,
  reverseSolved,
  reverseStartPosition,
  reverseStep,
  startPosition,
  StepRefusal,
  type Position,
} from './position.js';
import { displacementLetters } from './paths.js';

/** One thing done in a game, as history keeps it. */
export type GameAction =
  | { kind: 'step'; letter: DirectionLetter; pushed: boolean }
  | { kind: 'jump'; letters: string }
  | { kind: 'pusher-change'; letters: string };

/** The result of trying an action: done, or refused with a reason a person can read. */
export type ActionResult = { ok: true; pushed: boolean } | { ok: false; reason: string };

/** Options for a new {@link Game}. */
export interface GameOptions {
  /** Reverse mode: start with every box on a goal and pull them back to their start squares. */
  reverse?: boolean;
}

/** Just enough to take an action back: who moved from where to where, and which box. */
interface HistoryEntry {
  action: GameAction;
  pusher: number;
  from: number;
  to: number;
  /** Box id + 1, or 0 when no box moved. */
  box: number;
  boxFrom: number;
  boxTo: number;
  /** Active pusher before the action (pusher changes). */
  active: number;
}

/** Plain words for a refused step. */
export function refusalReason(outcome: number, letter: string): string {
  switch (outcome) {
    case StepRefusal.NoCell:
      return `"${letter}" leads off the board`;
    case StepRefusal.Wall:
      return `"${letter}" walks into a wall`;
    case StepRefusal.Pusher:
      return `"${letter}" walks into another pusher`;
    case StepRefusal.BoxBlocked:
      return `"${letter}" pushes a box that is blocked`;
    case StepRefusal.NothingToPull:
      return `"${letter}" is a pull, but no box stands behind the pusher`;
    case StepRefusal.Box:
      return `"${letter}" walks into a box (in reverse mode boxes are pulled, not pushed)`;
    case StepRefusal.NoSuchDirection:
      return `"${letter}" is not a direction of this tiling`;
    default:
      return `"${letter}" is not possible here`;
  }
}

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
  private pulled = 0;

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

  /** Steps taken (pushes and pulls included). */
  get moves(): number {
    return this.moveCount;
  }

  /** Pushes made (pulls in reverse mode). */
  get pushes(): number {
    return this.pushCount;
  }

  /** True if there is something to undo / redo. */
  get canUndo(): boolean {
    return this.history.length > 0;
  }
  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /**
   * Forward: every box on a goal. Reverse: the boxes back on their start
   * squares, at least one pull made, and every pusher where it could walk
   * from its start square in the original position.
   */
  isSolved(): boolean {
    return this.reverse ? reverseSolved(this.level, this.position, this.pulled) : boxesOnGoals(this.level, this.position);
  }

  /**
   * One step by a direction letter. In forward mode case is only a hint (a
   * step into a box pushes it); in reverse mode upper case pulls.
   */
  step(letter: string): ActionResult {
    return this.perform({ kind: 'step', letter: letter.toLowerCase() as DirectionLetter, pushed: letter !== letter.toLowerCase() }, true);
  }

  /** A reverse-mode jump by a displacement (lower-case letters); only before the first pull. */
  jump(letters: string): ActionResult {
    return this.perform({ kind: 'jump', letters: letters.toLowerCase() }, true);
  }

  /** Makes another pusher active, named by the displacement from the active one. */
  changePusher(letters: string): ActionResult {
    return this.perform({ kind: 'pusher-change', letters: letters.toLowerCase() }, true);
  }

  /** Makes pusher `id` active, recording the displacement as a `{...}` change. */
  selectPusher(id: number): ActionResult {
    if (id === this.position.active) return { ok: true, pushed: false };
    const target = this.position.pushers[id];
    if (target === undefined) return { ok: false, reason: `there is no pusher ${id + 1}` };
    const letters = displacementLetters(this.level, this.position.pushers[this.position.active]!, target);
    if (letters === null) return { ok: false, reason: 'that pusher cannot be named from the active one' };
    return this.changePusher(letters);
  }

  /** Applies parsed moves (steps, jumps, pusher changes) until one is refused. */
  apply(moves: Moves): { applied: number; error: { at: number; reason: string } | null } {
    let letters = 0;
    for (const token of moves.tokens) {
      if (token.kind === 'current') continue;
      if (token.kind === 'steps') {
        for (const ch of token.letters) {
          const r = this.step(this.reverse ? ch : ch.toLowerCase());
          if (!r.ok) return { applied: letters, error: { at: letters, reason: r.reason } };
          letters++;
        }
      } else {
        const r = token.kind === 'jump' ? this.jump(token.letters) : this.changePusher(token.letters);
        if (!r.ok) return { applied: letters, error: { at: letters, reason: r.reason } };
      }
    }
    return { applied: letters, error: null };
  }

  /** Takes back the last action. */
  undo(): boolean {
    const e = this.history.pop();
    if (!e) return false;
    const p = this.position;
    if (e.box !== 0) {
      p.boxAt[e.boxTo] = 0;
      p.boxAt[e.boxFrom] = e.box;
      p.boxes[e.box - 1] = e.boxFrom;
    }
    if (e.from !== e.to) {
      p.pusherAt[e.to] = 0;
      p.pusherAt[e.from] = e.pusher + 1;
      p.pushers[e.pusher] = e.from;
    }
    p.active = e.active;
    this.future.push(e.action);
    if (e.action.kind === 'step') {
      this.moveCount--;
      if (e.action.pushed) {
        this.pushCount--;
        if (this.reverse) this.pulled--;
      }
    }
    return true;
  }

  /** Does again the last undone action. */
  redo(): boolean {
    const action = this.future.pop();
    if (!action) return false;
    const saved = this.future.splice(0);
    const r = this.perform(action, false);
    this.future.push(...saved);
    return r.ok;
  }

  /** Back to the start, with nothing to redo. */
  reset(): void {
    this.position = this.reverse ? reverseStartPosition(this.level) : startPosition(this.level);
    this.history.length = 0;
    this.future.length = 0;
    this.moveCount = 0;
    this.pushCount = 0;
    this.pulled = 0;
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

  private perform(action: GameAction, clearsFuture: boolean): ActionResult {
    const level = this.level;
    const p = this.position;
    const pusher = p.active;
    const from = p.pushers[pusher]!;
    const boxesBefore = p.boxes;
    let box = 0;
    let boxFrom = -1;
    let pushed = false;
    if (action.kind === 'step') {
      const code = action.letter.charCodeAt(0);
      const d = code < 128 ? level.letterIndex[code]! : -1;
      if (d < 0) return { ok: false, reason: refusalReason(StepRefusal.NoSuchDirection, action.letter) };
      // Which box may move is known before the step: the one ahead (push) or behind (pull).
      const ahead = level.neighbours[from * level.directionCount + d]!;
      const back = level.oppositeIndex[d]!;
      const behind = back < 0 ? -1 : level.neighbours[from * level.directionCount + back]!;
      const candidate = this.reverse ? (behind >= 0 ? p.boxAt[behind]! : 0) : ahead >= 0 ? p.boxAt[ahead]! : 0;
      const candidateFrom = candidate === 0 ? -1 : boxesBefore[candidate - 1]!;
      const outcome = this.reverse ? reverseStep(level, p, d, action.pushed) : forwardStep(level, p, d);
      if (outcome < 0) return { ok: false, reason: refusalReason(outcome, action.pushed ? action.letter.toUpperCase() : action.letter) };
      pushed = outcome === 1;
      if (pushed) {
        box = candidate;
        boxFrom = candidateFrom;
      }
      this.moveCount++;
      if (pushed) {
        this.pushCount++;
        if (this.reverse) this.pulled++;
      }
      action = { kind: 'step', letter: action.letter, pushed };
    } else if (action.kind === 'jump') {
      if (!this.reverse) return { ok: false, reason: 'jumps exist only in reverse mode' };
      if (this.pulled > 0) return { ok: false, reason: 'a jump is allowed only before the first pull' };
      const to = displace(level, from, action.letters);
      if (to < 0) return { ok: false, reason: `the jump [${action.letters}] leads off the board` };
      if (level.wall[to] === 1 || p.boxAt[to] !== 0 || (p.pusherAt[to] !== 0 && to !== from)) {
        return { ok: false, reason: `the jump [${action.letters}] lands on a square that is not free floor` };
      }
      p.pusherAt[from] = 0;
      p.pusherAt[to] = pusher + 1;
      p.pushers[pusher] = to;
    } else {
      const to = displace(level, from, action.letters);
      const id = to < 0 ? 0 : p.pusherAt[to]!;
      if (id === 0) return { ok: false, reason: `the pusher change {${action.letters}} does not land on a pusher` };
      p.active = id - 1;
    }
    this.history.push({
      action,
      pusher,
      from,
      to: p.pushers[pusher]!,
      box,
      boxFrom,
      boxTo: box === 0 ? -1 : p.boxes[box - 1]!,
      active: pusher,
    });
    if (clearsFuture) this.future.length = 0;
    return { ok: true, pushed };
  }
}
