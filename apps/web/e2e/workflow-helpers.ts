import { type Browser, expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { loginAs } from './helpers';

/** 审批流程's browser tests: several signed-in users, screens that load lists and drawers. */

export const expect = baseExpect.configure({ timeout: 20_000 });

export async function signIn(browser: Browser, username: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await loginAs(page, username, ADMIN_PASSWORD);
  return page;
}

/** Waits until the screen has loaded (no spinner, no skeleton), then lets pop-ups finish their motion. */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await page.waitForTimeout(400);
}

export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settle(page);
}

export const listRow = (page: Page, title: string) => page.locator('.ant-table-row').filter({ hasText: title });

/** Opens the task of `title` from 我的待办 and answers its drawer once read. */
export async function handle(page: Page, title: string, handleName: RegExp | string = /办\s*理/): Promise<Locator> {
  await open(page, '/workflow/todo');
  await listRow(page, title).getByRole('button', { name: handleName }).click();
  const drawer = page.getByTestId('task-drawer');
  await expect(drawer.getByTestId('task-actions')).toBeVisible();
  await settle(page);
  return drawer;
}

/** Signed in, the language switch reloads the page (menus and dictionaries come again in English). */
export async function toEnglish(page: Page): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await page.locator('.ant-segmented').getByText('EN', { exact: true }).click();
  await reloaded;
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
}

/** Fills the seeded leave form (wf.leave): two days of annual leave before Christmas. */
export async function fillLeave(form: Locator, title: string, reason: string): Promise<void> {
  await form.getByLabel('标题').fill(title);
  await form.getByRole('radio', { name: '年假' }).check();
  for (const [label, date] of [
    ['开始日期', '2026-12-21'],
    ['结束日期', '2026-12-22'],
  ] as const) {
    await form.getByLabel(label).click();
    await form.getByLabel(label).fill(date);
    await form.getByLabel(label).press('Enter');
  }
  await form.getByLabel('请假天数').fill('2');
  await form.getByLabel('请假事由').fill(reason);
}
