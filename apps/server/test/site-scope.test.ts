import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableDictCodes, tableDictTexts } from '../src/core/crud/dict-text.js';
import { dynamic } from '../src/db/index.js';
import { siteId } from '../src/db/seed/ids.js';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';

/**
 * Site scope per verb, over HTTP, on two site-scoped entities (广告 and 菜单内容): the server takes the site from
 * the session only; another site's id answers as not found everywhere; switching site changes what a token sees.
 */
describe('site scope per verb', () => {
  let t: TestApp;
  let cn: string;
  let en: string;
  const req = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    call(t, method, `${API}${path}`, { token, body });
  const notFound = { success: false, message: '未找到对应实体' };
  let menuCn: string;

  beforeAll(async () => {
    t = await createTestApp();
    cn = await login(t, 'admin');
    en = await login(t, 'admin');
    expect((await req(en, 'POST', '/sys/selectDepart', { siteId: siteId('en') })).body.success).toBe(true);
    const menu = await req(cn, 'POST', '/cms/siteMenu/add', { name: '范围菜单', position: 'header', linkType: 'page' });
    menuCn = menu.body.result;
  });
  afterAll(() => t.close());

  const entities = [
    { base: '/cms/ad', body: () => ({ title: '范围广告', position: 'home_banner' }) },
    { base: '/cms/menuContent', body: () => ({ title: '范围单页', menuId: menuCn, slug: `scope-${Date.now()}` }) },
  ];

  for (const e of entities) {
    it(`${e.base}: an id of another site is not found for every verb, a body siteId is ignored`, async () => {
      const add = await req(cn, 'POST', `${e.base}/add`, { ...e.body(), siteId: siteId('en') });
      expect(add.body).toMatchObject({ success: true });
      const id = add.body.result as string;
      const stored = await t.ctx.db
        .selectFrom(e.base === '/cms/ad' ? ('cms_ad' as never) : ('cms_menu_content' as never))
        .select('site_id' as never)
        .where('id' as never, '=', id as never)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ siteId: siteId('cn') });

      expect((await req(en, 'GET', `${e.base}/queryById?id=${id}`)).body).toMatchObject(notFound);
      expect((await req(en, 'GET', `${e.base}/previewData?id=${id}`)).body).toMatchObject(notFound);
      expect((await req(en, 'GET', `${e.base}/versions?id=${id}`)).body).toMatchObject(notFound);
      const v1 = (await req(cn, 'GET', `${e.base}/versions?id=${id}`)).body.result[0].id;
      expect((await req(en, 'PUT', `${e.base}/restoreVersion`, { id, versionId: v1 })).body).toMatchObject(notFound);
      expect((await req(en, 'PUT', `${e.base}/edit`, { id, title: '改', siteId: siteId('en') })).body).toMatchObject(
        notFound,
      );
      expect((await req(en, 'PUT', `${e.base}/publish`, { ids: id })).body).toMatchObject(notFound);
      expect((await req(en, 'PUT', `${e.base}/offline`, { ids: id })).body).toMatchObject(notFound);
      expect((await req(en, 'DELETE', `${e.base}/delete?id=${id}`)).body).toMatchObject(notFound);
      expect((await req(en, 'DELETE', `${e.base}/deleteBatch?ids=${id}`)).body).toMatchObject(notFound);
      // An edit that names another site keeps the row where it is.
      expect((await req(cn, 'PUT', `${e.base}/edit`, { id, siteId: siteId('en') })).body.success).toBe(true);
      expect((await req(cn, 'GET', `${e.base}/queryById?id=${id}`)).body.result.siteId).toBe(siteId('cn'));

      expect((await req(cn, 'DELETE', `${e.base}/delete?id=${id}`)).body.success).toBe(true);
      expect((await req(en, 'GET', `${e.base}/recycleBin`)).body.result.map((r: { id: string }) => r.id)).not.toContain(
        id,
      );
      expect((await req(en, 'PUT', `${e.base}/putRecycleBin`, { ids: id })).body).toMatchObject(notFound);
      expect((await req(en, 'DELETE', `${e.base}/deleteRecycleBin?ids=${id}`)).body).toMatchObject(notFound);
      expect((await req(cn, 'PUT', `${e.base}/putRecycleBin`, { ids: id })).body.success).toBe(true);
    });
  }

  it('keeps the duplicate check in the session site whatever siteId the client sends', async () => {
    const slug = 'dup-check-page';
    const add = await req(cn, 'POST', '/cms/menuContent/add', { title: '重复校验', menuId: menuCn, slug });
    expect(add.body.success).toBe(true);
    const check = (token: string, site: string) =>
      req(
        token,
        'GET',
        `/sys/duplicate/check?tableName=cms_menu_content&fieldName=slug&fieldVal=${slug}&siteId=${siteId(site)}`,
      );
    expect((await check(cn, 'en')).body.success).toBe(false);
    expect((await check(en, 'cn')).body.success).toBe(true);
    // The slug is unique per site: the English site may use it, the Chinese one not twice.
    const again = await req(cn, 'POST', '/cms/menuContent/add', { title: '重复', menuId: menuCn, slug });
    expect(again.body).toMatchObject({ success: false, message: '访问路径已存在' });
  });

  it('switching site with /sys/selectDepart changes what the same token sees', async () => {
    // A new session opens on the user's last choice: pick the Chinese site first.
    const token = await login(t, 'admin');
    await req(token, 'POST', '/sys/selectDepart', { siteId: siteId('cn') });
    const title = encodeURIComponent('切换站点可见');
    const id = (await req(token, 'POST', '/cms/ad/add', { title: '切换站点可见', position: 'popup' })).body.result;
    const sees = async () => ({
      list: (await req(token, 'GET', `/cms/ad/list?title=${title}`)).body.result.total,
      item: (await req(token, 'GET', `/cms/ad/queryById?id=${id}`)).body.success,
      menus: (await req(token, 'GET', '/cms/siteMenu/list?pageSize=100')).body.result.records.map(
        (m: { name: string }) => m.name,
      ),
    });
    expect(await sees()).toMatchObject({ list: 1, item: true, menus: expect.arrayContaining(['关于我们']) });
    await req(token, 'POST', '/sys/selectDepart', { siteId: siteId('en') });
    const there = await sees();
    expect(there).toMatchObject({ list: 0, item: false, menus: expect.arrayContaining(['About us']) });
    expect(there.menus).not.toContain('关于我们');
    await req(token, 'POST', '/sys/selectDepart', { siteId: siteId('cn') });
    expect((await sees()).list).toBe(1);
  });

  it('serves the category tree of one type code of the session site', async () => {
    const cnTree = (await req(cn, 'GET', '/category/siteCategory/queryCategoryByTypeCode?typeCode=news')).body.result;
    expect(cnTree.map((n: { name: string }) => n.name)).toEqual(['新闻中心']);
    expect(cnTree[0].children.map((n: { name: string }) => n.name)).toEqual(['公司新闻']);
    const enTree = (await req(en, 'GET', '/category/siteCategory/queryCategoryByTypeCode?typeCode=news')).body.result;
    expect(enTree[0]).toMatchObject({ name: 'News', children: [{ name: 'Press releases' }] });
    const none = await req(cn, 'GET', '/category/siteCategory/queryCategoryByTypeCode?typeCode=nothing');
    expect(none.body.result).toEqual([]);
    const missing = await req(cn, 'GET', '/category/siteCategory/queryCategoryByTypeCode');
    expect(missing.body).toMatchObject({ success: false, message: '参数typeCode不能为空' });
  });
});

describe('table dictionaries over a site table', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('translate codes and texts within the site only (lists, exports and imports)', async () => {
    t = await createTestApp();
    const db = dynamic(t.ctx.db);
    const source = { table: 'cms_site_category', text: 'name', code: 'code' };
    // Both demo sites have a category coded `news`: 新闻中心 and News.
    expect(await tableDictTexts(db, source, ['news'], siteId('cn'))).toEqual(new Map([['news', '新闻中心']]));
    expect(await tableDictTexts(db, source, ['news'], siteId('en'))).toEqual(new Map([['news', 'News']]));
    const codes = await tableDictCodes(db, source, siteId('en'));
    expect(codes.get('News')).toBe('news');
    expect(codes.has('新闻中心')).toBe(false);
  });
});
