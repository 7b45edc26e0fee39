import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import type { NoticeBus, NoticePush } from './bus.js';

/** The Redis pub/sub channel notice pushes travel on between server processes. */
export const NOTICE_REDIS_CHANNEL = 'yunzhan:notice';
const RETRY_MAX_MS = 10_000;

interface Envelope {
  /** The process that made the push (it has delivered it already). */
  o: string;
  p: NoticePush;
}

function parse(payload: string): Envelope | undefined {
  try {
    const value = JSON.parse(payload) as Partial<Envelope>;
    return typeof value.o === 'string' && value.p && Array.isArray(value.p.userIds) ? (value as Envelope) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `REDIS_URL` set: pushes travel between all processes of all servers through Redis pub/sub (one publishing and
 * one subscribed connection per process; both reconnect on their own, and the subscription is restored). While
 * Redis is away pushes are dropped, not queued, and the bell's polling delivers: the app degrades, it does not
 * fail. Answers the stop.
 */
export function relayThroughRedis(bus: NoticeBus, url: string, log: FastifyBaseLogger): () => Promise<void> {
  const origin = randomUUID();
  const socket = { reconnectStrategy: (retries: number) => Math.min(500 * 2 ** retries, RETRY_MAX_MS) };
  const pub = createClient({ url, socket });
  const sub = pub.duplicate();
  let warned = false;
  const warn = (err: unknown) => {
    // Once per outage: a Redis that is down would otherwise log at every reconnect attempt.
    if (!warned) log.warn({ err }, 'notice relay: Redis unavailable');
    warned = true;
  };
  pub.on('error', warn).on('ready', () => (warned = false));
  sub.on('error', warn);
  const receive = (message: string) => {
    const envelope = parse(message);
    if (envelope && envelope.o !== origin) bus.deliver(envelope.p);
  };
  pub.connect().catch(warn);
  sub
    .connect()
    .then(() => sub.subscribe(NOTICE_REDIS_CHANNEL, receive))
    .catch(warn);
  const offRelay = bus.addRelay((push) => {
    if (!pub.isReady) return;
    pub.publish(NOTICE_REDIS_CHANNEL, JSON.stringify({ o: origin, p: push } satisfies Envelope)).catch(warn);
  });
  return async () => {
    offRelay();
    for (const client of [sub, pub]) {
      if (client.isOpen) await client.close().catch(() => client.destroy());
      else client.destroy();
    }
  };
}
