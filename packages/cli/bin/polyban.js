#!/usr/bin/env node
// Starts the built command; this file exists before a build so package
// managers can link the `polyban` executable at install time.
import '../dist/cli.js';
