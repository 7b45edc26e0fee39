import { expect as baseExpect, test } from '@playwright/test';
import { login, shot } from './helpers';

/** 通讯录 (issue 24 item 4): the department tree, the people of a department with its sub-departments, search. */

/** The machine may be busy (other builds): allow slow answers. */
const expect = baseExpect.configure({ timeout: 20_000 });

test('address book: pick a department, search by name', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page);
  await page.goto('/system/addressList');
  const people = page.locator('.ant-table-tbody');
  await expect(people.getByRole('row').filter({ hasText: '孙健' })).toBeVisible();

  // 研发中心 holds 软件部 and 硬件部: their people are listed, 市场中心's are not.
  await page.locator('.ant-tree-treenode').filter({ hasText: '研发中心' }).locator('.ant-tree-title').first().click();
  await expect(page.locator('.ant-card-head').filter({ hasText: '研发中心' })).toBeVisible();
  const zhang = people.getByRole('row').filter({ hasText: '张伟' });
  await expect(zhang).toContainText('软件部');
  await expect(zhang).toContainText('YZ1002');
  await expect(people.getByRole('row').filter({ hasText: '李娜' })).toContainText('硬件部');
  await expect(people.getByRole('row').filter({ hasText: '孙健' })).toHaveCount(0);
  // The administrator may list users: phone and e-mail are shown.
  await expect(page.getByRole('columnheader', { name: '电子邮件' })).toBeVisible();
  await shot(page, 'address-list');

  await page.getByPlaceholder('请输入用户姓名').fill('张伟');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(people.getByRole('row')).toHaveCount(1);
  await expect(people.getByRole('row').first()).toContainText('张伟');

  // Signed in, the switch reloads the page (menus and dictionaries come again in English).
  const reloaded = page.waitForEvent('load');
  await page.locator('.ant-segmented').getByText('EN', { exact: true }).click();
  await reloaded;
  await expect(page.getByRole('columnheader', { name: 'Employee no.' })).toBeVisible();
  await shot(page, 'address-list-en');
});
