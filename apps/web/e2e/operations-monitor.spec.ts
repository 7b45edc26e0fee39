import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { login } from './helpers';

/** Full-page screenshots into `SHOTS_DIR` when set (to look at each screen at 1440 px). */
async function fullShot(page: Page, name: string) {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: join(process.env.SHOTS_DIR, `${name}.png`), fullPage: true });
}

const firstNumber = async (page: Page, title: string) => {
  const stat = page.locator('.ant-statistic').filter({ hasText: title }).first();
  await expect(stat.locator('.ant-statistic-content')).toHaveText(/\d/);
  return stat;
};

/** 系统监控 and the dashboards in the admin's menu, each screen showing numbers of the running server. */
test('the monitor screens and the dashboards render live numbers', async ({ page }) => {
  await login(page);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('Access-Token') ?? '{}').value as string);
  await expect(page.getByRole('menuitem', { name: /系统监控/ })).toBeVisible();

  await page.goto('/monitor/system');
  await firstNumber(page, '整机 CPU');
  await expect(page.getByTestId('node-picker')).toContainText('当前应答');
  await expect(page.getByTestId('system-cpu-chart').locator('svg')).toBeVisible();
  await fullShot(page, 'monitor-system');

  await page.goto('/monitor/jvm');
  await firstNumber(page, '常驻内存 RSS');
  await expect(page.getByRole('cell', { name: 'old_space' })).toBeVisible();
  await expect(page.getByTestId('heap-chart').locator('svg')).toBeVisible();
  await fullShot(page, 'monitor-runtime');

  await page.goto('/monitor/tomcat');
  await firstNumber(page, '启动以来的请求');
  // Routes with their figures (which ones lead depends on what the run asked for before).
  await expect(page.getByText(/^(GET|POST|PUT|DELETE) \/system-api\//).first()).toBeVisible();
  await fullShot(page, 'monitor-http');

  await page.goto('/monitor/redis');
  await expect(page.getByTestId('redis-unconfigured')).toContainText('未配置 Redis');
  await fullShot(page, 'monitor-redis');

  await page.goto('/monitor/disk');
  await expect(page.getByTestId('disk-table').getByRole('cell', { name: '/', exact: true })).toBeVisible();
  await expect(page.getByText('数据目录（DATA_DIR）')).toBeVisible();
  await fullShot(page, 'monitor-disk');

  await page.goto('/monitor/httpTrace');
  await expect(page.getByRole('cell', { name: /\/system-api\/sys\/permission/ }).first()).toBeVisible();
  // The trace never shows the session token, not even in the headers of an expanded row.
  await page.locator('.ant-table-row-expand-icon').first().click();
  expect(await page.content()).not.toContain(token);
  await fullShot(page, 'monitor-trace');

  await page.goto('/dashboard/monitor');
  await firstNumber(page, '最近一小时请求');
  await expect(page.getByTestId('overview-minutes-chart').locator('svg')).toBeVisible();
  await expect(page.getByTestId('node-picker')).toContainText('全部进程');
  await fullShot(page, 'dashboard-monitor');

  await page.goto('/dashboard/workplace');
  await expect(page.getByTestId('workplace-drafts')).toBeVisible();
  await expect(page.getByTestId('workplace-edits')).toBeVisible();
  await page.getByTestId('workplace-links').getByRole('button', { name: '编辑' }).click();
  await page.getByTestId('workplace-links').getByRole('combobox').fill('用户管理');
  await page.locator('.ant-select-item-option').filter({ hasText: '系统管理 / 用户管理' }).click();
  await page.getByTestId('workplace-links').getByRole('button', { name: '完成' }).click();
  await expect(page.getByTestId('workplace-links').getByRole('link', { name: '用户管理' })).toBeVisible();
  await fullShot(page, 'dashboard-workplace');
});
