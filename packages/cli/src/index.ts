/**
 * `@polyban/cli`: the `polyban` command, and its checks as a library.
 *
 * @packageDocumentation
 */
export { checkText, hasFailures, type CheckDiagnostic, type CheckDiagnosticCode, type CheckOptions, type FileReport, type FileSummary, type PuzzleReport, type SavedGameError, type SavedGameReport } from './check.js';
export { checkBytes } from './check-bytes.js';
export { main, processIo, type CliIo } from './main.js';
export { drawLevel } from './show.js';
export { TILINGS } from './tilings.js';
