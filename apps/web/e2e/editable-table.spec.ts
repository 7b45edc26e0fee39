import { expect, type Page, test } from '@playwright/test';
import { login, shot, toast } from './helpers';

/** The editable table demo (组件示例 › 可编辑表格): add, edit, drag, remove, validate, save. */

const row = (page: Page, n: number) => page.locator('.et-row').nth(n);
const cell = (page: Page, n: number, key: string) => row(page, n).locator(`[data-key="${key}"]`);
const saved = async (page: Page) => JSON.parse((await page.getByTestId('saved-values').textContent()) ?? '{}');

test('editable table: add, edit, drag, remove, validate, save', async ({ page }) => {
  await login(page);
  await page.goto('/demo/editableTable');
  // The page is its own chunk: generous on a loaded machine.
  await expect(page.locator('.et-row')).toHaveCount(3, { timeout: 60_000 });
  await shot(page, 'editable-table-demo');

  // Add a row at the bottom: its checkbox follows defaultChecked, its order number is the next one.
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await expect(page.locator('.et-row')).toHaveCount(4);
  await cell(page, 3, 'name').locator('input').fill('待机功耗');
  await cell(page, 3, 'kind').locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('功率').click();
  await cell(page, 3, 'qty').locator('input').fill('3a');
  await expect(cell(page, 3, 'qty').locator('input')).toHaveValue('3');

  // Edit an existing cell; linked selects: the city follows the province.
  await cell(page, 0, 'name').locator('input').fill('屏幕尺寸（英寸）');
  await cell(page, 0, 'province').locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('浙江').click();
  await cell(page, 0, 'city').locator('.ant-select').click();
  await expect(page.locator('.ant-select-dropdown:visible').getByTitle('杭州')).toBeVisible();
  await expect(page.locator('.ant-select-dropdown:visible').getByTitle('广州')).toHaveCount(0);
  await page.locator('.ant-select-dropdown:visible').getByTitle('杭州').click();

  // Drag the new row to the top.
  await row(page, 3).getByRole('button', { name: '拖动排序' }).dragTo(row(page, 0));
  await expect(cell(page, 0, 'name').locator('input')).toHaveValue('待机功耗');

  // Remove an existing row: it is reported as deleted.
  await row(page, 2).getByRole('checkbox', { name: '选择行' }).check();
  await page.getByRole('button', { name: /删\s*除/ }).click();
  // The page is its own chunk: generous on a loaded machine.
  await expect(page.locator('.et-row')).toHaveCount(3, { timeout: 60_000 });

  // A failing rule blocks the save with the error count and shows its message on the cell.
  await cell(page, 1, 'code').locator('input').fill('12');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(toast(page, '有 1 处校验未通过')).toBeVisible();
  await expect(cell(page, 1, 'code')).toContainText('请输入6到16位数字');
  await shot(page, 'editable-table-invalid');

  await cell(page, 1, 'code').locator('input').fill('1000012');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(toast(page, '保存成功')).toBeVisible();
  const { values, deleteIds } = await saved(page);
  expect(deleteIds).toEqual(['p2']);
  expect(values.map((v: Record<string, unknown>) => [v.name, v.orderNum])).toEqual([
    ['待机功耗', 1],
    ['屏幕尺寸（英寸）', 2],
    ['额定功率', 3],
  ]);
  expect(values[0]).toMatchObject({ kind: 'power', qty: 3, enabled: 'Y' });
  expect(values[0].id).not.toMatch(/^tmp_/);
  expect(values[1]).toMatchObject({ id: 'p1', code: '1000012', province: 'zj', city: 'hz' });
});
