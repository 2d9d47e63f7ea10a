// Mutation testing of the solver's entry points (packages/solver/src/solve.ts): options and limits,
// the forward and backward searches taking turns, each pusher alone first with several, the status,
// the counts and the `optimal` flag a caller (and `polyban solve --json`) reports, and the replay of
// every solution before it is returned. A mutant there could call a level unsolvable or a solution
// optimal when it is not, or stop past a limit. Its own run, tests and incremental file, so that a
// change there never re-tests the other mutants.
import { mutationRun } from './stryker.config.mjs';

export default mutationRun('solve', ['packages/solver/src/solve.ts']);
