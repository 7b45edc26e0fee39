import type { EntityDef } from '@yunzhan/common/entities/index';
import { sql } from 'kysely';
import type { ListScope, Row } from '../../core/crud/contracts.js';
import { formatDateTime } from '../../core/time.js';

/**
 * "Published now", the one rule of what the public may read: `status = 'published'` and a publish time that is
 * empty or has come. A scheduled row (future publish time) needs no job: it appears when its time comes (the
 * delivery cache expires at the next such time, see `nextRelease`). Entities without publishing fields are
 * always public. Both forms below (SQL scope and row test) must say the same.
 */
export function publishedScope(entity: EntityDef, now = new Date()): ListScope {
  if (!entity.publicView?.publishable) return {};
  const at = formatDateTime(now);
  const status = sql.ref(entity.columnOf('status'));
  const time = sql.ref(entity.columnOf('publishTime'));
  return {
    where: (qb) => qb.where(status, '=', 'published').where((eb) => eb.or([eb(time, 'is', null), eb(time, '<=', at)])),
    key: `published:${at}`,
  };
}

export function isPublishedNow(entity: EntityDef, row: Row, now = new Date()): boolean {
  if (!entity.publicView?.publishable) return true;
  const time = row.publishTime;
  return row.status === 'published' && (time === null || time === undefined || String(time) <= formatDateTime(now));
}

/** A stored `YYYY-MM-DD HH:mm:ss` (local time) as epoch milliseconds. */
export const timeOf = (value: string) => new Date(value.replace(' ', 'T')).getTime();
