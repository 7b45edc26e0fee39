import { sysPosition } from '@yunzhan/common/entities/system/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { ApiError } from '../../core/errors.js';
import { ok } from '../../core/result.js';
import { perm, route } from '../../core/route.js';

/** Positions (contract §7.13): the engine's standard set (from the registry) plus lookup by code. */
export function positionRoutes(app: FastifyInstance, crud: CrudDeps): void {
  const store = crud.stores.of(sysPosition);
  route(app, {
    method: 'GET',
    url: '/sys/position/queryByCode',
    access: perm('system:position:list'),
    query: z.object({ code: z.string().min(1).max(100) }),
    handler: async ({ req, query }) => {
      const [row] = await store
        .scoped({ username: req.session!.username, siteId: null })
        .select(['id', 'code', 'name', 'post_rank as postRank'])
        .where('code', '=', query.code)
        .execute();
      if (!row) throw new ApiError('未找到对应实体');
      return ok(row);
    },
  });
}
