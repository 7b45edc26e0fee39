import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuId, roleId, siteId } from '../src/db/seed/index.js';
import { call, createTestApp, createUser, login, PASSWORD, type TestApp } from './helpers.js';

interface TreeNode {
  key: string;
  value: string;
  title: string;
  slotTitle: string;
  parentId: string | null;
  isLeaf: boolean;
  ruleFlag: number;
  scopedSlots?: { title: string };
  children?: TreeNode[];
}
const flatten = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe('roles', () => {
  let t: TestApp;
  let admin: string;
  let auditor: string;
  const add = (body: Record<string, unknown>, token = admin) => call(t, 'POST', '/sys/role/add', { token, body });
  const count = async (table: 'sysUserRole' | 'sysRolePermission' | 'sysRoleSite' | 'sysRole', rid?: string) => {
    let qb = t.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
    if (rid) qb = qb.where(table === 'sysRole' ? 'id' : 'roleId', '=', rid);
    return Number((await qb.executeTakeFirstOrThrow()).n);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    auditor = await login(t, 'auditor');
  });
  afterAll(() => t.close());

  it('adds, lists, checks codes, edits and lists all roles', async () => {
    const r = await add({ roleName: '测试角色', roleCode: 'tester', description: '用于测试' });
    expect(r.body).toMatchObject({ success: true, message: '添加成功！' });
    const id = r.body.result as string;
    const list = await call(t, 'GET', '/sys/role/list?roleCode=tester', { token: admin });
    expect(list.body.result.records).toHaveLength(1);
    expect(list.body.result.records[0]).toMatchObject({ id, roleName: '测试角色', createBy: 'admin' });

    const dup = await add({ roleName: '重复', roleCode: 'tester' });
    expect(dup.body).toMatchObject({ success: false, message: '角色编码已存在' });
    const taken = await call(t, 'GET', '/sys/role/checkRoleCode?roleCode=tester', { token: auditor });
    expect(taken.body).toMatchObject({ success: false, message: '角色编码已存在' });
    const own = await call(t, 'GET', `/sys/role/checkRoleCode?roleCode=tester&id=${id}`, { token: auditor });
    expect(own.body.success).toBe(true);
    const free = await call(t, 'GET', '/sys/role/checkRoleCode?roleCode=nobody', { token: auditor });
    expect(free.body.success).toBe(true);

    const edit = await call(t, 'PUT', '/sys/role/edit', { token: admin, body: { id, roleName: '测试角色2' } });
    expect(edit.body).toMatchObject({ success: true });
    const all = await call(t, 'GET', '/sys/role/queryall', { token: auditor });
    expect(all.body.success).toBe(true);
    const codes = all.body.result.map((x: { roleCode: string }) => x.roleCode);
    expect(codes).toEqual(expect.arrayContaining(['admin', 'editor', 'auditor', 'guest', 'tester']));
    expect(all.body.result.find((x: { id: string }) => x.id === id).roleName).toBe('测试角色2');
  });

  it('refuses bad input and writes nothing', async () => {
    const before = await count('sysRole');
    for (const roleCode of ["x' or '1'='1", 'a;drop table sys_role', '1abc', '']) {
      const r = await add({ roleName: '坏角色', roleCode });
      expect(r.status, roleCode).toBe(400);
      expect(r.body.success).toBe(false);
    }
    expect((await add({ roleCode: 'noname' })).body.message).toBe('角色名称不能为空');
    expect(await count('sysRole')).toBe(before);
    const sneaky = await add({ roleName: '越权', roleCode: 'sneaky', id: 'my-id', createBy: 'hacker' });
    const row = await t.ctx.db.selectFrom('sysRole').selectAll().where('roleCode', '=', 'sneaky').executeTakeFirst();
    expect(sneaky.body.result).not.toBe('my-id');
    expect(row?.createBy).toBe('admin');
  });

  it('never deletes the admin role nor changes its code', async () => {
    const adminRole = roleId('admin');
    const del = await call(t, 'DELETE', `/sys/role/delete?id=${adminRole}`, { token: admin });
    expect(del.body).toMatchObject({ success: false, message: '管理员角色不能删除' });
    const batch = await call(t, 'DELETE', `/sys/role/deleteBatch?ids=${roleId('guest')},${adminRole},`, {
      token: admin,
    });
    expect(batch.body.success).toBe(false);
    expect(await count('sysRole', roleId('guest'))).toBe(1);
    const rename = await call(t, 'PUT', '/sys/role/edit', { token: admin, body: { id: adminRole, roleCode: 'root' } });
    expect(rename.body).toMatchObject({ success: false, message: '管理员角色的编码不能修改' });
    expect(await count('sysRolePermission', adminRole)).toBeGreaterThan(100);
  });

  it('deletes a role with its user links, grants and sites in one transaction', async () => {
    const id = (await add({ roleName: '临时', roleCode: 'temp_role' })).body.result as string;
    await createUser(t, { username: 'temp_user', roleCodes: ['temp_role', 'guest'] });
    const grant = await call(t, 'POST', '/sys/permission/saveRolePermission', {
      token: admin,
      body: { roleId: id, permissionIds: `${menuId('/system')},${menuId('/system/position')}`, lastpermissionIds: '' },
    });
    expect(grant.body.success).toBe(true);
    await call(t, 'POST', '/sys/role/saveSites', { token: admin, body: { roleId: id, siteIds: siteId('cn') } });
    expect(await count('sysUserRole', id)).toBe(1);
    expect(await count('sysRolePermission', id)).toBe(2);
    expect(await count('sysRoleSite', id)).toBe(1);
    const del = await call(t, 'DELETE', `/sys/role/delete?id=${id}`, { token: admin });
    expect(del.body.success).toBe(true);
    expect(await count('sysRole', id)).toBe(0);
    expect(await count('sysUserRole', id)).toBe(0);
    expect(await count('sysRolePermission', id)).toBe(0);
    expect(await count('sysRoleSite', id)).toBe(0);
    const none = await call(t, 'DELETE', `/sys/role/delete?id=${'0'.repeat(32)}`, { token: admin });
    expect(none.body).toMatchObject({ success: false, message: '未找到对应实体' });
  });

  it('gives the permission tree of every menu and button, marking menus with data rules', async () => {
    const r = await call(t, 'GET', '/sys/role/queryTreeList', { token: auditor });
    expect(r.body.success).toBe(true);
    const { treeList, ids } = r.body.result as { treeList: TreeNode[]; ids: string[] };
    const rows = await t.ctx.db.selectFrom('sysPermission').select('id').where('delFlag', '=', 0).execute();
    expect(ids.sort()).toEqual(rows.map((x) => x.id).sort());
    const nodes = flatten(treeList);
    expect(nodes).toHaveLength(rows.length);
    const user = nodes.find((n) => n.key === menuId('/system/user'))!;
    expect(user).toMatchObject({
      value: user.key,
      title: '用户管理',
      slotTitle: '用户管理',
      parentId: menuId('/system'),
      isLeaf: false,
      ruleFlag: 1,
      scopedSlots: { title: 'hasDatarule' },
    });
    expect(user.children!.some((c) => c.title === '添加' && c.isLeaf)).toBe(true);
  });

  it('reads and saves the data rules of a granted menu', async () => {
    const userMenu = menuId('/system/user');
    const auditorRole = roleId('auditor');
    const none = await call(t, 'GET', `/sys/role/datarule/${menuId('/system/role')}/${auditorRole}`, { token: admin });
    expect(none.body).toMatchObject({ success: false, message: '未找到权限配置信息' });
    const r = await call(t, 'GET', `/sys/role/datarule/${userMenu}/${auditorRole}`, { token: admin });
    expect(r.body.success).toBe(true);
    expect(r.body.result.datarule).toHaveLength(1);
    expect(r.body.result.drChecked).toBeUndefined();
    const ruleId = r.body.result.datarule[0].id;

    const guestRole = roleId('guest');
    const missing = await call(t, 'POST', '/sys/role/datarule', {
      token: admin,
      body: { permissionId: userMenu, roleId: guestRole, dataRuleIds: ruleId },
    });
    expect(missing.body).toMatchObject({ success: false, message: '请先保存角色菜单权限!' });
    const bad = await call(t, 'POST', '/sys/role/datarule', {
      token: admin,
      body: { permissionId: userMenu, roleId: auditorRole, dataRuleIds: `${ruleId},unknownrule` },
    });
    expect(bad.status).toBe(400);
    const saved = await call(t, 'POST', '/sys/role/datarule', {
      token: admin,
      body: { permissionId: userMenu, roleId: auditorRole, dataRuleIds: `${ruleId},` },
    });
    expect(saved.body).toMatchObject({ success: true, message: '保存成功!' });
    const again = await call(t, 'GET', `/sys/role/datarule/${userMenu}/${auditorRole}`, { token: admin });
    expect(again.body.result.drChecked).toBe(ruleId);
    const denied = await call(t, 'POST', '/sys/role/datarule', {
      token: auditor,
      body: { permissionId: userMenu, roleId: auditorRole, dataRuleIds: '' },
    });
    expect(denied.status).toBe(403);
    await call(t, 'POST', '/sys/role/datarule', {
      token: admin,
      body: { permissionId: userMenu, roleId: auditorRole, dataRuleIds: '' },
    });
  });

  it('assigns sites to a role: without a site its only user cannot sign in', async () => {
    const sites = await call(t, 'GET', '/sys/site/listAll', { token: auditor });
    expect(sites.body.success).toBe(true);
    expect(sites.body.result.map((s: { code: string }) => s.code).sort()).toEqual(['cn', 'en']);
    expect(Object.keys(sites.body.result[0]).sort()).toEqual(['code', 'id', 'language', 'name', 'status']);

    const id = (await add({ roleName: '无站点', roleCode: 'no_site' })).body.result as string;
    await createUser(t, { username: 'no_site_user', roleCodes: ['no_site'] });
    const denied = await call(t, 'POST', '/sys/login', { body: { username: 'no_site_user', password: PASSWORD } });
    expect(denied.body).toMatchObject({ success: false, message: '您的角色尚未分配站点' });

    const before = await count('sysRoleSite', id);
    for (const siteIds of [`${siteId('cn')},nosuchsite`, "x' or 1=1 --"]) {
      const bad = await call(t, 'POST', '/sys/role/saveSites', { token: admin, body: { roleId: id, siteIds } });
      expect(bad.status).toBe(400);
    }
    const unknownRole = await call(t, 'POST', '/sys/role/saveSites', {
      token: admin,
      body: { roleId: 'nosuchrole', siteIds: siteId('cn') },
    });
    expect(unknownRole.status).toBe(400);
    expect(await count('sysRoleSite', id)).toBe(before);
    const forbidden = await call(t, 'POST', '/sys/role/saveSites', {
      token: auditor,
      body: { roleId: id, siteIds: siteId('cn') },
    });
    expect(forbidden.status).toBe(403);

    const saved = await call(t, 'POST', '/sys/role/saveSites', {
      token: admin,
      body: { roleId: id, siteIds: [siteId('en')] },
    });
    expect(saved.body.success).toBe(true);
    const q = await call(t, 'GET', `/sys/role/querySites?roleId=${id}`, { token: admin });
    expect(q.body.result).toEqual([siteId('en')]);
    const token = await login(t, 'no_site_user');
    const current = await call(t, 'GET', '/sys/user/getCurrentUserSites', { token });
    expect(current.body.result.siteId).toBe(siteId('en'));

    await call(t, 'POST', '/sys/role/saveSites', { token: admin, body: { roleId: id, siteIds: '' } });
    expect((await call(t, 'GET', `/sys/role/querySites?roleId=${id}`, { token: admin })).body.result).toEqual([]);
    const again = await call(t, 'POST', '/sys/login', { body: { username: 'no_site_user', password: PASSWORD } });
    expect(again.body.message).toBe('您的角色尚未分配站点');
  });

  it('lets the auditor read roles but not change them', async () => {
    expect((await call(t, 'GET', '/sys/role/list', { token: auditor })).status).toBe(200);
    expect((await add({ roleName: 'x', roleCode: 'x_auditor' }, auditor)).status).toBe(403);
    const del = await call(t, 'DELETE', `/sys/role/delete?id=${roleId('guest')}`, { token: auditor });
    expect(del.status).toBe(403);
  });
});
