import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context.js';
import type { NoticeBus } from './bus.js';
import { relayThroughPrimary } from './cluster-relay.js';
import { relayThroughPostgres } from './pg-relay.js';

/**
 * Carries notice pushes to the other server processes: on PostgreSQL through LISTEN/NOTIFY (any number of
 * servers, and the workers of each), on SQLite (one machine) through the cluster's primary.
 */
export function connectNoticeRelay(app: FastifyInstance, ctx: AppContext, bus: NoticeBus): void {
  const url = ctx.dialect === 'postgres' ? ctx.config.databaseUrl : undefined;
  const stop = url ? relayThroughPostgres(bus, ctx.db, url, app.log) : relayThroughPrimary(bus);
  app.addHook('onClose', async () => stop());
}
