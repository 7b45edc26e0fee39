import type { EntityDef } from '@yunzhan/common/entities/index';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/index.js';
import { postingTable } from '../../db/search-index.js';
import { searchGrams } from '../search/ngrams.js';
import type { Condition } from './conditions.js';

/** Matches up to this many rows become an id list (rows read by key); more read the list's order index. */
const MAX_IDS = 1000;
/** Searches whose plan is kept at once (per entity store). */
const MAX_CACHED = 500;

/** Adds, to a list's conditions, what the substring index knows about their substring and prefix searches. */
export type TextNarrower = (entity: EntityDef, conditions: readonly Condition[]) => Promise<readonly Condition[]>;

/**
 * Each LIKE on an indexed field gets a companion condition from the n-gram index (`db/search-index.ts`). A search
 * whose rarest gram has few rows becomes the id list of rows holding all its grams: the list reads them by key.
 * A common one (a single frequent character) stays an `indexed` condition: the page walks its order index and
 * checks each row's postings, stopping at the page's end; the total counts the intersection once. The LIKE itself
 * stays, so results are exactly the LIKE's. A text the index cannot answer (one or two non-CJK characters) scans.
 */
// biome-ignore lint/suspicious/noExplicitAny: tables are reached by name from entity definitions
export function textNarrower(db: Kysely<any>, _dialect: DialectName, dataVersion?: () => string): TextNarrower {
  const plans = new Map<string, { version: string; plan: Promise<Condition> }>();

  const plan = async (posting: string, slot: number, grams: string[]): Promise<Condition> => {
    const counts: { gram: string; n: number }[] = await db
      .selectFrom(posting)
      .select(['gram', (eb) => eb.fn.countAll<number>().as('n')])
      .where('field', '=', slot)
      .where('gram', 'in', grams)
      .groupBy('gram')
      .execute();
    if (counts.length < grams.length) return { type: 'none' };
    if (Math.min(...counts.map((c) => Number(c.n))) > MAX_IDS) return { type: 'indexed', posting, slot, grams };
    const sets = grams.map(
      (g) => sql`select row_id as id from ${sql.table(posting)} where field = ${slot} and gram = ${g}`,
    );
    const rows = await sql<{ id: string }>`${sql.join(sets, sql` intersect `)}`.execute(db);
    const ids = rows.rows.map((r) => r.id);
    return ids.length ? { type: 'in', field: 'id', values: ids } : { type: 'none' };
  };

  const cached = (posting: string, slot: number, grams: string[]): Promise<Condition> => {
    const version = dataVersion?.();
    if (version === undefined) return plan(posting, slot, grams);
    const key = JSON.stringify([posting, slot, grams]);
    const hit = plans.get(key);
    if (hit && hit.version === version) return hit.plan;
    if (plans.size >= MAX_CACHED) plans.clear();
    const made = plan(posting, slot, grams);
    plans.set(key, { version, plan: made });
    made.catch(() => plans.delete(key));
    return made;
  };

  return async (entity, conditions) => {
    if (!entity.textIndexed.length) return conditions;
    const narrowed: Condition[] = [];
    for (const c of conditions) {
      if (c.type !== 'like') continue;
      const slot = entity.textIndexed.indexOf(c.field);
      if (slot < 0) continue;
      const grams = searchGrams(c.text);
      if (grams.length) narrowed.push(await cached(postingTable(entity.table), slot, grams));
    }
    return narrowed.length ? [...conditions, ...narrowed] : conditions;
  };
}
