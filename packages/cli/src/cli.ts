#!/usr/bin/env node
/** The `polyban` executable. */
import { main } from './main.js';

// A reader that stops early (`polyban convert big.sok | head`) closes the pipe: that is the
// reader's choice, not an error to report, so end quietly as other Unix tools do.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
}

process.exitCode = main(process.argv.slice(2));
