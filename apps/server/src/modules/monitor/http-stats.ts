import { addSparse, bucketOf, newHistogram, percentile, sparse } from './latency.js';

const MINUTE = 60_000;
/** Minutes of history kept per process (the 监控页's last hour). */
const KEPT_MINUTES = 60;

interface RouteWindow {
  count: number;
  /** 5xx answers. */
  errors: number;
  /** 4xx answers. */
  rejected: number;
  sumMs: number;
  maxMs: number;
  hist: Uint32Array;
}

interface Minute {
  /** Epoch ms of the wall-clock minute's start (the same minutes in every process). */
  start: number;
  count: number;
  errors: number;
  rejected: number;
  sumMs: number;
  routes: Map<string, RouteWindow>;
}

/** One minute's totals, as a snapshot carries them. */
export interface MinuteTotals {
  t: number;
  count: number;
  errors: number;
  rejected: number;
  sumMs: number;
}

/** One route's last hour, as a snapshot carries it. */
export interface RouteTotals {
  route: string;
  count: number;
  errors: number;
  rejected: number;
  sumMs: number;
  maxMs: number;
  hist: Record<number, number>;
}

/** What one process (or several, merged) tells of its HTTP server. */
export interface HttpFigures {
  /** Requests answered since start. */
  total: number;
  inFlight: number;
  /** Answers since start per status code. */
  status: Record<string, number>;
  minutes: MinuteTotals[];
  routes: RouteTotals[];
}

const emptyMinute = (start: number): Minute => ({
  start,
  count: 0,
  errors: 0,
  rejected: 0,
  sumMs: 0,
  routes: new Map(),
});

/**
 * The HTTP server's counters, recorded on the hot path (one call per answered request): totals and status codes
 * since start, and per wall-clock minute of the last hour the requests, errors and a latency histogram per route.
 * Routes are Fastify's patterns (`/sys/user/queryById`, `/:site/form/:form`), never raw URLs: the set stays small.
 */
export class HttpStats {
  inFlight = 0;
  total = 0;
  private readonly status: Record<number, number> = {};
  private readonly past: Minute[] = [];
  private current: Minute = emptyMinute(Math.floor(Date.now() / MINUTE) * MINUTE);

  record(route: string, status: number, ms: number): void {
    const now = Date.now();
    let m = this.current;
    if (now - m.start >= MINUTE) m = this.rotate(now);
    m.count++;
    m.sumMs += ms;
    let r = m.routes.get(route);
    if (r === undefined) {
      r = { count: 0, errors: 0, rejected: 0, sumMs: 0, maxMs: 0, hist: newHistogram() };
      m.routes.set(route, r);
    }
    r.count++;
    r.sumMs += ms;
    if (ms > r.maxMs) r.maxMs = ms;
    r.hist[bucketOf(ms)]++;
    if (status >= 500) {
      m.errors++;
      r.errors++;
    } else if (status >= 400) {
      m.rejected++;
      r.rejected++;
    }
    this.total++;
    this.status[status] = (this.status[status] ?? 0) + 1;
  }

  private rotate(now: number): Minute {
    this.past.push(this.current);
    const oldest = now - KEPT_MINUTES * MINUTE;
    while (this.past.length && this.past[0].start < oldest) this.past.shift();
    this.current = emptyMinute(Math.floor(now / MINUTE) * MINUTE);
    return this.current;
  }

  /** The figures of the last hour (the current minute included). */
  figures(): HttpFigures {
    const now = Date.now();
    if (now - this.current.start >= MINUTE) this.rotate(now);
    const minutes = [...this.past, this.current].filter((m) => m.start >= now - KEPT_MINUTES * MINUTE);
    const routes = new Map<string, RouteTotals & { dense: Uint32Array }>();
    for (const m of minutes) {
      for (const [route, r] of m.routes) {
        let t = routes.get(route);
        if (!t) {
          t = { route, count: 0, errors: 0, rejected: 0, sumMs: 0, maxMs: 0, hist: {}, dense: newHistogram() };
          routes.set(route, t);
        }
        t.count += r.count;
        t.errors += r.errors;
        t.rejected += r.rejected;
        t.sumMs += r.sumMs;
        t.maxMs = Math.max(t.maxMs, r.maxMs);
        for (let i = 0; i < r.hist.length; i++) t.dense[i] += r.hist[i];
      }
    }
    return {
      total: this.total,
      inFlight: this.inFlight,
      status: { ...this.status },
      minutes: minutes.map(({ start, count, errors, rejected, sumMs }) => ({
        t: start,
        count,
        errors,
        rejected,
        sumMs,
      })),
      routes: [...routes.values()].map(({ dense, ...t }) => ({ ...t, hist: sparse(dense) })),
    };
  }
}

/** The figures of several processes as one server: counts added, minutes and routes merged. */
export function mergeHttp(all: readonly HttpFigures[]): HttpFigures {
  const status: Record<string, number> = {};
  const minutes = new Map<number, MinuteTotals>();
  const routes = new Map<string, RouteTotals & { dense: Uint32Array }>();
  for (const f of all) {
    for (const [code, n] of Object.entries(f.status)) status[code] = (status[code] ?? 0) + n;
    for (const m of f.minutes) {
      const t = minutes.get(m.t) ?? { t: m.t, count: 0, errors: 0, rejected: 0, sumMs: 0 };
      t.count += m.count;
      t.errors += m.errors;
      t.rejected += m.rejected;
      t.sumMs += m.sumMs;
      minutes.set(m.t, t);
    }
    for (const r of f.routes) {
      let t = routes.get(r.route);
      if (!t) {
        t = { ...r, count: 0, errors: 0, rejected: 0, sumMs: 0, maxMs: 0, dense: newHistogram() };
        routes.set(r.route, t);
      }
      t.count += r.count;
      t.errors += r.errors;
      t.rejected += r.rejected;
      t.sumMs += r.sumMs;
      t.maxMs = Math.max(t.maxMs, r.maxMs);
      addSparse(t.dense, r.hist);
    }
  }
  return {
    total: all.reduce((s, f) => s + f.total, 0),
    inFlight: all.reduce((s, f) => s + f.inFlight, 0),
    status,
    minutes: [...minutes.values()].sort((a, b) => a.t - b.t),
    routes: [...routes.values()].map(({ dense, ...t }) => ({ ...t, hist: sparse(dense) })),
  };
}

/** A route's last hour as the screens show it: counts, average and percentiles in ms. */
export function routeView(r: RouteTotals) {
  const dense = newHistogram();
  addSparse(dense, r.hist);
  return {
    route: r.route,
    count: r.count,
    errors: r.errors,
    rejected: r.rejected,
    avgMs: r.count ? Math.round((r.sumMs / r.count) * 10) / 10 : 0,
    p50: percentile(dense, 50),
    p95: percentile(dense, 95),
    p99: percentile(dense, 99),
    maxMs: Math.round(r.maxMs * 10) / 10,
  };
}
