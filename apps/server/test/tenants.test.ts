import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleId } from '../src/db/seed/ids.js';
import { API, call, createTestApp, login, PASSWORD, type TestApp } from './helpers.js';

/**
 * Tenants isolate (issue 24): a second tenant with its own role, site, department, position and user. Its user
 * sees only its tenant; another tenant's header answers 403 on every kind of route; another tenant's row by id is
 * a missing row; the super user moves between tenants by the header.
 */
describe('tenant isolation', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let tenant2: number;
  let adminId: string;
  const req = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    opts: { body?: unknown; tenant?: number | string } = {},
  ) =>
    call(t, method, `${API}${path}`, {
      token,
      body: opts.body,
      headers: opts.tenant === undefined ? {} : { 'tenant-id': String(opts.tenant) },
    });
  const records = async (token: string, path: string, tenant?: number) => {
    const res = await req(token, 'GET', path, { tenant });
    expect(res.body.success, res.body.message).toBe(true);
    return res.body.result.records as Record<string, unknown>[];
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    const added = await req(admin, 'POST', '/sys/tenant/add', { body: { name: '二号公司', status: 1 } });
    expect(added.body, added.body.message).toMatchObject({ success: true });
    tenant2 = added.body.result;
    const in2 = { tenant: tenant2 };
    const role = await req(admin, 'POST', '/sys/role/add', {
      ...in2,
      body: { roleName: '二号管理员', roleCode: 'admin' },
    });
    expect(role.body, role.body.message).toMatchObject({ success: true });
    const site = await req(admin, 'POST', '/cms/site/add', {
      ...in2,
      body: { name: '二号站', code: 't2site', language: 'zh-CN', status: 1 },
    });
    expect(site.body, site.body.message).toMatchObject({ success: true });
    const position = await req(admin, 'POST', '/sys/position/add', {
      ...in2,
      body: { code: 'P-T2', name: '二号职务', postRank: '1' },
    });
    expect(position.body, position.body.message).toMatchObject({ success: true });
    const user = await req(admin, 'POST', '/sys/user/add', {
      ...in2,
      body: { username: 't2user', realname: '二号用户', password: PASSWORD, selectedroles: role.body.result },
    });
    expect(user.body, user.body.message).toMatchObject({ success: true });
    const db = t.ctx.db;
    // The second tenant's role holds what the admin role holds, and its site.
    const grants = await db.selectFrom('sysRolePermission').selectAll().where('roleId', '=', roleId('admin')).execute();
    await db
      .insertInto('sysRolePermission')
      .values(grants.map((g, i) => ({ ...g, id: `t2grant${i}`, roleId: role.body.result })))
      .execute();
    await db
      .insertInto('sysRoleSite')
      .values({ id: 't2site', roleId: role.body.result, siteId: site.body.result })
      .execute();
    await db.updateTable('sysUser').set({ passwordChangeRequired: 0 }).where('username', '=', 't2user').execute();
    t.ctx.sessions.forgetAll();
    other = await login(t, 't2user');
    adminId = (await db.selectFrom('sysUser').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow())
      .id;
  });
  afterAll(() => t.close());

  it('a user of one tenant sees only its users, roles, sites and positions', async () => {
    const users = (await records(other, '/sys/user/list')).map((u) => u.username);
    expect(users).toEqual(['t2user']);
    expect((await records(other, '/sys/role/list')).map((r) => r.roleName)).toEqual(['二号管理员']);
    expect((await records(other, '/cms/site/list')).map((r) => r.code)).toEqual(['t2site']);
    expect((await records(other, '/sys/position/list')).map((r) => r.code)).toEqual(['P-T2']);
    const book = await records(other, '/sys/user/queryByOrgCodeForAddressList?pageSize=100');
    expect(book.map((u) => u.realname)).toEqual(['二号用户']);
    const logins = await records(other, '/sys/log/list?logType=1&pageSize=100');
    expect(logins.length).toBeGreaterThan(0);
    expect(new Set(logins.map((l) => l.createBy))).toEqual(new Set(['t2user']));
    const mine = await req(other, 'GET', '/sys/user/getCurrentUserSites');
    expect(mine.body.result.list.map((s: { code: string }) => s.code)).toEqual(['t2site']);
  });

  it("another tenant's header answers 403 on every kind of route, never data", async () => {
    const paths = [
      '/sys/user/list',
      '/sys/role/list',
      '/sys/sysDepart/queryTreeList',
      '/sys/position/list',
      '/sys/user/exportXls',
      `/sys/user/queryById?id=${adminId}`,
      '/sys/duplicate/check?tableName=sys_role&fieldName=role_code&fieldVal=admin',
      '/sys/dict/getDictItems/sex',
      '/cms/ad/list',
      '/sys/permission/getUserPermissionByToken',
      '/sys/annountCement/listByUser',
    ];
    for (const path of paths) {
      const res = await req(other, 'GET', path, { tenant: 1 });
      expect(res.status, path).toBe(403);
      expect(res.body.message, path).toBe('用户租户信息变更,请重新登陆!');
      expect(JSON.stringify(res.body), path).not.toContain('admin@');
    }
    const write = await req(other, 'POST', '/sys/role/add', { tenant: 1, body: { roleName: 'x', roleCode: 'x1' } });
    expect(write.status).toBe(403);
    const socket = await req(other, 'GET', `/websocket/${'x'.repeat(4)}`, { tenant: 1 });
    expect([403, 404]).toContain(socket.status);
  });

  it("another tenant's rows by id answer as missing rows", async () => {
    const missing = { success: false, message: '未找到对应实体' };
    expect((await req(other, 'GET', `/sys/user/queryById?id=${adminId}`)).body).toMatchObject(missing);
    expect((await req(other, 'GET', `/sys/role/queryById?id=${roleId('admin')}`)).body).toMatchObject(missing);
    const edit = await req(other, 'PUT', '/sys/role/edit', { body: { id: roleId('editor'), roleName: '夺取' } });
    expect(edit.body.success).toBe(false);
    const role = await t.ctx.db
      .selectFrom('sysRole')
      .select('roleName')
      .where('id', '=', roleId('editor'))
      .executeTakeFirst();
    expect(role?.roleName).not.toBe('夺取');
    const del = await req(other, 'DELETE', `/sys/user/delete?id=${adminId}`);
    expect(del.body.success).toBe(false);
  });

  it('duplicate checks stay inside the tenant; codes are unique per tenant', async () => {
    const check = await req(
      other,
      'GET',
      '/sys/duplicate/check?tableName=sys_role&fieldName=role_code&fieldVal=editor',
    );
    expect(check.body.success).toBe(true);
    const taken = await req(other, 'GET', '/sys/duplicate/check?tableName=sys_role&fieldName=role_code&fieldVal=admin');
    expect(taken.body.success).toBe(false);
    const add = await req(other, 'POST', '/sys/role/add', { body: { roleName: '二号编辑', roleCode: 'editor' } });
    expect(add.body, add.body.message).toMatchObject({ success: true });
  });

  it('the super user moves between tenants by the header and sees each alone', async () => {
    const inOne = (await records(admin, '/sys/user/list?pageSize=200', 1)).map((u) => u.username);
    expect(inOne).toContain('admin');
    expect(inOne).not.toContain('t2user');
    const inTwo = (await records(admin, '/sys/user/list', tenant2)).map((u) => u.username);
    expect(inTwo).toEqual(['t2user']);
    const sites = await req(admin, 'GET', '/sys/user/getCurrentUserSites', { tenant: tenant2 });
    expect(sites.body.result.list.map((s: { code: string }) => s.code)).toEqual(['t2site']);
    const tenants = await req(admin, 'GET', '/sys/tenant/getCurrentUserTenant');
    expect(tenants.body.result.list.map((x: { id: number }) => x.id)).toEqual([1, tenant2]);
    const back = (await records(admin, '/sys/role/list', 1)).map((r) => r.roleCode);
    expect(back).toContain('admin');
    expect(back).not.toContain('editor_t2');
  });

  it('an announcement to everyone reaches its own tenant only; roles and departments of another tenant are refused', async () => {
    const A = '/sys/annountCement';
    const add = await req(admin, 'POST', `${A}/add`, {
      tenant: 1,
      body: { titile: '一号全体通知', msgType: 'ALL', msgCategory: '1' },
    });
    expect(add.body, add.body.message).toMatchObject({ success: true });
    expect((await req(admin, 'GET', `${A}/doReleaseData?id=${add.body.result}`, { tenant: 1 })).body.success).toBe(
      true,
    );
    const mine = await req(admin, 'GET', '/sys/annountCement/listByUser', { tenant: 1 });
    expect(mine.body.result.anntMsgList.map((a: { titile: string }) => a.titile)).toContain('一号全体通知');
    const theirs = await req(other, 'GET', '/sys/annountCement/listByUser');
    expect(theirs.body.result.anntMsgTotal).toBe(0);
    expect(
      (await req(other, 'GET', '/sys/role/queryall')).body.result.map((r: { roleCode: string }) => r.roleCode),
    ).not.toContain('editor_1');
    const queryall = (await req(other, 'GET', '/sys/role/queryall')).body.result as { id: string }[];
    expect(queryall.some((r) => r.id === roleId('admin'))).toBe(false);
    const stolen = await req(other, 'POST', '/sys/user/add', {
      body: { username: 't2thief', realname: '越权', password: PASSWORD, selectedroles: roleId('admin') },
    });
    expect(stolen.body.success).toBe(false);
    const tree = await req(other, 'GET', '/sys/sysDepart/queryTreeList');
    expect(tree.body.result).toEqual([]);
  });

  it('a tenant administrator sees only its own tenant in 租户管理 and cannot add one', async () => {
    expect((await records(other, '/sys/tenant/list')).map((r) => r.id)).toEqual([tenant2]);
    expect((await req(other, 'GET', '/sys/tenant/queryById?id=1')).body.success).toBe(false);
    expect((await req(other, 'POST', '/sys/tenant/add', { body: { name: '三号' } })).status).toBe(403);
    expect((await records(admin, '/sys/tenant/list')).map((r) => r.id)).toEqual([1, tenant2]);
  });

  it('a tenant that owns data is not deleted; a batch deletes only the free ones', async () => {
    const free = (await req(admin, 'POST', '/sys/tenant/add', { body: { name: '空租户', status: 1 } })).body.result;
    expect((await req(admin, 'DELETE', `/sys/tenant/delete?id=${tenant2}`)).body).toMatchObject({
      success: false,
      message: '该租户已被引用，无法删除！',
    });
    const batch = await req(admin, 'DELETE', `/sys/tenant/deleteBatch?ids=${tenant2},${free}`);
    expect(batch.body).toMatchObject({ success: true, message: '部分删除成功！（被引用的租户无法删除）' });
    expect((await records(admin, '/sys/tenant/list')).map((r) => r.id)).toEqual([1, tenant2]);
    const bad = await req(admin, 'POST', '/sys/tenant/add', { body: { name: '', endDate: 'tomorrow' } });
    expect(bad.body.success).toBe(false);
    expect(bad.body.message).toMatch(/租户名称|结束时间/);
  });

  it('a frozen tenant refuses its users at login and at their next request', async () => {
    const edit = await req(admin, 'PUT', '/sys/tenant/edit', { body: { id: tenant2, status: 0 } });
    expect(edit.body, edit.body.message).toMatchObject({ success: true });
    const next = await req(other, 'GET', '/sys/user/list');
    expect(next.status).toBe(403);
    const res = await call(t, 'POST', '/sys/login', { body: { username: 't2user', password: PASSWORD } });
    expect(res.body).toMatchObject({ success: false, message: '与该用户关联的租户均已被冻结，无法登录！' });
    await req(admin, 'PUT', '/sys/tenant/edit', { body: { id: tenant2, name: '二号公司', status: 1 } });
  });
});
