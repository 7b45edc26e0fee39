import { expect, type Page, test } from '@playwright/test';
import { login, shot } from './helpers';

/** One real use of each data-entry widget on its demo page (issue 10). */
const value = (page: Page, name: string) => page.getByTestId(`value-${name}`);

test('data-entry widgets on their demo pages', async ({ page }) => {
  // Eleven pages, each loading its widget's chunk for the first time.
  test.setTimeout(300_000);
  await login(page);

  await page.goto('/demo/cron');
  await page.getByRole('button', { name: /选\s*择/ }).click();
  const cron = page.getByRole('dialog', { name: 'Cron表达式' });
  await cron.getByRole('tab', { name: '分' }).click();
  const minutes = cron.getByRole('tabpanel', { name: '分' });
  // The minute '0' already is a list of one value: add 30, take 0 away.
  await expect(minutes.getByLabel('指定')).toBeChecked();
  await minutes.getByLabel('30', { exact: true }).check();
  await minutes.getByLabel('00', { exact: true }).uncheck();
  await expect(cron.getByLabel('表达式')).toHaveValue('0 30 12 * * ? *');
  await expect(cron.getByRole('listitem')).toHaveCount(10);
  await shot(page, 'demo-cron');
  await cron.getByRole('button', { name: /确\s*定/ }).click();
  await expect(value(page, 'cron')).toHaveText('0 30 12 * * ? *');

  await page.goto('/demo/dictSelect');
  await page.getByLabel('女').first().check();
  await expect(value(page, 'sexRadio')).toHaveText('2');
  await shot(page, 'demo-dict-select');

  await page.goto('/demo/area');
  await expect(page.locator('.ant-form-item').filter({ hasText: '级联' })).toContainText('广东省 / 深圳市 / 南山区', {
    timeout: 30_000,
  });
  await page.getByRole('combobox').nth(1).fill('浙江');
  await page.getByTitle('浙江省').click();
  await page.getByRole('combobox').nth(2).fill('杭州');
  await page.getByTitle('杭州市').click();
  await expect(value(page, 'area2')).toHaveText('330100');
  await page.getByLabel('经度').fill('200');
  await page.getByLabel('纬度').fill('30');
  await page.getByLabel('纬度').blur();
  await expect(page.getByText('经度应为 -180 到 180 之间的数字')).toBeVisible();
  await shot(page, 'demo-area');

  await page.goto('/demo/selectUser');
  await page
    .getByRole('button', { name: /选\s*择/ })
    .first()
    .click();
  const users = page.getByRole('dialog', { name: '选择用户' });
  await users.getByPlaceholder('请输入用户账号').fill('admin');
  await users.getByPlaceholder('请输入用户账号').press('Enter');
  await users.getByRole('cell', { name: 'admin', exact: true }).click();
  await shot(page, 'demo-select-user');
  await users.getByRole('button', { name: /确\s*定/ }).click();
  await expect(value(page, 'users')).toHaveText('admin');

  await page.goto('/demo/selectDepart');
  await page
    .getByRole('button', { name: /选\s*择/ })
    .first()
    .click();
  const departs = page.getByRole('dialog', { name: '选择部门' });
  await departs.locator('.ant-tree-checkbox').first().click();
  await shot(page, 'demo-select-depart');
  await departs.getByRole('button', { name: /确\s*定/ }).click();
  await expect(value(page, 'departs')).not.toHaveText('—');

  await page.goto('/demo/popup');
  await page
    .getByRole('button', { name: /选\s*择/ })
    .first()
    .click();
  const roles = page.getByRole('dialog', { name: '选择角色' });
  await roles.locator('.ant-table-row').first().getByRole('cell').nth(1).click();
  await expect(roles.locator('.ant-table-row').first().getByRole('checkbox')).toBeChecked();
  await roles.getByRole('button', { name: /确\s*定/ }).click();
  await expect(value(page, 'roles')).not.toHaveText('—');

  await page.goto('/demo/codeEditor');
  await expect(page.locator('.cm-editor')).toContainText('function hello');
  await shot(page, 'demo-code-editor');

  await page.goto('/demo/markdown');
  await expect(page.locator('.wmde-markdown h2')).toContainText('产品简介');
  await shot(page, 'demo-markdown');

  await page.goto('/demo/richText');
  // The editor's chunk is the heaviest of the demo pages: loaded only here.
  await expect(page.locator('.tiptap strong')).toHaveText('云站', { timeout: 30_000 });
  await shot(page, 'demo-rich-text');

  await page.goto('/demo/prompt');
  await page.getByRole('button', { name: '打开输入对话框' }).click();
  const prompt = page.getByRole('dialog', { name: '重命名' });
  await prompt.getByRole('textbox').fill('新的名称');
  await prompt.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByTestId('prompt-answer')).toHaveText('新的名称');

  await page.goto('/demo/others');
  await page.getByPlaceholder('请输入标签').fill('高清静音投影');
  await page.getByPlaceholder('请输入标签').blur();
  await expect(value(page, 'tags')).toHaveText('高清;静音;投影');
  await page.getByRole('button', { name: '查看详细信息' }).click();
  await expect(page.getByRole('dialog', { name: /详细信息/ })).toBeVisible();
  await shot(page, 'demo-others');
});
