/**
 * The way back to a known solution. When a hint finds nothing (the search
 * ran out of time, or the position is lost), the hints may still know a
 * solution through an earlier point of the game: one from the level's file,
 * one the player found, or one an earlier hint followed. Going back there
 * is better advice than none.
 */
import { Game, type Level, type Position } from '@polyban/core';

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
