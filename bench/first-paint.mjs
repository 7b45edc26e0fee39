// First paint at the speed limit (issue 8): the login page's password field and the first list page's rows, each
// as a ratio to a static HTML page with a password field served by the same server in the same run. Headless
// Chromium, a fresh context per load (empty cache), median of 5 interleaved loads after one unmeasured round.
// The static page lives in a temporary copy of the built web folder, so the product has no bench route.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { BENCH_PASSWORD, startServer } from './server.mjs';

const RUNS = 5;
const TARGETS = { login: 2, list: 3 };
const LIST_PATH = '/system/user';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = 19600 + Math.floor(Math.random() * 300);
const STATIC_PAGE = 'bench-static.html';

const dir = mkdtempSync(join(tmpdir(), 'yunzhan-paint-'));
const webDir = join(dir, 'web');
cpSync('apps/web/dist', webDir, { recursive: true });
writeFileSync(
  join(webDir, STATIC_PAGE),
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8"><title>static</title></head><body>' +
    '<form><input name="username" placeholder="请输入帐户名"><input type="password" name="password" placeholder="请输入密码">' +
    '<button type="submit">确定</button></form></body></html>',
);

/**
 * Records in the page when an element matching `selector` is first laid out with a size and not hidden: checked on
 * every animation frame (the frame that paints it), from before the page's own scripts run.
 */
function watchFirstVisible(selector) {
  const check = () => {
    const element = document.querySelector(selector);
    const box = element?.getBoundingClientRect();
    if (box && box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden') {
      window.__firstVisible = performance.now();
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Milliseconds from navigation start until `selector` is visible, in a fresh browser context. */
async function firstVisible(browser, url, selector, storage = []) {
  const origin = `http://127.0.0.1:${PORT}`;
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [{ origin, localStorage: storage }] },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchFirstVisible, selector);
    await page.goto(origin + url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstVisible !== undefined, null, { timeout: 30_000, polling: 50 });
    return Math.round(await page.evaluate(() => window.__firstVisible));
  } finally {
    await context.close();
  }
}

/**
 * What the app keeps in localStorage after a real sign-in in the browser (token, user, the menu's routes …), for the
 * list page's loads.
 */
async function signedInStorage(browser) {
  const origin = `http://127.0.0.1:${PORT}`;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/user/login`);
    await page.locator('#prerendered').waitFor({ state: 'detached' });
    await page.getByPlaceholder('请输入帐户名').fill('admin');
    await page.getByPlaceholder('请输入密码').fill(BENCH_PASSWORD);
    await page.getByPlaceholder('请输入验证码').fill('abcd');
    await page.getByRole('button', { name: /确\s*定/ }).click();
    const choose = page.getByRole('dialog', { name: '请选择登录信息' });
    const menu = page.locator('.ant-layout-sider .ant-menu');
    await choose.or(menu).first().waitFor({ timeout: 30_000 });
    if (await choose.isVisible()) await choose.getByRole('button', { name: /确\s*定/ }).click();
    await menu.waitFor({ timeout: 30_000 });
    const state = await context.storageState();
    return state.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startServer(join(dir, 'data'), PORT, { env: { WEB_DIR: webDir } });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  const storage = await signedInStorage(browser);
  const cases = {
    static: () => firstVisible(browser, `/${STATIC_PAGE}`, 'input[type=password]'),
    login: () => firstVisible(browser, '/user/login', 'input[type=password]'),
    list: () => firstVisible(browser, LIST_PATH, '.ant-table-tbody tr.ant-table-row', storage),
  };
  // `node bench/first-paint.mjs login` measures the login page only (with the static floor).
  const only = process.argv[2];
  if (only) for (const name of Object.keys(cases)) if (name !== 'static' && name !== only) delete cases[name];
  const times = { static: [], login: [], list: [] };
  for (let run = 0; run <= RUNS; run++) {
    for (const [name, load] of Object.entries(cases)) {
      const ms = await load();
      if (run > 0) times[name].push(ms); // round 0 warms the server's code paths and the disk cache
    }
  }
  const floor = median(times.static);
  console.log(`static page, password field: median ${floor} ms of ${times.static.join(', ')}`);
  let ok = true;
  for (const [name, label] of [
    ['login', 'login page, password field'],
    ['list', `list page ${LIST_PATH}, first row`],
  ].filter(([name]) => cases[name])) {
    const ms = median(times[name]);
    const ratio = ms / floor;
    const pass = ratio <= TARGETS[name];
    ok &&= pass;
    console.log(
      `${pass ? 'PASS' : 'FAIL'}  ${label}: median ${ms} ms of ${times[name].join(', ')} = ${ratio.toFixed(2)}× static` +
        ` (≤ ${TARGETS[name]}×)`,
    );
  }
  if (!ok) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
