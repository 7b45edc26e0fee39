import { expect, test } from '@playwright/test';
import { login, withExceptionMenu } from './helpers';

/** Screenshots of the main screens for a visual check (test-results/screenshots, git-ignored). */
const shot = (name: string) => `test-results/screenshots/${name}.png`;

test('desktop screens', async ({ page }) => {
  await page.goto('/user/login');
  await expect(page.getByAltText('验证码')).toBeVisible();
  await page.screenshot({ path: shot('login') });

  await page.goto('/user/register');
  await page.getByRole('button', { name: /注\s*册/ }).click();
  await expect(page.getByText('请输入手机号', { exact: true }).last()).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: shot('register') });
  await page.goto('/user/alteration');
  await expect(page.getByText('拖动滑块验证')).toBeVisible();
  await page.screenshot({ path: shot('alteration') });

  await withExceptionMenu(page);
  await login(page);
  await expect(page.getByTestId('visit-chart').locator('svg')).toBeVisible();
  await page.waitForTimeout(600);
  await page.screenshot({ path: shot('dashboard'), fullPage: true });

  const menu = page.locator('.ant-layout-sider .ant-menu');
  await menu.getByText('异常页').click();
  await menu.getByText('403', { exact: true }).click();
  await expect(page.getByText('抱歉，你无权访问该页面')).toBeVisible();
  await page.screenshot({ path: shot('menu-page') });

  await page.getByRole('button', { name: '页面设置' }).click();
  await expect(page.locator('.ant-drawer')).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: shot('settings-drawer') });
  await page.getByRole('button', { name: '顶部栏导航' }).click();
  await page.locator('.ant-drawer-close').click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: shot('top-menu') });
  await page.evaluate(() => localStorage.removeItem('DEFAULT_SETTINGS'));
  await page.reload();

  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '密码修改' }).click();
  await expect(page.getByRole('dialog', { name: '修改密码' })).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: shot('password-dialog') });
  await page.getByRole('button', { name: /取\s*消/ }).click();

  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await page.screenshot({ path: shot('404') });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('mobile screens', async ({ page }) => {
    await page.goto('/user/login');
    await expect(page.getByAltText('验证码')).toBeVisible();
    await page.screenshot({ path: shot('mobile-login') });
    await withExceptionMenu(page);
    await login(page);
    await expect(page.getByTestId('visit-chart').locator('svg')).toBeVisible();
    await page.waitForTimeout(600);
    await page.screenshot({ path: shot('mobile-dashboard') });
    await page.getByRole('button', { name: '展开/收起菜单' }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: shot('mobile-menu') });
  });
});
