// Mutation testing of the reader's assembly of a file: lines into boards, titles, notes, saved
// games and properties, the rules for where a title stands, damaged rows and moves with typos taken
// in, and the origin each piece keeps for a byte-for-byte write. A mutant that no test notices is a
// way to misread a user's file, or lose part of it, unseen. Its own run, tests and incremental file.
import { mutationRun } from './stryker.config.mjs';

export default mutationRun('reader', ['packages/core/src/text/sok-reader.ts', 'packages/core/src/text/origin.ts']);
