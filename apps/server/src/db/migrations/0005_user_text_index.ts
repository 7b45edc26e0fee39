import { type MigrationDb, trigramIndex } from './helpers.js';

/** Substring searches on the user list (`*text*` on account, name, phone, e-mail, work number) use a trigram index. */
export async function up(db: MigrationDb): Promise<void> {
  await trigramIndex(db, 'sys_user', ['username', 'realname', 'phone', 'email', 'work_no']);
}
