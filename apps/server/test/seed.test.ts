import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/core/auth/password.js';
import { type Database, type DbHandle, migrate, openDatabase } from '../src/db/index.js';
import {
  buttonId,
  MENU_COMPONENTS,
  menuId,
  PERMISSION_CODES,
  roleId,
  SEED_DICTS,
  SEED_MENUS,
  SEED_USERS,
  type SeedReport,
  seed,
} from '../src/db/seed/index.js';

const TABLES = [
  'sysUser',
  'sysRole',
  'sysUserRole',
  'sysUserDepart',
  'sysPermission',
  'sysRolePermission',
  'sysPermissionDataRule',
  'sysDepart',
  'sysDict',
  'sysDictItem',
  'sysTenant',
  'sysLog',
  'sysSite',
  'sysRoleSite',
  'sysAnnouncement',
  'sysAnnouncementSend',
  'sysPosition',
  'sysCheckRule',
] as const;

const dirs: string[] = [];

async function freshDb(): Promise<DbHandle> {
  const dir = mkdtempSync(join(tmpdir(), 'yunzhan-seed-'));
  dirs.push(dir);
  const handle = openDatabase({ dataDir: dir });
  await migrate(handle.db);
  return handle;
}

async function counts(db: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) {
    const r = await db
      .selectFrom(t)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[t] = Number(r.n);
  }
  return out;
}

async function codesOf(db: Database, roleCode: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sysRolePermission as rp')
    .innerJoin('sysRole as r', 'r.id', 'rp.roleId')
    .innerJoin('sysPermission as p', 'p.id', 'rp.permissionId')
    .select(['p.perms', 'p.menuType', 'p.url'])
    .where('r.roleCode', '=', roleCode)
    .execute();
  return rows.map((r) => (r.menuType === 2 ? `btn ${r.perms}` : `menu ${r.url}`));
}

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** 审批流程's screens every working role has: apply, approve, look back on its own. */
const PERSONAL_WORKFLOW = /^workflow:(apply|todo|done|finished):/;
const PERSONAL_WORKFLOW_MENUS = ['apply', 'done', 'finished', 'todo'].map((s) => `menu /workflow/${s}`);

describe('seed without ADMIN_PASSWORD', () => {
  let h: DbHandle;
  let first: SeedReport;
  let second: SeedReport;
  let afterFirst: Record<string, number>;
  let queriesOfSecondRun = 0;

  beforeAll(async () => {
    h = await freshDb();
    first = await seed(h.db, {});
    afterFirst = await counts(h.db);
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        queriesOfSecondRun++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    second = await seed(h.db.withPlugin(counter), {});
  });
  afterAll(() => h.close());

  it('generates one password on the first run only, to be changed at first login', async () => {
    expect(first.generatedPassword).toMatch(/^.{16}$/);
    expect(second.generatedPassword).toBeUndefined();
    const users = await h.db.selectFrom('sysUser').select(['username', 'password', 'passwordChangeRequired']).execute();
    expect(users).toHaveLength(SEED_USERS.length);
    expect(new Set(users.map((u) => u.password)).size).toBe(1);
    expect(users.every((u) => u.passwordChangeRequired === 1)).toBe(true);
    expect(await verifyPassword(first.generatedPassword!, users[0].password)).toBe(true);
  });

  it('is idempotent and cheap on the second run', async () => {
    expect(await counts(h.db)).toEqual(afterFirst);
    expect(afterFirst.sysPermission).toBe(SEED_MENUS.length);
    expect(afterFirst.sysUser).toBeGreaterThanOrEqual(15);
    // 17: three of them ask which 定时任务, 填值规则 and demo processes were seeded already.
    expect(queriesOfSecondRun).toBeLessThanOrEqual(17);
  });

  it('builds a well-formed menu tree', async () => {
    const rows = await h.db.selectFrom('sysPermission').selectAll().execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const childCount = new Map<string, number>();
    for (const r of rows) {
      if (r.parentId) childCount.set(r.parentId, (childCount.get(r.parentId) ?? 0) + 1);
    }
    for (const r of rows) {
      if (r.menuType === 0) expect(r.parentId, r.name).toBeNull();
      else expect(byId.has(r.parentId!), `parent of ${r.name}`).toBe(true);
      expect(r.isLeaf, `isLeaf of ${r.url ?? r.perms}`).toBe(childCount.has(r.id) ? 0 : 1);
      if (r.menuType !== 2) {
        expect(r.component, `component of ${r.url}`).toBeTruthy();
        expect(r.componentName).toBe(r.component!.split('/').pop());
        expect(r.url).toMatch(/^\//);
        expect(r.isRoute).toBe(1);
      }
      if (r.menuType === 0 && r.component === 'layouts/RouteView') {
        const first = rows.filter((c) => c.parentId === r.id).sort((a, b) => a.sortNo - b.sortNo)[0];
        expect(r.redirect).toBe(first.url);
      }
      if (r.menuType === 2) {
        expect(byId.get(r.parentId!)!.menuType).toBe(1);
        expect(r.perms).toMatch(/^[a-zA-Z]+:[a-zA-Z]+(:[a-zA-Z]+)?$/);
        expect(r.status).toBe('1');
        expect(r.permsType).toBe('1');
      }
    }
    const perms = rows.flatMap((r) => (r.menuType === 2 ? [r.perms!] : []));
    expect(new Set(perms).size).toBe(perms.length);
    expect([...perms].sort()).toEqual([...PERMISSION_CODES].sort());
    const urls = rows.flatMap((r) => (r.url ? [r.url] : []));
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('follows the conventions the web app relies on', async () => {
    const menu = async (url: string) =>
      h.db.selectFrom('sysPermission').selectAll().where('url', '=', url).executeTakeFirstOrThrow();
    const home = await menu('/dashboard/analysis');
    expect(home).toMatchObject({ name: '首页', component: 'dashboard/Analysis', menuType: 0, sortNo: 0, isLeaf: 1 });
    const tops = await h.db.selectFrom('sysPermission').select(['url', 'sortNo']).where('menuType', '=', 0).execute();
    expect(Math.min(...tops.map((t) => t.sortNo))).toBe(0);
    expect(tops.map((t) => t.url).sort()).toEqual(
      [
        '/account',
        '/cms',
        '/dashboard',
        '/dashboard/analysis',
        '/demo',
        '/exception',
        '/message',
        '/monitor',
        '/system',
        '/workflow',
      ].sort(),
    );
    const system = await menu('/system');
    expect(system).toMatchObject({ component: 'layouts/RouteView', redirect: '/system/user', menuType: 0 });
    expect(await menu('/system/user')).toMatchObject({
      id: menuId('/system/user'),
      component: 'system/UserList',
      componentName: 'UserList',
      menuType: 1,
      keepAlive: 1,
      hidden: 0,
      parentId: system.id,
    });
    expect(await menu('/isps/userAnnouncement')).toMatchObject({ component: 'system/UserAnnouncementList' });
    expect(await menu('/monitor/redis')).toMatchObject({ component: 'monitor/RedisInfo' });
    expect(await menu('/account/settings/base')).toMatchObject({ component: 'account/settings/Base', hidden: 1 });
    expect(await menu('/account/settings')).toMatchObject({ component: 'account/settings/Index', alwaysShow: 1 });
    for (const c of ['cms/ProductList', 'cms/DriverList', 'workflow/TodoList', 'demo/CronDemo', 'system/DictList']) {
      expect(MENU_COMPONENTS).toContain(c);
    }
    for (const code of [
      'system:user:list',
      'system:user:frozen',
      'system:user:password',
      'sysUser:password',
      'system:role:authorize',
      'system:online:forceLogout',
      'system:dict:refresh',
      'system:quartz:pause',
      'system:quartz:resume',
      'system:quartz:execute',
      'system:announcement:release',
      'system:announcement:revoke',
      'cms:product:add',
      'cms:product:deleteBatch',
      'cms:product:import',
    ]) {
      expect(PERMISSION_CODES).toContain(code);
    }
    const add = await h.db
      .selectFrom('sysPermission')
      .selectAll()
      .where('perms', '=', 'cms:product:add')
      .executeTakeFirstOrThrow();
    expect(add).toMatchObject({ id: buttonId('cms:product:add'), name: '添加', menuType: 2 });
  });

  it('grants admin every permission', async () => {
    const total = afterFirst.sysPermission;
    expect(await codesOf(h.db, 'admin')).toHaveLength(total);
  });

  it('limits the editor to site content (not the sites themselves, no unmasking), dashboards and personal pages', async () => {
    const codes = await codesOf(h.db, 'editor');
    expect(codes.filter((c) => c.startsWith('btn system:'))).toEqual([]);
    expect(codes.filter((c) => /^menu \/(system|monitor|message|demo)(\/|$)/.test(c))).toEqual([]);
    // Every working user applies and approves; models, definitions and all instances are the administrator's.
    expect(codes.filter((c) => c.startsWith('menu /workflow/')).sort()).toEqual(PERSONAL_WORKFLOW_MENUS);
    const cmsCodes = PERMISSION_CODES.filter((c) => c.startsWith('cms:'));
    for (const c of cmsCodes) {
      if (c.startsWith('cms:siteInfo:') || c.endsWith(':unmask')) expect(codes).not.toContain(`btn ${c}`);
      else expect(codes).toContain(`btn ${c}`);
    }
    expect(codes).not.toContain('menu /cms/site/info');
    expect(codes).toContain('menu /dashboard/analysis');
    expect(codes).toContain('menu /account/settings/security');
    expect(codes).toContain('btn sysUser:password');
  });

  it('gives the auditor read-only system administration', async () => {
    const codes = await codesOf(h.db, 'auditor');
    const buttons = codes
      .filter((c) => c.startsWith('btn '))
      .map((c) => c.slice(4))
      .filter((c) => !PERSONAL_WORKFLOW.test(c));
    expect(buttons.filter((c) => /:(add|edit|delete|deleteBatch|import)$/.test(c))).toEqual([]);
    expect(buttons).toContain('system:user:list');
    expect(buttons).toContain('system:log:export');
    expect(buttons.every((c) => c === 'sysUser:password' || /^system:\w+:(list|export)$/.test(c))).toBe(true);
    expect(codes.filter((c) => c.startsWith('menu /workflow/')).sort()).toEqual(PERSONAL_WORKFLOW_MENUS);
    expect(codes).toContain('menu /system/log');
    expect(codes).toContain('menu /system/user');
    expect(codes).not.toContain('menu /cms');
  });

  it('grants the guest nothing', async () => {
    expect(await codesOf(h.db, 'guest')).toEqual([]);
  });

  it('assigns sites to roles', async () => {
    const rows = await h.db
      .selectFrom('sysRoleSite as rs')
      .innerJoin('sysRole as r', 'r.id', 'rs.roleId')
      .innerJoin('sysSite as s', 's.id', 'rs.siteId')
      .select(['r.roleCode', 's.code'])
      .execute();
    const sites = (role: string) =>
      rows
        .filter((r) => r.roleCode === role)
        .map((r) => r.code)
        .sort();
    expect(sites('admin')).toEqual(['cn', 'en']);
    expect(sites('editor')).toEqual(['cn']);
    expect(sites('auditor')).toEqual(['cn', 'en']);
    expect(sites('guest')).toEqual(['cn']);
    const cn = await h.db.selectFrom('sysSite').selectAll().where('code', '=', 'cn').executeTakeFirstOrThrow();
    expect(cn).toMatchObject({ name: '中文官网', language: 'zh-CN', domain: 'www.example.com.cn', status: 1 });
  });

  it('places users in departments with hierarchical org codes and roles', async () => {
    const departs = await h.db.selectFrom('sysDepart').selectAll().execute();
    const byId = new Map(departs.map((d) => [d.id, d]));
    for (const d of departs) {
      expect(d.orgCode).toMatch(/^(A\d\d)+$/);
      expect(d.orgType).toBe(String(d.orgCode.length / 3));
      if (d.parentId) expect(d.orgCode.slice(0, -3)).toBe(byId.get(d.parentId)!.orgCode);
      else expect(d.orgCode).toBe('A01');
    }
    const users = await h.db
      .selectFrom('sysUser as u')
      .innerJoin('sysUserDepart as ud', 'ud.userId', 'u.id')
      .innerJoin('sysDepart as d', 'd.id', 'ud.depId')
      .innerJoin('sysUserRole as ur', 'ur.userId', 'u.id')
      .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
      .select(['u.username', 'u.orgCode', 'd.orgCode as departCode', 'r.roleCode', 'u.status', 'u.delFlag'])
      .execute();
    expect(users).toHaveLength(SEED_USERS.length);
    for (const u of users) {
      expect(u.orgCode).toBe(u.departCode);
      expect(u.status).toBe(1);
      expect(u.delFlag).toBe(0);
    }
    const role = (name: string) => users.find((u) => u.username === name)?.roleCode;
    expect([role('admin'), role('editor'), role('auditor'), role('zhangwei')]).toEqual([
      'admin',
      'editor',
      'auditor',
      'editor',
    ]);
    expect(await h.db.selectFrom('sysTenant').selectAll().execute()).toEqual([
      expect.objectContaining({ id: 1, name: '云站科技', status: 1 }),
    ]);
  });

  it('seeds the dictionaries and a week of login logs', async () => {
    const dicts = await h.db
      .selectFrom('sysDict as d')
      .innerJoin('sysDictItem as i', 'i.dictId', 'd.id')
      .select(['d.dictCode', 'i.itemValue', 'i.itemText', 'i.status'])
      .execute();
    for (const d of SEED_DICTS) {
      expect(dicts.filter((x) => x.dictCode === d.code).map((x) => x.itemValue)).toEqual(
        expect.arrayContaining(d.items.map(([v]) => v)),
      );
    }
    const codes = new Set(dicts.map((d) => d.dictCode));
    for (const c of ['sex', 'user_status', 'priority', 'quartz_status', 'publish_status', 'os_version', 'open_type']) {
      expect(codes.has(c), c).toBe(true);
    }
    const logs = await h.db.selectFrom('sysLog').select(['createTime', 'logType']).execute();
    expect(logs.every((l) => l.logType === 1)).toBe(true);
    expect(new Set(logs.map((l) => l.createTime!.slice(0, 10))).size).toBe(7);
  });

  it('inserts seed rows new to a database, never touches edited ones, never revives deleted ones', async () => {
    const db = h.db;
    // An administrator renames a menu, deletes a button and a dictionary item.
    await db.updateTable('sysPermission').set({ name: '会员管理' }).where('url', '=', '/system/user').execute();
    const deleted = buttonId('cms:video:export');
    await db.deleteFrom('sysRolePermission').where('permissionId', '=', deleted).execute();
    await db.deleteFrom('sysPermission').where('id', '=', deleted).execute();
    const sex = await db.selectFrom('sysDict').select('id').where('dictCode', '=', 'sex').executeTakeFirstOrThrow();
    await db.deleteFrom('sysDictItem').where('dictId', '=', sex.id).where('itemValue', '=', '2').execute();
    // A newer seed brings a button this database never had (simulated: the row and its seed key are gone).
    const fresh = buttonId('cms:video:import');
    await db.deleteFrom('sysRolePermission').where('permissionId', '=', fresh).execute();
    await db.deleteFrom('sysPermission').where('id', '=', fresh).execute();
    await db.deleteFrom('sysSeedKey').where('key', '=', `menu:${fresh}`).execute();
    await db.updateTable('sysPermission').set({ isLeaf: 1 }).where('id', '=', menuId('/cms/operation/video')).execute();

    expect(await seed(db, {})).toEqual({});

    const user = await db
      .selectFrom('sysPermission')
      .select('name')
      .where('url', '=', '/system/user')
      .executeTakeFirstOrThrow();
    expect(user.name).toBe('会员管理');
    expect(
      await db.selectFrom('sysPermission').select('id').where('id', '=', deleted).executeTakeFirst(),
    ).toBeUndefined();
    const female = await db
      .selectFrom('sysDictItem')
      .select('id')
      .where('dictId', '=', sex.id)
      .where('itemValue', '=', '2')
      .executeTakeFirst();
    expect(female).toBeUndefined();
    const granted = await db
      .selectFrom('sysRolePermission')
      .select('roleId')
      .where('permissionId', '=', fresh)
      .execute();
    expect(granted.map((g) => g.roleId).sort()).toEqual([roleId('admin'), roleId('editor')].sort());
    const parent = await db
      .selectFrom('sysPermission')
      .select('isLeaf')
      .where('id', '=', menuId('/cms/operation/video'))
      .executeTakeFirstOrThrow();
    expect(parent.isLeaf).toBe(0);
  });
});

describe('seed with ADMIN_PASSWORD', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDb();
  });
  afterAll(() => h.close());

  it('uses the configured password, not to be changed at first login', async () => {
    expect(await seed(h.db, { adminPassword: 'Yunzhan#2024!' })).toEqual({});
    const admin = await h.db
      .selectFrom('sysUser')
      .select(['password', 'passwordChangeRequired'])
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(await verifyPassword('Yunzhan#2024!', admin.password)).toBe(true);
    expect(admin.passwordChangeRequired).toBe(0);
    const editor = await h.db
      .selectFrom('sysUser')
      .select('password')
      .where('username', '=', 'editor')
      .executeTakeFirstOrThrow();
    expect(await verifyPassword('Yunzhan#2024!', editor.password)).toBe(true);
    // A later start with another configured password changes nothing.
    expect(await seed(h.db, { adminPassword: 'Another#Password1' })).toEqual({});
    const again = await h.db
      .selectFrom('sysUser')
      .select('password')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(again.password).toBe(admin.password);
  });
});
