import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { api, login, loginAs, rowAction, shot, toast } from './helpers';

/** 角色管理: a new role gets menus (授权, with a data rule), a site and a user; that user then sees the menus. */

/** The machine may be busy (other builds): allow slow answers. */
const expect = baseExpect.configure({ timeout: 20_000 });
const OK = /确\s*定/;
const ROLE_NAME = 'E2E测试角色';
const ROLE_CODE = 'e2e_role';
const USER = { username: 'e2e_role_user', realname: 'E2E角色用户', password: 'E2eRole2026' };
const OTHER = { username: 'e2e_role_other', realname: 'E2E其他用户', password: 'E2eRole2026' };

const row = (scope: Page | Locator, text: string) => scope.getByRole('row').filter({ hasText: text });
const treeNode = (drawer: Locator, name: string) =>
  drawer.locator('.ant-tree-treenode').filter({ has: drawer.page().getByText(name, { exact: true }) });

async function createUser(page: Page, user: typeof USER): Promise<void> {
  await api(page, 'POST', '/sys/user/add', { ...user, confirmpassword: user.password });
}

/** Picks users by account in the user picker of the open 用户 drawer. */
async function addExistingUsers(page: Page, drawer: Locator, usernames: string[]): Promise<void> {
  await drawer.getByRole('button', { name: '添加已有用户' }).click();
  const picker = page.getByRole('dialog', { name: '选择用户' });
  await picker.getByPlaceholder('请输入用户账号').fill('e2e_role_');
  await picker.getByRole('button', { name: /查\s*询/ }).click();
  for (const username of usernames) await row(picker, username).getByRole('checkbox').check();
  await picker.getByRole('button', { name: OK }).click();
  await expect(toast(page, '添加成功！')).toBeVisible();
  await expect(picker).toBeHidden();
}

test.describe('role administration', () => {
  test('create a role, grant menus and a data rule, assign a site and users; the user sees the menus', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await login(page);
    await createUser(page, USER);
    await createUser(page, OTHER);

    await page.goto('/system/role');
    await expect(page.getByRole('columnheader', { name: '角色编码' })).toBeVisible();
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const addDialog = page.getByRole('dialog', { name: '新增角色' });
    await addDialog.getByLabel('角色名称').fill(ROLE_NAME);
    await addDialog.getByLabel('角色编码').fill(ROLE_CODE);
    await addDialog.getByRole('button', { name: OK }).click();
    await expect(toast(page, '添加成功！')).toBeVisible();
    await expect(row(page, ROLE_CODE)).toBeVisible();
    await shot(page, 'role-list');

    // 授权: linked checking, so granting 职务管理 and 用户管理 grants 系统管理 and their buttons too.
    await rowAction(row(page, ROLE_CODE), '授权');
    const auth = page.getByRole('dialog', { name: `角色权限配置：${ROLE_NAME}` });
    await expect(treeNode(auth, '职务管理')).toBeVisible();
    await auth.getByRole('switch', { name: '父子关联' }).click();
    await treeNode(auth, '职务管理').locator('.ant-tree-checkbox').click();
    await treeNode(auth, '用户管理').locator('.ant-tree-checkbox').click();
    await expect(treeNode(auth, '系统管理').locator('.ant-tree-checkbox')).toHaveClass(/indeterminate/);
    await shot(page, 'role-authorize');

    // A data rule can be chosen only for a saved grant.
    await treeNode(auth, '用户管理').getByText('用户管理', { exact: true }).click();
    const rules = page.getByRole('dialog', { name: '数据规则：用户管理' });
    await rules.getByRole('checkbox', { name: '本部门及下级部门' }).check();
    await rules.getByRole('button', { name: /保\s*存/ }).click();
    await expect(toast(page, '请先保存角色菜单权限!')).toBeVisible();
    await rules.getByRole('button', { name: /取\s*消/ }).click();
    await expect(rules).toBeHidden();

    await auth.getByRole('button', { name: /保\s*存/ }).click();
    await expect(toast(page, '保存成功！')).toBeVisible();
    await expect(auth.getByRole('button', { name: /保\s*存/ })).toBeDisabled();

    await treeNode(auth, '用户管理').getByText('用户管理', { exact: true }).click();
    await rules.getByRole('checkbox', { name: '本部门及下级部门' }).check();
    await shot(page, 'role-data-rule');
    await rules.getByRole('button', { name: /保\s*存/ }).click();
    await expect(rules).toBeHidden();
    await treeNode(auth, '用户管理').getByText('用户管理', { exact: true }).click();
    await expect(rules.getByRole('checkbox', { name: '本部门及下级部门' })).toBeChecked();
    await rules.getByRole('button', { name: /取\s*消/ }).click();
    await auth.getByRole('button', { name: '关闭' }).click();
    await expect(auth).toBeHidden();

    // 站点: without a site, the role's users could not sign in.
    await rowAction(row(page, ROLE_CODE), '站点');
    const sites = page.getByRole('dialog', { name: `站点分配：${ROLE_NAME}` });
    await sites.getByRole('checkbox', { name: '中文官网' }).check();
    await sites.getByRole('button', { name: OK }).click();
    await expect(toast(page, '保存成功！')).toBeVisible();
    await expect(sites).toBeHidden();

    // 用户: add two existing users, remove one, batch removal needs a selection.
    await rowAction(row(page, ROLE_CODE), '用户');
    const users = page.getByRole('dialog', { name: `角色用户：${ROLE_NAME}` });
    await expect(users.locator('.ant-empty-description')).toHaveText('暂无数据');
    await addExistingUsers(page, users, [USER.username, OTHER.username]);
    await expect(row(users, USER.username)).toBeVisible();
    await expect(row(users, OTHER.username)).toBeVisible();
    await shot(page, 'role-users');
    await users.getByRole('button', { name: '批量取消关联' }).click();
    await expect(toast(page, '请选择一条记录！')).toBeVisible();
    await row(users, OTHER.username).getByRole('button', { name: '取消关联' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: OK }).click();
    await expect(toast(page, '取消关联成功')).toBeVisible();
    await expect(row(users, OTHER.username)).toHaveCount(0);
    await expect(row(users, USER.username)).toBeVisible();

    // The user signs in and finds the granted menus, and nothing else of 系统管理.
    await page.evaluate(() => localStorage.clear());
    await loginAs(page, USER.username, USER.password);
    const sideMenu = page.locator('.ant-layout-sider .ant-menu');
    await sideMenu.getByText('系统管理', { exact: true }).click();
    await expect(sideMenu.getByText('职务管理', { exact: true })).toBeVisible();
    await expect(sideMenu.getByText('用户管理', { exact: true })).toBeVisible();
    await expect(sideMenu.getByText('角色管理', { exact: true })).toHaveCount(0);
    await sideMenu.getByText('职务管理', { exact: true }).click();
    await expect(page).toHaveURL(/\/system\/position$/);
    await expect(page.getByRole('columnheader', { name: '职务编码' })).toBeVisible();
  });
});
