/**
 * The memory limit two searches share: each within its own cap, both
 * together within the whole.
 */
import { describe, expect, it, vi } from 'vitest';
import { MemoryLimit } from '../src/memory-limit.js';
import { distanceTableBytes, SolverRun } from '../src/solve.js';
import { corpusLevel } from './boards.js';

const holding = (bytes: number) => ({ bytes: () => bytes });

describe('memory limit', () => {
  it('alone, passes at more than its cap and not at it', () => {
    const limit = new MemoryLimit(100);
    expect([limit.passed(100), limit.passed(101)]).toEqual([false, true]);
  });

  it('shared, counts the others against the whole', () => {
    // Its own cap is the whole 100; a search beside it holds 30, so 70 is the most it may hold.
    const forward = new MemoryLimit(100);
    forward.shareWith(holding(30));
    expect([forward.passed(70), forward.passed(71)]).toEqual([false, true]);
  });

  it('keeps its own cap below the whole', () => {
    // A cap of 50 in a whole of 100: 50 with nothing beside it passes, and so does 40 beside 61.
    const backward = new MemoryLimit(50, 100);
    expect([backward.passed(50), backward.passed(51)]).toEqual([false, true]);
    backward.shareWith(holding(61));
    expect([backward.passed(39), backward.passed(40)]).toEqual([false, true]);
  });

  it('reads the others when asked, as they grow', () => {
    let beside = 0;
    const limit = new MemoryLimit(10);
    limit.shareWith({ bytes: () => beside }, holding(2));
    expect(limit.passed(8)).toBe(false);
    beside = 1;
    expect(limit.passed(8)).toBe(true);
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
