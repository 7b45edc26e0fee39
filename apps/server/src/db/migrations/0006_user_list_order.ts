import { index, type MigrationDb } from './helpers.js';

/**
 * Lists end their order with the id (stable pages): with the id in the index, the newest-first user list reads
 * its page straight from the index instead of sorting each run of equal creation times.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('idx_sys_user_del_flag_create_time').execute();
  await index(db, 'sys_user', ['del_flag', 'create_time', 'id']);
}
