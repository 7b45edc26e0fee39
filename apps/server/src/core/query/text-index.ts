import type { EntityDef } from '@yunzhan/common/entities/index';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/index.js';
import { postingTable } from '../../db/search-index.js';
import { searchGrams } from '../search/ngrams.js';
import type { Condition } from './conditions.js';
import { MAX_KEYS as MAX_IDS } from './key-index.js';

/** Grams intersected to find the candidates (the rarest ones). */
const RAREST = 2;
/** Searches whose plan is kept at once (per entity store). */
const MAX_CACHED = 500;

/** Adds, to a list's conditions, what the substring index knows about their substring and prefix searches. */
export type TextNarrower = (entity: EntityDef, conditions: readonly Condition[]) => Promise<readonly Condition[]>;

/**
 * Each LIKE on an indexed field gets a companion condition from the n-gram index (`db/search-index.ts`). The
 * rows holding the search's two rarest grams are its candidates: when they are few they become an id list (the
 * list reads them by key); when many (a single frequent character) an `indexed` condition, so the page walks its
 * order index checking each row's postings and stops at the page's end, while the total counts the candidates
 * once. The LIKE itself stays, so results are exactly the LIKE's. The plan is kept until the data version moves.
 * A text the index cannot answer (one or two non-CJK characters) scans.
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
    // The rarest grams decide: their intersection holds every match.
    const rarest = counts
      .sort((a, b) => Number(a.n) - Number(b.n))
      .slice(0, RAREST)
      .map((c) => c.gram);
    const sets = rarest.map(
      (g) => sql`select row_id as id from ${sql.table(posting)} where field = ${slot} and gram = ${g}`,
    );
    const rows = await sql<{ id: string }>`${sql.join(sets, sql` intersect `)} limit ${MAX_IDS + 1}`.execute(db);
    if (rows.rows.length > MAX_IDS) return { type: 'indexed', posting, slot, grams: rarest };
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
