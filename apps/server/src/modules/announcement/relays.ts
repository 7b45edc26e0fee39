import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context.js';
import type { NoticeBus } from './bus.js';
import { relayThroughPrimary } from './cluster-relay.js';
import { relayThroughPostgres } from './pg-relay.js';
import { relayThroughRedis } from './redis-relay.js';

/**
 * Carries notice pushes to the other server processes: through Redis pub/sub when `REDIS_URL` is set, else on
 * PostgreSQL through LISTEN/NOTIFY (both: any number of servers, and the workers of each), else (SQLite, one
 * machine) through the cluster's primary.
 */
export function connectNoticeRelay(app: FastifyInstance, ctx: AppContext, bus: NoticeBus): void {
  const { redisUrl, databaseUrl } = ctx.config;
  const stop = redisUrl
    ? relayThroughRedis(bus, redisUrl, app.log)
    : ctx.dialect === 'postgres' && databaseUrl
      ? relayThroughPostgres(bus, ctx.db, databaseUrl, app.log)
      : relayThroughPrimary(bus);
  app.addHook('onClose', async () => stop());
}
