import type { EntityDef } from '@yunzhan/common/entities/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityStores } from '../src/core/crud/stores.js';
import { dynamic } from '../src/db/index.js';
import type { NoticePush } from '../src/modules/announcement/bus.js';
import { DictService } from '../src/modules/dict/service.js';
import { MailLinks } from '../src/modules/forms/mail-links.js';
import { CHECK_MAIL, SubscriptionService } from '../src/modules/forms/subscription-service.js';
import { IntakeService } from '../src/modules/intake/service.js';
import type { OutgoingMessage } from '../src/modules/message/senders.js';
import type { PublicSite } from '../src/modules/public/sites.js';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';

/** 互动表单's special behaviour: every form's intake rules, the blacklist, double opt-in, pushes with retries. */
describe('public forms, blacklist, subscriptions and pushes', () => {
  let t: TestApp;
  let admin: string;
  const mails: OutgoingMessage[] = [];
  /** Addresses whose next mails fail (the push job must try again). */
  const failing = new Map<string, number>();
  let ipNo = 0;
  const post = (url: string, body: unknown, ip = `10.7.0.${++ipNo}`, type?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body as never,
      remoteAddress: ip,
      headers: { 'user-agent': 'FormsTest/1.0', ...(type ? { 'content-type': type } : {}) },
    });
  const submit = (form: string, body: unknown, ip?: string) => post(`/api/public/cn/intake/${form}`, body, ip);
  const back = (path: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET', body?: unknown) =>
    call(t, method, `${API}${path}`, { token: admin, body });
  const linkOf = (mail: OutgoingMessage | undefined) => /https?:\/\/\S+/.exec(mail?.content ?? '')?.[0] ?? '';
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

  const VALID: Record<string, Record<string, string>> = {
    registration: { name: '张三', phone: '13800138000', subject: '新品发布会', email: 'zs@example.cn' },
    proposal: { title: '关于售后服务', content: '建议延长保修期到三年以上', proposer: '李四', contact: '13900139000' },
    cooperation: {
      company: '星辰科技',
      contact: '王五',
      phone: '13700137000',
      kind: 'agent',
      message: '希望代理华南区',
    },
    suggestion: { kind: 'complaint', content: '客服电话总是占线', contact: 'c@example.cn' },
  };

  beforeAll(async () => {
    t = await createTestApp(
      { INTAKE_RATE_LIMIT: '1000' },
      {
        pushRetryMs: 50,
        messageSender: {
          async send(m) {
            const left = failing.get(m.receiver) ?? 0;
            if (left > 0) {
              failing.set(m.receiver, left - 1);
              throw new Error('SMTP 451 try later');
            }
            mails.push(m);
          },
        },
      },
    );
    admin = await login(t, 'admin');
    // The demo subscribers are not in these stories: the pushes below reach the addresses the tests subscribe.
    await dynamic(t.ctx.db).deleteFrom('cms_subscription').execute();
  });
  afterAll(() => t.close());

  it('takes each new form with its own validation messages, and counts it on its menu badge', async () => {
    const before = (await back('/intake/unread')).body.result;
    for (const [form, body] of Object.entries(VALID)) {
      const r = await submit(form, body);
      expect(r.statusCode, `${form}: ${r.body}`).toBe(200);
      expect(Object.keys(r.json().result)).toEqual(['id']);
    }
    const after = (await back('/intake/unread')).body.result;
    for (const page of ['RegistrationList', 'ProposalList', 'CooperationList', 'SuggestionList']) {
      expect(after[`cms/${page}`], page).toBe((before[`cms/${page}`] ?? 0) + 1);
    }
    const bad = async (form: string, body: unknown) => (await submit(form, body)).json().message;
    const doc = (await t.app.inject({ method: 'GET', url: '/api/public/openapi.json' })).json();
    for (const path of ['intake/registration', 'intake/suggestion', 'subscribe', 'subscribe/confirm']) {
      expect(doc.paths[`/api/public/{siteCode}/${path}`], path).toBeDefined();
    }
    expect(await bad('registration', { ...VALID.registration, phone: '12345' })).toBe('手机号：请输入正确的手机号码');
    expect(await bad('registration', { ...VALID.registration, subject: '' })).toBe('活动/产品不能为空');
    expect(await bad('proposal', { ...VALID.proposal, content: '太短了' })).toBe('提案内容至少10个字符');
    expect(await bad('cooperation', { ...VALID.cooperation, kind: 'spam' })).toBe('合作类型的值不在字典中');
    expect(await bad('cooperation', { ...VALID.cooperation, email: 'not-an-email' })).toBe(
      '电子邮件：请输入正确的电子邮件',
    );
    expect(await bad('suggestion', { ...VALID.suggestion, contact: 'x'.repeat(101) })).toBe('联系方式最多100个字符');
    const huge = await submit('suggestion', { ...VALID.suggestion, content: '长'.repeat(70_000) });
    expect(huge.statusCode).toBe(413);
  });

  it('keeps the inbox fields to the back office: status, handler, reply, internal notes, export', async () => {
    const sent = await submit('suggestion', { ...VALID.suggestion, status: 'done', notes: '伪造', handler: 'x' });
    const id = sent.json().result.id;
    const row = (await back(`/cms/suggestion/queryById?id=${id}`)).body.result;
    expect(row).toMatchObject({ status: 'pending', handler: null, notes: null, reply: null });
    const edit = await back('/cms/suggestion/edit', 'PUT', {
      id,
      status: 'done',
      handler: '客服小王',
      reply: '已安排专人回访',
      notes: '客户情绪激动，注意沟通',
      updateTime: row.updateTime,
    });
    expect(edit.body.success, JSON.stringify(edit.body)).toBe(true);
    // Processed without a handler named: the editor becomes the handler.
    const other = (await submit('suggestion', VALID.suggestion)).json().result.id;
    expect((await back('/cms/suggestion/edit', 'PUT', { id: other, status: 'closed' })).body.success).toBe(true);
    expect((await back(`/cms/suggestion/queryById?id=${other}`)).body.result.handler).toBe('系统管理员');
    const list = (await back('/cms/suggestion/list?status=done')).body.result.records;
    expect(list.map((r: { id: string }) => r.id)).toContain(id);
    const xls = await call(t, 'GET', `${API}/cms/suggestion/exportXls`, { token: admin });
    expect(xls.status).toBe(200);
    expect(String(xls.headers['content-type'])).toContain('spreadsheetml');
  });

  it('refuses submissions the blacklist blocks, by IP, phone, e-mail (domain) and keyword, until it expires', async () => {
    const entries = [
      { kind: 'ip', value: '10.66.0.9', reason: '刷单' },
      { kind: 'phone', value: '138-0013-8999' },
      { kind: 'email', value: '@spam.example' },
      { kind: 'keyword', value: '代开发票' },
      { kind: 'keyword', value: '过期词', until: '2020-01-01 00:00:00' },
    ];
    for (const e of entries) expect((await back('/cms/blacklist/add', 'POST', e)).body.success).toBe(true);
    const refused = async (form: string, body: unknown, ip?: string) => {
      const r = await submit(form, body, ip);
      return [r.statusCode, r.json().message];
    };
    const blocked = [403, '提交失败，您已被限制提交'];
    expect(await refused('suggestion', VALID.suggestion, '10.66.0.9')).toEqual(blocked);
    expect(await refused('registration', { ...VALID.registration, phone: '13800138999' })).toEqual(blocked);
    expect(await refused('suggestion', { ...VALID.suggestion, contact: 'Bob@SPAM.example' })).toEqual(blocked);
    expect(await refused('proposal', { ...VALID.proposal, content: '长期代开发票，价格优惠' })).toEqual(blocked);
    expect(await refused('feedback', { kind: 'other', content: '这是一个过期词测试' })).toEqual([200, '提交成功']);
    expect((await post('/api/public/cn/subscribe', { email: 'x@spam.example' })).statusCode).toBe(403);
    // Removing the entry lifts the block at once (the cache follows commits).
    expect((await submit('suggestion', VALID.suggestion, '10.66.0.9')).statusCode).toBe(403);
    const list = (await back('/cms/blacklist/list?kind=ip')).body.result.records;
    expect((await back(`/cms/blacklist/delete?id=${list[0].id}`, 'DELETE')).status).toBe(200);
    expect((await submit('suggestion', VALID.suggestion, '10.66.0.9')).statusCode).toBe(200);
  });

  it('subscribes with double opt-in: a mailed confirmation link, unguessable tokens, unsubscribe', async () => {
    const r = await post('/api/public/cn/subscribe', { email: 'Fan@Example.cn', topics: ['product'] });
    expect(r.json()).toMatchObject({ success: true, message: '请查收确认邮件，点击邮件中的链接完成订阅' });
    const mail = mails.at(-1);
    expect(mail).toMatchObject({ type: '2', receiver: 'fan@example.cn' });
    const link = linkOf(mail);
    expect(link).toMatch(/\/site\/cn\/subscribe\/confirm\?token=[0-9a-f]{32}\.[\w-]{32}$/);
    const row = (await back('/cms/subscription/list?email=fan@example.cn')).body.result.records[0];
    expect(row).toMatchObject({ status: 'pending' });
    expect(row.confirmToken).toBeUndefined();

    // A second request within minutes mails nothing more; a wrong or forged token changes nothing.
    await post('/api/public/cn/subscribe', { email: 'fan@example.cn' });
    expect(mails.filter((m) => m.receiver === 'fan@example.cn')).toHaveLength(1);
    const token = tokenOf(link);
    const forged = `${token.slice(0, 33)}${'A'.repeat(32)}`;
    expect((await post('/api/public/cn/subscribe/confirm', { token: forged })).json().message).toBe('链接无效或已过期');
    expect((await post('/api/public/en/subscribe/confirm', { token })).statusCode).toBe(400);
    // The page behind the link shows a button; the POST confirms.
    const page = await t.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('确认订阅');
    const done = await post(
      '/site/cn/subscribe/confirm',
      `token=${token}`,
      undefined,
      'application/x-www-form-urlencoded',
    );
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('订阅成功');
    expect((await post('/api/public/cn/subscribe/confirm', { token })).statusCode).toBe(400);
    expect((await back(`/cms/subscription/queryById?id=${row.id}`)).body.result.status).toBe('confirmed');
  });

  it('keeps one row when one address subscribes twice at the same moment, and answers both alike', async () => {
    const email = 'twice@example.cn';
    const rows = () =>
      t.ctx.db
        .selectFrom('cmsSubscription' as never)
        .select('id' as never)
        .where('email' as never, '=', email as never)
        .execute();
    const answers = await Promise.all([1, 2, 3].map(() => post('/api/public/cn/subscribe', { email })));
    for (const a of answers) expect(a.json(), a.body).toMatchObject({ success: true, message: CHECK_MAIL });
    expect(await rows()).toHaveLength(1);
    // The race itself: a service whose look-up never sees the row (as when two requests read before either
    // inserts) adds the address again. The database refuses the second row; the visitor gets the usual answer.
    const stores = new EntityStores(dynamic(t.ctx.db), t.ctx.dialect);
    const blind = {
      of: (e: EntityDef) => Object.assign(Object.create(stores.of(e)), { where: async () => [] }),
    } as unknown as EntityStores;
    const deps = { stores: blind, dicts: new DictService(t.ctx.db), db: t.ctx.db };
    const sent: OutgoingMessage[] = [];
    const links = new MailLinks('https://cms.example.cn', t.app.log);
    const racing = new SubscriptionService(
      deps,
      new IntakeService(deps, []),
      { send: async (m) => void sent.push(m) },
      links,
    );
    const cn = await t.ctx.db.selectFrom('sysSite').select('id').where('code', '=', 'cn').executeTakeFirstOrThrow();
    const site = { id: cn.id, code: 'cn', name: '中文官网' } as PublicSite;
    const visit = { ip: '10.7.9.9', userAgent: 'x' };
    await expect(racing.subscribe(site, { email }, visit)).resolves.toBeUndefined();
    expect(sent).toHaveLength(0);
    expect(await rows()).toHaveLength(1);
  });

  it('pushes to the site’s back-office users as a 站内消息: 消息中心 and the notice bell', async () => {
    const rung: NoticePush[] = [];
    const off = t.notices.subscribe((p) => rung.push(p));
    const type = await back('/cms/productType/add', 'POST', { name: '工业网关', code: 'gateway' });
    const product = await back('/cms/product/add', 'POST', {
      typeId: type.body.result,
      name: 'G2 网关',
      modelNo: 'G2',
    });
    expect((await back('/cms/product/publish', 'PUT', { ids: product.body.result })).body.success).toBe(true);
    const push = { module: 'product', contentId: product.body.result, channel: 'message' };
    const created = await back('/cms/pushRecord/add', 'POST', push);
    expect(created.body.success, JSON.stringify(created.body)).toBe(true);
    const id = created.body.result;
    await t.pushJob.kick();
    await t.pushJob.kick();
    const record = (await back(`/cms/pushRecord/queryById?id=${id}`)).body.result;
    const deliveries = (await back(`/cms/pushRecord/delivery/list?pushId=${id}&pageSize=100`)).body.result.records;
    expect(deliveries.map((d: Record<string, unknown>) => d.recipient)).toContain('admin');
    expect(record).toMatchObject({ status: 'done', sentCount: deliveries.length, failedCount: 0 });
    const bell = (await back('/sys/annountCement/listByUser')).body.result;
    expect(bell.sysMsgList).toContainEqual(expect.objectContaining({ titile: 'G2 网关', sender: 'system' }));
    const user = await t.ctx.db
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(rung).toContainEqual({
      userIds: expect.arrayContaining([user.id]),
      message: expect.objectContaining({ cmd: 'user', msgTxt: 'G2 网关' }),
    });
    // One message per push, however often the job runs.
    const posted = await t.ctx.db.selectFrom('sysAnnouncement').select('id').where('busId', '=', id).execute();
    expect(posted).toHaveLength(1);
    off();
  });

  it('pushes a published product to confirmed subscribers only, retrying failed ones with backoff', async () => {
    for (const email of ['pending@example.cn', 'slow@example.cn', 'news-only@example.cn']) {
      await post('/api/public/cn/subscribe', { email, topics: email.startsWith('news') ? 'news' : '' });
    }
    for (const email of ['slow@example.cn', 'news-only@example.cn']) {
      const link = linkOf(mails.filter((m) => m.receiver === email).at(-1));
      expect((await post('/api/public/cn/subscribe/confirm', { token: tokenOf(link) })).statusCode).toBe(200);
    }
    failing.set('slow@example.cn', 2);
    const type = await back('/cms/productType/add', 'POST', { name: '智能终端', code: 'terminal' });
    const product = await back('/cms/product/add', 'POST', {
      typeId: type.body.result,
      name: 'Y1 智能终端',
      modelNo: 'Y1',
    });
    const productId = product.body.result;
    const push = { module: 'product', contentId: productId, channel: 'email' };
    expect((await back('/cms/pushRecord/add', 'POST', push)).body.message).toBe('推送内容不存在或未发布');
    expect((await back('/cms/product/publish', 'PUT', { ids: productId })).body.success).toBe(true);
    const picker = await back('/cms/pushRecord/contents?module=product');
    expect(picker.body.result).toContainEqual({ id: productId, title: 'Y1 智能终端' });
    // Links start from the site's 域名 (seeded), never from an address the request names.
    const created = await back('/cms/pushRecord/add', 'POST', { ...push, linkBase: 'http://evil.example' });
    expect(created.body.success, JSON.stringify(created.body)).toBe(true);
    const id = created.body.result;

    let record: Record<string, unknown> = {};
    for (let i = 0; i < 100 && record.status !== 'done'; i++) {
      await t.pushJob.kick();
      record = (await back(`/cms/pushRecord/queryById?id=${id}`)).body.result;
      if (record.status !== 'done') await new Promise((r) => setTimeout(r, 30));
    }
    expect(record).toMatchObject({ status: 'done', sentCount: 2, failedCount: 0, title: 'Y1 智能终端', attempts: 3 });
    const deliveries = (await back(`/cms/pushRecord/delivery/list?pushId=${id}`)).body.result.records;
    const byRecipient = Object.fromEntries(deliveries.map((d: Record<string, unknown>) => [d.recipient, d]));
    expect(Object.keys(byRecipient).sort()).toEqual(['fan@example.cn', 'slow@example.cn']);
    expect(byRecipient['slow@example.cn']).toMatchObject({ status: 'sent', attempts: 3 });
    const pushed = mails.find((m) => m.receiver === 'fan@example.cn' && m.title === 'Y1 智能终端');
    expect(pushed?.content).toContain(`https://www.example.com.cn/site/cn/product/${productId}`);
    const unsubscribe = /退订：(\S+)/.exec(pushed?.content ?? '')?.[1] ?? '';
    expect(unsubscribe).toMatch(/^https:\/\/www\.example\.com\.cn\/site\/cn\/subscribe\/unsubscribe\?token=/);
    expect((await post('/api/public/cn/subscribe/unsubscribe', { token: tokenOf(unsubscribe) })).statusCode).toBe(200);
    // A push deleted takes its recipients along.
    expect((await back(`/cms/pushRecord/delete?id=${id}`, 'DELETE')).body.success).toBe(true);
    expect((await back(`/cms/pushRecord/delivery/list?pushId=${id}`)).body.result.total).toBe(0);
  });

  it('refuses webhook targets on private or loopback addresses', async () => {
    const product = (await back('/cms/product/list')).body.result.records[0];
    for (const target of [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'http://10.0.0.5/',
      'http://[::1]/',
      'ftp://x.cn/',
    ]) {
      const r = await back('/cms/pushRecord/add', 'POST', {
        module: 'product',
        contentId: product.id,
        channel: 'webhook',
        target,
      });
      expect(r.body.success, target).toBe(false);
    }
    const none = await back('/cms/pushRecord/add', 'POST', {
      module: 'product',
      contentId: product.id,
      channel: 'webhook',
    });
    expect(none.body.message).toBe('请填写Webhook地址');
  });

  it('renders the site forms and stores a script tag as text', async () => {
    for (const form of ['contact', 'feedback', 'registration', 'cooperation', 'suggestion', 'proposal']) {
      const page = await t.app.inject({ method: 'GET', url: `/site/cn/form/${form}` });
      expect(page.statusCode, form).toBe(200);
      expect(page.body).toContain(`action="/site/cn/form/${form}"`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/site/cn/subscribe' })).body).toContain('name="email"');
    const script = '<script>alert(1)</script>页面打不开';
    const form = `kind=problem&content=${encodeURIComponent(script)}&contact=a%40b.cn`;
    const sent = await post('/site/cn/form/feedback', form, undefined, 'application/x-www-form-urlencoded');
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('提交成功');
    const bad = await post(
      '/site/cn/form/feedback',
      'kind=problem&content=',
      undefined,
      'application/x-www-form-urlencoded',
    );
    expect(bad.statusCode).toBe(400);
    // The site's own message, by the field.
    expect(bad.body).toContain('<span class="field-error" id="e-f-content">请填写反馈内容</span>');
    expect(bad.body).not.toContain('<script>alert');
    const rows = (await back('/cms/feedback/list?pageSize=50')).body.result.records;
    expect(rows.some((r: { content: string }) => r.content === script)).toBe(true);
  });
});
