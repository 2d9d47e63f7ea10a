/**
 * The memory limit of a solve whose forward and backward searches run side
 * by side: what the two hold together, not each alone, is held to it. Each
 * search's limit counts the other's bytes from the moment they start; and a
 * whole solve stays within the limit. (On the levels a whole solve can
 * afford here, the forward search grows first and reaches the whole before
 * the backward one can pass it, so only the look at the start sees the
 * backward search's side.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryLimit } from '../src/memory-limit.js';
import { distanceTableBytes, SolverRun } from '../src/solve.js';
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

describe("a solve's searches side by side", () => {
  // Microban 153 at 2.5 MB: best first runs the backward search beside the forward one, and together they reach the
  // limit before either solves it. Counted against its own part only, the forward search would grow to the whole
  // while the backward one holds up to half of it. A store's growth is checked before it happens; the open lists and
  // the smaller tables only at the search's clock readings, so between two readings the searches may pass the whole
  // by what those grew: a few per cent at most, never the half.
  it('hold no more than the memory limit together, whenever a search looks at it', () => {
    const level = corpusLevel('Microban.txt', 153);
    const limitMb = 2.5;
    const whole = limitMb * 2 ** 20 - distanceTableBytes(level);
    const run = new SolverRun(level, { memoryLimitMb: limitMb });
    let most = 0;
    const passed = MemoryLimit.prototype.passed;
    const looked = vi.spyOn(MemoryLimit.prototype, 'passed').mockImplementation(function (this: MemoryLimit, bytes: number) {
      most = Math.max(most, run.bytes());
      return passed.call(this, bytes);
    });
    try {
      run.finishSync();
    } finally {
      looked.mockRestore();
    }
    expect(run.result().status).toBe('solved');
    // The searches came near the whole (the limit is what stopped the backward search), and never far past it.
    expect(most).toBeGreaterThan(whole * 0.9);
    expect(most).toBeLessThanOrEqual(whole * 1.05);
  });
});

describe('a run that stops before its searches start', () => {
  // Microban 153's distance tables take more than a hundredth of a megabyte: the run stops at once, with no search.
  it('holds no bytes, and says it stopped at the memory limit', () => {
    const level = corpusLevel('Microban.txt', 153);
    expect(distanceTableBytes(level)).toBeGreaterThan(0.01 * 2 ** 20);
    const run = new SolverRun(level, { memoryLimitMb: 0.01 });
    expect(run.bytes()).toBe(0);
    run.finishSync();
    expect(run.result().status).toBe('memory');
    expect(run.bytes()).toBe(0);
  });
});
