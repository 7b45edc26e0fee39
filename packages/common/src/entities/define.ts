import type { EntityAction } from './actions';
import { type Field, type FieldValue, type LinesField, tableSourceOf } from './fields';
import { implicitFields } from './implicit-fields';
import { type IntakeConfig, type IntakeDef, intakeOf } from './intake-config';

export type { IntakeConfig, IntakeDef } from './intake-config';

export type FieldMap = Readonly<Record<string, Field>>;
export type SortOrder = 'asc' | 'desc';
/**
 * `site`: every row belongs to one site and lists are scoped to the current site (sites belong to a tenant, so
 * their rows do too). `tenant`: every row belongs to one tenant and is seen only inside it. `global`: shared.
 */
export type EntityScope = 'site' | 'tenant' | 'global';

/** Audit columns every entity table carries (contract §5.1). */
export type AuditFieldName = 'id' | 'createBy' | 'createTime' | 'updateBy' | 'updateTime';

/** The endpoints every mounted entity has, each guarded by `<permPrefix>:<action>`. */
export type StandardAction = 'list' | 'add' | 'edit' | 'delete' | 'deleteBatch' | 'export' | 'import';

export { actionOffered, type EntityAction } from './actions';

/** A tree entity: rows name their parent in `parent` (a ref to the same entity; empty at the root). */
export interface TreeConfig {
  readonly parent: string;
  /** Sibling order. */
  readonly order?: string;
}

/**
 * What the public (delivery API, rendered site) may see of an entity's rows, filter, sort and search on. Internal
 * columns (createBy, updateBy, delFlag, siteId, secrets, references to staff) can never be named.
 */
export interface PublicConfig<F extends FieldMap> {
  /** URL segment of the entity under `/api/public/{siteCode}/`; default the last part of the entity's name. */
  path?: string;
  fields: readonly ((keyof F & string) | 'id' | 'createTime' | 'updateTime')[];
  /** Exact-match filters (`?field=value`). */
  filters?: readonly (keyof F & string)[];
  sort?: readonly ((keyof F & string) | 'createTime' | 'updateTime')[];
  /** Text fields `?q=` searches by substring (Chinese included; indexed when in `textIndex`). */
  search?: readonly (keyof F & string)[];
  /** A unique text field that names a row in URLs (`/by-slug/{slug}`). */
  slug?: keyof F & string;
  /** A date field: from the day after it the row leaves the public side (a position's closing date). */
  until?: keyof F & string;
  /** Date-time fields bounding when a row shows (an ad's start and end): empty means unbounded. */
  window?: readonly [start: keyof F & string, end: keyof F & string];
  /** Sub-tables served with each row, and the public fields of their rows. */
  lines?: Partial<Record<keyof F & string, readonly string[]>>;
}

/** The checked public projection of an entity. */
export interface PublicView {
  readonly path: string;
  readonly fields: readonly string[];
  readonly filters: readonly string[];
  readonly sort: readonly string[];
  readonly search: readonly string[];
  readonly slug: string | undefined;
  readonly until: string | undefined;
  readonly window: { readonly start: string; readonly end: string } | undefined;
  /** Public sub-tables: field name → the public fields of the child rows (their `id` first). */
  readonly lines: Readonly<Record<string, readonly string[]>>;
  /** Rows carry `status` and `publishTime`: only published rows reach the public. */
  readonly publishable: boolean;
}

/** Columns the public never sees, whatever a schema says. */
export const INTERNAL_FIELDS: readonly string[] = ['createBy', 'updateBy', 'delFlag', 'siteId', 'tenantId'];
/** Entities whose ids name staff: a reference to one is internal. */
const STAFF_ENTITIES: readonly string[] = ['sys.user', 'sys.depart', 'sys.role'];

export interface EntityConfig<
  F extends FieldMap,
  A extends Record<string, EntityAction> = Record<never, EntityAction>,
> {
  /** Registry name, e.g. 'cms.driver'. */
  name: string;
  table: string;
  /** Endpoint base, e.g. '/cms/driver' (the endpoints are `${apiBase}/list` …). */
  apiBase: string;
  /** Permission codes are `${permPrefix}:add` …. */
  permPrefix: string;
  /** The title (`en`: in the English interface; so are the `en` of fields and actions). */
  title: string;
  en?: string;
  scope?: EntityScope;
  /** Rows are flagged `del_flag = 1` instead of deleted. */
  softDelete?: boolean;
  fields: F;
  /**
   * Fields no two rows (of one site, for a site-scoped entity) share, held by a unique index of the database: the
   * store's own check before a write cannot stop two writers at once. Not for soft-deleted entities.
   */
  uniqueIndex?: readonly (keyof F & string)[];
  /**
   * Text fields (max ≤ 1000 characters) with a substring index, an n-gram posting table the generated migration
   * creates: substring, prefix and suffix searches of any length, Chinese included, stay fast on large tables.
   */
  textIndex?: readonly (keyof F & string)[];
  /** Default list order; createTime desc when absent. */
  sort?: Partial<Record<(keyof F & string) | AuditFieldName, SortOrder>>;
  /** The field that names a row (reference texts, pickers); default the first required text field. */
  display?: keyof F & string;
  /** Custom actions by name (the name is the URL segment and the permission's last part). */
  actions?: A;
  /** Soft-deleted rows can be listed, restored and purged (`recycleBin`, `putRecycleBin`, `deleteRecycleBin`). */
  recycleBin?: boolean;
  tree?: { parent: keyof F & string; order?: keyof F & string };
  /** Only ever written as the lines of a parent entity: no endpoints or menu of its own. */
  embedded?: boolean;
  /** Component string of the list page (`cms/AdList`); without a hand-written page the generic list renders it. */
  page?: string;
  /**
   * Every add, edit and action keeps a version of the row (who, when, the field-level diff) that can be restored
   * (`versions`, `restoreVersion`); default: entities with a `publish` action.
   */
  versioned?: boolean;
  /**
   * A global entity whose rows belong to tenants through this field (comma-separated tenant ids, empty for the
   * default tenant): users and their memberships. Rows outside the request's tenant are missing rows.
   */
  tenantMembers?: keyof F & string;
  /** The id is an integer the server assigns or the client gives (a tenant's number), not a generated string. */
  numericId?: boolean;
  /** Unique fields of a tenant-scoped entity that stay unique across tenants (a site's code is in public URLs). */
  uniqueAcrossTenants?: readonly (keyof F & string)[];
  /** Served by the delivery API and the rendered site (site-scoped entities only). */
  public?: PublicConfig<F>;
  /** Accepts public submissions (`POST /api/public/{siteCode}/intake/{path}`); needs `ip` and `userAgent` fields. */
  intake?: IntakeConfig<F>;
}

export interface SortKey {
  readonly field: string;
  readonly order: SortOrder;
}

export interface EntityDef<F extends FieldMap = FieldMap, A extends string = string> {
  readonly name: string;
  readonly table: string;
  readonly apiBase: string;
  readonly permPrefix: string;
  readonly title: string;
  readonly en: string | undefined;
  readonly scope: EntityScope;
  /** See `EntityConfig.tenantMembers`. */
  readonly tenantMembers: string | undefined;
  readonly uniqueAcrossTenants: readonly string[];
  readonly softDelete: boolean;
  /** See `EntityConfig.uniqueIndex`. */
  readonly uniqueIndex: readonly string[];
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
  /** Declared fields stored in a column of the table (every field but lines). */
  readonly columnFields: readonly string[];
  /** Sub-table fields. */
  readonly lineFields: readonly string[];
  /** Many-to-many fields; `linkTable` names the link table of each (the owning side's for an inverse field). */
  readonly linkFields: readonly string[];
  linkTable(field: string): string;
  readonly display: string | undefined;
  readonly actions: Readonly<Record<A, EntityAction>>;
  readonly recycleBin: boolean;
  readonly tree: TreeConfig | undefined;
  readonly embedded: boolean;
  readonly page: string | undefined;
  readonly versioned: boolean;
  readonly publicView: PublicView | undefined;
  readonly intake: IntakeDef | undefined;
  /** A permission code of this entity: `<permPrefix>:<action>`. */
  perm(action: StandardAction | A): string;
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

/** Declares an entity; checks names once at start-up so the server can trust them as SQL identifiers. */
export function entity<F extends FieldMap, A extends Record<string, EntityAction> = Record<never, EntityAction>>(
  config: EntityConfig<F, A>,
): EntityDef<F, keyof A & string> {
  const scope = config.scope ?? 'global';
  const softDelete = config.softDelete ?? false;
  const auditFields = implicitFields(scope, softDelete, config.numericId);
  const all = new Map<string, Field>([...Object.entries(config.fields), ...Object.entries(auditFields)]);
  const columns = new Map<string, string>();
  const fail = (why: string): never => {
    throw new Error(`entity ${config.name}: ${why}`);
  };

  if (!SQL_NAME.test(config.table)) fail(`bad table name '${config.table}'`);
  for (const [name, f] of all) {
    if (!FIELD_NAME.test(name)) fail(`bad field name '${name}'`);
    if (f.kind === 'lines' || f.kind === 'links') continue;
    if (RESERVED_PARAMS.includes(name)) fail(`field name '${name}' is a reserved query parameter`);
    if (Object.hasOwn(config.fields, name) && Object.hasOwn(auditFields, name)) fail(`'${name}' is implicit`);
    const column = f.column ?? snakeCase(name);
    if (!SQL_NAME.test(column)) fail(`bad column name '${column}'`);
    if ([...columns.values()].includes(column)) fail(`column '${column}' is used twice`);
    columns.set(name, column);
  }

  const kindOf = (n: string) => all.get(n)?.kind;
  const names = [...all.keys()].filter((n) => kindOf(n) !== 'lines' && kindOf(n) !== 'links');
  const lineFields = Object.keys(config.fields).filter((n) => kindOf(n) === 'lines');
  const linkFields = Object.keys(config.fields).filter((n) => kindOf(n) === 'links');
  const columnFields = names.filter((n) => Object.hasOwn(config.fields, n));
  for (const n of lineFields) if ((config.fields[n] as LinesField).required) fail(`lines '${n}' cannot be required`);
  const filterableFields = names.filter((n) => all.get(n)?.filterable);
  const sortableFields = names.filter((n) => all.get(n)?.sortable);
  const dictFields = names.filter((n) => {
    const f = all.get(n);
    return !!f && (f.kind === 'dict' || !!tableSourceOf(f)) && !f.sensitive;
  });

  const textIndexed = [...(config.textIndex ?? [])];
  for (const name of textIndexed) {
    const f = all.get(name);
    if (f?.kind !== 'text' || !f.filterable) fail(`text index field '${name}' is not a filterable text field`);
    // The index's triggers read positions 1..1000 (MAX_INDEXED_CHARS on the server); a text column holds 255.
    if ((f?.max ?? 255) > 1000) fail(`text index field '${name}' needs a max of at most 1000`);
  }

  const sort = Object.entries(config.sort ?? { createTime: 'desc' }) as [string, SortOrder][];
  for (const [name] of sort) if (!sortableFields.includes(name)) fail(`sort field '${name}' is not sortable`);

  const actions = (config.actions ?? {}) as Record<string, EntityAction>;
  const standard: readonly string[] = ['list', 'add', 'edit', 'delete', 'deleteBatch', 'export', 'import'];
  for (const [name, action] of Object.entries(actions)) {
    if (!FIELD_NAME.test(name) || standard.includes(name)) fail(`bad action name '${name}'`);
    for (const f of [...Object.keys(action.set), ...(action.stamp ? [action.stamp] : [])]) {
      if (!columnFields.includes(f)) fail(`action '${name}' sets unknown field '${f}'`);
    }
  }
  if (config.recycleBin && !softDelete) fail('a recycle bin needs soft delete');
  const tree = config.tree;
  if (tree) {
    const parent = all.get(tree.parent);
    if (parent?.kind !== 'ref' || parent.entity !== config.name)
      fail(`tree parent '${tree.parent}' is not a ref to itself`);
    if (tree.order && !columnFields.includes(tree.order)) fail(`tree order '${tree.order}' is not a field`);
  }
  const display =
    config.display ?? columnFields.find((n) => config.fields[n].kind === 'text' && config.fields[n].required);
  if (display && !columnFields.includes(display)) fail(`display field '${display}' is not a field`);

  const lastName = config.name.slice(config.name.lastIndexOf('.') + 1);
  const publicView = config.public && publicViewOf({ ...config.public }, lastName, scope, all, columnFields, fail);
  const intake =
    config.intake && intakeOf(config.intake, { lastName, page: config.page, scope, all, columnFields }, fail);
  const uniqueIndex = [...(config.uniqueIndex ?? [])];
  for (const n of uniqueIndex) if (!columnFields.includes(n)) fail(`unique index field '${n}' is not a column`);
  if (uniqueIndex.length && softDelete) fail('a unique index on a soft-deleted entity would count deleted rows');

  return {
    name: config.name,
    table: config.table,
    apiBase: config.apiBase,
    permPrefix: config.permPrefix,
    title: config.title,
    en: config.en,
    scope,
    tenantMembers: config.tenantMembers,
    uniqueAcrossTenants: config.uniqueAcrossTenants ?? [],
    softDelete,
    uniqueIndex,
    fields: config.fields,
    auditFields,
    defaultSort: sort.map(([field, order]) => ({ field, order })),
    filterableFields,
    sortableFields,
    dictFields,
    textIndexed,
    columnFields,
    lineFields,
    linkFields,
    linkTable: (name) =>
      (config.fields[name] as { inverseTable?: string }).inverseTable ?? `${config.table}_${snakeCase(name)}`,
    display,
    actions: actions as Record<keyof A & string, EntityAction>,
    recycleBin: config.recycleBin ?? false,
    tree: tree && { parent: tree.parent, order: tree.order },
    embedded: config.embedded ?? false,
    page: config.page,
    versioned: config.versioned ?? Object.hasOwn(actions, 'publish'),
    publicView,
    intake,
    perm: (action) => `${config.permPrefix}:${action}`,
    field: (name) => all.get(name),
    columnOf: (name) => columns.get(name) ?? fail(`unknown field '${name}'`),
  };
}

type PublicInput = { readonly [K in keyof PublicConfig<FieldMap>]: PublicConfig<FieldMap>[K] | undefined };

function publicViewOf(
  config: PublicInput,
  defaultPath: string,
  scope: EntityScope,
  all: ReadonlyMap<string, Field>,
  columnFields: readonly string[],
  fail: (why: string) => never,
): PublicView {
  if (scope !== 'site') fail('a public entity must be site-scoped');
  const path = config.path ?? defaultPath;
  if (!FIELD_NAME.test(path)) fail(`bad public path '${path}'`);
  const fields = ['id', ...(config.fields ?? []).filter((n) => n !== 'id')];
  for (const n of fields) {
    const problem = publicFieldProblem(n, all.get(n), columnFields);
    if (problem) fail(`public field '${n}' ${problem}`);
  }
  const among = (list: readonly string[] | undefined, what: string, ok: (f: Field) => boolean) => {
    for (const n of list ?? []) {
      const f = all.get(n);
      if (!fields.includes(n) || !f || !ok(f)) fail(`public ${what} '${n}' is not allowed`);
    }
    return [...(list ?? [])];
  };
  const filters = among(config.filters, 'filter', (f) => f.filterable);
  const sort = among(config.sort, 'sort', (f) => f.sortable);
  const search = among(config.search, 'search', (f) => f.filterable && (f.kind === 'text' || f.kind === 'textarea'));
  const slug = config.slug;
  if (slug) among([slug], 'slug', (f) => f.kind === 'text' && f.unique);
  const until = config.until;
  if (until) among([until], 'until', (f) => f.kind === 'date');
  const publishable = all.get('status')?.kind === 'dict' && all.get('publishTime')?.kind === 'datetime';
  const [start, end] = config.window ?? [];
  if (start && end) among([start, end], 'window', (f) => f.kind === 'datetime');
  const window = start && end ? { start, end } : undefined;
  const lines: Record<string, readonly string[]> = {};
  for (const [n, childFields] of Object.entries(config.lines ?? {})) {
    if (all.get(n)?.kind !== 'lines') fail(`public lines '${n}' is not a lines field`);
    lines[n] = ['id', ...(childFields ?? []).filter((c) => c !== 'id')];
  }
  return { path, fields, filters, sort, search, slug, until, window, lines, publishable };
}

/**
 * Why a field cannot be public (undefined when it can): it must be a column of the entity (or the id and times),
 * neither secret nor internal, and name no staff.
 */
export function publicFieldProblem(name: string, f: Field | undefined, columnFields: readonly string[]) {
  // A links field is served as the comma-joined ids of its linked rows (and filters on them).
  const column =
    name === 'id' ||
    name === 'createTime' ||
    name === 'updateTime' ||
    columnFields.includes(name) ||
    f?.kind === 'links';
  if (!f || !column || f.sensitive || INTERNAL_FIELDS.includes(name)) return 'is not a public column';
  const namesStaff =
    (f.kind === 'ref' && STAFF_ENTITIES.includes(f.entity)) || f.kind === 'user' || f.kind === 'depart';
  return namesStaff ? 'names staff' : undefined;
}
