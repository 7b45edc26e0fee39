import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRuleId } from '../src/db/seed/ids.js';
import { call, createTestApp, createUser, login, type TestApp } from './helpers.js';
import { ruleRole, ruleUser } from './rule-roles.js';

/**
 * Issue 24 item 4: 通讯录 (`GET /sys/user/queryByOrgCodeForAddressList`): enabled users of a department and its
 * sub-departments, searched by name and work number, one row per user with the department names joined; phone
 * and e-mail only for callers who may list users (docs/security/user-data.md).
 */
describe('address book', () => {
  let t: TestApp;
  let admin: string;
  const newId = async () => (await import('../src/core/time.js')).newId();
  const URL = '/sys/user/queryByOrgCodeForAddressList';

  async function depart(name: string, orgCode: string, parentId: string | null) {
    const id = await newId();
    await t.ctx.db
      .insertInto('sysDepart')
      .values({ id, parentId, departName: name, orgCode, departOrder: 1, delFlag: '0' } as never)
      .execute();
    return id;
  }

  async function member(username: string, realname: string, departs: string[], more: Record<string, unknown> = {}) {
    const id = await createUser(t, { username });
    const first = await t.ctx.db
      .selectFrom('sysDepart')
      .select('orgCode')
      .where('id', '=', departs[0])
      .executeTakeFirst();
    await t.ctx.db
      .updateTable('sysUser')
      .set({ realname, workNo: `W-${username}`, email: `${username}@example.com`, orgCode: first?.orgCode, ...more })
      .where('id', '=', id)
      .execute();
    for (const depId of departs)
      await t.ctx.db
        .insertInto('sysUserDepart')
        .values({ id: await newId(), userId: id, depId })
        .execute();
    return id;
  }

  const book = async (token: string, query = '') => {
    const r = await call(t, 'GET', `${URL}?pageSize=50${query}`, { token });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    return r.body.result as { total: number; records: Record<string, unknown>[] };
  };
  const names = (page: { records: Record<string, unknown>[] }) => page.records.map((r) => r.realname).sort();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    await t.ctx.db
      .insertInto('sysPosition')
      .values({ id: await newId(), code: 'ab_lead', name: '通讯录组长' } as never)
      .execute();
    const top = await depart('通讯录总部', 'Z01', null);
    const sub = await depart('通讯录分部', 'Z01A01', top);
    const other = await depart('通讯录他部', 'Z02', null);
    await member('ab_top', '甲通讯', [top], { phone: '13800000001', telephone: '0755-1234567', post: 'ab_lead' });
    await member('ab_sub', '乙通讯', [sub]);
    await member('ab_both', '丙通讯', [sub, other]);
    await member('ab_other', '丁通讯', [other]);
    await member('ab_frozen', '戊通讯', [top], { status: 2 });
    await member('ab_deleted', '己通讯', [top], { delFlag: 1 });
  });
  afterAll(() => t.close());

  it('lists a department with its sub-departments, without frozen or deleted users', async () => {
    expect(names(await book(admin, '&orgCode=Z01'))).toEqual(['丙通讯', '乙通讯', '甲通讯']);
    expect(names(await book(admin, '&orgCode=Z01A01'))).toEqual(['丙通讯', '乙通讯']);
    expect(names(await book(admin, '&orgCode=Z02'))).toEqual(['丁通讯', '丙通讯']);
    const all = await book(admin, '&realname=通讯');
    expect(names(all)).toEqual(['丁通讯', '丙通讯', '乙通讯', '甲通讯']);
    expect(all.total).toBe(4);
  });

  it('joins the department names and maps the position', async () => {
    const rows = (await book(admin, '&orgCode=Z01')).records;
    const both = rows.find((r) => r.realname === '丙通讯');
    expect(both).toMatchObject({ departName: '通讯录分部 | 通讯录他部', workNo: 'W-ab_both' });
    expect(String(both?.departId).split(',')).toHaveLength(2);
    const top = rows.find((r) => r.realname === '甲通讯');
    expect(top).toMatchObject({ departName: '通讯录总部', post: 'ab_lead', post_dictText: '通讯录组长' });
    expect(top?.userId).toBe(top?.id);
    expect(top).not.toHaveProperty('password');
    expect(top).not.toHaveProperty('salt');
  });

  it('searches by name and by work number, and pages', async () => {
    expect(names(await book(admin, `&orgCode=Z01&realname=${encodeURIComponent('乙')}`))).toEqual(['乙通讯']);
    expect(names(await book(admin, '&workNo=W-ab_ot'))).toEqual(['丁通讯']);
    const first = (await call(t, 'GET', `${URL}?orgCode=Z01&pageNo=1&pageSize=2`, { token: admin })).body.result;
    expect(first).toMatchObject({ total: 3, size: 2, current: 1 });
    expect(first.records).toHaveLength(2);
    expect(names(await book(admin, '&orgCode=Z99'))).toEqual([]);
  });

  it('shows phone and e-mail only to callers who may list users', async () => {
    const top = (await book(admin, '&orgCode=Z01')).records.find((r) => r.realname === '甲通讯');
    expect(top).toMatchObject({ phone: '13800000001', telephone: '0755-1234567', email: 'ab_top@example.com' });

    await ruleRole(t, 'ab_reader', { 'system:addressList': null }, ['system:addressList:list']);
    const reader = await ruleUser(t, 'ab_reader', ['ab_reader']);
    const seen = (await book(reader.token, '&orgCode=Z01')).records.find((r) => r.realname === '甲通讯');
    expect(seen).toMatchObject({ realname: '甲通讯', workNo: 'W-ab_top', departName: '通讯录总部' });
    for (const key of ['phone', 'telephone', 'email']) expect(seen).not.toHaveProperty(key);

    await ruleRole(t, 'ab_admin', { 'system:addressList': null, 'system:user': null }, [
      'system:addressList:list',
      'system:user:list',
    ]);
    const lister = await ruleUser(t, 'ab_lister', ['ab_admin']);
    const full = (await book(lister.token, '&orgCode=Z01')).records.find((r) => r.realname === '甲通讯');
    expect(full).toMatchObject({ phone: '13800000001', email: 'ab_top@example.com' });
  });

  it('holds to the data rules of the caller on 用户管理', async () => {
    const own = dataRuleId('/system/user', 'own-depart');
    await ruleRole(t, 'ab_held', { 'system:addressList': null, 'system:user': own }, ['system:addressList:list']);
    const held = await ruleUser(t, 'ab_held', ['ab_held'], 'Z01A01');
    expect(names(await book(held.token, '&orgCode=Z01'))).toEqual(['丙通讯', '乙通讯']);
    // 丙 works in both departments; its current department (Z01A01) is inside the rule, 丁's (Z02) is not.
    expect(names(await book(held.token, '&orgCode=Z02'))).toEqual(['丙通讯']);
  });

  it('needs the address book permission, and refuses over-long input', async () => {
    await ruleRole(t, 'ab_none', { 'system:position': null }, ['system:position:list']);
    const nobody = await ruleUser(t, 'ab_nobody', ['ab_none']);
    const r = await call(t, 'GET', URL, { token: nobody.token });
    expect(r.body.success).toBe(false);
    expect(r.status).toBe(403);
    expect((await call(t, 'GET', URL)).status).toBe(401);
    const long = await call(t, 'GET', `${URL}?realname=${'x'.repeat(101)}`, { token: admin });
    expect(long.body).toMatchObject({ success: false, message: '查询条件过长' });
  });
});
