import type { CreateTableBuilder, Kysely } from 'kysely';

/** Migrations speak snake_case to the database directly (no camel-case plugin). */
export type MigrationDb = Kysely<unknown>;

export const id = <T extends string>(t: CreateTableBuilder<T>) =>
  t.addColumn('id', 'varchar(32)', (c) => c.primaryKey());

export const audit = <T extends string>(t: CreateTableBuilder<T>) =>
  t
    .addColumn('create_by', 'varchar(32)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(32)')
    .addColumn('update_time', 'varchar(19)');

export async function index(db: MigrationDb, table: string, columns: string[], unique = false) {
  const name = `${unique ? 'uniq' : 'idx'}_${table}_${columns.join('_')}`;
  let b = db.schema.createIndex(name).on(table).columns(columns);
  if (unique) b = b.unique();
  await b.execute();
}
