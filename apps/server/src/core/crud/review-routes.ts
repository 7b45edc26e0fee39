import { REVIEWING } from '@yunzhan/common/entities/cms/publishing';
import type { EntityDef } from '@yunzhan/common/entities/index';
import { z } from 'zod';
import { ApiError, badRequest } from '../errors.js';
import { parseIds } from '../ids.js';
import { ok } from '../result.js';
import { route } from '../route.js';
import type { EntityRoutes, Row } from './contracts.js';
import { isPublishable } from './publishing.js';

export { REVIEWING };

export const REVIEW_REQUIRED = '该内容需审批后发布，请提交审批';
export const IN_REVIEW = '审批中的内容不能修改或删除，请等待审批结束或撤回申请';

/** A row under review keeps still: edits and deletes wait until its review ends. */
export function assertNotInReview(entity: EntityDef, rows: readonly Row[]): void {
  if (isPublishable(entity) && rows.some((r) => r.status === REVIEWING)) throw new ApiError(IN_REVIEW);
}

/** 发布 of a module under review in the site is refused: its rows are published by an approval. */
export async function assertPublishAllowed(r: EntityRoutes, siteId: string | null, action: string): Promise<void> {
  if (action === 'publish' && r.deps.review && (await r.deps.review.required(siteId, r.entity))) {
    throw new ApiError(REVIEW_REQUIRED);
  }
}

const idsBody = z.object({
  ids: z.union([z.string().max(65_000), z.array(z.string().max(64)).max(1000)]).optional(),
  id: z.string().max(64).optional(),
});

/**
 * `PUT <apiBase>/submitReview` (`{ids}`, permission `<permPrefix>:publish`): each row starts the process the site's
 * rule names and shows 审批中; `GET <apiBase>/reviewState?id=` (list permission): where its latest review stands.
 * Rows go through the entity's actor like every by-id route; a row outside it fails the whole call.
 */
export function mountReview(r: EntityRoutes): void {
  if (!isPublishable(r.entity)) return;
  route(r.app, {
    method: ['PUT', 'POST'],
    url: `${r.entity.apiBase}/submitReview`,
    access: r.code('publish'),
    body: idsBody,
    handler: async ({ req, body }) => {
      const review = r.deps.review;
      const s = r.sessionFor(req);
      if (!review || !(await review.required(s.siteId, r.entity)))
        throw new ApiError('该模块未启用发布审批，请直接发布');
      const ids = parseIds(body.ids ?? body.id);
      if (!ids.length) throw badRequest('参数ids不能为空');
      const rows = await r.store.getMany(await r.actor(s), ids);
      if (rows.length !== ids.length) throw new ApiError('未找到对应实体');
      const n = await review.submit(req, s, r.entity, rows);
      return ok(null, n > 1 ? `已提交审批（${n} 条）` : '已提交审批');
    },
  });
  route(r.app, {
    method: 'GET',
    url: `${r.entity.apiBase}/reviewState`,
    access: r.code('list'),
    query: z.object({ id: z.string({ error: '参数id不能为空' }).min(1).max(64) }),
    handler: async ({ req, query }) => {
      const s = r.sessionFor(req);
      const row = await r.store.get(await r.actor(s), query.id);
      if (!row) throw new ApiError('未找到对应实体');
      return ok(r.deps.review ? await r.deps.review.state(s, r.entity, query.id) : null);
    },
  });
}
