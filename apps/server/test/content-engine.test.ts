import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteId } from '../src/db/seed/ids.js';
import { postImport, xlsxOf } from './excel-files.js';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';

/**
 * The engine on a site-scoped content entity (广告 with a 栏目分类 reference and slide lines, 栏目分类 as a tree):
 * every verb stays inside the session's site, references and lines are checked there, actions and the recycle bin.
 */
describe('site-scoped content on the engine', () => {
  let t: TestApp;
  let cn: string;
  let global: string;
  const ad = (path: string) => `${API}/cms/ad/${path}`;
  const cat = (path: string) => `${API}/category/siteCategory/${path}`;
  const req = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    call(t, method, path, { token, body });
  const addCategory = async (token: string, code: string, parentId?: string) => {
    const r = await req(token, 'POST', cat('add'), { name: `分类${code}`, code, typeCode: 'news', parentId });
    expect(r.body, `category ${code}`).toMatchObject({ success: true });
    return r.body.result as string;
  };
  const addAd = async (token: string, body: Record<string, unknown>) => {
    const r = await req(token, 'POST', ad('add'), { position: 'home_banner', ...body });
    return r;
  };

  beforeAll(async () => {
    t = await createTestApp();
    cn = await login(t, 'admin');
    global = await login(t, 'admin');
    const sw = await req(global, 'POST', '/sys/selectDepart', { siteId: siteId('en') });
    expect(sw.body.success).toBe(true);
  });
  afterAll(() => t.close());

  it('ignores a siteId in the body and keeps every verb inside the site', async () => {
    const r = await addAd(cn, { title: '中文横幅', siteId: siteId('en') });
    expect(r.body).toMatchObject({ success: true, message: '添加成功！' });
    const id = r.body.result as string;
    const row = await t.ctx.db
      .selectFrom('cms_ad' as never)
      .select('site_id' as never)
      .where('id' as never, '=', id as never)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ siteId: siteId('cn') });

    const notFound = { success: false, message: '未找到对应实体' };
    expect((await req(global, 'GET', ad(`queryById?id=${id}`))).body).toMatchObject(notFound);
    expect((await req(global, 'PUT', ad('edit'), { id, title: '改' })).body).toMatchObject(notFound);
    expect((await req(global, 'DELETE', ad(`delete?id=${id}`))).body).toMatchObject(notFound);
    expect((await req(global, 'DELETE', ad(`deleteBatch?ids=${id}`))).body).toMatchObject(notFound);
    expect((await req(global, 'PUT', ad('publish'), { ids: id })).body).toMatchObject(notFound);
    const titled = ad(`list?title=${encodeURIComponent('中文横幅')}`);
    expect((await req(global, 'GET', titled)).body.result.total).toBe(0);
    expect((await req(cn, 'GET', titled)).body.result.total).toBe(1);

    const exported = await t.app.inject({ method: 'GET', url: ad('exportXls'), headers: { 'x-access-token': global } });
    expect(exported.statusCode).toBe(200);
    expect(exported.rawPayload.includes(Buffer.from('中文横幅'))).toBe(false);

    const dup = (token: string) =>
      req(token, 'GET', `/sys/duplicate/check?tableName=cms_site_category&fieldName=code&fieldVal=dupcode`);
    await addCategory(cn, 'dupcode');
    expect((await dup(cn)).body.success).toBe(false);
    expect((await dup(global)).body.success).toBe(true);
    // The same code is free in the other site.
    await addCategory(global, 'dupcode');
  });

  it('checks references in the actor site and names them in lists', async () => {
    const mine = await addCategory(cn, 'banner');
    const theirs = await addCategory(global, 'banner');
    const bad = await addAd(cn, { title: '引用他站', categoryId: theirs });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, message: '栏目不存在' });
    const good = await addAd(cn, { title: '引用本站', categoryId: mine });
    expect(good.body.success).toBe(true);
    const list = await req(cn, 'GET', ad(`list?title=${encodeURIComponent('*引用*')}`));
    expect(list.body.result.records).toHaveLength(1);
    expect(list.body.result.records[0]).toMatchObject({ categoryId: mine, categoryId_dictText: '分类banner' });
  });

  it('writes lines with the parent, keeps their ids on edit and deletes them with it', async () => {
    const slides = [
      { image: 'a.png', caption: '一', sortNo: 1 },
      { image: 'b.png', caption: '二', sortNo: 2 },
    ];
    const r = await addAd(cn, { title: '轮播', slides });
    expect(r.body.success).toBe(true);
    const id = r.body.result as string;
    const read = async () => (await req(cn, 'GET', ad(`queryById?id=${id}`))).body.result;
    const first = await read();
    expect(first.slides.map((s: { caption: string }) => s.caption)).toEqual(['一', '二']);
    const kept = first.slides[1];
    const edit = await req(cn, 'PUT', ad('edit'), {
      id,
      slides: [
        { id: kept.id, image: 'b.png', caption: '二改', sortNo: 1, siteId: 'x', adId: 'other' },
        { image: 'c.png', caption: '三', sortNo: 2 },
      ],
    });
    expect(edit.body.success).toBe(true);
    const second = await read();
    expect(second.slides.map((s: { caption: string }) => s.caption)).toEqual(['二改', '三']);
    expect(second.slides[0]).toMatchObject({ id: kept.id, adId: id, siteId: siteId('cn') });

    const badLine = await req(cn, 'PUT', ad('edit'), { id, slides: [{ caption: '缺图片' }] });
    expect(badLine.status).toBe(400);
    expect(badLine.body.message).toBe('轮播图片第1行：图片不能为空');
    expect((await read()).slides).toHaveLength(2);

    // Soft delete keeps the lines for the recycle bin; purging removes them.
    expect((await req(cn, 'DELETE', ad(`delete?id=${id}`))).body.success).toBe(true);
    const lines = () =>
      t.ctx.db
        .selectFrom('cms_ad_image' as never)
        .select('id' as never)
        .where('ad_id' as never, '=', id as never)
        .execute();
    expect(await lines()).toHaveLength(2);
    const bin = await req(cn, 'GET', ad('recycleBin'));
    expect(bin.body.result.map((x: { id: string }) => x.id)).toContain(id);
    expect((await req(global, 'GET', ad('recycleBin'))).body.result).toEqual([]);
    expect((await req(global, 'DELETE', ad(`deleteRecycleBin?ids=${id}`))).body.message).toBe('未找到对应实体');
    expect((await req(cn, 'DELETE', ad(`deleteRecycleBin?ids=${id}`))).body).toMatchObject({ success: true });
    expect(await lines()).toHaveLength(0);
  });

  it('restores from the recycle bin within the site', async () => {
    const id = (await addAd(cn, { title: '待还原' })).body.result as string;
    await req(cn, 'DELETE', ad(`delete?id=${id}`));
    expect((await req(cn, 'GET', ad(`queryById?id=${id}`))).body.success).toBe(false);
    expect((await req(global, 'PUT', ad('putRecycleBin'), { ids: id })).body.message).toBe('未找到对应实体');
    const back = await req(cn, 'PUT', ad('putRecycleBin'), { ids: id });
    expect(back.body).toMatchObject({ success: true, message: '还原成功' });
    expect((await req(cn, 'GET', ad(`queryById?id=${id}`))).body.result.title).toBe('待还原');
  });

  it('publishes and takes offline in batches, stamping the publish time once, with logs', async () => {
    const a = (await addAd(cn, { title: '发布一' })).body.result as string;
    const b = (await addAd(cn, { title: '发布二', publishTime: '2030-01-01 08:00:00' })).body.result as string;
    // Fields no form writes start at their defaults.
    expect((await req(cn, 'GET', ad(`queryById?id=${a}`))).body.result).toMatchObject({ status: 'draft', clicks: 0 });
    const pub = await req(cn, 'PUT', ad('publish'), { ids: `${a},${b}` });
    expect(pub.body).toMatchObject({ success: true, message: '发布成功!' });
    const rowA = (await req(cn, 'GET', ad(`queryById?id=${a}`))).body.result;
    const rowB = (await req(cn, 'GET', ad(`queryById?id=${b}`))).body.result;
    expect(rowA.status).toBe('published');
    expect(rowA.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rowB.publishTime).toBe('2030-01-01 08:00:00');
    const off = await req(cn, 'PUT', ad('offline'), { ids: [a] });
    expect(off.body).toMatchObject({ success: true, message: '下线成功!' });
    expect((await req(cn, 'GET', ad(`queryById?id=${a}`))).body.result.status).toBe('offline');
    // An id of another site fails the whole batch.
    const foreign = (await addAd(global, { title: '他站' })).body.result as string;
    expect((await req(cn, 'PUT', ad('publish'), { ids: `${b},${foreign}` })).body.message).toBe('未找到对应实体');
    const logs = await t.ctx.db
      .selectFrom('sys_log' as never)
      .select('log_content' as never)
      .where('log_content' as never, 'like', '广告-编辑：%' as never)
      .execute();
    expect(logs.map((l) => (l as { logContent: string }).logContent)).toEqual(
      expect.arrayContaining(['广告-编辑：发布', '广告-编辑：下线']),
    );
    // The status is not writable through edit.
    await req(cn, 'PUT', ad('edit'), { id: a, status: 'published' });
    expect((await req(cn, 'GET', ad(`queryById?id=${a}`))).body.result.status).toBe('offline');
  });

  it('guards actions by their own permission', async () => {
    const editor = await login(t, 'editor');
    const auditor = await login(t, 'auditor');
    const id = (await addAd(cn, { title: '权限' })).body.result as string;
    const denied = await req(auditor, 'PUT', ad('publish'), { ids: id });
    expect(denied.status).toBe(403);
    const codes = await t.ctx.db
      .selectFrom('sys_permission' as never)
      .select('perms' as never)
      .where('perms' as never, 'in', ['cms:ad:publish', 'cms:ad:offline'] as never)
      .execute();
    expect(codes).toHaveLength(2);
    expect(editor).toBeTruthy();
  });

  it('keeps a tree: lazy children, moves without cycles, no orphans', async () => {
    const root = await addCategory(cn, 'root');
    const child = await addCategory(cn, 'child', root);
    const grandchild = await addCategory(cn, 'grand', child);
    const roots = await req(cn, 'GET', cat('childList'));
    const rootRow = roots.body.result.find((r: { id: string }) => r.id === root);
    expect(rootRow.hasChild).toBe(true);
    const children = await req(cn, 'GET', cat(`childList?pid=${root}`));
    expect(children.body.result.map((r: { id: string }) => r.id)).toEqual([child]);
    expect((await req(global, 'GET', cat(`childList?pid=${root}`))).body.result).toEqual([]);

    const cycle = await req(cn, 'PUT', cat('move'), { id: root, parentId: grandchild });
    expect(cycle.status).toBe(400);
    expect(cycle.body.message).toBe('不能把节点移到它自己或它的下级之下');
    const cycleByEdit = await req(cn, 'PUT', cat('edit'), { id: child, parentId: child });
    expect(cycleByEdit.status).toBe(400);
    const moved = await req(cn, 'PUT', cat('move'), { id: grandchild, parentId: null, order: 5 });
    expect(moved.body).toMatchObject({ success: true, message: '移动成功!' });
    expect((await req(cn, 'GET', cat(`childList?pid=${child}`))).body.result).toEqual([]);

    const orphaning = await req(cn, 'DELETE', cat(`delete?id=${root}`));
    expect(orphaning.body).toMatchObject({ success: false, message: '该节点下有子节点，不能删除' });
    const both = await req(cn, 'DELETE', cat(`deleteBatch?ids=${root},${child}`));
    expect(both.body.success).toBe(true);
  });

  it('exports references as their names and imports them by name within the site', async () => {
    const onlyCn = await addCategory(cn, 'onlycn');
    await addAd(cn, { title: '导出引用', categoryId: onlyCn });
    const res = await t.app.inject({
      url: ad(`exportXls?title=${encodeURIComponent('导出引用')}`),
      headers: { 'x-access-token': cn },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const header = (ws.getRow(3).values as unknown[]).map(String);
    expect(ws.getRow(4).getCell(header.indexOf('栏目')).value).toBe('分类onlycn');

    const file = await xlsxOf([
      ['标题', '广告位', '栏目'],
      ['按名称导入', '首页横幅', '分类onlycn'],
    ]);
    const intoCn = await postImport(t, '/cms/ad/importExcel', 'ads.xlsx', file, cn);
    expect(intoCn.json()).toMatchObject({ success: true });
    const imported = await req(cn, 'GET', ad(`list?title=${encodeURIComponent('按名称导入')}`));
    expect(imported.body.result.records[0].categoryId).toBe(onlyCn);
    // The other site has no such category: the row fails and nothing is written there.
    const intoGlobal = await postImport(t, '/cms/ad/importExcel', 'ads.xlsx', file, global);
    expect(intoGlobal.json()).toMatchObject({ code: 201, result: { errorCount: 1, successCount: 0 } });
    expect((await req(global, 'GET', ad(`list?title=${encodeURIComponent('按名称导入')}`))).body.result.total).toBe(0);
  });

  it('keeps many-to-many links inside the site, shows their names and filters by them', async () => {
    const a = await addCategory(cn, 'linka');
    const b = await addCategory(cn, 'linkb');
    const foreign = await addCategory(global, 'linkx');
    const refused = await addAd(cn, { title: '链接他站', showIn: `${a},${foreign}` });
    expect(refused.body).toMatchObject({ success: false, message: '投放栏目不存在' });
    const id = (await addAd(cn, { title: '多栏目', showIn: [a, b] })).body.result as string;
    const row = (await req(cn, 'GET', ad(`queryById?id=${id}`))).body.result;
    expect(row.showIn.split(',').sort()).toEqual([a, b].sort());
    const byLink = await req(cn, 'GET', ad(`list?showIn=${b}`));
    expect(byLink.body.result.total).toBe(1);
    expect(byLink.body.result.records[0]).toMatchObject({ id, showIn_dictText: expect.stringContaining('分类linkb') });
    expect((await req(global, 'GET', ad(`list?showIn=${b}`))).body.result.total).toBe(0);
    // Edit replaces the set; an edit without the field keeps it.
    await req(cn, 'PUT', ad('edit'), { id, showIn: a });
    await req(cn, 'PUT', ad('edit'), { id, title: '多栏目改' });
    expect((await req(cn, 'GET', ad(`list?showIn=${b}`))).body.result.total).toBe(0);
    expect((await req(cn, 'GET', ad(`queryById?id=${id}`))).body.result.showIn).toBe(a);
  });
});
