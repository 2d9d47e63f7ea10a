// Mutation testing of the corral search (packages/solver/src/corral-search.ts): a mutant there could
// call a solvable position lost. Its own run, against its own tests on hand-made boards and kept
// answers: the solver's other tests solve whole levels through it, and a mutant that lets a corral
// search run on made them time out one after another. Its own incremental file too, so that a
// change to the corral search never re-tests the other solver mutants.
import { mutationRun } from './stryker.config.mjs';

export default mutationRun('corral-search', ['packages/solver/src/corral-search.ts']);
