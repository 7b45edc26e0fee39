import type { EntityStore } from '../../core/crud/store.js';
import { ApiError } from '../../core/errors.js';

/** A position by its code (positions are not site-scoped). */
export async function positionByCode(store: EntityStore, username: string, code: string) {
  const [row] = await store
    .scoped({ username, siteId: null })
    .select(['id', 'code', 'name', 'post_rank as postRank'])
    .where('code', '=', code)
    .execute();
  if (!row) throw new ApiError('未找到对应实体');
  return row;
}
