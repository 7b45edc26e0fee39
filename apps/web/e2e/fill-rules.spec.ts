import { expect as baseExpect, test } from '@playwright/test';
import { api, chooseOption, login, rowAction, shot, toast } from './helpers';

/** 填值规则: a sequence rule added through the form; 功能测试 shows the value it would give next. */

const expect = baseExpect.configure({ timeout: 20_000 });
const OK = /确\s*定/;

test('填值规则: add a sequence rule, 功能测试 shows 生成结果', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page);
  // A retry starts from no rule of this code.
  const old = await api<{ records: { id: string }[] }>(page, 'GET', '/sys/fillRule/list?ruleCode=e2e_order');
  for (const r of old.records) await api(page, 'DELETE', `/sys/fillRule/delete?id=${r.id}`);

  const menu = page.getByRole('menu');
  await menu.getByText('系统管理', { exact: true }).click();
  await menu.getByText('填值规则', { exact: true }).click();
  await expect(page).toHaveURL(/\/system\/fillRule$/);
  await expect(page.getByRole('row').filter({ hasText: 'repair_number' })).toBeVisible();

  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增填值规则' });
  await dialog.getByLabel('规则名称').fill('E2E 订单号');
  await dialog.getByLabel('规则编码').fill('e2e_order');
  await chooseOption(page, dialog.getByLabel('规则实现类'), '流水号（sequenceNumber）');
  await expect(dialog.getByText('例如 {"prefix":"CN"', { exact: false })).toBeVisible();
  const params = '{"prefix":"DD","datePattern":"yyyy","digits":5,"reset":"year"}';
  await dialog.locator('.cm-content').click();
  // The editor closes brackets and quotes itself; typing their closing character steps over them.
  await page.keyboard.type(params);
  await expect(dialog.locator('.cm-content')).toHaveText(params);
  await shot(page, 'fill-rule-form');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(toast(page, '添加成功！')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: 'e2e_order' });
  await expect(row.getByText('流水号', { exact: true })).toBeVisible();
  await rowAction(row, '功能测试');
  const result = page.getByRole('dialog').filter({ hasText: '填值规则功能测试' });
  await expect(result).toContainText(`生成结果：DD${new Date().getFullYear()}00001`);
  await shot(page, 'fill-rule-test');
  await result.getByRole('button', { name: /知\s*道\s*了|OK|确\s*定/ }).click();
});
