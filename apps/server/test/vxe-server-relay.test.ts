import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { siteId } from '../src/db/seed/ids.js';
import { call, createTestApp, login, PASSWORD, type TestApp } from './helpers.js';
import { type Client, connect } from './ws-client.js';

const REDIS = process.env.TEST_REDIS_URL;
const ON_POSTGRES = !!process.env.TEST_DATABASE_URL;

/**
 * Two servers on one database: a table frame sent on one reaches the sockets of the same page and site on the other,
 * through the notice socket's carriers (PostgreSQL LISTEN/NOTIFY, or Redis pub/sub with REDIS_URL).
 */
describe.each([
  { name: 'PostgreSQL LISTEN/NOTIFY', env: {} as Record<string, string>, run: ON_POSTGRES },
  { name: 'Redis pub/sub', env: { REDIS_URL: REDIS ?? '' }, run: !!REDIS },
])('table socket frames between servers ($name)', ({ env, run }) => {
  let one: TestApp;
  let two: App;
  const open: Client[] = [];

  const socketOn = async (t: App, token: string, pageId: string) => {
    const { port } = t.app.server.address() as AddressInfo;
    const userId = (await t.ctx.sessions.resolve(token))?.userId;
    const client = await connect(`ws://127.0.0.1:${port}/system-api/vxeSocket/${userId}/${pageId}`, {
      protocols: [token],
    });
    open.push(client);
    return client;
  };
  const update = (name: string) =>
    JSON.stringify({ type: 'update_vxe_table', data: { socketKey: 'demo-table', args: [{ id: 1, name }, 'c1'] } });

  beforeAll(async () => {
    if (!run) return;
    one = await createTestApp(env);
    await one.app.listen({ port: 0, host: '127.0.0.1' });
    const { config } = one.ctx;
    two = await buildApp(
      loadConfig({
        DATA_DIR: config.dataDir,
        ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
        ...env,
        ADMIN_PASSWORD: PASSWORD,
        CAPTCHA: 'off',
        LOG_LEVEL: 'silent',
      }),
    );
    await two.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const c of open) c.ws.terminate();
    await two?.app.close();
    await one?.close();
  });

  it.skipIf(!run)('relays an update to the same page and site on the other server, not elsewhere', async () => {
    const admin = await login(one, 'admin');
    const here = await socketOn(one, admin, 'cms_product');
    const there = await socketOn(two, admin, 'cms_product');
    const elsewhere = await socketOn(two, admin, 'cms_ad');
    // The same page of the English site, on the other server: frames of the Chinese site never reach it.
    const english = await login(one, 'admin');
    const switched = await call(one, 'POST', '/sys/selectDepart', { token: english, body: { siteId: siteId('en') } });
    expect(switched.body.success).toBe(true);
    const otherSite = await socketOn(two, english, 'cms_product');
    // The carriers connect in the background: send until the first frame arrives.
    let arrived: unknown;
    for (let i = 0; i < 50 && !arrived; i++) {
      here.ws.send(update(`第${i}次`));
      arrived = await there.next(() => true, 200).catch(() => undefined);
    }
    expect(arrived).toMatchObject({ type: 'update_vxe_table', data: { socketKey: 'demo-table' } });
    there.ws.send(update('从二号服务器'));
    expect(await here.next((f) => JSON.stringify(f).includes('从二号服务器'))).toMatchObject({
      data: { args: [{ name: '从二号服务器' }, 'c1'] },
    });
    expect(elsewhere.frames).toEqual([]);
    expect(otherSite.frames).toEqual([]);

    // A frame too big for a NOTIFY (PostgreSQL: stays on its server; Redis: relayed) breaks nothing after it.
    here.ws.send(update('大'.repeat(4000)));
    here.ws.send(update('之后'));
    const after = await there.next((f) => JSON.stringify(f).includes('之后'));
    expect(after).toMatchObject({ data: { args: [{ name: '之后' }, 'c1'] } });
    const big = there.frames.some((f) => JSON.stringify(f).includes('大'.repeat(4000)));
    expect(big).toBe(!!env.REDIS_URL);
  });
});
