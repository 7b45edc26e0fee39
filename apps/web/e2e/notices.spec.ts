import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { api, login, loginAs, readDemoNotices, rowAction, shot, toast } from './helpers';

/**
 * Announcements with live delivery: the admin releases an urgent announcement to user A from 系统通告; A's bell
 * rises without a reload, shows the red tag, opens 通知消息, and reading it lowers the badge; user B sees nothing.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
const OK = /确\s*定/;
const PASSWORD = 'E2eNotice2026';
const A = { username: 'e2e_notice_a', realname: '通知用户甲' };
const B = { username: 'e2e_notice_b', realname: '通知用户乙' };
const TITLE = '机房停电紧急通知';

async function createUser(page: Page, user: typeof A, roleId: string): Promise<string> {
  await api(page, 'POST', '/sys/user/add', {
    ...user,
    password: PASSWORD,
    confirmpassword: PASSWORD,
    selectedroles: roleId,
  });
  const found = await api<{ records: { id: string }[] }>(page, 'GET', `/sys/user/list?username=${user.username}`);
  return found.records[0].id;
}

const badge = (page: Page) => page.getByTestId('notice-bell').locator('.ant-badge-count');

test('an urgent announcement reaches user A live, with its tag, detail and read mark', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await login(page);
  const roles = await api<Array<{ id: string; roleCode: string }>>(page, 'GET', '/sys/role/queryall');
  const editor = roles.find((r) => r.roleCode === 'editor')?.id ?? '';
  const aId = await createUser(page, A, editor);
  await createUser(page, B, editor);

  const userA = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await loginAs(userA, A.username, PASSWORD);
  await readDemoNotices(userA);
  await expect(userA.getByTestId('notice-bell')).toBeVisible();
  await expect(badge(userA)).toHaveCount(0);
  const userB = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await loginAs(userB, B.username, PASSWORD);

  await api(page, 'POST', '/sys/annountCement/add', {
    titile: TITLE,
    msgCategory: '1',
    priority: 'H',
    msgType: 'USER',
    userIds: `${aId},`,
    openType: 'url',
    openPage: '/isps/userAnnouncement',
    msgContent: '<p>今晚 <strong>22:00</strong> 机房停电，请提前保存工作。</p>',
  });
  await page.goto('/system/announcement');
  const row = page.getByRole('row').filter({ hasText: TITLE });
  await expect(row).toBeVisible();
  await shot(page, 'announcement-admin');
  // The form asks for the chosen users only for 指定用户.
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const form = page.getByRole('dialog', { name: /新增/ });
  const pick = form.getByRole('button', { name: /选\s*择/ });
  await expect(pick).toHaveCount(0);
  await form.getByRole('radio', { name: '指定用户' }).check();
  await expect(pick).toBeVisible();
  await shot(page, 'announcement-form');
  await form.getByRole('button', { name: /取\s*消/ }).click();
  await rowAction(row, '发布');
  await page.getByRole('dialog').last().getByRole('button', { name: OK }).click();
  await expect(toast(page, '该系统通知发布成功')).toBeVisible();

  // Pushed through the socket: no reload, well before the next 6 s poll would matter.
  await expect(badge(userA)).toHaveAttribute('title', '1');
  await userA.getByTestId('notice-bell').click();
  const popover = userA.locator('.ant-popover');
  const item = popover.getByTestId('notice-item').filter({ hasText: TITLE });
  await expect(item).toBeVisible();
  await expect(item.locator('.ant-tag-red')).toHaveText('紧急');
  await shot(userA, 'notice-bell');

  await item.click();
  const modal = userA.getByRole('dialog', { name: '通知消息' });
  await expect(modal.getByText('今晚')).toBeVisible();
  await expect(modal.getByRole('button', { name: '去处理' })).toBeVisible();
  await shot(userA, 'notice-modal');
  await expect(badge(userA)).toHaveCount(0);
  await modal.getByRole('button', { name: '去处理' }).click();
  await expect(modal).toBeHidden();
  await expect(userA).toHaveURL(/\/isps\/userAnnouncement$/);
  const mine = userA.getByRole('row').filter({ hasText: TITLE });
  await expect(mine.getByText('已读')).toBeVisible();
  await expect(userA.locator('.ant-spin-blur')).toHaveCount(0);
  await shot(userA, 'my-announcements');

  // B was not addressed.
  await userB.reload();
  await expect(userB.getByTestId('notice-bell')).toBeVisible();
  await userB.getByTestId('notice-bell').click();
  await expect(userB.locator('.ant-popover').getByText(TITLE)).toHaveCount(0);
});

/**
 * WORKERS=2 (a server of its own, fresh database): A's socket sits on one worker; each release goes out on a new
 * connection, which the cluster hands to the workers in turn, so some are made on the other worker. Every one
 * raises A's badge without a reload.
 */
test('with WORKERS=2 every release reaches the bell, whichever worker made it', async ({ browser }) => {
  test.setTimeout(180_000);
  const port = Number(process.env.E2E_PORT) + 1000;
  const dataDir = mkdtempSync(join(tmpdir(), 'yunzhan-e2e-workers-'));
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: resolve(import.meta.dirname, '../../..'),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD, CAPTCHA: 'off', WORKERS: '2' },
    stdio: 'ignore',
  });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await expect(async () => expect((await fetch(`${baseURL}/logo.svg`)).ok).toBe(true)).toPass({ timeout: 60_000 });
    const admin = await (await browser.newContext({ baseURL })).newPage();
    await login(admin);
    const roles = await api<Array<{ id: string; roleCode: string }>>(admin, 'GET', '/sys/role/queryall');
    const aId = await createUser(admin, A, roles.find((r) => r.roleCode === 'editor')?.id ?? '');
    const userA = await (await browser.newContext({ baseURL })).newPage();
    await loginAs(userA, A.username, PASSWORD);
    await readDemoNotices(userA);
    await expect(userA.getByTestId('notice-bell')).toBeVisible();
    for (let i = 1; i <= 4; i++) {
      const id = await api<string>(admin, 'POST', '/sys/annountCement/add', {
        titile: `双进程通知${i}`,
        msgCategory: '1',
        msgType: 'USER',
        userIds: `${aId},`,
      });
      const token = await admin.evaluate(() => JSON.parse(localStorage.getItem('Access-Token') ?? '{}').value);
      const released = await admin.request.get(`/system-api/sys/annountCement/doReleaseData?id=${id}`, {
        headers: { 'X-Access-Token': token, Connection: 'close' },
      });
      expect((await released.json()).success).toBe(true);
      // Within the 6 s poll's reach only if pushed: the badge must move well before it.
      await expect(badge(userA)).toHaveAttribute('title', String(i), { timeout: 3_000 });
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  }
});
