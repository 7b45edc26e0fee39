import { datetime, type Field, type FieldValue, int, text } from './fields';

export type FieldMap = Readonly<Record<string, Field>>;
export type SortOrder = 'asc' | 'desc';
/** `site`: every row belongs to one site and lists are scoped to the current site. */
export type EntityScope = 'site' | 'global';

/** Audit columns every entity table carries (contract §5.1). */
export type AuditFieldName = 'id' | 'createBy' | 'createTime' | 'updateBy' | 'updateTime';

export interface EntityConfig<F extends FieldMap> {
  /** Registry name, e.g. 'cms.driver'. */
  name: string;
  table: string;
  /** Endpoint base, e.g. '/cms/driver' (the endpoints are `${apiBase}/list` …). */
  apiBase: string;
  /** Permission codes are `${permPrefix}:add` …. */
  permPrefix: string;
  title: string;
  scope?: EntityScope;
  /** Rows are flagged `del_flag = 1` instead of deleted. */
  softDelete?: boolean;
  fields: F;
  /**
   * Text fields with a trigram index (a migration creates it with `textIndex`): substring and prefix searches on
   * them stay fast on large tables.
   */
  textIndex?: readonly (keyof F & string)[];
  /** Default list order; createTime desc when absent. */
  sort?: Partial<Record<(keyof F & string) | AuditFieldName, SortOrder>>;
}

export interface SortKey {
  readonly field: string;
  readonly order: SortOrder;
}

export interface EntityDef<F extends FieldMap = FieldMap> {
  readonly name: string;
  readonly table: string;
  readonly apiBase: string;
  readonly permPrefix: string;
  readonly title: string;
  readonly scope: EntityScope;
  readonly softDelete: boolean;
  /** The declared fields, in declaration order. */
  readonly fields: F;
  /** The implicit columns: id, audit columns, siteId (site scope) and delFlag (soft delete). */
  readonly auditFields: FieldMap;
  readonly defaultSort: readonly SortKey[];
  /** Field names a list query may filter on (never a sensitive field). */
  readonly filterableFields: readonly string[];
  readonly sortableFields: readonly string[];
  /** Fields translated to `<field>_dictText` in lists (plain and table dictionaries). */
  readonly dictFields: readonly string[];
  /** Text fields with a trigram index. */
  readonly textIndexed: readonly string[];
  /** A declared or implicit field by name; undefined for anything else. */
  field(name: string): Field | undefined;
  /** The database column of a declared or implicit field; throws for an unknown name. */
  columnOf(name: string): string;
}

/** A row as the API reads and writes it (camelCase keys). */
export type EntityRow<E extends EntityDef> = {
  id: string;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
} & { -readonly [K in keyof E['fields']]: FieldValue<E['fields'][K]> | null };

/** Query-string names the list endpoint reserves (contract §4.1); no field may take one. */
export const RESERVED_PARAMS: readonly string[] = [
  'pageNo',
  'pageSize',
  'column',
  'order',
  'field',
  '_t',
  'superQueryParams',
  'superQueryMatchType',
];

const FIELD_NAME = /^[a-z][a-zA-Z0-9]*$/;
const SQL_NAME = /^[a-z][a-z0-9_]*$/;

export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const hidden = { list: false, form: false, readonly: true } as const;

function implicitFields(scope: EntityScope, softDelete: boolean): Record<string, Field> {
  return {
    id: text({ label: 'ID', ...hidden }),
    createBy: text({ label: '创建人', ...hidden }),
    createTime: datetime({ label: '创建日期', ...hidden }),
    updateBy: text({ label: '更新人', ...hidden }),
    updateTime: datetime({ label: '更新日期', ...hidden }),
    // Scoping and soft delete are applied by the server from the session, never by client filters.
    ...(scope === 'site' ? { siteId: text({ label: '站点', ...hidden, filterable: false, sortable: false }) } : {}),
    ...(softDelete ? { delFlag: int({ label: '删除标志', ...hidden, filterable: false, sortable: false }) } : {}),
  };
}

/** Declares an entity; checks names once at start-up so the server can trust them as SQL identifiers. */
export function entity<F extends FieldMap>(config: EntityConfig<F>): EntityDef<F> {
  const scope = config.scope ?? 'global';
  const softDelete = config.softDelete ?? false;
  const auditFields = implicitFields(scope, softDelete);
  const all = new Map<string, Field>([...Object.entries(config.fields), ...Object.entries(auditFields)]);
  const columns = new Map<string, string>();
  const fail = (why: string): never => {
    throw new Error(`entity ${config.name}: ${why}`);
  };

  if (!SQL_NAME.test(config.table)) fail(`bad table name '${config.table}'`);
  for (const [name, f] of all) {
    if (!FIELD_NAME.test(name)) fail(`bad field name '${name}'`);
    if (RESERVED_PARAMS.includes(name)) fail(`field name '${name}' is a reserved query parameter`);
    if (Object.hasOwn(config.fields, name) && Object.hasOwn(auditFields, name)) fail(`'${name}' is implicit`);
    const column = f.column ?? snakeCase(name);
    if (!SQL_NAME.test(column)) fail(`bad column name '${column}'`);
    if ([...columns.values()].includes(column)) fail(`column '${column}' is used twice`);
    columns.set(name, column);
  }

  const names = [...all.keys()];
  const filterableFields = names.filter((n) => all.get(n)?.filterable);
  const sortableFields = names.filter((n) => all.get(n)?.sortable);
  const dictFields = names.filter((n) => {
    const f = all.get(n);
    return (f?.kind === 'dict' || f?.kind === 'tableDict') && !f.sensitive;
  });

  const textIndexed = [...(config.textIndex ?? [])];
  for (const name of textIndexed) {
    const f = all.get(name);
    if (f?.kind !== 'text' || !f.filterable) fail(`text index field '${name}' is not a filterable text field`);
  }

  const sort = Object.entries(config.sort ?? { createTime: 'desc' }) as [string, SortOrder][];
  for (const [name] of sort) if (!sortableFields.includes(name)) fail(`sort field '${name}' is not sortable`);

  return {
    name: config.name,
    table: config.table,
    apiBase: config.apiBase,
    permPrefix: config.permPrefix,
    title: config.title,
    scope,
    softDelete,
    fields: config.fields,
    auditFields,
    defaultSort: sort.map(([field, order]) => ({ field, order })),
    filterableFields,
    sortableFields,
    dictFields,
    textIndexed,
    field: (name) => all.get(name),
    columnOf: (name) => columns.get(name) ?? fail(`unknown field '${name}'`),
  };
}
