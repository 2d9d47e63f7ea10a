/**
 * The memory limit of a solve, which the searches running side by side
 * share: each has a cap of its own, and together they stay under the
 * whole. A fixed split would stop the forward search at its half while
 * the backward one, whose states cost fewer bytes, left part of its own
 * unused.
 */

/** Anything that knows the bytes it holds. */
export interface Holder {
  bytes(): number;
}

/** One search's part of a memory limit. */
export class MemoryLimit {
  private beside: Holder[] = [];

  /**
   * @param cap bytes this search may hold on its own.
   * @param whole bytes it and the searches {@link shareWith} hold together may reach.
   */
  constructor(
    readonly cap: number,
    readonly whole = cap,
  ) {}

  /** Counts `others`' bytes against the whole from now on. */
  shareWith(...others: Holder[]): void {
    this.beside = others;
  }

  /** Whether holding `bytes` (this search's own, after a growth) passes the cap or, with the others, the whole. */
  passed(bytes: number): boolean {
    if (bytes > this.cap) return true;
    let all = bytes;
    for (const h of this.beside) all += h.bytes();
    return all > this.whole;
  }
}
