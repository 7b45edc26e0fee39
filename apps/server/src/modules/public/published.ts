import type { EntityDef } from '@yunzhan/common/entities/index';
import { type ExpressionBuilder, sql } from 'kysely';
import type { ListScope, Row } from '../../core/crud/contracts.js';
import { isPublicNow, publicNowCondition } from '../../core/crud/publishing.js';
import { formatDateTime } from '../../core/time.js';

/**
 * "Published now", the one rule of what the public may read: `status = 'published'` and a publish time that is
 * empty or has come, and — for entities with a public `window` (an ad's start and end time) — a start that is empty
 * or has come and an end that is empty or still ahead. A scheduled row needs no job: it appears (or goes) when its
 * time comes, and the delivery cache expires at the next such time (see `nextRelease`). Entities without
 * publishing fields are always public. The publishing rule itself is the engine's (`core/crud/publishing.ts`).
 */
export function publishedScope(entity: EntityDef, now = new Date()): ListScope {
  const view = entity.publicView;
  if (!view?.publishable && !view?.window) return {};
  const at = formatDateTime(now);
  return {
    where: (qb) => {
      let q = view.publishable ? qb.where(publicNowCondition(entity, at)) : qb;
      if (view.window) q = q.where(windowCondition(entity, view.window, at));
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

/** A stored `YYYY-MM-DD HH:mm:ss` (local time) as epoch milliseconds. */
export const timeOf = (value: string) => new Date(value.replace(' ', 'T')).getTime();
