import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buttonId, departId, menuId, roleId, SEED_DEPARTS, siteId } from '../src/db/seed/index.js';
import type { MenuNode } from '../src/modules/permission/service.js';
import { call, createTestApp, createUser, login, type TestApp } from './helpers.js';

const flattenMenu = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flattenMenu(n.children ?? [])]);
interface Node {
  id: string;
  key: string;
  title: string;
  parentId: string | null;
  menuType: number;
  isLeaf: boolean;
  leaf: boolean;
  route: boolean;
  children?: Node[];
}
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe('menu administration', () => {
  let t: TestApp;
  let admin: string;
  let auditor: string;
  const add = (body: Record<string, unknown>, token = admin) => call(t, 'POST', '/sys/permission/add', { token, body });
  const row = (id: string) => t.ctx.db.selectFrom('sysPermission').selectAll().where('id', '=', id).executeTakeFirst();
  const total = async (table: 'sysPermission' | 'sysRolePermission' | 'sysPermissionDataRule' = 'sysPermission') =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    auditor = await login(t, 'auditor');
    await createUser(t, { username: 'guest_user', roleCodes: ['guest'] });
  });
  afterAll(() => t.close());

  it('lists the whole tree with buttons, and a flat list when searching by name', async () => {
    const r = await call(t, 'GET', '/sys/permission/list', { token: auditor });
    expect(r.body.success).toBe(true);
    const nodes = flatten(r.body.result);
    expect(nodes).toHaveLength(await total());
    const user = nodes.find((n) => n.id === menuId('/system/user'))!;
    expect(user).toMatchObject({
      key: user.id,
      title: '用户管理',
      name: '用户管理',
      url: '/system/user',
      component: 'system/UserList',
      menuType: 1,
      isLeaf: false,
      leaf: false,
      route: true,
      keepAlive: true,
      ruleFlag: 1,
    });
    expect(user.children!.find((c) => c.id === buttonId('system:user:add'))).toMatchObject({
      menuType: 2,
      isLeaf: true,
    });

    const found = await call(t, 'GET', `/sys/permission/list?name=${encodeURIComponent('用户')}`, { token: auditor });
    expect(found.body.result.length).toBeGreaterThan(0);
    for (const n of found.body.result) {
      expect(n.name).toContain('用户');
      expect(n.children).toBeUndefined();
    }
    const literal = await call(t, 'GET', `/sys/permission/list?name=${encodeURIComponent("%' or 1=1 --")}`, {
      token: auditor,
    });
    expect(literal.body.result).toEqual([]);
  });

  it('answers the lazy menu reads', async () => {
    const tops = await call(t, 'GET', '/sys/permission/getSystemMenuList', { token: admin });
    expect(tops.body.result.length).toBeGreaterThan(3);
    expect(tops.body.result.every((n: Node) => n.menuType === 0)).toBe(true);
    const sub = await call(t, 'GET', `/sys/permission/getSystemSubmenu?parentId=${menuId('/system')}`, {
      token: admin,
    });
    expect(sub.body.result.map((n: Node) => n.id)).toContain(menuId('/system/user'));
    const batch = await call(
      t,
      'GET',
      `/sys/permission/getSystemSubmenuBatch?parentIds=${menuId('/system')},${menuId('/monitor')},`,
      { token: admin },
    );
    expect(Object.keys(batch.body.result).sort()).toEqual([menuId('/monitor'), menuId('/system')].sort());
    expect(batch.body.result[menuId('/monitor')].length).toBe(6);
    const bad = await call(
      t,
      'GET',
      `/sys/permission/getSystemSubmenuBatch?parentIds=${encodeURIComponent("a' or 1=1")}`,
      {
        token: admin,
      },
    );
    expect(bad.status).toBe(400);

    const tree = await call(t, 'GET', '/sys/permission/queryTreeList', { token: admin });
    expect(tree.body.result.ids).toHaveLength(await total());
    const first = tree.body.result.treeList[0];
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining(['key', 'value', 'title', 'slotTitle', 'label', 'icon', 'parentId', 'isLeaf']),
    );
    const lazy = await call(t, 'GET', `/sys/permission/queryListAsync?pid=${menuId('/system/user')}`, { token: admin });
    expect(lazy.body.result.map((n: { key: string }) => n.key)).toContain(buttonId('system:user:add'));
    expect(lazy.body.result[0]).toMatchObject({ hasChildren: false, isLeaf: true, menuType: 2 });
    expect(lazy.body.result[0].perms).toMatch(/^system:user:/);
    const roots = await call(t, 'GET', '/sys/permission/queryListAsync', { token: admin });
    expect(roots.body.result.every((n: { parentId: string | null }) => !n.parentId)).toBe(true);
    // The menu list's tree table: list columns and the expander flag.
    const system = roots.body.result.find((n: { url: string }) => n.url === '/system');
    expect(system).toMatchObject({
      id: menuId('/system'),
      name: '系统管理',
      hasChildren: true,
      sortNo: expect.any(Number),
    });
    expect(system.component).toBeTruthy();
    // The menu list's permission guards it: a user without it is refused.
    const guest = await login(t, 'guest_user');
    expect((await call(t, 'GET', '/sys/permission/queryListAsync', { token: guest })).status).toBe(403);
  });

  let top: string;
  let sub: string;
  let button: string;

  it('adds menus with the §3.4 normalisation and leaf upkeep', async () => {
    const a = await add({ name: '测试中心', menuType: 0, url: 'testcenter', parentId: menuId('/system'), sortNo: 99 });
    expect(a.body).toMatchObject({ success: true, message: '添加成功！' });
    top = a.body.result;
    expect(await row(top)).toMatchObject({
      parentId: null,
      url: '/testcenter',
      component: 'layouts/RouteView',
      isLeaf: 1,
      menuType: 0,
      sortNo: 99,
      createBy: 'admin',
    });

    const b = await add({
      name: '测试列表',
      menuType: '1',
      parentId: top,
      url: 'testcenter/list.vue',
      component: '/src/views/test/TestList.vue',
      route: true,
      keepAlive: 'true',
      hidden: 0,
      icon: 'UnorderedListOutlined',
    });
    expect(b.body.success).toBe(true);
    sub = b.body.result;
    expect(await row(sub)).toMatchObject({
      parentId: top,
      url: '/testcenter/list',
      component: 'test/TestList',
      isRoute: 1,
      keepAlive: 1,
      hidden: 0,
      isLeaf: 1,
    });
    expect((await row(top))?.isLeaf).toBe(0);

    for (const [component, expected] of [
      ['views/test/A.vue', 'test/A'],
      ['/test/B', 'test/B'],
    ]) {
      const r = await add({ name: component, menuType: 1, parentId: top, url: `/x/${expected}`, component });
      expect((await row(r.body.result))?.component).toBe(expected);
      await call(t, 'DELETE', `/sys/permission/delete?id=${r.body.result}`, { token: admin });
    }
    const ext = await add({
      name: '外链',
      menuType: 1,
      parentId: top,
      url: 'https://example.com/docs',
      component: 'layouts/IframePageView',
    });
    expect((await row(ext.body.result))?.url).toBe('https://example.com/docs');
    const expr = await add({
      name: '表达式',
      menuType: 1,
      parentId: top,
      url: "{{ window._CONFIG['domianURL'] }}/druid/",
      component: 'layouts/IframePageView',
    });
    expect((await row(expr.body.result))?.url).toBe("{{ window._CONFIG['domianURL'] }}/druid/");
    await call(t, 'DELETE', `/sys/permission/deleteBatch?ids=${ext.body.result},${expr.body.result}`, { token: admin });

    const c = await add({
      name: '添加',
      menuType: 2,
      parentId: sub,
      perms: 'test:item:add',
      permsType: '1',
      status: '1',
    });
    expect(c.body.success).toBe(true);
    button = c.body.result;
    expect(await row(button)).toMatchObject({ menuType: 2, perms: 'test:item:add', isLeaf: 1, status: '1' });
    expect((await row(sub))?.isLeaf).toBe(0);
  });

  it('refuses bad input with clear messages and writes nothing', async () => {
    const before = await total();
    const cases: [Record<string, unknown>, string | null][] = [
      [{ menuType: 0, url: '/x' }, '菜单名称不能为空'],
      [{ name: '   ', menuType: 0, url: '/x' }, '菜单名称不能为空'],
      [{ name: 'x', menuType: 5, url: '/x' }, '菜单类型不正确'],
      [{ name: 'x', menuType: 'menu', url: '/x' }, '菜单类型不正确'],
      [{ name: 'x', url: '/x' }, '菜单类型不正确'],
      [{ name: 'x', menuType: 1, parentId: top, component: 'a/B' }, '菜单路径不能为空'],
      [{ name: 'x', menuType: 2, parentId: sub }, '授权标识不能为空'],
      [{ name: 'x', menuType: 1, url: '/x', component: 'a/B' }, '请选择上级菜单'],
      [{ name: 'x', menuType: 1, url: '/x', component: 'a/B', parentId: 'nosuchmenu' }, '上级菜单不存在'],
      [{ name: 'x', menuType: 2, perms: 'a:b', parentId: button }, '按钮不能作为上级菜单'],
      [{ name: 'x', menuType: 0, url: '/x', sortNo: 'abc' }, '排序必须是数字'],
      [{ name: 'x', menuType: 0, url: '/x', icon: 'a'.repeat(101) }, '菜单图标最多100个字符'],
      [{ name: 'x', menuType: 0, url: '/x', icon: '<script>' }, '菜单图标格式不正确'],
      [{ name: 'x', menuType: 0, url: '/x', component: '../../etc/passwd' }, '前端组件格式不正确'],
      [{ name: 'x', menuType: 0, url: '/x y<script>' }, '菜单路径格式不正确'],
      [{ name: 'x', menuType: 0, url: '{{ alert(1) }}' }, '菜单路径格式不正确'],
      [{ name: 'x', menuType: 2, parentId: sub, perms: "a' or 1=1 --" }, '授权标识格式不正确'],
      [{ name: 'x', menuType: 0, url: '/x', keepAlive: 'maybe' }, '开关字段的值不正确'],
      [{ name: 'x'.repeat(101), menuType: 0, url: '/x' }, '菜单名称最多100个字符'],
      [{ name: { $gt: '' }, menuType: 0, url: '/x' }, null],
    ];
    for (const [body, message] of cases) {
      const r = await add(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.success).toBe(false);
      if (message) expect(r.body.message, JSON.stringify(body)).toBe(message);
    }
    expect(await total()).toBe(before);

    // Injection strings in values are stored as plain text; protected fields are ignored.
    const name = "'; drop table sys_permission; --";
    const r = await add({
      name,
      menuType: 0,
      url: '/inject',
      id: 'my-own-id',
      isLeaf: 0,
      ruleFlag: 1,
      delFlag: 1,
      createBy: 'hacker',
    });
    expect(r.body.success).toBe(true);
    expect(r.body.result).not.toBe('my-own-id');
    expect(await row(r.body.result)).toMatchObject({ name, isLeaf: 1, ruleFlag: 0, delFlag: 0, createBy: 'admin' });
    expect(await total()).toBe(before + 1);
    await call(t, 'DELETE', `/sys/permission/delete?id=${r.body.result}`, { token: admin });
    expect(await total()).toBe(before);

    expect((await add({ name: 'x', menuType: 0, url: '/x' }, auditor)).status).toBe(403);
  });

  it('edits with normalisation, moves a row, refuses cycles and stale edits', async () => {
    const loaded = await row(sub);
    const e = await call(t, 'PUT', '/sys/permission/edit', {
      token: admin,
      body: {
        id: sub,
        name: '测试列表2',
        component: 'views/test/TestList2.vue',
        updateTime: loaded?.updateTime,
        isLeaf: 1,
      },
    });
    expect(e.body).toMatchObject({ success: true, message: '编辑成功!' });
    const now = await row(sub);
    expect(now).toMatchObject({ name: '测试列表2', component: 'test/TestList2', isLeaf: 0, url: '/testcenter/list' });
    const stale = await call(t, 'PUT', '/sys/permission/edit', {
      token: admin,
      body: { id: sub, name: '旧的', updateTime: loaded?.updateTime },
    });
    expect(stale.status).toBe(409);
    const cycle = await call(t, 'POST', '/sys/permission/edit', {
      token: admin,
      body: { id: top, menuType: 1, parentId: sub },
    });
    expect(cycle.body.message).toBe('上级菜单不能是自己或下级菜单');
    const self = await call(t, 'PUT', '/sys/permission/edit', { token: admin, body: { id: sub, parentId: sub } });
    expect(self.status).toBe(400);
    const unknown = await call(t, 'PUT', '/sys/permission/edit', { token: admin, body: { id: 'nosuch', name: 'x' } });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到对应实体' });
    expect((await row(sub))?.name).toBe('测试列表2');

    // Move the sub-menu under the system menu and back: the parents' leaf flags follow.
    await call(t, 'PUT', '/sys/permission/edit', { token: admin, body: { id: sub, parentId: menuId('/system') } });
    expect((await row(top))?.isLeaf).toBe(1);
    await call(t, 'PUT', '/sys/permission/edit', { token: admin, body: { id: sub, parentId: top } });
    expect((await row(top))?.isLeaf).toBe(0);
    expect((await row(sub))?.parentId).toBe(top);
  });

  it('grants a menu to a role so its user sees it at once, and revokes it', async () => {
    const guestRole = roleId('guest');
    const guest = await login(t, 'guest_user');
    const perms = async () =>
      (await call(t, 'GET', '/sys/permission/getUserPermissionByToken', { token: guest })).body.result as {
        menu: MenuNode[];
        auth: { action: string }[];
      };
    expect(flattenMenu((await perms()).menu).map((m) => m.id)).not.toContain(sub);
    expect((await call(t, 'GET', '/sys/position/list', { token: guest })).status).toBe(403);

    const ids = [top, sub, button, menuId('/system'), menuId('/system/position'), buttonId('system:position:list')];
    const grant = await call(t, 'POST', '/sys/permission/saveRolePermission', {
      token: admin,
      body: { roleId: guestRole, permissionIds: ids.join(','), lastpermissionIds: '' },
    });
    expect(grant.body).toMatchObject({ success: true, message: '保存成功！' });
    const q = await call(t, 'GET', `/sys/permission/queryRolePermission?roleId=${guestRole}`, { token: admin });
    expect(q.body.result.sort()).toEqual([...ids].sort());

    const after = await perms();
    const menuIds = flattenMenu(after.menu).map((m) => m.id);
    expect(menuIds).toEqual(expect.arrayContaining([top, sub, menuId('/system/position')]));
    expect(after.auth.map((a) => a.action)).toEqual(expect.arrayContaining(['test:item:add', 'system:position:list']));
    expect((await call(t, 'GET', '/sys/position/list', { token: guest })).status).toBe(200);

    // Diff semantics: only lastpermissionIds − permissionIds go; the rest stay.
    const partial = await call(t, 'POST', '/sys/permission/saveRolePermission', {
      token: admin,
      body: { roleId: guestRole, permissionIds: [top, sub], lastpermissionIds: [top, sub, button] },
    });
    expect(partial.body.success).toBe(true);
    const mid = await perms();
    expect(mid.auth.map((a) => a.action)).not.toContain('test:item:add');
    expect(mid.auth.map((a) => a.action)).toContain('system:position:list');

    const revoke = await call(t, 'POST', '/sys/permission/saveRolePermission', {
      token: admin,
      body: { roleId: guestRole, permissionIds: '', lastpermissionIds: ids.join(',') },
    });
    expect(revoke.body.success).toBe(true);
    const gone = await perms();
    expect(flattenMenu(gone.menu).map((m) => m.meta.title)).toEqual(['首页']);
    expect(gone.auth).toEqual([]);
    expect((await call(t, 'GET', '/sys/position/list', { token: guest })).status).toBe(403);
  });

  it('refuses grants of unknown menus or roles, and writes nothing', async () => {
    const before = await total('sysRolePermission');
    const cases = [
      { roleId: roleId('guest'), permissionIds: `${top},nosuchmenu`, lastpermissionIds: '' },
      { roleId: roleId('guest'), permissionIds: `${top},x' or '1'='1`, lastpermissionIds: '' },
      { roleId: 'nosuchrole', permissionIds: top, lastpermissionIds: '' },
      { roleId: "x' or 1=1 --", permissionIds: top, lastpermissionIds: '' },
      { roleId: roleId('guest'), permissionIds: { a: 1 }, lastpermissionIds: '' },
    ];
    for (const body of cases) {
      const r = await call(t, 'POST', '/sys/permission/saveRolePermission', { token: admin, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.success).toBe(false);
    }
    expect(await total('sysRolePermission')).toBe(before);
    const denied = await call(t, 'POST', '/sys/permission/saveRolePermission', {
      token: auditor,
      body: { roleId: roleId('auditor'), permissionIds: top, lastpermissionIds: '' },
    });
    expect(denied.status).toBe(403);
  });

  it('saves department permissions with the same diff', async () => {
    const dep = departId(SEED_DEPARTS[1].orgCode);
    const save = await call(t, 'POST', '/sys/permission/saveDepartPermission', {
      token: admin,
      body: { departId: dep, permissionIds: `${top},${sub}`, lastpermissionIds: '' },
    });
    expect(save.body.success).toBe(true);
    const q = await call(t, 'GET', `/sys/permission/queryDepartPermission?departId=${dep}`, { token: admin });
    expect(q.body.result.sort()).toEqual([top, sub].sort());
    await call(t, 'POST', '/sys/permission/saveDepartPermission', {
      token: admin,
      body: { departId: dep, permissionIds: top, lastpermissionIds: `${top},${sub}` },
    });
    const q2 = await call(t, 'GET', `/sys/permission/queryDepartPermission?departId=${dep}`, { token: admin });
    expect(q2.body.result).toEqual([top]);
    const bad = await call(t, 'POST', '/sys/permission/saveDepartPermission', {
      token: admin,
      body: { departId: 'nosuchdepart', permissionIds: top, lastpermissionIds: '' },
    });
    expect(bad.status).toBe(400);
  });

  it('manages the data rules of a menu and keeps rule_flag in step', async () => {
    const before = await total('sysPermissionDataRule');
    const base = {
      permissionId: sub,
      ruleName: '本人创建',
      ruleColumn: 'createBy',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
    };
    const bad: [Record<string, unknown>, string | null][] = [
      [{ ...base, ruleConditions: 'USE_SQL_RULES', ruleValue: '1=1' }, '不支持SQL片段规则'],
      [{ ...base, ruleConditions: 'ext' }, '不支持SQL片段规则'],
      [{ ...base, ruleConditions: 'BETWEEN' }, '条件规则的值不在字典中'],
      [{ ...base, ruleColumn: 'create_by; drop table x' }, '规则字段格式不正确'],
      [{ ...base, ruleValue: '#{password}' }, null],
      [{ ...base, ruleName: '' }, '规则名称不能为空'],
      [{ ...base, permissionId: 'nosuchmenu' }, '菜单权限不存在'],
      [{ ...base, permissionId: undefined }, 'permissionId不能为空'],
    ];
    for (const [body, message] of bad) {
      const r = await call(t, 'POST', '/sys/permission/addPermissionRule', { token: admin, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      if (message) expect(r.body.message).toBe(message);
    }
    expect(await total('sysPermissionDataRule')).toBe(before);
    expect((await row(sub))?.ruleFlag).toBe(0);

    const a = await call(t, 'POST', '/sys/permission/addPermissionRule', {
      token: admin,
      body: { ...base, id: 'mine', status: '1' },
    });
    expect(a.body.success).toBe(true);
    const ruleA = a.body.result as string;
    expect(ruleA).not.toBe('mine');
    expect((await row(sub))?.ruleFlag).toBe(1);
    const b = await call(t, 'POST', '/sys/permission/addPermissionRule', {
      token: admin,
      body: { ...base, ruleName: '已发布', ruleColumn: 'status', ruleValue: 'published' },
    });
    const ruleB = b.body.result as string;

    const byPerm = await call(t, 'GET', `/sys/permission/getPermRuleListByPermId?permissionId=${sub}`, {
      token: auditor,
    });
    expect(byPerm.body.result.map((r: { id: string }) => r.id)).toEqual([ruleA, ruleB]);
    expect(byPerm.body.result[0]).toMatchObject({
      permissionId: sub,
      ruleColumn: 'createBy',
      ruleConditions: '=',
      status: '1',
    });
    const q = await call(
      t,
      'GET',
      `/sys/permission/queryPermissionRule?permissionId=${sub}&ruleName=${encodeURIComponent('*发布*')}`,
      { token: auditor },
    );
    expect(q.body.result.map((r: { id: string }) => r.id)).toEqual([ruleB]);
    const badCol = await call(t, 'GET', `/sys/permission/queryPermissionRule?permissionId=${sub}&column=password`, {
      token: auditor,
    });
    expect(badCol.status).toBe(400);

    const e = await call(t, 'PUT', '/sys/permission/editPermissionRule', {
      token: admin,
      body: { id: ruleB, ruleValue: 'draft', permissionId: top },
    });
    expect(e.body.success).toBe(true);
    const edited = await t.ctx.db
      .selectFrom('sysPermissionDataRule')
      .selectAll()
      .where('id', '=', ruleB)
      .executeTakeFirst();
    expect(edited).toMatchObject({ ruleValue: 'draft', permissionId: sub, updateBy: 'admin' });
    const sqlEdit = await call(t, 'PUT', '/sys/permission/editPermissionRule', {
      token: admin,
      body: { id: ruleB, ruleConditions: 'USE_SQL_RULES', ruleValue: '1=1' },
    });
    expect(sqlEdit.body.message).toBe('不支持SQL片段规则');
    expect((await call(t, 'POST', '/sys/permission/addPermissionRule', { token: auditor, body: base })).status).toBe(
      403,
    );

    await call(t, 'DELETE', `/sys/permission/deletePermissionRule?id=${ruleA}`, { token: admin });
    expect((await row(sub))?.ruleFlag).toBe(1);
    await call(t, 'DELETE', `/sys/permission/deletePermissionRule?id=${ruleB}`, { token: admin });
    expect((await row(sub))?.ruleFlag).toBe(0);
  });

  it('deletes physically with descendants, their rules and every grant; the parent becomes a leaf', async () => {
    await call(t, 'POST', '/sys/permission/addPermissionRule', {
      token: admin,
      body: { permissionId: sub, ruleName: 'r', ruleColumn: 'createBy', ruleConditions: '=', ruleValue: 'x' },
    });
    await call(t, 'POST', '/sys/permission/saveRolePermission', {
      token: admin,
      body: { roleId: roleId('guest'), permissionIds: `${top},${sub},${button}`, lastpermissionIds: '' },
    });
    await call(t, 'POST', '/sys/permission/saveDepartPermission', {
      token: admin,
      body: { departId: departId(SEED_DEPARTS[1].orgCode), permissionIds: sub, lastpermissionIds: '' },
    });
    const gone = [sub, button];
    const left = async (table: 'sysRolePermission' | 'sysDepartPermission') =>
      (await t.ctx.db.selectFrom(table).select('permissionId').where('permissionId', 'in', gone).execute()).length;
    expect(await left('sysRolePermission')).toBe(2);

    const del = await call(t, 'DELETE', `/sys/permission/delete?id=${sub}`, { token: admin });
    expect(del.body).toMatchObject({ success: true, message: '删除成功!' });
    expect(await row(sub)).toBeUndefined();
    expect(await row(button)).toBeUndefined();
    expect(await left('sysRolePermission')).toBe(0);
    expect(await left('sysDepartPermission')).toBe(0);
    const rules = await t.ctx.db
      .selectFrom('sysPermissionDataRule')
      .select('id')
      .where('permissionId', '=', sub)
      .execute();
    expect(rules).toEqual([]);
    expect((await row(top))?.isLeaf).toBe(1);
    const guest = await login(t, 'guest_user');
    const perms = await call(t, 'GET', '/sys/permission/getUserPermissionByToken', { token: guest });
    expect(flattenMenu(perms.body.result.menu).map((m: MenuNode) => m.id)).not.toContain(sub);

    const none = await call(t, 'DELETE', `/sys/permission/delete?id=${'0'.repeat(32)}`, { token: admin });
    expect(none.body).toMatchObject({ success: false, message: '未找到对应实体' });
    const batch = await call(t, 'DELETE', `/sys/permission/deleteBatch?ids=${top},`, { token: admin });
    expect(batch.body.success).toBe(true);
    expect(await row(top)).toBeUndefined();
    expect((await call(t, 'DELETE', `/sys/permission/delete?id=${menuId('/system')}`, { token: auditor })).status).toBe(
      403,
    );
  });
});

describe('data rule end to end: positions limited to their creator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('limits the auditor role to its own positions once the rule is granted', async () => {
    const admin = await login(t, 'admin');
    // A role that may add positions, and a clerk holding it together with the auditor role.
    const role = await call(t, 'POST', '/sys/role/add', {
      token: admin,
      body: { roleName: '职务录入', roleCode: 'pos_add' },
    });
    const posRole = role.body.result as string;
    await call(t, 'POST', '/sys/permission/saveRolePermission', {
      token: admin,
      body: { roleId: posRole, permissionIds: buttonId('system:position:add'), lastpermissionIds: '' },
    });
    await call(t, 'POST', '/sys/role/saveSites', { token: admin, body: { roleId: posRole, siteIds: siteId('cn') } });
    await createUser(t, { username: 'clerk', roleCodes: ['auditor', 'pos_add'] });
    const clerk = await login(t, 'clerk');
    const auditor = await login(t, 'auditor');

    for (const [token, code] of [
      [admin, 'ADM1'],
      [admin, 'ADM2'],
      [clerk, 'CLK1'],
      [clerk, 'CLK2'],
    ]) {
      const r = await call(t, 'POST', '/sys/position/add', { token, body: { code, name: code, postRank: '1' } });
      expect(r.body.success, code).toBe(true);
    }
    const codes = async (token: string) =>
      ((await call(t, 'GET', '/sys/position/list?pageSize=100', { token })).body.result.records as { code: string }[])
        .map((r) => r.code)
        .sort();
    const everything = await codes(admin);
    expect(await codes(clerk)).toEqual(everything);
    expect(everything).toEqual(expect.arrayContaining(['ADM1', 'ADM2', 'CLK1', 'CLK2']));

    const positions = menuId('/system/position');
    const rule = await call(t, 'POST', '/sys/permission/addPermissionRule', {
      token: admin,
      body: {
        permissionId: positions,
        ruleName: '只看本人创建',
        ruleColumn: 'createBy',
        ruleConditions: '=',
        ruleValue: '#{sys_user_code}',
        status: '1',
      },
    });
    expect(rule.body.success).toBe(true);
    // Not granted yet: nothing changes.
    expect(await codes(clerk)).toEqual(everything);

    const auditorRole = roleId('auditor');
    const grant = await call(t, 'POST', '/sys/role/datarule', {
      token: admin,
      body: { permissionId: positions, roleId: auditorRole, dataRuleIds: rule.body.result },
    });
    expect(grant.body.success).toBe(true);
    expect(await codes(clerk)).toEqual(['CLK1', 'CLK2']);
    expect(await codes(auditor)).toEqual([]);
    expect(await codes(admin)).toEqual(everything);

    // Disabling the rule lifts the restriction; removing it from the grant does too.
    await call(t, 'PUT', '/sys/permission/editPermissionRule', {
      token: admin,
      body: { id: rule.body.result, status: '0' },
    });
    expect(await codes(clerk)).toEqual(everything);
    await call(t, 'PUT', '/sys/permission/editPermissionRule', {
      token: admin,
      body: { id: rule.body.result, status: '1' },
    });
    expect(await codes(clerk)).toEqual(['CLK1', 'CLK2']);
    await call(t, 'POST', '/sys/role/datarule', {
      token: admin,
      body: { permissionId: positions, roleId: auditorRole, dataRuleIds: '' },
    });
    expect(await codes(clerk)).toEqual(everything);
  });
});
