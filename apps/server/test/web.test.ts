import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installGuard } from '../src/core/guard.js';
import { redactUrl } from '../src/core/logging.js';
import { createTestApp, type TestApp } from './helpers.js';

describe('serving the built web app', () => {
  let t: TestApp;
  const js = `console.log(${JSON.stringify('x'.repeat(3000))});`;
  beforeAll(async () => {
    const web = mkdtempSync(join(tmpdir(), 'yunzhan-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>云站</title><div id="root"></div>');
    writeFileSync(join(web, 'assets', 'app-abc123.js'), js);
    writeFileSync(join(web, 'assets', 'app-abc123.js.gz'), gzipSync(js));
    t = await createTestApp({ WEB_DIR: web });
  });
  afterAll(() => t.close());

  it('serves index.html for the SPA routes, never cached', async () => {
    for (const url of ['/', '/user/login', '/system/user?x=1', '/dashboard/analysis']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets immutable and precompressed', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset 404 instead of the page', async () => {
    const res = await t.app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
  });

  it('keeps API paths out of the SPA fallback', async () => {
    const res = await t.app.inject({ url: '/system-api/sys/nothing', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('deny by default at start', () => {
  it('refuses to register a route that declares no access rule', () => {
    const app = Fastify();
    installGuard(app, {
      sessions: {} as never,
      grantedCodes: async () => new Set(),
    });
    expect(() => app.get('/open', async () => 'x')).toThrow(/declares no access rule/);
  });
});

describe('logs', () => {
  it('never carry tokens, passwords or codes from the query string', () => {
    expect(redactUrl('/sys/user/passwordChange?username=a&password=Secret1&smscode=123456&phone=1')).toBe(
      '/sys/user/passwordChange?username=a&password=[redacted]&smscode=[redacted]&phone=1',
    );
    expect(redactUrl('/print?id=1&token=eyJabc.def')).toBe('/print?id=1&token=[redacted]');
    // Nor the credentials that replace tokens in addresses: a preview's ticket, a file's signature.
    expect(redactUrl('/system-api/cms/ad/preview?id=1&ticket=abc&x=1')).toBe(
      '/system-api/cms/ad/preview?id=1&ticket=[redacted]&x=1',
    );
    expect(redactUrl('/system-api/sys/common/static/cms/a.png?sig=1.mac')).toBe(
      '/system-api/sys/common/static/cms/a.png?sig=[redacted]',
    );
  });
});
