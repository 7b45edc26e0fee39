import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';

/**
 * Rich text as the editor writes it — a table, alignment, a video of 视频管理 with its poster — saved through the
 * engine (sanitised), served by the delivery API with public file addresses, played by the public file route with
 * byte ranges, and printed by the rendered site.
 */
describe('rich text with a table and an embedded video', () => {
  let t: TestApp;
  let token: string;
  const admin = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    call(t, method, `${API}${path}`, { token, body });

  beforeAll(async () => {
    t = await createTestApp();
    token = await login(t, 'admin');
  });
  afterAll(() => t.close());

  it('survives saving, is served with public file addresses, and plays by ranges once the page is published', async () => {
    const videos = await admin('GET', '/cms/video/list?status=published&pageSize=1');
    const video = videos.body.result.records[0] as { file: string; cover: string };
    expect(video.file).toMatch(/^cms\/\d{8}\/[0-9a-f]{32}\.mp4$/);
    const staticUrl = (key: string) => `/system-api/sys/common/static/${key}`;
    const table =
      '<table style="min-width:50px"><colgroup><col style="min-width:25px" /><col style="min-width:25px" /></colgroup>' +
      '<tbody><tr><th colspan="1" rowspan="1"><p>尺寸</p></th><td colspan="1" rowspan="1"><p>46 mm</p></td></tr></tbody></table>';
    const player = (src: string, poster: string) =>
      `<video controls preload="metadata" src="${src}" poster="${poster}"></video>`;
    const body =
      `<h2 style="text-align:center">产品视频</h2>${table}` +
      player(staticUrl(video.file), staticUrl(video.cover)).replace('controls', 'controls=""') +
      '<video src="https://evil.example/x.mp4" controls=""></video><script>alert(1)</script>';

    const menus = await admin('GET', '/cms/siteMenu/list?linkType=page&pageSize=1');
    const added = await admin('POST', '/cms/menuContent/add', {
      menuId: menus.body.result.records[0].id,
      title: '视频单页',
      body,
    });
    expect(added.body.success, JSON.stringify(added.body)).toBe(true);
    const id = added.body.result as string;
    const saved = (await admin('GET', `/cms/menuContent/queryById?id=${id}`)).body.result.body;
    const stored = `<h2 style="text-align:center">产品视频</h2>${table}${player(staticUrl(video.file), staticUrl(video.cover))}`;
    expect(saved).toBe(stored);

    expect((await admin('PUT', '/cms/menuContent/publish', { ids: id })).body.success).toBe(true);
    const publicUrl = (key: string) => `/api/public/cn/file/${key}`;
    const served = (await call(t, 'GET', `/api/public/cn/page/${id}`)).body.result.body;
    expect(served).toBe(
      stored.replace(
        player(staticUrl(video.file), staticUrl(video.cover)),
        player(publicUrl(video.file), publicUrl(video.cover)),
      ),
    );

    const whole = await t.app.inject({ url: publicUrl(video.file) });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    const part = await t.app.inject({ url: publicUrl(video.file), headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    const outside = await t.app.inject({ url: publicUrl(video.file), headers: { range: `bytes=${size}-` } });
    expect(outside.statusCode).toBe(416);
    expect((await t.app.inject({ url: publicUrl(video.cover) })).statusCode).toBe(200);

    const page = await t.app.inject({ url: `/site/cn/page/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(table);
    expect(page.body).toContain(player(publicUrl(video.file), publicUrl(video.cover)));
    expect(page.body).not.toContain('evil.example');
    expect(page.body).not.toContain('alert(1)');
  });
});
