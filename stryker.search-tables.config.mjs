// Mutation testing of what every search stands on: the pusher's areas, their cut cells and how
// several pushers share them out after a push (packages/solver/src/pusher-regions.ts), the moving
// of pushers inside an area that this sharing relies on (pusher-shuffle.ts), and the state store
// and open lists (transposition.ts). A mutant there could hide a push the pushers can make or lose
// a state. Its own run, tests and incremental file, so that a change there never re-tests the
// other mutants.
import { mutationRun } from './stryker.config.mjs';

export default mutationRun('search-tables', [
  'packages/solver/src/pusher-regions.ts',
  'packages/solver/src/pusher-shuffle.ts',
  'packages/solver/src/transposition.ts',
]);
