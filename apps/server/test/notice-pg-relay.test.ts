import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { NOTICE_RELAY } from '../src/modules/announcement/relays.js';
import { call, createTestApp, createUser, login, PASSWORD, type TestApp } from './helpers.js';
import { type Client, connect } from './ws-client.js';

const A = '/sys/annountCement';
const ON_POSTGRES = !!process.env.TEST_DATABASE_URL;

/** Two separate servers on one PostgreSQL database: a release on one reaches the sockets held by the other. */
describe.skipIf(!ON_POSTGRES)('notice push between servers (PostgreSQL LISTEN/NOTIFY)', () => {
  let one: TestApp;
  let two: App;
  let admin: string;
  let aliceId: string;
  let socket: Client;
  let pids: number[] = [];

  const release = async (titile: string) => {
    const added = await call(one, 'POST', `${A}/add`, {
      token: admin,
      body: { titile, msgCategory: '1', msgType: 'USER', userIds: `${aliceId},` },
    });
    await call(one, 'GET', `${A}/doReleaseData?id=${added.body.result}`, { token: admin });
    return added.body.result as string;
  };
  /** Waits until every server listens (the relay connects in the background), on connections not in `old`. */
  const listeners = async (count: number, old: number[] = []): Promise<number[]> => {
    const c = new pg.Client({ connectionString: one.ctx.config.databaseUrl });
    await c.connect();
    try {
      for (let i = 0; i < 100; i++) {
        const { rows } = await c.query<{ pid: number }>(
          'select pid from pg_stat_activity where application_name = $1 and datname = current_database()',
          [NOTICE_RELAY.application],
        );
        const pids = rows.map((r) => r.pid);
        if (pids.length === count && pids.every((p) => !old.includes(p))) return pids;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('relays not listening');
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    one = await createTestApp();
    const { config } = one.ctx;
    two = await buildApp(
      loadConfig({
        DATA_DIR: config.dataDir,
        DATABASE_URL: config.databaseUrl ?? '',
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
    pids = await listeners(2);
  });
  afterAll(async () => {
    socket?.ws.terminate();
    await two?.app.close();
    await one?.close();
  });

  it("delivers a release made on server 1 to a user whose socket is on server 2, after the relay's connection drops too", async () => {
    const first = await release('跨服务器');
    expect(await socket.next()).toEqual({ cmd: 'user', msgId: first, msgTxt: '跨服务器' });

    const c = new pg.Client({ connectionString: one.ctx.config.databaseUrl });
    await c.connect();
    await c.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
      [NOTICE_RELAY.application],
    );
    await c.end();
    await listeners(2, pids);
    const second = await release('重连之后');
    expect(await socket.next()).toEqual({ cmd: 'user', msgId: second, msgTxt: '重连之后' });
  });
});
