import { type CreateTableBuilder, type Kysely, SqliteAdapter, sql } from 'kysely';
import { createSearchIndex } from '../search-index.js';

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

export const isSqlite = (db: MigrationDb) => db.getExecutor().adapter instanceof SqliteAdapter;

/** The trigram table beside an SQLite table (see `textIndex`). */
export const trigramTable = (table: string) => `${table}_trgm`;

/** The substring index of text columns (`db/search-index.ts`): what `textIndex` in a schema asks for. */
export const textIndex = (db: MigrationDb, table: string, columns: string[]) => createSearchIndex(db, table, columns);

/**
 * The first substring index (migration 0005, replaced by the n-gram index in 0008): a trigram index for
 * substring and prefix searches on text columns. PostgreSQL: pg_trgm GIN indexes, which its
 * planner uses for ILIKE by itself. SQLite: an FTS5 trigram table `<table>_trgm` (id + the columns) that
 * triggers keep equal to the table; list queries ask it for the ids first (core/query/text-index.ts).
 */
export async function trigramIndex(db: MigrationDb, table: string, columns: string[]) {
  if (!isSqlite(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const c of columns) {
      await sql`create index ${sql.id(`trgm_${table}_${c}`)} on ${sql.table(table)} using gin (${sql.ref(c)} gin_trgm_ops)`.execute(
        db,
      );
    }
    return;
  }
  const fts = sql.table(trigramTable(table));
  const src = sql.table(table);
  const cols = sql.join(columns.map((c) => sql.ref(c)));
  const newValues = sql.join(columns.map((c) => sql.ref(`new.${c}`)));
  await sql`create virtual table ${fts} using fts5(id unindexed, ${cols}, tokenize = 'trigram')`.execute(db);
  await sql`insert into ${fts} (id, ${cols}) select id, ${cols} from ${src}`.execute(db);
  const trigger = (what: string) => sql.id(`${trigramTable(table)}_${what}`);
  await sql`create trigger ${trigger('insert')} after insert on ${src} begin
    insert into ${fts} (id, ${cols}) values (new.id, ${newValues}); end`.execute(db);
  await sql`create trigger ${trigger('update')} after update of ${cols} on ${src} begin
    delete from ${fts} where id = old.id;
    insert into ${fts} (id, ${cols}) values (new.id, ${newValues}); end`.execute(db);
  await sql`create trigger ${trigger('delete')} after delete on ${src} begin
    delete from ${fts} where id = old.id; end`.execute(db);
}
