import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/index.js';
import type { NoticeBus, NoticePush } from './bus.js';
import { relayEnvelope } from './relay-envelope.js';

/** The PostgreSQL channel notice pushes travel on between server processes. */
export const NOTICE_CHANNEL = 'yunzhan_notice';
/** Names the listening connection in `pg_stat_activity`. */
export const RELAY_APPLICATION = 'yunzhan-notice-relay';
/** Users per notification: keeps a payload well below PostgreSQL's 8000-byte limit. */
const IDS_PER_NOTIFY = 150;
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 10_000;

/**
 * Several servers (or the workers of one) on one PostgreSQL database: a push made here is sent with NOTIFY, and
 * every process LISTENs on a connection of its own, reconnecting (with a growing pause) whenever it drops, so a
 * release reaches the sockets whichever process holds them. Pushes made while a process is disconnected reach its
 * users through the bell's polling. Answers the stop.
 */
export function relayThroughPostgres(
  bus: NoticeBus,
  db: Database,
  connectionString: string,
  log: FastifyBaseLogger,
): () => Promise<void> {
  const envelope = relayEnvelope(bus);
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let pause = RETRY_FIRST_MS;

  const drop = (client: pg.Client) => {
    if (client !== current) return;
    current = undefined;
    client.end().catch(() => undefined);
    if (stopped) return;
    retry = setTimeout(() => void listen(), pause);
    retry.unref();
    pause = Math.min(pause * 2, RETRY_MAX_MS);
  };

  const listen = async () => {
    const client = new pg.Client({ connectionString, application_name: RELAY_APPLICATION });
    current = client;
    client.on('notification', (n) => {
      if (n.channel === NOTICE_CHANNEL && n.payload) envelope.receive(n.payload);
    });
    client.on('error', () => drop(client));
    client.on('end', () => drop(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTICE_CHANNEL}`);
      pause = RETRY_FIRST_MS;
    } catch (err) {
      log.warn({ err }, 'notice relay: cannot listen, retrying');
      drop(client);
    }
  };

  const send = async (push: NoticePush) => {
    const parts: NoticePush[] = [];
    if (!push.userIds.length) parts.push(push);
    for (let i = 0; i < push.userIds.length; i += IDS_PER_NOTIFY) {
      parts.push({ ...push, userIds: push.userIds.slice(i, i + IDS_PER_NOTIFY) });
    }
    for (const p of parts) {
      await sql`select pg_notify(${NOTICE_CHANNEL}, ${envelope.wrap(p)})`.execute(db);
    }
  };

  const offRelay = bus.addRelay((push) => {
    send(push).catch((err: unknown) => log.warn({ err }, 'notice relay: NOTIFY failed'));
  });
  void listen();
  return async () => {
    stopped = true;
    offRelay();
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}
