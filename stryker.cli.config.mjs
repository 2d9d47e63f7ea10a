// Mutation testing of the command line: its arguments, reports (for people and the --json contract),
// exit codes, --write, reading files and the solving threads, against the CLI's own tests. A mutant
// there could print a wrong status, exit 0 on an error or write a byte it should not. Left out: the
// executable's entry (cli.ts) and the threads' script (solve-worker.ts), which run only from the
// build, in processes and threads no mutant reaches. Its own run, tests and incremental file, so
// that a change there never re-tests the other mutants.
import { mutationRun } from './stryker.config.mjs';

export default mutationRun('cli', ['packages/cli/src/**/*.ts', '!packages/cli/src/cli.ts', '!packages/cli/src/solve-worker.ts']);
