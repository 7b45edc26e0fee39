// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the templates' own ${name} placeholders, not JavaScript ones
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dynamic } from '../src/db/index.js';
import { siteId } from '../src/db/seed/ids.js';
import type { OutgoingMessage } from '../src/modules/message/senders.js';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';

/**
 * Issue 21, items 6, 7a and 7b: links in e-mails come from configuration (never from the request's Host), outgoing
 * messages escape what is not sanitised rich text, webhooks reach only global unicast addresses.
 */

const NO_LINKS = '站点未配置访问地址，暂时无法订阅，请联系网站管理员';
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil2.example', 'x-forwarded-proto': 'http' };

const until = async <T>(probe: () => T | undefined | Promise<T | undefined>, ms = 5000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** A test app whose mails are kept (and whose listed addresses fail once). */
async function mailingApp(env: Record<string, string> = {}) {
  const mails: OutgoingMessage[] = [];
  const failOnce = new Set<string>();
  const t = await createTestApp(
    { INTAKE_RATE_LIMIT: '1000', ...env },
    {
      messageSender: {
        async send(m) {
          if (failOnce.delete(m.receiver)) throw new Error('SMTP 451 try later');
          mails.push(m);
        },
      },
    },
  );
  return { t, mails, failOnce };
}

let ipNo = 0;
const subscribe = (t: TestApp, site: string, email: string, headers: Record<string, string> = FORGED) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/${site}/subscribe`,
    payload: { email },
    remoteAddress: `10.21.0.${++ipNo}`,
    headers,
  });
const linkOf = (mail: OutgoingMessage | undefined) => /https?:\/\/\S+/.exec(mail?.content ?? '')?.[0] ?? '';

describe('links in e-mails come from configuration, never from the request (item 6)', () => {
  let t: TestApp;
  let mails: OutgoingMessage[];
  let admin: string;
  const back = (path: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET', body?: unknown) =>
    call(t, method, `${API}${path}`, { token: admin, body });
  const setDomain = async (code: 'cn' | 'en', domain: string) =>
    expect((await back('/cms/site/edit', 'PUT', { id: siteId(code), domain })).body.success).toBe(true);

  beforeAll(async () => {
    ({ t, mails } = await mailingApp());
    admin = await login(t, 'admin');
    await back('/sys/selectDepart', 'POST', { siteId: siteId('cn') });
  });
  afterAll(() => t.close());

  it('refuses a subscription when neither PUBLIC_URL nor the site’s domain is set: no row, no mail, a log line', async () => {
    await setDomain('en', '');
    const logged = vi.spyOn(t.app.log, 'error');
    const r = await subscribe(t, 'en', 'nolink@example.cn');
    expect(r.statusCode).toBe(503);
    expect(r.json()).toMatchObject({ success: false, message: NO_LINKS });
    const form = await t.app.inject({
      method: 'POST',
      url: '/site/en/subscribe',
      payload: 'email=nolink2%40example.cn',
      remoteAddress: '10.21.1.1',
      headers: { ...FORGED, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(503);
    // The English site's page says it in English.
    expect(form.body).toContain('The service is unavailable: please try again later.');
    expect(mails.filter((m) => m.receiver.startsWith('nolink'))).toEqual([]);
    const rows = await dynamic(t.ctx.db)
      .selectFrom('cms_subscription')
      .select('id')
      .where('email', 'like', 'nolink%')
      .execute();
    expect(rows).toEqual([]);
    const lines = logged.mock.calls.map((c) => JSON.stringify(c));
    expect(lines.some((l) => l.includes('PUBLIC_URL') && l.includes('"en"') && l.includes('站点信息'))).toBe(true);
    logged.mockRestore();
    // 站点信息 tells the administrator which site lacks the setting.
    const state = await back('/cms/site/mailLinks');
    expect(state.body.result).toEqual({ publicUrl: false, sitesWithoutLinks: [{ code: 'en', name: 'English site' }] });
    await setDomain('en', 'www.example.com');
    expect((await back('/cms/site/mailLinks')).body.result.sitesWithoutLinks).toEqual([]);
  });

  it('builds the links from the site’s domain whatever Host and X-Forwarded-Host say', async () => {
    await setDomain('cn', 'news.example.cn, www.example.cn');
    const r = await subscribe(t, 'cn', 'domain@example.cn');
    expect(r.json()).toMatchObject({ success: true });
    const link = linkOf(mails.find((m) => m.receiver === 'domain@example.cn'));
    expect(link).toMatch(/^https:\/\/news\.example\.cn\/site\/cn\/subscribe\/confirm\?token=/);
    expect(JSON.stringify(mails)).not.toContain('evil');
  });

  it('builds the links of pushes from configuration, never from the request body', async () => {
    const type = await back('/cms/productType/add', 'POST', { name: '链接测试', code: 'links' });
    const product = await back('/cms/product/add', 'POST', { typeId: type.body.result, name: 'L1', modelNo: 'L1' });
    const id = product.body.result;
    expect((await back('/cms/product/publish', 'PUT', { ids: id })).body.success).toBe(true);
    const push = { module: 'product', contentId: id, channel: 'message', linkBase: 'http://evil.example' };
    const created = await back('/cms/pushRecord/add', 'POST', push);
    expect(created.body.success, JSON.stringify(created.body)).toBe(true);
    const record = (await back(`/cms/pushRecord/queryById?id=${created.body.result}`)).body.result;
    expect(record.content).toContain(`https://news.example.cn/site/cn/product/${id}`);
    expect(record.content).not.toContain('evil');
    await setDomain('cn', '');
    const refused = await back('/cms/pushRecord/add', 'POST', push);
    expect(refused.body).toMatchObject({ success: false });
    expect(refused.body.message).toContain('站点信息');
    await setDomain('cn', 'www.example.com.cn');
  });
});

describe('PUBLIC_URL (item 6)', () => {
  let t: TestApp;
  let mails: OutgoingMessage[];
  beforeAll(async () => {
    ({ t, mails } = await mailingApp({ PUBLIC_URL: 'https://cms.example.org/' }));
    const admin = await login(t, 'admin');
    await call(t, 'PUT', `${API}/cms/site/edit`, { token: admin, body: { id: siteId('en'), domain: '' } });
  });
  afterAll(() => t.close());

  it('wins over the site’s domain and the request’s Host; no site misses its links', async () => {
    expect((await subscribe(t, 'cn', 'p1@example.cn')).json()).toMatchObject({ success: true });
    expect((await subscribe(t, 'en', 'p2@example.cn')).json()).toMatchObject({ success: true });
    const links = ['p1', 'p2'].map((p) => linkOf(mails.find((m) => m.receiver === `${p}@example.cn`)));
    expect(links[0]).toMatch(/^https:\/\/cms\.example\.org\/site\/cn\/subscribe\/confirm\?token=/);
    expect(links[1]).toMatch(/^https:\/\/cms\.example\.org\/site\/en\/subscribe\/confirm\?token=/);
    const admin = await login(t, 'admin');
    const state = await call(t, 'GET', `${API}/cms/site/mailLinks`, { token: admin });
    expect(state.body.result).toEqual({ publicUrl: true, sitesWithoutLinks: [] });
  });
});

describe('outgoing messages escape what is not sanitised rich text (item 7a)', () => {
  let t: TestApp;
  let mails: OutgoingMessage[];
  let failOnce: Set<string>;
  let admin: string;
  const back = (path: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET', body?: unknown) =>
    call(t, method, `${API}${path}`, { token: admin, body });
  const A = '/sys/annountCement';

  beforeAll(async () => {
    ({ t, mails, failOnce } = await mailingApp());
    admin = await login(t, 'admin');
  });
  afterAll(() => t.close());

  it('stores announcement titles and abstracts as plain text: markup is refused, nothing stored', async () => {
    const count = async () => (await back(`${A}/list`)).body.result.total;
    const before = await count();
    const base = { msgCategory: '1', msgType: 'ALL' };
    const title = await back(`${A}/add`, 'POST', { ...base, titile: '<b>新品</b>上市' });
    expect(title.body).toMatchObject({ success: false, message: '标题不能包含HTML标签' });
    const abstract = await back(`${A}/add`, 'POST', { ...base, titile: '通知', msgAbstract: '<img src=x onerror=1>' });
    expect(abstract.body).toMatchObject({ success: false, message: '摘要不能包含HTML标签' });
    expect(await count()).toBe(before);
    // A lone angle bracket is text.
    const plain = await back(`${A}/add`, 'POST', { ...base, titile: '价格<100元 & 包邮' });
    expect(plain.body.success).toBe(true);
    expect((await back(`${A}/queryById?id=${plain.body.result}`)).body.result.titile).toBe('价格<100元 & 包邮');
  });

  it('mails an announcement whose title and abstract hold markup (stored before) with them escaped', async () => {
    const me = await t.ctx.db
      .selectFrom('sysUser')
      .select(['id', 'email'])
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const { newId } = await import('../src/core/time.js');
    const id = newId();
    await t.ctx.db
      .insertInto('sysAnnouncement')
      .values({
        id,
        tenantId: 1,
        titile: '<script>alert(1)</script>旧通告',
        msgAbstract: '<a href="http://evil.example">领奖</a>',
        msgCategory: '1',
        msgType: 'USER',
        userIds: `${me.id},`,
        priority: 'L',
        sendStatus: '0',
        delFlag: 0,
        createBy: 'admin',
        createTime: '2026-01-01 00:00:00',
      })
      .execute();
    // Still readable as it was written.
    expect((await back(`${A}/queryById?id=${id}`)).body.result.titile).toBe('<script>alert(1)</script>旧通告');
    expect((await back(`${A}/doReleaseData?id=${id}&sendMail=true`)).body.success).toBe(true);
    const mail = await until(() => mails.find((m) => m.receiver === me.email && m.title.includes('旧通告')));
    expect(mail.title).toBe('<script>alert(1)</script>旧通告');
    expect(mail.html).toBe(true);
    expect(mail.content).not.toMatch(/<a\b|<script/i);
    expect(mail.content).toContain('&lt;a href=');
  });

  it('escapes the values of a message template in its e-mail, on sending and on 重发', async () => {
    const T = '/sys/message/sysMessageTemplate';
    const template = {
      templateCode: 'notice_mail',
      templateName: '通知${name}',
      templateType: '2',
      templateContent: '<p>您好 ${name}</p>\n<p>${note}</p>',
    };
    expect((await back(`${T}/add`, 'POST', template)).body.success).toBe(true);
    const testData = JSON.stringify({
      name: '<script>alert(1)</script>',
      note: '<a href="http://evil.example">领奖</a>',
    });
    failOnce.add('tpl@example.cn');
    const first = await back(`${T}/sendMsg`, 'POST', {
      templateCode: 'notice_mail',
      receiver: 'tpl@example.cn',
      testData,
    });
    expect(first.body.result).toMatchObject({ sent: false, failure: 'SMTP 451 try later' });
    const row = (await back('/sys/message/sysMessage/list?esReceiver=tpl@example.cn')).body.result.records[0];
    expect((await back(`/sys/message/sysMessage/resend?id=${row.id}`)).body.success).toBe(true);
    const mail = mails.find((m) => m.receiver === 'tpl@example.cn');
    expect(mail?.html).toBe(true);
    expect(mail?.content).not.toMatch(/<a\b|<script/i);
    expect(mail?.content).toContain('<p>您好 &lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(mail?.content).toContain('&lt;a href=');
    // A plain-text template keeps its lines.
    const text = { ...template, templateCode: 'text_mail', templateContent: '${name}\n再见' };
    expect((await back(`${T}/add`, 'POST', text)).body.success).toBe(true);
    await back(`${T}/sendMsg`, 'POST', { templateCode: 'text_mail', receiver: 'txt@example.cn', testData });
    const plain = mails.find((m) => m.receiver === 'txt@example.cn');
    expect(plain).toMatchObject({ html: true, content: '&lt;script&gt;alert(1)&lt;/script&gt;<br />再见' });
  });

  it('posts a 站内消息 push of a title with markup as text', async () => {
    await back('/sys/selectDepart', 'POST', { siteId: siteId('cn') });
    const type = await back('/cms/productType/add', 'POST', { name: '转义测试', code: 'escape' });
    const name = '<img src=x onerror=alert(1)>Y3';
    const product = await back('/cms/product/add', 'POST', { typeId: type.body.result, name, modelNo: 'Y3' });
    expect((await back('/cms/product/publish', 'PUT', { ids: product.body.result })).body.success).toBe(true);
    const push = { module: 'product', contentId: product.body.result, channel: 'message' };
    const created = await back('/cms/pushRecord/add', 'POST', push);
    expect(created.body.success, JSON.stringify(created.body)).toBe(true);
    await t.pushJob.kick();
    const row = await until(() =>
      t.ctx.db
        .selectFrom('sysAnnouncement')
        .select(['titile', 'msgContent'])
        .where('busId', '=', String(created.body.result))
        .executeTakeFirst(),
    );
    expect(row.titile).toBe(name);
    expect(row.msgContent).not.toContain('<img');
    expect(row.msgContent).toContain('&lt;img src=x onerror=alert(1)&gt;Y3');
  });
});

describe('webhook targets are global unicast after unwrapping embedded IPv4 (item 7b)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
  });
  afterAll(() => t.close());

  it('refuses every IPv6 form that embeds a loopback or private IPv4, and other non-global ones, at creation', async () => {
    const back = (path: string, method: 'GET' | 'POST' | 'PUT' = 'GET', body?: unknown) =>
      call(t, method, `${API}${path}`, { token: admin, body });
    const type = await back('/cms/productType/add', 'POST', { name: '钩子', code: 'hook' });
    const product = await back('/cms/product/add', 'POST', { typeId: type.body.result, name: 'H1', modelNo: 'H1' });
    expect((await back('/cms/product/publish', 'PUT', { ids: product.body.result })).body.success).toBe(true);
    const before = (await back('/cms/pushRecord/list')).body.result.total;
    for (const target of [
      'http://[::127.0.0.1]/',
      'http://[64:ff9b::7f00:1]/',
      'http://[2002:7f00:1::]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:0:a00:1]/',
      'http://[64:ff9b::a9fe:a9fe]/',
      'http://[64:ff9b:1::a00:1]/',
      'http://[2002:c0a8:101::1]/',
      'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/',
      'http://[2001:db8::1]/',
      'http://[fec0::1]/',
      'http://[100::1]/',
      'http://[::]/',
      'http://0x7f.1/',
      'http://[::ffff:100.64.0.1]/',
    ]) {
      const r = await back('/cms/pushRecord/add', 'POST', {
        module: 'product',
        contentId: product.body.result,
        channel: 'webhook',
        target,
      });
      expect(r.body, target).toMatchObject({ success: false, message: 'Webhook地址不能指向内网或本机地址' });
    }
    expect((await back('/cms/pushRecord/list')).body.result.total).toBe(before);
  });
});
