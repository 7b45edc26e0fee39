import { expect, type Page, test } from '@playwright/test';
import { api, login, rowAction, shot, toast } from './helpers';

/** 下载中心 from the browser: a Windows 11 driver attached to a product, published, found by the public. */

const OK = /确\s*定/;
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(4096, 1)]);

async function put(page: Page, url: string, data: unknown) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('Access-Token') ?? '{}').value as string);
  const res = await page.request.fetch(`/system-api${url}`, {
    method: 'PUT',
    headers: { 'X-Access-Token': token },
    data,
  });
  expect((await res.json()).success).toBe(true);
}

test('a Windows 11 driver attached to a product is published and served by the API and the support page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page);
  await api(page, 'POST', '/cms/productType/add', { name: '扫描仪', code: 'e2e_scanner' });
  const types = await api<{ records: { id: string; code: string }[] }>(
    page,
    'GET',
    '/cms/productType/list?code=e2e_scanner',
  );
  await api(page, 'POST', '/cms/product/add', { typeId: types.records[0].id, name: '云扫 S1', modelNo: 'E2E-S1' });
  const products = await api<{ records: { id: string }[] }>(page, 'GET', '/cms/product/list?modelNo=E2E-S1');
  const product = products.records[0].id;
  await put(page, '/cms/product/publish', { ids: product });

  await page.goto('/cms/download/driver');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增驱动' });
  await dialog.getByLabel('驱动名称').fill('扫描仪驱动');
  await dialog.getByLabel('版本', { exact: true }).fill('2.1.0');
  await dialog.getByLabel('适用产品').click();
  await dialog.getByLabel('适用产品').fill('云扫');
  await page.locator('.ant-select-dropdown:visible').getByTitle('云扫 S1', { exact: true }).click();
  await page.keyboard.press('Escape');
  await dialog.getByLabel('适用系统').click();
  await dialog.getByLabel('适用系统').fill('Windows 11');
  await page.locator('.ant-select-dropdown:visible').getByTitle('Windows 11 64 位', { exact: true }).click();
  await page.keyboard.press('Escape');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: '扫描仪驱动-2.1.0.zip', mimeType: 'application/zip', buffer: ZIP });
  await expect(dialog.getByTestId('upload-item')).toHaveAttribute('data-status', 'done');
  await shot(page, 'driver-form');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(toast(page, '添加成功！')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: '扫描仪驱动' });
  await expect(row.getByRole('link', { name: /扫描仪驱动-2.1.0.zip/ })).toBeVisible();
  await expect(row).toContainText(String(ZIP.length));
  await expect(row).toContainText('云扫 S1');
  await rowAction(row, '发布');
  await expect(toast(page, '发布成功!')).toBeVisible();
  await expect(row).toContainText('已发布');
  // The search form picks the product by name and filters on it: the demo drivers of other products go.
  await page.getByLabel('适用产品').click();
  await page.getByLabel('适用产品').fill('云扫');
  await page.locator('.ant-select-dropdown:visible').getByTitle('云扫 S1', { exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^search 查\s*询$/ }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await shot(page, 'driver-list');

  const oses = await (await page.request.get('/api/public/cn/osVersion?q=Windows%2011')).json();
  const win11 = oses.result.records.find((o: { name: string }) => o.name === 'Windows 11 64 位').id;
  const served = await (await page.request.get(`/api/public/cn/driver?products=${product}&osVersions=${win11}`)).json();
  expect(served.result.records.map((r: { name: string }) => r.name)).toEqual(['扫描仪驱动']);
  const download = await page.request.get(`/api/public/cn/driver/${served.result.records[0].id}/download`);
  expect(download.headers()['content-disposition']).toContain(encodeURIComponent('扫描仪驱动-2.1.0.zip'));

  await page.goto(`/site/cn/support/${product}`);
  await expect(page.getByRole('heading', { name: '云扫 S1 服务与支持' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Windows 11 64 位' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '扫描仪驱动' })).toContainText('2.1.0');
  await shot(page, 'support-page');
  if (!process.env.SHOTS_DIR) return;
  await page.goto('/cms/download/driver');
  await rowAction(page.getByRole('row').filter({ hasText: '扫描仪驱动' }), '详情');
  await expect(page.getByRole('dialog').getByText('SHA-256')).toBeVisible();
  await shot(page, 'driver-detail');
  await page.goto('/site/cn/driver');
  await shot(page, 'rendered-driver-list');
  for (const path of ['osVersion', 'update', 'app', 'manual', 'guide', 'problem']) {
    await page.goto(`/cms/download/${path}`);
    await expect(page.locator('.ant-table')).toBeVisible();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    await shot(page, `download-${path}-list`);
  }
  await page.goto('/site/cn/problem?q=%E5%BC%80%E6%9C%BA');
  await shot(page, 'rendered-faq-search');
});
