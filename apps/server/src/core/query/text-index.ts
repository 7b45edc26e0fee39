import type { EntityDef } from '@yunzhan/common/entities/index';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/index.js';
import { trigramTable } from '../../db/migrations/helpers.js';
import type { Condition } from './conditions.js';
import { LIKE_ESCAPE, likePattern } from './values.js';

/** Above this many matches the ids are not worth listing: the plain scan stops early on such common text. */
const MAX_IDS = 1000;
/** A trigram index answers only for at least three characters. */
const MIN_CHARS = 3;
const SPECIAL = new RegExp(`[%_${LIKE_ESCAPE}]`);
/** Searches whose ids are kept at once (per entity store). */
const MAX_CACHED = 200;

/** Adds, to a list's conditions, what the trigram index knows about their substring and prefix searches. */
export type TextNarrower = (entity: EntityDef, conditions: readonly Condition[]) => Promise<readonly Condition[]>;

/**
 * PostgreSQL's planner uses the pg_trgm indexes for ILIKE by itself. SQLite's planner cannot look into the
 * FTS5 trigram table: each searched text is looked up there first, and when it matches few rows their ids join
 * the conditions, so the list reads those rows by key instead of scanning the table.
 * (The LIKE conditions stay: the trigram table matches case-insensitively, the answer only narrows.)
 */
// biome-ignore lint/suspicious/noExplicitAny: tables are reached by name from entity definitions
export function textNarrower(db: Kysely<any>, dialect: DialectName, dataVersion?: () => string): TextNarrower {
  if (dialect !== 'sqlite') return async (_entity, conditions) => conditions;
  // The ids a search found, until the data version moves (paging through results asks the same again).
  const found = new Map<string, { version: string; ids: Promise<string[] | null> }>();
  const lookup = (entity: EntityDef, c: Extract<Condition, { type: 'like' }>): Promise<string[] | null> => {
    const run = async () => {
      const rows: { id: string }[] = await db
        .selectFrom(trigramTable(entity.table))
        .select('id')
        .where(sql.ref(entity.columnOf(c.field)), 'like', likePattern(c.op, c.text))
        .limit(MAX_IDS + 1)
        .execute();
      return rows.length > MAX_IDS ? null : rows.map((r) => r.id);
    };
    const version = dataVersion?.();
    if (version === undefined) return run();
    const key = JSON.stringify([entity.table, c.field, c.op, c.text]);
    const hit = found.get(key);
    if (hit && hit.version === version) return hit.ids;
    if (found.size >= MAX_CACHED) found.clear();
    const ids = run();
    found.set(key, { version, ids });
    ids.catch(() => found.delete(key));
    return ids;
  };
  return async (entity, conditions) => {
    if (!entity.textIndexed.length) return conditions;
    const narrowed: Condition[] = [];
    for (const c of conditions) {
      if (c.type !== 'like' || !entity.textIndexed.includes(c.field)) continue;
      if ([...c.text].length < MIN_CHARS || SPECIAL.test(c.text)) continue;
      const ids = await lookup(entity, c);
      if (!ids) continue;
      narrowed.push(ids.length ? { type: 'in', field: 'id', values: ids } : { type: 'none' });
    }
    return narrowed.length ? [...conditions, ...narrowed] : conditions;
  };
}
