/**
 * The progress bar on standard error: drawn only on a terminal, redrawn in
 * place at most every 50 ms, never wider than the terminal, cleared when done.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProgressBar } from '../src/progress.js';

function terminal(columns?: number) {
  const out: string[] = [];
  return { out, stream: { write: (s: string) => out.push(s), isTTY: true, ...(columns === undefined ? {} : { columns }) } };
}

describe('ProgressBar', () => {
  it('draws nothing when standard error is no terminal', () => {
    const { out, stream } = terminal();
    const bar = new ProgressBar(stream, false);
    bar.update('solve', 1, 4);
    bar.done();
    expect(out).toEqual([]);
  });

  it('draws label, bar and count on one line, and clears it', () => {
    const { out, stream } = terminal();
    const bar = new ProgressBar(stream, true);
    // 80 columns: the bar is min(40, 80 - 5 - 0 - 20) = 40 wide, a quarter of it filled.
    bar.update('solve', 1, 4);
    expect(out).toEqual([`\rsolve [${'#'.repeat(10)}${'-'.repeat(30)}] 1/4\u001b[K`]);
    bar.done();
    expect(out[1]).toBe('\r\u001b[K');
    bar.done();
    expect(out).toHaveLength(2);
  });

  it('cuts a line wider than the terminal, which could not be redrawn in place once it wrapped', () => {
    const { out, stream } = terminal(30);
    const bar = new ProgressBar(stream, true);
    const detail = 'puzzle 3: 1,234 positions, 0.5 s, puzzle 4: 99 positions, 0.1 s';
    bar.update('solve', 0, 4, detail);
    // The bar's least width is 10; the whole line would be 75 characters: 28 are kept, and "…", for 29.
    const whole = `solve [----------] 0/4 ${detail}`;
    expect(out).toEqual([`\r${whole.slice(0, 28)}…\u001b[K`]);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('redraws at most every 50 ms, but always for the last item', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    const { out, stream } = terminal();
    const bar = new ProgressBar(stream, true);
    bar.update('solve', 1, 4);
    vi.setSystemTime(1_000_049);
    bar.update('solve', 2, 4);
    expect(out).toHaveLength(1);
    vi.setSystemTime(1_000_050);
    bar.update('solve', 2, 4);
    expect(out).toHaveLength(2);
    expect(out[1]).toContain('] 2/4');
    bar.update('solve', 4, 4);
    expect(out).toHaveLength(3);
    expect(out[2]).toContain('] 4/4');
  });
});
