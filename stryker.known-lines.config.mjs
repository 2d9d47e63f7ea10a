// Mutation testing of the lines kept for hints (packages/solver/src/known-lines.ts) and of the hints
// themselves (hint.ts, with the solutions kept from elsewhere): a mutant there could hint a push off
// every solution, or one without the fewest pushes when they were asked for.
// Its own run, against its own tests: they solve whole levels, and each of the solver's other
// mutants would run them too. Its own incremental file too, so that a change to the lines never
// re-tests the other solver mutants.
import { mutationRun } from './stryker.config.mjs';

export default mutationRun('known-lines', ['packages/solver/src/known-lines.ts', 'packages/solver/src/hint.ts']);
