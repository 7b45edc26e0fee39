import { randomUUID } from 'node:crypto';
import type { RelayBus, RelayChannel } from './channel.js';

interface Envelope {
  /** The process that made the message (it has delivered it already). */
  o: string;
  p: unknown;
}

function parse(payload: string): Envelope | undefined {
  try {
    const value = JSON.parse(payload) as Partial<Envelope>;
    return typeof value.o === 'string' && 'p' in value ? (value as Envelope) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a relay between processes sends and receives (PostgreSQL NOTIFY, Redis pub/sub): a message wrapped with
 * this process's id, so a process skips its own messages when they come back.
 */
export function relayEnvelope<T>(bus: RelayBus<T>, channel: RelayChannel<T>) {
  const origin = randomUUID();
  return {
    wrap: (message: T) => JSON.stringify({ o: origin, p: message } satisfies Envelope),
    /** Delivers a received payload to this process's sockets unless it is malformed or this process's own. */
    receive(payload: string) {
      const envelope = parse(payload);
      if (envelope && envelope.o !== origin && channel.valid(envelope.p)) bus.deliver(envelope.p);
    },
  };
}
