/** A push to the notice sockets (contract §8.4): `topic` to everyone, `user` to the listed users. */
export interface NoticePush {
  /** Empty: every connected user (of `tenantId` when set). */
  userIds: readonly string[];
  /** A push to everyone reaches only the sockets opened in this tenant. */
  tenantId?: number;
  message: { cmd: 'topic' | 'user'; msgId?: string; msgTxt: string };
}

type Listener = (push: NoticePush) => void;

/**
 * Where released announcements go to the notice sockets. `deliver` reaches this process's sockets; `publish`
 * also hands the push to the relays that carry it to the other processes (see `cluster-relay.ts`), which
 * `deliver` it there.
 */
export class NoticeBus {
  private readonly local = new Set<Listener>();
  private readonly relays = new Set<Listener>();

  /** This process's sockets. */
  subscribe(fn: Listener): () => void {
    this.local.add(fn);
    return () => this.local.delete(fn);
  }

  /** A carrier to the other processes. */
  addRelay(fn: Listener): () => void {
    this.relays.add(fn);
    return () => this.relays.delete(fn);
  }

  /** A push made here: to the local sockets and every other process. */
  publish(push: NoticePush): void {
    this.deliver(push);
    for (const fn of this.relays) fn(push);
  }

  /** A push (made here or relayed from another process) to this process's sockets. */
  deliver(push: NoticePush): void {
    for (const fn of this.local) fn(push);
  }
}
