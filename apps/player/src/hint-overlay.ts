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

/**
 * A reverse-mode hint on the board: `moves` (a `[...]` jump before the
 * first pull, or a walk, then one pull) played after `played` (the
 * reverse-mode game so far). The box pulled, the cell it lands on, and the
 * pusher's path from where it stands (after the jump) to where the pull
 * ends; `null` when the moves do not play.
 */
export function reverseHintMarks(level: Level, played: string, moves: string): { box: number; to: number; paths: number[][] } | null {
  const game = new Game(level, { reverse: true });
  game.apply(played);
  const jump = /^\[([a-z]*)\]/.exec(moves);
  if (jump && !game.jump(jump[1]!).ok) return null;
  const path = [game.pushers[game.activePusher]!];
  let box = -1;
  let to = -1;
  for (const ch of moves.slice(jump ? jump[0].length : 0)) {
    const before = game.boxes.slice();
    const r = game.step(ch);
    if (!r.ok) return null;
    path.push(game.pushers[game.activePusher]!);
    if (!r.pushed) continue;
    const moved = game.boxes.findIndex((c, i) => c !== before[i]);
    box = before[moved]!;
    to = game.boxes[moved]!;
  }
  return box < 0 ? null : { box, to, paths: [path] };
}
