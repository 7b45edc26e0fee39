import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * This process's Prometheus registry: prom-client's default metrics (heap and heap spaces, RSS, event-loop lag,
 * GC by kind, handles, open files, versions) — collected when read — and, when `/metrics` is enabled, the
 * per-route request histogram. One per process: the default metrics watch the process, not an app.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

let histogram: Histogram<'method' | 'route' | 'status_code'> | undefined;

/** The per-route request duration histogram of `/metrics`, made on first use (only when `/metrics` is enabled). */
export function requestHistogram(): Histogram<'method' | 'route' | 'status_code'> {
  histogram ??= new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return histogram;
}

/** The values of one metric of the registry (empty when it is not there). */
export async function valuesOf(name: string): Promise<{ value: number; labels: Record<string, string | number> }[]> {
  const metric = registry.getSingleMetric(name);
  if (!metric) return [];
  const got = await metric.get();
  return got.values.map((v) => ({
    value: v.value,
    labels: { ...v.labels, ...('metricName' in v ? { metricName: String(v.metricName) } : {}) },
  }));
}
