import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import type { NoticeBus } from './bus.js';
import { relayEnvelope } from './relay-envelope.js';

/** The Redis pub/sub channel notice pushes travel on between server processes. */
export const NOTICE_REDIS_CHANNEL = 'yunzhan:notice';
const RETRY_MAX_MS = 10_000;

/**
 * `REDIS_URL` set: pushes travel between all processes of all servers through Redis pub/sub (one publishing and
 * one subscribed connection per process; both reconnect on their own, and the subscription is restored). While
 * Redis is away pushes are dropped, not queued, and the bell's polling delivers: the app degrades, it does not
 * fail. Answers the stop.
 */
export function relayThroughRedis(bus: NoticeBus, url: string, log: FastifyBaseLogger): () => Promise<void> {
  const envelope = relayEnvelope(bus);
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
  pub.connect().catch(warn);
  sub
    .connect()
    .then(() => sub.subscribe(NOTICE_REDIS_CHANNEL, envelope.receive))
    .catch(warn);
  const offRelay = bus.addRelay((push) => {
    if (!pub.isReady) return;
    pub.publish(NOTICE_REDIS_CHANNEL, envelope.wrap(push)).catch(warn);
  });
  return async () => {
    offRelay();
    for (const client of [sub, pub]) {
      if (client.isOpen) await client.close().catch(() => client.destroy());
      else client.destroy();
    }
  };
}
