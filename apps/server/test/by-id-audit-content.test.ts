import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamic } from '../src/db/index.js';
import { dataRuleId, departId, siteId, stableId } from '../src/db/seed/ids.js';
import { API, call, createTestApp, createUser, login, type TestApp } from './helpers.js';
import { asMissing, dataRule, MISSING_ID, ruleRole, ruleUser, same } from './rule-roles.js';

/**
 * Issue 21 item 1 on content and look-ups named by id: a draft's preview, a product type's schema, a category's
 * parent, a push's recipients, a signed-in session and the unread badges hold the caller's data rules (each role
 * sees only the rows its user created unless said otherwise).
 */
describe('content and look-ups named by id hold the data rules', () => {
  let t: TestApp;
  let admin: string;
  const tokens: Record<string, string> = {};
  const cn = siteId('cn');
  const own = (prefix: string) => dataRule(t, prefix, 'createBy', '=', '#{sys_user_code}');
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token: string, body?: unknown) =>
    call(t, method, `${API}${path}`, { token, body });
  const newId = async () => (await import('../src/core/time.js')).newId();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    const roles: [string, Record<string, string | null>, string[]][] = [
      ['own_ads', { 'cms:ad': await own('cms:ad') }, ['cms:ad:list', 'cms:ad:add']],
      ['own_types', { 'cms:productType': await own('cms:productType'), 'cms:product': null }, ['cms:product:list']],
      [
        'own_categories',
        { 'system:category': await own('system:category') },
        ['system:category:list', 'system:category:add'],
      ],
      ['own_pushes', { 'cms:pushRecord': await own('cms:pushRecord') }, ['cms:pushRecord:list']],
      ['own_feedback', { 'cms:feedback': await own('cms:feedback') }, ['cms:feedback:list']],
      [
        'rd_online',
        { 'system:user': dataRuleId('/system/user', 'own-depart'), 'system:online': null },
        ['system:user:list', 'system:online:list', 'system:online:forceLogout'],
      ],
      [
        'all_online',
        { 'system:user': null, 'system:online': null },
        ['system:online:list', 'system:online:forceLogout'],
      ],
    ];
    for (const [code, menus, buttons] of roles) {
      await ruleRole(t, code, menus, buttons);
      tokens[code] = (await ruleUser(t, `audit_${code}`, [code], code === 'rd_online' ? 'A01A01' : null)).token;
    }
  });
  afterAll(() => t.close());

  it('previews no draft outside its rules', async () => {
    const added = await api('POST', '/cms/ad/add', admin, { title: '别人的草稿', position: 'home_banner' });
    expect(added.body.success, JSON.stringify(added.body)).toBe(true);
    const outside = await asMissing((id) => api('GET', `/cms/ad/preview?id=${id}`, tokens.own_ads), added.body.result);
    expect(outside.status).toBe(404);
  });

  it('reads no product type schema outside its rules', async () => {
    const laptop = stableId('productType:cn:laptop');
    await asMissing((id) => api('GET', `/cms/product/typeSchema?typeId=${id}`, tokens.own_types), laptop);
  });

  it('adds no category under a parent outside its rules', async () => {
    const parent = await api('POST', '/sys/category/add', admin, { name: '别人的分类' });
    expect(parent.body.success, JSON.stringify(parent.body)).toBe(true);
    await asMissing(
      (pid) => api('POST', '/sys/category/add', tokens.own_categories, { name: '子分类', pid }),
      parent.body.result,
    );
    const children = await t.ctx.db
      .selectFrom('sysCategory')
      .select('id')
      .where('pid', '=', parent.body.result)
      .execute();
    expect(children).toEqual([]);
  });

  it('answers a category of the dictionary with its name and place only', async () => {
    const one = await api('GET', '/sys/category/loadOne?field=code&val=A01', tokens.own_categories);
    expect(one.body.result).toMatchObject({ code: 'A01', isLeaf: false });
    for (const audit of ['createBy', 'createTime', 'updateBy', 'updateTime', 'sysOrgCode']) {
      expect(one.body.result).not.toHaveProperty(audit);
    }
  });

  it('shows no recipient of a push outside its rules', async () => {
    const push = await newId();
    const delivery = await newId();
    const db = dynamic(t.ctx.db);
    const audit = { siteId: cn, createTime: '2026-01-01 00:00:00' };
    await db
      .insertInto('cmsPushRecord')
      .values({
        id: push,
        module: 'news',
        contentId: 'x',
        title: '别人的推送',
        channel: 'email',
        status: 'done',
        createBy: 'admin',
        ...audit,
      })
      .execute();
    // A recipient row its user wrote (its own data rule alone would show it), of a push it cannot see.
    await db
      .insertInto('cmsPushDelivery')
      .values({
        id: delivery,
        pushId: push,
        recipient: 'someone@example.com',
        status: 'sent',
        attempts: 1,
        createBy: 'audit_own_pushes',
        ...audit,
      })
      .execute();
    const list = await api('GET', `/cms/pushRecord/delivery/list?pushId=${push}`, tokens.own_pushes);
    expect(list.body.result.records).toEqual([]);
    await asMissing((id) => api('GET', `/cms/pushRecord/delivery/queryById?id=${id}`, tokens.own_pushes), delivery);
  });

  it('counts no unread submission outside its rules', async () => {
    await dynamic(t.ctx.db)
      .insertInto('cmsFeedback')
      .values({
        id: await newId(),
        kind: 'other',
        content: '别人看得到的反馈',
        status: 'pending',
        createBy: 'public',
        siteId: cn,
      })
      .execute();
    const count = async (token: string) =>
      (await api('GET', '/intake/unread', token)).body.result['cms/FeedbackList'] ?? 0;
    expect(await count(admin)).toBeGreaterThan(0);
    expect(await count(tokens.own_feedback)).toBe(0);
  });

  describe('在线用户', () => {
    let brandSid: string;
    let adminSid: string;

    beforeAll(async () => {
      const brand = await createUser(t, { username: 'brand_online', roleCodes: ['editor'] });
      await t.ctx.db.updateTable('sysUser').set({ orgCode: 'A01A02A01' }).where('id', '=', brand).execute();
      await t.ctx.db
        .insertInto('sysUserDepart')
        .values({ id: await newId(), userId: brand, depId: departId('A01A02A01') })
        .execute();
      await login(t, 'brand_online');
      const all = (await api('GET', '/sys/online/list?pageSize=200', admin)).body.result.records as {
        token: string;
        username: string;
      }[];
      brandSid = all.find((r) => r.username === 'brand_online')?.token as string;
      adminSid = all.find((r) => r.username === 'admin')?.token as string;
      expect(brandSid && adminSid).toBeTruthy();
    });

    it('lists no session of a user outside its rules', async () => {
      const names = (await api('GET', '/sys/online/list?pageSize=200', tokens.rd_online)).body.result.records.map(
        (r: { username: string }) => r.username,
      );
      expect(names).toContain('audit_rd_online');
      expect(names).not.toContain('brand_online');
      expect(names).not.toContain('admin');
    });

    it('ends no session of a user outside its rules, nor of admin', async () => {
      const out = (token: string) => api('POST', '/sys/online/forceLogout', tokens.rd_online, { token });
      for (const sid of [brandSid, adminSid]) {
        const [outside, missing] = [await out(sid), await out(MISSING_ID)];
        expect(same(outside.body)).toEqual(same(missing.body));
      }
      const protectedAdmin = await api('POST', '/sys/online/forceLogout', tokens.all_online, { token: adminSid });
      expect(protectedAdmin.body).toMatchObject({ success: false, message: '不能修改超级管理员账号' });
      expect((await api('GET', '/sys/online/list?pageSize=200', admin)).body.success).toBe(true);
      const left = await t.ctx.db
        .selectFrom('sysSession')
        .select('id')
        .where('id', 'in', [brandSid, adminSid])
        .execute();
      expect(left).toHaveLength(2);
    });
  });
});
