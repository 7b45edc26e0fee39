import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Built, DeliveryCache } from './delivery-cache.js';

/** One build per key at a time, and error pages kept with their status (never validated or answered 304). */
describe('DeliveryCache', () => {
  let app: FastifyInstance;
  let cache: DeliveryCache;
  let builds: number;
  let answer: () => Promise<Built>;

  beforeEach(async () => {
    builds = 0;
    cache = new DeliveryCache(Number.POSITIVE_INFINITY, 'html');
    app = Fastify();
    app.get('/page', (req, reply) =>
      cache.send(req, reply, 'pages', '/page', () => {
        builds++;
        return answer();
      }),
    );
    await app.ready();
  });
  afterEach(() => app.close());

  const get = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/page', headers });

  it('builds a key once for requests that ask for it at the same time', async () => {
    let release = () => {};
    answer = () => new Promise<Built>((resolve) => (release = () => resolve({ body: '<p>页</p>' })));
    const all = [get(), get(), get()];
    await new Promise((r) => setTimeout(r, 20));
    release();
    const answers = await Promise.all(all);
    expect(builds).toBe(1);
    expect(answers.map((a) => a.body)).toEqual(['<p>页</p>', '<p>页</p>', '<p>页</p>']);
  });

  it('keeps an error page with its status until it expires, not for browsers', async () => {
    answer = async () => ({ body: '<p>失败</p>', status: 500, validUntil: Date.now() + 60_000 });
    const first = await get();
    const again = await get({ 'if-none-match': '*' });
    expect(builds).toBe(1);
    for (const r of [first, again]) {
      expect(r.statusCode).toBe(500);
      expect(r.body).toBe('<p>失败</p>');
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.headers.etag).toBeUndefined();
    }
    cache.clearAll();
    answer = async () => ({ body: '<p>好了</p>' });
    expect((await get()).statusCode).toBe(200);
    expect(builds).toBe(2);
  });
});
