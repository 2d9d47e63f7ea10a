/**
 * Solutions known before a search: the level file's, the player's, and
 * those earlier hints followed, which the solver keeps and answers hints
 * from at once. From a position on one, Solve plays its rest with no
 * search; when a hint finds nothing (the search ran out of time, or the
 * position is lost), an earlier point of the game may lie on one, and going
 * back there is better advice than none.
 */
import { Game, type Level, type Position } from '@polyban/core';

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
