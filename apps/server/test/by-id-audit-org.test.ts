import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departId, roleId } from '../src/db/seed/ids.js';
import { call, createTestApp, createUser, login, type TestApp } from './helpers.js';
import { asMissing, dataRule, menuOf, ruleRole, ruleUser } from './rule-roles.js';

/**
 * Issue 21 item 1 on roles and departments: what hangs on a role or a department (grants, data rules, sites,
 * members, department roles) is named through the role or department, and one outside the caller's data rules
 * answers exactly as one that does not exist; nothing of it changes.
 */
describe('roles and departments named by id hold the data rules', () => {
  let t: TestApp;
  let roles: string;
  let departs: string;
  const editor = roleId('editor');
  const brand = departId('A01A02');
  let member: string;
  let departRole: string;
  const newId = async () => (await import('../src/core/time.js')).newId();
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token: string, body?: unknown) =>
    call(t, method, path, { token, body });
  const db = () => t.ctx.db;

  beforeAll(async () => {
    t = await createTestApp();
    const userMenu = { 'system:user': null };
    await ruleRole(
      t,
      'own_roles',
      { 'system:role': await dataRule(t, 'system:role', 'createBy', '=', '#{sys_user_code}'), ...userMenu },
      [
        'system:role:list',
        'system:role:edit',
        'system:role:delete',
        'system:role:deleteBatch',
        'system:role:authorize',
        'system:user:list',
      ],
    );
    await ruleRole(
      t,
      'own_departs',
      { 'system:depart': await dataRule(t, 'system:depart', 'orgCode', 'RIGHT_LIKE', '#{sys_org_code}'), ...userMenu },
      ['list', 'add', 'edit', 'delete', 'deleteBatch'].map((a) => `system:depart:${a}`).concat('system:user:list'),
    );
    roles = (await ruleUser(t, 'audit_roles', ['own_roles'])).token;
    const rd = await ruleUser(t, 'audit_departs', ['own_departs'], 'A01A01');
    await db()
      .insertInto('sysUserDepart')
      .values({ id: await newId(), userId: rd.id, depId: departId('A01A01') })
      .execute();
    departs = await login(t, 'audit_departs');
    // A member of the editor role and of the brand department (outside both rules), with a role of that department.
    member = await createUser(t, { username: 'brand_member', roleCodes: ['editor'] });
    await db()
      .insertInto('sysUserDepart')
      .values({ id: await newId(), userId: member, depId: brand })
      .execute();
    departRole = await newId();
    await db()
      .insertInto('sysDepartRole')
      .values({ id: departRole, departId: brand, roleName: '品牌管理员', roleCode: 'brand_admin' })
      .execute();
    await db()
      .insertInto('sysDepartRoleUser')
      .values({ id: await newId(), userId: member, droleId: departRole })
      .execute();
    await db()
      .insertInto('sysDepartPermission')
      .values({ id: await newId(), departId: brand, permissionId: await menuOf(t, 'system:user') })
      .execute();
  });
  afterAll(() => t.close());

  describe('a role outside the rules', () => {
    it('is neither deleted nor read', async () => {
      const guest = roleId('guest');
      await asMissing((id) => api('DELETE', `/sys/role/delete?id=${id}`, roles), guest);
      await asMissing((id) => api('DELETE', `/sys/role/deleteBatch?ids=${id}`, roles), guest);
      expect(await db().selectFrom('sysRole').select('id').where('id', '=', guest).execute()).toHaveLength(1);
      await asMissing((id) => api('GET', `/sys/permission/queryRolePermission?roleId=${id}`, roles), editor);
      await asMissing((id) => api('GET', `/sys/role/querySites?roleId=${id}`, roles), editor);
      await asMissing((id) => api('GET', `/sys/user/userRoleList?roleId=${id}`, roles), editor);
    });

    it('shows no checked data rules of its grants and changes none', async () => {
      const menu = await menuOf(t, 'system:user');
      const rule = await dataRule(t, 'system:user', 'createBy', '=', 'x');
      await db()
        .insertInto('sysRolePermission')
        .values({ id: await newId(), roleId: editor, permissionId: menu, dataRuleIds: rule })
        .execute();
      const read = await asMissing((id) => api('GET', `/sys/role/datarule/${menu}/${id}`, roles), editor);
      expect(read.body.result.drChecked).toBeUndefined();
      await asMissing(
        (id) => api('POST', '/sys/role/datarule', roles, { permissionId: menu, roleId: id, dataRuleIds: '' }),
        editor,
      );
      const grant = await db()
        .selectFrom('sysRolePermission')
        .select('dataRuleIds')
        .where('roleId', '=', editor)
        .where('permissionId', '=', menu)
        .executeTakeFirstOrThrow();
      expect(grant.dataRuleIds).toBe(rule);
    });

    it('gets no grants, sites or members, and loses none', async () => {
      const before = (
        await db().selectFrom('sysRolePermission').select('permissionId').where('roleId', '=', editor).execute()
      ).length;
      await asMissing(
        (id) =>
          api('POST', '/sys/permission/saveRolePermission', roles, {
            roleId: id,
            permissionIds: '',
            lastpermissionIds: '',
          }),
        editor,
      );
      await asMissing((id) => api('POST', '/sys/role/saveSites', roles, { roleId: id, siteIds: '' }), editor);
      const someone = await createUser(t, { username: 'role_candidate' });
      await asMissing(
        (id) => api('POST', '/sys/user/addSysUserRole', roles, { roleId: id, userIdList: [someone] }),
        editor,
      );
      await asMissing((id) => api('DELETE', `/sys/user/deleteUserRole?roleId=${id}&userId=${member}`, roles), editor);
      await asMissing(
        (id) => api('DELETE', `/sys/user/deleteUserRoleBatch?roleId=${id}&userIds=${member}`, roles),
        editor,
      );
      expect(
        (await db().selectFrom('sysRolePermission').select('permissionId').where('roleId', '=', editor).execute())
          .length,
      ).toBe(before);
      expect(await db().selectFrom('sysRoleSite').select('siteId').where('roleId', '=', editor).execute()).not.toEqual(
        [],
      );
      const links = await db().selectFrom('sysUserRole').select('userId').where('roleId', '=', editor).execute();
      expect(links.map((l) => l.userId)).toContain(member);
      expect(links.map((l) => l.userId)).not.toContain(someone);
    });
  });

  describe('a department outside the rules', () => {
    it('is neither deleted nor given a sub-department', async () => {
      const hr = departId('A01A04');
      await asMissing((id) => api('DELETE', `/sys/sysDepart/delete?id=${id}`, departs), hr);
      await asMissing((id) => api('DELETE', `/sys/sysDepart/deleteBatch?ids=${id}`, departs), hr);
      expect(await db().selectFrom('sysDepart').select('id').where('id', '=', hr).execute()).toHaveLength(1);
      await asMissing(
        (parentId) => api('POST', '/sys/sysDepart/add', departs, { departName: '新部门', parentId }),
        brand,
      );
      const inside = await api('POST', '/sys/sysDepart/add', departs, {
        departName: '新部门',
        parentId: departId('A01A01'),
      });
      expect(inside.body.success, JSON.stringify(inside.body)).toBe(true);
    });

    it('shows no members, grants or roles', async () => {
      for (const path of [
        '/sys/sysDepart/getUsersByDepartId?id=',
        '/sys/user/departUserList?depId=',
        '/sys/permission/queryDepartPermission?departId=',
        '/sys/sysDepartRole/getDeptRoleList?departId=',
        '/sys/sysDepartPermission/queryTreeListForDeptRole?departId=',
        `/sys/sysDepartRole/getDeptRoleByUserId?userId=${member}&departId=`,
      ]) {
        await asMissing((id) => api('GET', `${path}${id}`, departs), brand);
      }
    });

    it('gets no members or grants, and loses none', async () => {
      const someone = await createUser(t, { username: 'depart_candidate' });
      await asMissing(
        (depId) => api('POST', '/sys/user/editSysDepartWithUser', departs, { depId, userIdList: [someone] }),
        brand,
      );
      await asMissing(
        (depId) => api('DELETE', `/sys/user/deleteUserInDepart?depId=${depId}&userId=${member}`, departs),
        brand,
      );
      await asMissing(
        (depId) => api('DELETE', `/sys/user/deleteUserInDepartBatch?depId=${depId}&userIds=${member}`, departs),
        brand,
      );
      await asMissing(
        (departId) =>
          api('POST', '/sys/permission/saveDepartPermission', departs, {
            departId,
            permissionIds: '',
            lastpermissionIds: '',
          }),
        brand,
      );
      const links = await db().selectFrom('sysUserDepart').select('userId').where('depId', '=', brand).execute();
      expect(links.map((l) => l.userId)).toContain(member);
      expect(links.map((l) => l.userId)).not.toContain(someone);
      expect(
        await db().selectFrom('sysDepartPermission').select('id').where('departId', '=', brand).execute(),
      ).toHaveLength(1);
    });

    it('has department roles that are missing rows', async () => {
      const list = await api('GET', '/sys/sysDepartRole/list?pageSize=100', departs);
      expect(list.body.result.records.map((r: { id: string }) => r.id)).not.toContain(departRole);
      await asMissing((id) => api('GET', `/sys/sysDepartRole/queryById?id=${id}`, departs), departRole);
      await asMissing((id) => api('PUT', '/sys/sysDepartRole/edit', departs, { id, roleName: '改了' }), departRole);
      await asMissing((id) => api('DELETE', `/sys/sysDepartRole/delete?id=${id}`, departs), departRole);
      await asMissing(
        (departId) =>
          api('POST', '/sys/sysDepartRole/add', departs, { departId, roleName: '新角色', roleCode: 'brand_new' }),
        brand,
      );
      await asMissing(
        (id) => api('GET', `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${id}`, departs),
        departRole,
      );
      await asMissing(
        (roleId) =>
          api('POST', '/sys/sysDepartPermission/saveDeptRolePermission', departs, {
            roleId,
            permissionIds: '',
            lastpermissionIds: '',
          }),
        departRole,
      );
      const self = (
        await db().selectFrom('sysUser').select('id').where('username', '=', 'audit_departs').executeTakeFirstOrThrow()
      ).id;
      await asMissing(
        (newRoleId) =>
          api('POST', '/sys/sysDepartRole/deptRoleUserAdd', departs, { userId: self, newRoleId, oldRoleId: '' }),
        departRole,
      );
      await asMissing(
        (oldRoleId) =>
          api('POST', '/sys/sysDepartRole/deptRoleUserAdd', departs, { userId: member, newRoleId: '', oldRoleId }),
        departRole,
      );
      const row = await db()
        .selectFrom('sysDepartRole')
        .select('roleName')
        .where('id', '=', departRole)
        .executeTakeFirstOrThrow();
      expect(row.roleName).toBe('品牌管理员');
      expect(
        await db().selectFrom('sysDepartRoleUser').select('userId').where('droleId', '=', departRole).execute(),
      ).toEqual([{ userId: member }]);
    });
  });
});
