import { expect as baseExpect, test } from '@playwright/test';
import { chooseOption, confirmAction, login, rowAction, shot, toast } from './helpers';

/** 数据规则 (issue 24 item 5): every menu's rules, filtered by menu; add, disable, edit and delete one. */

/** The machine may be busy (other builds): allow slow answers. */
const expect = baseExpect.configure({ timeout: 20_000 });

test('data rules: filter by menu, add, disable, edit and delete a rule', async ({ page }) => {
  test.setTimeout(240_000);
  await login(page);
  await page.goto('/system/dataRule');
  const rows = page.locator('.ant-table-tbody').getByRole('row');
  await expect(rows.filter({ hasText: '本部门及下级部门' })).toContainText('系统管理 / 用户管理');
  await expect(rows.filter({ hasText: '仅看已发布产品' })).toBeVisible();

  await chooseOption(page, page.locator('#dataRuleMenuFilter'), '用户管理');
  await expect(rows.filter({ hasText: '仅看已发布产品' })).toHaveCount(0);
  await expect(rows.filter({ hasText: '本部门及下级部门' })).toBeVisible();

  // A new rule goes to the menu of the filter.
  const name = `E2E规则${Date.now() % 100_000}`;
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const add = page.getByRole('dialog', { name: '新增数据规则' });
  await expect(add.getByLabel('菜单')).toBeVisible();
  await add.getByLabel('规则名称').fill(name);
  await add.getByLabel('规则字段').fill('createBy');
  await chooseOption(page, add.getByLabel('条件规则'), '等于');
  await add.getByLabel('规则值').fill('#{sys_user_code}');
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '添加成功!')).toBeVisible();
  const rule = rows.filter({ hasText: name });
  await expect(rule).toContainText('系统管理 / 用户管理');
  await expect(rule).toContainText('有效');

  await rule.getByText('禁用', { exact: true }).click();
  await expect(toast(page, '已禁用')).toBeVisible();
  await expect(rule).toContainText('无效');
  await expect(rule.getByText('启用', { exact: true })).toBeVisible();
  await shot(page, 'data-rule-list');

  await rule.getByText('编辑', { exact: true }).click();
  const edit = page.getByRole('dialog', { name: '编辑数据规则' });
  await expect(edit.getByLabel('规则字段')).toHaveValue('createBy');
  await edit.getByLabel('规则值').fill('admin');
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '编辑成功!')).toBeVisible();
  await expect(rule).toContainText('admin');
  await expect(edit).toBeHidden();

  await rowAction(rule, '删除');
  await confirmAction(page, '确定删除吗?');
  await expect(toast(page, '删除成功!')).toBeVisible();
  await expect(rule).toHaveCount(0);

  // In English the menus are named in English too.
  // Signed in, the switch reloads the page (menus and dictionaries come again in English).
  const reloaded = page.waitForEvent('load');
  await page.locator('.ant-segmented').getByText('EN', { exact: true }).click();
  await reloaded;
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(rows.filter({ hasText: 'System / Users' }).first()).toBeVisible();
  await shot(page, 'data-rule-list-en');
});
