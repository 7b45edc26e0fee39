import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import type { RelayBus, RelayChannel } from './channel.js';
import { relayEnvelope } from './relay-envelope.js';

const RETRY_MAX_MS = 10_000;

/**
 * `REDIS_URL` set: messages travel between all processes of all servers through Redis pub/sub (one publishing and
 * one subscribed connection per process and channel; both reconnect on their own, and the subscription is
 * restored). While Redis is away messages are dropped, not queued (the notice bell's polling makes up for them):
 * the app degrades, it does not fail. Answers the stop.
 */
export function relayThroughRedis<T>(
  bus: RelayBus<T>,
  channel: RelayChannel<T>,
  url: string,
  log: FastifyBaseLogger,
): () => Promise<void> {
  const envelope = relayEnvelope(bus, channel);
  const socket = { reconnectStrategy: (retries: number) => Math.min(500 * 2 ** retries, RETRY_MAX_MS) };
  const pub = createClient({ url, socket });
  const sub = pub.duplicate();
  let warned = false;
  const warn = (err: unknown) => {
    // Once per outage: a Redis that is down would otherwise log at every reconnect attempt.
    if (!warned) log.warn({ err, channel: channel.redis }, 'relay: Redis unavailable');
    warned = true;
  };
  pub.on('error', warn).on('ready', () => (warned = false));
  sub.on('error', warn);
  pub.connect().catch(warn);
  sub
    .connect()
    .then(() => sub.subscribe(channel.redis, envelope.receive))
    .catch(warn);
  const offRelay = bus.addRelay((message) => {
    if (!pub.isReady) return;
    pub.publish(channel.redis, envelope.wrap(message)).catch(warn);
  });
  return async () => {
    offRelay();
    for (const client of [sub, pub]) {
      if (client.isOpen) await client.close().catch(() => client.destroy());
      else client.destroy();
    }
  };
}
