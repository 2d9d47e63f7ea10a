// Mutation testing of the solver's deadlock tests, its level analysis, its matching, the checks of
// what callers pass in, and the packing order, box routes and feature space that guide best first:
// a mutant there could call a solvable position lost, or mislead the search. Its own run, with its
// own tests and incremental file, so that a change to the solver never re-tests the engine's mutants.
import { mutationRun } from './stryker.config.mjs';

export default mutationRun('solver', [
  'packages/solver/src/dead-cells.ts',
  'packages/solver/src/box-sides.ts',
  'packages/solver/src/freeze.ts',
  'packages/solver/src/frozen-walls.ts',
  'packages/solver/src/deadlock.ts',
  'packages/solver/src/corral.ts',
  'packages/solver/src/matching.ts',
  'packages/solver/src/push-moves.ts',
  'packages/solver/src/packing-order.ts',
  'packages/solver/src/box-routes.ts',
  'packages/solver/src/feature-space.ts',
  'packages/solver/src/memory-limit.ts',
  'packages/solver/src/solver-input.ts',
  'packages/solver/src/push-parity.ts',
  'packages/solver/src/hotspots.ts',
]);
