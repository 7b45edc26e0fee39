import { index, type MigrationDb } from './helpers.js';

/**
 * The user list filters out deleted rows and sorts by a column: (del_flag, column) lets SQLite and PostgreSQL
 * walk the index in order instead of sorting every user, and makes the total an index-only count.
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const column of ['username', 'realname', 'work_no', 'phone']) await index(db, 'sys_user', ['del_flag', column]);
  await index(db, 'sys_user', ['del_flag', 'status', 'create_time']);
}
