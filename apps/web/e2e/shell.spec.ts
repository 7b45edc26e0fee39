import { expect, test } from '@playwright/test';
import { fillLogin, login, openLogin, withExceptionMenu } from './helpers';

test.describe('login area', () => {
  test('the captcha image renders and a wrong password is refused', async ({ page }) => {
    await openLogin(page);
    await expect(page.getByAltText('验证码')).toBeVisible();
    const src = await page.getByAltText('验证码').getAttribute('src');
    expect(src).toMatch(/^data:image\//);
    await expect(page).toHaveTitle('登录 · 内容管理平台');

    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('请输入帐户名', { exact: true }).last()).toBeVisible();

    await fillLogin(page, 'admin', 'wrong-password-1');
    await expect(page.getByText('用户名或密码错误')).toBeVisible();
    // The used captcha is replaced.
    await expect.poll(() => page.getByAltText('验证码').getAttribute('src')).not.toBe(src);
  });

  test('a protected path goes to login with the redirect query and back after login', async ({ page }) => {
    await withExceptionMenu(page);
    await page.goto('/exception/500');
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fexception%2F500$/);
    await login(page, page.url());
    await expect(page).toHaveURL(/\/exception\/500$/);
    await expect(page).toHaveTitle('500 · 内容管理平台');
  });

  test('the open routes need no session', async ({ page }) => {
    await page.goto('/user/register');
    await expect(page.getByRole('button', { name: /注\s*册/ })).toBeVisible();
    await page.goto('/user/alteration');
    await expect(page.getByText('拖动滑块验证')).toBeVisible();
  });
});

test.describe('main layout', () => {
  test.beforeEach(async ({ page }) => {
    await withExceptionMenu(page);
    await login(page);
  });

  test('dashboard with statistics and chart; title without suffix', async ({ page }) => {
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await expect(page).toHaveTitle('内容管理平台');
    await expect(page.getByText('总浏览量')).toBeVisible();
    await expect(page.getByTestId('visit-chart').locator('svg')).toBeVisible();
  });

  test('menu navigation, breadcrumb and tab rules', async ({ page }) => {
    const menu = page.locator('.ant-layout-sider .ant-menu');
    await menu.getByText('异常页').click();
    await menu.getByText('403', { exact: true }).click();
    await expect(page).toHaveURL(/\/exception\/403$/);
    await expect(page).toHaveTitle('403 · 内容管理平台');
    const breadcrumb = page.locator('.ant-breadcrumb');
    await expect(breadcrumb).toContainText('首页');
    await expect(breadcrumb).toContainText('异常页');
    await expect(breadcrumb.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/dashboard/analysis');
    await expect(breadcrumb.locator('li').last()).toHaveText('403');
    await expect(breadcrumb.locator('li').last().locator('a')).toHaveCount(0);

    await menu.getByText('404', { exact: true }).click();
    const tabs = page.locator('.ant-tabs-tab');
    await expect(tabs).toHaveCount(3);
    await expect(tabs.first()).toContainText('首页');

    // Home is not closable: it has no ×.
    await expect(tabs.first().locator('.ant-tabs-tab-remove')).toHaveCount(0);

    // Context menu: close others keeps home and the chosen tab.
    await tabs.nth(1).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect(tabs).toHaveCount(2);
    await expect(page).toHaveURL(/\/exception\/403$/);

    await tabs.nth(1).locator('.ant-tabs-tab-remove').click();
    await expect(tabs).toHaveCount(1);
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  });

  test('the settings drawer changes the primary colour', async ({ page }) => {
    const selected = page.locator('.ant-layout-sider .ant-menu-item-selected');
    await expect(selected).toHaveCSS('background-color', 'rgb(245, 34, 45)');
    await page.getByRole('button', { name: '页面设置' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByRole('button', { name: '极客蓝' }).click();
    await expect(drawer.getByRole('button', { name: '极客蓝' })).toHaveAttribute('aria-pressed', 'true');
    await expect(selected).toHaveCSS('background-color', 'rgb(47, 84, 235)');
    // Persisted: still blue after a reload.
    await page.reload();
    await expect(selected).toHaveCSS('background-color', 'rgb(47, 84, 235)');
  });

  test('keepAlive pages stay mounted in the background, the others do not', async ({ page }) => {
    const menu = page.locator('.ant-layout-sider .ant-menu');
    await menu.getByText('异常页').click();
    await menu.getByText('403', { exact: true }).click();
    await menu.getByText('500', { exact: true }).click();
    await menu.getByText('404', { exact: true }).click();
    await expect(page.getByText('抱歉，你访问的页面不存在')).toBeVisible();
    // 403 is keepAlive: still in the document, hidden; 500 is not: unmounted.
    await expect(page.getByText('抱歉，你无权访问该页面')).toBeHidden();
    await expect(page.getByText('抱歉，你无权访问该页面')).toHaveCount(1);
    await expect(page.getByText('抱歉，服务器出错了')).toHaveCount(0);
  });

  test('a menu with an internal URL opens in an iframe, an external one is a new-window link', async ({ page }) => {
    const menu = page.locator('.ant-layout-sider .ant-menu');
    await menu.getByText('异常页').click();
    await expect(menu.getByRole('link', { name: '外部链接' })).toHaveAttribute('target', '_blank');
    await expect(menu.getByRole('link', { name: '外部链接' })).toHaveAttribute('href', 'https://example.com/');
    await menu.getByText('内嵌页').click();
    await expect(page).toHaveURL(/\/exception\/embedded$/);
    const origin = new URL(page.url()).origin;
    await expect(page.locator('iframe[title="内嵌页"]')).toHaveAttribute(
      'src',
      `${origin}/system-api/sys/randomImage/e2e`,
    );
  });

  test('header tools: menu search and cache clearing', async ({ page }) => {
    await page.getByRole('button', { name: '搜索菜单' }).click();
    await page.keyboard.type('500');
    await page.locator('.ant-select-item-option', { hasText: '500' }).click();
    await expect(page).toHaveURL(/\/exception\/500$/);
    // Layout entries (异常页 is a RouteView container) are not offered.
    await page.getByRole('button', { name: '搜索菜单' }).click();
    await page.keyboard.type('异常');
    await expect(page.locator('.ant-select-item-empty')).toBeVisible();
    await expect(page.locator('.ant-select-item-option', { hasText: '异常页' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '清理缓存' }).click();
    await expect(page.getByText('刷新缓存完成！')).toBeVisible();
  });

  test('logout asks for confirmation and returns to login', async ({ page }) => {
    await page.getByRole('button', { name: '退出登录' }).last().click();
    await expect(page.getByText('真的要注销登录吗 ?')).toBeVisible();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page).toHaveURL(/\/user\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).toBeNull();
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('抱歉，你访问的页面不存在')).toBeVisible();
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  });
});

test.describe('mobile width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu is a drawer and there are no tabs', async ({ page }) => {
    await withExceptionMenu(page);
    await login(page);
    await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
    await expect(page.locator('.ant-tabs-tab')).toHaveCount(0);
    await page.getByRole('button', { name: '展开/收起菜单' }).click();
    const drawer = page.getByTestId('mobile-menu');
    await expect(drawer).toBeVisible();
    await expect.poll(async () => Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(200);
    // The submenu opens with an animation: click its item once it is open (a click mid-animation can miss).
    const group = drawer.getByRole('menuitem', { name: /异常页/ });
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    const item = drawer.getByRole('menuitem', { name: '500', exact: true });
    await expect(item).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(/\/exception\/500$/);
    await expect(drawer).toBeHidden();
  });
});

test.describe('tablet width', () => {
  test.use({ viewport: { width: 1000, height: 500 } });

  test('the sidebar starts closed; the header hides on scroll when set', async ({ page }) => {
    await page.addInitScript(() => {
      const settings = { autoHideHeader: true, fixedHeader: true };
      localStorage.setItem('DEFAULT_SETTINGS', JSON.stringify({ value: settings, expire: null }));
    });
    await login(page);
    await expect(page.locator('.ant-layout-sider')).toHaveClass(/ant-layout-sider-collapsed/);
    const header = page.locator('.ant-layout-header');
    await expect(page.getByTestId('visit-chart').locator('svg')).toBeVisible();
    await page.mouse.move(600, 300);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(header).toHaveCSS('transform', /matrix\(1, 0, 0, 1, 0, -64\)/);
    await page.mouse.wheel(0, -200);
    await expect(header).toHaveCSS('transform', /none|matrix\(1, 0, 0, 1, 0, 0\)/);
  });
});
