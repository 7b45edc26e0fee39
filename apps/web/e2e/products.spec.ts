import { expect, type Page, test } from '@playwright/test';
import { api, chooseOption, login, rowAction, shot, toast } from './helpers';

/** 产品中心 in the browser: a type, its attributes and template, a product of it, published and served. */

const OK = /确\s*定/;
const NEW = /新\s*增/;
const dropdown = (page: Page) => page.locator('.ant-select-dropdown:visible');
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Picks a referenced row by typing part of its name; tried again when the click is lost to the opening dropdown. */
async function pickRef(page: Page, scope: ReturnType<Page['getByRole']>, label: string, text: string) {
  const input = scope.getByLabel(label, { exact: true });
  const field = input.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  await expect(async () => {
    await input.click();
    await input.fill(text.slice(0, 2));
    await dropdown(page).getByTitle(text, { exact: true }).click({ timeout: 3_000 });
    await expect(field).toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('a type with two attributes and a template; a product with attributes, specification and images, published and served', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await login(page);

  await page.goto('/cms/products/type');
  await page.getByRole('button', { name: NEW }).click();
  const typeDialog = page.getByRole('dialog', { name: '新增产品类型' });
  await typeDialog.getByLabel('名称').fill('智能手表');
  await typeDialog.getByLabel('编码').fill('watch');
  await typeDialog.getByRole('button', { name: OK }).click();
  await expect(toast(page, '添加成功！')).toBeVisible();
  await shot(page, 'product-type-list');

  await page.goto('/cms/products/attribute');
  for (const [name, code, kind, options] of [
    ['表盘尺寸', 'dial', '数字', ''],
    ['表带材质', 'strap', '单选', '硅胶\n皮革'],
  ]) {
    await page.getByRole('button', { name: NEW }).click();
    const dialog = page.getByRole('dialog', { name: '新增产品属性' });
    await pickRef(page, dialog, '产品类型', '智能手表');
    await dialog.getByLabel('属性名称').fill(name);
    await dialog.getByLabel('属性编码').fill(code);
    await dialog.getByLabel(kind, { exact: true }).check();
    if (options) {
      await dialog.getByLabel('可选值').fill(options);
      await dialog.getByLabel('必填').click();
      await dialog.getByLabel('可筛选').click();
      await shot(page, 'product-attribute-form');
    }
    await dialog.getByRole('button', { name: OK }).click();
    await expect(toast(page, '添加成功！')).toBeVisible();
  }
  await expect(row(page, '表带材质')).toContainText('单选');
  await shot(page, 'product-attribute-list');

  await page.goto('/cms/products/parameter');
  for (const [group, name, unit] of [
    ['外观', '表盘直径', 'mm'],
    ['性能', '续航', '天'],
  ]) {
    await page.getByRole('button', { name: NEW }).click();
    const dialog = page.getByRole('dialog', { name: '新增产品参数' });
    await pickRef(page, dialog, '产品类型', '智能手表');
    await dialog.getByLabel('参数分组').fill(group);
    await dialog.getByLabel('参数名称').fill(name);
    await dialog.getByLabel('单位').fill(unit);
    await dialog.getByRole('button', { name: OK }).click();
    await expect(toast(page, '添加成功！')).toBeVisible();
  }
  await shot(page, 'product-parameter-list');
  await page.goto('/cms/products/fitting');
  await expect(row(page, 'YZ-AC65')).toContainText('65W 氮化镓充电器');
  await shot(page, 'fitting-list');

  await page.goto('/cms/products/product');
  await page.getByRole('button', { name: NEW }).click();
  const dialog = page.getByRole('dialog', { name: '新增产品' });
  await expect(dialog.getByText('请先选择产品类型')).toBeVisible();
  await pickRef(page, dialog, '产品类型', '智能手表');
  // The type's attributes appear as fields, its template fills the specification table.
  await dialog.getByLabel('表盘尺寸').fill('46');
  await chooseOption(page, dialog.getByLabel('表带材质'), '硅胶');
  const specs = dialog.locator('.ant-form-item').filter({ hasText: '规格参数' }).locator('.et-row');
  await expect(specs).toHaveCount(2);
  await specs.nth(0).locator('[data-key="value"] input').fill('46');
  await specs.nth(1).locator('[data-key="value"] input').fill('14');
  await dialog.getByLabel('产品名称').fill('云站手表 S1');
  await dialog.getByLabel('型号').fill('W-S1');
  const gallery = dialog.locator('.ant-form-item').filter({ hasText: '产品图册' }).last();
  await gallery.getByRole('button', { name: NEW }).click();
  await gallery
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'watch.png', mimeType: 'image/png', buffer: PNG });
  await expect(gallery.locator('img').first()).toBeVisible();
  // Compatible fittings chosen on the product: the fitting's 适用产品 shows it too (one set of links).
  await pickRef(page, dialog, '兼容配件', '65W 氮化镓充电器');
  await shot(page, 'product-form');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(toast(page, '添加成功！')).toBeVisible();
  await rowAction(row(page, 'W-S1'), '发布');
  await expect(toast(page, '发布成功!')).toBeVisible();
  await expect(row(page, 'W-S1')).toContainText('已发布');
  await shot(page, 'product-list');

  const types = await api<{ records: { id: string }[] }>(page, 'GET', '/cms/productType/list?code=watch');
  const typeId = types.records[0].id;
  const found = await (
    await page.request.get(`/api/public/cn/catalog/products?typeId=${typeId}&attr.strap=${encodeURIComponent('硅胶')}`)
  ).json();
  expect(found.result.records.map((r: { modelNo: string }) => r.modelNo)).toEqual(['W-S1']);
  const id = found.result.records[0].id;
  const item = (await (await page.request.get(`/api/public/cn/catalog/products/${id}`)).json()).result;
  expect(item.specification.map((s: { value: string }) => s.value)).toEqual(['46', '14']);
  expect(item.gallery).toHaveLength(1);
  expect(item.fittings.map((f: { model: string }) => f.model)).toEqual(['YZ-AC65']);

  await page.goto(`/site/cn/product/${id}`);
  await expect(page.getByRole('heading', { name: '云站手表 S1' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: '续航' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '14 天' })).toBeVisible();
  await expect(page.getByText('65W 氮化镓充电器')).toBeVisible();
  await shot(page, 'site-product-detail');
  await page.goto(`/site/cn/product?typeId=${typeId}`);
  await expect(page.getByText('云站手表 S1')).toBeVisible();
  // The type's filterable attribute as links: choosing 硅胶 keeps the watch.
  await page.getByRole('link', { name: '硅胶', exact: true }).click();
  await expect(page).toHaveURL(/attr\.strap=/);
  await expect(page.getByText('云站手表 S1')).toBeVisible();
  await shot(page, 'site-product-list');
});
