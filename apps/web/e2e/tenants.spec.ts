import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { api, login, loginAs } from './helpers';

/** Issue 24: a second tenant with a site and a user; that user sees only its tenant; the admin switches tenants. */

const OK = /确\s*定/;

test('a second tenant with a site and a user sees only its own, and the admin switches between tenants', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const tenantName = `E2E租户${run}`;
  await login(page);

  // 租户管理: the admin adds a tenant.
  await page.goto('/system/tenant');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增租户' });
  await dialog.getByLabel('租户名称').fill(tenantName);
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: tenantName });
  await expect(row).toContainText('正常');
  await page.screenshot({ path: test.info().outputPath('tenants.png') });

  // The header now offers the tenants; the admin enters the new one and sees none of the first one's users.
  await page.reload();
  await page.getByRole('button', { name: '切换租户' }).click();
  await page.getByRole('menuitem', { name: tenantName }).click();
  await expect(page.getByRole('button', { name: '切换租户' })).toContainText(tenantName);

  // In that tenant (the session moved there): a role with every menu, a site, and a user.
  const roleId = await api<string>(page, 'POST', '/sys/role/add', { roleName: '租户管理员', roleCode: `t_${run}` });
  const tree = await api<{ ids: string[] }>(page, 'GET', '/sys/role/queryTreeList');
  await api(page, 'POST', '/sys/permission/saveRolePermission', {
    roleId,
    permissionIds: tree.ids.join(','),
    lastpermissionIds: '',
  });
  const siteId = await api<string>(page, 'POST', '/cms/site/add', {
    name: `租户站${run}`,
    code: `t${run}`,
    language: 'zh-CN',
    status: 1,
  });
  await api(page, 'POST', '/sys/role/saveSites', { roleId, siteIds: siteId });
  const username = `tu_${run}`;
  await api(page, 'POST', '/sys/user/add', {
    username,
    realname: '租户用户',
    password: ADMIN_PASSWORD,
    selectedroles: roleId,
  });
  await page.goto('/system/user');
  await expect(page.getByRole('row').filter({ hasText: username })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '管理员' }).filter({ hasText: 'admin' })).toHaveCount(0);

  // The tenant's user: no tenant choice, its own site, only its tenant's users.
  const other = await browser.newPage();
  await loginAs(other, username, ADMIN_PASSWORD);
  await expect(other.getByRole('button', { name: '切换租户' })).toHaveCount(0);
  await expect(other.getByRole('button', { name: '切换站点' })).toContainText(`租户站${run}`);
  await other.goto('/system/user');
  await expect(other.getByRole('row').filter({ hasText: username })).toBeVisible();
  await expect(other.getByRole('row').filter({ hasText: 'admin' })).toHaveCount(0);
  await other.goto('/system/tenant');
  await expect(other.getByRole('row').filter({ hasText: tenantName })).toBeVisible();
  await expect(other.getByRole('row').filter({ hasText: '云站科技' })).toHaveCount(0);
  await other.close();

  // The admin switches back and sees the first tenant again.
  await page.getByRole('button', { name: '切换租户' }).click();
  await page.getByRole('menuitem', { name: '云站科技' }).click();
  await expect(page.getByRole('button', { name: '切换租户' })).toContainText('云站科技');
  await page.goto('/system/user');
  await expect(page.getByRole('row').filter({ hasText: username })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '切换站点' })).toContainText('中文官网');
});
