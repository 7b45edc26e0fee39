import type { CrudDeps } from '../../core/crud/contracts.js';
import { addDictText } from '../../core/crud/dict-text.js';
import type { Values } from '../../core/crud/input.js';
import { OPERATE } from '../../core/crud/oplog.js';
import { type Actor, EntityStore, type Row } from '../../core/crud/store.js';
import { ApiError } from '../../core/errors.js';
import type { Language } from '../../core/language.js';
import { applyFilters, applySort, parseListQuery, type QueryParams } from '../../core/query/index.js';
import { page } from '../../core/result.js';
import type { WriteOrigin } from '../../core/unit-of-work.js';
import type { Database } from '../../db/index.js';
import { sysPermissionDataRule } from './entities.js';
import { englishMenuTitle } from './menu-english.js';

const MAX_RULES = 1000;

export interface MenuOption {
  value: string;
  title: string;
  children?: MenuOption[];
}
const entity = sysPermissionDataRule;
/** Data rules are not site-scoped: only the author is recorded. */
const author = (username: string) => ({ username, siteId: null });

/** A raw sys_permission_data_rule row with the API's camelCase keys. */
function camel(r: Row): Row {
  return Object.fromEntries(
    Object.entries(r).map(([k, v]) => [k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), v]),
  );
}

/**
 * Data rules of a menu (contract §4.4): the rules of sys_permission_data_rule, and the menu's `rule_flag`
 * (1 while it has rules, 0 again when its last rule goes).
 */
export class DataRuleService {
  private readonly store: EntityStore;

  constructor(private readonly crud: CrudDeps) {
    this.store = new EntityStore(entity, crud.db, crud.dialect, crud.dataVersion);
  }

  /** The rules of a menu in creation order (those inside the actor's data rules on 数据规则). */
  async rulesOf(actor: Actor, permissionId: string): Promise<Row[]> {
    const rows = await this.store
      .scoped(actor)
      .selectAll()
      .where('permission_id', '=', permissionId)
      .orderBy('create_time')
      .orderBy('id')
      .limit(MAX_RULES)
      .execute();
    return rows.map(camel);
  }

  /** The rules of a menu filtered and sorted by the list-query conventions (creation order by default). */
  async query(actor: Actor, permissionId: string, params: QueryParams): Promise<Row[]> {
    const p = { ...params };
    if (!p.column) p.column = 'createTime';
    if (!p.order) p.order = 'asc';
    const q = parseListQuery(entity, p);
    const { dialect } = this.crud;
    const qb = applyFilters(this.store.scoped(actor), entity, q, { dialect }).where('permission_id', '=', permissionId);
    const rows = await applySort(qb.selectAll(), entity, q, { dialect }).limit(MAX_RULES).execute();
    return rows.map(camel);
  }

  /**
   * 数据规则 screen: the rules of every menu, a page by the list-query conventions (menu, field, condition,
   * status …), each with its menu's title path in `permissionId_dictText`.
   */
  async page(actor: Actor, params: QueryParams, language: Language) {
    const query = parseListQuery(entity, params);
    const { records, total } = await this.store.page(actor, query);
    await addDictText(entity, records, this.crud.dicts.in(language), this.crud.db);
    const paths = await this.menuPaths(language);
    for (const r of records) r.permissionId_dictText = paths.get(String(r.permissionId)) ?? '';
    return page(records, total, query.pageNo, query.pageSize);
  }

  /** The menus (no buttons) a rule may belong to, as a tree for the screen's menu filter and form. */
  async menuTree(language: Language): Promise<MenuOption[]> {
    const rows = (await this.menus(language)).filter((r) => r.menuType !== 2);
    const byParent = new Map<string, MenuOption[]>();
    const ids = new Set(rows.map((r) => r.id));
    for (const r of rows) {
      const parent = r.parentId && ids.has(r.parentId) ? r.parentId : '';
      byParent.set(parent, [...(byParent.get(parent) ?? []), { value: r.id, title: r.name }]);
    }
    const build = (parent: string, depth: number): MenuOption[] =>
      (byParent.get(parent) ?? []).map((node) => {
        const children = depth < 20 ? build(node.value, depth + 1) : [];
        return children.length ? { ...node, children } : node;
      });
    return build('', 0);
  }

  /** Title path of every menu ("系统管理 / 用户管理"). */
  private async menuPaths(language: Language): Promise<Map<string, string>> {
    const rows = await this.menus(language);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const paths = new Map<string, string>();
    const pathOf = (id: string, depth = 0): string => {
      const known = paths.get(id);
      if (known !== undefined) return known;
      const row = byId.get(id);
      if (!row) return '';
      const parent = row.parentId && depth < 20 ? pathOf(row.parentId, depth + 1) : '';
      const path = parent ? `${parent} / ${row.name}` : row.name;
      paths.set(id, path);
      return path;
    };
    for (const id of byId.keys()) pathOf(id);
    return paths;
  }

  /** The menus, their seeded names in the caller's language (a renamed menu keeps its name: data). */
  private async menus(language: Language) {
    const rows = await this.crud.db
      .selectFrom('sysPermission')
      .select(['id', 'name', 'parentId', 'menuType', 'url'])
      .where('delFlag', '=', 0)
      .orderBy('sortNo')
      .orderBy('id')
      .execute();
    if (language === 'zh') return rows;
    return rows.map((r) => ({ ...r, name: r.url ? englishMenuTitle(r.url, r.name) : r.name }));
  }

  add(origin: WriteOrigin, permissionId: string, values: Values): Promise<string> {
    return this.crud.uow.run(origin, async ({ trx, log }) => {
      const menu = await trx
        .selectFrom('sysPermission')
        .select('id')
        .where('id', '=', permissionId)
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      if (!menu) throw new ApiError('菜单权限不存在', 400, 400);
      const id = await this.store.insert(trx, author(origin.username), { ...values, permissionId });
      await setRuleFlag(trx, permissionId);
      await log(entity, OPERATE.add, [{ id, after: { ...values, permissionId } }]);
      return id;
    });
  }

  /** Edits a rule inside the actor's data rules on 数据规则 (any other is as missing). */
  edit(origin: WriteOrigin, actor: Actor, id: string, values: Values): Promise<void> {
    return this.crud.uow.run(origin, async ({ trx, log }) => {
      const before = await this.store.get(actor, id, trx);
      if (!before) throw new ApiError('未找到对应实体');
      await this.store.update(trx, actor, id, values);
      await log(entity, OPERATE.edit, [{ id, before, after: { ...before, ...values } }]);
    });
  }

  remove(origin: WriteOrigin, actor: Actor, id: string): Promise<void> {
    return this.crud.uow.run(origin, async ({ trx, log }) => {
      const before = await this.store.get(actor, id, trx);
      if (!before) throw new ApiError('未找到对应实体');
      await this.store.remove(trx, actor, [id]);
      await setRuleFlag(trx, String(before.permissionId));
      await log(entity, OPERATE.delete, [{ id, before }]);
    });
  }
}

/** `rule_flag` of a menu: whether it has rules. */
async function setRuleFlag(trx: Database, permissionId: string): Promise<void> {
  const any = await trx
    .selectFrom('sysPermissionDataRule')
    .select('id')
    .where('permissionId', '=', permissionId)
    .limit(1)
    .executeTakeFirst();
  await trx
    .updateTable('sysPermission')
    .set({ ruleFlag: any ? 1 : 0 })
    .where('id', '=', permissionId)
    .execute();
}
