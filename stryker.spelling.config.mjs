// Mutation testing of how a solution becomes the moves a player types: the walks, pushes and pusher
// changes spelled and played with core's rules (packages/solver/src/spelling.ts), and the search for
// the fewest moves among the solutions with the fewest pushes (fewest-moves.ts). A mutant there
// could return moves that walk further than needed, or pick the wrong pusher. Its own run, tests
// and incremental file, so that a change there never re-tests the other mutants.
import { mutationRun } from './stryker.config.mjs';

export default mutationRun('spelling', ['packages/solver/src/spelling.ts', 'packages/solver/src/fewest-moves.ts']);
