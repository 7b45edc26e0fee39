import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { formatDate } from '../src/core/time.js';
import { FastLane } from '../src/modules/public/fast-lane.js';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';

const ON_POSTGRES = !!process.env.TEST_DATABASE_URL;

/**
 * The public side over real HTTP, where cached reads are answered in front of Fastify once the app has answered
 * them (app.inject never reaches that lane): the same answers, writes seen at once, every answer counted.
 */
describe('delivery over HTTP: the fast lane in the real app', () => {
  let t: TestApp;
  let base: string;
  let token: string;
  let answer: MockInstance<FastLane['answer']>;
  /** How many requests the lane answered so far. */
  const laneAnswers = () => answer.mock.results.filter((r) => r.value === true).length;
  const admin = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    call(t, method, `${API}${path}`, { token, body });
  const publishedAd = async (title: string) => {
    const added = await admin('POST', '/cms/ad/add', { title, position: 'home_banner' });
    expect(added.body.success, JSON.stringify(added.body)).toBe(true);
    expect((await admin('PUT', '/cms/ad/publish', { ids: added.body.result })).body.success).toBe(true);
    return added.body.result as string;
  };
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });
  const titles = async (path: string) =>
    ((await (await get(path)).json()) as { result: { records: { title: string }[] } }).result.records.map(
      (r) => r.title,
    );
  const headersOf = (r: Response) => {
    const h = Object.fromEntries(r.headers.entries());
    delete h.date;
    return h;
  };

  beforeAll(async () => {
    answer = vi.spyOn(FastLane.prototype, 'answer');
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    token = await login(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
    answer.mockRestore();
  });

  it('answers a cached read as the app did, and shows a publish at once', async () => {
    await publishedAd('快车道广告一');
    const path = '/api/public/cn/ad?pageSize=100';
    const before = laneAnswers();
    const fromApp = await get(path);
    expect(laneAnswers()).toBe(before);
    const fromLane = await get(path);
    expect(laneAnswers()).toBe(before + 1);
    expect(fromLane.status).toBe(200);
    expect(await fromLane.text()).toBe(await fromApp.text());
    expect(headersOf(fromLane)).toEqual(headersOf(fromApp));
    expect(fromLane.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(fromLane.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');

    const etag = String(fromLane.headers.get('etag'));
    expect((await get(path, { 'if-none-match': etag })).status).toBe(304);
    expect(laneAnswers()).toBe(before + 2);

    await publishedAd('快车道广告二');
    expect(await titles(path)).toContain('快车道广告二');
    const changed = await get(path, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
  });

  it.skipIf(ON_POSTGRES)('sees a write of another connection on the very next read', async () => {
    const id = await publishedAd('另一连接前');
    const path = '/api/public/cn/ad?pageSize=100';
    await get(path);
    expect(await titles(path)).toContain('另一连接前');
    const other = new Database(join(t.ctx.config.dataDir, 'yunzhan.db'));
    other.prepare("update cms_ad set title = '另一连接后' where id = ?").run(id);
    other.close();
    expect(await titles(path)).toContain('另一连接后');
  });

  it('counts every answer it gives in the statistics, the rendered site’s pages too', async () => {
    const id = await publishedAd('统计快车道');
    const summary = async () => {
      await t.operations.recorder.flush();
      const r = await admin('GET', `/cms/statistics/summary?from=${formatDate()}&to=${formatDate()}`);
      return r.body.result.totals.views as number;
    };
    const views = await summary();
    const before = laneAnswers();
    for (let i = 0; i < 3; i++) expect((await get(`/api/public/cn/ad/${id}`)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await get('/site/cn')).status).toBe(200);
    expect(laneAnswers()).toBe(before + 3);
    expect((await summary()) - views).toBe(5);
  });
});
