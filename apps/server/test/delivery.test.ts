import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../src/core/time.js';
import { dynamic } from '../src/db/index.js';
import { siteId } from '../src/db/seed/ids.js';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';

/** The delivery API on the content entities: only published rows of one site, public fields only, cached with ETags. */
describe('delivery API /api/public', () => {
  let t: TestApp;
  let cn: string;
  let en: string;
  const admin = (token: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    call(t, method, `${API}${path}`, { token, body });
  const pub = (path: string, headers: Record<string, string> = {}) => call(t, 'GET', `/api/public${path}`, { headers });
  const addAd = async (token: string, title: string, more: Record<string, unknown> = {}) => {
    const r = await admin(token, 'POST', '/cms/ad/add', { title, position: 'home_banner', ...more });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    return r.body.result as string;
  };
  const publish = async (token: string, id: string) =>
    expect((await admin(token, 'PUT', '/cms/ad/publish', { ids: id })).body.success).toBe(true);
  const titles = async (path = '/cn/ad?pageSize=100') =>
    ((await pub(path)).body.result.records as { title: string }[]).map((r) => r.title);

  beforeAll(async () => {
    t = await createTestApp();
    // The seeded demo content of both sites is left out: each case counts the rows it writes.
    for (const table of [
      'cms_menu_content',
      'cms_site_menu',
      'cms_ad_image',
      'cms_ad_show_in',
      'cms_ad',
      'cms_site_category',
    ])
      await dynamic(t.ctx.db).deleteFrom(table).execute();
    cn = await login(t, 'admin');
    en = await login(t, 'admin');
    expect((await admin(en, 'POST', '/sys/selectDepart', { siteId: siteId('en') })).body.success).toBe(true);
  });
  afterAll(() => t.close());

  it('shows published rows only: a draft never, an offline row no more', async () => {
    const draft = await addAd(cn, '草稿广告');
    const live = await addAd(cn, '已发布广告');
    await publish(cn, live);
    expect(await titles()).toEqual(['已发布广告']);
    expect((await pub(`/cn/ad/${draft}`)).status).toBe(404);
    expect((await pub(`/cn/ad/${live}`)).body.result.title).toBe('已发布广告');

    expect((await admin(cn, 'PUT', '/cms/ad/offline', { ids: live })).body.success).toBe(true);
    expect(await titles()).toEqual([]);
    const gone = await pub(`/cn/ad/${live}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ success: false, message: '内容不存在' });
  });

  it('keeps a scheduled row out until its publish time, then shows it without a write', async () => {
    const soon = formatDateTime(new Date(Date.now() + 1500));
    const later = await addAd(cn, '定时广告', { publishTime: soon });
    await publish(cn, later);
    expect(await titles()).not.toContain('定时广告');
    expect((await pub(`/cn/ad/${later}`)).status).toBe(404);
    await new Promise((r) => setTimeout(r, 2100));
    expect(await titles()).toContain('定时广告');
    expect((await pub(`/cn/ad/${later}`)).status).toBe(200);
  });

  it('answers 304 to a matching If-None-Match and changes the ETag on publish', async () => {
    const first = await pub('/cn/ad');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await pub('/cn/ad', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    // A write that changes nothing public rebuilds the answer with the same bytes: the ETag stays.
    await addAd(cn, '又一条草稿');
    const rebuilt = await pub('/cn/ad', { 'if-none-match': etag });
    expect(rebuilt.status).toBe(304);

    // Each content encoding is its own representation with its own validator; weak comparison for GET.
    for (let i = 1; i <= 6; i++)
      await publish(cn, await addAd(cn, `压缩测试${i}`, { link: `https://example.com/${i}` }));
    const zipped = await pub('/cn/ad?pageSize=100', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const zipTag = String(zipped.headers.etag);
    expect(zipTag).toMatch(/-gzip"$/);
    const weak = await pub('/cn/ad?pageSize=100', { 'accept-encoding': 'gzip', 'if-none-match': `W/${zipTag}` });
    expect(weak.status).toBe(304);
    expect((await pub('/cn/ad?pageSize=100', { 'if-none-match': zipTag })).status).toBe(200);

    await publish(cn, await addAd(cn, '新发布'));
    const changed = await pub('/cn/ad', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.result.records.map((r: { title: string }) => r.title)).toContain('新发布');
  });

  it('projects public fields only', async () => {
    const { body } = await pub('/cn/ad');
    const row = body.result.records[0];
    for (const internal of ['createBy', 'updateBy', 'delFlag', 'siteId', 'status', 'clicks', 'createTime', 'showIn']) {
      expect(row, internal).not.toHaveProperty(internal);
    }
    expect(row).toHaveProperty('title');
    expect(row).toHaveProperty('position_dictText');
    expect(JSON.stringify(body)).not.toContain('admin');
  });

  it('never shows another site’s rows; an unknown or disabled site is 404', async () => {
    await publish(en, await addAd(en, 'International banner'));
    expect(await titles()).not.toContain('International banner');
    expect(await titles('/en/ad')).toEqual(['International banner']);
    const unknown = await pub('/nosuchsite/ad');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, message: '站点不存在' });
    await t.ctx.db.updateTable('sysSite').set({ status: 0 }).where('code', '=', 'en').execute();
    expect((await pub('/en/ad')).status).toBe(404);
    await t.ctx.db.updateTable('sysSite').set({ status: 1 }).where('code', '=', 'en').execute();
    expect((await pub('/en/ad')).status).toBe(200);
  });

  it('refuses unknown filters and sorts in Chinese; searches Chinese substrings; pages', async () => {
    const badFilter = await pub('/cn/ad?createBy=admin');
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.message).toBe('不支持的查询参数: createBy');
    const badSort = await pub('/cn/ad?sort=-clicks');
    expect(badSort.status).toBe(400);
    expect(badSort.body.message).toBe('不支持的排序字段: -clicks');
    expect((await pub('/cn/ad?pageSize=1000')).status).toBe(400);

    for (const title of ['华为横幅', '小米横幅', '华为侧栏']) await publish(cn, await addAd(cn, title));
    const search = async (q: string) =>
      ((await pub(`/cn/ad?q=${encodeURIComponent(q)}&sort=-publishTime`)).body.result.records as { title: string }[])
        .map((r) => r.title)
        .sort();
    expect(await search('华')).toEqual(['华为侧栏', '华为横幅']);
    expect(await search('横幅')).toEqual(['华为横幅', '小米横幅']);
    const paged = await pub('/cn/ad?pageSize=2&pageNo=2&sort=sortNo');
    expect(paged.body.result).toMatchObject({ size: 2, current: 2 });
    expect(paged.body.result.records).toHaveLength(2);
  });

  it('serves a site’s category tree, by slug, filtered by type', async () => {
    const add = async (code: string, typeCode: string, parentId?: string) =>
      (await admin(cn, 'POST', '/category/siteCategory/add', { name: `栏目${code}`, code, typeCode, parentId })).body
        .result as string;
    const news = await add('news', 'news');
    await add('company', 'news', news);
    await add('faq', 'faq');
    const tree = (await pub('/cn/category/tree?typeCode=news')).body.result;
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ code: 'news', children: [{ code: 'company', parentId: news }] });
    expect((await pub('/cn/category/by-slug/faq')).body.result.name).toBe('栏目faq');
    expect((await pub('/en/category/by-slug/faq')).status).toBe(404);
  });

  it('publishes an OpenAPI 3.1 document and a readable page from the schemas', async () => {
    const doc = (await pub('/openapi.json')).body;
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/public/{siteCode}',
        '/api/public/{siteCode}/ad',
        '/api/public/{siteCode}/category/tree',
        '/api/public/{siteCode}/intake/feedback',
      ]),
    );
    const intake = doc.paths['/api/public/{siteCode}/intake/feedback'].post.requestBody.content['application/json'];
    expect(Object.keys(intake.schema.properties)).toEqual(['kind', 'content', 'images', 'contact']);
    expect(intake.schema.required).toEqual(['kind', 'content']);
    expect(Object.keys(doc.components.schemas.ad.properties)).not.toContain('createBy');
    const page = await pub('/docs');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/public/{siteCode}/ad');
    expect(page.body).toContain('提交意见反馈');
    // The site's public profile: what its pages' header and footer show.
    expect((await pub('/cn')).body.result).toMatchObject({
      code: 'cn',
      name: '中文官网',
      domain: 'www.example.com.cn',
      language: 'zh-CN',
      logo: null,
      hotline: '400-800-8888',
      copyright: '© 2026 云站科技 版权所有',
    });
    expect((await pub('/cn')).body.result).not.toHaveProperty('id');
    expect((await pub('/cn/nothing')).status).toBe(404);
  });
});
