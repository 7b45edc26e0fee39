import cluster from 'node:cluster';
import type { NoticeBus, NoticePush } from './bus.js';

const RELAY = 'yunzhan:notice-push';

interface RelayMessage {
  type: typeof RELAY;
  push: NoticePush;
}

/** A notice push on its way through the primary to the other workers. */
export const isNoticeRelay = (m: unknown): m is RelayMessage =>
  typeof m === 'object' && m !== null && (m as { type?: unknown }).type === RELAY;

/** What a worker needs of its process: Node's IPC channel to the primary. */
export interface WorkerChannel {
  send?(message: unknown): boolean;
  on(event: 'message', fn: (message: unknown) => void): unknown;
  off(event: 'message', fn: (message: unknown) => void): unknown;
}

/**
 * A worker of the cluster (WORKERS > 1): pushes made here go to the primary, which hands them to the other
 * workers; pushes from there reach this worker's sockets. Returns the undo; a lone process has nothing to relay.
 */
export function relayThroughPrimary(
  bus: NoticeBus,
  channel: WorkerChannel | undefined = cluster.isWorker ? process : undefined,
): () => void {
  const send = channel?.send?.bind(channel);
  if (!send) return () => undefined;
  const offRelay = bus.addRelay((push) => send({ type: RELAY, push } satisfies RelayMessage));
  const receive = (message: unknown) => {
    if (isNoticeRelay(message)) bus.deliver(message.push);
  };
  channel?.on('message', receive);
  return () => {
    offRelay();
    channel?.off('message', receive);
  };
}
