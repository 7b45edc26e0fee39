import { expect, type Page, test } from '@playwright/test';
import { login, shot, toast } from './helpers';

/** A content module that is only a schema (广告 with a 栏目 reference and slide lines) works in the browser. */

const OK = /确\s*定/;
const dropdown = (page: Page) => page.locator('.ant-select-dropdown:visible');

test('a schema-only content module: category, then an ad referring to it with slides', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page);

  await page.goto('/cms/site/category');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const catDialog = page.getByRole('dialog', { name: '新增栏目分类' });
  await catDialog.getByLabel('名称').fill('首页栏目');
  await catDialog.getByLabel('编码', { exact: true }).fill('home');
  await catDialog.getByLabel('类型编码').fill('news');
  await catDialog.getByRole('button', { name: OK }).click();
  await expect(toast(page, '添加成功！')).toBeVisible();
  // A tree entity lists as its tree: a child added under a row shows when that row opens.
  const parentRow = page.getByRole('row').filter({ hasText: '首页栏目' });
  await parentRow.getByText('添加下级').click();
  await expect(catDialog.getByLabel('上级分类')).toBeVisible();
  await expect(catDialog.locator('.ant-select').first()).toContainText('首页栏目');
  await catDialog.getByLabel('名称').fill('首页子栏目');
  await catDialog.getByLabel('编码', { exact: true }).fill('homeSub');
  await catDialog.getByLabel('类型编码').fill('news');
  await catDialog.getByRole('button', { name: OK }).click();
  await expect(toast(page, '添加成功！')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '首页子栏目' })).toHaveCount(0);
  await parentRow.locator('.ant-table-row-expand-icon').click();
  await expect(page.getByRole('row').filter({ hasText: '首页子栏目' })).toBeVisible();
  await shot(page, 'content-category-tree');

  await page.goto('/cms/site/ad');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增广告' });
  await dialog.getByLabel('标题').fill('双十一横幅');
  await dialog.getByLabel('首页横幅').check();
  // The reference select searches the category's rows as one types.
  await dialog.getByLabel('栏目', { exact: true }).click();
  await dialog.getByLabel('栏目', { exact: true }).fill('首页');
  await dropdown(page).getByTitle('首页栏目', { exact: true }).click();
  // The slides are an editable table: inserts closer than 1.5 s apart are refused, so the second waits.
  const slides = dialog.locator('.et-row');
  await dialog.getByRole('button', { name: /新\s*增/ }).click();
  await page.waitForTimeout(1600);
  await dialog.getByRole('button', { name: /新\s*增/ }).click();
  await expect(slides).toHaveCount(2);
  await slides.nth(1).getByRole('checkbox', { name: '选择行' }).check();
  await dialog.getByRole('button', { name: /删\s*除/ }).click();
  await expect(slides).toHaveCount(1);
  await shot(page, 'content-ad-form');
  // A slide without its image is refused with the line's message, and nothing is written.
  await dialog.getByRole('button', { name: OK }).click();
  await expect(page.getByText('轮播图片第1行：图片不能为空')).toBeVisible();
  await slides.first().getByRole('checkbox', { name: '选择行' }).check();
  await dialog.getByRole('button', { name: /删\s*除/ }).click();
  await dialog.getByRole('button', { name: OK }).click();
  await expect(toast(page, '添加成功！')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: '双十一横幅' });
  await expect(row).toContainText('首页横幅');
  await expect(row).toContainText('首页栏目');
  await expect(row).toContainText('草稿');
  await shot(page, 'content-ad-list');
});
