import { createHash } from 'node:crypto';
import type { EntityDef, Field, LinksField } from '@yunzhan/common/entities/index';
import type { ColumnSpec, IndexSpec, TableSpec } from './spec.js';

/** PostgreSQL keeps 63 bytes of a name and drops the rest. */
const MAX_NAME = 63;

/** An index's name from its table and columns; one too long for PostgreSQL is cut and told apart by a hash. */
export function indexName(table: string, columns: readonly string[], kind: 'idx' | 'uq' = 'idx'): string {
  const name = `${kind}_${table}_${columns.join('_')}`;
  if (name.length <= MAX_NAME) return name;
  return `${name.slice(0, MAX_NAME - 9)}_${createHash('sha1').update(name).digest('hex').slice(0, 8)}`;
}

/** Text length of a column without `max`, per field kind. */
const DEFAULT_LENGTH: Partial<Record<Field['kind'], number>> = {
  text: 255,
  date: 10,
  datetime: 19,
  time: 8,
  dict: 64,
  tableDict: 64,
  ref: 32,
  switch: 8,
  image: 1000,
  file: 1000,
  video: 1000,
};
/** Kinds whose text can be long: unbounded columns. */
const LONG_TEXT: readonly Field['kind'][] = ['textarea', 'richText'];

function columnType(field: Field): string {
  if (field.valueType === 'int') return 'integer';
  if (field.valueType === 'decimal') return 'double precision';
  if (LONG_TEXT.includes(field.kind) || ('multiple' in field && field.multiple)) return 'text';
  if (('multi' in field && field.multi) || (field.max ?? 0) > 2000) return 'text';
  return `varchar(${field.max ?? DEFAULT_LENGTH[field.kind] ?? 255})`;
}

const IMPLICIT: Readonly<Record<string, ColumnSpec>> = {
  id: { name: 'id', type: 'varchar(32)', primaryKey: true },
  createBy: { name: 'create_by', type: 'varchar(100)' },
  createTime: { name: 'create_time', type: 'varchar(19)' },
  updateBy: { name: 'update_by', type: 'varchar(100)' },
  updateTime: { name: 'update_time', type: 'varchar(19)' },
  siteId: { name: 'site_id', type: 'varchar(32)', notNull: true },
  tenantId: { name: 'tenant_id', type: 'integer', notNull: true, default: 1 },
  delFlag: { name: 'del_flag', type: 'integer', notNull: true, default: 0 },
};

/**
 * The table of an entity: its columns (declared fields, then id, audit, site and soft-delete columns) and the
 * indexes its lists need. Every index starts with what each query of the store filters on (site, deletion flag):
 * the default order (ending with id, so pages read in order), every reference (children, lines, look-ups) and every
 * field searched by equality or declared unique.
 */
export function tableSpec(entity: EntityDef): TableSpec {
  const columns: ColumnSpec[] = entity.columnFields.map((name) => ({
    name: entity.columnOf(name),
    type: columnType(entity.fields[name]),
  }));
  for (const name of Object.keys(entity.auditFields)) {
    const implicit =
      name === 'id' && entity.auditFields.id.kind === 'int' ? { ...IMPLICIT.id, type: 'integer' } : IMPLICIT[name];
    columns.push({ ...implicit, name: entity.columnOf(name) });
  }
  const prefix = [
    ...(entity.scope === 'site' ? [entity.columnOf('siteId')] : []),
    ...(entity.scope === 'tenant' ? [entity.columnOf('tenantId')] : []),
    ...(entity.softDelete ? [entity.columnOf('delFlag')] : []),
  ];
  const indexes = new Map<string, IndexSpec>();
  const add = (cols: string[]) => {
    const all = [...prefix, ...cols.filter((c) => !prefix.includes(c))];
    const name = indexName(entity.table, all);
    if (all.length && !indexes.has(name)) indexes.set(name, { name, columns: all });
  };
  const sortCols = entity.defaultSort.map((k) => entity.columnOf(k.field));
  add([...sortCols, ...(sortCols.includes('id') ? [] : ['id'])]);
  const uniqueCols = entity.uniqueIndex.map((n) => entity.columnOf(n));
  for (const name of entity.columnFields) {
    const f = entity.fields[name];
    const col = entity.columnOf(name);
    // A unique index on this one column alone serves its look-ups too.
    if (uniqueCols.length === 1 && uniqueCols[0] === col) continue;
    if (f.kind === 'ref' || f.unique || f.search === 'eq') add([col]);
  }
  if (uniqueCols.length) {
    const all = [...prefix, ...uniqueCols];
    indexes.set('unique', { name: indexName(entity.table, all, 'uq'), columns: all, unique: true });
  }
  return {
    table: entity.table,
    columns,
    indexes: [...indexes.values()],
    textIndex: entity.textIndexed.map((n) => entity.columnOf(n)),
  };
}

/** The tables of an entity: its own, then one link table per links field (owner and target ids). */
export function tableSpecs(entity: EntityDef): TableSpec[] {
  // The other side of a link (`inverseTable`) reads a table its entity owns.
  const own = entity.linkFields.filter((name) => !(entity.fields[name] as LinksField).inverseTable);
  const links = own.map((name): TableSpec => {
    const table = entity.linkTable(name);
    return {
      table,
      columns: [
        { name: 'id', type: 'varchar(32)', primaryKey: true },
        { name: 'owner_id', type: 'varchar(32)', notNull: true },
        { name: 'target_id', type: 'varchar(32)', notNull: true },
      ],
      indexes: [
        { name: indexName(table, ['owner_id', 'target_id']), columns: ['owner_id', 'target_id'] },
        { name: indexName(table, ['target_id', 'owner_id']), columns: ['target_id', 'owner_id'] },
      ],
      textIndex: [],
    };
  });
  return [tableSpec(entity), ...links];
}
