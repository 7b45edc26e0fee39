import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { relayBetweenWorkers } from '../src/core/cluster-relay.js';
import { readFrame } from '../src/modules/vxe-socket/frames.js';
import { type Peer, VxeHub } from '../src/modules/vxe-socket/hub.js';
import { isRelayMessage, type Relay, type RelayMessage } from '../src/modules/vxe-socket/relay.js';

const peer = (pageId: string): Peer & { got: string[] } => {
  const got: string[] = [];
  return { userId: 'u', pageId, token: 't', got, send: (f) => got.push(f), close: vi.fn() };
};

describe('table socket relay', () => {
  it('the primary hands a worker frame to every other worker, nothing else', () => {
    const set = new EventEmitter();
    const workers = [1, 2, 3].map((id) => ({ id, send: vi.fn() }));
    relayBetweenWorkers(
      isRelayMessage,
      Object.assign(set, { workers: Object.fromEntries(workers.map((w) => [w.id, w])) }),
    );
    const message: RelayMessage = { vxeRelay: 1, pageId: 'p', frame: '{}' };
    set.emit('message', workers[0], message);
    set.emit('message', workers[0], { other: 'ipc' });
    expect(workers[0].send).not.toHaveBeenCalled();
    expect(workers[1].send).toHaveBeenCalledWith(message);
    expect(workers[2].send).toHaveBeenCalledTimes(1);
  });

  it('a hub sends to the other peers of the page and relays; relayed frames reach every local peer', () => {
    let deliver: (m: RelayMessage) => void = () => {};
    const relay: Relay = {
      publish: vi.fn(),
      subscribe(fn) {
        deliver = fn;
        return () => {};
      },
    };
    const hub = new VxeHub(relay);
    const [a, b, c] = [peer('p'), peer('p'), peer('q')];
    for (const p of [a, b, c]) hub.join(p);
    hub.publish(a, 'F');
    expect([a.got, b.got, c.got]).toEqual([[], ['F'], []]);
    expect(relay.publish).toHaveBeenCalledWith({ vxeRelay: 1, pageId: 'p', frame: 'F' });
    deliver({ vxeRelay: 1, pageId: 'p', frame: 'G' });
    expect([a.got, b.got]).toEqual([['G'], ['F', 'G']]);
    hub.leave(b);
    deliver({ vxeRelay: 1, pageId: 'p', frame: 'H' });
    expect(b.got).toEqual(['F', 'G']);
  });

  it('reads frames: heart_beat, updates with their key and args only, everything else ignored', () => {
    expect(readFrame('{"type":"heart_beat","data":""}')).toEqual({ kind: 'heartBeat' });
    expect(readFrame('HeartBeat').kind).toBe('ignored');
    expect(readFrame('{"type":"drop_tables","data":{}}').kind).toBe('ignored');
    expect(readFrame('{"type":"update_vxe_table","data":{"socketKey":"k"}}').kind).toBe('ignored');
    expect(readFrame('{"type":"update_vxe_table","data":{"socketKey":"k","args":[{"id":1}],"x":1}}')).toEqual({
      kind: 'broadcast',
      frame: '{"type":"update_vxe_table","data":{"socketKey":"k","args":[{"id":1}]}}',
    });
  });
});
