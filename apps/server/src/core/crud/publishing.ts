import { isPublishable } from '@yunzhan/common/entities/cms/publishing';
import { type EntityDef, INTERNAL_FIELDS } from '@yunzhan/common/entities/index';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { formatDateTime } from '../time.js';
import type { Row } from './store.js';

export { isPublishable };

/**
 * Scheduled publishing is a query-time rule, not a job: a row is public while its status is `published` and its
 * publish time is empty or not after now. A future publish time therefore publishes the row at that second, with
 * nothing to run, to miss or to retry after a restart; 下线 (status `offline`) hides it again at once. Times are
 * stored as local `YYYY-MM-DD HH:mm:ss` text, which orders like the times themselves.
 */
export function isPublicNow(row: Row, now: string = formatDateTime()): boolean {
  const time = row.publishTime;
  return row.status === 'published' && (time == null || time === '' || String(time) <= now);
}

/** The same rule as a condition of a query on the entity's table (the delivery side's `where`). */
export function publicNowCondition(entity: EntityDef, now: string = formatDateTime()) {
  if (!isPublishable(entity)) throw new Error(`entity ${entity.name} is not published content`);
  const status = sql.ref<string>(entity.columnOf('status'));
  const time = sql.ref<string | null>(entity.columnOf('publishTime'));
  // biome-ignore lint/suspicious/noExplicitAny: dynamic tables
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    eb.and([eb(status, '=', 'published'), eb.or([eb(time, 'is', null), eb(time, '=', ''), eb(time, '<=', now)])]);
}

/** Columns a public reader never sees (staff names, scope and deletion flags). */
const INTERNAL = new Set(INTERNAL_FIELDS);

/** A row as the public would see it: internal and secret fields left out, and whether it is public now. */
export function publicView(entity: EntityDef, row: Row, now: string = formatDateTime()) {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) {
    const name = k.endsWith('_dictText') ? k.slice(0, -'_dictText'.length) : k;
    if (!INTERNAL.has(name) && !entity.field(name)?.sensitive) out[k] = v;
  }
  return { row: out, visible: isPublicNow(row, now), scheduled: row.status === 'published' && !isPublicNow(row, now) };
}
