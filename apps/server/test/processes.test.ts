import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { call, createTestApp, login, PASSWORD, type TestApp } from './helpers.js';
import { connect } from './ws-client.js';

// These tests are about several processes on one SQLite file; the PostgreSQL run skips them.
const ON_POSTGRES = !!process.env.TEST_DATABASE_URL;

/** Two server processes on one SQLite file (WORKERS > 1): what one of them revokes, the other refuses at once. */
describe.skipIf(ON_POSTGRES)('server processes sharing one SQLite database', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ DATA_DIR: a.ctx.config.dataDir });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const perms = (t: TestApp, token: string) => call(t, 'GET', '/sys/permission/getUserPermissionByToken', { token });

  it('a logout in one process ends the session in the other at once', async () => {
    const token = await login(a, 'admin');
    expect((await perms(b, token)).status).toBe(200);
    expect((await call(a, 'POST', '/sys/logout', { token })).body.success).toBe(true);
    const after = await perms(b, token);
    expect(after.status).toBe(401);
    expect(after.body.message).toContain('Token失效');
  });

  it('a grant removed in one process is refused in the other at once', async () => {
    const token = await login(b, 'admin');
    expect((await call(b, 'GET', '/sys/position/list', { token })).status).toBe(200);
    const button = await a.ctx.db
      .selectFrom('sysPermission')
      .select('id')
      .where('perms', '=', 'system:position:list')
      .executeTakeFirstOrThrow();
    await a.ctx.db.deleteFrom('sysRolePermission').where('permissionId', '=', button.id).execute();
    expect((await call(b, 'GET', '/sys/position/list', { token })).status).toBe(403);
  });
  it('a sensitive word or blacklist entry added in one process screens submissions in the other at once', async () => {
    const token = await login(a, 'admin');
    const feedback = (content: string) =>
      b.app.inject({
        method: 'POST',
        url: '/api/public/cn/intake/feedback',
        payload: { kind: 'suggestion', content, contact: 'x@example.cn' },
      });
    // b reads both lists now, so what follows tests that b notices a's commits, not a first read.
    expect((await feedback('第一次提交：跨进程词表')).statusCode).toBe(200);
    const add = (path: string, body: unknown) => call(a, 'POST', path, { token, body });
    expect((await add('/sys/sensitiveWord/add', { word: '跨进程禁词', action: 'refuse' })).body.success).toBe(true);
    const refused = await feedback('这里有跨进程禁词一个');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('反馈内容包含敏感词，请修改后再提交');
    const entry = await add('/system-api/cms/blacklist/add', { kind: 'keyword', value: '跨进程黑词' });
    expect(entry.body.success, entry.body.message).toBe(true);
    expect((await feedback('这里有跨进程黑词一个')).statusCode).toBe(403);
    expect((await feedback('平常的一条意见反馈')).statusCode).toBe(200);
  });
});

/** The built-in cluster: WORKERS=2 serves one port from two processes and keeps revocation exact across them. */
describe.skipIf(ON_POSTGRES)('WORKERS=2', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'yunzhan-cluster-'));
  const port = 19_100 + Math.floor(Math.random() * 400);
  const base = `http://127.0.0.1:${port}/system-api`;
  let server: ChildProcess;

  const startCluster = (dir: string) =>
    spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      env: {
        ...process.env,
        WORKERS: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        ADMIN_PASSWORD: PASSWORD,
        CAPTCHA: 'off',
        LOG_LEVEL: 'error',
        LOGIN_RATE_LIMIT: '1000',
      },
      stdio: 'ignore',
    });

  beforeAll(async () => {
    server = startCluster(dataDir);
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(`${base}/sys/randomImage/probe`)).ok) return;
      } catch {}
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the cluster did not start');
  }, 90_000);
  afterAll(async () => {
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r).kill('SIGTERM'));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers from both workers and refuses a logged-out token on every one of them', async () => {
    const loginRes = await fetch(`${base}/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const token = ((await loginRes.json()) as { result: { token: string } }).result.token;
    // A new connection per request: the primary hands connections to the workers in turn.
    const get = () =>
      new Promise<number>((resolve, reject) =>
        request(`${base}/sys/user/list`, { agent: false, headers: { 'x-access-token': token } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end(),
      );
    // Each worker now holds the session in its cache.
    for (let i = 0; i < 6; i++) expect(await get()).toBe(200);
    const out = await fetch(`${base}/sys/logout`, { method: 'POST', headers: { 'x-access-token': token } });
    expect(((await out.json()) as { success: boolean }).success).toBe(true);
    for (let i = 0; i < 6; i++) expect(await get()).toBe(401);
  }, 30_000);

  it('carries a release made on one worker to the notice sockets held by the other', async () => {
    const loginRes = await fetch(`${base}/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const { token, userInfo } = ((await loginRes.json()) as { result: { token: string; userInfo: { id: string } } })
      .result;
    // The primary hands connections to the workers in turn: four sockets sit on both workers.
    const sockets = await Promise.all(
      [1, 2, 3, 4].map(
        () =>
          new Promise<WebSocket>((resolve, reject) => {
            const ws = new WebSocket(`ws://127.0.0.1:${port}/system-api/websocket/${userInfo.id}`, [token]);
            ws.once('open', () => resolve(ws));
            ws.once('error', reject);
          }),
      ),
    );
    const pushes = sockets.map(
      (ws) => new Promise<unknown>((resolve) => ws.once('message', (d) => resolve(JSON.parse(d.toString())))),
    );
    const headers = { 'x-access-token': token, 'content-type': 'application/json' };
    const added = await fetch(`${base}/sys/annountCement/add`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ titile: '集群通知', msgCategory: '1' }),
    });
    const id = ((await added.json()) as { result: string }).result;
    await fetch(`${base}/sys/annountCement/doReleaseData?id=${id}`, { headers });
    const got = await Promise.race([Promise.all(pushes), new Promise((r) => setTimeout(() => r('timeout'), 5000))]);
    for (const ws of sockets) ws.terminate();
    expect(got).toEqual(sockets.map(() => ({ cmd: 'topic', msgId: id, msgTxt: '集群通知' })));
  }, 30_000);

  it('hands a table-socket frame to the sockets of the same page in the other worker (through the primary)', async () => {
    const loginRes = await fetch(`${base}/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const { token, userInfo } = ((await loginRes.json()) as { result: { token: string; userInfo: { id: string } } })
      .result;
    // Connections go to the workers in turn: four sockets sit in both.
    const url = `ws://127.0.0.1:${port}/system-api/vxeSocket/${userInfo.id}/cluster-page`;
    const sockets = [];
    for (let i = 0; i < 4; i++) sockets.push(await connect(url, { protocols: [token] }));
    try {
      const frame = { type: 'update_vxe_table', data: { socketKey: 'k', args: [{ id: 'r1', n: 1 }, 'case'] } };
      sockets[0].ws.send(JSON.stringify(frame));
      for (const other of sockets.slice(1)) expect(await other.next()).toEqual(frame);
    } finally {
      for (const s of sockets) s.ws.terminate();
    }
  }, 30_000);

  it('stops, instead of starting workers again and again, when the workers cannot serve (port taken)', async () => {
    const otherDir = mkdtempSync(join(tmpdir(), 'yunzhan-cluster-'));
    try {
      const second = startCluster(otherDir);
      const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
      expect(code).toBe(1);
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  }, 60_000);
});
