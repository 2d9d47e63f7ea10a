/**
 * How a solve's two searches share its memory limit, looked at the moment
 * they start: each search's limit counts the other's bytes, so that what the
 * two hold together stays within the whole, and the run reports the bytes
 * of both. (shared-memory.test.ts holds a whole solve to the same rule; on
 * the levels it can afford, the forward search grows first and reaches the
 * whole before the backward one can pass it, so only this test sees the
 * backward search's side.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { distanceTableBytes, SolverRun } from '../src/solve.js';
import type { MemoryLimit } from '../src/memory-limit.js';
import { corpusLevel } from './boards.js';

/** What a run's private fields hold, for a look inside: a search's limit and the bytes it reports. */
interface Part {
  memory: MemoryLimit;
  bytes(): number;
}

const LIMIT_MB = 8;

afterEach(() => {
  vi.restoreAllMocks();
});

// Best first runs the backward search beside the forward one; A* runs it as the perimeter. Both share the limit.
describe.each([
  ['best first', 'none'],
  ['A*', 'pushes'],
] as const)("%s: the searches' limits", (_, optimize) => {
  const start = () => {
    const level = corpusLevel('Microban.txt', 153);
    const run = new SolverRun(level, { memoryLimitMb: LIMIT_MB, optimize });
    const inside = run as unknown as { search: Part | null; reverse: Part | null };
    // The whole both searches share: the limit less the distance tables, as the solver documents it.
    const whole = LIMIT_MB * 2 ** 20 - distanceTableBytes(level);
    expect(inside.search).not.toBeNull();
    expect(inside.reverse).not.toBeNull();
    return { run, forward: inside.search!, backward: inside.reverse!, whole };
  };

  // Each search, given one more byte when the other holds the whole, is past it; when the other holds one byte less, it is not.
  it.each([
    ['backward', 'forward'],
    ['forward', 'backward'],
  ] as const)("the %s search's limit counts the %s search's bytes", (mine, theirs) => {
    const parts = start();
    const { whole } = parts;
    vi.spyOn(parts[theirs], 'bytes').mockReturnValue(whole);
    expect(parts[mine].memory.passed(1)).toBe(true);
    vi.spyOn(parts[theirs], 'bytes').mockReturnValue(whole - 1);
    expect(parts[mine].memory.passed(1)).toBe(false);
  });

  it('the run holds the bytes of both searches', () => {
    const { run, forward, backward } = start();
    vi.spyOn(forward, 'bytes').mockReturnValue(1000);
    vi.spyOn(backward, 'bytes').mockReturnValue(234);
    expect(run.bytes()).toBe(1234);
  });
});
