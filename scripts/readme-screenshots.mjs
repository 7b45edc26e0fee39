#!/usr/bin/env node
// The README's screenshots (docs/screenshots): starts the built server on a fresh data folder with its demo data,
// signs in as admin and shoots the product list and form, the users list in English and both public sites.
// Run after `npm run build`: node scripts/readme-screenshots.mjs
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'docs', 'screenshots');
const PORT = 18_950;
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Yunzhan@2026';
const dataDir = mkdtempSync(join(tmpdir(), 'yunzhan-shots-'));

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, CAPTCHA: 'off' },
  stdio: 'ignore',
});

async function until(url, seconds = 60) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** Spinners and skeletons gone, animations over. */
async function settle(page) {
  await page.locator('.ant-spin-spinning, .ant-skeleton-active').first().waitFor({ state: 'detached' });
  await page.waitForTimeout(2500);
}

try {
  await until(`${BASE}/health`);
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  page.setDefaultTimeout(30_000);

  await page.goto(`${BASE}/user/login`);
  await page.locator('#prerendered').waitFor({ state: 'detached' });
  await page.getByPlaceholder('请输入帐户名').fill('admin');
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  await page.getByPlaceholder('请输入验证码').fill('abcd');
  await page.getByRole('button', { name: /确\s*定/ }).click();
  const choose = page.getByRole('dialog', { name: '请选择登录信息' });
  await choose.or(page.getByText('欢迎回来')).first().waitFor();
  if (await choose.isVisible()) await choose.getByRole('button', { name: /确\s*定/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));

  await page.goto(`${BASE}/cms/products/product`);
  await page.locator('.ant-table-row').first().waitFor();
  await settle(page);
  await page.screenshot({ path: join(OUT, 'product-list.png') });

  await page.locator('.ant-table-row').first().getByText('编辑', { exact: true }).click();
  await page.getByRole('dialog').locator('.ProseMirror').first().waitFor();
  await settle(page);
  await page.screenshot({ path: join(OUT, 'product-edit.png') });
  await page.keyboard.press('Escape');

  await page.locator('.ant-segmented').getByText('EN', { exact: true }).click();
  // The switch reloads the page in English.
  await page.getByRole('button', { name: 'User menu' }).waitFor();
  await page.goto(`${BASE}/system/user`);
  await page.locator('.ant-table-row').first().waitFor();
  await settle(page);
  await page.screenshot({ path: join(OUT, 'users-en.png') });

  const site = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await site.goto(`${BASE}/site/cn`);
  await site.waitForTimeout(800);
  await site.screenshot({ path: join(OUT, 'site-cn-home.png') });
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  await phone.goto(`${BASE}/site/en`);
  await phone.waitForTimeout(800);
  await phone.screenshot({ path: join(OUT, 'site-en-mobile.png') });

  await browser.close();
  console.log(`screenshots in ${OUT}`);
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
