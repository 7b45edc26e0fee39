import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteId } from '../src/db/seed/ids.js';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';

/** The rendered site: built-in templates over published content, a site's own templates sandboxed, draft preview. */
describe('rendered site /site/{siteCode}', () => {
  let t: TestApp;
  let cn: string;
  let draftId: string;
  let liveId: string;
  /** The global site's own templates: each tries to reach something it must not. */
  const evil: Record<string, string> = {
    home: '<p>home</p>[{{ process }}][{{ process.env.PATH }}][{{ site.constructor.constructor }}]',
    'ad-detail': "<h1>{{ item.title | raw }}</h1>{% include '/etc/passwd' %}",
    'ad-list': "{% render '../../../../etc/passwd' %}",
  };
  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: path, headers });
  const admin = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, token = cn) =>
    call(t, method, `${API}${path}`, { token, body });

  beforeAll(async () => {
    t = await createTestApp({}, { templates: async (id) => (id === siteId('en') ? evil : {}) });
    cn = await login(t, 'admin');
    const add = async (title: string) =>
      (await admin('POST', '/cms/ad/add', { title, position: 'home_banner' })).body.result;
    draftId = await add('草稿横幅');
    liveId = await add('<script>alert("x")</script>上线横幅');
    expect((await admin('PUT', '/cms/ad/publish', { ids: liveId })).body.success).toBe(true);
    await admin('POST', '/category/siteCategory/add', { name: '新闻中心', code: 'news', typeCode: 'news' });
  });
  afterAll(() => t.close());

  it('renders the home page with the site, its categories and published ads only, escaped', async () => {
    const home = await get('/site/cn');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    // The seeded site's brand (its SEO title) and its menu.
    expect(home.body).toContain('<span>云站科技</span>');
    expect(home.body).toContain('新闻中心');
    expect(home.body).toContain('&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;上线横幅');
    expect(home.body).not.toContain('<script>alert');
    expect(home.body).not.toContain('草稿横幅');
  });

  it('renders lists and details, 404 pages for drafts and unknown sites, 304 on a matching ETag', async () => {
    const list = await get('/site/cn/ad');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('上线横幅');
    const detail = await get(`/site/cn/ad/${liveId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).not.toContain('<script>alert');
    const again = await get(`/site/cn/ad/${liveId}`, { 'if-none-match': String(detail.headers.etag) });
    expect(again.statusCode).toBe(304);
    // Pages are cached until a public table changes: a publish shows at once.
    expect((await get('/site/cn')).body).not.toContain('秋季新品');
    const fresh = (await admin('POST', '/cms/ad/add', { title: '秋季新品', position: 'home_banner' })).body.result;
    await admin('PUT', '/cms/ad/publish', { ids: fresh });
    expect((await get('/site/cn')).body).toContain('秋季新品');
    const draft = await get(`/site/cn/ad/${draftId}`);
    expect(draft.statusCode).toBe(404);
    expect(draft.body).toContain('页面不存在');
    expect((await get('/site/nosuch')).statusCode).toBe(404);
    const deep = await get('/site/cn/ad/x/y/z', { accept: 'text/html' });
    expect(deep.statusCode).toBe(404);
    expect(deep.body).toContain('页面不存在');
    const bad = await get('/site/cn/ad?sort=clicks');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('不支持的排序字段: clicks');
  });

  it('prints a detail page’s public references as links to the referenced row, a hidden one not at all', async () => {
    const category = await admin('POST', '/category/siteCategory/add', {
      name: '产品动态',
      code: 'product-news',
      typeCode: 'news',
    });
    expect(category.body.success, JSON.stringify(category.body)).toBe(true);
    const categoryId = String(category.body.result);
    const ad = (await admin('POST', '/cms/ad/add', { title: '栏目横幅', position: 'list_top', categoryId })).body
      .result;
    await admin('PUT', '/cms/ad/publish', { ids: ad });
    const detail = await get(`/site/cn/ad/${ad}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain(`<dt>栏目</dt><dd><a href="/site/cn/category/${categoryId}">产品动态</a></dd>`);
    expect((await get(`/site/cn/category/${categoryId}`)).statusCode).toBe(200);

    const plain = (await admin('POST', '/cms/ad/add', { title: '无栏目横幅', position: 'list_top' })).body.result;
    await admin('PUT', '/cms/ad/publish', { ids: plain });
    expect((await get(`/site/cn/ad/${plain}`)).body).not.toContain('<dt>栏目</dt>');
  });

  it('renders the seeded site: navigation from its menu, single pages with their rich text as HTML', async () => {
    const home = await get('/site/cn');
    expect(home.body).toContain('<a href="/site/cn" aria-current="page">首页</a>');
    const about = home.body.match(/href="(\/site\/cn\/page\?menuId=[0-9a-f]+)">关于我们</)?.[1];
    expect(about).toBeTruthy();
    // A menu item with one page shows it whole; with several (新闻中心) it lists them, newest first.
    const list = await get(String(about));
    expect(list.body).toContain('<h1>关于我们</h1>');
    expect(list.body).toMatch(/<p>云站科技[^<]*<\/p>/);
    const news = home.body.match(/href="(\/site\/cn\/page\?menuId=[0-9a-f]+)">新闻中心</)?.[1];
    const column = await get(String(news));
    expect(column.body).toContain('<h1>新闻中心</h1>');
    expect(column.body.indexOf('云站智能终端正式发布')).toBeLessThan(column.body.indexOf('云站合作伙伴计划全面启动'));
    const id = (await call(t, 'GET', '/api/public/cn/page/by-slug/about')).body.result.id;
    const page = await get(`/site/cn/page/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<p>云站科技[^<]*<\/p>/);
    expect(page.body).not.toContain('所属菜单');
    expect(page.body).not.toContain('SEO标题');
    expect(page.body).toContain('<title>关于我们 - 云站科技</title>');
  });

  it('gives a site template no process, no file and no raw HTML of a field', async () => {
    const home = await get('/site/en');
    expect(home.statusCode).toBe(200);
    expect(home.body).toBe('<p>home</p>[][][]');
    const admin2 = await login(t, 'admin');
    await admin('POST', '/sys/selectDepart', { siteId: siteId('en') }, admin2);
    const id = (await admin('POST', '/cms/ad/add', { title: '<b>bold</b>', position: 'home_banner' }, admin2)).body
      .result;
    await admin('PUT', '/cms/ad/publish', { ids: id }, admin2);
    for (const path of [`/site/en/ad/${id}`, '/site/en/ad']) {
      const page = await get(path);
      expect(page.statusCode, path).toBe(500);
      // In the site's language (English), without details.
      expect(page.body).toContain('This page cannot be shown at the moment');
      expect(page.body).not.toMatch(/root:|passwd|ENOENT|<b>bold/);
    }
  });

  it('previews a draft for a signed-in user with the list permission, in the session’s site only', async () => {
    const preview = await get(`${API}/cms/ad/preview?id=${draftId}`, { 'x-access-token': cn });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('草稿横幅');
    expect(preview.body).toContain('预览：以当前内容渲染');
    expect(preview.headers['cache-control']).toBe('no-store');
    expect((await get(`${API}/cms/ad/preview?id=${draftId}`)).statusCode).toBe(401);
    const other = await login(t, 'admin');
    await admin('POST', '/sys/selectDepart', { siteId: siteId('en') }, other);
    const elsewhere = await get(`${API}/cms/ad/preview?id=${draftId}`, { 'x-access-token': other });
    expect(elsewhere.json()).toMatchObject({ success: false, message: '未找到对应实体' });
  });
});
