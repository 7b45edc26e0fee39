import { expect as baseExpect, type Page, test } from '@playwright/test';
import { confirmAction, login, rowAction, shot, toast } from './helpers';

/** The engine's recycle bin of a `recycleBin` schema (广告): delete, restore from the bin, delete for good. */

const expect = baseExpect.configure({ timeout: 20_000 });
const OK = /确\s*定/;
const TITLE = 'E2E回收站广告';

const listRow = (page: Page) => page.locator('.ant-card').getByRole('row').filter({ hasText: TITLE });

async function deleteFromList(page: Page): Promise<void> {
  await rowAction(listRow(page), '删除');
  await confirmAction(page, '确定删除吗?');
  await expect(toast(page, '删除成功!')).toBeVisible();
  await expect(listRow(page)).toHaveCount(0);
}

test('a recycleBin entity: deleted rows go to its recycle bin, come back, and can be deleted for good', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await login(page);
  await page.goto('/cms/site/ad');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增广告' });
  await dialog.getByLabel('标题').fill(TITLE);
  await dialog.getByLabel('首页横幅').check();
  await dialog.getByRole('button', { name: OK }).click();
  await expect(toast(page, '添加成功！')).toBeVisible();
  await expect(listRow(page)).toContainText('首页横幅');

  await deleteFromList(page);
  await page.getByRole('button', { name: /回收站/ }).click();
  const bin = page.getByRole('dialog', { name: '广告回收站' });
  const binRow = bin.getByRole('row').filter({ hasText: TITLE });
  // The schema's columns with their dictionary texts, and the deletion time.
  await expect(binRow).toContainText('首页横幅');
  await expect(binRow).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await page.waitForTimeout(600); // the dialog's opening animation
  await shot(page, 'recycle-bin');

  await binRow.getByText('还原', { exact: true }).click();
  await expect(toast(page, '还原成功')).toBeVisible();
  await expect(binRow).toHaveCount(0);
  await bin
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /关\s*闭/ })
    .click();
  await expect(listRow(page)).toContainText('首页横幅');

  await deleteFromList(page);
  await page.getByRole('button', { name: /回收站/ }).click();
  await binRow.getByRole('checkbox').check();
  await bin.getByRole('button', { name: '批量彻底删除' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确认彻底删除' });
  await expect(confirm).toContainText('确定要彻底删除这 1 项吗? 删除后无法恢复。');
  await confirm.getByRole('button', { name: OK }).click();
  await expect(toast(page, '删除成功!')).toBeVisible();
  await expect(binRow).toHaveCount(0);
  await bin
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /关\s*闭/ })
    .click();
  // Gone for good: after a reload neither the list nor the bin has it.
  await page.reload();
  await page.getByRole('button', { name: /回收站/ }).click();
  await expect(bin.locator('.ant-table-tbody')).toBeVisible();
  await expect(bin.getByRole('row').filter({ hasText: TITLE })).toHaveCount(0);
  await expect(listRow(page)).toHaveCount(0);
});
