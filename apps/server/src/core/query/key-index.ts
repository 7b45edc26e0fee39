import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/index.js';
import type { Condition } from './conditions.js';

/**
 * Up to this many ids, a list whose conditions name them reads them by key, whatever else it filters on; the n-gram
 * index hands out matches up to this many as an id list (more read the order index).
 */
export const MAX_KEYS = 1000;

/** Whether the conditions (AND-ed) hold an id list short enough to be the list's access path. */
export function hasKeyList(conditions: readonly Condition[]): boolean {
  return conditions.some((c) => c.type === 'in' && c.field === 'id' && c.values.length <= MAX_KEYS);
}

/**
 * SQLite: the index of the table's primary key, which a list holding an id list names in `indexed by`. SQLite's
 * sampled statistics (`analysis_limit`) count far too few rows per site or type, so the planner preferred walking
 * the type's order index (tens of thousands of rows, 15 ms a page on 100 000 products) to reading the ~100 rows of
 * an n-gram id list by key (0.6 ms). An id list never holds more than `MAX_KEYS` rows, so reading it by key is
 * never the bad plan. PostgreSQL keeps exact statistics and needs no hint: answers undefined there.
 */
export async function primaryKeyIndex(
  // biome-ignore lint/suspicious/noExplicitAny: tables are reached by name from entity definitions
  db: Kysely<any>,
  dialect: DialectName,
  table: string,
): Promise<string | undefined> {
  if (dialect !== 'sqlite') return undefined;
  const { rows } = await sql<{
    name: string;
  }>`select name from pragma_index_list(${table}) where origin = 'pk'`.execute(db);
  return rows[0]?.name;
}
