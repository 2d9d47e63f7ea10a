// Run in a fresh process by the benchmark's "hostile" section: builds one
// hostile input (hostile.mjs) at one scale, then times the work on it and
// reads the process's peak resident memory. Prints one JSON object:
// `{ bytes, ms, peakMB }`, or `{ bytes, error }` when the work throws.
import * as core from '@polyban/core';
import { hexobanTopology } from '@polyban/hexoban';
import { octobanTopology } from '@polyban/octoban';
import { sokobanTopology } from '@polyban/sokoban';
import { triobanTopology } from '@polyban/trioban';
import { corpusOfSize } from './corpus.mjs';
import { HOSTILE } from './hostile.mjs';

const [name, scaleArg] = process.argv.slice(2);
const scale = Number(scaleArg);
const hostile = HOSTILE.find((h) => h.name === name);
if (!hostile) throw new Error(`unknown hostile class ${name}`);

const lib = { ...core, topologies: [sokobanTopology, hexobanTopology, triobanTopology, octobanTopology] };
const input = hostile.make(scale, corpusOfSize(64 * 1024));
// The input is resident before the work starts; what the work adds is the peak over this.
globalThis.gc?.();
const before = process.memoryUsage().rss;
const t0 = performance.now();
let error = null;
try {
  input.run(lib);
} catch (e) {
  error = e instanceof Error ? e.message : String(e);
}
const ms = performance.now() - t0;
const peak = process.resourceUsage().maxRSS * 1024;
const out = error === null ? { bytes: input.bytes, ms, peakMB: Math.max(0, peak - before) / (1024 * 1024) } : { bytes: input.bytes, error };
process.stdout.write(JSON.stringify(out));
