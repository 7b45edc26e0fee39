import { expect as baseExpect, type Page, test } from '@playwright/test';
import { api, login, shot } from './helpers';

/** 批量编辑 of the generic list: the page's rows in the spreadsheet grid, one save, per-row errors. */

const expect = baseExpect.configure({ timeout: 20_000 });
const listRow = (page: Page, code: string) => page.locator('.ant-table-row').filter({ hasText: code });

test('edits two positions in the grid, saves once, and shows the row the server refused', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page);
  await page.goto('/system/position');
  for (const [code, name] of [
    ['BULK-1', '批量一'],
    ['BULK-2', '批量二'],
  ]) {
    await api(page, 'POST', '/sys/position/add', { code, name, postRank: '1' });
  }
  await page.reload();
  await expect(listRow(page, 'BULK-2')).toBeVisible();

  await page.getByRole('button', { name: '批量编辑' }).click();
  const dialog = page.getByRole('dialog', { name: '批量编辑职务' });
  const grid = dialog.getByRole('grid', { name: '批量编辑' });
  // Typing on an active cell edits it (keys, so ASCII here); Enter commits.
  await grid.getByRole('gridcell', { name: '批量一', exact: true }).click();
  await page.keyboard.type('Bulk One');
  await page.keyboard.press('Enter');
  // BULK-2 takes BULK-1's code: the server refuses that row only.
  await grid.getByRole('gridcell', { name: 'BULK-2', exact: true }).click();
  await page.keyboard.type('BULK-1');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: '保存全部' }).click();

  await expect(page.locator('.ant-message').getByText('1 行已保存，1 行失败')).toBeVisible();
  await expect(dialog.getByText(/^第 \d+ 行：.+/)).toBeVisible();
  await shot(page, 'bulk-edit');
  await dialog.getByRole('button', { name: '关闭' }).last().click();
  await expect(listRow(page, 'BULK-1')).toContainText('Bulk One');
  await expect(listRow(page, 'BULK-2')).toContainText('批量二');
});
