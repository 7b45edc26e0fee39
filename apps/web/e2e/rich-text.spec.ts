import { expect, test } from '@playwright/test';
import { login, shot } from './helpers';

test('the rich-text demo shows the editor and no native file input', async ({ page }) => {
  await login(page);
  await page.goto('/demo/richText');
  await expect(page.locator('.tiptap strong')).toHaveText('云站', { timeout: 30_000 });
  await shot(page, 'rich-text-demo');
  await expect(page.locator('input[type=file]:visible')).toHaveCount(0);
});
