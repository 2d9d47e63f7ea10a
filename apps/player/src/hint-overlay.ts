/**
 * Where a hint takes the pushers: the cells each one walks through, so the
 * board can draw the path up to the push it suggests.
 */
import { Game, type Level } from '@polyban/core';

/**
 * The pushers' paths when `moves` (a hint: steps, one push, `{...}` pusher
 * changes) is played after `played` (the game so far, forward mode). One
 * list of cells per stretch walked by one pusher; the first cell of each is
 * where that pusher stood.
 */
export function hintPaths(level: Level, played: string, moves: string): number[][] {
  const game = new Game(level);
  game.apply(played);
  const paths: number[][] = [];
  let path = [game.pushers[game.activePusher]!];
  for (let i = 0; i < moves.length; i++) {
    const ch = moves[i]!;
    if (ch === '{') {
      const end = moves.indexOf('}', i);
      if (end < 0) break;
      if (!game.changePusher(moves.slice(i + 1, end)).ok) break;
      if (path.length > 1) paths.push(path);
      path = [game.pushers[game.activePusher]!];
      i = end;
      continue;
    }
    if (!game.step(ch.toLowerCase()).ok) break;
    path.push(game.pushers[game.activePusher]!);
  }
  if (path.length > 1) paths.push(path);
  return paths;
}
