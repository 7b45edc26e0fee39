import { expect as baseExpect, type Page, test } from '@playwright/test';
import { login, shot } from './helpers';

/** The lazy tree tables: a level loads when its row is first expanded. */

const expect = baseExpect.configure({ timeout: 20_000 });
const rowOf = (page: Page, name: RegExp) => page.getByRole('row').filter({ has: page.getByRole('cell', { name }) });

test.describe('tree tables', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(180_000);
    await login(page);
  });

  test('menus: expanding a row loads its children, level by level', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/sys/permission/queryListAsync')) asked.push(url.searchParams.get('pid') ?? '');
    });
    await page.goto('/system/permission');
    await expect(rowOf(page, /系统管理$/)).toBeVisible();
    await expect(rowOf(page, /用户管理$/)).toHaveCount(0);
    expect(asked).toEqual(['']);

    await rowOf(page, /系统管理$/)
      .locator('.ant-table-row-expand-icon')
      .click();
    await expect(rowOf(page, /用户管理$/)).toBeVisible();
    expect(asked).toHaveLength(2);
    await rowOf(page, /用户管理$/)
      .locator('.ant-table-row-expand-icon')
      .click();
    await expect(page.getByRole('cell', { name: 'system:user:add' })).toBeVisible();
    await shot(page, 'menu-tree-table');

    // A second expansion uses what was loaded.
    await rowOf(page, /系统管理$/)
      .locator('.ant-table-row-expand-icon')
      .click();
    await rowOf(page, /系统管理$/)
      .locator('.ant-table-row-expand-icon')
      .click();
    await expect(rowOf(page, /用户管理$/)).toBeVisible();
    expect(asked).toHaveLength(3);

    await page.getByRole('button', { name: '折叠全部' }).click();
    await expect(rowOf(page, /用户管理$/)).toHaveCount(0);
    await page.getByRole('button', { name: '展开全部' }).click();
    await expect(page.getByRole('cell', { name: 'system:role:add' })).toBeVisible();
  });

  test('departments: the level table loads a level per expansion and selects a department', async ({ page }) => {
    await page.goto('/system/depart');
    await page.getByText('逐级表格').click();
    const company = rowOf(page, /云站科技有限公司$/);
    await expect(company).toBeVisible();
    await expect(rowOf(page, /研发中心$/)).toHaveCount(0);
    await company.locator('.ant-table-row-expand-icon').click();
    await expect(rowOf(page, /研发中心$/)).toBeVisible();
    await rowOf(page, /行政人事部$/).click();
    await expect(page.getByLabel('机构名称')).toHaveValue('行政人事部');
    await shot(page, 'depart-tree-table');
  });

  test('the tree table demo loads the departments level by level', async ({ page }) => {
    await page.goto('/demo/treeTable');
    const company = rowOf(page, /云站科技有限公司$/);
    await expect(company).toBeVisible();
    await company.locator('.ant-table-row-expand-icon').click();
    await rowOf(page, /研发中心$/)
      .locator('.ant-table-row-expand-icon')
      .click();
    await expect(rowOf(page, /软件部$/)).toBeVisible();
    await shot(page, 'tree-table-demo');
  });
});
