// Mutation testing of the goal rooms searched alone (packages/solver/src/goal-rooms.ts), and of the
// rooms too few boxes can reach, searched over more cells (room-supply.ts): a mutant there could call
// a solvable position lost. Its own run, against its own tests on hand-made boards and on small
// random levels searched whole: the solver's other tests search through it, and its room searches
// under instrumentation made their first run pass Stryker's time limit. Its own incremental file too,
// so that a change to the rooms never re-tests the other solver mutants.
import { mutationRun } from './stryker.config.mjs';

export default mutationRun('goal-rooms', ['packages/solver/src/goal-rooms.ts', 'packages/solver/src/room-supply.ts']);
