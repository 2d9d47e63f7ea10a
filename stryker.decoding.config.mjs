// Mutation testing of how a level file's bytes become text: UTF-16 told by its byte order mark or by
// its NUL bytes, UTF-8 checked byte by byte as the WHATWG decoder does, Windows-1252 for the rest,
// and the warning that says which, at its line and column. A mutant there could read a file as the
// wrong encoding: every accented title garbled, or a file written back as other bytes. The writing
// half of the same module is in the writer's run. Its own run, tests and incremental file, so that
// a change there never re-tests the other mutants.
import { mutationRun } from './stryker.config.mjs';

export default mutationRun('decoding', ['packages/core/src/text/encoding.ts:109-197', 'packages/core/src/text/encoding.ts:284-369', 'packages/core/src/text/encoding.ts:385-400', 'packages/core/src/text/encoding.ts:409-427']);
