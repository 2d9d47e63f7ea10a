// Mutation testing of the pieces of level text both the reader and the writer use: title lines,
// quoted notes, `Key: value` properties and macros, game names, line breaks, and board characters
// and TABs. A mutant that no test notices is a way to misread or miswrite part of a user's file
// unseen. Its own run, tests and incremental file, so that a change here never re-tests the other
// runs' mutants.
import { mutationRun } from './stryker.config.mjs';

export default mutationRun('text-pieces', [
  'packages/core/src/text/title-line.ts',
  'packages/core/src/text/note-lines.ts',
  'packages/core/src/text/properties.ts',
  'packages/core/src/text/games.ts',
  'packages/core/src/text/source-lines.ts',
  'packages/core/src/text/board-text.ts',
]);
