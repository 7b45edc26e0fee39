import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { fillLogin, loggedSmsCode, login, openLogin, withExceptionMenu } from './helpers';

test('an expired session opens the "登录已过期" modal; 重新登录 returns to login', async ({ page, request }) => {
  await withExceptionMenu(page);
  await login(page);
  await expect(page.getByTestId('visit-chart').locator('svg')).toBeVisible();
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('Access-Token') ?? '{}').value as string);
  // End the session on the server behind the page's back.
  await request.post('/system-api/sys/logout', { headers: { 'X-Access-Token': token } });

  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '清理缓存' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '登录已过期' });
  await expect(dialog).toContainText('很抱歉，登录已过期，请重新登录');
  await dialog.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/\/user\/login/);
});

test('a session that fails to load its permissions goes back to login with the redirect query', async ({
  page,
  request,
}) => {
  await withExceptionMenu(page);
  await login(page);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('Access-Token') ?? '{}').value as string);
  await request.post('/system-api/sys/logout', { headers: { 'X-Access-Token': token } });
  await page.goto('/exception/404');
  await expect(page.getByText('请求用户信息失败，请重试！')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fexception%2F404$/);
});

test('a required password change shows the dialog that cannot be closed', async ({ page }) => {
  await page.route('**/system-api/sys/permission/getUserPermissionByToken*', (route) =>
    route.fulfill({
      status: 403,
      json: { success: false, code: 403, message: '首次登录请先修改初始密码', result: null, timestamp: Date.now() },
    }),
  );
  // Not `login()`: where the app stands when the dialog opens (login page or home) is not what this test is about.
  await page.goto('/user/login');
  await fillLogin(page, 'admin', ADMIN_PASSWORD);
  const dialog = page.getByRole('dialog').filter({ hasText: '首次登录请先修改初始密码' });
  const choose = page.getByRole('dialog', { name: '请选择登录信息' });
  await expect(choose.or(dialog)).toBeVisible();
  if (await choose.isVisible()) await choose.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.ant-modal-close')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('请输入旧密码!')).toBeVisible();
  await dialog.getByPlaceholder('请输入新密码').fill('abc12345');
  await dialog.getByPlaceholder('请确认新密码').fill('abc12346');
  await expect(dialog.getByText('两次输入的密码不一样！')).toBeVisible();
});

test('English through the stored language preference', async ({ page }) => {
  await openLogin(page);
  await page.getByText('EN', { exact: true }).click();
  await expect(page.getByPlaceholder('Enter your account name')).toBeVisible();
  await expect(page).toHaveTitle('Sign in · Content Management Platform');
  await page.reload();
  await expect(page.getByPlaceholder('Enter your account name')).toBeVisible();
  await page.getByText('中文', { exact: true }).click();
  await expect(page.getByPlaceholder('请输入帐户名')).toBeVisible();
});

test('phone login with an SMS code', async ({ page }) => {
  const mobile = '13800138000'; // admin's phone in the seed
  await openLogin(page);
  await page.getByText('手机号登录').click();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByPlaceholder('请输入手机号')).toHaveValue('');
  await expect(page.getByText('请输入手机号', { exact: true }).last()).toBeVisible();
  await page.getByPlaceholder('请输入手机号').fill('12345');
  await expect(page.getByText('请输入正确手机号')).toBeVisible();
  await page.getByPlaceholder('请输入手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+ s/ })).toBeDisabled();
  await expect.poll(() => loggedSmsCode(mobile)).toMatch(/^\d{6}$/);
  await page.getByPlaceholder('请输入验证码').fill(loggedSmsCode(mobile)!);
  await page.getByRole('button', { name: /确\s*定/ }).click();
  const choose = page.getByRole('dialog', { name: '请选择登录信息' });
  await expect(choose.or(page.getByText('欢迎回来'))).toBeVisible();
  if (await choose.isVisible()) await choose.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
});
