import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SysPermission } from '../src/db/types.js';
import { buildMenuTree, type MenuNode } from '../src/modules/permission/service.js';
import { call, createTestApp, createUser, login, type TestApp } from './helpers.js';

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe('getUserPermissionByToken', () => {
  let t: TestApp;
  const permsOf = async (username: string) => {
    const token = await login(t, username);
    const res = await call(t, 'GET', '/sys/permission/getUserPermissionByToken', { token });
    expect(res.body).toMatchObject({ success: true, message: '查询成功' });
    return res.body.result as {
      menu: MenuNode[];
      auth: { action: string; type: string }[];
      allAuth: { action: string; status: string }[];
    };
  };
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, { username: 'guest_user', roleCodes: ['guest'] });
  });
  afterAll(() => t.close());

  it('gives admin the whole tree, the home page first, and every button', async () => {
    const r = await permsOf('admin');
    expect(r.menu[0]).toMatchObject({ path: '/dashboard/analysis', component: 'dashboard/Analysis', route: '1' });
    expect(r.menu[0].meta.title).toBe('首页');
    const paths = r.menu.map((m) => m.path);
    for (const p of ['/system', '/cms', '/workflow', '/monitor']) expect(paths).toContain(p);
    const actions = r.auth.map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['system:user:add', 'system:online:forceLogout', 'sysUser:password']),
    );
    expect(r.allAuth.length).toBeGreaterThanOrEqual(r.auth.length);
    expect(r.allAuth[0]).toEqual(
      expect.objectContaining({ action: expect.any(String), status: expect.any(String), type: expect.any(String) }),
    );
  });

  it('shapes menu nodes as contract §3.2 says', async () => {
    const r = await permsOf('admin');
    const system = r.menu.find((m) => m.path === '/system')!;
    expect(system.component).toBe('layouts/RouteView');
    expect(system.redirect).toBeTruthy();
    const user = system.children!.find((c) => c.path === '/system/user')!;
    expect(user).toMatchObject({ component: 'system/UserList', name: 'UserList', route: '1' });
    expect(user.meta).toMatchObject({ title: '用户管理', componentName: 'UserList', internalOrExternal: false });
    expect(typeof user.meta.keepAlive).toBe('boolean');
    expect(user.children).toBeUndefined(); // buttons never appear in the menu
  });

  it('hides pages the web app does not have, and layouts left without a visible child', async () => {
    const r = await permsOf('admin');
    for (const n of flatten(r.menu)) {
      if (n.component === 'layouts/RouteView' && !n.hidden) {
        expect(
          n.children?.some((c) => !c.hidden),
          n.path,
        ).toBe(true);
      }
    }
    const home = r.menu[0];
    expect(home.hidden).toBeUndefined();
  });

  it('limits the content editor to site content: no system menu, no system button', async () => {
    const r = await permsOf('editor');
    expect(r.menu.map((m) => m.path)).not.toContain('/system');
    expect(r.menu.map((m) => m.path)).toContain('/cms');
    expect(r.auth.filter((a) => a.action.startsWith('system:'))).toEqual([]);
  });

  it('gives the auditor lists and exports but no write button', async () => {
    const r = await permsOf('auditor');
    const actions = r.auth.map((a) => a.action);
    expect(actions).toContain('system:user:list');
    // Applying for leave is everyone's; no write button of anything else.
    expect(actions.filter((a) => /:(add|edit|delete|deleteBatch|import)$/.test(a))).toEqual(['workflow:apply:add']);
  });

  it('gives a user without permissions the home page only', async () => {
    const r = await permsOf('guest_user');
    expect(r.menu.map((m) => m.meta.title)).toEqual(['首页']);
    expect(r.auth).toEqual([]);
  });
});

describe('buildMenuTree', () => {
  const row = (p: Partial<SysPermission>): SysPermission =>
    ({
      id: 'x',
      parentId: null,
      name: 'n',
      url: '/a/b',
      component: 'layouts/RouteView',
      componentName: null,
      redirect: null,
      menuType: 0,
      perms: null,
      permsType: '1',
      sortNo: 0,
      alwaysShow: 0,
      icon: null,
      isRoute: 1,
      isLeaf: 1,
      keepAlive: 0,
      hidden: 0,
      description: null,
      delFlag: 0,
      ruleFlag: 0,
      status: '1',
      internalOrExternal: 0,
      createBy: null,
      createTime: null,
      updateBy: null,
      updateTime: null,
      ...p,
    }) as SysPermission;

  it('hashes external URLs into the path and keeps them in meta.url', () => {
    const url = 'https://example.com/help';
    const [node] = buildMenuTree([row({ id: 'e', url, component: 'layouts/IframePageView', internalOrExternal: 1 })]);
    expect(node.path).toBe(createHash('md5').update(url).digest('hex'));
    expect(node.meta).toMatchObject({ url, internalOrExternal: true });
    expect(node.hidden).toBeUndefined();
  });

  it('derives name from the url, route flag and optional keys', () => {
    const [node] = buildMenuTree([
      row({ id: 'r', url: '/online/cgreport/:code', isRoute: 0, alwaysShow: 1, hidden: 1 }),
    ]);
    expect(node.name).toBe('online-cgreport-@code');
    expect(node.route).toBe('0');
    expect(node.alwaysShow).toBe(true);
    expect(node.hidden).toBe(true);
  });

  it('nests children only under non-leaf rows and drops buttons', () => {
    const tree = buildMenuTree([
      row({ id: 'p', isLeaf: 0, redirect: '/a/c' }),
      row({ id: 'c', parentId: 'p', menuType: 1, url: '/a/c', component: 'dashboard/Analysis' }),
      row({ id: 'b', parentId: 'c', menuType: 2, perms: 'a:c:add' }),
    ]);
    expect(tree).toHaveLength(1);
    expect(tree[0].redirect).toBe('/a/c');
    expect(tree[0].children?.map((c) => c.id)).toEqual(['c']);
    expect(tree[0].children?.[0].children).toBeUndefined();
  });
});
