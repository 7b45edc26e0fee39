import cluster from 'node:cluster';
import type { RelayBus, RelayChannel } from '../../core/relay/channel.js';

/**
 * A frame for the sockets of one page in the other server processes (WORKERS > 1, or other servers): it carries the
 * page's site and owner, so that it reaches there the same sockets it would here (`pages.ts`).
 */
export interface RelayMessage {
  vxeRelay: 1;
  pageId: string;
  siteId: string | null;
  owner: string | null;
  frame: string;
}

const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

export interface Relay {
  publish(message: RelayMessage): void;
  subscribe(deliver: (message: RelayMessage) => void): () => void;
}

export const isRelayMessage = (value: unknown): value is RelayMessage =>
  typeof value === 'object' &&
  value !== null &&
  (value as RelayMessage).vxeRelay === 1 &&
  typeof (value as RelayMessage).pageId === 'string' &&
  isTextOrNull((value as RelayMessage).siteId) &&
  isTextOrNull((value as RelayMessage).owner) &&
  typeof (value as RelayMessage).frame === 'string';

/** A single process has no one to tell. */
export const localRelay: Relay = { publish() {}, subscribe: () => () => {} };

/** In a cluster worker: frames go through the primary process (cluster IPC) to the other workers. */
export function processRelay(): Relay {
  if (!cluster.isWorker) return localRelay;
  return {
    publish: (message) => void process.send?.(message),
    subscribe(deliver) {
      const listen = (message: unknown) => {
        if (isRelayMessage(message)) deliver(message);
      };
      process.on('message', listen);
      return () => process.off('message', listen);
    },
  };
}

/** Table frames between servers: PostgreSQL channel `yunzhan_vxe`, Redis channel `yunzhan:vxe`. */
export const VXE_RELAY: RelayChannel<RelayMessage> = {
  pg: 'yunzhan_vxe',
  application: 'yunzhan-vxe-relay',
  redis: 'yunzhan:vxe',
  valid: isRelayMessage,
};

/** The hub's relay as a bus the server carriers (PostgreSQL, Redis: `core/relay/connect.ts`) attach to. */
export function serverRelay(): Relay & RelayBus<RelayMessage> {
  const carriers = new Set<(message: RelayMessage) => void>();
  const listeners = new Set<(message: RelayMessage) => void>();
  return {
    publish: (message) => {
      for (const fn of carriers) fn(message);
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
    addRelay(fn) {
      carriers.add(fn);
      return () => void carriers.delete(fn);
    },
    deliver: (message) => {
      for (const fn of listeners) fn(message);
    },
  };
}
