/** The client of the real-time table socket (spec §7, contract §8.5): heartbeat, answer timeout, reconnect. */

export const HEART_BEAT_MS = 10_000;
export const RECONNECT_MS = 5_000;
export const ANSWER_TIMEOUT_MS = 6_000;

export const HEART_BEAT = 'heart_beat';
export const UPDATE_TABLE = 'update_vxe_table';
export const COMMON_SEND = 'common_send_date';

/** What the socket needs of a browser WebSocket (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(text: string): void;
  close(): void;
}

export interface Frame {
  type: string;
  data: unknown;
}

export interface TableSocketOptions {
  url: string;
  /** Sent as the WebSocket protocol, as JeecgBoot's client does. */
  token: string;
  onFrame(frame: Frame): void;
  create?(url: string, protocols: string[]): SocketLike;
}

const OPEN = 1;

export class TableSocket {
  private socket: SocketLike | null = null;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private answerDue: ReturnType<typeof setTimeout> | undefined;
  private reconnect: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(private readonly o: TableSocketOptions) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.teardown();
    clearTimeout(this.reconnect);
    this.reconnect = undefined;
  }

  /** Sends a frame when connected; false when not (the frame is dropped, as JeecgBoot's client does). */
  send(type: string, data: unknown): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify({ type, data }));
    return true;
  }

  private connect(): void {
    const create = this.o.create ?? ((url: string, protocols: string[]): SocketLike => new WebSocket(url, protocols));
    let socket: SocketLike;
    try {
      socket = create(this.o.url, [this.o.token]);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.startHeartbeat();
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = () => this.scheduleReconnect();
    socket.onerror = () => this.scheduleReconnect();
  }

  private receive(data: unknown): void {
    let frame: Frame;
    try {
      frame = JSON.parse(String(data));
    } catch {
      return;
    }
    if (!frame || typeof frame.type !== 'string') return;
    if (frame.type === HEART_BEAT) {
      clearTimeout(this.answerDue);
      this.answerDue = undefined;
      return;
    }
    this.o.onFrame(frame);
  }

  private startHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => {
      if (!this.send(HEART_BEAT, '')) return;
      clearTimeout(this.answerDue);
      // No answer in time: the connection is dead even if the browser has not noticed.
      this.answerDue = setTimeout(() => {
        this.teardown();
        this.connect();
      }, ANSWER_TIMEOUT_MS);
    }, HEART_BEAT_MS);
  }

  private scheduleReconnect(): void {
    this.teardown();
    if (this.stopped || this.reconnect) return;
    this.reconnect = setTimeout(() => {
      this.reconnect = undefined;
      if (!this.stopped) this.connect();
    }, RECONNECT_MS);
  }

  /** Drops the current socket and its timers; its late events change nothing. */
  private teardown(): void {
    clearInterval(this.heartbeat);
    clearTimeout(this.answerDue);
    this.heartbeat = undefined;
    this.answerDue = undefined;
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    socket.close();
  }
}
