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

/** Adds, to a list's conditions, what the trigram index knows about their substring and prefix searches. */
export type TextNarrower = (entity: EntityDef, conditions: readonly Condition[]) => Promise<readonly Condition[]>;

/**
 * PostgreSQL's planner uses the pg_trgm indexes for ILIKE by itself. SQLite's planner cannot look into the
 * FTS5 trigram table: each searched text is looked up there first, and when it matches few rows their ids join
 * the conditions, so the list reads those rows by key instead of scanning the table.
 * (The LIKE conditions stay: the trigram table matches case-insensitively, the answer only narrows.)
 */
// biome-ignore lint/suspicious/noExplicitAny: tables are reached by name from entity definitions
export function textNarrower(db: Kysely<any>, dialect: DialectName): TextNarrower {
  if (dialect !== 'sqlite') return async (_entity, conditions) => conditions;
  return async (entity, conditions) => {
    if (!entity.textIndexed.length) return conditions;
    const narrowed: Condition[] = [];
    for (const c of conditions) {
      if (c.type !== 'like' || !entity.textIndexed.includes(c.field)) continue;
      if ([...c.text].length < MIN_CHARS || SPECIAL.test(c.text)) continue;
      const rows: { id: string }[] = await db
        .selectFrom(trigramTable(entity.table))
        .select('id')
        .where(sql.ref(entity.columnOf(c.field)), 'like', likePattern(c.op, c.text))
        .limit(MAX_IDS + 1)
        .execute();
      if (rows.length > MAX_IDS) continue;
      narrowed.push(rows.length ? { type: 'in', field: 'id', values: rows.map((r) => r.id) } : { type: 'none' });
    }
    return narrowed.length ? [...conditions, ...narrowed] : conditions;
  };
}
