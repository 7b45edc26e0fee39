import { randomUUID } from 'node:crypto';
import type { NoticeBus, NoticePush } from './bus.js';

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
 * What a relay between processes sends and receives (PostgreSQL NOTIFY, Redis pub/sub): a push wrapped with this
 * process's id, so a process skips its own pushes when they come back.
 */
export function relayEnvelope(bus: NoticeBus) {
  const origin = randomUUID();
  return {
    wrap: (push: NoticePush) => JSON.stringify({ o: origin, p: push } satisfies Envelope),
    /** Delivers a received payload to this process's sockets unless it is malformed or this process's own. */
    receive(payload: string) {
      const envelope = parse(payload);
      if (envelope && envelope.o !== origin) bus.deliver(envelope.p);
    },
  };
}
