import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../src/core/time.js';
import { dynamic } from '../src/db/index.js';
import { siteId } from '../src/db/seed/ids.js';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);

/** Public answers beyond plain fields: reference names, sub-table lines, an ad's time window, public files. */
describe('public content: names, lines, ad window, files', () => {
  let t: TestApp;
  let cn: string;
  let en: string;
  const admin = (token: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    call(t, method, `${API}${path}`, { token, body });
  const pub = (path: string, headers: Record<string, string> = {}) => call(t, 'GET', `/api/public${path}`, { headers });
  const addAd = async (title: string, more: Record<string, unknown> = {}, token = cn) => {
    const r = await admin(token, 'POST', '/cms/ad/add', { title, position: 'home_banner', ...more });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    return r.body.result as string;
  };
  const publish = async (id: string, token = cn) =>
    expect((await admin(token, 'PUT', '/cms/ad/publish', { ids: id })).body.success).toBe(true);
  const titles = async () =>
    ((await pub('/cn/ad?pageSize=100')).body.result.records as { title: string }[]).map((r) => r.title);
  const upload = async (token = cn) => {
    const boundary = '----public-content-test';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\ncms\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/common/upload`,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-access-token': token },
    });
    return res.json().message as string;
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const table of ['cms_ad_image', 'cms_ad_show_in', 'cms_ad'])
      await dynamic(t.ctx.db).deleteFrom(table).execute();
    cn = await login(t, 'admin');
    en = await login(t, 'admin');
    expect((await admin(en, 'POST', '/sys/selectDepart', { siteId: siteId('en') })).body.success).toBe(true);
  });
  afterAll(() => t.close());

  it('carries the names of public references and the public lines, nothing internal', async () => {
    const category = await admin(cn, 'POST', '/category/siteCategory/add', {
      name: '首页横幅',
      code: 'pubNamesTest',
      typeCode: 'ad',
    });
    expect(category.body.success, JSON.stringify(category.body)).toBe(true);
    const categoryId = category.body.result as string;
    const id = await addAd('带轮播的广告', {
      categoryId,
      slides: [
        { image: 'https://cdn.example.com/1.png', caption: '第一张', sortNo: 2 },
        { image: 'https://cdn.example.com/0.png', caption: '第零张', sortNo: 1 },
      ],
    });
    await publish(id);
    const item = (await pub(`/cn/ad/${id}`)).body.result;
    expect(item.categoryId).toBe(categoryId);
    expect(item.categoryId_dictText).toBe('首页横幅');
    expect(item.slides.map((s: { caption: string }) => s.caption)).toEqual(['第零张', '第一张']);
    expect(Object.keys(item.slides[0]).sort()).toEqual(['caption', 'id', 'image', 'image_url', 'link', 'sortNo']);
    expect(item.slides[0].image_url).toBe('https://cdn.example.com/0.png');
    const listed = (await pub('/cn/ad')).body.result.records[0];
    expect(listed.slides).toHaveLength(2);
    expect(JSON.stringify(listed)).not.toMatch(/createBy|siteId|adId|delFlag/);

    const doc = (await pub('/openapi.json')).body;
    const ad = doc.components.schemas.ad.properties;
    expect(ad.categoryId_dictText.type).toEqual(['string', 'null']);
    expect(ad.image_url).toBeTruthy();
    expect(Object.keys(ad.slides.items.properties).sort()).toEqual([
      'caption',
      'id',
      'image',
      'image_url',
      'link',
      'sortNo',
    ]);
  });

  it('shows an ad only between its start and end time, the cache ending at the next boundary', async () => {
    const past = formatDateTime(new Date(Date.now() - 60_000));
    const future = formatDateTime(new Date(Date.now() + 3_600_000));
    const soon = formatDateTime(new Date(Date.now() + 1500));
    for (const [title, startTime, endTime] of [
      ['进行中', past, future],
      ['已结束', null, past],
      ['未开始', future, null],
      ['即将开始', soon, null],
      ['即将结束', null, soon],
    ] as const) {
      await publish(await addAd(title, { startTime, endTime }));
    }
    const before = await titles();
    expect(before).toEqual(expect.arrayContaining(['进行中', '即将结束']));
    expect(before).not.toContain('已结束');
    expect(before).not.toContain('未开始');
    expect(before).not.toContain('即将开始');
    await new Promise((r) => setTimeout(r, 2100));
    const after = await titles();
    expect(after).toContain('即将开始');
    expect(after).not.toContain('即将结束');
  });

  it('serves an image of published content without a session, per site, and stops on offline', async () => {
    const liveKey = await upload();
    const draftKey = await upload();
    const slideKey = await upload();
    const enKey = await upload(en);
    const live = await addAd('有图广告', { image: liveKey, slides: [{ image: slideKey, sortNo: 0 }] });
    await addAd('草稿有图', { image: draftKey });
    await publish(live);
    await publish(await addAd('英文站广告', { image: enKey }, en), en);

    const item = (await pub(`/cn/ad/${live}`)).body.result;
    expect(item.image_url).toBe(`/api/public/cn/file/${liveKey}`);
    const served = await t.app.inject({ url: item.image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const again = await t.app.inject({
      url: item.image_url,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ url: `/api/public/cn/file/${slideKey}` })).statusCode).toBe(200);

    // A draft's image, another site's image, a key of no content: refused.
    expect((await pub(`/cn/file/${draftKey}`)).status).toBe(404);
    expect((await pub(`/cn/file/${enKey}`)).status).toBe(404);
    expect((await pub(`/en/file/${liveKey}`)).status).toBe(404);
    expect((await pub(`/en/file/${enKey}`)).status).toBe(200);
    expect((await pub('/cn/file/cms/20260101/../../etc/passwd')).status).toBe(404);

    // The rendered site shows it from the same public address (a banner's picture is decoration: its title is text).
    const home = await t.app.inject({ url: '/site/cn' });
    expect(home.body).toContain(`<img src="/api/public/cn/file/${liveKey}" alt="">`);
    expect(home.body).toMatch(/<p class="title"[^>]*>有图广告<\/p>/);

    // A page's inline image (rich text) and its attachments (several keys) become public with the page.
    const menus = await admin(cn, 'GET', '/cms/siteMenu/list?linkType=page&pageSize=1');
    const inline = await upload();
    const [first, second] = [await upload(), await upload()];
    const page = await admin(cn, 'POST', '/cms/menuContent/add', {
      menuId: menus.body.result.records[0].id,
      title: '带图单页',
      body: `<p>图</p><img src="/system-api/sys/common/static/${inline}?token=${cn}" alt="图" />`,
      attachments: `${first},${second}`,
    });
    expect(page.body.success, JSON.stringify(page.body)).toBe(true);
    expect((await pub(`/cn/file/${second}`)).status).toBe(404);
    await admin(cn, 'PUT', '/cms/menuContent/publish', { ids: page.body.result });
    const shown = (await pub(`/cn/page/${page.body.result}`)).body.result;
    expect(shown.body).toBe(`<p>图</p><img src="/api/public/cn/file/${inline}" alt="图" />`);
    expect(shown.attachments_url).toBe(`/api/public/cn/file/${first},/api/public/cn/file/${second}`);
    for (const key of [inline, first, second]) expect((await pub(`/cn/file/${key}`)).status).toBe(200);

    // Offline: gone at once, revalidation included.
    expect((await admin(cn, 'PUT', '/cms/ad/offline', { ids: live })).body.success).toBe(true);
    expect((await pub(`/cn/file/${liveKey}`, { 'if-none-match': served.headers.etag as string })).status).toBe(404);
    expect((await pub(`/cn/file/${slideKey}`)).status).toBe(404);
  });
});
