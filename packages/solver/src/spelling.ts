/**
 * Turns a path of search states into the moves a player types: walks in
 * lower case, pushes in upper case, and for several pushers `{...}` pusher
 * changes, spelled with core's own functions (`walkTo`, `displacementLetters`,
 * the level's letters) and played on a position as they are written, with
 * core's rules, so every letter is checked as it is produced.
 */
import { applyAction, displacementLetters, Outcome, walkTo, type Level, type Position } from '@polyban/core';
import type { LevelAnalysis } from './dead-cells.js';
import { AreaLabels, spreadsAfterPush } from './pusher-regions.js';
import { shuffle } from './pusher-shuffle.js';

/** One push of a solution: the push table's coding of it (pusher cell × directions + direction), and the pusher keys of the state it leads to. */
export interface SolutionPush {
  move: number;
  keys: readonly number[];
}

/** The moves of one push: the walking (and pusher changes) before it, and the push letter. */
export interface SpelledPush {
  moves: string;
  /** Box cell before and after the push. */
  box: number;
  to: number;
}

/**
 * Spells a solution's pushes, playing them on `position` (changed in
 * place): one entry per push. Throws if the rules refuse a letter, which
 * would be a solver bug: better an error than moves that do not play.
 */
export function spellSolution(level: Level, a: LevelAnalysis, pushes: readonly SolutionPush[], position: Position): SpelledPush[] {
  const D = level.directionCount;
  const out: SpelledPush[] = [];
  const writer = new MoveWriter(level, position);
  const scratch: Scratch = {
    boxAt: new Int32Array(level.size),
    before: new AreaLabels(a.floor, level.neighbours, D),
    after: new AreaLabels(a.floor, level.neighbours, D),
    pushersIn: new Int32Array(position.pushers.length),
  };
  for (const { move, keys } of pushes) {
    const p = Math.floor(move / D);
    const d = move % D;
    const b = level.neighbours[p * D + d]!;
    const t = level.neighbours[b * D + d]!;
    // A lone pusher just walks to the push: no areas to share out, and on a large board no flood per push.
    if (position.pushers.length === 1) {
      if (!writer.walkTo(p)) throw new Error('no pusher can reach the push');
    } else placePushers(level, writer, scratch, p, b, t, keys);
    writer.push(p, d);
    out.push({ moves: writer.take(), box: b, to: t });
  }
  return out;
}

const FORWARD = { reverse: false, pulled: false };

/** Writes moves while playing them on a position with core's rules. */
class MoveWriter {
  private text = '';
  /**
   * The active pusher's last letter, if it has made a move since it became
   * the active one: a walk's first step keeps the heading nearest it
   * (Trioban has two letters for some steps).
   */
  private last: string | undefined;
  constructor(
    readonly level: Level,
    readonly position: Position,
  ) {}

  /** Makes the pusher on `cell` the active one, writing a pusher change if it is another. */
  activate(cell: number): void {
    const pos = this.position;
    const id = pos.pusherAt[cell]! - 1;
    if (id < 0) throw new Error('no pusher to activate');
    if (id === pos.active) return;
    const letters = displacementLetters(this.level, pos.pushers[pos.active]!, cell);
    if (letters === null || applyAction(this.level, pos, { kind: 'pusher-change', letters }, FORWARD) !== Outcome.PusherChange) {
      throw new Error('pusher change refused');
    }
    this.text += `{${letters}}`;
    this.last = undefined;
  }

  /** Walks the active pusher to `cell` by core's shortest walk, or returns false when it cannot get there. */
  walkTo(cell: number): boolean {
    const letters = walkTo(this.level, this.position, cell, this.last);
    if (letters === null) return false;
    for (let i = 0; i < letters.length; i++) this.step(this.level.letterIndex[letters.charCodeAt(i)]!, Outcome.Walk);
    return true;
  }

  /** Walks the pusher on `from` to the neighbouring free `to`: one step, by core's walk, which picks its letter. */
  stepTo(from: number, to: number): void {
    this.activate(from);
    if (!this.walkTo(to)) throw new Error('the rules refused a solver move');
  }

  /** The pusher on `p` pushes by direction `d`. */
  push(p: number, d: number): void {
    this.activate(p);
    this.step(d, Outcome.Push);
  }

  private step(d: number, expected: number): void {
    if (applyAction(this.level, this.position, { kind: 'step', direction: d, pull: false }, FORWARD) !== expected) throw new Error('the rules refused a solver move');
    const letter = this.level.letters[d]!;
    this.text += expected === Outcome.Push ? letter.toUpperCase() : letter;
    this.last = letter;
  }

  /** The moves written since the last call. */
  take(): string {
    const t = this.text;
    this.text = '';
    return t;
  }
}

/** Arrays {@link placePushers} works in, made once per solution spelled; `pushersIn` counts by area, and only the pushers' areas are labelled. */
interface Scratch {
  readonly boxAt: Int32Array;
  readonly before: AreaLabels;
  readonly after: AreaLabels;
  readonly pushersIn: Int32Array;
}

/**
 * Brings a pusher to `p`, and the other pushers where the next state wants
 * them: in each area after the push as many pushers as `keys` say.
 */
function placePushers(level: Level, writer: MoveWriter, scratch: Scratch, p: number, b: number, t: number, keys: readonly number[]): void {
  const pos = writer.position;
  const { boxAt, before, after, pushersIn } = scratch;
  boxAt.fill(0);
  for (let i = 0; i < pos.boxes.length; i++) boxAt[pos.boxes[i]!] = i + 1;
  // Areas before the push, pushers not counted as obstacles: they make way for one another.
  before.reset();
  pushersIn.fill(0);
  const areaOfPusher = Array.from(pos.pushers, (c) => before.areaOf(c, boxAt));
  for (const area of areaOfPusher) pushersIn[area]!++;
  // Only the pushers' areas are labelled: every area has a pusher.
  if (!before.has(p)) throw new Error('no pusher can reach the push');

  // Which way of standing after the push the search chose: the one whose area keys it stored.
  boxAt[t] = boxAt[b]!;
  boxAt[b] = 0;
  const wanted = keys.join();
  const spread = spreadsAfterPush(before, pushersIn, p, b, t, boxAt, after).find((x) => x.keys.join() === wanted);
  if (!spread) throw new Error('no placement of the pushers gives the next state');

  const pushing = before.label[p]!;
  const cut = before.has(t) ? before.label[t]! : -1;
  for (let area = 0; area < before.count; area++) {
    if (area !== pushing && area !== cut) continue;
    const sources = Array.from(pos.pushers).filter((_, j) => areaOfPusher[j] === area);
    const targets = area === pushing ? [p] : [];
    if (area === cut) {
      // Fill each piece of the cut area with its count, keeping pushers where they stand when they may stay.
      spread.areas.forEach((piece, i) => {
        // The pushed box's new cell is in no area after the push; the pusher who pushes stands on `p` until it does.
        const cells = cellsOf(before, area).filter((c) => c !== p && after.has(c) && after.label[c] === piece);
        // Cells with a pusher on them first, so that those pushers stay; then the others in walking order.
        const staying = cells.filter((c) => pos.pusherAt[c] !== 0);
        targets.push(...staying.concat(cells.filter((c) => pos.pusherAt[c] === 0)).slice(0, spread.counts[i]));
      });
    } else {
      // The pusher nearest the push goes (one standing on it is the nearest); the others stay where they are.
      const others = sources.slice();
      others.splice(others.indexOf(nearest(level, before, p, sources)), 1);
      targets.push(...others);
    }
    movePushers(level, writer, before, area, sources, targets);
  }
  boxAt[b] = boxAt[t]!;
  boxAt[t] = 0;
}

function cellsOf(labels: AreaLabels, area: number): number[] {
  return Array.from(labels.cells.subarray(labels.start[area]!, labels.start[area + 1]!));
}

/**
 * Of `sources`, the cell nearest `p` by walking in its area: `p` itself if
 * it is one. The walk keeps to labelled cells; an area's cells border no
 * other area's, so it never leaves `p`'s.
 */
function nearest(level: Level, labels: AreaLabels, p: number, sources: readonly number[]): number {
  const D = level.directionCount;
  const seen = new Uint8Array(level.size);
  seen[p] = 1;
  const queue = [p];
  // The queue grows as it is walked: for…of reads its length at every step.
  for (const u of queue) {
    if (sources.includes(u)) return u;
    for (let d = 0; d < D; d++) {
      const v = level.neighbours[u * D + d]!;
      if (v >= 0 && labels.has(v) && seen[v] === 0) {
        seen[v] = 1;
        queue.push(v);
      }
    }
  }
  throw new Error('no pusher in the area of the push');
}

/** Moves the pushers of one area from `sources` to `targets`. */
function movePushers(level: Level, writer: MoveWriter, labels: AreaLabels, area: number, sources: readonly number[], targets: readonly number[]): void {
  const leaving = sources.filter((c) => !targets.includes(c));
  const arriving = targets.filter((c) => !sources.includes(c));
  if (leaving.length === 0) return;
  // One pusher to move: core's shortest walk, if the others are not in its way.
  if (leaving.length === 1) {
    writer.activate(leaving[0]!);
    if (writer.walkTo(arriving[0]!)) return;
  }
  const cells = cellsOf(labels, area);
  const inArea = new Uint8Array(level.size);
  for (const c of cells) inArea[c] = 1;
  for (const step of shuffle(cells, inArea, level.neighbours, level.directionCount, sources, targets)) writer.stepTo(step.from, step.to);
}
