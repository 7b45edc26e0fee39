import { isRelayMessage, type Relay } from './relay.js';

/** One open table socket (contract §8.5: a user may hold several, one per page). */
export interface Peer {
  userId: string;
  pageId: string;
  token: string;
  send(frame: string): void;
  close(code: number, reason: string): void;
}

/** The open sockets of this process by page, and the way to the other processes' sockets. */
export class VxeHub {
  private readonly pages = new Map<string, Set<Peer>>();
  private readonly unsubscribe: () => void;

  constructor(private readonly relay: Relay) {
    this.unsubscribe = relay.subscribe((message) => {
      if (isRelayMessage(message)) this.deliver(message.pageId, message.frame);
    });
  }

  join(peer: Peer): void {
    const page = this.pages.get(peer.pageId) ?? new Set<Peer>();
    page.add(peer);
    this.pages.set(peer.pageId, page);
  }

  leave(peer: Peer): void {
    const page = this.pages.get(peer.pageId);
    page?.delete(peer);
    if (page?.size === 0) this.pages.delete(peer.pageId);
  }

  *peers(): Generator<Peer> {
    for (const page of this.pages.values()) yield* page;
  }

  /** A frame to the other sockets of the sender's page, here and in the other processes. */
  publish(from: Peer, frame: string): void {
    this.deliver(from.pageId, frame, from);
    this.relay.publish({ vxeRelay: 1, pageId: from.pageId, frame });
  }

  close(): void {
    this.unsubscribe();
    for (const peer of this.peers()) peer.close(1001, 'server closing');
    this.pages.clear();
  }

  private deliver(pageId: string, frame: string, except?: Peer): void {
    for (const peer of this.pages.get(pageId) ?? []) if (peer !== except) peer.send(frame);
  }
}
