/** What the relays between server processes need of a bus: whom to hand what is made here, where to deliver. */
export interface RelayBus<T> {
  /** A carrier to the other processes; answers its removal. */
  addRelay(fn: (message: T) => void): () => void;
  /** A message relayed from another process, to this process's sockets. */
  deliver(message: T): void;
}

/**
 * One kind of message between processes: its PostgreSQL channel and the listening connection's name, its Redis
 * channel, how a received message is checked, and how one is split so a NOTIFY payload stays below 8000 bytes.
 */
export interface RelayChannel<T> {
  pg: string;
  application: string;
  redis: string;
  valid(value: unknown): value is T;
  split?(message: T): T[];
}
