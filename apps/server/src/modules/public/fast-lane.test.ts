import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IpBudget } from '../../core/ip-budget.js';
import { route } from '../../core/route.js';
import { answerCachedReads } from './cached-reads.js';
import { DeliveryCache } from './delivery-cache.js';
import { FastLane } from './fast-lane.js';

/** Cached public reads answered in front of Fastify, over real HTTP (inject never reaches the lane). */
describe('FastLane', () => {
  let app: FastifyInstance;
  let cache: DeliveryCache;
  let lane: FastLane;
  let base: string;
  /** Requests that reached Fastify, builds of the answer, statistics counts, foreign-write checks. */
  let seen: { fastify: number; builds: number; counted: number; checks: number };
  const body = { records: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `广告标题${i}` })) };

  async function start(trustProxy = false, perMinute = 1000) {
    seen = { fastify: 0, builds: 0, counted: 0, checks: 0 };
    cache = new DeliveryCache();
    lane = new FastLane(trustProxy);
    app = Fastify({ serverFactory: (handler, options) => lane.server(handler, options), trustProxy });
    lane.attach(app);
    // An answer for one client only (a session's cookie).
    app.addHook('onSend', async (req, reply) => {
      if (req.headers['x-give-cookie']) reply.header('set-cookie', 'private=1; HttpOnly');
    });
    app.addHook('onRequest', (_req, reply, done) => {
      seen.fastify++;
      reply.header('x-content-type-options', 'nosniff');
      done();
    });
    await app.register(
      async (pub) => {
        answerCachedReads(pub, cache, () => seen.checks++, lane);
        route(pub, {
          method: 'GET',
          url: '/:site/ad',
          access: 'public',
          budget: new IpBudget(perMinute),
          handler: ({ req, reply }) =>
            cache.send(req, reply, 'ad', req.url, async () => {
              seen.builds++;
              return { body };
            }),
        });
        // A later hook with an effect per answer (the statistics count), repeated by the lane.
        pub.addHook('onResponse', async (req) => {
          const count = () => seen.counted++;
          count();
          lane.repeat(req, count);
        });
      },
      { prefix: '/api/public' },
    );
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  }
  beforeEach(() => start());
  afterEach(() => app.close());

  const get = (headers: Record<string, string> = {}, path = '/api/public/cn/ad?pageSize=60') =>
    fetch(`${base}${path}`, { headers });
  const headersOf = (r: Response) => {
    const h = Object.fromEntries(r.headers.entries());
    delete h.date;
    return h;
  };

  it('answers once the app has answered: the same status, bytes and headers, without Fastify', async () => {
    const built = await get();
    expect(built.status).toBe(200);
    expect(seen.fastify).toBe(1);
    const fast = await get();
    expect(seen.fastify).toBe(1);
    expect(fast.status).toBe(200);
    expect(await fast.text()).toBe(await built.text());
    expect(headersOf(fast)).toEqual(headersOf(built));
    expect(fast.headers.get('x-content-type-options')).toBe('nosniff');
    await get();
    expect(seen.fastify).toBe(1);
    expect(seen.counted).toBe(3);
    // Every answer, the lane's too, looks for other processes' writes first (a miss looks twice).
    expect(seen.checks).toBe(4);
    expect(seen.builds).toBe(1);
  });

  it('answers each encoding with its own validator, and 304 to the validator of the variant asked', async () => {
    await get();
    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const etag = String(gzip.headers.get('etag'));
    expect(etag).toMatch(/-gzip"$/);
    // fetch decodes the body it was sent gzipped.
    expect(await gzip.text()).toBe(JSON.stringify(body));
    const notModified = await get({ 'accept-encoding': 'gzip', 'if-none-match': `"x", W/${etag}` });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(notModified.headers.get('x-content-type-options')).toBe('nosniff');
    expect(notModified.headers.get('content-type')).toBeNull();
    expect((await get({ 'accept-encoding': 'identity', 'if-none-match': etag })).status).toBe(200);
    expect(seen.fastify).toBe(1);
    expect(seen.counted).toBe(4);
  });

  it('hands to Fastify a request with an Origin, a HEAD, a miss and an entry dropped by a publish', async () => {
    await get();
    await get();
    expect(seen.fastify).toBe(1);
    await get({ origin: 'https://example.com' });
    expect(seen.fastify).toBe(2);
    await fetch(`${base}/api/public/cn/ad?pageSize=60`, { method: 'HEAD' });
    expect(seen.fastify).toBe(3);
    await get({}, '/api/public/cn/ad?pageSize=5');
    expect(seen.fastify).toBe(4);
    cache.clear('ad');
    await get();
    expect(seen.fastify).toBe(5);
    expect(seen.builds).toBe(3);
  });

  it('never learns an answer that sets a cookie', async () => {
    const first = await get({ 'x-give-cookie': '1' });
    expect(first.headers.get('set-cookie')).toBe('private=1; HttpOnly');
    const second = await get();
    expect(seen.fastify).toBe(2);
    expect(second.headers.get('set-cookie')).toBeNull();
    const third = await get();
    expect(seen.fastify).toBe(2);
    expect(third.headers.get('set-cookie')).toBeNull();
  });

  it('charges the route’s budget once per request, answering the refusal through the app', async () => {
    await app.close();
    await start(false, 4);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await get()).status);
    expect(codes).toEqual([200, 200, 200, 200, 429]);
    const refused = await get();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ success: false, code: 429, message: '请求过于频繁，请稍后再试' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('takes the client address from X-Forwarded-For when the app trusts its proxy', async () => {
    await app.close();
    await start(true, 3);
    const from = (ip: string) => get({ 'x-forwarded-for': `${ip}, 10.0.0.1` }).then((r) => r.status);
    expect([await from('198.51.100.7'), await from('198.51.100.7'), await from('198.51.100.7')]).toEqual([
      200, 200, 200,
    ]);
    expect(await from('198.51.100.7')).toBe(429);
    expect(await from('198.51.100.8')).toBe(200);
  });
});
