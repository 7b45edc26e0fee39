import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { api, login, shot } from './helpers';

/**
 * Issue 22: with EN chosen, the back office is English. One sign-in, then every screen of the admin's menu (with its
 * add form, a row's "more" menu, the header's menus and the advanced query): visible Chinese text that is not data
 * fails the walk.
 *
 * Data is recognised by where it came from: every string with a Chinese character in an API answer is data (rows,
 * names, the user's own), and so are the region names of the area pickers' data set. Not data: the answers the
 * server translates itself (menus, dictionaries) and the envelopes' messages. A visible text with a Chinese character
 * left once the data in it is taken out is an untranslated interface text.
 */

const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff01-\uff5e]/;
/** Answers the server gives in the caller's language: their strings are interface texts. */
const TRANSLATED = [/\/sys\/permission\/getUserPermissionByToken/, /\/sys\/dict\/(queryAllDictItems|getDictItems)/];
/** Keys of the envelope, and of its result, whose strings are interface texts. */
const ENVELOPE_TEXTS = new Set(['message']);
const RESULT_TEXTS = new Set(['sysAllDictItems']);

function collectStrings(value: unknown, into: Set<string>, depth = 0): void {
  if (typeof value === 'string') {
    if (CJK.test(value)) {
      into.add(value.trim());
      // Joined values (multi dictionaries, tags) show item by item.
      for (const part of value.split(/[,，;\n]/)) if (part.trim()) into.add(part.trim());
    }
  } else if (Array.isArray(value)) {
    for (const v of value) collectStrings(v, into, depth + 1);
  } else if (value && typeof value === 'object') {
    const skipped = depth === 0 ? ENVELOPE_TEXTS : depth === 1 ? RESULT_TEXTS : undefined;
    for (const [key, v] of Object.entries(value)) if (!skipped?.has(key)) collectStrings(v, into, depth + 1);
  }
}

/** The place names of the region pickers (China's administrative divisions, a data set of the web app). */
function regionNames(into: Set<string>): void {
  const file = createRequire(import.meta.url).resolve('china-area-data/data.json');
  const data: Record<string, Record<string, string>> = JSON.parse(readFileSync(file, 'utf8'));
  for (const level of Object.values(data)) for (const name of Object.values(level)) into.add(name);
}

function watchData(page: Page): Set<string> {
  const data = new Set<string>();
  regionNames(data);
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.includes('/system-api/') || TRANSLATED.some((re) => re.test(url))) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    collectStrings(await response.json().catch(() => undefined), data);
  });
  return data;
}

/** Visible texts, placeholders, titles and labels of the page with a Chinese character (and the window title). */
async function chineseOnScreen(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const cjk = new RegExp(source);
    const found: string[] = [];
    const hidden = (el: Element) =>
      // Text marked as Chinese (the language switch naming 中文) is Chinese on purpose.
      el.matches('script,style,noscript,[aria-hidden="true"],[lang^="zh"]') ||
      !el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
    // Hidden subtrees (kept-alive pages of other tabs, closed menus) are skipped whole.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.nodeType === Node.TEXT_NODE || !hidden(node as Element)
          ? NodeFilter.FILTER_ACCEPT
          : NodeFilter.FILTER_REJECT,
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        if (cjk.test(node.textContent ?? '')) found.push((node.textContent ?? '').trim());
        continue;
      }
      for (const name of ['placeholder', 'title', 'aria-label', 'alt']) {
        const value = (node as Element).getAttribute(name);
        if (value && cjk.test(value)) found.push(value.trim());
      }
    }
    if (cjk.test(document.title)) found.push(document.title);
    return found;
  }, CJK.source);
}

/** The texts that are not data: each known data string is taken out (longest first) and Chinese must not be left. */
function interfaceTexts(found: readonly string[], data: ReadonlySet<string>): string[] {
  const pieces = [...data].sort((a, b) => b.length - a.length);
  return found.filter((text) => {
    if (data.has(text)) return false;
    let rest = text;
    for (const piece of pieces) if (rest.includes(piece)) rest = rest.split(piece).join(' ');
    return CJK.test(rest);
  });
}

interface MenuNode {
  path: string;
  component?: string;
  hidden?: boolean;
  meta?: { internalOrExternal?: boolean };
  children?: MenuNode[];
}

/** The screens of a menu: every leaf that opens a page inside the app. */
function screens(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((n) => {
    if (n.children?.length) return screens(n.children);
    if (n.hidden || n.meta?.internalOrExternal || n.component === 'layouts/RouteView') return [];
    return [n.path];
  });
}

/** Navigates inside the app (no reload): the router follows popstate. */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await settle(page);
}

/** Waits until the screen has loaded (no spinner, no skeleton). */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(200);
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 15_000 });
}

/** Animations and transitions over at once (each still ends, so pop-ups open and close as usual). */
const NO_MOTION =
  '*,*::before,*::after{animation-duration:1ms!important;animation-delay:0s!important;transition-duration:1ms!important;transition-delay:0s!important}';

test.use({ bypassCSP: true });

test('every screen of the back office in English', async ({ page }) => {
  test.setTimeout(480_000);
  await page.addInitScript((css) => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    });
  }, NO_MOTION);
  const data = watchData(page);
  await login(page);
  await page.locator('.ant-segmented').getByText('EN', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  const problems: string[] = [];
  const check = async (where: string) => {
    for (const text of interfaceTexts(await chineseOnScreen(page), data)) problems.push(`${where}: ${text}`);
  };
  /** Opens a pop-up (dialog, drawer, menu), checks it and closes it with Escape. */
  const checkPopup = async (where: string, trigger: Locator, popup: Locator, screenshot?: string) => {
    await trigger.click();
    await expect(popup).toBeVisible();
    await settle(page);
    await check(where);
    if (screenshot) await shot(page, screenshot);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  };

  // The side menu's title fits its width.
  const siderTitle = page.locator('.ant-layout-sider a[href="/dashboard/analysis"] span');
  expect(await siderTitle.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await check('home');
  await checkPopup('settings', page.getByRole('button', { name: 'Page settings' }), page.locator('.ant-drawer-open'));
  await checkPopup('user menu', page.getByRole('button', { name: 'User menu' }), page.locator('.ant-dropdown:visible'));
  await checkPopup('notices', page.getByTestId('notice-bell'), page.locator('.ant-popover:visible'));

  const menu = await api<{ menu: MenuNode[] }>(page, 'GET', '/sys/permission/getUserPermissionByToken');
  // EN_WALK_ONLY=/monitor,/system/log walks those screens only (while translating them).
  const only = process.env.EN_WALK_ONLY?.split(',');
  const paths = screens(menu.menu).filter((path) => !only || only.some((prefix) => path.startsWith(prefix)));
  // Pages of other tabs stay in the page, hidden (keep-alive): only what shows counts.
  const content = page.locator('.ant-layout-content');
  let advancedQueryChecked = false;
  const forms: string[] = [];
  for (const path of paths) {
    await open(page, path);
    await check(path);
    // The list's add button (an editable table's adds a row in place).
    const add = content.locator('button:not(.et-table button):visible').filter({ hasText: /^Add$/ });
    if ((await add.count()) === 1) {
      if (path === '/cms/products/product') await shot(page, 'en-products');
      await checkPopup(
        `${path} add`,
        add,
        page.getByRole('dialog'),
        path === '/cms/products/product' ? 'en-product-form' : undefined,
      );
      forms.push(path);
    }
    const more = content.locator('.ant-table-tbody .ant-table-row:visible').first().getByText(/^More/);
    if ((await more.count()) === 1) await checkPopup(`${path} more`, more, page.locator('.ant-dropdown:visible'));
    // The builder is one component on every list: once is enough (its field names show only in its dropdown).
    const advanced = content.getByRole('button', { name: /(^|\s)Advanced query$/ }).filter({ visible: true });
    if (!advancedQueryChecked && (await advanced.count()) === 1) {
      await checkPopup(`${path} advanced query`, advanced, page.getByRole('dialog'));
      advancedQueryChecked = true;
    }
    if (path === '/system/user') {
      // 用户管理: the list stays beside its department tree.
      const tree = await content.getByText('Organisation', { exact: true }).boundingBox();
      const list = await content.locator('.ant-table:visible').first().boundingBox();
      expect(tree && list && tree.x + tree.width < list.x && Math.abs(tree.y - list.y) < 200).toBe(true);
      await shot(page, 'en-users');
    }
  }
  console.log(`${paths.length} screens, ${forms.length} add forms`);
  if (!only) {
    expect(paths.length).toBeGreaterThan(60);
    expect(advancedQueryChecked).toBe(true);
    expect(forms.length).toBeGreaterThan(40);
  }
  expect(problems).toEqual([]);
});
