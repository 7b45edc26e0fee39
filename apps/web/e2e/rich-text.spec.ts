import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { api, login, loginAs, rowAction, shot, toast } from './helpers';
import { discPng } from './png';

/** 产品详情 written in the rich-text editor by a content editor, saved, reopened, and shown by the rendered site. */

const OK = /确\s*定/;
const PNG = discPng().toString('base64');
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const detailField = (dialog: Locator) => dialog.locator('.ant-form-item').filter({ hasText: '产品详情' });

/** Files put into the page as a browser would: dropped on or pasted into an element. */
async function dropImage(target: Locator, name: string) {
  const transfer = await target.evaluateHandle(
    (_el, [b64, file]) => {
      const data = new DataTransfer();
      data.items.add(new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], file, { type: 'image/png' }));
      return data;
    },
    [PNG, name] as const,
  );
  const box = await target.boundingBox();
  await target.dispatchEvent('drop', {
    dataTransfer: transfer,
    clientX: (box?.x ?? 0) + 20,
    clientY: (box?.y ?? 0) + (box?.height ?? 40) - 12,
  });
}

async function pasteImage(target: Locator, name: string) {
  await target.evaluate(
    (el, [b64, file]) => {
      const data = new DataTransfer();
      data.items.add(new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], file, { type: 'image/png' }));
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [PNG, name] as const,
  );
}

test('the rich-text demo shows the editor and no native file input', async ({ page }) => {
  await login(page);
  await page.goto('/demo/richText');
  await expect(page.locator('.tiptap strong')).toHaveText('云站', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: '表格' })).toBeVisible();
  // The administrator sees the HTML source switch.
  await expect(page.getByRole('button', { name: '源代码' })).toBeVisible();
  await shot(page, 'rich-text-demo');
  await expect(page.locator('input[type=file]:visible')).toHaveCount(0);

  // 通告内容 is written in the same editor, with no "no editor yet" note.
  await page.goto('/system/announcement');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const form = page.getByRole('dialog', { name: /新增/ });
  const body = form.getByRole('textbox', { name: '内容' });
  await expect(body).toHaveAttribute('contenteditable', 'true', { timeout: 30_000 });
  await body.fill('今晚机房停电。');
  await expect(form.getByRole('button', { name: '表格' })).toBeVisible();
  await expect(form).not.toContainText('尚未提供');
  await body.scrollIntoViewIfNeeded();
  await shot(page, 'rich-text-announcement-form');
});

test('an editor writes a product detail with a heading, a table, images and a video; it is saved, reopened and published', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await loginAs(page, 'editor', ADMIN_PASSWORD);
  const products = await api<{ records: { id: string; name: string; modelNo: string; status: string }[] }>(
    page,
    'GET',
    '/cms/product/list?pageSize=1',
  );
  const product = products.records[0];

  await page.goto('/cms/products/product');
  await page.getByPlaceholder('请输入型号').fill(product.modelNo);
  await page.getByRole('button', { name: /^search 查\s*询$/ }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await row(page, product.name).getByText('编辑', { exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '编辑产品' });
  const field = detailField(dialog);
  const editor = field.locator('.tiptap');
  await expect(editor).toBeVisible({ timeout: 30_000 });
  // A content editor has no HTML source switch.
  await expect(field.getByRole('button', { name: '源代码' })).toHaveCount(0);

  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type('产品亮点');
  await field.getByLabel('段落格式').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('标题2').click();
  await expect(editor.locator('h2')).toHaveText('产品亮点');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('续航两周，支持快充。');

  await field.getByRole('button', { name: '表格' }).click();
  await page.getByRole('menuitem', { name: '插入表格' }).click();
  for (const text of ['项目', '参数', '备注', '续航', '14 天', '典型使用']) {
    await page.keyboard.type(text);
    await page.keyboard.press('Tab');
  }
  await expect(editor.locator('table th').first()).toHaveText('项目');
  await expect(editor.locator('table td').nth(1)).toHaveText('14 天');

  // Images: the toolbar's upload, a drop, a paste — all through the upload route.
  await editor.locator('p', { hasText: '续航两周' }).click();
  await page.keyboard.press('End');
  await field.locator('input[type=file][aria-label="插入图片"]').setInputFiles({
    name: 'upload.png',
    mimeType: 'image/png',
    buffer: discPng(),
  });
  await expect(editor.locator('img[alt="upload.png"]')).toBeVisible();
  await dropImage(editor, 'drop.png');
  await expect(editor.locator('img[alt="drop.png"]')).toBeVisible();
  await pasteImage(editor, 'paste.png');
  await expect(editor.locator('img[alt="paste.png"]')).toBeVisible();
  for (const img of await editor.locator('img').all()) {
    await expect(img).toHaveAttribute('src', /^\/system-api\/sys\/common\/static\/cms\/\d{8}\/[0-9a-f]{32}\.png$/);
    expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(64);
  }

  await field.getByRole('button', { name: '视频' }).click();
  const picker = page.getByRole('dialog', { name: '插入视频' });
  await picker.getByRole('option').first().click();
  await picker.getByRole('button', { name: /插\s*入/ }).click();
  await expect(editor.locator('video')).toHaveAttribute('src', /\.mp4$/);
  await expect(editor.locator('video')).toHaveAttribute('poster', /\.jpg$/);
  await shot(page, 'rich-text-product-form');

  await field.getByRole('button', { name: '全屏' }).click();
  await expect(field.getByRole('button', { name: '退出全屏' })).toBeVisible();
  await shot(page, 'rich-text-fullscreen');
  await page.keyboard.press('Escape');
  await expect(field.getByRole('button', { name: '全屏' })).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: OK }).click();
  await expect(toast(page, '编辑成功!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Reopened: everything is there.
  await row(page, product.name).getByText('编辑', { exact: true }).click();
  const again = detailField(page.getByRole('dialog', { name: '编辑产品' })).locator('.tiptap');
  await expect(again.locator('h2')).toHaveText('产品亮点', { timeout: 30_000 });
  await expect(again.locator('table td').nth(1)).toHaveText('14 天');
  await expect(again.locator('img')).toHaveCount(3);
  await expect(again.locator('video')).toHaveCount(1);
  await again.locator('table').scrollIntoViewIfNeeded();
  await shot(page, 'rich-text-product-reopened');
  await page
    .getByRole('dialog', { name: '编辑产品' })
    .getByRole('button', { name: /取\s*消/ })
    .click();

  // The detail view renders it, not its tags.
  await rowAction(row(page, product.name), '详情');
  const details = page.getByRole('dialog', { name: /详细信息/ });
  await expect(details.locator('h2')).toHaveText('产品亮点');
  await expect(details).not.toContainText('<h2>');
  await details.locator('h2').scrollIntoViewIfNeeded();
  await shot(page, 'rich-text-product-details');
  await details
    .getByRole('button', { name: /关\s*闭/ })
    .first()
    .click();

  if (product.status !== 'published') {
    await rowAction(row(page, product.name), '发布');
    await expect(toast(page, '发布成功!')).toBeVisible();
  }

  await page.goto(`/site/cn/product/${product.id}`);
  await expect(page.getByRole('heading', { name: '产品亮点' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '14 天' })).toBeVisible();
  const detail = page.locator('main h2:text-is("产品详情") + div');
  const images = detail.locator('img[src^="/api/public/cn/file/cms/"]');
  await expect(images).toHaveCount(3);
  for (const img of await images.all()) {
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(64);
  }
  const video = detail.locator('video');
  await expect(video).toHaveAttribute('src', /^\/api\/public\/cn\/file\/cms\/\d{8}\/[0-9a-f]{32}\.mp4$/);
  await expect(video).toHaveAttribute('poster', /^\/api\/public\/cn\/file\/cms\//);
  // The player reads the file (metadata, then a frame when seeking by ranges).
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = Math.min(1, v.duration / 2);
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
    .toBeGreaterThan(1);
  await video.scrollIntoViewIfNeeded();
  await shot(page, 'rich-text-site-product');
});
