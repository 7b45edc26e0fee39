import { index, type MigrationDb } from './helpers.js';

/**
 * Public traffic counted per site and day (统计分析): page views and downloads by module and row, searches by term,
 * intake submissions by form. The server adds up hits in memory and writes each minute's sums into these rows
 * (`hits = hits + n`), so a request never waits for a write. Not an entity: rows are keys and counters only.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('cms_stat_daily')
    .addColumn('site_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('module', 'varchar(64)', (c) => c.notNull())
    .addColumn('content_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('term', 'varchar(100)', (c) => c.notNull())
    .addColumn('hits', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('cms_stat_daily_pk', ['site_id', 'day', 'kind', 'module', 'content_id', 'term'])
    .execute();
  await index(db, 'cms_stat_daily', ['site_id', 'kind', 'day']);
}
