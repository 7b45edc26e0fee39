import { expect as baseExpect, type Page, test } from '@playwright/test';
import { api, chooseOption, confirmAction, login, rowAction, shot, toast } from './helpers';

/** The tree-shaped system screens: departments (with generated org codes) and menus. */

/** The machine may be busy (other builds): allow slow answers. */
const expect = baseExpect.configure({ timeout: 20_000 });

const treeNode = (page: Page, name: string) => page.locator('.ant-tree-treenode').filter({ hasText: name });

test.describe('system trees', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(240_000);
    await login(page);
  });

  test('departments: add, add a sub-department, edit, delete with its children', async ({ page }) => {
    await page.goto('/system/depart');
    await expect(treeNode(page, '云站科技有限公司').first()).toBeVisible();

    await page.getByRole('button', { name: '添加部门' }).click();
    const addDialog = page.getByRole('dialog', { name: '添加部门' });
    await addDialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(addDialog.getByText('请输入机构/部门名称')).toBeVisible();
    await addDialog.getByLabel('机构名称').fill('E2E测试集团');
    await addDialog.getByRole('button', { name: /确\s*定/ }).click();
    const added = page.locator('.ant-message').getByText(/添加成功！机构编码：A\d{2}$/);
    await expect(added).toBeVisible();
    const parentCode = (await added.textContent())?.split('：')[1] ?? '';
    await expect(treeNode(page, 'E2E测试集团')).toContainText(parentCode);

    // The new department is selected: add a child under it; its code extends the parent's.
    await expect(page.getByLabel('机构编码')).toHaveValue(parentCode);
    await page.getByRole('button', { name: '添加下级' }).click();
    const childDialog = page.getByRole('dialog', { name: '添加下级' });
    await expect(childDialog.getByLabel('上级部门')).toHaveValue(`E2E测试集团（${parentCode}）`);
    await childDialog.getByLabel('机构名称').fill('E2E测试分部');
    await childDialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.locator('.ant-message').getByText(`添加成功！机构编码：${parentCode}A01`)).toBeVisible();
    await expect(treeNode(page, 'E2E测试分部')).toContainText(`${parentCode}A01`);

    await shot(page, 'depart-detail');
    await page.getByRole('tab', { name: '部门角色' }).click();
    await expect(page.getByRole('columnheader', { name: '部门角色编码' })).toBeVisible();
    await shot(page, 'depart-roles');
    await page.getByRole('tab', { name: '基本信息' }).click();

    // Edit the parent's details.
    await treeNode(page, 'E2E测试集团').locator('.ant-tree-title').click();
    await expect(page.getByLabel('机构编码')).toHaveValue(parentCode);
    await page.getByLabel('缩写').fill('E2E');
    await page.getByLabel('机构名称').fill('E2E测试集团（改）');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.locator('.ant-message').getByText('编辑成功!')).toBeVisible();
    await expect(treeNode(page, 'E2E测试集团（改）')).toBeVisible();

    // Search finds it by name.
    await page.getByPlaceholder('请输入部门名称').fill('测试分部');
    await page.getByPlaceholder('请输入部门名称').press('Enter');
    await expect(page.getByRole('treeitem')).toHaveCount(1);
    await page.getByPlaceholder('请输入部门名称').fill('');
    await page.getByPlaceholder('请输入部门名称').press('Enter');

    // Delete the parent: the sub-department goes with it.
    await treeNode(page, 'E2E测试集团（改）').locator('.ant-tree-checkbox').first().click();
    await page.getByRole('button', { name: /删\s*除/ }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确认删除' });
    await expect(confirm).toContainText('下级部门');
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.locator('.ant-message').getByText('删除成功!')).toBeVisible();
    await expect(treeNode(page, 'E2E测试集团')).toHaveCount(0);
    await expect(treeNode(page, 'E2E测试分部')).toHaveCount(0);
  });

  test('menus: a sub-menu under 系统管理 shows in the side menu after a reload, then goes', async ({ page }) => {
    await page.goto('/system/permission');
    await expect(page.getByRole('cell', { name: /系统管理$/ })).toBeVisible();

    await shot(page, 'menu-list');
    await page.getByRole('button', { name: '新增菜单' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '菜单类型' });
    await drawer.getByText('子菜单', { exact: true }).click();
    await drawer.getByRole('button', { name: /确\s*定/ }).click();
    await expect(drawer.getByText('请输入菜单名称')).toBeVisible();
    await drawer.getByLabel('菜单名称').fill('E2E报表');
    await drawer.getByLabel('上级菜单').click();
    await drawer.getByLabel('上级菜单').fill('系统管理');
    await page
      .locator('.ant-select-tree-node-content-wrapper')
      .filter({ hasText: /^系统管理$/ })
      .click();
    await drawer.getByLabel('菜单路径').fill('/system/e2e-report');
    await drawer.getByLabel('前端组件').fill('dashboard/Analysis');
    await drawer.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.locator('.ant-message').getByText('添加成功！')).toBeVisible();

    // A new menu reaches a user through a role grant (角色管理 → 授权); grant it to the admin role.
    const roles = await api<Array<{ id: string; roleCode: string }>>(page, 'GET', '/sys/role/queryall');
    const menus = await api<Array<{ id: string; name: string; children?: Array<{ id: string; name: string }> }>>(
      page,
      'GET',
      '/sys/permission/list',
    );
    const system = menus.find((m) => m.name === '系统管理');
    const created = system?.children?.find((m) => m.name === 'E2E报表');
    expect(created).toBeTruthy();
    await api(page, 'POST', '/sys/permission/saveRolePermission', {
      roleId: roles.find((r) => r.roleCode === 'admin')?.id,
      permissionIds: created?.id,
      lastpermissionIds: '',
    });

    await page.reload();
    const sideMenu = page.locator('.ant-layout-sider .ant-menu');
    // The current page is under 系统管理, so its submenu is open.
    await sideMenu.getByText('E2E报表', { exact: true }).click();
    await expect(page).toHaveURL(/\/system\/e2e-report$/);
    await expect(page.getByText('总浏览量')).toBeVisible();

    // Delete it from the menu tree: it leaves the side menu too.
    await sideMenu.getByText('菜单管理', { exact: true }).click();
    await expect(page).toHaveURL(/\/system\/permission$/);
    const systemRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: /系统管理$/ }) });
    await systemRow.locator('.ant-table-row-expand-icon').click();
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: /E2E报表$/ }) });
    await row.getByRole('button', { name: /更多/ }).click();
    await page.getByRole('menuitem', { name: '删除' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确认删除' });
    await expect(confirm).toContainText('下级菜单');
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.locator('.ant-message').getByText('删除成功!')).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.ant-layout-sider .ant-menu').getByText('E2E报表')).toHaveCount(0);
  });

  test('menu data rules: the rules of 用户管理, add, edit, disable and delete one, 查询 shows a rule added elsewhere', async ({
    page,
  }) => {
    const drawer = page.getByRole('dialog', { name: '数据权限规则：用户管理' });
    const openRules = async () => {
      await page.goto('/system/permission');
      const systemRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: /系统管理$/ }) });
      await systemRow.locator('.ant-table-row-expand-icon').click();
      const userRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: /用户管理$/ }) });
      await rowAction(userRow, '数据规则');
      await expect(drawer.getByRole('row').filter({ hasText: '本部门及下级部门' })).toBeVisible();
    };
    await openRules();
    // Names of this attempt (a retry meets the first attempt's rows).
    const name = `E2E仅本人${Date.now() % 100_000}`;

    await drawer.getByRole('button', { name: /新\s*增/ }).click();
    const add = page.getByRole('dialog', { name: '新增数据规则' });
    await add.getByRole('button', { name: /确\s*定/ }).click();
    await expect(add.getByText('请输入规则名称')).toBeVisible();
    await add.getByLabel('规则名称').fill(name);
    await add.getByLabel('规则字段').fill('createBy');
    await chooseOption(page, add.getByLabel('条件规则'), '等于');
    await add.getByLabel('规则值').fill('#{sys_user_code}');
    const addSent = page.waitForRequest((r) => r.url().includes('/sys/permission/addPermissionRule'));
    await add.getByRole('button', { name: /确\s*定/ }).click();
    const userMenu = String((await addSent).postDataJSON().permissionId);
    await expect(toast(page, '添加成功!')).toBeVisible();
    const rule = drawer.getByRole('row').filter({ hasText: name });
    await expect(rule).toContainText('等于');
    await shot(page, 'menu-data-rules');

    await rule.getByText('编辑', { exact: true }).click();
    const edit = page.getByRole('dialog', { name: '编辑数据规则' });
    await expect(edit.getByLabel('规则字段')).toHaveValue('createBy');
    await edit.getByLabel('规则名称').fill(`${name}（改）`);
    const editSent = page.waitForRequest((r) => r.url().includes('/sys/permission/editPermissionRule'));
    await edit.getByRole('button', { name: /确\s*定/ }).click();
    await editSent;
    await expect(toast(page, '编辑成功!')).toBeVisible();
    const edited = drawer.getByRole('row').filter({ hasText: `${name}（改）` });
    await expect(edited).toBeVisible();
    await expect(edit).toBeHidden();

    // Disabled and enabled again from the row (the list is the 数据规则 screen's).
    await edited.getByText('禁用', { exact: true }).click();
    await expect(toast(page, '已禁用')).toBeVisible();
    await expect(edited).toContainText('无效');
    await edited.getByText('启用', { exact: true }).click();
    await expect(toast(page, '已启用')).toBeVisible();
    await expect(edited).toContainText('有效');

    // Removed through the row's 更多 menu and its confirmation.
    await rowAction(edited, '删除');
    await confirmAction(page, '确定删除吗?');
    await expect(toast(page, '删除成功!')).toBeVisible();
    await expect(drawer.getByRole('row').filter({ hasText: name })).toHaveCount(0);

    // A rule added elsewhere (through the contract's route): the drawer's 查询 shows it.
    const elsewhere = `E2E别处${Date.now() % 100_000}`;
    await api(page, 'POST', '/sys/permission/addPermissionRule', {
      permissionId: userMenu,
      ruleName: elsewhere,
      ruleColumn: 'createBy',
      ruleConditions: '=',
      ruleValue: 'admin',
    });
    await drawer.getByRole('button', { name: /查\s*询/ }).click();
    const added = drawer.getByRole('row').filter({ hasText: elsewhere });
    await expect(added).toBeVisible();
    await rowAction(added, '删除');
    await confirmAction(page, '确定删除吗?');
    await expect(added).toHaveCount(0);
  });
  test("menu data rules: the drawer's 更多 menu stays at its row while the page beneath changes height", async ({
    page,
  }) => {
    await page.goto('/system/permission');
    const systemRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: /系统管理$/ }) });
    await systemRow.locator('.ant-table-row-expand-icon').click();
    const userRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: /用户管理$/ }) });
    await rowAction(userRow, '数据规则');
    const drawer = page.getByRole('dialog', { name: '数据权限规则：用户管理' });
    const rule = drawer.getByRole('row').filter({ hasText: '本部门及下级部门' });
    await expect(rule).toBeVisible();
    // The page beneath scrolled down (as after choosing a row low in a long menu tree).
    await page.evaluate(() => window.scrollTo(0, 400));
    expect(await page.evaluate(() => document.documentElement.scrollTop)).toBe(400);
    const more = rule.getByText('更多');
    await more.hover();
    await expect(page.locator('.ant-dropdown-menu:visible')).toHaveCount(1);
    // The list beneath reloads after a change in the drawer and gets shorter (its scroll position is clamped): the
    // open menu must not jump away from its row (a click meant for it then lands elsewhere and the hover is lost).
    const offsets = await page.evaluate(async () => {
      const trigger = [...document.querySelectorAll('.ant-drawer .ant-dropdown-trigger')].at(0) as HTMLElement;
      const content = document.querySelector('.ant-layout-content') as HTMLElement;
      content.style.maxHeight = '200px';
      content.style.overflow = 'hidden';
      const out: number[] = [];
      for (let i = 0; i < 10; i++) {
        await new Promise((r) => requestAnimationFrame(r));
        const menu = document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)') as HTMLElement;
        out.push(Math.round(menu.getBoundingClientRect().top - trigger.getBoundingClientRect().bottom));
      }
      return out;
    });
    for (const offset of offsets) expect(Math.abs(offset), `menu offsets ${offsets.join(',')}`).toBeLessThan(40);
  });
});
