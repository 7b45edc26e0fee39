import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteId } from '../src/db/seed/ids.js';
import { FastLane } from '../src/modules/public/fast-lane.js';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';

const LOOP = '{% for a in (1..5000) %}{% for b in (1..5000) %}{{ a }}{% endfor %}{% endfor %}';
const RECURSIVE = "x{% include 'deep' %}";

/**
 * Templates are user-authored code the server runs for anonymous visitors (SECURITY §8): a render runs off the main
 * event loop with hard limits of time and memory, a template over them is refused when saved, a failed render is
 * kept briefly, and query parameters no page reads make no new render.
 */
describe('template limits', () => {
  let t: TestApp;
  let base: string;
  let token: string;
  /** Renders per site, counted by the reads of the site's templates (each render reads them). */
  const reads = new Map<string, number>();
  const renders = (code: string) => reads.get(siteId(code)) ?? 0;
  /** The `en` site's templates: a stalling home, a recursive include, a partial that does not exist. */
  const heavy: Record<string, string> = {
    home: LOOP,
    'ad-list': "{% include 'deep' %}",
    deep: RECURSIVE,
    'page-list': "<p>{% include 'nosuch' %}</p>",
    'ad-detail': '{{ item.title | nosuchfilter }}',
  };

  beforeAll(async () => {
    t = await createTestApp(
      // Longer than the default (100 ms) so the concurrent call surely runs while the render does; still under
      // LiquidJS's own cooperative limit (2 s), which did not keep the event loop free.
      { RENDER_TIME_LIMIT_MS: '1000', RENDER_MEMORY_MB: '32' },
      {
        templates: async (id) => {
          reads.set(id, (reads.get(id) ?? 0) + 1);
          return id === siteId('en') ? heavy : {};
        },
      },
    );
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    token = await login(t, 'admin');
  });
  afterAll(() => t.close());

  const get = async (path: string) => {
    const res = await fetch(`${base}${path}`);
    return { status: res.status, body: await res.text(), etag: res.headers.get('etag') };
  };

  it('answers a stalling page with an error within its limit while the API keeps answering', async () => {
    expect((await get('/site/cn')).status).toBe(200);
    const order: string[] = [];
    const started = Date.now();
    const page = get('/site/en').then((r) => {
      order.push('page');
      return r;
    });
    await new Promise((r) => setTimeout(r, 100));
    const users = fetch(`${base}${API}/sys/user/list?pageNo=1&pageSize=10`, {
      headers: { 'x-access-token': token },
    }).then(async (r) => {
      order.push('users');
      return (await r.json()) as { success: boolean };
    });
    const [stalled, list] = await Promise.all([page, users]);
    expect(list.success).toBe(true);
    expect(order).toEqual(['users', 'page']);
    expect(stalled.status).toBe(500);
    // In the site's language (English): which limit, no details.
    expect(stalled.body).toContain('This page took too long to render.');
    expect(stalled.body).not.toMatch(/RenderError|at .*\.js|limit exceeded/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('ends a recursive include in the render worker: the server’s heap stays bounded', async () => {
    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 5);
    try {
      const res = await get('/site/en/ad');
      peak = Math.max(peak, process.memoryUsage().heapUsed);
      expect(res.status).toBe(500);
      expect(res.body).toMatch(/This page (took too long|needed too much memory) to render/);
    } finally {
      clearInterval(sampler);
    }
    expect(peak - baseline).toBeLessThan(64 * 1024 * 1024);
    // The pool goes on rendering after its worker was ended.
    expect((await get('/site/cn/ad')).status).toBe(200);
  });

  it('refuses to save a template over the limits, with the reason', async () => {
    const save = (code: string, source: string) =>
      call(t, 'POST', `${API}/cms/template/add`, { token, body: { code, name: code, type: 'page', source } });
    const loop = await save('landing', LOOP);
    expect(loop.body.success).toBe(false);
    expect(loop.body.message).toMatch(/^模板未保存：模板渲染超出时间限制（1000 毫秒）/);
    const deep = await save('deep', RECURSIVE);
    expect(deep.body.success).toBe(false);
    expect(deep.body.message).toMatch(/^模板未保存：模板渲染超出(内存|时间)限制/);
    const bad = await save('broken', '{{ 1 | nosuchfilter }}');
    expect(bad.body.success).toBe(false);
    expect(bad.body.message).toMatch(/^模板未保存：模板语法错误/);
    const list = await call(t, 'GET', `${API}/cms/template/list?pageSize=100`, { token });
    const codes = list.body.result.records.map((r: { code: string }) => r.code);
    for (const code of ['landing', 'deep', 'broken']) expect(codes).not.toContain(code);
    // A template that fits saves, even when it includes a template the site does not have yet.
    const fine = await save('landing', "<h1>{{ site.name }}</h1>{% include 'footer' %}");
    expect(fine.body.success, JSON.stringify(fine.body)).toBe(true);
    const edit = await call(t, 'PUT', `${API}/cms/template/edit`, {
      token,
      body: { id: fine.body.result, source: LOOP },
    });
    expect(edit.body.success).toBe(false);
    expect(edit.body.message).toMatch(/超出时间限制/);
  });

  it('keeps a failed render briefly: the next requests do not render it again', async () => {
    const before = renders('en');
    const [first, second] = await Promise.all([get('/site/en/page'), get('/site/en/page')]);
    const once = renders('en');
    expect(once).toBeGreaterThan(before);
    expect(first.status).toBe(500);
    expect(first.body).toContain('This page cannot be shown at the moment');
    expect(second).toEqual(first);
    const third = await get('/site/en/page');
    expect(third).toEqual(first);
    expect(renders('en')).toBe(once);
    // Briefly: a few seconds later it renders again.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 60_000);
      expect((await get('/site/en/page')).status).toBe(500);
      expect(renders('en')).toBeGreaterThan(once);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows staff why the preview of a row failed', async () => {
    const staff = await login(t, 'admin');
    await call(t, 'POST', `${API}/sys/selectDepart`, { token: staff, body: { siteId: siteId('en') } });
    const ad = await call(t, 'POST', `${API}/cms/ad/add`, { token: staff, body: { title: '草稿', position: 'popup' } });
    const preview = await call(t, 'GET', `${API}/cms/ad/preview?id=${ad.body.result}`, { token: staff });
    expect(preview.status).toBe(500);
    expect(preview.headers['content-type']).toContain('text/html');
    expect(preview.body).toContain('预览失败');
    expect(preview.body).toMatch(/模板语法错误：[^<]*nosuchfilter/);
  });

  it('keys rendered pages by the parameters they read: others make no new render', async () => {
    const home = await get('/site/cn');
    const rendered = renders('cn');
    for (const path of ['/site/cn?utm_source=a', '/site/cn?utm_source=b&x=1', '/site/cn/?fbclid=z']) {
      const again = await get(path);
      expect(again.status, path).toBe(200);
      expect(again.etag, path).toBe(home.etag);
    }
    expect(renders('cn')).toBe(rendered);
    // The key of a plain address is the address: the fast lane (in front of Fastify) still answers it.
    const lane = vi.spyOn(FastLane.prototype, 'answer');
    try {
      expect((await get('/site/cn')).etag).toBe(home.etag);
      expect(lane.mock.results.map((r) => r.value)).toEqual([true]);
    } finally {
      lane.mockRestore();
    }
    const list = await get('/site/cn/ad?pageNo=1');
    const listed = renders('cn');
    const tracked = await get('/site/cn/ad?pageNo=1&utm_campaign=spring');
    expect(tracked.status).toBe(200);
    expect(tracked.etag).toBe(list.etag);
    expect(renders('cn')).toBe(listed);
    // A parameter the page reads still makes its own page, and a wrong value of one is still refused.
    expect((await get('/site/cn/ad?pageNo=2')).status).toBe(200);
    expect(renders('cn')).toBeGreaterThan(listed);
    expect((await get('/site/cn/ad?sort=clicks')).status).toBe(400);
  });
});
