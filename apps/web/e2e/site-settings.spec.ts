import { expect, type Page, test } from '@playwright/test';
import { login, rowAction, rowMenu, shot, toast } from './helpers';

/**
 * 网站设置 in the browser: on 中文官网 a menu item and its single page are created and published, with the page's
 * version history; on the English site none of it shows. Screenshots of each new screen.
 */

const OK = /确\s*定/;
const dropdown = (page: Page) => page.locator('.ant-select-dropdown:visible');
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function switchSite(page: Page, name: string) {
  const button = page.getByRole('button', { name: '切换站点' });
  if ((await button.getAttribute('title')) === name) return;
  await button.click();
  // The switch reloads the page: wait for it, or a navigation right after is cut short by it.
  await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name }).click()]);
  await expect(page.getByRole('button', { name: '切换站点' })).toHaveAttribute('title', name);
}

test('on 中文官网 a menu and its page are created and published; the English site sees none of it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await login(page);
  await switchSite(page, '中文官网');

  await page.goto('/cms/site/menu');
  await expect(row(page, '关于我们')).toBeVisible();
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const menuDialog = page.getByRole('dialog', { name: '新增菜单' });
  await menuDialog.getByLabel('菜单名称').fill('服务与支持');
  await menuDialog.getByLabel('顶部').check();
  await menuDialog.getByLabel('单页').check();
  await menuDialog.getByRole('button', { name: OK }).click();
  await expect(toast(page, '添加成功！')).toBeVisible();
  await expect(row(page, '服务与支持')).toContainText('单页');
  await shot(page, 'site-menu-list');
  await page.getByRole('button', { name: '调整顺序' }).click();
  const order = page.getByRole('dialog', { name: '菜单 · 调整顺序' });
  await expect(order.getByText('服务与支持')).toBeVisible();
  await shot(page, 'site-menu-order');
  // Dropped on 关于我们, the new item becomes its child: saved at once.
  await order.getByText('服务与支持').dragTo(order.getByText('关于我们', { exact: true }));
  await expect(toast(page, '移动成功!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(order).toBeHidden();

  await page.goto('/cms/site/menuContent');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const pageDialog = page.getByRole('dialog', { name: '新增菜单内容' });
  await pageDialog.getByLabel('所属菜单').click();
  await pageDialog.getByLabel('所属菜单').fill('服务');
  await dropdown(page).getByTitle('服务与支持', { exact: true }).click();
  await pageDialog.getByLabel('标题', { exact: true }).fill('服务承诺');
  await pageDialog.getByLabel('访问路径').fill('service-promise');
  // 正文 is rich text: typed in the editor.
  await pageDialog.getByRole('textbox', { name: '正文' }).fill('全国联保，七天无理由退换。');
  await shot(page, 'menu-content-form');
  await pageDialog.getByRole('button', { name: OK }).click();
  await expect(toast(page, '添加成功！')).toBeVisible();
  await expect(row(page, '服务承诺')).toContainText('草稿');
  await rowAction(row(page, '服务承诺'), '发布');
  await expect(toast(page, '发布成功!')).toBeVisible();
  await expect(row(page, '服务承诺')).toContainText('已发布');
  // A published row offers 下线, not 发布 again.
  const more = await rowMenu(row(page, '服务承诺'));
  await expect(more.getByRole('menuitem', { name: '下线', exact: true })).toBeVisible();
  await expect(more.getByRole('menuitem', { name: '发布', exact: true })).toHaveCount(0);
  await shot(page, 'menu-content-list');

  await more.getByRole('menuitem', { name: '版本', exact: true }).click();
  const history = page.getByRole('dialog', { name: '菜单内容 · 版本历史' });
  await expect(history.getByTestId('row-version')).toHaveCount(2);
  await expect(history.getByTestId('row-version').first()).toContainText('发布');
  await expect(history.getByTestId('row-version').last()).toContainText('服务承诺');
  await shot(page, 'menu-content-versions');
  await page.locator('.ant-drawer-open .ant-drawer-close').click();
  await expect(history).toBeHidden();

  await switchSite(page, 'English site');
  await page.goto('/cms/site/menuContent');
  await expect(row(page, 'About us')).toBeVisible();
  await expect(row(page, '服务承诺')).toHaveCount(0);
  await page.goto('/cms/site/menu');
  await expect(row(page, 'Home')).toBeVisible();
  await expect(row(page, '服务与支持')).toHaveCount(0);
  await shot(page, 'site-menu-english');
});

test('the other 网站设置 screens: sites, templates with the code editor, areas', async ({ page }) => {
  await login(page);
  await page.goto('/cms/site/info');
  await expect(row(page, '中文官网')).toContainText('cn');
  await expect(row(page, 'English site')).toContainText('en');
  await shot(page, 'site-info-list');
  await row(page, '中文官网').getByText('编辑', { exact: true }).click();
  await expect(page.getByRole('dialog', { name: '编辑站点' }).getByLabel('ICP备案号')).toBeVisible();
  await shot(page, 'site-info-form');
  await page.keyboard.press('Escape');

  await page.goto('/cms/site/template');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增模板' });
  await dialog.getByLabel('模板编码').fill('e2e-page');
  await dialog.getByLabel('模板名称').fill('单页模板');
  await dialog.locator('.cm-content').click();
  // The editor closes the tag itself.
  await page.keyboard.type('<h1>{{ page.title }}');
  await expect(dialog.locator('.cm-content')).toHaveText('<h1>{{ page.title }}</h1>');
  await shot(page, 'template-form');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(toast(page, '添加成功！')).toBeVisible();

  await page.goto('/cms/site/area');
  // A tree: the provinces show under 中国 once it opens.
  await row(page, '中国').locator('.ant-table-row-expand-icon').click();
  await expect(row(page, '北京市').first()).toBeVisible();
  await shot(page, 'area-list');
});

test('the tree view selects rows for the batch actions (菜单管理: batch delete without leaving the tree)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page);
  await switchSite(page, '中文官网');
  await page.goto('/cms/site/menu');
  await expect(row(page, '关于我们')).toBeVisible();
  for (const name of ['批量菜单甲', '批量菜单乙']) {
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增菜单' });
    await dialog.getByLabel('菜单名称').fill(name);
    await dialog.getByRole('button', { name: OK }).click();
    await expect(toast(page, '添加成功！')).toBeVisible();
    await expect(row(page, name)).toBeVisible();
  }
  await expect(page.getByRole('radio', { name: '树形' })).toBeChecked();
  await row(page, '批量菜单甲').getByRole('checkbox').check();
  await row(page, '批量菜单乙').getByRole('checkbox').check();
  await expect(page.getByText(/已选择\s*2\s*项/)).toBeVisible();
  await expect(row(page, '关于我们').first().getByRole('checkbox')).not.toBeChecked();
  await shot(page, 'site-menu-tree-selection');
  await page.getByRole('button', { name: '批量操作' }).hover();
  await page.getByRole('menuitem', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: OK }).click();
  await expect(toast(page, '批量删除成功！')).toBeVisible();
  await expect(row(page, '批量菜单甲')).toHaveCount(0);
  await expect(row(page, '批量菜单乙')).toHaveCount(0);
  await expect(row(page, '关于我们').first()).toBeVisible();
  await expect(page.getByText(/已选择/)).toHaveCount(0);
  await expect(page.getByRole('radio', { name: '树形' })).toBeChecked();
});
