import { expect, type Page, test } from '@playwright/test';
import { api, login, shot } from './helpers';

const USERNAMES = '.ant-table-tbody tr.ant-table-row td:nth-child(2)';

/** Holds the app's entry module (the list shell's own scripts pass) until `release` is called. */
async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a full navigation paints the list rows before the app, and React takes over with the same rows', async ({
  page,
}) => {
  await login(page);
  const release = await holdApp(page);
  const lists: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sys/user/list')) lists.push(request.url());
  });
  await page.goto('/system/user', { waitUntil: 'commit' });
  const shell = page.locator('#list-shell');
  await expect(shell.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  const shellNames = await shell.locator(USERNAMES).allTextContents();
  expect(shellNames.length).toBeGreaterThan(1);
  await expect(shell.getByText('用户管理').first()).toBeVisible();
  await shot(page, 'list-shell-user');

  release();
  await expect(shell).toHaveCount(0);
  const rows = page.locator('#root .ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  expect(await page.locator(`#root ${USERNAMES}`).allTextContents()).toEqual(shellNames);
  // The app showed the shell's answer instead of asking again.
  expect(lists).toHaveLength(1);

  // The page works after the take-over: selection, sorting, paging.
  await rows.first().locator('input[type=checkbox]').check();
  await expect(page.locator('#root .ant-alert').getByText('1', { exact: true })).toBeVisible();
  const sorted = page.waitForRequest((r) => r.url().includes('/sys/user/list') && r.url().includes('column=username'));
  await page.locator('#root th').filter({ hasText: '用户账号' }).click();
  await sorted;
  const second = page.waitForRequest((r) => r.url().includes('/sys/user/list') && r.url().includes('pageNo=2'));
  await page.locator('#root .ant-pagination-item-2').click();
  await second;
  await expect(rows.first()).toBeVisible();
});

test('a generic entity list gets its shell too, and React shows the same rows', async ({ page }) => {
  await login(page);
  await api(page, 'POST', '/sys/position/add', { code: `shell-${Date.now()}`, name: '壳层职务', postRank: '1' });
  const release = await holdApp(page);
  await page.goto('/system/position', { waitUntil: 'commit' });
  const shell = page.locator('#list-shell');
  await expect(shell.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await shot(page, 'list-shell-position');
  const cells = await shell.locator('.ant-table-tbody tr.ant-table-row td:nth-child(3)').allTextContents();
  expect(cells).toContain('壳层职务');
  // The rank's dictionary text, as the table shows it.
  const ranks = await shell.locator('.ant-table-tbody tr.ant-table-row td:nth-child(4)').allTextContents();
  release();
  await expect(shell).toHaveCount(0);
  await expect(page.locator('#root .ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  expect(await page.locator('#root .ant-table-tbody tr.ant-table-row td:nth-child(3)').allTextContents()).toEqual(
    cells,
  );
  expect(await page.locator('#root .ant-table-tbody tr.ant-table-row td:nth-child(4)').allTextContents()).toEqual(
    ranks,
  );
  await shot(page, 'list-shell-position-react');
});

test('the first rows are asked for beside the menu, and a stale guess of the page is not painted', async ({ page }) => {
  // The early requests come from an inline script: the Content-Security-Policy must allow it (by its hash).
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  await login(page);
  const release = await holdApp(page);
  // The menu answer waits until the list request has been sent: the list must not wait for it.
  let listAsked = () => {};
  const asked = new Promise<void>((resolve) => {
    listAsked = resolve;
  });
  await page.route(/\/sys\/permission\/getUserPermissionByToken/, async (route) => {
    await asked;
    await route.continue();
  });
  page.on('request', (request) => {
    if (request.url().includes('/sys/user/list')) listAsked();
  });
  await page.goto('/system/user', { waitUntil: 'commit' });
  const shell = page.locator('#list-shell');
  await expect(shell.locator(USERNAMES).first()).toBeVisible();
  expect(await page.evaluate(() => typeof window.__yunzhanEarly?.permissions)).toBe('object');
  expect(refused).toEqual([]);
  release();
  await expect(shell).toHaveCount(0);

  // A remembered route that no longer holds (the menu changed since): the shell paints what the menu opens now.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('YZ_MENU_ROUTES') ?? '{}');
    [stored.value['/system/user'], stored.value['/system/position']] = [
      stored.value['/system/position'],
      stored.value['/system/user'],
    ];
    localStorage.setItem('YZ_MENU_ROUTES', JSON.stringify(stored));
  });
  await page.unroute(/\/sys\/permission\/getUserPermissionByToken/);
  const positions: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sys/position/list')) positions.push(request.url());
  });
  const releaseAgain = await holdApp(page);
  await page.goto('/system/user', { waitUntil: 'commit' });
  await expect(shell.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await expect(shell.locator('th').filter({ hasText: '用户账号' })).toBeVisible();
  expect(positions).toHaveLength(1);
  releaseAgain();
  await expect(page.locator('#root .ant-table-tbody tr.ant-table-row').first()).toBeVisible();
});

test('signed out, a list page shows no shell and goes to the login', async ({ page }) => {
  await page.goto('/system/user');
  await expect(page).toHaveURL(/\/user\/login/);
  await expect(page.locator('#list-shell')).toHaveCount(0);
});

test('with an expired token the shell shows no rows and the app sends the user to the login', async ({ page }) => {
  await login(page);
  // The session ends on the server (as an expired one would); the browser still holds its token.
  await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('Access-Token') ?? '{}').value;
    await fetch('/system-api/sys/logout', { method: 'POST', headers: { 'X-Access-Token': token } });
  });
  const shellSeen = page.waitForSelector('#list-shell', { timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  await page.goto('/system/user');
  expect(await shellSeen).toBe(false);
  await expect(page).toHaveURL(/\/user\/login/, { timeout: 15_000 });
});
