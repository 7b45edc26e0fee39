/** Timers of the notice socket (spec §9). */
export const HEARTBEAT_IDLE_MS = 30_000;
export const RECONNECT_MS = 5_000;

/** What a push names (contract §8.4); `topic` and `user` refresh the bell. */
export interface NoticeMessage {
  cmd?: string;
  msgId?: string;
  msgTxt?: string;
}

type Open = (url: string, protocol: string) => WebSocket;

/**
 * The notice socket (spec §4): the token rides in `Sec-WebSocket-Protocol`; after 30 s without traffic the
 * client sends 'HeartBeat'; a close or an error reconnects after 5 s until `close()`.
 */
export class NoticeSocket {
  private socket: WebSocket | undefined;
  private idle: ReturnType<typeof setTimeout> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly onPush: (m: NoticeMessage) => void,
    private readonly open: Open = (u, p) => new WebSocket(u, [p]),
  ) {
    this.connect();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.idle);
    clearTimeout(this.retry);
    this.socket?.close();
  }

  private connect(): void {
    if (this.closed) return;
    const socket = this.open(this.url, this.token);
    this.socket = socket;
    socket.onopen = () => this.beat();
    socket.onmessage = (event) => {
      this.beat();
      const message = parse(event.data);
      if (message?.cmd === 'topic' || message?.cmd === 'user') this.onPush(message);
    };
    // An error is followed by a close; both end up here once.
    socket.onclose = () => this.reconnect(socket);
    socket.onerror = () => this.reconnect(socket);
  }

  private beat(): void {
    clearTimeout(this.idle);
    this.idle = setTimeout(() => {
      if (this.socket?.readyState === 1) this.socket.send('HeartBeat');
      this.beat();
    }, HEARTBEAT_IDLE_MS);
  }

  private reconnect(from: WebSocket): void {
    if (this.closed || this.socket !== from) return;
    this.socket = undefined;
    clearTimeout(this.idle);
    this.retry = setTimeout(() => this.connect(), RECONNECT_MS);
  }
}

function parse(data: unknown): NoticeMessage | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' ? (value as NoticeMessage) : undefined;
  } catch {
    return undefined;
  }
}
