/**
 * A progress bar on standard error, shown only when it is a terminal and the
 * work is large enough to wait for; it never touches standard output, so
 * `--json` output stays clean.
 */

/** Writes one bar line, redrawn in place. */
export class ProgressBar {
  private lastDraw = 0;
  private shown = false;

  constructor(
    private readonly stream: { write(s: string): unknown; isTTY?: boolean; columns?: number },
    private readonly enabled: boolean,
  ) {}

  /** Draws `done/total` with a label and any `detail` after it, at most every 50 ms. */
  update(label: string, done: number, total: number, detail = ''): void {
    if (!this.enabled || total <= 0) return;
    const now = Date.now();
    if (done < total && now - this.lastDraw < 50) return;
    this.lastDraw = now;
    const width = Math.max(10, Math.min(40, (this.stream.columns ?? 80) - label.length - detail.length - 20));
    const filled = Math.round((done / total) * width);
    const text = `${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total}${detail === '' ? '' : ` ${detail}`}`;
    // A line that wraps could not be redrawn in place: cut it to the terminal's width.
    const room = (this.stream.columns ?? 80) - 1;
    this.stream.write(`\r${text.length > room ? `${text.slice(0, room - 1)}…` : text}\u001b[K`);
    this.shown = true;
  }

  /** Clears the bar. */
  done(): void {
    if (this.shown) this.stream.write('\r\u001b[K');
    this.shown = false;
  }
}
