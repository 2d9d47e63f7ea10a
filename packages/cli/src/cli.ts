#!/usr/bin/env node
/** The `polyban` executable. */
import { main } from './main.js';

process.exitCode = main(process.argv.slice(2));
