import cluster from 'node:cluster';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry } from 'prom-client';
import { route } from '../../core/route.js';
import { registry } from './prom.js';

const REQUEST = 'yunzhan:metrics-req';
const ANSWER = 'yunzhan:metrics-res';

interface MetricsMessage {
  type: string;
  id: string;
  text?: string;
  error?: string;
}
const isMessage = (m: unknown): m is MetricsMessage =>
  typeof m === 'object' && m !== null && typeof (m as MetricsMessage).type === 'string';

/**
 * In the cluster's primary (WORKERS > 1): a worker asked for `/metrics` gets the whole server's metrics, gathered
 * from every worker by prom-client's aggregator (counters and histograms added), over the cluster's IPC channel.
 */
export function answerMetricsRequests(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage(message) || message.type !== REQUEST) return;
    aggregator
      .clusterMetrics()
      .then((text) => worker.send({ type: ANSWER, id: message.id, text }))
      .catch((e: Error) => worker.send({ type: ANSWER, id: message.id, error: e.message }));
  });
}

/** A cluster worker answers the primary's aggregator with this process's registry. */
function joinAggregation(): void {
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}

/** The Prometheus text of this server: this process alone, or (a cluster worker) every worker through the primary. */
export async function metricsText(): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error('metrics: no answer from the primary')), 6000);
    const listener = (m: unknown) => {
      if (isMessage(m) && m.type === ANSWER && m.id === id) done(m.error ? new Error(m.error) : undefined, m.text);
    };
    function done(err?: Error, text?: string) {
      clearTimeout(timer);
      process.off('message', listener);
      if (err) reject(err);
      else resolve(text ?? '');
    }
    process.on('message', listener);
    process.send?.({ type: REQUEST, id });
  });
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` for a monitoring system: Prometheus text, behind `Authorization: Bearer <METRICS_TOKEN>`. Without
 * a configured token it answers 404 (off); a wrong or missing token 401. It is not a session route: the guard
 * sees it as public, the bearer check is its own.
 */
export function metricsRoute(app: FastifyInstance, token: string | undefined): void {
  if (token && cluster.isWorker) joinAggregation();
  route(app, {
    method: 'GET',
    url: '/metrics',
    access: 'public',
    handler: async ({ req, reply }) => {
      if (!token)
        return reply
          .status(404)
          .send({ success: false, message: '未启用 /metrics（METRICS_TOKEN 未配置）', code: 404 });
      const header = req.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!sameToken(given, token)) {
        reply.header('www-authenticate', 'Bearer');
        return reply.status(401).send({ success: false, message: '未授权', code: 401 });
      }
      reply.header('content-type', registry.contentType);
      return reply.send(await metricsText());
    },
  });
}
