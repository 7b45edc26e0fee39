import { createHash } from 'node:crypto';
import { IMPLEMENTED_PAGES } from '@yunzhan/common/menu/pages';
import type { Language } from '../../core/language.js';
import type { DataRuleRow } from '../../core/query/index.js';
import { ResponseCache } from '../../core/response-cache.js';
import type { Database } from '../../db/index.js';
import type { SysPermission } from '../../db/types.js';
import { departRolesOfTenant, type Grantee, granteeKey, rolesOfTenant } from './grantee.js';
import { menuInLanguage } from './menu-english.js';

export type { Grantee } from './grantee.js';

export const MENU_TYPE = { root: 0, menu: 1, button: 2 } as const;

/** Menu node of `getUserPermissionByToken` (contract §3.2). */
export interface MenuNode {
  id: string;
  route: '0' | '1';
  path: string;
  name: string;
  component: string;
  redirect?: string;
  hidden?: true;
  alwaysShow?: true;
  meta: {
    title: string;
    icon?: string;
    keepAlive: boolean;
    internalOrExternal: boolean;
    componentName: string;
    url?: string;
  };
  children?: MenuNode[];
}

export interface AuthItem {
  action: string;
  type: string;
  describe: string;
  status?: string;
}

const CODES_TTL_MS = 10_000;
const implemented = new Set(IMPLEMENTED_PAGES);
const isExternal = (url: string) => /^(https?:\/\/|\{\{)/.test(url);

/** Permissions reach a user through roles and through department roles (contract §3.1). */
export class PermissionService {
  private readonly codes = new Map<string, { at: number; codes: ReadonlySet<string> }>();
  /** Serialized `getUserPermissionByToken` answers per user. */
  readonly responses = new ResponseCache(CODES_TTL_MS);

  constructor(private readonly db: Database) {}

  /**
   * Rows granted to a user in its tenant (through the roles and department roles of that tenant), not deleted,
   * ordered by sort number (`db`: a transaction the caller holds).
   */
  async grantedRows(who: Grantee, db: Database = this.db): Promise<SysPermission[]> {
    const { userId } = who;
    return db
      .selectFrom('sysPermission')
      .selectAll()
      .where('delFlag', '=', 0)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('sysRolePermission as rp')
          .innerJoin('sysUserRole as ur', 'ur.roleId', 'rp.roleId')
          .select('rp.permissionId')
          .where('ur.userId', '=', userId)
          .where('rp.roleId', 'in', rolesOfTenant(db, who))
          .union(
            eb
              .selectFrom('sysDepartRolePermission as drp')
              .innerJoin('sysDepartRoleUser as dru', 'dru.droleId', 'drp.roleId')
              .select('drp.permissionId')
              .where('dru.userId', '=', userId)
              .where('drp.roleId', 'in', departRolesOfTenant(db, who)),
          ),
      )
      .orderBy('sortNo')
      .execute();
  }

  /** Enabled button/API codes of a user; cached briefly, cleared by `invalidate` on every grant change. */
  async grantedCodes(who: Grantee, db: Database = this.db): Promise<ReadonlySet<string>> {
    const key = granteeKey(who);
    const hit = this.codes.get(key);
    if (hit && Date.now() - hit.at < CODES_TTL_MS) return hit.codes;
    const rows = await this.grantedRows(who, db);
    const codes = new Set<string>();
    for (const r of rows) {
      if (r.menuType === MENU_TYPE.button && r.status === '1' && r.perms) {
        for (const c of r.perms.split(',')) if (c.trim()) codes.add(c.trim());
      }
    }
    this.codes.set(key, { at: Date.now(), codes });
    return codes;
  }

  /** Call after any change to menus, roles, grants or department roles. */
  invalidate(): void {
    this.codes.clear();
    this.responses.clear();
    this.menuByPrefix.clear();
    this.rules.clear();
  }

  private readonly menuByPrefix = new Map<string, Promise<string | null>>();

  /** The menu owning an entity's buttons: the parent of its `<prefix>:list` button. */
  private menuOf(permPrefix: string): Promise<string | null> {
    let hit = this.menuByPrefix.get(permPrefix);
    if (!hit) {
      hit = this.db
        .selectFrom('sysPermission')
        .select('parentId')
        .where('perms', '=', `${permPrefix}:list`)
        .where('menuType', '=', MENU_TYPE.button)
        .where('delFlag', '=', 0)
        .executeTakeFirst()
        .then((r) => r?.parentId ?? null);
      this.menuByPrefix.set(permPrefix, hit);
    }
    return hit;
  }

  /**
   * Enabled data rules (contract §4.4) the user holds on the menu of an entity, through roles and department
   * roles. SQL rules are returned too; the query layer refuses to run them.
   */
  async dataRules(who: Grantee, permPrefix: string): Promise<DataRuleRow[]> {
    const key = `${granteeKey(who)}\u0000${permPrefix}`;
    const hit = this.rules.get(key);
    if (hit && Date.now() - hit.at < CODES_TTL_MS) return hit.rules;
    const rules = this.loadDataRules(who, permPrefix);
    if (this.rules.size > 10_000) this.rules.clear();
    this.rules.set(key, { at: Date.now(), rules });
    rules.catch(() => this.rules.delete(key));
    return rules;
  }

  private readonly rules = new Map<string, { at: number; rules: Promise<DataRuleRow[]> }>();

  private async loadDataRules(who: Grantee, permPrefix: string): Promise<DataRuleRow[]> {
    const menuId = await this.menuOf(permPrefix);
    if (!menuId) return [];
    const { userId } = who;
    const grants = await this.db
      .selectFrom('sysRolePermission as rp')
      .innerJoin('sysUserRole as ur', 'ur.roleId', 'rp.roleId')
      .select('rp.dataRuleIds')
      .where('ur.userId', '=', userId)
      .where('rp.permissionId', '=', menuId)
      .where('rp.roleId', 'in', rolesOfTenant(this.db, who))
      .union((eb) =>
        eb
          .selectFrom('sysDepartRolePermission as drp')
          .innerJoin('sysDepartRoleUser as dru', 'dru.droleId', 'drp.roleId')
          .select('drp.dataRuleIds')
          .where('dru.userId', '=', userId)
          .where('drp.permissionId', '=', menuId)
          .where('drp.roleId', 'in', departRolesOfTenant(this.db, who)),
      )
      .execute();
    const ids = [...new Set(grants.flatMap((g) => (g.dataRuleIds ?? '').split(',').filter(Boolean)))];
    if (!ids.length) return [];
    return this.db
      .selectFrom('sysPermissionDataRule')
      .select(['ruleColumn', 'ruleConditions', 'ruleValue'])
      .where('id', 'in', ids)
      .where('permissionId', '=', menuId)
      .where('status', '=', '1')
      .execute();
  }

  /** `{ menu, auth, allAuth }` of contract §3. */
  async userPermissions(
    who: Grantee,
    language: Language = 'zh',
  ): Promise<{ menu: MenuNode[]; auth: AuthItem[]; allAuth: AuthItem[] }> {
    const rows = await this.grantedRows(who);
    if (!rows.some((r) => r.name === '首页')) {
      const home = await this.db
        .selectFrom('sysPermission')
        .selectAll()
        .where('name', '=', '首页')
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      if (home) rows.unshift(home);
    }
    const auth = rows
      .filter((r) => r.menuType === MENU_TYPE.button && r.status === '1' && r.perms)
      .map((r) => ({ action: r.perms!, type: r.permsType ?? '1', describe: r.name }));
    const allRows = await this.db
      .selectFrom('sysPermission')
      .select(['perms', 'permsType', 'status', 'name'])
      .where('menuType', '=', MENU_TYPE.button)
      .where('delFlag', '=', 0)
      .orderBy('sortNo')
      .execute();
    const allAuth = allRows
      .filter((r) => r.perms)
      .map((r) => ({ action: r.perms!, status: r.status ?? '1', type: r.permsType ?? '1', describe: r.name }));
    return { menu: menuInLanguage(buildMenuTree(rows), language), auth, allAuth };
  }
}

/**
 * Builds the menu tree from granted rows. A page the web app does not have yet is hidden, and so is a
 * layout node left without a visible child: no menu entry is a dead link.
 */
export function buildMenuTree(rows: SysPermission[]): MenuNode[] {
  const menus = rows.filter((r) => r.menuType !== MENU_TYPE.button);
  const byParent = new Map<string, SysPermission[]>();
  for (const r of menus) {
    const key = r.parentId ?? '';
    const list = byParent.get(key) ?? [];
    list.push(r);
    byParent.set(key, list);
  }
  const build = (r: SysPermission): MenuNode => {
    const node = toNode(r);
    const kids = r.isLeaf === 0 ? (byParent.get(r.id) ?? []).map(build) : [];
    if (kids.length) node.children = kids;
    const hasPage = implemented.has(node.component) && node.component !== 'layouts/RouteView';
    const visibleChild = kids.some((k) => !k.hidden);
    if (!hasPage && !visibleChild && !isExternal(r.url ?? '')) node.hidden = true;
    return node;
  };
  return (byParent.get('') ?? []).map(build);
}

function toNode(r: SysPermission): MenuNode {
  const url = r.url ?? '';
  const external = isExternal(url);
  const path = external ? createHash('md5').update(url).digest('hex') : url;
  const component = r.component ?? '';
  const node: MenuNode = {
    id: r.id,
    route: r.isRoute === 1 ? '1' : '0',
    path,
    name: r.componentName || url.replace(/^\//, '').replaceAll('/', '-').replaceAll(':', '@'),
    component,
    meta: {
      title: r.name,
      keepAlive: r.keepAlive === 1,
      internalOrExternal: r.internalOrExternal === 1,
      componentName: r.componentName || component.split('/').pop() || '',
    },
  };
  if (r.menuType === MENU_TYPE.root && r.redirect) node.redirect = r.redirect;
  if (r.hidden === 1) node.hidden = true;
  if (r.alwaysShow === 1) node.alwaysShow = true;
  if (r.icon) node.meta.icon = r.icon;
  if (external) node.meta.url = url;
  return node;
}
