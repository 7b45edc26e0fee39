import { type Kysely, sql } from 'kysely';
import { textIndex } from '../migrations/helpers.js';
import type { ColumnSpec, IndexSpec, TableSpec } from './spec.js';

type MigrationDb = Kysely<unknown>;

// biome-ignore lint/suspicious/noExplicitAny: the column builder's type names are a closed union Kysely parses
const typeOf = (c: ColumnSpec) => sql.raw(c.type) as any;

/** Creates a table of a generated migration with its indexes and search index. */
export async function createTable(db: MigrationDb, spec: TableSpec): Promise<void> {
  let t = db.schema.createTable(spec.table);
  for (const c of spec.columns) {
    t = t.addColumn(c.name, typeOf(c), (b) => {
      let col = b;
      if (c.primaryKey) col = col.primaryKey();
      if (c.notNull) col = col.notNull();
      if (c.default !== undefined) col = col.defaultTo(c.default);
      return col;
    });
  }
  await t.execute();
  for (const i of spec.indexes) await createIndex(db, spec.table, i);
  if (spec.textIndex.length) await textIndex(db, spec.table, [...spec.textIndex]);
}

export async function addColumn(db: MigrationDb, table: string, c: ColumnSpec): Promise<void> {
  await db.schema
    .alterTable(table)
    .addColumn(c.name, typeOf(c), (b) => {
      let col = b;
      if (c.notNull) col = col.notNull();
      if (c.default !== undefined) col = col.defaultTo(c.default);
      return col;
    })
    .execute();
}

export async function createIndex(db: MigrationDb, table: string, i: IndexSpec): Promise<void> {
  const index = db.schema
    .createIndex(i.name)
    .on(table)
    .columns([...i.columns]);
  await (i.unique ? index.unique() : index).execute();
}

export async function dropIndex(db: MigrationDb, name: string): Promise<void> {
  await db.schema.dropIndex(name).execute();
}
