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
 * empty or has come; for entities with a public `window` (an ad's start and end time) a start that is empty or has
 * come and an end that is empty or still ahead; for entities with `public.until` (a position's closing date) a date
 * that is empty or not yet past. A scheduled row needs no job: it appears (or goes) when its time comes, and the
 * delivery cache expires at the next such time (see `nextRelease`). Entities without these fields are always
 * public. The publishing rule itself is the engine's (`core/crud/publishing.ts`).
 */
export function publishedScope(entity: EntityDef, now = new Date()): ListScope {
  const view = entity.publicView;
  if (!view?.publishable && !view?.window && !view?.until) return {};
  const at = formatDateTime(now);
  const until = view.until;
  const today = formatDate(now);
  return {
    where: (qb) => {
      let q = view.publishable ? qb.where(publicNowCondition(entity, at)) : qb;
      if (view.window) q = q.where(windowCondition(entity, view.window, at));
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

function windowCondition(entity: EntityDef, window: { start: string; end: string }, at: string) {
  const start = sql.ref<string | null>(entity.columnOf(window.start));
  const end = sql.ref<string | null>(entity.columnOf(window.end));
  // biome-ignore lint/suspicious/noExplicitAny: dynamic tables
  return (eb: ExpressionBuilder<any, any>) =>
    eb.and([
      eb.or([eb(start, 'is', null), eb(start, '=', ''), eb(start, '<=', at)]),
      eb.or([eb(end, 'is', null), eb(end, '=', ''), eb(end, '>', at)]),
    ]);
}

export function isPublishedNow(entity: EntityDef, row: Row, now = new Date()): boolean {
  const view = entity.publicView;
  const at = formatDateTime(now);
  if (view?.until && !isOpen(row, formatDate(now), view.until)) return false;
  if (view?.publishable && !isPublicNow(row, at)) return false;
  if (!view?.window) return true;
  const start = row[view.window.start];
  const end = row[view.window.end];
  return (!start || String(start) <= at) && (!end || String(end) > at);
}

/** The time fields whose future values change what the public sees (publish time, window bounds). */
export function boundaryFields(entity: EntityDef): string[] {
  const view = entity.publicView;
  return [...(view?.publishable ? ['publishTime'] : []), ...(view?.window ? [view.window.start, view.window.end] : [])];
}

/** The next local midnight: rows with an `until` date may leave the public side then. */
export function nextMidnight(now: Date): number {
  const next = new Date(now);
  next.setHours(24, 0, 0, 0);
  return next.getTime();
}

/** A stored `YYYY-MM-DD HH:mm:ss` (local time) as epoch milliseconds. */
export const timeOf = (value: string) => new Date(value.replace(' ', 'T')).getTime();
