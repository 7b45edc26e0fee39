import { id, index, type MigrationDb } from './helpers.js';

/**
 * Versions of the rows of versioned entities (published content, templates): one row per add, edit, action and
 * restore, written by the unit of work in the transaction of the change. Any entity's rows, so no schema
 * describes the table.
 */
export async function up(db: MigrationDb): Promise<void> {
  await id(db.schema.createTable('sys_row_version'))
    .addColumn('table_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('row_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('site_id', 'varchar(32)')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('changes', 'text')
    .addColumn('create_by', 'varchar(100)')
    .addColumn('create_name', 'varchar(100)')
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await index(db, 'sys_row_version', ['table_name', 'row_id', 'version'], true);
}
