import cluster from 'node:cluster';

interface WorkerLike {
  id: number;
  send(message: unknown): unknown;
}

export interface WorkerSet {
  on(event: 'message', listener: (worker: WorkerLike, message: unknown) => void): unknown;
  readonly workers?: Record<string, WorkerLike | undefined>;
}

/**
 * In the primary process (WORKERS > 1): a worker's message that `relayed` recognises (a notice push, a table
 * socket's frame …) goes to every other worker, so each can hand it to the sockets it holds.
 */
export function relayBetweenWorkers(relayed: (message: unknown) => boolean, set: WorkerSet = cluster): void {
  set.on('message', (from, message) => {
    if (!relayed(message)) return;
    for (const worker of Object.values(set.workers ?? {})) if (worker && worker.id !== from.id) worker.send(message);
  });
}
