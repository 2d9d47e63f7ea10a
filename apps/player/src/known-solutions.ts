/**
 * Solutions known before a search: the level file's, the player's, and
 * those earlier hints followed, which the solver keeps and answers hints
 * from at once. From a position on one, Solve plays its rest with no
 * search; when a hint finds nothing (the search ran out of time, or the
 * position is lost), an earlier point of the game may lie on one, and going
 * back there is better advice than none. A reverse-mode game whose boxes
 * stand where a known solution put them is won by taking that solution
 * back.
 */
import { applyAction, forwardToReverse, Game, Outcome, reachable, startPosition, tokenizeMoves, type Level, type Position } from '@polyban/core';
import type { ReverseGame } from '@polyban/solver';

/**
 * Most pushes followed along known solutions. Each push of a kept line
 * leads to a position filed later on the same line, or on a line filed
 * before, so following them always ends; this only bounds the work on a
 * line of absurd length.
 */
const MOST_PUSHES = 1_000_000;

/**
 * The rest of a known solution from the end of `played` (forward moves of
 * `level` from its start): the moves `next` gives for each position (a
 * walk and one push, or null when it knows none), followed until every box
 * is on a goal. Null when `next` knows nothing somewhere on the way, or
 * `played` does not replay; `''` when the game is solved already.
 */
export async function wayOn(level: Level, played: string, next: (position: Position) => Promise<string | null>): Promise<string | null> {
  const game = new Game(level);
  if (game.apply(played).error) return null;
  let rest = '';
  for (let pushes = 0; !game.isSolved(); pushes++) {
    const moves = pushes < MOST_PUSHES ? await next(game.snapshot()) : null;
    // Every push moves a box: moves without one would leave the game where it is.
    if (!moves || game.apply(moves).error) return null;
    rest += moves;
  }
  return rest;
}

/**
 * The moves of `played` (forward moves of `level` from its start) up to the
 * latest point from which `known` says a solution is known: a point right
 * after a push, or the start, as walking without pushing changes nothing a
 * solution depends on. The end of `played` itself is not asked about; null
 * when no earlier point is known, or when `played` does not replay.
 */
export async function wayBack(level: Level, played: string, known: (position: Position) => Promise<boolean>): Promise<string | null> {
  const game = new Game(level);
  if (game.apply(played).error) return null;
  for (;;) {
    const pushes = game.pushes;
    if (!game.undo()) return null;
    // The action just taken back was the last push of a beginning of the game: ask about the point right after it.
    if (game.pushes < pushes) {
      game.redo();
      const at = game.movesText();
      if (at !== played && (await known(game.snapshot()))) return at;
      game.undo();
    }
    if (game.moves === 0) return (await known(game.snapshot())) ? '' : null;
  }
}

/** Forward play, as core's rules take it. */
const FORWARD = { reverse: false, pulled: false };

/**
 * Moves that win `game`, a reverse-mode game of `level` (one pusher, boxes
 * without numbers), by taking back one of `solutions` (forward moves from
 * the start: the letters up to any `*`): the first point right after
 * a push where the boxes stand as in the game and the game's pusher can get
 * to, then the moves before it, last first (core's `forwardToReverse`). The
 * earliest point has the fewest pulls to make; of the solutions, the first
 * with such a point serves. Null when no solution passes the game's
 * position. Each solution is played once, on one position with no
 * history, and no further than that point: a saved game of millions of
 * moves costs time, not memory.
 */
export function knownPulls(level: Level, game: ReverseGame, solutions: readonly string[]): string | null {
  // Boxes are compared by cell, not by number: a reverse-mode game numbers its boxes by their goals, a forward one
  // by their start squares. The solution's boxes stand as the game's when all of them are on the game's cells.
  const n = game.position.boxes.length;
  const wanted = new Uint8Array(level.size);
  for (const c of game.position.boxes) wanted[c] = 1;
  // Where the game's pusher can get to: anywhere by a jump before the first pull, else where it can walk.
  const reach = game.pulled ? reachable(level, game.position) : null;
  for (const moves of solutions) {
    // One pusher's forward play is one run of letters: it ends at `*`, or at anything but a letter.
    const [run] = tokenizeMoves(moves);
    if (run?.kind !== 'steps') continue;
    const { letters } = run;
    const p = startPosition(level);
    let on = 0;
    for (const c of p.boxes) on += wanted[c]!;
    for (let i = 0; i < letters.length; i++) {
      const direction = level.letterIndex[letters.charCodeAt(i)] ?? -1;
      const outcome = applyAction(level, p, { kind: 'step', direction, pull: false }, FORWARD);
      if (outcome < 0) break;
      if (outcome !== Outcome.Push) continue;
      // A push moves one box, from where the pusher now stands to the next cell the same way: the count is kept, not
      // recounted, so a long saved game costs a few operations a push.
      const from = p.pushers[0]!;
      on += wanted[level.neighbours[from * level.directionCount + direction]!]! - wanted[from]!;
      if (on === n && (reach === null || reach[from] === 1)) return forwardToReverse(level, letters.slice(0, i + 1), game);
    }
  }
  return null;
}
