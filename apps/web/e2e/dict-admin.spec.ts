import { join } from 'node:path';
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { api, chooseOption, confirmAction, login, rowAction, shot, toast } from './helpers';

/** 字典管理: a dictionary with items (字典配置), 刷新缓存, export and re-import of the list. */

/** The machine may be busy (other builds): allow slow answers. */
const expect = baseExpect.configure({ timeout: 20_000 });
const OK = /确\s*定/;
const CODE = 'e2e_dict';
const NAME = 'E2E测试字典';

const row = (scope: Page | Locator, text: string) => scope.getByRole('row').filter({ hasText: text });

async function addItem(page: Page, drawer: Locator, text: string, value: string): Promise<void> {
  await drawer.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增字典项' });
  await dialog.getByLabel('名称').fill(text);
  await dialog.getByLabel('数据值').fill(value);
  await dialog.getByRole('button', { name: OK }).click();
  await expect(toast(page, '添加成功！')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(drawer, text)).toBeVisible();
}

test.describe('dictionary administration', () => {
  test('add a dictionary and its items, refresh the cache, export and re-import the list', async ({ page }) => {
    test.setTimeout(240_000);
    await login(page);
    await page.goto('/system/dict');
    await expect(page.getByRole('columnheader', { name: '字典编码' })).toBeVisible();

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const addDialog = page.getByRole('dialog', { name: '新增字典' });
    await addDialog.getByLabel('字典名称').fill(NAME);
    await addDialog.getByLabel('字典编码').fill(CODE);
    await addDialog.getByLabel('描述').fill('端到端测试用');
    await addDialog.getByRole('button', { name: OK }).click();
    await expect(toast(page, '添加成功！')).toBeVisible();
    await expect(row(page, CODE)).toBeVisible();
    await shot(page, 'dict-list');

    // 字典配置: items with a value unique within the dictionary.
    await row(page, CODE).getByText('字典配置', { exact: true }).click();
    const drawer = page.getByRole('dialog', { name: `字典配置：${NAME}（${CODE}）` });
    await expect(drawer.locator('.ant-empty-description')).toHaveText('暂无数据');
    await addItem(page, drawer, '选项一', '1');
    await addItem(page, drawer, '选项二', '2');

    await drawer.getByRole('button', { name: /新\s*增/ }).click();
    const itemDialog = page.getByRole('dialog', { name: '新增字典项' });
    await itemDialog.getByLabel('名称').fill('重复项');
    await itemDialog.getByLabel('数据值').fill('1');
    await itemDialog.getByRole('button', { name: OK }).click();
    await expect(itemDialog.getByText('该值不可用，系统中已存在！')).toBeVisible();
    await itemDialog.getByRole('button', { name: /取\s*消/ }).click();

    // Edit: 选项二 is switched off; then search by status and by text.
    await row(drawer, '选项二').getByText('编辑', { exact: true }).click();
    const editDialog = page.getByRole('dialog', { name: '编辑字典项' });
    await expect(editDialog.getByLabel('数据值')).toHaveValue('2');
    await editDialog.getByRole('radio', { name: '不启用' }).check();
    await editDialog.getByRole('button', { name: OK }).click();
    await expect(editDialog).toBeHidden();
    await expect(row(drawer, '选项二')).toContainText('不启用');
    await shot(page, 'dict-items');

    await chooseOption(page, drawer.getByRole('combobox', { name: '是否启用' }), '不启用');
    await drawer.getByRole('button', { name: /查\s*询/ }).click();
    await expect(row(drawer, '选项一')).toBeHidden();
    await expect(row(drawer, '选项二')).toBeVisible();
    await drawer.getByRole('button', { name: /重\s*置/ }).click();
    await drawer.getByPlaceholder('请输入名称').fill('选项一');
    await drawer.getByRole('button', { name: /查\s*询/ }).click();
    await expect(row(drawer, '选项二')).toBeHidden();
    await expect(row(drawer, '选项一')).toBeVisible();
    await drawer.getByRole('button', { name: /重\s*置/ }).click();

    await rowAction(row(drawer, '选项二'), '删除');
    await confirmAction(page, '确定删除吗?');
    await expect(row(drawer, '选项二')).toHaveCount(0);
    await drawer.getByRole('button', { name: '关闭' }).click();
    await expect(drawer).toBeHidden();

    // 刷新缓存: the local dictionary cache now holds the new dictionary.
    await page.getByRole('button', { name: '刷新缓存' }).click();
    await expect(toast(page, '刷新缓存完成！')).toBeVisible();
    const cached = await page.evaluate(() => localStorage.getItem('UI_CACHE_DB_DICT_DATA') ?? '');
    expect(cached).toContain(CODE);
    expect(cached).toContain('选项一');

    // Export the dictionary, delete it for good, import the file: it is back.
    await row(page, CODE).getByRole('checkbox').check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /导\s*出/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('字典.xlsx');
    const file = join(test.info().outputDir, 'dicts.xlsx');
    await download.saveAs(file);

    await rowAction(row(page, CODE), '删除');
    await confirmAction(page, '确定删除吗?');
    await expect(row(page, CODE)).toHaveCount(0);
    const bin = await api<Array<{ id: string; dictCode: string }>>(page, 'GET', '/sys/dict/deleteList');
    const deleted = bin.find((d) => d.dictCode === CODE);
    expect(deleted).toBeTruthy();
    await api(page, 'DELETE', `/sys/dict/deletePhysic/${deleted?.id}`);

    await page.getByRole('button', { name: /导\s*入/ }).click();
    const importDialog = page.getByRole('dialog', { name: '导入EXCEL' });
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      importDialog.getByText('选择导入文件').click(),
    ]);
    await chooser.setFiles(file);
    await importDialog.getByRole('button', { name: '开始导入' }).click();
    await expect(importDialog).toBeHidden();
    await expect(row(page, CODE)).toContainText(NAME);
  });
});
