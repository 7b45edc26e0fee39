import type { AddressInfo } from 'node:net';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { call, createTestApp, createUser, login, PASSWORD, type TestApp } from './helpers.js';
import { type Client, connect } from './ws-client.js';

const A = '/sys/annountCement';
const REDIS = process.env.TEST_REDIS_URL;

async function releaseTo(t: App, admin: string, userId: string, titile: string): Promise<string> {
  const added = await call(t, 'POST', `${A}/add`, {
    token: admin,
    body: { titile, msgCategory: '1', msgType: 'USER', userIds: `${userId},` },
  });
  const released = await call(t, 'GET', `${A}/doReleaseData?id=${added.body.result}`, { token: admin });
  expect(released.body.success).toBe(true);
  return added.body.result as string;
}

/** Two servers on one database with REDIS_URL: a release on one reaches the sockets held by the other. */
describe.skipIf(!REDIS)('notice push between servers (Redis pub/sub)', () => {
  let one: TestApp;
  let two: App;
  let admin: string;
  let aliceId: string;
  let socket: Client;
  const redis = createClient({ url: REDIS });
  /** Waits until both servers' subscriptions are in place (they connect in the background). */
  const subscribed = async () => {
    for (let i = 0; i < 100; i++) {
      const counts = await redis.pubSubNumSub('yunzhan:notice');
      if (counts['yunzhan:notice'] === 2) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('not subscribed');
  };

  beforeAll(async () => {
    await redis.connect();
    one = await createTestApp({ REDIS_URL: REDIS ?? '' });
    const { config } = one.ctx;
    two = await buildApp(
      loadConfig({
        DATA_DIR: config.dataDir,
        ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
        REDIS_URL: REDIS ?? '',
        ADMIN_PASSWORD: PASSWORD,
        CAPTCHA: 'off',
        LOG_LEVEL: 'silent',
      }),
    );
    await two.app.listen({ port: 0, host: '127.0.0.1' });
    aliceId = await createUser(one, { username: 'alice', roleCodes: ['editor'] });
    admin = await login(one, 'admin');
    const alice = await login(one, 'alice');
    const port = (two.app.server.address() as AddressInfo).port;
    socket = await connect(`ws://127.0.0.1:${port}/system-api/websocket/${aliceId}`, { protocols: [alice] });
    await subscribed();
  });
  afterAll(async () => {
    socket?.ws.terminate();
    await two?.app.close();
    await one?.close();
    await redis.close();
  });

  it('delivers a release made on server 1 to a socket on server 2, also after the subscriptions were cut', async () => {
    const first = await releaseTo(one, admin, aliceId, '经Redis');
    expect(await socket.next()).toEqual({ cmd: 'user', msgId: first, msgTxt: '经Redis' });

    await redis.sendCommand(['CLIENT', 'KILL', 'TYPE', 'pubsub']);
    await new Promise((r) => setTimeout(r, 100));
    await subscribed();
    const second = await releaseTo(one, admin, aliceId, '重新订阅之后');
    expect(await socket.next()).toEqual({ cmd: 'user', msgId: second, msgTxt: '重新订阅之后' });
  });
});

describe('REDIS_URL pointing to a Redis that is down', () => {
  it('starts, releases and closes: the push relay degrades, the app does not fail', async () => {
    const t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const admin = await login(t, 'admin');
      const userId = await createUser(t, { username: 'dora', roleCodes: ['editor'] });
      const dora = await login(t, 'dora');
      // The demo announcements to everyone, read: the bell counts the release below only.
      await call(t, 'PUT', '/sys/sysAnnouncementSend/readAll', { token: dora });
      await releaseTo(t, admin, userId, '无Redis');
      const bell = await call(t, 'GET', `${A}/listByUser`, { token: dora });
      expect(bell.body.result.anntMsgTotal).toBe(1);
    } finally {
      await t.close();
    }
  });
});
