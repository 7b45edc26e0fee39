import { sql } from 'kysely';
import type { Database } from '../../db/index.js';

/** Whether the database answers a trivial query within `timeoutMs` (an unreachable PostgreSQL may never answer). */
export async function databaseReachable(db: Database, timeoutMs = 3_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ping = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, late]);
  } finally {
    clearTimeout(timer);
  }
}
