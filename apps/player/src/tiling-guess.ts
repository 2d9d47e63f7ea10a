/**
 * Which tiling pasted text is drawn for, when it does not say. Each tiling
 * reads the boards differently: Hexoban text read as Sokoban leaves gaps in
 * its walls, and Sokoban text read as Hexoban puts cells between hexagons.
 * The tiling under which the most boards load without an error wins; on a
 * tie (square boards are good Octoban and Trioban text too) Sokoban does.
 */
import { loadPuzzle, parseCollection, type Topology } from '@polyban/core';

/** True when the text names its tiling itself (`Game:` or `Game=`). */
export function namesTiling(text: string): boolean {
  return /^[ \t]*Game[ \t]*[:=]/im.test(text);
}

/** The name of the tiling the text reads best as; the first of `tilings` unless another reads better. */
export function guessTiling(text: string, tilings: readonly Topology[]): string {
  let best = tilings[0]!.name;
  let bestScore = -1;
  for (const topology of tilings) {
    const { collection } = parseCollection(text, { game: topology.name });
    let score = 0;
    // A few boards tell; reading thousands would only slow a big paste down.
    for (const puzzle of collection.puzzles.slice(0, 20)) {
      const { level, diagnostics } = loadPuzzle(puzzle, topology);
      if (level && !diagnostics.some((d) => d.severity === 'error')) score++;
    }
    if (score > bestScore) {
      best = topology.name;
      bestScore = score;
    }
  }
  return best;
}
