import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { relayBetweenWorkers } from '../src/core/cluster-relay.js';
import { readFrame } from '../src/modules/vxe-socket/frames.js';
import { type Peer, VxeHub } from '../src/modules/vxe-socket/hub.js';
import { pageOf } from '../src/modules/vxe-socket/pages.js';
import { isRelayMessage, type Relay, type RelayMessage } from '../src/modules/vxe-socket/relay.js';

const peer = (pageId: string, siteId: string | null = 's1'): Peer & { got: string[] } => {
  const got: string[] = [];
  const page = pageOf(pageId, { userId: 'u', siteId });
  return { userId: 'u', username: 'u', tenantId: 1, page, token: 't', got, send: (f) => got.push(f), close: vi.fn() };
};
const relayed = (pageId: string, frame: string, siteId: string | null = 's1'): RelayMessage => ({
  vxeRelay: 1,
  pageId,
  siteId,
  owner: null,
  frame,
});

describe('table socket relay', () => {
  it('the primary hands a worker frame to every other worker, nothing else', () => {
    const set = new EventEmitter();
    const workers = [1, 2, 3].map((id) => ({ id, send: vi.fn() }));
    relayBetweenWorkers(
      isRelayMessage,
      Object.assign(set, { workers: Object.fromEntries(workers.map((w) => [w.id, w])) }),
    );
    const message = relayed('p_q', '{}');
    set.emit('message', workers[0], message);
    set.emit('message', workers[0], { other: 'ipc' });
    expect(workers[0].send).not.toHaveBeenCalled();
    expect(workers[1].send).toHaveBeenCalledWith(message);
    expect(workers[2].send).toHaveBeenCalledTimes(1);
  });

  it('a hub sends to the other peers of the page and site and relays; relayed frames reach those peers', () => {
    let deliver: (m: RelayMessage) => void = () => {};
    const relay: Relay = {
      publish: vi.fn(),
      subscribe(fn) {
        deliver = fn;
        return () => {};
      },
    };
    const hub = new VxeHub(relay);
    const [a, b, c, d] = [peer('p_q'), peer('p_q'), peer('p_r'), peer('p_q', 's2')];
    for (const p of [a, b, c, d]) hub.join(p);
    hub.publish(a, 'F');
    expect([a.got, b.got, c.got, d.got]).toEqual([[], ['F'], [], []]);
    expect(relay.publish).toHaveBeenCalledWith(relayed('p_q', 'F'));
    deliver(relayed('p_q', 'G'));
    expect([a.got, b.got, d.got]).toEqual([['G'], ['F', 'G'], []]);
    // A frame of another site, or of a user's own page, reaches only that site's, or that user's, sockets.
    deliver(relayed('p_q', 'S2', 's2'));
    deliver({ ...relayed('p_q', 'OWN'), owner: 'u' });
    expect([a.got, d.got]).toEqual([['G'], ['S2']]);
    hub.leave(b);
    deliver(relayed('p_q', 'H'));
    expect(b.got).toEqual(['F', 'G']);
    // A message without its site is not one: nothing is delivered.
    deliver({ vxeRelay: 1, pageId: 'p_q', frame: 'OLD' } as RelayMessage);
    expect(a.got).toEqual(['G', 'H']);
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
