import { ENTITIES } from '@yunzhan/common/entities/registry';
import { VERSION_ACTIONS } from '../../core/crud/versions.js';
import { newId } from '../../core/time.js';
import type { SysPermission, SysPermissionDataRule, SysRolePermission } from '../types.js';
import { buttonId, dataRuleId, menuId } from './ids.js';
import { MENU_TREE, type MenuDef, STANDARD_ACTIONS, type StandardAction } from './menu-tree.js';
import { appliedKeys, audit, insertAll, recordKeys, type SeedContext } from './util.js';

export type SeedPermissionRow = Omit<SysPermission, 'createBy' | 'createTime' | 'updateBy' | 'updateTime'>;

/** A flattened seed row plus what the role rules need to know about it. */
export interface SeedMenu {
  row: SeedPermissionRow;
  /** Url of the first-level ancestor (the row's own url for a first-level row). */
  top: string;
  /** Buttons only: the action (last segment of the code, or the whole code for codes outside the convention). */
  action?: string;
}

export const ROUTE_VIEW = 'layouts/RouteView';

const lastSegment = (component: string) => component.slice(component.lastIndexOf('/') + 1);

/** Custom actions of the registered entities by permission prefix (publish, offline …): each is a button. */
const ENTITY_ACTIONS = new Map<string, [string, string][]>();
for (const e of ENTITIES) {
  const actions = Object.entries(e.actions).map(([name, a]): [string, string] => [name, a.label]);
  if (e.versioned) actions.push(...Object.entries(VERSION_ACTIONS));
  if (actions.length) ENTITY_ACTIONS.set(e.permPrefix, [...(ENTITY_ACTIONS.get(e.permPrefix) ?? []), ...actions]);
}

function buttonsOf(def: MenuDef): [code: string, name: string, action: string][] {
  const out: [string, string, string][] = [];
  if (def.perm) {
    const actions = def.actions ?? (Object.keys(STANDARD_ACTIONS) as StandardAction[]);
    for (const a of actions) out.push([`${def.perm}:${a}`, STANDARD_ACTIONS[a], a]);
    for (const [a, name] of ENTITY_ACTIONS.get(def.perm) ?? []) out.push([`${def.perm}:${a}`, name, a]);
  }
  for (const [key, name] of Object.entries(def.extra ?? {})) {
    if (key.includes(':')) out.push([key, name, key]);
    else if (def.perm) out.push([`${def.perm}:${key}`, name, key]);
    else throw new Error(`Menu ${def.url}: extra button ${key} needs a perm prefix`);
  }
  return out;
}

function flatten(defs: readonly MenuDef[], parent: { id: string; top: string } | null, out: SeedMenu[]): void {
  defs.forEach((def, index) => {
    const id = menuId(def.url);
    const top = parent?.top ?? def.url;
    const children = def.children ?? [];
    const buttons = buttonsOf(def);
    const component = def.component ?? (children.length ? ROUTE_VIEW : undefined);
    if (!component) throw new Error(`Menu ${def.url} has no component`);
    const firstChild = children.find((c) => !c.hidden) ?? children[0];
    out.push({
      top,
      row: {
        id,
        parentId: parent?.id ?? null,
        name: def.name,
        url: def.url,
        component,
        componentName: lastSegment(component),
        redirect: def.redirect ?? firstChild?.url ?? null,
        menuType: parent ? 1 : 0,
        perms: null,
        permsType: '1',
        // First-level rows in declaration order from 0 (the home row first); children from 1.
        sortNo: parent ? index + 1 : index,
        alwaysShow: def.alwaysShow ? 1 : 0,
        icon: def.icon ?? null,
        isRoute: 1,
        isLeaf: children.length || buttons.length ? 0 : 1,
        keepAlive: def.keepAlive ? 1 : 0,
        hidden: def.hidden ? 1 : 0,
        description: null,
        delFlag: 0,
        ruleFlag: def.rules?.length ? 1 : 0,
        status: '1',
        internalOrExternal: 0,
      },
    });
    buttons.forEach(([code, name, action], i) => {
      out.push({
        top,
        action,
        row: {
          id: buttonId(code),
          parentId: id,
          name,
          url: null,
          component: null,
          componentName: null,
          redirect: null,
          menuType: 2,
          perms: code,
          permsType: '1',
          sortNo: i + 1,
          alwaysShow: 0,
          icon: null,
          isRoute: 0,
          isLeaf: 1,
          keepAlive: 0,
          hidden: 0,
          description: null,
          delFlag: 0,
          ruleFlag: 0,
          status: '1',
          internalOrExternal: 0,
        },
      });
    });
    flatten(children, { id, top }, out);
  });
}

function build(): SeedMenu[] {
  const out: SeedMenu[] = [];
  flatten(MENU_TREE, null, out);
  const ids = new Set<string>();
  const codes = new Set<string>();
  const urls = new Set<string>();
  for (const { row } of out) {
    if (ids.has(row.id)) throw new Error(`Duplicate seed menu id for ${row.url ?? row.perms}`);
    ids.add(row.id);
    if (row.perms) {
      if (codes.has(row.perms)) throw new Error(`Duplicate permission code ${row.perms}`);
      codes.add(row.perms);
    }
    if (row.url) {
      if (urls.has(row.url)) throw new Error(`Duplicate menu url ${row.url}`);
      urls.add(row.url);
    }
  }
  return out;
}

/** Every seeded sys_permission row, parents before children, in tree order. */
export const SEED_MENUS: readonly SeedMenu[] = build();

/** Every button permission code of the seed (`<area>:<entity>:<action>`, plus `sysUser:password`). */
export const PERMISSION_CODES: readonly string[] = SEED_MENUS.flatMap((m) => (m.row.perms ? [m.row.perms] : []));

/** Every page component string of the seed menus (without `layouts/RouteView`), for the web app's page registry. */
export const MENU_COMPONENTS: readonly string[] = [
  ...new Set(SEED_MENUS.flatMap((m) => (m.row.component && m.row.component !== ROUTE_VIEW ? [m.row.component] : []))),
];

/** Example data rules (contract §4.4), attached to their menus but granted to no role. */
export const SEED_DATA_RULES: readonly Omit<
  SysPermissionDataRule,
  'createTime' | 'createBy' | 'updateTime' | 'updateBy'
>[] = (() => {
  const out: Omit<SysPermissionDataRule, 'createTime' | 'createBy' | 'updateTime' | 'updateBy'>[] = [];
  const walk = (defs: readonly MenuDef[]) => {
    for (const def of defs) {
      for (const r of def.rules ?? []) {
        out.push({
          id: dataRuleId(def.url, r.slug),
          permissionId: menuId(def.url),
          ruleName: r.name,
          ruleColumn: r.column,
          ruleConditions: r.condition,
          ruleValue: r.value,
          status: '1',
        });
      }
      walk(def.children ?? []);
    }
  };
  walk(MENU_TREE);
  return out;
})();

// ---- Role rules ---------------------------------------------------------------------------------------------

export const SEED_ROLE_CODES = ['admin', 'editor', 'auditor', 'guest'] as const;
export type SeedRoleCode = (typeof SEED_ROLE_CODES)[number];

/** Home, dashboards and the account pages: every working role has them. */
const PERSONAL_TOPS = new Set(['/dashboard/analysis', '/dashboard', '/account']);
/** Personal buttons outside those areas: the header's password change (spec §6). */
const PERSONAL_CODES = new Set(['sysUser:password']);
/** 审批流程's screens of every working user (apply, approve, look back); models, definitions and instances are admin's. */
const PERSONAL_WORKFLOW = ['apply', 'todo', 'done', 'finished'];
const isPersonalWorkflow = (m: SeedMenu) =>
  m.row.url === '/workflow' ||
  PERSONAL_WORKFLOW.some((s) => m.row.url === `/workflow/${s}` || !!m.row.perms?.startsWith(`workflow:${s}:`));
const READ_ACTIONS = new Set(['list', 'export']);
/** 站点信息 manages every site, and unmasking customers' phones is an administrator's right: not a content editor's. */
const isSiteAdmin = (m: SeedMenu) =>
  m.row.url === '/cms/site/info' || !!m.row.perms?.startsWith('cms:siteInfo:') || !!m.row.perms?.endsWith(':unmask');

/** The 监控页 shows 系统监控's figures: an administrator's page, though it sits among the dashboards. */
const isMonitorDashboard = (m: SeedMenu) =>
  m.row.url === '/dashboard/monitor' || !!m.row.perms?.startsWith('dashboard:monitor:');

/** Whether a seeded role holds a seed row. */
export function grantedTo(role: string, m: SeedMenu): boolean {
  const personal =
    (PERSONAL_TOPS.has(m.top) && !isMonitorDashboard(m)) ||
    (m.row.perms !== null && PERSONAL_CODES.has(m.row.perms)) ||
    isPersonalWorkflow(m);
  switch (role) {
    case 'admin':
      return true;
    case 'editor':
      return personal || (m.top === '/cms' && !isSiteAdmin(m));
    case 'auditor':
      return personal || (m.top === '/system' && (m.row.menuType !== 2 || READ_ACTIONS.has(m.action ?? '')));
    default:
      return false;
  }
}

// ---- Seeding -------------------------------------------------------------------------------------------------

/**
 * Inserts the seed menu rows missing from sys_permission (by stable id) and grants them to the seeded roles;
 * existing rows are never updated, except that a parent which gains a new child gets `isLeaf = 0`.
 * Roles created by this run receive their whole permission set.
 * A seed row inserted once is recorded in sys_seed_key and never inserted again: what an administrator
 * deleted stays deleted.
 */
export async function seedMenus(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  const existing = new Set((await db.selectFrom('sysPermission').select('id').execute()).map((r) => r.id));
  const keyOf = (id: string) => `menu:${id}`;
  const applied = await appliedKeys(
    db,
    SEED_MENUS.map((m) => keyOf(m.row.id)),
  );
  const missing = SEED_MENUS.filter((m) => !existing.has(m.row.id) && !applied.has(keyOf(m.row.id)));
  await recordKeys(
    db,
    SEED_MENUS.filter((m) => !applied.has(keyOf(m.row.id))).map((m) => keyOf(m.row.id)),
    now,
  );

  const inserted = new Set(missing.map((m) => m.row.id));
  if (missing.length) {
    await insertAll(
      db,
      'sysPermission',
      missing.map((m) => ({ ...m.row, ...audit(now) })),
    );
    const parents = [...new Set(missing.map((m) => m.row.parentId).filter((p): p is string => !!p && existing.has(p)))];
    if (parents.length) {
      await db
        .updateTable('sysPermission')
        .set({ isLeaf: 0 })
        .where('id', 'in', parents)
        .where('isLeaf', '=', 1)
        .execute();
    }
    const rules = SEED_DATA_RULES.filter((r) => inserted.has(r.permissionId));
    await insertAll(
      db,
      'sysPermissionDataRule',
      rules.map((r) => ({ ...r, ...audit(now) })),
    );
  }

  if (!missing.length && !ctx.createdRoles.size) return;
  const roleIds = await ctx.roleIds();
  const grants: SysRolePermission[] = [];
  for (const [code, roleId] of roleIds) {
    // Every seed row exists now: a role created by this run gets all of its rows, the others the new ones.
    for (const m of ctx.createdRoles.has(code) ? SEED_MENUS : missing) {
      if (grantedTo(code, m)) {
        grants.push({
          id: newId(),
          roleId,
          permissionId: m.row.id,
          dataRuleIds: null,
          operateDate: now,
          operateIp: null,
        });
      }
    }
  }
  await insertAll(db, 'sysRolePermission', grants);
}
