import { sql } from 'kysely';
import type { AnyDb } from '../../core/crud/contracts.js';
import { formatDate } from '../../core/time.js';

const KEY = ['site_id', 'day', 'kind', 'module', 'content_id', 'term'] as const;

/**
 * Search terms are the unbounded part of `cms_stat_daily` (any text a visitor types): the days more than
 * `detailDays` ago keep one search count per site, day and module instead of one per term. Totals and per-module
 * figures stay as they were; the top searches of those days are gone. Answers how many per-term rows went.
 */
export async function rollUpSearchTerms(db: AnyDb, detailDays: number, now = Date.now()): Promise<number> {
  const beforeDay = formatDate(new Date(now - detailDays * 86_400_000));
  return db.transaction().execute(async (trx) => {
    const t = trx.withoutPlugins();
    const detail = () =>
      t.selectFrom('cms_stat_daily').where('kind', '=', 'search').where('term', '<>', '').where('day', '<', beforeDay);
    // The write first: on SQLite the transaction holds the write lock from its first statement.
    await t
      .insertInto('cms_stat_daily')
      .columns([...KEY, 'hits'])
      .expression(
        detail()
          .select([
            'site_id',
            'day',
            'kind',
            'module',
            'content_id',
            sql<string>`''`.as('term'),
            sql`sum(hits)`.as('hits'),
          ])
          .groupBy(['site_id', 'day', 'kind', 'module', 'content_id']),
      )
      .onConflict((oc) => oc.columns([...KEY]).doUpdateSet({ hits: sql`cms_stat_daily.hits + excluded.hits` }))
      .execute();
    const gone = await t
      .deleteFrom('cms_stat_daily')
      .where('kind', '=', 'search')
      .where('term', '<>', '')
      .where('day', '<', beforeDay)
      .executeTakeFirst();
    return Number(gone.numDeletedRows);
  });
}
