// Mutation testing of the text writers: the preserve writer and the canonical one (SOK), plain XSB,
// run-length encoding, move text, and the encodings a file is saved back in. A mutant that no test
// notices is a way to change a user's file unseen. Its own run, tests and incremental file, so that
// a change to the writer never re-tests the rules' or the solver's mutants.
import { mutationRun } from './stryker.config.mjs';

// The whole writers, and the writing halves of the modules they share with the reader (whose own
// tests are the reader's): run-length encoding, move text and its lines, and saving in an encoding.
export default mutationRun('writer', [
  'packages/core/src/text/sok-writer.ts',
  'packages/core/src/text/xsb-writer.ts',
  'packages/core/src/text/unwritable.ts',
  'packages/core/src/text/rle.ts:226-262',
  'packages/core/src/text/moves.ts:327-336',
  'packages/core/src/text/moves.ts:351-356',
  'packages/core/src/text/encoding.ts:76-108',
  'packages/core/src/text/encoding.ts:198-283',
  'packages/core/src/text/encoding.ts:370-384',
  'packages/core/src/text/encoding.ts:401-408',
]);
