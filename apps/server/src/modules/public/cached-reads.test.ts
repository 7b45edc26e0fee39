import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IpBudget } from '../../core/ip-budget.js';
import { route } from '../../core/route.js';
import { answerCachedReads } from './cached-reads.js';
import { DeliveryCache } from './delivery-cache.js';

/** The hook that answers cached public reads before their route runs. */
describe('answerCachedReads', () => {
  let app: FastifyInstance;
  let cache: DeliveryCache;
  let builds: number;
  let handled: number;
  let checks: number;
  const body = { records: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `广告标题${i}` })) };

  beforeEach(async () => {
    builds = 0;
    handled = 0;
    checks = 0;
    cache = new DeliveryCache();
    app = Fastify();
    // An earlier hook of the app (the security headers): its headers are on every answer, hit or not.
    app.addHook('onRequest', (_req, reply, done) => {
      reply.header('x-content-type-options', 'nosniff');
      done();
    });
    answerCachedReads(app, cache, () => checks++);
    route(app, {
      method: 'GET',
      url: '/:site/ad',
      access: 'public',
      budget: new IpBudget(5),
      handler: ({ req, reply }) => {
        handled++;
        return cache.send(req, reply, 'ad', req.url, async () => {
          builds++;
          return { body };
        });
      },
    });
    await app.ready();
  });
  afterEach(() => app.close());

  const get = (headers: Record<string, string> = {}, remoteAddress = '10.9.0.1') =>
    app.inject({ method: 'GET', url: '/cn/ad?pageSize=60', headers, remoteAddress });

  it('answers a hit without running the route, in each encoding, with its own validator', async () => {
    const first = await get();
    expect(first.statusCode).toBe(200);
    expect(handled).toBe(1);
    const plain = first.body;

    const again = await get();
    expect(again.body).toBe(plain);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(again.headers.vary).toBe('accept-encoding');
    expect(again.headers['x-content-type-options']).toBe('nosniff');

    const br = await get({ 'accept-encoding': 'gzip, deflate, br' }, '10.9.0.2');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    expect(br.headers.etag).toBe(`${String(first.headers.etag).slice(0, -1)}-br"`);

    const gzip = await get({ 'accept-encoding': 'gzip' }, '10.9.0.2');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect(gzip.headers.etag).toMatch(/-gzip"$/);

    expect(handled).toBe(1);
    expect(builds).toBe(1);
    expect(checks).toBe(4);
  });

  it('answers 304 from the hook to a validator of the variant asked, 200 to another', async () => {
    await get();
    const gzip = await get({ 'accept-encoding': 'gzip' });
    const tag = String(gzip.headers.etag);
    const notModified = await get({ 'accept-encoding': 'gzip', 'if-none-match': `"x", W/${tag}` });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(tag);
    expect(notModified.headers['x-content-type-options']).toBe('nosniff');
    // The plain representation does not match the gzip validator.
    expect((await get({ 'if-none-match': tag })).statusCode).toBe(200);
    expect(handled).toBe(1);
  });

  it('builds again once the group is cleared (a publish)', async () => {
    const first = await get();
    body.records[0].title = '已修改';
    cache.clear('ad');
    const rebuilt = await get({ 'if-none-match': String(first.headers.etag) });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.json().records[0].title).toBe('已修改');
    expect(handled).toBe(2);
    expect(builds).toBe(2);
  });

  it('charges the route’s budget once per request, hit or not', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await get()).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await get();
    expect(limited.json()).toMatchObject({ success: false, code: 429, message: '请求过于频繁，请稍后再试' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get({}, '10.9.0.3')).statusCode).toBe(200);
    expect(handled).toBe(1);
  });
});
