import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context.js';
import type { RelayChannel } from '../../core/relay/channel.js';
import { connectServerRelay } from '../../core/relay/connect.js';
import type { NoticeBus, NoticePush } from './bus.js';
import { relayThroughPrimary } from './cluster-relay.js';

/** Users per notification: keeps a payload well below PostgreSQL's 8000-byte limit. */
const IDS_PER_NOTIFY = 150;

/** Notice pushes between processes: PostgreSQL channel `yunzhan_notice`, Redis channel `yunzhan:notice`. */
export const NOTICE_RELAY: RelayChannel<NoticePush> = {
  pg: 'yunzhan_notice',
  application: 'yunzhan-notice-relay',
  redis: 'yunzhan:notice',
  valid: (value): value is NoticePush =>
    typeof value === 'object' && value !== null && Array.isArray((value as NoticePush).userIds),
  split(push) {
    if (!push.userIds.length) return [push];
    const parts: NoticePush[] = [];
    for (let i = 0; i < push.userIds.length; i += IDS_PER_NOTIFY) {
      parts.push({ ...push, userIds: push.userIds.slice(i, i + IDS_PER_NOTIFY) });
    }
    return parts;
  },
};

/**
 * Carries notice pushes to the other server processes: through Redis pub/sub when `REDIS_URL` is set, else on
 * PostgreSQL through LISTEN/NOTIFY (both: any number of servers, and the workers of each), else (SQLite, one
 * machine) through the cluster's primary.
 */
export function connectNoticeRelay(app: FastifyInstance, ctx: AppContext, bus: NoticeBus): void {
  if (connectServerRelay(app, ctx, bus, NOTICE_RELAY)) return;
  const stop = relayThroughPrimary(bus);
  app.addHook('onClose', async () => stop());
}
