import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../src/core/response-cache.js';

describe('ResponseCache', () => {
  it('keeps answers, compresses large ones, and never keeps one built across a clear', async () => {
    const cache = new ResponseCache(60_000);
    let version = 1;
    let release: () => void = () => {};
    const app = Fastify();
    app.get('/x', (req, reply) =>
      cache.send(req, reply, 'k', async () => {
        const v = version;
        if (v === 1) await new Promise<void>((r) => (release = r));
        return { v, pad: 'x'.repeat(3000) };
      }),
    );
    const slow = app.inject({ url: '/x' });
    await new Promise((r) => setTimeout(r, 20));
    version = 2;
    cache.clear();
    release();
    expect((await slow).json().v).toBe(1);
    expect((await app.inject({ url: '/x' })).json().v).toBe(2);
    version = 3;
    expect((await app.inject({ url: '/x' })).json().v).toBe(2);
    const gz = await app.inject({ url: '/x', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });
});
