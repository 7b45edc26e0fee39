import { expect, test } from '@playwright/test';
import { api, login, shot, toast } from './helpers';

/**
 * 服务支持's finder on the rendered site (area picker, map of the results), the English site's service pages, and
 * the coordinate pair of 服务网点's back-office form.
 */
test('the finder finds outlets by area and maps them; the English site speaks English', async ({ page }) => {
  await page.goto('/site/cn/serviceNetwork');
  const picker = page.locator('#svc-area');
  await expect(picker.getByLabel('省份').locator('option', { hasText: '广东省' })).toHaveCount(1);
  await picker.getByLabel('省份').selectOption({ label: '广东省' });
  await expect(picker.getByLabel('城市')).toBeEnabled();
  await picker.getByLabel('城市').selectOption({ label: '深圳市' });
  await expect(picker.getByLabel('区县')).toBeEnabled();
  await picker.getByRole('button', { name: '查找网点' }).click();
  const result = page.locator('#svc-network-result');
  await expect(result).toContainText('广东省 深圳市的网点（2 个）');
  await expect(result).toContainText('深圳南山维修中心');
  await expect(result).toContainText('深圳福田体验店');
  await expect(result).not.toContainText('广州');
  const map = result.getByRole('img', { name: '网点分布示意图' });
  await expect(map.locator('[data-point]')).toHaveCount(2);
  await shot(page, 'site-service-network-area');

  // Nearest from a point: the map shows where the search came from too.
  const nearest = page.locator('#svc-nearest');
  await nearest.getByLabel('纬度').fill('22.5431');
  await nearest.getByLabel('经度').fill('113.9298');
  await nearest.getByRole('button', { name: '查找最近网点' }).click();
  await expect(result).toContainText('离您最近的网点');
  await expect(result.locator('ol li').first()).toContainText('深圳南山维修中心');
  await expect(map).toContainText('您的位置');
  await shot(page, 'site-service-network-nearest');

  await page.goto('/site/en/serviceNetwork');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service centres');
  // China's areas are named in Chinese only: the English finder searches by name and by position.
  await expect(page.locator('#svc-area')).toHaveCount(0);
  const near = page.locator('#svc-nearest');
  await near.getByLabel('Latitude').fill('22.5431');
  await near.getByLabel('Longitude').fill('113.9298');
  await near.getByRole('button', { name: 'Find the nearest' }).click();
  await expect(result).toContainText('Nearest service centres');
  await expect(result.getByRole('img', { name: 'Map of the service centres found' })).toContainText('You');
  await shot(page, 'site-en-service-network');
  await page.goto('/site/en/repair');
  await expect(page.getByRole('button', { name: 'Send request' })).toBeVisible();
  await shot(page, 'site-en-repair');
});

test('服务网点 enters its position through one coordinate input and is searched by area', async ({ page }) => {
  await login(page);
  await page.goto('/cms/service/network');
  await expect(page.getByRole('row').filter({ hasText: '北京海淀维修中心' })).toBeVisible();
  // The search form's area picker takes a city: its districts' outlets are found.
  const search = page.locator('form').filter({ has: page.getByRole('button', { name: /查\s*询/ }) });
  const areaBox = search.getByLabel('所在区域');
  if (!(await areaBox.isVisible())) await search.getByText('展开').click();
  await areaBox.click();
  const menus = page.locator('.ant-cascader-dropdown:visible');
  await menus.getByTitle('广东省', { exact: true }).click();
  await menus.getByTitle('深圳市', { exact: true }).click();
  await page.keyboard.press('Escape');
  await search.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByRole('row').filter({ hasText: '北京海淀维修中心' })).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: '深圳福田体验店' })).toBeVisible();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(2);
  await shot(page, 'service-network-area-search');
  const row = page.getByRole('row').filter({ hasText: '深圳南山维修中心' });
  await row.getByText('编辑').click();
  const dialog = page.getByRole('dialog', { name: /编辑/ });
  const longitude = dialog.getByRole('spinbutton', { name: '经度' });
  const latitude = dialog.getByRole('spinbutton', { name: '纬度' });
  await expect(dialog.getByText('经度 / 纬度')).toBeVisible();
  await expect(longitude).toHaveValue('113.946900');
  await expect(latitude).toHaveValue('22.540400');
  await latitude.fill('');
  await expect(dialog.getByText('经度和纬度须同时填写')).toBeVisible();
  await shot(page, 'service-network-coordinates');
  await latitude.fill('22.5412');
  await expect(dialog.getByText('经度和纬度须同时填写')).toBeHidden();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '编辑成功')).toBeVisible();
  const id = await row.getAttribute('data-row-key');
  const saved = await api<{ longitude: number; latitude: number }>(
    page,
    'GET',
    `/cms/serviceNetwork/queryById?id=${id}`,
  );
  expect([Number(saved.longitude), Number(saved.latitude)]).toEqual([113.9469, 22.5412]);
});
