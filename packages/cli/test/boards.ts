/**
 * Small Sokoban boards drawn by hand for the `solve` tests, each with what a
 * solver must make of it; coordinates are (column, row) from 0.
 */

/** One way only: the pusher (1,1) pushes the box (2,1) east onto the goal (3,1): "R". */
export const ONE_PUSH = '#####\n#@$.#\n#####\n';

/** A corridor: step east to (2,1), then push the box (3,1) onto the goal (4,1): "rR". */
export const STEP_PUSH = '######\n#@ $.#\n######\n';

/** The box (4,1) is held by the walls east, above and below it, off the goal (3,1): no solution. */
export const CORNERED = '######\n#@ .$#\n######\n';

/** No "@": the board cannot be played, so it is no puzzle to search. */
export const NO_PUSHER = '#####\n# $.#\n#####\n';
