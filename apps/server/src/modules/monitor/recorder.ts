import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Histogram } from 'prom-client';
import type { HttpStats } from './http-stats.js';
import { keptHeaders, maskParams, redactUrl, secretParams } from './redact.js';
import type { TraceRing } from './trace.js';

interface RouteInfo {
  /** `GET /sys/user/list`: the key of the route's counters. */
  key: string;
  /** The route pattern (the `route` label of `/metrics`). */
  url: string;
  /** Whether its requests go into the trace (the monitor's own polling and the web app's files do not). */
  traced: boolean;
  /** Route parameters whose values are credentials. */
  secret: string[];
}

/** The names under which requests without a route of their own are counted. */
export const WEB_FILES = '(前端静态文件)';
export const UNROUTED = '(未匹配路由)';

export interface RecorderOptions {
  /** Route prefixes whose requests are counted but not traced (the monitor's own endpoints). */
  untraced: readonly string[];
  /** The per-route histogram of `/metrics`, when it is enabled. */
  histogram?: Histogram<'method' | 'route' | 'status_code'>;
}

/**
 * The hot path of monitoring: one hook when a request arrives (in flight) and one when its answer is sent
 * (counters, latency, trace). Route facts are worked out once per route and kept by the route's own config
 * object; per request there are a few additions and, for the trace, one small object.
 */
export function installRecorder(app: FastifyInstance, stats: HttpStats, trace: TraceRing, opts: RecorderOptions) {
  const routes = new WeakMap<object, RouteInfo>();
  const unrouted: RouteInfo = { key: UNROUTED, url: UNROUTED, traced: true, secret: [] };
  const histogram = opts.histogram;

  const infoOf = (req: FastifyRequest): RouteInfo => {
    const options = req.routeOptions;
    const config = options.config as ({ rootPath?: string } & object) | undefined;
    if (!config || !options.url) return unrouted;
    let info = routes.get(config);
    if (info === undefined) {
      // The web app's files are one route each: counted together, not traced.
      const file = config.rootPath !== undefined;
      const url = file ? WEB_FILES : options.url;
      info = {
        key: `${file ? 'GET' : options.method} ${url}`,
        url,
        traced: !file && !opts.untraced.some((p) => url.startsWith(p)),
        secret: secretParams(url),
      };
      routes.set(config, info);
    }
    return info;
  };

  app.addHook('onRequest', (_req: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    stats.inFlight++;
    done();
  });
  app.addHook('onResponse', (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (stats.inFlight > 0) stats.inFlight--;
    const info = infoOf(req);
    const ms = reply.elapsedTime;
    stats.record(info.key, reply.statusCode, ms);
    histogram?.observe({ method: req.method, route: info.url, status_code: reply.statusCode }, ms / 1000);
    if (info.traced) {
      const url = redactUrl(req.url);
      trace.push({
        time: Date.now(),
        method: req.method,
        path: info.secret.length ? maskParams(url, req.params as Record<string, unknown>, info.secret) : url,
        status: reply.statusCode,
        ms: Math.round(ms * 10) / 10,
        user: req.session?.username ?? null,
        ip: req.ip,
        headers: keptHeaders(req.headers),
        contentType: (reply.getHeader('content-type') as string | undefined) ?? null,
      });
    }
    done();
  });
}
