import { sql } from 'kysely';
import { isSqlite, type MigrationDb, textIndex, trigramTable } from './helpers.js';

const USER_COLUMNS = ['username', 'realname', 'phone', 'email', 'work_no'];

/**
 * Substring search at every length: the trigram index of 0005 answered three characters and more only, so a
 * one- or two-character Chinese name scanned every user. The n-gram index replaces it.
 */
export async function up(db: MigrationDb): Promise<void> {
  if (isSqlite(db)) {
    for (const what of ['insert', 'update', 'delete']) {
      await sql`drop trigger if exists ${sql.id(`${trigramTable('sys_user')}_${what}`)}`.execute(db);
    }
    await sql`drop table if exists ${sql.table(trigramTable('sys_user'))}`.execute(db);
  } else {
    for (const c of USER_COLUMNS) await sql`drop index if exists ${sql.id(`trgm_sys_user_${c}`)}`.execute(db);
  }
  await textIndex(db, 'sys_user', USER_COLUMNS);
}
