import { expect, type Page, test } from '@playwright/test';
import { login, shot, toast } from './helpers';

/** The tree selects, the popup report picker and the category dictionary screen (issue 10). */
const value = (page: Page, name: string) => page.getByTestId(`value-${name}`);
const formItem = (page: Page, label: string) => page.locator('.ant-form-item').filter({ hasText: label });

test('category dictionary: tree screen, add a child with a generated code', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page);
  await page.goto('/system/category');
  await expect(page.getByRole('cell', { name: '产品类型' })).toBeVisible();
  await page.getByRole('button', { name: '展开全部' }).click();
  await expect(page.getByRole('cell', { name: '游戏本' })).toBeVisible();
  const docs = page.getByRole('row').filter({ hasText: '文档类型' });
  await docs.getByText('添加下级').click();
  const form = page.getByRole('dialog');
  await expect(form).toContainText('文档类型');
  // A retry meets the child its failed attempt may have added: its own name, and the next free code.
  const retry = test.info().retry;
  const name = retry ? `开源许可${retry}` : '开源许可';
  await form.getByLabel('类型名称').fill(name);
  await shot(page, 'category-add-child');
  await form.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await expect(toast(page, '添加成功！')).toBeVisible();
  const added = page.getByRole('row').filter({ hasText: name });
  if (retry) await expect(added).toContainText(/A02A0[4-9]/);
  else await expect(added).toContainText('A02A04');
  await shot(page, 'category-list');
});

test('tree selects and the popup report picker on their demo pages', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page);

  await page.goto('/demo/categorySelect');
  await formItem(page, '全部分类').getByRole('combobox').click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await dropdown.getByTitle('产品类型').locator('xpath=preceding-sibling::*[contains(@class,"switcher")]').click();
  await dropdown.getByTitle('台式机').click();
  await expect(formItem(page, '全部分类')).toContainText('台式机');
  await expect(value(page, 'category')).not.toHaveText('—');
  await expect(toast(page, '该编码【Z99】不存在，请核实!')).toBeVisible();
  await shot(page, 'demo-category-select');

  await page.goto('/demo/treeSelect');
  await expect(page.getByText('组件JTreeSelect-condition传值有误，需要一个json字符串!')).toBeVisible();
  await formItem(page, '部门').first().getByRole('combobox').click();
  const departs = page.locator('.ant-select-dropdown:visible');
  const node = departs.locator('.ant-select-tree-treenode:not([aria-hidden="true"]) .ant-select-tree-title').first();
  await expect(node).toBeVisible();
  const first = (await node.textContent()) ?? '';
  await node.click();
  await expect(formItem(page, '部门').first()).toContainText(first);
  await shot(page, 'demo-tree-select');

  await page.goto('/demo/popup');
  await formItem(page, '报表弹窗：部门').getByRole('textbox').click();
  const popup = page.getByRole('dialog', { name: '部门' });
  await popup.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '请选择一条记录')).toBeVisible();
  const row = popup.locator('.ant-table-row').first();
  const name = (await row.getByRole('cell').nth(1).textContent()) ?? '';
  await row.getByRole('cell').nth(1).click();
  await shot(page, 'demo-popup-report');
  await popup.getByRole('button', { name: /确\s*定/ }).click();
  await expect(value(page, 'departName')).toHaveText(name);
  await expect(value(page, 'orgCode')).toHaveText(/^A\d\d/);
  await formItem(page, '配置错误').getByRole('textbox').click();
  await expect(toast(page, '原始值和目标值数量不一致!')).toBeVisible();
});

test('check-rule JSON in the code editor of the generated form', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page);
  await page.goto('/system/checkRule');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const form = page.getByRole('dialog');
  await expect(form.locator('.cm-editor')).toBeVisible();
  await form.getByLabel('规则名称').fill('编号');
  await form.getByLabel('规则编码').fill('e2e-json');
  await form.locator('.cm-content').click();
  await page.keyboard.type('digits: all');
  await shot(page, 'check-rule-code-editor');
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('规则JSON不是有效的JSON').last()).toBeVisible();
});
