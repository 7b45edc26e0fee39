/** A push to the notice sockets (contract §8.4): `topic` to everyone, `user` to the listed users. */
export interface NoticePush {
  /** Empty: every connected user. */
  userIds: readonly string[];
  message: { cmd: 'topic' | 'user'; msgId: string; msgTxt: string };
}

type Listener = (push: NoticePush) => void;

/**
 * Where released announcements are announced to the sockets. In one process the listeners are the local socket
 * registry; with several processes a relay listens too and forwards the push to the others.
 */
export class NoticeBus {
  private readonly listeners = new Set<Listener>();

  subscribe(fn: Listener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  publish(push: NoticePush): void {
    for (const fn of this.listeners) fn(push);
  }
}
