import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { fillLogin } from './helpers';

test('the login form is in the HTML served at /user/login and shows without any script', async ({
  browser,
  request,
}) => {
  const html = await (
    await request.get('/user/login?redirect=%2Fsystem%2Fuser', { headers: { accept: 'text/html' } })
  ).text();
  expect(html).toMatch(
    /<input[^>]*placeholder="请输入密码"[^>]*type="password"|<input[^>]*type="password"[^>]*placeholder="请输入密码"/,
  );
  // Not natively submittable before React takes over (a GET would put the password in the URL).
  expect(html).not.toContain('type="submit"');

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto('/user/login');
  await expect(page.getByPlaceholder('请输入密码')).toBeVisible();
  await expect(page.getByPlaceholder('请输入帐户名')).toBeVisible();
  await expect(page.getByRole('button', { name: /确\s*定/ })).toBeVisible();
  await noScript.close();
});

test('React takes the prerendered form over: what was typed before stays, and the login works', async ({ page }) => {
  // Hold the app's scripts until the user has typed into the prerendered form.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/user/login', { waitUntil: 'commit' });
  const prerendered = page.locator('#prerendered');
  await prerendered.getByPlaceholder('请输入帐户名').fill('admin');
  await prerendered.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
  await prerendered.getByPlaceholder('请输入验证码').fill('abcd');
  release();

  await expect(prerendered).toHaveCount(0);
  await expect(page.getByPlaceholder('请输入帐户名')).toHaveValue('admin');
  await expect(page.getByPlaceholder('请输入密码')).toHaveValue(ADMIN_PASSWORD);
  await expect(page.getByPlaceholder('请输入验证码')).toHaveValue('abcd');
  await expect(page.getByAltText('验证码')).toBeVisible();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  const choose = page.getByRole('dialog', { name: '请选择登录信息' });
  await expect(choose.or(page.getByText('欢迎回来'))).toBeVisible();
  if (await choose.isVisible()) await choose.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
});

test('a signed-in visit to /user/login leaves the prerendered form for the home page', async ({ page }) => {
  await page.goto('/user/login');
  await fillLogin(page, 'admin', ADMIN_PASSWORD);
  const choose = page.getByRole('dialog', { name: '请选择登录信息' });
  await expect(choose.or(page.getByText('欢迎回来'))).toBeVisible();
  if (await choose.isVisible()) await choose.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);

  await page.goto('/user/login');
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.getByText('总浏览量')).toBeVisible();
});
