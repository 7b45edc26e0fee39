import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_TIMEOUT_MS, HEART_BEAT_MS, RECONNECT_MS, type SocketLike, TableSocket } from './table-socket';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  drop() {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close'));
  }
}

describe('TableSocket timers', () => {
  let sockets: FakeSocket[];
  let frames: unknown[];
  let client: TableSocket;
  const last = () => sockets[sockets.length - 1];

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    frames = [];
    client = new TableSocket({
      url: 'ws://h/system-api/vxeSocket/u1/p1',
      token: 'tok',
      onFrame: (f) => frames.push(f),
      create: (url, protocols) => {
        const s = new FakeSocket(url, protocols);
        sockets.push(s);
        return s;
      },
    });
    client.start();
    last().open();
  });
  afterEach(() => {
    client.stop();
    vi.useRealTimers();
  });

  it('connects with the token as protocol and sends heart_beat every 10 s', () => {
    expect(last().protocols).toEqual(['tok']);
    vi.advanceTimersByTime(HEART_BEAT_MS - 1);
    expect(last().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last().sent).toEqual(['{"type":"heart_beat","data":""}']);
    last().receive({ type: 'heart_beat', data: true });
    vi.advanceTimersByTime(HEART_BEAT_MS);
    expect(last().sent).toHaveLength(2);
    expect(sockets).toHaveLength(1);
  });

  it('reconnects when a heart_beat has no answer within 6 s', () => {
    vi.advanceTimersByTime(HEART_BEAT_MS + ANSWER_TIMEOUT_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets[0].closed).toBe(true);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects 5 s after a close or an error, once', () => {
    last().drop();
    last().onerror?.(new Event('error'));
    vi.advanceTimersByTime(RECONNECT_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1].onerror?.(new Event('error'));
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(sockets).toHaveLength(3);
  });

  it('hands other frames on, ignores non-JSON, and stops for good', () => {
    last().receive({ type: 'update_vxe_table', data: { socketKey: 'k', args: [{ id: '1' }, 'c'] } });
    last().onmessage?.(new MessageEvent('message', { data: 'nonsense' }));
    expect(frames).toEqual([{ type: 'update_vxe_table', data: { socketKey: 'k', args: [{ id: '1' }, 'c'] } }]);
    client.stop();
    expect(sockets[0].closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.send('x', 1)).toBe(false);
  });
});
