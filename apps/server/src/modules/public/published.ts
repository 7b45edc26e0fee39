import type { EntityDef } from '@yunzhan/common/entities/index';
import type { ListScope, Row } from '../../core/crud/contracts.js';
import { isPublicNow, publicNowCondition } from '../../core/crud/publishing.js';
import { formatDateTime } from '../../core/time.js';

/**
 * "Published now", the one rule of what the public may read: `status = 'published'` and a publish time that is
 * empty or has come. A scheduled row (future publish time) needs no job: it appears when its time comes (the
 * delivery cache expires at the next such time, see `nextRelease`). Entities without publishing fields are
 * always public. The rule itself is the engine's (`core/crud/publishing.ts`).
 */
export function publishedScope(entity: EntityDef, now = new Date()): ListScope {
  if (!entity.publicView?.publishable) return {};
  const at = formatDateTime(now);
  return { where: (qb) => qb.where(publicNowCondition(entity, at)), key: `published:${at}` };
}

export function isPublishedNow(entity: EntityDef, row: Row, now = new Date()): boolean {
  return !entity.publicView?.publishable || isPublicNow(row, formatDateTime(now));
}

/** A stored `YYYY-MM-DD HH:mm:ss` (local time) as epoch milliseconds. */
export const timeOf = (value: string) => new Date(value.replace(' ', 'T')).getTime();
