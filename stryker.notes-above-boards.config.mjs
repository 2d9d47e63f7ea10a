// Mutation testing of the warning for `Key: value` lines right above a board, which the SOK rules give
// to the puzzle above (packages/core/src/text/notes-above-boards.ts): a mutant there could stay silent
// when a `Game:` line changes another puzzle's tiling, or warn of notes that stand where the rules put
// them. Its own run, against its own tests and the corpus read with no diagnostic, so that a change
// to it never re-tests the reader's other mutants.
import { mutationRun } from './stryker.config.mjs';

export default mutationRun('notes-above-boards', ['packages/core/src/text/notes-above-boards.ts']);
