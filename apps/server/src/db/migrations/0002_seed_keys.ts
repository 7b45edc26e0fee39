import type { MigrationDb } from './helpers.js';

/**
 * What the seed has ever inserted, by stable key: a seed row an administrator deleted is not inserted again.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('sys_seed_key')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('create_time', 'varchar(19)')
    .execute();
}
