import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installGuard } from '../src/core/guard.js';
import { redactUrl } from '../src/core/logging.js';
import { createTestApp, type TestApp } from './helpers.js';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const page = (script: string) => `<!doctype html><title>云站</title><script>${script}</script><div id="root"></div>`;
const scriptSrc = (csp: unknown) => String(csp).match(/script-src ([^;]*)/)?.[1] ?? '';

describe('serving the built web app', () => {
  let t: TestApp;
  let web: string;
  const js = `console.log(${JSON.stringify('x'.repeat(3000))});`;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'yunzhan-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), page('early(1)'));
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

  it('serves the app for every GET of a page path, whatever the Accept header (curl, monitors, prefetch)', async () => {
    for (const accept of [undefined, '*/*', 'application/json', 'text/html']) {
      for (const url of ['/', '/system/user', '/cms/site/menu?x=1', '/isps/userAnnouncement']) {
        const res = await t.app.inject({ url, headers: accept ? { accept } : {} });
        expect(res.statusCode, `${url} ${accept}`).toBe(200);
        expect(res.headers['content-type'], url).toContain('text/html');
        expect(res.body).toContain('<div id="root">');
      }
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/system/user' });
    expect(head.statusCode).toBe(200);
  });

  it('answers 404 for missing static files, other methods, and unknown API paths (JSON, never the app)', async () => {
    for (const url of ['/assets/missing.js', '/favicon.ico', '/robots.txt', '/logo.png']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<div id="root">');
    }
    expect((await t.app.inject({ method: 'POST', url: '/system/user' })).statusCode).toBe(404);
    for (const url of ['/api/nothing', '/api/public/nothing/here', '/system-api/sys/nothing', '/site', '/site/']) {
      const res = await t.app.inject({ url });
      expect(res.body, url).not.toContain('<div id="root">');
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
    }
    const api = await t.app.inject({ url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 404 });
  });

  it('allows the inline script of index.html as it is now: a rebuilt app needs no restart', async () => {
    const before = await t.app.inject({ url: '/system/user' });
    expect(scriptSrc(before.headers['content-security-policy'])).toContain(sha('early(1)'));
    // The build writes a new index.html (another inline script) while the server runs.
    writeFileSync(join(web, 'index.html'), page('early(2)'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(web, 'index.html'), later, later);
    for (const url of ['/system/user', '/']) {
      const res = await t.app.inject({ url });
      expect(res.body).toContain('early(2)');
      const src = scriptSrc(res.headers['content-security-policy']);
      expect(src, url).toContain(sha('early(2)'));
      expect(src, url).not.toContain(sha('early(1)'));
    }
  });

  it('serves the assets of a build made after the start (new hashed names)', async () => {
    const code = 'console.log("rebuilt");';
    writeFileSync(join(web, 'assets', 'list-new777.js'), code);
    writeFileSync(join(web, 'assets', 'list-new777.js.gz'), gzipSync(code));
    const plain = await t.app.inject({ url: '/assets/list-new777.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(code);
    expect(plain.headers['content-type']).toContain('javascript');
    expect(plain.headers['cache-control']).toContain('immutable');
    const zipped = await t.app.inject({ url: '/assets/list-new777.js', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    writeFileSync(join(web, 'assets', '.hidden.js'), 'hidden()');
    expect((await t.app.inject({ url: '/assets/.hidden.js' })).statusCode).toBe(404);
    // Paths out of the web folder: never a file from elsewhere (normalised ones are page paths: the app).
    for (const url of [
      '/assets/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fetc%2fpasswd',
      '/assets/..%5c..%5cx.js',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.body, url).not.toContain('root:');
      expect([200, 404], url).toContain(res.statusCode);
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

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with the database reachable, to anyone, never cached, nothing else told', async () => {
    for (const url of ['/health', '/system-api/health']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({ status: 'UP', db: 'UP' });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  // On SQLite the database is a file of this process: a closed connection fails every request, not only this one.
  it.skipIf(!process.env.TEST_DATABASE_URL)('answers 503 when the database cannot be reached', async () => {
    await t.ctx.db.destroy();
    const res = await t.app.inject({ url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'DOWN', db: 'DOWN' });
  });
});

describe('deny by default at start', () => {
  it('refuses to register a route that declares no access rule', () => {
    const app = Fastify();
    installGuard(app, {
      sessions: {} as never,
      grantedCodes: async () => new Set(),
      tenants: { usable: async () => new Set([1]) },
      enterTenant: async (s) => s,
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
