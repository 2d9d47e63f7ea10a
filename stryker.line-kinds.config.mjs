// Mutation testing of how the reader tells its lines apart: board rows (plain and RLE), titles,
// `Key: value` lines, move lines and their typos, separators and damaged rows, and the diagnostics
// list that reports on them. A mutant that no test notices is a line of a user's file read as
// something it is not, unseen. Its own run, tests and incremental file.
import { mutationRun } from './stryker.config.mjs';

export default mutationRun('line-kinds', ['packages/core/src/text/line-kinds.ts', 'packages/core/src/text/diagnostics.ts']);
