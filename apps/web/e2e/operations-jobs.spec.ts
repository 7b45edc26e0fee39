import { expect as baseExpect, type Page, test } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { api, chooseOption, confirmAction, login, loginAs, rowAction, rowMenu, shot, toast } from './helpers';

/**
 * 定时任务, 日志管理, 数据日志 and 在线用户 in the admin's menu: a job with the sample handler run once and paused; the
 * logs and the versions of a row compared; a second session forced out, its notice socket closed.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
const OK = /确\s*定/;
const confirm = (page: Page) => page.getByRole('tooltip').getByRole('button', { name: OK }).click();

test('定时任务: create a job with the sample handler, run it once, see its log row, pause it', async ({ page }) => {
  test.setTimeout(150_000);
  await login(page);
  const menu = page.getByRole('menu');
  await menu.getByText('系统管理', { exact: true }).click();
  for (const name of ['定时任务', '日志管理', '数据日志', '在线用户']) {
    await expect(menu.getByText(name, { exact: true })).toBeVisible();
  }
  await menu.getByText('定时任务', { exact: true }).click();
  await expect(page).toHaveURL(/\/system\/quartzJob$/);

  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增定时任务' });
  await chooseOption(page, dialog.getByLabel('任务类名'), '带参数的示例任务（SampleParamJob）');
  await expect(dialog.getByText('带参数的示例任务：把参数原样记入运行日志。', { exact: false })).toBeVisible();
  await dialog.getByPlaceholder('请输入cron表达式').fill('0 0 3 * * ? *');
  await expect(dialog.getByTestId('next-fire-times').locator('li')).toHaveCount(5);
  await dialog.getByLabel('参数').fill('云站');
  await dialog.getByLabel('描述').fill('E2E 示例任务');
  await shot(page, 'quartz-job-form');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(toast(page, '添加成功！')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: 'E2E 示例任务' });
  await expect(row.getByText('正常')).toBeVisible();
  await rowAction(row, '立即执行');
  await confirmAction(page, '确定立即执行一次吗?');
  await expect(toast(page, '执行成功!')).toBeVisible();
  const drawer = page.getByRole('dialog', { name: '运行日志：E2E 示例任务' });
  const run = drawer.getByRole('row').filter({ hasText: '手动' });
  await expect(run.getByText('成功')).toBeVisible();
  await expect(run).toContainText('带参数定时任务 SampleParamJob 执行，参数：云站');
  await shot(page, 'quartz-job-runs');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await rowAction(row, '暂停');
  await confirmAction(page, '确定暂停吗?');
  await expect(toast(page, '暂停定时任务成功')).toBeVisible();
  await expect(row.getByText('停止')).toBeVisible();
  await expect((await rowMenu(row)).getByRole('menuitem', { name: '启动', exact: true })).toBeVisible();
  await page.mouse.move(0, 0);
  await shot(page, 'quartz-job-list');
});

test('日志管理 and 数据日志: the login and operation tabs, a row versions compared', async ({ page }) => {
  test.setTimeout(150_000);
  await login(page);
  const id = await api<string>(page, 'POST', '/cms/problem/add', { question: 'E2E 版本问题', answer: '<p>第一版</p>' });
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('Access-Token') ?? '{}').value as string);
  await page.request.put('/system-api/cms/problem/edit', {
    headers: { 'X-Access-Token': token },
    data: { id, question: 'E2E 版本问题（改）', answer: '<p>第二版</p>' },
  });

  await page.goto('/system/log');
  await expect(page.getByRole('row').filter({ hasText: '登录成功' }).first()).toBeVisible();
  await shot(page, 'log-login');
  await page.getByRole('tab', { name: '操作日志' }).click();
  await page.getByLabel('搜索日志').fill('常见问题');
  await page
    .locator('#log_search')
    .getByRole('button', { name: /查\s*询/ })
    .click();
  const edit = page.getByRole('row').filter({ hasText: '常见问题-编辑' }).first();
  await expect(edit).toBeVisible();
  await edit.getByText('详情', { exact: true }).click();
  const detail = page.getByRole('dialog').filter({ hasText: '请求参数' });
  await expect(detail).toContainText('第二版');
  await shot(page, 'log-operation-detail');
  await page.keyboard.press('Escape');

  await page.goto('/system/dataLog');
  const version = page.getByRole('row').filter({ hasText: id }).first();
  await expect(version).toContainText('常见问题（cms_problem）');
  await shot(page, 'data-log-list');
  await rowAction(version, '版本记录');
  const versions = page.getByRole('dialog').filter({ hasText: '版本记录' });
  for (const n of ['1', '2']) {
    await versions
      .getByRole('row')
      .filter({ hasText: new RegExp(`^\\s*${n}`) })
      .getByRole('checkbox')
      .check();
  }
  await versions.getByRole('button', { name: '对比选中的两个版本' }).click();
  const compare = page.getByTestId('version-compare');
  await expect(compare.getByRole('row').filter({ hasText: '问题' }).first()).toContainText('E2E 版本问题（改）');
  await expect(compare.locator('mark').first()).toBeVisible();
  await shot(page, 'data-log-compare');
});

test('在线用户: force a second session out and see its notice socket closed', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const other = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const second = await other.newPage();
  const socket = second.waitForEvent('websocket', (ws) => ws.url().includes('/websocket/'));
  await loginAs(second, 'editor', ADMIN_PASSWORD);
  const ws = await socket;
  const closed = new Promise<void>((resolve) => ws.on('close', () => resolve()));

  await login(page);
  await page.goto('/system/online');
  const row = page.getByRole('row').filter({ hasText: '（editor）' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '当前会话' })).toHaveCount(1);
  await shot(page, 'online-users');
  await row.getByRole('button', { name: '强制退出' }).click();
  await confirm(page);
  await expect(toast(page, '退出登录成功！')).toBeVisible();
  await expect(row).toHaveCount(0);
  await closed;
  expect(ws.isClosed()).toBe(true);
  await other.close();

  await page.goto('/system/log');
  await page.getByRole('tab', { name: '操作日志' }).click();
  await expect(page.getByRole('row').filter({ hasText: '在线用户-强制退出：editor' })).toBeVisible();
});
