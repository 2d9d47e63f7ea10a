/**
 * How often the searches look at the clock. `Date.now()` costs little next
 * to an expansion on a small board, but an expansion floods the pusher's
 * area, so on a board of a million cells 64 of them can take seconds: the
 * interval shrinks as the board grows, and a time limit holds on any board.
 */

/** Boards of up to this many cells look at the clock every {@link MOST} expansions. */
const SMALL = 4096;
const MOST = 64;

/**
 * Expansions between two looks at the clock on a board of `size` cells: 64
 * up to 4,096 cells, halved each time the board doubles, at least 1.
 */
export function clockInterval(size: number): number {
  let every = MOST;
  for (let cells = SMALL; cells < size && every > 1; cells *= 2) every >>= 1;
  return every;
}
