// Mutation testing of the backward search by pulls that meets the forward one (packages/solver/src/reverse-search.ts),
// of the same search started from a reverse-mode game's position to solve that game (reverse-game.ts),
// and of how often the searches look at the clock (time-limit.ts). A mutant there could pull a box where no push
// comes from, meet the forward search on a state it does not hold, end the perimeter of a push-optimal search at
// the wrong depth, or let a search run past its time. Its own run, tests and incremental file, so that a change
// there never re-tests the other mutants.
import { mutationRun } from './stryker.config.mjs';

export default mutationRun('reverse-search', ['packages/solver/src/reverse-search.ts', 'packages/solver/src/reverse-game.ts', 'packages/solver/src/time-limit.ts']);
