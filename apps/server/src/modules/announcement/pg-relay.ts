import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/index.js';
import type { NoticeBus, NoticePush } from './bus.js';

/** The PostgreSQL channel notice pushes travel on between server processes. */
export const NOTICE_CHANNEL = 'yunzhan_notice';
/** Names the listening connection in `pg_stat_activity`. */
export const RELAY_APPLICATION = 'yunzhan-notice-relay';
/** Users per notification: keeps a payload well below PostgreSQL's 8000-byte limit. */
const IDS_PER_NOTIFY = 150;
const RETRY_FIRST_MS = 500;
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
  const origin = randomUUID();
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
      const envelope = n.channel === NOTICE_CHANNEL && n.payload ? parse(n.payload) : undefined;
      if (envelope && envelope.o !== origin) bus.deliver(envelope.p);
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
      const payload = JSON.stringify({ o: origin, p } satisfies Envelope);
      await sql`select pg_notify(${NOTICE_CHANNEL}, ${payload})`.execute(db);
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
