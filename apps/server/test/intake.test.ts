import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';

/** Public submissions: validated by the schema, screened for sensitive words, limited per IP, seen in the back office. */
describe('intake API /api/public/{site}/intake/{form}', () => {
  let t: TestApp;
  let admin: string;
  const submit = (body: unknown, ip = '10.0.0.1', site = 'cn') =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/${site}/intake/feedback`,
      payload: body as never,
      remoteAddress: ip,
      headers: { 'user-agent': 'TestBrowser/1.0' },
    });
  let ipNo = 0;
  /** A fresh IP per submission, so the per-IP budget only bites in its own test. */
  const fresh = (body: unknown) => submit(body, `10.1.0.${++ipNo}`);
  const back = (path: string, method: 'GET' | 'POST' = 'GET', body?: unknown) =>
    call(t, method, `${API}${path}`, { token: admin, body });

  beforeAll(async () => {
    t = await createTestApp({ INTAKE_RATE_LIMIT: '3', PUBLIC_RATE_LIMIT: '2' });
    admin = await login(t, 'admin');
    for (const [word, action] of [
      ['赌博', 'refuse'],
      ['傻瓜', 'replace'],
    ]) {
      const r = await back('/sys/sensitiveWord/add', 'POST', { word, action, category: 'other', enabled: 'Y' });
      expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    }
  });
  afterAll(() => t.close());

  it('validates with the schema’s Chinese messages and ignores back-office fields', async () => {
    const empty = await fresh({ kind: 'problem' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('反馈内容不能为空');
    expect((await fresh({ kind: 'problem', content: '短' })).json().message).toBe('反馈内容至少5个字符');
    expect((await fresh({ kind: 'nope', content: '内容足够长了' })).json().message).toBe('反馈类型的值不在字典中');
    expect((await fresh('not json at all')).statusCode).toBe(415);
    expect((await fresh([1, 2])).json().message).toBe('反馈类型不能为空');
    const ok = await fresh({ kind: 'problem', content: '页面打不开了', contact: 'a@b.cn', status: 'done', reply: 'x' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, message: '提交成功' });
    const row = (await back(`/cms/feedback/queryById?id=${ok.json().result.id}`)).body.result;
    expect(row).toMatchObject({ status: 'pending', reply: null, ip: `10.1.0.${ipNo}`, userAgent: 'TestBrowser/1.0' });
    expect((await submit({ kind: 'problem', content: '页面打不开了' }, '10.9.9.9', 'nosite')).statusCode).toBe(404);
  });

  it('refuses a refused word, masks a replaced one, stores a script tag as text', async () => {
    const refused = await fresh({ kind: 'other', content: '网上赌博很好玩的' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('反馈内容包含敏感词，请修改后再提交');
    const masked = await fresh({ kind: 'other', content: '你这个傻瓜网站' });
    const id = masked.json().result.id;
    expect((await back(`/cms/feedback/queryById?id=${id}`)).body.result.content).toBe('你这个**网站');
    const script = '<script>alert(1)</script> 注入测试';
    const stored = await fresh({ kind: 'other', content: script });
    expect((await back(`/cms/feedback/queryById?id=${stored.json().result.id}`)).body.result.content).toBe(script);

    // A word disabled in the back office no longer refuses.
    const list = await back(`/sys/sensitiveWord/list?word=${encodeURIComponent('赌博')}`);
    const word = list.body.result.records[0];
    expect((await back('/sys/sensitiveWord/edit', 'POST', { id: word.id, enabled: 'N' })).body.success).toBe(true);
    expect((await fresh({ kind: 'other', content: '网上赌博很好玩的' })).statusCode).toBe(200);
  });

  it('sees through disguised words: width, case, invisible characters, look-alikes, spacing (issue 21, 7d)', async () => {
    for (const [word, action] of [
      ['博彩', 'refuse'],
      ['idiot', 'replace'],
    ]) {
      const r = await back('/sys/sensitiveWord/add', 'POST', { word, action, category: 'other', enabled: 'Y' });
      expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    }
    for (const content of ['网上博 彩很好玩', '网上博\u200b彩很好玩', '网上博*彩很好玩', '网上博\ufeff 彩很好玩']) {
      const refused = await fresh({ kind: 'other', content });
      expect(refused.statusCode, content).toBe(400);
      expect(refused.json().message).toBe('反馈内容包含敏感词，请修改后再提交');
    }
    const cases = [
      ['你是ＩＤＩＯＴ吗？', '你是*****吗？'],
      ['you i.d.i.o.t now', 'you ********* now'],
      ['you \u0456d\u0456\u043et now', 'you ***** now'],
      ['you id\u200dio7 and 1d10t', 'you id\u200dio7 and *****'],
    ];
    for (const [content, stored] of cases) {
      const res = await fresh({ kind: 'other', content });
      expect(res.statusCode, content).toBe(200);
      expect((await back(`/cms/feedback/queryById?id=${res.json().result.id}`)).body.result.content).toBe(stored);
    }
    // Chinese text that merely has the characters near each other across a sentence break passes.
    expect((await fresh({ kind: 'other', content: '我们不搞博。彩色的页面很好' })).statusCode).toBe(200);
  });

  it('limits submissions per IP with 429 and Retry-After', async () => {
    const body = { kind: 'praise', content: '做得很好，谢谢' };
    for (let i = 0; i < 3; i++) expect((await submit(body, '10.2.0.1')).statusCode).toBe(200);
    const limited = await submit(body, '10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toBe('请求过于频繁，请稍后再试');
    expect((await submit(body, '10.2.0.2')).statusCode).toBe(200);
  });

  it('limits the subscription endpoint and the rendered site’s forms per IP too', async () => {
    const posts = [
      { url: '/api/public/cn/subscribe', payload: { email: 'rate@example.cn' } },
      { url: '/site/cn/form/suggestion', payload: 'kind=suggestion&content=限流测试内容&contact=13800000000' },
    ];
    for (const { url, payload } of posts) {
      const type = typeof payload === 'string' ? 'application/x-www-form-urlencoded' : 'application/json';
      const send = () =>
        t.app.inject({ method: 'POST', url, payload, remoteAddress: '10.4.0.1', headers: { 'content-type': type } });
      for (let i = 0; i < 3; i++) expect((await send()).statusCode, url).toBe(200);
      const limited = await send();
      expect(limited.statusCode, url).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('gives the delivery API and the rendered site their own per-IP budget', async () => {
    const read = (url: string, ip: string) => t.app.inject({ method: 'GET', url, remoteAddress: ip });
    for (const url of ['/api/public/cn/ad', '/site/cn']) {
      expect((await read(url, '10.3.0.1')).statusCode).toBe(200);
      expect((await read(url, '10.3.0.1')).statusCode).toBe(200);
      const limited = await read(url, '10.3.0.1');
      expect(limited.statusCode, url).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await read(url, '10.3.0.2')).statusCode).toBe(200);
    }
  });

  it('counts unread submissions of the current site for the menu badge', async () => {
    const unread = await back('/intake/unread');
    const before = unread.body.result['cms/FeedbackList'];
    expect(before).toBeGreaterThan(0);
    await fresh({ kind: 'problem', content: '又一条反馈内容' });
    expect((await back('/intake/unread')).body.result['cms/FeedbackList']).toBe(before + 1);
    expect((await call(t, 'GET', `${API}/intake/unread`)).status).toBe(401);
  });
});
