// Run in a fresh process: parses a generated collection of the given size
// and reports the peak resident memory the parse added, over the file size.
import { parseCollection } from '@polyban/core';
import { corpusOfSize } from './corpus.mjs';

const bytes = Number(process.argv[2]);
const text = corpusOfSize(bytes);
const size = Buffer.byteLength(text);
globalThis.gc?.();
const before = process.memoryUsage().rss;
const t0 = performance.now();
const result = parseCollection(text);
const ms = performance.now() - t0;
// maxRSS (kB) is the process's peak; the text itself was already resident before the parse.
const peak = process.resourceUsage().maxRSS * 1024;
process.stdout.write(JSON.stringify({ size, ms, puzzles: result.collection.puzzles.length, before, peak, ratio: (peak - before + size) / size }));
