// Mutation testing of the reading of run-length encoding and move notation, and of the limits that
// bound them: counts and groups, jumps, pusher changes and `*`, and the problems reported with their
// offsets. A mutant that no test notices is a way to misread a saved game, or to let hostile input
// past a limit, unseen. Its own run, tests and incremental file (the writing halves of rle.ts and
// moves.ts belong to the writer's run).
import { mutationRun } from './stryker.config.mjs';

export default mutationRun('move-text', [
  'packages/core/src/text/rle.ts:1-225',
  'packages/core/src/text/rle.ts:263-274',
  'packages/core/src/text/moves.ts:1-326',
  'packages/core/src/text/moves.ts:337-350',
  'packages/core/src/text/limits.ts',
]);
