import type { Actor, EntityStore } from '../../core/crud/store.js';
import { ApiError } from '../../core/errors.js';

/** A position by its code, inside the actor's data rules on 职务管理 (positions are not site-scoped). */
export async function positionByCode(store: EntityStore, actor: Actor, code: string) {
  const [row] = await store
    .scoped(actor)
    .select(['id', 'code', 'name', 'post_rank as postRank'])
    .where('code', '=', code)
    .execute();
  if (!row) throw new ApiError('未找到对应实体');
  return row;
}
