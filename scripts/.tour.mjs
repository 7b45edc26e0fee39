// Screenshot tour of every menu screen (zh or en) + contact sheets. node scripts/.tour.mjs zh|en
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
const lang = process.argv[2] ?? 'zh';
const PORT = 18960 + (lang === 'en' ? 1 : 0), BASE = `http://127.0.0.1:${PORT}`, PASSWORD = 'Yunzhan@2026';
const server = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: '/work/main', env: { ...process.env, PORT: String(PORT), DATA_DIR: mkdtempSync(join(tmpdir(), 't-')), ADMIN_PASSWORD: PASSWORD, CAPTCHA: 'off' }, stdio: 'ignore' });
for (let i = 0; i < 240; i++) { try { if ((await fetch(BASE + '/health')).ok) break; } catch {} await new Promise((r) => setTimeout(r, 250)); }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
const errors = [];
page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
page.on('response', (r) => { if (r.status() >= 400 && r.url().includes('/system-api/')) errors.push(`${r.status()} ${r.url()}`); });
await page.goto(BASE + '/user/login'); await page.locator('#prerendered').waitFor({ state: 'detached' });
await page.getByPlaceholder('请输入帐户名').fill('admin'); await page.getByPlaceholder('请输入密码').fill(PASSWORD); await page.getByPlaceholder('请输入验证码').fill('abcd');
await page.getByRole('button', { name: /确\s*定/ }).click();
const choose = page.getByRole('dialog', { name: '请选择登录信息' }); await choose.or(page.getByText('欢迎回来')).first().waitFor(); if (await choose.isVisible()) await choose.getByRole('button', { name: /确\s*定/ }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/user/login'));
if (lang === 'en') { await page.locator('.ant-segmented').getByText('EN', { exact: true }).click(); await page.locator('html[lang="en-US"]').waitFor({ state: 'attached' }); }
const token = await page.evaluate(() => JSON.parse(localStorage.getItem('Access-Token') ?? '{}').value);
const menu = (await (await page.request.get(BASE + '/system-api/sys/permission/getUserPermissionByToken', { headers: { 'X-Access-Token': token } })).json()).result.menu;
const screens = (nodes) => nodes.flatMap((n) => n.children?.length ? screens(n.children) : (n.hidden || n.meta?.internalOrExternal || n.component === 'layouts/RouteView') ? [] : [n.path]);
const paths = screens(menu);
const files = [];
for (const [i, path] of paths.entries()) {
  await page.evaluate((to) => { history.pushState(null, '', to); dispatchEvent(new PopStateEvent('popstate')); }, path);
  await page.waitForTimeout(1500);
  try { await page.locator('.ant-spin-spinning, .ant-skeleton-active').first().waitFor({ state: 'detached', timeout: 10000 }); } catch {}
  await page.waitForTimeout(500);
  const f = `/tmp/tour/${lang}-${String(i).padStart(3, '0')}${path.replaceAll('/', '_')}.png`;
  await page.screenshot({ path: f }); files.push([path, f]);
}
// contact sheets of 6 (3x2)
const sheet = await browser.newPage({ viewport: { width: 2200, height: 1000 } });
for (let s = 0; s * 6 < files.length; s++) {
  const part = files.slice(s * 6, s * 6 + 6);
  writeFileSync('/tmp/tour/sheet.html', `<html><body style="margin:0;display:grid;grid-template-columns:repeat(3,1fr);gap:4px;background:#333">${part.map(([p, f]) => `<div><div style="color:#fff;font:14px sans-serif">${p}</div><img src="file://${f}" style="width:100%"></div>`).join('')}</body></html>`);
  await sheet.goto('file:///tmp/tour/sheet.html'); await sheet.waitForTimeout(300);
  await sheet.screenshot({ path: `/tmp/tour/sheet-${lang}-${s}.png`, fullPage: true });
}
writeFileSync(`/tmp/tour/errors-${lang}.txt`, errors.join('\n'));
console.log(paths.length, 'screens', errors.length, 'errors');
await browser.close(); server.kill();
