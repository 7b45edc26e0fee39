import { type EntityDef, tableSourceOf } from '@yunzhan/common/entities/index';
import { ENTITIES } from '@yunzhan/common/entities/registry';
import { badRequest } from '../../core/errors.js';

/**
 * Server-side registries of the dictionary helpers (SECURITY.md §2): a client names a table dictionary
 * (`table,text,code`) or a tree (`tableName`, `text`, `code`, `pidField`, `condition` keys) and the name is only
 * ever looked up here; nothing from the client reaches SQL as an identifier.
 */

/** Every registered entity schema, by table. */
export const SYSTEM_ENTITIES: ReadonlyMap<string, EntityDef> = new Map(ENTITIES.map((e) => [e.table, e]));

/** A row filter applied to every lookup of a table (rows deleted logically are not offered). */
export interface ActiveFilter {
  column: string;
  value: string | number;
}

/** Logical-delete columns of tables whose schema does not declare soft delete the engine's way. */
const ACTIVE: Readonly<Record<string, ActiveFilter>> = {
  sys_depart: { column: 'del_flag', value: '0' },
  sys_permission: { column: 'del_flag', value: 0 },
};

export function activeFilter(table: string): ActiveFilter | undefined {
  const entity = SYSTEM_ENTITIES.get(table);
  if (entity?.softDelete) return { column: entity.columnOf('delFlag'), value: 0 };
  return ACTIVE[table];
}

/** Whether rows of the table belong to one site (lookups then stay in the session's site). */
export const siteScoped = (table: string) => SYSTEM_ENTITIES.get(table)?.scope === 'site';

export interface TableDictDef {
  table: string;
  text: string;
  code: string;
}

/** Table dictionaries offered besides those the entity schemas declare (pickers of the standard screens). */
const EXTRA_TABLE_DICTS: readonly TableDictDef[] = [
  { table: 'sys_user', text: 'realname', code: 'username' },
  { table: 'sys_user', text: 'realname', code: 'id' },
  { table: 'sys_user', text: 'username', code: 'id' },
  { table: 'sys_depart', text: 'depart_name', code: 'id' },
  { table: 'sys_depart', text: 'depart_name', code: 'org_code' },
  { table: 'sys_position', text: 'name', code: 'code' },
  { table: 'sys_position', text: 'name', code: 'id' },
  { table: 'sys_role', text: 'role_name', code: 'id' },
  { table: 'sys_role', text: 'role_name', code: 'role_code' },
  { table: 'sys_depart_role', text: 'role_name', code: 'id' },
  { table: 'sys_category', text: 'name', code: 'id' },
];

/** Columns holding secrets: never a dictionary source, whatever a registry says. */
const SECRET_COLUMNS = new Set(['password', 'salt', 'token', 'client_id', 'db_password']);

/** Whether a column of a table is a secret (from its schema when there is one). */
export function isSensitiveColumn(table: string, column: string): boolean {
  if (SECRET_COLUMNS.has(column)) return true;
  const entity = SYSTEM_ENTITIES.get(table);
  if (!entity) return false;
  for (const name of [...Object.keys(entity.fields), ...Object.keys(entity.auditFields)]) {
    if (entity.columnOf(name) === column) return entity.field(name)?.sensitive ?? false;
  }
  return false;
}

const keyOf = (d: TableDictDef) => `${d.table},${d.text},${d.code}`;

function buildTableDicts(): Map<string, TableDictDef> {
  const out = new Map<string, TableDictDef>();
  for (const entity of SYSTEM_ENTITIES.values()) {
    for (const name of Object.keys(entity.fields)) {
      const field = entity.field(name);
      const table = field && tableSourceOf(field);
      if (table) out.set(keyOf(table.source), { ...table.source });
    }
  }
  for (const d of EXTRA_TABLE_DICTS) out.set(keyOf(d), d);
  for (const [key, d] of out) {
    if (isSensitiveColumn(d.table, d.text) || isSensitiveColumn(d.table, d.code)) out.delete(key);
  }
  return out;
}

export const TABLE_DICTS: ReadonlyMap<string, TableDictDef> = buildTableDicts();

export const DICT_CODE_FORMAT = '字典Code格式不正确！';
export const UNSUPPORTED_TABLE = '不支持的字典表';

/**
 * A `table,text,code` dictionary code, resolved in the registry. Another number of segments (a 4th, filter
 * segment included) or an unregistered triple is a 400.
 */
export function resolveTableDict(dictCode: string): TableDictDef {
  const parts = dictCode.split(',').map((s) => s.trim());
  if (parts.length !== 3 || parts.some((p) => !p)) throw badRequest(DICT_CODE_FORMAT);
  const def = TABLE_DICTS.get(parts.join(','));
  if (!def) throw badRequest(UNSUPPORTED_TABLE);
  return def;
}

export interface TreeDef {
  table: string;
  /** Parent column (the parent's `id`). */
  pid: string;
  texts: readonly string[];
  codes: readonly string[];
  /** Column holding '1' when the row has children; computed from the rows when absent. */
  hasChild?: string;
  /** Value of `pid` on top-level rows besides '' and NULL. */
  root?: string;
  /** Columns a `condition` may filter on (equality). */
  conditions: readonly string[];
  /** Sibling order. */
  order: string;
}

function buildTrees(): Map<string, TreeDef> {
  const trees: TreeDef[] = [
    {
      table: 'sys_depart',
      pid: 'parent_id',
      texts: ['depart_name'],
      codes: ['id'],
      conditions: ['org_category', 'org_type', 'org_code', 'status', 'depart_name'],
      order: 'depart_order',
    },
    {
      table: 'sys_permission',
      pid: 'parent_id',
      texts: ['name'],
      codes: ['id'],
      conditions: ['menu_type', 'hidden', 'status', 'is_route', 'name'],
      order: 'sort_no',
    },
  ];
  // The category dictionary joins the registry as soon as its schema exists.
  const category = SYSTEM_ENTITIES.get('sys_category');
  if (category) {
    trees.push({
      table: 'sys_category',
      pid: 'pid',
      texts: ['name'],
      codes: ['id'],
      hasChild: 'has_child',
      root: '0',
      conditions: ['code', 'name'],
      order: 'code',
    });
  }
  return new Map(trees.map((t) => [t.table, t]));
}

export const TREES: ReadonlyMap<string, TreeDef> = buildTrees();
