import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buttonId, dataRuleId, departId, menuId, roleId, siteId } from '../src/db/seed/ids.js';
import { postImport, xlsxOf } from './excel-files.js';
import { API, call, createTestApp, createUser, login, type TestApp } from './helpers.js';

/**
 * Issue 21 item 1: data rules, the admin account and grants hold for every row a request names, not only for
 * lists. A row outside the actor's data rules answers exactly as a row that does not exist.
 */
describe('data rules and grants on by-id routes', () => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  const newId = async () => (await import('../src/core/time.js')).newId();

  /** A role with the given menus (menu url → data rule slugs or ids) and buttons, on the cn site. */
  async function role(code: string, menus: Record<string, string | null>, buttons: string[]) {
    const db = t.ctx.db;
    const id = await newId();
    await db.insertInto('sysRole').values({ tenantId: 1, id, roleCode: code, roleName: code }).execute();
    const grants = [
      ...Object.entries(menus).map(([url, rules]) => ({ permissionId: menuId(url), dataRuleIds: rules })),
      ...buttons.map((b) => ({ permissionId: buttonId(b), dataRuleIds: null })),
    ];
    for (const g of grants)
      await db
        .insertInto('sysRolePermission')
        .values({ id: await newId(), roleId: id, ...g })
        .execute();
    await db
      .insertInto('sysRoleSite')
      .values({ id: await newId(), roleId: id, siteId: siteId('cn') })
      .execute();
    return id;
  }

  async function user(username: string, roleCodes: string[], orgCode: string | null) {
    const id = await createUser(t, { username, roleCodes });
    await t.ctx.db.updateTable('sysUser').set({ orgCode }).where('id', '=', id).execute();
    if (orgCode) {
      await t.ctx.db
        .insertInto('sysUserDepart')
        .values({ id: await newId(), userId: id, depId: departId(orgCode) })
        .execute();
    }
    ids[username] = id;
    return id;
  }

  const userButtons = ['list', 'edit', 'delete', 'deleteBatch', 'frozen', 'password', 'export', 'add', 'import'].map(
    (a) => `system:user:${a}`,
  );

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    ids.admin = (
      await t.ctx.db.selectFrom('sysUser').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()
    ).id;
    // A user manager limited to 本部门及下级部门 (研发中心), one without a data rule, and a role authoriser.
    await role('rd_manager', { '/system/user': dataRuleId('/system/user', 'own-depart'), '/system/depart': null }, [
      ...userButtons,
      'system:depart:list',
    ]);
    await role('user_manager', { '/system/user': null }, userButtons);
    await role('authoriser', { '/system/role': null, '/system/user': null, '/system/depart': null }, [
      'system:role:list',
      'system:role:authorize',
      'system:user:list',
      'system:depart:list',
      'system:depart:edit',
    ]);
    await role('depart_editor', { '/system/depart': null, '/system/user': null }, [
      'system:depart:list',
      'system:depart:edit',
      'system:user:list',
    ]);
    await user('rd_mgr', ['rd_manager'], 'A01A01');
    await user('rd_colleague', [], 'A01A01A01');
    await user('brand_user', [], 'A01A02A01');
    await user('full_mgr', ['user_manager'], 'A01A04');
    await user('authz', ['authoriser'], 'A01A04');
    await user('dep_editor', ['depart_editor'], 'A01A04');
    for (const name of ['rd_mgr', 'full_mgr', 'authz', 'dep_editor']) tokens[name] = await login(t, name);
  });
  afterAll(() => t.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token: string, body?: unknown) =>
    call(t, method, path, { token, body });
  const missingId = '0123456789abcdef0123456789abcdef';
  const userRow = (id: string) =>
    t.ctx.db.selectFrom('sysUser').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const rolesOf = async (id: string) =>
    (await t.ctx.db.selectFrom('sysUserRole').select('roleId').where('userId', '=', id).execute()).map((r) => r.roleId);

  describe('a user manager limited to its department', () => {
    it('lists its department only', async () => {
      const r = await api('GET', '/sys/user/list?pageSize=100', tokens.rd_mgr);
      const names = r.body.result.records.map((u: { username: string }) => u.username);
      expect(names).toContain('rd_colleague');
      expect(names).not.toContain('admin');
      expect(names).not.toContain('brand_user');
    });

    it('reads a user outside its rules as a user that does not exist', async () => {
      const missing = await api('GET', `/sys/user/queryById?id=${missingId}`, tokens.rd_mgr);
      for (const who of ['admin', 'brand_user']) {
        const r = await api('GET', `/sys/user/queryById?id=${ids[who]}`, tokens.rd_mgr);
        expect(r.status).toBe(missing.status);
        expect({ ...r.body, timestamp: 0 }).toEqual({ ...missing.body, timestamp: 0 });
      }
      const inside = await api('GET', `/sys/user/queryById?id=${ids.rd_colleague}`, tokens.rd_mgr);
      expect(inside.body.result.username).toBe('rd_colleague');
      for (const path of [
        `/sys/user/queryUserRole?userid=${ids.admin}`,
        `/sys/user/userDepartList?userId=${ids.admin}`,
      ]) {
        expect((await api('GET', path, tokens.rd_mgr)).body.result).toEqual([]);
      }
    });

    it('lists no department member outside its rules', async () => {
      const members = async (orgCode: string) =>
        (await api('GET', `/sys/sysDepart/getUsersByDepartId?id=${departId(orgCode)}`, tokens.rd_mgr)).body.result.map(
          (u: { username: string }) => u.username,
        );
      expect(await members('A01A02A01')).toEqual([]);
      expect(await members('A01A01A01')).toContain('rd_colleague');
    });

    it('cannot edit, delete, freeze or reset the password of a user outside its rules', async () => {
      const before = await userRow(ids.brand_user);
      const edit = await api('PUT', '/sys/user/edit', tokens.rd_mgr, { id: ids.brand_user, realname: '改了' });
      expect(edit.body).toMatchObject({ success: false, message: '未找到对应实体' });
      const del = await api('DELETE', `/sys/user/delete?id=${ids.brand_user}`, tokens.rd_mgr);
      expect(del.body).toMatchObject({ success: false, message: '未找到对应实体' });
      const batch = await api('DELETE', `/sys/user/deleteBatch?ids=${ids.brand_user},${ids.admin}`, tokens.rd_mgr);
      expect(batch.body).toMatchObject({ success: false, message: '未找到对应实体' });
      const frozen = await api('PUT', '/sys/user/frozenBatch', tokens.rd_mgr, { ids: ids.brand_user, status: 2 });
      expect(frozen.body).toMatchObject({ success: false, message: '未找到对应实体' });
      const unknown = await api('PUT', '/sys/user/changePassword', tokens.rd_mgr, {
        username: 'no_such_user',
        password: 'Hijack2026x',
      });
      const pw = await api('PUT', '/sys/user/changePassword', tokens.rd_mgr, {
        username: 'brand_user',
        password: 'Hijack2026x',
      });
      expect({ ...pw.body, timestamp: 0 }).toEqual({ ...unknown.body, timestamp: 0 });
      expect(await userRow(ids.brand_user)).toEqual(before);
    });

    it('exports no selected user outside its rules', async () => {
      const r = await t.app.inject({
        method: 'GET',
        url: `/system-api/sys/user/exportXls?selections=${ids.brand_user},${ids.admin}`,
        headers: { 'x-access-token': tokens.rd_mgr },
      });
      const ExcelJS = (await import('exceljs')).default;
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(r.rawPayload as never);
      const cells = book.worksheets[0].getSheetValues().flat().map(String);
      expect(cells).not.toContain('brand_user');
      expect(cells).not.toContain('admin');
    });

    it('sees and restores no deleted user outside its rules', async () => {
      const victim = await user('brand_deleted', [], 'A01A02A01');
      expect((await api('DELETE', `/sys/user/delete?id=${victim}`, admin)).body.success).toBe(true);
      const bin = await api('GET', '/sys/user/recycleBin', tokens.rd_mgr);
      expect(bin.body.result.map((u: { id: string }) => u.id)).not.toContain(victim);
      const restore = await api('PUT', '/sys/user/putRecycleBin', tokens.rd_mgr, { userIds: victim });
      expect(restore.body).toMatchObject({ success: false, message: '未找到对应实体' });
      const purge = await api('DELETE', `/sys/user/deleteRecycleBin?userIds=${victim}`, tokens.rd_mgr);
      expect(purge.body).toMatchObject({ success: false, message: '未找到对应实体' });
      expect((await userRow(victim)).delFlag).toBe(1);
    });

    it('answers a malformed id list of the recycle bin with 400, changing nothing', async () => {
      const victim = await user('brand_deleted2', [], 'A01A02A01');
      await api('DELETE', `/sys/user/delete?id=${victim}`, admin);
      for (const userIds of [['x'], `${victim},x`, [victim, "1' or '1'='1"]]) {
        const r = await api('PUT', '/sys/user/putRecycleBin', admin, { userIds });
        expect(r.status).toBe(400);
        expect(r.body.message).toBe('userIds格式不正确');
      }
      expect((await userRow(victim)).delFlag).toBe(1);
    });

    it('grants only roles it holds', async () => {
      const to = (roles: string) =>
        api('PUT', '/sys/user/edit', tokens.rd_mgr, { id: ids.rd_colleague, selectedroles: roles });
      for (const code of ['admin', 'editor']) {
        const r = await to(roleId(code));
        expect(r.body.success, JSON.stringify(r.body)).toBe(false);
        expect(r.body.message).toBe('不能授予自己没有的角色');
      }
      expect(await rolesOf(ids.rd_colleague)).toEqual([]);
      const held = (
        await t.ctx.db.selectFrom('sysRole').select('id').where('roleCode', '=', 'rd_manager').executeTakeFirstOrThrow()
      ).id;
      expect((await to(held)).body.success).toBe(true);
      expect(await rolesOf(ids.rd_colleague)).toEqual([held]);
      // The manager cannot make itself admin either.
      const self = await api('PUT', '/sys/user/edit', tokens.rd_mgr, {
        id: ids.rd_mgr,
        selectedroles: roleId('admin'),
      });
      expect(self.body.success).toBe(false);
      const add = await api('POST', '/sys/user/add', tokens.rd_mgr, {
        username: 'rd_new',
        realname: '新人',
        password: 'Neu2026pass',
        selectedroles: roleId('admin'),
        selecteddeparts: departId('A01A01'),
      });
      expect(add.body).toMatchObject({ success: false, message: '不能授予自己没有的角色' });
      const file = await xlsxOf([
        ['用户账号', '用户姓名', '角色'],
        ['rd_imported', '导入', 'admin'],
      ]);
      const imported = (await postImport(t, '/sys/user/importExcel', 'u.xlsx', file, tokens.rd_mgr)).json();
      expect(imported.result).toMatchObject({ successCount: 0, errorCount: 1 });
      const user = await t.ctx.db.selectFrom('sysUser').select('id').where('username', '=', 'rd_imported').execute();
      expect(user).toEqual([]);
    });

    it('puts a user in no department outside its rules on 部门管理', async () => {
      const db = t.ctx.db;
      const rule = await newId();
      await db
        .insertInto('sysPermissionDataRule')
        .values({
          id: rule,
          permissionId: menuId('/system/depart'),
          ruleName: '本部门及下级部门',
          ruleColumn: 'orgCode',
          ruleConditions: 'RIGHT_LIKE',
          ruleValue: '#{sys_org_code}',
          status: '1',
        })
        .execute();
      await role('rd_departs', { '/system/user': null, '/system/depart': rule }, [
        ...userButtons,
        'system:depart:list',
      ]);
      await user('rd_departs_mgr', ['rd_departs'], 'A01A01');
      const token = await login(t, 'rd_departs_mgr');
      const edit = await api('PUT', '/sys/user/edit', token, {
        id: ids.rd_colleague,
        selecteddeparts: departId('A01A02A01'),
      });
      expect(edit.body).toMatchObject({ success: false, message: '所选部门不存在或已删除' });
      const add = await api('POST', '/sys/user/add', token, {
        username: 'rd_departs_new',
        realname: '新人',
        password: 'Neu2026pass',
        selecteddeparts: departId('A01A02A01'),
      });
      expect(add.body).toMatchObject({ success: false, message: '所选部门不存在或已删除' });
      const inside = await api('PUT', '/sys/user/edit', token, {
        id: ids.rd_colleague,
        selecteddeparts: departId('A01A01A01'),
      });
      expect(inside.body.success, JSON.stringify(inside.body)).toBe(true);
    });

    it('addresses an announcement to no user outside its rules', async () => {
      await role(
        'rd_notices',
        { '/system/user': dataRuleId('/system/user', 'own-depart'), '/system/announcement': null },
        ['system:user:list', 'system:announcement:list', 'system:announcement:add'],
      );
      await user('rd_notice_mgr', ['rd_notices'], 'A01A01');
      const token = await login(t, 'rd_notice_mgr');
      const notice = (userIds: string) =>
        call(t, 'POST', '/sys/annountCement/add', {
          token,
          body: { titile: '部门通知', msgContent: '<p>内容</p>', msgType: 'USER', userIds },
        });
      expect((await notice(`${ids.brand_user},`)).body).toMatchObject({ success: false, message: '指定用户不存在' });
      const inside = await notice(`${ids.rd_colleague},`);
      expect(inside.body.success, JSON.stringify(inside.body)).toBe(true);
    });

    it('adds to roles and departments no user outside its rules', async () => {
      const r = await api('POST', '/sys/user/editSysDepartWithUser', tokens.dep_editor, {
        depId: departId('A01A04'),
        userIdList: [ids.admin],
      });
      expect(r.body).toMatchObject({ success: false, message: '不能修改超级管理员账号' });
    });
  });

  describe('nobody but admin changes admin', () => {
    it('refuses edit, password reset and role changes of admin by another user manager', async () => {
      const before = await userRow(ids.admin);
      const adminRoles = await rolesOf(ids.admin);
      const edit = await api('PUT', '/sys/user/edit', tokens.full_mgr, { id: ids.admin, realname: '改了' });
      expect(edit.body).toMatchObject({ success: false, message: '不能修改超级管理员账号' });
      const pw = await api('PUT', '/sys/user/changePassword', tokens.full_mgr, {
        username: 'admin',
        password: 'Hijack2026x',
      });
      expect(pw.body).toMatchObject({ success: false, message: '不能修改超级管理员账号' });
      const out = await api(
        'DELETE',
        `/sys/user/deleteUserRole?roleId=${roleId('admin')}&userId=${ids.admin}`,
        tokens.authz,
      );
      expect(out.body).toMatchObject({ success: false, message: '不能修改超级管理员账号' });
      expect(await userRow(ids.admin)).toEqual(before);
      expect(await rolesOf(ids.admin)).toEqual(adminRoles);
      // admin itself still can.
      const own = await api('PUT', '/sys/user/edit', admin, { id: ids.admin, realname: '管理员' });
      expect(own.body.success).toBe(true);
    });
  });

  describe('grants by a role authoriser', () => {
    it('grants roles it does not hold, but never the admin role', async () => {
      const editor = await api('POST', '/sys/user/addSysUserRole', tokens.authz, {
        roleId: roleId('editor'),
        userIdList: [ids.brand_user],
      });
      expect(editor.body.success, JSON.stringify(editor.body)).toBe(true);
      const adminRole = await api('POST', '/sys/user/addSysUserRole', tokens.authz, {
        roleId: roleId('admin'),
        userIdList: [ids.authz],
      });
      expect(adminRole.body).toMatchObject({ success: false, message: '不能授予自己没有的角色' });
      expect(await rolesOf(ids.authz)).not.toContain(roleId('admin'));
    });

    it('grants a role only permissions it holds', async () => {
      const target = roleId('editor');
      const current = (await api('GET', `/sys/permission/queryRolePermission?roleId=${target}`, admin)).body.result;
      const notHeld = menuId('/system/dict');
      const r = await api('POST', '/sys/permission/saveRolePermission', tokens.authz, {
        roleId: target,
        permissionIds: [...current, notHeld].join(','),
        lastpermissionIds: current.join(','),
      });
      expect(r.body).toMatchObject({ success: false, message: '不能授予自己没有的权限' });
      const held = menuId('/system/depart');
      const ok = await api('POST', '/sys/permission/saveRolePermission', tokens.authz, {
        roleId: target,
        permissionIds: [...current.filter((p: string) => p !== held), held].join(','),
        lastpermissionIds: current.join(','),
      });
      expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
    });

    it('changes nothing of the admin role', async () => {
      const current = (await api('GET', `/sys/permission/queryRolePermission?roleId=${roleId('admin')}`, admin)).body
        .result as string[];
      const r = await api('POST', '/sys/permission/saveRolePermission', tokens.authz, {
        roleId: roleId('admin'),
        permissionIds: current.slice(1).join(','),
        lastpermissionIds: current.join(','),
      });
      expect(r.body).toMatchObject({ success: false, message: '不能修改超级管理员角色' });
    });
  });

  describe('grants by a department editor', () => {
    it('grants a department only permissions it holds', async () => {
      const depart = departId('A01A04');
      const current = (await api('GET', `/sys/permission/queryDepartPermission?departId=${depart}`, admin)).body.result;
      const r = await api('POST', '/sys/permission/saveDepartPermission', tokens.dep_editor, {
        departId: depart,
        permissionIds: [...current, menuId('/system/dict')].join(','),
        lastpermissionIds: current.join(','),
      });
      expect(r.body).toMatchObject({ success: false, message: '不能授予自己没有的权限' });
    });

    it('gives users only department roles it holds', async () => {
      const db = t.ctx.db;
      const drole = await newId();
      await db
        .insertInto('sysDepartRole')
        .values({ id: drole, departId: departId('A01A04'), roleName: '部门管理员', roleCode: 'hr_admin' })
        .execute();
      const r = await api('POST', '/sys/sysDepartRole/deptRoleUserAdd', tokens.dep_editor, {
        userId: ids.dep_editor,
        newRoleId: drole,
        oldRoleId: '',
      });
      expect(r.body).toMatchObject({ success: false, message: '不能授予自己没有的角色' });
      const given = await db
        .selectFrom('sysDepartRoleUser')
        .select('id')
        .where('userId', '=', ids.dep_editor)
        .execute();
      expect(given).toEqual([]);
    });
  });
});

/** The same rule on content: a role whose data rule shows only the rows its user created. */
describe('data rules on every verb of a content entity', () => {
  let t: TestApp;
  let admin: string;
  let own: string;
  let mine: string;
  let theirs: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    const db = t.ctx.db;
    const { newId } = await import('../src/core/time.js');
    const rule = newId();
    await db
      .insertInto('sysPermissionDataRule')
      .values({
        id: rule,
        permissionId: menuId('/cms/site/ad'),
        ruleName: '本人创建',
        ruleColumn: 'createBy',
        ruleConditions: '=',
        ruleValue: '#{sys_user_code}',
        status: '1',
      })
      .execute();
    const roleId = newId();
    await db
      .insertInto('sysRole')
      .values({ tenantId: 1, id: roleId, roleCode: 'own_ads', roleName: '本人广告' })
      .execute();
    const perms = ['list', 'add', 'edit', 'delete', 'deleteBatch', 'export', 'publish', 'unpublish'];
    const rows = [
      { permissionId: menuId('/cms/site/ad'), dataRuleIds: rule },
      ...perms.map((p) => ({ permissionId: buttonId(`cms:ad:${p}`), dataRuleIds: null })),
      { permissionId: menuId('/system/dataLog'), dataRuleIds: null },
      { permissionId: buttonId('system:dataLog:list'), dataRuleIds: null },
    ];
    for (const r of rows)
      await db
        .insertInto('sysRolePermission')
        .values({ id: newId(), roleId, ...r })
        .execute();
    await db
      .insertInto('sysRoleSite')
      .values({ id: newId(), roleId, siteId: siteId('cn') })
      .execute();
    // The role sees its own 栏目分类 rows only: an ad may name no other category.
    const categoryRule = newId();
    await db
      .insertInto('sysPermissionDataRule')
      .values({
        id: categoryRule,
        permissionId: menuId('/cms/site/category'),
        ruleName: '本人创建',
        ruleColumn: 'createBy',
        ruleConditions: '=',
        ruleValue: '#{sys_user_code}',
        status: '1',
      })
      .execute();
    await db
      .insertInto('sysRolePermission')
      .values({ id: newId(), roleId, permissionId: menuId('/cms/site/category'), dataRuleIds: categoryRule })
      .execute();
    await createUser(t, { username: 'ad_owner', roleCodes: ['own_ads'] });
    own = await login(t, 'ad_owner');
    const add = async (token: string, title: string) => {
      const r = await call(t, 'POST', `${API}/cms/ad/add`, { token, body: { title, position: 'home_banner' } });
      expect(r.body.success, JSON.stringify(r.body)).toBe(true);
      return r.body.result as string;
    };
    mine = await add(own, '我的广告');
    theirs = await add(admin, '别人的广告');
  });
  afterAll(() => t.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    call(t, method, `${API}${path}`, { token: own, body });
  const row = (id: string) =>
    t.ctx.db
      .selectFrom('cmsAd' as never)
      .selectAll()
      .where('id' as never, '=', id as never)
      .executeTakeFirstOrThrow();

  it('lists, reads and versions its own rows only', async () => {
    const list = await api('GET', '/cms/ad/list?pageSize=100');
    const titles = list.body.result.records.map((r: { title: string }) => r.title);
    expect(titles).toContain('我的广告');
    expect(titles).not.toContain('别人的广告');
    expect((await api('GET', `/cms/ad/queryById?id=${mine}`)).body.success).toBe(true);
    expect((await api('GET', `/cms/ad/queryById?id=${theirs}`)).body).toMatchObject({
      success: false,
      message: '未找到对应实体',
    });
    expect((await api('GET', `/cms/ad/previewData?id=${theirs}`)).body).toMatchObject({ success: false });
    expect((await api('GET', `/cms/ad/versions?id=${theirs}`)).body).toMatchObject({ success: false });
    expect((await api('POST', '/cms/ad/previewTicket', { id: theirs })).body).toMatchObject({ success: false });
    expect((await api('POST', '/cms/ad/previewTicket', { id: mine })).body).toMatchObject({ success: true });
  });

  it('changes no row of another user, by any verb', async () => {
    const before = await row(theirs);
    const results = [
      await api('PUT', '/cms/ad/edit', { id: theirs, title: '改了' }),
      await api('PUT', '/cms/ad/publish', { ids: theirs }),
      await api('PUT', '/cms/ad/unpublish', { ids: theirs }),
      await api('DELETE', `/cms/ad/delete?id=${theirs}`),
      await api('DELETE', `/cms/ad/deleteBatch?ids=${theirs}`),
      await api('PUT', '/cms/ad/restoreVersion', { id: theirs, version: 1 }),
    ];
    for (const r of results) expect(r.body.success, JSON.stringify(r.body)).toBe(false);
    expect(await row(theirs)).toEqual(before);
  });

  it('shows no version of a row outside its rules in 数据日志', async () => {
    await call(t, 'PUT', `${API}/cms/ad/edit`, { token: admin, body: { id: theirs, title: '别人的广告（改）' } });
    await call(t, 'PUT', `${API}/cms/ad/edit`, { token: admin, body: { id: theirs, title: '别人的广告' } });
    await api('PUT', '/cms/ad/edit', { id: mine, title: '我的广告（改）' });
    const list = await call(t, 'GET', '/sys/dataLog/list?pageSize=200', { token: own });
    const ids = list.body.result.records.map((r: { dataId: string }) => r.dataId);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    const versions = await call(t, 'GET', `/sys/dataLog/queryDataVerList?dataTable=cms_ad&dataId=${theirs}`, {
      token: own,
    });
    expect(versions.body).toMatchObject({ success: false, message: '未找到版本信息' });
  });

  it('names in a reference no row outside its rules on the referenced menu', async () => {
    const category = await call(t, 'POST', `${API}/category/siteCategory/add`, {
      token: admin,
      body: { name: '别人的栏目', code: 'others_cat', typeCode: 'news' },
    });
    expect(category.body.success, JSON.stringify(category.body)).toBe(true);
    const ref = { title: '引用别人的栏目', position: 'home_banner', categoryId: category.body.result };
    expect((await api('POST', '/cms/ad/add', ref)).body).toMatchObject({ success: false, message: '栏目不存在' });
    const link = { title: '投放别人的栏目', position: 'home_banner', showIn: category.body.result };
    expect((await api('POST', '/cms/ad/add', link)).body).toMatchObject({ success: false, message: '投放栏目不存在' });
  });

  it('restores and purges no deleted row of another user', async () => {
    expect((await call(t, 'DELETE', `${API}/cms/ad/delete?id=${theirs}`, { token: admin })).body.success).toBe(true);
    const bin = await api('GET', '/cms/ad/recycleBin');
    expect(bin.body.result.map((r: { id: string }) => r.id)).not.toContain(theirs);
    expect((await api('PUT', '/cms/ad/putRecycleBin', { ids: theirs })).body.success).toBe(false);
    expect((await api('DELETE', `/cms/ad/deleteRecycleBin?ids=${theirs}`)).body.success).toBe(false);
    expect((await row(theirs)) as { del_flag?: number; delFlag?: number }).toMatchObject({ delFlag: 1 });
  });
});
