import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../src/core/time.js';
import { INTAKE_ENTITIES } from '../src/modules/intake/service.js';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';

const day = (offset: number) => formatDate(new Date(Date.now() + offset * 86_400_000));

interface Figures {
  totals: { views: number; visitors: number; downloads: number; intake: number; searches: number };
  days: { day: string; views: number; visitors: number }[];
}

/** 首页 (`/sys/loginfo`, `/sys/visitInfo`) and 统计分析 (`/cms/statistics/summary`) count the same visits. */
describe('首页 and 统计分析 agree', () => {
  let t: TestApp;
  let admin: string;
  const get = async (path: string, token = admin) => {
    const res = await call(t, 'GET', `${API}${path}`, { token });
    expect(res.body.success, `${path}: ${res.body.message}`).toBe(true);
    return res.body.result;
  };
  const summary = (from: string, to: string): Promise<Figures> => get(`/cms/statistics/summary?from=${from}&to=${to}`);

  async function expectAgreement(token = admin) {
    const info = await get('/sys/loginfo', token);
    const week = await get('/sys/visitInfo', token);
    const today = await summary(day(0), day(0));
    const last7 = await summary(day(-6), day(0));
    const year = await summary(day(-365), day(0));
    expect(info).toEqual({
      totalVisitCount: year.totals.views,
      todayVisitCount: today.totals.views,
      todayIp: today.totals.visitors,
    });
    expect(week).toEqual(
      last7.days.map((d) => ({ type: d.day, tian: d.day.slice(5), visit: d.views, ip: d.visitors })),
    );
    return { info, week };
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
  });
  afterAll(() => t.close());

  it('shows the demo traffic of the site on both, the same numbers', async () => {
    const { info, week } = await expectAgreement();
    expect(info.totalVisitCount).toBeGreaterThan(info.todayVisitCount);
    expect(info.todayIp).toBeGreaterThan(0);
    expect(week.filter((d: { visit: number }) => d.visit > 0)).toHaveLength(7);
  });

  it('counts the forms’ submissions as their lists hold them', async () => {
    const stats = await get(`/cms/statistics/summary?from=${day(-29)}&to=${day(0)}`);
    let all = 0;
    for (const [form, entity] of INTAKE_ENTITIES) {
      const { total } = await get(`${entity.apiBase}/list?pageSize=1`);
      all += total;
      const counted = stats.intake.find((i: { form: string }) => i.form === form)?.count ?? 0;
      expect(counted, form).toBe(total);
    }
    expect(all).toBeGreaterThan(0);
    expect(stats.totals.intake).toBe(all);
  });

  it('counts new visits and visitors on both alike', async () => {
    await t.operations.recorder.flush();
    const before = await get('/sys/loginfo');
    const visit = (url: string, ip: string) => t.app.inject({ url, remoteAddress: ip });
    for (const ip of ['10.9.0.1', '10.9.0.2', '10.9.0.3']) {
      expect((await visit('/site/cn', ip)).statusCode).toBe(200);
      expect((await visit('/api/public/cn/product', ip)).statusCode).toBe(200);
    }
    expect((await visit('/site/cn', '10.9.0.1')).statusCode).toBe(200);
    // Another site's visits are that site's.
    expect((await visit('/site/en', '10.9.0.4')).statusCode).toBe(200);
    await t.operations.recorder.flush();
    const { info } = await expectAgreement();
    expect(info.todayVisitCount - before.todayVisitCount).toBe(7);
    expect(info.todayIp - before.todayIp).toBe(3);
    expect(info.totalVisitCount - before.totalVisitCount).toBe(7);
  });

  it('answers an editor with the figures of their site, as 统计分析 does', async () => {
    await expectAgreement(await login(t, 'editor'));
  });
});

describe('visitors of answers the fast lane gives in the app’s place', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'on' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('counts each answer’s own address', async () => {
    const admin = await login(t, 'admin');
    const info = async () => (await call(t, 'GET', `${API}/sys/loginfo`, { token: admin })).body.result;
    const before = await info();
    // The first answer is the app's; the same read again is the lane's, each from another client address.
    for (const ip of ['10.8.0.1', '10.8.0.2', '10.8.0.3', '10.8.0.2']) {
      const res = await fetch(`${base}/api/public/cn/product`, { headers: { 'x-forwarded-for': ip } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    await t.operations.recorder.flush();
    const after = await info();
    expect(after.todayVisitCount - before.todayVisitCount).toBe(4);
    expect(after.todayIp - before.todayIp).toBe(3);
  });
});
