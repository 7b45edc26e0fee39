import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { markCharged } from '../../core/ip-budget.js';
import type { DeliveryCache } from './delivery-cache.js';
import type { LaneTicket } from './lane-ticket.js';

interface Lane {
  prefix: string;
  cache: DeliveryCache;
  beforeRead: () => void;
}

/** Headers an entry's variant or Node sets per answer: not copied from the app's answer. */
const OWN_HEADERS = new Set([
  'etag',
  'content-type',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
]);

const trustAll = () => true;

type Effect = LaneTicket['after'][number];

/**
 * Answers cached public reads in Node's request handler, before Fastify (the same bytes, validators and headers,
 * without building a Fastify request, running hooks or routing). An entry is answered here only after the app has
 * answered it once (`learn`): that answer gives the route's per-IP budget, the headers the app's hooks add, and the
 * effects to repeat (a statistics hit). A request with an `Origin` (CORS answers depend on it), any method but GET,
 * a miss, or a request past its budget goes on to Fastify (the budget charged here is not charged again).
 */
export class FastLane {
  private readonly lanes: Lane[] = [];
  private readonly effects = new WeakMap<IncomingMessage, Effect[]>();
  private closing = false;
  private log: FastifyBaseLogger | undefined;
  /** The app logs each request at `info` (and finer): the lane's answers are logged too. */
  private logRequests = false;

  constructor(private readonly trustProxy: boolean) {}

  /** The HTTP server Fastify serves on (its `serverFactory`), with the lane in front of Fastify's handler. */
  server(handler: RequestListener, opts: FastifyServerOptions): Server {
    const server = createServer((req, res) => {
      if (!this.answer(req, res)) handler(req, res);
    });
    // What Fastify sets on a server of its own.
    server.keepAliveTimeout = opts.keepAliveTimeout ?? server.keepAliveTimeout;
    server.requestTimeout = opts.requestTimeout ?? server.requestTimeout;
    server.setTimeout(opts.connectionTimeout ?? 0);
    if (opts.maxRequestsPerSocket) server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
    return server;
  }

  /** Starts logging as the app does, and stops answering when the app closes. */
  attach(app: FastifyInstance): void {
    this.log = app.log;
    this.logRequests = ['info', 'debug', 'trace'].includes(app.log.level);
    app.addHook('preClose', (done) => {
      this.closing = true;
      done();
    });
  }

  /**
   * Answers the cached reads of a plugin (prefix and cache) from now on, once learnt: its hook after each answer
   * keeps what the lane needs beside the entry the answer came from.
   */
  learn(app: FastifyInstance, cache: DeliveryCache, beforeRead: () => void): void {
    this.lanes.push({ prefix: `${app.prefix}/`, cache, beforeRead });
    app.addHook('onResponse', (req, reply, done) => {
      const e = cache.servedEntry(req.raw);
      const budget = req.routeOptions.config?.budget;
      const status = reply.statusCode;
      if (!e || e.ticket || !budget || !eligible(req.raw) || (status !== 200 && status !== 304)) return done();
      const headers = reply.getHeaders();
      // An answer that sets a cookie is that client's alone: never repeated to others.
      if (headers['set-cookie'] === undefined) {
        e.ticket = { budget, headers: appHeaders(headers), after: this.effectsOf(req.raw) };
      }
      done();
    });
  }

  /**
   * An effect the app has on this request that the lane must repeat when it answers the same entry (hooks that
   * run after the lane's own on this response add to the same list).
   */
  repeat(req: FastifyRequest, effect: Effect): void {
    this.effectsOf(req.raw).push(effect);
  }

  /** True when the lane answered the request; false hands it to Fastify. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (this.closing || !eligible(req)) return false;
    const url = req.url ?? '';
    const lane = this.lanes.find((l) => url.startsWith(l.prefix));
    if (!lane) return false;
    lane.beforeRead();
    const e = lane.cache.hit(url);
    const ticket = e?.ticket;
    if (!e || !ticket) return false;
    const started = this.logRequests ? performance.now() : 0;
    const ip = this.ipOf(req);
    const wait = ticket.budget.charge(ip);
    if (wait) {
      markCharged(req, wait);
      return false;
    }
    const status = lane.cache.serveRaw(req, res, e, ticket.headers);
    for (const effect of ticket.after) effect(ip);
    if (this.logRequests) {
      const responseTime = performance.now() - started;
      this.log?.info(
        { req: { method: req.method, url, ip }, res: { statusCode: status }, responseTime },
        'request completed',
      );
    }
    return true;
  }

  private effectsOf(req: IncomingMessage): Effect[] {
    let list = this.effects.get(req);
    if (!list) {
      list = [];
      this.effects.set(req, list);
    }
    return list;
  }

  /** The client's address as Fastify gives it (`trustProxy`: the first address of X-Forwarded-For). */
  private ipOf(req: IncomingMessage): string {
    if (!this.trustProxy) return req.socket.remoteAddress ?? '';
    const all = proxyAddr.all(req, trustAll);
    return all[all.length - 1] ?? '';
  }
}

const eligible = (req: IncomingMessage) => req.method === 'GET' && req.headers.origin === undefined;

function appHeaders(headers: Record<string, unknown>): string[] {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || OWN_HEADERS.has(name.toLowerCase())) continue;
    for (const v of Array.isArray(value) ? value : [value]) flat.push(name, String(v));
  }
  return flat;
}
