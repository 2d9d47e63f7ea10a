/**
 * The rules of play, written once. {@link applyAction} applies one action —
 * a step, a push, a pull, a jump or a pusher change — to a position and says
 * what happened; `Game`, `replay`, the click-to-move searches and the
 * conversion of reverse solutions all go through it or through the cell
 * tests below, which it uses itself.
 *
 * Everything works on the level's typed arrays: no allocation per action.
 */
import { parseMoves, type JumpToken, type MoveProblemCode, type Moves, type PusherChangeToken } from '../text/moves.js';
import type { Level } from './level.js';
import type { Position } from './position.js';

/** One thing a pusher does, with directions as indices into `level.letters`. */
export type Action =
  /** A step in `direction`; forward it pushes a box in the way, in reverse mode `pull` drags the box behind. */
  | {
      /** A step. */
      kind: 'step';
      /** The direction's index in `level.letters`; one out of range is refused as `unknown-direction`. */
      direction: number;
      /** Reverse mode: drag the box standing behind the pusher (refused as `nothing-to-pull` when there is none); ignored forward. */
      pull: boolean;
    }
  /**
   * A jump or a pusher change, as the move reader gives them (letters in
   * either case). A jump, in reverse mode before the first pull: the active
   * pusher lands where the letters lead, ignoring what is between, and each
   * letter counts as a move. A pusher change (Multiban): the pusher where the
   * letters lead from the active one becomes active.
   */
  | JumpToken | PusherChangeToken;

/** The mode an action is judged in. */
export interface RulesMode {
  /** Reverse (pull) mode. */
  reverse: boolean;
  /** True once a pull has been made: jumps are over. */
  pulled: boolean;
}

/**
 * Why an action was refused. The union is closed: programs switch on it.
 * - `unknown-direction`: the letter is not a direction of this tiling;
 * - `off-board`: the tiling has no cell in that direction;
 * - `wall`: a wall is in the way;
 * - `pusher-in-the-way`: another pusher stands there;
 * - `box-blocked`: the box ahead cannot move (wall, box, pusher or no cell beyond it);
 * - `box-in-the-way`: reverse mode, a step into a box (boxes are pulled, not pushed);
 * - `standing-on-box`: reverse mode, the pusher still shares its start square with a box and must jump first;
 * - `nothing-to-pull`: a pull with no box behind the pusher;
 * - `jump-in-forward-mode`: jumps exist only in reverse mode;
 * - `jump-after-pull`: jumps are allowed only before the first pull;
 * - `jump-off-board`: the jump's letters lead off the board;
 * - `jump-not-free`: the jump lands on a wall, a box or another pusher;
 * - `no-pusher-there`: a pusher change whose letters do not lead to a pusher;
 * - `not-one-step`: `Game.step` was given something other than one direction letter.
 */
export type RuleRefusalCode =
  | 'unknown-direction'
  | 'off-board'
  | 'wall'
  | 'pusher-in-the-way'
  | 'box-blocked'
  | 'box-in-the-way'
  | 'standing-on-box'
  | 'nothing-to-pull'
  | 'jump-in-forward-mode'
  | 'jump-after-pull'
  | 'jump-off-board'
  | 'jump-not-free'
  | 'no-pusher-there'
  | 'not-one-step';

/** Every reason a game, a replay or a move string can be refused: the rules' and the move notation's. */
export type RefusalCode = RuleRefusalCode | MoveProblemCode;

/** A refused move, or a move string that cannot be read: the same shape everywhere (`Game`, `replay`, the CLI). */
export interface Refusal {
  /** Why: a rule's refusal, or a problem in the move text (see {@link RefusalCode}). */
  code: RefusalCode;
  /** A sentence a person can act on. */
  message: string;
  /**
   * Where: for a refused action, the 0-based offset of its letter (or of the
   * `[`/`{` opening it) in the expanded move text (`Moves.text`); for a
   * problem in a move string given as text, the offset in that text.
   */
  at: number;
  /** The 1-based number of the refused move, counted as the counts are (moves made before it + 1); 0 for problems in the text. */
  move: number;
}

/** Whether `input`, from a caller that may pass anything, has the token list of parsed {@link Moves}. */
export function isParsedMoves(input: unknown): input is Moves {
  return input !== null && typeof input === 'object' && Array.isArray((input as Partial<Moves>).tokens);
}

/**
 * Reads a move string strictly: any problem in it (an unknown character,
 * unbalanced brackets, bad RLE, a reverse game without its leading jump) is
 * a {@link Refusal} at its offset. Parsed {@link Moves} pass through.
 */
export function strictMoves(input: Moves | string):
  | {
      /** The moves read, or the parsed moves as given. */
      moves: Moves;
      /** `null`: the moves could be read. */
      refusal: null;
    }
  | {
      /** `null`: the moves could not be read. */
      moves: null;
      /** The first problem, at its offset in the text (0 for input that is neither a string nor parsed moves), with `move` 0. */
      refusal: Refusal;
    } {
  if (typeof input !== 'string') {
    // Plain JavaScript callers can pass anything; say so rather than fail deep inside.
    if (!isParsedMoves(input)) {
      return { moves: null, refusal: { code: 'invalid-move-character', message: 'moves must be a move string or parsed Moves', at: 0, move: 0 } };
    }
    return { moves: input, refusal: null };
  }
  const { moves, problems } = parseMoves(input);
  const first = problems[0];
  if (first) return { moves: null, refusal: { code: first.code, message: first.message, at: first.offset, move: 0 } };
  return { moves, refusal: null };
}

/** What a successful action did. Refusals are the negative numbers of {@link REFUSAL_CODES}. */
export const Outcome = {
  /** The pusher walked. */
  Walk: 0,
  /** The pusher walked and pushed a box. */
  Push: 1,
  /** The pusher walked and pulled a box. */
  Pull: 2,
  /** The pusher jumped. */
  Jump: 3,
  /** Another pusher became active. */
  PusherChange: 4,
} as const;

/**
 * Refusal codes by number: an outcome `-(i + 1)` is refusal `REFUSAL_CODES[i]`,
 * so the hot loops pass plain numbers around.
 */
export const REFUSAL_CODES: readonly RuleRefusalCode[] = [
  'unknown-direction',
  'off-board',
  'wall',
  'pusher-in-the-way',
  'box-blocked',
  'box-in-the-way',
  'standing-on-box',
  'nothing-to-pull',
  'jump-in-forward-mode',
  'jump-after-pull',
  'jump-off-board',
  'jump-not-free',
  'no-pusher-there',
  'not-one-step',
];

// The outcome of each refusal the rules below give, named in the order of REFUSAL_CODES: -1 for 'unknown-direction',
// -2 for 'off-board', and so on ('not-one-step' is `Game.step`'s). Numbered from the list rather than looked up by
// name, so that the codes are written once: the engine's bundle, the solver's too, carries the list alone.
type Outcomes = [number, number, number, number, number, number, number, number, number, number, number, number, number];
const [UNKNOWN_DIRECTION, OFF_BOARD, WALL, PUSHER, BOX_BLOCKED, BOX_IN_THE_WAY, STANDING_ON_BOX, NOTHING_TO_PULL, JUMP_FORWARD, JUMP_AFTER_PULL, JUMP_OFF_BOARD, JUMP_NOT_FREE, NO_PUSHER] =
  REFUSAL_CODES.map((_, i) => -(i + 1)) as Outcomes;

/** The refusal code of a negative outcome. */
export function refusalCode(outcome: number): RuleRefusalCode {
  return REFUSAL_CODES[-outcome - 1] ?? 'unknown-direction';
}

/**
 * What an action changed, filled in by {@link applyAction} for undo and for
 * the metrics. One record is reused across calls.
 */
export interface ActionEffect {
  /** The pusher that moved (the active one). */
  pusher: number;
  /** Its cell before and after (equal for a pusher change). */
  from: number;
  /** The pusher's cell after the action: where it stepped or jumped to, or `from` for a pusher change. */
  to: number;
  /** Box id + 1 of the box that moved, or 0. */
  box: number;
  /** The cell of the box that moved before the action, or -1 when no box moved. */
  boxFrom: number;
  /** The cell of the box that moved after the action, or -1 when no box moved. */
  boxTo: number;
  /** The active pusher before the action. */
  activeBefore: number;
  /** Moves the action counts: 1 for a step, one per letter for a jump, 0 for a pusher change. */
  moves: number;
}

/** A fresh effect record. */
export function newEffect(): ActionEffect {
  return { pusher: 0, from: -1, to: -1, box: 0, boxFrom: -1, boxTo: -1, activeBefore: 0, moves: 0 };
}

const scratch = newEffect();

/** A pusher may walk into `cell`: it exists, and holds no wall, box or pusher. */
export function canEnter(level: Level, p: Position, cell: number): boolean {
  return cell >= 0 && level.wall[cell] === 0 && p.boxAt[cell] === 0 && p.pusherAt[cell] === 0;
}

/** Walking into `cell` is refused for this reason (a negative outcome), or 0 when it is allowed; boxes are the caller's business. */
function entryRefusal(level: Level, p: Position, cell: number): number {
  if (cell < 0) return OFF_BOARD;
  if (level.wall[cell] === 1) return WALL;
  if (p.pusherAt[cell] !== 0) return PUSHER;
  return 0;
}

/**
 * The cell reached from `cell` by following direction letters through the
 * neighbour table, ignoring walls, boxes and pushers: the displacement of a
 * jump or a pusher change. -1 when a step leaves the board or a letter is
 * not a direction of the tiling.
 */
export function displace(level: Level, cell: number, letters: string): number {
  const D = level.directionCount;
  let c = cell;
  for (let i = 0; i < letters.length && c >= 0; i++) {
    const code = letters.charCodeAt(i);
    const d = level.letterIndex[code] ?? -1;
    if (d < 0) return -1;
    c = level.neighbours[c * D + d]!;
  }
  return c;
}

/**
 * Applies one action to `p` (changed in place) under the rules of `mode`.
 * Returns an {@link Outcome} (0 or more) or a refusal (negative, see
 * {@link refusalCode}); a refused action leaves `p` unchanged. `effect`, if
 * given, receives what moved.
 */
export function applyAction(level: Level, p: Position, action: Action, mode: RulesMode, effect: ActionEffect = scratch): number {
  if (action.kind === 'step') return applyStep(level, p, action.direction, action.pull, mode.reverse, effect);
  if (action.kind === 'jump') return applyJump(level, p, action.letters, mode, effect);
  return applyPusherChange(level, p, action.letters, effect);
}

/**
 * One step of the active pusher by direction index `d` (the step part of
 * {@link applyAction}, for loops that already hold the direction).
 *
 * The push rule, every tiling: a step by `d` into a box moves the box one
 * more step by the same `d` from the box's own cell (on Trioban this keeps
 * the box on its band); the cell beyond must be one a pusher could enter. In
 * reverse mode a step never moves into a box; with `pull` it drags the box
 * standing one step behind the pusher (by the opposite letter) into the cell
 * the pusher leaves.
 */
export function applyStep(level: Level, p: Position, d: number, pull: boolean, reverse: boolean, effect: ActionEffect = scratch): number {
  return reverse ? applyReverseStep(level, p, d, pull, effect) : applyForwardStep(level, p, d, effect);
}

/** A forward step: a walk, or a push of the box in the way (see {@link applyStep}). Kept small so replay loops inline it. */
export function applyForwardStep(level: Level, p: Position, d: number, effect: ActionEffect = scratch): number {
  const D = level.directionCount;
  if (!(d >= 0 && d < D)) return UNKNOWN_DIRECTION;
  const active = p.active;
  const from = p.pushers[active]!;
  const to = level.neighbours[from * D + d]!;
  const entry = entryRefusal(level, p, to);
  if (entry !== 0) return entry;
  const box = p.boxAt[to]!;
  let beyond = -1;
  if (box !== 0) {
    beyond = level.neighbours[to * D + d]!;
    if (!canEnter(level, p, beyond)) return BOX_BLOCKED;
    p.boxAt[to] = 0;
    p.boxAt[beyond] = box;
    p.boxes[box - 1] = beyond;
  }
  p.pusherAt[from] = 0;
  p.pusherAt[to] = active + 1;
  p.pushers[active] = to;
  effect.pusher = active;
  effect.activeBefore = active;
  effect.from = from;
  effect.to = to;
  effect.box = box;
  effect.boxFrom = box === 0 ? -1 : to;
  effect.boxTo = beyond;
  effect.moves = 1;
  return box === 0 ? Outcome.Walk : Outcome.Push;
}

/** A reverse-mode step: a walk, or with `pull` a pull of the box behind the pusher (see {@link applyStep}). */
export function applyReverseStep(level: Level, p: Position, d: number, pull: boolean, effect: ActionEffect = scratch): number {
  const D = level.directionCount;
  if (!(d >= 0 && d < D)) return UNKNOWN_DIRECTION;
  const active = p.active;
  const from = p.pushers[active]!;
  const to = level.neighbours[from * D + d]!;
  const entry = entryRefusal(level, p, to);
  if (entry !== 0) return entry;
  if (p.boxAt[to] !== 0) return BOX_IN_THE_WAY;
  if (p.boxAt[from] !== 0) return STANDING_ON_BOX;
  let box = 0;
  let behind = -1;
  if (pull) {
    const back = level.oppositeIndex[d]!;
    behind = back < 0 ? -1 : level.neighbours[from * D + back]!;
    box = behind < 0 ? 0 : p.boxAt[behind]!;
    if (box === 0) return NOTHING_TO_PULL;
  }
  // The pusher leaves first: the pulled box takes the cell it left.
  p.pusherAt[from] = 0;
  p.pusherAt[to] = active + 1;
  p.pushers[active] = to;
  if (box !== 0) {
    p.boxAt[behind] = 0;
    p.boxAt[from] = box;
    p.boxes[box - 1] = from;
  }
  effect.pusher = active;
  effect.activeBefore = active;
  effect.from = from;
  effect.to = to;
  effect.box = box;
  effect.boxFrom = behind;
  effect.boxTo = box === 0 ? -1 : from;
  effect.moves = 1;
  return box === 0 ? Outcome.Walk : Outcome.Pull;
}

/** A reverse-mode jump (the jump part of {@link applyAction}); its letters are moves. */
function applyJump(level: Level, p: Position, letters: string, mode: RulesMode, effect: ActionEffect): number {
  if (!mode.reverse) return JUMP_FORWARD;
  if (mode.pulled) return JUMP_AFTER_PULL;
  const active = p.active;
  const from = p.pushers[active]!;
  const to = displace(level, from, letters);
  if (to < 0) return JUMP_OFF_BOARD;
  // The pusher's own square counts as free of pushers, not of a box: a jump that comes back to where it began, while
  // the pusher still shares its start square with a box, lands on that box. The empty jump `[]` is no move but the
  // mark of a reverse game (what `Game.movesText()` begins such a game with), so it stays allowed there.
  if (level.wall[to] === 1 || (letters !== '' && p.boxAt[to] !== 0) || (to !== from && p.pusherAt[to] !== 0)) return JUMP_NOT_FREE;
  p.pusherAt[from] = 0;
  p.pusherAt[to] = active + 1;
  p.pushers[active] = to;
  setEffect(effect, active, from, to, letters.length);
  return Outcome.Jump;
}

/** A Multiban pusher change (the pusher-change part of {@link applyAction}); not a move. */
export function applyPusherChange(level: Level, p: Position, letters: string, effect: ActionEffect = scratch): number {
  const active = p.active;
  const from = p.pushers[active]!;
  const to = displace(level, from, letters);
  const id = to < 0 ? 0 : p.pusherAt[to]!;
  if (id === 0) return NO_PUSHER;
  p.active = id - 1;
  setEffect(effect, active, from, from, 0);
  return Outcome.PusherChange;
}

function setEffect(effect: ActionEffect, pusher: number, from: number, to: number, moves: number): void {
  effect.pusher = pusher;
  effect.activeBefore = pusher;
  effect.from = from;
  effect.to = to;
  effect.box = 0;
  effect.boxFrom = -1;
  effect.boxTo = -1;
  effect.moves = moves;
}

/**
 * Takes back an action from the effect {@link applyAction} recorded for it,
 * restoring boxes, pushers and the active pusher exactly.
 */
export function undoAction(p: Position, effect: Readonly<ActionEffect>): void {
  if (effect.box !== 0) {
    p.boxAt[effect.boxTo] = 0;
    p.boxAt[effect.boxFrom] = effect.box;
    p.boxes[effect.box - 1] = effect.boxFrom;
  }
  if (effect.from !== effect.to) {
    p.pusherAt[effect.to] = 0;
    p.pusherAt[effect.from] = effect.pusher + 1;
    p.pushers[effect.pusher] = effect.from;
  }
  p.active = effect.activeBefore;
}

/**
 * A sentence for a refusal. `what` names the action as written: a letter
 * (`R`), or a bracketed jump or pusher change (`[rrd]`, `{ll}`).
 */
export function refusalMessage(code: RuleRefusalCode, what: string): string {
  switch (code) {
    case 'unknown-direction':
      return `"${what}" is not a direction of this tiling`;
    case 'off-board':
      return `"${what}" leads off the board`;
    case 'wall':
      return `"${what}" walks into a wall`;
    case 'pusher-in-the-way':
      return `"${what}" walks into another pusher`;
    case 'box-blocked':
      return `"${what}" pushes a box that is blocked`;
    case 'box-in-the-way':
      return `"${what}" walks into a box (in reverse mode boxes are pulled, not pushed)`;
    case 'standing-on-box':
      return `"${what}" starts from a square the pusher shares with a box: in reverse mode it must jump off it first`;
    case 'nothing-to-pull':
      return `"${what}" is a pull, but no box stands behind the pusher`;
    case 'jump-in-forward-mode':
      return `the jump ${what} is not allowed: jumps exist only in reverse mode`;
    case 'jump-after-pull':
      return `the jump ${what} comes after a pull: jumps are allowed only before the first pull`;
    case 'jump-off-board':
      return `the jump ${what} leads off the board`;
    case 'jump-not-free':
      return `the jump ${what} lands on a square that is not free floor`;
    case 'no-pusher-there':
      return `the pusher change ${what} does not lead to a pusher`;
    case 'not-one-step':
      return `"${what}" is not one step: give exactly one direction letter`;
  }
}
