import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import {
  chooseOption,
  confirmAction,
  fillLogin,
  login,
  loginAs,
  openDropdown,
  rowAction,
  rowMenu,
  shot,
  toast,
} from './helpers';

/** The users screen (system/UserList): the whole life of a user as the administrator sees it. */

const USERS = '/system/user';
const OK = /确\s*定/;
const PASSWORD = 'Passw0rd2026';
const NEW_PASSWORD = 'Reset2026pwd';

/** A validation message under a field of the user form. */
const fieldError = (dialog: Locator, field: string) => dialog.locator(`[id$="_form_${field}_help"]`);

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

const tableRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** A department of the tree on the left (its title also shows the org code). */
const departNode = (page: Page, name: string) =>
  page.locator('.ant-tree-treenode').filter({ hasText: name }).locator('.ant-tree-title');

async function batch(page: Page, item: string): Promise<void> {
  // The open menu only (a row's 更多 menu, once opened, stays in the page hidden); a hover that did not open it
  // (the pointer already there) is made again.
  const menu = page.locator('.ant-dropdown-menu:visible');
  await expect(async () => {
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: '批量操作' }).hover();
    await menu.getByRole('menuitem', { name: item }).click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('users screen', () => {
  test('create, edit, filter by department, search, advanced query, freeze, password, delete and restore', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    // A retry must not meet the user a failed attempt left behind.
    const attempt = test.info().retry + 1;
    const USERNAME = `e2e_user${attempt}`;
    const WORK_NO = `E2E00${attempt}`;
    await login(page);
    await page.goto(USERS);
    await expect(page.locator('th').filter({ hasText: '用户账号' })).toBeVisible();
    await expect(page.locator('th').filter({ hasText: /^部门$/ })).toBeVisible();
    await expect(tableRows(page).nth(1)).toBeVisible();
    await expect(departNode(page, '软件部')).toBeVisible();
    await page.waitForTimeout(300);
    await shot(page, 'user-list');

    // ---- Create, with the spec's messages on the way.
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const add = page.getByRole('dialog', { name: '新增用户' });
    await add.getByRole('button', { name: OK }).click();
    await expect(fieldError(add, 'username')).toHaveText('请输入用户名');
    // The add form's own words, not the password change's (请输入新密码!).
    await expect(fieldError(add, 'password')).toHaveText('请输入登录密码!');
    await expect(fieldError(add, 'confirmpassword')).toHaveText('请重新输入登录密码!');
    await add.getByLabel('用户账号').fill('ab');
    await expect(fieldError(add, 'username')).toHaveText('长度6到18个字符');
    await add.getByLabel('用户账号').fill('admin');
    await add.getByLabel('用户姓名').click();
    await expect(fieldError(add, 'username')).toHaveText('该值不可用，系统中已存在！');
    await add.getByLabel('用户账号').fill(USERNAME);
    await add.getByLabel('用户姓名').fill('E2E测试员');
    await add.getByLabel('登录密码').fill(PASSWORD);
    await add.getByLabel('确认密码').fill(`${PASSWORD}x`);
    await expect(add.getByText('两次输入的密码不一样！')).toBeVisible();
    await add.getByLabel('确认密码').fill(PASSWORD);
    await add.getByLabel('工号').fill(WORK_NO);
    await add.getByLabel('手机号码').fill('123');
    await expect(fieldError(add, 'phone')).toHaveText('请输入正确手机号');
    await add.getByLabel('手机号码').fill('13900001111');
    await add.getByLabel('电子邮件').fill(`${USERNAME}@example.com`);
    await chooseOption(page, add.getByLabel('角色分配'), '内容编辑');
    await add.getByLabel('所属部门').click();
    await openDropdown(page)
      .locator('.ant-select-tree-node-content-wrapper')
      .filter({ hasText: /^软件部$/ })
      .click();
    await add.getByText('用户姓名', { exact: true }).click(); // closes the dropdown
    await expect(openDropdown(page)).toHaveCount(0);
    if (process.env.SHOTS_DIR) {
      await page.setViewportSize({ width: 1440, height: 1500 });
      await page.waitForTimeout(400);
      await shot(page, 'user-add');
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    await add.getByRole('button', { name: OK }).click();
    await expect(toast(page, '添加成功！')).toBeVisible();
    await expect(add).toBeHidden();
    await expect(row(page, USERNAME)).toContainText('软件部');
    await expect(row(page, USERNAME)).toContainText('正常');

    // ---- Edit: the account is locked, roles, departments and sites are loaded.
    await row(page, USERNAME).getByText('编辑', { exact: true }).click();
    const edit = page.getByRole('dialog', { name: '编辑用户' });
    await expect(edit.getByLabel('用户账号')).toHaveValue(USERNAME);
    await expect(edit.getByLabel('用户账号')).toBeDisabled();
    await expect(edit.locator('.ant-select-selection-item', { hasText: '内容编辑' })).toBeVisible();
    await expect(edit.locator('.ant-select-selection-item', { hasText: '软件部' })).toBeVisible();
    await expect(edit.getByText('中文官网')).toBeVisible();
    await shot(page, 'user-edit');
    await edit.getByLabel('用户姓名').fill('E2E测试主管');
    // 负责部门 shows for a 上级 only.
    await expect(edit.getByLabel('负责部门')).toHaveCount(0);
    await edit.getByLabel('上级', { exact: true }).check();
    await chooseOption(page, edit.getByLabel('负责部门'), '硬件部');
    await edit.getByText('用户姓名', { exact: true }).click(); // closes the dropdown
    await edit.getByRole('button', { name: OK }).click();
    await expect(edit).toBeHidden();
    await expect(row(page, USERNAME)).toContainText('E2E测试主管');
    await row(page, USERNAME).getByText('编辑', { exact: true }).click();
    await expect(edit.locator('.ant-select-selection-item', { hasText: '硬件部' })).toBeVisible();
    await edit.getByRole('button', { name: /取\s*消/ }).click();
    await expect(edit).toBeHidden();

    // Details show what the list does not.
    await rowAction(row(page, USERNAME), '详情');
    const detail = page.getByRole('dialog', { name: '详细信息' });
    await expect(detail).toContainText(`${USERNAME}@example.com`);
    await expect(detail).toContainText('软件部');
    await detail
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s*闭/ })
      .click();

    // ---- Department filter: its own department and the parent show the user, a sibling does not.
    await departNode(page, '硬件部').click();
    await expect(page.getByText('当前部门：硬件部')).toBeVisible();
    await expect(row(page, USERNAME)).toBeHidden();
    await departNode(page, '研发中心').click();
    await expect(row(page, USERNAME)).toBeVisible();
    await page.getByText('清除选择').click();
    await expect(page.getByText('当前部门：')).toBeHidden();
    await expect(tableRows(page).nth(1)).toBeVisible();

    // ---- Simple search on the account.
    await page.getByPlaceholder('请输入用户账号').fill(USERNAME);
    await page.getByRole('button', { name: /(^|\s)查\s*询$/ }).click();
    await expect(row(page, USERNAME)).toBeVisible();
    await expect(page.getByText(/共1条/)).toBeVisible();
    await page.getByRole('button', { name: /重\s*置/ }).click();
    await expect(page.getByText(/共1条/)).toBeHidden();

    // ---- Advanced query on the work number.
    await page.getByRole('button', { name: '高级查询' }).click();
    const builder = page.getByRole('dialog', { name: '高级查询构造器' });
    const queryField = builder.getByRole('combobox', { name: '查询字段' });
    await chooseOption(page, queryField, '工号');
    await builder.getByPlaceholder('请输入值').fill(WORK_NO);
    await builder.getByRole('button', { name: /^查\s*询$/ }).click();
    await expect(builder).toBeHidden();
    await expect(row(page, USERNAME)).toBeVisible();
    await expect(page.getByText(/共1条/)).toBeVisible();
    await page.getByRole('button', { name: '高级查询' }).click();
    // The builder shows the query in force before its reset can clear it.
    await expect(builder.getByPlaceholder('请输入值')).toHaveValue(WORK_NO);
    await builder.getByRole('button', { name: /^重\s*置$/ }).click();
    await builder
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s*闭/ })
      .click();
    await expect(page.getByText(/共1条/)).toBeHidden();

    // ---- Freeze (row action), then unfreeze (batch); the administrator cannot be in a batch.
    await rowAction(row(page, USERNAME), '冻结');
    await confirmAction(page, '确定冻结吗?');
    await expect(toast(page, '冻结成功!')).toBeVisible();
    await expect(row(page, USERNAME).getByRole('cell', { name: '冻结', exact: true })).toBeVisible();
    await expect(
      (await rowMenu(row(page, USERNAME))).getByRole('menuitem', { name: '解冻', exact: true }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await row(page, USERNAME).getByRole('checkbox').check();
    await batch(page, '解冻');
    const confirm = page.getByRole('dialog').filter({ hasText: '是否解冻选中账号?' });
    await confirm.getByRole('button', { name: OK }).click();
    await expect(toast(page, '解冻成功!')).toBeVisible();
    await expect(row(page, USERNAME).getByRole('cell', { name: '正常', exact: true })).toBeVisible();
    await page.getByText('清空', { exact: true }).click();

    // ---- Another user's password; the user signs in with it and must replace it.
    await rowAction(row(page, USERNAME), '密码');
    const password = page.getByRole('dialog', { name: '重新设置密码' });
    await expect(password.getByRole('textbox').first()).toHaveValue(USERNAME);
    await password.getByLabel('登录密码').fill(NEW_PASSWORD);
    await password.getByLabel('确认密码').fill(NEW_PASSWORD);
    await shot(page, 'user-password');
    await password.getByRole('button', { name: OK }).click();
    await expect(toast(page, '密码修改成功!')).toBeVisible();
    await expect(password).toBeHidden();

    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-CN' });
    const userPage = await other.newPage();
    await userPage.goto('/user/login');
    await fillLogin(userPage, USERNAME, NEW_PASSWORD);
    await expect(userPage.getByRole('dialog', { name: '首次登录请先修改初始密码' })).toBeVisible();
    await other.close();

    // ---- Delete, restore from the recycle bin, delete again and purge.
    const removeRow = async () => {
      await rowAction(row(page, USERNAME), '删除');
      await confirmAction(page, '确定删除吗?');
      await expect(row(page, USERNAME)).toBeHidden();
    };
    await removeRow();
    await page.getByRole('button', { name: /回收站/ }).click();
    const bin = page.getByRole('dialog', { name: '用户回收站' });
    await expect(bin.getByRole('row').filter({ hasText: USERNAME })).toContainText('软件部');
    if (process.env.SHOTS_DIR) {
      await page.waitForTimeout(600); // the dialog's opening animation
      await shot(page, 'user-recycle-bin');
    }
    await bin.getByRole('row').filter({ hasText: USERNAME }).getByText('还原', { exact: true }).click();
    await expect(toast(page, '还原成功')).toBeVisible();
    await expect(bin.getByRole('row').filter({ hasText: USERNAME })).toBeHidden();
    await bin
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s*闭/ })
      .click();
    await expect(row(page, USERNAME)).toContainText('E2E测试主管');

    await removeRow();
    await page.getByRole('button', { name: /回收站/ }).click();
    await bin.getByRole('row').filter({ hasText: USERNAME }).getByText('彻底删除', { exact: true }).click();
    await page.getByRole('tooltip').filter({ hasText: '确定彻底删除吗?' }).getByRole('button', { name: OK }).click();
    await expect(toast(page, '删除成功!')).toBeVisible();
    await expect(bin.getByRole('row').filter({ hasText: USERNAME })).toBeHidden();
  });

  test('the auditor (list and export) sees the list without the buttons that change users', async ({ page }) => {
    await loginAs(page, 'auditor', ADMIN_PASSWORD);
    await page.goto(USERS);
    await expect(tableRows(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /导\s*出/ })).toBeVisible();
    for (const name of [/新\s*增/, /导\s*入/, /批量操作/]) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    // The row's actions (its 状态 cell may read 冻结: the demo has a frozen user).
    const actions = tableRows(page).first().locator('td').last();
    await expect(actions.getByText('详情', { exact: true })).toBeVisible();
    for (const action of ['编辑', '密码', '冻结', '删除', '更多']) {
      await expect(actions.getByText(action, { exact: true })).toHaveCount(0);
    }
  });
});
