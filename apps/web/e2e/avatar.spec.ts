import { expect, request, test } from '@playwright/test';
import { login, shot } from './helpers';
import { discPng } from './png';

test('staff avatars need a session: the header shows it through the file cookie, nobody else reads it', async ({
  page,
  baseURL,
}) => {
  await login(page);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('Access-Token') ?? '{}').value as string);
  const headers = { 'X-Access-Token': token };
  const uploaded = await page.request.post('/system-api/sys/common/upload', {
    headers,
    multipart: { biz: 'avatar', file: { name: '头像.png', mimeType: 'image/png', buffer: discPng() } },
  });
  const key = (await uploaded.json()).message as string;
  expect(key).toMatch(/^avatar\//);
  const users = await (await page.request.get('/system-api/sys/user/list?username=admin', { headers })).json();
  const id = users.result.records[0].id as string;
  const edited = await page.request.put('/system-api/sys/user/edit', { headers, data: { id, avatar: key } });
  expect((await edited.json()).success).toBe(true);

  // A fresh sign-in (the header reads the avatar from the login answer), with no file cookie yet.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const staticRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/sys/common/static/')) staticRequests.push(r.url());
  });
  await login(page);
  const avatar = page.locator('.ant-layout-header .ant-avatar img');
  await expect(avatar).toHaveAttribute('src', `/system-api/sys/common/static/${key}`);
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(staticRequests.every((u) => !u.includes('token='))).toBe(true);
  // The welcome notification covers the header's right end: closed for the screenshot.
  const welcome = page.locator('.ant-notification-notice');
  if (await welcome.isVisible()) await welcome.locator('.ant-notification-notice-close').click();
  await expect(welcome).toHaveCount(0);
  await shot(page, 'header-avatar');

  // Without a session the same address answers 401.
  const anonymous = await request.newContext({ baseURL });
  expect((await anonymous.get(`/system-api/sys/common/static/${key}`)).status()).toBe(401);
  await anonymous.dispose();
});
