import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItemsWithoutEnglish } from '../src/modules/dict/english.js';
import { seedMenusWithoutEnglish } from '../src/modules/permission/menu-english.js';
import { call, createTestApp, login, PASSWORD, type TestApp } from './helpers.js';

const EN = { 'accept-language': 'en-US' };
const ZH = { 'accept-language': 'zh-CN' };

interface Item {
  value: string;
  text: string;
}
interface Menu {
  path: string;
  meta: { title: string };
  children?: Menu[];
}
const flat = (menus: Menu[]): Menu[] => menus.flatMap((m) => [m, ...flat(m.children ?? [])]);

/** Issue 22: what the server says in the interface's language (dictionary texts, menu titles). */
describe('English answers for the English interface', () => {
  let t: TestApp;
  let admin: string;
  const get = (path: string, headers: Record<string, string> = {}) => call(t, 'GET', path, { token: admin, headers });
  const textOf = (items: Item[], value: string) => items.find((i) => i.value === value)?.text;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
  });
  afterAll(() => t.close());

  it('has an English text for every seeded dictionary item and menu', () => {
    expect(seedItemsWithoutEnglish()).toEqual([]);
    expect(seedMenusWithoutEnglish()).toEqual([]);
  });

  it('serves dictionary items in English when asked in English, in Chinese otherwise', async () => {
    expect(textOf((await get('/sys/dict/getDictItems/sex', EN)).body.result, '1')).toBe('Male');
    expect(textOf((await get('/sys/dict/getDictItems/sex', ZH)).body.result, '1')).toBe('男');
    expect(textOf((await get('/sys/dict/getDictItems/sex')).body.result, '1')).toBe('男');
    // A browser's own default is never taken for a wish: only the first tag counts.
    expect(
      textOf((await get('/sys/dict/getDictItems/sex', { 'accept-language': 'zh-CN,en;q=0.9' })).body.result, '1'),
    ).toBe('男');

    const zhAll = (await get('/sys/dict/queryAllDictItems', ZH)).body.result;
    const enAll = (await get('/sys/dict/queryAllDictItems', EN)).body.result;
    expect(textOf(zhAll.publish_status, 'draft')).toBe('草稿');
    expect(textOf(enAll.publish_status, 'draft')).toBe('Draft');
    expect((await get('/sys/dict/getDictText/priority/H', EN)).body.result).toBe('High');

    const signIn = await call(t, 'POST', '/sys/login', {
      body: { username: 'admin', password: PASSWORD },
      headers: EN,
    });
    expect(textOf(signIn.body.result.sysAllDictItems.yn, '1')).toBe('Yes');
  });

  it('gives list rows their dictionary texts in the caller language', async () => {
    const en = (await get('/sys/user/list?username=admin', EN)).body.result.records[0];
    const zh = (await get('/sys/user/list?username=admin', ZH)).body.result.records[0];
    expect(zh.status_dictText).toBe('正常');
    expect(en.status_dictText).toBe('Normal');
  });

  it('keeps an item an administrator renamed as stored: it is data', async () => {
    const dict = (await get('/sys/dict/list?dictCode=priority')).body.result.records[0];
    const items = (await get(`/sys/dictItem/list?dictId=${dict.id}`)).body.result.records;
    const high = items.find((i: { itemValue: string }) => i.itemValue === 'H');
    const renamed = await call(t, 'PUT', '/sys/dictItem/edit', {
      token: admin,
      body: { id: high.id, itemText: '很高' },
    });
    expect(renamed.body.success).toBe(true);
    expect(textOf((await get('/sys/dict/getDictItems/priority', EN)).body.result, 'H')).toBe('很高');
    expect(textOf((await get('/sys/dict/queryAllDictItems', EN)).body.result.priority, 'H')).toBe('很高');
    expect(textOf((await get('/sys/dict/queryAllDictItems', EN)).body.result.priority, 'M')).toBe('Medium');
  });

  it('titles the menu in English when asked in English', async () => {
    const zh = flat((await get('/sys/permission/getUserPermissionByToken', ZH)).body.result.menu);
    const en = flat((await get('/sys/permission/getUserPermissionByToken', EN)).body.result.menu);
    const title = (menus: Menu[], path: string) => menus.find((m) => m.path === path)?.meta.title;
    expect(title(zh, '/system/user')).toBe('用户管理');
    expect(title(en, '/system/user')).toBe('Users');
    expect(title(en, '/system')).toBe('System');
    expect(en.filter((m) => /[\u3400-\u9fff]/.test(m.meta.title)).map((m) => m.meta.title)).toEqual([]);
    expect(en.map((m) => m.path)).toEqual(zh.map((m) => m.path));
  });
});
