import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './result.js';

const WINDOW_MS = 60_000;

/**
 * A per-IP budget of requests per minute (fixed windows), charged once per request: by the route's own hook, or by
 * a hook that answers the request before the route runs (a cached public read).
 */
export class IpBudget {
  private window = 0;
  private readonly counts = new Map<string, number>();

  constructor(readonly perMinute: number) {}

  /** Counts a request of `ip`: 0 when it is within the budget, else the seconds until the next window. */
  charge(ip: string, now = Date.now()): number {
    const window = Math.floor(now / WINDOW_MS);
    if (window !== this.window) {
      this.window = window;
      this.counts.clear();
    }
    const count = (this.counts.get(ip) ?? 0) + 1;
    this.counts.set(ip, count);
    return count > this.perMinute ? Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - now) / 1000)) : 0;
  }
}

/** The answer past the budget (as the rate-limit plugin's, through the error handler). */
export const tooManyRequests = (reply: FastifyReply, retryAfter: number) =>
  reply.status(429).header('retry-after', String(retryAfter)).send(fail('请求过于频繁，请稍后再试', 429));

/** Requests a hook in front of the app has charged already (and found over budget), with their wait. */
const charged = new WeakMap<IncomingMessage, number>();

/** The fast lane charged this request and hands it to the app, which must not charge it again. */
export function markCharged(req: IncomingMessage, wait: number): void {
  charged.set(req, wait);
}

/** Charges a request to a budget once, wherever it is answered: 0 within the budget, else the wait in seconds. */
export function chargeOnce(budget: IpBudget, req: FastifyRequest): number {
  return charged.get(req.raw) ?? budget.charge(req.ip);
}
