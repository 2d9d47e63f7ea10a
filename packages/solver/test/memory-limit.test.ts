/**
 * The memory limit two searches share: each within its own cap, both
 * together within the whole.
 */
import { describe, expect, it } from 'vitest';
import { MemoryLimit } from '../src/memory-limit.js';

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
