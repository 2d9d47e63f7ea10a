/**
 * The published files behave as the source does. The build shortens the
 * names of members no code outside the package can see (see
 * `tsup.config.ts` and `scripts/private-names.mjs`); a name shortened where
 * it is declared and kept where it is read would break only the built
 * files, which every other test of this package skips (they run from
 * `src/`). So both builds, ESM and CommonJS, run in a plain Node.js process
 * as a user's program would (`built-bundle-child.mjs`), on levels of every
 * tiling with one pusher and with several, and must give what the source
 * gives: the same solutions and outcomes, the same positions searched, the
 * same hints, deadlocks and analyses.
 */
import fc from 'fast-check';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLevel, Game, replayWithPosition, type Topology } from '@polyban/core';
import { analyzeLevel, findDeadlock, hintSync, solveSync, type LevelAnalysis } from '../src/index.js';
import { corpusLevel, TOPOLOGIES } from './boards.js';
import { pulledLevel, rowsOf } from './random-boards.js';

const here = (file: string): string => fileURLToPath(new URL(file, import.meta.url));

/** A question for both the source and a build: a level by its rows and tiling, the moves played from its start, and what to ask there. */
interface Case {
  rows: string[];
  tiling: string;
  moves: string;
  ask: 'solve' | 'position' | 'analysis';
}

/** Levels of every tiling: corpus levels of Sokoban and Hexoban, and levels pulled from a solved position on each tiling, one pusher and two or three. */
function levels(): { rows: string[]; topology: Topology }[] {
  const out: { rows: string[]; topology: Topology }[] = [];
  for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) out.push({ rows: rowsOfStart(corpusLevel('Microban.txt', n)), topology: TOPOLOGIES[0]! });
  for (const n of [6, 8, 9, 11]) out.push({ rows: rowsOfStart(corpusLevel('hexoban/all_E_Hex.hsb', n)), topology: TOPOLOGIES[1]! });
  TOPOLOGIES.forEach((topology, t) => {
    for (const pushers of [1, 2, 3]) {
      const made = fc.sample(pulledLevel(topology, pushers), { numRuns: 30, seed: 20261130 + t }).filter((m) => m !== null);
      for (const m of made.slice(0, pushers === 1 ? 3 : 2)) out.push({ rows: m.rows, topology });
    }
  });
  return out;
}

function rowsOfStart(level: ReturnType<typeof corpusLevel>): string[] {
  return rowsOf(level, replayWithPosition(level, '').position);
}

/** Every case: each level solved from its start, its analysis, and positions a player wanders into by random steps (often lost ones). */
function cases(): Case[] {
  const out: Case[] = [];
  const walks = fc.sample(fc.array(fc.nat(), { minLength: 10, maxLength: 60 }), { numRuns: 200, seed: 20261130 });
  levels().forEach(({ rows, topology }, i) => {
    const level = buildLevel(rows, topology).level!;
    out.push({ rows, tiling: topology.name, moves: '', ask: 'solve' }, { rows, tiling: topology.name, moves: '', ask: 'analysis' });
    for (const walk of walks.slice(4 * i, 4 * i + 4)) {
      const game = new Game(level);
      for (const w of walk) {
        game.selectPusher(w % level.pushers.length);
        game.step(level.letters[Math.floor(w / level.pushers.length) % level.directionCount]!);
      }
      out.push({ rows, tiling: topology.name, moves: game.movesText(), ask: 'position' });
    }
  });
  return out;
}

/** An analysis as its type shows it: the sides of each cell by `side()`, not by the fields behind it (which the build renames). */
function publicAnalysis(a: LevelAnalysis): unknown {
  const side: number[] = [];
  for (let c = 0; c < a.level.size; c++) for (let p = 0; p < a.level.size; p++) side.push(a.sides.side(c, p));
  return { ...a, sides: { stride: a.sides.stride, side } };
}

/** What the source gives for case `c`, written as the child writes it (times left out). */
function fromSource(c: Case): string {
  const topology = TOPOLOGIES.find((t) => t.name === c.tiling)!;
  const level = buildLevel(c.rows, topology).level!;
  const { position } = replayWithPosition(level, c.moves);
  const out =
    c.ask === 'solve'
      ? (['none', 'pushes'] as const).map((optimize) => solveSync(level, { optimize, position, timeLimitMs: 20_000 }))
      : c.ask === 'position'
        ? [findDeadlock(level, position), hintSync(level, position, { timeLimitMs: 20_000 })]
        : publicAnalysis(analyzeLevel(level));
  return JSON.stringify(out, (key, value: unknown) => (key === 'ms' ? 0 : value));
}

/** What a build gives for `all`, one line per case: `built-bundle-child.mjs` run in a Node.js process of its own. */
function fromBuild(format: 'esm' | 'cjs', all: Case[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [here('./built-bundle-child.mjs'), format], { stdio: ['pipe', 'pipe', 'inherit'] });
    const out: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out).toString().trimEnd().split('\n')) : reject(new Error(`the ${format} build's process ended with code ${code}`))));
    child.stdin.end(JSON.stringify(all));
  });
}

describe('the builds', () => {
  const all = cases();
  const got: Record<'esm' | 'cjs', string[]> = { esm: [], cjs: [] };
  const want: string[] = [];

  beforeAll(async () => {
    for (const file of ['../dist/index.js', '../dist/index.cjs']) if (!existsSync(here(file))) throw new Error(`${here(file)} is missing: build the package first (pnpm build)`);
    // Both builds run in processes of their own while this one asks the source: each case is asked of the source once.
    const built = Promise.all([fromBuild('esm', all), fromBuild('cjs', all)]);
    want.push(...all.map(fromSource));
    [got.esm, got.cjs] = await built;
  }, 120_000);

  it.each(['esm', 'cjs'] as const)('%s solves, hints, finds deadlocks and analyses levels as the source does', (format) => {
    expect(got[format]).toHaveLength(all.length);
    let solved = 0;
    let deadlocks = 0;
    all.forEach((c, i) => {
      expect(got[format][i], `${c.tiling}\n${c.rows.join('\n')}\n${c.ask} after ${c.moves}`).toBe(want[i]);
      if (c.ask === 'solve' && want[i]!.includes('"status":"solved"')) solved++;
      if (c.ask === 'position' && !want[i]!.startsWith('[null')) deadlocks++;
    });
    // Both kinds of answer were compared: solutions, and positions found lost.
    expect(solved).toBeGreaterThan(30);
    expect(deadlocks).toBeGreaterThan(5);
  });
});
