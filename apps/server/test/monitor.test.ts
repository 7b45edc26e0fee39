import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { API, call, createTestApp, createUser, login, PASSWORD, type TestApp } from './helpers.js';

const MONITOR_PREFIXES = [`${API}/sys/monitor/`, `${API}/actuator/`, `${API}/sys/actuator/`];
const isMonitorRoute = (url: string) => MONITOR_PREFIXES.some((p) => url.startsWith(p));

describe('系统监控', () => {
  let t: TestApp;
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    await createUser(t, { username: 'monitor_editor', roleCodes: ['editor'] });
    editor = await login(t, 'monitor_editor');
  });
  afterAll(() => t.close());

  it('every monitor route needs a permission: 401 without a token, 403 without the permission, 200 for admin', async () => {
    const routes = t.routes.filter((r) => r.method === 'GET' && isMonitorRoute(r.url));
    // The six screens, the dashboard, 26 actuator metrics, the trace, seven Redis and disk endpoints.
    expect(routes.length).toBeGreaterThan(35);
    for (const r of routes) {
      expect(typeof r.access, r.url).toBe('object');
      const anonymous = await call(t, 'GET', r.url);
      expect(anonymous.status, r.url).toBe(401);
      const denied = await call(t, 'GET', r.url, { token: editor });
      expect(denied.status, r.url).toBe(403);
      const allowed = await call(t, 'GET', r.url, { token: admin });
      expect(allowed.status, r.url).toBe(200);
    }
  });

  it('the request trace keeps no token, password, cookie or signature, in a header or in the query', async () => {
    const jwt = admin;
    const secrets = [jwt, 'S3cretPassw0rd', 'cookie-value-123', 'sign-abc-987', 'sig-777.mac', 'BearerSecret99'];
    await call(t, 'GET', `/sys/user/list?pageNo=1&token=${jwt}`, {
      headers: {
        cookie: 'yz_file=cookie-value-123',
        'x-sign': 'sign-abc-987',
        authorization: 'Bearer BearerSecret99',
        referer: `http://localhost/system/user?token=${jwt}`,
      },
    });
    await call(t, 'GET', `/sys/user/list?password=S3cretPassw0rd&sig=sig-777.mac&whatever=${jwt}`, { token: jwt });
    // A name spelled with a percent escape is still the guard's `token`.
    await call(t, 'GET', `/sys/user/list?%74oken=${jwt}&X-Sign=sign-abc-987`);

    const own = await call(t, 'GET', '/sys/monitor/trace', { token: admin });
    const spring = await call(t, 'GET', `${API}/actuator/httptrace`, { token: admin });
    const listed = own.body.result.records.filter((r: { path: string }) => r.path.includes('/sys/user/list'));
    expect(listed.length).toBe(3);
    expect(
      spring.body.traces.filter((r: { request: { uri: string } }) => r.request.uri.includes('/sys/user/list')).length,
    ).toBe(3);
    for (const body of [JSON.stringify(own.body), JSON.stringify(spring.body)]) {
      for (const secret of secrets) expect(body).not.toContain(secret);
      expect(body.toLowerCase()).not.toContain('x-access-token');
      expect(body.toLowerCase()).not.toContain('authorization');
      expect(body.toLowerCase()).not.toContain('cookie');
    }
    // What the trace is for is still there: method, path, status, user, IP and the harmless query values.
    const withUser = listed.find((r: { path: string }) => r.path.includes('password='));
    expect(withUser.user).toBe('admin');
    expect(withUser).toMatchObject({ method: 'GET', status: 200, ip: '127.0.0.1' });
    expect(withUser.path).toContain('password=******');
    expect(withUser.path).toContain('sig=******');
    expect(withUser.path).toContain('whatever=******');
    expect(listed.some((r: { path: string }) => r.path.includes('pageNo=1&token=******'))).toBe(true);
    // The monitor's own polling is counted, not traced.
    expect(own.body.result.records.some((r: { path: string }) => r.path.includes('/sys/monitor/'))).toBe(false);
  });

  it('answers JeecgBoot’s actuator shapes: bare Spring metrics, queryDiskInfo, Redis unconfigured', async () => {
    const used = await call(t, 'GET', `${API}/actuator/metrics/jvm.memory.used`, { token: admin });
    expect(used.body).toMatchObject({ name: 'jvm.memory.used', baseUnit: 'bytes', availableTags: [] });
    expect(used.body.measurements[0].value).toBeGreaterThan(1_000_000);
    const pause = await call(t, 'GET', `${API}/actuator/metrics/jvm.gc.pause`, { token: admin });
    expect(pause.body.measurements.map((m: { statistic: string }) => m.statistic)).toEqual([
      'COUNT',
      'TOTAL_TIME',
      'MAX',
    ]);
    const cpus = await call(t, 'GET', `${API}/actuator/metrics/system.cpu.count`, { token: admin });
    expect(cpus.body.measurements[0].value).toBeGreaterThanOrEqual(1);

    const disk = await call(t, 'GET', '/sys/actuator/redis/queryDiskInfo', { token: admin });
    expect(disk.body.success).toBe(true);
    expect(disk.body.result.length).toBeGreaterThan(0);
    for (const d of disk.body.result) {
      expect(Object.keys(d).sort()).toEqual(['max', 'name', 'rest', 'restPPT']);
      expect(d.max).toBeGreaterThan(0);
    }
    const own = await call(t, 'GET', '/sys/monitor/disk', { token: admin });
    expect(own.body.result.entries[0].data.dataDir.mount).toBeTruthy();

    const redis = await call(t, 'GET', '/sys/monitor/redis', { token: admin });
    expect(redis.body.result).toEqual({ configured: false, message: '未配置 Redis' });
    const info = await call(t, 'GET', '/sys/actuator/redis/info', { token: admin });
    expect(info.body).toMatchObject({ success: false, message: '未配置 Redis' });
    const keys = await call(t, 'GET', '/sys/actuator/redis/keysSize', { token: admin });
    expect(keys.body).toMatchObject({ dbSize: null });
  });

  it('the screens show numbers of this process: runtime, HTTP server, system', async () => {
    for (let i = 0; i < 5; i++) await call(t, 'GET', '/sys/user/list', { token: admin });
    const http = (await call(t, 'GET', '/sys/monitor/http', { token: admin })).body.result;
    expect(http.selected).toBe(t.monitor.node.id);
    expect(http.nodes[0]).toMatchObject({ id: t.monitor.node.id, self: true });
    const users = http.routes.find((r: { route: string }) => r.route === 'GET /system-api/sys/user/list');
    expect(users.count).toBeGreaterThanOrEqual(5);
    expect(users.p99).toBeGreaterThan(0);
    expect(http.online).toBeGreaterThanOrEqual(2);
    expect(http.status.find((s: { code: number }) => s.code === 200).count).toBeGreaterThan(5);

    const runtime = (await call(t, 'GET', '/sys/monitor/runtime', { token: admin })).body.result.entries[0].data;
    expect(runtime.memory.heapUsed).toBeGreaterThan(0);
    expect(runtime.heapSpaces.map((s: { name: string }) => s.name)).toContain('old_space');
    expect(runtime.versions.node).toBe(process.versions.node);
    const system = (await call(t, 'GET', '/sys/monitor/system', { token: admin })).body.result.entries[0].data;
    expect(system).toMatchObject({ pid: process.pid, database: expect.any(String) });
    expect(system.sample.loopUtilisation).toBeGreaterThanOrEqual(0);
  });
});

describe('系统监控 across processes', () => {
  it('a second server on the same database shows the first one’s published snapshot, and all of them', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'yunzhan-monitor-'));
    const config = loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, CAPTCHA: 'off', LOG_LEVEL: 'silent' });
    const a = await buildApp(config);
    const b = await buildApp(config);
    try {
      await a.app.ready();
      await b.app.ready();
      const token = await login(b, 'admin');
      await call(a, 'GET', '/sys/user/list', { token });
      // Nobody watched yet: nothing published. The first read starts the watch; A publishes on its next sample.
      const first = await call(b, 'GET', '/sys/monitor/http?node=all', { token });
      expect(first.body.result.nodes.map((n: { id: string }) => n.id)).toEqual([b.monitor.node.id]);
      await a.monitor.publish();
      const all = (await call(b, 'GET', '/sys/monitor/http?node=all', { token })).body.result;
      expect(all.nodes.map((n: { id: string }) => n.id)).toEqual([b.monitor.node.id, a.monitor.node.id]);
      const fromA = all.routes.find((r: { route: string }) => r.route === 'GET /system-api/sys/user/list');
      expect(fromA.count).toBe(1);
      const onlyA = (
        await call(b, 'GET', `/sys/monitor/system?node=${encodeURIComponent(a.monitor.node.id)}`, { token })
      ).body.result;
      expect(onlyA.entries.map((e: { node: { id: string } }) => e.node.id)).toEqual([a.monitor.node.id]);
      const gone = await call(b, 'GET', '/sys/monitor/system?node=elsewhere%2342', { token });
      expect(gone.body).toMatchObject({ success: false, message: '该进程已不在线，请重新选择' });
    } finally {
      await a.app.close();
      await b.app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('/metrics', () => {
  it('is off without METRICS_TOKEN', async () => {
    const t = await createTestApp();
    try {
      expect((await call(t, 'GET', '/metrics')).status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('answers Prometheus text for the configured bearer token only', async () => {
    const token = 'm'.repeat(40);
    const t = await createTestApp({ METRICS_TOKEN: token });
    try {
      const admin = await login(t, 'admin');
      await call(t, 'GET', '/sys/user/list', { token: admin });
      expect((await call(t, 'GET', '/metrics')).status).toBe(401);
      expect((await call(t, 'GET', '/metrics', { token: admin })).status).toBe(401);
      expect(
        (await call(t, 'GET', '/metrics', { headers: { authorization: `Bearer ${'x'.repeat(40)}` } })).status,
      ).toBe(401);
      const res = await call(t, 'GET', '/metrics', { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).toContain('nodejs_heap_size_used_bytes');
      expect(res.body).toContain('nodejs_gc_duration_seconds');
      expect(res.body).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/system-api\/sys\/user\/list"/);
    } finally {
      await t.close();
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('Redis监控', () => {
  it('shows INFO with descriptions, the key count and memory', async () => {
    const t = await createTestApp({ REDIS_URL: process.env.TEST_REDIS_URL as string });
    try {
      const admin = await login(t, 'admin');
      const r = (await call(t, 'GET', '/sys/monitor/redis', { token: admin })).body.result;
      expect(r.configured).toBe(true);
      expect(r.target).not.toContain('@');
      expect(r.fields.find((f: { key: string }) => f.key === 'redis_version').description).toBe('Redis 服务器版本');
      expect(r.point.usedMemory).toBeGreaterThan(0);
      const keys = await call(t, 'GET', '/sys/actuator/redis/keysSize', { token: admin });
      expect(Object.keys(keys.body).sort()).toEqual(['create_time', 'dbSize']);
      expect(typeof keys.body.dbSize).toBe('number');
      const memory = await call(t, 'GET', '/sys/actuator/redis/memoryInfo', { token: admin });
      expect(memory.body.used_memory).toBeGreaterThan(0);
      const report = await call(t, 'GET', '/sys/actuator/redis/keysSizeForReport', { token: admin });
      expect(report.body.data[0].name).toMatch(/^\d\d:\d\d:\d\d$/);
      const info = await call(t, 'GET', '/sys/actuator/redis/info', { token: admin });
      expect(info.body.success).toBe(true);
    } finally {
      await t.close();
    }
  });
});
