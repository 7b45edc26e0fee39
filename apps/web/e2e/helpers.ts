import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';

/**
 * The exception-page group extended with an iframe menu and an external link, put in place of the seeded 异常页
 * group in the server's real permission answer, so iframe and external menus have entries to test.
 */
const EXCEPTION_GROUP = {
  id: 'e2e-exception',
  path: '/exception',
  name: 'exception',
  component: 'layouts/RouteView',
  redirect: '/exception/403',
  route: '1',
  meta: { title: '异常页', icon: 'WarningOutlined' },
  children: [
    ...(['403', '404', '500'] as const).map((code) => ({
      id: `e2e-exception-${code}`,
      path: `/exception/${code}`,
      name: `exception-${code}`,
      component: `exception/${code}`,
      route: '1',
      meta: { title: code, keepAlive: code === '403' },
    })),
    {
      id: 'e2e-iframe',
      path: '/exception/embedded',
      name: 'exception-embedded',
      component: 'layouts/IframePageView',
      route: '1',
      meta: { title: '内嵌页', url: "{{ window._CONFIG['domianURL'] }}/sys/randomImage/e2e" },
    },
    {
      id: 'e2e-external',
      path: '/exception/external',
      name: 'exception-external',
      component: 'layouts/IframePageView',
      route: '1',
      meta: { title: '外部链接', url: 'https://example.com/', internalOrExternal: true },
    },
  ],
};

export async function withExceptionMenu(page: Page): Promise<void> {
  await page.route('**/system-api/sys/permission/getUserPermissionByToken*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (body.success) {
      body.result.menu = [
        ...body.result.menu.filter((m: { path: string }) => m.path !== '/exception'),
        EXCEPTION_GROUP,
      ];
    }
    await route.fulfill({ response, json: body });
  });
}

/**
 * Waits until React has taken the prerendered login screen over. Typing before that is carried over
 * (login-prerender.spec); a click on the prerendered screen does nothing, as on any page before its script runs.
 */
export async function reactLoginForm(page: Page): Promise<void> {
  await page.locator('#prerendered').waitFor({ state: 'detached' });
}

/** The login page, once React has taken it over. */
export async function openLogin(page: Page): Promise<void> {
  await page.goto('/user/login');
  await reactLoginForm(page);
}

export async function fillLogin(page: Page, username: string, password: string): Promise<void> {
  await reactLoginForm(page);
  await page.getByPlaceholder('请输入帐户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByPlaceholder('请输入验证码').fill('abcd');
  await page.getByRole('button', { name: /确\s*定/ }).click();
}

/** Signs in as admin and makes the site choice when the server offers several sites. */
export async function login(page: Page, path = '/user/login'): Promise<void> {
  await loginAs(page, 'admin', ADMIN_PASSWORD, path);
}

/** Signs in as a user and makes the site choice when the server offers several sites. */
export async function loginAs(page: Page, username: string, password: string, path = '/user/login'): Promise<void> {
  await page.goto(path);
  await fillLogin(page, username, password);
  const choose = page.getByRole('dialog', { name: '请选择登录信息' });
  await expect(choose.or(page.getByText('欢迎回来'))).toBeVisible();
  if (await choose.isVisible()) {
    // A click while the dialog still zooms in can be lost under load: click until it closes.
    await expect(async () => {
      if (await choose.isVisible()) await choose.getByRole('button', { name: /确\s*定/ }).click();
      await expect(choose).toBeHidden({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }
  await expect(page).not.toHaveURL(/\/user\/login/);
}

/** An API call with the signed-in page's token; expects `success` and answers the envelope's result. */
export async function api<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<T> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('Access-Token') ?? '{}').value as string);
  const response = await page.request.fetch(`/system-api${url}`, {
    method,
    headers: { 'X-Access-Token': token },
    ...(body ? { data: body } : {}),
  });
  const envelope = await response.json();
  expect(envelope.success, envelope.message).toBe(true);
  return envelope.result as T;
}

/** Marks the seeded announcements to everyone read for the signed-in user, so that their bell starts at zero. */
export async function readDemoNotices(page: Page): Promise<void> {
  await api(page, 'PUT', '/sys/sysAnnouncementSend/readAll');
  await page.reload();
}

/** A global message (an earlier one with the same text may still be fading out). */
export const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).last();

/** Writes a screenshot into `SHOTS_DIR` when that is set (pages to look at by eye). */
export async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, `${name}.png`) });
}

/** The last SMS code the server's default sender logged for `mobile` (the log of the e2e server). */
export function loggedSmsCode(mobile: string): string | undefined {
  const log = readFileSync(join(process.env.E2E_DATA_DIR ?? '', 'server.log'), 'utf8');
  const codes = [...log.matchAll(new RegExp(`SMS verification code for ${mobile}: (\\d+)`, 'g'))];
  return codes.at(-1)?.[1];
}

/** The dropdown of the open antd select. */
export const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:visible');

/**
 * Chooses `option` in an antd select (single or multiple) and waits until the select shows it. A click that lands
 * while the dropdown is still opening can be lost (seen under load): then the dropdown is opened and clicked again,
 * never twice on an option already chosen (that would take it off a multiple select).
 */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  const field = select.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  await expect(async () => {
    if (!(await field.textContent())?.includes(option)) {
      if ((await openDropdown(page).count()) === 0) await select.click();
      const choice = openDropdown(page).getByTitle(option, { exact: true });
      // A long list renders only the options in view: a searchable select types to bring the wanted one up.
      const shown = await choice.waitFor({ timeout: 1_000 }).then(
        () => true,
        () => false,
      );
      if (!shown && (await select.isEditable())) await select.fill(option);
      await choice.click({ timeout: 2_000 });
    }
    await expect(field).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Runs a row action of an entity list: a link of the row (编辑, or 详情 without the edit right; 添加下级 …) or an
 * entry of its 更多 menu.
 */
export async function rowAction(row: Locator, name: string): Promise<void> {
  await expect(row.getByText(name, { exact: true }).or(row.getByText('更多')).first()).toBeVisible();
  const link = row.getByText(name, { exact: true });
  if (await link.count()) {
    await link.first().click();
    return;
  }
  await (await rowMenu(row)).getByRole('menuitem', { name, exact: true }).click();
}

/**
 * Opens a row's 更多 menu (a hover; tried again while the menu does not show) and answers it. A menu still open
 * (another row's) is left first, so that the one shown is this row's.
 */
export async function rowMenu(row: Locator): Promise<Locator> {
  const page = row.page();
  const menu = page.locator('.ant-dropdown-menu:visible');
  await page.mouse.move(0, 0);
  await expect(menu).toHaveCount(0);
  await expect(async () => {
    const more = row.getByText('更多');
    await more.hover();
    // A hover that did not open it (a pointer already there, a drawer's row): the trigger also opens on a click.
    if (
      !(await menu.waitFor({ timeout: 1_000 }).then(
        () => true,
        () => false,
      ))
    )
      await more.click();
    await expect(menu).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return menu;
}

/** Answers OK to the confirmation that asks `question` (a row action's, e.g. 确定删除吗?). */
export async function confirmAction(page: Page, question: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await expect(dialog).toBeVisible();
  // It zooms in from the pointer: a click while it grows (frames stall under load) can press the button and let go
  // beside it.
  await expect(page.locator('.ant-zoom-appear, .ant-zoom-enter')).toHaveCount(0);
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
}
