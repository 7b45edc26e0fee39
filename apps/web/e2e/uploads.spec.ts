import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { login, shot } from './helpers';

const MB = 1024 * 1024;

test('a 100 MB file goes up in chunks with visible progress, and resumes after a broken chunk', async ({ page }) => {
  test.setTimeout(300_000);
  const dir = mkdtempSync(join(tmpdir(), 'yunzhan-upload-'));
  const path = join(dir, '驱动程序安装包.zip');
  // A zip's magic bytes, then 100 MB of data.
  const data = Buffer.alloc(100 * MB, 7);
  data.write('PK\x03\x04', 0, 'latin1');
  writeFileSync(path, data);
  try {
    await login(page);
    let chunkPosts = 0;
    let broken = false;
    await page.route('**/system-api/sys/common/upload/chunk?**', async (route) => {
      chunkPosts++;
      // The connection breaks once, at the fourth chunk.
      if (chunkPosts === 4 && !broken) {
        broken = true;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await page.goto('/demo/upload');
    const field = page.locator('.ant-form-item').filter({ hasText: '文件（不限个数）' });
    await field.locator('input[type=file]').setInputFiles(path);
    await expect(field.getByTestId('upload-item')).toHaveAttribute('data-status', 'error', { timeout: 60_000 });
    await expect(page.locator('.ant-message').getByText('驱动程序安装包.zip 上传失败.')).toBeVisible();

    // The same file again: the three chunks already there are not sent again.
    await field.locator('input[type=file]').setInputFiles(path);
    const progress = field.getByTestId('upload-progress');
    await expect(progress).toBeVisible();
    await expect(progress).toContainText('%');
    await shot(page, 'demo-upload-progress');
    await expect(field.getByTestId('upload-item')).toHaveAttribute('data-status', 'done', { timeout: 240_000 });
    expect(chunkPosts).toBe(21);
    await expect(page.getByTestId('value-files')).toHaveText(/^cms\/\d{8}\/[0-9a-f]{32}\.zip$/);
    await expect(field.getByText('驱动程序安…')).toBeVisible();
    await shot(page, 'demo-upload');

    // Recorded: 对象存储 lists it under its original name, with its size.
    await page.goto('/system/ossFile');
    const row = page.getByRole('row').filter({ hasText: '驱动程序安装包.zip' });
    await expect(row).toContainText(String(100 * MB));
    await shot(page, 'oss-file-list');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an HTML page renamed .png is refused with the server message', async ({ page }) => {
  await login(page);
  await page.goto('/demo/imageUpload');
  const field = page.locator('.ant-form-item').filter({ hasText: '多张图片' });
  await field.locator('input[type=file]').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>'),
  });
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog.locator('.ant-modal-confirm-title')).toHaveText('上传出错');
  await expect(dialog.getByText('error message: 文件内容与扩展名不符')).toBeVisible();
  await shot(page, 'demo-image-upload-error');
  await dialog.getByRole('button').click();
  await expect(field.getByTestId('image-card')).toHaveAttribute('data-status', 'error');
  await expect(page.getByTestId('value-images')).toHaveText('—');
});

test('images upload, move along the list, and come from the image dialog', async ({ page }) => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await login(page);
  await page.goto('/demo/imageUpload');
  const field = page.locator('.ant-form-item').filter({ hasText: '多张图片' });
  await field.locator('input[type=file]').setInputFiles([
    { name: 'a.png', mimeType: 'image/png', buffer: png },
    { name: 'b.png', mimeType: 'image/png', buffer: png },
  ]);
  await expect(field.locator('[data-testid="image-card"][data-status="done"]')).toHaveCount(2);
  const before = await page.getByTestId('value-images').textContent();
  const [first, second] = (before ?? '').split(',');
  await field.getByTestId('image-card').last().hover();
  await field.getByTestId('image-card').last().getByLabel('右移').click();
  await expect(page.locator('.ant-message').getByText('已到最后~')).toBeVisible();
  await field.getByTestId('image-card').first().hover();
  await field.getByTestId('image-card').first().getByLabel('右移').click();
  await expect(page.getByTestId('value-images')).toHaveText(`${second},${first}`);
  await shot(page, 'demo-image-upload');

  await page.getByRole('button', { name: '打开图片对话框' }).click();
  const dialog = page.getByRole('dialog', { name: '图片' });
  await dialog.getByRole('tab', { name: '网络地址' }).click();
  await dialog.getByLabel('图片地址').fill('https://example.com/a.jpg');
  await dialog.getByRole('tabpanel').getByLabel('备注').fill('示例');
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByTestId('chosen-image')).toHaveText('https://example.com/a.jpg（示例）');

  // The user form's avatar is the same image uploader, one image into the avatar folder.
  await page.goto('/system/user');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const form = page.getByRole('dialog', { name: '新增用户' });
  const avatar = form.locator('.ant-form-item').filter({ hasText: '头像' });
  await avatar.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(avatar.getByTestId('image-card')).toHaveAttribute('data-status', 'done');
  await expect(avatar.locator('img').first()).toHaveAttribute('src', /\/avatar\/\d{8}\/[0-9a-f]{32}\.png$/);
  await expect(avatar.getByText('上传')).toHaveCount(0);
  await shot(page, 'user-form-avatar');
});
