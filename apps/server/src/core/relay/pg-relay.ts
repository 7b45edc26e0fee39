import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/index.js';
import type { RelayBus, RelayChannel } from './channel.js';
import { relayEnvelope } from './relay-envelope.js';

const RETRY_FIRST_MS = 500;
/** PostgreSQL's NOTIFY payload limit. */
const MAX_PAYLOAD_BYTES = 8000;
const RETRY_MAX_MS = 10_000;

/**
 * Several servers (or the workers of one) on one PostgreSQL database: a message made here is sent with NOTIFY, and
 * every process LISTENs on a connection of its own, reconnecting (with a growing pause) whenever it drops, so a
 * message reaches the sockets whichever process holds them. Messages sent while a process is disconnected are lost
 * to it (the notice bell's polling makes up for them). Answers the stop.
 */
export function relayThroughPostgres<T>(
  bus: RelayBus<T>,
  channel: RelayChannel<T>,
  db: Database,
  connectionString: string,
  log: FastifyBaseLogger,
): () => Promise<void> {
  const envelope = relayEnvelope(bus, channel);
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
    const client = new pg.Client({ connectionString, application_name: channel.application });
    current = client;
    client.on('notification', (n) => {
      if (n.channel === channel.pg && n.payload) envelope.receive(n.payload);
    });
    client.on('error', () => drop(client));
    client.on('end', () => drop(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel.pg}`);
      pause = RETRY_FIRST_MS;
    } catch (err) {
      log.warn({ err, channel: channel.pg }, 'relay: cannot listen, retrying');
      drop(client);
    }
  };

  let warnedTooBig = false;
  const send = async (message: T) => {
    for (const part of channel.split?.(message) ?? [message]) {
      const payload = envelope.wrap(part);
      // PostgreSQL refuses a payload of 8000 bytes or more: such a message stays in this process (said once).
      if (Buffer.byteLength(payload) >= MAX_PAYLOAD_BYTES) {
        if (!warnedTooBig) log.warn({ channel: channel.pg }, 'relay: message too big for NOTIFY, not relayed');
        warnedTooBig = true;
        continue;
      }
      await sql`select pg_notify(${channel.pg}, ${payload})`.execute(db);
    }
  };

  const offRelay = bus.addRelay((message) => {
    send(message).catch((err: unknown) => log.warn({ err, channel: channel.pg }, 'relay: NOTIFY failed'));
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
