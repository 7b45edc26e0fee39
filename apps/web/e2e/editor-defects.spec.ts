import { expect, type Page, test } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { login, shot } from './helpers';

/** The rows of the list React shows (a full navigation paints a list shell first). */
const reactRows = (page: Page) => page.locator('#root .ant-table-tbody .ant-table-row');

/** A header cell of the list React shows. */
const header = (page: Page, title: string) =>
  page.locator('#root th:visible').filter({ hasText: new RegExp(`^${title}$`) });

test('the key columns of the wide lists are in view at 1440 px, without scrolling sideways', async ({ page }) => {
  await login(page);
  const screens = [
    ['product', '/cms/products/product', ['产品名称', '状态', '发布时间']],
    ['ad', '/cms/site/ad', ['标题', '状态', '发布时间']],
    ['driver', '/cms/download/driver', ['驱动名称', '状态', '发布时间']],
    ['user', '/system/user', ['用户账号', '状态']],
  ] as const;
  for (const [name, path, keys] of screens) {
    await page.goto(path);
    const firstRow = reactRows(page).first();
    await expect(firstRow.getByText('更多')).toBeInViewport({ ratio: 1 });
    for (const key of keys) await expect(header(page, key), `${name}: ${key}`).toBeInViewport({ ratio: 1 });
    await shot(page, `lists-${name}`);
  }
});

test('a login sent before the app has taken the login screen over goes through', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/user/login', { waitUntil: 'commit' });
  const prerendered = page.locator('#prerendered[data-submit-queue]');
  await prerendered.getByPlaceholder('请输入帐户名').fill('admin');
  await prerendered.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
  await prerendered.getByPlaceholder('请输入验证码').fill('abcd');
  await prerendered.getByRole('button', { name: /确\s*定/ }).click();
  release();
  await expect(page.getByRole('dialog', { name: '请选择登录信息' }).or(page.getByText('欢迎回来'))).toBeVisible();
});

test('the welcome notification leaves the header’s controls free', async ({ page }) => {
  await login(page);
  const welcome = page.locator('.ant-notification-notice').filter({ hasText: '欢迎回来' });
  await expect(welcome).toBeVisible();
  const notice = await welcome.boundingBox();
  const headerBox = await page.locator('.ant-layout-header').boundingBox();
  expect(notice && headerBox && notice.y >= headerBox.y + headerBox.height).toBe(true);
});

test('open tabs come back after a reload, and the home tab has no close button', async ({ page }) => {
  await login(page);
  await page.goto('/system/user');
  await expect(reactRows(page).first()).toBeVisible();
  await page.locator('.ant-layout-sider').getByText('角色管理').click();
  await expect(page).toHaveURL(/\/system\/role$/);
  const tabs = page.locator('.ant-tabs-nav-list > .ant-tabs-tab');
  await expect(tabs).toHaveText(['首页', '用户管理', '角色管理']);
  await page.reload();
  await expect(tabs).toHaveText(['首页', '用户管理', '角色管理']);
  await expect(tabs.first().locator('.ant-tabs-tab-remove')).toHaveCount(0);
  await expect(tabs.nth(1).locator('.ant-tabs-tab-remove')).toHaveCount(1);
});

test('in the top-menu layout the tab bar lines up with the content', async ({ page }) => {
  await login(page);
  await page.goto('/system/user');
  await expect(reactRows(page).first()).toBeVisible();
  await page.getByRole('button', { name: '页面设置' }).click();
  await page.getByRole('button', { name: '顶部栏导航' }).click();
  await page.locator('.ant-drawer-close').click();
  const firstTab = await page.locator('.ant-tabs-nav-list > .ant-tabs-tab').first().boundingBox();
  const crumbs = await page.locator('#root .ant-breadcrumb').boundingBox();
  expect(Math.abs((firstTab?.x ?? 0) - (crumbs?.x ?? -100))).toBeLessThan(2);
  await shot(page, 'top-menu-tabs');
});

test('the category demo’s warning stays on its page', async ({ page }) => {
  await login(page);
  await page.goto('/demo/categorySelect');
  const warning = page.locator('.ant-message').getByText(/该编码【Z99】不存在/);
  await expect(warning).toBeVisible();
  await page.locator('.ant-tabs-nav-list > .ant-tabs-tab').first().click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await expect(warning).toHaveCount(0, { timeout: 1_500 });
});

test('a long form brings its first error into view when the save is refused', async ({ page }) => {
  await login(page);
  await page.goto('/cms/products/product');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增产品' });
  await expect(dialog.getByLabel('产品名称')).toBeVisible();
  await page.locator('.ant-modal-wrap').evaluate((wrap) => wrap.scrollTo(0, wrap.scrollHeight));
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.locator('.ant-form-item-explain-error').first()).toBeInViewport({ ratio: 1 });
});
