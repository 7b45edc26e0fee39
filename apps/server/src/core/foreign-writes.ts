/** Without a signal of other processes' commits (PostgreSQL), a cache looks again after this long. */
export const UNSIGNALLED_TTL_MS = 10_000;

/**
 * Whether another server process may have committed since a cache was filled. SQLite moves its data version on
 * every commit of another connection (`DbHandle.foreignVersion`, the signal the session, grant and delivery caches
 * follow); PostgreSQL has none here, so a time bound stands in for it.
 */
export class ForeignWrites {
  private seen: number | undefined;
  private at = Date.now();

  constructor(
    private readonly version?: () => number,
    private readonly ttlMs = UNSIGNALLED_TTL_MS,
  ) {
    this.seen = version?.();
  }

  /** True once after each foreign commit (or each `ttlMs` without a signal); the caller then reloads. */
  moved(): boolean {
    if (!this.version) {
      if (Date.now() - this.at < this.ttlMs) return false;
      this.at = Date.now();
      return true;
    }
    const now = this.version();
    if (now === this.seen) return false;
    this.seen = now;
    return true;
  }
}
