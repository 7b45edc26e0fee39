/**
 * 按IP限流 of a route: a token bucket per route and client IP (`burstCapacity` tokens, `replenishRate` added per
 * second), kept in this process. Buckets full again are dropped on the next sweep, so the map stays small.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number; fullAt: number }>();
  private sweptAt = Date.now();

  /** Takes a token: 0 when granted, else the seconds until one is there. */
  take(key: string, rate: number, burst: number, now = Date.now()): number {
    this.sweep(now);
    const b = this.buckets.get(key) ?? { tokens: burst, at: now, fullAt: now };
    b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 1000) * rate);
    b.at = now;
    this.buckets.set(key, b);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      b.fullAt = now + ((burst - b.tokens) / rate) * 1000;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - b.tokens) / rate));
  }

  private sweep(now: number): void {
    if (now - this.sweptAt < 60_000) return;
    this.sweptAt = now;
    for (const [key, b] of this.buckets) if (b.fullAt <= now) this.buckets.delete(key);
  }
}
