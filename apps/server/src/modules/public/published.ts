import type { EntityDef } from '@yunzhan/common/entities/index';
import { type ExpressionBuilder, sql } from 'kysely';
import type { ListScope, Row } from '../../core/crud/contracts.js';
import { isPublicNow, publicNowCondition } from '../../core/crud/publishing.js';
import { formatDate, formatDateTime } from '../../core/time.js';

/** A row with an `until` date (a position's closing date) is public through that day. */
const isOpen = (row: Row, today: string, until: string) => {
  const value = row[until];
  return value == null || value === '' || String(value) >= today;
};

/**
 * "Published now", the one rule of what the public may read: `status = 'published'` and a publish time that is
 * empty or has come. A scheduled row (future publish time) needs no job: it appears when its time comes (the
 * delivery cache expires at the next such time, see `nextRelease`). Entities without publishing fields are
 * always public. The rule itself is the engine's (`core/crud/publishing.ts`). An entity with `public.until` also
 * hides rows whose date has passed.
 */
export function publishedScope(entity: EntityDef, now = new Date()): ListScope {
  const view = entity.publicView;
  if (!view?.publishable && !view?.until) return {};
  const at = formatDateTime(now);
  const until = view.until;
  const today = formatDate(now);
  return {
    where: (qb) => {
      let q = view.publishable ? qb.where(publicNowCondition(entity, at)) : qb;
      if (until) {
        const column = sql.ref<string | null>(entity.columnOf(until));
        // biome-ignore lint/suspicious/noExplicitAny: dynamic tables
        q = q.where((eb: ExpressionBuilder<any, any>) =>
          eb.or([eb(column, 'is', null), eb(column, '=', ''), eb(column, '>=', today)]),
        );
      }
      return q;
    },
    key: `published:${at}`,
  };
}

export function isPublishedNow(entity: EntityDef, row: Row, now = new Date()): boolean {
  const view = entity.publicView;
  if (view?.until && !isOpen(row, formatDate(now), view.until)) return false;
  return !view?.publishable || isPublicNow(row, formatDateTime(now));
}

/** The next local midnight: rows with an `until` date may leave the public side then. */
export function nextMidnight(now: Date): number {
  const next = new Date(now);
  next.setHours(24, 0, 0, 0);
  return next.getTime();
}

/** A stored `YYYY-MM-DD HH:mm:ss` (local time) as epoch milliseconds. */
export const timeOf = (value: string) => new Date(value.replace(' ', 'T')).getTime();
