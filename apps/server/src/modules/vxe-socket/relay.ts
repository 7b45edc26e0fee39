import cluster from 'node:cluster';

/** A frame for the sockets of one page in the other server processes (WORKERS > 1). */
export interface RelayMessage {
  vxeRelay: 1;
  pageId: string;
  frame: string;
}

export interface Relay {
  publish(message: RelayMessage): void;
  subscribe(deliver: (message: RelayMessage) => void): () => void;
}

export const isRelayMessage = (value: unknown): value is RelayMessage =>
  typeof value === 'object' &&
  value !== null &&
  (value as RelayMessage).vxeRelay === 1 &&
  typeof (value as RelayMessage).pageId === 'string' &&
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
