import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { NoticeBus, type NoticePush } from '../src/modules/announcement/bus.js';
import { relayThroughPrimary, type WorkerChannel } from '../src/modules/announcement/cluster-relay.js';
import { call, createTestApp, createUser, login, type TestApp } from './helpers.js';

/** Opens a socket; resolves with it once open, or rejects with the HTTP status of a refused handshake. */
function connect(url: string, token?: string, origin?: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, token ? [token] : [], origin ? { origin } : {});
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`status ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

const nextMessage = (ws: WebSocket, ms = 2000) =>
  new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no message')), ms);
    ws.once('message', (data) => {
      clearTimeout(timer);
      resolve(JSON.parse(data.toString()));
    });
  });

describe('notice socket /websocket/{userId} (contract §8.4)', () => {
  let t: TestApp;
  let base: string;
  let origin: string;
  let aliceId: string;
  let bobId: string;
  let alice: string;
  let bob: string;
  let admin: string;
  const open: WebSocket[] = [];
  const socketOf = async (userId: string, token?: string, from?: string) => {
    const ws = await connect(`${base}/system-api/websocket/${userId}`, token, from);
    open.push(ws);
    return ws;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    base = `ws://127.0.0.1:${port}`;
    origin = `http://127.0.0.1:${port}`;
    aliceId = await createUser(t, { username: 'alice', roleCodes: ['editor'] });
    bobId = await createUser(t, { username: 'bob', roleCodes: ['editor'] });
    alice = await login(t, 'alice');
    bob = await login(t, 'bob');
    admin = await login(t, 'admin');
  });
  afterAll(async () => {
    for (const ws of open) ws.terminate();
    await t.close();
  });

  it('refuses a handshake without a token, with another user id, or from a foreign origin', async () => {
    await expect(socketOf(aliceId)).rejects.toThrow('status 401');
    await expect(socketOf(aliceId, 'not-a-token')).rejects.toThrow('status 401');
    await expect(socketOf(bobId, alice)).rejects.toThrow('status 403');
    await expect(socketOf(aliceId, alice, 'http://evil.example')).rejects.toThrow('status 403');
  });

  it('echoes the token protocol and answers HeartBeat', async () => {
    const ws = await socketOf(aliceId, alice, origin);
    expect(ws.protocol).toBe(alice);
    const reply = nextMessage(ws);
    ws.send('HeartBeat');
    expect(await reply).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' });
  });

  it('pushes a release to the targeted user only', async () => {
    const a = await socketOf(aliceId, alice, origin);
    const b = await socketOf(bobId, bob);
    const bobGot: unknown[] = [];
    b.on('message', (d) => bobGot.push(JSON.parse(d.toString())));
    const added = await call(t, 'POST', '/sys/annountCement/add', {
      token: admin,
      body: { titile: '紧急通知', msgCategory: '1', priority: 'H', msgType: 'USER', userIds: `${aliceId},` },
    });
    const id = added.body.result;
    const pushed = nextMessage(a);
    await call(t, 'GET', `/sys/annountCement/doReleaseData?id=${id}`, { token: admin });
    expect(await pushed).toEqual({ cmd: 'user', msgId: id, msgTxt: '紧急通知' });

    const all = await call(t, 'POST', '/sys/annountCement/add', {
      token: admin,
      body: { titile: '全体', msgCategory: '1' },
    });
    const topic = nextMessage(b);
    await call(t, 'GET', `/sys/annountCement/doReleaseData?id=${all.body.result}`, { token: admin });
    expect(await topic).toMatchObject({ cmd: 'topic', msgTxt: '全体' });
    expect(bobGot).toHaveLength(1);
  });

  it('closes the socket when its session ends (logout)', async () => {
    const carol = await createUser(t, { username: 'carol', roleCodes: ['editor'] });
    const token = await login(t, 'carol');
    const ws = await socketOf(carol, token, origin);
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    await call(t, 'POST', '/sys/logout', { token });
    expect(await closed).toBe(4001);
  });
});

describe('cluster relay', () => {
  it('carries a push made in one worker to the sockets of the others, once', () => {
    // Two workers and a primary that forwards a message to every worker but its sender.
    const workers: { bus: NoticeBus; channel: WorkerChannel & { deliver(m: unknown): void } }[] = [];
    for (let i = 0; i < 2; i++) {
      const handlers = new Set<(m: unknown) => void>();
      const channel = {
        send: (m: unknown) => {
          for (const w of workers) if (w.channel !== channel) w.channel.deliver(m);
          return true;
        },
        on: (_e: 'message', fn: (m: unknown) => void) => handlers.add(fn),
        off: (_e: 'message', fn: (m: unknown) => void) => handlers.delete(fn),
        deliver: (m: unknown) => {
          for (const fn of handlers) fn(m);
        },
      };
      const bus = new NoticeBus();
      relayThroughPrimary(bus, channel);
      workers.push({ bus, channel });
    }
    const got: NoticePush[][] = [[], []];
    for (const [i, w] of workers.entries()) w.bus.subscribe((p) => got[i].push(p));
    const push: NoticePush = { userIds: ['u1'], message: { cmd: 'user', msgId: 'm1', msgTxt: '通知' } };
    workers[0].bus.publish(push);
    expect(got).toEqual([[push], [push]]);
  });
});
