import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { RelayBus, RelayChannel } from './channel.js';
import { relayThroughPostgres } from './pg-relay.js';
import { relayThroughRedis } from './redis-relay.js';

/**
 * Carries a bus's messages to the other server processes of every server: through Redis pub/sub when `REDIS_URL`
 * is set, else on PostgreSQL through LISTEN/NOTIFY. Answers false on SQLite (one machine: the caller relays
 * through the cluster's primary).
 */
export function connectServerRelay<T>(
  app: FastifyInstance,
  ctx: AppContext,
  bus: RelayBus<T>,
  channel: RelayChannel<T>,
): boolean {
  const { redisUrl, databaseUrl } = ctx.config;
  const stop = redisUrl
    ? relayThroughRedis(bus, channel, redisUrl, app.log)
    : ctx.dialect === 'postgres' && databaseUrl
      ? relayThroughPostgres(bus, channel, ctx.db, databaseUrl, app.log)
      : undefined;
  if (stop) app.addHook('onClose', async () => stop());
  return !!stop;
}
