import { expect, test } from '@playwright/test';
import { api, login, rowAction, shot } from './helpers';
import { discPng } from './png';

/** The public side seen from the browser: 敏感词, a visitor's feedback with its menu badge, the rendered site. */

test('a visitor’s feedback is screened, listed at once with a menu badge, and the site renders', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page);
  await api(page, 'POST', '/sys/sensitiveWord/add', { word: '傻瓜', action: 'replace', category: 'abuse' });
  await page.goto('/system/sensitiveWord');
  await expect(page.getByRole('row').filter({ hasText: '傻瓜' })).toContainText('替换为*');
  await shot(page, 'sensitive-word-list');

  const sent = await page.request.post('/api/public/cn/intake/feedback', {
    data: { kind: 'problem', content: '下载页面打不开，傻瓜设计', contact: '13800000000' },
  });
  expect(sent.status()).toBe(200);
  await page.goto('/cms/form/feedback');
  const row = page.getByRole('row').filter({ hasText: '13800000000' });
  await expect(row).toContainText('下载页面打不开，**设计');
  await expect(row).toContainText('待处理');
  // Other tests of the run may have left feedback unread too: the badge counts them all (its sums: forms.test).
  const badge = page.locator('.ant-menu-item').filter({ hasText: '意见反馈' }).locator('.ant-badge');
  await expect(badge).toHaveText(/^[1-9]\d*$/);
  await shot(page, 'feedback-list-badge');

  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('Access-Token') ?? '{}').value as string);
  const uploaded = await page.request.post('/system-api/sys/common/upload', {
    headers: { 'X-Access-Token': token },
    multipart: { biz: 'cms', file: { name: '横幅.png', mimeType: 'image/png', buffer: discPng() } },
  });
  const image = (await uploaded.json()).message as string;
  const id = await api<string>(page, 'POST', '/cms/ad/add', { title: '新品发布会', position: 'home_banner', image });
  // A draft previews in the site's detail template from its row in the back office, its image included (at a
  // signed address: the public one answers 404 until the ad is published).
  await page.goto('/cms/site/ad');
  const popup = page.waitForEvent('popup');
  await rowAction(page.getByRole('row').filter({ hasText: '新品发布会' }), '预览');
  const preview = await popup;
  await expect(preview.getByRole('heading', { name: '新品发布会' })).toBeVisible();
  const img = preview.locator('img[alt="图片"]');
  await expect(img).toHaveAttribute('src', new RegExp(`/system-api/sys/common/static/${image}\\?sig=`));
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  expect((await page.request.get(`/api/public/cn/file/${image}`)).status()).toBe(404);
  await shot(preview, 'ad-draft-preview');
  await preview.close();
  await page.request.fetch('/system-api/cms/ad/publish', {
    method: 'PUT',
    headers: {
      'X-Access-Token': await page.evaluate(() => JSON.parse(localStorage.getItem('Access-Token') ?? '{}').value),
    },
    data: { ids: id },
  });
  await page.goto('/site/cn');
  await expect(page.getByText('新品发布会')).toBeVisible();
  await shot(page, 'rendered-site-home');
  await page.goto('/api/public/docs');
  await expect(page.getByRole('heading', { name: '云站内容分发接口' })).toBeVisible();
  await shot(page, 'delivery-api-docs');
});
