/**
 * Latency histograms with logarithmic buckets: bucket i holds durations up to `LOWEST_MS × RATIO^i`, so a percentile
 * read from it is at most 20 % above the true value, from 0.1 ms to several minutes. Recording is one logarithm
 * and one array increment; histograms of several minutes, routes or processes merge by adding their counts.
 */
const LOWEST_MS = 0.1;
const RATIO = 1.2;
const LOG_RATIO = Math.log(RATIO);
export const BUCKETS = 80;

export const newHistogram = (): Uint32Array => new Uint32Array(BUCKETS);

export function bucketOf(ms: number): number {
  if (ms <= LOWEST_MS) return 0;
  const i = Math.ceil(Math.log(ms / LOWEST_MS) / LOG_RATIO);
  return i < BUCKETS ? i : BUCKETS - 1;
}

/** The upper bound of a bucket, in milliseconds. */
export const upperBound = (bucket: number): number => LOWEST_MS * RATIO ** bucket;

/** A histogram as `{bucket: count}` of its non-empty buckets (what a snapshot carries). */
export function sparse(h: ArrayLike<number>): Record<number, number> {
  const out: Record<number, number> = {};
  for (let i = 0; i < h.length; i++) if (h[i]) out[i] = h[i];
  return out;
}

/** Adds a sparse histogram into a dense one. */
export function addSparse(into: Uint32Array, from: Readonly<Record<number, number>>): void {
  for (const [k, v] of Object.entries(from)) {
    const i = Number(k);
    if (i >= 0 && i < BUCKETS) into[i] += v;
  }
}

/** The p-th percentile (0–100) in milliseconds, rounded to 0.1 ms; 0 when empty. */
export function percentile(h: Uint32Array, p: number): number {
  let total = 0;
  for (const n of h) total += n;
  if (!total) return 0;
  const rank = Math.max(1, Math.ceil((p / 100) * total));
  let seen = 0;
  for (let i = 0; i < h.length; i++) {
    seen += h[i];
    if (seen >= rank) return Math.round(upperBound(i) * 10) / 10;
  }
  return Math.round(upperBound(h.length - 1) * 10) / 10;
}
