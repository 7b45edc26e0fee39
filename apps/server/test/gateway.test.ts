import { lookup } from 'node:dns/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, login, type TestApp } from './helpers.js';

/** An upstream on loopback: echoes what it received; `/slow` answers after 2 s. */
async function startUpstream() {
  const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const answer = () => {
        res.setHeader('content-type', 'application/json');
        res.setHeader('x-upstream-secret', 'internal');
        res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
      };
      if (req.url?.startsWith('/slow')) setTimeout(answer, 2000);
      else answer();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, seen, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const save = (t: TestApp, token: string, router: Record<string, unknown>) =>
  call(t, 'POST', '/sys/gatewayRoute/updateAll', { token, body: { router } });

describe('网关路由: checks of a route', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await login(t, 'admin');
  });
  afterAll(() => t.close());

  const base = { routerId: 'demo', name: '示例', uri: 'https://example.com', predicates: '[]' };
  const routerIds = async () =>
    (await call(t, 'GET', '/sys/gatewayRoute/list', { token })).body.result.map(
      (r: { routerId: string }) => r.routerId,
    );

  it('lists the demo routes, both off', async () => {
    const rows = (await call(t, 'GET', '/sys/gatewayRoute/list', { token })).body.result;
    expect(rows.map((r: { routerId: string; status: number }) => [r.routerId, r.status])).toEqual([
      ['httpbin', 0],
      ['weather', 0],
    ]);
    expect(rows[0].filters[0]).toEqual({ name: 'StripPrefix', args: [{ key: 'parts', value: 1 }] });
  });

  it('refuses an upstream on loopback or a private address unless configured', async () => {
    for (const uri of ['http://127.0.0.1:8080', 'http://localhost/', 'http://10.0.0.8', 'http://[::ffff:127.0.0.1]/']) {
      const res = await save(t, token, { ...base, uri });
      expect(res.body.success, uri).toBe(false);
      expect(res.body.message).toBe('网关服务地址不能指向内网或本机地址');
    }
    const lb = await save(t, token, { ...base, uri: 'lb://jeecg-demo' });
    expect(lb.body.message).toBe('网关服务地址只支持http或https');
    expect(await routerIds()).not.toContain('demo');
  });

  it('refuses an unknown filter or predicate, JeecgBoot presets and anything that looks like an expression', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ filters: JSON.stringify([{ name: 'RewritePath', args: [] }]) }, /^不支持的过滤器“RewritePath”/],
      [{ predicates: JSON.stringify([{ name: 'Cookie', args: ['a', 'b'] }]) }, /^不支持的路由条件“Cookie”/],
      [
        { filters: JSON.stringify([{ name: 'Hystrix', args: [{ key: 'fallbackUri', value: 'forward:/fallback' }] }]) },
        /^不支持熔断过滤器Hystrix/,
      ],
      [
        {
          filters: JSON.stringify([
            {
              name: 'RequestRateLimiter',
              args: [
                { key: 'key-resolver', value: '#{@ipKeyResolver}' },
                { key: 'replenishRate', value: 20 },
              ],
            },
          ]),
        },
        /像是表达式/,
      ],
      [
        {
          filters: JSON.stringify([
            {
              name: 'AddRequestHeader',
              args: [
                { key: 'name', value: 'X-A' },
                { key: 'value', value: '#{T(java.lang.Runtime).getRuntime().exec("id")}' },
              ],
            },
          ]),
        },
        /像是表达式/,
      ],
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the expression a route must refuse
      [{ predicates: JSON.stringify([{ name: 'Path', args: ['${jndi:ldap://x}'] }]) }, /像是表达式/],
      [
        { filters: JSON.stringify([{ name: 'StripPrefix', args: [{ key: 'parts', value: 'x' }] }]) },
        /parts必须是0到20的整数/,
      ],
      [
        {
          filters: JSON.stringify([
            {
              name: 'AddRequestHeader',
              args: [
                { key: 'name', value: 'Host' },
                { key: 'value', value: 'a' },
              ],
            },
          ]),
        },
        /不能修改Host/,
      ],
      [{ filters: 'not json' }, /过滤器不是有效的JSON/],
    ];
    for (const [change, message] of cases) {
      const res = await save(t, token, { ...base, ...change });
      expect(res.body.success, JSON.stringify(change)).toBe(false);
      expect(res.body.message).toMatch(message);
    }
    expect(await routerIds()).not.toContain('demo');
  });

  it('needs the menu permission on every admin route', async () => {
    await createUser(t, { username: 'gw_nobody', roleCodes: ['editor'] });
    const other = await login(t, 'gw_nobody');
    expect((await call(t, 'GET', '/sys/gatewayRoute/list', { token: other })).status).toBe(403);
    expect((await save(t, other, base)).status).toBe(403);
    expect((await call(t, 'DELETE', '/sys/gatewayRoute/delete?id=x', { token: other })).status).toBe(403);
    expect((await call(t, 'GET', '/sys/gatewayRoute/clearRedis', { token: other })).status).toBe(403);
  });
});

describe('网关路由: the proxy (GATEWAY_ALLOW_PRIVATE=on, upstream on loopback)', () => {
  let t: TestApp;
  let token: string;
  let up: Awaited<ReturnType<typeof startUpstream>>;
  beforeAll(async () => {
    up = await startUpstream();
    t = await createTestApp({ GATEWAY_ALLOW_PRIVATE: 'on' });
    token = await login(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
    up.server.close();
  });

  const gw = (method: string, url: string, opts: { headers?: Record<string, string>; body?: string | Buffer } = {}) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: opts.headers,
      payload: opts.body,
      remoteAddress: '10.1.2.3',
    });

  const add = async (router: Record<string, unknown>) => {
    const res = await save(t, token, { name: '测试', uri: up.url, ...router });
    expect(res.body.success, res.body.message).toBe(true);
    const list = (await call(t, 'GET', '/sys/gatewayRoute/list', { token })).body.result;
    return list.find((r: { routerId: string }) => r.routerId === router.routerId);
  };

  it('lists a saved route with parsed predicates and filters, defaults filled', async () => {
    const row = await add({ routerId: 'plain', predicates: JSON.stringify([{ name: 'Path', args: ['/**'] }]) });
    expect(row).toMatchObject({
      routerId: 'plain',
      status: 1,
      predicates: [{ name: 'Path', args: ['/**'] }],
      filters: [],
    });
    expect(typeof row.id).toBe('string');
  });

  it('forwards method, path, query and body, without the caller token, cookies, Authorization and tenant-id', async () => {
    await add({ routerId: 'echo', publicAccess: 0 });
    const res = await gw('POST', '/gateway/echo/api/items?x=1', {
      headers: {
        'x-access-token': token,
        cookie: 'a=b',
        authorization: 'Bearer secret',
        'tenant-id': '1',
        'content-type': 'text/plain',
        'x-keep': 'yes',
      },
      body: 'hello upstream',
    });
    expect(res.statusCode).toBe(200);
    const got = res.json();
    expect(got).toMatchObject({ method: 'POST', url: '/api/items?x=1', body: 'hello upstream' });
    expect(got.headers['x-keep']).toBe('yes');
    for (const h of ['x-access-token', 'cookie', 'authorization', 'tenant-id'])
      expect(got.headers[h], h).toBeUndefined();
  });

  it('needs a session unless the route is public', async () => {
    await add({ routerId: 'closed' });
    const refused = await gw('GET', '/gateway/closed/x');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Token失效，请重新登录!');
    const open = await add({ routerId: 'open', publicAccess: 1 });
    expect((await gw('GET', '/gateway/open/x')).statusCode).toBe(200);
    // An edit from JeecgBoot's form (which has no publicAccess) keeps the route public.
    const { publicAccess, ...jeecg } = open;
    expect(publicAccess).toBe(1);
    await add({ ...jeecg, name: '改名', predicates: '[]', filters: '[]' });
    expect((await gw('GET', '/gateway/open/x')).statusCode).toBe(200);
  });

  it('applies strip prefix and adds and removes request and response headers', async () => {
    const filters = [
      { name: 'StripPrefix', args: [{ key: 'parts', value: 1 }] },
      {
        name: 'AddRequestHeader',
        args: [
          { key: 'name', value: 'X-Api-Key' },
          { key: 'value', value: 'k1' },
        ],
      },
      { name: 'RemoveRequestHeader', args: [{ key: 'name', value: 'X-Drop' }] },
      {
        name: 'AddResponseHeader',
        args: [
          { key: 'name', value: 'X-Via' },
          { key: 'value', value: 'yunzhan' },
        ],
      },
      { name: 'RemoveResponseHeader', args: [{ key: 'name', value: 'X-Upstream-Secret' }] },
    ];
    await add({ routerId: 'shaped', publicAccess: 1, filters: JSON.stringify(filters) });
    const res = await gw('GET', '/gateway/shaped/v1/users/7', { headers: { 'x-drop': 'gone' } });
    expect(res.statusCode).toBe(200);
    const got = res.json();
    expect(got.url).toBe('/users/7');
    expect(got.headers['x-api-key']).toBe('k1');
    expect(got.headers['x-drop']).toBeUndefined();
    expect(res.headers['x-via']).toBe('yunzhan');
    expect(res.headers['x-upstream-secret']).toBeUndefined();
  });

  it('matches predicates: path, method, header and host', async () => {
    const predicates = [
      { name: 'Path', args: ['/api/**'] },
      { name: 'Method', args: ['GET'] },
      { name: 'Header', args: ['X-Client', 'app'] },
      { name: 'Host', args: ['*.example.com'] },
    ];
    await add({ routerId: 'picky', publicAccess: 1, predicates: JSON.stringify(predicates) });
    const ok = { 'x-client': 'app', host: 'api.example.com' };
    expect((await gw('GET', '/gateway/picky/api/a', { headers: ok })).statusCode).toBe(200);
    expect((await gw('GET', '/gateway/picky/other', { headers: ok })).statusCode).toBe(404);
    expect((await gw('POST', '/gateway/picky/api/a', { headers: ok })).statusCode).toBe(404);
    expect((await gw('GET', '/gateway/picky/api/a', { headers: { ...ok, 'x-client': 'web' } })).statusCode).toBe(404);
    expect((await gw('GET', '/gateway/picky/api/a', { headers: { ...ok, host: 'evil.test' } })).statusCode).toBe(404);
  });

  it('limits requests per IP', async () => {
    const filters = [
      {
        name: 'RequestRateLimiter',
        args: [
          { key: 'replenishRate', value: 1 },
          { key: 'burstCapacity', value: 2 },
        ],
      },
    ];
    await add({ routerId: 'limited', publicAccess: 1, filters: JSON.stringify(filters) });
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await gw('GET', '/gateway/limited/x')).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const other = await t.app.inject({ method: 'GET', url: '/gateway/limited/x', remoteAddress: '10.9.9.9' });
    expect(other.statusCode).toBe(200);
  });

  it('answers 504 past the timeout and 502 when the upstream cannot be reached, in Chinese and without a stack', async () => {
    const filters = [{ name: 'Timeout', args: [{ key: 'ms', value: 300 }] }];
    await add({ routerId: 'slow', publicAccess: 1, filters: JSON.stringify(filters) });
    const started = Date.now();
    const slow = await gw('GET', '/gateway/slow/slow');
    expect(slow.statusCode).toBe(504);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(slow.json()).toMatchObject({ success: false, message: '网关服务响应超时' });

    await add({ routerId: 'down', publicAccess: 1, uri: 'http://127.0.0.1:9' });
    const down = await gw('GET', '/gateway/down/x');
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe('网关服务暂时无法访问');
    expect(down.body).not.toMatch(/ECONNREFUSED|at /);
  });

  it('takes a route away at once when its status is off or it is deleted', async () => {
    const row = await add({ routerId: 'toggle', publicAccess: 1 });
    expect((await gw('GET', '/gateway/toggle/x')).statusCode).toBe(200);
    await add({ ...row, predicates: '[]', filters: '[]', status: 0 });
    const off = await gw('GET', '/gateway/toggle/x');
    expect(off.statusCode).toBe(404);
    expect(off.json().message).toBe('网关路由不存在或已停用');
    await add({ ...row, predicates: '[]', filters: '[]', status: 1 });
    expect((await gw('GET', '/gateway/toggle/x')).statusCode).toBe(200);
    const del = await call(t, 'DELETE', `/sys/gatewayRoute/delete?id=${row.id}`, { token });
    expect(del.body.success).toBe(true);
    expect((await gw('GET', '/gateway/toggle/x')).statusCode).toBe(404);
  });

  it('cuts a request body past 10 MiB with 413', async () => {
    await add({ routerId: 'big', publicAccess: 1 });
    const before = up.seen.length;
    const res = await gw('POST', '/gateway/big/upload', {
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(10 * 1024 * 1024 + 1, 1),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('请求内容过大');
    expect(up.seen.length).toBe(before);
  });

  it('refuses a path that climbs out of the upstream base', async () => {
    await add({ routerId: 'based', publicAccess: 1, uri: `${up.url}/base` });
    expect((await gw('GET', '/gateway/based/a')).json().url).toBe('/base/a');
    expect((await gw('GET', '/gateway/based/%2e%2e%2fadmin')).statusCode).toBe(400);
  });
});

describe('网关路由: the connect-time check', () => {
  let t: TestApp;
  let up: Awaited<ReturnType<typeof startUpstream>>;
  /** A name that is no address but resolves to loopback (the machine's hosts file), if there is one. */
  let name: string | undefined;
  beforeAll(async () => {
    up = await startUpstream();
    t = await createTestApp();
    for (const candidate of ['vm', 'runsc', 'localhost.localdomain']) {
      const found = await lookup(candidate).catch(() => undefined);
      if (found?.address.startsWith('127.')) {
        name = candidate;
        break;
      }
    }
  });
  afterAll(async () => {
    await t.close();
    up.server.close();
  });

  it('refuses a loopback literal written to the table by hand (no DNS answer to check)', async () => {
    await t.ctx.db
      .withoutPlugins()
      // biome-ignore lint/suspicious/noExplicitAny: a table of the entity engine, outside the typed schema
      .insertInto('sys_gateway_route' as any)
      .values({ id: 'byhand', router_id: 'byhand', name: 'x', uri: up.url, status: 1, public_access: 1 })
      .execute();
    const res = await t.app.inject({ method: 'GET', url: '/gateway/byhand/x' });
    expect(res.statusCode).toBe(502);
    expect(up.seen).toEqual([]);
  });

  it('refuses at connect time a name that resolves to loopback', async (ctx) => {
    if (!name) ctx.skip();
    const token = await login(t, 'admin');
    const uri = up.url.replace('127.0.0.1', name as string);
    const saved = await save(t, token, { routerId: 'rebind', name: 'x', uri, publicAccess: 1 });
    expect(saved.body.success, saved.body.message).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: '/gateway/rebind/x' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('网关服务暂时无法访问');
    expect(up.seen).toEqual([]);
  });
});
