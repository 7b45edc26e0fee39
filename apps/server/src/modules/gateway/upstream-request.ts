import http from 'node:http';
import https from 'node:https';
import { Transform } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { guardedLookup, type OutboundPolicy } from '../../core/outbound.js';

/** Headers that belong to one connection (RFC 9110 §7.6.1), never forwarded either way. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
];
/** What carries the caller's identity here: never passed to an upstream. */
export const CALLER_CREDENTIALS = ['x-access-token', 'authorization', 'cookie', 'tenant-id'];

export type Headers = Record<string, string | string[]>;

/** Copies headers without hop-by-hop ones (also those the Connection header names) and without `drop`. */
export function forwardable(src: http.IncomingHttpHeaders, drop: readonly string[]): Headers {
  const named = String(src.connection ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase());
  const out: Headers = {};
  for (const [k, v] of Object.entries(src)) {
    if (v === undefined || HOP_BY_HOP.includes(k) || named.includes(k) || drop.includes(k)) continue;
    out[k] = v;
  }
  return out;
}

export class BodyTooLarge extends Error {}

/** Passes bytes through up to `max`, then fails the stream. */
function capped(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > max) done(new BodyTooLarge());
      else done(null, chunk);
    },
  });
}

export interface Outcome {
  res?: http.IncomingMessage;
  error?: 'timeout' | 'unreachable' | 'tooLarge';
}

/**
 * Sends the request to `target` through the outbound guard (every DNS answer checked at connect time), streaming
 * the caller's body up to `maxBody` bytes; resolves with the upstream's answer (headers received) or why there is
 * none. `timeoutMs` bounds the wait for the answer's headers and every later pause of the connection.
 */
export function sendUpstream(
  req: FastifyRequest,
  target: URL,
  headers: Headers,
  opts: { policy: OutboundPolicy; timeoutMs: number; maxBody: number },
): Promise<Outcome> {
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (o: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(o);
    };
    const out = client.request(target, {
      method: req.method,
      headers,
      lookup: guardedLookup(opts.policy),
      timeout: opts.timeoutMs,
    });
    const timer = setTimeout(() => {
      settle({ error: 'timeout' });
      out.destroy();
    }, opts.timeoutMs);
    out.on('timeout', () => {
      settle({ error: 'timeout' });
      out.destroy();
    });
    out.on('response', (res) => settle({ res }));
    out.on('error', () => settle({ error: 'unreachable' }));
    const limit = capped(opts.maxBody);
    limit.on('error', (err) => {
      settle({ error: err instanceof BodyTooLarge ? 'tooLarge' : 'unreachable' });
      out.destroy();
    });
    // A caller gone before its body arrived: the upstream request goes too.
    req.raw.once('close', () => {
      if (!req.raw.complete) out.destroy();
    });
    req.raw.pipe(limit).pipe(out);
  });
}
