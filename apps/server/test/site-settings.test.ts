import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleId, siteId } from '../src/db/seed/ids.js';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';

/** 网站设置: sites and their roles, menu items and their links, templates, the seeded areas and demo content. */
describe('site settings', () => {
  let t: TestApp;
  let admin: string;
  const req = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    call(t, method, `${API}${path}`, { token, body });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    await req(admin, 'POST', '/sys/selectDepart', { siteId: siteId('cn') });
  });
  afterAll(() => t.close());

  it('creates a site the role screen offers; disabling it takes it from users, the role screen keeps the grant', async () => {
    const add = await req(admin, 'POST', '/cms/site/add', {
      name: '日本語サイト',
      code: 'jp',
      language: 'ja',
      icpNo: '粤ICP备00000000号',
      hotline: '400-800-8888',
      sortNo: 3,
    });
    expect(add.body).toMatchObject({ success: true });
    const id = add.body.result as string;
    expect(
      (await req(admin, 'POST', '/cms/site/add', { name: '重复', code: 'jp', language: 'ja' })).body,
    ).toMatchObject({
      success: false,
      message: '站点编码已存在',
    });
    const offered = async () =>
      (await req(admin, 'GET', '/sys/site/listAll')).body.result.find((s: { id: string }) => s.id === id);
    expect(await offered()).toMatchObject({ name: '日本語サイト', status: 1 });

    const grants = (await req(admin, 'GET', `/sys/role/querySites?roleId=${roleId('admin')}`)).body.result as string[];
    await req(admin, 'POST', '/sys/role/saveSites', { roleId: roleId('admin'), siteIds: [...grants, id] });
    const mine = async () =>
      (await req(admin, 'GET', '/sys/user/getCurrentUserSites')).body.result.list.map((s: { code: string }) => s.code);
    expect(await mine()).toEqual(['cn', 'en', 'jp']);

    expect((await req(admin, 'PUT', '/cms/site/edit', { id, status: 0 })).body.success).toBe(true);
    admin = await login(t, 'admin');
    // The role screen shows it disabled, its grant kept; users lose it.
    expect(await offered()).toMatchObject({ status: 0 });
    expect((await req(admin, 'GET', `/sys/role/querySites?roleId=${roleId('admin')}`)).body.result).toContain(id);
    expect(await mine()).toEqual(['cn', 'en']);
    expect((await req(admin, 'POST', '/sys/selectDepart', { siteId: id })).body.message).toBe('您没有该站点的权限');
    await req(admin, 'PUT', '/cms/site/edit', { id, status: 1 });
    expect(await mine()).toEqual(['cn', 'en', 'jp']);
  });

  it('keeps the current site enabled and undeleted', async () => {
    await req(admin, 'POST', '/sys/selectDepart', { siteId: siteId('cn') });
    const off = await req(admin, 'PUT', '/cms/site/edit', { id: siteId('cn'), status: 0 });
    expect(off.body).toMatchObject({ success: false, message: '不能停用或删除当前所在的站点' });
    const del = await req(admin, 'DELETE', `/cms/site/delete?id=${siteId('cn')}`);
    expect(del.body).toMatchObject({ success: false, message: '不能停用或删除当前所在的站点' });
  });

  it('leaves 站点信息 to administrators', async () => {
    const editor = await login(t, 'editor');
    expect((await req(editor, 'GET', '/cms/site/list')).status).toBe(403);
    expect((await req(editor, 'GET', '/cms/siteMenu/list')).body.success).toBe(true);
  });

  it('checks a menu item names the target of its link type, and reorders by move', async () => {
    const add = (body: Record<string, unknown>) =>
      req(admin, 'POST', '/cms/siteMenu/add', { position: 'header', ...body });
    expect((await add({ name: '栏目', linkType: 'category' })).body.message).toBe('栏目不能为空');
    expect((await add({ name: '链接', linkType: 'url' })).body.message).toBe('链接目标不能为空');
    expect((await add({ name: '链接', linkType: 'url', linkValue: 'javascript:alert(1)' })).body.message).toBe(
      '链接目标：请输入正确的网址或以/开头的站内路径',
    );
    const parent = (await add({ name: '产品', linkType: 'url', linkValue: '/products' })).body.result;
    const child = (await add({ name: '路由器', linkType: 'productType', linkValue: 'router' })).body.result;
    // An edit is checked against the row as it will be.
    expect((await req(admin, 'PUT', '/cms/siteMenu/edit', { id: child, linkType: 'category' })).body.message).toBe(
      '栏目不能为空',
    );
    const moved = await req(admin, 'PUT', '/cms/siteMenu/move', { id: child, parentId: parent, order: 3 });
    expect(moved.body).toMatchObject({ success: true });
    const children = (await req(admin, 'GET', `/cms/siteMenu/childList?pid=${parent}`)).body.result;
    expect(children).toMatchObject([{ id: child, sortNo: 3, linkType_dictText: '产品类型' }]);
  });

  it('puts single pages under 单页 menu items, and keeps an item while it has pages', async () => {
    const add = (body: Record<string, unknown>) =>
      req(admin, 'POST', '/cms/siteMenu/add', { position: 'footer', ...body });
    const url = (await add({ name: '外链', linkType: 'url', linkValue: 'https://example.com' })).body.result;
    const single = (await add({ name: '售后说明', linkType: 'page' })).body.result;
    const wrong = await req(admin, 'POST', '/cms/menuContent/add', { title: '外链页', menuId: url });
    expect(wrong.body).toMatchObject({ success: false, message: '所属菜单的链接类型不是单页' });
    const page = await req(admin, 'POST', '/cms/menuContent/add', { title: '售后说明页', menuId: single });
    expect(page.body.success).toBe(true);
    const del = await req(admin, 'DELETE', `/cms/siteMenu/delete?id=${single}`);
    expect(del.body).toMatchObject({ success: false, message: '单页「售后说明页」等仍属于该菜单，不能删除' });
    await req(admin, 'DELETE', `/cms/menuContent/delete?id=${page.body.result}`);
    expect((await req(admin, 'DELETE', `/cms/siteMenu/delete?id=${single}`)).body.success).toBe(true);
  });

  it('keeps templates per site with their versions', async () => {
    const source = '<h1>{{ page.title }}</h1>';
    const add = await req(admin, 'POST', '/cms/template/add', {
      code: 'landing',
      name: '活动页',
      type: 'page',
      source,
    });
    expect(add.body.success).toBe(true);
    await req(admin, 'PUT', '/cms/template/edit', { id: add.body.result, source: `${source}<p>v2</p>` });
    const versions = (await req(admin, 'GET', `/cms/template/versions?id=${add.body.result}`)).body.result;
    expect(versions.map((v: { action: string }) => v.action)).toEqual(['编辑', '添加']);
    expect((await req(admin, 'GET', `/cms/template/previewData?id=${add.body.result}`)).status).toBe(404);
  });

  it('seeds China’s areas as a tree and the demo sites’ content', async () => {
    const roots = (await req(admin, 'GET', '/cms/area/childList')).body.result;
    expect(roots).toMatchObject([{ name: '中国', code: '86', hasChild: true }]);
    const provinces = (await req(admin, 'GET', `/cms/area/childList?pid=${roots[0].id}`)).body.result;
    expect(provinces.length).toBeGreaterThanOrEqual(34);
    expect(provinces[0]).toMatchObject({ code: '110000', name: '北京市', level: 1, level_dictText: '省级' });
    const total = (await req(admin, 'GET', '/cms/area/list?pageSize=1')).body.result.total;
    expect(total).toBeGreaterThan(3000);

    const pages = (await req(admin, 'GET', '/cms/menuContent/list')).body.result.records;
    expect(pages.map((p: { title: string }) => p.title)).toEqual(expect.arrayContaining(['关于我们', '联系我们']));
    expect(pages.every((p: { status: string }) => p.status === 'published')).toBe(true);
    const ads = (await req(admin, 'GET', '/cms/ad/list')).body.result.records;
    expect(ads.length).toBeGreaterThanOrEqual(2);
  });
});
