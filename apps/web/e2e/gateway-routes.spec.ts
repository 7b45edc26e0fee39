import { expect, test } from '@playwright/test';
import { api, login, openDropdown } from './helpers';

interface Route {
  id: string;
  routerId: string;
  filters: { name: string; args: { key: string; value: unknown }[] }[];
}

/** 网关路由: a route added on the screen with a path predicate and typed filters, then listed readably. */
test('adds a gateway route with typed filters and lists it', async ({ page }) => {
  const routerId = `e2e-${Date.now()}`;
  await login(page);
  await page.goto('/system/gatewayRoute');
  const content = page.locator('.ant-layout-content');
  await content.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增路由' });
  await dialog.getByLabel('路由ID').fill(routerId);
  await dialog.getByLabel('路由名称').fill('端到端测试');
  await dialog.getByLabel('服务地址').fill('https://example.com/api');

  await dialog.getByRole('button', { name: '添加路由条件' }).click();
  const predicate = dialog.getByTestId('predicate-row');
  await predicate.locator('.ant-select').nth(1).click();
  await page.keyboard.type('/v1/**');
  await page.keyboard.press('Enter');

  await dialog.getByRole('button', { name: '添加过滤器' }).click();
  await dialog.getByTestId('filter-row').first().getByPlaceholder('去掉的路径段数').fill('1');
  await dialog.getByRole('button', { name: '添加过滤器' }).click();
  const limiter = dialog.getByTestId('filter-row').nth(1);
  await limiter.locator('.ant-select').click();
  await openDropdown(page).getByText('按IP限流', { exact: true }).click();
  await limiter.getByPlaceholder('每秒请求数').fill('5');
  await limiter.getByPlaceholder('突发容量').fill('10');

  await expect(dialog.locator('[class*="status-error"]')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/gateway-form.png' });
  const saved = page.waitForResponse((r) => r.url().includes('/sys/gatewayRoute/updateAll'));
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  expect((await (await saved).json()).success).toBe(true);
  await expect(dialog).toBeHidden();

  const row = content.locator('.ant-table-row').filter({ hasText: routerId });
  await expect(row).toBeVisible();
  await expect(row.getByText('路径: /v1/**')).toBeVisible();
  await expect(row.getByText('去掉路径前缀: 去掉的路径段数 1')).toBeVisible();
  await expect(row.getByText('按IP限流: 每秒请求数 5, 突发容量 10')).toBeVisible();
  await page.screenshot({ path: 'test-results/gateway-routes.png' });

  const listed = (await api<Route[]>(page, 'GET', '/sys/gatewayRoute/list')).find((r) => r.routerId === routerId);
  expect(listed?.filters).toEqual([
    { name: 'StripPrefix', args: [{ key: 'parts', value: 1 }] },
    {
      name: 'RequestRateLimiter',
      args: [
        { key: 'replenishRate', value: 5 },
        { key: 'burstCapacity', value: 10 },
      ],
    },
  ]);
  // A retry starts from a clean list.
  await api(page, 'DELETE', `/sys/gatewayRoute/delete?id=${listed?.id}`);
});
