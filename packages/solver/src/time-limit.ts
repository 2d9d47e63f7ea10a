/**
 * How often the searches look at the clock, and how much one expansion
 * may do between two looks. `Date.now()` costs little next
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

/** Cells one expansion may flood along a tunnel or a box's route on a board past {@link SMALL} cells. */
const CHAIN_CELLS = 2 ** 22;

/**
 * Pushes a tunnel or a box's route may follow in one expansion on a board
 * of `size` cells, each push flooding the pusher's area: no bound up to
 * 4,096 cells (a tunnel or route there is shorter than the board, and cheap),
 * then about 4 M cells flooded (2^22 / size pushes, at least 1), so that
 * one expansion cannot keep the search from the clock for long. The
 * rest of the way is followed when the state it stopped at is expanded.
 * A count and not the clock: a search makes the same positions, and finds
 * the same solution, however fast the machine runs and however its work is
 * cut into slices.
 */
export function chainSteps(size: number): number {
  return size <= SMALL ? Infinity : Math.max(1, Math.floor(CHAIN_CELLS / size));
}
