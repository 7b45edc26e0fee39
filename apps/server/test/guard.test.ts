import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteRecord } from '../src/core/guard.js';
import { API, call, createTestApp, createUser, login, type TestApp } from './helpers.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const concrete = (url: string) => url.replace(/:(\w+)/g, 'x1');

/** Spellings of one path that a naive URL-pattern guard would miss. */
const variants = (path: string) => {
  const rest = path.slice(API.length);
  return [
    path,
    `${path}/`,
    `${path}.js`,
    `${path};jsessionid=1`,
    `${API}/.${rest}`,
    `${API}/${rest.slice(1).replace('/', '/./')}`,
    `${API}/%2e${rest}`,
    `${API}${rest.replace('/', '//')}`,
    `${path}?_t=1`,
  ];
};

describe('deny by default: every route', () => {
  let t: TestApp;
  let guest: string;
  let apiRoutes: RouteRecord[];
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, { username: 'guest_user', roleCodes: ['guest'] });
    guest = await login(t, 'guest_user');
    apiRoutes = t.routes.filter((r) => r.url.startsWith(API) && r.method !== 'HEAD' && r.method !== 'OPTIONS');
  });
  afterAll(() => t.close());

  it('declares an access rule (the server refuses to start otherwise)', () => {
    expect(apiRoutes.length).toBeGreaterThan(10);
    for (const r of t.routes) expect(r.access).toBeTruthy();
  });

  it('has a short, reviewed list of public routes', () => {
    const pub = apiRoutes.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.url.slice(API.length)}`);
    expect(pub.sort()).toEqual(
      [
        'GET /sys/common/static/*',
        'GET /sys/logout',
        'GET /sys/randomImage/:key',
        'GET /sys/user/passwordChange',
        'POST /sys/login',
        'POST /sys/logout',
        'POST /sys/phoneLogin',
        'POST /sys/sms',
        'POST /sys/user/passwordChange',
        'POST /sys/user/phoneVerification',
        'POST /sys/user/register',
        // The notice socket checks the token of its handshake itself (Sec-WebSocket-Protocol, contract §8.4).
        'GET /websocket/:userId',
        // Contract §8.1 (anonymous): released announcements to everyone; anything else checks the token itself.
        'GET /sys/annountCement/show/:id',
        // Load balancers and monitors: the database's reachability only.
        'GET /health',
      ].sort(),
    );
  });

  it('answers 401 with Token失效 without a token, whatever the spelling of the path', async () => {
    for (const r of apiRoutes.filter((x) => x.access !== 'public')) {
      for (const path of variants(concrete(r.url))) {
        const res = await call(t, r.method as Method, path);
        expect(res.status, `${r.method} ${path}`).toBe(401);
        expect(res.body.message, `${r.method} ${path}`).toContain('Token失效');
      }
    }
  });

  it('answers 403 to a signed-in user without the permission, whatever the spelling', async () => {
    const guarded = apiRoutes.filter((x) => typeof x.access === 'object');
    expect(guarded.length).toBeGreaterThan(0);
    for (const r of guarded) {
      for (const path of variants(concrete(r.url))) {
        const res = await call(t, r.method as Method, path, { token: guest });
        expect([403, 404], `${r.method} ${path}`).toContain(res.status);
        expect(res.body.success, `${r.method} ${path}`).toBe(false);
      }
      const exact = await call(t, r.method as Method, concrete(r.url), { token: guest });
      expect(exact.status, `${r.method} ${r.url}`).toBe(403);
      expect(exact.body).toMatchObject({ success: false, code: 403, message: '没有权限，请联系管理员授权' });
    }
  });

  it('lets a signed-in user reach the routes open to every user', async () => {
    for (const r of apiRoutes.filter((x) => x.access === 'authenticated')) {
      const res = await call(t, r.method as Method, concrete(r.url), { token: guest, body: {} });
      expect([401, 403], `${r.method} ${r.url}`).not.toContain(res.status);
    }
  });

  it('answers an unknown API path 404 only to a signed-in user', async () => {
    expect((await call(t, 'GET', `${API}/sys/nothing/here`)).status).toBe(401);
    const res = await call(t, 'GET', `${API}/sys/nothing/here`, { token: guest });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('路径不存在，请检查路径是否正确');
  });
});

describe('responses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('carry security headers', async () => {
    const res = await call(t, 'GET', '/sys/randomImage/h1');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Refusals too: the headers are set before the guard answers.
    const refused = await call(t, 'GET', '/sys/user/list');
    expect(refused.status).toBe(401);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(String(refused.headers['content-security-policy'])).toContain("object-src 'none'");
  });

  it('answer malformed JSON with a clear 400, no stack and no internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/login`,
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 400, message: '请求参数有误' });
    expect(res.body).not.toMatch(/at |stack|SQL|sqlite|node_modules/i);
  });

  it('use the envelope with a timestamp', async () => {
    const res = await call(t, 'GET', '/sys/randomImage/h2');
    expect(res.body).toMatchObject({ success: true, code: 200, message: expect.any(String) });
    expect(typeof res.body.timestamp).toBe('number');
  });
});

describe('CORS_ORIGINS', () => {
  it('starts with an allow-list and answers preflights of allowed origins only', async () => {
    const t = await createTestApp({ CORS_ORIGINS: 'https://admin.example.cn' });
    try {
      const preflight = (origin: string) =>
        t.app.inject({
          method: 'OPTIONS',
          url: '/system-api/sys/user/list',
          headers: { origin, 'access-control-request-method': 'GET' },
        });
      const allowed = await preflight('https://admin.example.cn');
      expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.example.cn');
      const other = await preflight('https://evil.example');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
