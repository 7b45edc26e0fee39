import { type Page, roomOf } from './pages.js';
import { isRelayMessage, type Relay } from './relay.js';

/** One open table socket (contract §8.5: a user may hold several, one per page). */
export interface Peer {
  userId: string;
  username: string;
  /** The tenant the socket was opened in: its grants are read there. */
  tenantId: number | null;
  page: Page;
  token: string;
  send(frame: string): void;
  close(code: number, reason: string): void;
}

/** The open sockets of this process by room (page and site, `pages.ts`), and the way to the other processes'. */
export class VxeHub {
  private readonly rooms = new Map<string, Set<Peer>>();
  private readonly unsubscribe: () => void;

  constructor(private readonly relay: Relay) {
    this.unsubscribe = relay.subscribe((message) => {
      if (isRelayMessage(message)) this.deliver(roomOf(message), message.frame);
    });
  }

  join(peer: Peer): void {
    const room = roomOf(peer.page);
    const peers = this.rooms.get(room) ?? new Set<Peer>();
    peers.add(peer);
    this.rooms.set(room, peers);
  }

  leave(peer: Peer): void {
    const room = roomOf(peer.page);
    const peers = this.rooms.get(room);
    peers?.delete(peer);
    if (peers?.size === 0) this.rooms.delete(room);
  }

  *peers(): Generator<Peer> {
    for (const peers of this.rooms.values()) yield* peers;
  }

  /** A frame to the other sockets of the sender's page and site, here and in the other processes. */
  publish(from: Peer, frame: string): void {
    const { pageId, siteId, owner } = from.page;
    this.deliver(roomOf(from.page), frame, from);
    this.relay.publish({ vxeRelay: 1, pageId, siteId, owner, frame });
  }

  close(): void {
    this.unsubscribe();
    for (const peer of this.peers()) peer.close(1001, 'server closing');
    this.rooms.clear();
  }

  private deliver(room: string, frame: string, except?: Peer): void {
    for (const peer of this.rooms.get(room) ?? []) if (peer !== except) peer.send(frame);
  }
}
