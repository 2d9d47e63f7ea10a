/**
 * The memory limit of a solve whose forward and backward searches run side
 * by side: what the two hold together, not each alone, is held to it.
 */
import { describe, expect, it, vi } from 'vitest';
import { MemoryLimit } from '../src/memory-limit.js';
import { distanceTableBytes, SolverRun } from '../src/solve.js';
import { corpusLevel } from './boards.js';

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
